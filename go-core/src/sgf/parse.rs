//! The single-pass byte parser: game trees, nodes, properties and values
//! as spans of the input, with strict errors or lenient repairs.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use super::encoding::{self, Charset, LoneBackslash, TextEncoding};
use super::error::{SgfError, SgfWarning, TextPosition, WarningKind};
use super::tree::{NONE, NodeData, PropData, SgfCollection, Span, ends_line, position_in, u32_len};
use crate::base::codes::vocabulary;

vocabulary! {
    /// How forgiving the parser is.
    pub enum ParseMode {
        /// The first deviation from SGF's grammar is an error with its line and
        /// column. Text before the first game tree is allowed (as in FF\[4\]).
        Strict = 0 => "strict",
        /// Common damage is repaired, each repair recorded as an
        /// [`SgfWarning`]: a game tree without its first `;`, an unescaped `]`
        /// inside a text value, `((` and `()`, a node after variations, a
        /// property without a value, an identifier without capitals, bytes that
        /// are not SGF inside or after trees, and trees or a value left open at
        /// the end of the input. The default.
        Lenient = 1 => "lenient",
    }
}

impl Default for ParseMode {
    /// [`ParseMode::Lenient`].
    fn default() -> ParseMode {
        ParseMode::Lenient
    }
}

/// Options for [`SgfCollection::parse_with`].
///
/// ```
/// use go_core::{Charset, ParseMode, ParseOptions, SgfCollection};
///
/// // A record whose CA is wrong: the name is in GB18030, the caller knows.
/// let mut bytes = b"(;CA[ISO-8859-1]PB[".to_vec();
/// bytes.extend_from_slice(&[0xBF, 0xC2, 0xBD, 0xE0]); // 柯洁 in GB18030
/// bytes.extend_from_slice(b"])");
/// let options = ParseOptions::default()
///     .with_mode(ParseMode::Strict)
///     .with_charset(Charset::from_label("GB18030")?);
/// let c = SgfCollection::parse_with(&bytes, options)?;
/// assert_eq!(c.game(0).unwrap().get("PB").unwrap().simple_text(), "柯洁");
/// assert!(Charset::from_label("no-such-set").is_err());
/// # Ok::<(), go_core::SgfError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ParseOptions {
    /// Strict or lenient (the default).
    pub mode: ParseMode,
    /// The character set to read the text in, overruling the file's `CA`
    /// and the detection (a byte-order mark still wins: it is part of the
    /// bytes, not a declaration). `None` (the default): decided from the
    /// bytes as [`SgfCollection::parse_with`] describes.
    pub charset: Option<Charset>,
}

impl ParseOptions {
    /// Options with this mode.
    #[must_use]
    pub const fn with_mode(mut self, mode: ParseMode) -> Self {
        self.mode = mode;
        self
    }

    /// Options that read the text in this character set.
    #[must_use]
    pub const fn with_charset(mut self, charset: Charset) -> Self {
        self.charset = Some(charset);
        self
    }
}

/// At most this many warnings are stored for one game tree; the rest are
/// counted, for that tree (found from outside: with one cap for the whole
/// file, a damaged game's repairs filled it and a later game's were lost).
const MAX_WARNINGS: usize = 1000;
/// At most this many warnings are stored for the whole file (a bound on
/// the memory a file of many damaged trees takes).
const MAX_WARNINGS_IN_ALL: usize = 100_000;
/// Stack marker of an ignored `(` (lenient `((`).
const IGNORED: u32 = u32::MAX - 1;

impl SgfCollection {
    /// The largest input [`SgfCollection::parse_with`] reads, in bytes
    /// (4 GiB − 3: offsets into the text are 32-bit). A reader of files can
    /// compare a file's length with it before reading the file into memory.
    pub const MAX_INPUT: usize = u32::MAX as usize - 2;

    /// Whether an input of `bytes` bytes (a file's length, before reading
    /// it) is one [`SgfCollection::parse_with`] takes.
    ///
    /// # Errors
    /// [`SgfError::InputTooLarge`] above [`SgfCollection::MAX_INPUT`].
    pub fn check_input_len(bytes: u64) -> Result<(), SgfError> {
        match usize::try_from(bytes) {
            Ok(n) if n <= SgfCollection::MAX_INPUT => Ok(()),
            Ok(n) => Err(SgfError::InputTooLarge { bytes: n }),
            Err(_) => Err(SgfError::InputTooLarge { bytes: usize::MAX }),
        }
    }

    /// Parses an SGF collection leniently (see [`ParseMode::Lenient`]).
    ///
    /// # Errors
    /// As [`SgfCollection::parse_with`].
    pub fn parse(input: &[u8]) -> Result<SgfCollection, SgfError> {
        SgfCollection::parse_with(input, ParseOptions::default())
    }

    /// Parses an SGF collection from its bytes.
    ///
    /// The character set is chosen before parsing, in this order:
    /// 1. a byte-order mark (UTF-8, UTF-16LE/BE; a `CA` that names
    ///    another set, or one no library knows, gets a
    ///    [`WarningKind::Charset`] warning, unless the mark is UTF-8, the
    ///    text pure ASCII and the set a known ASCII-compatible one;
    ///    `CA[UTF-16]` names either byte order);
    /// 2. the caller's [`ParseOptions::charset`] (a `CA` that says
    ///    otherwise gets a [`WarningKind::Charset`] warning);
    /// 3. UTF-16 without a mark, recognised by a zero byte beside the first
    ///    `(` when the whole text decodes as UTF-16;
    /// 4. bytes that are valid UTF-8 are read as UTF-8 (overruling a `CA`
    ///    that names another set, with a warning, when the text is not pure
    ///    ASCII: such text is UTF-8 mislabelled, as real files show), except
    ///    under `CA[ISO-2022-JP]` with an escape byte: that set is written
    ///    in 7-bit bytes, always valid UTF-8, so its label decides (a `\`
    ///    or `]` inside its Japanese sets must be escaped, as SGF asks of
    ///    every value and sgfmill writes it; an unescaped one is read as
    ///    SGF reads it, an escape or the value's end);
    /// 5. the first `CA` value, when it names a set the encoding_rs library
    ///    knows (GB2312/GBK/GB18030, Big5, Shift_JIS, EUC-JP, EUC-KR,
    ///    ISO-8859-x, windows-125x, KOI8, ...; see [`Charset::from_label`]);
    ///    values that do not decode in it are kept and counted
    ///    ([`WarningKind::Undecodable`]); a `CA[UTF-8]` is taken only when
    ///    the bytes are mostly UTF-8 (at least one well-formed non-ASCII
    ///    character, and no more malformed sequences than such characters):
    ///    GB18030 or Latin-1 bytes so labelled go on to 7;
    /// 6. without a `CA` (or with one no library knows), bytes that are
    ///    mostly UTF-8 (four well-formed non-ASCII characters or more to
    ///    each malformed sequence: a character cut short here and there)
    ///    are read as UTF-8, with a warning;
    /// 7. otherwise (no `CA`, one no library knows, or a `CA[UTF-8]` over
    ///    bytes in another set) the set that the
    ///    chardetng detector guesses from the bytes (Firefox's detector for
    ///    unlabelled legacy text: GBK/GB18030, Big5, Shift_JIS, EUC-JP,
    ///    EUC-KR, windows-125x, ...), with a [`WarningKind::Charset`]
    ///    warning naming it; a guessed double-byte set whose trail bytes
    ///    may be `]` or `\` (below) stands only when its reading of the
    ///    text, parsed leniently, needs no more repairs than a byte-by-byte
    ///    reading and (on a tie) finds as many properties: otherwise the
    ///    text is read as windows-1252, and the warning says why (a Latin-1
    ///    `C[5µ]` guessed as Big5 took 0xB5 and the `]` as one character
    ///    and read the moves after it as the comment's text); a guessed
    ///    single-byte set gives way to the first of Shift_JIS, Big5 and
    ///    GB18030 whose reading is strictly sounder so and that decodes the
    ///    whole text (Shift_JIS 表, 0x95 0x5C, read byte by byte, escaped
    ///    the `]` after it).
    ///
    /// The first `CA` of the collection applies to all its game trees; a
    /// later `CA` that names another set is a [`WarningKind::Charset`]
    /// warning at its value (the tree is read in the first set all the
    /// same).
    /// In the double-byte sets whose trail bytes may be `]` or `\`
    /// (Shift_JIS, GBK/GB18030, Big5) a lead byte and the byte after it are
    /// one character: such a `]` does not close the value, such a `\` is
    /// no escape, and an escape `\` takes the whole character after it
    /// (SGF's "any character following `\` is inserted verbatim"). A lenient
    /// repair of a value keeps its characters whole: it escapes only bare
    /// `]`, and drops a lead byte cut off by the end of the input as it
    /// drops a lone `\` there.
    /// Values that do not decode keep their raw bytes:
    /// [`SgfCollection::to_bytes`] writes them back exactly, and
    /// [`SgfCollection::to_utf8`] replaces them and counts them.
    ///
    /// Both modes check FF\[4\]'s rules on nodes and identifiers: a
    /// property repeated in a node ([`WarningKind::RepeatedProperty`]), a
    /// move mixed with setup ([`WarningKind::MoveWithSetup`]), two moves in
    /// a node ([`WarningKind::TwoMoves`]), lower-case letters in an
    /// identifier of an `FF[4]` tree ([`WarningKind::LowerCaseInIdentifier`]).
    /// These are not grammar errors (the text reads unambiguously, and
    /// FF\[1\]-FF\[3\] records use them), so strict parsing reports each
    /// as a warning and keeps the tree exactly as written, for a validator
    /// to judge; lenient parsing repairs each as the warning describes.
    ///
    /// # Errors
    /// [`SgfError::InputTooLarge`] above [`SgfCollection::MAX_INPUT`];
    /// [`SgfError::BinaryInput`] for binary data (both modes);
    /// [`SgfError::NoGameTree`] when no game tree is found, or (lenient
    /// mode) when the only trees have no property at all and either
    /// follow other text or needed a repair other than closing them at
    /// the end (`for(;;) x`; `(;` and `(;)(;`, a file cut short, are read
    /// as empty games); in strict mode [`SgfError::Unexpected`],
    /// [`SgfError::UnexpectedEnd`] or [`SgfError::InvalidIdentifier`] at
    /// the first deviation from the grammar, with its line and column.
    pub fn parse_with(input: &[u8], options: ParseOptions) -> Result<SgfCollection, SgfError> {
        SgfCollection::check_input_len(input.len() as u64)?;
        let mut warnings = Vec::new();
        let (buf, enc, whole_decodes) = choose_encoding(input, options.charset, &mut warnings);
        // Reserve the arenas once (nodes <= ';' count, properties and
        // values <= '[' count, repairs aside): no doubling, so memory stays
        // a small multiple of the input.
        let (mut semis, mut opens) = (0usize, 0usize);
        for &b in buf.iter() {
            semis += usize::from(b == b';');
            opens += usize::from(b == b'[');
        }
        // Reserved with a check: memory refused is an error, not an abort
        // of the process (found from outside: 20 MB of passes under a
        // memory limit killed a Python process).
        let bytes = input.len();
        let mut p = Parser {
            nodes: reserved(semis, bytes)?,
            props: reserved(opens, bytes)?,
            values: reserved(opens, bytes)?,
            last_child: reserved(semis, bytes)?,
            ..Parser::new(&buf, options.mode == ParseMode::Lenient, enc.lead_byte_test())
        };
        if let Err(e) = p.run() {
            check_text(&buf, &p.values, None, &p.extra, <[u8]>::len)?;
            return Err(e);
        }
        // Values are judged by their decoded size, `CA`'s not at all (see
        // check_text).
        let mut judged: Vec<bool> = reserved(p.values.len(), bytes)?;
        judged.resize(p.values.len(), true);
        for prop in p.props.iter().filter(|prop| p.span_bytes(prop.ident) == b"CA") {
            judged[prop.values_start as usize..prop.values_end as usize].fill(false);
        }
        let ascii_is_text = enc.values().is_ascii_compatible();
        let size = |v: &[u8]| {
            if (whole_decodes || v.is_ascii()) && ascii_is_text { v.len() } else { enc.decode(v).len() }
        };
        check_text(&buf, &p.values, Some(&judged), &p.extra, size)?;
        p.check_identifiers();
        // The first `CA` chose the set for the whole file; a later one that
        // names another set is read in it all the same (found from
        // outside: a Big5 game tree after a GB2312 one was decoded as GBK
        // without a word).
        let mut later_sets = Vec::new();
        for prop in p.props.iter().filter(|prop| p.span_bytes(prop.ident) == b"CA").skip(1) {
            let Some(&value) = p.values.get(prop.values_start as usize) else { continue };
            let label = encoding::trim(p.span_bytes(value));
            let other = encoding::for_label(label).is_some_and(|e| e != enc.file && e != enc.values());
            if other {
                let declared = String::from_utf8_lossy(label).chars().take(40).collect();
                later_sets.push((value.start as usize, declared));
            }
        }
        for (off, declared) in later_sets {
            let reason = LATER_CA;
            p.warnings.push((off, WarningKind::Charset { declared: Some(declared), used: enc.name(), reason }));
        }
        let Parser { nodes, props, values, roots, root_starts, extra, warnings: mut offs, per_game, .. } = p;
        let source_len = buf.len();
        // Warnings found after the pass (identifiers) go to their place.
        offs.sort_by_key(|(off, _)| *off);
        for (off, kind) in offs {
            warnings.push((off, kind));
        }
        // The text is copied (when it was not transcoded already) only now
        // that it parsed: binary data and text that is no SGF are refused
        // without a second copy of the input in memory.
        let buf = match buf {
            Cow::Owned(mut owned) => {
                owned.try_reserve_exact(extra.len()).map_err(|_| too_large(bytes, extra.len()))?;
                owned
            }
            Cow::Borrowed(text) => {
                let mut owned: Vec<u8> = reserved(text.len() + extra.len(), bytes)?;
                owned.extend_from_slice(text);
                owned
            }
        };
        let mut c = SgfCollection {
            buf,
            source_len,
            encoding: enc,
            roots,
            nodes,
            props,
            values,
            warnings: Vec::new(),
            warning_games: Vec::new(),
            line_starts: std::sync::OnceLock::new(),
        };
        c.buf.extend_from_slice(&extra);
        // Files found valid UTF-8 (or transcoded from UTF-16) decode whole.
        if !whole_decodes {
            // Reported at the first value that does not decode.
            let mut bad = c.values.iter().filter(|v| !enc.decodes_raw(&c.buf[v.range()]));
            if let Some(first) = bad.next() {
                warnings.push((first.start as usize, WarningKind::Undecodable(1 + bad.count())));
            }
        }
        c.warning_games = warnings.iter().map(|(off, kind)| game_of_warning(&root_starts, *off, kind)).collect();
        c.warnings = positions(&c.buf[..source_len], warnings);
        // What each game tree's full list dropped, after its warnings.
        for (game, &(_, dropped)) in per_game.iter().enumerate().filter(|(_, c)| c.1 > 0) {
            c.warnings.push(SgfWarning { position: TextPosition::default(), kind: WarningKind::MoreWarnings(dropped) });
            c.warning_games.push(Some(u32_len(game)));
        }
        Ok(c)
    }
}

/// Whether a byte is a control character that text never holds: C0
/// controls but tab, line feed, vertical tab, form feed, carriage return
/// and ESC (ISO-2022 shifts).
fn is_binary_control(b: u8) -> bool {
    matches!(b, 0x00..=0x08 | 0x0e..=0x1a | 0x1c..=0x1f)
}

/// How many control characters that text never holds the values of a
/// record may hold whatever their share (stray characters in a comment):
/// found from outside, a short record with three BELs in a comment
/// (`(;GM[1]SZ[9]C[\a\a\a];B[aa])`) was refused as binary data, while the
/// same three in a long record passed.
const STRAY_CONTROLS: usize = 8;

/// Refuses binary data after a parse, from its values: the control
/// characters that text never holds are counted outside the values (in
/// the whole input, not counting a run of NUL and Ctrl-Z padding at the
/// end) and inside them. Binary when more than 1 in 100 bytes of the input
/// is such a character outside values, or when the values hold more than
/// [`STRAY_CONTROLS`] of them and more than 1 for every 100 of their bytes
/// beyond a first one. Random bytes hold about 10 in 100 everywhere; a
/// real record none, or a few stray ones in a comment. `values` are all the values, `judged` tells which count in
/// the share inside values, `size` the length of one in UTF-8 (its decoded
/// text's). The written text of any parsed collection
/// passes as its source did, in its own character set and in UTF-8: the
/// writers put nothing but syntax outside values, keep every control
/// character inside them, and write each value at least as long in UTF-8
/// as it decoded from the source. That is why values are measured decoded
/// (a four-byte GB18030 character is three bytes of UTF-8), and why `CA`'s
/// values are not judged (the UTF-8 text replaces them with `UTF-8`; a
/// control character in one counts neither inside nor outside values).
/// `judged` `None`: the parse failed, `values` are those read before the
/// error, and only the share outside them is judged (to name binary data
/// better than the first syntax error, while a record with one control
/// character in a comment still gets its syntax error: found from
/// outside, a short record passed from C with its closing NUL was called
/// binary for a NUL in a comment).
fn check_text(
    buf: &[u8],
    values: &[Span],
    judged: Option<&[bool]>,
    extra: &[u8],
    size: impl Fn(&[u8]) -> usize,
) -> Result<(), SgfError> {
    let end = buf.iter().rposition(|&b| b != 0 && b != 0x1a).map_or(0, |i| i + 1);
    // Input of NUL bytes alone (a file of zeros) is binary data, not an
    // empty text padded (found from outside: it read as "no game tree").
    if end == 0 && buf.contains(&0) {
        return Err(SgfError::BinaryInput { line: 1, column: 1, control: buf.len(), bytes: buf.len() });
    }
    let text = &buf[..end];
    let controls = |bytes: &[u8]| bytes.iter().filter(|&&b| is_binary_control(b)).count();
    let control = controls(text);
    // Such characters of the source inside values, before the padding.
    let inside_src: usize = values
        .iter()
        .filter(|v| (v.start as usize) < end)
        .map(|v| controls(&buf[v.range()][..(end - v.start as usize).min(v.len as usize)]))
        .sum();
    let outside = control.saturating_sub(inside_src) * 100 > text.len();
    let binary = match judged {
        None => outside,
        Some(judged) => {
            let (mut inside, mut bytes) = (0usize, 0usize);
            for (v, _) in values.iter().zip(judged).filter(|(_, judged)| **judged) {
                let start = v.start as usize;
                let value: &[u8] = if start >= buf.len() {
                    &extra[start - buf.len()..start - buf.len() + v.len as usize]
                } else {
                    &buf[v.range()]
                };
                inside += controls(value);
                bytes += size(value);
            }
            outside || (inside > STRAY_CONTROLS && inside * 100 > bytes + 100)
        }
    };
    if !binary {
        return Ok(());
    }
    let first = text.iter().position(|&b| is_binary_control(b)).unwrap_or(0);
    let p = position_in(text, first);
    Err(SgfError::BinaryInput { line: p.line, column: p.column, control, bytes: text.len() })
}

/// Why a later game tree's `CA` naming another set is not followed.
const LATER_CA: &str = "a later game tree's CA: the whole file is read in the first CA's character set";

/// The game tree a warning at byte `off` belongs to, given where each
/// tree begins: the last tree beginning at or before it (the first tree
/// for text before it); `None` for a decision about the whole file (the
/// character set, but a later tree's own `CA` that is not followed) and
/// for warnings with no place. (A tree's count of warnings not stored,
/// [`WarningKind::MoreWarnings`], is given its tree where it is made.)
fn game_of_warning(root_starts: &[usize], off: usize, kind: &WarningKind) -> Option<u32> {
    let whole_file = match kind {
        WarningKind::Charset { reason, .. } => *reason != LATER_CA,
        _ => false,
    };
    if off == usize::MAX || whole_file {
        return None;
    }
    let after = root_starts.partition_point(|&s| s <= off);
    Some(u32_len(after.saturating_sub(1)))
}

/// Turns (offset, kind) pairs into warnings with line and column, in one
/// forward pass when the offsets grow (they do, but for the last ones).
fn positions(text: &[u8], list: Vec<(usize, WarningKind)>) -> Vec<SgfWarning> {
    let mut out = Vec::with_capacity(list.len() + 1);
    let (mut at, mut line, mut line_start) = (0usize, 1usize, 0usize);
    for (off, kind) in list {
        let position = if off == usize::MAX {
            TextPosition::default()
        } else if off >= at {
            let off = off.min(text.len());
            for i in at..off {
                if ends_line(text, i) {
                    line += 1;
                    line_start = i + 1;
                }
            }
            at = off;
            TextPosition { line, column: off - line_start + 1 }
        } else {
            position_in(text, off)
        };
        out.push(SgfWarning { position, kind });
    }
    out
}

type Warnings = Vec<(usize, WarningKind)>;

/// Decodes UTF-16 into UTF-8 bytes; `None` when the text is malformed.
fn from_utf16(enc: &'static encoding_rs::Encoding, body: &[u8]) -> (Vec<u8>, bool) {
    let (text, malformed) = enc.decode_without_bom_handling(body);
    (text.into_owned().into_bytes(), malformed)
}

/// A [`WarningKind::Charset`] warning when the text (UTF-8 bytes, a
/// UTF-16 text already transcoded) declares a `CA` that is not `bom`, the
/// set its byte-order mark names: the mark wins, as it is part of the
/// bytes, and the declaration is not followed (found from outside: a UTF-8
/// mark overruled `CA[GB2312]` without a word). `CA[UTF-16]` names either
/// byte order; under a UTF-8 mark a known ASCII-compatible set is no
/// disagreement over pure ASCII text.
fn bom_overrules(text: &[u8], bom: &'static encoding_rs::Encoding, warnings: &mut Warnings) {
    let Some(declared) = encoding::find_declared_charset(text) else { return };
    let utf16 = |e: &'static encoding_rs::Encoding| e == encoding_rs::UTF_16LE || e == encoding_rs::UTF_16BE;
    // `UTF-16` without a byte order names either; an explicit order must
    // be the mark's.
    let label = String::from_utf8_lossy(encoding::trim(declared)).to_ascii_lowercase().replace(['-', '_'], "");
    let either_order = label == "utf16";
    // A known ASCII-compatible set that reads pure ASCII text alike
    // changes nothing under a UTF-8 mark (as without a mark); a UTF-16
    // text is no such text whatever it holds, and an unknown set is worth
    // a word all the same.
    let agrees = encoding::for_label(declared).is_some_and(|e| {
        e == bom
            || (either_order && utf16(e) && utf16(bom))
            || (bom == encoding_rs::UTF_8 && !utf16(e) && text.is_ascii())
    });
    if !agrees {
        warnings.push((
            0,
            WarningKind::Charset {
                declared: Some(String::from_utf8_lossy(declared).into_owned()),
                used: bom.name(),
                reason: "the byte-order mark decides",
            },
        ));
    }
}

/// Chooses the encoding and returns the bytes to parse (UTF-16 transcoded
/// to UTF-8, a byte-order mark removed).
/// The third element tells whether the whole text is known to decode.
fn choose_encoding<'a>(
    input: &'a [u8],
    charset: Option<Charset>,
    warnings: &mut Warnings,
) -> (Cow<'a, [u8]>, TextEncoding, bool) {
    let utf16 = |enc: &'static encoding_rs::Encoding, body: &[u8], bom: bool, warnings: &mut Warnings| {
        let (b, malformed) = from_utf16(enc, body);
        if malformed {
            warnings.push((0, WarningKind::Undecodable(1)));
        }
        (Cow::Owned(b), TextEncoding::new(encoding_rs::UTF_8, enc, bom), true)
    };
    match input {
        [0xEF, 0xBB, 0xBF, rest @ ..] => {
            let ok = std::str::from_utf8(rest).is_ok();
            bom_overrules(rest, encoding_rs::UTF_8, warnings);
            return (Cow::Borrowed(rest), TextEncoding::new(encoding_rs::UTF_8, encoding_rs::UTF_8, true), ok);
        }
        [0xFF, 0xFE, rest @ ..] | [0xFE, 0xFF, rest @ ..] => {
            let e = if input[0] == 0xFF { encoding_rs::UTF_16LE } else { encoding_rs::UTF_16BE };
            let read = utf16(e, rest, true, warnings);
            bom_overrules(&read.0, e, warnings);
            return read;
        }
        _ => {}
    }
    let declared = encoding::find_declared_charset(input);
    let declared_text = declared.map(|d| String::from_utf8_lossy(d).into_owned());
    let known = declared
        .and_then(encoding::for_label)
        .filter(|e| *e != encoding_rs::UTF_16LE && *e != encoding_rs::UTF_16BE && *e != encoding_rs::REPLACEMENT);
    if let Some(cs) = charset {
        let e = cs.encoding();
        if declared.is_some() && known != Some(e) {
            warnings.push((
                0,
                WarningKind::Charset { declared: declared_text, used: e.name(), reason: "the caller's choice" },
            ));
        }
        if e == encoding_rs::UTF_16LE || e == encoding_rs::UTF_16BE {
            return utf16(e, input, false, warnings);
        }
        if e == encoding_rs::UTF_8 {
            let ok = std::str::from_utf8(input).is_ok();
            return (Cow::Borrowed(input), TextEncoding::utf8(), ok);
        }
        return (Cow::Borrowed(input), TextEncoding::new(e, e, false), false);
    }
    if let Some(i) = input.iter().position(|&b| b == b'(') {
        let le = i % 2 == 0 && input.get(i + 1) == Some(&0);
        let be = i % 2 == 1 && input[i - 1] == 0;
        if le || be {
            let e = if le { encoding_rs::UTF_16LE } else { encoding_rs::UTF_16BE };
            // Binary data may have a zero beside a '(' too: UTF-16 text
            // decodes whole.
            let (b, malformed) = from_utf16(e, input);
            if !malformed {
                return (Cow::Owned(b), TextEncoding::new(encoding_rs::UTF_8, e, false), true);
            }
        }
    }
    // ISO-2022-JP is written in 7-bit bytes (escape sequences switch to
    // the Japanese sets), so its text is always valid UTF-8, which then
    // says nothing against the label: the label decides (found from
    // outside: `CA[ISO-2022-JP]` names were read as their escape sequences,
    // without a word).
    if known == Some(encoding_rs::ISO_2022_JP) && input.contains(&0x1b) {
        let e = encoding_rs::ISO_2022_JP;
        return (Cow::Borrowed(input), TextEncoding::new(e, e, false), false);
    }
    if std::str::from_utf8(input).is_ok() {
        if let Some(e) = known
            && e != encoding_rs::UTF_8
            && !input.is_ascii()
        {
            warnings.push((
                0,
                WarningKind::Charset { declared: declared_text, used: "UTF-8", reason: "the bytes are valid UTF-8" },
            ));
        } else if declared.is_some() && known.is_none() {
            // Found from outside: `CA[klingon]` was read as UTF-8 silently.
            warnings.push((
                0,
                WarningKind::Charset {
                    declared: declared_text,
                    used: "UTF-8",
                    reason: "unknown character set: the bytes are valid UTF-8",
                },
            ));
        }
        return (Cow::Borrowed(input), TextEncoding::utf8(), true);
    }
    if let Some(e) = known
        && (e != encoding_rs::UTF_8 || mostly_utf8(input, 1))
    {
        return (Cow::Borrowed(input), TextEncoding::new(e, e, false), false);
    }
    // No `CA` to go by (or one no library knows): UTF-8 text with a
    // character cut short here and there is still UTF-8 (found from
    // outside: one cut character made the detector read a UTF-8 record as
    // Shift_JIS, and its names swallowed the properties after them). The
    // bar is higher than under a `CA[UTF-8]` label: four well-formed
    // characters to each malformed sequence, which text in a legacy set
    // does not reach.
    if known.is_none() && mostly_utf8(input, 4) {
        warnings.push((
            0,
            WarningKind::Charset {
                declared: declared_text,
                used: "UTF-8",
                reason: "the bytes are mostly UTF-8, with malformed sequences: read as UTF-8",
            },
        ));
        return (Cow::Borrowed(input), TextEncoding::utf8(), false);
    }
    let e = encoding::detect(input);
    // A guessed double-byte set decides where values end (a trail byte may
    // be `]` or `\`): the guess stands only if its reading of the structure
    // is at least as sound as a byte-by-byte one (found from outside: a
    // Latin-1 `C[5\xb5]` guessed as Big5 swallowed the `]` and the move
    // after it, with no repair reported).
    let guessed = TextEncoding::new(e, e, false);
    if let Some(test) = guessed.lead_byte_test()
        && !double_byte_reading_holds(input, test)
    {
        warnings.push((
            0,
            WarningKind::Charset {
                declared: declared_text,
                used: encoding_rs::WINDOWS_1252.name(),
                reason: "the bytes are not UTF-8, and the double-byte set detected from them reads the SGF \
                         structure worse than a single-byte set (a value running across `]`, or repairs): read as \
                         windows-1252",
            },
        ));
        return (
            Cow::Borrowed(input),
            TextEncoding::new(encoding_rs::WINDOWS_1252, encoding_rs::WINDOWS_1252, false),
            false,
        );
    }
    // A guessed single-byte set may read a `\` or `]` that is a trail byte
    // of a double-byte character as SGF (found from outside: Shift_JIS
    // 表, 0x95 0x5C, escaped the `]` after it, and the move after the
    // comment was lost): a double-byte set that reads the structure more
    // soundly is taken instead.
    if guessed.lead_byte_test().is_none()
        && let Some(e) = sounder_double_byte_set(input)
    {
        warnings.push((
            0,
            WarningKind::Charset {
                declared: declared_text,
                used: e.name(),
                reason: "the bytes are not UTF-8, and the single-byte set detected from them reads the SGF \
                         structure worse than this double-byte set (a `]` or `\\` that is part of a character)",
            },
        ));
        return (Cow::Borrowed(input), TextEncoding::new(e, e, false), false);
    }
    let reason = if known.is_some() {
        // Found from outside: GB18030 bytes under `CA[UTF-8]` became U+FFFD.
        "declared UTF-8 but the bytes are mostly not UTF-8: detected from the bytes"
    } else if declared.is_some() {
        "unknown character set and the bytes are not UTF-8: detected from the bytes"
    } else {
        "the bytes are not UTF-8: detected from the bytes"
    };
    warnings.push((0, WarningKind::Charset { declared: declared_text, used: e.name(), reason }));
    (Cow::Borrowed(input), TextEncoding::new(e, e, false), false)
}

/// An empty vector with room for `n` items, or
/// [`SgfError::TooLargeForMemory`] for an input of `bytes` bytes when the
/// room cannot be had.
fn reserved<T>(n: usize, bytes: usize) -> Result<Vec<T>, SgfError> {
    let mut v = Vec::new();
    v.try_reserve_exact(n).map_err(|_| too_large(bytes, n.saturating_mul(std::mem::size_of::<T>())))?;
    Ok(v)
}

fn too_large(bytes: usize, needed: usize) -> SgfError {
    SgfError::TooLargeForMemory { bytes, needed }
}

/// How soundly `input` reads with the lead-byte test `dbcs` (a double-byte
/// set, each lead byte taking the byte after it, `]` and `\` included) or
/// byte by byte (`None`): parsed leniently, the repairs it needs (fewer is
/// sounder) and the properties it finds (on a tie, more is sounder: a
/// value that runs across a `]` swallows the properties after it).
/// Text truly in a double-byte set needs its reading: byte by byte, a
/// trail `]` ends a value early and leaves the rest of it to repair, and a
/// trail `\` escapes the `]` after it.
fn soundness(input: &[u8], dbcs: Option<fn(u8) -> bool>) -> (std::cmp::Reverse<usize>, usize) {
    let mut p = Parser::new(input, true, dbcs);
    match p.run() {
        Ok(()) => (std::cmp::Reverse(p.warnings.len() + p.dropped), p.props.len()),
        Err(_) => (std::cmp::Reverse(usize::MAX), 0),
    }
}

/// Whether a double-byte set's reading of `input` is at least as sound as
/// a byte-by-byte one ([`soundness`]).
fn double_byte_reading_holds(input: &[u8], test: fn(u8) -> bool) -> bool {
    soundness(input, Some(test)) >= soundness(input, None)
}

/// For a text guessed to be in a single-byte set: the double-byte set
/// (Shift_JIS, Big5, GB18030, in that order) whose reading of the
/// structure is strictly sounder than the byte-by-byte one ([`soundness`])
/// and that decodes the whole text, if any. Only a text with a byte of
/// 0x81..=0xFE before a `]` or `\` can read otherwise in one.
fn sounder_double_byte_set(input: &[u8]) -> Option<&'static encoding_rs::Encoding> {
    if !input.windows(2).any(|w| (0x81..=0xfe).contains(&w[0]) && (w[1] == b']' || w[1] == b'\\')) {
        return None;
    }
    let single = soundness(input, None);
    [encoding_rs::SHIFT_JIS, encoding_rs::BIG5, encoding_rs::GB18030].into_iter().find(|&e| {
        TextEncoding::new(e, e, false).lead_byte_test().is_some_and(|test| soundness(input, Some(test)) > single)
            && e.decode_without_bom_handling_and_without_replacement(input).is_some()
    })
}

/// Whether bytes that are not valid UTF-8 still read best as UTF-8: they
/// hold at least one well-formed non-ASCII UTF-8 character, and at least
/// `per_bad` such characters to each malformed sequence (a UTF-8 file with
/// a stray byte or a character cut short). Text in another set (GB18030,
/// Latin-1) fails this and is detected instead.
fn mostly_utf8(input: &[u8], per_bad: usize) -> bool {
    let (mut good, mut bad) = (0usize, 0usize);
    for chunk in input.utf8_chunks() {
        good += chunk.valid().chars().filter(|c| !c.is_ascii()).count();
        bad += usize::from(!chunk.invalid().is_empty());
    }
    good > 0 && bad.saturating_mul(per_bad) <= good
}

/// What a property is to FF\[4\]'s node rules.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `B`, `W`: the move.
    Move,
    /// `KO`, `MN`: move properties that go with the move.
    MoveInfo,
    /// `AB`, `AW`, `AE`, `PL`.
    Setup,
    Other,
}

fn node_kind(ident: &[u8]) -> Kind {
    match ident {
        b"B" | b"W" => Kind::Move,
        b"KO" | b"MN" => Kind::MoveInfo,
        b"AB" | b"AW" | b"AE" | b"PL" => Kind::Setup,
        _ => Kind::Other,
    }
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
    /// Where each root's game tree begins (its `(`), in step with `roots`.
    root_starts: Vec<usize>,
    /// Where the game tree being read began.
    tree_start: usize,
    /// The last child of each node, to append in O(1).
    last_child: Vec<u32>,
    /// Normalised identifiers, appended to the buffer after the source.
    extra: Vec<u8>,
    warnings: Vec<(usize, WarningKind)>,
    /// Per game tree (by index, as far as the trees read so far tell), the
    /// warnings stored and dropped.
    per_game: Vec<(usize, usize)>,
    dropped: usize,
}

#[inline]
fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\r' | b'\t' | 0x0b | 0x0c)
}

fn show(b: u8) -> String {
    if b.is_ascii_graphic() { format!("'{}'", char::from(b)) } else { format!("byte 0x{b:02x}") }
}

impl<'s> Parser<'s> {
    /// A parser at the start of `src`, its arenas empty (grown as the
    /// parse goes; [`SgfCollection::parse_with`] reserves them first).
    fn new(src: &'s [u8], lenient: bool, dbcs: Option<fn(u8) -> bool>) -> Parser<'s> {
        Parser {
            src,
            pos: 0,
            lenient,
            dbcs,
            nodes: Vec::new(),
            props: Vec::new(),
            values: Vec::new(),
            roots: Vec::new(),
            root_starts: Vec::new(),
            tree_start: 0,
            last_child: Vec::new(),
            extra: Vec::new(),
            warnings: Vec::new(),
            per_game: Vec::new(),
            dropped: 0,
        }
    }
}

impl Parser<'_> {
    fn warn(&mut self, at: usize, kind: WarningKind) {
        let game = self.root_starts.partition_point(|&s| s <= at).saturating_sub(1);
        if self.per_game.len() <= game {
            self.per_game.resize(game + 1, (0, 0));
        }
        let counts = &mut self.per_game[game];
        if counts.0 < MAX_WARNINGS && self.warnings.len() < MAX_WARNINGS_IN_ALL {
            counts.0 += 1;
            self.warnings.push((at, kind));
        } else {
            counts.1 += 1;
            self.dropped += 1;
        }
    }

    fn at(&self, offset: usize) -> TextPosition {
        position_in(self.src, offset)
    }

    fn unexpected(&self, at: usize, expected: &'static str) -> SgfError {
        let p = self.at(at);
        // The text ends where more was expected: inside a game tree, which
        // is left open (found from outside: `(;GM` was `Unexpected`, while
        // `(;GM[` was `UnexpectedEnd`).
        if at >= self.src.len() {
            return SgfError::UnexpectedEnd { line: p.line, column: p.column, what: "game tree not closed" };
        }
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
            self.root_starts.push(self.tree_start);
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
        // Whether text that is not white space comes before the first tree.
        let mut text_before = false;
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
                // A tree without its ';': only when a property with a
                // value follows (`(PB[x]`), not words in parentheses.
                _ => in_tree && need_node && b.is_ascii_alphabetic() && self.property_follows(self.pos),
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
                        if !seen_tree {
                            text_before = self.src[..self.pos].iter().any(|&c| !is_ws(c));
                        }
                        seen_tree = true;
                        self.tree_start = self.pos;
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
                    cur = self.finish_node(cur);
                }
            }
        }
        if let Some((at, bytes)) = garbage.take() {
            self.warn(at, WarningKind::Garbage { bytes });
        }
        let open = stack.iter().filter(|&&s| s != IGNORED).count();
        if !stack.is_empty() {
            if !self.lenient {
                let p = self.at(self.tree_start);
                return Err(SgfError::UnexpectedEnd { line: p.line, column: p.column, what: "game tree not closed" });
            }
            if open > 0 {
                self.warn(n, WarningKind::UnclosedTrees(open));
            }
        }
        // Trees made of repairs alone, with no property anywhere, are
        // not a record (`for(;;) x` in some text); `(;)` as written is,
        // and so is a file cut short after it or within it (`(;` and
        // `(;)(;`, found from outside: the complete tree was lost with
        // the truncated one): closing open trees at the end is the one
        // repair that keeps them, when no text comes before them.
        let made_up = self.lenient
            && self.props.is_empty()
            && (text_before || self.warnings.iter().any(|(_, w)| !matches!(w, WarningKind::UnclosedTrees(_))));
        if self.roots.is_empty() || made_up {
            let p = self.at(n);
            return Err(SgfError::NoGameTree { line: p.line, column: p.column });
        }
        Ok(())
    }

    /// Where the next property with a value begins from `from` on, within
    /// the same node: `None` when a `;`, `(` or `)` (outside a bracketed
    /// value) or the end of input comes first. A bracketed value on the
    /// way is passed whole.
    fn next_property(&self, from: usize) -> Option<usize> {
        let n = self.src.len();
        let mut p = from;
        while p < n {
            match self.src[p] {
                b'(' | b')' | b';' => return None,
                b'[' => p = self.find_close(p + 1) + 1,
                b if b.is_ascii_alphabetic() => {
                    if self.property_follows(p) {
                        return Some(p);
                    }
                    while p < n && self.src[p].is_ascii_alphabetic() {
                        p += 1;
                    }
                }
                _ => p += 1,
            }
        }
        None
    }

    /// Whether a property with a value begins at `p`: letters, white
    /// space, `[`.
    fn property_follows(&self, mut p: usize) -> bool {
        let src = self.src;
        let start = p;
        while p < src.len() && src[p].is_ascii_alphabetic() {
            p += 1;
        }
        if p == start {
            return false;
        }
        while p < src.len() && is_ws(src[p]) {
            p += 1;
        }
        p < src.len() && src[p] == b'['
    }

    /// The bytes of a span of the source or of the added bytes.
    fn span_bytes(&self, s: Span) -> &[u8] {
        let start = s.start as usize;
        let n = self.src.len();
        if start >= n { &self.extra[start - n..start - n + s.len as usize] } else { &self.src[s.range()] }
    }

    /// Ends the node `id` whose properties were just read: checks FF\[4\]'s
    /// rules on it (one move, no move with setup, no repeated property),
    /// reports each breach, and in lenient mode repairs it (splitting the
    /// node in written order, merging repeated values). Returns the node
    /// the next one hangs from (the last part of a split node).
    fn finish_node(&mut self, id: u32) -> u32 {
        let start = self.nodes[id as usize].props_start as usize;
        let end = self.props.len();
        self.nodes[id as usize].props_end = u32_len(end);
        if end - start < 2 {
            return id;
        }
        // Where the node splits: before a second move, and where a move
        // follows setup or setup follows a move.
        let mut cuts: Vec<usize> = Vec::new();
        // In the current part: a move (`B`/`W`), a move property of any
        // kind (`KO` and `MN` go with a move), a setup property.
        let (mut moved, mut move_kind, mut setup) = (false, false, false);
        for i in start..end {
            let at = self.props[i].name.start as usize;
            let kind = node_kind(self.span_bytes(self.props[i].ident));
            let breach = match kind {
                Kind::Move if moved => Some(WarningKind::TwoMoves { repaired: self.lenient }),
                Kind::Move | Kind::MoveInfo if setup => Some(WarningKind::MoveWithSetup { repaired: self.lenient }),
                Kind::Setup if move_kind => Some(WarningKind::MoveWithSetup { repaired: self.lenient }),
                _ => None,
            };
            if let Some(w) = breach {
                self.warn(at, w);
                cuts.push(i);
                (moved, move_kind, setup) = (false, false, false);
            }
            match kind {
                Kind::Move => (moved, move_kind) = (true, true),
                Kind::MoveInfo => move_kind = true,
                Kind::Setup => setup = true,
                Kind::Other => {}
            }
        }
        if !self.lenient {
            // Reported over the whole node, which stays as written. (A set
            // of the identifiers met keeps a node of many repeats linear.)
            let mut seen: HashSet<Vec<u8>> = HashSet::new();
            for i in start..end {
                let ident = self.span_bytes(self.props[i].ident);
                if node_kind(ident) != Kind::Move && !seen.insert(ident.to_vec()) {
                    let ident = String::from_utf8_lossy(ident).into_owned();
                    self.warn(
                        self.props[i].name.start as usize,
                        WarningKind::RepeatedProperty { ident, repaired: false },
                    );
                }
            }
            return id;
        }
        // Lenient: each part keeps one property per identifier (found
        // through a map, so that many repeats cost linear time).
        let mut parts: Vec<Vec<(PropData, Vec<Span>)>> = Vec::new();
        let mut place: HashMap<Vec<u8>, usize> = HashMap::new();
        // Merged texts (`C`, `GC`) to join once at the end: (part, index).
        let mut texts: Vec<(usize, usize)> = Vec::new();
        let mut next_cut = cuts.iter().copied().peekable();
        let mut merged = false;
        for i in start..end {
            if next_cut.peek() == Some(&i) {
                next_cut.next();
                parts.push(Vec::new());
                place.clear();
            } else if i == start {
                parts.push(Vec::new());
            }
            let prop = self.props[i];
            let vals = &self.values[prop.values_start as usize..prop.values_end as usize];
            let ident = self.span_bytes(prop.ident).to_vec();
            let part = parts.len() - 1;
            let Some(&j) = place.get(&ident) else {
                place.insert(ident, parts[part].len());
                parts[part].push((prop, vals.to_vec()));
                continue;
            };
            merged = true;
            parts[part][j].1.extend_from_slice(vals);
            if (ident == b"C" || ident == b"GC") && !texts.contains(&(part, j)) {
                texts.push((part, j));
            }
            let text = String::from_utf8_lossy(&ident).into_owned();
            self.warn(prop.name.start as usize, WarningKind::RepeatedProperty { ident: text, repaired: true });
        }
        // Text: one value, the texts joined by a line break.
        for (part, j) in texts {
            let mut joined: Vec<u8> = Vec::new();
            for v in &parts[part][j].1 {
                if !joined.is_empty() {
                    joined.push(b'\n');
                }
                joined.extend_from_slice(self.span_bytes(*v));
            }
            let at = u32_len(self.src.len() + self.extra.len());
            self.extra.extend_from_slice(&joined);
            parts[part][j].1 = vec![Span { start: at, len: u32_len(joined.len()) }];
        }
        if !merged && cuts.is_empty() {
            return id;
        }
        // Rebuild the node's tail of the arenas, one node per part.
        let values_start = self.props[start].values_start as usize;
        self.props.truncate(start);
        self.values.truncate(values_start);
        let mut node = id;
        for (k, part) in parts.into_iter().enumerate() {
            if k > 0 {
                node = self.new_node(node);
            }
            for (mut prop, vals) in part {
                prop.values_start = u32_len(self.values.len());
                self.values.extend(vals);
                prop.values_end = u32_len(self.values.len());
                self.props.push(prop);
            }
            self.nodes[node as usize].props_end = u32_len(self.props.len());
        }
        node
    }

    /// Reports lower-case letters in the identifiers of trees that declare
    /// `FF[4]` (FF\[1\]-FF\[3\] allowed them); lenient parsing writes
    /// such an identifier as its capitals.
    fn check_identifiers(&mut self) {
        for k in 0..self.roots.len() {
            let root = self.roots[k];
            let from = self.nodes[root as usize].props_start as usize;
            let to = self.roots.get(k + 1).map_or(self.props.len(), |&r| self.nodes[r as usize].props_start as usize);
            let root_end = self.nodes[root as usize].props_end as usize;
            let ff4 = (from..root_end).any(|i| {
                let p = self.props[i];
                self.span_bytes(p.ident) == b"FF"
                    && p.values_end > p.values_start
                    && super::values::trim(self.span_bytes(self.values[p.values_start as usize])) == b"4"
            });
            if !ff4 {
                continue;
            }
            for i in from..to {
                let p = self.props[i];
                let name = self.span_bytes(p.name);
                if name == self.span_bytes(p.ident) {
                    continue;
                }
                let name = String::from_utf8_lossy(name).into_owned();
                let repaired = self.lenient;
                self.warn(p.name.start as usize, WarningKind::LowerCaseInIdentifier { name, repaired });
                if self.lenient {
                    self.props[i].name = p.ident;
                }
            }
        }
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
    /// double-byte characters skipped as [`encoding::unit_len`] splits
    /// them), or the input's length.
    #[inline]
    fn find_close(&self, mut i: usize) -> usize {
        let src = self.src;
        let n = src.len();
        if self.dbcs.is_some() {
            while i < n {
                if src[i] == b']' {
                    return i;
                }
                i += encoding::unit_len(src, i, self.dbcs);
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
            if self.pos >= n {
                return Ok(());
            }
            if !self.src[self.pos].is_ascii_alphabetic() {
                // Lenient: bytes that are not SGF inside a node (`;SZ[9]@KM[0.5]`)
                // are skipped up to the node's next property, which is kept.
                match self.next_property(self.pos) {
                    Some(at) if self.lenient => {
                        self.warn(self.pos, WarningKind::Garbage { bytes: at - self.pos });
                        self.pos = at;
                    }
                    _ => return Ok(()),
                }
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
            let is_move = matches!(self.span_bytes(ident), b"B" | b"W");
            // A move whose value the input's end cut off short of a point's
            // two letters is left out: its point is unknown, and closed as
            // it stands an empty value would read as a pass (found from
            // outside: a record cut after `W[];B[` read as a game ended by
            // two passes, and was counted). `B[dd` keeps its whole point.
            let mut cut_move = false;
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
                        cut_move = is_move && n - vstart != 2;
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
                    // and drop a dangling `\` (or a lead byte without its
                    // trail byte) at the end of the input.
                    let fixed = encoding::writable_value(&self.src[vstart..end.min(n)], self.dbcs, LoneBackslash::Drop);
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
            if cut_move {
                self.values.truncate(values_start as usize);
                continue;
            }
            let values_end = u32_len(self.values.len());
            self.props.push(PropData { name, ident, values_start, values_end });
        }
    }
}
