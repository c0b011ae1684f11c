//! Komi, kept exactly in half points.

use std::fmt;
use std::str::FromStr;

use crate::base::{BoardSize, SetupError};

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

    /// Komi of `half_points / 2` points, refused beyond ±[`Komi::MAX_POINTS`]
    /// instead of clamped (for callers that pass numbers from outside,
    /// such as the C ABI).
    ///
    /// ```
    /// use go_core::Komi;
    /// assert_eq!(Komi::try_from_half_points(-13).map(|k| k.to_string()), Ok("-6.5".to_owned()));
    /// assert!(Komi::try_from_half_points(20_001).is_err());
    /// ```
    ///
    /// # Errors
    /// [`SetupError::InvalidKomi`] naming the komi in points when it lies
    /// beyond ±10000 points.
    pub fn try_from_half_points(half_points: i32) -> Result<Komi, SetupError> {
        if half_points.unsigned_abs() > 2 * Komi::MAX_POINTS.unsigned_abs() {
            // Named as `Display` writes a komi (the value itself is refused).
            return Err(SetupError::InvalidKomi(Komi(half_points).to_string()));
        }
        Ok(Komi(half_points))
    }

    /// The komi of `points` given as a float, as GTP's `komi` sends it
    /// (`6.5`, `6.5e0`, `1e2`): exact multiples of 0.5 within ±10000 only.
    ///
    /// ```
    /// use go_core::Komi;
    /// assert_eq!(Komi::from_points(6.5e0), Ok(Komi::from_half_points(13)));
    /// assert!(Komi::from_points(6.25).is_err() && Komi::from_points(f64::NAN).is_err());
    /// ```
    ///
    /// # Errors
    /// [`SetupError::InvalidKomi`] for a value that is not finite, not a
    /// multiple of 0.5 or beyond ±10000 points.
    pub fn from_points(points: f64) -> Result<Komi, SetupError> {
        let doubled = points * 2.0;
        if !doubled.is_finite() || doubled.fract() != 0.0 || doubled.abs() > 2.0 * f64::from(Komi::MAX_POINTS) {
            return Err(SetupError::InvalidKomi(points.to_string()));
        }
        // Whole and within ±20000: the cast is exact.
        #[allow(clippy::cast_possible_truncation)]
        Komi::try_from_half_points(doubled as i32)
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
        // Cut to 32 characters with a mark (found from outside: a long
        // row of digits cut silently read as a valid komi, "6.500...0").
        let bad = || SetupError::InvalidKomi(crate::base::excerpt(s, 32));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checked_half_points_keep_the_text_limits() {
        // The same bounds as the text form: 10000 and -10000 points pass.
        assert_eq!(Komi::try_from_half_points(20_000), "10000".parse());
        assert_eq!(Komi::try_from_half_points(-20_000), "-10000".parse());
        assert_eq!(Komi::try_from_half_points(0).map(Komi::half_points), Ok(0));
        assert_eq!(Komi::try_from_half_points(20_001), Err(SetupError::InvalidKomi("10000.5".to_owned())));
        assert!("10000.5".parse::<Komi>().is_err());
        assert_eq!(Komi::try_from_half_points(-20_002), Err(SetupError::InvalidKomi("-10001".to_owned())));
        assert!(Komi::try_from_half_points(i32::MIN).is_err());
        assert!(Komi::try_from_half_points(i32::MAX).is_err());
    }
}
