// The one C header the REPL sees. libedit's el_set/el_get/history are C variadics,
// which Swift does not import, so each use gets a fixed-arity wrapper here; C globals
// are set from C so that Swift's strict concurrency never touches them.
// See shared/notes/libedit.md for what was verified and why.
#ifndef TETHER_CEDITLINE_SHIM_H
#define TETHER_CEDITLINE_SHIM_H

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <histedit.h>

// MARK: - Editor

/// el_init on the process's standard streams (stdin/stdout/stderr are C globals).
static inline EditLine *cedit_el_init_stdio(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

static inline int cedit_set_prompt(EditLine *e, char *(*prompt)(EditLine *)) {
    return el_set(e, EL_PROMPT, prompt);
}

static inline int cedit_set_editor(EditLine *e, const char *mode) {
    return el_set(e, EL_EDITOR, mode);
}

/// Whether libedit installs its own signal handlers (its SIGINT handler re-raises the
/// signal to the whole process group, so the REPL leaves this off).
static inline int cedit_set_signal(EditLine *e, int on) {
    return el_set(e, EL_SIGNAL, on);
}

static inline int cedit_set_history(EditLine *e, History *h) {
    return el_set(e, EL_HIST, history, h);
}

static inline int cedit_add_function(EditLine *e, const char *name, const char *help,
                                     unsigned char (*function)(EditLine *, int)) {
    return el_set(e, EL_ADDFN, name, help, function);
}

static inline int cedit_bind(EditLine *e, const char *key, const char *name) {
    return el_set(e, EL_BIND, key, name, (const char *)NULL);
}

static inline int cedit_set_client_data(EditLine *e, void *data) {
    return el_set(e, EL_CLIENTDATA, data);
}

static inline void *cedit_client_data(EditLine *e) {
    void *data = NULL;
    if (el_get(e, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

// MARK: - History

static inline int cedit_history_setsize(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

static inline int cedit_history_setunique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}

static inline int cedit_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}

static inline int cedit_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}

static inline int cedit_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}

// MARK: - Signals and errno

/// Installs `handler` for SIGINT *without* SA_RESTART, so that Ctrl-C makes a blocked read
/// fail with EINTR: el_gets returns NULL, and the REPL cancels the line instead of dying.
/// (The handler also tells a running statement to stop.)
static inline int cedit_install_sigint_handler(void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGINT, &action, NULL);
}

static inline int cedit_errno(void) { return errno; }
static inline void cedit_clear_errno(void) { errno = 0; }

#endif
