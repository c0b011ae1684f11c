//! Writing a collection back: exactly in its own encoding, or as UTF-8.

use std::fmt;

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
        self.write_into(&mut out, |_, raw, out| out.extend_from_slice(raw));
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
    /// `CA[UTF-8]` (added when missing). Otherwise the output is
    /// [`SgfCollection::to_bytes`] without a byte-order mark.
    #[must_use]
    pub fn to_utf8(&self) -> (String, usize) {
        let mut replaced = 0usize;
        let enc = self.encoding;
        let utf8 = enc.values() == encoding_rs::UTF_8 && enc.file == encoding_rs::UTF_8;
        let mut out = Vec::with_capacity(self.source_len + 64);
        self.write_into(&mut out, |ident, raw, out| {
            if !utf8 && ident == b"CA" {
                out.extend_from_slice(b"UTF-8");
                return;
            }
            if !enc.decodes(raw) {
                replaced += 1;
            }
            if raw.is_ascii() {
                out.extend_from_slice(raw);
            } else {
                out.extend_from_slice(enc.decode(raw).as_bytes());
            }
        });
        let mut text = String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        if !utf8 {
            // Roots without CA get one after their first property.
            text = add_missing_ca(self, text);
        }
        (text, replaced)
    }

    /// The writer: nodes in order, variations in parentheses, with an
    /// explicit stack (no recursion). `value` writes one raw value.
    fn write_into(&self, out: &mut Vec<u8>, mut value: impl FnMut(&[u8], &[u8], &mut Vec<u8>)) {
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

/// Inserts `CA[UTF-8]` into roots that have no `CA` (UTF-8 output of a
/// collection read in another encoding), by rewriting with the new text.
fn add_missing_ca(c: &SgfCollection, text: String) -> String {
    if c.games().all(|g| g.get("CA").is_some()) {
        return text;
    }
    match SgfCollection::parse(text.as_bytes()) {
        Ok(mut t) => {
            let roots = t.roots.clone();
            for r in roots {
                if t.node(super::tree::NodeId(r)).get("CA").is_some() {
                    continue;
                }
                // Rebuild the root's property list with CA[UTF-8] first.
                let span = t.append(b"CA");
                let val = t.append(b"UTF-8");
                let vs = super::tree::u32_len(t.values.len());
                t.values.push(val);
                let new_prop = super::tree::PropData { name: span, ident: span, values_start: vs, values_end: vs + 1 };
                let d = t.nodes[r as usize];
                let mut list: Vec<super::tree::PropData> = vec![new_prop];
                list.extend_from_slice(&t.props[d.props_start as usize..d.props_end as usize]);
                let start = super::tree::u32_len(t.props.len());
                t.props.extend(list);
                t.nodes[r as usize].props_start = start;
                t.nodes[r as usize].props_end = super::tree::u32_len(t.props.len());
            }
            String::from_utf8_lossy(&t.to_bytes()).into_owned()
        }
        Err(_) => text,
    }
}

impl fmt::Display for SgfCollection {
    /// Writes the collection as UTF-8 SGF ([`SgfCollection::to_utf8`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_utf8().0)
    }
}
