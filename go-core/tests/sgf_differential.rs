//! Differential test against the sgf-parse crate: on every corpus file both
//! parsers accept (strictly, as UTF-8), the trees have the same shape and
//! every node the same property identifiers in the same order.
#![cfg(feature = "sgf")]

use std::path::{Path, PathBuf};

use go_core::{ParseMode, ParseOptions, SgfCollection, SgfNode};
use sgf_parse::{GameTree, SgfNode as TheirNode, SgfProp};

fn corpus_files() -> Option<Vec<PathBuf>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/validation/corpora");
    if !dir.is_dir() {
        println!("!!! SGF corpora not found at {}: differential test SKIPPED !!!", dir.display());
        return None;
    }
    let mut out = Vec::new();
    let mut todo = vec![dir];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf")) {
                out.push(p);
            }
        }
    }
    out.sort();
    Some(out)
}

/// Pre-order (identifiers, child count) of our tree, iteratively.
fn ours(root: SgfNode<'_>) -> Vec<(Vec<String>, usize)> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        out.push((n.properties().map(|p| p.ident().to_owned()).collect(), n.child_count()));
        let kids: Vec<_> = n.children().collect();
        stack.extend(kids.into_iter().rev());
    }
    out
}

fn theirs<P: SgfProp>(root: &TheirNode<P>) -> Vec<(Vec<String>, usize)> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        out.push((n.properties().map(|p| p.identifier()).collect(), n.children().count()));
        let kids: Vec<_> = n.children().collect();
        stack.extend(kids.into_iter().rev());
    }
    out
}

#[test]
fn same_trees_as_sgf_parse() {
    let Some(files) = corpus_files() else { return };
    let (mut both, mut only_ours, mut only_theirs) = (0, 0, 0);
    let mut differ = Vec::new();
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        let Ok(text) = std::str::from_utf8(&bytes) else { continue };
        let mine = SgfCollection::parse_with(&bytes, ParseOptions::default().with_mode(ParseMode::Strict));
        let other = sgf_parse::parse(text);
        match (mine, other) {
            (Ok(m), Ok(o)) => {
                both += 1;
                if m.games().len() != o.len() {
                    differ.push(format!("{}: {} vs {} game trees", f.display(), m.games().len(), o.len()));
                    continue;
                }
                for (g, t) in m.games().zip(&o) {
                    let theirs = match t {
                        GameTree::GoGame(n) => theirs(n),
                        GameTree::Unknown(n) => theirs(n),
                    };
                    if ours(g) != theirs {
                        differ.push(format!("{}: trees differ", f.display()));
                    }
                }
            }
            (Ok(_), Err(_)) => only_ours += 1,
            (Err(_), Ok(_)) => only_theirs += 1,
            (Err(_), Err(_)) => {}
        }
    }
    println!(
        "differential vs sgf-parse: both accept {both}, only go-core {only_ours}, only sgf-parse {only_theirs}, differing {}",
        differ.len()
    );
    for d in &differ {
        println!("  {d}");
    }
    assert!(differ.is_empty(), "trees differ from sgf-parse's");
}
