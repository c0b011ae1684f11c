//! # go-ffi
//!
//! The C ABI of go-core. This crate holds no rule of its own: every export
//! converts its C arguments, calls the public go-core API and converts the
//! answer back. The header `include/go_core.h` is generated from this crate
//! by cbindgen and committed; its enums and statuses come from
//! `generated.rs`, which is generated from go-core's vocabularies.
//! `tests/header.rs` fails when either is stale
//! (`GO_FFI_BLESS=1 cargo test -p go-ffi --test header` rewrites both).
//!
//! The rooms:
//!
//! - `generated.rs`: one C enum per go-core vocabulary, `GoStatus` and its
//!   messages, the version numbers (generated);
//! - `handle.rs`: the opaque handles ([`GoGame`], [`GoRules`],
//!   [`GoGameBuilder`], [`GoPhantom`], [`GoSgfCollection`]) and the one
//!   generic mechanism that owns, borrows, poisons and frees them;
//! - `status.rs`, `panic.rs`: the status of every go-core error (through
//!   its kind), [`go_status_message`], the panic boundary;
//! - `buffer.rs`, `args.rs`: the caller-buffer convention, written once,
//!   and the conversions of arguments;
//! - `rules.rs` (`go_rules_*`), `builder.rs` (`go_game_builder_*`),
//!   `game.rs` (making and reading games), `play.rs` (moves and actions),
//!   `clock.rs` (timed moves), `counting.rs` (the count, dead stones, the
//!   per-point analyses, the computer's move), `phantom.rs`
//!   (`go_phantom_*`), `sgf.rs` (`go_sgf_*`, `go_game_write_sgf`),
//!   `record.rs` (the game as JSON), `text.rs` (vertices, points, seats,
//!   results from text), `version.rs` ([`go_version`]).
//!
//! Conventions, the same for every export (DESIGN.md):
//!
//! - Names are `go_<noun>_<verb>`. Every handle is made by a function that
//!   writes it through an out-pointer and released by its `go_*_free`,
//!   which accepts NULL.
//! - Every fallible export returns a [`GoStatus`]: `GO_STATUS_OK` (0) or an
//!   error code with a fixed number, grouped by hundreds (go-core's error
//!   kinds, and the ABI's own 1xx and 9xx). Results come back through
//!   out-pointers, written only on success unless a function says
//!   otherwise. [`go_status_message`] turns a code into a static text.
//! - A failed call leaves its handles exactly as they were.
//! - Buffers are owned by the caller and passed with their length; the
//!   same convention everywhere (`buffer.rs`): `NULL, 0` asks for the
//!   length.
//! - C enums are `uint32_t` typedefs with constants, so any number a
//!   caller passes is safe: one that is no value is refused
//!   (`GO_STATUS_INVALID_ENUM`).
//! - No panic crosses into C: each export runs behind a panic boundary and
//!   answers `GO_STATUS_PANIC` (or a safe default) instead. A handle that
//!   was being changed when a panic struck is poisoned: every later call on
//!   it answers `GO_STATUS_POISONED`, and only its `go_*_free` still works.
//! - Threads: see the header's opening comment and `handle.rs`.
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
//!     let mut needed = 0;
//!     assert_eq!(go_game_board(game, board.as_mut_ptr(), board.len(), &mut needed), GoStatus::Ok);
//!     assert_eq!((needed, u32::from(board[4 * 9 + 4])), (81, GO_COLOR_BLACK));
//!     go_game_free(game);
//! }
//! ```

mod args;
mod buffer;
mod builder;
mod clock;
mod counting;
mod game;
// Generated as it is (tests/header.rs compares it byte for byte).
#[rustfmt::skip]
mod generated;
mod handle;
mod panic;
mod phantom;
mod play;
mod record;
mod rules;
mod sgf;
mod status;
mod text;
mod version;

pub use args::{GO_COLOR_EMPTY, GoPoint};
pub use builder::*;
pub use clock::*;
pub use counting::*;
pub use game::*;
pub use generated::*;
pub use handle::{GoGame, GoGameBuilder, GoPhantom, GoRules, GoSgfCollection};
pub use phantom::*;
pub use play::*;
pub use record::*;
pub use rules::*;
pub use sgf::*;
pub use status::go_status_message;
pub use text::*;
pub use version::go_version;
