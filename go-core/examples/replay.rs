//! Replays SGF records: one file, or every `.sgf` file under a folder.
//!
//! For each game tree: parse (leniently), replay the main line in tolerant
//! mode under the record's own rules (a record without `RU` under
//! `--rules`, Japanese by default: the line then says
//! `rules=(none:japanese)`; an `RU` that names no rule set, likewise
//! `rules=(nonsense:japanese)`), and print one line with the size, rules,
//! moves (the record's `B`/`W` properties read; the Python loader's
//! `moves` column counts the game's moves, where a tolerant replay's
//! implied pass is one more), irregularities, the number of warnings about the record's text
//! and values (each warning, with its line and column, on standard error:
//! the parse's repairs in this game's tree, such as a tree left open at the
//! end of a file cut short, text that is no SGF, or, in strict mode too,
//! FF\[4\] deviations such as a property repeated in a node; the character
//! set chosen for a file without `CA`; a value read by a heuristic, such as
//! `KM[375]` as 7.5, or one that could not be read and was ignored), our
//! result and the recorded result. Where the game ended by counting
//! (go-core's `Replay::ended_by_counting`, the Python loader's rule: its
//! `RE` a score, a draw, or a winner alone or with a number such as
//! `W+6,5`; with no `RE` that can be read, territory marks on the line's
//! last node or the two passes that end play) and its main line was replayed to the end (not
//! stopped by `--max-moves`: then `ours=-`), the final position is counted
//! under the record's rules. The dead stones are the ones the
//! record's territory marks give (`SgfNode::marked_dead_stones`, as the
//! Python loader reads them): a White stone on a point in `TB` (Black's
//! territory) or a Black stone on a point in `TW`, and a chain whose
//! liberties are all marked as the other colour's, read from the last node
//! of the main line (marks that give no stone: none is dead). Without such marks they are the engine's estimate
//! (`Game::estimate_dead_stones`, default settings: pass-alive facts, seki
//! kept alive, playouts with each side moving first), and the line says
//! which. `--positions` also prints each final position as text.
//!
//! Run: `cargo run --release -p go-core --example replay -- PATH... [--positions]`.
//!
//! Folders are searched recursively for `*.sgf` files; a folder reached a
//! second time (a link back up the tree) and anything that is not a regular
//! file (a FIFO, a device) are skipped with a reason on standard error. A
//! folder that cannot be listed (no permission) is a failure: its records
//! would be missed.
//!
//! Standard output holds the report: a line per game and the summary (its
//! `failed=` counts the failures). Errors go to standard error, as a
//! shell's tools do: a file that cannot be read (a file larger than the
//! parser takes is refused unread), parsed or replayed, when it happens
//! and again in the list of failures after the summary.
//!
//! Exit status: 0 when every file parsed and every game replayed, 1 when
//! some failed, 2 for bad arguments.
//! A closed standard output (`| head`) ends the program quietly, with
//! status 141 (128 + SIGPIPE, as a shell reports for `cat` cut short).
//!
//! Text from a record (its rules, result, warnings' values) is shown with
//! control characters escaped (`\u{1b}`), so that a hostile file cannot
//! drive the terminal or split a report line.

#[macro_use]
#[path = "support/stdio.rs"]
mod stdio;

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use clap::Parser;
use go_core::{ParseMode, ParseOptions, ReplayMode, ReplayOptions, SgfCollection};

/// Replays SGF files and prints one line per game plus a summary.
#[derive(Parser, Debug)]
#[command(name = "replay", version, about = "Replay SGF records (files or folders) and count the final positions")]
struct Args {
    /// SGF files or folders (searched recursively for *.sgf); `-` reads
    /// standard input.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Print each final position (X black, O white, . empty) after its line.
    #[arg(long)]
    positions: bool,
    /// Stop each replay after this many moves.
    #[arg(long)]
    max_moves: Option<usize>,
    /// Strict parsing and replay: the first problem is an error.
    #[arg(long)]
    strict: bool,
    /// The rules of a record without `RU` (or with one that names no known
    /// rule set): a preset (studio, game_site, chinese, japanese, korean,
    /// aga, new_zealand, tromp_taylor), optionally with changed axes
    /// ("chinese ko=simple"). Japanese rules by default, as most such
    /// records were played (simple ko: a repetition that only superko
    /// forbids is then no irregularity). Without `KM` the komi is the
    /// preset's for the record's size, unless the text gives `komi=`.
    #[arg(long, default_value = "japanese")]
    rules: String,
}

/// `text` with its control characters (escape, bell, line breaks, ...),
/// the bidirectional formatting characters (which reorder what follows on
/// a terminal), the line and paragraph separators U+2028 and U+2029 (line
/// breaks to a reader of the report that follows Unicode's) and the
/// invisible byte-order mark U+FEFF written as `\u{1b}`: a record's text or
/// a file's name shown on a terminal or in a line of the report (found
/// from outside: `RU[\x1b[2J...]` cleared the screen).
fn shown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let bidi = matches!(c, '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        let unseen = matches!(c, '\u{2028}' | '\u{2029}' | '\u{feff}');
        if c.is_control() || bidi || unseen {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

/// A path as [`shown`] shows text.
fn name(path: &Path) -> String {
    shown(&path.display().to_string())
}

/// The stones of `game`'s final position that the record's territory marks
/// (`TB`, `TW` in the last node of the main line from `root`) call dead, as
/// go-core reads them (`SgfNode::marked_dead_stones`, the Python loader's
/// reading too): stones on points marked as the other colour's, and chains
/// whose liberties all are; `None` when that node has no such marks.
fn dead_by_marks(root: &go_core::SgfNode<'_>, game: &go_core::Game) -> Option<Vec<go_core::Point>> {
    root.main_line().last()?.marked_dead_stones(game.board())
}

/// Adds the `*.sgf` regular files under `path` to `out`, in sorted order,
/// each folder once (by its canonical path), and skips with a reason
/// everything else that is named `*.sgf` but is no regular file. A folder
/// that cannot be listed is a failure (its records would be missed), added
/// to `failures`.
fn collect(path: &Path, seen: &mut HashSet<PathBuf>, out: &mut Vec<PathBuf>, failures: &mut Vec<String>) {
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        // A broken link, a link loop: skipped, with what the system says.
        Err(e) => {
            errln!("{}: skipped: cannot be read: {e}", name(path));
            return;
        }
    };
    if meta.is_dir() {
        let canonical = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        if !seen.insert(canonical) {
            errln!("{}: skipped: this folder was searched already (a link loop?)", name(path));
            return;
        }
        let mut entries: Vec<PathBuf> = match std::fs::read_dir(path) {
            Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
            Err(e) => {
                errln!("{}: cannot list the folder: {e}", name(path));
                failures.push(format!("{}: cannot list the folder: {e}", name(path)));
                return;
            }
        };
        entries.sort();
        for e in entries {
            collect(&e, seen, out, failures);
        }
    } else if path.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf")) {
        if meta.is_file() {
            out.push(path.to_path_buf());
        } else {
            errln!("{}: skipped: not a regular file", name(path));
        }
    }
}

/// Reads a file named on the command line or found in a folder with
/// go-core's reader ([`go_core::read_sgf_file`]: only a regular file, never
/// waited for, at most one byte past its reported size or 64 MiB), and only
/// one the parser can take (a larger one is refused unread, not read into
/// memory first). `-` is standard input, as for coreutils, read up to one
/// byte past the largest input the parser takes.
fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    if path.as_os_str() == "-" {
        use std::io::Read;
        let mut bytes = Vec::new();
        let limit = u64::try_from(SgfCollection::MAX_INPUT).unwrap_or(u64::MAX).saturating_add(1);
        std::io::stdin().lock().take(limit).read_to_end(&mut bytes).map_err(|e| e.to_string())?;
        SgfCollection::check_input_len(u64::try_from(bytes.len()).unwrap_or(u64::MAX))
            .map_err(|e| format!("parse error: {e}"))?;
        return Ok(bytes);
    }
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if meta.is_file() {
        SgfCollection::check_input_len(meta.len()).map_err(|e| format!("parse error: {e}"))?;
    }
    let max = u64::try_from(SgfCollection::MAX_INPUT).unwrap_or(u64::MAX);
    go_core::read_sgf_file(path, max).map_err(|e| e.to_string())
}

fn main() {
    stdio::main_with(run);
}

fn run() {
    let args = stdio::parse_args::<Args>();
    let mut files = Vec::new();
    let mut seen = HashSet::new();
    let mut failures: Vec<String> = Vec::new();
    for p in &args.paths {
        if p.is_dir() {
            collect(p, &mut seen, &mut files, &mut failures);
        } else {
            files.push(p.clone());
        }
    }
    let default_rules: go_core::Rules = match args.rules.parse() {
        Ok(r) => r,
        Err(e) => {
            errln!("error: --rules: {e}");
            std::process::exit(2);
        }
    };
    let explicit_komi = go_core::Rules::text_gives_komi(&args.rules);
    let mode = if args.strict { ParseMode::Strict } else { ParseMode::Lenient };
    let replay_mode = if args.strict { ReplayMode::Strict } else { ReplayMode::Tolerant };
    let (mut parsed, mut games, mut replayed, mut counted, mut agree) = (0usize, 0usize, 0usize, 0usize, 0usize);
    let mut kinds: BTreeMap<&'static str, usize> = BTreeMap::new();
    for f in &files {
        let bytes = match read_file(f) {
            Ok(b) => b,
            Err(e) => {
                let e = shown(&e);
                errln!("{}: {e}", name(f));
                failures.push(format!("{}: {e}", name(f)));
                continue;
            }
        };
        let c = match SgfCollection::parse_with(&bytes, ParseOptions::default().with_mode(mode)) {
            Ok(c) => c,
            Err(e) => {
                let e = shown(&e.to_string());
                errln!("{}: parse error: {e}", name(f));
                failures.push(format!("{}: {e}", name(f)));
                continue;
            }
        };
        parsed += 1;
        for g in 0..c.games().len() {
            games += 1;
            // Without `KM`, the preset's komi for the record's size.
            let size = c.game(g).and_then(|root| go_core::GameInfo::from_root(root).ok()).map(|i| i.size);
            let default_rules = match size {
                Some(size) if !explicit_komi => default_rules.with_preset_komi(size),
                _ => default_rules,
            };
            let opts = ReplayOptions {
                mode: replay_mode,
                max_moves: args.max_moves,
                default_rules: Some(default_rules),
                ..ReplayOptions::default()
            };
            // The parse's repairs in this game, shown with the replay's
            // error too (found from outside: a game that did not replay
            // lost them).
            let parse_warnings: Vec<String> = c.game_warnings(g).map(ToString::to_string).collect();
            let r = match c.replay_with(g, &opts) {
                Ok(r) => r,
                Err(e) => {
                    for w in &parse_warnings {
                        errln!("{}#{g}: warning: {}", name(f), shown(w));
                    }
                    let e = shown(&e.to_string());
                    errln!("{}#{g}: replay error: {e}", name(f));
                    failures.push(format!("{}#{g}: {e}", name(f)));
                    continue;
                }
            };
            replayed += 1;
            let mut irr: BTreeMap<&'static str, usize> = BTreeMap::new();
            for i in &r.issues {
                *irr.entry(i.kind.category()).or_default() += 1;
                *kinds.entry(i.kind.category()).or_default() += 1;
            }
            let irr_text = if irr.is_empty() {
                "none".to_owned()
            } else {
                irr.iter().map(|(k, n)| format!("{k}:{n}")).collect::<Vec<_>>().join(",")
            };
            let recorded = r.info.result.as_ref().map_or("-".to_owned(), |x| x.raw.clone());
            // Whether the game ended by counting: go-core's rule, the Python
            // loader's (found from outside: the two read `RE[W+6,5]`,
            // `RE[B+]` and `RE[?]` before closing passes differently).
            let ended = r.ended_by_counting(&c);
            // Whether `RE` itself states a count to compare ours with.
            let states = r.info.result.as_ref().and_then(|x| x.ended_by_counting()) == Some(true);
            // A replay stopped by `--max-moves` before the main line's last
            // move is not the final position (found from outside: it was
            // counted, and its count compared with RE).
            let stopped = args.max_moves.is_some_and(|m| r.moves >= m)
                && c.node(r.last_node).main_line().skip(1).any(|n| n.get("B").is_some() || n.get("W").is_some());
            let ours = if stopped {
                "-".to_owned()
            } else if ended {
                counted += usize::from(states);
                // Rules that never remove a stone (Tromp-Taylor) count the
                // board as it stands: no dead stones to find (found from
                // outside: the line spoke of stones estimated dead that the
                // count did not remove).
                let removes = r.game.rules().dead_stones() != go_core::DeadStones::NeverRemoved;
                let marked = c.game(g).and_then(|root| dead_by_marks(&root, &r.game)).filter(|_| removes);
                let by_marks = marked.is_some();
                let dead = marked.unwrap_or_else(|| {
                    if removes {
                        r.game.estimate_dead_stones(&go_core::EstimateOptions::default()).dead
                    } else {
                        Vec::new()
                    }
                });
                let s = r.game.score_with(&dead).unwrap_or_else(|_| r.game.score());
                if r.info.result.as_ref().and_then(|x| x.agrees_with(s.result)) == Some(true) {
                    agree += 1;
                }
                if !removes {
                    format!("{} (count of the board as it stands: these rules remove no stone)", s.result)
                } else {
                    let stones = if dead.len() == 1 { "stone" } else { "stones" };
                    let how = if by_marks { "the TB/TW marks cover" } else { "estimated" };
                    format!("{} (count with the {} dead {stones} {how})", s.result, dead.len())
                }
            } else {
                r.game.result().map_or("-".to_owned(), |x| x.to_string())
            };
            // The record's `RU`, or the rules used in its place, named: no
            // `RU` is `(none:japanese)`, one no rule set matches
            // `(nonsense:japanese)` (found from outside: it was printed as
            // if its rules had been used).
            let used = || r.game.rules().to_string().split(' ').next().unwrap_or_default().to_owned();
            let unknown = r.info.warnings.iter().any(|w| matches!(w.kind, go_core::WarningKind::UnknownRules(_)));
            let rules = match &r.info.rules_text {
                None => format!("(none:{})", used()),
                Some(text) if unknown => format!("({text}:{})", used()),
                Some(text) => text.clone(),
            };
            // The komi the record gives; `?` when its KM could not be read
            // (the game is played under the rules' default komi then).
            let komi = match (r.info.komi, r.info.unreadable_value("KM")) {
                (Some(k), _) => k.to_string(),
                (None, Some(raw)) => format!("?({raw})"),
                (None, None) => r.game.rules().komi().to_string(),
            };
            // The parse's repairs in this game and the record's values
            // read with a repair or not at all (found from outside: an
            // unreadable `HA` or `GS`, and a file cut short, left no trace
            // in the report): counted on the line, each on standard error.
            let warnings: Vec<String> =
                parse_warnings.into_iter().chain(r.info.warnings.iter().map(ToString::to_string)).collect();
            for w in &warnings {
                errln!("{}#{g}: warning: {}", name(f), shown(w));
            }
            out!(
                "{}#{g}: {} rules={} komi={} moves={} irregularities={} warnings={} ours={} recorded={}",
                name(f),
                r.game.board().size(),
                shown(rules.trim()),
                shown(&komi),
                r.moves,
                irr_text,
                warnings.len(),
                ours,
                shown(recorded.trim())
            );
            if args.positions {
                let size = r.game.board().size();
                out!("POSITION {}#{g} {} {} {}", name(f), r.moves, size.width(), size.height());
                out!("{}", r.game.board().to_string().trim_end());
                out!("END");
            }
        }
    }
    out!(
        "summary: files={} parsed={} games={} replayed={} failed={} counted={} (our count of the final position agrees with RE in {}) irregularities={}",
        files.len(),
        parsed,
        games,
        replayed,
        failures.len(),
        counted,
        agree,
        kinds.iter().map(|(k, n)| format!("{k}:{n}")).collect::<Vec<_>>().join(",")
    );
    for f in &failures {
        errln!("failed: {f}");
    }
    if !failures.is_empty() {
        std::process::exit(1);
    }
}
