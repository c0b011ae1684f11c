//! The independent axes of a rule set, each an enum with stable codes and
//! names (see the vocabulary's `codes`).

use crate::base::codes::vocabulary;

vocabulary! {
    /// Which repetitions a stone play may not create (RULES.md section 3).
    /// Passes never violate a ko rule.
    pub enum KoRule {
        /// A play may not recreate the position that stood right after the
        /// same player's previous move (the immediate recapture of a ko).
        /// Game site (003), Japanese, Korean.
        Simple = 0 => "simple" | "simple_ko",
        /// A play may not recreate any earlier whole-board position of the
        /// game (stones only; side to move ignored). Studio (001), Chinese,
        /// Tromp-Taylor.
        PositionalSuperko = 1 => "positional_superko" | "positional" | "psk",
        /// A play may not recreate an earlier position with the same player
        /// to move. AGA, New Zealand.
        SituationalSuperko = 2 => "situational_superko" | "situational" | "ssk",
        /// A play may not recreate a position that the same player earlier
        /// created by a stone play (positions after passes and the starting
        /// position do not count).
        NaturalSituationalSuperko = 3 => "natural_situational_superko" | "natural_situational" | "nssk",
    }
}

vocabulary! {
    /// Whether a play that leaves its own chain without liberties is allowed
    /// (RULES.md section 2). Captures are always resolved first.
    pub enum Suicide {
        /// Every suicide is illegal (most rule sets).
        Forbidden = 0 => "forbidden",
        /// A suicide that removes two or more of the mover's stones is legal
        /// and removes them (they count as captured by the opponent);
        /// single-stone suicide, which would leave the board unchanged, stays
        /// illegal. New Zealand, Tromp-Taylor, Ing.
        MultiStoneAllowed = 1 => "multi_stone_allowed" | "allowed",
    }
}

impl Suicide {
    /// Whether a suicide that removes `stones` of the mover's stones is
    /// legal under this rule (RULES.md section 2): never under
    /// [`Suicide::Forbidden`]; under [`Suicide::MultiStoneAllowed`] when it
    /// removes two stones or more. `true` for 0 stones (no suicide).
    #[must_use]
    pub const fn allows(self, stones: usize) -> bool {
        stones == 0 || matches!(self, Suicide::MultiStoneAllowed) && stones >= 2
    }
}

vocabulary! {
    /// How the final position is counted (RULES.md section 4). The
    /// territory methods need the `japanese` feature: without it a game set
    /// up with them is refused (`SetupError::FeatureDisabled`).
    pub enum Counting {
        /// Stones on the board plus empty regions bordered by one colour
        /// only; prisoners count nothing. Studio, Chinese, AGA, New Zealand,
        /// Tromp-Taylor.
        Area = 0 => "area",
        /// Empty regions bordered by one colour only (dead stones' points
        /// included) plus prisoners plus the opponent's dead stones; empty
        /// points in seki are not territory. Japanese, Korean.
        Territory = 1 => "territory",
        /// The game site's formula (003): territory controlled, minus own
        /// stones captured, minus own dead stones; komi subtracted from
        /// Black. Same margin as territory counting.
        GameSite = 2 => "game_site",
    }
}

impl Counting {
    /// Whether this is a territory method (territory or the game site's
    /// formula), where seki points and unfilled dame count for nobody.
    #[must_use]
    pub const fn is_territory(self) -> bool {
        matches!(self, Counting::Territory | Counting::GameSite)
    }
}

vocabulary! {
    /// Points given to White for Black's handicap stones under area
    /// counting (RULES.md section 4).
    pub enum HandicapBonus {
        /// No compensation.
        None = 0 => "none",
        /// N points for N handicap stones (Chinese).
        N = 1 => "n",
        /// N − 1 points for N handicap stones (AGA).
        NMinusOne = 2 => "n_minus_one",
    }
}

impl HandicapBonus {
    /// The points White receives for `stones` handicap stones.
    #[must_use]
    pub fn points(self, stones: u32) -> u32 {
        match self {
            HandicapBonus::None => 0,
            HandicapBonus::N => stones,
            HandicapBonus::NMinusOne => stones.saturating_sub(1),
        }
    }
}

vocabulary! {
    /// How a long cycle (triple ko, eternal life) ends a game under the
    /// simple ko rule (RULES.md section 3): a cycle is detected when the
    /// same situation (position and side to move) occurs a third time since
    /// the last pass.
    pub enum CycleOutcome {
        /// The game ends without result (`Void`; Japanese, Korean, game
        /// site).
        NoResult = 0 => "no_result" | "void",
        /// The game ends as a draw (`0`).
        Draw = 1 => "draw",
    }
}

vocabulary! {
    /// Whether dead stones are removed before counting (RULES.md section 4).
    pub enum DeadStones {
        /// The players agree on dead stones in the counting phase; they are
        /// removed before counting.
        Agreed = 0 => "agreed",
        /// Nothing is removed: every stone on the board counts
        /// (Tromp-Taylor).
        NeverRemoved = 1 => "never_removed",
    }
}

vocabulary! {
    /// AGA pass stones (RULES.md section 4): each pass hands the opponent
    /// one prisoner, and two passes end play only when White passed last.
    pub enum PassStones {
        /// Passes cost nothing.
        None = 0 => "none",
        /// Each pass gives the opponent one prisoner; White passes last.
        Aga = 1 => "aga",
    }
}

vocabulary! {
    /// Who moves first when a proposed dead-stone marking is rejected and
    /// play resumes (RULES.md section 4).
    pub enum ResumeOrder {
        /// The side that would have moved next had play not stopped, i.e.
        /// the side that passed first (the default).
        SidePassedFirst = 0 => "side_passed_first",
        /// The opponent of the side that rejected (Japanese and Korean
        /// presets).
        OpponentOfRejecter = 1 => "opponent_of_rejecter",
    }
}

vocabulary! {
    /// What an unfilled dame costs under territory counting (RULES.md
    /// section 4, "unfilled dame"). A shared liberty is an empty point
    /// touching living stones of both colours.
    pub enum UnfilledDame {
        /// A shared liberty is a seki liberty only if neither colour could
        /// fill it without its own chain through that point having a single
        /// liberty (or the fill being suicide), the dead stones still on
        /// the board, or if it is one of two or more common liberties of an
        /// even race no fill settles (a seki with an eye each and two shared
        /// liberties; see [`crate::seki_liberties`]); every other shared
        /// liberty is a dame the players would fill: neutral, costing
        /// nobody territory.
        /// The moves that ending the game forces inside one's own territory
        /// are counted (the Japanese 1989 rules count such a reinforcing
        /// move; RULES.md's definition, extended so that real Japanese
        /// records count right: Miyamoto-Go Seigen 1968 games 1 and 2,
        /// Kisei 27 game 1, Gennan Inseki-Shusaku 1846):
        /// - when only one colour can fill a dame safely and its fill
        ///   leaves a chain of the other colour with a single liberty, that
        ///   chain's owner must connect at that liberty, so the point is
        ///   not its territory;
        /// - a chain already in atari whose owner can connect at its
        ///   liberty safely costs that point, and is no sign of seki;
        /// - the dame are filled while the dead stones are still on the
        ///   board, and a dame whose fill gains its owner nothing (no other
        ///   chain, no point of its own) ends up filled by the opponent:
        ///   when such dame leave a chain one liberty, its owner connects
        ///   there (that point is not territory), or, when it cannot, lives
        ///   only by capturing the dead stones next to that liberty, and
        ///   none of their liberties is its territory.
        ///
        /// The default of every territory preset; how servers and real
        /// records count.
        CountAsFilled = 0 => "count_as_filled",
        /// The letter of the Japanese 1989 rules: every dame point is a seki
        /// liberty, so an unfilled dame next to a living group costs that
        /// group's territory, and players must fill dame before counting.
        Strict = 1 => "strict",
    }
}
