//! Text without a declared character set (issue 10, section 4): records in
//! GB18030, Big5, Shift_JIS, EUC-KR and UTF-8 with no `CA`, built here from
//! known Unicode strings with encoding_rs's encoders, decode back to the
//! same strings; a declared `CA` is used; a wrong `CA` is overruled by the
//! caller's charset.
#![cfg(feature = "sgf")]

use encoding_rs::{BIG5, EUC_KR, Encoding, GB18030, SHIFT_JIS, UTF_8};
use go_core::{Charset, GameInfo, ParseMode, ParseOptions, RecordedOutcome, SgfCollection, SgfError, WarningKind};

/// One record's text: who played and the result, in the language of the
/// charset (each result means "Black wins by resignation").
struct Record {
    charset: &'static Encoding,
    black: &'static str,
    white: &'static str,
    result: &'static str,
    comment: &'static str,
}

const RECORDS: &[Record] = &[
    Record { charset: GB18030, black: "柯洁", white: "古力", result: "黑中盘胜", comment: "黑棋中盘胜" },
    Record {
        charset: BIG5, black: "周俊勳", white: "王立誠", result: "黑中盤勝", comment: "白棋投子認輸"
    },
    Record {
        charset: SHIFT_JIS, black: "井山裕太", white: "張栩", result: "黒中押し勝ち", comment: "白の投了"
    },
    Record {
        charset: EUC_KR, black: "이세돌", white: "박정환", result: "흑 불계승", comment: "백이 돌을 던졌다"
    },
    Record {
        charset: UTF_8, black: "柯洁", white: "井山裕太", result: "黑中盘胜", comment: "이세돌 黒中押し勝ち"
    },
];

/// The record `(;SZ[19]PB[..]PW[..]RE[..];B[pd]C[..])` encoded in `charset`.
fn encoded(r: &Record, header: &str) -> Vec<u8> {
    let text = format!("(;{header}SZ[19]PB[{}]PW[{}]RE[{}];B[pd]C[{}];W[dd])", r.black, r.white, r.result, r.comment);
    let (bytes, _, unmappable) = r.charset.encode(&text);
    assert!(!unmappable, "{}: the test text must be encodable", r.charset.name());
    bytes.into_owned()
}

/// A record with no `RU` is played under Japanese rules (SGF FF4), which
/// need the `japanese` feature: with it the one move replays, without it the
/// replay refuses with the feature's name (never other rules in silence).
fn assert_replays_one_move(c: &SgfCollection) {
    let replay = c.replay(0);
    #[cfg(feature = "japanese")]
    assert_eq!(replay.unwrap().moves, 1);
    #[cfg(not(feature = "japanese"))]
    assert!(
        matches!(
            replay,
            Err(SgfError::Setup { reason: go_core::SetupError::FeatureDisabled { feature: "japanese", .. }, .. })
        ),
        "{replay:?}"
    );
}

#[test]
fn records_without_ca_decode_to_their_text() {
    for r in RECORDS {
        let bytes = encoded(r, "");
        for mode in [ParseMode::Lenient, ParseMode::Strict] {
            let c = SgfCollection::parse_with(&bytes, ParseOptions::default().with_mode(mode)).unwrap();
            assert_eq!(c.encoding_name(), r.charset.name(), "{}", r.charset.name());
            let root = c.game(0).unwrap();
            assert_eq!(root.get("PB").unwrap().simple_text(), r.black);
            assert_eq!(root.get("PW").unwrap().simple_text(), r.white);
            let info = GameInfo::from_root(root).unwrap();
            assert_eq!(info.black_player.as_deref(), Some(r.black));
            assert_eq!(info.white_player.as_deref(), Some(r.white));
            assert_eq!(info.result.as_ref().unwrap().raw, r.result);
            let first = root.child(0).unwrap();
            assert_eq!(first.get("C").unwrap().text(), r.comment);
            // The choice is reported unless the text is UTF-8.
            let detected = c.warnings().iter().any(
                |w| matches!(&w.kind, WarningKind::Charset { declared: None, used, .. } if *used == r.charset.name()),
            );
            assert_eq!(detected, r.charset != UTF_8, "{}: {:?}", r.charset.name(), c.warnings());
            // Written as UTF-8: the same text, now declared.
            let (utf8, replaced) = c.to_utf8();
            assert_eq!(replaced, 0);
            assert!(utf8.contains(r.black) && utf8.contains(r.result) && utf8.contains(r.comment));
            // Written back in its own encoding: the same bytes' tree.
            assert_eq!(SgfCollection::parse(&c.to_bytes()).unwrap(), c);
        }
    }
}

/// The issue's own inputs: the shortest records, a name and a result only.
#[test]
fn short_records_of_the_issue() {
    let cases: [(&Encoding, &str, &str); 2] = [
        (GB18030, "(;SZ[19]PB[柯洁]RE[黑中盘胜];B[pd])", "黑中盘胜"),
        (SHIFT_JIS, "(;SZ[19]PB[井山裕太]RE[黒中押し勝ち];B[pd])", "黒中押し勝ち"),
    ];
    for (charset, text, result) in cases {
        let (bytes, _, _) = charset.encode(text);
        assert!(std::str::from_utf8(&bytes).is_err(), "the bytes are not UTF-8");
        let c = SgfCollection::parse(&bytes).unwrap();
        let info = GameInfo::from_root(c.game(0).unwrap()).unwrap();
        assert_eq!(info.result.as_ref().unwrap().raw, result, "{}", charset.name());
        assert!(info.black_player.as_deref().is_some_and(|n| text.contains(&format!("PB[{n}]"))));
        assert_replays_one_move(&c);
    }
}

#[test]
fn declared_ca_is_used() {
    for r in RECORDS.iter().filter(|r| r.charset != UTF_8) {
        let bytes = encoded(r, &format!("CA[{}]", r.charset.name()));
        let c = SgfCollection::parse(&bytes).unwrap();
        assert_eq!(c.encoding_name(), r.charset.name());
        assert!(c.warnings().is_empty(), "{:?}", c.warnings());
        assert_eq!(c.game(0).unwrap().get("PB").unwrap().simple_text(), r.black);
    }
}

/// A `CA` that names the wrong set decodes to the wrong text (the file
/// says so, and the bytes decode in it); the caller's charset overrules it.
#[test]
fn wrong_ca_and_the_callers_charset() {
    let r = &RECORDS[0];
    let bytes = encoded(r, "CA[Big5]");
    let c = SgfCollection::parse(&bytes).unwrap();
    assert_eq!(c.encoding_name(), "Big5");
    assert_ne!(c.game(0).unwrap().get("PB").unwrap().simple_text(), r.black);
    for label in ["GB18030", "gb18030", "GBK", "gb2312", "CP936"] {
        let charset = Charset::from_label(label).unwrap();
        for mode in [ParseMode::Lenient, ParseMode::Strict] {
            let options = ParseOptions::default().with_mode(mode).with_charset(charset);
            let c = SgfCollection::parse_with(&bytes, options).unwrap();
            let root = c.game(0).unwrap();
            assert_eq!(root.get("PB").unwrap().simple_text(), r.black, "{label}");
            assert_eq!(root.get("RE").unwrap().simple_text(), r.result);
            assert!(c.warnings().iter().any(|w| matches!(
                &w.kind,
                WarningKind::Charset { declared: Some(d), reason, .. } if d == "Big5" && reason.contains("caller")
            )));
        }
    }
    // A mislabelled ISO-8859-1 record: every byte decodes in it, only the
    // caller can tell.
    let bytes = encoded(&RECORDS[2], "CA[ISO-8859-1]");
    let c = SgfCollection::parse(&bytes).unwrap();
    assert_ne!(c.game(0).unwrap().get("PB").unwrap().simple_text(), RECORDS[2].black);
    let sjis = ParseOptions::default().with_charset("Shift_JIS".parse().unwrap());
    let c = SgfCollection::parse_with(&bytes, sjis).unwrap();
    assert_eq!(c.game(0).unwrap().get("PB").unwrap().simple_text(), RECORDS[2].black);
    let info = GameInfo::from_root(c.game(0).unwrap()).unwrap();
    assert_eq!(info.result.unwrap().raw, RECORDS[2].result);
}

/// UTF-8 text under a `CA` naming another set is UTF-8 (the files that do
/// this are mislabelled: sabaki's japanese_bad.sgf); the caller can still
/// insist.
#[test]
fn utf8_bytes_under_another_ca() {
    let r = &RECORDS[4];
    let bytes = encoded(r, "CA[Shift_JIS]");
    let c = SgfCollection::parse(&bytes).unwrap();
    assert_eq!(c.encoding_name(), "UTF-8");
    assert_eq!(c.game(0).unwrap().get("PB").unwrap().simple_text(), r.black);
    assert!(c.warnings().iter().any(|w| matches!(&w.kind, WarningKind::Charset { used: "UTF-8", .. })));
    let c =
        SgfCollection::parse_with(&bytes, ParseOptions::default().with_charset(Charset::from_label("sjis").unwrap()))
            .unwrap();
    assert_eq!(c.encoding_name(), "Shift_JIS");
}

/// Found from outside: ISO-2022-JP is written in 7-bit bytes, so its text
/// is always valid UTF-8, and `CA[ISO-2022-JP]` names were read as their
/// escape sequences without a word. The label decides; a record of plain
/// ASCII under it reads the same either way; the bytes are written back as
/// they were, and the UTF-8 text holds the names.
#[test]
fn iso_2022_jp_follows_its_label() {
    let text = b"(;GM[1]SZ[9]CA[ISO-2022-JP]PB[\x1b$B$3$s$K$A$O\x1b(B];B[aa])";
    let c = SgfCollection::parse(text).unwrap();
    assert_eq!(c.encoding_name(), "ISO-2022-JP");
    assert!(c.warnings().is_empty(), "{:?}", c.warnings());
    assert_eq!(c.game(0).unwrap().get("PB").unwrap().simple_text(), "こんにちは");
    assert_eq!(c.replay(0).unwrap().moves, 1);
    assert_eq!(c.to_bytes(), b"(;GM[1]SZ[9]CA[ISO-2022-JP]PB[\x1b$B$3$s$K$A$O\x1b(B]\n;B[aa])\n");
    let (utf8, lossy) = c.to_utf8();
    assert_eq!(lossy, 0);
    assert!(utf8.contains("PB[こんにちは]") && utf8.contains("CA[UTF-8]"), "{utf8}");
    let plain = SgfCollection::parse(b"(;GM[1]SZ[9]CA[ISO-2022-JP]PB[Ann];B[aa])").unwrap();
    assert_eq!(plain.game(0).unwrap().get("PB").unwrap().simple_text(), "Ann");
    // A `\` or `]` inside the Japanese sets, escaped as SGF asks (本 is
    // `K\`, ぽ `$]`; found from outside: the UTF-8 copy decoded the escapes
    // too, ぽ became ぼ and 本 a replacement character, with a false
    // undecodable warning): every reading gives the same names.
    let escaped: &[u8] = b"(;GM[1]SZ[9]CA[ISO-2022-JP]PB[\x1b$BK\\\\0xK7=(:v\x1b(B]PW[\x1b$B$\\]\x1b(B];B[aa])";
    let c = SgfCollection::parse(escaped).unwrap();
    assert!(c.warnings().is_empty(), "{:?}", c.warnings());
    let root = c.game(0).unwrap();
    assert_eq!(root.get("PB").unwrap().simple_text(), "本因坊秀策");
    assert_eq!(root.get("PW").unwrap().simple_text(), "ぽ");
    let (utf8, lossy) = c.to_utf8();
    assert_eq!(lossy, 0);
    assert!(utf8.contains("PB[本因坊秀策]PW[ぽ]"), "{utf8}");
    let again = SgfCollection::parse(utf8.as_bytes()).unwrap();
    assert_eq!(again.game(0).unwrap().get("PW").unwrap().simple_text(), "ぽ");
    assert_eq!(c.to_bytes(), [&escaped[..escaped.len() - 7], b"\n;B[aa])\n"].concat());
    // Every value of every property decodes, through each accessor.
    for p in root.properties() {
        let decoded = p.decoded_values();
        assert!(decoded.iter().all(Result::is_ok), "{}: {decoded:?}", p.ident());
    }
    assert_eq!(root.get("PB").unwrap().decoded_values(), [Ok("本因坊秀策".to_owned())]);
    // sgfmill's label.
    assert_eq!(Charset::from_label("ISO2022-JP").unwrap().name(), "ISO-2022-JP");
}

/// Text in another set under `CA[UTF-8]` (found from outside: GB18030
/// names became U+FFFD) is detected, with a warning; a UTF-8 record with
/// one stray byte stays UTF-8.
#[test]
fn other_bytes_under_a_utf8_ca() {
    for r in RECORDS.iter().filter(|r| r.charset != UTF_8) {
        let bytes = encoded(r, "CA[UTF-8]");
        for mode in [ParseMode::Lenient, ParseMode::Strict] {
            let c = SgfCollection::parse_with(&bytes, ParseOptions::default().with_mode(mode)).unwrap();
            assert_eq!(c.encoding_name(), r.charset.name(), "{mode:?}");
            assert_eq!(c.game(0).unwrap().get("PB").unwrap().simple_text(), r.black);
            assert!(c.warnings().iter().any(|w| matches!(
                &w.kind,
                WarningKind::Charset { declared: Some(d), reason, .. } if d == "UTF-8" && reason.contains("mostly not UTF-8")
            )));
            assert_eq!(SgfCollection::parse(&c.to_bytes()).unwrap(), c);
        }
    }
    let mut bytes = encoded(&RECORDS[4], "CA[UTF-8]");
    let at = bytes.windows(2).position(|w| w == b"C[").unwrap() + 2;
    bytes.insert(at, 0xFF);
    let c = SgfCollection::parse(&bytes).unwrap();
    assert_eq!(c.encoding_name(), "UTF-8");
    assert_eq!(c.game(0).unwrap().get("PB").unwrap().simple_text(), RECORDS[4].black);
}

#[test]
fn charset_labels() {
    for (label, name) in [
        ("UTF-8", "UTF-8"),
        ("utf8", "UTF-8"),
        ("GB18030", "gb18030"),
        ("big5", "Big5"),
        ("Shift_JIS", "Shift_JIS"),
        ("MS_KANJI", "Shift_JIS"),
        ("EUC-KR", "EUC-KR"),
        ("UHC", "EUC-KR"),
        ("ISO8859_1", "windows-1252"),
        ("latin1", "windows-1252"),
        ("UTF-16LE", "UTF-16LE"),
    ] {
        let c = Charset::from_label(label).unwrap();
        assert_eq!(c.name(), name, "{label}");
        assert_eq!(c.to_string(), name);
    }
    for bad in ["", "klingon", "ISO-2022-KR", "utf-9"] {
        match Charset::from_label(bad) {
            Err(SgfError::UnknownCharset { label }) => assert_eq!(label, bad),
            other => panic!("{bad:?}: {other:?}"),
        }
    }
}

/// The caller may name UTF-16 for a file without a byte-order mark.
#[test]
fn utf16_by_the_callers_choice() {
    let text = "(;SZ[9]PB[柯洁]RE[B+R];B[ee])";
    let bytes: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let c = SgfCollection::parse_with(
        &bytes,
        ParseOptions::default().with_charset(Charset::from_label("utf-16le").unwrap()),
    )
    .unwrap();
    assert_eq!(c.encoding_name(), "UTF-16LE");
    assert_replays_one_move(&c);
    let info = GameInfo::from_root(c.game(0).unwrap()).unwrap();
    assert_eq!(info.black_player.as_deref(), Some("柯洁"));
    assert_eq!(
        info.result.unwrap().outcome,
        RecordedOutcome::Result(go_core::GameResult::Resignation { winner: go_core::Color::Black })
    );
    // Written back as UTF-16LE (the nodes on lines of their own).
    let written = c.to_bytes();
    assert_eq!(written.get(..4), Some(&b"(\0;\0"[..]));
    assert_eq!(SgfCollection::parse(&written).unwrap(), c);
}

fn strict_in(charset: &str) -> ParseOptions {
    ParseOptions::default().with_mode(ParseMode::Strict).with_charset(Charset::from_label(charset).unwrap())
}

/// A fuzz finding: a record with no `CA`, detected as Big5, cut off inside
/// a value that ends in 0xAA 0x5D, a Big5 character whose trail byte is `]`.
/// The lenient repair of the unclosed value escaped that trail byte as if
/// it were a bracket of its own, so the written value held 0xAA 0x5C (a
/// character) and then a stray `]`, and no longer re-read. (Detected, the
/// text is read as windows-1252 now: byte by byte it needs one repair, the
/// tree left open, where Big5 needs two; the repair is checked in Big5 as
/// a caller's choice.)
#[test]
fn an_unclosed_value_ending_in_a_big5_character_with_a_bracket_trail_byte() {
    let mut bytes = b"(;GM[1pbage\t".to_vec();
    bytes.extend_from_slice(&[0xAA; 7]);
    bytes.push(b']');
    let detected = SgfCollection::parse(&bytes).unwrap();
    assert_eq!(detected.encoding_name(), "windows-1252");
    assert_eq!(detected.game(0).unwrap().get("GM").unwrap().raw(), &bytes[5..bytes.len() - 1]);
    let c =
        SgfCollection::parse_with(&bytes, ParseOptions::default().with_charset(Charset::from_label("Big5").unwrap()))
            .unwrap();
    assert_eq!(c.encoding_name(), "Big5");
    assert!(c.warnings().iter().any(|w| w.kind == WarningKind::UnclosedValue), "{:?}", c.warnings());
    let gm = c.game(0).unwrap().get("GM").unwrap();
    assert_eq!(gm.raw(), &bytes[5..]);
    assert_eq!(gm.text(), "1pbage 牧牧牧氓");
    let written = c.to_bytes();
    assert_eq!(written, [&bytes[..], b"]\n)\n"].concat());
    let again = SgfCollection::parse_with(&written, strict_in("Big5")).unwrap();
    assert_eq!(again, c);
    assert_eq!(again.game(0).unwrap().get("GM").unwrap().text(), "1pbage 牧牧牧氓");
    assert_eq!(c.to_utf8(), ("(;CA[UTF-8]GM[1pbage\t牧牧牧氓]\n)\n".to_owned(), 0));
}

/// Found from outside: a Latin-1 comment `C[5µ]` (0xB5 before `]`), with
/// no `CA`, was detected as Big5, whose reading takes 0xB5 0x5D as one
/// character: the value ran on across `];B[pd`, a move was lost, and no
/// repair was reported. A detected double-byte set now stands only when its
/// reading of the structure is at least as sound as a byte-by-byte one;
/// here both parse cleanly and the byte reading has more properties:
/// windows-1252, with the reason in the warning. The written text reads
/// back the same (it was re-detected as Big5 and read as another tree).
/// Text truly in a double-byte set keeps its set: a Big5 value ending in a
/// character whose trail byte is `]`, a Shift_JIS one whose trail byte is
/// `\` (表), and GB18030.
#[test]
fn a_detected_double_byte_set_never_reads_values_across_the_structure() {
    let latin1 = b"(;GM[1]FF[4]SZ[19]C[5\xb5];B[pd];W[dp];B[pp];W[dd])";
    let c = SgfCollection::parse(latin1).unwrap();
    assert_eq!(c.encoding_name(), "windows-1252");
    assert_eq!(c.game(0).unwrap().main_line().count(), 5);
    assert_eq!(c.game(0).unwrap().get("C").unwrap().text(), "5µ");
    assert!(c.warnings().iter().any(|w| w.to_string().contains("reads the SGF structure worse")), "{:?}", c.warnings());
    for text in [&b"(;C[\xb5]\xe4)"[..], b"(;C[\xb5]\n)\n"] {
        let c = SgfCollection::parse(text).unwrap();
        assert_eq!(c.encoding_name(), "windows-1252", "{text:?}");
        let again = SgfCollection::parse(&c.to_bytes()).unwrap();
        assert_eq!(again, c, "{text:?}");
    }
    // Genuine double-byte text whose values hold trail bytes `\` and `]`:
    // Big5 許 (0xB3 0x5C) and 也 (0xA4 0x5D), Shift_JIS 表 (0x95 0x5C) and
    // ゾ (0x83 0x5D), each also last in its value.
    let names = [
        ("Big5", "許功蓋也的棋譜，黑勝也"),
        ("Big5", "黑勝許"),
        ("Shift_JIS", "表示の棋譜ゾです。黒の勝ちゾ"),
        ("Shift_JIS", "黒の表"),
        ("gb18030", "柯洁对局记录，黑中盘胜"),
    ];
    for (set, name) in names {
        let (bytes, _, bad) = encoding_rs::Encoding::for_label(set.as_bytes()).unwrap().encode(name);
        assert!(!bad);
        let text = [&b"(;GM[1]SZ[19]PB["[..], &bytes, b"]PW[x]C[", &bytes, b"];B[pd];W[dp])"].concat();
        let c = SgfCollection::parse(&text).unwrap();
        let root = c.game(0).unwrap();
        assert_eq!(root.get("PB").unwrap().text(), name, "{set}");
        assert_eq!(root.get("PW").unwrap().text(), "x", "{set}");
        assert_eq!(root.main_line().count(), 3, "{set}");
    }
}

/// Found from outside (the checker of the fix above): with little
/// double-byte text the detector guesses a single-byte set, whose reading
/// takes a trail byte `\` as an escape or a trail `]` as the value's end:
/// Shift_JIS 表 (0x95 0x5C) escaped the `]` after it and the comment
/// swallowed a move; Big5 許 and 也 lost `PW`. A double-byte set whose
/// reading of the structure is strictly sounder, and which decodes the
/// whole text, is taken instead; Latin-1 text whose `\]` is a real escape
/// keeps its single-byte set.
#[test]
fn a_guessed_single_byte_set_gives_way_to_a_double_byte_set_that_reads_the_structure() {
    type Case<'a> = (&'a [u8], &'a str, &'a [(&'a str, &'a str)]);
    let cases: [Case<'_>; 4] = [
        (
            b"(;GM[1]FF[4]SZ[19]PB[Iyama]PW[Ichiriki]C[\x95\\];B[pd];W[dp];B[pp];W[dd])",
            "Shift_JIS",
            &[("PW", "Ichiriki"), ("C", "表")],
        ),
        (b"(;GM[1]FF[4]SZ[19]PB[\xb3\\]PW[\xa4]];B[pd];W[dp];B[pp];W[dd])", "Big5", &[("PB", "許"), ("PW", "也")]),
        (b"(;GM[1]FF[4]SZ[19]C[5\xb5];B[pd];W[dp];B[pp];W[dd])", "windows-1252", &[("C", "5µ")]),
        (b"(;GM[1]FF[4]SZ[19]PB[Ren\xe9]C[caf\xe9\\]];B[pd];W[dp];B[pp];W[dd])", "windows-1252", &[("C", "café]")]),
    ];
    for (text, set, values) in cases {
        let c = SgfCollection::parse(text).unwrap();
        assert_eq!(c.encoding_name(), set, "{text:?}");
        let root = c.game(0).unwrap();
        assert_eq!(root.main_line().count(), 5, "{text:?}");
        for (id, value) in values {
            assert_eq!(root.get(id).unwrap().text(), *value, "{text:?}");
        }
        assert_eq!(SgfCollection::parse(&c.to_bytes()).unwrap(), c, "{text:?}");
    }
}

/// A value cut off after a lead byte: the lone byte cannot be written
/// before `]` (a reader would take the `]` as its trail byte), so the
/// repair drops it, as it drops a lone `\` there; an escaped lead byte
/// alike.
#[test]
fn an_unclosed_value_ending_in_a_lead_byte() {
    for (tail, kept) in [(&[0x83][..], "ab"), (b"\\\x83", "ab"), (b"\x83\x5c", "abソ"), (b"\\\\", "ab\\")] {
        let bytes = [b"(;CA[Shift_JIS]C[ab", tail].concat();
        let c = SgfCollection::parse(&bytes).unwrap();
        assert_eq!(c.game(0).unwrap().get("C").unwrap().text(), kept, "{tail:?}");
        let again = SgfCollection::parse_with(&c.to_bytes(), strict_in("Shift_JIS")).unwrap();
        assert_eq!(again, c, "{tail:?}");
        assert_eq!(again.game(0).unwrap().get("C").unwrap().text(), kept);
    }
}

/// `\` escapes the whole character after it, a double-byte one included:
/// Shift_JIS `\ソ` (0x5C 0x83 0x5C) is `ソ`, and the `]` after it closes
/// the value (reading `\` 0x83 as an escape left 0x5C to escape that `]`).
/// The UTF-8 text keeps the escape.
#[test]
fn an_escaped_double_byte_character() {
    let bytes = b"(;CA[Shift_JIS]C[\\\x83\x5c]PB[\x83\x5c\\]])";
    for mode in [ParseMode::Lenient, ParseMode::Strict] {
        let c = SgfCollection::parse_with(bytes, ParseOptions::default().with_mode(mode)).unwrap();
        let root = c.game(0).unwrap();
        assert_eq!(root.get("C").unwrap().text(), "ソ");
        assert_eq!(root.get("PB").unwrap().text(), "ソ]");
        assert!(c.warnings().is_empty(), "{:?}", c.warnings());
        assert_eq!(SgfCollection::parse_with(&c.to_bytes(), strict_in("Shift_JIS")).unwrap(), c);
        let (text, lossy) = c.to_utf8();
        assert_eq!((text.as_str(), lossy), ("(;CA[UTF-8]C[\\ソ]PB[ソ\\]]\n)\n", 0));
        let utf8 = SgfCollection::parse_with(text.as_bytes(), ParseOptions::default().with_mode(mode)).unwrap();
        assert_eq!(utf8.game(0).unwrap().get("C").unwrap().text(), "ソ");
        assert_eq!(utf8.game(0).unwrap().get("PB").unwrap().text(), "ソ]");
    }
}

/// Text added to a collection read in a legacy set is stored in that set,
/// escaped where its characters stand (the trail byte 0x5C of `ソ` is not
/// escaped; `¥`, which Shift_JIS writes as 0x5C, is), so that the bytes
/// written re-read as the same tree.
#[test]
fn text_added_to_a_shift_jis_collection() {
    let mut c = SgfCollection::parse(b"(;CA[Shift_JIS]SZ[9]PB[\x88\xe4\x8e\x52])").unwrap();
    assert_eq!(c.encoding_name(), "Shift_JIS");
    let root = c.game(0).unwrap().id();
    let id = c.add_node(Some(root), [("B", ["ee"]), ("C", ["ソ] \\"])]);
    c.add_node(Some(id), [("C", ["¥"])]);
    let node = c.node(id);
    assert_eq!(node.get("C").unwrap().raw(), b"\x83\x5c\\] \\\\");
    assert_eq!(node.get("C").unwrap().text(), "ソ] \\");
    let again = SgfCollection::parse_with(&c.to_bytes(), strict_in("Shift_JIS")).unwrap();
    assert_eq!(again, c);
    let last = again.game(0).unwrap().child(0).unwrap().child(0).unwrap();
    assert_eq!(last.get("C").unwrap().raw(), b"\\\\");
    assert_eq!(last.get("C").unwrap().text(), "\\");
}

/// A fuzz finding: a record in a detected legacy set, read strictly, with
/// a move and setup in one node (FF\[4\] forbids it; strict parsing keeps
/// it as written). Its UTF-8 text re-read with one node more: adding the
/// missing `CA[UTF-8]` re-parsed the text leniently, which splits such a
/// node. The UTF-8 text keeps the tree as read, in both modes.
#[test]
fn utf8_text_of_a_legacy_record_keeps_its_nodes() {
    let text =
        "(;GM[1]FF[4]SZ[19]C[a \\] escaped\\\nsoft 黑棋中盘胜]AB[aa][ba:ca]AW[dd](;B[pd];W[dp])(;B[dd]AE[dd];W[ee]))";
    let (bytes, _, _) = GB18030.encode(text);
    for (mode, nodes) in [(ParseMode::Strict, 5), (ParseMode::Lenient, 6)] {
        let c = SgfCollection::parse_with(&bytes, ParseOptions::default().with_mode(mode)).unwrap();
        assert_eq!(c.encoding_name(), "gb18030");
        assert_eq!(c.node_count(), nodes);
        let (utf8, lossy) = c.to_utf8();
        assert_eq!(lossy, 0);
        let split = if mode == ParseMode::Strict { "B[dd]AE[dd]" } else { "B[dd];AE[dd]" };
        let expected = format!(
            "(;CA[UTF-8]GM[1]FF[4]SZ[19]C[a \\] escaped\\\nsoft 黑棋中盘胜]AB[aa][ba:ca]AW[dd]\n(;B[pd];W[dp])(;{split};W[ee]))\n"
        );
        assert_eq!(utf8, expected);
        let again = SgfCollection::parse_with(utf8.as_bytes(), ParseOptions::default().with_mode(mode)).unwrap();
        assert_eq!(again.node_count(), nodes);
        assert_eq!(again.encoding_name(), "UTF-8");
        let root = again.game(0).unwrap();
        assert_eq!(root.get("C").unwrap().text(), "a ] escapedsoft 黑棋中盘胜");
        let second = root.child(1).unwrap();
        assert_eq!(second.get("B").unwrap().raw(), b"dd");
        assert_eq!(second.get("AE").is_some(), mode == ParseMode::Strict);
    }
}

/// The warning about undecodable values stands at the first of them, with
/// a 1-based line and column (found from outside: it said `line 0, column
/// 0`). The record's well-formed UTF-8 name keeps it read as UTF-8.
#[test]
fn undecodable_values_are_reported_where_they_stand() {
    let text = b"(;GM[1]CA[UTF-8]GN[\xc3\xa9t\xc3\xa9 \xc3\xa0 G\xc3\xb6teborg]\nPB[ok]PW[\xff\xfe]C[\xc3(])";
    let c = SgfCollection::parse_with(text, ParseOptions::default()).unwrap();
    let w: Vec<_> = c.warnings().iter().filter(|w| matches!(w.kind, WarningKind::Undecodable(_))).collect();
    assert_eq!(w.len(), 1, "{:?}", c.warnings());
    assert!(matches!(w[0].kind, WarningKind::Undecodable(2)), "{:?}", w[0]);
    assert_eq!((w[0].position.line, w[0].position.column), (2, 10), "{}", w[0]);
}

/// Found from outside: a `CA[` quoted in a comment before the record's own
/// `CA` was taken as the character set, and a lower-case `ca` (which the
/// parser reads as `CA`) was not taken at all.
#[test]
fn the_declared_charset_is_a_property_not_text_in_a_value() {
    let r = &RECORDS[0];
    for header in ["C[set CA[UTF-8\\] in your editor]CA[GB2312]", "C[an old CA[Big5] file]CA[GB2312]", "ca[gb2312]"] {
        let c = SgfCollection::parse(&encoded(r, header)).unwrap();
        assert_eq!(c.encoding_name(), "GBK", "{header}");
        assert_eq!(c.game(0).unwrap().get("PB").unwrap().simple_text(), r.black, "{header}");
    }
}

/// Found from outside: UTF-8 text under `CA[ISO-8859-1]` is read as UTF-8
/// (the label overruled), and its UTF-8 copy kept the label.
#[test]
fn the_utf8_copy_never_keeps_another_sets_label() {
    for text in ["(;FF[4]CA[ISO-8859-1]PB[Müller])", "(;CA[GB2312]PB[柯洁])"] {
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        assert_eq!(c.encoding_name(), "UTF-8");
        let (utf8, replaced) = c.to_utf8();
        assert_eq!(replaced, 0);
        assert!(utf8.contains("CA[UTF-8]") && !utf8.contains("ISO") && !utf8.contains("GB2312"), "{utf8}");
        // The exact copy keeps the file's bytes.
        assert_eq!(c.to_bytes(), format!("{text}\n").replace(")\n", "\n)\n").into_bytes());
    }
    // A UTF-8 label as written is kept as written.
    let c = SgfCollection::parse("(;CA[utf-8]PB[Müller])".as_bytes()).unwrap();
    assert!(c.to_utf8().0.contains("CA[utf-8]"));
}

/// Found from outside: a UTF-8 record without `CA` with one character cut
/// short was detected as Shift_JIS, and its names swallowed the properties
/// after them. Mostly UTF-8 (four good characters to each bad sequence), it
/// is read as UTF-8 with a warning; legacy text is still detected.
#[test]
fn utf8_with_a_character_cut_short_and_no_ca_is_utf8() {
    let mut bytes = "(;FF[4]PB[柯洁]PW[古力]EV[梦百合杯]GN[决".as_bytes().to_vec();
    bytes.extend_from_slice(&"赛".as_bytes()[..2]);
    bytes.extend_from_slice(b"])");
    let c = SgfCollection::parse(&bytes).unwrap();
    assert_eq!(c.encoding_name(), "UTF-8");
    let root = c.game(0).unwrap();
    assert_eq!(
        ["PB", "PW", "EV"].map(|p| root.get(p).unwrap().simple_text()),
        ["柯洁".to_owned(), "古力".to_owned(), "梦百合杯".to_owned()]
    );
    assert!(c.warnings().iter().any(
        |w| matches!(&w.kind, WarningKind::Charset { used: "UTF-8", reason, .. } if reason.contains("mostly UTF-8"))
    ));
    for r in RECORDS.iter().filter(|r| r.charset != UTF_8) {
        assert_eq!(SgfCollection::parse(&encoded(r, "")).unwrap().encoding_name(), r.charset.name());
    }
}

/// Found from outside: a file of two game trees whose `CA`s name different
/// sets is read in the first one's (one set per file), and nothing said so.
/// A later `CA` naming another set is now a warning at its value.
#[test]
fn a_later_game_trees_other_charset_is_a_warning() {
    let (gbk, _, _) = GB18030.encode("(;FF[4]CA[GB2312]PB[柯洁])");
    let (big5, _, _) = BIG5.encode("(;FF[4]CA[Big5]PB[周俊勳])");
    let (again, _, _) = GB18030.encode("(;FF[4]CA[gb2312]PB[古力])");
    let later = |c: &SgfCollection| -> Vec<(Option<String>, usize)> {
        c.warnings()
            .iter()
            .filter_map(|w| match &w.kind {
                WarningKind::Charset { declared, reason, .. } if reason.contains("later game tree") => {
                    Some((declared.clone(), w.position.line))
                }
                _ => None,
            })
            .collect()
    };
    let mixed = SgfCollection::parse(&[&gbk[..], b"\n", &big5[..]].concat()).unwrap();
    assert_eq!(mixed.encoding_name(), "GBK");
    assert_eq!(later(&mixed), [(Some("Big5".to_owned()), 2)]);
    let same = SgfCollection::parse(&[&gbk[..], b"\n", &again[..]].concat()).unwrap();
    assert_eq!(later(&same), []);
    assert_eq!(same.game(1).unwrap().get("PB").unwrap().simple_text(), "古力");
}

/// Found from outside: a byte-order mark overruled a `CA` that names
/// another set without a word. The mark still decides (it is part of the
/// bytes); the `CA` that is not followed is a warning. A `CA` that agrees
/// (`UTF-16` for either byte order), or a known set over pure ASCII text,
/// is none.
#[test]
fn a_byte_order_mark_that_overrules_the_ca_is_reported() {
    let charset_warnings = |c: &SgfCollection| -> Vec<String> {
        c.warnings().iter().filter(|w| matches!(w.kind, WarningKind::Charset { .. })).map(|w| w.to_string()).collect()
    };
    let utf8 = |text: &str| [&[0xEF, 0xBB, 0xBF][..], text.as_bytes()].concat();
    let utf16 = |text: &str, le: bool| {
        let mut out = if le { vec![0xFF, 0xFE] } else { vec![0xFE, 0xFF] };
        for unit in text.encode_utf16() {
            out.extend(if le { unit.to_le_bytes() } else { unit.to_be_bytes() });
        }
        out
    };
    let c = SgfCollection::parse(&utf8("(;CA[GB2312]SZ[19]PB[柯洁];B[pd])")).unwrap();
    assert_eq!(GameInfo::from_root(c.game(0).unwrap()).unwrap().black_player.as_deref(), Some("柯洁"));
    assert_eq!(
        charset_warnings(&c),
        ["line 1, column 1: CA[GB2312]: text read as UTF-8 (the byte-order mark decides)"],
        "{:?}",
        c.warnings()
    );
    let c = SgfCollection::parse(&utf16("(;CA[UTF-8]SZ[19]PB[井山];B[pd])", true)).unwrap();
    assert_eq!(GameInfo::from_root(c.game(0).unwrap()).unwrap().black_player.as_deref(), Some("井山"));
    assert_eq!(
        charset_warnings(&c),
        ["line 1, column 1: CA[UTF-8]: text read as UTF-16LE (the byte-order mark decides)"]
    );
    let c = SgfCollection::parse(&utf8("(;CA[klingon]SZ[19];B[pd])")).unwrap();
    assert_eq!(charset_warnings(&c).len(), 1, "{:?}", c.warnings());
    // A checker's cases: a UTF-16 text under a UTF-8 label even when it
    // holds only ASCII, a UTF-16 label under a UTF-8 mark, and a byte order
    // the label names against the mark's.
    for disagreeing in [
        utf16("(;CA[UTF-8]SZ[19];B[pd])", true),
        utf8("(;CA[UTF-16]SZ[19];B[pd])"),
        utf16("(;CA[UTF-16LE]SZ[19];B[pd])", false),
        utf16("(;CA[UTF-16BE]SZ[19];B[pd])", true),
    ] {
        let c = SgfCollection::parse(&disagreeing).unwrap();
        assert_eq!(charset_warnings(&c).len(), 1, "{:?}", c.warnings());
    }
    for agreeing in [
        utf8("(;CA[UTF-8]SZ[19]PB[柯洁];B[pd])"),
        utf8("(;CA[ISO-8859-1]SZ[19];B[pd])"),
        utf16("(;CA[UTF-16]SZ[19]PB[井山];B[pd])", true),
        utf16("(;CA[UTF-16]SZ[19]PB[井山];B[pd])", false),
        utf16("(;CA[utf-16be]SZ[19]PB[井山];B[pd])", false),
        utf8("(;SZ[19]PB[柯洁];B[pd])"),
    ] {
        let c = SgfCollection::parse(&agreeing).unwrap();
        assert!(charset_warnings(&c).is_empty(), "{:?}", c.warnings());
    }
}
