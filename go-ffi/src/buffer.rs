//! The caller-buffer convention, written once and used by every export
//! that returns a list, a board mask, a text or bytes.
//!
//! The caller passes `buf` (its own memory), `len` (how many elements `buf`
//! holds) and `out_needed`:
//!
//! - `*out_needed` always receives the number of elements the answer needs
//!   (for a text, its bytes including the final NUL), on success and on
//!   `GO_STATUS_BUFFER_TOO_SMALL` alike;
//! - `buf = NULL, len = 0` asks for that length alone (answer
//!   `GO_STATUS_BUFFER_TOO_SMALL` unless the answer is empty);
//! - when `len` is below it, nothing is written to `buf` and the answer is
//!   `GO_STATUS_BUFFER_TOO_SMALL`; otherwise the first `*out_needed`
//!   elements of `buf` are written and the rest left as they were;
//! - `GO_STATUS_NULL_POINTER` when `out_needed` is NULL, or `buf` is NULL
//!   with `len > 0` (nothing is written then).

use std::collections::TryReserveError;
use std::ffi::c_char;
use std::slice;

use crate::generated::GoStatus;

/// The convention's own argument check, made by an export before anything
/// else so that a NULL is answered `GO_STATUS_NULL_POINTER` whatever else
/// is wrong, and nothing is written (found from outside: a missing stone
/// or announcement was answered first, and a chain's liberties were
/// written beside a NULL buffer).
pub(crate) fn buffer_args<T>(buf: *const T, len: usize, out_needed: *const usize) -> Result<(), GoStatus> {
    if out_needed.is_null() || (buf.is_null() && len > 0) { Err(GoStatus::NullPointer) } else { Ok(()) }
}

/// An answer built in memory reserved first (go-core's fallible writers,
/// such as `SgfCollection::try_to_bytes`), or `GO_STATUS_OUT_OF_MEMORY`
/// when the allocator refused that memory: the caller learns it, where an
/// infallible writer would have aborted the whole process.
pub(crate) fn reserved<T>(answer: Result<T, TryReserveError>) -> Result<T, GoStatus> {
    answer.map_err(|_| GoStatus::OutOfMemory)
}

/// Copies `values` into the caller's buffer by the convention above.
///
/// # Safety
/// `buf` is NULL or valid for writing `len` elements of `T`; `out_needed`
/// is NULL or valid for writing a `size_t`.
pub(crate) unsafe fn write_values<T: Copy>(
    values: &[T],
    buf: *mut T,
    len: usize,
    out_needed: *mut usize,
) -> Result<(), GoStatus> {
    buffer_args(buf, len, out_needed)?;
    let needed = values.len();
    // SAFETY: `out_needed` is not NULL and valid by the caller's contract.
    unsafe { out_needed.write(needed) };
    if len < needed {
        return Err(GoStatus::BufferTooSmall);
    }
    if needed > 0 {
        // SAFETY: `needed <= len` and `needed > 0`, so `len > 0` and `buf`
        // is not NULL (checked above); the caller guarantees it valid for
        // `len` elements; the borrow ends with this call.
        unsafe { slice::from_raw_parts_mut(buf, needed) }.copy_from_slice(values);
    }
    Ok(())
}

/// Copies `text` and a final NUL into the caller's buffer by the
/// convention above (`*out_needed` counts the NUL).
///
/// # Safety
/// As [`write_values`].
pub(crate) unsafe fn write_text(
    text: &str,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> Result<(), GoStatus> {
    let mut bytes = Vec::with_capacity(text.len() + 1);
    bytes.extend_from_slice(text.as_bytes());
    bytes.push(0);
    // SAFETY: forwarded contract; `c_char` and `u8` have the same layout.
    unsafe { write_values(&bytes, buf.cast::<u8>(), len, out_needed) }
}

/// Copies a per-point mask (row-major, one byte per point) into the
/// caller's buffer by the convention above.
///
/// # Safety
/// As [`write_values`].
pub(crate) unsafe fn write_mask(
    mask: impl IntoIterator<Item = u8>,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> Result<(), GoStatus> {
    let bytes: Vec<u8> = mask.into_iter().collect();
    // SAFETY: forwarded contract.
    unsafe { write_values(&bytes, buf, len, out_needed) }
}

#[cfg(test)]
mod tests {
    use super::*;

    use std::ptr;

    #[test]
    fn null_zero_asks_for_the_length() {
        let mut needed = 0;
        // SAFETY: NULL with length 0; a valid out-pointer.
        let r = unsafe { write_values(&[1u8, 2, 3], ptr::null_mut(), 0, &mut needed) };
        assert_eq!((r, needed), (Err(GoStatus::BufferTooSmall), 3));
        // An empty answer fits the empty buffer.
        // SAFETY: as above.
        let r = unsafe { write_values::<u8>(&[], ptr::null_mut(), 0, &mut needed) };
        assert_eq!((r, needed), (Ok(()), 0));
    }

    #[test]
    fn short_buffers_are_left_untouched_and_long_ones_keep_their_tail() {
        let mut needed = 0;
        let mut buf = [9u8; 4];
        // SAFETY: `buf` holds the lengths given.
        let r = unsafe { write_values(&[1u8, 2, 3], buf.as_mut_ptr(), 2, &mut needed) };
        assert_eq!((r, needed, buf), (Err(GoStatus::BufferTooSmall), 3, [9; 4]));
        // SAFETY: as above.
        let r = unsafe { write_values(&[1u8, 2, 3], buf.as_mut_ptr(), 4, &mut needed) };
        assert_eq!((r, needed, buf), (Ok(()), 3, [1, 2, 3, 9]));
    }

    #[test]
    fn null_pointers_are_refused_before_anything_is_written() {
        let mut buf = [9u8; 4];
        let mut needed = 7;
        // SAFETY: NULL out-pointer or NULL buffer are refused first.
        unsafe {
            assert_eq!(write_values(&[1u8], buf.as_mut_ptr(), 4, ptr::null_mut()), Err(GoStatus::NullPointer));
            assert_eq!(write_values(&[1u8], ptr::null_mut(), 4, &mut needed), Err(GoStatus::NullPointer));
        }
        assert_eq!((buf, needed), ([9; 4], 7));
    }

    #[test]
    fn texts_end_with_a_nul_counted_in_the_length() {
        let mut needed = 0;
        let mut buf = [b'x' as c_char; 5];
        // SAFETY: `buf` holds 5 bytes.
        unsafe {
            assert_eq!(write_text("B+R", buf.as_mut_ptr(), 3, &mut needed), Err(GoStatus::BufferTooSmall));
            assert_eq!(needed, 4);
            assert_eq!(write_text("B+R", buf.as_mut_ptr(), 5, &mut needed), Ok(()));
        }
        let bytes: Vec<u8> = buf.iter().map(|&c| c as u8).collect();
        assert_eq!(bytes, b"B+R\0x");
    }
}
