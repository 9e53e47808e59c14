// The one C header the REPL sees. libedit's el_set/el_get/history are C variadics,
// which Swift does not import, so each use gets a fixed-arity wrapper here; C globals
// are set from C so that Swift's strict concurrency never touches them.
#ifndef TETHER_CEDITLINE_SHIM_H
#define TETHER_CEDITLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <histedit.h>

#endif
