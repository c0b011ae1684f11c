/*
 * GO_STATUS_OUT_OF_MEMORY: an SGF writer under a memory limit answers the
 * status instead of aborting the process, writes nothing, and leaves the
 * collection whole (the same bytes once the limit is lifted). Run outside
 * valgrind (go-ffi/tests/c/run.sh), whose own memory a limit would squeeze.
 * Prints one line per failed check and a final "N passed, M failed" line;
 * exits 1 on any failure.
 */

#include <stdint.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "check.h"

/* The process's address space in bytes (VmSize of /proc/self/status). */
static size_t address_space(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    size_t kib = 0;
    while (f != NULL && fgets(line, sizeof line, f) != NULL) {
        if (sscanf(line, "VmSize: %zu kB", &kib) == 1) {
            break;
        }
    }
    if (f != NULL) {
        fclose(f);
    }
    return kib * 1024;
}

int main(void) {
    /* A record with a 48 MiB comment: writing it needs 48 MiB at once. */
    const char *head = "(;FF[4]GM[1]SZ[9]C[";
    const char *tail = "];B[ee])";
    size_t comment = (size_t)48 << 20;
    size_t len = strlen(head) + comment + strlen(tail);
    uint8_t *text = malloc(len);
    CHECK(text != NULL);
    if (text == NULL) {
        return 1;
    }
    memcpy(text, head, strlen(head));
    memset(text + strlen(head), 'a', comment);
    memcpy(text + strlen(head) + comment, tail, strlen(tail));

    GoSgfCollection *sgf = NULL;
    CHECK_STATUS(go_sgf_read(text, len, GO_PARSE_MODE_STRICT, NULL, &sgf), GO_STATUS_OK);
    free(text);
    size_t needed = 0;
    CHECK_STATUS(go_sgf_write(sgf, NULL, 0, &needed), GO_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed > comment);
    uint8_t *before = malloc(needed);
    uint8_t *out = malloc(needed);
    CHECK(before != NULL && out != NULL);
    if (before == NULL || out == NULL) {
        return 1;
    }
    CHECK_STATUS(go_sgf_write(sgf, before, needed, &needed), GO_STATUS_OK);
    memset(out, 0xAB, needed);

    /* Room for 16 MiB more: the writer's 48 MiB cannot be had. */
    struct rlimit old;
    CHECK(getrlimit(RLIMIT_AS, &old) == 0);
    struct rlimit tight = old;
    tight.rlim_cur = address_space() + ((size_t)16 << 20);
    CHECK(setrlimit(RLIMIT_AS, &tight) == 0);
    size_t needed_now = 7;
    CHECK_STATUS(go_sgf_write(sgf, out, needed, &needed_now), GO_STATUS_OUT_OF_MEMORY);
    CHECK(out[0] == 0xAB && out[needed - 1] == 0xAB);
    CHECK_TEXT(go_status_message(GO_STATUS_OUT_OF_MEMORY), "out of memory: the answer's memory could not be had");
    CHECK(setrlimit(RLIMIT_AS, &old) == 0);

    /* Lifted: the same bytes as before. */
    CHECK_STATUS(go_sgf_write(sgf, out, needed, &needed_now), GO_STATUS_OK);
    CHECK(needed_now == needed);
    CHECK(memcmp(out, before, needed) == 0);
    free(before);
    free(out);
    go_sgf_free(sgf);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
