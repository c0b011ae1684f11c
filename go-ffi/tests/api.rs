//! Every export of the C ABI, called as C would call it: results, error
//! statuses, NULL pointers, bad strings and buffers, and the rule that a
//! failed call leaves the game unchanged.

use std::ffi::{CStr, c_char, c_int};
use std::ptr::{self, NonNull};

use go_ffi::*;

/// A game handle freed on drop.
struct Game(*mut GoGame);

/// Everything the C ABI can read of a game.
#[derive(Debug, PartialEq, Eq, Clone)]
struct Snapshot {
    board: String,
    to_move: c_int,
    phase: c_int,
    moves: usize,
    prisoners: (u32, u32),
}

impl Game {
    fn new(width: u32, height: u32, preset: Option<&CStr>) -> Game {
        let mut game = ptr::null_mut();
        // SAFETY: valid out-pointer; the preset is NULL or a C string.
        let status = unsafe { go_game_new(width, height, preset.map_or(ptr::null(), CStr::as_ptr), &mut game) };
        assert_eq!(status, GoStatus::Ok, "go_game_new({width}, {height}, {preset:?})");
        assert!(!game.is_null());
        Game(game)
    }

    fn play(&self, x: u32, y: u32) -> GoStatus {
        // SAFETY: live handle.
        unsafe { go_game_play(self.0, x, y) }
    }

    /// Plays each point in turn, every one of which must be legal.
    fn play_all(&self, points: &[(u32, u32)]) {
        for &(x, y) in points {
            assert_eq!(self.play(x, y), GoStatus::Ok, "play ({x}, {y})");
        }
    }

    fn is_legal(&self, x: u32, y: u32) -> GoStatus {
        // SAFETY: live handle.
        unsafe { go_game_is_legal(self.0, x, y) }
    }

    fn pass(&self) -> GoStatus {
        // SAFETY: live handle.
        unsafe { go_game_pass(self.0) }
    }

    fn undo(&self) -> GoStatus {
        // SAFETY: live handle.
        unsafe { go_game_undo(self.0) }
    }

    fn resign(&self) -> GoStatus {
        // SAFETY: live handle.
        unsafe { go_game_resign(self.0) }
    }

    fn size(&self) -> (u32, u32) {
        let (mut w, mut h) = (0, 0);
        // SAFETY: live handle, valid out-pointers.
        assert_eq!(unsafe { go_game_size(self.0, &mut w, &mut h) }, GoStatus::Ok);
        (w, h)
    }

    fn board_bytes(&self) -> Vec<u8> {
        let (w, h) = self.size();
        let mut buf = vec![0xAA; (w * h) as usize];
        let mut written = 0;
        // SAFETY: live handle; `buf` holds `buf.len()` bytes.
        let status = unsafe { go_game_board(self.0, buf.as_mut_ptr(), buf.len(), &mut written) };
        assert_eq!((status, written), (GoStatus::Ok, buf.len()));
        buf
    }

    /// The board as a diagram: `X` black, `O` white, `.` empty, one line per
    /// row.
    fn diagram(&self) -> String {
        let (w, _) = self.size();
        let mut out = String::new();
        for row in self.board_bytes().chunks(w as usize) {
            for &b in row {
                out.push(match b {
                    0 => '.',
                    1 => 'X',
                    2 => 'O',
                    _ => '?',
                });
            }
            out.push('\n');
        }
        out
    }

    fn to_move(&self) -> c_int {
        let mut color = -1;
        // SAFETY: live handle, valid out-pointer.
        assert_eq!(unsafe { go_game_to_move(self.0, &mut color) }, GoStatus::Ok);
        color
    }

    fn phase(&self) -> c_int {
        let mut phase = -1;
        // SAFETY: live handle, valid out-pointer.
        assert_eq!(unsafe { go_game_phase(self.0, &mut phase) }, GoStatus::Ok);
        phase
    }

    fn move_count(&self) -> usize {
        let mut n = usize::MAX;
        // SAFETY: live handle, valid out-pointer.
        assert_eq!(unsafe { go_game_move_count(self.0, &mut n) }, GoStatus::Ok);
        n
    }

    fn prisoners(&self, color: GoColor) -> u32 {
        let mut n = u32::MAX;
        // SAFETY: live handle, valid out-pointer.
        assert_eq!(unsafe { go_game_prisoners(self.0, color as c_int, &mut n) }, GoStatus::Ok);
        n
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            board: self.diagram(),
            to_move: self.to_move(),
            phase: self.phase(),
            moves: self.move_count(),
            prisoners: (self.prisoners(GoColor::Black), self.prisoners(GoColor::White)),
        }
    }

    /// Asserts that `call` fails with `want` and leaves the game unchanged.
    fn refuses(&self, want: GoStatus, call: impl FnOnce(&Game) -> GoStatus) {
        let before = self.snapshot();
        assert_eq!(call(self), want);
        assert_eq!(self.snapshot(), before, "a failed call ({want:?}) changed the game");
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: the handle came from go_game_new and is freed once.
        unsafe { go_game_free(self.0) };
    }
}

fn message(status: c_int) -> &'static str {
    // SAFETY: go_status_message returns a static NUL-terminated string.
    unsafe { CStr::from_ptr(go_status_message(status)) }.to_str().unwrap_or("<not UTF-8>")
}

fn diagram(rows: &[&str]) -> String {
    rows.iter().map(|r| format!("{r}\n")).collect()
}

/// Black captures a white stone at (1, 1) by playing (2, 1), leaving a ko:
/// White may not retake at (1, 1) at once.
const KO_SETUP: [(u32, u32); 9] = [(1, 0), (2, 0), (0, 1), (3, 1), (1, 2), (2, 2), (4, 4), (1, 1), (2, 1)];

const BLACK: c_int = GoColor::Black as c_int;
const WHITE: c_int = GoColor::White as c_int;
const PLAYING: c_int = GoPhase::Playing as c_int;
const COUNTING: c_int = GoPhase::Counting as c_int;
const FINISHED: c_int = GoPhase::Finished as c_int;

#[test]
fn a_new_game_is_empty_with_black_to_move() {
    let g = Game::new(19, 13, None);
    assert_eq!(g.size(), (19, 13));
    let empty = format!("{}\n", ".".repeat(19)).repeat(13);
    assert_eq!(g.snapshot(), Snapshot { board: empty, to_move: BLACK, phase: PLAYING, moves: 0, prisoners: (0, 0) });
}

#[test]
fn presets_are_found_by_name() {
    for name in
        [c"studio", c"chinese", c"aga", c"nz", c"new-zealand", c"Tromp_Taylor", c"japanese", c"KOREAN", c"game site"]
    {
        let g = Game::new(9, 9, Some(name));
        assert_eq!(g.size(), (9, 9));
    }
    let g = Game::new(1, 52, Some(c"studio"));
    assert_eq!(g.size(), (1, 52));
}

#[test]
fn new_reports_bad_arguments_and_sets_the_handle_to_null() {
    let call = |w: u32, h: u32, name: *const c_char| {
        let mut game: *mut GoGame = NonNull::dangling().as_ptr();
        // SAFETY: valid out-pointer; `name` is NULL or a C string.
        let status = unsafe { go_game_new(w, h, name, &mut game) };
        assert!(game.is_null(), "{status:?} left a handle behind");
        status
    };
    assert_eq!(call(9, 9, c"bogus".as_ptr()), GoStatus::UnknownPreset);
    assert_eq!(call(9, 9, c"".as_ptr()), GoStatus::UnknownPreset);
    let bad_utf8: &[u8] = b"jap\xffanese\0";
    assert_eq!(call(9, 9, bad_utf8.as_ptr().cast()), GoStatus::InvalidUtf8);
    // Argument errors come before setup errors.
    assert_eq!(call(0, 0, bad_utf8.as_ptr().cast()), GoStatus::InvalidUtf8);
    for (w, h) in [(0, 9), (9, 0), (53, 9), (9, 53), (u32::MAX, u32::MAX)] {
        assert_eq!(call(w, h, ptr::null()), GoStatus::InvalidSize, "{w}x{h}");
        assert_eq!(call(w, h, c"bogus".as_ptr()), GoStatus::InvalidSize, "{w}x{h}");
    }
    // SAFETY: a NULL out-pointer is allowed and reported.
    assert_eq!(unsafe { go_game_new(9, 9, ptr::null(), ptr::null_mut()) }, GoStatus::NullPointer);
}

#[test]
fn null_pointers_are_refused_everywhere() {
    let null = ptr::null_mut::<GoGame>();
    let (mut i, mut u, mut v, mut z) = (0 as c_int, 0u32, 0u32, 0usize);
    let mut buf = [0u8; 4];
    // SAFETY: NULL handles are allowed and reported; the other pointers are
    // valid.
    unsafe {
        go_game_free(null);
        assert_eq!(go_game_play(null, 0, 0), GoStatus::NullPointer);
        assert_eq!(go_game_pass(null), GoStatus::NullPointer);
        assert_eq!(go_game_undo(null), GoStatus::NullPointer);
        assert_eq!(go_game_resign(null), GoStatus::NullPointer);
        assert_eq!(go_game_is_legal(null, 0, 0), GoStatus::NullPointer);
        assert_eq!(go_game_to_move(null, &mut i), GoStatus::NullPointer);
        assert_eq!(go_game_phase(null, &mut i), GoStatus::NullPointer);
        assert_eq!(go_game_size(null, &mut u, &mut v), GoStatus::NullPointer);
        assert_eq!(go_game_board(null, buf.as_mut_ptr(), buf.len(), &mut z), GoStatus::NullPointer);
        assert_eq!(go_game_prisoners(null, BLACK, &mut u), GoStatus::NullPointer);
        assert_eq!(go_game_move_count(null, &mut z), GoStatus::NullPointer);
    }
    assert_eq!((i, u, v, z), (0, 0, 0, 0), "nothing is written on error");

    let g = Game::new(2, 2, None);
    let mut w = 0u32;
    // SAFETY: live handle; NULL out-pointers are allowed and reported.
    unsafe {
        g.refuses(GoStatus::NullPointer, |g| go_game_to_move(g.0, ptr::null_mut()));
        g.refuses(GoStatus::NullPointer, |g| go_game_phase(g.0, ptr::null_mut()));
        g.refuses(GoStatus::NullPointer, |g| go_game_size(g.0, ptr::null_mut(), &mut w));
        g.refuses(GoStatus::NullPointer, |g| go_game_size(g.0, &mut w, ptr::null_mut()));
        g.refuses(GoStatus::NullPointer, |g| go_game_board(g.0, buf.as_mut_ptr(), buf.len(), ptr::null_mut()));
        g.refuses(GoStatus::NullPointer, |g| go_game_board(g.0, ptr::null_mut(), 4, &mut z));
        g.refuses(GoStatus::NullPointer, |g| go_game_prisoners(g.0, WHITE, ptr::null_mut()));
        g.refuses(GoStatus::NullPointer, |g| go_game_move_count(g.0, ptr::null_mut()));
    }
    assert_eq!((w, z), (0, 0), "nothing is written on error");
}

#[test]
fn a_capture_removes_the_stone_and_counts_a_prisoner() {
    let g = Game::new(5, 5, None);
    g.play_all(&KO_SETUP[..8]);
    assert_eq!(g.diagram(), diagram(&[".XO..", "XO.O.", ".XO..", ".....", "....X"]));
    assert_eq!(g.play(2, 1), GoStatus::Ok);
    assert_eq!(g.diagram(), diagram(&[".XO..", "X.XO.", ".XO..", ".....", "....X"]));
    assert_eq!((g.prisoners(GoColor::Black), g.prisoners(GoColor::White)), (1, 0));
    assert_eq!((g.to_move(), g.move_count()), (WHITE, 9));

    // Undo puts the captured stone back and the prisoner count down.
    assert_eq!(g.undo(), GoStatus::Ok);
    assert_eq!(g.diagram(), diagram(&[".XO..", "XO.O.", ".XO..", ".....", "....X"]));
    assert_eq!((g.prisoners(GoColor::Black), g.to_move(), g.move_count()), (0, BLACK, 8));
}

#[test]
fn retaking_a_ko_at_once_is_refused_under_simple_ko() {
    let g = Game::new(5, 5, Some(c"japanese"));
    g.play_all(&KO_SETUP);
    g.refuses(GoStatus::Ko, |g| g.is_legal(1, 1));
    g.refuses(GoStatus::Ko, |g| g.play(1, 1));
    // After an exchange elsewhere White may retake.
    g.play_all(&[(4, 0), (4, 1)]);
    assert_eq!(g.is_legal(1, 1), GoStatus::Ok);
    assert_eq!(g.play(1, 1), GoStatus::Ok);
    assert_eq!(g.diagram(), diagram(&[".XO.O", "XO.OX", ".XO..", ".....", "....X"]));
    assert_eq!((g.prisoners(GoColor::Black), g.prisoners(GoColor::White)), (1, 1));
}

#[test]
fn retaking_a_ko_at_once_is_superko_under_the_studio_rules() {
    let g = Game::new(5, 5, None);
    g.play_all(&KO_SETUP);
    g.refuses(GoStatus::Superko, |g| g.is_legal(1, 1));
    g.refuses(GoStatus::Superko, |g| g.play(1, 1));
}

#[test]
fn illegal_plays_leave_the_game_unchanged() {
    let g = Game::new(5, 5, None);
    g.play_all(&KO_SETUP);
    // White at the corner (0, 0) has no liberty and captures nothing.
    for (x, y, want) in [
        (0, 0, GoStatus::Suicide),
        (1, 0, GoStatus::Occupied),
        (2, 1, GoStatus::Occupied),
        (5, 0, GoStatus::OffBoard),
        (0, 5, GoStatus::OffBoard),
        (255, 255, GoStatus::OffBoard),
        (256, 0, GoStatus::OffBoard),
        (u32::MAX, u32::MAX, GoStatus::OffBoard),
    ] {
        g.refuses(want, |g| g.is_legal(x, y));
        g.refuses(want, |g| g.play(x, y));
    }
    assert_eq!(g.is_legal(0, 4), GoStatus::Ok);
}

#[test]
fn two_passes_end_play_and_undo_resumes_it() {
    let g = Game::new(9, 9, None);
    assert_eq!(g.play(4, 4), GoStatus::Ok);
    assert_eq!(g.pass(), GoStatus::Ok);
    assert_eq!(g.phase(), PLAYING);
    assert_eq!(g.pass(), GoStatus::Ok);
    assert_eq!((g.phase(), g.move_count()), (COUNTING, 3));
    g.refuses(GoStatus::NotPlaying, |g| g.play(0, 0));
    g.refuses(GoStatus::NotPlaying, |g| g.is_legal(0, 0));
    g.refuses(GoStatus::NotPlaying, |g| g.pass());
    // Off the board still answers "not playing": go-core checks the phase first.
    g.refuses(GoStatus::NotPlaying, |g| g.play(100, 100));
    assert_eq!(g.undo(), GoStatus::Ok);
    assert_eq!((g.phase(), g.to_move(), g.move_count()), (PLAYING, BLACK, 2));
    assert_eq!(g.play(0, 0), GoStatus::Ok);
}

#[test]
fn undo_needs_a_move() {
    let g = Game::new(9, 9, None);
    g.refuses(GoStatus::NothingToUndo, |g| g.undo());
    assert_eq!(g.play(2, 2), GoStatus::Ok);
    assert_eq!(g.undo(), GoStatus::Ok);
    g.refuses(GoStatus::NothingToUndo, |g| g.undo());
}

#[test]
fn resigning_finishes_the_game() {
    let g = Game::new(9, 9, None);
    assert_eq!(g.play(2, 2), GoStatus::Ok);
    assert_eq!(g.resign(), GoStatus::Ok);
    assert_eq!(g.phase(), FINISHED);
    g.refuses(GoStatus::WrongPhase, |g| g.resign());
    g.refuses(GoStatus::WrongPhase, |g| g.undo());
    g.refuses(GoStatus::GameOver, |g| g.play(3, 3));
    g.refuses(GoStatus::GameOver, |g| g.pass());
}

#[test]
fn the_board_buffer_is_row_major_and_checked_for_length() {
    let g = Game::new(3, 2, None);
    g.play_all(&[(2, 0), (0, 1)]);
    assert_eq!(g.board_bytes(), [0, 0, 1, 2, 0, 0]);
    assert_eq!(g.diagram(), diagram(&["..X", "O.."]));

    let mut buf = [0xAAu8; 10];
    let mut written = 0usize;
    // SAFETY: live handle; `buf` holds at least the lengths passed.
    unsafe {
        // Too small: nothing written, the length needed reported.
        g.refuses(GoStatus::BufferTooSmall, |g| go_game_board(g.0, buf.as_mut_ptr(), 5, &mut written));
        assert_eq!((buf, written), ([0xAA; 10], 6));
        written = 0;
        g.refuses(GoStatus::BufferTooSmall, |g| go_game_board(g.0, ptr::null_mut(), 0, &mut written));
        assert_eq!(written, 6);
        // Larger than needed: the tail is left alone.
        assert_eq!(go_game_board(g.0, buf.as_mut_ptr(), buf.len(), &mut written), GoStatus::Ok);
        assert_eq!(written, 6);
        assert_eq!(buf, [0, 0, 1, 2, 0, 0, 0xAA, 0xAA, 0xAA, 0xAA]);
    }
}

#[test]
fn prisoners_need_a_side() {
    let g = Game::new(9, 9, None);
    for bad in [GoColor::Empty as c_int, 3, -1, c_int::MAX] {
        let mut n = 77u32;
        // SAFETY: live handle, valid out-pointer.
        g.refuses(GoStatus::InvalidColor, |g| unsafe { go_game_prisoners(g.0, bad, &mut n) });
        assert_eq!(n, 77, "nothing is written on error");
    }
}

#[test]
fn games_are_independent() {
    let a = Game::new(9, 9, None);
    let b = Game::new(9, 9, Some(c"japanese"));
    assert_eq!(a.play(4, 4), GoStatus::Ok);
    assert_eq!((a.move_count(), b.move_count()), (1, 0));
    assert_eq!(b.is_legal(4, 4), GoStatus::Ok);
    // A handle may move to another thread.
    let handle = b.0 as usize;
    let moved = std::thread::spawn(move || {
        // SAFETY: only this thread uses the handle until it is joined.
        unsafe { go_game_play(handle as *mut GoGame, 4, 4) }
    })
    .join();
    assert!(matches!(moved, Ok(GoStatus::Ok)));
    assert_eq!(b.move_count(), 1);
}

#[test]
fn every_status_has_a_static_message() {
    assert_eq!(message(GoStatus::Ok as c_int), "ok");
    assert_eq!(message(GoStatus::Occupied as c_int), "illegal move: the point is occupied");
    assert_eq!(message(GoStatus::Ko as c_int), "illegal move: retakes the ko at once");
    assert_eq!(message(GoStatus::NullPointer as c_int), "a pointer argument that must not be NULL was NULL");
    assert_eq!(message(12345), "unknown status code");
    assert_eq!(message(-1), "unknown status code");
    // The same pointer every time: the strings are static.
    assert_eq!(go_status_message(301), go_status_message(301));
}
