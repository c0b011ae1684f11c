//! The named rule sets of RULES.md section 9.

use super::Rules;
use super::axes::{
    Counting, CycleOutcome, DeadStones, HandicapBonus, KoRule, PassStones, ResumeOrder, Suicide, UnfilledDame,
};
use super::komi::Komi;
use crate::base::BoardSize;
use crate::base::codes::vocabulary;

vocabulary! {
    /// A named rule set (RULES.md section 9). [`Preset::rules`] gives its
    /// axes for a board size; a [`Rules`] value remembers the preset it
    /// was made from ([`Rules::preset`]).
    ///
    /// The territory presets (Japanese, Korean, game site) need the
    /// `japanese` feature to be played: without it a game set up with
    /// territory counting is refused (`SetupError::FeatureDisabled`).
    pub enum Preset {
        /// The studio (source document 001), the 9x9 teaching table: area
        /// counting, positional superko, suicide forbidden, komi 7.5.
        Studio = 0 => "studio",
        /// The game site (source document 003): the game site's territory
        /// formula (seki aware), simple ko with long cycles ending without
        /// result, suicide forbidden, komi by board size (5.5 for sides of
        /// 17 and more, 4.5 for 11..=16, 3.5 up to 10).
        GameSite = 1 => "game_site" | "gamesite" | "site",
        /// Chinese rules: area counting, positional superko, suicide
        /// forbidden, komi 7.5, handicap compensation N.
        Chinese = 2 => "chinese" | "cn" | "china",
        /// Japanese rules: territory counting (seki aware), simple ko with
        /// long cycles ending without result, suicide forbidden, komi 6.5;
        /// after a rejected count the opponent of the rejecter moves first.
        Japanese = 3 => "japanese" | "jp" | "japan",
        /// Korean rules: as Japanese for everything this engine models.
        Korean = 4 => "korean" | "kr" | "korea",
        /// AGA rules: area counting made territory-equivalent by pass
        /// stones, situational superko, suicide forbidden, komi 7.5,
        /// compensation N − 1.
        Aga = 5 => "aga",
        /// New Zealand rules: area counting, situational superko,
        /// multi-stone suicide allowed, komi 7.
        NewZealand = 6 => "new_zealand" | "nz" | "newzealand",
        /// Tromp-Taylor rules: area counting with no dead-stone removal,
        /// positional superko, multi-stone suicide allowed, komi 7.5.
        TrompTaylor = 7 => "tromp_taylor" | "tt" | "tromptaylor",
    }
}

impl Preset {
    /// The rules of this preset for a board of `size` (only the game site's
    /// komi depends on it).
    #[must_use]
    pub fn rules(self, size: BoardSize) -> Rules {
        let studio = Rules {
            preset: Preset::Studio,
            ko: KoRule::PositionalSuperko,
            suicide: Suicide::Forbidden,
            counting: Counting::Area,
            komi: Komi::from_half_points(15),
            handicap_bonus: HandicapBonus::None,
            cycle_outcome: CycleOutcome::Draw,
            dead_stones: DeadStones::Agreed,
            pass_stones: PassStones::None,
            resume_order: ResumeOrder::SidePassedFirst,
            unfilled_dame: UnfilledDame::CountAsFilled,
        };
        let japanese = Rules {
            ko: KoRule::Simple,
            counting: Counting::Territory,
            komi: Komi::from_half_points(13),
            cycle_outcome: CycleOutcome::NoResult,
            resume_order: ResumeOrder::OpponentOfRejecter,
            ..studio
        };
        let preset = self;
        match self {
            Preset::Studio => studio,
            Preset::Chinese => Rules { preset, handicap_bonus: HandicapBonus::N, ..studio },
            Preset::Aga => Rules {
                preset,
                ko: KoRule::SituationalSuperko,
                handicap_bonus: HandicapBonus::NMinusOne,
                pass_stones: PassStones::Aga,
                ..studio
            },
            Preset::NewZealand => Rules {
                preset,
                ko: KoRule::SituationalSuperko,
                suicide: Suicide::MultiStoneAllowed,
                komi: Komi::from_half_points(14),
                ..studio
            },
            Preset::TrompTaylor => {
                Rules { preset, suicide: Suicide::MultiStoneAllowed, dead_stones: DeadStones::NeverRemoved, ..studio }
            }
            Preset::Japanese | Preset::Korean => Rules { preset, ..japanese },
            Preset::GameSite => Rules {
                preset,
                ko: KoRule::Simple,
                counting: Counting::GameSite,
                komi: Komi::game_site_default(size),
                cycle_outcome: CycleOutcome::NoResult,
                ..studio
            },
        }
    }

    /// The preset's default komi on a board of `size`.
    #[must_use]
    pub fn komi(self, size: BoardSize) -> Komi {
        self.rules(size).komi()
    }

    /// The value SGF's `RU` property is written with: `Japanese`,
    /// `Chinese`, `Korean`, `AGA`, `NZ` and `Tromp-Taylor` as the SGF FF\[4\]
    /// specification and other programs write them; `studio` and
    /// `game-site`, go-core's own names, for the seeds' two tables.
    #[must_use]
    pub const fn sgf_name(self) -> &'static str {
        match self {
            Preset::Studio => "studio",
            Preset::GameSite => "game-site",
            Preset::Chinese => "Chinese",
            Preset::Japanese => "Japanese",
            Preset::Korean => "Korean",
            Preset::Aga => "AGA",
            Preset::NewZealand => "NZ",
            Preset::TrompTaylor => "Tromp-Taylor",
        }
    }

    /// The preset an SGF `RU` value names, read loosely as real records
    /// write it: letters and digits only, case-insensitive, so that
    /// `Japanese`, `japanese`, `JP`, `New Zealand`, `Tromp-Taylor` and the
    /// names and aliases of `FromStr` are all recognised. `None` for any
    /// other text.
    #[must_use]
    pub fn from_sgf_name(text: &str) -> Option<Preset> {
        let squash = |t: &str| -> String {
            t.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_lowercase()
        };
        let wanted = squash(text);
        if wanted.is_empty() {
            return None;
        }
        let extra: &[(&str, Preset)] = &[
            ("jpn", Preset::Japanese),
            ("kor", Preset::Korean),
            ("chn", Preset::Chinese),
            ("americangoassociation", Preset::Aga),
        ];
        if let Some(&(_, p)) = extra.iter().find(|(n, _)| *n == wanted) {
            return Some(p);
        }
        let vocabulary = <Preset as crate::base::Coded>::VOCABULARY;
        vocabulary.terms.iter().zip(Preset::ALL).find_map(|(term, &p)| {
            let names = std::iter::once(term.name).chain(term.aliases.iter().copied()).chain([p.sgf_name()]);
            names.map(squash).any(|n| n == wanted).then_some(p)
        })
    }

    /// The cargo feature this preset needs to be played, if any: the
    /// territory presets need `japanese`.
    #[must_use]
    pub const fn feature(self) -> Option<&'static str> {
        match self {
            Preset::Japanese | Preset::Korean | Preset::GameSite => Some("japanese"),
            _ => None,
        }
    }
}
