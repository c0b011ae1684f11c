//! Character sets: which encoding a text is read in, and decoding values.
//!
//! The decision, in order (documented on [`super::SgfCollection::parse`]):
//! a byte-order mark (UTF-8, UTF-16LE, UTF-16BE); else the bytes when they
//! are valid UTF-8 (a `CA` naming another set is then overruled, with a
//! warning, when the text has non-ASCII bytes); else the first `CA` when
//! encoding_rs knows its label; else the fallback, ISO-8859-1 as the WHATWG
//! Encoding Standard reads it (windows-1252), with a warning.

use std::borrow::Cow;

use encoding_rs::Encoding;

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
    /// or `\\` (Shift_JIS, GBK/GB18030, Big5), so that the parser skips them.
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

    /// Decodes a value; undecodable bytes become U+FFFD.
    pub(crate) fn decode<'b>(&self, bytes: &'b [u8]) -> Cow<'b, str> {
        if self.values == encoding_rs::UTF_8 {
            return String::from_utf8_lossy(bytes);
        }
        self.values.decode_without_bom_handling(bytes).0
    }

    /// Whether a value decodes without error.
    pub(crate) fn decodes(&self, bytes: &[u8]) -> bool {
        if bytes.is_ascii() {
            return true;
        }
        if self.values == encoding_rs::UTF_8 {
            return std::str::from_utf8(bytes).is_ok();
        }
        self.values.decode_without_bom_handling_and_without_replacement(bytes).is_some()
    }
}

/// Finds the first `CA[...]` value by a byte scan (the parser needs the
/// character set before it reads any text). Returns the value, trimmed.
pub(crate) fn find_declared_charset(bytes: &[u8]) -> Option<&[u8]> {
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

fn trim(b: &[u8]) -> &[u8] {
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
        "sjis" | "shift-jis" | "shiftjis" | "cp932" | "ms932" => Some(encoding_rs::SHIFT_JIS),
        "gb-2312" | "cp936" | "gb2312-80" => Some(encoding_rs::GBK),
        "euckr" | "cp949" | "uhc" => Some(encoding_rs::EUC_KR),
        s if s.starts_with("iso8859-") => Encoding::for_label(format!("iso-8859-{}", &s[8..]).as_bytes()),
        _ => None,
    }
}
