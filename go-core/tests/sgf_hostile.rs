//! Hostile and broken SGF input: a typed error or a lenient repair, never a
//! panic or a stack overflow, including when such trees are dropped,
//! compared and written.
#![cfg(feature = "sgf")]

use go_core::{ParseMode, ParseOptions, ReplayMode, ReplayOptions, SgfCollection, SgfError, WarningKind};

fn strict() -> ParseOptions {
    ParseOptions::default().with_mode(ParseMode::Strict)
}

#[test]
fn million_deep_nesting() {
    let depth = 1_000_000;
    // Bare parentheses: strict refuses at the second '(', lenient ignores them.
    let parens = "(".repeat(depth);
    assert!(matches!(SgfCollection::parse_with(parens.as_bytes(), strict()), Err(SgfError::Unexpected { .. })));
    assert!(matches!(SgfCollection::parse(parens.as_bytes()), Err(SgfError::NoGameTree { .. })));
    // A real million-deep tree of variations: parse, compare, write, drop.
    let mut s = String::with_capacity(depth * 8);
    for _ in 0..depth {
        s.push_str("(;C[x]");
    }
    for _ in 0..depth {
        s.push(')');
    }
    let c = SgfCollection::parse_with(s.as_bytes(), strict()).unwrap();
    assert_eq!(c.node_count(), depth);
    let written = c.to_bytes();
    let again = SgfCollection::parse_with(&written, strict()).unwrap();
    assert_eq!(again, c);
    let (text, _) = c.to_utf8();
    assert!(text.len() >= depth * 5);
    drop(again);
    drop(c);
    // Unclosed: lenient closes them all with one warning.
    let open = "(;C[x]".repeat(depth);
    let c = SgfCollection::parse(open.as_bytes()).unwrap();
    assert!(c.warnings().iter().any(|w| w.kind == WarningKind::UnclosedTrees(depth)));
    assert!(SgfCollection::parse_with(open.as_bytes(), strict()).is_err());
    // Without a single property, a file cut short is still its empty
    // nodes (one game, closed at the end), but not after other text.
    let empty = "(;".repeat(depth);
    let c = SgfCollection::parse(empty.as_bytes()).unwrap();
    assert_eq!((c.games().len(), c.node_count()), (1, depth));
    assert!(c.warnings().iter().any(|w| w.kind == WarningKind::UnclosedTrees(depth)));
    let after_text = format!("for {empty}");
    assert!(matches!(SgfCollection::parse(after_text.as_bytes()), Err(SgfError::NoGameTree { .. })));
}

#[test]
fn hundred_megabyte_value() {
    let mut s = Vec::with_capacity(100 * 1024 * 1024 + 32);
    s.extend_from_slice(b"(;GM[1]C[");
    s.resize(s.len() + 100 * 1024 * 1024, b'a');
    s.extend_from_slice(b"])");
    let c = SgfCollection::parse_with(&s, strict()).unwrap();
    let root = c.game(0).unwrap();
    assert_eq!(root.get("C").unwrap().raw().len(), 100 * 1024 * 1024);
    assert_eq!(c.to_bytes().len(), s.len() + 2); // two line breaks added
}

/// A node that repeats one property 200,000 times (1 MB of input): the
/// lenient parse merges every value once (the comments into one text, the
/// labels into one list), the strict parse reports each repeat, both in
/// time and memory linear in the input (they were quadratic: 80,000 repeats
/// took 31 s and 13 GB).
#[test]
fn a_property_repeated_two_hundred_thousand_times() {
    let n = 200_000;
    let mut s = b"(;GM[1]".to_vec();
    for _ in 0..n {
        s.extend_from_slice(b"C[x]LB[aa:y]");
    }
    s.extend_from_slice(b")");
    let c = SgfCollection::parse(&s).unwrap();
    let root = c.game(0).unwrap();
    let comment = root.get("C").unwrap();
    assert_eq!(comment.value_count(), 1);
    assert_eq!(comment.raw().len(), 2 * n - 1); // "x" lines joined by line breaks
    assert_eq!(root.get("LB").unwrap().value_count(), n);
    assert!(c.warnings().iter().any(|w| matches!(w.kind, WarningKind::RepeatedProperty { repaired: true, .. })));
    let strict = SgfCollection::parse_with(&s, strict()).unwrap();
    assert_eq!(strict.game(0).unwrap().get("LB").unwrap().value_count(), 1);
    assert!(!strict.warnings().is_empty());
}

#[test]
fn only_an_open_parenthesis_and_empty_input() {
    assert!(matches!(SgfCollection::parse(b"("), Err(SgfError::NoGameTree { .. })));
    assert!(matches!(SgfCollection::parse_with(b"(", strict()), Err(SgfError::UnexpectedEnd { .. })));
    assert!(matches!(SgfCollection::parse(b""), Err(SgfError::NoGameTree { .. })));
    assert!(matches!(SgfCollection::parse(b")))]]][[["), Err(SgfError::NoGameTree { .. })));
}

#[test]
fn random_bytes_never_panic() {
    // A fixed xorshift stream: reproducible.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let alphabet = b"();[]\\:BWABAWAEPLSZKMtaszAZ \n\xff\xfe\x00";
    for round in 0..3000 {
        let len = usize::try_from(next() % 200).unwrap();
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                let r = next();
                if round % 3 == 0 {
                    r.to_le_bytes()[0]
                } else {
                    alphabet[usize::try_from(r % alphabet.len() as u64).unwrap()]
                }
            })
            .collect();
        for opts in [ParseOptions::default(), strict()] {
            if let Ok(c) = SgfCollection::parse_with(&bytes, opts) {
                let same = ParseOptions::default().with_charset(c.charset());
                let again = SgfCollection::parse_with(&c.to_bytes(), same).expect("written output re-reads");
                assert_eq!(again, c, "round trip of {bytes:?}");
                let _ = c.to_utf8();
                for g in 0..c.games().len() {
                    let _ = c.replay(g);
                    let _ = c.replay_with(g, &ReplayOptions { mode: ReplayMode::Strict, ..Default::default() });
                }
            }
        }
    }
}

#[test]
fn bad_sizes_are_typed_errors() {
    for sz in ["0", "53", "-1", "x", "19:0", "60:3"] {
        let text = format!("(;GM[1]SZ[{sz}];B[aa])");
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        match c.replay(0) {
            Err(SgfError::InvalidValue { property, line, column, .. }) => {
                assert_eq!(property, "SZ");
                assert_eq!((line, column), (1, 8));
            }
            other => panic!("SZ[{sz}]: expected an invalid value, got {other:?}"),
        }
    }
    let c = SgfCollection::parse(b"(;GM[1]SZ[52];B[ZZ])").unwrap();
    assert_eq!(c.replay(0).unwrap().issues, vec![]);
}

#[test]
fn off_board_points() {
    let c = SgfCollection::parse(b"(;GM[1]SZ[9];B[rs];W[cc];B[zz]AB[jj])").unwrap();
    let r = c.replay(0).unwrap();
    let cats: Vec<_> = r.issues.iter().map(|i| i.kind.category()).collect();
    // W[cc] after the skipped B[rs] comes with an implied Black pass; the
    // node B[zz]AB[jj] mixes a move with setup and is read in written
    // order (lenient parsing splits it: `;B[zz];AB[jj]`).
    assert_eq!(cats, ["off_board", "implied_pass", "off_board", "setup_point"]);
    let strict = ReplayOptions { mode: ReplayMode::Strict, ..Default::default() };
    match c.replay_with(0, &strict) {
        Err(SgfError::OffBoard { move_number: 1, line: 1, column: 14, .. }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn errors_carry_line_and_column() {
    let e = SgfCollection::parse_with(b"(;GM[1]\n;B[aa]\n  ;W[bb] % )", strict()).unwrap_err();
    match e {
        SgfError::Unexpected { line, column, .. } => assert_eq!((line, column), (3, 10)),
        other => panic!("{other:?}"),
    }
}

/// A fuzz finding: unescaped `]` repaired (lenient) in a record detected as
/// Big5, where the text joined into the value holds 0xA9 0x5D, a Big5
/// character whose trail byte is `]`. The repair escaped that byte too, so
/// the written value ended early and the rest read as a property without
/// a value (`RaR`). Only bare brackets get a backslash now.
#[test]
fn unescaped_brackets_repaired_around_a_big5_character_with_a_bracket_trail_byte() {
    let bytes = b";B[aa]gGMbagGN,e);SZ[(;FF[4]CA+WaGNUTF-4]SZ[5:7]TB\xc3\xa9\xe2\xc3\xa9]RaR])";
    let c = SgfCollection::parse(bytes).unwrap();
    assert_eq!(c.encoding_name(), "Big5");
    let repairs = c.warnings().iter().filter(|w| w.kind == WarningKind::UnescapedBracket).count();
    assert_eq!(repairs, 2, "{:?}", c.warnings());
    let root = c.game(0).unwrap();
    assert_eq!(root.properties().len(), 2);
    assert_eq!(root.get("FF").unwrap().raw(), b"4\\]CA+WaGNUTF-4");
    assert_eq!(root.get("SZ").unwrap().raw(), b"5:7\\]TB\xc3\xa9\xe2\xc3\xa9]RaR");
    assert_eq!(root.get("SZ").unwrap().text(), "5:7]TB矇熁夜RaR");
    let written = c.to_bytes();
    assert_eq!(written, b"(;FF[4\\]CA+WaGNUTF-4]SZ[5:7\\]TB\xc3\xa9\xe2\xc3\xa9]RaR]\n)\n");
    let big5 = strict().with_charset(go_core::Charset::from_label("Big5").unwrap());
    assert_eq!(SgfCollection::parse_with(&written, big5).unwrap(), c);
    let (text, lossy) = c.to_utf8();
    assert_eq!((text.as_str(), lossy), ("(;CA[UTF-8]FF[4\\]CA+WaGNUTF-4]SZ[5:7\\]TB矇熁夜RaR]\n)\n", 0));
    assert_eq!(
        SgfCollection::parse(text.as_bytes()).unwrap().game(0).unwrap().get("SZ").unwrap().text(),
        "5:7]TB矇熁夜RaR"
    );
}

/// Found from outside: text that ends where more was expected is an
/// unexpected end (`SgfError::UnexpectedEnd`, the C status 602) wherever
/// it ends, after an identifier as inside a value (`(;GM` was
/// `Unexpected`, 601, "unexpected end of input, expected '['").
#[test]
fn text_ending_inside_a_tree_is_an_unexpected_end_wherever_it_ends() {
    for text in ["(", "(;", "(;GM", "(;GM[", "(;GM[1", "(;GM[1]", "(;GM[1]XY", "(;GM[1];B[aa]", "(;GM[1](;B[aa])"] {
        match SgfCollection::parse_with(text.as_bytes(), strict()) {
            Err(SgfError::UnexpectedEnd { .. }) => {}
            other => panic!("{text:?}: {other:?}"),
        }
    }
}

/// Found from outside: a `CA` naming no known character set was read as
/// UTF-8 without a word; it is now a `charset` warning naming it.
#[test]
fn an_unknown_declared_charset_is_a_warning() {
    let c = SgfCollection::parse(b"(;CA[klingon]SZ[9]PB[Kahless];B[aa])").unwrap();
    let charset: Vec<String> =
        c.warnings().iter().filter(|w| matches!(w.kind, WarningKind::Charset { .. })).map(|w| w.to_string()).collect();
    assert_eq!(charset.len(), 1, "{charset:?}");
    assert!(charset[0].contains("CA[klingon]") && charset[0].contains("unknown"), "{charset:?}");
    // A known one, or none, on plain ASCII says nothing.
    for text in [&b"(;CA[UTF-8]SZ[9];B[aa])"[..], b"(;CA[GB18030]SZ[9];B[aa])", b"(;SZ[9];B[aa])"] {
        assert!(SgfCollection::parse(text).unwrap().warnings().is_empty());
    }
}

/// Each replay issue reads as one line (C's `go_sgf_replay_issues` writes
/// them a line each): found from outside, a value holding a line break
/// split its issue over two lines, and an empty detail left a trailing
/// `": "`. The detail itself keeps the value as written.
#[test]
fn a_replay_issue_is_one_line() {
    let sgf = b"(;GM[1]SZ[9];B[a\nb];W[cc\r\nxx];B[ee]AB[])";
    let c = SgfCollection::parse(sgf).unwrap();
    let r = c.replay_with(0, &ReplayOptions { mode: ReplayMode::Tolerant, ..Default::default() }).unwrap();
    let lines: Vec<String> = r.issues.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "line 1, column 14: move 1: unreadable_move: a b",
            "line 2, column 4: move 2: unreadable_move: cc xx",
            "line 3, column 10: move 3: setup_point",
        ]
    );
    assert_eq!(r.issues[0].kind.detail().as_deref(), Some("a\nb"));
    assert_eq!(r.issues[2].kind.detail().as_deref(), Some(""));
}

/// Found from outside: a collection's repairs were reported on every game
/// of the file (a notebook saw "trees left open" on each of a thousand
/// games when only the last was cut short).
#[test]
fn each_game_has_its_own_repairs() {
    let text = "(;SZ[9]xx)\n(;SZ[9];B[aa])\n(;SZ[9];B[";
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    assert_eq!(c.games().len(), 3);
    let kinds = |i: usize| c.game_warnings(i).map(|w| w.kind.name()).collect::<Vec<_>>();
    assert_eq!(kinds(0), ["property_without_value"]);
    assert!(kinds(1).is_empty());
    assert_eq!(kinds(2), ["unclosed_value", "unclosed_trees"]);
    assert!(kinds(3).is_empty(), "no such game");
    // Every warning of the file belongs to one game.
    assert_eq!((0..3).map(|i| c.game_warnings(i).count()).sum::<usize>(), c.warnings().len());
    // A game tree taken alone keeps its own warnings only.
    let last = c.game_tree(2).unwrap();
    assert_eq!(last.warnings(), c.game_warnings(2).cloned().collect::<Vec<_>>().as_slice());
    assert!(c.game_tree(1).unwrap().warnings().is_empty());
    // The character set chosen concerns every game; a later tree's own CA
    // that is not followed concerns that tree.
    let bytes = b"(;CA[GB2312]PB[\xc0\xee])(;SZ[9])(;CA[Big5]PB[x])";
    let c = SgfCollection::parse(bytes).unwrap();
    let charset = |i: usize| c.game_warnings(i).filter(|w| matches!(w.kind, WarningKind::Charset { .. })).count();
    let whole = c.warnings().iter().filter(|w| matches!(w.kind, WarningKind::Charset { .. })).count();
    assert_eq!(whole, charset(0) + 1, "{:?}", c.warnings());
    assert_eq!(charset(1), charset(0));
    assert_eq!(charset(2), charset(0) + 1);
}

/// Found from outside: the cap on stored warnings was the file's, so that
/// a damaged game's repairs filled it, a later game's own were lost, and
/// the count of the dropped ones was reported on every game.
#[test]
fn each_game_has_its_own_cap_on_warnings() {
    let mut text = String::from("(;GM[1]SZ[9]");
    text.push_str(&";B[aa]B[bb]".repeat(1500));
    text.push_str(")(;GM[1]SZ[9];W[cc]W[dd])(;GM[1]SZ[9])");
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let first: Vec<_> = c.game_warnings(0).collect();
    assert_eq!(first.len(), 1001);
    assert_eq!(first.last().unwrap().kind, WarningKind::MoreWarnings(500));
    let second: Vec<_> = c.game_warnings(1).map(|w| w.kind.name()).collect();
    assert_eq!(second.len(), 1, "{second:?}");
    assert_ne!(second[0], "more_warnings");
    assert_eq!(c.game_warnings(2).count(), 0);
    assert_eq!(c.warnings().len(), 1002);
}

/// go-core's file reader ([`go_core::read_sgf_file`], which GTP `loadsgf`,
/// the `replay` tool and Python read through): a typed error for each kind
/// of file that is not a record to read, and never a wait or an unbounded
/// read.
#[cfg(unix)]
#[test]
fn the_file_reader_refuses_what_it_cannot_read_whole_and_at_once() {
    use go_core::{SgfFileError, read_sgf_file};
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("a.sgf");
    std::fs::write(&record, b"(;SZ[9];B[ee])").unwrap();
    assert_eq!(read_sgf_file(&record, 1 << 20).unwrap(), b"(;SZ[9];B[ee])");
    // Exactly at the bound is read; one byte under it is refused unread.
    assert_eq!(read_sgf_file(&record, 14).unwrap().len(), 14);
    let e = read_sgf_file(&record, 13).unwrap_err();
    assert!(matches!(e, SgfFileError::TooLarge { bytes: 14, max_bytes: 13 }), "{e:?}");
    assert_eq!(e.to_string(), "14 bytes, more than the 13 bytes read here");
    // A folder and a FIFO: refused without opening (a FIFO's open would
    // wait for a writer).
    let e = read_sgf_file(dir.path(), 1 << 20).unwrap_err();
    assert!(matches!(e, SgfFileError::NotRegularFile { is_folder: true }), "{e:?}");
    let fifo = dir.path().join("pipe.sgf");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let e = read_sgf_file(&fifo, 1 << 20).unwrap_err();
    assert!(matches!(e, SgfFileError::NotRegularFile { is_folder: false }), "{e:?}");
    assert_eq!(e.to_string(), "not a regular file");
    // A device is refused too (it could give data forever).
    let e = read_sgf_file(std::path::Path::new("/dev/zero"), 1 << 20).unwrap_err();
    assert!(matches!(e, SgfFileError::NotRegularFile { is_folder: false }), "{e:?}");
    // A symbolic link loop is named as one; a missing file is the system's
    // error.
    let looped = dir.path().join("loop.sgf");
    std::os::unix::fs::symlink(&looped, &looped).unwrap();
    assert_eq!(read_sgf_file(&looped, 1 << 20).unwrap_err().to_string(), "symlink loop");
    let e = read_sgf_file(&dir.path().join("missing.sgf"), 1 << 20).unwrap_err();
    assert!(matches!(&e, SgfFileError::Io(io) if io.kind() == std::io::ErrorKind::NotFound), "{e:?}");
    // A file that reports 0 bytes and holds far more (hundreds of
    // gigabytes): read up to the bound, then refused.
    let e = read_sgf_file(std::path::Path::new("/proc/self/pagemap"), 1 << 20).unwrap_err();
    assert!(matches!(e, SgfFileError::LargerThanReported { read: 1_048_576, reported: 0 }), "{e:?}");
    assert_eq!(e.to_string(), "holds more than the 1 MiB read here (its reported size is 0 bytes)");
    // A file of reported size 0 that holds little is read whole (the
    // bound is not the reported size).
    let small = std::fs::read("/proc/self/stat").unwrap();
    assert!(!small.is_empty());
    assert!(!read_sgf_file(std::path::Path::new("/proc/self/stat"), 1 << 20).unwrap().is_empty());
}

/// Found from outside: `/proc/kmsg` (a regular file of reported size 0
/// that waits until the kernel logs something) hung `replay`, GTP
/// `loadsgf` and the Python loader, which a Ctrl-C could not stop. The
/// reader opens without waiting: the call returns at once. Reading it
/// needs the right to read the kernel's log (root, as in CI).
#[cfg(target_os = "linux")]
#[test]
fn a_file_that_waits_for_data_is_not_waited_for() {
    use go_core::{SgfFileError, read_sgf_file};
    let kmsg = std::path::Path::new("/proc/kmsg");
    match read_sgf_file(kmsg, 1 << 20) {
        // The usual case: nothing logged since the last reader.
        Err(SgfFileError::WouldBlock) => {}
        // Messages were waiting: they are read (and are no record).
        Ok(bytes) => assert!(SgfCollection::parse(&bytes).is_err()),
        Err(SgfFileError::Io(e)) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            eprintln!("NOT TESTED: /proc/kmsg cannot be read by this user ({e}); the wait is tested only as root");
        }
        Err(e) => panic!("/proc/kmsg: {e:?}"),
    }
}

/// Found from outside: a record cut inside a move's value (`...;W[];B[`)
/// was read with the cut value closed, an empty `B[]`: a pass, so that the
/// game read as ended by two passes and was counted. A move cut short of
/// a point's two letters is left out (its point is unknown), with the
/// unclosed-value warning; one that holds its two letters, and a cut text
/// value, are closed and kept.
#[test]
fn a_move_cut_off_by_the_end_of_the_input_is_left_out() {
    for cut in ["B[", "B[d"] {
        let text = format!("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese];B[ee];W[cc];B[gg];W[];{cut}");
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        assert!(c.warnings().iter().any(|w| w.kind == WarningKind::UnclosedValue), "{text}");
        let last = c.game(0).unwrap().main_line().last().unwrap();
        assert_eq!(last.properties().count(), 0, "{text}");
        let r = c.replay_with(0, &ReplayOptions::default()).unwrap();
        assert_eq!(r.moves, 4, "{text}");
        assert_eq!(r.game.phase(), go_core::Phase::Playing, "{text}");
        assert_eq!(r.game.to_move(), go_core::Color::Black, "{text}");
    }
    let whole = SgfCollection::parse(b"(;GM[1]SZ[9];B[ee];W[dd").unwrap();
    assert_eq!(whole.replay(0).unwrap().moves, 2);
    let c = SgfCollection::parse(b"(;GM[1]SZ[9];B[ee]C[a comment cut").unwrap();
    let last = c.game(0).unwrap().main_line().last().unwrap();
    assert_eq!(last.get("B").map(|p| p.simple_text()), Some("ee".to_owned()));
    assert_eq!(last.get("C").map(|p| p.simple_text()), Some("a comment cut".to_owned()));
}

/// Found from outside: a file of NUL bytes read as "no game tree", where
/// any other binary data is named as such. A record padded with NULs (as
/// some editors write it) still reads.
#[test]
fn input_of_nul_bytes_alone_is_binary() {
    assert!(matches!(
        SgfCollection::parse(&[0u8; 5000]),
        Err(SgfError::BinaryInput { line: 1, column: 1, control: 5000, bytes: 5000 })
    ));
    assert!(matches!(SgfCollection::parse(b"\x1a"), Err(SgfError::NoGameTree { .. })));
    let mut padded = b"(;SZ[9];B[ee])".to_vec();
    padded.extend_from_slice(&[0u8; 4096]);
    assert_eq!(SgfCollection::parse(&padded).unwrap().node_count(), 2);
}

/// Found from outside: a short record passed from C with its closing NUL
/// (strict mode refuses the byte after the game tree) and one NUL in a
/// comment was called binary data, one control character in 20 bytes;
/// the control characters inside the values read before a syntax error
/// are not counted as binary outside them, so the syntax error is named.
/// Binary data that breaks the grammar is still named as such.
#[test]
fn a_control_character_in_a_value_leaves_a_syntax_error_its_name() {
    for (input, column) in [(&b"(;SZ[9]C[a\0b];B[aa])\0"[..], 21), (b"(;SZ[9]C[a\0b];B[aa])x", 21)] {
        match SgfCollection::parse_with(input, strict()) {
            Err(SgfError::Unexpected { line: 1, column: c, .. }) => assert_eq!(c, column, "{input:?}"),
            other => panic!("{input:?}: {other:?}"),
        }
        assert_eq!(SgfCollection::parse(input).unwrap().node_count(), 2);
    }
    // Two stray control characters outside any value in 17 bytes: binary.
    assert!(matches!(
        SgfCollection::parse_with(b"(;SZ[9]\x01\x02;B[aa])x", strict()),
        Err(SgfError::BinaryInput { line: 1, column: 8, control: 2, bytes: 17 })
    ));
}

/// Found from outside: a record of 2,000,000 moves, each on an occupied
/// point (every replacement rebuilds the board), took 30 s to replay, and
/// a Ctrl-C in Python or a cancelled load waited for it. The replay looks
/// at a stop flag every 1,024 nodes and every 1,024 moves.
#[test]
fn a_long_replay_stops_on_its_flag() {
    use std::sync::atomic::AtomicBool;
    let long = format!("(;SZ[19]{})", ";B[aa];W[bb]".repeat(1500));
    let one_node = format!("(;SZ[19];{})", "B[aa]W[bb]".repeat(2500));
    for text in [&long, &one_node] {
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        let options = ReplayOptions::default();
        let done = c.replay_with_stop(0, &options, &AtomicBool::new(false)).unwrap().unwrap();
        assert_eq!(done.moves, c.replay_with(0, &options).unwrap().moves);
        assert!(done.moves >= 3000);
        assert!(c.replay_with_stop(0, &options, &AtomicBool::new(true)).unwrap().is_none());
    }
}
