//! Input that is not SGF (issue 10, section 3: random bytes loaded as an
//! empty 19x19 game): binary data and text without a game tree are refused
//! with a typed error in both parse modes, while the lenient repairs of
//! real, damaged records still work.
#![cfg(feature = "sgf")]

use go_core::{ParseMode, ParseOptions, Preset, SgfCollection, SgfError, WarningKind};
use proptest::prelude::*;

fn both(bytes: &[u8]) -> [Result<SgfCollection, SgfError>; 2] {
    [ParseMode::Lenient, ParseMode::Strict]
        .map(|m| SgfCollection::parse_with(bytes, ParseOptions::default().with_mode(m)))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Random bytes are never a game, in either mode; lenient parsing says
    /// why (binary, or no game tree).
    #[test]
    fn random_bytes_are_refused(bytes in proptest::collection::vec(any::<u8>(), 64..4096)) {
        let [lenient, strict] = both(&bytes);
        prop_assert!(
            matches!(lenient, Err(SgfError::BinaryInput { .. } | SgfError::NoGameTree { .. })),
            "lenient: {:?}", lenient
        );
        prop_assert!(strict.is_err(), "strict: {:?}", strict);
    }

    /// A real record after random text of any length (FF[4] allows text
    /// before the first game tree) still parses, as long as the text is
    /// text.
    #[test]
    fn text_before_a_record(preamble in "[ -~\n]{0,400}") {
        let preamble = preamble.replace(['(', ')', ';', '['], " ");
        let text = format!("{preamble}\n(;GM[1]SZ[9]KM[6.5];B[ee];W[cc])");
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        prop_assert_eq!(c.replay(0).unwrap().moves, 2);
    }
}

/// Where each refusal points, and what it says.
#[test]
fn binary_input_is_named() {
    // A PNG header followed by more binary: the first control character
    // is the Ctrl-Z after "\x89PNG\r\n".
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x01\0\0\0\x01\0\x08\x06\0\0\0(;".to_vec();
    png.extend((0u8..=255).cycle().take(1000));
    for r in both(&png) {
        match r {
            Err(e @ SgfError::BinaryInput { line: 2, column: 1, .. }) => {
                assert!(e.to_string().contains("binary data, not SGF text"), "{e}");
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn text_without_a_game_tree() {
    for text in [
        "for(;;) { x++; }",
        "Hello (see the attached file) and ;) too",
        "(((",
        "",
        "Dear all, the record follows in the next mail.",
        "(this is not SGF)",
    ] {
        match SgfCollection::parse(text.as_bytes()) {
            Err(SgfError::NoGameTree { .. }) => {}
            other => panic!("{text:?}: {other:?}"),
        }
        assert!(
            SgfCollection::parse_with(text.as_bytes(), ParseOptions::default().with_mode(ParseMode::Strict)).is_err()
        );
    }
    // An empty record as written is SGF.
    let c = SgfCollection::parse(b"(;)").unwrap();
    assert_eq!(c.node_count(), 1);
    assert!(c.warnings().is_empty());
    // So is one cut short, and a complete tree before a cut one is kept
    // (found from outside: both were "no game tree").
    for (text, games, nodes) in [("(;", 1, 1), ("(;)(;", 2, 2), ("(;(;", 1, 2), ("(;;", 1, 2)] {
        let c = SgfCollection::parse(text.as_bytes()).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!((c.games().len(), c.node_count()), (games, nodes), "{text:?}");
        assert!(c.warnings().iter().all(|w| matches!(w.kind, WarningKind::UnclosedTrees(_))), "{text:?}");
        assert!(c.warnings().iter().any(|w| matches!(w.kind, WarningKind::UnclosedTrees(_))), "{text:?}");
        let strict = ParseOptions::default().with_mode(ParseMode::Strict);
        assert!(matches!(SgfCollection::parse_with(text.as_bytes(), strict), Err(SgfError::UnexpectedEnd { .. })));
    }
    // Text around a cut tree still makes it no record.
    for text in ["for(;", "x (;", "(; y"] {
        assert!(matches!(SgfCollection::parse(text.as_bytes()), Err(SgfError::NoGameTree { .. })), "{text:?}");
    }
}

/// The repairs of real damage stay: NUL padding after a crash, a stray
/// control character in a comment, a tree without `;`, a truncated file.
#[test]
fn damaged_records_still_parse() {
    let mut padded = b"(;GM[1]SZ[9];B[ee];W[cc])\n".to_vec();
    padded.extend(std::iter::repeat_n(0u8, 4096));
    let c = SgfCollection::parse(&padded).unwrap();
    assert_eq!(c.replay(0).unwrap().moves, 2);
    let stray = b"(;GM[1]SZ[9]C[a comment with a \x01 in it];B[ee];W[cc])";
    let c = SgfCollection::parse_with(stray, ParseOptions::default().with_mode(ParseMode::Strict)).unwrap();
    assert_eq!(c.replay(0).unwrap().moves, 2);
    let c = SgfCollection::parse(b"(GM[1]SZ[9];B[ee];W[cc]").unwrap();
    assert_eq!(c.replay(0).unwrap().moves, 2);
    assert!(c.warnings().iter().any(|w| w.kind == WarningKind::MissingNodeStart));
    // A record of 40 moves with one damaged byte between properties: the
    // byte is skipped as garbage.
    let mut record = b"(;GM[1]FF[4]SZ[19]KM[6.5]PB[Black]PW[White]".to_vec();
    for i in 0..40u8 {
        let color = if i % 2 == 0 { "B" } else { "W" };
        record.extend(format!(";{color}[{}{}]", char::from(b'a' + i % 19), char::from(b'a' + i / 19)).bytes());
        if i == 20 {
            record.push(0x02);
        }
    }
    record.push(b')');
    let c = SgfCollection::parse(&record).unwrap();
    assert_eq!(c.replay(0).unwrap().moves, 40);
    assert!(c.warnings().iter().any(|w| w.kind == WarningKind::Garbage { bytes: 1 }));
    // Found from outside: a stray byte inside a node lost the rest of the
    // node (`KM` and `RU` here: the game replayed under Japanese rules
    // with komi 6.5). The node's next property is kept; strict mode still
    // refuses the byte.
    let c = SgfCollection::parse(b"(;SZ[9]@KM[0.5]RU[Chinese];B[ee])").unwrap();
    let r = c.replay(0).unwrap();
    assert_eq!((r.game.rules().komi().to_string(), r.game.rules().preset()), ("0.5".to_owned(), Some(Preset::Chinese)));
    assert_eq!(
        c.warnings().iter().map(|w| (w.position.column, w.kind.clone())).collect::<Vec<_>>(),
        [(8, WarningKind::Garbage { bytes: 1 })]
    );
    assert!(
        SgfCollection::parse_with(b"(;SZ[9]@KM[0.5];B[ee])", ParseOptions::default().with_mode(ParseMode::Strict))
            .is_err()
    );
    // A value inside the bytes skipped is passed whole, and an identifier
    // with a digit loses the digit's part only: the move after it stays.
    let c = SgfCollection::parse(b"(;SZ[9]@[x;y]KM[1];B[ee])").unwrap();
    assert_eq!((c.replay(0).unwrap().game.rules().komi().to_string(), c.replay(0).unwrap().moves), ("1".to_owned(), 1));
    let c = SgfCollection::parse(b"(;X0[a]B[aa])").unwrap();
    assert_eq!(c.replay(0).unwrap().moves, 1);
    // Ctrl-Z at the end (old DOS editors).
    let c = SgfCollection::parse(b"(;GM[1]SZ[9];B[ee])\x1a").unwrap();
    assert_eq!(c.replay(0).unwrap().moves, 1);
}

/// The binary-data guard judges a collection's UTF-8 text as it judged
/// its source: values are measured decoded and `CA` is not judged (the
/// UTF-8 text replaces a padded `latin1` label with `UTF-8`, and a
/// four-byte GB18030 character is two or three bytes of UTF-8). With
/// control characters in a comment near the limit (one per hundred bytes
/// beyond a first hundred), a source was accepted and its UTF-8 text
/// refused: now both or neither.
#[test]
fn the_utf8_text_of_a_record_near_the_limit_is_judged_alike() {
    // Ten such characters: more than the stray ones a comment may hold
    // whatever its length (eight), so that the share decides.
    let controls = [1u8; 10];
    for n in 850..950 {
        // Ten controls, "é" and n letters in windows-1252: n + 12 bytes decoded.
        let latin = [&b"(;CA[    latin1    ]C["[..], &controls, b"\xe9", &vec![b'a'; n][..], b"])"].concat();
        // Ten controls and n / 2 times U+0080 (four bytes in GB18030, two in UTF-8).
        let gb = [&b"(;C["[..], &controls, &b"\x81\x30\x81\x30".repeat(n / 2)[..], b"])"].concat();
        for (bytes, charset, decoded) in [(latin, "windows-1252", n + 12), (gb, "gb18030", 2 * (n / 2) + 10)] {
            for (mode, c) in [ParseMode::Lenient, ParseMode::Strict].into_iter().zip(both(&bytes)) {
                assert_eq!(c.is_ok(), decoded >= 900, "{charset} {n}: {c:?}");
                let Ok(c) = c else { continue };
                assert_eq!(c.encoding_name(), charset);
                let (text, lossy) = c.to_utf8();
                assert_eq!(lossy, 0);
                let options = ParseOptions::default().with_mode(mode);
                let utf8 = SgfCollection::parse_with(text.as_bytes(), options).unwrap();
                let root = utf8.game(0).unwrap();
                assert_eq!(root.get("CA").unwrap().raw(), b"UTF-8");
                assert_eq!(root.get("C").unwrap().text().len(), decoded, "{charset} {n}");
            }
        }
    }
}

/// A fuzz finding: a `CA` value cut off by the end of the input, whose NUL
/// is padding there (not judged) and inside the value once written. Its
/// control characters count neither inside nor outside values, so the
/// written text is judged as its source was.
#[test]
fn a_control_character_in_ca_is_judged_alike_when_written() {
    let c = SgfCollection::parse(b"(;CA[Shift_\t\0").unwrap();
    assert_eq!(c.game(0).unwrap().get("CA").unwrap().raw(), b"Shift_\t\0");
    let written = c.to_bytes();
    assert_eq!(written, b"(;CA[Shift_\t\0]\n)\n");
    let strict = ParseOptions::default().with_mode(ParseMode::Strict).with_charset(c.charset());
    assert_eq!(SgfCollection::parse_with(&written, strict).unwrap(), c);
}

/// Found from outside: a short record with three BELs in a comment was
/// refused as binary data (3 control characters in 25 bytes), while the
/// same three in a long record passed. A few stray control characters in
/// values are text whatever the record's length; a value made mostly of
/// them is still binary data.
#[test]
fn a_few_stray_control_characters_in_a_short_record_are_text() {
    for text in [&b"(;GM[1]SZ[9]C[\x07\x07\x07];B[aa])"[..], b"(;C[\x01\x02\x03\x04\x05\x06\x07\x08];B[aa])"] {
        for c in both(text) {
            let c = c.unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(c.replay(0).unwrap().moves, 1);
        }
    }
    let binary = [&b"(;C["[..], &[7u8; 9], b"];B[aa])"].concat();
    for c in both(&binary) {
        assert!(matches!(c, Err(SgfError::BinaryInput { control: 9, .. })), "{c:?}");
    }
    // Controls outside values keep their own limit.
    let outside = [&b"(;B[aa]"[..], &[7u8; 3], b")"].concat();
    for c in both(&outside) {
        assert!(matches!(c, Err(SgfError::BinaryInput { .. })), "{c:?}");
    }
}
