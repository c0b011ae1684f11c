/*
 * The checks the C tests share: CHECK(cond) and CHECK_STATUS(call, want)
 * count passes and print each failure with its line (and, for a status,
 * both statuses' messages). Each test program includes this once and prints
 * the totals at the end.
 */

#ifndef GO_CORE_TEST_CHECK_H
#define GO_CORE_TEST_CHECK_H

#include <stdio.h>

#include "go_core.h"

static int passed = 0;
static int failed = 0;

static void check(int ok, const char *what, int line) {
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAILED (line %d): %s\n", line, what);
    }
}

#define CHECK(cond) check((cond) ? 1 : 0, #cond, __LINE__)

/* Checks that `call` returns `want`, printing both messages when not. */
static void check_status(GoStatus got, GoStatus want, const char *what, int line) {
    if (got == want) {
        passed++;
    } else {
        failed++;
        printf("FAILED (line %d): %s\n  got %d (%s), want %d (%s)\n", line, what, (int)got,
               go_status_message(got), (int)want, go_status_message(want));
    }
}

#define CHECK_STATUS(call, want) check_status((call), (want), #call, __LINE__)

#endif
