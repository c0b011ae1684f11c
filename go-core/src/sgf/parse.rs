//! The single-pass byte parser: game trees, nodes, properties and values
//! as spans of the input, with strict errors or lenient repairs.

use super::encoding::{self, TextEncoding};
use super::error::{SgfError, SgfWarning, TextPosition, WarningKind};
use super::tree::{NONE, NodeData, PropData, SgfCollection, Span, position_in, u32_len};

/// How forgiving the parser is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseMode {
    /// The first deviation from SGF's grammar is an error with its line and
    /// column. Text before the first game tree is allowed (as in FF\[4\]).
    Strict,
    /// Common damage is repaired, each repair recorded as an
    /// [`SgfWarning`]: a game tree without its first `;`, an unescaped `]`
    /// inside a text value, `((` and `()`, a node after variations, a
    /// property without a value, an identifier without capitals, bytes that
    /// are not SGF inside or after trees, and trees or a value left open at
    /// the end of the input.
    #[default]
    Lenient,
}

/// Options for [`SgfCollection::parse_with`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ParseOptions {
    /// Strict or lenient (the default).
    pub mode: ParseMode,
}

impl ParseOptions {
    /// Options with this mode.
    #[must_use]
    pub const fn with_mode(mut self, mode: ParseMode) -> Self {
        self.mode = mode;
        self
    }
}

/// At most this many warnings are stored; the rest are counted.
const MAX_WARNINGS: usize = 1000;
/// Stack marker of an ignored `(` (lenient `((`).
const IGNORED: u32 = u32::MAX - 1;

impl SgfCollection {
    /// Parses an SGF collection leniently (see [`ParseMode::Lenient`]).
    ///
    /// # Errors
    /// As [`SgfCollection::parse_with`].
    pub fn parse(input: &[u8]) -> Result<SgfCollection, SgfError> {
        SgfCollection::parse_with(input, ParseOptions::default())
    }

    /// Parses an SGF collection from its bytes.
    ///
    /// The character set is chosen before parsing: a byte-order mark
    /// (UTF-8, UTF-16LE/BE; UTF-16 without one is recognised by a zero byte
    /// beside the first `(`) wins; else bytes that are valid UTF-8 are read
    /// as UTF-8 (overruling a `CA` that says otherwise, with a warning when
    /// the text is not pure ASCII); else the first `CA` value, when it names
    /// a set the encoding_rs library knows (GB2312/GBK/GB18030, Big5,
    /// Shift_JIS, EUC-JP, EUC-KR, ISO-8859-x, windows-125x, KOI8, ...); else
    /// ISO-8859-1 (read as windows-1252, as the WHATWG Encoding Standard
    /// does), with a warning. The first `CA` of the collection applies to
    /// all its game trees. Values that do not decode keep their raw bytes:
    /// [`SgfCollection::to_bytes`] writes them back exactly, and
    /// [`SgfCollection::to_utf8`] replaces them and counts them.
    ///
    /// # Errors
    /// [`SgfError::InputTooLarge`] at 4 GiB or more; [`SgfError::NoGameTree`]
    /// when no game tree is found; in strict mode [`SgfError::Unexpected`],
    /// [`SgfError::UnexpectedEnd`] or [`SgfError::InvalidIdentifier`] at the
    /// first deviation, with its line and column.
    pub fn parse_with(input: &[u8], options: ParseOptions) -> Result<SgfCollection, SgfError> {
        if input.len() >= u32::MAX as usize - 1 {
            return Err(SgfError::InputTooLarge { bytes: input.len() });
        }
        let mut warnings = Vec::new();
        let (buf, enc, whole_decodes) = choose_encoding(input, &mut warnings);
        // Reserve the arenas once (nodes <= ';' count, properties and
        // values <= '[' count, repairs aside): no doubling, so memory stays
        // a small multiple of the input.
        let (mut semis, mut opens) = (0usize, 0usize);
        for &b in &buf {
            semis += usize::from(b == b';');
            opens += usize::from(b == b'[');
        }
        let mut p = Parser {
            src: &buf,
            pos: 0,
            lenient: options.mode == ParseMode::Lenient,
            dbcs: enc.lead_byte_test(),
            nodes: Vec::with_capacity(semis),
            props: Vec::with_capacity(opens),
            values: Vec::with_capacity(opens),
            roots: Vec::new(),
            last_child: Vec::with_capacity(semis),
            extra: Vec::new(),
            warnings: Vec::new(),
            dropped: 0,
        };
        p.run()?;
        let Parser { nodes, props, values, roots, extra, warnings: offs, dropped, .. } = p;
        let source_len = buf.len();
        for (off, kind) in offs {
            warnings.push((off, kind));
        }
        let mut c = SgfCollection {
            buf,
            source_len,
            encoding: enc,
            roots,
            nodes,
            props,
            values,
            warnings: Vec::new(),
            line_starts: std::sync::OnceLock::new(),
        };
        c.buf.extend_from_slice(&extra);
        // Files found valid UTF-8 (or transcoded from UTF-16) decode whole.
        if !whole_decodes {
            let bad = c.values.iter().filter(|v| !enc.decodes(&c.buf[v.range()])).count();
            if bad > 0 {
                warnings.push((usize::MAX, WarningKind::Undecodable(bad)));
            }
        }
        c.warnings = positions(&c.buf[..source_len], warnings, dropped);
        Ok(c)
    }
}

/// Turns (offset, kind) pairs into warnings with line and column, in one
/// forward pass when the offsets grow (they do, but for the last ones).
fn positions(text: &[u8], list: Vec<(usize, WarningKind)>, dropped: usize) -> Vec<SgfWarning> {
    let mut out = Vec::with_capacity(list.len() + 1);
    let (mut at, mut line, mut line_start) = (0usize, 1usize, 0usize);
    for (off, kind) in list {
        let position = if off == usize::MAX {
            TextPosition::default()
        } else if off >= at {
            let off = off.min(text.len());
            for (i, &b) in text[at..off].iter().enumerate() {
                if b == b'\n' {
                    line += 1;
                    line_start = at + i + 1;
                }
            }
            at = off;
            TextPosition { line, column: off - line_start + 1 }
        } else {
            position_in(text, off)
        };
        out.push(SgfWarning { position, kind });
    }
    if dropped > 0 {
        out.push(SgfWarning { position: TextPosition::default(), kind: WarningKind::MoreWarnings(dropped) });
    }
    out
}

/// Chooses the encoding and returns the bytes to parse (UTF-16 transcoded
/// to UTF-8, a byte-order mark removed).
/// The third element tells whether the whole text is known to decode.
fn choose_encoding(input: &[u8], warnings: &mut Vec<(usize, WarningKind)>) -> (Vec<u8>, TextEncoding, bool) {
    let utf16 = |enc: &'static encoding_rs::Encoding, body: &[u8], warnings: &mut Vec<(usize, WarningKind)>| {
        let (text, malformed) = enc.decode_without_bom_handling(body);
        if malformed {
            warnings.push((0, WarningKind::Undecodable(1)));
        }
        text.into_owned().into_bytes()
    };
    match input {
        [0xEF, 0xBB, 0xBF, rest @ ..] => {
            let ok = std::str::from_utf8(rest).is_ok();
            return (rest.to_vec(), TextEncoding::new(encoding_rs::UTF_8, encoding_rs::UTF_8, true), ok);
        }
        [0xFF, 0xFE, rest @ ..] => {
            let b = utf16(encoding_rs::UTF_16LE, rest, warnings);
            return (b, TextEncoding::new(encoding_rs::UTF_8, encoding_rs::UTF_16LE, true), true);
        }
        [0xFE, 0xFF, rest @ ..] => {
            let b = utf16(encoding_rs::UTF_16BE, rest, warnings);
            return (b, TextEncoding::new(encoding_rs::UTF_8, encoding_rs::UTF_16BE, true), true);
        }
        _ => {}
    }
    let first = input.iter().position(|&b| b == b'(');
    if let Some(i) = first {
        if i % 2 == 0 && input.get(i + 1) == Some(&0) {
            let b = utf16(encoding_rs::UTF_16LE, input, warnings);
            return (b, TextEncoding::new(encoding_rs::UTF_8, encoding_rs::UTF_16LE, false), true);
        }
        if i % 2 == 1 && input[i - 1] == 0 {
            let b = utf16(encoding_rs::UTF_16BE, input, warnings);
            return (b, TextEncoding::new(encoding_rs::UTF_8, encoding_rs::UTF_16BE, false), true);
        }
    }
    let declared = encoding::find_declared_charset(input);
    let declared_text = declared.map(|d| String::from_utf8_lossy(d).into_owned());
    let known = declared
        .and_then(encoding::for_label)
        .filter(|e| *e != encoding_rs::UTF_16LE && *e != encoding_rs::UTF_16BE && *e != encoding_rs::REPLACEMENT);
    if std::str::from_utf8(input).is_ok() {
        if let Some(e) = known
            && e != encoding_rs::UTF_8
            && !input.is_ascii()
        {
            warnings.push((
                0,
                WarningKind::Charset { declared: declared_text, used: "UTF-8", reason: "the bytes are valid UTF-8" },
            ));
        }
        return (input.to_vec(), TextEncoding::utf8(), true);
    }
    if let Some(e) = known {
        return (input.to_vec(), TextEncoding::new(e, e, false), false);
    }
    let reason = if declared.is_some() {
        "unknown character set and the bytes are not UTF-8"
    } else {
        "the bytes are not UTF-8"
    };
    warnings.push((0, WarningKind::Charset { declared: declared_text, used: "windows-1252", reason }));
    let e = encoding_rs::WINDOWS_1252;
    (input.to_vec(), TextEncoding::new(e, e, false), false)
}

struct Parser<'s> {
    src: &'s [u8],
    pos: usize,
    lenient: bool,
    /// The lead-byte test of a double-byte character set, if any.
    dbcs: Option<fn(u8) -> bool>,
    nodes: Vec<NodeData>,
    props: Vec<PropData>,
    values: Vec<Span>,
    roots: Vec<u32>,
    /// The last child of each node, to append in O(1).
    last_child: Vec<u32>,
    /// Normalised identifiers, appended to the buffer after the source.
    extra: Vec<u8>,
    warnings: Vec<(usize, WarningKind)>,
    dropped: usize,
}

#[inline]
fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\r' | b'\t' | 0x0b | 0x0c)
}

fn show(b: u8) -> String {
    if b.is_ascii_graphic() { format!("'{}'", char::from(b)) } else { format!("byte 0x{b:02x}") }
}

impl Parser<'_> {
    fn warn(&mut self, at: usize, kind: WarningKind) {
        if self.warnings.len() < MAX_WARNINGS {
            self.warnings.push((at, kind));
        } else {
            self.dropped += 1;
        }
    }

    fn at(&self, offset: usize) -> TextPosition {
        position_in(self.src, offset)
    }

    fn unexpected(&self, at: usize, expected: &'static str) -> SgfError {
        let p = self.at(at);
        let found = self.src.get(at).map_or_else(|| "end of input".to_owned(), |&b| show(b));
        SgfError::Unexpected { line: p.line, column: p.column, found, expected }
    }

    fn new_node(&mut self, parent: u32) -> u32 {
        let id = u32_len(self.nodes.len());
        let p = u32_len(self.props.len());
        self.nodes.push(NodeData { parent, first_child: NONE, next_sibling: NONE, props_start: p, props_end: p });
        self.last_child.push(NONE);
        if parent == NONE {
            self.roots.push(id);
        } else {
            let last = self.last_child[parent as usize];
            if last == NONE {
                self.nodes[parent as usize].first_child = id;
            } else {
                self.nodes[last as usize].next_sibling = id;
            }
            self.last_child[parent as usize] = id;
        }
        id
    }

    #[inline]
    fn skip_ws(&mut self) {
        while self.pos < self.src.len() && is_ws(self.src[self.pos]) {
            self.pos += 1;
        }
    }

    fn run(&mut self) -> Result<(), SgfError> {
        let n = self.src.len();
        let mut stack: Vec<u32> = Vec::new();
        let mut cur = NONE;
        let mut need_node = false;
        let mut after_var = false;
        let mut seen_tree = false;
        let mut tree_start = 0usize;
        let mut garbage: Option<(usize, usize)> = None;
        loop {
            self.skip_ws();
            if self.pos >= n {
                break;
            }
            let b = self.src[self.pos];
            let in_tree = !stack.is_empty();
            let structural = match b {
                b'(' => true,
                b';' | b')' => in_tree,
                _ => in_tree && need_node && b.is_ascii_alphabetic(),
            };
            if !structural {
                // Not SGF here: text before the first tree is allowed.
                if !seen_tree {
                    self.pos += 1;
                    continue;
                }
                if !self.lenient {
                    return Err(self.unexpected(
                        self.pos,
                        if in_tree { "a node, a game tree or ')'" } else { "'(' or the end of input" },
                    ));
                }
                let start = self.pos;
                self.skip_garbage();
                let g = garbage.get_or_insert((start, 0));
                g.1 += self.pos - start;
                continue;
            }
            if let Some((at, bytes)) = garbage.take() {
                self.warn(at, WarningKind::Garbage { bytes });
            }
            match b {
                b'(' => {
                    if stack.is_empty() {
                        seen_tree = true;
                        tree_start = self.pos;
                    }
                    if need_node {
                        if !self.lenient {
                            return Err(self.unexpected(self.pos, "';' to begin the game tree's first node"));
                        }
                        self.warn(self.pos, WarningKind::ExtraParenthesis);
                        stack.push(IGNORED);
                    } else {
                        stack.push(cur);
                        need_node = true;
                        after_var = false;
                    }
                    self.pos += 1;
                }
                b')' => {
                    let top = stack.pop().unwrap_or(NONE);
                    if top != IGNORED {
                        if need_node {
                            if !self.lenient {
                                return Err(self.unexpected(self.pos, "';' to begin the game tree's first node"));
                            }
                            self.warn(self.pos, WarningKind::EmptyTree);
                            need_node = false;
                        }
                        cur = top;
                        after_var = cur != NONE;
                    }
                    self.pos += 1;
                }
                _ => {
                    // ';' or (lenient) a property where a node must begin.
                    if b == b';' {
                        if after_var {
                            if !self.lenient {
                                return Err(self.unexpected(self.pos, "'(' or ')' after a variation"));
                            }
                            self.warn(self.pos, WarningKind::NodeAfterVariation);
                        }
                        self.pos += 1;
                    } else if !self.lenient {
                        return Err(self.unexpected(self.pos, "';' to begin the game tree's first node"));
                    } else {
                        self.warn(self.pos, WarningKind::MissingNodeStart);
                    }
                    need_node = false;
                    after_var = false;
                    cur = self.new_node(cur);
                    self.properties()?;
                    let id = cur as usize;
                    self.nodes[id].props_end = u32_len(self.props.len());
                }
            }
        }
        if let Some((at, bytes)) = garbage.take() {
            self.warn(at, WarningKind::Garbage { bytes });
        }
        let open = stack.iter().filter(|&&s| s != IGNORED).count();
        if !stack.is_empty() {
            if !self.lenient {
                let p = self.at(tree_start);
                return Err(SgfError::UnexpectedEnd { line: p.line, column: p.column, what: "game tree not closed" });
            }
            if open > 0 {
                self.warn(n, WarningKind::UnclosedTrees(open));
            }
        }
        if self.roots.is_empty() {
            let p = self.at(n);
            return Err(SgfError::NoGameTree { line: p.line, column: p.column });
        }
        Ok(())
    }

    /// Skips bytes that are not SGF (lenient), up to the next `(`, `)` or
    /// `;`; a bracketed value inside is skipped whole.
    fn skip_garbage(&mut self) {
        let n = self.src.len();
        let start = self.pos;
        while self.pos < n {
            if self.pos == start {
                // Always move on: the byte here was judged not SGF.
                if self.src[self.pos] == b'[' {
                    self.pos = (self.find_close(self.pos + 1) + 1).min(n);
                } else {
                    self.pos += 1;
                }
                continue;
            }
            match self.src[self.pos] {
                b'(' | b')' | b';' => return,
                b'[' => {
                    let end = self.find_close(self.pos + 1);
                    self.pos = (end + 1).min(n);
                }
                _ => self.pos += 1,
            }
        }
    }

    /// The index of the `]` closing a value that starts at `i` (escapes and
    /// double-byte characters skipped), or the input's length.
    #[inline]
    fn find_close(&self, mut i: usize) -> usize {
        let src = self.src;
        let n = src.len();
        if let Some(lead) = self.dbcs {
            while i < n {
                let c = src[i];
                if c == b']' {
                    return i;
                }
                i += if c == b'\\' || lead(c) { 2 } else { 1 };
            }
            return n;
        }
        while i < n {
            let c = src[i];
            if c == b']' {
                return i;
            }
            i += if c == b'\\' { 2 } else { 1 };
        }
        n
    }

    /// Whether what follows a `]` at `p - 1` is valid SGF: another value, a
    /// property, a node, a tree boundary or the end.
    fn continues(&self, mut p: usize) -> bool {
        let src = self.src;
        let n = src.len();
        while p < n && is_ws(src[p]) {
            p += 1;
        }
        if p >= n || matches!(src[p], b'[' | b';' | b'(' | b')') {
            return true;
        }
        if !src[p].is_ascii_alphabetic() {
            return false;
        }
        while p < n && src[p].is_ascii_alphabetic() {
            p += 1;
        }
        while p < n && is_ws(src[p]) {
            p += 1;
        }
        p < n && src[p] == b'['
    }

    /// Reads the properties of the node just begun.
    fn properties(&mut self) -> Result<(), SgfError> {
        let n = self.src.len();
        loop {
            self.skip_ws();
            if self.pos >= n || !self.src[self.pos].is_ascii_alphabetic() {
                return Ok(());
            }
            let id_start = self.pos;
            while self.pos < n && self.src[self.pos].is_ascii_alphabetic() {
                self.pos += 1;
            }
            let mut name = Span { start: u32_len(id_start), len: u32_len(self.pos - id_start) };
            self.skip_ws();
            if self.pos >= n || self.src[self.pos] != b'[' {
                if !self.lenient {
                    return Err(self.unexpected(self.pos, "'[' to begin the property's value"));
                }
                let id = String::from_utf8_lossy(&self.src[id_start..id_start + name.len as usize]).into_owned();
                self.warn(id_start, WarningKind::PropertyWithoutValue(id));
                continue;
            }
            let raw = &self.src[id_start..id_start + name.len as usize];
            let ident = if raw.iter().all(u8::is_ascii_uppercase) {
                name
            } else {
                let upper: Vec<u8> = raw.iter().copied().filter(u8::is_ascii_uppercase).collect();
                let upper = if upper.is_empty() {
                    let text = String::from_utf8_lossy(raw).into_owned();
                    if !self.lenient {
                        let p = self.at(id_start);
                        return Err(SgfError::InvalidIdentifier { line: p.line, column: p.column, ident: text });
                    }
                    self.warn(id_start, WarningKind::IdentifierWithoutCapitals(text));
                    raw.to_ascii_uppercase()
                } else {
                    upper
                };
                let lowercase_only = raw.iter().all(u8::is_ascii_lowercase);
                let start = u32_len(self.src.len() + self.extra.len());
                self.extra.extend_from_slice(&upper);
                let span = Span { start, len: u32_len(upper.len()) };
                if lowercase_only {
                    // The repair is written too: a strict reader refuses an
                    // identifier without capitals.
                    name = span;
                }
                span
            };
            let values_start = u32_len(self.values.len());
            while self.pos < n && self.src[self.pos] == b'[' {
                let open = self.pos;
                let vstart = open + 1;
                let mut end = self.find_close(vstart);
                let mut repaired = false;
                loop {
                    if end >= n {
                        if !self.lenient {
                            let p = self.at(open);
                            return Err(SgfError::UnexpectedEnd {
                                line: p.line,
                                column: p.column,
                                what: "property value not closed",
                            });
                        }
                        self.warn(open, WarningKind::UnclosedValue);
                        end = n;
                        repaired = true;
                        break;
                    }
                    if !self.lenient || self.continues(end + 1) {
                        break;
                    }
                    // An unescaped ']' when the text up to the next ']'
                    // holds nothing structural.
                    let next = self.find_close(end + 1);
                    if next >= n || self.src[end + 1..next].iter().any(|b| matches!(b, b'[' | b';' | b'(' | b')')) {
                        break;
                    }
                    self.warn(end, WarningKind::UnescapedBracket);
                    end = next;
                    repaired = true;
                }
                let span = if repaired {
                    // Keep a repaired value writable: escape its bare `]`
                    // and drop a dangling `\` at the end of the input.
                    let fixed = escape_repaired(&self.src[vstart..end.min(n)]);
                    let start = u32_len(self.src.len() + self.extra.len());
                    self.extra.extend_from_slice(&fixed);
                    Span { start, len: u32_len(fixed.len()) }
                } else {
                    Span { start: u32_len(vstart), len: u32_len(end - vstart) }
                };
                self.values.push(span);
                self.pos = (end + 1).min(n);
                self.skip_ws();
            }
            let values_end = u32_len(self.values.len());
            self.props.push(PropData { name, ident, values_start, values_end });
        }
    }
}

/// A value rebuilt after a lenient repair: bare `]` escaped, a trailing
/// lone `\` dropped, so that it writes as valid SGF.
fn escape_repaired(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len() + 4);
    let mut i = 0;
    while i < raw.len() {
        match raw[i] {
            b'\\' if i + 1 < raw.len() => {
                out.extend_from_slice(&raw[i..i + 2]);
                i += 2;
                continue;
            }
            b'\\' => {}
            b']' => out.extend_from_slice(b"\\]"),
            b => out.push(b),
        }
        i += 1;
    }
    out
}
