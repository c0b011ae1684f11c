//! When a computer side gives up: the one resignation rule that the GTP
//! engine and the table apply (how a resignation ends the game is RULES.md
//! section 5; when to resign is the player's choice).

/// The resignation rule: a side resigns when its win rate, as the bot
/// estimated it for its own moves, has stayed under `threshold` for its last
/// `moves` moves in a row, each searched with at least `min_playouts`
/// playouts (a small search's win rate is too noisy to give up on).
///
/// People expect a partner to play on while there is a game and to give
/// up a hopeless one; the defaults (under 10% for 5 moves of at least 500
/// playouts) resign only games that are lost by a wide margin at the bot's
/// own strength.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Resignation {
    /// Win rate (0..=1) under which a move counts as hopeless.
    pub threshold: f64,
    /// How many of the side's own moves in a row must be hopeless (at
    /// least 1).
    pub moves: u32,
    /// Playouts a search needs for its win rate to count.
    pub min_playouts: u32,
}

impl Default for Resignation {
    fn default() -> Resignation {
        Resignation { threshold: 0.1, moves: 5, min_playouts: 500 }
    }
}

/// What the bot estimated for one of a side's moves: its win rate (0..=1)
/// and the playouts behind it.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveEstimate {
    /// The side's estimated chance of winning after the move, 0..=1.
    pub win_rate: f64,
    /// Playouts the search made.
    pub playouts: u32,
}

impl Resignation {
    /// Whether a side whose own moves so far had these estimates (oldest
    /// first, the move about to be played last) resigns now: the last
    /// `moves` estimates all exist, each under `threshold` with at least
    /// `min_playouts` playouts.
    #[must_use]
    pub fn should_resign(&self, history: &[MoveEstimate]) -> bool {
        let n = usize::try_from(self.moves.max(1)).unwrap_or(usize::MAX);
        history.len() >= n
            && history[history.len() - n..]
                .iter()
                .all(|e| e.win_rate < self.threshold && e.playouts >= self.min_playouts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(win_rate: f64, playouts: u32) -> MoveEstimate {
        MoveEstimate { win_rate, playouts }
    }

    #[test]
    fn resigns_only_after_enough_hopeless_moves() {
        let rule = Resignation { threshold: 0.1, moves: 3, min_playouts: 100 };
        assert!(!rule.should_resign(&[]));
        assert!(!rule.should_resign(&[e(0.0, 1000), e(0.0, 1000)]));
        assert!(rule.should_resign(&[e(0.6, 1000), e(0.05, 1000), e(0.02, 1000), e(0.09, 1000)]));
        // One move at or above the threshold in the window resets it.
        assert!(!rule.should_resign(&[e(0.05, 1000), e(0.1, 1000), e(0.02, 1000), e(0.01, 1000)]));
        // A small search does not count.
        assert!(!rule.should_resign(&[e(0.0, 1000), e(0.0, 99), e(0.0, 1000)]));
        // `moves: 0` behaves as 1.
        let eager = Resignation { moves: 0, ..rule };
        assert!(eager.should_resign(&[e(0.01, 100)]));
    }
}
