/* tether.h — the C API of Tether's layout scripts (libTetherC).
 *
 * An interpreter runs .layout script text and lays it out; frames and diagnostics come back
 * as JSON (docs/cli.md, docs/schema/run.schema.json) or as text. Every string this API
 * returns is owned by the caller and freed with tether_free_string. Scripts run on a thread
 * of the library's with a 64 MB stack, so the caller's stack size does not matter.
 * An interpreter is not thread-safe: use it from one thread at a time.
 *
 * This header is the one declaration of the API: the Swift implementation (Sources/TetherC)
 * imports it as the CTetherAPI module and implements each function with `@c @implementation`,
 * so the compiler refuses a definition whose types differ from the declaration here.
 * `make install` puts it in PREFIX/include; `pkg-config --cflags --libs tether` finds it.
 */
#ifndef TETHER_H
#define TETHER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tether_interpreter tether_interpreter;

/* Caps on what a script may do (Interpreter.Limits); 0 or less keeps the default. */
typedef struct {
    int64_t max_steps;        /* default 10,000,000 */
    int64_t max_call_depth;   /* default 200 */
    int64_t max_constraints;  /* default 1,000,000 */
    int64_t max_views;        /* default 100,000 */
} tether_limits;

/* A new interpreter with the standard library (std/…) bundled; limits may be NULL. */
tether_interpreter *tether_create(const tether_limits *limits);
void tether_destroy(tether_interpreter *interpreter);

/* Runs script text (UTF-8); name names it in diagnostics and may be NULL ("<script>").
 * Returns the number of errors the run recorded (0 when it ran cleanly), -1 for a NULL
 * interpreter or source or text that is not UTF-8. Several runs add to one layout. */
int32_t tether_run(tether_interpreter *interpreter, const char *source, const char *name);

/* The layout at width × height as `tether run --format json` prints it (one layout), with
 * the script's and the layout's diagnostics, each with the place, views, constraints and
 * fixes `tether check` gives it; NULL for a size that is negative or not finite. At the
 * script's own root size it is the script's screen (its safe area too); at another, a plain
 * size as `--size` gives, and a script that reads the size is run again for it. */
char *tether_layout_json(tether_interpreter *interpreter, double width, double height);

/* The layout on a device of Tether's catalogue ("iphone16pro", "ipadair11:landscape",
 * `tether devices` lists them), with its safe area and size classes, as JSON; NULL for an
 * unknown name. A script that reads the size (a size class) is run again for the device. */
char *tether_layout_device_json(tether_interpreter *interpreter, const char *device);

/* Every diagnostic of the runs so far, rendered as the command line renders them. */
char *tether_diagnostics_text(tether_interpreter *interpreter);

/* The version ("0.2.0"); a static string, not to be freed. */
const char *tether_version(void);

void tether_free_string(char *string);

#ifdef __cplusplus
}
#endif

#endif
