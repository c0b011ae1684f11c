//! Parts of a collection for callers that keep what they read: each value
//! decoded or kept as bytes, and one game tree taken out of a collection.
#![cfg(feature = "sgf")]

use go_core::{Charset, ParseMode, ParseOptions, ReplayOptions, SgfCollection};

#[test]
fn decoded_values_keep_undecodable_bytes() {
    // CA says UTF-8, and the second PB value is Latin-1 "é" (0xE9), which
    // is not UTF-8 (the UTF-8 "ö" of the PW keeps the text read as UTF-8);
    // escapes and soft line breaks are resolved as Text.
    let mut sgf = b"(;CA[UTF-8]GC[a\\]b\\\nc\nd]AB[aa][bb]PW[G\xc3\xb6ran]PB[ok][caf".to_vec();
    sgf.push(0xE9);
    sgf.extend_from_slice(b"])");
    let c = SgfCollection::parse(&sgf).unwrap();
    let root = c.game(0).unwrap();
    assert_eq!(root.get("GC").unwrap().decoded_values(), vec![Ok("a]bc\nd".to_owned())]);
    assert_eq!(root.get("AB").unwrap().decoded_values(), vec![Ok("aa".to_owned()), Ok("bb".to_owned())]);
    assert_eq!(root.get("PB").unwrap().decoded_values(), vec![Ok("ok".to_owned()), Err(b"caf\xE9".to_vec())]);
    // The same bytes read as windows-1252 decode.
    let latin = ParseOptions::default().with_charset(Charset::from_label("windows-1252").unwrap());
    let c = SgfCollection::parse_with(&sgf, latin).unwrap();
    assert_eq!(c.game(0).unwrap().get("PB").unwrap().decoded_values()[1], Ok("café".to_owned()));
}

#[test]
fn one_game_tree_of_a_collection() {
    let text = b"(;GM[1]SZ[9]PB[one];B[aa](;W[bb];B[cc])(;W[dd]))\n(;GM[1]SZ[13]PB[two]\n;B[ee];W[ff])";
    let c = SgfCollection::parse_with(text, ParseOptions::default().with_mode(ParseMode::Strict)).unwrap();
    assert_eq!(c.games().len(), 2);
    let first = c.game_tree(0).unwrap();
    let second = c.game_tree(1).unwrap();
    assert!(c.game_tree(2).is_none());
    assert_eq!((first.games().len(), first.node_count()), (1, 5));
    assert_eq!((second.games().len(), second.node_count()), (1, 3));
    // Written alone, each is exactly its tree of the source.
    assert_eq!(SgfCollection::parse(&first.to_bytes()).unwrap(), first);
    assert_eq!(String::from_utf8(first.to_bytes()).unwrap(), "(;GM[1]SZ[9]PB[one]\n;B[aa](;W[bb];B[cc])(;W[dd]))\n");
    assert_eq!(String::from_utf8(second.to_bytes()).unwrap(), "(;GM[1]SZ[13]PB[two]\n;B[ee];W[ff])\n");
    // Variations keep their order; positions are the source's.
    let root = second.game(0).unwrap();
    assert_eq!(root.get("PB").unwrap().simple_text(), "two");
    assert_eq!(root.child(0).unwrap().position().line, 3);
    let branch = first.game(0).unwrap().child(0).unwrap();
    let seconds: Vec<String> = branch.children().map(|n| n.get("W").unwrap().simple_text()).collect();
    assert_eq!(seconds, ["bb", "dd"]);
    // Both trees together are the collection again.
    let mut joined = first.to_bytes();
    joined.extend_from_slice(&second.to_bytes());
    assert_eq!(SgfCollection::parse(&joined).unwrap(), c);
    assert_eq!(first.replay(0).unwrap().game.board(), c.replay(0).unwrap().game.board());
}

#[test]
fn a_deep_tree_is_taken_out_without_recursion() {
    let mut text = b"(;SZ[19]".to_vec();
    for i in 0..200_000u32 {
        text.extend_from_slice(if i % 2 == 0 { b";B[]" } else { b";W[]" });
    }
    text.extend_from_slice(b")(;SZ[9])");
    let c = SgfCollection::parse(&text).unwrap();
    let deep = c.game_tree(0).unwrap();
    assert_eq!(deep.node_count(), 200_001);
    assert_eq!(deep, SgfCollection::parse(&deep.to_bytes()).unwrap());
}

#[test]
fn point_lists_expand_rectangles_and_name_a_bad_value() {
    let c = SgfCollection::parse(b"(;GM[1]SZ[9]TB[aa][cb:bc]TW[ee][x]AE[])").unwrap();
    let root = c.game(0).unwrap();
    let p = go_core::Point::new;
    // The rectangle bc..cb holds (1,1), (2,1), (1,2), (2,2), row by row.
    assert_eq!(root.get("TB").unwrap().points(), Ok(vec![p(0, 0), p(1, 1), p(2, 1), p(1, 2), p(2, 2)]));
    assert_eq!(root.get("TW").unwrap().points(), Err(&b"x"[..]));
    // An elist's empty value is one value that is not a point.
    assert_eq!(root.get("AE").unwrap().points(), Err(&b""[..]));
}

/// The dead stones a node's territory marks give: a stone on a point
/// marked as the opponent's, with its chain, and a chain whose liberties
/// all are marked as the opponent's (found from outside: a record that
/// marks only the empty points, as GNU Go's do, kept its dead stones).
#[test]
fn marked_dead_stones_take_the_chains_inside_marked_territory() {
    let p = go_core::Point::new;
    // 5x5: Black's wall on column C, White's on D; White B3 sits inside
    // Black's area, whose empty points alone are marked; Black A1 is a
    // living stone of Black's.
    let moves = ";B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[aa];W[bc]";
    let marks = "TB[ab][ac][ad][ae][ba][bb][bd][be]TW[ea][eb][ec][ed][ee]";
    let text = format!("(;SZ[5]{moves}{marks})");
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let game = c.replay(0).unwrap().game;
    let last = c.game(0).unwrap().main_line().last().unwrap();
    assert_eq!(last.marked_dead_stones(game.board()), Some(vec![p(1, 2)]));
    // A stone marked itself (a two-stone chain with one stone marked):
    // the whole chain.
    let text = format!("(;SZ[5]{moves};B[];W[bd]TB[bc])");
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let game = c.replay(0).unwrap().game;
    let last = c.game(0).unwrap().main_line().last().unwrap();
    assert_eq!(last.marked_dead_stones(game.board()), Some(vec![p(1, 2), p(1, 3)]));
    // A chain with one liberty left unmarked (dame) lives; no marks: None.
    let text = format!("(;SZ[5]{moves}TB[ab][ac][ad][ae][ba][be])");
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let game = c.replay(0).unwrap().game;
    let last = c.game(0).unwrap().main_line().last().unwrap();
    assert_eq!(last.marked_dead_stones(game.board()), Some(vec![]));
    assert_eq!(c.game(0).unwrap().marked_dead_stones(game.board()), None);
    // A point marked for both colours says nothing, whichever stone stands
    // there (found from outside: the later mark won); an empty list marks
    // no point but is marks (found from outside: `TB[]` was read as none).
    for stone in ["AB", "AW"] {
        let text = format!("(;SZ[5]{stone}[cc];B[];W[]TB[cc]TW[cc])");
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        let game = c.replay(0).unwrap().game;
        let last = c.game(0).unwrap().main_line().last().unwrap();
        assert_eq!(last.marked_dead_stones(game.board()), Some(vec![]), "{stone}");
    }
    let c = SgfCollection::parse(b"(;SZ[5]AB[cc];B[];W[]TB[])").unwrap();
    let game = c.replay(0).unwrap().game;
    let last = c.game(0).unwrap().main_line().last().unwrap();
    assert_eq!(last.marked_dead_stones(game.board()), Some(vec![]));
    let c = SgfCollection::parse(b"(;SZ[5]AB[cc];B[];W[]TW[x])").unwrap();
    let last = c.game(0).unwrap().main_line().last().unwrap();
    assert_eq!(last.marked_dead_stones(game.board()), None, "an unreadable list is no marks");
}

/// An `AE` on the last node beside the territory marks that removes only
/// stones marked as the other colour's territory is the record's removal
/// of the dead stones at the count: the stones stay, dead by the marks, and
/// a territory count takes them as prisoners, as if the record had only
/// marked them (found from outside: GNU Go's `arb/game02.sgf` lost seven
/// prisoners, W+30 where GNU Go counts W+37).
#[test]
fn a_removal_of_dead_stones_at_the_count_is_not_an_edit() {
    let p = go_core::Point::new;
    let moves = ";B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[aa];W[bc];B[];W[]";
    let marks = "TB[ab][ac][ad][ae][ba][bb][bc][bd][be]TW[ea][eb][ec][ed][ee]";
    let count = |text: &str| {
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        let game = c.replay(0).unwrap().game;
        let last = c.game(0).unwrap().main_line().last().unwrap();
        let dead = last.marked_dead_stones(game.board()).unwrap();
        (game.board().get(p(1, 2)), dead.clone(), game.score_with(&dead).unwrap().result.to_string())
    };
    let marked = count(&format!("(;SZ[5]RU[Japanese]KM[0.5]{moves};{marks})"));
    assert_eq!(marked, (Some(go_core::Color::White), vec![p(1, 2)], "B+4.5".to_owned()));
    let removed = count(&format!("(;SZ[5]RU[Japanese]KM[0.5]{moves};AE[bc]{marks})"));
    assert_eq!(removed, marked);
    // An `AE` that removes a stone from its own colour's marked territory,
    // or that is not on the last node, is an edit as before.
    let own = count(&format!("(;SZ[5]RU[Japanese]KM[0.5]{moves};AE[aa]{marks})"));
    assert_eq!(own.0, Some(go_core::Color::White));
    let c = SgfCollection::parse(format!("(;SZ[5]RU[Japanese]{moves};AE[aa]{marks})").as_bytes()).unwrap();
    assert_eq!(c.replay(0).unwrap().game.board().get(p(0, 0)), None);
    let c = SgfCollection::parse(format!("(;SZ[5]RU[Japanese]{moves};AE[bc]{marks};C[later])").as_bytes()).unwrap();
    assert_eq!(c.replay(0).unwrap().game.board().get(p(1, 2)), None);
}

/// A refused move's message shows a pass as `pass` (found from outside:
/// `(Black )`, the empty value as written).
#[test]
fn a_refused_pass_is_named_a_pass() {
    let c = SgfCollection::parse(b"(;SZ[5]RU[Chinese];B[cc];W[];B[];W[])").unwrap();
    let strict = go_core::ReplayOptions { mode: go_core::ReplayMode::Strict, ..Default::default() };
    let e = c.replay_with(0, &strict).unwrap_err().to_string();
    assert!(e.contains("move 4 (White pass) is illegal"), "{e}");
}

/// A record's edit just before its count marks is written back as its own
/// node: beside the marks, its `AE` would read as the count's removal of
/// dead stones (found from outside: written into the marks node, the edit
/// came back as a count one point different), while the count's own
/// removal stays in the marks node.
#[test]
fn an_edit_before_the_count_marks_stays_an_edit_when_written_back() {
    let p = go_core::Point::new;
    let moves = ";B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[aa];W[bc];B[];W[]";
    let marks = "TB[ab][ac][ad][ae][ba][bb][bc][bd][be]TW[ea][eb][ec][ed][ee]";
    for (text, stone) in [
        (format!("(;SZ[5]RU[Japanese]KM[0.5]{moves};AE[bc];{marks})"), None),
        (format!("(;SZ[5]RU[Japanese]KM[0.5]{moves};AE[bc]{marks})"), Some(go_core::Color::White)),
    ] {
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        let game = c.replay(0).unwrap().game;
        assert_eq!(game.board().get(p(1, 2)), stone, "{text}");
        let written = SgfCollection::from_game_with_source(&game, &c, 0).to_bytes();
        let again = SgfCollection::parse(&written).unwrap();
        let back = again.replay(0).unwrap().game;
        assert_eq!(back.board(), game.board(), "{}", String::from_utf8_lossy(&written));
        let dead = |c: &SgfCollection, board: &go_core::Board| {
            c.game(0).unwrap().main_line().last().unwrap().marked_dead_stones(board)
        };
        assert_eq!(dead(&again, back.board()), dead(&c, game.board()));
    }
}

/// Found from outside: a count agreed with no dead stone on a board of
/// stones and dame (no territory either side) was written with no
/// `TB`/`TW`, and readers estimated two stones dead: `replay` and GTP
/// counted W+2.5 against the record's RE[W+7.5]. Such a count is written
/// with an empty `TB[]` (FF\[4\]'s list that marks no point), read back as
/// no dead stones, and counted alike.
#[test]
fn an_agreed_count_without_territory_is_written_as_marks() {
    use go_core::{BoardSize, Game, Move, Rules};
    let p = go_core::Point::new;
    let mut game = Game::new(BoardSize::square(5).unwrap(), Rules::japanese());
    // The table's session: columns C and D filled, then E3 and A1 (each
    // estimated dead by itself), two passes, the count accepted as is.
    for (x, y) in [(2, 4), (3, 4), (2, 3), (3, 3), (2, 2), (3, 2), (2, 1), (3, 1), (2, 0), (3, 0), (4, 2), (0, 4)] {
        game.play(Move::Play(p(x, y))).unwrap();
    }
    game.pass().unwrap();
    game.pass().unwrap();
    for side in go_core::Color::ALL {
        if game.phase() == go_core::Phase::Counting && game.proposal().is_none() {
            game.propose(side).unwrap();
        } else if game.phase() == go_core::Phase::Counting {
            game.accept(side).unwrap();
        }
    }
    let result = game.result().expect("the count is agreed");
    let text = String::from_utf8(SgfCollection::from_game(&game).to_bytes()).unwrap();
    assert!(text.contains("TB[]") && !text.contains("TW["), "{text}");
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let replay = c.replay(0).unwrap();
    let last = c.node(replay.last_node);
    assert_eq!(last.marked_dead_stones(replay.game.board()), Some(vec![]));
    let again = replay.game.score_with(&[]).unwrap();
    assert_eq!(again.result, result, "{text}");
}

/// Found from outside: `TB[]` (no dead stone) was written for a count
/// whose only dead stone stood on a point the count gives nobody, and
/// readers counted it alive (unmarked before, the same). Such a stone is
/// marked as the colour that takes it, and the record reads back with the
/// count's result.
#[test]
fn a_dead_stone_on_a_neutral_point_is_marked_as_its_takers() {
    use go_core::{BoardSize, Color, Game, Move, Phase, Point, Rules};
    let p = Point::new;
    let mut game = Game::new(BoardSize::square(5).unwrap(), Rules::chinese());
    // Black on column A, White on columns D and E and at B3; Black passes
    // while White fills.
    let mut white: Vec<Point> = (0..5).map(|y| p(3, y)).chain((0..5).map(|y| p(4, y))).collect();
    white.push(p(1, 2));
    for y in 0..5 {
        game.play(Move::Play(p(0, y))).unwrap();
        game.play(Move::Play(white.remove(0))).unwrap();
    }
    for q in white {
        game.pass().unwrap();
        game.play(Move::Play(q)).unwrap();
    }
    game.pass().unwrap();
    game.pass().unwrap();
    assert_eq!(game.phase(), Phase::Counting);
    game.toggle_dead_chain(p(1, 2)).unwrap();
    game.propose(Color::Black).unwrap();
    game.accept(Color::White).unwrap();
    assert_eq!(game.dead_stones(), [p(1, 2)]);
    let result = game.result().unwrap();
    let text = String::from_utf8(SgfCollection::from_game(&game).to_bytes()).unwrap();
    assert!(text.trim_end().ends_with(";TB[bc])") && !text.contains("TW["), "{text}");
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let replay = c.replay(0).unwrap();
    let dead = c.node(replay.last_node).marked_dead_stones(replay.game.board()).unwrap();
    assert_eq!(dead, [p(1, 2)]);
    assert_eq!(replay.game.score_with(&dead).unwrap().result, result, "{text}");
}

/// Found from outside: with `max_moves: Some(0)` the replay's last node was
/// the first move's, whose move it did not make. Each limit names the last
/// node whose move was made (the root before any), and a node without a
/// move after it (a comment node) once the next move is not made.
#[test]
fn the_last_node_is_the_last_one_replayed() {
    let c = SgfCollection::parse(b"(;GM[1]SZ[9]C[root];B[aa]C[n1];C[between];W[bb]C[n2])").unwrap();
    for (limit, comment, moves) in [(Some(0), "root", 0), (Some(1), "between", 1), (Some(2), "n2", 2), (None, "n2", 2)]
    {
        let options = ReplayOptions { max_moves: limit, ..Default::default() };
        let r = c.replay_with(0, &options).unwrap();
        assert_eq!(c.node(r.last_node).get("C").unwrap().text(), comment, "{limit:?}");
        assert_eq!(r.game.moves().len(), moves, "{limit:?}");
    }
    // A root that holds the first move is its own last node at 0.
    let c = SgfCollection::parse(b"(;GM[1]SZ[9]C[root]B[aa];W[bb])").unwrap();
    let r = c.replay_with(0, &ReplayOptions { max_moves: Some(0), ..Default::default() }).unwrap();
    assert_eq!(r.last_node, c.game(0).unwrap().id());
}

/// `SgfNode::descendant`: the node at a path of child indexes (what C's
/// `go_sgf_node_children` and `go_sgf_node_property` walk, and Python's
/// pickled nodes come back to), and `SgfProperty::texts` by value.
#[test]
fn a_node_is_found_by_its_path_of_children() {
    let c = SgfCollection::parse(b"(;SZ[9]AB[aa][bb];B[ee]C[one\ntwo](;W[cc]N[Main];B[gg])(;W[gc]C[a\\]b];B[gg]))")
        .unwrap();
    let root = c.game(0).unwrap();
    assert_eq!(root.descendant(&[]).map(|n| n.id()), Some(root.id()));
    let at = |path: &[usize], ident: &str| root.descendant(path).and_then(|n| n.get(ident)).map(|p| p.texts());
    assert_eq!(at(&[], "AB"), Some(vec!["aa".to_owned(), "bb".to_owned()]));
    assert_eq!(at(&[0], "C"), Some(vec!["one\ntwo".to_owned()]));
    assert_eq!(at(&[0, 0], "N"), Some(vec!["Main".to_owned()]));
    assert_eq!(at(&[0, 1], "C"), Some(vec!["a]b".to_owned()]));
    assert_eq!(at(&[0, 1, 0], "B"), Some(vec!["gg".to_owned()]));
    assert_eq!(root.descendant(&[0]).map(|n| n.child_count()), Some(2));
    assert_eq!(root.descendant(&[0, 1, 0]).map(|n| n.child_count()), Some(0));
    for off in [&[1][..], &[0, 2], &[0, 1, 0, 0], &[usize::MAX]] {
        assert!(root.descendant(off).is_none(), "{off:?}");
    }
}
