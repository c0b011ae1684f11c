//! The numbers that stand for game phases in the C ABI.

use std::ffi::c_int;

use go_core::Phase;

/// The phase of a game, as `go_game_phase` reports it. The numbers are
/// fixed.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GoPhase {
    /// Black must place a free handicap before play starts.
    HandicapPlacement = 0,
    /// Moves are being made.
    Playing = 1,
    /// Two passes ended play; dead stones are agreed here.
    Counting = 2,
    /// The game has a result (for example after a resignation).
    Finished = 3,
}

impl GoPhase {
    /// The C value of `phase`; `None` for a phase this version of the C ABI
    /// has no number for.
    pub(crate) fn of(phase: Phase) -> Option<GoPhase> {
        Some(match phase {
            Phase::HandicapPlacement => GoPhase::HandicapPlacement,
            Phase::Playing => GoPhase::Playing,
            Phase::Counting => GoPhase::Counting,
            Phase::Finished => GoPhase::Finished,
            _ => return None,
        })
    }

    /// This value as a C `int`.
    pub(crate) fn int(self) -> c_int {
        self as c_int
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_fixed() {
        let all = [Phase::HandicapPlacement, Phase::Playing, Phase::Counting, Phase::Finished];
        let ints: Vec<Option<c_int>> = all.into_iter().map(|p| GoPhase::of(p).map(GoPhase::int)).collect();
        assert_eq!(ints, [Some(0), Some(1), Some(2), Some(3)]);
    }
}
