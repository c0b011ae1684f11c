//! Arguments in and answers out: C numbers, strings and arrays to go-core
//! values and back. Every conversion of a C enum goes through go-core's
//! stable codes (`Coded::from_code` in, `code()` out), so no table is
//! written here by hand.

use std::ffi::{CStr, c_char};
use std::mem::size_of;
use std::slice;

use go_core::{Coded, Color, Game, MAX_SIDE, Move, Point, Seat};

use crate::generated::{GoColor, GoStatus};

/// What a point holds when it holds nothing, in whole-board byte data
/// (go-core's `Grid::codes`: 0 empty, `GO_COLOR_BLACK` 1, `GO_COLOR_WHITE`
/// 2) and where a colour argument may say "no stone".
pub const GO_COLOR_EMPTY: GoColor = 0;

/// A point of the board: column `x` and row `y`, 0-based from the top-left
/// corner (as in SGF).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GoPoint {
    /// The column, from 0 at the left.
    pub x: u32,
    /// The row, from 0 at the top.
    pub y: u32,
}

impl GoPoint {
    /// The C form of `p`.
    pub(crate) fn of(p: Point) -> GoPoint {
        GoPoint { x: u32::from(p.x), y: u32::from(p.y) }
    }
}

// A coordinate too large for a `u8` becomes 255, which must be off every
// board so that go-core answers "off board" for it.
const _: () = assert!(MAX_SIDE < u8::MAX);

/// The point at column `x`, row `y`; a coordinate above 255 becomes 255,
/// which is off every board (see the assertion above), so go-core still
/// decides what to answer for it.
pub(crate) fn point(x: u32, y: u32) -> Point {
    let clamp = |v: u32| u8::try_from(v).unwrap_or(u8::MAX);
    Point::new(clamp(x), clamp(y))
}

/// The side named by `value`: `GO_COLOR_BLACK` or `GO_COLOR_WHITE`.
///
/// # Errors
/// `GO_STATUS_INVALID_COLOR` for any other number.
pub(crate) fn color(value: GoColor) -> Result<Color, GoStatus> {
    u16::try_from(value).ok().and_then(Color::from_code).ok_or(GoStatus::InvalidColor)
}

/// What a point holds by `value`: `GO_COLOR_EMPTY`, `GO_COLOR_BLACK` or
/// `GO_COLOR_WHITE`.
///
/// # Errors
/// `GO_STATUS_INVALID_COLOR` for any other number.
pub(crate) fn stone(value: GoColor) -> Result<Option<Color>, GoStatus> {
    if value == GO_COLOR_EMPTY { Ok(None) } else { color(value).map(Some) }
}

/// The C number of what a point holds (0 empty, else the colour's code).
pub(crate) fn stone_code(stone: Option<Color>) -> GoColor {
    stone.map_or(GO_COLOR_EMPTY, |c| GoColor::from(c.code()))
}

/// The value of vocabulary `T` whose code is `value`.
///
/// # Errors
/// `GO_STATUS_INVALID_ENUM` for a number that is no code of `T`.
pub(crate) fn coded<T: Coded>(value: u32) -> Result<T, GoStatus> {
    u16::try_from(value).ok().and_then(T::from_code).ok_or(GoStatus::InvalidEnum)
}

/// The C number of a vocabulary value: its code.
pub(crate) fn code<T: Coded>(value: T) -> u32 {
    u32::from(value.code())
}

/// The seat `number` (from 1) of the side `side`.
///
/// # Errors
/// `GO_STATUS_INVALID_COLOR` for a side that is no colour.
pub(crate) fn seat(side: GoColor, number: u8) -> Result<Seat, GoStatus> {
    Ok(Seat::new(color(side)?, number))
}

/// The NUL-terminated UTF-8 text at `text`, or `None` for NULL.
///
/// # Errors
/// `GO_STATUS_INVALID_UTF8`.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string that outlives `'a`.
pub(crate) unsafe fn optional_text<'a>(text: *const c_char) -> Result<Option<&'a str>, GoStatus> {
    if text.is_null() {
        return Ok(None);
    }
    // SAFETY: not NULL, so NUL-terminated and alive by the caller's contract.
    unsafe { CStr::from_ptr(text) }.to_str().map(Some).map_err(|_| GoStatus::InvalidUtf8)
}

/// The NUL-terminated UTF-8 text at `text`.
///
/// # Errors
/// `GO_STATUS_NULL_POINTER` for NULL, `GO_STATUS_INVALID_UTF8`.
///
/// # Safety
/// As [`optional_text`].
pub(crate) unsafe fn text<'a>(text: *const c_char) -> Result<&'a str, GoStatus> {
    // SAFETY: forwarded contract.
    unsafe { optional_text(text) }?.ok_or(GoStatus::NullPointer)
}

/// The caller's array of `len` elements at `ptr` (NULL allowed with length
/// 0).
///
/// # Errors
/// `GO_STATUS_NULL_POINTER` for NULL with `len > 0`;
/// `GO_STATUS_INVALID_LENGTH` for a length of more than `PTRDIFF_MAX`
/// bytes, which no array can have.
///
/// # Safety
/// `ptr` is NULL or valid for reading `len` elements of `T` for `'a`.
pub(crate) unsafe fn array<'a, T>(ptr: *const T, len: usize) -> Result<&'a [T], GoStatus> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(GoStatus::NullPointer);
    }
    if len > isize::MAX.unsigned_abs() / size_of::<T>().max(1) {
        return Err(GoStatus::InvalidLength);
    }
    // SAFETY: not NULL, `len` elements fit `isize`, and the caller
    // guarantees them readable for `'a`.
    Ok(unsafe { slice::from_raw_parts(ptr, len) })
}

/// The caller's array `ptr[0..len]` read into a new vector, each element
/// through `f` (which may refuse it), its memory reserved once and
/// fallibly: an array too long to copy is a status, never an abort of the
/// caller's process (found from outside: a length of 2^40 over readable
/// memory aborted in the allocator, where a status was promised).
///
/// # Errors
/// As [`array`]; `GO_STATUS_INVALID_LENGTH` when the copy's memory cannot
/// be had; the first error of `f`.
///
/// # Safety
/// As [`array`].
pub(crate) unsafe fn copied<T, U>(
    ptr: *const T,
    len: usize,
    f: impl FnMut(&T) -> Result<U, GoStatus>,
) -> Result<Vec<U>, GoStatus> {
    // SAFETY: forwarded contract.
    let items = unsafe { array(ptr, len) }?;
    let mut out = Vec::new();
    out.try_reserve_exact(items.len()).map_err(|_| GoStatus::InvalidLength)?;
    for item in items.iter().map(f) {
        out.push(item?);
    }
    Ok(out)
}

/// The points of the caller's array `points[0..count]` (a free handicap's
/// list), each as [`point`] reads it.
///
/// # Errors
/// As [`copied`].
///
/// # Safety
/// As [`array`]: `points` is NULL or valid for reading `count` points.
pub(crate) unsafe fn point_list(points: *const GoPoint, count: usize) -> Result<Vec<Point>, GoStatus> {
    // SAFETY: forwarded contract.
    unsafe { copied(points, count, |p| Ok(point(p.x, p.y))) }
}

/// The free handicap's points for `game` from the caller's array
/// `points[0..count]` (see [`point_list`]), read only when `count` is the
/// handicap's: any other count is refused by the game for the count alone,
/// after its phase and seat checks and before any point, so an empty list
/// gets the same answer without the array being read (found from outside:
/// 2^30 points were copied, 2 GiB, to be refused as the wrong phase).
///
/// # Errors
/// As [`point_list`].
///
/// # Safety
/// As [`point_list`].
pub(crate) unsafe fn handicap_points(
    game: &Game,
    points: *const GoPoint,
    count: usize,
) -> Result<Vec<Point>, GoStatus> {
    if count == game.handicap().stones() as usize {
        // SAFETY: forwarded contract.
        unsafe { point_list(points, count) }
    } else {
        // SAFETY: forwarded contract; NULL and impossible lengths are
        // still refused first.
        unsafe { array(points, count) }?;
        Ok(Vec::new())
    }
}

/// Writes `value` through the out-pointer `out`.
///
/// # Errors
/// `GO_STATUS_NULL_POINTER` when `out` is NULL.
///
/// # Safety
/// `out` is NULL or valid for writing a `T`.
pub(crate) unsafe fn write_out<T>(out: *mut T, value: T) -> Result<(), GoStatus> {
    if out.is_null() {
        return Err(GoStatus::NullPointer);
    }
    // SAFETY: not NULL and, by the caller's contract, valid for writing.
    unsafe { out.write(value) };
    Ok(())
}

/// Writes a move as the `suggest_move` functions answer it: `*out_pass`
/// (true for a pass) and, for a stone, its column and row to `*out_x` and
/// `*out_y` (left untouched for a pass).
///
/// # Errors
/// `GO_STATUS_NULL_POINTER` when a pointer written is NULL.
///
/// # Safety
/// Each pointer is NULL or valid for writing its type.
pub(crate) unsafe fn write_move(
    mv: Move,
    out_x: *mut u32,
    out_y: *mut u32,
    out_pass: *mut bool,
) -> Result<(), GoStatus> {
    // SAFETY: the caller's contract is `write_out`'s.
    unsafe {
        match mv {
            Move::Play(p) => {
                let at = GoPoint::of(p);
                write_out(out_x, at.x)?;
                write_out(out_y, at.y)?;
                write_out(out_pass, false)
            }
            Move::Pass => write_out(out_pass, true),
        }
    }
}

/// Checks that none of the out-pointers is NULL, before anything is done.
///
/// # Errors
/// `GO_STATUS_NULL_POINTER`.
pub(crate) fn not_null(pointers: &[bool]) -> Result<(), GoStatus> {
    if pointers.iter().any(|&null| null) { Err(GoStatus::NullPointer) } else { Ok(()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    use go_core::{KoRule, Preset};
    use std::ptr;

    use crate::generated::{GO_COLOR_BLACK, GO_COLOR_WHITE};

    #[test]
    fn colours_and_codes() {
        assert_eq!(color(GO_COLOR_BLACK), Ok(Color::Black));
        assert_eq!(color(GO_COLOR_WHITE), Ok(Color::White));
        for bad in [0, 3, u32::MAX, 65_537] {
            assert_eq!(color(bad), Err(GoStatus::InvalidColor), "{bad}");
        }
        assert_eq!(stone(GO_COLOR_EMPTY), Ok(None));
        assert_eq!(stone(3), Err(GoStatus::InvalidColor));
        assert_eq!((stone_code(None), stone_code(Some(Color::White))), (0, 2));
        assert_eq!(coded::<KoRule>(1), Ok(KoRule::PositionalSuperko));
        // 65536 + 1 must not wrap to the code 1.
        assert_eq!(coded::<KoRule>(65_537), Err(GoStatus::InvalidEnum));
        assert_eq!(coded::<Preset>(99), Err(GoStatus::InvalidEnum));
        assert_eq!(code(Preset::TrompTaylor), 7);
    }

    #[test]
    fn points_clamp_off_the_board() {
        assert_eq!(point(3, 4), Point::new(3, 4));
        assert_eq!(point(256, u32::MAX), Point::new(255, 255));
    }

    #[test]
    fn arrays_refuse_null_and_absurd_lengths() {
        let data = [GoPoint { x: 1, y: 2 }];
        // SAFETY: each pointer is valid for the length given, or refused
        // before it is read.
        unsafe {
            assert_eq!(array::<GoPoint>(ptr::null(), 0), Ok(&[][..]));
            assert_eq!(array::<GoPoint>(ptr::null(), 1), Err(GoStatus::NullPointer));
            assert_eq!(array(data.as_ptr(), usize::MAX), Err(GoStatus::InvalidLength));
            assert_eq!(array(data.as_ptr(), usize::MAX / 8 + 1), Err(GoStatus::InvalidLength));
            assert_eq!(array(data.as_ptr(), 1), Ok(&data[..]));
        }
    }

    #[test]
    fn copies_too_long_to_make_are_a_status() {
        // An array of 2^62 elements with no bytes (a zero-sized type) is
        // readable whole; its copy as u64 (2^65 bytes) cannot be made.
        let nothing = ptr::NonNull::<()>::dangling().as_ptr();
        // SAFETY: a zero-sized element is readable at a dangling pointer.
        unsafe {
            assert_eq!(copied(nothing, 1 << 62, |&()| Ok(7u64)), Err(GoStatus::InvalidLength));
            assert_eq!(copied(nothing, 3, |&()| Ok(7u64)), Ok(vec![7, 7, 7]));
            let data = [GoPoint { x: 1, y: 2 }, GoPoint { x: 300, y: 0 }];
            assert_eq!(point_list(data.as_ptr(), 2).map(|l| l.len()), Ok(2));
            let refused = copied(data.as_ptr(), 2, |p| if p.x > 255 { Err(GoStatus::NotFound) } else { Ok(p.x) });
            assert_eq!(refused, Err(GoStatus::NotFound));
        }
    }

    #[test]
    fn texts() {
        // SAFETY: C string literals and NULL.
        unsafe {
            assert_eq!(optional_text(ptr::null()), Ok(None));
            assert_eq!(text(ptr::null()), Err(GoStatus::NullPointer));
            assert_eq!(text(c"chinese".as_ptr()), Ok("chinese"));
            assert_eq!(text(c"\xff".as_ptr()), Err(GoStatus::InvalidUtf8));
        }
    }
}
