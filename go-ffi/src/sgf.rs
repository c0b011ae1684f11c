//! The `go_sgf_*` exports: reading SGF bytes into a collection (go-core's
//! `SgfCollection`), its games' information by property name, replaying a
//! game into a `GoGame`, writing SGF back; and `go_game_write_sgf`.
//!
//! A failed read or replay keeps its error (with line and column where it
//! has them) for the calling thread, for `go_sgf_error_position` and
//! `go_sgf_error_message`, as `errno` keeps its number: each call of
//! `go_sgf_read`, `go_sgf_replay` or `go_sgf_replay_path` replaces it
//! (success clears it).

use std::cell::RefCell;
use std::ffi::c_char;

use go_core::{Charset, ParseMode, ParseOptions, ReplayMode, ReplayOptions, SgfCollection, SgfError};

use crate::args::{array, coded, not_null, optional_text, text, write_out};
use crate::buffer::{buffer_args, reserved, write_text, write_values};
use crate::generated::{GoParseMode, GoReplayMode, GoStatus};
use crate::handle::{GoGame, GoSgfCollection, free, hand_out, with};
use crate::status::guard_result;

thread_local! {
    /// The SGF error of this thread's last `go_sgf_read`, `go_sgf_replay` or
    /// `go_sgf_replay_path`.
    static LAST_ERROR: RefCell<Option<SgfError>> = const { RefCell::new(None) };
}

/// Keeps `error` (or, with `None`, clears the kept one) for this thread.
fn keep(error: Option<SgfError>) {
    LAST_ERROR.with(|last| *last.borrow_mut() = error);
}

/// Runs an SGF call: its SGF error, if any, is kept for this thread and
/// answered as its status; anything else clears the kept error.
fn sgf_call(body: impl FnOnce() -> Result<Result<(), SgfError>, GoStatus>) -> GoStatus {
    guard_result(|| match body() {
        Ok(Ok(())) => {
            keep(None);
            Ok(())
        }
        Ok(Err(e)) => {
            let status = GoStatus::from(e.clone());
            keep(Some(e));
            Err(status)
        }
        Err(status) => {
            keep(None);
            Err(status)
        }
    })
}

/// Reads an SGF collection from the `len` bytes at `bytes` (go-core's
/// `SgfCollection::parse_with`): FF\[1\]..FF\[4\], every property kept, in
/// `mode` (`GO_PARSE_MODE_STRICT`: the first deviation from SGF's grammar
/// is an error; `GO_PARSE_MODE_LENIENT`: common damage repaired, each
/// repair a warning, see `go_sgf_warnings`). `charset` names the character
/// set to read the text in (a label such as `"UTF-8"`, `"GB18030"`,
/// `"Shift_JIS"`, `"ISO-8859-1"`, overruling the file's `CA`), or is NULL
/// to decide from the bytes, in this order: a byte-order mark; bytes that
/// are valid UTF-8 (overruling a `CA` that names another set, except
/// `CA[ISO-2022-JP]`, whose 7-bit text is always valid UTF-8); the `CA`
/// when its set is known (a `CA[UTF-8]` only over bytes that are mostly
/// UTF-8); with no known `CA`, UTF-8 for bytes with four well-formed
/// non-ASCII characters or more to each malformed sequence; else detection
/// from the bytes. The library does
/// not keep `bytes` or `charset`.
///
/// Ownership: on `GO_STATUS_OK`, `*out_collection` receives a new handle
/// that the caller owns and releases with `go_sgf_free`; on error it is set
/// to NULL (unless `out_collection` is NULL).
///
/// Errors: `GO_STATUS_NULL_POINTER` (`out_collection`; `bytes` NULL with
/// `len > 0`); `GO_STATUS_INVALID_ENUM` for a mode that is no
/// `GoParseMode`; `GO_STATUS_INVALID_UTF8` (`charset`);
/// `GO_STATUS_SGF_UNKNOWN_CHARSET`; `GO_STATUS_SGF_INPUT_TOO_LARGE` (more
/// than 4 GiB − 3 bytes; also any length over `PTRDIFF_MAX`); `GO_STATUS_SGF_BINARY_INPUT`;
/// `GO_STATUS_SGF_NO_GAME_TREE`; in strict mode `GO_STATUS_SGF_UNEXPECTED`,
/// `GO_STATUS_SGF_UNEXPECTED_END`, `GO_STATUS_SGF_INVALID_IDENTIFIER`;
/// `GO_STATUS_PANIC`. The line and column of an SGF error:
/// `go_sgf_error_position`.
///
/// # Safety
/// `bytes` is NULL or valid for reading `len` bytes; `charset` is NULL or
/// a NUL-terminated string; `out_collection` is NULL or valid for writing
/// a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_read(
    bytes: *const u8,
    len: usize,
    mode: GoParseMode,
    charset: *const c_char,
    out_collection: *mut *mut GoSgfCollection,
) -> GoStatus {
    sgf_call(|| {
        // SAFETY: NULL or valid (caller's contract).
        unsafe { write_out(out_collection, std::ptr::null_mut()) }?;
        if len > isize::MAX.unsigned_abs() {
            return Ok(Err(SgfError::InputTooLarge { bytes: len }));
        }
        // SAFETY: NULL or valid for `len` bytes (caller's contract).
        let input = unsafe { array(bytes, len) }?;
        let mut options = ParseOptions::default().with_mode(coded::<ParseMode>(mode)?);
        // SAFETY: NULL or NUL-terminated (caller's contract).
        if let Some(label) = unsafe { optional_text(charset) }? {
            match Charset::from_label(label) {
                Ok(c) => options = options.with_charset(c),
                Err(e) => return Ok(Err(e)),
            }
        }
        Ok(SgfCollection::parse_with(input, options).map(|c| {
            // SAFETY: checked not NULL above.
            unsafe { hand_out(out_collection, c) };
        }))
    })
}

/// Releases a collection. NULL does nothing. Games replayed from it live
/// on.
///
/// # Safety
/// `collection` is NULL or a collection handle not freed yet that no other
/// thread is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_free(collection: *mut GoSgfCollection) {
    // SAFETY: the caller's contract is `free`'s.
    unsafe { free(collection) }
}

/// Writes the number of games (game trees) in the collection to
/// `*out_count`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `collection` is NULL or a live collection handle that no other thread is
/// changing; `out_count` is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_game_count(collection: *const GoSgfCollection, out_count: *mut usize) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(collection, |c| write_out(out_count, c.games().len())) }
}

/// Game `index`'s root, after the buffer's arguments are checked: they
/// come before the index, as the header's conventions say (found from
/// outside: a bad index was answered first).
fn game_for_buffer<T>(
    c: &SgfCollection,
    index: usize,
    buf: *const T,
    len: usize,
    out_needed: *const usize,
) -> Result<go_core::SgfNode<'_>, GoStatus> {
    buffer_args(buf, len, out_needed)?;
    c.game(index).ok_or(GoStatus::SgfNoSuchVariation)
}

/// Writes the game information property `property` (its identifier in
/// upper case, as `"PB"`, `"KM"`, `"RE"`, `"DT"`, `"RU"`) of game `index`
/// (0-based), as text, NUL-terminated, by the caller-buffer convention: its
/// first value read by its FF\[4\] type (escapes resolved, decoded from the
/// file's character set to UTF-8): SimpleText, line breaks made spaces, for
/// the names, ranks, date, event, result, rules and the other game
/// information but `GC`; Text, line breaks kept, for `GC` and any other
/// property. The root's property, or else a game-info property written in
/// a later node of the main line, before the first move or after it (SGF
/// FF\[4\] allows it in any node, once on a path; go-core's
/// `SgfNode::game_info`, which the replay reads too; found from outside:
/// the players, komi and result that `go_sgf_replay` applied were not
/// found here).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
/// `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game index past the end;
/// `GO_STATUS_NOT_FOUND` when neither the game's root nor, for game
/// information, a later node of its main line has such a property;
/// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `collection` is NULL or a live collection handle that no other thread is
/// changing; `property` is NULL or a NUL-terminated string; `buf` is NULL
/// or valid for writing `len` bytes; `out_needed` is NULL or valid for
/// writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_game_info(
    collection: *const GoSgfCollection,
    index: usize,
    property: *const c_char,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s, `text`'s and
    // `write_text`'s.
    unsafe {
        with(collection, |c| {
            let root = game_for_buffer(c, index, buf, len, out_needed)?;
            let ident = text(property)?;
            let value = root
                .get(ident)
                .or_else(|| root.game_info().into_iter().find(|p| p.ident() == ident))
                .ok_or(GoStatus::NotFound)?;
            let value = if value.is_simple_text() { value.simple_text() } else { value.text() };
            write_text(&value, buf, len, out_needed)
        })
    }
}

/// Replays the main line of game `index` (0-based) into a new game under
/// the record's own rules, komi, handicap, topology, seats and variant
/// (go-core's `SgfCollection::replay_with`). In `GO_REPLAY_MODE_TOLERANT`
/// moves the rules forbid are applied as RULES.md section 3 says, each
/// carrying its `GoIrregularity` in `go_game_move_at` (off-board and
/// unreadable values are skipped; refused setup is skipped too: stones
/// that leave a chain without liberties are removed, a handicap the game
/// refuses leaves its stones as plain setup, Phantom Go declared for a
/// team game leaves ordinary Go); `go_sgf_replay_issues` lists all of it.
/// In `GO_REPLAY_MODE_STRICT` the first such move or setup is an error.
///
/// A record with `AG` and `PG` (a referee's record of an Atari Go game,
/// as `go_phantom_write_sgf` writes it) replays as the Atari Go game; the
/// referee convention it names is `PG`'s text, read with
/// `go_sgf_game_info` (`illegal-only`, `illegal-with-reason`,
/// `atari-announcements` or `capture-with-points`), for `go_phantom_new`
/// over the game.
///
/// The replayed game does not get back a result that no move made (`RE`
/// of a resignation, time, a forfeit or a count: after two passes the
/// game is in the counting phase with no dead stones marked) nor the clock
/// (`TM`, `OT`); read them with `go_sgf_game_info`. A game that must come
/// back exactly (phase, marks, result, clocks) travels as JSON:
/// `go_game_record_json` and `go_game_from_record_json`.
///
/// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new game that the
/// caller owns and releases with `go_game_free`; on error it is set to
/// NULL (unless `out_game` is NULL).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM` for a mode
/// that is no `GoReplayMode`; `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game
/// index past the end; `GO_STATUS_SGF_NOT_GO`;
/// `GO_STATUS_SGF_INVALID_VALUE` in either mode for an `SZ` that is no
/// board size (`SZ[0]`, `SZ[53]`, `SZ[-9]`: nothing can be replayed on
/// it); in strict mode `GO_STATUS_SGF_INVALID_VALUE` for any other value
/// that cannot be read, `GO_STATUS_SGF_SETUP`,
/// `GO_STATUS_SGF_OFF_BOARD`, `GO_STATUS_SGF_ILLEGAL_MOVE`,
/// `GO_STATUS_SGF_WRONG_COLOR`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
/// The line and column of an SGF error: `go_sgf_error_position`.
///
/// # Safety
/// `collection` is NULL or a live collection handle that no other thread is
/// changing; `out_game` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_replay(
    collection: *const GoSgfCollection,
    index: usize,
    mode: GoReplayMode,
    out_game: *mut *mut GoGame,
) -> GoStatus {
    // SAFETY: the caller's contract is `replay_along`'s (no path).
    unsafe { replay_along(collection, index, mode, std::ptr::null(), 0, out_game) }
}

/// Replays game `index` (0-based) as `go_sgf_replay` does, along a
/// variation: at the n-th node from the root take child `path[n]` (0 is
/// the main line; see `go_sgf_node_children`), and when the `path_len`
/// steps run out follow the main line to the end (go-core's
/// `ReplayOptions::path`). The game information (players, komi, rules,
/// result) is read along the same line: in a tree of merged games each
/// variation may hold its own. `path` may be NULL with `path_len` 0 (the
/// main line, as `go_sgf_replay`). The library does not keep `path`.
///
/// Ownership: as `go_sgf_replay`.
///
/// Errors: those of `go_sgf_replay`; `GO_STATUS_NULL_POINTER` also for
/// `path` NULL with `path_len > 0`; `GO_STATUS_INVALID_LENGTH` for a
/// `path_len` no array can have; `GO_STATUS_SGF_NO_SUCH_VARIATION` also
/// for a path that names a child that is not there.
///
/// # Safety
/// As `go_sgf_replay`; `path` is NULL or valid for reading `path_len`
/// `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_replay_path(
    collection: *const GoSgfCollection,
    index: usize,
    mode: GoReplayMode,
    path: *const usize,
    path_len: usize,
    out_game: *mut *mut GoGame,
) -> GoStatus {
    // SAFETY: the caller's contract is `replay_along`'s.
    unsafe { replay_along(collection, index, mode, path, path_len, out_game) }
}

/// The body of `go_sgf_replay` and `go_sgf_replay_path`.
///
/// # Safety
/// As `go_sgf_replay_path`.
unsafe fn replay_along(
    collection: *const GoSgfCollection,
    index: usize,
    mode: GoReplayMode,
    path: *const usize,
    path_len: usize,
    out_game: *mut *mut GoGame,
) -> GoStatus {
    sgf_call(|| {
        // SAFETY: NULL or valid (caller's contract).
        unsafe { write_out(out_game, std::ptr::null_mut()) }?;
        let mode = coded::<ReplayMode>(mode)?;
        // SAFETY: NULL or valid for `path_len` elements (caller's contract).
        let path = unsafe { array(path, path_len) }?.to_vec();
        let mut replayed = None;
        // SAFETY: the caller's contract is `with`'s.
        let status = unsafe {
            with(collection, |c| {
                replayed = Some(c.replay_with(index, &ReplayOptions { mode, path, ..ReplayOptions::default() }));
                Ok(())
            })
        };
        let replayed = replayed.ok_or(status)?;
        Ok(replayed.map(|r| {
            // SAFETY: checked not NULL above.
            unsafe { hand_out(out_game, r.game) };
        }))
    })
}

/// The node of game `index` at `path` (child indexes from the root, as
/// `go-core`'s `SgfNode::descendant`).
///
/// # Safety
/// `path` is NULL or valid for reading `path_len` `size_t`.
unsafe fn node_at<'c>(
    c: &'c SgfCollection,
    index: usize,
    path: *const usize,
    path_len: usize,
) -> Result<go_core::SgfNode<'c>, GoStatus> {
    // SAFETY: the caller's contract.
    let path = unsafe { array(path, path_len) }?;
    let root = c.game(index).ok_or(GoStatus::SgfNoSuchVariation)?;
    root.descendant(path).ok_or(GoStatus::SgfNoSuchVariation)
}

/// Writes to `*out_count` how many children the node of game `index`
/// (0-based) at `path` has: the node reached from the game's root by
/// taking child `path[0]`, then child `path[1]` of that one, and so on (0
/// is the main line; the root itself for `path_len` 0, when `path` may be
/// NULL). 0 for the last node of a line; more than 1 where variations
/// branch. With `go_sgf_node_property` and `go_sgf_replay_path`, a caller
/// walks a game's tree of variations (go-core's `SgfNode::children`).
/// Each call walks `path` from the root: its cost grows with `path_len`,
/// so that visiting every node of a line of n moves this way costs in
/// the order of n * n steps (found from outside: 100,000 nodes took 24 s).
/// A caller that only reads a line replays it with `go_sgf_replay_path`,
/// or reads the record's text itself.
///
/// Errors: `GO_STATUS_NULL_POINTER` (`out_count`; `path` NULL with
/// `path_len > 0`); `GO_STATUS_INVALID_LENGTH`;
/// `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game index past the end or a
/// path that names a child that is not there; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `collection` is NULL or a live collection handle that no other thread is
/// changing; `path` is NULL or valid for reading `path_len` `size_t`;
/// `out_count` is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_node_children(
    collection: *const GoSgfCollection,
    index: usize,
    path: *const usize,
    path_len: usize,
    out_count: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s, `node_at`'s and
    // `write_out`'s.
    unsafe {
        with(collection, |c| {
            not_null(&[out_count.is_null()])?;
            let node = node_at(c, index, path, path_len)?;
            write_out(out_count, node.child_count())
        })
    }
}

/// Writes value `value` (0-based) of the property `property` (its
/// identifier in upper case, as `"C"` for a comment, `"N"` for a node's
/// name, `"B"`, `"W"`, `"AB"`) of the node of game `index` at `path` (see
/// `go_sgf_node_children`), as text, NUL-terminated, by the caller-buffer
/// convention: escapes resolved, decoded from the file's character set to
/// UTF-8 (undecodable bytes become U+FFFD), line breaks kept, except for
/// the properties SGF FF\[4\] gives the type SimpleText (the game
/// information but `GC`, and `N`), whose line breaks are made spaces
/// (go-core's `SgfProperty::texts`, `SgfProperty::simple_texts`). A point
/// is its two letters as written (`"dd"`). The values of a property are
/// numbered 0, 1, ...: a caller reads them until `GO_STATUS_NOT_FOUND`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`
/// (`property`); `GO_STATUS_INVALID_LENGTH`;
/// `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game index past the end or a
/// path that names a child that is not there; `GO_STATUS_NOT_FOUND` when
/// the node has no such property, or it has fewer values;
/// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `collection` is NULL or a live collection handle that no other thread is
/// changing; `path` is NULL or valid for reading `path_len` `size_t`;
/// `property` is NULL or a NUL-terminated string; `buf` is NULL or valid
/// for writing `len` bytes; `out_needed` is NULL or valid for writing a
/// `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_node_property(
    collection: *const GoSgfCollection,
    index: usize,
    path: *const usize,
    path_len: usize,
    property: *const c_char,
    value: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s, `node_at`'s, `text`'s and
    // `write_text`'s.
    unsafe {
        with(collection, |c| {
            buffer_args(buf, len, out_needed)?;
            not_null(&[out_needed.is_null()])?;
            let node = node_at(c, index, path, path_len)?;
            let ident = text(property)?;
            let found = node.get(ident).ok_or(GoStatus::NotFound)?;
            let values = if found.is_simple_text() { found.simple_texts() } else { found.texts() };
            let value = values.get(value).ok_or(GoStatus::NotFound)?;
            write_text(value, buf, len, out_needed)
        })
    }
}

/// Writes the line and column (1-based; the column counts bytes) of this
/// thread's last SGF error (from `go_sgf_read`, `go_sgf_replay` or
/// `go_sgf_replay_path`) to `*out_line` and `*out_column`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_NOT_FOUND` when the last
/// such call did not fail with an SGF error, or failed with one that
/// points nowhere in the text (an unknown character set, an input too
/// large, a game index); `GO_STATUS_PANIC`. Thread-safe (each thread has
/// its own).
///
/// # Safety
/// The out-pointers are NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_error_position(out_line: *mut usize, out_column: *mut usize) -> GoStatus {
    guard_result(|| {
        not_null(&[out_line.is_null(), out_column.is_null()])?;
        let at = LAST_ERROR.with(|last| last.borrow().as_ref().and_then(SgfError::position));
        let at = at.ok_or(GoStatus::NotFound)?;
        // SAFETY: checked not NULL; valid by the caller's contract.
        unsafe {
            write_out(out_line, at.line)?;
            write_out(out_column, at.column)
        }
    })
}

/// Writes this thread's last SGF error as English text, NUL-terminated, by
/// the caller-buffer convention (`"line 3, column 14: unexpected 'x', expected
/// ..."`).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_NOT_FOUND` when the last
/// `go_sgf_read`, `go_sgf_replay` or `go_sgf_replay_path` of this thread
/// did not fail with an SGF error; `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_PANIC`.
/// Thread-safe.
///
/// # Safety
/// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
/// valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_error_message(buf: *mut c_char, len: usize, out_needed: *mut usize) -> GoStatus {
    guard_result(|| {
        buffer_args(buf, len, out_needed)?;
        not_null(&[out_needed.is_null()])?;
        let message = LAST_ERROR.with(|last| last.borrow().as_ref().map(ToString::to_string));
        // SAFETY: the caller's contract is `write_text`'s.
        unsafe { write_text(&message.ok_or(GoStatus::NotFound)?, buf, len, out_needed) }
    })
}

/// Writes the repairs and heuristics of the read (lenient parsing's
/// repairs, the character set chosen, ...) as English text, one warning a
/// line (`"line 1, column 9: ..."`), NUL-terminated, by the caller-buffer
/// convention; the empty string when there were none.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `collection` is NULL or a live collection handle that no other thread is
/// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
/// is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_warnings(
    collection: *const GoSgfCollection,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe {
        with(collection, |c| {
            let lines: Vec<String> = c.warnings().iter().map(ToString::to_string).collect();
            write_text(&lines.join("\n"), buf, len, out_needed)
        })
    }
}

/// Writes the warnings of `go_sgf_warnings` that concern game `index`
/// (0-based; go-core's `SgfCollection::game_warnings`; the warnings of its
/// game information are `go_sgf_game_warnings`'): the parse's repairs
/// in that game's tree (from its `(` to the next tree's; text before the
/// first tree goes with the first, trees left open at the end of the input
/// with the last) and the character-set decisions, which concern every
/// game. As English text, one warning a line, NUL-terminated, by the
/// caller-buffer convention; the empty string when there were none.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_SGF_NO_SUCH_VARIATION` for
/// a game index past the end; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_sgf_warnings`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_game_parse_warnings(
    collection: *const GoSgfCollection,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe {
        with(collection, |c| {
            game_for_buffer(c, index, buf, len, out_needed)?;
            let lines: Vec<String> = c.game_warnings(index).map(ToString::to_string).collect();
            write_text(&lines.join("\n"), buf, len, out_needed)
        })
    }
}

/// Writes the warnings of game `index`'s (0-based) game information, as
/// `go_sgf_replay` reads it, as English text, one warning a line
/// (`"line 1, column 14: ..."`), NUL-terminated, by the caller-buffer
/// convention; the empty string when there were none. They say where a
/// value was read by a heuristic (go-core's `WarningKind::KomiHeuristic`:
/// `KM[750]` as komi x100, 7.5; `KM[3.75]` as Chinese komi in stones, 7.5
/// points; a decimal comma), where `RU` named no known rule set (the
/// default rules apply), where a value could not be read (tolerant
/// reading leaves it unknown; strict replay refuses it), and where `HA[n]`
/// does not match the black setup stones before the first move (the
/// stones are then an ordinary setup, with no handicap compensation).
/// The game is replayed tolerantly to find the last.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_SGF_NO_SUCH_VARIATION` for
/// a game index past the end; `GO_STATUS_SGF_NOT_GO`,
/// `GO_STATUS_SGF_INVALID_VALUE` (an `SZ` that is no board size) when the
/// game cannot be replayed at all; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_sgf_warnings`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_game_warnings(
    collection: *const GoSgfCollection,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `replay_lines`'.
    unsafe {
        replay_lines(collection, index, buf, len, out_needed, |r| {
            r.info.warnings.iter().map(ToString::to_string).collect()
        })
    }
}

/// Writes what the tolerant replay of game `index`'s (0-based) main line
/// (`go_sgf_replay` in `GO_REPLAY_MODE_TOLERANT`) applied or skipped
/// (go-core's `Replay::issues`), as English text, one a line,
/// NUL-terminated, by the caller-buffer convention; the empty string when
/// the record replayed cleanly. Each line is `line L, column C: move N:
/// category`, then `: detail` where there is one, its line breaks written
/// as spaces (move 0: the setup
/// before the first move; the categories: `occupied`, `suicide`, `ko`,
/// `superko`, `implied_pass`, `play_after_end`, `off_board`,
/// `unreadable_move`, `setup_point`, `setup_refused`, `setup_twice`,
/// `unreadable_value`). For example `line 1, column 58: move 0:
/// setup_refused: incompatible options: Phantom Go cannot be played by a
/// side with more than one seat`: the game was replayed as ordinary Go.
/// The irregular moves are also in `go_game_move_at`; the setup refused
/// (a handicap, a variant, stones without liberties) and the values
/// skipped are only here.
///
/// Errors: as `go_sgf_game_warnings`.
///
/// # Safety
/// As `go_sgf_warnings`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_replay_issues(
    collection: *const GoSgfCollection,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `replay_lines`'.
    unsafe {
        replay_lines(collection, index, buf, len, out_needed, |r| r.issues.iter().map(ToString::to_string).collect())
    }
}

/// Writes `lines` of the tolerant replay of game `index` of `collection`,
/// one a line, NUL-terminated, by the caller-buffer convention: the body of
/// `go_sgf_game_warnings` and `go_sgf_replay_issues`.
///
/// # Safety
/// As `go_sgf_warnings`.
unsafe fn replay_lines(
    collection: *const GoSgfCollection,
    index: usize,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
    lines: impl FnOnce(&go_core::Replay) -> Vec<String>,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe {
        with(collection, |c| {
            buffer_args(buf, len, out_needed)?;
            not_null(&[out_needed.is_null()])?;
            let replay = c.replay_with(index, &ReplayOptions::default()).map_err(GoStatus::from)?;
            write_text(&lines(&replay).join("\n"), buf, len, out_needed)
        })
    }
}

/// Writes the name of the character set the text was read in (`"UTF-8"`,
/// `"GB18030"`, ...), NUL-terminated, by the caller-buffer convention. The
/// names are the WHATWG Encoding Standard's: `CA[ISO-8859-1]` is read as
/// its superset `"windows-1252"`, as web browsers read it.
///
/// Errors: as `go_sgf_warnings`.
///
/// # Safety
/// As `go_sgf_warnings`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_charset(
    collection: *const GoSgfCollection,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe { with(collection, |c| write_text(c.encoding_name(), buf, len, out_needed)) }
}

/// Writes the collection back as SGF bytes: the same tree, the property
/// identifiers as written and the values' raw bytes as read, in the same
/// character set (go-core's `SgfCollection::to_bytes`); the white space
/// between nodes and properties is not kept (a new line follows the root
/// node and ends each game tree). No final NUL, by the caller-buffer
/// convention.
///
/// Errors: as `go_sgf_warnings`; `GO_STATUS_OUT_OF_MEMORY` when the memory for the record written out
/// cannot be had (it is reserved, its exact size counted first, before
/// anything is written; nothing is written to `buf` then).
///
/// # Safety
/// `collection` is NULL or a live collection handle that no other thread is
/// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
/// is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_sgf_write(
    collection: *const GoSgfCollection,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe { with(collection, |c| write_values(&reserved(c.try_to_bytes())?, buf, len, out_needed)) }
}

/// Writes the game as an SGF record (go-core's `SgfCollection::from_game`:
/// FF\[4\], UTF-8, the setup as root properties, every move, the result),
/// as bytes with no final NUL, by the caller-buffer convention. A move a
/// tolerant replay made irregularly is written as the record gave it (one
/// colour moving twice is written without the pass the replay implied):
/// such a record replays tolerantly to the same game, and a strict replay
/// refuses it as it refused its source. SGF is for
/// other programs and people: `go_sgf_replay` of it gives the position and
/// the moves, not the result, marks or clock (see there).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_OUT_OF_MEMORY` when the memory for the record written out
/// cannot be had (it is reserved, its exact size counted first, before
/// anything is written; nothing is written to `buf` then; the record's
/// tree built from the game before it, some 20 times the text's size for
/// a long game, is not covered: a process without the memory for that
/// aborts);
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
/// valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_write_sgf(
    game: *const GoGame,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe {
        with(game, |g| write_values(&reserved(SgfCollection::from_game(g).try_to_bytes())?, buf, len, out_needed))
    }
}

/// Writes the game as an SGF record, as `go_game_write_sgf` does, for a game
/// replayed from game `index` (0-based) of `collection`, keeping what the
/// record says beyond the game (go-core's
/// `SgfCollection::from_game_with_source`): the record's root game
/// information (`PB`, `PW`, `BR`, `WR`, `DT`, `EV`, `GN`, `C` and every
/// other property that does not describe the setup); its `RE` while the
/// game has no result of its own and has made exactly the record's main
/// line (a move played on or taken back leaves it out); its `TM` and `OT`
/// when the game has no clock; and, on each move of the main line that the
/// game still makes, in order, that node's other properties (comments,
/// marks, times left) and those of the nodes without a move before it; the
/// nodes after the record's last move (a closing comment) when the game has
/// made exactly its moves; the record's count marks (`TB`, `TW`) only while
/// the game has made exactly its moves and has no result of its own. Bytes with no final NUL, by the caller-buffer
/// convention.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_SGF_NO_SUCH_VARIATION` for
/// a game index past the end of the collection;
/// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_OUT_OF_MEMORY` when the memory for the record written out
/// cannot be had (it is reserved, its exact size counted first, before
/// anything is written; nothing is written to `buf` then; the record's
/// tree built from the game and the source's properties before it, some
/// 20 to 40 times the text's size for a long game, is not covered: a
/// process without the memory for that aborts);
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` and `collection` are NULL or live handles of their types that no
/// other thread is changing; `buf` is NULL or valid for writing `len`
/// bytes; `out_needed` is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_write_sgf_with_source(
    game: *const GoGame,
    collection: *const GoSgfCollection,
    index: usize,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract, with an empty path (the main line,
    // which `from_game_with_source` writes).
    unsafe { go_game_write_sgf_with_source_path(game, collection, index, std::ptr::null(), 0, buf, len, out_needed) }
}

/// Writes the game as `go_game_write_sgf_with_source` does, for a game
/// replayed from a variation of game `index` (0-based) of `collection`
/// (`go_sgf_replay_path` with the same `path`: child indexes from the
/// root, then the first children; `path_len` 0, when `path` may be NULL,
/// is the main line): the game information and the nodes' other
/// properties are taken along that line (go-core's
/// `SgfCollection::from_game_with_source_path`; found from outside: C had
/// no way to write a variation of merged games with its own players,
/// result and comments, which the Python module's `Game.to_sgf` has).
/// Bytes with no final NUL, by the caller-buffer convention.
///
/// Errors: `GO_STATUS_NULL_POINTER` (as `go_game_write_sgf_with_source`;
/// `path` NULL with `path_len > 0`); `GO_STATUS_INVALID_LENGTH`;
/// `GO_STATUS_SGF_NO_SUCH_VARIATION` for a game index past the end of the
/// collection or a path that names a child that is not there (nothing is
/// written then, as `go_sgf_replay_path` refuses the same path);
/// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_OUT_OF_MEMORY` (as
/// `go_game_write_sgf_with_source`); `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` and `collection` are NULL or live handles of their types that no
/// other thread is changing; `path` is NULL or valid for reading
/// `path_len` `size_t`; `buf` is NULL or valid for writing `len` bytes;
/// `out_needed` is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_write_sgf_with_source_path(
    game: *const GoGame,
    collection: *const GoSgfCollection,
    index: usize,
    path: *const usize,
    path_len: usize,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s (for both handles),
    // `array`'s and `write_values`'s.
    unsafe {
        with(collection, |c| {
            game_for_buffer(c, index, buf, len, out_needed)?;
            let path = array(path, path_len)?;
            match with(game, |g| {
                let record = SgfCollection::from_game_with_source_path(g, c, index, path)?;
                write_values(&reserved(record.try_to_bytes())?, buf, len, out_needed)
            }) {
                GoStatus::Ok => Ok(()),
                failed => Err(failed),
            }
        })
    }
}
