//! Game collections for notebooks (`go_core.load`, `games_table`,
//! `moves_table`): files found from paths and folders, then read, parsed,
//! replayed and counted by go-core on a rayon pool with the interpreter
//! released, one row per game and (on request) one row per move.
//!
//! Every input gives rows: a file that cannot be read or parsed, a game
//! whose replay fails, a symlink loop or a file that is not a regular file
//! each give one row whose `error` says why; nothing is dropped, nothing
//! raises. The columns are built here as NumPy arrays (numbers, with a
//! validity mask where a value can be missing) and Python lists (text);
//! the Python facade (`go_core/_tables.py`) hands them to pyarrow, which
//! takes NumPy's primitive arrays without copying. That route needs no
//! Arrow crate in the extension (arrow-rs alone would more than double the
//! build, and its Python bridges are tied to pyarrow versions), and pyarrow's
//! NumPy import is its most used and best kept entry point.
//!
//! Rayon is the well-kept work-stealing pool for a map over files of very
//! different sizes.

use std::collections::HashSet;
use std::ffi::OsString;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use go_core::{
    Color, DeadStones, EstimateOptions, Event, Game, Move, ParseMode, ParseOptions, Point, Replay, ReplayIssueKind,
    ReplayOptions, SgfCollection,
};
use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::convert;
use crate::errors::CoreError;
use crate::guard::{guard, internal_error};

/// One input file, or an input skipped with its reason.
#[derive(Clone, Debug)]
struct Entry {
    /// The path as found: a file name that is not valid UTF-8 is kept as
    /// it is, so that the file can still be read.
    path: PathBuf,
    skip: Option<String>,
}

/// Whether a file found in a folder is taken: its extension is `sgf` in any
/// case.
fn is_sgf_name(p: &Path) -> bool {
    p.extension().and_then(|e| e.to_str()).is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
}

/// The files of `inputs`, in order: a file as given; a folder's `.sgf`
/// files sorted by name, and with `recursive` those of its subfolders:
/// first the whole trees of real subfolders of every input, then the
/// folders reached through symlinks, in the order met, and last the files
/// reached through a symlink to a file (so that a file is named by a path
/// without links wherever it has one: found from outside, a link that
/// sorted before the real folder it points to named every file inside
/// through the link, and so did a link to a file, or a link in one input
/// to a folder given as another). A folder reached again through a
/// symlink from inside itself is a loop, skipped with its reason; any
/// other folder reached again, from another input or through another
/// link, is walked once only, where first reached, and gives no row when
/// reached again (a loop through sibling folders' links included:
/// following it would read nothing new). An input that does not exist, a
/// dangling or looping symlink and a file that is not a regular file (a
/// FIFO, a socket, a device) are entries with a reason. `None` when `stop`
/// was set (looked at for every folder entry): the walk of a large tree
/// (`/proc`, whose links lead to the whole file system) is interruptible.
fn collect(inputs: &[PathBuf], recursive: bool, stop: &AtomicBool) -> Option<Vec<Entry>> {
    let mut out = Vec::new();
    found(inputs, recursive, stop, &mut out)?;
    // Each file once, where it was first found: a file named twice (a
    // folder and a file in it, a glob matching both, two links to it)
    // is read once.
    // A skipped entry once too (a FIFO or a missing path named twice, a
    // loop seen through two folder names), by the entry itself rather
    // than where a link points: two links to one place keep a row each.
    let mut seen: HashSet<PathBuf> = HashSet::new();
    let mut skipped: HashSet<PathBuf> = HashSet::new();
    out.retain(|e| match e.skip {
        Some(_) => skipped.insert(entry_place(&e.path)),
        None => std::fs::canonicalize(&e.path).map_or(true, |c| seen.insert(c)),
    });
    Some(out)
}

/// Where the entry `path` itself is (not where it points, if a link): its
/// folder's canonical path joined with its name, else the path as given.
fn entry_place(path: &Path) -> PathBuf {
    match (path.parent(), path.file_name()) {
        (Some(parent), Some(name)) => {
            let parent = if parent.as_os_str().is_empty() { Path::new(".") } else { parent };
            std::fs::canonicalize(parent).map_or_else(|_| path.to_path_buf(), |p| p.join(name))
        }
        _ => path.to_path_buf(),
    }
}

/// The entries of `inputs`, in order, before duplicates are dropped;
/// `None` when `stop` was set.
fn found(inputs: &[PathBuf], recursive: bool, stop: &AtomicBool, out: &mut Vec<Entry>) -> Option<()> {
    let mut folders = Folders::default();
    for input in inputs {
        let path = input.clone();
        match std::fs::metadata(input) {
            Err(e) => out.push(Entry { path, skip: Some(format!("skipped: {}", io_reason(e))) }),
            Ok(m) if m.is_dir() => walk(input, recursive, &mut folders, stop, out)?,
            Ok(m) if m.is_file() => out.push(Entry { path, skip: None }),
            Ok(_) => out.push(Entry { path, skip: Some("skipped: not a regular file".to_owned()) }),
        }
    }
    while let Some((link, ancestors)) = folders.links.pop_front() {
        folders.ancestors = ancestors;
        walk(&link, recursive, &mut folders, stop, out)?;
    }
    out.append(&mut folders.linked_files);
    Some(())
}

/// The folders a walk has reached, by canonical path.
#[derive(Default)]
struct Folders {
    /// The folders being walked: the one reached and those it is inside
    /// of, on the path from the input (through the links followed). A
    /// folder reached again while it is among them is a loop.
    ancestors: HashSet<PathBuf>,
    /// The subfolders met through a symlink and not yet walked, each with
    /// the `ancestors` of the folder it was met in: walked once the real
    /// folders are.
    links: std::collections::VecDeque<(PathBuf, HashSet<PathBuf>)>,
    /// The `.sgf` files met through a symlink to a file: given after every
    /// folder is walked, so that a file with a path without links is
    /// named by it.
    linked_files: Vec<Entry>,
    /// Every folder reached so far, from any input: each is walked once
    /// (found from outside: folders that link to each other were walked
    /// once per path through the links, a number that grows factorially,
    /// 30 s for eight folders).
    walked: HashSet<PathBuf>,
}

/// An I/O error in words, naming a symlink loop as one (go-core's words
/// for it, as its file reader gives them).
fn io_reason(e: std::io::Error) -> String {
    go_core::SgfFileError::Io(e).to_string()
}

/// A folder being listed by [`walk`]: its canonical path (in
/// `folders.ancestors` while it is open) and its entries left, each with
/// whether the folder's listing called it a folder.
type Frame = (PathBuf, std::vec::IntoIter<(PathBuf, bool)>);

/// The entries of the folder `dir` and of its real subfolders (see
/// [`collect`]); a subfolder reached through a symlink is left in
/// `folders.links`, and a file reached through one in
/// `folders.linked_files`, for [`found`]. `None` when `stop` was set.
/// Depth first, each folder's entries in name order, with an explicit
/// stack of open folders (found from outside: a recursive walk overflowed
/// a worker thread's stack at about 2,000 nested folders and ended the
/// process).
fn walk(dir: &Path, recursive: bool, folders: &mut Folders, stop: &AtomicBool, out: &mut Vec<Entry>) -> Option<()> {
    let mut open: Vec<Frame> = Vec::new();
    open.extend(enter(dir, None, folders, out));
    while let Some((canonical, children)) = open.last_mut() {
        let Some((child, listed_as_folder)) = children.next() else {
            folders.ancestors.remove(canonical);
            open.pop();
            continue;
        };
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let path = child.clone();
        match std::fs::metadata(&child) {
            Err(e) => {
                // A folder that cannot be looked into is named too
                // (found from outside: its files were missed silently).
                if is_sgf_name(&child) || listed_as_folder || e.raw_os_error() == Some(40) {
                    out.push(Entry { path, skip: Some(format!("skipped: {}", io_reason(e))) });
                }
            }
            Ok(m) if m.is_dir() => {
                let linked = std::fs::symlink_metadata(&child).is_ok_and(|m| m.file_type().is_symlink());
                if recursive && linked {
                    folders.links.push_back((child, folders.ancestors.clone()));
                } else if recursive {
                    // A real folder's canonical path is its parent's and
                    // its name (found from outside: canonicalizing each of
                    // 2,000 nested folders took 43 s, a cubic number of
                    // lookups).
                    let known = child.file_name().map(|n| canonical.join(n));
                    let frame = enter(&child, known, folders, out);
                    open.extend(frame);
                }
            }
            Ok(m) if m.is_file() => {
                if is_sgf_name(&child) {
                    let linked = std::fs::symlink_metadata(&child).is_ok_and(|m| m.file_type().is_symlink());
                    if linked {
                        folders.linked_files.push(Entry { path, skip: None })
                    } else {
                        out.push(Entry { path, skip: None })
                    }
                }
            }
            Ok(_) => {
                if is_sgf_name(&child) {
                    out.push(Entry { path, skip: Some("skipped: not a regular file".to_owned()) });
                }
            }
        }
    }
    Some(())
}

/// Opens the folder `dir` for [`walk`]: its entries in name order, the
/// folder then among `folders.ancestors`; `None` (with a row in `out`
/// where it is skipped for a reason) for a folder that cannot be listed,
/// one inside itself, or one walked already. `canonical` is the folder's
/// canonical path when the caller knows it (a real subfolder of a folder
/// whose canonical path is known), else it is asked of the system.
fn enter(dir: &Path, canonical: Option<PathBuf>, folders: &mut Folders, out: &mut Vec<Entry>) -> Option<Frame> {
    let here = dir.to_path_buf();
    let canonical = match canonical.map_or_else(|| std::fs::canonicalize(dir), Ok) {
        Ok(c) => c,
        Err(e) => {
            out.push(Entry { path: here, skip: Some(format!("skipped: {}", io_reason(e))) });
            return None;
        }
    };
    if folders.ancestors.contains(&canonical) {
        out.push(Entry { path: here, skip: Some("skipped: symlink loop (a folder inside itself)".to_owned()) });
        return None;
    }
    if !folders.walked.insert(canonical.clone()) {
        return None;
    }
    let mut children: Vec<(PathBuf, bool)> = match std::fs::read_dir(dir) {
        Ok(rd) => rd.filter_map(Result::ok).map(|e| (e.path(), e.file_type().is_ok_and(|t| t.is_dir()))).collect(),
        Err(e) => {
            out.push(Entry { path: here, skip: Some(format!("skipped: {e}")) });
            return None;
        }
    };
    folders.ancestors.insert(canonical.clone());
    children.sort();
    Some((canonical, children.into_iter()))
}

/// Where the dead stones of "our count" came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DeadSource {
    /// The record's `TB`/`TW` marks on the last node of the line.
    Marks,
    /// go-core's estimator (`Game::estimate_dead_stones`).
    Estimate,
    /// None: the rules never remove a stone (Tromp-Taylor).
    None,
}

impl DeadSource {
    fn name(self) -> &'static str {
        match self {
            DeadSource::Marks => "marks",
            DeadSource::Estimate => "estimate",
            DeadSource::None => "none",
        }
    }
}

/// One game's row of the games table.
#[derive(Clone, Debug, Default)]
struct GameRow {
    file: usize,
    game: Option<u32>,
    width: Option<u8>,
    height: Option<u8>,
    topology: Option<&'static str>,
    variant: Option<&'static str>,
    rules: Option<String>,
    komi: Option<f64>,
    handicap: Option<u32>,
    black: Option<String>,
    white: Option<String>,
    black_rank: Option<String>,
    white_rank: Option<String>,
    date: Option<String>,
    event: Option<String>,
    result: Option<String>,
    count: Option<String>,
    count_margin: Option<f64>,
    count_dead: Option<&'static str>,
    agrees: Option<bool>,
    moves: Option<u32>,
    irregularities: Option<u32>,
    /// The names of the parse's warnings for the game tree, then of the
    /// replay's warnings about the game information (`None` for a row
    /// without a game tree).
    warnings: Option<Vec<&'static str>>,
    error: Option<String>,
}

/// One move's row of the moves table (its game is the row's place in the
/// games table, set when the files are joined).
#[derive(Clone, Copy, Debug)]
struct MoveRow {
    game: u64,
    number: u32,
    color: Color,
    point: Option<Point>,
    captured: u32,
    ko: bool,
    liberties: Option<u32>,
    time_left: Option<f64>,
}

/// What one file gives.
#[derive(Default)]
struct FileOut {
    games: Vec<GameRow>,
    moves: Vec<Vec<MoveRow>>,
    /// A digest of the bytes read (`None` when the file was not read).
    digest: Option<u64>,
}

/// A digest of a file's bytes, to tell a file changed since a load: std's
/// SipHash with its fixed keys (the same bytes give the same digest in
/// every run of one build), not a cryptographic hash.
fn digest(data: &[u8]) -> u64 {
    use std::hash::{DefaultHasher, Hasher as _};
    let mut h = DefaultHasher::new();
    h.write(data);
    h.finish()
}

/// Which games "our count" is made for (``load``'s ``count``).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CountScope {
    /// Games that ended by counting (go-core's `Replay::ended_by_counting`,
    /// restated here). An Atari Go game won by a capture
    /// never did, whatever `RE` says. Otherwise `RE` decides when it can be read
    /// (`RecordedResult::ended_by_counting`): a score, a draw or a winner
    /// alone or with a number (`B+`, `W+0.0`) is counted; a resignation,
    /// time, forfeit, void or a winner with another reason (`W+Time
    /// Over`) is not, even with territory marks or passes at the end.
    /// Without a readable `RE`, the game is counted when its last node
    /// has `TB`/`TW` territory marks or its main line ends with passes that
    /// end play (`Game::ends_with_closing_passes`: one by each side). A resigned, timed-out, forfeited or unfinished game is not
    /// counted: its position is not a final one, and estimating one is the
    /// dearest work of a load.
    Ended,
    /// Every game, finished or not.
    All,
}

impl CountScope {
    fn name(self) -> &'static str {
        match self {
            CountScope::Ended => "ended",
            CountScope::All => "all",
        }
    }

    /// ``"ended"`` or ``"all"`` in any case, white space around ignored,
    /// as ``mode`` is read (found from outside: ``mode="STRICT"`` was
    /// taken and ``count="ALL"`` refused; later ``mode=" lenient "`` taken
    /// and ``count=" all"`` refused).
    fn parse(obj: &Bound<'_, PyAny>) -> PyResult<CountScope> {
        match convert::text(obj, "count")?.trim().to_ascii_lowercase().as_str() {
            "ended" => Ok(CountScope::Ended),
            "all" => Ok(CountScope::All),
            other => Err(convert::about(
                pyo3::exceptions::PyValueError::new_err(format!("count must be \"ended\" or \"all\", got {other:?}")),
                "count",
            )),
        }
    }
}

/// What `load` does with each game: the parse mode, whether move rows are
/// made, the dead-stone estimator's options and which games are counted.
#[derive(Clone, Copy, Debug)]
struct LoadOptions {
    mode: ParseMode,
    moves: bool,
    estimate: EstimateOptions,
    count: CountScope,
}

/// The dead stones for "our count" and where they came from: none under
/// rules that never remove a stone; else those the `TB`/`TW` territory
/// marks on the line's last node give (go-core's
/// `SgfNode::marked_dead_stones`); else go-core's estimate for the final
/// position under the game's rules (`Game::estimate_dead_stones` with
/// `estimate`: its playouts and seed).
fn dead_stones(
    game: &Game,
    collection: &SgfCollection,
    replay: &Replay,
    estimate: &EstimateOptions,
    cancel: &AtomicBool,
) -> Option<(Vec<Point>, DeadSource)> {
    // Rules that never remove a stone (Tromp-Taylor) count the board as it
    // stands: no dead stones to find, and no estimate run (found from
    // outside: `count_dead` named a source the count never used).
    if game.rules().dead_stones() == DeadStones::NeverRemoved {
        return Some((Vec::new(), DeadSource::None));
    }
    // go-core's reading of the marks: marked stones, and chains whose
    // liberties are all marked as the opponent's (found from outside: a
    // record marking only the empty points kept its dead stones alive).
    if let Some(dead) = collection.node(replay.last_node).marked_dead_stones(game.board()) {
        return Some((dead, DeadSource::Marks));
    }
    game.estimate_dead_stones_with_stop(estimate, cancel).map(|e| (e.dead, DeadSource::Estimate))
}

/// An error as a row's `error`: the core's kind name, then its message.
fn error_text<E: CoreError>(e: &E) -> String {
    format!("{}: {}", e.kind().name(), e)
}

/// The time left (seconds) recorded for the mover on a move's node
/// (`BL`/`WL`, read by go-core's `SgfNode::time_left`), if any.
fn time_left(node: go_core::SgfNode<'_>, color: Color) -> Option<f64> {
    let t = node.time_left();
    let ms = if color == Color::Black { t.black_ms } else { t.white_ms };
    // Milliseconds of a game clock: far inside f64's exact range.
    #[allow(clippy::cast_precision_loss)]
    ms.map(|ms| ms as f64 / 1000.0)
}

/// The moves of a replayed line, by stepping its events on a fresh game:
/// for each move the stones it captured, whether it took a ko (the board
/// has a ko point after it), the liberties of the chain it made, and the
/// recorded time left of the `B`/`W` node it came from.
fn move_rows(collection: &SgfCollection, index: usize, replay: &Replay) -> Result<Vec<MoveRow>, String> {
    // The B/W properties of the main line that the replay applied (not the
    // skipped off-board or unreadable ones), with their nodes, in order.
    let skipped: HashSet<usize> = replay
        .issues
        .iter()
        .filter(|i| matches!(i.kind, ReplayIssueKind::OffBoard(_) | ReplayIssueKind::UnreadableMove(_)))
        .map(|i| i.move_number)
        .collect();
    let mut applied = Vec::new();
    let mut n = 0usize;
    if let Some(root) = collection.game(index) {
        'line: for node in root.main_line() {
            for prop in node.properties() {
                if matches!(prop.ident(), "B" | "W") {
                    n += 1;
                    if n > replay.moves {
                        break 'line;
                    }
                    if !skipped.contains(&n) {
                        applied.push(node);
                    }
                }
            }
        }
    }
    let game = &replay.game;
    let mut step = Game::from_setup(game.setup().clone()).map_err(|e| error_text(&e))?;
    let mut rows = Vec::with_capacity(game.moves().len());
    let mut move_events = 0usize;
    for event in game.events() {
        let before = step.moves().len();
        step.apply_event(event).map_err(|e| error_text(&e))?;
        let is_move = matches!(event, Event::Move { .. } | Event::Replayed { .. });
        let node = if is_move {
            move_events += 1;
            applied.get(move_events - 1).copied()
        } else {
            None
        };
        let after = step.moves().len();
        for i in before..after {
            let rec = &step.moves()[i];
            let color = rec.color();
            let point = match rec.mv {
                Move::Play(p) => Some(p),
                Move::Pass => None,
            };
            let board = step.board();
            let last = i + 1 == after;
            rows.push(MoveRow {
                game: 0,
                number: u32::try_from(i + 1).unwrap_or(u32::MAX),
                color,
                point,
                captured: u32::try_from(rec.captured.len()).unwrap_or(u32::MAX),
                ko: last && board.ko_point().is_some(),
                liberties: point
                    .filter(|&p| board.get(p) == Some(color))
                    .and_then(|p| board.liberty_count(p))
                    .map(|l| u32::try_from(l).unwrap_or(u32::MAX)),
                time_left: if last { node.and_then(|nd| time_left(nd, color)) } else { None },
            });
        }
    }
    Ok(rows)
}

/// Reads, parses, replays and counts one file.
/// `cancel` (Ctrl-C, or a failed progress callback) stops it between
/// games and inside the dead-stone estimate: the games left get the error
/// `cancelled`.
fn load_file(file: usize, path: &Path, options: &LoadOptions, cancel: &AtomicBool) -> FileOut {
    let LoadOptions { mode, moves: want_moves, ref estimate, count: scope } = *options;
    let mut out = FileOut::default();
    let failed = |error: String| GameRow { file, error: Some(error), ..GameRow::default() };
    // A file larger than the parser takes is refused unread, not read into
    // memory first.
    if let Ok(meta) = std::fs::metadata(path)
        && let Err(e) = SgfCollection::check_input_len(meta.len())
    {
        out.games.push(failed(error_text(&e)));
        out.moves.push(Vec::new());
        return out;
    }
    // Only a regular file, never waited for, at most its reported size or
    // 64 MiB and a 64-byte probe past it (go-core's reader).
    let data = match go_core::read_sgf_file(path, u64::try_from(SgfCollection::MAX_INPUT).unwrap_or(u64::MAX)) {
        Ok(d) => d,
        Err(e) => {
            out.games.push(failed(format!("io: {e}")));
            out.moves.push(Vec::new());
            return out;
        }
    };
    out.digest = Some(digest(&data));
    let collection = match SgfCollection::parse_with(&data, ParseOptions::default().with_mode(mode)) {
        Ok(c) => c,
        Err(e) => {
            out.games.push(failed(error_text(&e)));
            out.moves.push(Vec::new());
            return out;
        }
    };
    for index in 0..collection.games().len() {
        let mut row = GameRow { file, game: u32::try_from(index).ok(), ..GameRow::default() };
        // Found from outside: repairs and heuristics (an unknown `RU` read
        // as Japanese, a `KM` taken as stones, a handicap that does not
        // match its stones, a value cut by the end of the file) reached
        // `Record.replay().warnings` only, and the table showed such games
        // as ordinary ones.
        row.warnings = Some(collection.game_warnings(index).map(|w| w.kind.name()).collect());
        let mut moves = Vec::new();
        if cancel.load(Ordering::Relaxed) {
            row.error = Some("cancelled".to_owned());
            out.games.push(row);
            out.moves.push(moves);
            continue;
        }
        // The replay too stops on the cancel flag (found from outside: a
        // hostile record of 2,000,000 moves held a Ctrl-C for 36 s).
        match collection.replay_with_stop(index, &ReplayOptions::default(), cancel) {
            Err(e) => row.error = Some(error_text(&e)),
            Ok(None) => row.error = Some("cancelled".to_owned()),
            Ok(Some(replay)) => {
                let info = &replay.info;
                if let Some(warnings) = row.warnings.as_mut() {
                    warnings.extend(info.warnings.iter().map(|w| w.kind.name()));
                }
                let size = info.size;
                row.width = Some(size.width());
                row.height = Some(size.height());
                row.topology = Some(info.topology.name());
                row.variant = Some(replay.game.setup().variant.kind().name());
                row.rules = Some(replay.game.rules().to_string());
                row.komi = info.komi.map(|k| k.points());
                // The handicap the game was replayed with: `HA` when the record's
                // stones match it, else 0 (found from outside: `HA[3]` beside two
                // stones showed 3, `HA[2704]` with none 2704).
                row.handicap = Some(replay.game.handicap().stones());
                row.black = info.black_player.clone();
                row.white = info.white_player.clone();
                row.black_rank = info.black_rank.clone();
                row.white_rank = info.white_rank.clone();
                row.date = info.date.clone();
                row.event = info.event.clone();
                row.result = info.result.as_ref().map(|r| r.raw.clone());
                row.moves = u32::try_from(replay.game.moves().len()).ok();
                row.irregularities = u32::try_from(replay.issues.len()).ok();
                if scope == CountScope::All || replay.ended_by_counting(&collection) {
                    let Some((dead, source)) = dead_stones(&replay.game, &collection, &replay, estimate, cancel) else {
                        row.error = Some("cancelled".to_owned());
                        out.games.push(row);
                        out.moves.push(moves);
                        continue;
                    };
                    match replay.game.score_with(&dead) {
                        Ok(score) => {
                            row.count = Some(score.result.to_string());
                            // The margin is in half points (an integer well
                            // inside f64's exact range).
                            #[allow(clippy::cast_precision_loss)]
                            let margin = score.margin as f64 / 2.0;
                            row.count_margin = Some(margin);
                            row.count_dead = Some(source.name());
                            row.agrees = info.result.as_ref().and_then(|r| r.agrees_with(score.result));
                        }
                        Err(e) => row.error = Some(error_text(&e)),
                    }
                }
                if want_moves {
                    match move_rows(&collection, index, &replay) {
                        Ok(m) => moves = m,
                        Err(e) => row.error = row.error.or(Some(e)),
                    }
                }
            }
        }
        out.games.push(row);
        out.moves.push(moves);
    }
    out
}

/// Loads every entry on a pool of `workers` threads, reporting progress
/// through `progress(files_done, files_total, games_done)` from the calling
/// thread (which takes the interpreter back for each call, at most ten
/// times a second and once at the end with every file done).
fn load_all(
    py: Python<'_>,
    entries: &[Entry],
    options: &LoadOptions,
    workers: usize,
    progress: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<FileOut>> {
    use rayon::prelude::*;
    let files_done = AtomicUsize::new(0);
    let games_done = AtomicUsize::new(0);
    let cancel = AtomicBool::new(false);
    let finished = AtomicBool::new(false);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(workers)
        .build()
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(format!("cannot start the worker pool: {e}")))?;
    let total = entries.len();
    let progress = progress.map(|p| p.clone().unbind());
    let mut callback_error: Option<PyErr> = None;
    let results = py.detach(|| {
        let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
        std::thread::scope(|scope| {
            let work = scope.spawn(|| {
                let out: Vec<FileOut> = pool.install(|| {
                    // One file per piece of work: rayon otherwise runs
                    // long runs of files on one thread, which the other
                    // thread, once done, cannot take over (one core idle
                    // for a third of a load over the corpora).
                    entries
                        .par_iter()
                        .with_max_len(1)
                        .enumerate()
                        .map(|(i, entry)| {
                            let out = if cancel.load(Ordering::Relaxed) {
                                FileOut {
                                    games: vec![GameRow {
                                        file: i,
                                        error: Some("cancelled".to_owned()),
                                        ..GameRow::default()
                                    }],
                                    moves: vec![Vec::new()],
                                    digest: None,
                                }
                            } else if let Some(reason) = &entry.skip {
                                FileOut {
                                    games: vec![GameRow { file: i, error: Some(reason.clone()), ..GameRow::default() }],
                                    moves: vec![Vec::new()],
                                    digest: None,
                                }
                            } else {
                                match catch_unwind(AssertUnwindSafe(|| load_file(i, &entry.path, options, &cancel))) {
                                    Ok(out) => out,
                                    Err(payload) => FileOut {
                                        games: vec![GameRow {
                                            file: i,
                                            error: Some(internal_error(&payload).to_string()),
                                            ..GameRow::default()
                                        }],
                                        moves: vec![Vec::new()],
                                        digest: None,
                                    },
                                }
                            };
                            // Games read (a row of a file that gave none,
                            // with its error, is no game).
                            games_done
                                .fetch_add(out.games.iter().filter(|g| g.game.is_some()).count(), Ordering::Relaxed);
                            files_done.fetch_add(1, Ordering::Release);
                            out
                        })
                        .collect()
                });
                finished.store(true, Ordering::Release);
                // Wakes the reporter at once (it may have gone: ignored).
                let _ = done_tx.send(());
                out
            });
            // The reporter: the calling thread, taking the interpreter
            // only to call the callback and to check for Ctrl-C.
            let mut reported = usize::MAX;
            loop {
                let done_all = finished.load(Ordering::Acquire);
                let done = files_done.load(Ordering::Acquire);
                Python::attach(|py| {
                    if let Err(e) = py.check_signals() {
                        cancel.store(true, Ordering::Relaxed);
                        callback_error.get_or_insert(e);
                    }
                    // Reported only when it moved (monotonic, and 100%
                    // exactly once: `done == total` is reached once, and
                    // reported once, below, after the pool finished).
                    if let Some(cb) = &progress
                        && callback_error.is_none()
                        && done != reported
                        && (done < total || done_all)
                    {
                        reported = done;
                        if let Err(e) = cb.call1(py, (done, total, games_done.load(Ordering::Acquire))) {
                            cancel.store(true, Ordering::Relaxed);
                            callback_error = Some(e);
                        }
                    }
                });
                if done_all {
                    break;
                }
                // Until the next report is due, or the pool is done.
                let _ = done_rx.recv_timeout(Duration::from_millis(100));
            }
            work.join()
        })
    });
    if let Some(e) = callback_error {
        return Err(e);
    }
    results.map_err(|payload| internal_error(&payload))
}

/// Numbers as a NumPy array.
fn array<'py, T: numpy::Element>(py: Python<'py>, values: Vec<T>) -> Bound<'py, PyAny> {
    PyArray1::from_vec(py, values).into_any()
}

/// A nullable number column: `(values, valid)`, NumPy arrays (the values
/// where invalid are 0).
fn nullable<'py, T: numpy::Element + Default + Copy>(
    py: Python<'py>,
    values: impl Iterator<Item = Option<T>>,
) -> (Bound<'py, PyAny>, Bound<'py, PyAny>) {
    let (v, m): (Vec<T>, Vec<bool>) = values.map(|x| (x.unwrap_or_default(), x.is_some())).unzip();
    (array(py, v), array(py, m))
}

/// The loaded corpus (``go_core.load``): every input file's games, in
/// input order (a folder's files sorted by path), each game a row of
/// :meth:`games_table`, and its moves when loaded with ``moves=True``.
#[pyclass(name = "Corpus", module = "go_core", frozen)]
pub(crate) struct PyCorpus {
    inputs: Vec<PathBuf>,
    files: Vec<PathBuf>,
    /// Per file, a digest of the bytes read ([`digest`]; `None` unread).
    digests: Vec<Option<u64>>,
    games: Vec<GameRow>,
    moves: Option<Vec<MoveRow>>,
    recursive: bool,
    mode: ParseMode,
    playouts: u32,
    seed: u64,
    early_stop: bool,
    count: CountScope,
}

#[pymethods]
impl PyCorpus {
    /// The paths given to ``load`` (globs expanded), in order, as ``str``
    /// decoded as ``os.fsdecode`` does (a name that is not valid UTF-8
    /// keeps its bytes as surrogate escapes, so ``open`` finds it).
    #[getter]
    fn inputs(&self) -> Vec<OsString> {
        self.inputs.iter().map(|p| p.clone().into_os_string()).collect()
    }

    /// The files read (and the inputs skipped), in load order, decoded as
    /// :attr:`inputs` are (the table's ``file`` column is the same text
    /// with any undecodable byte shown as U+FFFD, as Arrow strings must be
    /// UTF-8).
    #[getter]
    fn files(&self) -> Vec<OsString> {
        self.files.iter().map(|p| p.clone().into_os_string()).collect()
    }

    /// The number of rows of the games table (games, plus one row per file
    /// that gave none).
    fn __len__(&self) -> usize {
        self.games.len()
    }

    /// Whether the moves were loaded (``load(..., moves=True)``).
    #[getter]
    fn has_moves(&self) -> bool {
        self.moves.is_some()
    }

    /// The SGF parse mode the corpus was read in (``"strict"`` or
    /// ``"lenient"``).
    #[getter]
    fn mode(&self) -> &'static str {
        self.mode.name()
    }

    /// The estimator's playouts for games without dead-stone marks.
    #[getter]
    fn playouts(&self) -> u32 {
        self.playouts
    }

    /// The estimator's seed.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// Whether the estimator's playouts stopped early once every chain was
    /// settled (``Game.estimate_dead_stones``'s ``early_stop``).
    #[getter]
    fn early_stop(&self) -> bool {
        self.early_stop
    }

    /// Which games were counted: ``"ended"`` (those that ended by
    /// counting) or ``"all"``.
    #[getter]
    fn count(&self) -> &'static str {
        self.count.name()
    }

    /// Whether folders were read with their subfolders.
    #[getter]
    fn recursive(&self) -> bool {
        self.recursive
    }

    fn __repr__(&self) -> String {
        let errors = self.games.iter().filter(|g| g.error.is_some()).count();
        format!("Corpus(files={}, rows={}, errors={})", self.files.len(), self.games.len(), errors)
    }

    /// Per file (in :attr:`files` order), a digest of the bytes read, or
    /// ``None`` for a file not read (private: ``moves_table`` tells a file
    /// changed since the load by it).
    fn _file_digests(&self) -> Vec<Option<u64>> {
        self.digests.clone()
    }

    /// The games table's columns (private; ``games_table`` builds the
    /// table): ``{name: array | (values, valid) | list}``.
    fn _games_columns<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        guard(|| {
            let g = &self.games;
            let d = PyDict::new(py);
            let texts = |f: &dyn Fn(&GameRow) -> Option<String>| -> Vec<Option<String>> { g.iter().map(f).collect() };
            d.set_item("file", g.iter().map(|r| self.files[r.file].to_string_lossy()).collect::<Vec<_>>())?;
            d.set_item("game", nullable(py, g.iter().map(|r| r.game)))?;
            d.set_item("width", nullable(py, g.iter().map(|r| r.width)))?;
            d.set_item("height", nullable(py, g.iter().map(|r| r.height)))?;
            d.set_item("topology", g.iter().map(|r| r.topology).collect::<Vec<_>>())?;
            d.set_item("variant", g.iter().map(|r| r.variant).collect::<Vec<_>>())?;
            d.set_item("rules", texts(&|r| r.rules.clone()))?;
            d.set_item("komi", nullable(py, g.iter().map(|r| r.komi)))?;
            d.set_item("handicap", nullable(py, g.iter().map(|r| r.handicap)))?;
            d.set_item("black", texts(&|r| r.black.clone()))?;
            d.set_item("black_rank", texts(&|r| r.black_rank.clone()))?;
            d.set_item("white", texts(&|r| r.white.clone()))?;
            d.set_item("white_rank", texts(&|r| r.white_rank.clone()))?;
            d.set_item("date", texts(&|r| r.date.clone()))?;
            d.set_item("event", texts(&|r| r.event.clone()))?;
            d.set_item("result", texts(&|r| r.result.clone()))?;
            d.set_item("count", texts(&|r| r.count.clone()))?;
            d.set_item("count_margin", nullable(py, g.iter().map(|r| r.count_margin)))?;
            d.set_item("count_dead", g.iter().map(|r| r.count_dead).collect::<Vec<_>>())?;
            d.set_item("agrees", nullable(py, g.iter().map(|r| r.agrees)))?;
            d.set_item("moves", nullable(py, g.iter().map(|r| r.moves)))?;
            d.set_item("irregularities", nullable(py, g.iter().map(|r| r.irregularities)))?;
            d.set_item("warnings", g.iter().map(|r| r.warnings.clone()).collect::<Vec<_>>())?;
            d.set_item("error", texts(&|r| r.error.clone()))?;
            Ok(d)
        })
    }

    /// The moves table's columns (private; ``moves_table`` builds the
    /// table), ``None`` when the corpus was loaded without moves.
    fn _moves_columns<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        guard(|| {
            let Some(m) = &self.moves else { return Ok(None) };
            let d = PyDict::new(py);
            d.set_item("game", array(py, m.iter().map(|r| r.game).collect()))?;
            d.set_item("move", array(py, m.iter().map(|r| r.number).collect()))?;
            // Dictionary-encoded: the index of the colour in `_color_names`.
            let index = |c: Color| Color::ALL.iter().position(|&k| k == c).and_then(|i| i8::try_from(i).ok());
            d.set_item("color", array(py, m.iter().map(|r| index(r.color).unwrap_or(-1)).collect::<Vec<i8>>()))?;
            d.set_item("x", nullable(py, m.iter().map(|r| r.point.map(|p| p.x))))?;
            d.set_item("y", nullable(py, m.iter().map(|r| r.point.map(|p| p.y))))?;
            d.set_item("captured", array(py, m.iter().map(|r| r.captured).collect()))?;
            d.set_item("ko", array(py, m.iter().map(|r| r.ko).collect()))?;
            d.set_item("liberties", nullable(py, m.iter().map(|r| r.liberties)))?;
            d.set_item("time_left", nullable(py, m.iter().map(|r| r.time_left)))?;
            d.set_item("_color_names", PyList::new(py, Color::ALL.iter().map(|c| convert::name(*c)))?)?;
            Ok(Some(d))
        })
    }
}

/// The most threads `go_core.load` runs (its `workers`; the Python side
/// documents the same number as `go_core._tables.MAX_WORKERS`, and a test
/// holds the two equal through the message).
const MAX_WORKERS: usize = 256;

/// ``go_core.load``'s native part (private: use ``go_core.load``): loads
/// ``paths`` (files and folders, globs already expanded) on ``workers``
/// threads; with ``skips`` (one per path), ``paths`` are ``_find``'s
/// entries, each file read as it is or given its skip reason.
#[pyfunction]
#[pyo3(signature = (paths, recursive, workers, mode, moves, progress, playouts, seed, early_stop, count, skips = None))]
// The keyword arguments of `go_core.load`, passed through one by one.
#[allow(clippy::too_many_arguments)]
pub(crate) fn _load(
    py: Python<'_>,
    paths: Vec<PathBuf>,
    recursive: bool,
    workers: Option<&Bound<'_, PyAny>>,
    mode: &Bound<'_, PyAny>,
    moves: bool,
    progress: Option<&Bound<'_, PyAny>>,
    playouts: &Bound<'_, PyAny>,
    seed: &Bound<'_, PyAny>,
    early_stop: &Bound<'_, PyAny>,
    count: &Bound<'_, PyAny>,
    skips: Option<Vec<Option<String>>>,
) -> PyResult<PyCorpus> {
    guard(|| {
        let workers = convert::opt_ranged(workers, "workers", 1..=MAX_WORKERS)?
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get));
        // `None` is the default, as `sgf.read` takes it.
        let mode = if mode.is_none() { ParseMode::Lenient } else { convert::word::<ParseMode>(mode, "mode")? };
        let playouts = convert::unsigned::<u32>(playouts, "playouts")?;
        let seed = convert::unsigned::<u64>(seed, "seed")?;
        let early_stop = convert::opt_flag(Some(early_stop), "early_stop")?.unwrap_or(true);
        let count = CountScope::parse(count)?;
        // With `skips`, `paths` are files as `_find` found them (with the
        // reasons it gave), read as they are: no folder is walked.
        let entries = match skips {
            Some(skips) if skips.len() == paths.len() => {
                paths.iter().cloned().zip(skips).map(|(path, skip)| Entry { path, skip }).collect()
            }
            Some(_) => return Err(pyo3::exceptions::PyValueError::new_err("skips must have one entry per path")),
            None => crate::interrupt::interruptible(py, true, |stop| collect(&paths, recursive, stop))?,
        };
        let options = LoadOptions {
            mode,
            moves,
            estimate: EstimateOptions::new(playouts, seed).with_early_stop(early_stop),
            count,
        };
        let outs = load_all(py, &entries, &options, workers, progress.filter(|p| !p.is_none()))?;
        let mut games = Vec::new();
        let mut all_moves = moves.then(Vec::new);
        let digests = outs.iter().map(|out| out.digest).collect();
        for out in outs {
            for (row, mv) in out.games.into_iter().zip(out.moves) {
                let id = games.len() as u64;
                if let Some(all) = &mut all_moves {
                    all.extend(mv.into_iter().map(|m| MoveRow { game: id, ..m }));
                }
                games.push(row);
            }
        }
        Ok(PyCorpus {
            inputs: paths,
            files: entries.into_iter().map(|e| e.path).collect(),
            digests,
            games,
            moves: all_moves,
            recursive,
            mode,
            playouts,
            seed,
            early_stop,
            count,
        })
    })
}

/// The files ``go_core.load`` would read for ``paths`` (globs already
/// expanded), in the same order, each with the reason it would be skipped
/// or ``None`` (private: ``go_core.dask`` splits the files into batches).
#[pyfunction]
pub(crate) fn _find(py: Python<'_>, paths: Vec<PathBuf>, recursive: bool) -> PyResult<Vec<(OsString, Option<String>)>> {
    let entries = crate::interrupt::interruptible(py, true, |stop| collect(&paths, recursive, stop))?;
    Ok(entries.into_iter().map(|e| (e.path.into_os_string(), e.skip)).collect())
}
