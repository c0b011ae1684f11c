//! Reading go-core's text forms from C: GTP vertices (`D4`), points
//! (`3,4`), seats (`B1`) and results (`B+3.5`), each go-core's own
//! `FromStr` or parser; nothing is read here by hand.

use std::ffi::c_char;

use go_core::{BoardSize, GameResult, Move, Point, Seat};

use crate::args::{GoPoint, code, not_null, text, write_out};
use crate::game::GoResult;
use crate::generated::{GoColor, GoStatus};
use crate::status::guard_result;

/// Reads a GTP vertex (`"D4"`: a column letter `A`..`Z` without `I`, then
/// the row counted from the bottom in one or two digits, `"D04"` being
/// `"D4"`; white space around it ignored) or `"pass"`, case-insensitive, on a
/// board of `width` x `height`: writes `*out_pass` and, for a point, its
/// column and row (0-based from the top-left corner) to `*out_point`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
/// `GO_STATUS_INVALID_SIZE`; `GO_STATUS_INVALID_VERTEX` for a text that is
/// no vertex of this board; `GO_STATUS_PANIC`.
///
/// # Safety
/// `vertex` is NULL or a NUL-terminated string; the out-pointers are NULL
/// or valid for writing their types.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_vertex_parse(
    width: u32,
    height: u32,
    vertex: *const c_char,
    out_point: *mut GoPoint,
    out_pass: *mut bool,
) -> GoStatus {
    guard_result(|| {
        not_null(&[out_point.is_null(), out_pass.is_null()])?;
        // SAFETY: NULL or NUL-terminated (caller's contract).
        let vertex = unsafe { text(vertex) }?;
        let mv = Move::parse_vertex(vertex, BoardSize::new(width, height)?)?;
        // SAFETY: checked not NULL; valid by the caller's contract.
        unsafe {
            if let Move::Play(p) = mv {
                write_out(out_point, GoPoint::of(p))?;
            }
            write_out(out_pass, mv == Move::Pass)
        }
    })
}

/// Reads a point as go-core writes it, `"3,4"` or `"(3, 4)"` (column and
/// row, 0-based from the top-left corner), into `*out_point`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
/// `GO_STATUS_INVALID_POINT`; `GO_STATUS_PANIC`.
///
/// # Safety
/// `point` is NULL or a NUL-terminated string; `out_point` is NULL or
/// valid for writing a `GoPoint`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_point_parse(point: *const c_char, out_point: *mut GoPoint) -> GoStatus {
    guard_result(|| {
        not_null(&[out_point.is_null()])?;
        // SAFETY: NULL or NUL-terminated (caller's contract).
        let p: Point = unsafe { text(point) }?.parse()?;
        // SAFETY: checked not NULL; valid by the caller's contract.
        unsafe { write_out(out_point, GoPoint::of(p)) }
    })
}

/// Reads a seat, `"B1"`, `"w2"` (the side's letter in either case, then the
/// seat's number from 1 to 255, leading zeros allowed: `"B01"` is B1; white
/// space around it ignored): its side to `*out_side`, its number to
/// `*out_number`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
/// `GO_STATUS_INVALID_SEAT`; `GO_STATUS_PANIC`.
///
/// # Safety
/// `seat` is NULL or a NUL-terminated string; the out-pointers are NULL or
/// valid for writing their types.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_seat_parse(seat: *const c_char, out_side: *mut GoColor, out_number: *mut u8) -> GoStatus {
    guard_result(|| {
        not_null(&[out_side.is_null(), out_number.is_null()])?;
        // SAFETY: NULL or NUL-terminated (caller's contract).
        let s: Seat = unsafe { text(seat) }?.parse()?;
        // SAFETY: checked not NULL; valid by the caller's contract.
        unsafe {
            write_out(out_side, code(s.color))?;
            write_out(out_number, s.number)
        }
    })
}

/// Reads a result as this library writes SGF's `RE` (`"B+3.5"`, `"W+R"`,
/// `"B+T"`, `"W+F"`, `"B+"`, `"0"`, `"Void"`) into `*out_result`; also
/// the long words (`"W+Resign"`, `"B+Time"`, `"W+Forfeit"`, `"Draw"`,
/// `"Jigo"`), case-insensitive, white space around it ignored.
/// `"B+"` is the library's form of an Atari Go win
/// (`GO_RESULT_KIND_CAPTURE`), which `RE` has no word for; in records
/// from elsewhere it may mean a win with no reason given: a record's
/// `RE` as written is `go_sgf_game_info(..., "RE", ...)`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
/// `GO_STATUS_INVALID_RESULT`; `GO_STATUS_PANIC`.
///
/// # Safety
/// `result` is NULL or a NUL-terminated string; `out_result` is NULL or
/// valid for writing a `GoResult`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_result_parse(result: *const c_char, out_result: *mut GoResult) -> GoStatus {
    guard_result(|| {
        not_null(&[out_result.is_null()])?;
        // SAFETY: NULL or NUL-terminated (caller's contract).
        let r: GameResult = unsafe { text(result) }?.parse()?;
        // SAFETY: checked not NULL; valid by the caller's contract.
        unsafe { write_out(out_result, GoResult::of(Some(r))) }
    })
}
