//! The game information of a record: size, rules, komi, handicap, result,
//! players, dates, time settings.

use std::str::FromStr;

use super::error::{SgfError, SgfWarning, TextPosition, WarningKind};
use super::replay::ReplayMode;
use super::tree::{SgfNode, SgfProperty};
use super::values::{self, RecordedResult, TimeSettings};
use crate::base::{BoardSize, SeatKind};
use crate::board::{Board, Topology};
use crate::game::{OutOfTurn, Table};
use crate::rules::{Komi, Preset, Rules, Suicide};
use crate::variants::{AtariGo, RefereeConvention, Variant};

/// The game information read from a game tree's root node.
///
/// Rules come from `RU` (RULES.md section 9 presets): `Japanese`, `Chinese`,
/// `AGA`, `NZ`/`New Zealand`, `Korean`, `GOE`/`Ing` (read as Chinese rules
/// with multi-stone suicide allowed and komi 8: an approximation of Ing's ko
/// rules), `Tromp-Taylor`/`TT`, and go-core's own preset names
/// ([`Rules::preset`]). Without `RU` the default is Japanese (Chinese when
/// the `japanese` feature is off); an unknown `RU` gets the same default and
/// a [`WarningKind::UnknownRules`] warning.
///
/// Komi comes from `KM`, a decimal multiple of 0.5. Non-standard forms are
/// read by heuristics, each reported as [`WarningKind::KomiHeuristic`]:
/// a whole number of 100 or more written without a decimal point that is
/// a multiple of 50 is komi x100 (`KM[750]` is 7.5, `KM[650]`, `KM[550]`;
/// `KM[750.0]` is 750, the form go-core's writer uses for such a komi); one
/// that is a multiple of 25 is Chinese komi in stones x100 (`KM[375]` is
/// 3.75 stones, 7.5 points); a
/// decimal comma is read as a point (`6,5`); and Fox's `KM[0]` in an even
/// game with `RU[Japanese]` and `AP[YuanYu]` (the Fox client) is 6.5, the
/// komi Fox actually used. `KM[7.500000]` is standard and needs no
/// heuristic. A `KM` that cannot be read (`KM[7.3]`, `KM[NaN]`, `KM[inf]`,
/// `KM[1e308]`) is refused by strict reading and leaves `komi: None` in
/// tolerant reading (see [`GameInfo::from_root_with`]).
///
/// Variants (RULES.md section 6) come from q5Go's convention and go-core's
/// private properties (see the module documentation): `GM[q5go-1]`/`TO[n]`
/// for the topology, `GS` for the seats, `AG` for Atari Go and `PG` for the
/// Phantom Go referee convention. A value that cannot be read, or a variant
/// this build lacks the feature for, is refused by strict reading, and in
/// tolerant reading is a [`WarningKind::UnreadableValue`] warning and
/// ordinary Go is used.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GameInfo {
    /// `SZ` (19x19 when absent).
    pub size: BoardSize,
    /// The rules to replay under: the `RU` preset with the `KM` komi.
    pub rules: Rules,
    /// `RU` as written.
    pub rules_text: Option<String>,
    /// `KM` after the heuristics, `None` when absent or unreadable (then
    /// [`GameInfo::unreadable_value`]`("KM")` has the text, and `rules`
    /// carries the rule set's default komi only so that the game can be
    /// played: a writer must not write it as the record's komi).
    pub komi: Option<Komi>,
    /// `HA`, in stones (0 when absent or unreadable; unreadable:
    /// [`GameInfo::unreadable_value`]`("HA")` has the text).
    pub handicap: u32,
    /// `RE`, read and kept (its text too when it is not FF\[4\]'s form).
    pub result: Option<RecordedResult>,
    /// `PB`.
    pub black_player: Option<String>,
    /// `PW`.
    pub white_player: Option<String>,
    /// `BR`.
    pub black_rank: Option<String>,
    /// `WR`.
    pub white_rank: Option<String>,
    /// `DT` as written (also when it is not FF\[4\]'s form, which
    /// tolerant reading warns about).
    pub date: Option<String>,
    /// `EV`.
    pub event: Option<String>,
    /// `RO`.
    pub round: Option<String>,
    /// `PC`.
    pub place: Option<String>,
    /// `GN`.
    pub game_name: Option<String>,
    /// `AP`.
    pub application: Option<String>,
    /// `TM` and `OT`.
    pub time: TimeSettings,
    /// q5Go's `TO[n]` (bit value 1 horizontal wrap, 2 vertical): the board
    /// topology, planar when absent or unreadable.
    pub topology: Topology,
    /// `GS` (go-core): the seats of each side, one person each when absent
    /// or unreadable.
    pub table: Table,
    /// `AG[n]` (go-core): Atari Go, won by the first side to capture `n`
    /// stones.
    pub atari_go: Option<AtariGo>,
    /// `PG[convention]` (go-core): a Phantom Go record and its referee
    /// convention. A replay is the full game: with `PG` alone it is a game
    /// set up as Phantom Go ([`Variant::Phantom`], which the computer
    /// player refuses to search whole); with `AG` too (the referee's record
    /// of an Atari Go game, which [`crate::SgfCollection::from_phantom`]
    /// writes so) it is an Atari Go game, and the convention is kept only
    /// here. Either way, [`crate::PhantomGame::new`] over the replayed game
    /// with this convention referees it again.
    pub phantom: Option<RefereeConvention>,
    /// Heuristics applied and values that could not be read (tolerant
    /// reading), each with its position.
    pub warnings: Vec<SgfWarning>,
}

/// The default rules when `RU` is absent or unknown: the Japanese rules,
/// as most records without `RU` were played (to replay them without the
/// `japanese` feature, give other rules in `ReplayOptions::default_rules`).
fn default_rules(size: BoardSize) -> Rules {
    Preset::Japanese.rules(size)
}

/// The rules for an `RU` text, `None` when unknown: a preset
/// ([`Preset::from_sgf_name`]), go-core's own rules text (`chinese
/// ko=simple`), or `GOE`/`Ing`, read as Chinese rules with multi-stone
/// suicide allowed and komi 8 (an approximation of Ing's ko rules).
pub(crate) fn rules_for(text: &str, size: BoardSize) -> Option<Rules> {
    if let Some(p) = Preset::from_sgf_name(text) {
        return Some(p.rules(size));
    }
    let norm: String = text.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_lowercase();
    if matches!(norm.as_str(), "goe" | "ing" | "ings" | "ingrules" | "ingsrules") {
        return Some(Rules::chinese().with_suicide(Suicide::MultiStoneAllowed).with_komi(Komi::from_half_points(16)));
    }
    text.parse::<Rules>().ok()
}

impl GameInfo {
    /// The variant the record is played under: Atari Go (`AG`, with or
    /// without `PG`: see [`GameInfo::phantom`]), Phantom Go (`PG`) or
    /// ordinary Go.
    #[must_use]
    pub fn variant(&self) -> Variant {
        match (self.atari_go, self.phantom) {
            (Some(rule), _) => Variant::AtariGo(rule),
            (None, Some(convention)) => Variant::Phantom(convention),
            (None, None) => Variant::Standard,
        }
    }

    /// Reads the game information of the game tree whose root is `root`
    /// tolerantly: `GameInfo::from_root_with(root, ReplayMode::Tolerant)`.
    ///
    /// # Errors
    /// As [`GameInfo::from_root_with`] in tolerant mode.
    pub fn from_root(root: SgfNode<'_>) -> Result<GameInfo, SgfError> {
        GameInfo::from_root_with(root, ReplayMode::Tolerant)
    }

    /// Reads the game information of the game tree whose root is `root`.
    ///
    /// Every value is read for its type, and one rule holds for all of
    /// them: no value the file does not have is invented. A value that
    /// cannot be read, or lies out of range, is
    ///
    /// - in [`ReplayMode::Strict`] an [`SgfError::InvalidValue`] naming the
    ///   property, the value and its line and column;
    /// - in [`ReplayMode::Tolerant`] a [`WarningKind::UnreadableValue`]
    ///   warning with its position, and the field reads as unknown:
    ///   `komi: None` (the game is still played under the rules' default
    ///   komi, which the warning says), `handicap: 0` (no compensation),
    ///   `time.main_time_ms: None`; free-text fields (`RE`, `DT`) keep
    ///   their text. [`GameInfo::unreadable_value`] gives the text as
    ///   written, so that a writer can copy it or leave it out.
    ///
    /// The parse mode does not matter here: game-info values are checked
    /// when they are read, by this function and by
    /// [`super::SgfCollection::replay_with`] with its [`ReplayMode`]
    /// (`replay --strict` sets both). The checks, by property:
    ///
    /// | property | readable when | tolerant reading of anything else |
    /// |---|---|---|
    /// | `SZ` | `n` or `w:h`, sides 1..=52 | none: an error in both modes (no board, no game) |
    /// | `GM` | `1` (or q5Go's `q5go-1`) | read as Go; another number is [`SgfError::NotGo`] in both modes |
    /// | `RU` | a rule set ([`GameInfo`]'s list) | the default rules, [`WarningKind::UnknownRules`] |
    /// | `KM` | a decimal multiple of 0.5 within ±10000, after the documented heuristics (warned as [`WarningKind::KomiHeuristic`] in both modes) | `komi: None` |
    /// | `HA` | a whole number of stones, at most the board's points | `handicap: 0` |
    /// | `TM` | seconds, a real number (`1800`, `34.5`) | `main_time_ms: None` |
    /// | `OT` | free text (FF\[4\]): never unreadable; common forms are read, others kept as [`Overtime::Other`](super::Overtime::Other) | — |
    /// | `RE` | FF\[4\]'s forms: `0`/`Draw`, `B+3.5`, `W+R`/`Resign`, `B+T`/`Time`, `W+F`/`Forfeit`, `B`/`B+` (winner only), `Void`, `?` | kept as text ([`RecordedResult::raw`]) with what could be read |
    /// | `DT` | FF\[4\]'s `YYYY-MM-DD`, partial dates (`1996`, `1996-12`), and comma-separated lists with FF\[4\]'s shortcuts (`1996-12-27,28`, `1996-05,06`) | kept as text |
    /// | `TO`, `GS`, `AG`, `PG` | see the module documentation | ordinary Go |
    ///
    /// Every one of these properties, and every other game-info and root
    /// property, takes one value (FF\[4\]; `GS`, the seats, is a list),
    /// stands once on the path (game information in any node of the main
    /// line, see [`SgfNode::game_info`](super::SgfNode::game_info); root
    /// properties in the root only): a
    /// second value (`KM[6.5][0.5]`), the property again in the same node
    /// or a later one, and a root property outside the root (`;SZ[9]` after
    /// the root) are not read, the first reading stands, and the property
    /// counts as unreadable (an error in strict mode, a
    /// [`WarningKind::UnreadableValue`] in tolerant mode). So does a second
    /// value of `PL` in the replay.
    ///
    /// `PL` (whose turn) is read per node by the replay under the same rule.
    /// Text fields (`PB`, `PW`, `BR`, `WR`, `EV`, `RO`, `PC`, `GN`, `AP`) are
    /// free text and always readable.
    ///
    /// # Errors
    /// [`SgfError::InvalidValue`] for an `SZ` that is not a size 1..=52
    /// (`SZ[0]`, `SZ[53]`, `SZ[-1]`) in both modes, and in strict mode for
    /// any value above that cannot be read; [`SgfError::NotGo`] for a
    /// numeric `GM` other than 1.
    pub fn from_root_with(root: SgfNode<'_>, mode: ReplayMode) -> Result<GameInfo, SgfError> {
        GameInfo::from_line(root, &root.main_line().skip(1).collect::<Vec<_>>(), mode)
    }

    /// [`GameInfo::from_root_with`] over a line: a game's `root`, then
    /// `later`, the nodes of one path from it (the line a replay follows,
    /// whose game information is that path's:
    /// [`super::tree::game_info_on`]).
    pub(crate) fn from_line(root: SgfNode<'_>, later: &[SgfNode<'_>], mode: ReplayMode) -> Result<GameInfo, SgfError> {
        let line: Vec<SgfNode<'_>> = std::iter::once(root).chain(later.iter().copied()).collect();
        let mut v = ValueReader { strict: mode == ReplayMode::Strict, warnings: Vec::new() };
        // Game-info properties may stand in a later node than the root
        // (`SgfNode::game_info`); the root properties are the root's.
        let game_info = super::tree::game_info_on(line.iter().copied(), |_| true);
        let info = |id: &str| game_info.iter().find(|p| p.ident() == id).copied();
        // FF[4] gives each game-info and root property one value and one
        // place: what is not read is refused in strict mode and said in
        // tolerant mode, over the nodes where game information may stand
        // (the main line: after the first move too, as in FF[4]'s merged
        // games; found from outside: `SZ[13]KM[7.5]` after a move were
        // skipped without a word, even in strict mode), as the parse left
        // them: a second value (found from outside:
        // `SZ[9][13]`, `KM[6.5][0.5]` and `RE[B+R][W+R]` kept their first
        // values without a word, even in strict mode, where `B[aa][bb]` is
        // refused), the same property twice in a node (a strict parse
        // keeps both, a lenient one merges them) or again in a later node,
        // and a root property outside the root (found from outside:
        // `;SZ[9]` after the root was not read, and the board was 19x19).
        let mut seen: Vec<&str> = Vec::new();
        for (depth, node) in line.iter().enumerate() {
            let mut here: Vec<&str> = Vec::new();
            for p in node.properties() {
                let id = p.ident();
                // `GS` (the seats) is a root property too, a list (checked
                // from outside: after the root it was skipped without a
                // word, even in strict replay).
                let root_only = SINGLE_VALUED_ROOT.contains(&id) || id == "GS";
                if !root_only && !super::tree::GAME_INFO.contains(&id) {
                    continue;
                }
                if root_only && depth > 0 {
                    v.unreadable(&p, OUTSIDE_THE_ROOT)?;
                } else if here.contains(&id) || seen.contains(&id) {
                    v.unreadable(&p, AGAIN)?;
                } else if p.value_count() > 1 && id != "GS" {
                    v.unreadable_value(&p, second_value(&p), SECOND_VALUE)?;
                }
                here.push(id);
            }
            seen.extend(here);
        }
        let text = |id: &str| info(id).map(|p| p.simple_text());
        if let Some(gm) = root.get("GM") {
            let t = gm.simple_text();
            match t.trim().parse::<u32>() {
                Ok(1) => {}
                Ok(_) => {
                    let p = gm.position();
                    return Err(SgfError::NotGo { line: p.line, column: p.column, game: t });
                }
                Err(_) if t.trim().eq_ignore_ascii_case("q5go-1") => {}
                Err(_) => v.unreadable(&gm, "not a game number (GM[1] is Go): read as Go")?,
            }
        }
        let size = match root.get("SZ") {
            None => BoardSize::NINETEEN,
            Some(sz) => values::parse_size(sz.raw()).map_err(|reason| invalid(&sz, reason))?,
        };
        let rules_text = text("RU");
        let mut rules = match (&rules_text, info("RU")) {
            (Some(t), Some(ru)) => match rules_for(t, size) {
                Some(r) => r,
                None if v.strict => return Err(invalid(&ru, "not a known rule set")),
                None => {
                    v.warnings.push(SgfWarning { position: ru.position(), kind: WarningKind::UnknownRules(t.clone()) });
                    default_rules(size)
                }
            },
            _ => default_rules(size),
        };
        let mut handicap = 0;
        if let Some(ha) = info("HA") {
            match ha.simple_text().trim().parse::<u32>() {
                Ok(n) if usize::try_from(n).is_ok_and(|n| n <= size.area()) => handicap = n,
                Ok(_) => v.unreadable(&ha, "more handicap stones than the board has points: no handicap")?,
                Err(_) => v.unreadable(&ha, "not a whole number of stones: no handicap")?,
            }
        }
        let application = root.get("AP").map(|p| p.simple_text());
        let mut komi = None;
        if let Some(km) = info("KM") {
            let raw = km.simple_text();
            let japanese = rules_text.as_deref().is_some_and(|r| r.trim().eq_ignore_ascii_case("japanese"));
            let fox = application.as_deref().is_some_and(|a| a.trim().starts_with("YuanYu"));
            match read_komi(raw.trim(), japanese && fox && handicap == 0) {
                Ok((k, heuristic)) => {
                    if let Some(reason) = heuristic {
                        v.warnings.push(SgfWarning {
                            position: km.position(),
                            kind: WarningKind::KomiHeuristic {
                                raw: raw.trim().to_owned(),
                                komi: k.to_string(),
                                reason,
                            },
                        });
                    }
                    komi = Some(k);
                    rules = rules.with_komi(k);
                }
                Err(()) => v.unreadable(
                    &km,
                    "not a komi (a decimal multiple of 0.5 within ±10000): komi unknown, the rules' default komi used for play",
                )?,
            }
        }
        let mut time = TimeSettings::default();
        if let Some(tm) = info("TM") {
            time.main_time_ms = values::parse_seconds_ms(&tm.simple_text());
            if time.main_time_ms.is_none() {
                v.unreadable(&tm, "not a number of seconds: main time unknown")?;
            }
        }
        time.overtime = text("OT").map(|t| values::parse_overtime(&t));
        let result = match info("RE") {
            None => None,
            Some(re) => {
                let r = RecordedResult::parse(&re.simple_text());
                if !r.is_standard() {
                    v.unreadable(&re, "not an FF[4] result (B+3.5, W+R, B+T, W+F, 0, Void, ?): kept as text")?;
                }
                Some(r)
            }
        };
        let date = match info("DT") {
            None => None,
            Some(dt) => {
                let t = dt.simple_text();
                if !values::is_ff4_date(&t) {
                    v.unreadable(&dt, "not an FF[4] date (1996-12-27, partial dates, comma lists): kept as text")?;
                }
                Some(t)
            }
        };
        let topology = read_topology(root, size, &mut v)?;
        let table = match root.get("GS") {
            None => Table::default(),
            Some(gs) => match read_table(&gs) {
                Ok(t) => t,
                Err(reason) => {
                    v.unreadable(&gs, reason)?;
                    Table::default()
                }
            },
        };
        let mut atari_go = None;
        if let Some(ag) = root.get("AG") {
            // A goal beyond the board's points is read as unreadable, as 0
            // is (found from outside: it failed the whole replay later,
            // even a tolerant one, where 0 gave ordinary Go and a warning).
            match ag.simple_text().trim().parse::<u32>().ok().and_then(|n| AtariGo::captures(n).ok()) {
                Some(rule) if !rule.fits(size) => {
                    v.unreadable(&ag, "more stones than the board has points: ordinary Go used")?;
                }
                Some(rule) if Variant::AtariGo(rule).check_feature().is_ok() => atari_go = Some(rule),
                Some(_) => v.unreadable(&ag, "Atari Go needs the atari feature: ordinary Go used")?,
                None => v.unreadable(&ag, "not a number of stones (1 or more): ordinary Go used")?,
            }
        }
        let mut phantom = None;
        if let Some(pg) = root.get("PG") {
            match pg.simple_text().parse::<RefereeConvention>() {
                Ok(c) if Variant::Phantom(c).check_feature().is_ok() => phantom = Some(c),
                Ok(_) => v.unreadable(&pg, "Phantom Go needs the phantom feature: ignored")?,
                Err(_) => v.unreadable(&pg, "unknown referee convention: ignored")?,
            }
        }
        Ok(GameInfo {
            size,
            rules,
            rules_text,
            komi,
            handicap,
            result,
            black_player: text("PB"),
            white_player: text("PW"),
            black_rank: text("BR"),
            white_rank: text("WR"),
            date,
            event: text("EV"),
            round: text("RO"),
            place: text("PC"),
            game_name: text("GN"),
            application,
            time,
            topology,
            table,
            atari_go,
            phantom,
            warnings: v.warnings,
        })
    }

    /// The text of root property `ident` (`KM`, `HA`, `TM`, `RE`, `DT`, ...)
    /// as written, trimmed, when tolerant reading found it unreadable or out
    /// of range ([`WarningKind::UnreadableValue`]); `None` when it was read
    /// (or is absent). A writer that writes this record back copies this
    /// text, or leaves the property out, and never writes the default the
    /// game was played with. A second value or a second place of a property
    /// whose first was read does not count: the first reading stands.
    #[must_use]
    pub fn unreadable_value(&self, ident: &str) -> Option<&str> {
        self.warnings.iter().find_map(|w| match &w.kind {
            WarningKind::UnreadableValue { property, value, reason }
                if property == ident && ![SECOND_VALUE, AGAIN, OUTSIDE_THE_ROOT].contains(reason) =>
            {
                Some(value.as_str())
            }
            _ => None,
        })
    }
}

/// Why a second value of a game-info or root property is not read.
pub(crate) const SECOND_VALUE: &str = "a second value, not read (FF[4] gives this property one)";
/// Why a game-info or root property standing again on the path is not read.
const AGAIN: &str = "the property again, not read (FF[4] gives game information once on a path)";
/// Why a root property in a node after the root is not read.
const OUTSIDE_THE_ROOT: &str = "a root property outside the root, not read (FF[4] keeps it in the root)";

/// The root properties [`GameInfo::from_root_with`] reads that take one
/// value (FF\[4\]'s `SZ`, `GM`, `FF`, `CA`, `AP`, `ST`, and the variant
/// properties `TO`, `AG` and `PG`; `GS`, the seats, is a list).
pub(crate) const SINGLE_VALUED_ROOT: &[&str] = &["SZ", "GM", "FF", "CA", "AP", "ST", "TO", "AG", "PG"];

/// `reason` without what tolerant replay does instead (the text after its
/// last `": "` when that says what is used: `"...: ordinary Go used"`):
/// a strict replay builds no game, so its error must not say what the
/// game was given (found from outside: `KM[abc]` in strict replay said
/// "the rules' default komi used for play").
fn without_fallback(reason: &'static str) -> &'static str {
    match reason.rsplit_once(": ") {
        Some((why, instead)) if instead.ends_with(" used") || instead.ends_with(" used for play") => why,
        _ => reason,
    }
}

/// Reads values under one rule: an unreadable value is an error in strict
/// mode, a warning in tolerant mode.
struct ValueReader {
    strict: bool,
    warnings: Vec<SgfWarning>,
}

impl ValueReader {
    /// Reports property `p`'s value as unreadable for `reason`.
    fn unreadable(&mut self, p: &SgfProperty<'_>, reason: &'static str) -> Result<(), SgfError> {
        self.unreadable_value(p, shown(&p.simple_text()), reason)
    }

    /// [`ValueReader::unreadable`] naming `value` instead of the property's
    /// first value.
    fn unreadable_value(&mut self, p: &SgfProperty<'_>, value: String, reason: &'static str) -> Result<(), SgfError> {
        if self.strict {
            return Err(invalid_value(p, value, without_fallback(reason)));
        }
        self.warnings.push(SgfWarning {
            position: p.position(),
            kind: WarningKind::UnreadableValue { property: p.ident().to_owned(), value, reason },
        });
        Ok(())
    }
}

/// The topology of `TO[n]`, planar (with a warning) when the value is not
/// 0..=3, needs the `toroidal` feature, or wraps an axis shorter than 3.
fn read_topology(root: SgfNode<'_>, size: BoardSize, v: &mut ValueReader) -> Result<Topology, SgfError> {
    let Some(to) = root.get("TO") else { return Ok(Topology::Planar) };
    let Some(topology) = to.simple_text().trim().parse::<u8>().ok().and_then(Topology::from_q5go_code) else {
        v.unreadable(&to, "not a q5Go topology code (0..=3): planar board used")?;
        return Ok(Topology::Planar);
    };
    match Board::with_topology(size, topology) {
        Ok(_) => Ok(topology),
        Err(crate::base::SetupError::FeatureDisabled { .. }) => {
            v.unreadable(&to, "a wrapped board needs the toroidal feature: planar board used")?;
            Ok(Topology::Planar)
        }
        Err(_) => {
            v.unreadable(&to, "a wrapped axis needs at least 3 points: planar board used")?;
            Ok(Topology::Planar)
        }
    }
}

/// The seats of a `GS` property: one value per side, `B:n` or
/// `B:n:kind,kind,...` (and `W:...`), kinds `person` or `computer`.
fn read_table(gs: &SgfProperty<'_>) -> Result<Table, &'static str> {
    let mut sides: [Option<Vec<SeatKind>>; 2] = [None, None];
    let mut out_of_turn = None;
    for value in gs.simple_texts() {
        if let Some(rule) = value.trim().strip_prefix("out_of_turn:") {
            let rule = rule.trim().parse::<OutOfTurn>().map_err(|_| "out_of_turn is refuse or pair_go_penalty")?;
            if out_of_turn.replace(rule).is_some() {
                return Err("out_of_turn is given twice");
            }
            continue;
        }
        let mut parts = value.trim().splitn(3, ':');
        let side = match parts.next().map(str::trim) {
            Some("B" | "b") => 0,
            Some("W" | "w") => 1,
            _ => return Err("a seat list must start with B: or W: (GS[B:2:person,computer])"),
        };
        let count: usize =
            parts.next().and_then(|n| n.trim().parse().ok()).ok_or("the number of seats is not a number")?;
        if !(1..=255).contains(&count) {
            return Err("a side needs 1..=255 seats");
        }
        let kinds = match parts.next() {
            None => vec![SeatKind::Person; count],
            Some(list) => list
                .split(',')
                .map(|k| match k.trim().to_ascii_lowercase().as_str() {
                    "person" | "human" => Ok(SeatKind::Person),
                    "computer" | "bot" => Ok(SeatKind::Computer),
                    _ => Err("a seat is person or computer"),
                })
                .collect::<Result<Vec<_>, _>>()?,
        };
        if kinds.len() != count {
            return Err("the number of seats does not match the seat kinds listed");
        }
        if sides[side].replace(kinds).is_some() {
            return Err("a side is listed twice");
        }
    }
    let [b, w] = sides;
    let b = b.unwrap_or_else(|| vec![SeatKind::Person]);
    let w = w.unwrap_or_else(|| vec![SeatKind::Person]);
    let table = Table::with_kinds(b, w).map_err(|_| "more than one seat per side needs the rengo feature")?;
    match out_of_turn {
        None | Some(OutOfTurn::Refuse) => Ok(table),
        Some(rule) if cfg!(feature = "rengo") => Ok(table.with_out_of_turn(rule)),
        Some(_) => Err("the Pair Go penalty needs the rengo feature"),
    }
}

/// The `GS` values of a table: `B:n:kinds` and `W:n:kinds`.
pub(crate) fn table_values(table: &Table) -> Vec<String> {
    use crate::base::Color;
    use crate::base::Seat;
    let rule = (table.out_of_turn() != OutOfTurn::Refuse).then(|| format!("out_of_turn:{}", table.out_of_turn()));
    [Color::Black, Color::White]
        .into_iter()
        .map(|c| {
            let n = table.seats(c);
            let kinds: Vec<&str> = (1..=n)
                .map(|i| match table.kind(Seat::new(c, i)) {
                    Some(SeatKind::Computer) => "computer",
                    _ => "person",
                })
                .collect();
            format!("{}:{n}:{}", c.letter(), kinds.join(","))
        })
        .chain(rule)
        .collect()
}

pub(crate) fn invalid(p: &SgfProperty<'_>, reason: &'static str) -> SgfError {
    invalid_value(p, shown(&p.simple_text()), reason)
}

/// [`invalid`] naming `value` (as [`shown`] gives it) instead of the
/// property's first value.
pub(crate) fn invalid_value(p: &SgfProperty<'_>, value: String, reason: &'static str) -> SgfError {
    let pos: TextPosition = p.position();
    SgfError::InvalidValue { line: pos.line, column: pos.column, property: p.ident().to_owned(), value, reason }
}

/// A value as an error or warning shows it: trimmed, its first 40
/// characters.
pub(crate) fn shown(value: &str) -> String {
    value.trim().chars().take(40).collect()
}

/// The second value of `p`, as an error or warning names it (found from
/// outside: `KM[6.5][0.5]` was said as "KM[6.5]: a second value, not
/// read", the value read named as the one left out).
pub(crate) fn second_value(p: &SgfProperty<'_>) -> String {
    shown(p.texts().get(1).map_or("", String::as_str))
}

/// Whether `komi`, written as a whole number, is one the x100 heuristics
/// of [`read_komi`] read otherwise (100 or more in size, a multiple of 25).
fn looks_x100(komi: Komi) -> bool {
    let hp = komi.half_points();
    komi.is_integer() && hp.abs() >= 200 && (hp / 2) % 25 == 0
}

/// `KM`'s text for `komi`, as the writer puts it: its decimal form
/// (`7.5`, `-3`), with `.0` after a whole number that the x100 heuristics
/// would read otherwise (`100.0`, not `100`, which reads as 1), so that a
/// record reads back with the komi it was written with.
pub(crate) fn komi_text(komi: Komi) -> String {
    if looks_x100(komi) { format!("{komi}.0") } else { komi.to_string() }
}

/// Reads a `KM` text with the documented heuristics; the second element
/// names the heuristic applied, if any.
fn read_komi(t: &str, fox_japanese: bool) -> Result<(Komi, Option<&'static str>), ()> {
    if let Ok(k) = Komi::from_str(t) {
        let hp = k.half_points();
        // Only a whole number written without a point (`750`, not `750.0`).
        if looks_x100(k) && !t.contains('.') {
            let v = hp / 2;
            if v % 50 == 0 {
                return Ok((Komi::from_half_points(v / 50), Some("komi written x100")));
            }
            if v % 25 == 0 {
                return Ok((
                    Komi::from_half_points(v / 25),
                    Some("Chinese komi in stones written x100 (stones x2 = points: KM[375], 3.75 stones, is 7.5)"),
                ));
            }
        }
        if hp == 0 && fox_japanese {
            return Ok((Komi::from_half_points(13), Some("Fox writes KM[0] for its Japanese 6.5 komi")));
        }
        return Ok((k, None));
    }
    if t.contains(',')
        && let Ok(k) = Komi::from_str(&t.replace(',', "."))
    {
        return Ok((k, Some("decimal comma read as a point")));
    }
    // Stones with a quarter: 3.75 stones (Chinese) = 7.5 points, and
    // -3.75 stones = -7.5 points (the sign read apart, so that -0.25 keeps
    // it).
    let (negative, body) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    if let Some((int, frac)) = body.split_once('.')
        && (frac == "25" || frac == "75")
        && !int.is_empty()
        && int.bytes().all(|b| b.is_ascii_digit())
        && let Ok(whole) = int.parse::<i32>()
        && (0..=1000).contains(&whole)
    {
        let quarter = if frac == "25" { 1 } else { 3 };
        let half_points = whole * 4 + quarter;
        return Ok((
            Komi::from_half_points(if negative { -half_points } else { half_points }),
            Some("Chinese komi in stones (stones x2 = points: KM[3.75] is 7.5)"),
        ));
    }
    Err(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_heuristics() {
        let k = |t: &str, fox| read_komi(t, fox).map(|(k, h)| (k.to_string(), h.is_some()));
        assert_eq!(k("6.5", false), Ok(("6.5".into(), false)));
        assert_eq!(k("7.500000", false), Ok(("7.5".into(), false)));
        assert_eq!(k("750", false), Ok(("7.5".into(), true)));
        assert_eq!(k("650", false), Ok(("6.5".into(), true)));
        assert_eq!(k("550", false), Ok(("5.5".into(), true)));
        assert_eq!(k("375", false), Ok(("7.5".into(), true)));
        assert_eq!(k("0", true), Ok(("6.5".into(), true)));
        assert_eq!(k("0", false), Ok(("0".into(), false)));
        assert_eq!(k("6,5", false), Ok(("6.5".into(), true)));
        assert_eq!(k("3.75", false), Ok(("7.5".into(), true)));
        assert_eq!(k("-3.75", false), Ok(("-7.5".into(), true)));
        assert_eq!(k("-0.25", false), Ok(("-0.5".into(), true)));
        assert_eq!(k("-0.75", false), Ok(("-1.5".into(), true)));
        assert_eq!(k("0.25", false), Ok(("0.5".into(), true)));
        assert_eq!(k("-375", false), Ok(("-7.5".into(), true)));
        assert_eq!(k("--3.75", false), Err(()));
        assert_eq!(k("+-3.75", false), Err(()));
        assert_eq!(k("5 1/2", false), Err(()));
    }
}
