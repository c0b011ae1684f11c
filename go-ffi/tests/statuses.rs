//! Every status of the header is returned by some exported function: one
//! driver per status, each a real call that answers it (STYLE.md: every
//! value is reachable, or gone).
//!
//! `GO_STATUS_MARGIN_TOO_LARGE` mirrors go-core's `MarginTooLarge`, which
//! only go-core's free `score` answers, for prisoners or handicap stones a
//! caller gives beyond any game's; the C ABI counts games, whose prisoners
//! and handicap are their own, so no export returns it (listed in
//! [`not_returned`]).
//!
//! Four statuses depend on the build, on the machine's memory, or cannot
//! come from a correct library, and are driven elsewhere:
//! - `GO_STATUS_PANIC` and `GO_STATUS_POISONED`: by `src/handle.rs`'s
//!   `a_panic_during_a_change_poisons_the_handle`, through the boundary
//!   every export runs in (no export panics on any input);
//! - `GO_STATUS_OUT_OF_MEMORY`: by `go-ffi/tests/c/memory_limit.c`, an SGF
//!   writer under a memory limit (a limit set here would squeeze every
//!   other test of this process);
//! - `GO_STATUS_FEATURE_DISABLED` is driven here only in a build without
//!   the `toroidal` feature (`go-ffi/tests/c/run.sh` runs this test in one),
//!   where `GO_STATUS_WRAP_TOO_SMALL` cannot be reached instead.

use std::collections::BTreeMap;
use std::ffi::{CStr, c_char, c_int};
use std::fs;
use std::path::PathBuf;
use std::ptr;

use go_ffi::*;

/// A game freed on drop.
struct Game(*mut GoGame);

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: a handle of this test, freed once.
        unsafe { go_game_free(self.0) }
    }
}

/// A builder freed on drop.
struct Builder(*mut GoGameBuilder);

impl Drop for Builder {
    fn drop(&mut self) {
        // SAFETY: a handle of this test, freed once.
        unsafe { go_game_builder_free(self.0) }
    }
}

fn game(preset: &CStr, size: u32) -> Game {
    let mut g = ptr::null_mut();
    // SAFETY: a C string and a valid out-pointer.
    assert_eq!(unsafe { go_game_new(size, size, preset.as_ptr(), &mut g) }, GoStatus::Ok);
    Game(g)
}

fn builder(width: u32, height: u32) -> Builder {
    let mut b = ptr::null_mut();
    // SAFETY: a valid out-pointer.
    assert_eq!(unsafe { go_game_builder_new(width, height, &mut b) }, GoStatus::Ok);
    Builder(b)
}

impl Builder {
    /// Applies `set` (which must succeed) and returns the builder.
    fn with(self, set: impl FnOnce(*mut GoGameBuilder) -> GoStatus) -> Builder {
        assert_eq!(set(self.0), GoStatus::Ok);
        self
    }

    /// What building answers.
    fn build(&self) -> GoStatus {
        let mut g = ptr::null_mut();
        // SAFETY: a live builder and a valid out-pointer.
        let status = unsafe { go_game_builder_build(self.0, &mut g) };
        // SAFETY: NULL or a game of this test, freed once.
        unsafe { go_game_free(g) };
        status
    }

    /// The game built (which must succeed).
    fn game(&self) -> Game {
        let mut g = ptr::null_mut();
        // SAFETY: a live builder and a valid out-pointer.
        assert_eq!(unsafe { go_game_builder_build(self.0, &mut g) }, GoStatus::Ok);
        Game(g)
    }
}

impl Game {
    fn play(&self, points: &[(u32, u32)]) {
        for &(x, y) in points {
            // SAFETY: a live game.
            assert_eq!(unsafe { go_game_play(self.0, x, y) }, GoStatus::Ok, "({x}, {y})");
        }
    }

    fn pass_twice(&self) {
        // SAFETY: a live game.
        unsafe {
            assert_eq!(go_game_pass(self.0), GoStatus::Ok);
            assert_eq!(go_game_pass(self.0), GoStatus::Ok);
        }
    }
}

/// What reading `sgf` in `mode` answers.
fn read(sgf: &[u8], mode: GoParseMode) -> GoStatus {
    let mut c = ptr::null_mut();
    // SAFETY: `sgf` holds its length; a valid out-pointer.
    let status = unsafe { go_sgf_read(sgf.as_ptr(), sgf.len(), mode, ptr::null(), &mut c) };
    // SAFETY: NULL or a collection of this test, freed once.
    unsafe { go_sgf_free(c) };
    status
}

/// What replaying game `index` of `sgf` (read leniently) in `mode` answers.
fn replay(sgf: &[u8], index: usize, mode: GoReplayMode) -> GoStatus {
    let mut c = ptr::null_mut();
    let mut g = ptr::null_mut();
    // SAFETY: `sgf` holds its length; valid out-pointers; each handle freed
    // once.
    unsafe {
        assert_eq!(go_sgf_read(sgf.as_ptr(), sgf.len(), GO_PARSE_MODE_LENIENT, ptr::null(), &mut c), GoStatus::Ok);
        let status = go_sgf_replay(c, index, mode, &mut g);
        go_game_free(g);
        go_sgf_free(c);
        status
    }
}

/// Black captures a white stone at (1, 1) by playing (2, 1), leaving a ko.
const KO_SETUP: [(u32, u32); 9] = [(1, 0), (2, 0), (0, 1), (3, 1), (1, 2), (2, 2), (4, 4), (1, 1), (2, 1)];

type Driver = fn() -> GoStatus;

/// One call per status that answers it.
#[allow(clippy::too_many_lines)]
fn drivers() -> Vec<(GoStatus, Driver)> {
    let mut d: Vec<(GoStatus, Driver)> = vec![
        (GoStatus::Ok, || {
            let g = game(c"studio", 9);
            // SAFETY: a live game.
            unsafe { go_game_play(g.0, 4, 4) }
        }),
        // SAFETY (every driver): the handles are live handles of the driver;
        // the pointers are valid or NULL where NULL is what is tested.
        (GoStatus::NullPointer, || unsafe { go_game_new(9, 9, ptr::null(), ptr::null_mut()) }),
        (GoStatus::InvalidUtf8, || {
            let mut g = ptr::null_mut();
            let bad: &[u8] = b"jap\xffanese\0";
            // SAFETY: see above.
            unsafe { go_game_new(9, 9, bad.as_ptr().cast::<c_char>(), &mut g) }
        }),
        (GoStatus::BufferTooSmall, || {
            let g = game(c"studio", 9);
            let mut needed = 0;
            // SAFETY: see above.
            unsafe { go_game_board(g.0, ptr::null_mut(), 0, &mut needed) }
        }),
        (GoStatus::InvalidColor, || {
            let g = game(c"studio", 9);
            let mut n = 0;
            // SAFETY: see above.
            unsafe { go_game_prisoners(g.0, 3, &mut n) }
        }),
        (GoStatus::InvalidBudget, || {
            let g = game(c"studio", 9);
            let (mut x, mut y, mut pass) = (0, 0, false);
            // SAFETY: see above.
            unsafe { go_game_suggest_move(g.0, 0, 1, &mut x, &mut y, &mut pass) }
        }),
        (GoStatus::InvalidEnum, || {
            let mut r = ptr::null_mut();
            // SAFETY: see above.
            unsafe { go_rules_new_preset(99, 9, 9, &mut r) }
        }),
        (GoStatus::NotFound, || {
            let g = game(c"studio", 9);
            let mut m = GoMoveInfo::default();
            // SAFETY: see above.
            unsafe { go_game_move_at(g.0, 0, &mut m) }
        }),
        (GoStatus::InvalidLength, || {
            let g = game(c"studio", 9);
            let p = GoPoint::default();
            // SAFETY: the length is refused before anything is read.
            unsafe { go_game_place_free_handicap(g.0, &p, usize::MAX) }
        }),
        (GoStatus::InvalidJson, || {
            let mut g = ptr::null_mut();
            // SAFETY: see above.
            unsafe { go_game_from_record_json(c"{".as_ptr(), &mut g) }
        }),
        (GoStatus::InvalidSize, || {
            let mut g = ptr::null_mut();
            // SAFETY: see above.
            unsafe { go_game_new(0, 9, ptr::null(), &mut g) }
        }),
        // SAFETY: see above.
        (GoStatus::InvalidDiagram, || unsafe { go_game_builder_set_diagram(builder(9, 9).0, c"X?\n".as_ptr()) }),
        (GoStatus::SetupOffBoard, || {
            // SAFETY: see above.
            builder(9, 9).with(|b| unsafe { go_game_builder_add_stone(b, 9, 0, GO_COLOR_BLACK) }).build()
        }),
        (GoStatus::SetupOccupied, || {
            // Every 3-3 point holds a stone, so the fixed handicap's first one
            // lands on a stone.
            let mut b = builder(9, 9);
            for (x, y) in [(2, 2), (6, 2), (2, 6), (6, 6)] {
                // SAFETY: see above.
                b = b.with(|b| unsafe { go_game_builder_add_stone(b, x, y, GO_COLOR_WHITE) });
            }
            // SAFETY: see above.
            b.with(|b| unsafe { go_game_builder_set_fixed_handicap(b, 4) }).build()
        }),
        (GoStatus::SetupNoLiberties, || {
            // SAFETY: see above.
            builder(1, 2)
                // SAFETY: see above.
                .with(|b| unsafe { go_game_builder_add_stone(b, 0, 0, GO_COLOR_BLACK) })
                // SAFETY: see above.
                .with(|b| unsafe { go_game_builder_add_stone(b, 0, 1, GO_COLOR_WHITE) })
                .build()
        }),
        (GoStatus::FixedHandicapUnavailable, || {
            // SAFETY: see above.
            builder(5, 5).with(|b| unsafe { go_game_builder_set_fixed_handicap(b, 2) }).build()
        }),
        (GoStatus::InvalidHandicap, || {
            // SAFETY: see above.
            builder(9, 9).with(|b| unsafe { go_game_builder_set_free_handicap(b, 1) }).build()
        }),
        (GoStatus::HandicapCount, || {
            // SAFETY: see above.
            let g = builder(9, 9).with(|b| unsafe { go_game_builder_set_free_handicap(b, 2) }).game();
            let one = [GoPoint { x: 2, y: 2 }];
            // SAFETY: see above.
            unsafe { go_game_place_free_handicap(g.0, one.as_ptr(), one.len()) }
        }),
        (GoStatus::DuplicatePoint, || {
            builder(9, 9)
                // SAFETY: see above.
                .with(|b| unsafe { go_game_builder_add_stone(b, 3, 3, GO_COLOR_BLACK) })
                // SAFETY: see above.
                .with(|b| unsafe { go_game_builder_add_stone(b, 3, 3, GO_COLOR_WHITE) })
                .build()
        }),
        // SAFETY: see above.
        (GoStatus::InvalidSeats, || unsafe {
            go_game_builder_set_seats(builder(9, 9).0, GO_COLOR_BLACK, ptr::null(), 0)
        }),
        // SAFETY: see above.
        (GoStatus::InvalidKomi, || unsafe { go_game_builder_set_komi(builder(9, 9).0, 20_001) }),
        (GoStatus::WrongLength, || {
            let five = [0u8; 5];
            // SAFETY: see above.
            unsafe { go_game_builder_set_position(builder(9, 9).0, five.as_ptr(), five.len()) }
        }),
        (GoStatus::IncompatibleOptions, || {
            let two = [GO_SEAT_KIND_PERSON, GO_SEAT_KIND_COMPUTER];
            builder(9, 9)
                // SAFETY: see above.
                .with(|b| unsafe { go_game_builder_set_seats(b, GO_COLOR_BLACK, two.as_ptr(), two.len()) })
                // SAFETY: see above.
                .with(|b| unsafe { go_game_builder_set_phantom(b, GO_REFEREE_CONVENTION_ILLEGAL_ONLY) })
                .build()
        }),
        (GoStatus::InvalidTimeControl, || {
            // SAFETY: see above.
            builder(9, 9).with(|b| unsafe { go_game_builder_set_clock_absolute(b, 0) }).build()
        }),
        // SAFETY: see above.
        (GoStatus::InvalidAtariGo, || unsafe { go_game_builder_set_atari_go(builder(9, 9).0, 0) }),
        (GoStatus::OffBoard, || {
            let g = game(c"studio", 9);
            // SAFETY: see above.
            unsafe { go_game_play(g.0, 9, 0) }
        }),
        (GoStatus::Occupied, || {
            let g = game(c"studio", 9);
            g.play(&[(4, 4)]);
            // SAFETY: see above.
            unsafe { go_game_play(g.0, 4, 4) }
        }),
        (GoStatus::Suicide, || {
            // SAFETY: see above.
            let g = builder(3, 3).with(|b| unsafe { go_game_builder_set_diagram(b, c".O.\nO..\n...".as_ptr()) }).game();
            // SAFETY: see above.
            unsafe { go_game_play(g.0, 0, 0) }
        }),
        (GoStatus::Ko, || {
            let g = game(c"japanese", 5);
            g.play(&KO_SETUP);
            // SAFETY: see above.
            unsafe { go_game_play(g.0, 1, 1) }
        }),
        (GoStatus::Superko, || {
            let g = game(c"studio", 5);
            g.play(&KO_SETUP);
            // SAFETY: see above.
            unsafe { go_game_play(g.0, 1, 1) }
        }),
        (GoStatus::NotPlaying, || {
            let g = game(c"studio", 9);
            g.pass_twice();
            // SAFETY: see above.
            unsafe { go_game_play(g.0, 0, 0) }
        }),
        (GoStatus::WrongSeat, || {
            let g = game(c"studio", 9);
            // SAFETY: see above.
            unsafe { go_game_play_as(g.0, GO_COLOR_WHITE, 1, 0, 0) }
        }),
        (GoStatus::UnknownSeat, || {
            let g = game(c"studio", 9);
            // SAFETY: see above.
            unsafe { go_game_play_as(g.0, GO_COLOR_BLACK, 2, 0, 0) }
        }),
        (GoStatus::TimeExpired, || {
            // SAFETY: see above.
            let g = builder(9, 9).with(|b| unsafe { go_game_builder_set_clock_absolute(b, 1_000) }).game();
            // SAFETY: see above.
            unsafe {
                assert_eq!(go_game_start_clock(g.0, 0), GoStatus::Ok);
                go_game_play_at(g.0, 4, 4, 1_001)
            }
        }),
        (GoStatus::ClockBackwards, || {
            // SAFETY: see above.
            let g = builder(9, 9).with(|b| unsafe { go_game_builder_set_clock_absolute(b, 1_000) }).game();
            // SAFETY: see above.
            unsafe {
                assert_eq!(go_game_start_clock(g.0, 500), GoStatus::Ok);
                go_game_play_at(g.0, 4, 4, 499)
            }
        }),
        (GoStatus::GameOver, || {
            let g = game(c"studio", 9);
            // SAFETY: see above.
            unsafe {
                assert_eq!(go_game_resign(g.0), GoStatus::Ok);
                go_game_play(g.0, 0, 0)
            }
        }),
        (GoStatus::WrongPhase, || {
            let g = game(c"studio", 9);
            // SAFETY: see above.
            unsafe {
                assert_eq!(go_game_resign(g.0), GoStatus::Ok);
                go_game_resign(g.0)
            }
        }),
        (GoStatus::NothingToUndo, || {
            let g = game(c"studio", 9);
            // SAFETY: see above.
            unsafe { go_game_undo(g.0) }
        }),
        (GoStatus::NoProposal, || {
            let g = game(c"studio", 9);
            g.pass_twice();
            // SAFETY: see above.
            unsafe { go_game_accept(g.0, GO_COLOR_WHITE) }
        }),
        (GoStatus::NotAStone, || {
            let g = game(c"studio", 9);
            g.pass_twice();
            // SAFETY: see above.
            unsafe { go_game_toggle_dead(g.0, 0, 0, ptr::null_mut()) }
        }),
        (GoStatus::MarkOffBoard, || {
            let g = game(c"studio", 9);
            g.pass_twice();
            // SAFETY: see above.
            unsafe { go_game_toggle_dead(g.0, 20, 20, ptr::null_mut()) }
        }),
        (GoStatus::HiddenInformation, || {
            // The computer player asked about a Phantom Go game whole.
            let g = builder(5, 5)
                // SAFETY: see above.
                .with(|b| unsafe { go_game_builder_set_phantom(b, GO_REFEREE_CONVENTION_ILLEGAL_ONLY) })
                .game();
            let (mut x, mut y, mut pass) = (0u32, 0u32, false);
            // SAFETY: see above.
            unsafe { go_game_suggest_move(g.0, 10, 1, &mut x, &mut y, &mut pass) }
        }),
        (GoStatus::InvalidRecord, || {
            // The record of two plays, the second moved onto the first.
            let g = game(c"studio", 9);
            g.play(&[(0, 0), (1, 1)]);
            let mut buf = vec![0 as c_char; 4096];
            let mut needed = 0;
            // SAFETY: see above.
            let json = unsafe {
                assert_eq!(go_game_record_json(g.0, buf.as_mut_ptr(), buf.len(), &mut needed), GoStatus::Ok);
                CStr::from_ptr(buf.as_ptr()).to_str().unwrap().to_owned()
            };
            let moved = r#"{"x":1,"y":1}"#;
            assert!(json.contains(moved), "{json}");
            let bad = std::ffi::CString::new(json.replace(moved, r#"{"x":0,"y":0}"#)).unwrap();
            let mut again = ptr::null_mut();
            // SAFETY: see above.
            unsafe { go_game_from_record_json(bad.as_ptr(), &mut again) }
        }),
        (GoStatus::InvalidRefereeRecord, || {
            // A referee's record whose refused point lies off the board.
            let g = game(c"studio", 5);
            let mut referee = ptr::null_mut();
            let mut buf = vec![0 as c_char; 8192];
            let mut needed = 0;
            // SAFETY: see above; the referee is freed once its record is
            // written.
            let json = unsafe {
                assert_eq!(go_phantom_new(g.0, GO_REFEREE_CONVENTION_ILLEGAL_ONLY, &mut referee), GoStatus::Ok);
                assert_eq!(go_phantom_record_json(referee, buf.as_mut_ptr(), buf.len(), &mut needed), GoStatus::Ok);
                go_phantom_free(referee);
                CStr::from_ptr(buf.as_ptr()).to_str().unwrap().to_owned()
            };
            let none = r#""refused":[]"#;
            assert!(json.contains(none), "{json}");
            let bad = std::ffi::CString::new(json.replace(none, r#""refused":[{"x":9,"y":9}]"#)).unwrap();
            let mut again = ptr::null_mut();
            // SAFETY: see above.
            unsafe { go_phantom_from_record_json(bad.as_ptr(), &mut again) }
        }),
        (GoStatus::UnknownName, || {
            let mut g = ptr::null_mut();
            // SAFETY: see above.
            unsafe { go_game_new(9, 9, c"bogus".as_ptr(), &mut g) }
        }),
        (GoStatus::InvalidVertex, || {
            let (mut p, mut pass) = (GoPoint::default(), false);
            // SAFETY: see above.
            unsafe { go_vertex_parse(9, 9, c"J10".as_ptr(), &mut p, &mut pass) }
        }),
        (GoStatus::InvalidPoint, || {
            let mut p = GoPoint::default();
            // SAFETY: see above.
            unsafe { go_point_parse(c"a,b".as_ptr(), &mut p) }
        }),
        (GoStatus::InvalidSeat, || {
            let (mut side, mut n) = (0, 0);
            // SAFETY: see above.
            unsafe { go_seat_parse(c"X1".as_ptr(), &mut side, &mut n) }
        }),
        (GoStatus::InvalidResult, || {
            let mut r = GoResult::default();
            // SAFETY: see above.
            unsafe { go_result_parse(c"B+?".as_ptr(), &mut r) }
        }),
        (GoStatus::SgfNoGameTree, || read(b"no tree here", GO_PARSE_MODE_LENIENT)),
        (GoStatus::SgfUnexpected, || read(b"(;GM[1]\n;B[aa]x)", GO_PARSE_MODE_STRICT)),
        (GoStatus::SgfUnexpectedEnd, || read(b"(;GM[1]", GO_PARSE_MODE_STRICT)),
        (GoStatus::SgfInvalidIdentifier, || read(b"(;gm[1])", GO_PARSE_MODE_STRICT)),
        (GoStatus::SgfInputTooLarge, || {
            // 4 GiB of zeros, never touched: the length is refused first.
            let huge = vec![0u8; u32::MAX as usize];
            read(&huge, GO_PARSE_MODE_LENIENT)
        }),
        (GoStatus::SgfInvalidValue, || replay(b"(;GM[1]SZ[9]KM[abc])", 0, GO_REPLAY_MODE_STRICT)),
        (GoStatus::SgfNotGo, || replay(b"(;GM[2])", 0, GO_REPLAY_MODE_TOLERANT)),
        (GoStatus::SgfNoSuchVariation, || replay(b"(;GM[1]SZ[9])", 5, GO_REPLAY_MODE_TOLERANT)),
        (GoStatus::SgfOffBoard, || replay(b"(;GM[1]SZ[9];B[zz])", 0, GO_REPLAY_MODE_STRICT)),
        (GoStatus::SgfIllegalMove, || replay(b"(;GM[1]SZ[9];B[aa];W[aa])", 0, GO_REPLAY_MODE_STRICT)),
        (GoStatus::SgfWrongColor, || replay(b"(;GM[1]SZ[9];B[aa];B[bb])", 0, GO_REPLAY_MODE_STRICT)),
        (GoStatus::SgfSetup, || replay(b"(;GM[1]SZ[2]AB[aa][ba][ab][bb])", 0, GO_REPLAY_MODE_STRICT)),
        (GoStatus::SgfBinaryInput, || {
            let mut sgf = b"(;GM[1]C[".to_vec();
            sgf.extend_from_slice(&[1u8; 100]);
            sgf.extend_from_slice(b"])");
            read(&sgf, GO_PARSE_MODE_LENIENT)
        }),
        (GoStatus::SgfUnknownCharset, || {
            let mut c = ptr::null_mut();
            let sgf = b"(;GM[1])";
            // SAFETY: see above.
            unsafe { go_sgf_read(sgf.as_ptr(), sgf.len(), GO_PARSE_MODE_LENIENT, c"no-such-set".as_ptr(), &mut c) }
        }),
    ];
    #[cfg(feature = "toroidal")]
    d.push((GoStatus::WrapTooSmall, || {
        // SAFETY: see above.
        builder(2, 9).with(|b| unsafe { go_game_builder_set_topology(b, GO_TOPOLOGY_TORUS) }).build()
    }));
    #[cfg(not(feature = "toroidal"))]
    d.push((GoStatus::FeatureDisabled, || {
        // SAFETY: see above.
        builder(9, 9).with(|b| unsafe { go_game_builder_set_topology(b, GO_TOPOLOGY_TORUS) }).build()
    }));
    d
}

/// The statuses of go-core's error kinds that no export returns (see the
/// module docs).
fn not_returned() -> Vec<c_int> {
    vec![GoStatus::MarginTooLarge as c_int]
}

/// The statuses driven elsewhere in this build (see the module docs).
fn driven_elsewhere() -> Vec<c_int> {
    let mut codes = vec![GoStatus::Panic as c_int, GoStatus::Poisoned as c_int, GoStatus::OutOfMemory as c_int];
    if cfg!(feature = "toroidal") {
        codes.push(GoStatus::FeatureDisabled as c_int);
    } else {
        codes.push(GoStatus::WrapTooSmall as c_int);
    }
    codes
}

/// The statuses the header declares, by number.
fn header_statuses() -> BTreeMap<c_int, String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../include/go_core.h");
    let header = fs::read_to_string(path).expect("include/go_core.h");
    header
        .lines()
        .filter_map(|l| l.trim().strip_suffix(',')?.split_once(" = "))
        .filter(|(name, _)| name.starts_with("GO_STATUS_"))
        .map(|(name, value)| (value.parse().expect("a number"), name.to_owned()))
        .collect()
}

#[test]
fn every_status_is_returned_by_some_function() {
    let header = header_statuses();
    assert!(header.len() > 60, "only {} statuses in the header", header.len());
    let mut driven = BTreeMap::new();
    for (want, drive) in drivers() {
        let code = want as c_int;
        assert!(header.contains_key(&code), "{want:?} is not in the header");
        assert_eq!(drive(), want, "the driver of {want:?} ({code})");
        assert!(driven.insert(code, want).is_none(), "{want:?} driven twice");
    }
    let mut elsewhere = driven_elsewhere();
    elsewhere.extend(not_returned());
    for (code, name) in &header {
        assert!(
            driven.contains_key(code) || elsewhere.contains(code),
            "{name} = {code}: no exported function is shown to return it"
        );
    }
    assert_eq!(driven.len() + elsewhere.len(), header.len());
}
