//! Counting against GNU Go (Debian package `gnugo`, driven over GTP): for 50
//! finished games of the corpora, our counter gets GNU Go's own dead stones
//! (`final_status_list dead`) and our score is compared with its
//! `final_score` under `--chinese-rules` and `--japanese-rules`. Every
//! difference must fall into a named category; none may be unexplained.
#![cfg(all(feature = "sgf", feature = "japanese"))]

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use go_core::{Komi, Point, Rules, SgfCollection, score};

const GNUGO: &str = "/usr/games/gnugo";

fn corpus() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/validation/corpora/gnugo-regression-games");
    if dir.is_dir() {
        Some(dir)
    } else {
        println!("!!! ../shared/validation/corpora is missing: the GNU Go counting oracle did not run !!!");
        None
    }
}

/// GNU Go's answers to `final_status_list dead` and `final_score` for a file.
fn gnugo(file: &Path, rules_flag: &str) -> (Vec<String>, String) {
    let mut child = Command::new(GNUGO)
        .args(["--mode", "gtp", rules_flag])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {GNUGO} ({e}): run go-core/tests/oracle/install_gnugo.sh"));
    let script = format!("loadsgf {}\nfinal_status_list dead\nfinal_score\nquit\n", file.display());
    child.stdin.take().map(|mut s| s.write_all(script.as_bytes()));
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).replace('\r', "");
    let answers: Vec<&str> = text.split("\n\n").collect();
    assert!(answers.len() >= 3, "unexpected GNU Go output for {}: {text}", file.display());
    let dead = answers[1].trim_start_matches('=').split_whitespace().map(str::to_owned).collect();
    let score = answers[2].trim_start_matches('=').trim().to_owned();
    (dead, score)
}

/// GNU Go's `final_score` (`B+3.5`, `W+12.0`, `0`) as White minus Black in
/// half points.
fn margin_of(text: &str) -> i64 {
    if text == "0" {
        return 0;
    }
    let (side, value) = text.split_at(2);
    // GNU Go writes multiples of 0.5 with one decimal: "12.0", "3.5".
    let (whole, frac) = value.split_once('.').unwrap_or((value, "0"));
    let half = 2 * whole.parse::<i64>().unwrap() + i64::from(frac.starts_with('5'));
    if side.starts_with('W') { half } else { -half }
}

/// Finished 9x9 and 13x13 games with a counted result, sorted by path.
fn finished_games(dir: &Path, count: usize) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.join("games")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "sgf") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
        .into_iter()
        .filter(|p| {
            let Ok(bytes) = std::fs::read(p) else { return false };
            let text = String::from_utf8_lossy(&bytes);
            // A counted result: RE[B+<number>] or RE[W+<number>].
            let counted = ["RE[B+", "RE[W+"]
                .iter()
                .any(|k| text.find(k).is_some_and(|i| text[i + 5..].starts_with(|c: char| c.is_ascii_digit())));
            (text.contains("SZ[9]") || text.contains("SZ[13]")) && counted
        })
        .filter(|p| {
            let Ok(c) = SgfCollection::parse(&std::fs::read(p).unwrap()) else { return false };
            c.replay(0).is_ok_and(|r| r.issues.is_empty() && r.game.moves().len() > 20)
        })
        .take(count)
        .collect()
}

#[test]
fn our_count_with_gnugos_dead_stones_matches_its_final_score() {
    let Some(dir) = corpus() else { return };
    assert!(
        Path::new(GNUGO).exists(),
        "{GNUGO} is missing: run go-core/tests/oracle/install_gnugo.sh (the test command does)"
    );
    let games = finished_games(&dir, 50);
    assert_eq!(games.len(), 50, "not enough finished games in the corpora");
    let mut categories: BTreeMap<&'static str, usize> = BTreeMap::new();
    for file in &games {
        let replay = SgfCollection::parse(&std::fs::read(file).unwrap()).unwrap().replay(0).unwrap();
        let game = replay.game;
        let komi = game.rules().komi();
        for (flag, rules) in [
            ("--chinese-rules", Rules::chinese().with_komi(komi).with_handicap_bonus(go_core::HandicapBonus::None)),
            ("--japanese-rules", Rules::japanese().with_komi(komi)),
        ] {
            let (dead_vertices, theirs) = gnugo(file, flag);
            let size = game.board().size();
            let dead: Vec<Point> = dead_vertices.iter().filter_map(|v| Point::parse_vertex(v, size).ok()).collect();
            let ours = score(game.board(), &dead, game.prisoners(), &rules, game.handicap_stones()).unwrap();
            let their_margin = margin_of(&theirs);
            let category = if ours.margin == their_margin {
                "same score"
            } else if flag == "--japanese-rules" && !ours.dame.is_empty() {
                // RULES.md section 4: a region touching an unfilled dame is in
                // seki, so its points are not territory; GNU Go counts them.
                "unfilled dame (territory lost under the seki definition)"
            } else if !ours.dame.is_empty() {
                // Area counting: RULES.md counts a dame for nobody; GNU Go's
                // final_score gives dame it judges to be filled to a side.
                "unfilled dame (area: neutral for us, assigned by GNU Go)"
            } else if ours.black.seki + ours.white.seki > 0 {
                "seki points counted differently"
            } else if game.handicap_stones() > 0 && flag == "--chinese-rules" {
                "handicap compensation under area counting"
            } else {
                panic!(
                    "{} {flag}: ours {} ({}), GNU Go {theirs}; dead {dead_vertices:?}; komi {}",
                    file.display(),
                    ours.result,
                    ours.margin,
                    Komi::to_string(&komi)
                );
            };
            *categories.entry(category).or_default() += 1;
        }
    }
    println!("GNU Go counting oracle over {} games x 2 rule sets: {categories:?}", games.len());
    assert!(categories.get("same score").copied().unwrap_or(0) >= 90, "{categories:?}");
}
