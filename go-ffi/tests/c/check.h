/*
 * The checks the C tests share: CHECK(cond) and CHECK_STATUS(call, want)
 * count passes and print each failure with its line (and, for a status,
 * both statuses' messages). Each test program includes this once and prints
 * the totals at the end.
 */

#ifndef GO_CORE_TEST_CHECK_H
#define GO_CORE_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

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

/* Checks that two texts are equal, printing both when not. */
static inline void check_text(const char *got, const char *want, const char *what, int line) {
    if (got != NULL && strcmp(got, want) == 0) {
        passed++;
    } else {
        failed++;
        printf("FAILED (line %d): %s\n--- got\n%s\n--- want\n%s\n", line, what, got ? got : "(null)", want);
    }
}

#define CHECK_TEXT(got, want) check_text((got), (want), #got, __LINE__)

/*
 * Draws whole-board bytes (GO_COLOR_EMPTY, _BLACK, _WHITE) as rows of
 * `.`, `X` and `O`, each ending in a newline, into `out` (room for
 * (width + 1) * height + 1 bytes); another byte is drawn `?`.
 */
static inline void draw_bytes(const uint8_t *cells, uint32_t width, uint32_t height, char *out) {
    for (uint32_t y = 0; y < height; y++) {
        for (uint32_t x = 0; x < width; x++) {
            uint8_t c = cells[y * width + x];
            *out++ = c == GO_COLOR_BLACK ? 'X' : c == GO_COLOR_WHITE ? 'O' : c == GO_COLOR_EMPTY ? '.' : '?';
        }
        *out++ = '\n';
    }
    *out = '\0';
}

/* Checks a game's board, read through go_game_board_text, against `want`. */
static inline void check_game_board(const GoGame *game, const char *want, int line) {
    char text[64 * 53 + 1];
    size_t needed = 0;
    check_status(go_game_board_text(game, text, sizeof text, &needed), GO_STATUS_OK, "go_game_board_text", line);
    check(needed == strlen(want) + 1, "needed == strlen(want) + 1", line);
    check_text(text, want, "board", line);
}

#define CHECK_GAME_BOARD(game, want) check_game_board((game), (want), __LINE__)

#endif
