//! FF[4]'s rules on nodes and identifiers (issue 10, section 4): a property
//! repeated in a node, a move mixed with setup, two moves in a node, and
//! lower-case letters in identifiers. Strict parsing reports each as a
//! warning and keeps the tree as written; lenient parsing repairs and warns.
//! Either way the replay gives the same position.
#![cfg(feature = "sgf")]

use go_core::{
    Color, ParseMode, ParseOptions, Point, ReplayMode, ReplayOptions, SgfCollection, SgfWarning, TextPosition,
    WarningKind,
};

fn parse(text: &str, mode: ParseMode) -> SgfCollection {
    SgfCollection::parse_with(text.as_bytes(), ParseOptions::default().with_mode(mode)).unwrap()
}

fn at(line: usize, column: usize) -> TextPosition {
    TextPosition { line, column }
}

/// The node rule warnings, without the others.
fn rule_warnings(c: &SgfCollection) -> Vec<SgfWarning> {
    c.warnings()
        .iter()
        .filter(|w| {
            matches!(
                w.kind,
                WarningKind::RepeatedProperty { .. }
                    | WarningKind::MoveWithSetup { .. }
                    | WarningKind::TwoMoves { .. }
                    | WarningKind::LowerCaseInIdentifier { .. }
            )
        })
        .cloned()
        .collect()
}

fn strict_replay(c: &SgfCollection) -> go_core::Replay {
    // Records without `RU` are Japanese by FF4; these tests are about the
    // warnings, so any rules will do (and need no feature).
    let options = ReplayOptions {
        mode: ReplayMode::Strict,
        default_rules: Some(go_core::Rules::chinese()),
        ..Default::default()
    };
    c.replay_with(0, &options).unwrap()
}

/// The warnings about `AB` at column 20 and `C` at column 32 of the record
/// of [`repeated_property`].
fn repeated(repaired: bool) -> Vec<SgfWarning> {
    [("AB", 20), ("C", 32)]
        .map(|(ident, column)| SgfWarning {
            position: at(1, column),
            kind: WarningKind::RepeatedProperty { ident: ident.into(), repaired },
        })
        .to_vec()
}

#[test]
fn repeated_property() {
    let text = "(;FF[4]SZ[19]AB[dd]AB[pp]C[one]C[two];B[ee])";
    let s = parse(text, ParseMode::Strict);
    let root = s.game(0).unwrap();
    assert_eq!(root.properties().map(|p| p.ident()).collect::<Vec<_>>(), ["FF", "SZ", "AB", "AB", "C", "C"]);
    assert_eq!(rule_warnings(&s), repeated(false));
    let l = parse(text, ParseMode::Lenient);
    let root = l.game(0).unwrap();
    assert_eq!(root.properties().map(|p| p.ident()).collect::<Vec<_>>(), ["FF", "SZ", "AB", "C"]);
    assert_eq!(root.get("AB").unwrap().raw_values().collect::<Vec<_>>(), [b"dd", b"pp"]);
    // A comment is one text: the two are joined.
    assert_eq!(root.get("C").unwrap().text(), "one\ntwo");
    assert_eq!(rule_warnings(&l), repeated(true));
    assert!(l.to_bytes().starts_with(b"(;FF[4]SZ[19]AB[dd][pp]C[one\ntwo]"));
    // Both read as the same position: two black stones set up.
    for c in [&s, &l] {
        let r = strict_replay(c);
        assert_eq!(r.game.board().get(Point::new(3, 3)), Some(Color::Black));
        assert_eq!(r.game.board().get(Point::new(15, 15)), Some(Color::Black));
        assert_eq!(r.game.board().get(Point::new(4, 4)), Some(Color::Black));
        assert_eq!(r.game.board().stone_count(Color::Black), 3);
    }
}

/// The issue's input: a node with a move and setup. FF[4] does not say in
/// which order they act; the written order is the one real records mean
/// (`;B[tt]AE[..]`: a pass, then dead stones removed; `;W[ap]PL[B]`: White
/// plays, then Black is to move).
#[test]
fn move_with_setup() {
    let text = "(;FF[4]SZ[9];B[cc]AE[cc];W[ee])";
    let s = parse(text, ParseMode::Strict);
    assert_eq!(s.node_count(), 3);
    assert_eq!(
        rule_warnings(&s),
        [SgfWarning { position: at(1, 19), kind: WarningKind::MoveWithSetup { repaired: false } }]
    );
    let l = parse(text, ParseMode::Lenient);
    assert_eq!(l.node_count(), 4);
    assert_eq!(
        rule_warnings(&l),
        [SgfWarning { position: at(1, 19), kind: WarningKind::MoveWithSetup { repaired: true } }]
    );
    assert_eq!(String::from_utf8(l.to_bytes()).unwrap().replace('\n', ""), "(;FF[4]SZ[9];B[cc];AE[cc];W[ee])");
    for c in [&s, &l] {
        let r = strict_replay(c);
        // Black's stone was played, then removed; White moved next.
        assert_eq!(r.game.board().get(Point::new(2, 2)), None);
        assert_eq!(r.game.board().get(Point::new(4, 4)), Some(Color::White));
        assert_eq!(r.moves, 2);
    }
    // Setup first, then the move, as written.
    let c = parse("(;SZ[9]AB[cc];AE[cc]B[cc])", ParseMode::Lenient);
    assert_eq!(c.node_count(), 3);
    let r = strict_replay(&c);
    assert_eq!(r.game.board().get(Point::new(2, 2)), Some(Color::Black));
    // PL after a move says who moves next: a strict replay accepts it.
    let c = parse("(;SZ[9];B[aa];W[bb]PL[B];B[cc])", ParseMode::Strict);
    assert_eq!(rule_warnings(&c).len(), 1);
    let r = strict_replay(&c);
    assert_eq!(r.moves, 3);
    assert!(r.issues.is_empty());
    assert_eq!(r.game.to_move(), Color::White);
}

#[test]
fn two_moves_in_a_node() {
    let text = "(;SZ[9];B[aa]W[bb];B[cc])";
    let s = parse(text, ParseMode::Strict);
    assert_eq!(
        rule_warnings(&s),
        [SgfWarning { position: at(1, 14), kind: WarningKind::TwoMoves { repaired: false } }]
    );
    let l = parse(text, ParseMode::Lenient);
    assert_eq!(rule_warnings(&l), [SgfWarning { position: at(1, 14), kind: WarningKind::TwoMoves { repaired: true } }]);
    assert_eq!(l.node_count(), 4);
    for c in [&s, &l] {
        let r = strict_replay(c);
        assert_eq!(r.moves, 3);
        assert_eq!(r.game.board().get(Point::new(1, 1)), Some(Color::White));
    }
    // KO and MN go with their move: no breach.
    let c = parse("(;SZ[9];B[aa]KO[]MN[1];W[bb])", ParseMode::Strict);
    assert!(rule_warnings(&c).is_empty(), "{:?}", c.warnings());
}

/// `CoPyright` is FF[3]'s spelling of `CP`: legal there, not in FF[4].
#[test]
fn lower_case_in_identifiers() {
    let text = "(;FF[4]GM[1]CoPyright[x]SZ[9];B[aa])";
    let s = parse(text, ParseMode::Strict);
    let root = s.game(0).unwrap();
    assert_eq!(root.get("CP").unwrap().name(), "CoPyright");
    assert_eq!(
        rule_warnings(&s),
        [SgfWarning {
            position: at(1, 13),
            kind: WarningKind::LowerCaseInIdentifier { name: "CoPyright".into(), repaired: false }
        }]
    );
    assert!(s.to_bytes().starts_with(b"(;FF[4]GM[1]CoPyright[x]"));
    let l = parse(text, ParseMode::Lenient);
    assert_eq!(l.game(0).unwrap().get("CP").unwrap().name(), "CP");
    assert!(matches!(
        &rule_warnings(&l)[..],
        [SgfWarning { kind: WarningKind::LowerCaseInIdentifier { repaired: true, .. }, .. }]
    ));
    assert!(l.to_bytes().starts_with(b"(;FF[4]GM[1]CP[x]"));
    // FF[3] (and no FF, which means FF[1]) allow it: kept, no warning.
    for text in ["(;FF[3]GM[1]CoPyright[x]SZ[9];B[aa])", "(;GM[1]CoPyright[x]SZ[9];B[aa])"] {
        for mode in [ParseMode::Strict, ParseMode::Lenient] {
            let c = parse(text, mode);
            assert!(rule_warnings(&c).is_empty());
            assert_eq!(c.game(0).unwrap().get("CP").unwrap().name(), "CoPyright");
        }
    }
}

/// A strict parse keeps the tree exactly as written, so that its output is
/// the input; a lenient parse writes the repaired tree, which a strict
/// parse then reads with no warning.
#[test]
fn repaired_records_are_clean() {
    let text = "(;FF[4]SZ[9]AB[dd]AB[ee]CoPyright[x];B[cc]AE[dd]W[ff]PL[B])";
    let l = parse(text, ParseMode::Lenient);
    // AB repeated, CoPyright, and three cuts in `;B[cc]AE[dd]W[ff]PL[B]`.
    assert_eq!(rule_warnings(&l).len(), 5, "{:?}", l.warnings());
    assert_eq!(l.node_count(), 5);
    let again = parse(std::str::from_utf8(&l.to_bytes()).unwrap(), ParseMode::Strict);
    assert!(again.warnings().is_empty(), "{:?}", again.warnings());
    assert_eq!(again, l);
    let s = parse(text, ParseMode::Strict);
    let a = strict_replay(&s);
    let b = strict_replay(&l);
    assert_eq!(a.game.board(), b.game.board());
    assert_eq!(a.game.to_move(), Color::Black);
}

/// A node's setup takes effect as a whole: here `AE[dd]` frees the liberty
/// that the White chain E2-D1-E1 would lack after `AB` alone, so the node
/// is valid, after a move as at the start. Without the `AE` the node is
/// refused as a whole (strict: an error at the property that completed it;
/// tolerant: an issue, and none of the node's stones).
#[test]
fn a_nodes_setup_is_judged_whole() {
    let options = |mode| ReplayOptions { mode, default_rules: Some(go_core::Rules::chinese()), ..Default::default() };
    let setup = "AW[dd][ed][de][ee];AB[ec][cd][ce][dc]AE[dd]";
    for text in [format!("(;SZ[5];B[aa];{setup})"), format!("(;SZ[5]{setup})")] {
        let c = parse(&text, ParseMode::Strict);
        let r = c.replay_with(0, &options(ReplayMode::Strict)).unwrap();
        let b = r.game.board();
        assert_eq!(b.get(Point::new(3, 3)), None, "{text}");
        for (x, y) in [(4, 3), (3, 4), (4, 4)] {
            assert_eq!(b.get(Point::new(x, y)), Some(Color::White), "{text}");
        }
        for (x, y) in [(4, 2), (2, 3), (2, 4), (3, 2)] {
            assert_eq!(b.get(Point::new(x, y)), Some(Color::Black), "{text}");
        }
    }
    let bad = parse("(;SZ[5];B[aa];AW[dd][ed][de][ee];AB[ec][cd][ce][dc])", ParseMode::Strict);
    let e = bad.replay_with(0, &options(ReplayMode::Strict)).unwrap_err();
    assert!(e.to_string().starts_with("line 1, column 34: "), "{e}");
    let r = bad.replay_with(0, &options(ReplayMode::Tolerant)).unwrap();
    assert_eq!(r.issues.len(), 1);
    let b = r.game.board();
    // The White stones of the node before stand; none of the refused
    // node's Black stones do.
    assert_eq!(b.get(Point::new(3, 3)), Some(Color::White));
    for (x, y) in [(4, 2), (2, 3), (2, 4), (3, 2)] {
        assert_eq!(b.get(Point::new(x, y)), None);
    }
}

/// A point given two setup values in one node (found from outside:
/// `AB[aa]AW[aa]` left White at `aa` with no word): strict replay refuses
/// it at the second property, tolerant replay keeps the value written last
/// and reports the point; the same point set in two nodes is no breach.
#[test]
fn a_point_set_twice_in_one_node() {
    let options = |mode| ReplayOptions { mode, default_rules: Some(go_core::Rules::chinese()), ..Default::default() };
    for (text, column) in [
        ("(;SZ[3]AB[aa]AW[aa])", 14),
        ("(;SZ[3]AB[aa:bb]AE[ab][cc];B[cc])", 17),
        ("(;SZ[3];B[cc];AW[ba]AB[ba][aa])", 21),
    ] {
        let c = parse(text, ParseMode::Strict);
        let e = c.replay_with(0, &options(ReplayMode::Strict)).unwrap_err();
        assert!(e.to_string().starts_with(&format!("line 1, column {column}: ")), "{text}: {e}");
        assert!(e.to_string().contains("twice in one node"), "{text}: {e}");
        let r = c.replay_with(0, &options(ReplayMode::Tolerant)).unwrap();
        let twice: Vec<_> = r.issues.iter().map(|i| (i.kind.category(), i.position.column)).collect();
        assert_eq!(twice, vec![("setup_twice", column)], "{text}");
    }
    let c = parse("(;SZ[3]AB[aa]AW[aa])", ParseMode::Lenient);
    let r = c.replay_with(0, &options(ReplayMode::Tolerant)).unwrap();
    assert_eq!(r.game.board().get(Point::new(0, 0)), Some(Color::White));
    assert!(matches!(&r.issues[0].kind, go_core::ReplayIssueKind::SetupTwice(p) if p == "aa"));
    // One issue a property, however many points it sets again (found from
    // outside: one a point let 95 KB of rectangles set twice make 27
    // million issues and take 1.5 GB).
    let mut text = String::from("(;SZ[19];B[jj]");
    for _ in 0..2_000 {
        text.push_str(";AE[aa:ss]AE[aa:ss]");
    }
    text.push(')');
    let r = parse(&text, ParseMode::Strict).replay_with(0, &options(ReplayMode::Tolerant)).unwrap();
    assert_eq!(r.issues.len(), 2_000);
    assert!(
        r.issues
            .iter()
            .all(|i| matches!(&i.kind, go_core::ReplayIssueKind::SetupTwice(p) if p == "aa and 360 more points"))
    );
    let apart = parse("(;SZ[3]AB[aa];AW[aa])", ParseMode::Strict);
    let r = apart.replay_with(0, &options(ReplayMode::Strict)).unwrap();
    assert_eq!(r.game.board().get(Point::new(0, 0)), Some(Color::White));
    assert!(r.issues.is_empty());
}
