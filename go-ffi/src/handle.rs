//! The opaque game handle and the only places that turn its raw pointer
//! back into a reference.

use go_core::Game;

use crate::panic;
use crate::status::GoStatus;

/// A game of Go, opaque to C: made by `go_game_new`, released by
/// `go_game_free`, and passed by pointer to every `go_game_*` call.
///
/// Ownership: the caller owns the handle from `go_game_new` until it passes
/// it to `go_game_free`, exactly once. A handle may move between threads but
/// must not be used by two threads at the same time.
pub struct GoGame {
    game: Game,
    /// Set while a change is in progress; stays set if that change panicked,
    /// after which the game is refused (`GO_STATUS_POISONED`).
    poisoned: bool,
}

impl GoGame {
    /// Moves `game` to the heap and hands out its pointer; the caller owns it
    /// and must give it back to [`GoGame::free`].
    pub(crate) fn into_raw(game: Game) -> *mut GoGame {
        Box::into_raw(Box::new(GoGame { game, poisoned: false }))
    }

    /// Drops a handle made by [`GoGame::into_raw`]; NULL does nothing.
    ///
    /// # Safety
    /// `ptr` is NULL or a pointer from [`GoGame::into_raw`] not freed yet and
    /// not in use elsewhere.
    pub(crate) unsafe fn free(ptr: *mut GoGame) {
        if !ptr.is_null() {
            // SAFETY: the caller guarantees `ptr` came from `Box::into_raw`
            // in `into_raw` and is freed only now.
            drop(unsafe { Box::from_raw(ptr) });
        }
    }
}

/// Runs `body` on the game behind `ptr`, behind the panic boundary.
///
/// Answers `GO_STATUS_NULL_POINTER` for NULL and `GO_STATUS_POISONED` for a
/// poisoned game, without running `body`.
///
/// # Safety
/// `ptr` is NULL or a live handle from `go_game_new` that no other thread is
/// changing.
pub(crate) unsafe fn with_game(ptr: *const GoGame, body: impl FnOnce(&Game) -> GoStatus) -> GoStatus {
    // SAFETY: by the caller's contract `ptr` is NULL (gives `None`) or points
    // to a live `GoGame` with no concurrent writer.
    let Some(handle) = (unsafe { ptr.as_ref() }) else {
        return GoStatus::NullPointer;
    };
    if handle.poisoned {
        return GoStatus::Poisoned;
    }
    panic::guard(|| body(&handle.game))
}

/// Runs `body` on the game behind `ptr` for a change, behind the panic
/// boundary. If `body` panics the game is poisoned: it may be half changed,
/// so every later call on it answers `GO_STATUS_POISONED`.
///
/// Answers `GO_STATUS_NULL_POINTER` for NULL and `GO_STATUS_POISONED` for a
/// poisoned game, without running `body`.
///
/// # Safety
/// `ptr` is NULL or a live handle from `go_game_new` that no other thread is
/// using.
pub(crate) unsafe fn with_game_mut(ptr: *mut GoGame, body: impl FnOnce(&mut Game) -> GoStatus) -> GoStatus {
    // SAFETY: by the caller's contract `ptr` is NULL (gives `None`) or points
    // to a live `GoGame` that nothing else uses during this call.
    let Some(handle) = (unsafe { ptr.as_mut() }) else {
        return GoStatus::NullPointer;
    };
    if handle.poisoned {
        return GoStatus::Poisoned;
    }
    handle.poisoned = true;
    match panic::guard_or(None, || Some(body(&mut handle.game))) {
        Some(status) => {
            handle.poisoned = false;
            status
        }
        None => GoStatus::Panic,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use go_core::{BoardSize, Rules};

    #[test]
    fn null_handles_are_refused() {
        // SAFETY: NULL is allowed.
        unsafe {
            assert_eq!(with_game(std::ptr::null(), |_| GoStatus::Ok), GoStatus::NullPointer);
            assert_eq!(with_game_mut(std::ptr::null_mut(), |_| GoStatus::Ok), GoStatus::NullPointer);
            GoGame::free(std::ptr::null_mut());
        }
    }

    #[test]
    fn a_panic_during_a_change_poisons_the_game() {
        let ptr = GoGame::into_raw(Game::new(BoardSize::NINE, Rules::studio()));
        // SAFETY: `ptr` is a live handle used by this thread only, freed once.
        unsafe {
            assert_eq!(with_game_mut(ptr, |_| GoStatus::Ko), GoStatus::Ko, "an error does not poison");
            assert_eq!(with_game(ptr, |_| panic!("test panic, expected")), GoStatus::Panic);
            assert_eq!(with_game(ptr, |_| GoStatus::Ok), GoStatus::Ok, "a panic while reading does not poison");
            assert_eq!(with_game_mut(ptr, |_| panic!("test panic, expected")), GoStatus::Panic);
            assert_eq!(with_game(ptr, |_| GoStatus::Ok), GoStatus::Poisoned);
            assert_eq!(with_game_mut(ptr, |_| GoStatus::Ok), GoStatus::Poisoned);
            GoGame::free(ptr);
        }
    }
}
