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
    assert_eq!(ParseError::InvalidPoint(String::new()).kind().code(), 502);
}
