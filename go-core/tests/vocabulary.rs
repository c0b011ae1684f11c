//! The vocabulary's codes and names: unique, stable, snake_case, and read
//! back by `FromStr`; every error maps to a kind of its own group.

use std::collections::HashSet;

use go_core::{
    BoardSize, Coded, Color, CountingError, ErrorKind, GameError, IllegalMove, KoRule, ParseError, Phase, Point,
    Preset, Seat, SetupError, Topology, vocabularies,
};

#[test]
fn codes_and_names_are_unique_and_snake_case() {
    let mut types = HashSet::new();
    for v in vocabularies() {
        assert!(types.insert(v.type_name), "{} listed twice", v.type_name);
        assert!(!v.terms.is_empty() && !v.doc.trim().is_empty(), "{}", v.type_name);
        let mut codes = HashSet::new();
        let mut words = HashSet::new();
        for t in v.terms {
            assert!(codes.insert(t.code), "{}: code {} twice", v.type_name, t.code);
            assert!(
                t.name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
                "{}: {:?} is not snake_case",
                v.type_name,
                t.name
            );
            assert!(!t.doc.trim().is_empty(), "{}::{} has no documentation", v.type_name, t.variant);
            for w in std::iter::once(t.name).chain(t.aliases.iter().copied()) {
                assert!(words.insert(w), "{}: {w:?} names two values", v.type_name);
            }
        }
    }
}

#[test]
fn names_read_back() {
    for &k in KoRule::ALL {
        assert_eq!(k.name().parse::<KoRule>(), Ok(k));
        assert_eq!(KoRule::from_code(k.code()), Some(k));
    }
    assert_eq!("Positional".parse::<KoRule>(), Ok(KoRule::PositionalSuperko));
    assert_eq!("new zealand".parse::<Preset>(), Ok(Preset::NewZealand));
    assert_eq!("B".parse::<Color>(), Ok(Color::Black));
    assert_eq!((Color::Black.code(), Color::White.code()), (1, 2));
    assert_eq!((Color::Black.sign(), Color::White.sign()), (1, -1));
    assert_eq!(Phase::HandicapPlacement.to_string(), "handicap_placement");
    assert_eq!("torus".parse::<Topology>().map(Topology::q5go_code), Ok(3));
    assert_eq!("w12".parse::<Seat>(), Ok(Seat::new(Color::White, 12)));
    assert_eq!("3,4".parse::<Point>(), Ok(Point::new(3, 4)));
    assert_eq!("(3, 4)".parse::<Point>(), Ok(Point::new(3, 4)));
    for bad in ["B0", "X1", "B", "B256", "B-1"] {
        assert!(matches!(bad.parse::<Seat>(), Err(ParseError::InvalidSeat(_))), "{bad}");
    }
    for bad in ["3", "3,", "-1,2", "256,0", "a,b"] {
        assert!(matches!(bad.parse::<Point>(), Err(ParseError::InvalidPoint(_))), "{bad}");
    }
    assert!(matches!(go_core::Move::parse_vertex("J10", BoardSize::NINE), Err(ParseError::InvalidVertex { .. })));
    // A board wider than GTP's 25 letters: its first 25 columns have
    // vertices, and the error says so (found from outside: "boards of up to
    // 25 columns only" while Z30 was taken).
    let wide = BoardSize::new(30, 30).unwrap();
    assert_eq!(go_core::Move::parse_vertex("Z30", wide), Ok(go_core::Move::Play(Point::new(24, 0))));
    let e = go_core::Move::parse_vertex("A31", wide).unwrap_err().to_string();
    assert_eq!(
        e,
        "\"A31\" is not a vertex of the 30x30 board: vertices run from A1 to Z30, without the letter I: \
         columns past the 25th have no letter"
    );
}

/// Every error variant's kind lies in its family's hundred (or is shared
/// with the family it names, as wrong and unknown seats are), and a kind's
/// code is the C ABI's status number.
#[test]
fn error_kinds_are_grouped() {
    let p = Point::new(0, 0);
    let seat = Seat::first(Color::Black);
    let setup = [
        SetupError::InvalidSize { width: 0, height: 0 },
        SetupError::WrongLength { expected: 1, got: 2 },
        SetupError::WrapTooSmall(2),
        SetupError::Diagram { line: 1, column: 1, message: String::new() },
        SetupError::OffBoard(p),
        SetupError::Occupied(p),
        SetupError::NoLiberties(p),
        SetupError::FixedHandicapUnavailable { stones: 2, reason: "" },
        SetupError::InvalidHandicap(1),
        SetupError::HandicapCount { expected: 2, got: 1 },
        SetupError::Duplicate(p),
        SetupError::InvalidSeats { side: "Black", seats: 0, reason: "" },
        SetupError::Incompatible(""),
        SetupError::InvalidKomi(String::new()),
        SetupError::FeatureDisabled { setting: "", feature: "" },
        SetupError::InvalidTimeControl(""),
        SetupError::InvalidAtariGo,
    ];
    let kinds: HashSet<ErrorKind> = setup.iter().map(SetupError::kind).collect();
    assert_eq!(kinds.len(), setup.len(), "two setup errors share a kind");
    assert!(kinds.iter().all(|k| (200..300).contains(&k.code())));
    let illegal = [
        IllegalMove::OffBoard(p),
        IllegalMove::Occupied(p),
        IllegalMove::Suicide(p),
        IllegalMove::Ko(p),
        IllegalMove::Superko(p),
        IllegalMove::NotPlaying(Phase::Counting),
        IllegalMove::GameOver,
        IllegalMove::WrongSeat { expected: seat, got: seat },
        IllegalMove::UnknownSeat(seat),
        IllegalMove::TimeExpired(Color::Black),
        IllegalMove::ClockBackwards { at_ms: 0, since_ms: 1 },
    ];
    let kinds: HashSet<ErrorKind> = illegal.iter().map(IllegalMove::kind).collect();
    assert_eq!(kinds.len(), illegal.len());
    assert!(kinds.iter().all(|k| (300..400).contains(&k.code())));
    assert_eq!(GameError::WrongSeat { expected: seat, got: seat }.kind(), ErrorKind::WrongSeat);
    assert_eq!(GameError::UnknownSeat(seat).kind(), ErrorKind::UnknownSeat);
    assert_eq!(GameError::Counting(CountingError::NotAStone(p)).kind().code(), 405);
    assert_eq!(GameError::Setup(SetupError::InvalidAtariGo).kind(), ErrorKind::InvalidAtariGo);
    assert_eq!(GameError::NothingToUndo.kind().code(), 403);
    assert_eq!(GameError::InvalidRefereeRecord("").kind().code(), 410);
    assert_eq!(ParseError::InvalidPoint(String::new()).kind().code(), 502);
}

/// Every SGF error has a kind of group 6xx, each variant its own; the
/// position and point accessors give what the variants carry.
#[cfg(feature = "sgf")]
#[test]
fn sgf_error_kinds_positions_and_points() {
    use go_core::{SgfCollection, SgfError, TextPosition};
    let p = Point::new(2, 3);
    let all = [
        SgfError::NoGameTree { line: 1, column: 2 },
        SgfError::Unexpected { line: 1, column: 2, found: String::new(), expected: "" },
        SgfError::UnexpectedEnd { line: 1, column: 2, what: "" },
        SgfError::InvalidIdentifier { line: 1, column: 2, ident: String::new() },
        SgfError::BinaryInput { line: 1, column: 2, control: 3, bytes: 4 },
        SgfError::UnknownCharset { label: String::new() },
        SgfError::InputTooLarge { bytes: 0 },
        SgfError::InvalidValue { line: 1, column: 2, property: String::new(), value: String::new(), reason: "" },
        SgfError::NotGo { line: 1, column: 2, game: String::new() },
        SgfError::NoSuchVariation { step: 0, child: 1, children: 0 },
        SgfError::OffBoard {
            line: 1,
            column: 2,
            move_number: 1,
            color: Color::Black,
            value: String::new(),
            size: String::new(),
        },
        SgfError::IllegalMove {
            line: 1,
            column: 2,
            move_number: 1,
            color: Color::Black,
            value: String::new(),
            reason: IllegalMove::Suicide(p),
        },
        SgfError::WrongColor { line: 1, column: 2, move_number: 1, color: Color::White },
        SgfError::Setup { line: 1, column: 2, reason: SetupError::NoLiberties(p) },
    ];
    let kinds: HashSet<ErrorKind> = all.iter().map(SgfError::kind).collect();
    assert_eq!(kinds.len(), all.len(), "two SGF errors share a kind");
    assert!(kinds.iter().all(|k| (600..700).contains(&k.code())));
    // Every kind of the 6xx group is some SGF error's.
    let group: HashSet<ErrorKind> = ErrorKind::ALL.iter().copied().filter(|k| (600..700).contains(&k.code())).collect();
    assert_eq!(kinds, group);
    // A game index beyond the collection shares the path's kind, with its
    // own words (found from outside: it was reported as a variation path).
    let game = SgfError::NoSuchGame { game: 5, games: 1 };
    assert_eq!(game.kind(), ErrorKind::SgfNoSuchVariation);
    assert_eq!(game.position(), None);
    assert_eq!(game.to_string(), "there is no game 5 (0-based): the collection holds 1");
    let replayed = SgfCollection::parse(b"(;GM[1]SZ[9])").unwrap().replay(5).unwrap_err();
    assert_eq!(replayed, game);
    let here = TextPosition { line: 1, column: 2 };
    let placed: Vec<bool> = all.iter().map(|e| e.position() == Some(here)).collect();
    assert_eq!(placed.iter().filter(|&&b| !b).count(), 3, "only charset, size and path errors have no place");
    assert_eq!(all[11].point(), Some(p));
    assert_eq!(all[13].point(), Some(p));
    assert_eq!(all[10].point(), None);
    // A real parse error names its place.
    let e = SgfCollection::parse_with(
        b"(;SZ[9]\n;B[aa]",
        go_core::ParseOptions::default().with_mode(go_core::ParseMode::Strict),
    )
    .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::SgfUnexpectedEnd);
    assert_eq!(e.position().map(|t| t.line), Some(1));
}

/// The points errors name, through every wrapper.
#[test]
fn error_points() {
    let p = Point::new(1, 4);
    assert_eq!(SetupError::NoLiberties(p).point(), Some(p));
    assert_eq!(SetupError::Duplicate(p).point(), Some(p));
    assert_eq!(SetupError::InvalidHandicap(3).point(), None);
    assert_eq!(CountingError::NotAStone(p).point(), Some(p));
    assert_eq!(GameError::Counting(CountingError::OffBoard(p)).point(), Some(p));
    assert_eq!(GameError::Illegal(IllegalMove::Ko(p)).point(), Some(p));
    assert_eq!(GameError::Setup(SetupError::Occupied(p)).point(), Some(p));
    let nested = GameError::InvalidRecord { index: 3, error: Box::new(GameError::Illegal(IllegalMove::Occupied(p))) };
    assert_eq!(nested.point(), Some(p));
    assert_eq!(GameError::NothingToUndo.point(), None);
    assert_eq!(GameError::InvalidRefereeRecord("").point(), None);
}

/// The SGF modes are vocabularies, listed with the others; every warning
/// kind has a snake_case name of its own.
#[cfg(feature = "sgf")]
#[test]
fn sgf_modes_and_warning_names() {
    use go_core::{ParseMode, ReplayMode, WarningKind};
    assert_eq!("Strict".parse::<ParseMode>(), Ok(ParseMode::Strict));
    assert_eq!("lenient".parse::<ParseMode>(), Ok(ParseMode::Lenient));
    assert_eq!("tolerant".parse::<ReplayMode>(), Ok(ReplayMode::Tolerant));
    assert!("tolerant".parse::<ParseMode>().is_err());
    assert_eq!((ParseMode::default(), ReplayMode::default()), (ParseMode::Lenient, ReplayMode::Tolerant));
    let names: Vec<&str> = vocabularies().iter().map(|v| v.type_name).collect();
    assert!(names.contains(&"ParseMode") && names.contains(&"ReplayMode"));
    let all = [
        WarningKind::MissingNodeStart,
        WarningKind::ExtraParenthesis,
        WarningKind::EmptyTree,
        WarningKind::UnescapedBracket,
        WarningKind::UnclosedValue,
        WarningKind::UnclosedTrees(1),
        WarningKind::Garbage { bytes: 1 },
        WarningKind::NodeAfterVariation,
        WarningKind::PropertyWithoutValue(String::new()),
        WarningKind::IdentifierWithoutCapitals(String::new()),
        WarningKind::RepeatedProperty { ident: String::new(), repaired: true },
        WarningKind::MoveWithSetup { repaired: false },
        WarningKind::TwoMoves { repaired: false },
        WarningKind::LowerCaseInIdentifier { name: String::new(), repaired: false },
        WarningKind::Charset { declared: None, used: "UTF-8", reason: "" },
        WarningKind::CharsetConflict(String::new()),
        WarningKind::Undecodable(1),
        WarningKind::MoreWarnings(1),
        WarningKind::KomiHeuristic { raw: String::new(), komi: String::new(), reason: "" },
        WarningKind::UnknownRules(String::new()),
        WarningKind::HandicapMismatch { declared: 2, stones: 1, white_stones: 0 },
        WarningKind::UnreadableValue { property: String::new(), value: String::new(), reason: "" },
    ];
    let names: HashSet<&str> = all.iter().map(WarningKind::name).collect();
    assert_eq!(names.len(), all.len(), "two warning kinds share a name");
    assert!(names.iter().all(|n| n.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')));
    assert_eq!(WarningKind::RepeatedProperty { ident: "AB".into(), repaired: true }.name(), "repeated_property");
}
