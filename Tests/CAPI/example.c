/* A script file laid out through the installed C API, as a C host built with
 * `cc example.c $(pkg-config --cflags --libs tether)` would: runs FILE, then prints the
 * number of errors (and their text), the layout on DEVICE as JSON, then the layout at
 * 320 × 568 as frames (tether_layout_frames), one view a line: name x y width height.
 *
 *   example FILE DEVICE
 *
 * Exits 0 when the script ran without errors, 1 otherwise, 2 for a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <tether.h>

/* The whole file, NUL-terminated, or NULL (errno says why). */
static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    size_t size = 0, capacity = 4096;
    char *text = malloc(capacity);
    size_t count;
    while (text != NULL && (count = fread(text + size, 1, capacity - size - 1, file)) > 0) {
        size += count;
        if (capacity - size == 1) {
            char *larger = realloc(text, capacity * 2);
            if (larger == NULL) { free(text); text = NULL; break; }
            text = larger;
            capacity *= 2;
        }
    }
    fclose(file);
    if (text != NULL) text[size] = '\0';
    return text;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: example FILE DEVICE\n");
        return 2;
    }
    char *source = read_file(argv[1]);
    if (source == NULL) {
        perror(argv[1]);
        return 2;
    }
    tether_interpreter *interpreter = tether_create(NULL);
    int32_t errors = tether_run(interpreter, source, argv[1]);
    free(source);
    printf("errors %d\n", errors);
    if (errors != 0) {
        char *text = tether_diagnostics_text(interpreter);
        fputs(text, stdout);
        tether_free_string(text);
    }
    char *json = tether_layout_device_json(interpreter, argv[2]);
    if (json == NULL) {
        fprintf(stderr, "example: unknown device '%s'\n", argv[2]);
        tether_destroy(interpreter);
        return 2;
    }
    fputs(json, stdout);
    tether_free_string(json);
    /* The frames without JSON: asked once with no buffer for the count, then into one. */
    int32_t count = tether_layout_frames(interpreter, 320, 568, NULL, 0);
    tether_frame *frames = count > 0 ? calloc((size_t)count, sizeof *frames) : NULL;
    if (frames != NULL && tether_layout_frames(interpreter, 320, 568, frames, count) == count) {
        for (int32_t index = 0; index < count; index++) {
            char *name = tether_view_name(interpreter, index);
            printf("%s %g %g %g %g\n", name, frames[index].x, frames[index].y, frames[index].width, frames[index].height);
            tether_free_string(name);
        }
    }
    free(frames);
    tether_destroy(interpreter);
    return errors == 0 ? 0 : 1;
}
