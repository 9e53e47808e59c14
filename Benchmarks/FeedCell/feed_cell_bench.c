/* The feed cell of Benchmarks/FeedCell/feed-cell.layout laid out by Tether (through its C API,
 * tether.h) and by Yoga (its C API, Yoga.h) in one process, the same 21 views on both sides,
 * text measured by one rule on both: Tether's SimpleTextMeasurer (0.55 em a character, San
 * Francisco's line height), sizes rounded up to the pixel of a 3x screen, lines broken as
 * Tether breaks them (docs: Benchmarks/README.md, "Tether and Yoga").
 *
 * The Yoga tree is the FlexLayout cell of LayoutFrameworkBenchmark with the two sides made
 * identical: the text column and the actor's comment grow and shrink from a basis of 0, no +4
 * on the fitted height. Point scale factor 0: Yoga rounds nothing.
 *
 *   feed_cell_bench SCRIPT check N            frames of both engines equal to 1/1000 pt, every cell
 *   feed_cell_bench SCRIPT time N RUNS        medians of RUNS runs, one JSON line per width
 *   feed_cell_bench SCRIPT phase ENGINE UPTO N W   phases for callgrind: UPTO none (nothing),
 *                                             build (a), relayout (a, b) or rebind (a, c);
 *                                             ENGINE tether|yoga
 *
 * Built by Benchmarks/compare_yoga.py: gcc -O2, linked by g++ with libyogacore.a (pyyoga's
 * wheel) and libTetherC. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <yoga/Yoga.h>
#include "tether.h"

#define VIEWS 21
#define TEXTS 8
#define CELL_HEIGHT 10000.0  /* Tether's root: taller than any cell, the content view is fitted */

static const char *view_names[VIEWS] = {
    "content", "topBar", "actionLabel", "optionsLabel", "posterRow", "posterImage", "posterText",
    "posterName", "posterHeadline", "posterTime", "posterComment", "contentImage", "contentTitle",
    "contentDomain", "actionRow", "likeLabel", "commentLabel", "shareLabel", "actorRow", "actorImage",
    "actorComment",
};
enum { CONTENT, TOP_BAR, ACTION, OPTIONS, POSTER_ROW, POSTER_IMAGE, POSTER_TEXT, POSTER_NAME, HEADLINE,
       POSTER_TIME, POSTER_COMMENT, CONTENT_IMAGE, CONTENT_TITLE, CONTENT_DOMAIN, ACTION_ROW, LIKE, COMMENT,
       SHARE, ACTOR_ROW, ACTOR_IMAGE, ACTOR_COMMENT };

/* The views whose text is item i's, and the texts' patterns. */
static const int text_views[TEXTS] = { ACTION, POSTER_NAME, HEADLINE, POSTER_TIME, POSTER_COMMENT,
                                       CONTENT_TITLE, CONTENT_DOMAIN, ACTOR_COMMENT };
static const char *text_formats[TEXTS] = { "action text %d", "poster name %d", "poster title %d with some longer stuff",
                                           "poster timestamp %d", "poster comment %d", "content title %d",
                                           "content domain %d", "actor comment %d" };

/* ---- The text model: Tether's SimpleTextMeasurer at 17 points, rounded up to 1/3 pt. ---- */

#define FONT_SIZE 17.0
#define ADVANCE (0.55 * FONT_SIZE)
#define LINE_HEIGHT ((1950.0 + 494.0) / 2048.0 * FONT_SIZE)
#define SCALE 3.0

static double rounded_up(double value) { return ceil(value * SCALE - 1e-9) / SCALE; }

/* Whether `count` characters fit in `width` (SimpleTextMeasurer's width, as Tether's `fits`). */
static int fits(int count, double width) { return ADVANCE * count <= width + 1e-9; }

/* How many lines a piece of `count` characters takes in `width`: one if it fits, else broken
 * between characters (`per_line` a line, at least one). */
static int pieces(int count, double width, int per_line) {
    return fits(count, width) ? 1 : (count + per_line - 1) / per_line;
}

/* The number of lines UILabel's word wrapping gives `text` (ASCII, no newline) in `width`, as
 * Tether's wrappedLines breaks them: units end after a run of spaces or after a hyphen; a
 * unit joins the line when the line is empty or the line with it, less trailing spaces,
 * fits; a line wider than the width is then broken between characters. */
static int wrapped_lines(const char *text, double width) {
    int per_line = (int)floor((width + 1e-9) / ADVANCE);
    if (per_line < 1) per_line = 1;
    int lines = 0, length = 0, trimmed = 0; /* the line's characters, and less trailing spaces */
    size_t size = strlen(text), start = 0;
    while (start < size) {
        size_t end = start;
        while (end < size && text[end] != ' ' && text[end] != '-') end++;
        if (end < size && text[end] == '-') end++;
        size_t word_end = end;
        while (end < size && text[end] == ' ') end++;
        int unit = (int)(end - start), unit_trimmed = (int)(word_end - start);
        int candidate = unit_trimmed > 0 ? length + unit_trimmed : trimmed;
        if (length == 0 || fits(candidate, width)) {
            trimmed = candidate;
            length += unit;
        } else {
            lines += pieces(trimmed, width, per_line);
            length = unit;
            trimmed = unit_trimmed;
        }
        start = end;
    }
    return lines + pieces(trimmed, width, per_line);
}

typedef struct { char text[64]; int max_lines; } label;

static double natural_width(const label *l) { return rounded_up(ADVANCE * (double)strlen(l->text)); }

/* The label's height at a width: its lines there (one for a one-line label), at most max_lines. */
static double height_at(const label *l, double width) {
    int lines = 1;
    if (l->max_lines != 1) {
        lines = wrapped_lines(l->text, width);
        if (l->max_lines > 0 && lines > l->max_lines) lines = l->max_lines;
    }
    return rounded_up(lines * LINE_HEIGHT);
}

/* ---- Yoga ---- */

static YGSize measure_label(YGNodeConstRef node, float width, YGMeasureMode width_mode, float height,
                            YGMeasureMode height_mode) {
    (void)height; (void)height_mode;
    const label *l = YGNodeGetContext(node);
    double natural = natural_width(l), w = natural;
    if (width_mode == YGMeasureModeExactly) w = width;
    else if (width_mode == YGMeasureModeAtMost && natural > width) w = width;
    YGSize size = { (float)w, (float)height_at(l, w) };
    return size;
}

typedef struct {
    YGNodeRef nodes[VIEWS];
    label labels[VIEWS];
} yoga_cell;

static YGConfigRef yoga_config;

static YGNodeRef yoga_child(yoga_cell *cell, int index, int parent) {
    YGNodeRef node = YGNodeNewWithConfig(yoga_config);
    cell->nodes[index] = node;
    YGNodeInsertChild(cell->nodes[parent], node, YGNodeGetChildCount(cell->nodes[parent]));
    return node;
}

static void yoga_text(yoga_cell *cell, int index, const char *text, int max_lines) {
    label *l = &cell->labels[index];
    snprintf(l->text, sizeof l->text, "%s", text);
    l->max_lines = max_lines;
    YGNodeSetContext(cell->nodes[index], l);
    YGNodeSetMeasureFunc(cell->nodes[index], measure_label);
}

static void item_text(char *buffer, size_t size, int which, int item) {
    snprintf(buffer, size, text_formats[which], item);
}

static void yoga_bind(yoga_cell *cell, int item) {
    char text[64];
    for (int k = 0; k < TEXTS; k++) {
        item_text(text, sizeof text, k, item);
        snprintf(cell->labels[text_views[k]].text, sizeof cell->labels[0].text, "%s", text);
        YGNodeMarkDirty(cell->nodes[text_views[k]]);
    }
}

static yoga_cell *yoga_build(int item) {
    yoga_cell *cell = calloc(1, sizeof *cell);
    YGNodeRef content = YGNodeNewWithConfig(yoga_config);
    cell->nodes[CONTENT] = content;
    YGNodeStyleSetPadding(content, YGEdgeAll, 8);

    YGNodeRef top_bar = yoga_child(cell, TOP_BAR, CONTENT);
    YGNodeStyleSetFlexDirection(top_bar, YGFlexDirectionRow);
    YGNodeStyleSetJustifyContent(top_bar, YGJustifySpaceBetween);
    yoga_child(cell, ACTION, TOP_BAR);
    yoga_child(cell, OPTIONS, TOP_BAR);

    YGNodeRef poster_row = yoga_child(cell, POSTER_ROW, CONTENT);
    YGNodeStyleSetFlexDirection(poster_row, YGFlexDirectionRow);
    YGNodeStyleSetAlignItems(poster_row, YGAlignCenter);
    YGNodeRef poster_image = yoga_child(cell, POSTER_IMAGE, POSTER_ROW);
    YGNodeStyleSetWidth(poster_image, 50);
    YGNodeStyleSetHeight(poster_image, 50);
    YGNodeStyleSetMargin(poster_image, YGEdgeRight, 8);
    YGNodeRef poster_text = yoga_child(cell, POSTER_TEXT, POSTER_ROW);
    YGNodeStyleSetFlexGrow(poster_text, 1);
    YGNodeStyleSetFlexShrink(poster_text, 1);
    YGNodeStyleSetFlexBasis(poster_text, 0);
    yoga_child(cell, POSTER_NAME, POSTER_TEXT);
    yoga_child(cell, HEADLINE, POSTER_TEXT);
    yoga_child(cell, POSTER_TIME, POSTER_TEXT);

    yoga_child(cell, POSTER_COMMENT, CONTENT);
    YGNodeRef content_image = yoga_child(cell, CONTENT_IMAGE, CONTENT);
    YGNodeStyleSetAspectRatio(content_image, 350.0f / 200.0f);
    yoga_child(cell, CONTENT_TITLE, CONTENT);
    yoga_child(cell, CONTENT_DOMAIN, CONTENT);

    YGNodeRef action_row = yoga_child(cell, ACTION_ROW, CONTENT);
    YGNodeStyleSetFlexDirection(action_row, YGFlexDirectionRow);
    YGNodeStyleSetJustifyContent(action_row, YGJustifySpaceBetween);
    YGNodeStyleSetMargin(action_row, YGEdgeTop, 4);
    yoga_child(cell, LIKE, ACTION_ROW);
    yoga_child(cell, COMMENT, ACTION_ROW);
    yoga_child(cell, SHARE, ACTION_ROW);

    YGNodeRef actor_row = yoga_child(cell, ACTOR_ROW, CONTENT);
    YGNodeStyleSetFlexDirection(actor_row, YGFlexDirectionRow);
    YGNodeStyleSetMargin(actor_row, YGEdgeTop, 2);
    YGNodeRef actor_image = yoga_child(cell, ACTOR_IMAGE, ACTOR_ROW);
    YGNodeStyleSetWidth(actor_image, 50);
    YGNodeStyleSetHeight(actor_image, 50);
    YGNodeStyleSetMargin(actor_image, YGEdgeRight, 8);
    YGNodeRef actor_comment = yoga_child(cell, ACTOR_COMMENT, ACTOR_ROW);
    YGNodeStyleSetFlexGrow(actor_comment, 1);
    YGNodeStyleSetFlexShrink(actor_comment, 1);
    YGNodeStyleSetFlexBasis(actor_comment, 0);

    char text[64];
    for (int k = 0; k < TEXTS; k++) {
        item_text(text, sizeof text, k, item);
        yoga_text(cell, text_views[k], text, text_views[k] == HEADLINE ? 3 : 1);
    }
    yoga_text(cell, OPTIONS, "...", 1);
    yoga_text(cell, LIKE, "Like", 1);
    yoga_text(cell, COMMENT, "Comment", 1);
    yoga_text(cell, SHARE, "Share", 1);
    return cell;
}

/* Lays the cell out at `width` and writes every view's frame in the cell's coordinates. */
static void yoga_layout(yoga_cell *cell, double width, tether_frame *frames) {
    YGNodeCalculateLayout(cell->nodes[CONTENT], (float)width, YGUndefined, YGDirectionLTR);
    for (int i = 0; i < VIEWS; i++) {
        YGNodeRef node = cell->nodes[i];
        YGNodeRef owner = YGNodeGetParent(node);
        double x = YGNodeLayoutGetLeft(node), y = YGNodeLayoutGetTop(node);
        if (owner != NULL) {
            int parent = 0;
            while (cell->nodes[parent] != owner) parent++;
            x += frames[parent].x;
            y += frames[parent].y;
        }
        frames[i] = (tether_frame){ x, y, YGNodeLayoutGetWidth(node), YGNodeLayoutGetHeight(node) };
    }
}

static void yoga_free(yoga_cell *cell) {
    YGNodeFreeRecursive(cell->nodes[CONTENT]);
    free(cell);
}

/* ---- Tether ---- */

static char *script_template;

/* The script with `let item = 0` made `let item = ITEM`. */
static char *tether_script(int item) {
    const char *marker = "let item = 0\n";
    const char *at = strstr(script_template, marker);
    size_t size = strlen(script_template) + 32;
    char *script = malloc(size);
    snprintf(script, size, "%.*slet item = %d\n%s", (int)(at - script_template), script_template, item,
             at + strlen(marker));
    return script;
}

static tether_interpreter *tether_build(int item) {
    tether_interpreter *interpreter = tether_create_simple_text(NULL);
    char *script = tether_script(item);
    int errors = tether_run(interpreter, script, "feed-cell.layout");
    free(script);
    if (errors != 0) {
        char *text = tether_diagnostics_text(interpreter);
        fprintf(stderr, "the feed cell script has %d errors:\n%s", errors, text);
        exit(2);
    }
    return interpreter;
}

static void tether_layout(tether_interpreter *interpreter, double width, tether_frame *frames) {
    if (tether_layout_frames(interpreter, width, CELL_HEIGHT, frames, VIEWS) != VIEWS) {
        fprintf(stderr, "tether_layout_frames did not lay out the cell's %d views\n", VIEWS);
        exit(2);
    }
}

/* Rebinds the cell to item's texts as a host's data binding does: tether_set_text for each
 * label, in the font and line count it has (the headline keeps its 3 lines). */
static void tether_bind(tether_interpreter *interpreter, int item) {
    char text[64];
    for (int k = 0; k < TEXTS; k++) {
        item_text(text, sizeof text, k, item);
        if (tether_set_text(interpreter, view_names[text_views[k]], text) != 0) {
            fprintf(stderr, "rebinding the cell failed at %s\n", view_names[text_views[k]]);
            exit(2);
        }
    }
}

/* ---- Checks and timings ---- */

static int compare(const tether_frame *tether, const tether_frame *yoga, const char *what, int item, double width) {
    int mismatches = 0;
    for (int i = 0; i < VIEWS; i++) {
        const double *a = &tether[i].x, *b = &yoga[i].x;
        for (int k = 0; k < 4; k++) {
            if (fabs(a[k] - b[k]) > 1e-3) {
                if (mismatches++ < 5)
                    fprintf(stderr, "%s, item %d at %g: %s: Tether (%.4f, %.4f, %.4f, %.4f), Yoga (%.4f, %.4f, %.4f, %.4f)\n",
                            what, item, width, view_names[i], a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
                break;
            }
        }
    }
    return mismatches;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static const double widths[] = { 320, 375, 414, 768 };
#define WIDTHS 4
/* The width a relayout moves to from widths[w]: the next one. */
static double other_width(int w) { return widths[(w + 1) % WIDTHS]; }

static tether_frame *tether_frames, *yoga_frames;

/* Every cell's frames at each width after (a) a build and first layout, by a run per cell
 * and by copies of one built cell, (b) a relayout, and (c) one cell rebound to each item and
 * fitted: both engines equal to 1/1000 pt. */
static int check(int n) {
    int mismatches = 0;
    for (int w = 0; w < WIDTHS; w++) {
        tether_interpreter **t = malloc(sizeof *t * n);
        yoga_cell **y = malloc(sizeof *y * n);
        for (int i = 0; i < n; i++) {
            t[i] = tether_build(i);
            y[i] = yoga_build(i);
            tether_layout(t[i], widths[w], tether_frames);
            yoga_layout(y[i], widths[w], yoga_frames);
            mismatches += compare(tether_frames, yoga_frames, "build", i, widths[w]);
            if (i == 0 && widths[w] == 375)
                printf("item 0 at 375: Tether %.4f tall, headline %.4f (%g lines), Comment at x = %.4f; "
                       "Yoga %.4f tall, headline %.4f, Comment at x = %.4f\n",
                       tether_frames[CONTENT].height, tether_frames[HEADLINE].height,
                       round(tether_frames[HEADLINE].height / LINE_HEIGHT), tether_frames[COMMENT].x,
                       yoga_frames[CONTENT].height, yoga_frames[HEADLINE].height, yoga_frames[COMMENT].x);
            tether_layout(t[i], other_width(w), tether_frames);
            yoga_layout(y[i], other_width(w), yoga_frames);
            mismatches += compare(tether_frames, yoga_frames, "relayout", i, other_width(w));
        }
        for (int i = 0; i < n; i++) {
            tether_bind(t[0], i);
            yoga_bind(y[0], i);
            tether_layout(t[0], widths[w], tether_frames);
            yoga_layout(y[0], widths[w], yoga_frames);
            mismatches += compare(tether_frames, yoga_frames, "rebind", i, widths[w]);
        }
        tether_interpreter *template = tether_build(0);
        tether_layout(template, other_width(w), tether_frames);
        for (int i = 0; i < n; i++) {
            tether_interpreter *copy = tether_copy(template);
            tether_bind(copy, i);
            tether_layout(copy, widths[w], tether_frames);
            yoga_bind(y[0], i);
            yoga_layout(y[0], widths[w], yoga_frames);
            mismatches += compare(tether_frames, yoga_frames, "copy", i, widths[w]);
            tether_destroy(copy);
        }
        tether_destroy(template);
        for (int i = 0; i < n; i++) {
            tether_destroy(t[i]);
            yoga_free(y[i]);
        }
        free(t);
        free(y);
    }
    printf("%d cells at 4 widths: %s\n", n, mismatches == 0 ? "frames equal" : "frames differ");
    return mismatches == 0 ? 0 : 1;
}

/* One engine's three measurements at one width. Callgrind counts a phase as the difference
 * of two whole runs (UPTO), since Tether's C API works on threads of its own. */
typedef struct { void **cells; int n; double width; } work;

static void tether_phase_build(work *job) {
    for (int i = 0; i < job->n; i++) {
        job->cells[i] = tether_build(i);
        tether_layout(job->cells[i], job->width, tether_frames);
    }
}
/* The build as a host showing many cells of one script does it: the script run once, each
 * cell a copy of that cell (tether_copy) given item i's texts — as a table view makes its
 * cells from one nib. The run is part of the phase. */
static void tether_phase_copy(work *job) {
    tether_interpreter *template = tether_build(0);
    tether_layout(template, job->width, tether_frames);
    for (int i = 0; i < job->n; i++) {
        job->cells[i] = tether_copy(template);
        tether_bind(job->cells[i], i);
        tether_layout(job->cells[i], job->width, tether_frames);
    }
    tether_destroy(template);
}
static void tether_phase_relayout(work *job, double width) {
    for (int i = 0; i < job->n; i++) tether_layout(job->cells[i], width, tether_frames);
}
static void tether_phase_rebind(work *job) {
    for (int i = 0; i < job->n; i++) {
        tether_bind(job->cells[0], i);
        tether_layout(job->cells[0], job->width, tether_frames);
    }
}
static void yoga_phase_build(work *job) {
    for (int i = 0; i < job->n; i++) {
        job->cells[i] = yoga_build(i);
        yoga_layout(job->cells[i], job->width, yoga_frames);
    }
}
static void yoga_phase_relayout(work *job, double width) {
    for (int i = 0; i < job->n; i++) yoga_layout(job->cells[i], width, yoga_frames);
}
static void yoga_phase_rebind(work *job) {
    for (int i = 0; i < job->n; i++) {
        yoga_bind(job->cells[0], i);
        yoga_layout(job->cells[0], job->width, yoga_frames);
    }
}

/* The phases of one engine at widths[w]: (a) always (for Tether by copies of one built cell
 * when copies is set), then (b) and (c) as asked; seconds[k] is phase k's time (0 for one not
 * run). Destroys the cells after. */
static void run_phases(int tether, int copies, int n, int w, int relayout, int rebind, double seconds[3]) {
    work job = { malloc(sizeof(void *) * n), n, widths[w] };
    double start = now();
    if (tether && copies) tether_phase_copy(&job);
    else if (tether) tether_phase_build(&job);
    else yoga_phase_build(&job);
    double built = now();
    if (relayout) {
        if (tether) tether_phase_relayout(&job, other_width(w)); else yoga_phase_relayout(&job, other_width(w));
    }
    double relaid = now();
    if (rebind) {
        if (tether) tether_phase_rebind(&job); else yoga_phase_rebind(&job);
    }
    double rebound = now();
    seconds[0] = built - start;
    seconds[1] = relaid - built;
    seconds[2] = rebound - relaid;
    for (int i = 0; i < n; i++) {
        if (tether) tether_destroy(job.cells[i]); else yoga_free(job.cells[i]);
    }
    free(job.cells);
}

/* seconds: build, relayout, rebind, then the build by copies (Tether's second way; Yoga
 * has one, its build). */
static void measure(int tether, int n, int w, double seconds[4]) {
    run_phases(tether, 0, n, w, 1, 1, seconds);
    if (tether) {
        double copied[3];
        run_phases(1, 1, n, w, 0, 0, copied);
        seconds[3] = copied[0];
    } else {
        seconds[3] = seconds[0];
    }
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof *values, by_value);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

/* RUNS runs of both engines, alternating, at each width: one JSON line per width with the
 * medians in µs of the whole phase. */
static void time_runs(int n, int runs) {
    double *samples = malloc(sizeof(double) * 8 * (size_t)runs);
    for (int w = 0; w < WIDTHS; w++) {
        for (int r = 0; r < runs; r++) {
            double t[4], y[4];
            if (r % 2 == 0) { measure(1, n, w, t); measure(0, n, w, y); }
            else { measure(0, n, w, y); measure(1, n, w, t); }
            for (int k = 0; k < 4; k++) {
                samples[k * runs + r] = t[k];
                samples[(4 + k) * runs + r] = y[k];
            }
        }
        double m[8];
        for (int k = 0; k < 8; k++) m[k] = median(samples + k * runs, runs) * 1e6;
        printf("{\"n\": %d, \"width\": %g, \"relayout_width\": %g, \"runs\": %d, \"views_per_cell\": %d, "
               "\"tether_us\": {\"build\": %.3f, \"relayout\": %.3f, \"rebind\": %.3f, \"copy\": %.3f}, "
               "\"yoga_us\": {\"build\": %.3f, \"relayout\": %.3f, \"rebind\": %.3f, \"copy\": %.3f}}\n",
               n, widths[w], other_width(w), runs, VIEWS, m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]);
        fflush(stdout);
    }
    free(samples);
}

static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) { perror(path); exit(2); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    if (fread(text, 1, (size_t)size, file) != (size_t)size) { perror(path); exit(2); }
    text[size] = 0;
    fclose(file);
    if (strstr(text, "let item = 0\n") == NULL) { fprintf(stderr, "%s has no 'let item = 0'\n", path); exit(2); }
    return text;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s SCRIPT check N | SCRIPT time N RUNS | SCRIPT phase ENGINE WHAT N WIDTH\n", argv[0]);
        return 2;
    }
    script_template = read_file(argv[1]);
    yoga_config = YGConfigNew();
    YGConfigSetPointScaleFactor(yoga_config, 0);
    tether_frames = calloc(VIEWS, sizeof *tether_frames);
    yoga_frames = calloc(VIEWS, sizeof *yoga_frames);
    int n = atoi(argv[strcmp(argv[2], "phase") == 0 && argc == 7 ? 5 : 3]);
    if (n < 1) { fprintf(stderr, "N must be at least 1\n"); return 2; }
    if (strcmp(argv[2], "check") == 0) return check(n);
    if (strcmp(argv[2], "time") == 0 && argc == 5) {
        time_runs(n, atoi(argv[4]) > 0 ? atoi(argv[4]) : 1);
        return 0;
    }
    if (strcmp(argv[2], "phase") == 0 && argc == 7) {
        int w = 0;
        while (w < WIDTHS - 1 && widths[w] != atof(argv[6])) w++;
        const char *upto = argv[4];
        double seconds[3];
        if (strcmp(upto, "none") != 0)
            run_phases(strcmp(argv[3], "tether") == 0, strcmp(upto, "copy") == 0, n, w, strcmp(upto, "relayout") == 0,
                       strcmp(upto, "rebind") == 0, seconds);
        return 0;
    }
    fprintf(stderr, "unknown mode %s\n", argv[2]);
    return 2;
}
