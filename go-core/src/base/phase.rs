//! The phases of a game.

use super::codes::vocabulary;

vocabulary! {
    /// The phase of a game (RULES.md section 4: play ends with two passes,
    /// then the dead stones are agreed, then the game is finished).
    pub enum Phase {
        /// Black must place a free handicap before play starts (RULES.md
        /// section 5).
        HandicapPlacement = 0 => "handicap_placement",
        /// Moves are being made.
        Playing = 1 => "playing",
        /// Two passes ended play; dead stones are agreed here.
        Counting = 2 => "counting",
        /// The game has a result.
        Finished = 3 => "finished",
    }
}
