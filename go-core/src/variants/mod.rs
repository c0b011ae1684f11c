//! Variants that change how a game is won or seen (RULES.md section 6):
//! the Atari Go win condition and the Phantom Go referee. The toroidal board
//! is a topology of the board; team Go is the game's table of seats.

#[cfg(feature = "atari")]
mod atari;
#[cfg(feature = "phantom")]
mod phantom;

#[cfg(feature = "atari")]
pub use atari::AtariGo;
#[cfg(feature = "phantom")]
pub use phantom::{Announcement, PhantomGame, RefereeConvention, TryOutcome};
