//! The Go Text Protocol (GTP, version 2) engine over any reader and
//! writer: [`GtpEngine`] owns a [`crate::Game`] and the computer player and
//! answers GTP commands; `examples/gtp.rs` runs it on standard input and
//! output.
//!
//! The engine is a client of the public game API (DESIGN.md): legality,
//! captures, ko, counting and results are the game's; the engine only
//! reads commands, calls the game and writes answers.

mod engine;
mod protocol;

pub use engine::{GtpEngine, SearchReport};
pub use protocol::GtpResponse;
