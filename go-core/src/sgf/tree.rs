//! The parsed collection: a flat arena of nodes, properties and values that
//! point into one byte buffer. No recursion anywhere: dropping, comparing,
//! walking and writing a million-deep tree use no stack beyond a loop.

use std::borrow::Cow;
use std::fmt;

use super::encoding::TextEncoding;
use super::error::{SgfWarning, TextPosition};

/// SGF FF\[4\]'s game-info identifiers and Go's (see
/// [`SgfNode::game_info`]).
pub(crate) const GAME_INFO: &[&str] = &[
    "AN", "BR", "BT", "CP", "DT", "EV", "GC", "GN", "ON", "OT", "PB", "PC", "PW", "RE", "RO", "RU", "SO", "TM", "US",
    "WR", "WT", "HA", "KM",
];

/// "No node" in the arena's links.
pub(crate) const NONE: u32 = u32::MAX;

/// A byte range of the collection's buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Span {
    pub(crate) start: u32,
    pub(crate) len: u32,
}

impl Span {
    pub(crate) fn range(self) -> std::ops::Range<usize> {
        let s = self.start as usize;
        s..s + self.len as usize
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct NodeData {
    pub(crate) parent: u32,
    pub(crate) first_child: u32,
    pub(crate) next_sibling: u32,
    pub(crate) props_start: u32,
    pub(crate) props_end: u32,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct PropData {
    /// The identifier as written (`PlayerBlack`).
    pub(crate) name: Span,
    /// The identifier's upper-case letters (`PB`).
    pub(crate) ident: Span,
    pub(crate) values_start: u32,
    pub(crate) values_end: u32,
}

/// The index of a node in an [`SgfCollection`]. Valid only for the
/// collection that returned it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub(crate) u32);

/// An SGF collection: one or more game trees, every property kept in order
/// with its raw bytes, so that writing it back is lossless.
///
/// Storage is flat (nodes, properties and values in vectors that index one
/// byte buffer), so trees of any depth drop, compare and write without
/// recursion. Build one with [`SgfCollection::parse`] or
/// [`SgfCollection::new`] and [`SgfCollection::add_node`].
///
/// Equality (`==`) compares the trees: the same game trees, the same node
/// shapes, and in every node the same properties (identifiers as written)
/// with the same raw values in the same order. Whitespace between
/// properties, the encoding and the warnings are not compared.
#[derive(Clone)]
pub struct SgfCollection {
    /// The text the spans index: the input (UTF-16 input transcoded to
    /// UTF-8), then strings added later.
    pub(crate) buf: Vec<u8>,
    /// Length of the parsed input inside `buf` (offsets below are positions).
    pub(crate) source_len: usize,
    pub(crate) encoding: TextEncoding,
    pub(crate) roots: Vec<u32>,
    pub(crate) nodes: Vec<NodeData>,
    pub(crate) props: Vec<PropData>,
    pub(crate) values: Vec<Span>,
    pub(crate) warnings: Vec<SgfWarning>,
    /// The game tree each warning belongs to (by index into `roots`), in
    /// step with `warnings`; `None`, or no entry, for the whole file's.
    pub(crate) warning_games: Vec<Option<u32>>,
    /// Offsets where each line of the source begins, built on the first
    /// position asked for, so that each later one is a binary search.
    pub(crate) line_starts: std::sync::OnceLock<Vec<u32>>,
}

impl fmt::Debug for SgfCollection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SgfCollection")
            .field("games", &self.roots.len())
            .field("nodes", &self.nodes.len())
            .field("properties", &self.props.len())
            .field("encoding", &self.encoding.name())
            .field("warnings", &self.warnings.len())
            .finish()
    }
}

impl Default for SgfCollection {
    fn default() -> Self {
        SgfCollection::new()
    }
}

impl SgfCollection {
    /// An empty collection (UTF-8), to build with [`SgfCollection::add_node`].
    #[must_use]
    pub fn new() -> SgfCollection {
        SgfCollection {
            buf: Vec::new(),
            source_len: 0,
            encoding: TextEncoding::utf8(),
            roots: Vec::new(),
            nodes: Vec::new(),
            props: Vec::new(),
            values: Vec::new(),
            warnings: Vec::new(),
            warning_games: Vec::new(),
            line_starts: std::sync::OnceLock::new(),
        }
    }

    /// The root node of each game tree, in order.
    pub fn games(&self) -> impl ExactSizeIterator<Item = SgfNode<'_>> + '_ {
        self.roots.iter().map(move |&r| SgfNode { c: self, id: r })
    }

    /// The root node of game tree `i` (0-based), if there is one.
    #[must_use]
    pub fn game(&self, i: usize) -> Option<SgfNode<'_>> {
        self.roots.get(i).map(|&r| SgfNode { c: self, id: r })
    }

    /// A collection holding only game tree `i` (0-based) of this one, as
    /// read: the same nodes, properties and raw values, the same character
    /// set, and the same positions in the text (its line and column
    /// answers refer to this collection's input); its parse warnings are
    /// those of [`SgfCollection::game_warnings`]. `None` when there is no
    /// such tree. Writing it
    /// ([`SgfCollection::to_bytes`], [`SgfCollection::to_utf8`]) writes
    /// that one tree.
    #[must_use]
    pub fn game_tree(&self, i: usize) -> Option<SgfCollection> {
        let &root = self.roots.get(i)?;
        let mut out = SgfCollection {
            buf: self.buf.clone(),
            source_len: self.source_len,
            encoding: self.encoding,
            roots: Vec::new(),
            nodes: Vec::new(),
            props: Vec::new(),
            values: Vec::new(),
            warnings: self.game_warnings(i).cloned().collect(),
            warning_games: Vec::new(),
            line_starts: std::sync::OnceLock::new(),
        };
        // Copy node by node, parents before children, with an explicit
        // stack: (node in self, its parent in `out`).
        let mut stack = vec![(root, NONE)];
        while let Some((id, parent)) = stack.pop() {
            let new = out.push_node(parent);
            let d = self.nodes[id as usize];
            for prop in &self.props[d.props_start as usize..d.props_end as usize] {
                let values_start = u32_len(out.values.len());
                out.values.extend_from_slice(&self.values[prop.values_start as usize..prop.values_end as usize]);
                out.props.push(PropData { values_start, values_end: u32_len(out.values.len()), ..*prop });
            }
            out.nodes[new as usize].props_end = u32_len(out.props.len());
            let children: Vec<u32> = SgfNode { c: self, id }.children().map(|c| c.id).collect();
            stack.extend(children.into_iter().rev().map(|c| (c, new)));
        }
        Some(out)
    }

    /// The node `id`.
    ///
    /// # Panics
    /// When `id` does not come from this collection and is out of range.
    #[must_use]
    pub fn node(&self, id: NodeId) -> SgfNode<'_> {
        assert!((id.0 as usize) < self.nodes.len(), "NodeId out of range");
        SgfNode { c: self, id: id.0 }
    }

    /// The number of nodes in all game trees.
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The repairs made while parsing (lenient mode) and charset decisions,
    /// in text order; at most 1000 are stored for each game tree (and
    /// 100,000 in all), then, at the end of the list, one
    /// [`super::WarningKind::MoreWarnings`] for each tree that had more,
    /// with the number it dropped.
    #[must_use]
    pub fn warnings(&self) -> &[SgfWarning] {
        &self.warnings
    }

    /// The warnings of [`SgfCollection::warnings`] that concern game tree
    /// `i` (0-based), in text order: the repairs made from where its `(`
    /// begins to where the next tree's begins (text before the first tree
    /// goes with the first; trees left open at the end of the input go
    /// with the last), the tree's own [`super::WarningKind::MoreWarnings`]
    /// when it had more than were stored, and the decisions about the whole
    /// file (its character set), which concern every tree. Nothing for a tree that does not exist. In a collection
    /// of many games, a repair in one game is not reported on the others.
    pub fn game_warnings(&self, i: usize) -> impl Iterator<Item = &SgfWarning> + '_ {
        let exists = i < self.roots.len();
        self.warnings.iter().enumerate().filter_map(move |(k, w)| {
            let game = self.warning_games.get(k).copied().flatten();
            (exists && game.is_none_or(|g| g as usize == i)).then_some(w)
        })
    }

    /// The name of the encoding the text was read in (`UTF-8`, `Shift_JIS`,
    /// `windows-1252`, `UTF-16LE`, ...).
    #[must_use]
    pub fn encoding_name(&self) -> &'static str {
        self.encoding.name()
    }

    /// The character set the text was read in, to read the output of
    /// [`SgfCollection::to_bytes`] again the same way
    /// ([`super::ParseOptions::with_charset`]). This matters when the set
    /// was detected (no `CA`, not UTF-8): `to_bytes` writes the text as it
    /// was, still without `CA`, and the detector may judge the rewritten
    /// bytes (without the text around the trees) otherwise. Written with
    /// [`SgfCollection::to_utf8`], a record declares `CA[UTF-8]` instead.
    #[must_use]
    pub fn charset(&self) -> super::Charset {
        super::Charset::of(self.encoding.file)
    }

    /// Adds a node under `parent` (or, with `None`, a new game tree) with
    /// these properties, each an identifier and its values as text (written
    /// escaped: `]` and `\` get a backslash). Returns the new node.
    ///
    /// The text is stored in the collection's character set
    /// ([`SgfCollection::charset`]; UTF-8 for a collection made with
    /// [`SgfCollection::new`]), so that [`SgfCollection::to_bytes`] writes
    /// one encoding throughout. A character that set cannot hold is
    /// stored as an HTML numeric character reference (`&#9733;` for `★`
    /// in Shift_JIS), as the WHATWG Encoding Standard's encoders write it.
    ///
    /// # Panics
    /// When `parent` is out of range, an identifier is not made of ASCII
    /// letters with at least one upper-case one, or a property has no value.
    pub fn add_node<'a, I, V>(&mut self, parent: Option<NodeId>, props: I) -> NodeId
    where
        I: IntoIterator<Item = (&'a str, V)>,
        V: IntoIterator,
        V::Item: AsRef<str>,
    {
        let id = self.push_node(parent.map_or(NONE, |p| p.0));
        for (ident, values) in props {
            assert!(
                !ident.is_empty()
                    && ident.bytes().all(|b| b.is_ascii_alphabetic())
                    && ident.bytes().any(|b| b.is_ascii_uppercase()),
                "invalid SGF identifier {ident:?}"
            );
            let name = self.append(ident.as_bytes());
            let upper: Vec<u8> = ident.bytes().filter(u8::is_ascii_uppercase).collect();
            let ident_span = if upper.len() == ident.len() { name } else { self.append(&upper) };
            let values_start = u32_len(self.values.len());
            for v in values {
                let raw = self.text_value(v.as_ref());
                let span = self.append(&raw);
                self.values.push(span);
            }
            let values_end = u32_len(self.values.len());
            assert!(values_end > values_start, "SGF property {ident} needs at least one value");
            self.props.push(PropData { name, ident: ident_span, values_start, values_end });
        }
        self.nodes[id as usize].props_end = u32_len(self.props.len());
        NodeId(id)
    }

    /// A text value's raw bytes in the collection's character set: encoded,
    /// then escaped as the parser splits that set's characters (a trail byte
    /// `\` or `]` of a double-byte character is not an escape).
    fn text_value(&self, text: &str) -> Vec<u8> {
        let lead = self.encoding.lead_byte_test();
        let (bytes, _, _) = self.encoding.values().encode(text);
        let escaped = super::encoding::escape_bytes(&bytes, lead);
        super::encoding::writable_value(&escaped, lead, super::encoding::LoneBackslash::Drop).into_owned()
    }

    /// Appends bytes to the buffer, returning their span.
    pub(crate) fn append(&mut self, bytes: &[u8]) -> Span {
        let start = u32_len(self.buf.len());
        self.buf.extend_from_slice(bytes);
        Span { start, len: u32_len(bytes.len()) }
    }

    /// Adds an empty node under `parent` (NONE: a new root); props are the
    /// ones pushed until the next node.
    pub(crate) fn push_node(&mut self, parent: u32) -> u32 {
        let id = u32_len(self.nodes.len());
        let p = u32_len(self.props.len());
        self.nodes.push(NodeData { parent, first_child: NONE, next_sibling: NONE, props_start: p, props_end: p });
        if parent == NONE {
            self.roots.push(id);
        } else {
            // Append as the last child: walk the siblings (the parser keeps
            // its own last-child table and links directly instead).
            let first = self.nodes[parent as usize].first_child;
            if first == NONE {
                self.nodes[parent as usize].first_child = id;
            } else {
                let mut c = first;
                while self.nodes[c as usize].next_sibling != NONE {
                    c = self.nodes[c as usize].next_sibling;
                }
                self.nodes[c as usize].next_sibling = id;
            }
        }
        id
    }

    pub(crate) fn bytes(&self, s: Span) -> &[u8] {
        &self.buf[s.range()]
    }

    /// The text position of a buffer offset (0, 0 beyond the parsed input).
    pub(crate) fn position_of(&self, offset: u32) -> TextPosition {
        let offset = offset as usize;
        if offset > self.source_len {
            return TextPosition::default();
        }
        let starts = self.line_starts.get_or_init(|| {
            let text = &self.buf[..self.source_len];
            std::iter::once(0).chain((0..text.len()).filter(|&i| ends_line(text, i)).map(|i| u32_len(i + 1))).collect()
        });
        let line = starts.partition_point(|&s| s as usize <= offset);
        let start = starts.get(line.saturating_sub(1)).map_or(0, |&s| s as usize);
        TextPosition { line, column: offset - start + 1 }
    }
}

/// Whether the byte at `i` ends a line of `text`: a line feed, or a
/// carriage return not followed by one (SGF's line breaks are LF, CR LF
/// and a lone CR, as old Mac files write; CR LF is one break).
pub(crate) fn ends_line(text: &[u8], i: usize) -> bool {
    match text[i] {
        b'\n' => true,
        b'\r' => text.get(i + 1) != Some(&b'\n'),
        _ => false,
    }
}

/// 1-based line and byte column of `offset` in `text` (0, 0 when beyond);
/// lines end as [`ends_line`] says.
pub(crate) fn position_in(text: &[u8], offset: usize) -> TextPosition {
    if offset > text.len() {
        return TextPosition::default();
    }
    let breaks = (0..offset).filter(|&i| ends_line(text, i));
    let (mut line, mut start) = (1, 0);
    for i in breaks {
        line += 1;
        start = i + 1;
    }
    TextPosition { line, column: offset - start + 1 }
}

/// A length as u32; the parser refuses inputs of 4 GiB or more, so every
/// index fits.
pub(crate) fn u32_len(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A node of an [`SgfCollection`], borrowed.
#[derive(Clone, Copy)]
pub struct SgfNode<'a> {
    pub(crate) c: &'a SgfCollection,
    pub(crate) id: u32,
}

impl fmt::Debug for SgfNode<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut l = f.debug_list();
        for p in self.properties() {
            l.entry(&p);
        }
        l.finish()
    }
}

impl<'a> SgfNode<'a> {
    fn data(&self) -> &'a NodeData {
        &self.c.nodes[self.id as usize]
    }

    /// This node's id.
    #[must_use]
    pub fn id(&self) -> NodeId {
        NodeId(self.id)
    }

    /// The parent node, `None` for a game tree's root.
    #[must_use]
    pub fn parent(&self) -> Option<SgfNode<'a>> {
        let p = self.data().parent;
        (p != NONE).then_some(SgfNode { c: self.c, id: p })
    }

    /// The children in order; the first is the main line.
    pub fn children(&self) -> impl Iterator<Item = SgfNode<'a>> + 'a {
        let c = self.c;
        let mut next = self.data().first_child;
        std::iter::from_fn(move || {
            if next == NONE {
                return None;
            }
            let id = next;
            next = c.nodes[id as usize].next_sibling;
            Some(SgfNode { c, id })
        })
    }

    /// The number of children.
    #[must_use]
    pub fn child_count(&self) -> usize {
        self.children().count()
    }

    /// Child `i` (0 is the main line).
    #[must_use]
    pub fn child(&self, i: usize) -> Option<SgfNode<'a>> {
        self.children().nth(i)
    }

    /// The node reached from this one by taking child `path[0]` (0 is the
    /// main line), then child `path[1]` of that one, and so on; this node
    /// for an empty path; `None` when a step names a child that is not
    /// there.
    #[must_use]
    pub fn descendant(&self, path: &[usize]) -> Option<SgfNode<'a>> {
        path.iter().try_fold(*self, |node, &i| node.child(i))
    }

    /// The properties in order, as written.
    pub fn properties(&self) -> impl ExactSizeIterator<Item = SgfProperty<'a>> + 'a {
        let c = self.c;
        let d = self.data();
        (d.props_start..d.props_end).map(move |i| SgfProperty { c, i })
    }

    /// The first property whose identifier (upper-case letters only, so
    /// `PlayerBlack` is `PB`) is `ident`.
    #[must_use]
    pub fn get(&self, ident: &str) -> Option<SgfProperty<'a>> {
        self.properties().find(|p| p.ident_bytes() == ident.as_bytes())
    }

    /// The game-info properties of the game whose root is this node, each
    /// identifier once, in the order found: the root's, then, for each
    /// identifier the root lacks, the first property of that identifier on
    /// the main line, whichever node holds it, before the first move (`B`
    /// or `W`) or after it.
    ///
    /// SGF FF\[4\] lets game information stand in any node, once on each
    /// path ("game-info" properties): in the node where the game becomes
    /// distinguishable from the other games of its tree, which in a tree
    /// of merged games that share their first moves comes after those
    /// moves (FF\[4\]'s own example file does so). Most records keep it in
    /// the root, but editors such as Little Go write it in the first node
    /// after the root, and a game read from the root alone lost its rules,
    /// komi, handicap, players and result (found from outside); a game
    /// read up to its first move only lost the players and result of a
    /// merged game (since 2026-12-07). It describes the whole game, the
    /// moves before it included. The identifiers:
    /// FF\[4\]'s game-info properties (`AN`, `BR`, `BT`, `CP`, `DT`, `EV`,
    /// `GC`, `GN`, `ON`, `OT`, `PB`, `PC`, `PW`, `RE`, `RO`, `RU`, `SO`,
    /// `TM`, `US`, `WR`, `WT`) and Go's (`HA`, `KM`). The root properties
    /// (`SZ`, `GM`, `FF`, `CA`, `AP`, `ST`) and go-core's variant
    /// properties are read from the root only.
    #[must_use]
    pub fn game_info(&self) -> Vec<SgfProperty<'a>> {
        game_info_on(self.main_line(), |_| true)
    }

    /// The line from this node along `path` (child indexes: at the n-th
    /// node take child `path[n]`), then along the first children to the
    /// end: the line a replay with [`ReplayOptions::path`](super::ReplayOptions::path)
    /// follows. When a child index lies past its node's children, the line
    /// leaves the path there (it follows the first children from that
    /// node) and the error says where.
    pub(crate) fn line_along(&self, path: &[usize]) -> (Vec<SgfNode<'a>>, Option<super::SgfError>) {
        let mut line = vec![*self];
        let mut at = *self;
        let mut off = None;
        for (step, &child) in path.iter().enumerate() {
            let Some(next) = at.child(child) else {
                off = Some(super::SgfError::NoSuchVariation { step, child, children: at.child_count() });
                break;
            };
            at = next;
            line.push(at);
        }
        line.extend(at.main_line().skip(1));
        (line, off)
    }

    /// The main line from this node: this node, its first child, that
    /// node's first child, and so on.
    pub fn main_line(&self) -> impl Iterator<Item = SgfNode<'a>> + 'a {
        let c = self.c;
        let mut next = self.id;
        std::iter::from_fn(move || {
            if next == NONE {
                return None;
            }
            let id = next;
            next = c.nodes[id as usize].first_child;
            Some(SgfNode { c, id })
        })
    }

    /// Where the node's first property (or the node) begins in the parsed
    /// text; (0, 0) for built nodes.
    #[must_use]
    pub fn position(&self) -> TextPosition {
        match self.properties().next() {
            Some(p) => p.position(),
            None => TextPosition::default(),
        }
    }
}

/// A property of a node, borrowed: an identifier and one or more values.
#[derive(Clone, Copy)]
pub struct SgfProperty<'a> {
    c: &'a SgfCollection,
    i: u32,
}

impl fmt::Debug for SgfProperty<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name())?;
        for v in self.raw_values() {
            write!(f, "[{}]", String::from_utf8_lossy(v))?;
        }
        Ok(())
    }
}

impl<'a> SgfProperty<'a> {
    fn data(&self) -> &'a PropData {
        &self.c.props[self.i as usize]
    }

    pub(crate) fn ident_bytes(&self) -> &'a [u8] {
        self.c.bytes(self.data().ident)
    }

    /// The identifier: its upper-case letters (`PlayerBlack` is `PB`).
    #[must_use]
    pub fn ident(&self) -> &'a str {
        // Identifiers are ASCII letters by construction.
        std::str::from_utf8(self.ident_bytes()).unwrap_or("")
    }

    /// The identifier as written (`PlayerBlack`), kept for lossless writing.
    #[must_use]
    pub fn name(&self) -> &'a str {
        std::str::from_utf8(self.c.bytes(self.data().name)).unwrap_or("")
    }

    /// The values' raw bytes as they stand between `[` and `]` in the
    /// text's own encoding, escapes included.
    pub fn raw_values(&self) -> impl ExactSizeIterator<Item = &'a [u8]> + 'a {
        let c = self.c;
        let d = self.data();
        (d.values_start..d.values_end).map(move |i| c.bytes(c.values[i as usize]))
    }

    /// The first value's raw bytes.
    #[must_use]
    pub fn raw(&self) -> &'a [u8] {
        self.raw_values().next().unwrap_or_default()
    }

    /// The number of values.
    #[must_use]
    pub fn value_count(&self) -> usize {
        self.raw_values().len()
    }

    /// The first value as SGF Text: escapes resolved, soft line breaks
    /// (`\` + newline) removed, other white space but newlines made spaces,
    /// decoded from the text's encoding (undecodable bytes become U+FFFD).
    #[must_use]
    pub fn text(&self) -> String {
        self.c.encoding.decode(&unescape(self.raw(), false, self.c.encoding.lead_byte_test())).into_owned()
    }

    /// The first value as SGF SimpleText: as [`SgfProperty::text`] with
    /// newlines made spaces too.
    #[must_use]
    pub fn simple_text(&self) -> String {
        self.c.encoding.decode(&unescape(self.raw(), true, self.c.encoding.lead_byte_test())).into_owned()
    }

    /// Every value as SGF Text (see [`SgfProperty::text`]: undecodable
    /// bytes become U+FFFD), in written order.
    #[must_use]
    pub fn texts(&self) -> Vec<String> {
        let lead = self.c.encoding.lead_byte_test();
        self.raw_values().map(|v| self.c.encoding.decode(&unescape(v, false, lead)).into_owned()).collect()
    }

    /// The points of a point-list value (SGF FF\[4\] `list of point` and
    /// `elist of point`: `AB`, `TB`, `TW`, `MA`, ...): every value a point
    /// (`cd`) or a compressed rectangle (`aa:cc`, corners in any order,
    /// expanded row by row), in written order, not checked against a board.
    /// Every value is expanded, repeats too: a hostile list of large
    /// rectangles gives up to 2,704 points a value (go-core's own readers of
    /// marks and setup visit each distinct rectangle once instead).
    ///
    /// # Errors
    /// The raw bytes of the first value that is neither.
    pub fn points(&self) -> Result<Vec<crate::Point>, &'a [u8]> {
        let mut out = Vec::new();
        for v in self.raw_values() {
            out.extend(super::values::parse_point_or_rect(v).ok_or(v)?);
        }
        Ok(out)
    }

    /// Every value as SimpleText (see [`SgfProperty::simple_text`]).
    #[must_use]
    pub fn simple_texts(&self) -> Vec<String> {
        let lead = self.c.encoding.lead_byte_test();
        self.raw_values().map(|v| self.c.encoding.decode(&unescape(v, true, lead)).into_owned()).collect()
    }

    /// Every value as SGF Text, as [`SgfProperty::text`] reads the first
    /// one (escapes resolved, soft line breaks removed, white space other
    /// than newlines made spaces), with nothing replaced: a value whose bytes
    /// do not decode in the text's character set is `Err` with those bytes
    /// (escapes resolved), for a caller that keeps what it cannot read.
    #[must_use]
    pub fn decoded_values(&self) -> Vec<Result<String, Vec<u8>>> {
        self.decoded(false)
    }

    /// Whether FF\[4\] gives the property the type SimpleText (a line break
    /// in a value is a space): the game-information properties `AN`, `BR`,
    /// `BT`, `CP`, `DT`, `EV`, `GN`, `ON`, `OT`, `PB`, `PC`, `PW`, `RE`,
    /// `RO`, `RU`, `SO`, `US`, `WR`, `WT`, the root's `AP` and `CA`, and a
    /// node's name `N`. `GC` and `C` are Text (line breaks kept), and so is
    /// any other property read as text.
    #[must_use]
    pub fn is_simple_text(&self) -> bool {
        matches!(
            self.ident(),
            "AN" | "BR"
                | "BT"
                | "CP"
                | "DT"
                | "EV"
                | "GN"
                | "ON"
                | "OT"
                | "PB"
                | "PC"
                | "PW"
                | "RE"
                | "RO"
                | "RU"
                | "SO"
                | "US"
                | "WR"
                | "WT"
                | "AP"
                | "CA"
                | "N"
        )
    }

    /// Every value as SGF SimpleText (newlines made spaces as well; see
    /// [`SgfProperty::is_simple_text`]), as
    /// [`SgfProperty::decoded_values`] reads Text: a value whose bytes do
    /// not decode in the text's character set is `Err` with those bytes
    /// (escapes resolved).
    #[must_use]
    pub fn decoded_simple_values(&self) -> Vec<Result<String, Vec<u8>>> {
        self.decoded(true)
    }

    fn decoded(&self, simple: bool) -> Vec<Result<String, Vec<u8>>> {
        let enc = self.c.encoding;
        let lead = enc.lead_byte_test();
        self.raw_values()
            .map(|v| {
                let bytes = unescape(v, simple, lead);
                if enc.decodes(&bytes) { Ok(enc.decode(&bytes).into_owned()) } else { Err(bytes.into_owned()) }
            })
            .collect()
    }

    /// Where the property's identifier begins in the parsed text; (0, 0)
    /// for built properties.
    #[must_use]
    pub fn position(&self) -> TextPosition {
        self.c.position_of(self.data().name.start)
    }
}

/// Resolves SGF escapes in a raw value: `\x` is `x`, `\` + line break is
/// nothing (a soft break); white space other than line breaks becomes a
/// space, and with `simple` line breaks too (one space per break).
/// `lead` is the lead-byte test of a double-byte character set (Shift_JIS,
/// GBK, Big5), whose second byte may be `\` (Shift_JIS `ソ` is 0x83 0x5C):
/// such a pair is a character, not an escape, and `\` before it escapes
/// the whole pair ([`super::encoding::unit_len`]).
pub(crate) fn unescape(raw: &[u8], simple: bool, lead: Option<fn(u8) -> bool>) -> Cow<'_, [u8]> {
    let needs = raw.iter().any(|&b| b == b'\\' || b == b'\t' || b == 0x0b || b == 0x0c || (simple && b == b'\n'))
        || (simple && raw.contains(&b'\r'));
    if !needs {
        return Cow::Borrowed(raw);
    }
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let b = raw[i];
        if let Some(lead) = lead
            && lead(b)
            && i + 1 < raw.len()
        {
            out.extend_from_slice(&raw[i..i + 2]);
            i += 2;
            continue;
        }
        match b {
            b'\\' if i + 1 < raw.len() => {
                let n = raw[i + 1];
                if n == b'\n' || n == b'\r' {
                    // Soft line break: skip \n, \r, \r\n or \n\r.
                    i += 2;
                    if i < raw.len() && (raw[i] == b'\n' || raw[i] == b'\r') && raw[i] != n {
                        i += 1;
                    }
                    continue;
                }
                // The whole character after the `\` (two bytes for a
                // double-byte one), as the parser reads it.
                let len = super::encoding::char_len(raw, i + 1, lead);
                out.extend_from_slice(&raw[i + 1..i + 1 + len]);
                i += 1 + len;
                continue;
            }
            b'\\' => {}
            b'\t' | 0x0b | 0x0c => out.push(b' '),
            b'\r' | b'\n' if simple => {
                out.push(b' ');
                if i + 1 < raw.len() && (raw[i + 1] == b'\n' || raw[i + 1] == b'\r') && raw[i + 1] != b {
                    i += 1;
                }
            }
            _ => out.push(b),
        }
        i += 1;
    }
    Cow::Owned(out)
}

impl PartialEq for SgfCollection {
    fn eq(&self, other: &SgfCollection) -> bool {
        if self.roots.len() != other.roots.len() {
            return false;
        }
        // Walk both trees in step with an explicit stack: no recursion.
        let mut stack: Vec<(u32, u32)> = self.roots.iter().copied().zip(other.roots.iter().copied()).collect();
        stack.reverse();
        while let Some((a, b)) = stack.pop() {
            let na = SgfNode { c: self, id: a };
            let nb = SgfNode { c: other, id: b };
            if na.properties().len() != nb.properties().len() {
                return false;
            }
            for (pa, pb) in na.properties().zip(nb.properties()) {
                if pa.name() != pb.name() || !pa.raw_values().eq(pb.raw_values()) {
                    return false;
                }
            }
            let (mut ca, mut cb) = (self.nodes[a as usize].first_child, other.nodes[b as usize].first_child);
            loop {
                match (ca == NONE, cb == NONE) {
                    (true, true) => break,
                    (false, false) => {
                        stack.push((ca, cb));
                        ca = self.nodes[ca as usize].next_sibling;
                        cb = other.nodes[cb as usize].next_sibling;
                    }
                    _ => return false,
                }
            }
        }
        true
    }
}

impl Eq for SgfCollection {}

/// The game-info properties along `line` (a game's root, then the nodes of
/// one path from it) that `wanted` takes, each identifier once, the first
/// found (see [`SgfNode::game_info`], which reads the main line): a replay
/// of a variation reads the game information of its own path, as FF\[4\]
/// gives each game of a tree of merged games its own in the node where it
/// becomes distinguishable.
pub(crate) fn game_info_on<'a>(
    line: impl IntoIterator<Item = SgfNode<'a>>,
    wanted: impl Fn(&str) -> bool,
) -> Vec<SgfProperty<'a>> {
    let mut found: Vec<SgfProperty<'a>> = Vec::new();
    for node in line {
        for p in node.properties() {
            if GAME_INFO.contains(&p.ident())
                && wanted(p.ident())
                && !found.iter().any(|q| q.ident_bytes() == p.ident_bytes())
            {
                found.push(p);
            }
        }
    }
    found
}
