//! Writing a collection back: exactly in its own encoding, or as UTF-8.

use std::fmt;

use super::encoding::{LoneBackslash, writable_value};
use super::tree::{NONE, SgfCollection};

/// One step of the iterative writer.
enum Step {
    /// `(` then the node, then `)`.
    Variation(u32),
    Node(u32),
    Close,
}

impl SgfCollection {
    /// Writes the collection in the encoding it was read in: every
    /// identifier as written and every value's raw bytes, so the output
    /// parses back to an equal collection (and the same text, up to white
    /// space between properties and nodes) when read in the same character
    /// set (see [`SgfCollection::charset`]: a set that was detected, not
    /// declared, may be detected otherwise from the rewritten bytes). UTF-16
    /// input is written as UTF-16 again, and a byte-order mark read is
    /// written again.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.source_len + 64);
        self.write_into(&mut out, false, |_, raw, out| out.extend_from_slice(raw));
        let file = self.encoding.file;
        if file == encoding_rs::UTF_16LE || file == encoding_rs::UTF_16BE {
            let text = String::from_utf8_lossy(&out).into_owned();
            let le = file == encoding_rs::UTF_16LE;
            let mut v = Vec::with_capacity(text.len() * 2 + 2);
            if self.encoding.bom {
                v.extend_from_slice(if le { &[0xFF, 0xFE] } else { &[0xFE, 0xFF] });
            }
            for u in text.encode_utf16() {
                v.extend_from_slice(&if le { u.to_le_bytes() } else { u.to_be_bytes() });
            }
            return v;
        }
        if self.encoding.bom {
            let mut v = vec![0xEF, 0xBB, 0xBF];
            v.extend_from_slice(&out);
            return v;
        }
        out
    }

    /// Writes the collection as UTF-8 text. Values are decoded from the
    /// text's encoding; each value that does not decode has its bad bytes
    /// replaced by U+FFFD and is counted in the second element. When the
    /// collection was not read as UTF-8, each root's `CA` becomes
    /// `CA[UTF-8]` (added first when missing). Otherwise the output is
    /// [`SgfCollection::to_bytes`] without a byte-order mark, but for a
    /// `CA` naming another set that the bytes overruled (non-ASCII text
    /// that is valid UTF-8, read so with a warning), which becomes
    /// `CA[UTF-8]` too.
    ///
    /// The text re-reads (in the mode the collection was read in) as the
    /// same tree shape: the same game trees, nodes and properties, with
    /// the same number of values each, in every character set, lossy or
    /// not. A value keeps its escapes; where decoding yields a `]` or `\`
    /// that the original bytes did not have as a character of their own
    /// (a double-byte character with such a trail byte that the character
    /// set cannot map, which also counts as not decoding), that `]` or a
    /// `\` left at the end gets a backslash, so that the value still ends
    /// at its own `]`. The text is never refused as binary data when its
    /// source was not (see [`SgfCollection::parse_with`]'s errors).
    #[must_use]
    pub fn to_utf8(&self) -> (String, usize) {
        let mut replaced = 0usize;
        let enc = self.encoding;
        let utf8 = enc.values() == encoding_rs::UTF_8 && enc.file == encoding_rs::UTF_8;
        let overruled =
            utf8 && self.warnings.iter().any(|w| matches!(w.kind, super::WarningKind::Charset { used: "UTF-8", .. }));
        let mut out = Vec::with_capacity(self.source_len + 64);
        self.write_into(&mut out, !utf8, |ident, raw, out| {
            // Found from outside: UTF-8 text under `CA[ISO-8859-1]` (read as
            // UTF-8, the label overruled) kept the label in its UTF-8 copy.
            // (Pure ASCII under such a label was not overruled: the label
            // holds for it, and stays; so does a label no library knows.)
            if ident == b"CA"
                && (!utf8 || overruled && super::encoding::for_label(raw).is_some_and(|e| e != encoding_rs::UTF_8))
            {
                out.extend_from_slice(b"UTF-8");
                return;
            }
            if !enc.decodes(raw) {
                replaced += 1;
            }
            if raw.is_ascii() {
                out.extend_from_slice(raw);
            } else {
                let text = enc.decode(raw);
                out.extend_from_slice(&writable_value(text.as_bytes(), None, LoneBackslash::Escape));
            }
        });
        let text = String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        (text, replaced)
    }

    /// The writer: nodes in order, variations in parentheses, with an
    /// explicit stack (no recursion). `value` writes one raw value.
    /// `declare_utf8`: a root without `CA` gets `CA[UTF-8]` first.
    fn write_into(&self, out: &mut Vec<u8>, declare_utf8: bool, mut value: impl FnMut(&[u8], &[u8], &mut Vec<u8>)) {
        let mut stack: Vec<Step> = Vec::new();
        for &root in &self.roots {
            stack.push(Step::Variation(root));
            let mut line_start = out.len();
            while let Some(step) = stack.pop() {
                match step {
                    Step::Variation(id) => {
                        if out.len() > line_start + 60 {
                            out.push(b'\n');
                            line_start = out.len();
                        }
                        out.push(b'(');
                        stack.push(Step::Close);
                        stack.push(Step::Node(id));
                    }
                    Step::Close => out.push(b')'),
                    Step::Node(id) => {
                        let node = self.node(super::tree::NodeId(id));
                        out.push(b';');
                        let root = self.nodes[id as usize].parent == NONE;
                        if declare_utf8 && root && node.get("CA").is_none() {
                            out.extend_from_slice(b"CA[UTF-8]");
                        }
                        for p in node.properties() {
                            out.extend_from_slice(p.name().as_bytes());
                            for raw in p.raw_values() {
                                out.push(b'[');
                                value(p.ident().as_bytes(), raw, out);
                                out.push(b']');
                            }
                        }
                        if self.nodes[id as usize].parent == NONE || out.len() > line_start + 72 {
                            out.push(b'\n');
                            line_start = out.len();
                        }
                        let first = self.nodes[id as usize].first_child;
                        if first == NONE {
                            continue;
                        }
                        if self.nodes[first as usize].next_sibling == NONE {
                            stack.push(Step::Node(first));
                        } else {
                            let kids: Vec<u32> = node.children().map(|c| c.id).collect();
                            for &k in kids.iter().rev() {
                                stack.push(Step::Variation(k));
                            }
                        }
                    }
                }
            }
            out.push(b'\n');
        }
    }
}

impl fmt::Display for SgfCollection {
    /// Writes the collection as UTF-8 SGF ([`SgfCollection::to_utf8`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_utf8().0)
    }
}
