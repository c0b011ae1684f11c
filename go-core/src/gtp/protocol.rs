//! The wire format of GTP version 2 (Go Text Protocol, draft 2 of the
//! specification by Gunnar Farnebäck, GNU Go 3.x as reference): cleaning an
//! input line, splitting it into an optional id, a command name and
//! arguments, reading argument values, and writing a response.

use std::fmt;

/// One command line after preprocessing: the optional id (the digits as
/// sent, so that ids of any length echo back exactly), the command name and
/// its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CommandLine {
    pub(crate) id: Option<String>,
    pub(crate) name: String,
    pub(crate) args: Vec<String>,
}

/// Cleans one raw input line as the GTP specification's section 2 asks:
/// decodes it lossily (invalid UTF-8 becomes U+FFFD), removes every control
/// character except the horizontal tab (CR and DEL included), cuts a comment
/// from the first `#`, and turns tabs into spaces. Returns `None` when
/// nothing but white space is left (such lines get no response).
pub(crate) fn clean_line(raw: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(raw);
    let text = text.split('#').next().unwrap_or("");
    let cleaned: String =
        text.chars().filter(|&c| c == '\t' || !c.is_control()).map(|c| if c == '\t' { ' ' } else { c }).collect();
    if cleaned.trim().is_empty() { None } else { Some(cleaned) }
}

/// Splits a cleaned line into id, command name and arguments. A first word
/// of digits only is the id; the command name may then be missing (an empty
/// name, answered as an unknown command).
pub(crate) fn split_line(cleaned: &str) -> CommandLine {
    let mut words = cleaned.split_ascii_whitespace();
    let first = words.next().unwrap_or("");
    let (id, name) = if !first.is_empty() && first.bytes().all(|b| b.is_ascii_digit()) {
        (Some(first.to_owned()), words.next().unwrap_or("").to_owned())
    } else {
        (None, first.to_owned())
    };
    CommandLine { id, name, args: words.map(str::to_owned).collect() }
}

/// The answer to one command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GtpResponse {
    /// The id of the command, as sent, when it had one.
    pub id: Option<String>,
    /// `true` for success (`=`), `false` for failure (`?`).
    pub success: bool,
    /// The result or error message, without the status character and id;
    /// it may span several lines but never contains an empty line.
    pub text: String,
}

impl GtpResponse {
    /// A success carrying `text`.
    pub(crate) fn ok(id: Option<String>, text: String) -> GtpResponse {
        GtpResponse { id, success: true, text: no_empty_lines(&text) }
    }

    /// A failure carrying the error message `text`.
    pub(crate) fn error(id: Option<String>, text: String) -> GtpResponse {
        GtpResponse { id, success: false, text: no_empty_lines(&text) }
    }
}

impl fmt::Display for GtpResponse {
    /// Writes the response as it goes on the wire: `=` or `?`, the id, a
    /// space, the text, then the empty line that ends every response
    /// (`"=7 D4\n\n"`, `"? illegal move\n\n"`, `"= \n\n"` for an empty
    /// success).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let status = if self.success { '=' } else { '?' };
        write!(f, "{status}{} {}\n\n", self.id.as_deref().unwrap_or(""), self.text)
    }
}

/// `text` with its line ends made LF (a CR LF or a lone CR, as in an SGF
/// comment that `printsgf` writes back, becomes one LF: controllers read
/// a CR as a line end too), every other control character but HT (BEL,
/// ESC, DEL, the C1 controls) made a space (GTP 2 section 2.2 keeps them
/// off the wire; found from outside: an SGF comment's escape sequences
/// reached the controller's terminal through `printsgf`), trailing newlines
/// removed and each empty inner line replaced by a single space, so that
/// the response cannot end early (two newlines in a row end a GTP
/// response).
fn no_empty_lines(text: &str) -> String {
    // A control character that does not stay as it is (CR included).
    let stray = |c: char| c.is_control() && c != '\n' && c != '\t';
    let unified;
    let text = if text.chars().any(stray) {
        unified = text
            .replace("\r\n", "\n")
            .replace('\r', "\n")
            .chars()
            .map(|c| if stray(c) { ' ' } else { c })
            .collect::<String>();
        unified.as_str()
    } else {
        text
    };
    let trimmed = text.trim_end_matches('\n');
    if !trimmed.contains("\n\n") {
        return trimmed.to_owned();
    }
    let lines: Vec<&str> = trimmed.split('\n').collect();
    let mut out = String::with_capacity(trimmed.len() + 8);
    for (i, line) in lines.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        // The first line may be empty: it follows "= " on the wire.
        out.push_str(if line.is_empty() && i > 0 { " " } else { line });
    }
    out
}

/// Reads a GTP int (an unsigned decimal that fits in `u32`).
pub(crate) fn parse_u32(word: &str) -> Option<u32> {
    parse_unsigned(word)
}

/// Reads an unsigned decimal of digits only (no sign, as GTP writes an
/// int) that fits in `T`.
pub(crate) fn parse_unsigned<T: std::str::FromStr>(word: &str) -> Option<T> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok()
}

/// Reads a non-negative number of seconds (GTP sends integers; a decimal
/// fraction is accepted too, to the millisecond) as milliseconds, below
/// 10^15 seconds: every GTP integer (up to 2^31 - 1) and more (found from
/// outside: 10^9 seconds, a valid GTP integer, was a syntax error).
pub(crate) fn parse_seconds_ms(word: &str) -> Option<u64> {
    let (int, frac) = word.split_once('.').unwrap_or((word, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !digits(int) || !digits(frac) || int.len() > 15 {
        return None;
    }
    let whole: u64 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let millis = frac.bytes().chain(std::iter::repeat(b'0')).take(3).fold(0, |acc, b| acc * 10 + u64::from(b - b'0'));
    whole.checked_mul(1000)?.checked_add(millis)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::Color;

    #[test]
    fn cleaning_follows_the_specification() {
        assert_eq!(clean_line(b"  \t \r"), None);
        assert_eq!(clean_line(b"# only a comment"), None);
        assert_eq!(clean_line(b"play\tb d4 # a comment").as_deref(), Some("play b d4 "));
        assert_eq!(clean_line(b"na\x01me\x7f\r").as_deref(), Some("name"));
        assert_eq!(clean_line(b"\xff\xfename").as_deref(), Some("\u{fffd}\u{fffd}name"));
    }

    #[test]
    fn ids_and_arguments() {
        let c = split_line("12 play b D4");
        assert_eq!(c.id.as_deref(), Some("12"));
        assert_eq!(c.name, "play");
        assert_eq!(c.args, ["b", "D4"]);
        let c = split_line("99999999999999999999999999");
        assert_eq!((c.id.as_deref(), c.name.as_str()), (Some("99999999999999999999999999"), ""));
        let c = split_line("-5 name");
        assert_eq!((c.id, c.name.as_str()), (None, "-5"));
    }

    #[test]
    fn responses_on_the_wire() {
        assert_eq!(GtpResponse::ok(Some("3".into()), "D4".into()).to_string(), "=3 D4\n\n");
        assert_eq!(GtpResponse::ok(None, String::new()).to_string(), "= \n\n");
        assert_eq!(GtpResponse::error(None, "illegal move".into()).to_string(), "? illegal move\n\n");
        assert_eq!(GtpResponse::ok(None, "\na\n\nb\n".into()).to_string(), "= \na\n \nb\n\n");
        // Control characters but HT and line ends never reach the wire
        // (found from outside: an SGF comment's escape sequences did).
        let comment = "C[bell\u{7} esc\u{1b}[31m\tred\u{c}\u{7f}\u{9b}2J]\r\n;B[aa]";
        assert_eq!(GtpResponse::ok(None, comment.into()).to_string(), "= C[bell  esc [31m\tred   2J]\n;B[aa]\n\n");
    }

    #[test]
    fn values() {
        assert_eq!("WHITE".parse::<Color>(), Ok(Color::White));
        assert!("x".parse::<Color>().is_err());
        assert_eq!(parse_u32("19"), Some(19));
        assert_eq!(parse_u32("99999999999999999999"), None);
        assert_eq!(parse_u32("-1"), None);
        assert_eq!(parse_seconds_ms("1.5"), Some(1500));
        assert_eq!(parse_seconds_ms("1e3"), None);
        assert_eq!(parse_seconds_ms("2147483647"), Some(2_147_483_647_000));
        assert_eq!(parse_seconds_ms("999999999999999"), Some(999_999_999_999_999_000));
        assert_eq!(parse_seconds_ms("1000000000000000"), None);
    }
}
