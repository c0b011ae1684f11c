//! The opaque handles, one small generic mechanism for all of them (after
//! rustls-ffi's `Castable`): each C handle type is a marker struct that
//! names the Rust value it owns ([`Castable::Inner`]); the functions here
//! are the only places that turn a handle pointer back into that value.
//!
//! Ownership is in the type: every handle is owned by the caller from the
//! function that makes it (`go_*_new`, `go_*_build`, `go_*_read`, ...,
//! writing it through an out-pointer) until it passes it, exactly once, to
//! its `go_*_free`, which accepts NULL. The handle points to a heap
//! [`Slot`]: the value and its poison flag. A change that panics leaves the
//! flag set, and every later call on the handle answers
//! `GO_STATUS_POISONED`; only its `go_*_free` still works.
//!
//! Threads: the value of every handle is `Send + Sync` (checked below), so
//! a handle may move between threads, and calls that only read it (those
//! taking a `const` pointer) may run on several threads at once, as long as
//! no call that changes it (a non-`const` pointer) runs at the same time.

use go_core::{Game, GameSetup, PhantomGame, Rules, SgfCollection};

use crate::generated::GoStatus;
use crate::status;

/// A C handle type: a marker struct standing for a heap [`Slot`] holding
/// an `Inner`.
pub(crate) trait Castable {
    /// The Rust value behind the handle.
    type Inner: Send + Sync;
}

/// What a handle pointer points to.
struct Slot<T> {
    value: T,
    /// Set while a change is in progress; stays set if that change
    /// panicked.
    poisoned: bool,
}

/// A game of Go, opaque to C. Made by `go_game_new`, `go_game_builder_build`,
/// `go_game_copy`, `go_game_from_record_json`, `go_sgf_replay` and
/// `go_phantom_game_after_play`; released by `go_game_free`.
pub struct GoGame {
    _private: [u8; 0],
}

impl Castable for GoGame {
    type Inner = Game;
}

/// A rule set, opaque to C: one value per axis and the preset it was made
/// from. Made by `go_rules_new_preset`, `go_rules_parse` and
/// `go_game_rules`; released by `go_rules_free`.
pub struct GoRules {
    _private: [u8; 0],
}

impl Castable for GoRules {
    type Inner = Rules;
}

/// A game before its first move (go-core's `GameSetup`), opaque to C, filled
/// by the `go_game_builder_set_*` calls and turned into games by
/// `go_game_builder_build`. Made by `go_game_builder_new` and
/// `go_game_builder_from_game`; released by `go_game_builder_free`.
pub struct GoGameBuilder {
    _private: [u8; 0],
}

impl Castable for GoGameBuilder {
    type Inner = GameSetup;
}

/// A Phantom Go referee (go-core's `PhantomGame`), opaque to C. Made by
/// `go_phantom_new`; released by `go_phantom_free`.
pub struct GoPhantom {
    _private: [u8; 0],
}

impl Castable for GoPhantom {
    type Inner = PhantomGame;
}

/// An SGF collection read from bytes (go-core's `SgfCollection`), opaque to
/// C. Made by `go_sgf_read`; released by `go_sgf_free`.
pub struct GoSgfCollection {
    _private: [u8; 0],
}

impl Castable for GoSgfCollection {
    type Inner = SgfCollection;
}

/// Moves `value` to the heap and hands out its handle; the caller owns it
/// and must give it back to [`free`].
pub(crate) fn into_raw<H: Castable>(value: H::Inner) -> *mut H {
    Box::into_raw(Box::new(Slot { value, poisoned: false })).cast::<H>()
}

/// Writes a new handle for `value` through `out` (checked not NULL by the
/// caller beforehand, so that no handle is made for nobody).
///
/// # Safety
/// `out` is valid for writing a pointer.
pub(crate) unsafe fn hand_out<H: Castable>(out: *mut *mut H, value: H::Inner) {
    // SAFETY: by the caller's contract.
    unsafe { out.write(into_raw(value)) };
}

/// Makes a new handle of type `N` from the value behind the handle `src`
/// (a copy, a game built from a setup, ...), written through `out`: the
/// shape of every export that derives one handle from another. `*out` is
/// set to NULL first (when `out` is not NULL), so that it is NULL on every
/// error.
///
/// Answers `GO_STATUS_NULL_POINTER` when `src` or `out` is NULL,
/// `GO_STATUS_POISONED` for a poisoned `src`, or the error of `make`.
///
/// # Safety
/// `src` is NULL or a live handle of type `H` that no other thread is
/// changing; `out` is NULL or valid for writing a pointer.
pub(crate) unsafe fn derive_handle<H: Castable, N: Castable>(
    src: *const H,
    out: *mut *mut N,
    make: impl FnOnce(&H::Inner) -> Result<N::Inner, GoStatus>,
) -> GoStatus {
    if !out.is_null() {
        // SAFETY: not NULL, valid for writing by the caller's contract.
        unsafe { out.write(std::ptr::null_mut()) };
    }
    // SAFETY: the caller's contract is `with`'s.
    unsafe {
        with(src, |value| {
            if out.is_null() {
                return Err(GoStatus::NullPointer);
            }
            let made = make(value)?;
            hand_out(out, made);
            Ok(())
        })
    }
}

/// Drops a handle made by [`into_raw`]; NULL does nothing. Never panics
/// into C.
///
/// # Safety
/// `ptr` is NULL or a handle of type `H` not freed yet and not in use
/// elsewhere.
pub(crate) unsafe fn free<H: Castable>(ptr: *mut H) {
    if ptr.is_null() {
        return;
    }
    // The drop of go-core values does not panic; the guard is the boundary
    // all the same.
    crate::panic::guard_or((), || {
        // SAFETY: the caller guarantees `ptr` came from `into_raw::<H>`,
        // which boxed a `Slot<H::Inner>`, and is freed only now.
        drop(unsafe { Box::from_raw(ptr.cast::<Slot<H::Inner>>()) });
    });
}

/// Runs `body` on the value behind `ptr`, behind the panic boundary.
///
/// Answers `GO_STATUS_NULL_POINTER` for NULL and `GO_STATUS_POISONED` for a
/// poisoned handle, without running `body`.
///
/// # Safety
/// `ptr` is NULL or a live handle of type `H` that no other thread is
/// changing.
pub(crate) unsafe fn with<H: Castable>(
    ptr: *const H,
    body: impl FnOnce(&H::Inner) -> Result<(), GoStatus>,
) -> GoStatus {
    // SAFETY: by the caller's contract `ptr` is NULL (gives `None`) or
    // points to a live `Slot<H::Inner>` with no concurrent writer.
    let Some(slot) = (unsafe { ptr.cast::<Slot<H::Inner>>().as_ref() }) else {
        return GoStatus::NullPointer;
    };
    if slot.poisoned {
        return GoStatus::Poisoned;
    }
    status::guard_result(|| body(&slot.value))
}

/// Runs `body` on the value behind `ptr` for a change, behind the panic
/// boundary. If `body` panics the handle is poisoned: its value may be half
/// changed, so every later call on it answers `GO_STATUS_POISONED`.
///
/// Answers `GO_STATUS_NULL_POINTER` for NULL and `GO_STATUS_POISONED` for a
/// poisoned handle, without running `body`.
///
/// # Safety
/// `ptr` is NULL or a live handle of type `H` that no other thread is
/// using.
pub(crate) unsafe fn with_mut<H: Castable>(
    ptr: *mut H,
    body: impl FnOnce(&mut H::Inner) -> Result<(), GoStatus>,
) -> GoStatus {
    // SAFETY: by the caller's contract `ptr` is NULL (gives `None`) or
    // points to a live `Slot<H::Inner>` that nothing else uses meanwhile.
    let Some(slot) = (unsafe { ptr.cast::<Slot<H::Inner>>().as_mut() }) else {
        return GoStatus::NullPointer;
    };
    if slot.poisoned {
        return GoStatus::Poisoned;
    }
    slot.poisoned = true;
    match crate::panic::guard_or(None, || Some(body(&mut slot.value))) {
        Some(result) => {
            slot.poisoned = false;
            result.err().unwrap_or(GoStatus::Ok)
        }
        None => GoStatus::Panic,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use go_core::{BoardSize, Rules};

    #[test]
    fn null_handles_are_refused_and_freed_as_nothing() {
        // SAFETY: NULL is allowed.
        unsafe {
            assert_eq!(with::<GoGame>(std::ptr::null(), |_| Ok(())), GoStatus::NullPointer);
            assert_eq!(with_mut::<GoRules>(std::ptr::null_mut(), |_| Ok(())), GoStatus::NullPointer);
            free::<GoGame>(std::ptr::null_mut());
        }
    }

    /// The panic and poison statuses come from here: a panic while reading
    /// answers `GO_STATUS_PANIC`; a panic while changing poisons the handle,
    /// which then answers `GO_STATUS_POISONED` to reads and changes alike.
    #[test]
    fn a_panic_during_a_change_poisons_the_handle() {
        let ptr: *mut GoGame = into_raw(Game::new(BoardSize::NINE, Rules::studio()));
        // SAFETY: `ptr` is a live handle used by this thread only, freed once.
        unsafe {
            assert_eq!(with_mut(ptr, |_| Err(GoStatus::Ko)), GoStatus::Ko, "an error does not poison");
            assert_eq!(with(ptr, |_| panic!("test panic, expected")), GoStatus::Panic);
            assert_eq!(with(ptr, |_| Ok(())), GoStatus::Ok, "a panic while reading does not poison");
            assert_eq!(with_mut(ptr, |_| panic!("test panic, expected")), GoStatus::Panic);
            assert_eq!(with(ptr, |_| Ok(())), GoStatus::Poisoned);
            assert_eq!(with_mut(ptr, |_| Ok(())), GoStatus::Poisoned);
            free(ptr);
        }
    }

    #[test]
    fn every_kind_of_handle_round_trips() {
        let rules: *mut GoRules = into_raw(Rules::chinese());
        let setup: *mut GoGameBuilder = into_raw(GameSetup::new(BoardSize::NINE));
        let check = |ok: bool| if ok { Ok(()) } else { Err(GoStatus::NotFound) };
        // SAFETY: live handles of this thread, freed once.
        unsafe {
            assert_eq!(with(rules, |r| check(*r == Rules::chinese())), GoStatus::Ok);
            assert_eq!(with_mut(setup, |s| check(s.size == BoardSize::NINE)), GoStatus::Ok);
            free(rules);
            free(setup);
        }
    }
}
