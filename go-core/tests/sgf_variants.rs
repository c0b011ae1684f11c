//! Variants in SGF (RULES.md section 6): q5Go's `GM[q5go-1]`/`TO[n]` for
//! wrapped boards, go-core's `GS` seats, `AG` Atari Go and `PG` Phantom Go,
//! read and written, and round trips Game -> SGF -> replay.
#![cfg(feature = "sgf")]

use go_core::{BoardSize, Color, Game, Move, Point, ReplayMode, ReplayOptions, SgfCollection, Topology, WarningKind};

fn pt(x: u8, y: u8) -> Move {
    Move::Play(Point::new(x, y))
}

/// Writes `game`, parses the text back and replays it strictly.
fn round_trip(game: &Game) -> (String, go_core::Replay) {
    let text = String::from_utf8(SgfCollection::from_game(game).to_bytes()).unwrap();
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let r = c.replay_with(0, &ReplayOptions { mode: ReplayMode::Strict, ..Default::default() }).unwrap();
    assert!(r.info.warnings.is_empty(), "{:?}", r.info.warnings);
    (text, r)
}

/// The replayed game is the same game: board, topology, seats, moves.
fn assert_same(a: &Game, b: &Game) {
    assert_eq!(a.board().topology(), b.board().topology());
    assert_eq!(a.board().colors(), b.board().colors());
    assert_eq!(a.table(), b.table());
    assert_eq!(a.prisoners(), b.prisoners());
    assert_eq!(a.result(), b.result());
    assert_eq!(a.phase(), b.phase());
    assert_eq!(a.to_move(), b.to_move());
    let seats = |g: &Game| g.moves().iter().map(|m| (m.seat, m.mv)).collect::<Vec<_>>();
    assert_eq!(seats(a), seats(b));
}

fn unreadable(info: &go_core::GameInfo, property: &str) -> bool {
    info.warnings.iter().any(|w| matches!(&w.kind, WarningKind::UnreadableValue { property: p, .. } if p == property))
}

#[test]
fn a_planar_game_writes_gm_1_and_no_variant_properties() {
    let mut g = Game::new(go_core::BoardSize::NINE, go_core::Rules::studio());
    g.play(pt(2, 2)).unwrap();
    let (text, r) = round_trip(&g);
    assert!(text.contains("GM[1]"), "{text}");
    for id in ["TO[", "GS[", "AG[", "PG["] {
        assert!(!text.contains(id), "{text}");
    }
    assert_eq!(r.info.topology, Topology::Planar);
    assert_eq!(r.info.table, go_core::Table::default());
    assert_same(&g, &r.game);
}

#[test]
fn unreadable_variant_properties_are_warnings_and_ordinary_go() {
    let c = SgfCollection::parse(b"(;GM[q5go-1]FF[4]SZ[9]TO[7]GS[X:2]AG[none]PG[shouting];B[ee])").unwrap();
    let r = c.replay(0).unwrap();
    assert_eq!(r.info.topology, Topology::Planar);
    assert_eq!(r.game.board().topology(), Topology::Planar);
    assert_eq!(r.info.table, go_core::Table::default());
    for id in ["TO", "GS", "AG", "PG"] {
        assert!(unreadable(&r.info, id), "{id}: {:?}", r.info.warnings);
    }
    // GM[q5go-1] itself is Go, without a warning.
    assert!(!unreadable(&r.info, "GM"));
    // A seat count that does not match its kinds.
    let c = SgfCollection::parse(b"(;GM[1]SZ[9]GS[B:2:person][W:1])").unwrap();
    assert!(unreadable(&c.replay(0).unwrap().info, "GS"));
}

#[cfg(feature = "toroidal")]
mod toroidal {
    use super::*;
    use go_core::{BoardSize, Color, Rules};

    #[test]
    fn a_capture_across_the_seam_of_a_torus_round_trips() {
        let mut g = Game::builder(BoardSize::NINE).rules(Rules::chinese()).topology(Topology::Torus).build().unwrap();
        // White's corner stone has four liberties on a torus; the last two are
        // across the seams.
        for mv in [pt(1, 0), pt(0, 0), pt(0, 1), pt(4, 4), pt(8, 0), pt(5, 5), pt(0, 8)] {
            g.play(mv).unwrap();
        }
        assert_eq!(g.board().get(Point::new(0, 0)), None);
        assert_eq!(g.prisoners()[Color::Black], 1);
        let (text, r) = round_trip(&g);
        assert!(text.contains("GM[q5go-1]") && text.contains("TO[3]") && !text.contains("GM[1]"), "{text}");
        assert_eq!(r.info.topology, Topology::Torus);
        assert_same(&g, &r.game);
    }

    #[test]
    fn cylinders_write_their_q5go_codes() {
        for (topology, code) in [(Topology::HorizontalCylinder, "TO[1]"), (Topology::VerticalCylinder, "TO[2]")] {
            let mut g = Game::builder(BoardSize::NINE).topology(topology).build().unwrap();
            g.play(pt(0, 4)).unwrap();
            g.play(pt(8, 4)).unwrap();
            let (text, r) = round_trip(&g);
            assert!(text.contains(code), "{text}");
            assert_same(&g, &r.game);
        }
    }

    #[test]
    fn a_hand_written_q5go_record_with_to_3_is_a_torus() {
        let sgf = b"(;GM[q5go-1]FF[4]CA[UTF-8]SZ[9]KM[7.5]RU[Chinese]TO[3]\n\
                    ;B[ba];W[aa];B[ab];W[ee];B[ia];W[ff];B[ai])";
        let c = SgfCollection::parse(sgf).unwrap();
        let r = c.replay_with(0, &ReplayOptions { mode: ReplayMode::Strict, ..Default::default() }).unwrap();
        assert!(r.info.warnings.is_empty(), "{:?}", r.info.warnings);
        assert_eq!(r.info.topology, Topology::Torus);
        assert_eq!(r.game.board().topology(), Topology::Torus);
        // B[ai] took the corner stone across the top-bottom seam.
        assert_eq!(r.game.board().get(Point::new(0, 0)), None);
        assert_eq!(r.game.prisoners()[Color::Black], 1);
        // Written again, it stays a torus.
        let (text, again) = round_trip(&r.game);
        assert!(text.contains("TO[3]"), "{text}");
        assert_same(&r.game, &again.game);
    }

    /// Found from outside: a torus has no fixed handicap, so handicap
    /// stones that happen to lie on a plane's fixed points are a free
    /// handicap there; the replay took them for a fixed one, which the
    /// torus refuses, and the record could not be replayed in any mode.
    #[test]
    fn a_free_handicap_on_the_fixed_points_of_a_torus_round_trips() {
        use go_core::Handicap;
        let mut g = Game::builder(BoardSize::NINE)
            .rules(Rules::chinese())
            .topology(Topology::Torus)
            .handicap(Handicap::Free(2))
            .build()
            .unwrap();
        // The 9x9 fixed points of two stones: G7 and C3.
        g.place_free_handicap(&[Point::new(6, 2), Point::new(2, 6)]).unwrap();
        g.play(pt(4, 4)).unwrap();
        let (text, r) = round_trip(&g);
        assert!(text.contains("HA[2]") && text.contains("TO[3]"), "{text}");
        assert_eq!(r.game.handicap(), Handicap::Free(2));
        assert_same(&g, &r.game);
        let hand_written = b"(;FF[4]GM[q5go-1]SZ[9]TO[3]HA[2]AB[gc][cg];W[ee];B[dd])";
        for mode in [ReplayMode::Strict, ReplayMode::Tolerant] {
            let c = SgfCollection::parse(hand_written).unwrap();
            let r = c.replay_with(0, &ReplayOptions { mode, ..Default::default() }).unwrap();
            assert!(r.issues.is_empty(), "{:?}", r.issues);
            assert_eq!(r.game.handicap(), Handicap::Free(2));
            assert_eq!(r.game.moves().len(), 2);
            assert_eq!(r.game.board().get(Point::new(6, 2)), Some(Color::Black));
        }
    }

    #[test]
    fn a_wrapped_axis_too_short_is_planar_with_a_warning() {
        let c = SgfCollection::parse(b"(;GM[q5go-1]SZ[2:9]TO[1];B[aa])").unwrap();
        let r = c.replay(0).unwrap();
        assert_eq!(r.info.topology, Topology::Planar);
        assert!(unreadable(&r.info, "TO"));
    }
}

#[cfg(not(feature = "toroidal"))]
#[test]
fn a_wrapped_board_without_the_feature_is_planar_with_a_warning() {
    let c = SgfCollection::parse(b"(;GM[q5go-1]SZ[9]TO[3];B[ee])").unwrap();
    let r = c.replay(0).unwrap();
    assert_eq!(r.info.topology, Topology::Planar);
    assert!(unreadable(&r.info, "TO"));
}

#[cfg(feature = "rengo")]
mod rengo {
    use super::*;
    use go_core::{BoardSize, Color, Seat, SeatKind, Table};

    #[test]
    fn a_two_against_two_game_round_trips_with_its_seats() {
        let table =
            Table::with_kinds(vec![SeatKind::Person, SeatKind::Computer], vec![SeatKind::Computer, SeatKind::Computer])
                .unwrap();
        let mut g = Game::builder(BoardSize::NINE).table(table.clone()).build().unwrap();
        for mv in [pt(2, 2), pt(6, 6), pt(2, 6), pt(6, 2), pt(4, 4), Move::Pass, pt(3, 3)] {
            g.play(mv).unwrap();
        }
        assert_eq!(g.moves()[2].seat, Seat::new(Color::Black, 2));
        let (text, r) = round_trip(&g);
        assert!(text.contains("GS[B:2:person,computer][W:2:computer,computer]"), "{text}");
        assert_eq!(r.info.table, table);
        assert_same(&g, &r.game);
        assert_eq!(r.game.seat_to_move(), g.seat_to_move());
    }

    #[test]
    fn seats_without_kinds_are_persons_and_the_replay_rotates() {
        let c = SgfCollection::parse(b"(;GM[1]FF[4]SZ[9]GS[B:3][W:2];B[aa];W[bb];B[cc];W[dd];B[ee];W[ff])").unwrap();
        let r = c.replay(0).unwrap();
        assert!(r.info.warnings.is_empty(), "{:?}", r.info.warnings);
        assert_eq!(r.info.table, Table::new(3, 2).unwrap());
        let seats: Vec<String> = r.game.moves().iter().map(|m| m.seat.to_string()).collect();
        assert_eq!(seats, ["B1", "W1", "B2", "W2", "B3", "W1"]);
    }

    /// Found from outside: a Pair Go penalty game written as SGF and read
    /// back lost its rule and credited the out-of-turn move to the seat
    /// whose turn it was, so that the penalty was gone and the count
    /// flipped (W+2.5 written, B+0.5 replayed). The rule travels in `GS`
    /// and each move's seat in `MS`.
    #[test]
    fn a_pair_go_penalty_game_round_trips_with_its_out_of_turn_move() {
        use go_core::{OutOfTurn, Rules};
        let table = Table::new(2, 2).unwrap().with_out_of_turn(OutOfTurn::PairGoPenalty);
        let rules = Rules::chinese().with_komi("0.5".parse().unwrap());
        let mut g = Game::builder(BoardSize::NINE).table(table.clone()).rules(rules).build().unwrap();
        g.play(pt(4, 4)).unwrap(); // B1
        g.play(pt(2, 6)).unwrap(); // W1
        // B2's turn, but B1 moves again: the stone stays, White gets 3.
        g.play_as(Seat::new(Color::Black, 1), pt(3, 5)).unwrap();
        assert_eq!(g.penalties().white, 3);
        g.play(Move::Pass).unwrap();
        g.play(Move::Pass).unwrap();
        let (text, r) = round_trip(&g);
        assert!(text.contains("GS[B:2:person,person][W:2:person,person][out_of_turn:pair_go_penalty]"), "{text}");
        assert!(text.contains(";B[df]MS[B1]"), "{text}");
        assert_eq!(r.info.table, table);
        assert_same(&g, &r.game);
        assert_eq!(r.game.penalties(), g.penalties());
        assert_eq!(r.game.score().result, g.score().result);
        assert_eq!(r.game.seat_to_move(), g.seat_to_move());
    }

    /// Found from outside: an `MS` that could not be used (a seat out of
    /// turn at a table that refuses play out of turn, a seat of the other
    /// colour, one the table does not have, an unreadable one) was ignored
    /// without a word. Strict replay refuses it; tolerant replay reports it
    /// and the seat whose turn it is moves.
    #[test]
    fn a_seat_named_by_ms_that_cannot_move_is_reported() {
        use go_core::{ReplayIssueKind, ReplayMode, ReplayOptions, SgfError};
        let refuse = "GS[B:2:person,person][W:2:person,person]";
        let penalty = "GS[B:2:person,person][W:2:person,person][out_of_turn:pair_go_penalty]";
        let tolerant = ReplayOptions { mode: ReplayMode::Tolerant, ..Default::default() };
        let strict = ReplayOptions { mode: ReplayMode::Strict, ..Default::default() };
        for (gs, ms, reason) in [
            (refuse, "B1", "a seat out of turn, which the table refuses"),
            (penalty, "W1", "a seat of the other colour"),
            (penalty, "B3", "a seat the table does not have"),
            (penalty, "x", "not a seat (B1, W2)"),
        ] {
            let text = format!("(;GM[1]SZ[9]{gs};B[ee];W[cc];B[dd]MS[{ms}])");
            let c = SgfCollection::parse(text.as_bytes()).unwrap();
            match c.replay_with(0, &strict) {
                Err(SgfError::InvalidValue { property, value, reason: why, .. }) => {
                    assert_eq!((property.as_str(), value.as_str(), why), ("MS", ms, reason), "{text}");
                }
                other => panic!("{text}: {other:?}"),
            }
            let r = c.replay_with(0, &tolerant).unwrap();
            let kinds: Vec<&ReplayIssueKind> = r.issues.iter().map(|i| &i.kind).collect();
            assert_eq!(
                kinds,
                [&ReplayIssueKind::UnreadableValue { property: "MS".into(), value: ms.into() }],
                "{text}"
            );
            assert_eq!(r.issues[0].move_number, 3);
            let seats: Vec<String> = r.game.moves().iter().map(|m| m.seat.to_string()).collect();
            assert_eq!(seats, ["B1", "W1", "B2"], "{text}");
        }
        // The seat whose turn it is, or a partner out of turn under the
        // penalty, is no issue.
        for (gs, ms, last) in [(refuse, "B2", "B2"), (penalty, "B2", "B2"), (penalty, "B1", "B1")] {
            let text = format!("(;GM[1]SZ[9]{gs};B[ee];W[cc];B[dd]MS[{ms}])");
            let r = SgfCollection::parse(text.as_bytes()).unwrap().replay_with(0, &strict).unwrap();
            assert!(r.issues.is_empty(), "{text}: {:?}", r.issues);
            assert_eq!(r.game.moves()[2].seat.to_string(), last, "{text}");
        }
    }

    #[test]
    fn one_computer_seat_is_written_too() {
        let table = Table::with_kinds(vec![SeatKind::Person], vec![SeatKind::Computer]).unwrap();
        let g = Game::builder(BoardSize::NINE).table(table.clone()).build().unwrap();
        let (text, r) = round_trip(&g);
        assert!(text.contains("GS[B:1:person][W:1:computer]"), "{text}");
        assert_eq!(r.game.table(), &table);
    }
}

#[cfg(feature = "atari")]
mod atari {
    use super::*;
    use go_core::{AtariGo, BoardSize, Color, GameResult, Phase};

    #[test]
    fn an_atari_go_game_ending_with_a_capture_round_trips() {
        let mut g = Game::builder(BoardSize::NINE).atari_go(AtariGo::first_capture()).build().unwrap();
        for mv in [pt(1, 0), pt(0, 0), pt(0, 1)] {
            g.play(mv).unwrap();
        }
        assert_eq!(g.result(), Some(GameResult::Capture { winner: Color::Black }));
        assert_eq!(g.phase(), Phase::Finished);
        let (text, r) = round_trip(&g);
        assert!(text.contains("AG[1]") && text.contains("RE[B+]"), "{text}");
        assert_eq!(r.info.atari_go, Some(AtariGo::first_capture()));
        assert_eq!(r.game.atari_go(), Some(AtariGo::first_capture()));
        assert_same(&g, &r.game);
    }

    #[test]
    fn atari_go_to_two_stones_round_trips() {
        let mut g = Game::builder(BoardSize::NINE).atari_go(AtariGo::captures(2).unwrap()).build().unwrap();
        g.play(pt(1, 0)).unwrap();
        g.play(pt(0, 0)).unwrap();
        g.play(pt(0, 1)).unwrap(); // one stone: play goes on
        assert_eq!(g.result(), None);
        let (text, r) = round_trip(&g);
        assert!(text.contains("AG[2]"), "{text}");
        assert_eq!(r.game.atari_go(), Some(AtariGo::captures(2).unwrap()));
        assert_same(&g, &r.game);
    }

    #[cfg(feature = "toroidal")]
    #[test]
    fn atari_go_on_a_torus_round_trips() {
        let mut g = Game::builder(BoardSize::NINE)
            .topology(Topology::Torus)
            .atari_go(AtariGo::first_capture())
            .build()
            .unwrap();
        for mv in [pt(1, 0), pt(0, 0), pt(0, 1), pt(4, 4), pt(8, 0), pt(5, 5), pt(0, 8)] {
            g.play(mv).unwrap();
        }
        assert_eq!(g.result(), Some(GameResult::Capture { winner: Color::Black }));
        let (text, r) = round_trip(&g);
        assert!(text.contains("TO[3]") && text.contains("AG[1]"), "{text}");
        assert_same(&g, &r.game);
    }
}

#[cfg(feature = "phantom")]
mod phantom {
    use super::*;
    use go_core::{BoardSize, PhantomGame, RefereeConvention, TryOutcome};

    /// Found from outside: a record that declares a team table (`GS`) and
    /// Phantom Go (`PG`), which cannot be played together, was refused by
    /// the tolerant replay as well as the strict one. Tolerant replay now
    /// plays it as ordinary Go with the team and lists the refusal at `PG`;
    /// strict replay still refuses it.
    #[cfg(feature = "rengo")]
    #[test]
    fn phantom_go_in_a_team_game_is_dropped_by_a_tolerant_replay_and_refused_by_a_strict_one() {
        let sgf: &[u8] =
            b"(;FF[4]GM[1]SZ[9]GS[B:2:person,person][W:2:person,person]PG[illegal-only];B[aa];W[bb];B[cc])";
        let c = SgfCollection::parse(sgf).unwrap();
        let r = c.replay_with(0, &ReplayOptions { mode: ReplayMode::Tolerant, ..Default::default() }).unwrap();
        assert_eq!(r.issues.len(), 1, "{:?}", r.issues);
        let issue = &r.issues[0];
        assert!(
            matches!(&issue.kind, go_core::ReplayIssueKind::SetupRefused(go_core::SetupError::Incompatible(_))),
            "{issue:?}"
        );
        assert_eq!((issue.move_number, issue.position.line, issue.position.column), (0, 1, 58));
        assert_eq!(r.game.variant(), go_core::Variant::Standard);
        assert!(r.game.table().is_team_game());
        assert_eq!(r.game.moves().len(), 3);
        assert_eq!(r.game.board().get(Point::new(2, 2)), Some(Color::Black));
        // What the record says is kept in its information.
        assert_eq!(r.info.phantom, Some(RefereeConvention::IllegalOnly));
        // Strict replay refuses it, at the same property.
        let strict = c.replay_with(0, &ReplayOptions { mode: ReplayMode::Strict, ..Default::default() }).unwrap_err();
        assert_eq!(strict.kind(), go_core::ErrorKind::SgfSetup);
        assert_eq!(strict.position().map(|p| (p.line, p.column)), Some((1, 58)));
    }

    /// Found from outside: the referee's record of an Atari Go game has
    /// both `AG` and `PG`, and its replay is an Atari Go game; the
    /// convention is kept in the game information, and a referee made
    /// again from the two plays on as the first one did.
    #[cfg(feature = "atari")]
    #[test]
    fn a_referees_atari_go_record_keeps_its_convention_beside_the_game() {
        let game = Game::builder(BoardSize::NINE).atari_go(go_core::AtariGo::first_capture()).build().unwrap();
        let mut ph = PhantomGame::new(game, RefereeConvention::CaptureWithPoints).unwrap();
        for mv in [pt(1, 0), pt(0, 0)] {
            assert!(matches!(ph.try_move(mv).unwrap(), TryOutcome::Played { .. }));
        }
        let text = String::from_utf8(SgfCollection::from_phantom(&ph).to_bytes()).unwrap();
        assert!(text.contains("AG[1]") && text.contains("PG[capture-with-points]"), "{text}");
        let r = SgfCollection::parse(text.as_bytes()).unwrap().replay(0).unwrap();
        assert!(r.info.warnings.is_empty(), "{:?}", r.info.warnings);
        assert_eq!(r.info.phantom, Some(RefereeConvention::CaptureWithPoints));
        assert_eq!(r.info.variant(), go_core::Variant::AtariGo(go_core::AtariGo::first_capture()));
        assert_same(ph.game(), &r.game);
        let mut again = PhantomGame::new(r.game, r.info.phantom.unwrap()).unwrap();
        assert_eq!(again.try_move(pt(0, 1)).unwrap(), TryOutcome::Played { captured: 1 });
        assert_eq!(ph.try_move(pt(0, 1)).unwrap(), TryOutcome::Played { captured: 1 });
        assert_eq!(again.game().result(), Some(go_core::GameResult::Capture { winner: go_core::Color::Black }));
        // The new referee's log starts at the replayed position.
        let (fresh, first) = (again.log(go_core::Color::White), ph.log(go_core::Color::White));
        assert_eq!(fresh.len(), 3, "{fresh:?}");
        assert_eq!(fresh, &first[first.len() - 3..]);
    }

    #[test]
    fn a_phantom_record_names_its_convention() {
        for (convention, name) in [
            (RefereeConvention::IllegalOnly, "illegal-only"),
            (RefereeConvention::IllegalWithReason, "illegal-with-reason"),
            (RefereeConvention::AtariAnnouncements, "atari-announcements"),
            (RefereeConvention::CaptureWithPoints, "capture-with-points"),
        ] {
            let mut ph = PhantomGame::new(Game::new(BoardSize::NINE, go_core::Rules::studio()), convention).unwrap();
            assert_eq!(ph.try_move(pt(4, 4)).unwrap(), TryOutcome::Played { captured: 0 });
            // White tries Black's hidden point, then plays elsewhere.
            assert!(matches!(ph.try_move(pt(4, 4)).unwrap(), TryOutcome::TryAgain { .. }));
            assert_eq!(ph.try_move(pt(2, 2)).unwrap(), TryOutcome::Played { captured: 0 });
            let text = String::from_utf8(SgfCollection::from_phantom(&ph).to_bytes()).unwrap();
            assert!(text.contains(&format!("PG[{name}]")), "{text}");
            let r = SgfCollection::parse(text.as_bytes()).unwrap().replay(0).unwrap();
            assert!(r.info.warnings.is_empty(), "{:?}", r.info.warnings);
            assert_eq!(r.info.phantom, Some(convention));
            // The refused try is not a move.
            assert_eq!(r.game.moves().len(), 2);
            assert_same(ph.game(), &r.game);
        }
    }

    /// Found from outside: a game set up as Phantom Go (not through the
    /// referee) was written with no `PG`, and read back as ordinary Go.
    /// Either way the convention is written once.
    #[test]
    fn a_game_set_up_as_phantom_go_names_its_convention_once() {
        let convention = RefereeConvention::AtariAnnouncements;
        let mut game = Game::builder(BoardSize::NINE).variant(go_core::Variant::Phantom(convention)).build().unwrap();
        game.play(pt(4, 4)).unwrap();
        let text = String::from_utf8(SgfCollection::from_game(&game).to_bytes()).unwrap();
        assert_eq!(text.matches("PG[").count(), 1, "{text}");
        assert!(text.contains("PG[atari-announcements]"), "{text}");
        let r = SgfCollection::parse(text.as_bytes()).unwrap().replay(0).unwrap();
        assert_eq!(r.info.phantom, Some(convention));
        let ph = PhantomGame::new(game.clone(), convention).unwrap();
        let text = String::from_utf8(SgfCollection::from_phantom(&ph).to_bytes()).unwrap();
        assert_eq!(text.matches("PG[").count(), 1, "{text}");
        // A referee with another convention than the game's setup names:
        // the referee's is written.
        let ph = PhantomGame::new(game, RefereeConvention::CaptureWithPoints).unwrap();
        let text = String::from_utf8(SgfCollection::from_phantom(&ph).to_bytes()).unwrap();
        assert_eq!(text.matches("PG[").count(), 1, "{text}");
        assert!(text.contains("PG[capture-with-points]"), "{text}");
    }

    #[test]
    fn an_ordinary_record_has_no_convention() {
        let r = SgfCollection::parse(b"(;GM[1]SZ[9];B[ee])").unwrap().replay(0).unwrap();
        assert_eq!(r.info.phantom, None);
    }
}

/// Clocks are written as `TM` and `OT` and read back (RULES.md section 7).
#[test]
fn clocks_are_written_as_tm_and_ot() {
    use go_core::{BoardSize, Game, SgfCollection, TimeControl};
    for (control, tm, ot) in [
        (TimeControl::Absolute { main_ms: 600_000 }, "600", None),
        (TimeControl::Fischer { main_ms: 300_000, increment_ms: 10_000 }, "300", Some("Fischer 10")),
        (TimeControl::ByoYomi { main_ms: 1_800_000, periods: 5, period_ms: 30_000 }, "1800", Some("5x30 byo-yomi")),
        (TimeControl::Canadian { main_ms: 0, stones: 25, period_ms: 600_500 }, "0", Some("25/600.500 Canadian")),
        // An overtime that gives nothing is written as none (found from
        // outside: `OT[0x1 byo-yomi]`); the clock read back is the same one.
        (TimeControl::ByoYomi { main_ms: 60_000, periods: 0, period_ms: 1_000 }, "60", None),
        (TimeControl::Canadian { main_ms: 60_000, stones: 0, period_ms: 1_000 }, "60", None),
        (TimeControl::Fischer { main_ms: 60_000, increment_ms: 0 }, "60", None),
    ] {
        let game = Game::builder(BoardSize::NINE).time_control(control).build().unwrap();
        let c = SgfCollection::from_game(&game);
        let root = c.game(0).unwrap();
        assert_eq!(root.get("TM").map(|p| p.simple_text()).as_deref(), Some(tm), "{control:?}");
        assert_eq!(root.get("OT").map(|p| p.simple_text()).as_deref(), ot, "{control:?}");
        let again = SgfCollection::parse(&c.to_bytes()).unwrap();
        assert!(again == c);
        let time = again.replay(0).unwrap().info.time;
        assert_eq!(time.main_time_ms, Some(tm.parse::<u64>().unwrap() * 1000), "{control:?}");
        assert_eq!(time.overtime.is_some(), ot.is_some(), "{control:?}");
    }
}

/// Found from outside: a fixed handicap came back from SGF as a free one
/// (`HA` and its `AB` stones were always placed as a free handicap). Stones
/// on the standard points of a fixed handicap are one; elsewhere they stay
/// a free handicap.
#[test]
fn a_fixed_handicap_round_trips_as_fixed() {
    use go_core::{BoardSize, Handicap};
    let size = BoardSize::square(13).unwrap();
    let mut g = Game::builder(size).handicap(Handicap::Fixed(5)).build().unwrap();
    g.play(pt(2, 2)).unwrap();
    let (text, r) = round_trip(&g);
    assert!(text.contains("HA[5]"), "{text}");
    assert_eq!(r.game.handicap(), Handicap::Fixed(5));
    assert_eq!(r.game.board().colors(), g.board().colors());
    assert_eq!(r.game.to_move(), g.to_move());
    assert_eq!(r.game.score().result, g.score().result);
    // Four stones that are not the standard points: a free handicap.
    let c = SgfCollection::parse(b"(;GM[1]FF[4]SZ[13]HA[4]AB[aa][bb][cc][dd];W[mm])").unwrap();
    let free = c.replay(0).unwrap();
    assert_eq!(free.game.handicap(), Handicap::Free(4));
    // 12x12's fourth-line reading (GNU Go's) is fixed too.
    let c = SgfCollection::parse(b"(;GM[1]FF[4]SZ[12]HA[2]AB[di][id];W[ff])").unwrap();
    assert_eq!(c.replay(0).unwrap().game.handicap(), Handicap::Fixed(2));
    // The right number of black stones beside a white one is no handicap;
    // the warning names the white stone (found from outside: it said "2 AB
    // stones" as the reason HA[2] did not match).
    let c = SgfCollection::parse(b"(;GM[1]SZ[9]HA[2]AB[cc][gg]AW[aa];W[ee])").unwrap();
    let r = c.replay(0).unwrap();
    assert_eq!(r.game.handicap(), Handicap::None);
    let texts: Vec<String> = r.info.warnings.iter().map(|w| w.kind.to_string()).collect();
    assert!(texts.iter().any(|t| t.contains("2 AB and 1 AW stone(s)")), "{texts:?}");
}

/// Found from outside: a record ending with two passes, written back with
/// itself as the source, kept its `RE[B+1]` and gained `TB` on every point
/// (the count as it stood, with no dead stones agreed), which then counted
/// B+17.5. A game counted by its own players still writes its marks.
#[test]
fn a_kept_result_is_not_contradicted_by_marks_no_one_agreed() {
    let source = SgfCollection::parse(b"(;GM[1]SZ[5]RE[B+1];B[cc];W[];B[])").unwrap();
    let game = source.replay(0).unwrap().game;
    let text = String::from_utf8(SgfCollection::from_game_with_source(&game, &source, 0).to_bytes()).unwrap();
    assert!(text.contains("RE[B+1]") && !text.contains("TB[") && !text.contains("TW["), "{text}");
    // Without the source the game's own count phase is written with its marks.
    let own = String::from_utf8(SgfCollection::from_game(&game).to_bytes()).unwrap();
    assert!(!own.contains("RE[") && own.contains("TB["), "{own}");
}

/// Found from outside: a record whose colour moves twice (the tolerant
/// replay adds the other's pass) or that has a move off the board (which
/// the replay skips), written back with itself as the source, lost its
/// `RE`, and its comments moved to other moves after the skipped one.
#[test]
fn a_tolerant_replay_written_with_its_source_keeps_the_result_and_comments() {
    let text = b"(;GM[1]FF[4]SZ[9]RE[W+R];B[cc]C[one];B[dd]C[two];W[zz]C[gone];W[ee]C[three];B[ff]C[four])";
    let source = SgfCollection::parse(text).unwrap();
    let replay = source.replay_with(0, &ReplayOptions { mode: ReplayMode::Tolerant, ..Default::default() }).unwrap();
    let game = replay.game;
    // The implied pass is one of the game's moves; the off-board move is not.
    assert_eq!(game.moves().len(), 5);
    let written = String::from_utf8(SgfCollection::from_game_with_source(&game, &source, 0).to_bytes()).unwrap();
    assert!(written.contains("RE[W+R]"), "{written}");
    for (mv, comment) in [("B[cc]", "one"), ("B[dd]", "two"), ("W[ee]", "three"), ("B[ff]", "four")] {
        assert!(written.contains(&format!("{mv}C[{comment}]")), "{mv} {comment}: {written}");
    }
    assert!(!written.contains("gone"), "{written}");
    // A move after loading still leaves the recorded result behind.
    let mut on = game.clone();
    on.play(Move::Play(Point::new(6, 6))).unwrap();
    let moved = String::from_utf8(SgfCollection::from_game_with_source(&on, &source, 0).to_bytes()).unwrap();
    assert!(!moved.contains("RE["), "{moved}");
}

/// Found from outside: a game waiting for its free handicap was written
/// without `HA`, and read back as an even game with Black to move. `HA`
/// alone (no stone, no move, no `PL`) now reads back as a free handicap
/// still to be placed; once placed it is written with its stones.
/// Found from outside: a handicap the game refuses made the tolerant
/// replay refuse the whole record, though tolerant mode lists refused
/// setup and skips it. Now the refusal is listed at `HA` and the stones
/// are taken as plain setup (checked in turn: four stones that fill a 2x2
/// board have no liberty and are removed too); strict mode still refuses.
#[test]
fn a_handicap_the_game_refuses_is_listed_and_skipped_by_a_tolerant_replay() {
    use go_core::{ErrorKind, Handicap, ReplayIssueKind};
    for (sgf, issues) in [(&b"(;SZ[2]HA[4]AB[aa][ab][ba][bb])"[..], 2), (b"(;SZ[2]HA[4])", 1)] {
        let c = SgfCollection::parse(sgf).unwrap();
        let r = c.replay_with(0, &ReplayOptions { mode: ReplayMode::Tolerant, ..Default::default() }).unwrap();
        assert_eq!(r.issues.len(), issues, "{:?}", r.issues);
        assert!(r.issues.iter().all(|i| matches!(i.kind, ReplayIssueKind::SetupRefused(_))), "{:?}", r.issues);
        // The first issue stands at `HA`.
        assert_eq!((r.issues[0].position.line, r.issues[0].position.column), (1, 8));
        assert_eq!(r.game.handicap(), Handicap::None);
        assert!(r.game.board().colors().iter().all(Option::is_none));
        // Strict replay refuses it, at the same property.
        let strict = c.replay_with(0, &ReplayOptions { mode: ReplayMode::Strict, ..Default::default() }).unwrap_err();
        assert_eq!(strict.kind(), ErrorKind::SgfSetup);
        assert_eq!(strict.position().map(|p| (p.line, p.column)), Some((1, 8)));
    }
}

#[test]
fn a_free_handicap_still_to_be_placed_round_trips() {
    use go_core::{GameSetup, Handicap, Phase};
    let setup = GameSetup::new(BoardSize::NINE).with_handicap(Handicap::Free(2));
    let mut game = Game::from_setup(setup).unwrap();
    assert_eq!(game.phase(), Phase::HandicapPlacement);
    let text = String::from_utf8(SgfCollection::from_game(&game).to_bytes()).unwrap();
    assert!(text.contains("HA[2]") && !text.contains("AB[") && !text.contains("PL["), "{text}");
    let back = SgfCollection::parse(text.as_bytes()).unwrap().replay(0).unwrap().game;
    assert_eq!(back.phase(), Phase::HandicapPlacement);
    assert_eq!(back.setup().handicap, Handicap::Free(2));
    game.place_free_handicap(&[Point::new(0, 0), Point::new(8, 8)]).unwrap();
    let placed = String::from_utf8(SgfCollection::from_game(&game).to_bytes()).unwrap();
    let again = SgfCollection::parse(placed.as_bytes()).unwrap().replay(0).unwrap().game;
    assert_eq!((again.phase(), again.handicap_stones(), again.to_move()), (Phase::Playing, 2, Color::White));
    // With a move on the line, `HA` without stones stays a declared
    // handicap that does not match (an even game, with a warning).
    let moved = SgfCollection::parse(b"(;GM[1]SZ[9]HA[2];B[ee])").unwrap().replay(0).unwrap();
    assert_eq!((moved.game.phase(), moved.game.handicap_stones()), (Phase::Playing, 0));
    // Found from outside: a game that ended before its free handicap was
    // placed (Black resigned) lost `HA`, and read back as an even game
    // with the handicap game's komi.
    let setup = GameSetup::new(BoardSize::NINE).with_handicap(Handicap::Free(2));
    let mut resigned = Game::from_setup(setup).unwrap();
    resigned.resign().unwrap();
    let text = String::from_utf8(SgfCollection::from_game(&resigned).to_bytes()).unwrap();
    assert!(text.contains("HA[2]") && text.contains("RE[W+R]") && !text.contains("AB["), "{text}");
    let back = SgfCollection::parse(text.as_bytes()).unwrap().replay(0).unwrap();
    assert_eq!(back.game.setup().handicap, Handicap::Free(2));
    assert_eq!(back.game.rules().komi(), resigned.rules().komi());
}

/// Found from outside: a game made by tolerant replays wrote a record that
/// a replay followed into another game: the root named White to move before
/// White's replayed move (the pass implied before it was lost), and after
/// `resume` the `PL` named the next mover rather than the side to move (a
/// pass implied then was lost), or was not written at all with no move
/// after it (the record read back was still counting). A replayed move is
/// written as the record gave it, so that a replay makes it again with its
/// irregularities (an implied pass written as a pass would earn an AGA pass
/// stone, found from outside too).
#[test]
fn a_tolerant_replay_writes_a_record_that_replays_to_the_same_game() {
    use go_core::Rules;
    enum Step {
        Replay(Color, Move),
        Play(Move),
        Resume,
    }
    use Step::{Play, Replay, Resume};
    let e5 = Move::Play(Point::new(4, 4));
    let d4 = Move::Play(Point::new(3, 5));
    let (b, w) = (Color::Black, Color::White);
    let cases: Vec<(Rules, Vec<Step>)> = vec![
        (Rules::studio(), vec![Replay(w, e5)]),
        (Rules::studio(), vec![Replay(b, e5), Replay(b, d4)]),
        (Rules::studio(), vec![Replay(b, Move::Pass), Replay(w, Move::Pass), Replay(b, e5)]),
        (Rules::studio(), vec![Replay(b, Move::Pass), Replay(w, Move::Pass), Replay(w, e5), Replay(w, d4)]),
        (Rules::studio(), vec![Replay(b, e5), Replay(b, d4), Replay(w, Move::Pass), Replay(w, Move::Pass)]),
        (Rules::studio(), vec![Replay(w, Move::Pass), Replay(b, e5), Replay(b, Move::Pass)]),
        (Rules::aga(), vec![Play(e5), Play(d4), Replay(w, Move::Play(Point::new(0, 0)))]),
        // Black's two passes (White's implied between them) end no play;
        // White's pass then does (one by each side).
        (Rules::studio(), vec![Play(Move::Pass), Replay(b, Move::Pass), Replay(w, Move::Pass), Resume, Replay(b, e5)]),
        (Rules::studio(), vec![Play(Move::Pass), Replay(b, Move::Pass), Replay(b, e5)]),
        (Rules::studio(), vec![Play(Move::Pass), Play(Move::Pass), Resume]),
        (Rules::studio(), vec![Play(e5), Play(Move::Pass), Play(Move::Pass), Resume, Play(d4)]),
    ];
    let seen = |g: &Game| {
        let moves: Vec<_> = g.moves().iter().map(|m| (m.seat.color, m.mv, m.irregularity)).collect();
        (moves, g.board().clone(), g.phase(), g.to_move(), g.prisoners())
    };
    for (rules, steps) in cases {
        let mut game = Game::new(BoardSize::NINE, rules);
        for step in &steps {
            match *step {
                Replay(color, mv) => drop(game.replay_move(color, mv).unwrap()),
                Play(mv) => drop(game.play(mv).unwrap()),
                Resume => game.resume().unwrap(),
            }
        }
        let text = SgfCollection::from_game(&game).to_bytes();
        let shown = String::from_utf8_lossy(&text).into_owned();
        let tolerant = ReplayOptions { mode: ReplayMode::Tolerant, ..Default::default() };
        let back = SgfCollection::parse(&text).unwrap().replay_with(0, &tolerant).unwrap().game;
        assert_eq!(seen(&back), seen(&game), "{shown}");
        // A game with no irregular move replays strictly too.
        if game.moves().iter().all(|m| m.irregularity.is_none()) {
            let strict = ReplayOptions { mode: ReplayMode::Strict, ..Default::default() };
            let back = SgfCollection::parse(&text).unwrap().replay_with(0, &strict);
            let back = back.unwrap_or_else(|e| panic!("{e}: {shown}")).game;
            assert_eq!(seen(&back), seen(&game), "{shown}");
        }
    }
}

/// Found from outside: a handicap game with stones edited in before its
/// first move was written with the handicap in the root and the edit in a
/// node of its own, and read back with every stone as its starting
/// position: the handicap (and its compensation) was lost. The root's
/// stones are the handicap now, the later node an edit after it.
#[test]
fn stones_edited_in_before_the_first_move_keep_the_handicap() {
    use go_core::{GameSetup, Handicap, Rules};
    let stones = [Point::new(2, 2), Point::new(6, 6), Point::new(2, 6)];
    for handicap in [Handicap::Fixed(4), Handicap::Free(3)] {
        let setup = GameSetup::new(BoardSize::new(9, 9).unwrap()).with_rules(Rules::chinese()).with_handicap(handicap);
        let mut game = Game::from_setup(setup).unwrap();
        if let Handicap::Free(_) = handicap {
            game.place_free_handicap(&stones).unwrap();
        }
        game.edit_stones(&[(Point::new(0, 0), Some(Color::White))]).unwrap();
        game.play(Move::Play(Point::new(4, 4))).unwrap();
        let text = SgfCollection::from_game(&game).to_bytes();
        let back = SgfCollection::parse(&text).unwrap().replay(0).unwrap();
        let shown = String::from_utf8_lossy(&text);
        assert!(back.issues.is_empty() && back.info.warnings.is_empty(), "{shown}");
        let again = back.game;
        assert_eq!(again.handicap(), game.handicap(), "{shown}");
        assert_eq!((again.board(), again.to_move()), (game.board(), game.to_move()), "{shown}");
        assert_eq!(again.score().result, game.score().result, "{shown}");
    }
}

/// Found from outside: a handicap game that also had setup stones was
/// written with both in one `AB` and read back as setup with no handicap
/// (Black to move, no compensation); a free handicap still to be placed
/// with White named to move after it (`HA[2]PL[W]`) read back as a game in
/// play; a resumption followed by a resignation was dropped (the record
/// read back ended in two passes).
#[test]
fn handicaps_beside_setup_stones_and_resumptions_before_a_resignation_round_trip() {
    use go_core::{GameSetup, Handicap, Phase, Rules};
    let nine = BoardSize::NINE;
    let read = |game: &Game| {
        let text = SgfCollection::from_game(game).to_bytes();
        let r = SgfCollection::parse(&text).unwrap().replay(0).unwrap();
        assert!(r.issues.is_empty() && r.info.warnings.is_empty(), "{}", String::from_utf8_lossy(&text));
        (r.game, String::from_utf8_lossy(&text).into_owned())
    };
    let e5 = Point::new(4, 4);
    for handicap in [Handicap::Fixed(2), Handicap::Free(2)] {
        let setup = GameSetup::new(nine)
            .with_rules(Rules::chinese())
            .with_handicap(handicap)
            .with_stones([(e5, Color::White), (Point::new(0, 8), Color::Black)]);
        let mut game = Game::from_setup(setup).unwrap();
        if let Handicap::Free(_) = handicap {
            game.place_free_handicap(&[Point::new(2, 2), Point::new(6, 6)]).unwrap();
        }
        for moves in 0..2 {
            if moves == 1 {
                game.play(Move::Play(Point::new(3, 3))).unwrap();
            }
            let (back, text) = read(&game);
            assert_eq!(back.handicap(), game.handicap(), "{text}");
            assert_eq!((back.board(), back.to_move()), (game.board(), game.to_move()), "{text}");
            assert_eq!(back.score().result, game.score().result, "{text}");
        }
    }
    let pending = GameSetup::new(nine).with_handicap(Handicap::Free(2)).with_to_move(Color::White);
    let game = Game::from_setup(pending).unwrap();
    let (back, text) = read(&game);
    assert_eq!((back.phase(), back.handicap()), (Phase::HandicapPlacement, Handicap::Free(2)), "{text}");
    let mut game = Game::new(nine, Rules::studio());
    game.play(Move::Play(e5)).unwrap();
    game.pass().unwrap();
    game.pass().unwrap();
    game.resume().unwrap();
    let to_move = game.to_move();
    game.resign().unwrap();
    let (back, text) = read(&game);
    assert!(text.contains("RE[") && text.contains("PL["), "{text}");
    assert_eq!((back.phase(), back.consecutive_passes(), back.to_move()), (Phase::Playing, 0, to_move), "{text}");
}
