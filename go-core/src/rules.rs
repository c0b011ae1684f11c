//! Rules as independent axes (ko, suicide, counting, komi, handicap bonus,
//! long cycles, ...) with named presets for every row of RULES.md section 9.
//!
//! ```
//! use go_core::{Rules, KoRule, Komi};
//! let rules = Rules::chinese().with_komi(Komi::from_half_points(13)).with_ko(KoRule::SituationalSuperko);
//! assert_eq!(rules.komi().to_string(), "6.5");
//! ```

use std::fmt;
use std::str::FromStr;

use crate::error::SetupError;
use crate::point::BoardSize;

/// Which repetitions a stone play may not create (RULES.md section 3).
/// Passes never violate a ko rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum KoRule {
    /// A play may not recreate the position that stood right after the same
    /// player's previous move (the immediate recapture of a ko). Game site
    /// (003), Japanese, Korean.
    Simple,
    /// A play may not recreate any earlier whole-board position of the game
    /// (stones only; side to move ignored). Studio (001), Chinese,
    /// Tromp-Taylor.
    PositionalSuperko,
    /// A play may not recreate an earlier position with the same player to
    /// move. AGA, New Zealand.
    SituationalSuperko,
    /// A play may not recreate a position that the same player earlier
    /// created by a stone play (positions after passes and the starting
    /// position do not count).
    NaturalSituationalSuperko,
}

/// Whether a play that leaves its own chain without liberties is allowed
/// (RULES.md section 2). Captures are always resolved first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Suicide {
    /// Every suicide is illegal (most rule sets).
    Forbidden,
    /// A suicide that removes two or more of the mover's stones is legal and
    /// removes them (they count as captured by the opponent); single-stone
    /// suicide, which would leave the board unchanged, stays illegal. New
    /// Zealand, Tromp-Taylor, Ing.
    MultiStoneAllowed,
}

/// How the final position is counted (RULES.md section 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Counting {
    /// Stones on the board plus empty regions bordered by one colour only;
    /// prisoners count nothing. Studio, Chinese, AGA, New Zealand,
    /// Tromp-Taylor.
    Area,
    /// Empty regions bordered by one colour only (dead stones' points
    /// included) plus prisoners plus the opponent's dead stones; empty points
    /// in seki are not territory. Japanese, Korean.
    #[cfg(feature = "japanese")]
    Territory,
    /// The game site's formula (003): territory controlled, minus own stones
    /// captured, minus own dead stones; komi subtracted from Black. Same
    /// margin as territory counting.
    #[cfg(feature = "japanese")]
    GameSite,
}

/// Points given to White for Black's handicap stones under area counting
/// (RULES.md section 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum HandicapBonus {
    /// No compensation.
    None,
    /// N points for N handicap stones (Chinese).
    N,
    /// N − 1 points for N handicap stones (AGA).
    NMinusOne,
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

/// How a long cycle (triple ko, eternal life) ends a game under the simple ko
/// rule (RULES.md section 3): a cycle is detected when the same situation
/// (position and side to move) occurs a third time since the last pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum CycleOutcome {
    /// The game ends without result (`Void`; Japanese, Korean, game site).
    NoResult,
    /// The game ends as a draw (`0`).
    Draw,
}

/// Whether dead stones are removed before counting (RULES.md section 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum DeadStones {
    /// The players agree on dead stones in the counting phase; they are
    /// removed before counting.
    Agreed,
    /// Nothing is removed: every stone on the board counts (Tromp-Taylor).
    NeverRemoved,
}

/// AGA pass stones (RULES.md section 4): each pass hands the opponent one
/// prisoner, and two passes end play only when White passed last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum PassStones {
    /// Passes cost nothing.
    None,
    /// Each pass gives the opponent one prisoner; White passes last.
    Aga,
}

/// Who moves first when a proposed dead-stone marking is rejected and play
/// resumes (RULES.md section 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum ResumeOrder {
    /// The side that would have moved next had play not stopped, i.e. the
    /// side that passed first (the default).
    SidePassedFirst,
    /// The opponent of the side that rejected (Japanese and Korean presets).
    OpponentOfRejecter,
}

// --- Unfilled dame (RULES.md section 4) ----------------------------------
// The axis with its getter, setter and the presets' default, in one block.
// Outside it: the field `Rules::unfilled_dame`, and its one initialiser in
// `Rules::studio` (every other preset derives from the studio's).

/// What an unfilled dame point costs under territory counting (RULES.md
/// section 4, "unfilled dame"). Area counting is unaffected.
///
/// A shared liberty is an empty point next to living stones of both
/// colours. A seki liberty puts every region of each colour that contains
/// it in seki, so that the region's empty points are not territory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum UnfilledDame {
    /// A shared liberty is a seki liberty only if neither colour could fill
    /// it without its own chain through that point having a single liberty
    /// (or the fill being suicide). Every other shared liberty is a dame
    /// point the players would fill: neutral, costing nobody territory. How
    /// servers and real records count; the default of every territory
    /// preset.
    CountAsFilled,
    /// The letter of the Japanese 1989 rules ("live stones that possess dame
    /// are in seki"): every empty point of an empty region bordered by both
    /// colours is a seki liberty, so an unfilled dame next to a living group
    /// costs that group's territory; players must fill dame before counting.
    Strict,
}

impl Rules {
    /// The unfilled-dame default of every preset ([`UnfilledDame::CountAsFilled`]).
    const DEFAULT_UNFILLED_DAME: UnfilledDame = UnfilledDame::CountAsFilled;

    /// What an unfilled dame costs under territory counting.
    #[must_use]
    pub const fn unfilled_dame(&self) -> UnfilledDame {
        self.unfilled_dame
    }

    /// These rules with another reading of unfilled dame.
    #[must_use]
    pub const fn with_unfilled_dame(mut self, unfilled_dame: UnfilledDame) -> Rules {
        self.unfilled_dame = unfilled_dame;
        self
    }
}
// --- End of unfilled dame --------------------------------------------------

/// Komi: points added to White's score, kept exactly as a whole number of
/// half points. Any multiple of 0.5 is allowed, negative too; an integer komi
/// allows a draw (RULES.md section 4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Komi(i32);

impl Komi {
    /// The largest komi accepted, in points (either sign).
    pub const MAX_POINTS: i32 = 10_000;

    /// Komi of `half_points / 2` points, e.g. 13 for 6.5. Clamped to
    /// ±[`Komi::MAX_POINTS`].
    #[must_use]
    pub const fn from_half_points(half_points: i32) -> Komi {
        let max = 2 * Komi::MAX_POINTS;
        Komi(if half_points > max {
            max
        } else if half_points < -max {
            -max
        } else {
            half_points
        })
    }

    /// Komi in half points (6.5 is 13).
    #[must_use]
    pub const fn half_points(self) -> i32 {
        self.0
    }

    /// Komi in points as a float, exact for every representable komi.
    #[must_use]
    pub fn points(self) -> f64 {
        f64::from(self.0) / 2.0
    }

    /// Whether the komi is a whole number of points, so that a draw is
    /// possible.
    #[must_use]
    pub const fn is_integer(self) -> bool {
        self.0 % 2 == 0
    }

    /// The game site's default komi for a board (RULES.md section 9): 5.5
    /// when the shorter side is 17 or more, 4.5 for 11..=16, 3.5 for 10 or
    /// less.
    #[must_use]
    pub fn game_site_default(size: BoardSize) -> Komi {
        let side = size.width().min(size.height());
        Komi(if side >= 17 {
            11
        } else if side >= 11 {
            9
        } else {
            7
        })
    }
}

impl fmt::Display for Komi {
    /// Writes the komi in points: `7.5`, `-3`, `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        if a.is_multiple_of(2) { write!(f, "{sign}{}", a / 2) } else { write!(f, "{sign}{}.5", a / 2) }
    }
}

impl FromStr for Komi {
    type Err = SetupError;

    /// Parses a decimal komi that is a multiple of 0.5: `6.5`, `-7`, `0.50`,
    /// `+5.5`. Nothing else is guessed here (SGF's non-standard forms are the
    /// SGF reader's documented heuristics).
    ///
    /// # Errors
    /// [`SetupError::InvalidKomi`] for anything else, or beyond ±10000.
    fn from_str(s: &str) -> Result<Komi, SetupError> {
        let bad = || SetupError::InvalidKomi(s.chars().take(32).collect());
        let t = s.trim();
        let (neg, body) = match t.as_bytes().first() {
            Some(b'-') => (true, &t[1..]),
            Some(b'+') => (false, &t[1..]),
            _ => (false, t),
        };
        let (int, frac) = body.split_once('.').unwrap_or((body, ""));
        if int.is_empty() && frac.is_empty() {
            return Err(bad());
        }
        if !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let int = int.trim_start_matches('0');
        if int.len() > 5 {
            return Err(bad());
        }
        let whole: i32 = if int.is_empty() { 0 } else { int.parse().map_err(|_| bad())? };
        let frac = frac.trim_end_matches('0');
        let half = match frac {
            "" => 0,
            "5" => 1,
            _ => return Err(bad()),
        };
        if whole > Komi::MAX_POINTS || (whole == Komi::MAX_POINTS && half == 1) {
            return Err(bad());
        }
        let hp = whole * 2 + half;
        Ok(Komi(if neg { -hp } else { hp }))
    }
}

/// A complete rule set: one value per independent axis.
///
/// Start from a preset ([`Rules::studio`], [`Rules::chinese`], ...) and
/// change axes with the `with_*` setters. The presets follow RULES.md
/// section 9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    ko: KoRule,
    suicide: Suicide,
    counting: Counting,
    komi: Komi,
    handicap_bonus: HandicapBonus,
    cycle_outcome: CycleOutcome,
    dead_stones: DeadStones,
    pass_stones: PassStones,
    resume_order: ResumeOrder,
    unfilled_dame: UnfilledDame,
}

impl Default for Rules {
    /// The studio rules ([`Rules::studio`]).
    fn default() -> Rules {
        Rules::studio()
    }
}

impl Rules {
    /// The studio (source document 001): area counting, positional superko,
    /// suicide forbidden, komi 7.5.
    #[must_use]
    pub const fn studio() -> Rules {
        Rules {
            ko: KoRule::PositionalSuperko,
            suicide: Suicide::Forbidden,
            counting: Counting::Area,
            komi: Komi(15),
            handicap_bonus: HandicapBonus::None,
            cycle_outcome: CycleOutcome::Draw,
            dead_stones: DeadStones::Agreed,
            pass_stones: PassStones::None,
            resume_order: ResumeOrder::SidePassedFirst,
            unfilled_dame: Rules::DEFAULT_UNFILLED_DAME,
        }
    }

    /// Chinese rules: area counting, positional superko, suicide forbidden,
    /// komi 7.5, handicap compensation N.
    #[must_use]
    pub const fn chinese() -> Rules {
        Rules { handicap_bonus: HandicapBonus::N, ..Rules::studio() }
    }

    /// AGA rules: area counting made territory-equivalent by pass stones,
    /// situational superko, suicide forbidden, komi 7.5, compensation N − 1.
    #[must_use]
    pub const fn aga() -> Rules {
        Rules {
            ko: KoRule::SituationalSuperko,
            handicap_bonus: HandicapBonus::NMinusOne,
            pass_stones: PassStones::Aga,
            ..Rules::studio()
        }
    }

    /// New Zealand rules: area counting, situational superko, multi-stone
    /// suicide allowed, komi 7.
    #[must_use]
    pub const fn new_zealand() -> Rules {
        Rules { ko: KoRule::SituationalSuperko, suicide: Suicide::MultiStoneAllowed, komi: Komi(14), ..Rules::studio() }
    }

    /// Tromp-Taylor rules: area counting with no dead-stone removal,
    /// positional superko, multi-stone suicide allowed, komi 7.5.
    #[must_use]
    pub const fn tromp_taylor() -> Rules {
        Rules { suicide: Suicide::MultiStoneAllowed, dead_stones: DeadStones::NeverRemoved, ..Rules::studio() }
    }

    /// Japanese rules: territory counting (seki aware), simple ko with long
    /// cycles ending without result, suicide forbidden, komi 6.5; after a
    /// rejected count the opponent of the rejecter moves first.
    #[cfg(feature = "japanese")]
    #[must_use]
    pub const fn japanese() -> Rules {
        Rules {
            ko: KoRule::Simple,
            counting: Counting::Territory,
            komi: Komi(13),
            cycle_outcome: CycleOutcome::NoResult,
            resume_order: ResumeOrder::OpponentOfRejecter,
            ..Rules::studio()
        }
    }

    /// Korean rules: as Japanese ([`Rules::japanese`]) for everything this
    /// engine models.
    #[cfg(feature = "japanese")]
    #[must_use]
    pub const fn korean() -> Rules {
        Rules::japanese()
    }

    /// The game site (source document 003): game-site territory formula
    /// (seki aware), simple ko with long cycles ending without result, suicide
    /// forbidden, komi by board size (5.5 for sides 17 and up, 4.5 for 11..=16,
    /// 3.5 up to 10; see [`Komi::game_site_default`]).
    #[cfg(feature = "japanese")]
    #[must_use]
    pub fn game_site(size: BoardSize) -> Rules {
        Rules {
            ko: KoRule::Simple,
            counting: Counting::GameSite,
            komi: Komi::game_site_default(size),
            cycle_outcome: CycleOutcome::NoResult,
            ..Rules::studio()
        }
    }

    /// A preset by name, case-insensitive, `_` and spaces read as `-`:
    /// `studio`, `chinese`, `aga`, `new-zealand` (or `nz`), `tromp-taylor` (or
    /// `tt`), and with the `japanese`
    /// feature `japanese`, `korean`, `game-site`. `size` sets the game site's
    /// komi.
    #[must_use]
    pub fn preset(name: &str, size: BoardSize) -> Option<Rules> {
        let _ = size;
        let n = name.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        Some(match n.as_str() {
            "studio" => Rules::studio(),
            "chinese" => Rules::chinese(),
            "aga" => Rules::aga(),
            "new-zealand" | "nz" => Rules::new_zealand(),
            "tromp-taylor" | "tt" => Rules::tromp_taylor(),
            #[cfg(feature = "japanese")]
            "japanese" => Rules::japanese(),
            #[cfg(feature = "japanese")]
            "korean" => Rules::korean(),
            #[cfg(feature = "japanese")]
            "game-site" => Rules::game_site(size),
            _ => return None,
        })
    }

    /// The names [`Rules::preset`] accepts, in this build.
    #[must_use]
    pub fn preset_names() -> &'static [&'static str] {
        #[cfg(feature = "japanese")]
        {
            &["studio", "chinese", "aga", "new-zealand", "tromp-taylor", "japanese", "korean", "game-site"]
        }
        #[cfg(not(feature = "japanese"))]
        {
            &["studio", "chinese", "aga", "new-zealand", "tromp-taylor"]
        }
    }

    /// The ko rule.
    #[must_use]
    pub const fn ko(&self) -> KoRule {
        self.ko
    }
    /// The suicide rule.
    #[must_use]
    pub const fn suicide(&self) -> Suicide {
        self.suicide
    }
    /// The counting method.
    #[must_use]
    pub const fn counting(&self) -> Counting {
        self.counting
    }
    /// The komi.
    #[must_use]
    pub const fn komi(&self) -> Komi {
        self.komi
    }
    /// The handicap compensation under area counting.
    #[must_use]
    pub const fn handicap_bonus(&self) -> HandicapBonus {
        self.handicap_bonus
    }
    /// How a long cycle under simple ko ends the game.
    #[must_use]
    pub const fn cycle_outcome(&self) -> CycleOutcome {
        self.cycle_outcome
    }
    /// Whether dead stones are removed before counting.
    #[must_use]
    pub const fn dead_stones(&self) -> DeadStones {
        self.dead_stones
    }
    /// Whether passes hand the opponent a prisoner (AGA).
    #[must_use]
    pub const fn pass_stones(&self) -> PassStones {
        self.pass_stones
    }
    /// Who moves first after a rejected count.
    #[must_use]
    pub const fn resume_order(&self) -> ResumeOrder {
        self.resume_order
    }

    /// These rules with another ko rule.
    #[must_use]
    pub const fn with_ko(mut self, ko: KoRule) -> Rules {
        self.ko = ko;
        self
    }
    /// These rules with another suicide rule.
    #[must_use]
    pub const fn with_suicide(mut self, suicide: Suicide) -> Rules {
        self.suicide = suicide;
        self
    }
    /// These rules with another counting method.
    #[must_use]
    pub const fn with_counting(mut self, counting: Counting) -> Rules {
        self.counting = counting;
        self
    }
    /// These rules with another komi.
    #[must_use]
    pub const fn with_komi(mut self, komi: Komi) -> Rules {
        self.komi = komi;
        self
    }
    /// These rules with another handicap compensation.
    #[must_use]
    pub const fn with_handicap_bonus(mut self, bonus: HandicapBonus) -> Rules {
        self.handicap_bonus = bonus;
        self
    }
    /// These rules with another outcome for long cycles under simple ko.
    #[must_use]
    pub const fn with_cycle_outcome(mut self, outcome: CycleOutcome) -> Rules {
        self.cycle_outcome = outcome;
        self
    }
    /// These rules with another dead-stone policy.
    #[must_use]
    pub const fn with_dead_stones(mut self, dead: DeadStones) -> Rules {
        self.dead_stones = dead;
        self
    }
    /// These rules with or without AGA pass stones.
    #[must_use]
    pub const fn with_pass_stones(mut self, pass_stones: PassStones) -> Rules {
        self.pass_stones = pass_stones;
        self
    }
    /// These rules with another order of play after a rejected count.
    #[must_use]
    pub const fn with_resume_order(mut self, order: ResumeOrder) -> Rules {
        self.resume_order = order;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_parses_and_prints() {
        for (text, half, shown) in [
            ("6.5", 13, "6.5"),
            ("-7", -14, "-7"),
            ("0.50", 1, "0.5"),
            ("+5.5", 11, "5.5"),
            ("0", 0, "0"),
            ("-0.5", -1, "-0.5"),
            (".5", 1, "0.5"),
        ] {
            let k: Komi = text.parse().unwrap();
            assert_eq!(k.half_points(), half, "{text}");
            assert_eq!(k.to_string(), shown);
        }
        for bad in ["", "abc", "6.25", "7.", "--1", "10000.5", "1e3", "."] {
            if bad == "7." {
                assert_eq!("7.".parse::<Komi>().unwrap().half_points(), 14);
                continue;
            }
            assert!(bad.parse::<Komi>().is_err(), "{bad}");
        }
    }

    #[test]
    fn presets_follow_rules_md_section_9() {
        let s = Rules::studio();
        assert_eq!(
            (s.ko(), s.suicide(), s.counting(), s.komi().half_points()),
            (KoRule::PositionalSuperko, Suicide::Forbidden, Counting::Area, 15)
        );
        assert_eq!(Rules::chinese().handicap_bonus(), HandicapBonus::N);
        let a = Rules::aga();
        assert_eq!(
            (a.ko(), a.handicap_bonus(), a.pass_stones()),
            (KoRule::SituationalSuperko, HandicapBonus::NMinusOne, PassStones::Aga)
        );
        let nz = Rules::new_zealand();
        assert_eq!(
            (nz.ko(), nz.suicide(), nz.komi().half_points()),
            (KoRule::SituationalSuperko, Suicide::MultiStoneAllowed, 14)
        );
        let tt = Rules::tromp_taylor();
        assert_eq!(
            (tt.ko(), tt.suicide(), tt.dead_stones()),
            (KoRule::PositionalSuperko, Suicide::MultiStoneAllowed, DeadStones::NeverRemoved)
        );
        #[cfg(feature = "japanese")]
        {
            let j = Rules::japanese();
            assert_eq!(
                (j.ko(), j.counting(), j.komi().half_points(), j.cycle_outcome()),
                (KoRule::Simple, Counting::Territory, 13, CycleOutcome::NoResult)
            );
            let g9 = Rules::game_site(BoardSize::NINE);
            let g13 = Rules::game_site(BoardSize::THIRTEEN);
            let g19 = Rules::game_site(BoardSize::NINETEEN);
            assert_eq!(
                (g9.komi().to_string(), g13.komi().to_string(), g19.komi().to_string()),
                ("3.5".into(), "4.5".into(), "5.5".into())
            );
            assert_eq!(g9.counting(), Counting::GameSite);
        }
        for name in Rules::preset_names() {
            assert!(Rules::preset(name, BoardSize::NINE).is_some(), "{name}");
        }
        assert_eq!(Rules::preset("bogus", BoardSize::NINE), None);
    }
}
