//! Rules as independent axes (ko, suicide, counting, komi, handicap bonus,
//! long cycles, dead stones, pass stones, resume order, unfilled dame) with
//! named presets for every row of RULES.md section 9.
//!
//! ```
//! use go_core::{BoardSize, KoRule, Komi, Preset, Rules};
//! let rules = Rules::chinese().with_komi(Komi::from_half_points(13)).with_ko(KoRule::SituationalSuperko);
//! assert_eq!(rules.komi().to_string(), "6.5");
//! assert_eq!(rules.preset(), None); // no longer the Chinese rules
//! assert_eq!(rules.base_preset(), Preset::Chinese);
//! assert_eq!(rules.to_string(), "chinese ko=situational_superko komi=6.5");
//! assert_eq!("chinese ko=situational_superko komi=6.5".parse::<Rules>(), Ok(rules));
//! assert_eq!(Preset::Japanese.rules(BoardSize::NINETEEN).preset(), Some(Preset::Japanese));
//! ```

mod axes;
mod komi;
mod preset;

use std::fmt;
use std::str::FromStr;

pub use axes::{
    Counting, CycleOutcome, DeadStones, HandicapBonus, KoRule, PassStones, ResumeOrder, Suicide, UnfilledDame,
};
pub use komi::Komi;
pub use preset::Preset;

use crate::base::{BoardSize, ParseError, excerpt};

/// A complete rule set: one value per independent axis, and the preset it
/// was made from.
///
/// Start from a preset ([`Preset::rules`], or [`Rules::studio`],
/// [`Rules::chinese`], ...) and change axes with the `with_*` setters. The
/// presets follow RULES.md section 9. [`Rules::preset`] tells whether the
/// rules are still exactly their preset's (komi aside: every preset is
/// played with other komi too).
///
/// `Display` writes the preset's name followed by each axis that differs
/// from the preset as `axis=value` (komi when it differs from the preset's
/// komi on a 19x19 board, or the game site's on any size); `FromStr` reads
/// that text back. The axis keys are `ko`, `suicide`, `counting`, `komi`,
/// `handicap_bonus`, `cycle_outcome`, `dead_stones`, `pass_stones`,
/// `resume_order` and `unfilled_dame`; the values are the axes' names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    preset: Preset,
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
    pub fn studio() -> Rules {
        Preset::Studio.rules(BoardSize::NINE)
    }

    /// Chinese rules: area counting, positional superko, suicide forbidden,
    /// komi 7.5, handicap compensation N.
    #[must_use]
    pub fn chinese() -> Rules {
        Preset::Chinese.rules(BoardSize::NINETEEN)
    }

    /// AGA rules: area counting made territory-equivalent by pass stones,
    /// situational superko, suicide forbidden, komi 7.5, compensation N − 1.
    #[must_use]
    pub fn aga() -> Rules {
        Preset::Aga.rules(BoardSize::NINETEEN)
    }

    /// New Zealand rules: area counting, situational superko, multi-stone
    /// suicide allowed, komi 7.
    #[must_use]
    pub fn new_zealand() -> Rules {
        Preset::NewZealand.rules(BoardSize::NINETEEN)
    }

    /// Tromp-Taylor rules: area counting with no dead-stone removal,
    /// positional superko, multi-stone suicide allowed, komi 7.5.
    #[must_use]
    pub fn tromp_taylor() -> Rules {
        Preset::TrompTaylor.rules(BoardSize::NINETEEN)
    }

    /// Japanese rules: territory counting (seki aware), simple ko with long
    /// cycles ending without result, suicide forbidden, komi 6.5; after a
    /// rejected count the opponent of the rejecter moves first.
    #[cfg(feature = "japanese")]
    #[must_use]
    pub fn japanese() -> Rules {
        Preset::Japanese.rules(BoardSize::NINETEEN)
    }

    /// Korean rules: as Japanese ([`Rules::japanese`]) for everything this
    /// engine models.
    #[cfg(feature = "japanese")]
    #[must_use]
    pub fn korean() -> Rules {
        Preset::Korean.rules(BoardSize::NINETEEN)
    }

    /// The game site (source document 003): game-site territory formula
    /// (seki aware), simple ko with long cycles ending without result,
    /// suicide forbidden, komi by board size (5.5 for sides 17 and up, 4.5
    /// for 11..=16, 3.5 up to 10; see [`Komi::game_site_default`]).
    #[cfg(feature = "japanese")]
    #[must_use]
    pub fn game_site(size: BoardSize) -> Rules {
        Preset::GameSite.rules(size)
    }

    /// The preset these rules are exactly (komi aside), or `None` when an
    /// axis was changed away from it.
    #[must_use]
    pub fn preset(&self) -> Option<Preset> {
        let base = self.preset.rules(BoardSize::NINETEEN).with_komi(self.komi);
        (base == *self).then_some(self.preset)
    }

    /// The preset these rules were made from, whatever was changed since.
    #[must_use]
    pub const fn base_preset(&self) -> Preset {
        self.preset
    }

    /// The same rules with the komi their preset gives a board of `size`
    /// (RULES.md sections 4 and 9: the game site's komi goes by the
    /// board's size, 3.5 up to 10x10, 4.5 up to 16x16, 5.5 beyond; every
    /// other preset's komi is the same on every board), every other axis
    /// kept. For rules given for one size and used on another (a record
    /// without `KM`).
    #[must_use]
    pub fn with_preset_komi(self, size: BoardSize) -> Rules {
        self.with_komi(self.preset.komi(size))
    }

    /// The cargo feature these rules need to be played, if any: territory
    /// counting needs `japanese`.
    #[must_use]
    pub const fn feature(&self) -> Option<&'static str> {
        if self.counting.is_territory() { Some("japanese") } else { None }
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
    /// What an unfilled dame costs under territory counting.
    #[must_use]
    pub const fn unfilled_dame(&self) -> UnfilledDame {
        self.unfilled_dame
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
    /// These rules with another reading of unfilled dame.
    #[must_use]
    pub const fn with_unfilled_dame(mut self, unfilled_dame: UnfilledDame) -> Rules {
        self.unfilled_dame = unfilled_dame;
        self
    }

    /// These rules with the axis `key` set from its text `value` (the keys
    /// and values of `Display`): `ko=positional_superko`, `komi=6.5`, ...
    ///
    /// # Errors
    /// [`ParseError::UnknownName`] for an unknown key or value; a komi that
    /// is not a multiple of 0.5 within ±10000 is reported the same way,
    /// naming `Komi`.
    pub fn with_axis(self, key: &str, value: &str) -> Result<Rules, ParseError> {
        Ok(match axis_key(key).as_str() {
            "ko" | "ko_rule" => self.with_ko(value.parse()?),
            "suicide" => self.with_suicide(value.parse()?),
            "counting" | "scoring" => self.with_counting(value.parse()?),
            "komi" => self.with_komi(value.parse().map_err(|_| ParseError::UnknownName {
                vocabulary: "Komi",
                text: excerpt(value, 40),
                expected: "a multiple of 0.5 within +-10000, as 6.5".to_owned(),
            })?),
            "handicap_bonus" => self.with_handicap_bonus(value.parse()?),
            "cycle_outcome" | "long_cycles" => self.with_cycle_outcome(value.parse()?),
            "dead_stones" => self.with_dead_stones(value.parse()?),
            "pass_stones" => self.with_pass_stones(value.parse()?),
            "resume_order" => self.with_resume_order(value.parse()?),
            "unfilled_dame" => self.with_unfilled_dame(value.parse()?),
            _ => {
                return Err(ParseError::UnknownName {
                    vocabulary: "rules axis",
                    text: excerpt(key, 40),
                    expected: AXES.join(", "),
                });
            }
        })
    }

    /// Each axis as `(key, value)` text, in the order of `Display`.
    #[must_use]
    pub fn axes(&self) -> [(&'static str, String); 10] {
        [
            ("ko", self.ko.name().to_owned()),
            ("suicide", self.suicide.name().to_owned()),
            ("counting", self.counting.name().to_owned()),
            ("komi", self.komi.to_string()),
            ("handicap_bonus", self.handicap_bonus.name().to_owned()),
            ("cycle_outcome", self.cycle_outcome.name().to_owned()),
            ("dead_stones", self.dead_stones.name().to_owned()),
            ("pass_stones", self.pass_stones.name().to_owned()),
            ("resume_order", self.resume_order.name().to_owned()),
            ("unfilled_dame", self.unfilled_dame.name().to_owned()),
        ]
    }
}

/// The axis keys, in the order of `Display`.
const AXES: [&str; 10] = [
    "ko",
    "suicide",
    "counting",
    "komi",
    "handicap_bonus",
    "cycle_outcome",
    "dead_stones",
    "pass_stones",
    "resume_order",
    "unfilled_dame",
];

impl fmt::Display for Rules {
    /// Writes the preset's name, then each axis that differs from it as
    /// ` axis=value` (see [`Rules`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.preset.name())?;
        // The reference is the preset at 19x19, as `FromStr` reads a bare
        // name: the game site's smaller boards, whose komi depends on the
        // size, write theirs (`game_site komi=3.5` on 9x9), so that the
        // text reads back to the same rules.
        let reference = self.preset.rules(BoardSize::NINETEEN);
        for ((key, mine), (_, theirs)) in self.axes().into_iter().zip(reference.axes()) {
            if mine != theirs {
                write!(f, " {key}={mine}")?;
            }
        }
        Ok(())
    }
}

/// An axis key as [`Rules::with_axis`] reads it: trimmed, lower case, `-`
/// and spaces as `_`.
fn axis_key(key: &str) -> String {
    key.trim().to_ascii_lowercase().replace(['-', ' '], "_")
}

impl Rules {
    /// Whether a rules text, as [`Rules`]' `FromStr` reads it, gives the
    /// komi (an axis word `komi=...`, in any case: `KOMI=3`). A program
    /// that reads rules from its user and gives a board's preset komi
    /// where none was given asks this (found from outside: a check for
    /// the text `komi=` missed `KOMI=3`).
    #[must_use]
    pub fn text_gives_komi(text: &str) -> bool {
        words(text).filter_map(|word| word.split_once('=')).any(|(key, _)| axis_key(key) == "komi")
    }
}

/// The words of a rules text: apart by any white space or commas (found
/// from outside: a tab between them made an unknown name).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty())
}

impl FromStr for Rules {
    type Err = ParseError;

    /// Reads what `Display` writes: a preset name (or alias; one of two
    /// words may be written with `-`, `_` or a space: `new zealand`), then
    /// any number of `axis=value` words separated by white space or commas (an
    /// axis given twice takes its last value, as a later setting
    /// overrides an earlier one). A game
    /// site preset read without a komi gets the 19x19 komi (5.5): give the
    /// komi, or use [`Preset::rules`] with the board size.
    fn from_str(text: &str) -> Result<Rules, ParseError> {
        let mut words = words(text).peekable();
        let first = words.next().unwrap_or("");
        // A preset name of two words written with a space (`new zealand`,
        // `tromp taylor`, `game site`): the second word is no axis.
        let two = words.peek().filter(|w| !w.contains('=')).and_then(|w| format!("{first} {w}").parse::<Preset>().ok());
        let preset: Preset = match two {
            Some(p) => {
                words.next();
                p
            }
            None => first.parse()?,
        };
        let mut rules = preset.rules(BoardSize::NINETEEN);
        for word in words {
            let Some((key, value)) = word.split_once('=') else {
                return Err(ParseError::UnknownName {
                    vocabulary: "rules axis",
                    text: excerpt(word, 40),
                    expected: "axis=value, as ko=simple".to_owned(),
                });
            };
            rules = rules.with_axis(key, value)?;
        }
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Preset names of two words read with a space too, as the names
    /// alone do (found from outside: `"new zealand"` was refused).
    #[test]
    fn two_word_presets_read_with_a_space() {
        for (text, preset) in [
            ("new zealand", "new-zealand"),
            ("Tromp Taylor komi=5.5", "tromp-taylor komi=5.5"),
            ("game site komi=6.5", "game-site komi=6.5"),
            ("new_zealand", "new-zealand"),
        ] {
            let a: Rules = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            let b: Rules = preset.parse().unwrap();
            assert_eq!(a, b, "{text}");
        }
        assert!("chinese zealand".parse::<Rules>().is_err());
        assert!("new".parse::<Rules>().is_err());
    }

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
            ("7.", 14, "7"),
        ] {
            let k: Komi = text.parse().unwrap();
            assert_eq!(k.half_points(), half, "{text}");
            assert_eq!(k.to_string(), shown);
        }
        for bad in ["", "abc", "6.25", "--1", "10000.5", "1e3", ".", "NaN", "inf"] {
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
        let j = Preset::Japanese.rules(BoardSize::NINETEEN);
        assert_eq!(
            (j.ko(), j.counting(), j.komi().half_points(), j.cycle_outcome(), j.unfilled_dame()),
            (KoRule::Simple, Counting::Territory, 13, CycleOutcome::NoResult, UnfilledDame::CountAsFilled)
        );
        let g = |n| Preset::GameSite.rules(BoardSize::square(n).unwrap()).komi().to_string();
        assert_eq!((g(9), g(13), g(19)), ("3.5".into(), "4.5".into(), "5.5".into()));
        assert_eq!(Preset::GameSite.rules(BoardSize::NINE).counting(), Counting::GameSite);
        for &p in Preset::ALL {
            assert_eq!(p.rules(BoardSize::NINE).preset(), Some(p), "{p}");
            assert_eq!(p.name().parse::<Preset>(), Ok(p));
            assert_eq!(Preset::from_sgf_name(p.sgf_name()), Some(p));
            assert_eq!(p.rules(BoardSize::NINETEEN).to_string(), p.name());
            // The game site's 9x9 komi is not its 19x19 one: written out.
            let nine = if p == Preset::GameSite { format!("{} komi=3.5", p.name()) } else { p.name().to_owned() };
            assert_eq!(p.rules(BoardSize::NINE).to_string(), nine);
        }
        assert!("bogus".parse::<Preset>().is_err());
    }

    #[test]
    fn korean_is_not_japanese_by_name() {
        let (j, k) = (Preset::Japanese.rules(BoardSize::NINE), Preset::Korean.rules(BoardSize::NINE));
        assert_ne!(j, k);
        assert_eq!(j.with_axis("ko", "simple").map(|r| r.ko()), Ok(k.ko()));
    }

    #[test]
    fn rules_text_round_trips() {
        let r = Rules::aga().with_suicide(Suicide::MultiStoneAllowed).with_komi(Komi::from_half_points(-3));
        assert_eq!(r.to_string(), "aga suicide=multi_stone_allowed komi=-1.5");
        assert_eq!(r.to_string().parse::<Rules>(), Ok(r));
        assert_eq!("NZ, ko=simple".parse::<Rules>().map(|r| r.ko()), Ok(KoRule::Simple));
        // Any white space parts the words (found from outside: a tab did not).
        assert_eq!("chinese\tko=simple\n komi=5".parse::<Rules>(), "chinese ko=simple komi=5".parse::<Rules>());
        assert!("chinese\tko=simple".parse::<Rules>().is_ok());
        assert!("chinese\u{b}ko=simple\u{a0}komi=5".parse::<Rules>().is_ok());
        assert!(Rules::text_gives_komi("japanese\tkomi=3"));
        assert!("chinese ko=bogus".parse::<Rules>().is_err());
        assert!("chinese colour=red".parse::<Rules>().is_err());
        assert!("chinese komi=7.3".parse::<Rules>().is_err());
        assert_eq!(Preset::from_sgf_name("New Zealand"), Some(Preset::NewZealand));
        assert_eq!(Preset::from_sgf_name("JPN"), Some(Preset::Japanese));
        assert_eq!(Preset::from_sgf_name("GOE"), None);
        // Every preset at every size reads back from its text (found from
        // outside: the game site's 9x9 rules wrote `game_site`, which reads
        // as the 19x19 komi).
        for &preset in Preset::ALL {
            for (w, h) in [(1, 1), (9, 9), (13, 13), (19, 19), (19, 9), (7, 5), (25, 25), (52, 52)] {
                let r = preset.rules(BoardSize::new(w, h).unwrap());
                assert_eq!(r.to_string().parse::<Rules>(), Ok(r), "{preset:?} {w}x{h}: {r}");
            }
        }
        let site = |size| Preset::GameSite.rules(size).to_string();
        assert_eq!(site(BoardSize::NINE), "game_site komi=3.5");
        assert_eq!(site(BoardSize::NINETEEN), "game_site");
    }
}
