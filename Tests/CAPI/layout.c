/* Lays out a script through the C API, as a C host would: prints the version, the JSON of
 * a layout, its frames without JSON, the errors of a bad run with their text, what a NULL
 * argument gives, a label measured without fonts and given new text, and a copy of the
 * interpreter that grows apart from it. */
#include <stdio.h>
#include "tether.h"

int main(void) {
    printf("version %s\n", tether_version());
    tether_limits limits = { .max_steps = 100000 };
    tether_interpreter *interpreter = tether_create(&limits);
    int32_t errors = tether_run(interpreter,
        "import \"std/controls\" as ui\n"
        "view toolbar: ui.toolbar()\n"
        "pin toolbar.leading == root.leading\n"
        "pin toolbar.trailing == root.trailing\n"
        "pin toolbar.bottom == root.bottom\n",
        "screen.layout");
    printf("errors %d\n", errors);
    char *json = tether_layout_json(interpreter, 320, 568);
    printf("%s", json);
    tether_free_string(json);
    json = tether_layout_device_json(interpreter, "iphone16pro");
    printf("%s", json);
    tether_free_string(json);
    tether_frame frames[2];
    int32_t count = tether_layout_frames(interpreter, 320, 568, frames, 2);
    char *name = tether_view_name(interpreter, 0);
    printf("frames %d: %s %g %g %g %g\n", count, name, frames[0].x, frames[0].y, frames[0].width, frames[0].height);
    tether_free_string(name);
    printf("count only %d, bad size %d, no view %s\n", tether_layout_frames(interpreter, 320, 568, NULL, 0),
           tether_layout_frames(interpreter, 320, -1, frames, 2), tether_view_name(interpreter, 1) == NULL ? "NULL" : "not NULL");
    printf("unknown device %s\n", tether_layout_device_json(interpreter, "iphone99") == NULL ? "NULL" : "not NULL");
    errors = tether_run(interpreter, "pin toolbar.widht == 10\n", "more.layout");
    printf("errors %d\n", errors);
    char *text = tether_diagnostics_text(interpreter);
    printf("%s", text);
    tether_free_string(text);
    printf("bad size %s\n", tether_layout_json(interpreter, -1, 10) == NULL ? "NULL" : "not NULL");
    printf("null source %d\n", tether_run(interpreter, NULL, NULL));
    tether_destroy(interpreter);
    interpreter = tether_create_simple_text(NULL);
    tether_run(interpreter, "view hi { text \"Hi\" }\npin hi.left == 0\npin hi.top == 0\n", "hi.layout");
    count = tether_layout_frames(interpreter, 320, 568, frames, 2);
    printf("simple text %d: %g %g\n", count, frames[0].width, frames[0].height);
    int32_t set = tether_set_text(interpreter, "hi", "Hello");
    count = tether_layout_frames(interpreter, 320, 568, frames, 2);
    printf("set text %d, %d: %g %g\n", set, count, frames[0].width, frames[0].height);
    printf("unknown view %d, null text %d\n", tether_set_text(interpreter, "hey", "Hi"), tether_set_text(interpreter, "hi", NULL));
    tether_interpreter *copy = tether_copy(interpreter);
    tether_set_text(copy, "hi", "Hi there");
    tether_run(copy, "view ho { text \"Ho\" }\npin ho.left == hi.right\npin ho.top == 0\n", "ho.layout");
    tether_frame both[3];
    count = tether_layout_frames(copy, 320, 568, both, 3);
    printf("copy %d: %g %g, %g %g %g %g\n", count, both[0].width, both[0].height, both[1].x, both[1].y, both[1].width,
           both[1].height);
    count = tether_layout_frames(interpreter, 320, 568, frames, 2);
    printf("original %d: %g %g, copy of NULL %s\n", count, frames[0].width, frames[0].height,
           tether_copy(NULL) == NULL ? "NULL" : "not NULL");
    tether_destroy(copy);
    tether_destroy(interpreter);
    return 0;
}
