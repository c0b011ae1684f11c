//! Memory use of the SGF parser stays a small multiple of the input, hostile
//! input included: a counting global allocator measures the peak.
#![cfg(feature = "sgf")]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use go_core::SgfCollection;

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// Tests in this binary measure one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

// SAFETY: every call forwards to the system allocator unchanged; the
// counters are only statistics.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's layout.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = CURRENT.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        CURRENT.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: forwarded with the caller's pointer and layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Peak bytes allocated by `f` beyond what was live before it.
fn peak_of(f: impl FnOnce()) -> usize {
    let base = CURRENT.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    f();
    PEAK.load(Ordering::Relaxed) - base
}

fn check(name: &str, input: &[u8], factor: usize) {
    let peak = peak_of(|| {
        let c = SgfCollection::parse(input);
        if let Ok(c) = &c {
            let _ = c.to_bytes();
        }
        drop(c);
    });
    let ratio = peak as f64 / input.len() as f64;
    println!("{name}: input {} bytes, peak {} bytes ({ratio:.1}x)", input.len(), peak);
    assert!(peak <= factor * input.len() + (1 << 20), "{name}: peak {peak} for {} input bytes", input.len());
}

#[test]
fn memory_stays_a_small_multiple_of_the_input() {
    let _guard = SERIAL.lock().unwrap();
    // A realistic game: moves with comments.
    let mut game = String::from("(;GM[1]FF[4]SZ[19]KM[6.5]PB[a]PW[b]");
    for i in 0..200_000u32 {
        let c = char::from(b'a' + u8::try_from(i % 19).unwrap());
        game.push_str(&format!(";B[{c}{c}];W[{c}a]C[move {i}]"));
    }
    game.push(')');
    check("moves", game.as_bytes(), 16);
    // Hostile: nodes only, deep nesting, bare parentheses, a huge value.
    check("nodes", format!("({})", ";".repeat(2_000_000)).as_bytes(), 32);
    let deep = "(;".repeat(1_000_000);
    check("deep", deep.as_bytes(), 32);
    check("parens", "(".repeat(2_000_000).as_bytes(), 12);
    let mut big = b"(;C[".to_vec();
    big.resize(50 * 1024 * 1024, b'x');
    big.extend_from_slice(b"])");
    check("big value", &big, 4);
}

/// Setup that names the same points again and again (found from outside: a
/// 1.4 MB file repeating a whole-board rectangle on 52x52 took minutes to
/// replay, as each repeat was checked against every point reported
/// before): replay keeps one change per point and property and reports each
/// point set twice once per node, in one issue for the property that first
/// sets points again (since 2026-12-07: one issue a point let 95 KB of such
/// nodes take 1.5 GB), so its memory stays a small multiple of the input.
#[test]
fn repeated_setup_rectangles_replay_in_small_memory() {
    let _guard = SERIAL.lock().unwrap();
    // Every row but the last: the setup leaves the board liberties.
    let one_property = format!("(;GM[1]SZ[52]AB{})", "[aa:ZY]".repeat(20_000));
    let many_properties = format!("(;GM[1]SZ[52]{}AW[aa:ZY])", "AB[aa:ZY]".repeat(20_000));
    for (name, text) in [("one property", one_property), ("many properties", many_properties)] {
        let c = SgfCollection::parse(text.as_bytes()).unwrap();
        let mut issues = 0;
        let mut white = 0;
        let peak = peak_of(|| {
            let r = c.replay(0).unwrap();
            issues = r.issues.len();
            white = r.game.board().stone_count(go_core::Color::White);
        });
        println!("{name}: input {} bytes, replay peak {peak} bytes, {issues} issues", text.len());
        assert!(peak <= 4 * text.len() + (1 << 20), "{name}: peak {peak}");
        assert_eq!(issues, 1, "{name}: the points set again reported once, in one issue");
        let strict =
            c.replay_with(0, &go_core::ReplayOptions { mode: go_core::ReplayMode::Strict, ..Default::default() });
        assert!(strict.unwrap_err().to_string().contains("twice in one node"), "{name}");
        // The value written last stands.
        assert_eq!(white, if name == "many properties" { 52 * 51 } else { 0 }, "{name}");
    }
}

/// Territory marks that name the same rectangle again and again (found
/// from outside: a 3.5 MB record repeating `TB[aa:ZZ]` expanded to 2.6 GB
/// of points when its dead stones were read): reading the marks, and
/// replaying a last node whose `AE` they may explain, takes memory of the
/// order of the board, not of the rectangles' points.
#[test]
fn repeated_territory_rectangles_read_in_small_memory() {
    let _guard = SERIAL.lock().unwrap();
    let marks = "[aa:ZZ]".repeat(100_000);
    let text = format!("(;SZ[52]RE[B+3.5];B[aa];W[bb];B[];W[]AE[bb]TB{marks})");
    let c = SgfCollection::parse(text.as_bytes()).unwrap();
    let mut dead = None;
    let peak = peak_of(|| {
        let game = c.replay(0).unwrap().game;
        let last = c.game(0).unwrap().main_line().last().unwrap();
        dead = last.marked_dead_stones(game.board());
    });
    println!("territory rectangles: input {} bytes, peak {peak} bytes", text.len());
    assert!(peak <= 1 << 20, "peak {peak}");
    // Every point is marked as Black's: the White stone at `bb` is dead
    // (the `AE` that removes it is the count's, so it stays on the board);
    // Black's stone at `aa`, on its own colour's marks, is not.
    assert_eq!(dead, Some(vec![go_core::Point::new(1, 1)]));
}
