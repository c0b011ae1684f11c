//! Reading typed SGF values: points, point lists, sizes, moves, results,
//! times.

use crate::base::Color;
use crate::base::GameResult;
use crate::base::{BoardSize, Move, Point};

/// The coordinate of one SGF letter: `a`..`z` are 0..25, `A`..`Z` 26..51.
fn coord(b: u8) -> Option<u8> {
    match b {
        b'a'..=b'z' => Some(b - b'a'),
        b'A'..=b'Z' => Some(b - b'A' + 26),
        _ => None,
    }
}

/// The SGF letter of a coordinate 0..51.
pub(crate) fn letter(c: u8) -> char {
    if c < 26 { char::from(b'a' + c) } else { char::from(b'A' + (c - 26).min(25)) }
}

/// The two-letter SGF text of a point.
pub(crate) fn point_text(p: Point) -> String {
    let mut s = String::with_capacity(2);
    s.push(letter(p.x));
    s.push(letter(p.y));
    s
}

/// A point value (`cd`), not checked against a board. `None` when the text
/// is not two coordinate letters (white space around is allowed).
pub(crate) fn parse_point(raw: &[u8]) -> Option<Point> {
    match trim(raw) {
        [a, b] => Some(Point::new(coord(*a)?, coord(*b)?)),
        _ => None,
    }
}

/// Whether a board may use `tt` for a pass (FF\[3\] convention, only on
/// boards up to 19x19).
pub(crate) fn tt_is_pass(size: BoardSize) -> bool {
    size.width() <= 19 && size.height() <= 19
}

/// A move value: `[]` is a pass, and `[tt]` too on boards up to 19x19;
/// otherwise a point (possibly off the board). `None` when unreadable.
pub(crate) fn parse_move(raw: &[u8], size: BoardSize) -> Option<Move> {
    let t = trim(raw);
    if t.is_empty() || (t == b"tt" && tt_is_pass(size)) {
        return Some(Move::Pass);
    }
    parse_point(t).map(Move::Play)
}

/// The points of a list value: a point, or a compressed rectangle `aa:cc`
/// (corners in any order). `None` when unreadable.
pub(crate) fn parse_point_or_rect(raw: &[u8]) -> Option<Vec<Point>> {
    let (a, b) = parse_rect(raw)?;
    Some((a.y..=b.y).flat_map(|y| (a.x..=b.x).map(move |x| Point::new(x, y))).collect())
}

/// A list value as the corners of its rectangle, top-left then
/// bottom-right: a point is a rectangle of one. `None` when unreadable.
pub(crate) fn parse_rect(raw: &[u8]) -> Option<(Point, Point)> {
    let t = trim(raw);
    if let Some(i) = t.iter().position(|&b| b == b':') {
        let a = parse_point(&t[..i])?;
        let b = parse_point(&t[i + 1..])?;
        Some((Point::new(a.x.min(b.x), a.y.min(b.y)), Point::new(a.x.max(b.x), a.y.max(b.y))))
    } else {
        parse_point(t).map(|p| (p, p))
    }
}

/// Calls `f` on each point of `size` that the list values `raw` name (a
/// point, or a compressed rectangle clipped to the board), each distinct
/// value once: the time is bounded by the board's area per distinct value
/// and nothing is allocated per point (found from outside: a 3.5 MB record
/// repeating `TB[aa:ZZ]` expanded to 2.6 GB of points). `Err` with the raw
/// bytes of the first value that is neither a point nor a rectangle.
pub(crate) fn for_each_listed_point<'a>(
    raw: impl Iterator<Item = &'a [u8]>,
    size: crate::BoardSize,
    mut f: impl FnMut(Point),
) -> Result<(), &'a [u8]> {
    let mut seen = std::collections::HashSet::new();
    for v in raw {
        let (a, b) = parse_rect(v).ok_or(v)?;
        if !seen.insert((a, b)) {
            continue;
        }
        let (w, h) = (size.width(), size.height());
        if a.x >= w || a.y >= h {
            continue;
        }
        for y in a.y..=b.y.min(h - 1) {
            for x in a.x..=b.x.min(w - 1) {
                f(Point::new(x, y));
            }
        }
    }
    Ok(())
}

/// The board size of an `SZ` value: `19`, or `width:height`.
///
/// # Errors
/// A reason when the value is not one or two whole numbers 1..=52.
pub(crate) fn parse_size(raw: &[u8]) -> Result<BoardSize, &'static str> {
    let t = std::str::from_utf8(trim(raw)).map_err(|_| "not a number")?;
    let num = |s: &str| -> Result<u32, &'static str> {
        let s = s.trim();
        if s.starts_with('-') {
            return Err("a board side cannot be negative");
        }
        // Digits beyond u32 are a side out of range, not "not a number"
        // (found from outside: `SZ[4294967315]` was read so).
        let digits = s.strip_prefix('+').unwrap_or(s);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(digits.parse::<u32>().unwrap_or(u32::MAX));
        }
        s.parse::<u32>().map_err(|_| "not a whole number")
    };
    let (w, h) = match t.split_once(':') {
        Some((w, h)) => (num(w)?, num(h)?),
        None => {
            let n = num(t)?;
            (n, n)
        }
    };
    BoardSize::new(w, h).map_err(|_| "a board side must be 1..=52")
}

pub(crate) fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|c| !c.is_ascii_whitespace()).unwrap_or(b.len());
    let e = b.iter().rposition(|c| !c.is_ascii_whitespace()).map_or(s, |e| e + 1);
    &b[s..e.max(s)]
}

/// A result as recorded in `RE`, with the text kept.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordedResult {
    /// The `RE` text as written (SimpleText).
    pub raw: String,
    /// What it says, when it can be read.
    pub outcome: RecordedOutcome,
}

/// What an `RE` value says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RecordedOutcome {
    /// A result the engine can express: `B+3.5`, `W+R`, `B+T`, `W+F`,
    /// `0`/`Draw`/`Jigo`, `Void`.
    Result(GameResult),
    /// Only the winner: `B`, `W+`, `B+0.0`, a margin that is not a multiple
    /// of 0.5, or a reason the engine has no name for (`B+Illegal`).
    Winner(Color),
    /// Free text or `?`: nothing could be read.
    Unknown,
}

impl RecordedResult {
    /// Reads an `RE` value (case-insensitive): `B+3.5`, `W+12`,
    /// `B+R`/`B+Resign`, `W+T`/`W+Time`, `B+F`/`B+Forfeit`, `0`, `Draw`,
    /// `Jigo`, `Void`, `B`, `W+`; anything else is kept as unknown.
    #[must_use]
    pub fn parse(text: &str) -> RecordedResult {
        RecordedResult { raw: text.to_owned(), outcome: outcome(text.trim()) }
    }

    /// The engine's result, when the record states one it can express.
    #[must_use]
    pub fn game_result(&self) -> Option<GameResult> {
        match self.outcome {
            RecordedOutcome::Result(r) => Some(r),
            _ => None,
        }
    }

    /// Whether the recorded result (SGF FF\[4\]'s `RE`: `B+`/`W+` with a
    /// score, `R`, `T` or `F`; `0`/`Draw`; `Void`; `?`) says the game ended
    /// by counting:
    /// `Some(true)` for a score, a draw, or a winner alone or with a number
    /// after the `+` (`B`, `W+`, `B+0.0`, `W+3.3`; see
    /// [`RecordedResult::stated_margin`]); `Some(false)` for any
    /// other end (resignation, time, forfeit, void, first capture, or a
    /// winner with a reason the engine has no name for: `W+Time Over`,
    /// `B+Illegal`, `W+99 points`); `None` when nothing could be read
    /// (free text, `?`), so that the record itself must tell (territory
    /// marks, the last moves).
    #[must_use]
    pub fn ended_by_counting(&self) -> Option<bool> {
        match self.outcome {
            RecordedOutcome::Result(GameResult::Score { .. } | GameResult::Draw) => Some(true),
            RecordedOutcome::Result(_) => Some(false),
            RecordedOutcome::Winner(_) => Some(self.reason().is_empty() || self.stated_margin().is_some()),
            RecordedOutcome::Unknown => None,
        }
    }

    /// The text after `B+` or `W+`, trimmed; empty when there is none.
    fn reason(&self) -> &str {
        self.raw.trim().split_once('+').map_or("", |(_, r)| r).trim()
    }

    /// The margin in points that the text states after `B+` or `W+`, when
    /// it is a number: a finite decimal, 0 or more, that starts with a
    /// digit or a point (`17.5`, `12`, `17.25`, `.5`, `1e3`), or digits
    /// with one decimal comma between them, as records written in many
    /// European languages have it (`3,5` is 3.5; since 2026-12-07, found
    /// from outside: `W+3,5` was taken for a reason that states no count,
    /// while `B+ 3.5` was counted). `None` for no margin (`B+`, `B+R`) and
    /// for anything else (`+17.5`, `-3`, `17.5 points`, `inf`, `3,5,0`,
    /// `1,000.5`), which states no number a count can be compared with.
    #[must_use]
    pub fn stated_margin(&self) -> Option<f64> {
        self.winner()?;
        let reason = self.reason();
        if !reason.bytes().next().is_some_and(|b| b.is_ascii_digit() || b == b'.') {
            return None;
        }
        let comma = match reason.split_once(',') {
            Some((int, frac))
                if !int.is_empty()
                    && !frac.is_empty()
                    && int.bytes().all(|b| b.is_ascii_digit())
                    && frac.bytes().all(|b| b.is_ascii_digit()) =>
            {
                Some(format!("{int}.{frac}"))
            }
            Some(_) => return None,
            None => None,
        };
        comma.as_deref().unwrap_or(reason).parse::<f64>().ok().filter(|m| m.is_finite() && *m >= 0.0)
    }

    /// Whether a count's result `ours` agrees with this recorded result:
    /// `None` when the record states no count (resignation, time, forfeit,
    /// void, a winner with a reason that is not a number, unknown text);
    /// otherwise `Some(true)` exactly when the record says what `ours`
    /// says: the same draw, or the same winner and, where the record
    /// writes a margin, the same margin (`B+17.25` or `B+0` agree with no
    /// count, since no count on a board gives them; `B+` and `W+` alone
    /// agree with any count that the same side wins).
    #[must_use]
    pub fn agrees_with(&self, ours: GameResult) -> Option<bool> {
        if self.ended_by_counting() != Some(true) {
            return None;
        }
        match self.outcome {
            RecordedOutcome::Result(r @ (GameResult::Score { .. } | GameResult::Draw)) => Some(r == ours),
            RecordedOutcome::Winner(c) => Some(
                ours.winner() == Some(c)
                    && self.stated_margin().is_none_or(|m| ours.margin().is_some_and(|h| f64::from(h) / 2.0 == m)),
            ),
            _ => None,
        }
    }

    /// Whether the text has one of FF\[4\]'s forms (case-insensitive,
    /// white space around ignored): `0` or `Draw`; `B+` or `W+` alone or
    /// followed by a score greater than 0 (a real number, `3.5`, `12`), `R`
    /// or `Resign`, `T` or `Time`, `F` or `Forfeit`; `Void`; `?`. `B`, `W`,
    /// `Jigo`, `B+Illegal`, `B+0` and free text (`黑中盘胜`) are not.
    #[must_use]
    pub fn is_standard(&self) -> bool {
        let t = self.raw.trim().to_ascii_lowercase();
        if matches!(t.as_str(), "0" | "draw" | "void" | "?") {
            return true;
        }
        let Some(rest) = t.strip_prefix("b+").or_else(|| t.strip_prefix("w+")) else { return false };
        match rest {
            "" | "r" | "resign" | "t" | "time" | "f" | "forfeit" => true,
            score => {
                let (int, frac) = score.split_once('.').unwrap_or((score, "0"));
                !int.is_empty()
                    && !frac.is_empty()
                    && int.bytes().all(|b| b.is_ascii_digit())
                    && frac.bytes().all(|b| b.is_ascii_digit())
                    && score.bytes().any(|b| (b'1'..=b'9').contains(&b))
            }
        }
    }

    /// The winner, when the record names one.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        match self.outcome {
            RecordedOutcome::Result(r) => r.winner(),
            RecordedOutcome::Winner(c) => Some(c),
            RecordedOutcome::Unknown => None,
        }
    }
}

fn outcome(t: &str) -> RecordedOutcome {
    let lower = t.to_ascii_lowercase();
    match lower.as_str() {
        "0" | "draw" | "jigo" | "0.0" => return RecordedOutcome::Result(GameResult::Draw),
        "void" => return RecordedOutcome::Result(GameResult::Void),
        _ => {}
    }
    let (winner, rest) = match lower.as_bytes().first() {
        Some(b'b') => (Color::Black, &lower[1..]),
        Some(b'w') => (Color::White, &lower[1..]),
        _ => return RecordedOutcome::Unknown,
    };
    let rest = rest.trim();
    if rest.is_empty() {
        return RecordedOutcome::Winner(winner);
    }
    let Some(reason) = rest.strip_prefix('+') else {
        return RecordedOutcome::Unknown;
    };
    let reason = reason.trim();
    match reason {
        "" => RecordedOutcome::Winner(winner),
        "r" | "resign" | "resignation" => RecordedOutcome::Result(GameResult::Resignation { winner }),
        "t" | "time" => RecordedOutcome::Result(GameResult::Time { winner }),
        "f" | "forfeit" => RecordedOutcome::Result(GameResult::Forfeit { winner }),
        _ => match half_points(reason) {
            Some(m) if m > 0 => RecordedOutcome::Result(GameResult::Score { winner, margin: m }),
            Some(_) => RecordedOutcome::Winner(winner),
            None if reason.bytes().next().is_some_and(|b| b.is_ascii_digit()) => RecordedOutcome::Winner(winner),
            None => RecordedOutcome::Winner(winner),
        },
    }
}

/// A non-negative decimal that is a multiple of 0.5, in half points.
pub(crate) fn half_points(s: &str) -> Option<u32> {
    let (int, frac) = s.split_once('.').unwrap_or((s, ""));
    if int.is_empty() || int.len() > 6 || !int.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: u32 = int.parse().ok()?;
    let half = match frac.trim_end_matches('0') {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    Some(whole * 2 + half)
}

/// Whether a `DT` text has FF\[4\]'s form: dates `YYYY-MM-DD`, or partial
/// `YYYY-MM` and `YYYY`, separated by commas, where a later date may leave
/// out what it shares with the one before (`1996-05-14,15,06-01` is May 14
/// and 15 and June 1; `1996-05,06` is May and June). Months 01..=12, days
/// 01..=31.
pub(crate) fn is_ff4_date(text: &str) -> bool {
    let t = text.trim();
    if t.is_empty() {
        return false;
    }
    // How many fields the date before had: 1 (year), 2 (month), 3 (day).
    let mut before = 0usize;
    for entry in t.split(',') {
        let parts: Vec<&str> = entry.trim().split('-').collect();
        if parts.iter().any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit())) {
            return false;
        }
        let lens: Vec<usize> = parts.iter().map(|p| p.len()).collect();
        // The fields this entry gives, as (month, day) positions.
        let (month, day) = match (lens.as_slice(), before) {
            ([4], _) => (None, None),
            ([4, 2], _) => (Some(parts[1]), None),
            ([4, 2, 2], _) => (Some(parts[1]), Some(parts[2])),
            ([2], 2) => (Some(parts[0]), None),
            ([2], 3) => (None, Some(parts[0])),
            ([2, 2], 3) => (Some(parts[0]), Some(parts[1])),
            _ => return false,
        };
        let in_range =
            |v: Option<&str>, max: u32| v.is_none_or(|v| v.parse::<u32>().is_ok_and(|n| (1..=max).contains(&n)));
        if !in_range(month, 12) || !in_range(day, 31) {
            return false;
        }
        before = match lens.as_slice() {
            [4] => 1,
            [4, 2] => 2,
            [2] => before,
            _ => 3,
        };
    }
    true
}

/// The time settings of a game (`TM`, `OT`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TimeSettings {
    /// `TM`: main time per side in milliseconds, when readable.
    pub main_time_ms: Option<u64>,
    /// `OT`: the overtime, when present.
    pub overtime: Option<Overtime>,
}

/// An `OT` value, read where it has a common form.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Overtime {
    /// `5x30 byo-yomi`: `periods` periods of `seconds` each.
    ByoYomi {
        /// Number of periods.
        periods: u32,
        /// Seconds per period.
        seconds: u32,
    },
    /// `25/600 Canadian`: `stones` moves in `seconds`.
    Canadian {
        /// Moves per period.
        stones: u32,
        /// Seconds per period.
        seconds: u32,
    },
    /// `Fischer 10` or `10 fischer`: seconds added per move.
    Fischer {
        /// Seconds added per move.
        seconds: u32,
    },
    /// Any other text, kept.
    Other(String),
}

/// Reads a time in seconds (`TM`, `BL`, `WL`: a real number) as
/// milliseconds.
pub(crate) fn parse_seconds_ms(raw: &str) -> Option<u64> {
    let t = raw.trim();
    // FF[4]'s Real may carry a `+` sign (found from outside: `TM[+60]` was
    // unreadable).
    let t = t.strip_prefix('+').unwrap_or(t);
    let (int, frac) = t.split_once('.').unwrap_or((t, ""));
    if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Any time that fits in u64 milliseconds (found from outside: a main
    // time of 10^12 seconds, which go-core writes, was beyond a limit of
    // 12 digits and unreadable).
    let whole: u64 = int.parse().ok()?;
    let mut ms = 0u64;
    for (i, d) in frac.bytes().take(3).enumerate() {
        let place = [100, 10, 1][i];
        ms += u64::from(d - b'0') * place;
    }
    whole.checked_mul(1000)?.checked_add(ms)
}

/// Reads a time left (`BL`, `WL`: a real number of seconds, which may be
/// negative: the time overstepped) as milliseconds; `-0` is 0.
pub(crate) fn parse_signed_seconds_ms(raw: &str) -> Option<i64> {
    let t = raw.trim();
    match t.strip_prefix('-') {
        Some(rest) if rest.starts_with(|c: char| c.is_ascii_digit()) => {
            parse_seconds_ms(rest).and_then(|ms| i64::try_from(ms).ok()).map(|ms| -ms)
        }
        _ => parse_seconds_ms(t).and_then(|ms| i64::try_from(ms).ok()),
    }
}

/// Reads an `OT` value.
pub(crate) fn parse_overtime(raw: &str) -> Overtime {
    let t = raw.trim();
    let lower = t.to_ascii_lowercase();
    // Every number, or none: one too large for u32 is no reading of the
    // text (found from outside: `5x5000000000.500 byo-yomi` was read as 5
    // periods of 500 seconds, the number in between dropped).
    let Ok(nums) = lower
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(str::parse::<u32>)
        .collect::<Result<Vec<u32>, _>>()
    else {
        return Overtime::Other(t.to_owned());
    };
    if lower.contains("byo") && nums.len() == 2 && lower.contains('x') {
        return Overtime::ByoYomi { periods: nums[0], seconds: nums[1] };
    }
    if lower.contains("canadian") && nums.len() == 2 && lower.contains('/') {
        return Overtime::Canadian { stones: nums[0], seconds: nums[1] };
    }
    if lower.contains("fischer") && nums.len() == 1 {
        return Overtime::Fischer { seconds: nums[0] };
    }
    Overtime::Other(t.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which recorded results say the game was counted (found from outside:
    /// `W+Time Over` and `B+Illegal` were taken for bare winners).
    #[test]
    fn results_that_say_the_game_was_counted() {
        let ended = |s: &str| RecordedResult::parse(s).ended_by_counting();
        for counted in ["B+3.5", "W+12", "0", "Draw", "jigo", "B", "W+", " w + ", "B+0.0", "W+3.3", "W+1e3"] {
            assert_eq!(ended(counted), Some(true), "{counted}");
        }
        for other in [
            "W+R",
            "B+Resign",
            "B+T",
            "W+Time",
            "W+F",
            "Void",
            "W+Time Over",
            "B+Timeout",
            "B+Illegal",
            "W+Repetition",
            "W+J",
            "W+99 points",
            "W+-99",
            "B++17.5",
            "W+0x63",
            "W+6.5.5",
            "B+inf",
            "B+NaN",
        ] {
            assert_eq!(ended(other), Some(false), "{other}");
        }
        for unknown in ["?", "", "黑中盘胜", "unfinished"] {
            assert_eq!(ended(unknown), None, "{unknown}");
        }
    }

    /// A count agrees with a recorded result only where the record says
    /// the same (found from outside: `B+17.25`, `B+.5`, `B+1e1` and
    /// `B++17.5` were taken to agree with a count of B+17.5).
    #[test]
    fn counts_agree_only_with_the_same_margin() {
        let ours = GameResult::Score { winner: Color::Black, margin: 35 };
        let agrees = |s: &str| RecordedResult::parse(s).agrees_with(ours);
        for same in ["B+17.5", "b+17.50", "B", "B+", "B+17.5000"] {
            assert_eq!(agrees(same), Some(true), "{same}");
        }
        for other in ["B+17.25", "B+.5", "B+1e1", "B+10", "W+17.5", "W", "B+0", "0"] {
            assert_eq!(agrees(other), Some(false), "{other}");
        }
        for no_count in ["B++17.5", "B+R", "W+T", "Void", "?", "B+17.5 points"] {
            assert_eq!(agrees(no_count), None, "{no_count}");
        }
        assert_eq!(RecordedResult::parse("B+.5").stated_margin(), Some(0.5));
        assert_eq!(RecordedResult::parse("W+1e3").stated_margin(), Some(1000.0));
        assert_eq!(RecordedResult::parse("B+R").stated_margin(), None);
        assert_eq!(RecordedResult::parse("B+17.25").stated_margin(), Some(17.25));
        assert_eq!(RecordedResult::parse("0").stated_margin(), None);
        // A decimal comma, as European records write it.
        assert_eq!(RecordedResult::parse("W+3,5").stated_margin(), Some(3.5));
        assert_eq!(agrees("B+17,5"), Some(true));
        assert_eq!(agrees("B+17,0"), Some(false));
        assert_eq!(RecordedResult::parse("W+3,5").ended_by_counting(), Some(true));
        for not_a_number in ["W+3,5,0", "W+1,000.5", "W+,5", "W+3,", "W+3,5e1", "W+3, 5"] {
            assert_eq!(RecordedResult::parse(not_a_number).stated_margin(), None, "{not_a_number}");
        }
        assert_eq!(RecordedResult::parse("0").agrees_with(GameResult::Draw), Some(true));
    }

    #[test]
    fn results() {
        let r = |s: &str| RecordedResult::parse(s).outcome;
        assert_eq!(r("B+3.5"), RecordedOutcome::Result(GameResult::Score { winner: Color::Black, margin: 7 }));
        assert_eq!(r("W+R"), RecordedOutcome::Result(GameResult::Resignation { winner: Color::White }));
        assert_eq!(r("B+Resign"), RecordedOutcome::Result(GameResult::Resignation { winner: Color::Black }));
        assert_eq!(r("B+T"), RecordedOutcome::Result(GameResult::Time { winner: Color::Black }));
        assert_eq!(r("W+F"), RecordedOutcome::Result(GameResult::Forfeit { winner: Color::White }));
        assert_eq!(r("0"), RecordedOutcome::Result(GameResult::Draw));
        assert_eq!(r("Draw"), RecordedOutcome::Result(GameResult::Draw));
        assert_eq!(r("jigo"), RecordedOutcome::Result(GameResult::Draw));
        assert_eq!(r("Void"), RecordedOutcome::Result(GameResult::Void));
        assert_eq!(r("B"), RecordedOutcome::Winner(Color::Black));
        assert_eq!(r("W"), RecordedOutcome::Winner(Color::White));
        assert_eq!(r("B+0.0"), RecordedOutcome::Winner(Color::Black));
        assert_eq!(r("W+Time Over"), RecordedOutcome::Winner(Color::White));
        assert_eq!(r("has adjourned."), RecordedOutcome::Unknown);
        assert_eq!(r("?"), RecordedOutcome::Unknown);
    }

    #[test]
    fn sizes_and_points() {
        assert_eq!(parse_size(b"19"), Ok(BoardSize::NINETEEN));
        assert_eq!(parse_size(b"19:7").map(|s| (s.width(), s.height())), Ok((19, 7)));
        assert!(parse_size(b"0").is_err());
        assert!(parse_size(b"53").is_err());
        // A side too large for any integer type is out of range too.
        assert_eq!(parse_size(b"4294967315"), Err("a board side must be 1..=52"));
        assert_eq!(parse_size(b"19:18446744073709551635"), Err("a board side must be 1..=52"));
        assert_eq!(parse_size(b"1e3"), Err("not a whole number"));
        assert_eq!(parse_size(b"+4294967315"), Err("a board side must be 1..=52"));
        assert_eq!(parse_size(b"+19"), Ok(BoardSize::NINETEEN));
        assert!(parse_size(b"-1").is_err());
        assert_eq!(parse_point(b"aZ"), Some(Point::new(0, 51)));
        assert_eq!(parse_move(b"tt", BoardSize::NINETEEN), Some(Move::Pass));
        assert_eq!(parse_move(b"", BoardSize::NINE), Some(Move::Pass));
        let big = BoardSize::new(25, 25).unwrap();
        assert_eq!(parse_move(b"tt", big), Some(Move::Play(Point::new(19, 19))));
        assert_eq!(parse_point_or_rect(b"aa:bb").map(|v| v.len()), Some(4));
        assert_eq!(point_text(Point::new(27, 3)), "Bd");
    }

    #[test]
    fn standard_results() {
        for ok in [
            "B+3.5",
            "W+12",
            "b+r",
            "W+Resign",
            "B+T",
            "W+Time",
            "B+F",
            "W+Forfeit",
            "0",
            "Draw",
            "Void",
            "?",
            "B+",
            " W+0.5 ",
        ] {
            assert!(RecordedResult::parse(ok).is_standard(), "{ok}");
        }
        for bad in [
            "B",
            "W",
            "Jigo",
            "B+Illegal",
            "B+0",
            "W+0.0",
            "B+3.",
            "has adjourned.",
            "黑中盘胜",
            "B+3.5 ? W+timeout",
            "",
        ] {
            assert!(!RecordedResult::parse(bad).is_standard(), "{bad}");
        }
    }

    #[test]
    fn ff4_dates() {
        for ok in [
            "1996-12-27",
            "1996",
            "1996-12",
            "1996-12-27,28",
            "1996-05,06",
            "1996-05-14,15,06-01",
            "2004-01-01,2005-02-03",
        ] {
            assert!(is_ff4_date(ok), "{ok}");
        }
        for bad in [
            "",
            "1996-13-01",
            "1996-12-32",
            "96-12-27",
            "1996/12/27",
            "2005.04.10 12:00",
            "1996-12-27 10:00:00",
            "27.12.1996",
            "August 9, 1996",
            "1996,05",
            "1996-00",
        ] {
            assert!(!is_ff4_date(bad), "{bad}");
        }
    }

    #[test]
    fn times() {
        assert_eq!(parse_seconds_ms("1800"), Some(1_800_000));
        assert_eq!(parse_seconds_ms("34.5"), Some(34_500));
        assert_eq!(parse_overtime("5x30 byo-yomi"), Overtime::ByoYomi { periods: 5, seconds: 30 });
        assert_eq!(parse_seconds_ms("+60"), Some(60_000));
        assert_eq!(parse_seconds_ms("1000000000000"), Some(1_000_000_000_000_000));
        assert_eq!(parse_seconds_ms("18446744073709552"), None);
        assert_eq!(parse_seconds_ms("-60"), None);
        assert_eq!(parse_seconds_ms("+"), None);
        // A time left may be negative: the time overstepped (found from
        // outside: `WL[-5]` was unreadable, as if not recorded).
        assert_eq!(parse_signed_seconds_ms("-5"), Some(-5_000));
        assert_eq!(parse_signed_seconds_ms(" -0.25 "), Some(-250));
        assert_eq!(parse_signed_seconds_ms("-0"), Some(0));
        assert_eq!(parse_signed_seconds_ms("+3"), Some(3_000));
        assert_eq!(parse_signed_seconds_ms("12.5"), Some(12_500));
        for bad in ["--5", "-+5", "- 5", "-", "+-5", "-9223372036854776", "x"] {
            assert_eq!(parse_signed_seconds_ms(bad), None, "{bad}");
        }
        // A number too large for a count is no reading: kept as text.
        let huge = "5x5000000000.500 byo-yomi";
        assert_eq!(parse_overtime(huge), Overtime::Other(huge.to_owned()));
        assert_eq!(parse_overtime("Fischer 0.500"), Overtime::Other("Fischer 0.500".to_owned()));
        assert_eq!(parse_overtime("25/600 Canadian"), Overtime::Canadian { stones: 25, seconds: 600 });
    }
}
