//! The SGF corpora of ../shared/validation/corpora (about 3,200 records):
//! every file parses (or fails as its source documents), replays in
//! tolerant mode with its irregularities listed, and round-trips. One test
//! function per check keeps the run short; each prints its figures.
#![cfg(feature = "sgf")]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use go_core::{ParseMode, ParseOptions, ReplayMode, ReplayOptions, SgfCollection, SgfError};

/// Replay options for this build: without the `japanese` feature a record
/// with no `RU` is replayed under the Chinese rules (the Japanese default
/// needs territory counting, which that build cannot play).
fn options(mode: go_core::ReplayMode) -> ReplayOptions {
    let default_rules = if cfg!(feature = "japanese") { None } else { Some(go_core::Rules::chinese()) };
    ReplayOptions { mode, default_rules, ..ReplayOptions::default() }
}

/// A replay failure this build may have: a territory record needs the
/// `japanese` feature.
fn feature_refusal(e: &SgfError) -> bool {
    !cfg!(feature = "japanese") && e.to_string().contains("japanese feature")
}

fn corpora() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/validation/corpora");
    if dir.is_dir() {
        Some(dir)
    } else {
        println!("!!! SGF corpora not found at {}: corpus checks SKIPPED (CI always has them) !!!", dir.display());
        None
    }
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf")) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn rel(dir: &Path, p: &Path) -> String {
    p.strip_prefix(dir).unwrap_or(p).display().to_string()
}

/// Files that fail even the lenient parser, each with the reason its
/// source documents (SOURCE.txt of its folder).
const LENIENT_FAILURES: &[(&str, &str)] = &[
    // "games/pending/nightmare.sgf (empty)"
    ("gnugo-regression-games/games/pending/nightmare.sgf", "no SGF game tree"),
    // littlego "Illegal games/": not-an-sgf-file
    ("sgf-edge-cases/littlego/Illegal games/not-an-sgf-file.sgf", "no SGF game tree"),
];

/// Files the strict parser refuses, with the documented damage.
const STRICT_FAILURES: &[(&str, &str)] = &[
    // "games/owl42.sgf (truncated)"
    ("gnugo-regression-games/games/owl42.sgf", "end of input"),
    ("gnugo-regression-games/games/pending/nightmare.sgf", "no SGF game tree"),
    // "19x19/Fuego vs. Fuego.sgf is truncated (no closing paren)"
    ("sgf-edge-cases/littlego/19x19/Fuego vs. Fuego.sgf", "end of input"),
    ("sgf-edge-cases/littlego/Illegal games/not-an-sgf-file.sgf", "no SGF game tree"),
    // SGFC's test.sgf "is deliberately full of errors"
    ("sgf-edge-cases/littlego/sgfc/test.sgf", "unexpected"),
    ("sgf-edge-cases/gogui/test.sgf", "unexpected"),
    // Real records with damage SOURCE.txt does not list; the lenient parser
    // repairs each (see the warnings): text after the game tree,
    ("gnugo-regression-games/games/gunnar/rbm-bobk-200303111815.sgf", "expected '(' or the end of input"),
    // a node after variations (GoGui's FF[3] verbose-names file),
    ("sgf-edge-cases/gogui/verbose-property-names.sgf", "after a variation"),
    // littlego's "Illegal games/encoding-*": a tree without ';' and a tree
    // without ')',
    ("sgf-edge-cases/littlego/Illegal games/encoding-detection-fails.sgf", "';' to begin"),
    ("sgf-edge-cases/littlego/Illegal games/encoding-unsupported.sgf", "game tree not closed"),
    // and a Nihon Ki-in record whose tree has no ';' before its first node.
    ("sgf-edge-cases/sabaki-sgf/encoding/nihon-kiin.sgf", "';' to begin"),
];

#[test]
fn corpus_parses() {
    let Some(dir) = corpora() else { return };
    let all = files(&dir);
    let (mut strict_ok, mut lenient_ok, mut bytes, mut warned) = (0, 0, 0usize, 0);
    let mut warning_kinds: BTreeMap<String, usize> = BTreeMap::new();
    let mut unexpected = Vec::new();
    for f in &all {
        let data = std::fs::read(f).unwrap();
        bytes += data.len();
        let name = rel(&dir, f);
        match SgfCollection::parse_with(&data, ParseOptions::default().with_mode(ParseMode::Strict)) {
            Ok(_) => strict_ok += 1,
            Err(e) => {
                let expected = STRICT_FAILURES.iter().find(|(n, _)| *n == name);
                match expected {
                    Some((_, why)) if e.to_string().contains(why) => {
                        println!("strict failure (documented): {name}: {e}")
                    }
                    _ => unexpected.push(format!("strict: {name}: {e}")),
                }
            }
        }
        match SgfCollection::parse(&data) {
            Ok(c) => {
                lenient_ok += 1;
                if !c.warnings().is_empty() {
                    warned += 1;
                }
                for w in c.warnings() {
                    let k = format!("{:?}", w.kind);
                    let k = k.split(['(', ' ', '{']).next().unwrap_or("").to_owned();
                    *warning_kinds.entry(k).or_default() += 1;
                }
            }
            Err(e) => {
                let expected = LENIENT_FAILURES.iter().find(|(n, _)| *n == name);
                match expected {
                    Some((_, why)) if e.to_string().contains(why) => {
                        println!("lenient failure (documented): {name}: {e}")
                    }
                    _ => unexpected.push(format!("lenient: {name}: {e}")),
                }
            }
        }
    }
    println!(
        "SGF corpus parse: files={} bytes={} strict_ok={} lenient_ok={} failed_lenient={} files_with_warnings={} warnings={:?}",
        all.len(),
        bytes,
        strict_ok,
        lenient_ok,
        all.len() - lenient_ok,
        warned,
        warning_kinds
    );
    assert!(all.len() > 3000, "expected about 3,200 corpus files, found {}", all.len());
    assert!(unexpected.is_empty(), "undocumented parse failures:\n{}", unexpected.join("\n"));
}

#[test]
fn corpus_replays_tolerantly() {
    let Some(dir) = corpora() else { return };
    let (mut games, mut replayed, mut moves) = (0, 0, 0usize);
    let mut kinds: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut heuristics: BTreeMap<String, usize> = BTreeMap::new();
    for f in files(&dir) {
        let Ok(c) = SgfCollection::parse(&std::fs::read(&f).unwrap()) else { continue };
        for g in 0..c.games().len() {
            games += 1;
            match c.replay_with(g, &options(go_core::ReplayMode::Tolerant)) {
                Ok(r) => {
                    replayed += 1;
                    moves += r.moves;
                    for i in &r.issues {
                        *kinds.entry(i.kind.category()).or_default() += 1;
                    }
                    for w in &r.info.warnings {
                        let k = format!("{:?}", w.kind);
                        let k = k.split(['(', ' ', '{']).next().unwrap_or("").to_owned();
                        *heuristics.entry(k).or_default() += 1;
                    }
                }
                Err(e) if feature_refusal(&e) => {}
                Err(e) => failures.push(format!("{}#{g}: {e}", rel(&dir, &f))),
            }
        }
    }
    println!(
        "SGF corpus replay (tolerant): games={games} replayed={replayed} moves={moves} irregularities={kinds:?} info_warnings={heuristics:?}"
    );
    for f in &failures {
        println!("replay failure: {f}");
    }
    // Only deliberately broken records may fail: an invalid SZ or GM.
    for f in &failures {
        assert!(f.contains("SZ[") || f.contains("GM["), "unexpected replay failure: {f}");
    }
}

#[test]
fn corpus_round_trips() {
    let Some(dir) = corpora() else { return };
    let (mut files_n, mut trees_equal, mut positions_equal, mut game_writes, mut strict_writes) = (0, 0, 0, 0, 0);
    let mut strict_refused = Vec::new();
    let mut bad = Vec::new();
    for f in files(&dir) {
        let Ok(c) = SgfCollection::parse(&std::fs::read(&f).unwrap()) else { continue };
        files_n += 1;
        let name = rel(&dir, &f);
        let written = c.to_bytes();
        // The fallible writer gives the same bytes, in memory reserved at
        // their exact size (counted before writing; UTF-16 reserves an
        // upper bound).
        let tried = c.try_to_bytes().unwrap();
        assert_eq!(tried, written, "{name}");
        if !matches!(c.charset().name(), "UTF-16LE" | "UTF-16BE") {
            assert_eq!(tried.capacity(), tried.len(), "{name}");
        }
        let again = match SgfCollection::parse_with(&written, ParseOptions::default().with_mode(ParseMode::Strict)) {
            Ok(a) => a,
            Err(e) => {
                bad.push(format!("{name}: re-read failed: {e}"));
                continue;
            }
        };
        if again != c {
            bad.push(format!("{name}: tree differs after writing"));
            continue;
        }
        trees_equal += 1;
        let mut same = true;
        for g in 0..c.games().len() {
            match (c.replay(g), again.replay(g)) {
                (Ok(a), Ok(b)) => {
                    if a.game.board() != b.game.board() {
                        same = false;
                    }
                    // Write the replayed game itself (its record: setup,
                    // moves, PL and stones edited in, tolerant moves as
                    // they were), re-read, replay: the same position.
                    // The same moves too, with their irregularities (found
                    // from outside: an implied pass was lost), and a strict
                    // replay follows it whenever no move was irregular.
                    let w = SgfCollection::from_game(&a.game).to_bytes();
                    let back = SgfCollection::parse(&w).and_then(|x| x.replay(0));
                    let moves = |g: &go_core::Game| {
                        g.moves().iter().map(|m| (m.seat.color, m.mv, m.irregularity)).collect::<Vec<_>>()
                    };
                    match back {
                        Ok(r) if r.game.board() == a.game.board() && moves(&r.game) == moves(&a.game) => {
                            game_writes += 1;
                        }
                        Ok(_) => bad.push(format!("{name}#{g}: from_game record replays to another game")),
                        Err(e) => bad.push(format!("{name}#{g}: from_game record fails: {e}")),
                    }
                    let strict = SgfCollection::parse(&w).and_then(|x| x.replay_with(0, &options(ReplayMode::Strict)));
                    match strict {
                        Ok(r) if moves(&r.game) == moves(&a.game) => strict_writes += 1,
                        Ok(_) => bad.push(format!("{name}#{g}: from_game record replays strictly to another game")),
                        Err(e) => {
                            if a.game.moves().iter().all(|m| m.irregularity.is_none()) {
                                strict_refused.push(format!("{name}#{g}: {e}"));
                            }
                        }
                    }
                }
                // Positions in the errors move with the rewritten layout.
                (Err(a), Err(b)) => same &= std::mem::discriminant(&a) == std::mem::discriminant(&b),
                _ => same = false,
            }
        }
        if same {
            positions_equal += 1;
        } else {
            bad.push(format!("{name}: final position differs after writing"));
        }
        // UTF-8 output parses and keeps the shape.
        let (text, replaced) = c.to_utf8();
        let (tried, tried_replaced) = c.try_to_utf8().unwrap();
        assert_eq!((tried.as_str(), tried_replaced), (text.as_str(), replaced), "{name}");
        assert_eq!(tried.capacity(), tried.len(), "{name}");
        match SgfCollection::parse(text.as_bytes()) {
            Ok(u) if u.node_count() == c.node_count() => {}
            Ok(_) => bad.push(format!("{name}: UTF-8 output has another node count")),
            Err(e) => bad.push(format!("{name}: UTF-8 output fails: {e}")),
        }
    }
    println!(
        "SGF corpus round trips: files={files_n} same_tree={trees_equal} same_final_position={positions_equal} game_records_written_and_replayed={game_writes} strictly={strict_writes} refused_strictly={}",
        strict_refused.len()
    );
    bad.extend(strict_refused);
    assert!(bad.is_empty(), "round-trip failures:\n{}", bad.join("\n"));
}

#[test]
fn corpus_strict_replay_reports_move_and_reason() {
    let Some(dir) = corpora() else { return };
    let f = dir.join("sgf-edge-cases/gogui/invalidmove.sgf");
    let c = SgfCollection::parse(&std::fs::read(f).unwrap()).unwrap();
    match c.replay_with(0, &options(go_core::ReplayMode::Strict)) {
        Err(SgfError::OffBoard { move_number, .. }) => assert!(move_number >= 1),
        other => panic!("expected an off-board error, got {other:?}"),
    }
    let r = c.replay_with(0, &options(go_core::ReplayMode::Tolerant)).unwrap();
    assert!(r.issues.iter().any(|i| i.kind.category() == "off_board"));
}
