//! Character sets: which encoding a text is read in, and decoding values.
//!
//! The decision, in order (documented on
//! [`super::SgfCollection::parse_with`]): a byte-order mark (UTF-8,
//! UTF-16LE, UTF-16BE); else the caller's [`Charset`]; else the bytes when
//! they are valid UTF-8 (a `CA` naming another set is then overruled, with a
//! warning, when the text has non-ASCII bytes); else the first `CA` when
//! encoding_rs knows its label (a `CA[UTF-8]` only over bytes that are
//! mostly UTF-8); else, with no known `CA`, UTF-8 for bytes that are
//! mostly UTF-8 by a higher bar; else the set the chardetng detector
//! guesses, with a warning.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use encoding_rs::Encoding;

use super::error::SgfError;

/// A character set to read SGF text in, chosen by the caller
/// ([`super::ParseOptions::charset`]) to overrule the file's `CA` and the
/// detection (for a record whose `CA` is missing or wrong).
///
/// Built from a label: the names of the WHATWG Encoding Standard
/// (`UTF-8`, `GB18030`, `GBK`, `gb2312`, `Big5`, `Shift_JIS`, `EUC-JP`,
/// `EUC-KR`, `ISO-8859-2`, `windows-1251`, `KOI8-R`, `UTF-16LE`, ...),
/// case-insensitive, and the spellings SGF files use (`ISO8859_1`,
/// `SJIS`, `MS_KANJI`, `CP936`, `UHC`, `Latin1`, `UTF16LE`). Labels are
/// plain ASCII text, so a C or Python caller passes the same string.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Charset(&'static Encoding);

impl Charset {
    /// The character set a label names.
    ///
    /// # Errors
    /// [`SgfError::UnknownCharset`] when the label names no character set
    /// that can be decoded (this includes the WHATWG "replacement" labels
    /// such as `ISO-2022-KR`, which decode to nothing).
    pub fn from_label(label: &str) -> Result<Charset, SgfError> {
        match for_label(label.as_bytes()) {
            Some(e) if e != encoding_rs::REPLACEMENT => Ok(Charset(e)),
            _ => Err(SgfError::UnknownCharset { label: label.chars().take(40).collect() }),
        }
    }

    /// The canonical name (`UTF-8`, `gb18030`, `Big5`, `Shift_JIS`,
    /// `EUC-KR`, `windows-1252`, ...), as [`super::SgfCollection::encoding_name`]
    /// reports it.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.0.name()
    }

    pub(crate) fn of(e: &'static Encoding) -> Charset {
        Charset(e)
    }

    pub(crate) fn encoding(self) -> &'static Encoding {
        self.0
    }
}

impl FromStr for Charset {
    type Err = SgfError;

    /// As [`Charset::from_label`].
    fn from_str(s: &str) -> Result<Charset, SgfError> {
        Charset::from_label(s)
    }
}

impl fmt::Debug for Charset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Charset({})", self.0.name())
    }
}

impl fmt::Display for Charset {
    /// Writes the canonical name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.name())
    }
}

/// The character set the chardetng detector (Firefox's detector for
/// unlabelled legacy text) guesses for bytes that are not UTF-8. A GBK guess is reported
/// as GB18030, its superset: the two decode alike (the WHATWG Encoding
/// Standard gives them one decoder), and GB18030 names unlabelled Chinese
/// text best.
pub(crate) fn detect(bytes: &[u8]) -> &'static Encoding {
    let mut d = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    d.feed(bytes, true);
    let e = d.guess(None, chardetng::Utf8Detection::Deny);
    if e == encoding_rs::GBK { encoding_rs::GB18030 } else { e }
}

/// The encoding a collection's text was read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TextEncoding {
    /// The decoder for values (UTF-8 for UTF-16 input, which is transcoded
    /// to UTF-8 before parsing).
    values: &'static Encoding,
    /// The file's own encoding, for writing back exactly.
    pub(crate) file: &'static Encoding,
    /// The byte-order mark the file began with, written back.
    pub(crate) bom: bool,
}

impl TextEncoding {
    pub(crate) fn utf8() -> TextEncoding {
        TextEncoding { values: encoding_rs::UTF_8, file: encoding_rs::UTF_8, bom: false }
    }

    pub(crate) fn new(values: &'static Encoding, file: &'static Encoding, bom: bool) -> TextEncoding {
        TextEncoding { values, file, bom }
    }

    /// The file encoding's name.
    pub(crate) fn name(&self) -> &'static str {
        self.file.name()
    }

    pub(crate) fn values(&self) -> &'static Encoding {
        self.values
    }

    /// The lead-byte test of a double-byte set whose trail bytes may be `]`
    /// or `\` (Shift_JIS, GBK/GB18030, Big5), so that the parser skips them
    /// (see [`char_len`]).
    pub(crate) fn lead_byte_test(&self) -> Option<fn(u8) -> bool> {
        let v = self.values;
        if v == encoding_rs::SHIFT_JIS {
            Some(|c| (0x81..=0x9f).contains(&c) || (0xe0..=0xfc).contains(&c))
        } else if v == encoding_rs::GBK || v == encoding_rs::GB18030 || v == encoding_rs::BIG5 {
            Some(|c| (0x81..=0xfe).contains(&c))
        } else {
            None
        }
    }

    /// Whether a raw value (SGF escapes in it) decodes: in a set that is
    /// not ASCII-compatible (ISO-2022-JP) with its escapes taken out first,
    /// as the text accessors decode it (found from outside: a value holding
    /// an escaped `\` of a Japanese character was judged undecodable, and,
    /// when the test took the escapes out of text already without them,
    /// `decoded_values` refused 本).
    pub(crate) fn decodes_raw(&self, raw: &[u8]) -> bool {
        if self.values.is_ascii_compatible() {
            self.decodes(raw)
        } else {
            self.decodes(&super::tree::unescape(raw, false, None))
        }
    }

    /// Decodes a value; undecodable bytes become U+FFFD.
    pub(crate) fn decode<'b>(&self, bytes: &'b [u8]) -> Cow<'b, str> {
        if self.values == encoding_rs::UTF_8 {
            return String::from_utf8_lossy(bytes);
        }
        self.values.decode_without_bom_handling(bytes).0
    }

    /// Whether a value decodes without error.
    pub(crate) fn decodes(&self, bytes: &[u8]) -> bool {
        if bytes.is_ascii() && self.values.is_ascii_compatible() {
            return true;
        }
        if self.values == encoding_rs::UTF_8 {
            return std::str::from_utf8(bytes).is_ok();
        }
        self.values.decode_without_bom_handling_and_without_replacement(bytes).is_some()
    }
}

/// The length of the character that begins at `i` of a value's bytes, as
/// the reader splits them: a lead byte of a double-byte set (`lead`, from
/// [`TextEncoding::lead_byte_test`]) and the byte after it, else one byte.
/// A lead byte at the end of `bytes` stands alone (a truncated character).
///
/// Every part of the crate that scans, escapes or unescapes raw values
/// splits them with this function and [`unit_len`], so that the parser,
/// the writers and the text accessors agree on where a value ends.
#[inline]
pub(crate) fn char_len(bytes: &[u8], i: usize, lead: Option<fn(u8) -> bool>) -> usize {
    match lead {
        Some(lead) if lead(bytes[i]) && i + 1 < bytes.len() => 2,
        _ => 1,
    }
}

/// The length of the unit that begins at `i` of a value's bytes: an escape
/// (`\` and the whole character after it: SGF's "any character following
/// `\` is inserted verbatim", a double-byte character included) or one
/// character ([`char_len`]). A `\` at the end stands alone.
#[inline]
pub(crate) fn unit_len(bytes: &[u8], i: usize, lead: Option<fn(u8) -> bool>) -> usize {
    if bytes[i] == b'\\' && i + 1 < bytes.len() { 1 + char_len(bytes, i + 1, lead) } else { char_len(bytes, i, lead) }
}

/// Whether the unit at `i` is cut short by the end of `bytes`: a lone
/// `\`, a lead byte without its trail byte, or an escape of one. Written
/// before a closing `]`, such a unit would take the `]` into the value.
fn truncated(bytes: &[u8], i: usize, lead: Option<fn(u8) -> bool>) -> bool {
    let n = unit_len(bytes, i, lead);
    if i + n != bytes.len() {
        return false;
    }
    let last = bytes[i + n - 1];
    let lone_lead = lead.is_some_and(|lead| lead(last)) && (n == 1 || (n == 2 && bytes[i] == b'\\'));
    lone_lead || (n == 1 && last == b'\\')
}

/// What [`writable_value`] does with a lone `\` at the end of a value.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum LoneBackslash {
    /// Dropped: an escape of nothing (a value cut off by the end of the
    /// input).
    Drop,
    /// Escaped: a character of the text (a decoder's output).
    Escape,
}

/// A value's raw bytes made writable between `[` and `]`, so that a reader
/// splitting them as [`unit_len`] does (in the same character set) ends the
/// value exactly at the written `]`: a bare `]` gets a backslash, a lone
/// `\` at the end is dropped or escaped (`backslash`), and a lead byte cut
/// short at the end ([`truncated`]) is dropped. Bytes that are writable
/// already come back unchanged (borrowed).
pub(crate) fn writable_value(raw: &[u8], lead: Option<fn(u8) -> bool>, backslash: LoneBackslash) -> Cow<'_, [u8]> {
    let mut i = 0;
    while i < raw.len() && raw[i] != b']' && !truncated(raw, i, lead) {
        i += unit_len(raw, i, lead);
    }
    if i >= raw.len() {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len() + 4);
    out.extend_from_slice(&raw[..i]);
    while i < raw.len() {
        let n = unit_len(raw, i, lead);
        if raw[i] == b']' {
            out.extend_from_slice(b"\\]");
        } else if n == 1 && raw[i] == b'\\' && backslash == LoneBackslash::Escape {
            out.extend_from_slice(b"\\\\");
        } else if !truncated(raw, i, lead) {
            out.extend_from_slice(&raw[i..i + n]);
        }
        i += n;
    }
    Cow::Owned(out)
}

/// SGF-escapes text bytes in a character set: every `]` and `\` that
/// stands as a character of its own ([`char_len`]) gets a backslash; a
/// trail byte of a double-byte character is left as it is.
pub(crate) fn escape_bytes(text: &[u8], lead: Option<fn(u8) -> bool>) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + 4);
    let mut i = 0;
    while i < text.len() {
        let n = char_len(text, i, lead);
        if n == 1 && matches!(text[i], b']' | b'\\') {
            out.push(b'\\');
        }
        out.extend_from_slice(&text[i..i + n]);
        i += n;
    }
    out
}

/// Finds the first `CA[...]` value by a byte scan (the parser needs the
/// character set before it reads any text). Returns the value, trimmed.
///
/// The scan steps over property values (`[` to the next `]` that no `\`
/// escapes), so that a `CA[` quoted in a comment is not taken (found from
/// outside: `C[set CA[UTF-8\] in your editor]CA[GB2312]` was read as
/// UTF-8), and reads identifiers as the parser does: the capitals of one
/// with lower-case letters, all its letters upper-cased when it has none
/// (`ca`, which the parser reads as `CA`). A double-byte character whose
/// trail byte is `\` or `]` can put this step out of line before the set
/// is known; when it finds no `CA` outside values, the first `CA[` not
/// after another letter is taken, wherever it stands.
pub(crate) fn find_declared_charset(bytes: &[u8]) -> Option<&[u8]> {
    outside_values(bytes).or_else(|| anywhere(bytes))
}

/// The first value of a `CA` identifier that stands outside values.
fn outside_values(bytes: &[u8]) -> Option<&[u8]> {
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'[' {
            i = value_end(bytes, i + 1).map_or(bytes.len(), |e| e + 1);
        } else if b.is_ascii_alphabetic() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
                i += 1;
            }
            let ident = &bytes[start..i];
            let capitals: Vec<u8> = ident.iter().copied().filter(u8::is_ascii_uppercase).collect();
            let is_ca = if capitals.is_empty() { ident.eq_ignore_ascii_case(b"CA") } else { capitals == b"CA" };
            if is_ca {
                let mut j = i;
                while j < bytes.len() && bytes[j].is_ascii_whitespace() {
                    j += 1;
                }
                if j < bytes.len() && bytes[j] == b'[' {
                    let end = value_end(bytes, j + 1)?;
                    return Some(trim(&bytes[j + 1..end]));
                }
            }
        } else {
            i += 1;
        }
    }
    None
}

/// Where the value that begins at `start` ends: the index of its closing
/// `]`, stepping over escapes.
fn value_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b']' => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// The first `CA[...]` value anywhere, `CA` not after another letter.
fn anywhere(bytes: &[u8]) -> Option<&[u8]> {
    let mut i = 0;
    while let Some(off) = find(&bytes[i..], b"CA") {
        let at = i + off;
        i = at + 2;
        // An identifier of exactly `CA` (not the end of `ABCA` nor FF3's
        // `CharsetAlias`-like spellings, which we do not try to guess).
        if at > 0 && bytes[at - 1].is_ascii_alphabetic() {
            continue;
        }
        let mut j = at + 2;
        while j < bytes.len() && bytes[j].is_ascii_whitespace() {
            j += 1;
        }
        if j < bytes.len() && bytes[j] == b'[' {
            let start = j + 1;
            let end = bytes[start..].iter().position(|&b| b == b']').map(|e| start + e)?;
            return Some(trim(&bytes[start..end]));
        }
    }
    None
}

/// A value (a `CA` label) without the white space around it.
pub(crate) fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|c| !c.is_ascii_whitespace()).unwrap_or(b.len());
    let e = b.iter().rposition(|c| !c.is_ascii_whitespace()).map_or(s, |e| e + 1);
    &b[s..e.max(s)]
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The encoding_rs encoding for a `CA` label, with a few SGF spellings
/// (`ISO8859_1`, `SHIFT_JIS`, `GB2312`) normalised first.
pub(crate) fn for_label(label: &[u8]) -> Option<&'static Encoding> {
    if let Some(e) = Encoding::for_label(label) {
        return Some(e);
    }
    let s: String = String::from_utf8_lossy(label).trim().to_ascii_lowercase().replace('_', "-");
    if let Some(e) = Encoding::for_label(s.as_bytes()) {
        return Some(e);
    }
    match s.as_str() {
        "iso8859-1" | "iso-8859-1" | "latin-1" | "latin1" | "ascii" | "us-ascii" => Some(encoding_rs::WINDOWS_1252),
        "utf8" => Some(encoding_rs::UTF_8),
        "utf16" | "utf16le" => Some(encoding_rs::UTF_16LE),
        "utf16be" => Some(encoding_rs::UTF_16BE),
        "sjis" | "shift-jis" | "shiftjis" | "cp932" | "ms932" => Some(encoding_rs::SHIFT_JIS),
        "gb-2312" | "cp936" | "gb2312-80" => Some(encoding_rs::GBK),
        "euckr" | "cp949" | "uhc" => Some(encoding_rs::EUC_KR),
        // sgfmill's label (found from outside).
        "iso2022-jp" | "iso2022jp" => Some(encoding_rs::ISO_2022_JP),
        s if s.starts_with("iso8859-") => Encoding::for_label(format!("iso-8859-{}", &s[8..]).as_bytes()),
        _ => None,
    }
}
