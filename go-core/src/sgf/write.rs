//! Writing a collection back: exactly in its own encoding, or as UTF-8.

use std::borrow::Cow;
use std::collections::TryReserveError;
use std::fmt;

use super::encoding::{LoneBackslash, writable_value};
use super::tree::{NONE, SgfCollection};

/// Where the writer puts its bytes: a buffer, or a count of them (so that
/// the fallible writers reserve the exact size before writing).
trait Sink {
    fn put(&mut self, bytes: &[u8]);
    fn written(&self) -> usize;
}

impl Sink for Vec<u8> {
    fn put(&mut self, bytes: &[u8]) {
        self.extend_from_slice(bytes);
    }
    fn written(&self) -> usize {
        self.len()
    }
}

/// A sink that only counts.
struct Count(usize);

impl Sink for Count {
    fn put(&mut self, bytes: &[u8]) {
        self.0 += bytes.len();
    }
    fn written(&self) -> usize {
        self.0
    }
}

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
        self.write_into(&mut out, false, |_, raw| Cow::Borrowed(raw));
        self.in_file_encoding(out).unwrap_or_else(|_| out_of_memory())
    }

    /// [`SgfCollection::to_bytes`], with the memory for the output reserved
    /// before writing (its exact size counted first): an error instead of
    /// an abort of the process when that memory is not to be had (found
    /// from outside: a record of a 400 MB comment, written under a memory
    /// limit from Python, ended the interpreter).
    ///
    /// # Errors
    /// The allocator's error when the output's memory cannot be reserved.
    pub fn try_to_bytes(&self) -> Result<Vec<u8>, TryReserveError> {
        let mut count = Count(0);
        self.write_into(&mut count, false, |_, raw| Cow::Borrowed(raw));
        let mut out = Vec::new();
        out.try_reserve_exact(count.0)?;
        self.write_into(&mut out, false, |_, raw| Cow::Borrowed(raw));
        self.in_file_encoding(out)
    }

    /// The written bytes in the file's own encoding: UTF-16 written as
    /// such again, a byte-order mark read written again.
    fn in_file_encoding(&self, out: Vec<u8>) -> Result<Vec<u8>, TryReserveError> {
        let file = self.encoding.file;
        if file == encoding_rs::UTF_16LE || file == encoding_rs::UTF_16BE {
            let text = String::from_utf8_lossy(&out);
            let le = file == encoding_rs::UTF_16LE;
            // At most one UTF-16 unit (two bytes) per UTF-8 byte.
            let mut v = Vec::new();
            v.try_reserve_exact(text.len() * 2 + 2)?;
            if self.encoding.bom {
                v.extend_from_slice(if le { &[0xFF, 0xFE] } else { &[0xFE, 0xFF] });
            }
            for u in text.encode_utf16() {
                v.extend_from_slice(&if le { u.to_le_bytes() } else { u.to_be_bytes() });
            }
            return Ok(v);
        }
        if self.encoding.bom {
            let mut v = Vec::new();
            v.try_reserve_exact(out.len() + 3)?;
            v.extend_from_slice(&[0xEF, 0xBB, 0xBF]);
            v.extend_from_slice(&out);
            return Ok(v);
        }
        Ok(out)
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
        let mut out = Vec::with_capacity(self.source_len + 64);
        self.write_into(&mut out, !self.is_utf8(), |ident, raw| self.utf8_value(ident, raw, &mut replaced));
        (utf8_text(out), replaced)
    }

    /// [`SgfCollection::to_utf8`], with the memory for the output reserved
    /// before writing (its exact size counted first): an error instead of
    /// an abort of the process when that memory is not to be had.
    ///
    /// # Errors
    /// The allocator's error when the output's memory cannot be reserved.
    pub fn try_to_utf8(&self) -> Result<(String, usize), TryReserveError> {
        let mut count = Count(0);
        self.write_into(&mut count, !self.is_utf8(), |ident, raw| self.utf8_value(ident, raw, &mut 0));
        let mut replaced = 0usize;
        let mut out = Vec::new();
        out.try_reserve_exact(count.0)?;
        self.write_into(&mut out, !self.is_utf8(), |ident, raw| self.utf8_value(ident, raw, &mut replaced));
        Ok((utf8_text(out), replaced))
    }

    /// Whether the collection was read as UTF-8 throughout.
    fn is_utf8(&self) -> bool {
        self.encoding.values() == encoding_rs::UTF_8 && self.encoding.file == encoding_rs::UTF_8
    }

    /// One raw value as [`SgfCollection::to_utf8`] writes it; `replaced`
    /// counts a value that does not decode.
    fn utf8_value<'v>(&self, ident: &[u8], raw: &'v [u8], replaced: &mut usize) -> Cow<'v, [u8]> {
        let enc = self.encoding;
        let utf8 = self.is_utf8();
        // Found from outside: UTF-8 text under `CA[ISO-8859-1]` (read as
        // UTF-8, the label overruled) kept the label in its UTF-8 copy.
        // (Pure ASCII under such a label was not overruled: the label
        // holds for it, and stays; so does a label no library knows.)
        if ident == b"CA" {
            let overruled = utf8
                && super::encoding::for_label(raw).is_some_and(|e| e != encoding_rs::UTF_8)
                && self.warnings.iter().any(|w| matches!(w.kind, super::WarningKind::Charset { used: "UTF-8", .. }));
            if !utf8 || overruled {
                return Cow::Borrowed(b"UTF-8");
            }
        }
        if !enc.decodes_raw(raw) {
            *replaced += 1;
        }
        // ISO-2022-JP writes its Japanese sets in 7-bit bytes, where a `\`
        // or `]` of a character is escaped as SGF asks (sgfmill writes them
        // so): the escapes come out before decoding, and the text is escaped
        // again for SGF, the value as `SgfProperty::text` gives it (found
        // from outside: decoded with its escapes, ぽ became ぼ and 本 a
        // replacement character).
        if !enc.values().is_ascii_compatible() {
            let text = enc.decode(&super::tree::unescape(raw, false, None)).into_owned();
            return Cow::Owned(super::encoding::escape_bytes(text.as_bytes(), None));
        }
        if raw.is_ascii() {
            Cow::Borrowed(raw)
        } else {
            let text = enc.decode(raw);
            Cow::Owned(writable_value(text.as_bytes(), None, LoneBackslash::Escape).into_owned())
        }
    }

    /// The writer: nodes in order, variations in parentheses, with an
    /// explicit stack (no recursion). `value` writes one raw value.
    /// `declare_utf8`: a root without `CA` gets `CA[UTF-8]` first.
    fn write_into<'v>(
        &'v self,
        out: &mut impl Sink,
        declare_utf8: bool,
        mut value: impl FnMut(&[u8], &'v [u8]) -> Cow<'v, [u8]>,
    ) {
        let mut stack: Vec<Step> = Vec::new();
        for &root in &self.roots {
            stack.push(Step::Variation(root));
            let mut line_start = out.written();
            while let Some(step) = stack.pop() {
                match step {
                    Step::Variation(id) => {
                        if out.written() > line_start + 60 {
                            out.put(b"\n");
                            line_start = out.written();
                        }
                        out.put(b"(");
                        stack.push(Step::Close);
                        stack.push(Step::Node(id));
                    }
                    Step::Close => out.put(b")"),
                    Step::Node(id) => {
                        let node = self.node(super::tree::NodeId(id));
                        out.put(b";");
                        let root = self.nodes[id as usize].parent == NONE;
                        if declare_utf8 && root && node.get("CA").is_none() {
                            out.put(b"CA[UTF-8]");
                        }
                        for p in node.properties() {
                            out.put(p.name().as_bytes());
                            for raw in p.raw_values() {
                                out.put(b"[");
                                out.put(&value(p.ident().as_bytes(), raw));
                                out.put(b"]");
                            }
                        }
                        if self.nodes[id as usize].parent == NONE || out.written() > line_start + 72 {
                            out.put(b"\n");
                            line_start = out.written();
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
            out.put(b"\n");
        }
    }
}

/// Written bytes as text: valid UTF-8 as it is (no copy), else with the
/// bad bytes replaced.
fn utf8_text(out: Vec<u8>) -> String {
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Ends the process as a failed allocation does (the infallible writers
/// keep the standard library's behaviour).
fn out_of_memory() -> ! {
    std::alloc::handle_alloc_error(std::alloc::Layout::new::<u8>())
}

impl fmt::Display for SgfCollection {
    /// Writes the collection as UTF-8 SGF ([`SgfCollection::to_utf8`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_utf8().0)
    }
}
