//! # go-ffi
//!
//! The C ABI of go-core. This crate holds no rule of its own: every export
//! converts its C arguments, calls the public go-core API and converts the
//! answer back. The header `include/go_core.h` is generated from this crate
//! by cbindgen and committed; `tests/header.rs` fails when it is stale
//! (`GO_FFI_BLESS=1 cargo test -p go-ffi --test header` rewrites it).
//!
//! The exports: creating, playing and reading a game (`go_game_*` in
//! `game.rs`), and the counting phase and the computer player
//! (`counting.rs`): [`go_game_score`], [`go_game_toggle_dead`],
//! [`go_game_dead_stones`], [`go_game_propose`], [`go_game_proposal`],
//! [`go_game_accept`],
//! [`go_game_reject`], [`go_game_result`], [`go_game_suggest_move`].
//!
//! Conventions, the same for every export:
//!
//! - Names are `go_<noun>_<verb>`. A game lives behind the opaque handle
//!   [`GoGame`], made by [`go_game_new`] and released by [`go_game_free`]
//!   (which accepts NULL).
//! - Every fallible export returns a [`GoStatus`]: `GO_STATUS_OK` (0) or an
//!   error code with a fixed number, grouped by hundreds. Results come back
//!   through out-pointers, written only on success unless a function says
//!   otherwise. [`go_status_message`] turns a code into a static text.
//! - A failed call leaves the game exactly as it was.
//! - Buffers are owned by the caller and passed with their length.
//! - No panic crosses into C: each export runs behind a panic boundary and
//!   answers `GO_STATUS_PANIC` (or a safe default) instead. A game that was
//!   being changed when a panic struck is poisoned: every later call on it
//!   answers `GO_STATUS_POISONED`, and only [`go_game_free`] still works.
//! - A handle may be used from any thread, but from one thread at a time.
//!
//! ```
//! use go_ffi::*;
//! use std::ptr;
//!
//! let mut game = ptr::null_mut();
//! // SAFETY: `game` is a valid out-pointer, the preset name NULL (studio).
//! unsafe {
//!     assert_eq!(go_game_new(9, 9, ptr::null(), &mut game), GoStatus::Ok);
//!     assert_eq!(go_game_play(game, 4, 4), GoStatus::Ok);
//!     assert_eq!(go_game_play(game, 4, 4), GoStatus::Occupied);
//!     let mut board = [0u8; 81];
//!     let mut written = 0;
//!     assert_eq!(go_game_board(game, board.as_mut_ptr(), board.len(), &mut written), GoStatus::Ok);
//!     assert_eq!((written, board[4 * 9 + 4]), (81, GoColor::Black as u8));
//!     go_game_free(game);
//! }
//! ```

mod color;
mod counting;
mod game;
mod handle;
mod panic;
mod phase;
mod status;

pub use color::GoColor;
pub use counting::{
    GoScore, GoSideScore, go_game_accept, go_game_dead_stones, go_game_proposal, go_game_propose, go_game_reject,
    go_game_result, go_game_score, go_game_suggest_move, go_game_toggle_dead,
};
pub use game::{
    go_game_board, go_game_free, go_game_is_legal, go_game_move_count, go_game_new, go_game_pass, go_game_phase,
    go_game_play, go_game_prisoners, go_game_resign, go_game_size, go_game_to_move, go_game_undo,
};
pub use handle::GoGame;
pub use phase::GoPhase;
pub use status::{GoStatus, go_status_message};
