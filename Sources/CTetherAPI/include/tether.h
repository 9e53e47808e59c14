/* tether.h — the C API of Tether's layout scripts (libTetherC).
 *
 * An interpreter runs .layout script text and lays it out; frames and diagnostics come back
 * as JSON (docs/cli.md, docs/schema/run.schema.json) or as text. Every string this API
 * returns is owned by the caller and freed with tether_free_string. Scripts run on a thread
 * of the library's with a 64 MB stack, so the caller's stack size does not matter (but see
 * tether_layout_frames).
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

/* The same, measuring text without fonts (Tether's SimpleTextMeasurer): each character 0.55
 * em wide, lines of San Francisco's height (20.287 at 17 points), so that text is sized
 * alike on every machine and by another engine given the same rule. */
tether_interpreter *tether_create_simple_text(const tether_limits *limits);
void tether_destroy(tether_interpreter *interpreter);

/* A new interpreter in the state of interpreter — its views, constraints, texts, names and
 * last layout — that shares nothing with it after: what a host showing many cells of one
 * script makes each cell with, after running the script once (as a table view makes its
 * cells from one nib), at a small part of a run's cost. Freed with tether_destroy; NULL for
 * NULL. */
tether_interpreter *tether_copy(tether_interpreter *interpreter);

/* Runs script text (UTF-8); name names it in diagnostics and may be NULL ("<script>").
 * Returns the number of errors the run recorded (0 when it ran cleanly), -1 for a NULL
 * interpreter or source or text that is not UTF-8. Several runs add to one layout. */
int32_t tether_run(tether_interpreter *interpreter, const char *source, const char *name);

/* Gives a view new text (UTF-8) in the font, size and line count it has — what a script's
 * `set view { text "…" }` does, without a script to parse, for a host's data binding (a cell
 * given another item's texts); 17-point text on one line for a view that had none. Returns
 * 0, 1 when view names no view that can show text (an unknown name, a layout guide), or -1
 * for a NULL argument or text that is not UTF-8. */
int32_t tether_set_text(tether_interpreter *interpreter, const char *view, const char *text);

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

/* A view's frame, in points. */
typedef struct {
    double x;
    double y;
    double width;
    double height;
} tether_frame;

/* The layout at width × height as frames in the caller's buffer, without JSON: the frame of
 * every view but the root, in the order the views were declared, each in the root's
 * coordinates (JSON's "absolute"), written to frames[0 …] up to capacity of them (frames may
 * be NULL when capacity is 0). Returns the number of views, which may exceed capacity (then
 * only the first capacity are written), or -1 for a NULL interpreter, a bad size or a layout
 * the engine cannot make. Sizes and re-runs are as tether_layout_json's; the layout's
 * diagnostics are not computed into text (tether_diagnostics_text gives them). Unless the
 * script must run again for the size (it reads the size), the layout is made on the caller's
 * thread, which then needs an ordinary stack (512 KB is plenty), not the 64 MB of a run. */
int32_t tether_layout_frames(tether_interpreter *interpreter, double width, double height,
                             tether_frame *frames, int32_t capacity);

/* The name of the view at index (as tether_layout_frames orders them), or NULL past the last
 * or for a negative index. */
char *tether_view_name(tether_interpreter *interpreter, int32_t index);

/* Every diagnostic of the runs so far, rendered as the command line renders them. */
char *tether_diagnostics_text(tether_interpreter *interpreter);

/* The version ("0.2.0"); a static string, not to be freed. */
const char *tether_version(void);

void tether_free_string(char *string);

#ifdef __cplusplus
}
#endif

#endif
