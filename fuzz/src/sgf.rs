//! The `sgf` fuzz check: any bytes are parsed, leniently and strictly;
//! whatever parses must keep go-core's writing promises, in every character
//! set (UTF-8, UTF-16, declared or detected legacy sets, double-byte ones
//! whose trail bytes may be `]` or `\`), lossy or not:
//!
//! - [`SgfCollection::to_bytes`] re-reads strictly, in the same character
//!   set ([`SgfCollection::charset`]: a detected set may be detected
//!   otherwise from the rewritten bytes), as an equal tree;
//! - [`SgfCollection::to_utf8`] re-reads in the same mode (a lenient read
//!   repairs what a strict one keeps, such as a move with setup) with the
//!   same shape: the same nodes in the same places, each with the same
//!   properties (identifiers as written) and as many values, but for the
//!   `CA` it declares; when it reports no lossy value, every value also
//!   decodes to the same text;
//! - the first game trees replay, tolerantly and strictly, without a panic.
//!
//! This file depends on `go_core` and `std` only, so that a regression test
//! can include it with `#[path = ".../fuzz/src/sgf.rs"] mod sgf;` and call
//! [`run`] on each file of `fuzz/corpus/sgf/` without libFuzzer.

use go_core::{ParseMode, ParseOptions, ReplayMode, ReplayOptions, SgfCollection, SgfNode};

/// Collections with more nodes are not replayed (a replay costs about a
/// board's area per node).
pub const MAX_REPLAY_NODES: usize = 2000;

/// One node's shape: its properties but `CA` (identifier as written, number
/// of values) and its number of children.
type Shape = (Vec<(String, usize)>, usize);

/// The nodes in tree order (game trees in order, each depth first, main
/// line first), with an explicit stack.
fn tree_order(c: &SgfCollection) -> Vec<SgfNode<'_>> {
    let mut out = Vec::with_capacity(c.node_count());
    let mut stack: Vec<SgfNode<'_>> = c.games().collect();
    stack.reverse();
    while let Some(node) = stack.pop() {
        let first = stack.len();
        stack.extend(node.children());
        stack[first..].reverse();
        out.push(node);
    }
    out
}

/// The nodes' shapes in tree order.
fn shapes(c: &SgfCollection) -> Vec<Shape> {
    let shape = |node: &SgfNode<'_>| {
        let props =
            node.properties().filter(|p| p.ident() != "CA").map(|p| (p.name().to_owned(), p.value_count())).collect();
        (props, node.child_count())
    };
    tree_order(c).iter().map(shape).collect()
}

/// Every value but `CA`'s as text, in tree order.
fn texts(c: &SgfCollection) -> Vec<Result<String, Vec<u8>>> {
    let nodes = tree_order(c);
    nodes.iter().flat_map(|n| n.properties().filter(|p| p.ident() != "CA").flat_map(|p| p.decoded_values())).collect()
}

/// Runs the check on one input.
///
/// # Errors
/// A description of the first broken promise.
pub fn run(data: &[u8]) -> Result<(), String> {
    for mode in [ParseMode::Lenient, ParseMode::Strict] {
        let Ok(c) = SgfCollection::parse_with(data, ParseOptions::default().with_mode(mode)) else { continue };
        let same = ParseOptions::default().with_mode(ParseMode::Strict).with_charset(c.charset());
        let again = SgfCollection::parse_with(&c.to_bytes(), same)
            .map_err(|e| format!("{mode:?} in {}: the written SGF does not re-read strictly: {e}", c.charset()))?;
        if again != c {
            return Err(format!("{mode:?} in {}: parse -> write -> parse changed the tree", c.charset()));
        }
        let (text, lossy) = c.to_utf8();
        let utf8 = SgfCollection::parse_with(text.as_bytes(), ParseOptions::default().with_mode(mode))
            .map_err(|e| format!("{mode:?} in {}: the UTF-8 text does not re-read: {e}", c.charset()))?;
        if shapes(&utf8) != shapes(&c) {
            return Err(format!(
                "{mode:?} in {}: the UTF-8 text re-reads with another shape ({} nodes, {} before; {lossy} lossy)",
                c.charset(),
                utf8.node_count(),
                c.node_count()
            ));
        }
        if lossy == 0 && texts(&utf8) != texts(&c) {
            return Err(format!("{mode:?} in {}: the UTF-8 text re-reads with other values", c.charset()));
        }
        if c.node_count() <= MAX_REPLAY_NODES {
            for g in 0..c.games().len().min(4) {
                let _ = c.replay(g);
                let _ = c.replay_with(g, &ReplayOptions { mode: ReplayMode::Strict, ..Default::default() });
            }
        }
    }
    Ok(())
}
