// HarfBuzz, for TextMetrics: shaping and font metrics (Debian's libharfbuzz-dev).
#include <hb.h>
