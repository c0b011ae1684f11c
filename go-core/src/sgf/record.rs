//! The game information of a record: size, rules, komi, handicap, result,
//! players, dates, time settings.

use std::str::FromStr;

use super::error::{SgfError, SgfWarning, TextPosition, WarningKind};
use super::tree::{SgfNode, SgfProperty};
use super::values::{self, RecordedResult, TimeSettings};
use crate::base::{BoardSize, SeatKind};
use crate::board::{Board, Topology};
use crate::game::Table;
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
/// a whole number of 100 or more that is a multiple of 50 is komi x100
/// (`KM[750]` is 7.5, `KM[650]`, `KM[550]`); one that is a multiple of 25 is
/// Chinese komi in stones x100 (`KM[375]` is 3.75 stones, 7.5 points); a
/// decimal comma is read as a point (`6,5`); and Fox's `KM[0]` in an even
/// game with `RU[Japanese]` and `AP[YuanYu]` (the Fox client) is 6.5, the
/// komi Fox actually used. `KM[7.500000]` is standard and needs no
/// heuristic. A `KM` that cannot be read leaves the rules' default komi,
/// with a [`WarningKind::KomiUnreadable`] warning.
///
/// Variants (RULES.md section 6) come from q5Go's convention and go-core's
/// private properties (see the module documentation): `GM[q5go-1]`/`TO[n]`
/// for the topology, `GS` for the seats, `AG` for Atari Go and `PG` for the
/// Phantom Go referee convention. A value that cannot be read, or a variant
/// this build lacks the feature for, is a
/// [`WarningKind::UnreadableProperty`] warning and ordinary Go is used.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GameInfo {
    /// `SZ` (19x19 when absent).
    pub size: BoardSize,
    /// The rules to replay under: the `RU` preset with the `KM` komi.
    pub rules: Rules,
    /// `RU` as written.
    pub rules_text: Option<String>,
    /// `KM` after the heuristics (`None` when absent or unreadable).
    pub komi: Option<Komi>,
    /// `HA`, in stones (0 when absent or unreadable).
    pub handicap: u32,
    /// `RE`, read and kept.
    pub result: Option<RecordedResult>,
    /// `PB`.
    pub black_player: Option<String>,
    /// `PW`.
    pub white_player: Option<String>,
    /// `BR`.
    pub black_rank: Option<String>,
    /// `WR`.
    pub white_rank: Option<String>,
    /// `DT`.
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
    /// convention. The replay does not use it (a replay is the full game;
    /// wrap it in a [`crate::PhantomGame`] to referee it).
    pub phantom: Option<RefereeConvention>,
    /// Heuristics applied and values that could not be read.
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
    /// The variant the record is played under: Atari Go (`AG`), Phantom Go
    /// (`PG`) or ordinary Go.
    #[must_use]
    pub fn variant(&self) -> Variant {
        match (self.atari_go, self.phantom) {
            (Some(rule), _) => Variant::AtariGo(rule),
            (None, Some(convention)) => Variant::Phantom(convention),
            (None, None) => Variant::Standard,
        }
    }

    /// Reads the game information of the game tree whose root is `root`.
    ///
    /// # Errors
    /// [`SgfError::InvalidValue`] for an `SZ` that is not a size 1..=52
    /// (`SZ[0]`, `SZ[53]`, `SZ[-1]`); [`SgfError::NotGo`] for a numeric
    /// `GM` other than 1.
    pub fn from_root(root: SgfNode<'_>) -> Result<GameInfo, SgfError> {
        let mut warnings = Vec::new();
        let text = |id: &str| root.get(id).map(|p| p.simple_text());
        if let Some(gm) = root.get("GM") {
            let t = gm.simple_text();
            match t.trim().parse::<u32>() {
                Ok(1) => {}
                Ok(_) => {
                    let p = gm.position();
                    return Err(SgfError::NotGo { line: p.line, column: p.column, game: t });
                }
                Err(_) if t.trim().eq_ignore_ascii_case("q5go-1") => {}
                Err(_) => warnings.push(warn(&gm, "GM is not a number: read as Go")),
            }
        }
        let size = match root.get("SZ") {
            None => BoardSize::NINETEEN,
            Some(sz) => values::parse_size(sz.raw()).map_err(|reason| invalid(&sz, reason))?,
        };
        let rules_text = text("RU");
        let mut rules = match &rules_text {
            None => default_rules(size),
            Some(t) => match rules_for(t, size) {
                Some(r) => r,
                None => {
                    let p = root.get("RU").map(|p| p.position()).unwrap_or_default();
                    warnings.push(SgfWarning { position: p, kind: WarningKind::UnknownRules(t.clone()) });
                    default_rules(size)
                }
            },
        };
        let mut handicap = 0;
        if let Some(ha) = root.get("HA") {
            let t = ha.simple_text();
            match t.trim().parse::<u32>() {
                Ok(n) if n <= 2704 => handicap = n,
                _ => warnings.push(SgfWarning {
                    position: ha.position(),
                    kind: WarningKind::HandicapUnreadable(t.trim().to_owned()),
                }),
            }
        }
        let application = text("AP");
        let mut komi = None;
        if let Some(km) = root.get("KM") {
            let raw = km.simple_text();
            let japanese = rules_text.as_deref().is_some_and(|r| r.trim().eq_ignore_ascii_case("japanese"));
            let fox = application.as_deref().is_some_and(|a| a.trim().starts_with("YuanYu"));
            match read_komi(raw.trim(), japanese && fox && handicap == 0) {
                Ok((k, heuristic)) => {
                    if let Some(reason) = heuristic {
                        warnings.push(SgfWarning {
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
                Err(()) => warnings.push(SgfWarning {
                    position: km.position(),
                    kind: WarningKind::KomiUnreadable(raw.trim().to_owned()),
                }),
            }
        }
        let mut time = TimeSettings::default();
        if let Some(tm) = root.get("TM") {
            time.main_time_ms = values::parse_seconds_ms(&tm.simple_text());
            if time.main_time_ms.is_none() {
                warnings.push(warn(&tm, "main time is not a number of seconds: kept as text"));
            }
        }
        time.overtime = text("OT").map(|t| values::parse_overtime(&t));
        let topology = read_topology(root, size, &mut warnings);
        let table = match root.get("GS") {
            None => Table::default(),
            Some(gs) => read_table(&gs).unwrap_or_else(|reason| {
                warnings.push(warn(&gs, reason));
                Table::default()
            }),
        };
        let mut atari_go = None;
        if let Some(ag) = root.get("AG") {
            match ag.simple_text().trim().parse::<u32>().ok().and_then(|n| AtariGo::captures(n).ok()) {
                Some(rule) if Variant::AtariGo(rule).check_feature().is_ok() => atari_go = Some(rule),
                Some(_) => warnings.push(warn(&ag, "Atari Go needs the atari feature: ordinary Go used")),
                None => warnings.push(warn(&ag, "not a number of stones (1 or more): ordinary Go used")),
            }
        }
        let mut phantom = None;
        if let Some(pg) = root.get("PG") {
            match pg.simple_text().parse::<RefereeConvention>() {
                Ok(c) if Variant::Phantom(c).check_feature().is_ok() => phantom = Some(c),
                Ok(_) => warnings.push(warn(&pg, "Phantom Go needs the phantom feature: ignored")),
                Err(_) => warnings.push(warn(&pg, "unknown referee convention: ignored")),
            }
        }
        Ok(GameInfo {
            size,
            rules,
            rules_text,
            komi,
            handicap,
            result: text("RE").map(|t| RecordedResult::parse(&t)),
            black_player: text("PB"),
            white_player: text("PW"),
            black_rank: text("BR"),
            white_rank: text("WR"),
            date: text("DT"),
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
            warnings,
        })
    }
}

/// The topology of `TO[n]`, planar (with a warning) when the value is not
/// 0..=3, needs the `toroidal` feature, or wraps an axis shorter than 3.
fn read_topology(root: SgfNode<'_>, size: BoardSize, warnings: &mut Vec<SgfWarning>) -> Topology {
    let Some(to) = root.get("TO") else { return Topology::Planar };
    let Some(topology) = to.simple_text().trim().parse::<u8>().ok().and_then(Topology::from_q5go_code) else {
        warnings.push(warn(&to, "not a q5Go topology code (0..=3): planar board used"));
        return Topology::Planar;
    };
    match Board::with_topology(size, topology) {
        Ok(_) => topology,
        Err(crate::base::SetupError::FeatureDisabled { .. }) => {
            warnings.push(warn(&to, "a wrapped board needs the toroidal feature: planar board used"));
            Topology::Planar
        }
        Err(_) => {
            warnings.push(warn(&to, "a wrapped axis needs at least 3 points: planar board used"));
            Topology::Planar
        }
    }
}

/// The seats of a `GS` property: one value per side, `B:n` or
/// `B:n:kind,kind,...` (and `W:...`), kinds `person` or `computer`.
fn read_table(gs: &SgfProperty<'_>) -> Result<Table, &'static str> {
    let mut sides: [Option<Vec<SeatKind>>; 2] = [None, None];
    for value in gs.simple_texts() {
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
    Table::with_kinds(b, w).map_err(|_| "more than one seat per side needs the rengo feature")
}

/// The `GS` values of a table: `B:n:kinds` and `W:n:kinds`.
pub(crate) fn table_values(table: &Table) -> Vec<String> {
    use crate::base::Color;
    use crate::base::Seat;
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
        .collect()
}

fn warn(p: &SgfProperty<'_>, reason: &'static str) -> SgfWarning {
    SgfWarning {
        position: p.position(),
        kind: WarningKind::UnreadableProperty { property: p.ident().to_owned(), reason },
    }
}

pub(crate) fn invalid(p: &SgfProperty<'_>, reason: &'static str) -> SgfError {
    let pos: TextPosition = p.position();
    SgfError::InvalidValue {
        line: pos.line,
        column: pos.column,
        property: p.ident().to_owned(),
        value: String::from_utf8_lossy(p.raw()).chars().take(40).collect(),
        reason,
    }
}

/// Reads a `KM` text with the documented heuristics; the second element
/// names the heuristic applied, if any.
fn read_komi(t: &str, fox_japanese: bool) -> Result<(Komi, Option<&'static str>), ()> {
    if let Ok(k) = Komi::from_str(t) {
        let hp = k.half_points();
        if k.is_integer() && hp.abs() >= 200 {
            let v = hp / 2;
            if v % 50 == 0 {
                return Ok((Komi::from_half_points(v / 50), Some("komi written x100")));
            }
            if v % 25 == 0 {
                return Ok((
                    Komi::from_half_points(v / 25),
                    Some("Chinese komi in stones written x100 (3.75 stones = 7.5 points)"),
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
    // Stones with a quarter: 3.75 stones (Chinese) = 7.5 points.
    if let Some((int, frac)) = t.split_once('.')
        && (frac == "25" || frac == "75")
        && let Ok(whole) = int.parse::<i32>()
        && (0..=1000).contains(&whole)
    {
        let quarter = if frac == "25" { 1 } else { 3 };
        return Ok((
            Komi::from_half_points(whole * 4 + quarter),
            Some("Chinese komi in stones (3.75 stones = 7.5 points)"),
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
        assert_eq!(k("5 1/2", false), Err(()));
    }
}
