//! Writing a [`Game`] as an SGF FF\[4\] record, from the game's own record
//! ([`crate::GameRecord`]): its setup as the root node, its events as the
//! nodes that follow.

use std::collections::{HashMap, HashSet};

use super::SgfError;
use super::record::{komi_text, table_values};
use super::tree::{NodeId, SgfCollection, SgfNode};
use super::values::{parse_move, point_text};
use crate::base::{BoardSize, Color, GameResult, Move, Phase, Point, SeatKind};
use crate::board::Topology;
use crate::game::{Event, Game, GameSetup, Handicap, Irregularity, TimeControl, fixed_handicap_points};
use crate::rules::Rules;

/// The `RU` value of a rule set: the SGF name of its preset when the rules
/// are exactly a preset (komi aside, `KM` says it), else go-core's rules
/// text (`chinese ko=simple`), which the reader reads back.
fn rules_name(rules: &Rules) -> String {
    match rules.preset() {
        Some(p) => p.sgf_name().to_owned(),
        None => {
            // The komi is written as KM: leave it out of the text.
            let text = rules.to_string();
            text.split(' ').filter(|w| !w.starts_with("komi=")).collect::<Vec<_>>().join(" ")
        }
    }
}

/// The stones on the board before the first move: the setup stones and the
/// fixed or free handicap stones.
fn starting_stones(game: &Game) -> Vec<Option<Color>> {
    let setup: &GameSetup = game.setup();
    let size = setup.size;
    let mut grid = vec![None; size.area()];
    let mut put = |p: Point, c: Color| {
        if let Some(i) = size.index_of(p) {
            grid[i] = Some(c);
        }
    };
    for &(p, c) in &setup.stones {
        put(p, c);
    }
    for p in handicap_points(game) {
        put(p, Color::Black);
    }
    grid
}

/// The handicap stones alone (fixed, or free once placed), as
/// [`starting_stones`] gives them.
fn handicap_stones(game: &Game) -> Vec<Option<Color>> {
    let size = game.setup().size;
    let mut grid = vec![None; size.area()];
    for p in handicap_points(game) {
        if let Some(i) = size.index_of(p) {
            grid[i] = Some(Color::Black);
        }
    }
    grid
}

/// The points of the handicap stones: a fixed handicap's standard points,
/// or a free handicap's once placed (none before).
fn handicap_points(game: &Game) -> Vec<Point> {
    let setup: &GameSetup = game.setup();
    match setup.handicap {
        Handicap::Fixed(n) => fixed_handicap_points(setup.size, n, setup.corner_line_12).unwrap_or_default(),
        _ => game.free_handicap_points().map(<[Point]>::to_vec).unwrap_or_default(),
    }
}

fn points_of(size: BoardSize, grid: &[Option<Color>], color: Color) -> Vec<String> {
    size.points().zip(grid).filter(|(_, c)| **c == Some(color)).map(|(p, _)| point_text(p)).collect()
}

/// The letter of a colour as SGF writes it.
fn letter(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

impl SgfCollection {
    /// A one-game collection recording `game` as SGF FF\[4\] in UTF-8, from
    /// its record ([`Game::record`]): the root has `FF[4]GM[1]CA[UTF-8]`,
    /// `SZ` (`w:h` when rectangular), `KM`, `RU` (the preset's SGF name, or
    /// go-core's rules text for rules changed away from a preset), `HA` and
    /// the starting stones as `AB`/`AW` (handicap stones included), `PL`
    /// when White moves first, `RE` from the result, the clock as `TM` and
    /// `OT`; then one node per move (a pass is `[]`), with a node of `PL`
    /// and `AB`/`AW`/`AE` before a move where the game recorded a change of
    /// player or stones edited in. When the game was counted (counting
    /// phase, or finished by a count after two passes), a last node gets
    /// `TB`/`TW`: the points [`Game::score`]'s ownership gives each colour
    /// that are not that colour's living stones (territory, and dead
    /// stones' points), or `TB[]` (FF\[4\]'s empty list: no point marked)
    /// when the count gives no such point and no stone is dead, so that a
    /// reader counts the board as it stands rather than estimating dead
    /// stones. A dead stone on a point the count gives nobody (its region
    /// neutral once it is removed: it touches both colours' living stones)
    /// is marked as the colour that takes it (since 2026-12-07; it was left
    /// unmarked): FF\[4\] has no mark for a dead stone as such, and
    /// go-core's readers ([`crate::SgfNode::marked_dead_stones`], `replay`,
    /// GTP, the Python loader) take the dead stones from the marks and
    /// count the points again, so the record reads back with its result; a
    /// program that counts the marks themselves as territory counts that
    /// point one too many.
    ///
    /// A move that a tolerant replay made irregularly
    /// ([`Game::replay_move`]) is written as the record gave it: a move by
    /// the colour that just moved is written without the other colour's
    /// pass that the replay implied (a pass node would be a real pass,
    /// which under AGA rules earns a pass stone and may end play). Such a
    /// record replays to the same game tolerantly; a strict replay refuses
    /// it, as it refused its source.
    ///
    /// Variants (see the module documentation): a wrapped board writes
    /// q5Go's `GM[q5go-1]` and `TO[n]` instead of `GM[1]`; a team game or
    /// one with computer seats writes `GS` (with `out_of_turn:pair_go_penalty`
    /// under the Pair Go penalty, and then `MS`, the seat that moved, on
    /// every move); an Atari Go game writes `AG[n]`.
    /// A game set up as Phantom Go writes `PG` with its setup's referee
    /// convention; a referee's record, which names the convention the
    /// referee actually follows, is written by
    /// [`SgfCollection::from_phantom`].
    ///
    /// A free handicap still to be placed is written as `HA[n]` with no
    /// stones, which a reader replays as a handicap to place. Beside setup
    /// stones (a position set up before the placement) SGF cannot tell
    /// them from placed handicap stones: such a record reads back as that
    /// setup with no handicap to place, with a `handicap_mismatch` warning
    /// (found from outside; once the handicap is placed, the setup stones
    /// go in a node of their own and the record reads back whole).
    #[must_use]
    pub fn from_game(game: &Game) -> SgfCollection {
        SgfCollection::from_game_with(game, Vec::new(), None)
    }

    /// [`SgfCollection::from_game`] for a game replayed from game tree
    /// `index` of `source` (GTP's `loadsgf`, then `printsgf`): what the
    /// record says beyond the game is kept. Its root's game information
    /// (`PB`, `PW`, `BR`, `WR`, `DT`, `EV`, `GN`, `C` and every other
    /// property that does not describe the setup) is copied, and game
    /// information a later node held (as FF\[4\] allows, before the first
    /// move or after it) is written in the root with it, once, and not in
    /// its node; its `RE` while
    /// the game has no result of its own and has made exactly the record's
    /// main line of moves (a move played on, or taken back, leaves the
    /// recorded result out); its `TM`/`OT` when the game has no
    /// clock; and a `KM` or `HA` the record gave in a form that could not be
    /// read (or an `HA` that did not match its stones) is written back as
    /// it was, never replaced by a value the file did not have (as long as
    /// the game still plays under the default the replay used); a `KM`
    /// read by a heuristic (`KM[375]`, `KM[6,5]`, Fox's `KM[0]`) is written
    /// in the standard form of the komi read (`KM[7.5]`), which any reader
    /// takes as the game was played. Each move node of the main line whose
    /// move the game still makes, in order, brings its other properties (comments,
    /// marks, times left) along, and so do the nodes without a move before
    /// it (a comment or names on a setup node, sharing the node of the
    /// setup the game writes); after the first move that differs, none.
    /// The nodes after the record's last move (a closing comment, a node
    /// of count marks) follow when the game has made exactly the record's
    /// moves. The record's count marks (`TB`, `TW`) are kept only while the
    /// game has made exactly its moves and has no result of its own (then
    /// the game's own count marks are not added beside them).
    /// With no such game tree, this is [`SgfCollection::from_game`].
    #[must_use]
    pub fn from_game_with_source(game: &Game, source: &SgfCollection, index: usize) -> SgfCollection {
        // The empty path is the main line; a game the collection lacks is
        // written as `from_game` writes it.
        SgfCollection::from_game_with_source_path(game, source, index, &[])
            .unwrap_or_else(|_| SgfCollection::from_game(game))
    }

    /// [`SgfCollection::from_game_with_source`] for a game replayed from a
    /// line of the game tree other than its main line
    /// ([`ReplayOptions::path`](super::ReplayOptions::path), the same
    /// `path`): the game information and the nodes' other properties are
    /// taken along that line (found from outside: a variation of merged
    /// games was written with the main line's players, result and
    /// comments). `[]` is the main line, as in
    /// [`SgfCollection::from_game_with_source`].
    ///
    /// # Errors
    ///
    /// [`SgfError::NoSuchGame`] when `index` lies beyond the collection's
    /// games, and [`SgfError::NoSuchVariation`] when `path` leaves the
    /// tree (a child index past its node's children: found from outside,
    /// such a path wrote the main line's information with no word, where
    /// the replay along it is refused), as the replay along the same path
    /// reports them.
    pub fn from_game_with_source_path(
        game: &Game,
        source: &SgfCollection,
        index: usize,
        path: &[usize],
    ) -> Result<SgfCollection, SgfError> {
        let root = source.game(index).ok_or(SgfError::NoSuchGame { game: index, games: source.games().len() })?;
        let (line, off) = root.line_along(path);
        match off {
            Some(e) => Err(e),
            None => Ok(SgfCollection::from_game_with(game, Vec::new(), Some(line.as_slice()))),
        }
    }

    /// [`SgfCollection::from_game`] for the referee's game of a Phantom Go
    /// game, with `PG[convention]` naming the referee convention
    /// (`illegal-only`, `illegal-with-reason`, `atari-announcements`,
    /// `capture-with-points`). The record is the full game as the referee
    /// saw it: the tries refused as illegal are not moves and are not
    /// written.
    #[cfg(feature = "phantom")]
    #[must_use]
    pub fn from_phantom(phantom: &crate::variants::PhantomGame) -> SgfCollection {
        // The referee's convention, whatever the game's own variant says.
        let pg = vec![("PG", vec![phantom_name(phantom.convention())])];
        SgfCollection::from_game_with(phantom.game(), pg, None)
    }

    /// The record of `game`, with `extra` root properties and what `source`
    /// (a game's root, then the nodes of the line it was replayed from)
    /// says beyond the game.
    fn from_game_with(game: &Game, extra: Vec<(&str, Vec<String>)>, source: Option<&[SgfNode<'_>]>) -> SgfCollection {
        let mut kept = source.and_then(|line| Some(Kept::of(game, *line.first()?, &line[1..]))).unwrap_or_default();
        let setup = game.setup();
        let size = setup.size;
        let topology = setup.topology;
        let mut c = SgfCollection::new();
        let sz =
            if size.is_square() { size.width().to_string() } else { format!("{}:{}", size.width(), size.height()) };
        let rules = game.rules();
        let mut root: Vec<(&str, Vec<String>)> = vec![
            ("FF", vec!["4".into()]),
            ("GM", vec![if topology == Topology::Planar { "1" } else { "q5go-1" }.into()]),
            ("CA", vec!["UTF-8".into()]),
            ("AP", vec![format!("go-core:{}", env!("CARGO_PKG_VERSION"))]),
            ("SZ", vec![sz]),
        ];
        if topology != Topology::Planar {
            root.push(("TO", vec![topology.q5go_code().to_string()]));
        }
        root.push(("KM", vec![kept.komi.clone().unwrap_or_else(|| komi_text(rules.komi()))]));
        let table = game.table();
        let computer = table.seats_in_order().into_iter().any(|s| table.kind(s) == Some(SeatKind::Computer));
        if table.is_team_game() || computer {
            root.push(("GS", table_values(table)));
        }
        if let Some(rule) = setup.variant.atari_go() {
            root.push(("AG", vec![rule.stones().to_string()]));
        }
        // A game set up as Phantom Go names its referee convention, as the
        // referee's record does (a reader then replays Phantom Go, not
        // ordinary Go); a referee's own convention, in `extra`, comes first.
        if let Some(convention) = setup.variant.phantom()
            && !extra.iter().any(|&(id, _)| id == "PG")
        {
            root.push(("PG", vec![phantom_name(convention)]));
        }
        root.extend(extra);
        root.push(("RU", vec![rules_name(rules)]));
        if game.handicap_stones() > 0 {
            root.push(("HA", vec![game.handicap_stones().to_string()]));
        } else if matches!(setup.handicap, Handicap::Free(_)) {
            // A free handicap still to be placed, or never placed (the game
            // ended first: a resignation, a forfeit): `HA` alone, which a
            // reader replays as a free handicap to be placed (found from
            // outside: it was left out, and the record read back as an
            // even game with the handicap game's komi).
            root.push(("HA", vec![setup.handicap.stones().to_string()]));
        } else if let Some(raw) = &kept.handicap {
            root.push(("HA", vec![raw.clone()]));
        }
        // Handicap stones beside setup stones: the root holds the handicap
        // alone, and the setup stones follow in a node of their own, which
        // a reader takes as an edit after the handicap (found from outside:
        // written together, they read back as setup with no handicap, Black
        // to move and no compensation).
        let split = game.handicap_stones() > 0 && !setup.stones.is_empty();
        let grid = if split { handicap_stones(game) } else { starting_stones(game) };
        let ab = points_of(size, &grid, Color::Black);
        let aw = points_of(size, &grid, Color::White);
        if !ab.is_empty() {
            root.push(("AB", ab));
        }
        if !aw.is_empty() {
            root.push(("AW", aw));
        }
        let mut after_handicap: Vec<(&str, Vec<String>)> = Vec::new();
        if split {
            let all = starting_stones(game);
            for (id, color) in [("AB", Color::Black), ("AW", Color::White)] {
                let extra: Vec<String> = size
                    .points()
                    .zip(all.iter().zip(&grid))
                    .filter(|(_, (a, h))| **a == Some(color) && **h != Some(color))
                    .map(|(p, _)| point_text(p))
                    .collect();
                if !extra.is_empty() {
                    after_handicap.push((id, extra));
                }
            }
        }
        // The first move made (an implied pass included) and the colour of
        // the first move written (the replayed move after it).
        let first_mover = game.moves().first().map(|m| m.seat.color);
        let first_written = game.events().iter().find_map(|e| match e {
            Event::Move { seat, .. } => Some(seat.color),
            Event::Replayed { color, .. } => Some(*color),
            _ => None,
        });
        let starts = setup.to_move.or(first_mover);
        // A reader takes the first move's colour, else White after handicap
        // stones and Black otherwise: Black to move after handicap stones,
        // with no move yet, needs its PL too, and so does Black when the
        // first move written is White's (a pass implied before it; found
        // from outside: `PL[W]` was written, and the pass was lost).
        let black_after_handicap = starts == Some(Color::Black) && first_mover.is_none() && game.handicap_stones() > 0;
        let root_player = if starts == Some(Color::White) {
            Some(Color::White)
        } else if black_after_handicap || (starts == Some(Color::Black) && first_written == Some(Color::White)) {
            Some(Color::Black)
        } else {
            None
        };
        if let Some(color) = root_player {
            root.push(("PL", vec![letter(color).into()]));
        }
        // Whether `RE` is the source record's rather than the game's own.
        let mut source_result = false;
        // Whether the game has made exactly the source's moves: then the
        // source's nodes after its last move are written too.
        let whole = source.is_some() && kept.describes(game);
        if let Some(r) = game.result() {
            root.push(("RE", vec![r.to_string()]));
        } else if let Some(raw) = &kept.result
            && whole
        {
            root.push(("RE", vec![raw.clone()]));
            source_result = true;
        }
        // The source's count marks stay while the game is the record's and
        // has no result of its own (found from outside: `loadsgf` then
        // `printsgf` dropped the record's `TB`/`TW`).
        kept.marks = whole && game.result().is_none();
        // Clocks (FF[4] TM: main time in seconds; OT: the overtime in the
        // usual wordings, which the reader parses back).
        let secs = |ms: u64| {
            if ms.is_multiple_of(1000) { (ms / 1000).to_string() } else { format!("{}.{:03}", ms / 1000, ms % 1000) }
        };
        // An overtime that gives nothing (0 periods, 0 stones, a Fischer
        // increment of 0) is no overtime: `TM` alone, read back as absolute
        // time, which is the same clock (found from outside: a byo-yomi
        // clock of 0 periods was written `OT[0x1 byo-yomi]`).
        match game.time_control() {
            TimeControl::None => {}
            TimeControl::Absolute { main_ms }
            | TimeControl::Fischer { main_ms, increment_ms: 0 }
            | TimeControl::ByoYomi { main_ms, periods: 0, .. }
            | TimeControl::Canadian { main_ms, stones: 0, .. } => root.push(("TM", vec![secs(main_ms)])),
            TimeControl::Fischer { main_ms, increment_ms } => {
                root.push(("TM", vec![secs(main_ms)]));
                root.push(("OT", vec![format!("Fischer {}", secs(increment_ms))]));
            }
            TimeControl::ByoYomi { main_ms, periods, period_ms } => {
                root.push(("TM", vec![secs(main_ms)]));
                root.push(("OT", vec![format!("{periods}x{} byo-yomi", secs(period_ms))]));
            }
            TimeControl::Canadian { main_ms, stones, period_ms } => {
                root.push(("TM", vec![secs(main_ms)]));
                root.push(("OT", vec![format!("{stones}/{} Canadian", secs(period_ms))]));
            }
        }
        if game.time_control() == TimeControl::None {
            root.extend(kept.clock.iter().map(|(id, v)| (*id, v.clone())));
        }
        root.extend(kept.root.iter().map(|(id, v)| (id.as_str(), v.clone())));
        let mut last: NodeId = c.add_node(None, root);
        let mut move_index = 0usize;
        // The game's move records, alongside the events that made them: a
        // tolerant replay's move may make two (an implied pass first).
        let records = game.moves();
        let mut record = 0usize;
        // The events after the start: moves, and the setup nodes of `PL`
        // and mid-game stone edits.
        let mut pending: Vec<(&str, Vec<String>)> = after_handicap;
        // Play resumed after the passes (a resume, a rejected count): the
        // next move's node is preceded by `PL` naming its player, which
        // is how a reader learns that play went on.
        let mut resumed = false;
        let penalty = game.table().out_of_turn() != crate::game::OutOfTurn::Refuse;
        for event in game.events() {
            let mover = match event {
                Event::Move { seat, .. } => Some(seat.color),
                Event::Replayed { color, .. } => Some(*color),
                _ => None,
            };
            if mover.is_some() && std::mem::take(&mut resumed) {
                // The side to move when play resumed: the colour of the
                // event's first move record (a replayed move by the other
                // colour then implies its pass again).
                let color = records.get(record).map_or(game.to_move(), |m| m.seat.color);
                pending.retain(|(id, _)| *id != "PL");
                pending.push(("PL", vec![letter(color).into()]));
            }
            match event {
                Event::Resume | Event::Reject { .. } => resumed = true,
                Event::Move { seat, mv, .. } => {
                    // Under the Pair Go penalty a partner may move in
                    // another's turn: each move names its seat (`MS`), so
                    // that a reader credits it, and its penalty, rightly.
                    let (before, mut props) = kept.node(move_index, seat.color, *mv);
                    if penalty {
                        props.insert(0, ("MS".to_owned(), vec![seat.to_string()]));
                    }
                    last = write_move(&mut c, last, &mut pending, &before, seat.color, *mv, &props);
                    move_index += 1;
                    record += 1;
                }
                Event::Replayed { color, mv } => {
                    // As the record gave it: a replay makes the same moves
                    // again, its implied pass (the colour moving twice) and
                    // its play after the end (a move after the passes, with
                    // no `PL`) included, with their irregularities (a pass
                    // written for the implied one would earn an AGA pass
                    // stone and end play where it did not).
                    let (before, props) = kept.node(move_index, *color, *mv);
                    last = write_move(&mut c, last, &mut pending, &before, *color, *mv, &props);
                    move_index += 1;
                    record += if records.get(record).is_some_and(|m| m.irregularity == Some(Irregularity::ImpliedPass))
                    {
                        2
                    } else {
                        1
                    };
                }
                // Before any node after the root, a player the root's `PL`
                // already names needs no node of its own (found from
                // outside: `PL[W]` in the root and again before the first
                // move).
                Event::SetPlayer { color } if move_index == 0 && pending.is_empty() && root_player == Some(*color) => {}
                Event::SetPlayer { color } => {
                    // A second change of the player starts a node of its
                    // own: merged into one `PL`, the position with the
                    // first player to move left the situational superko
                    // history (found from outside: a move the game forbade
                    // was legal in the record read back).
                    if pending.iter().any(|(id, _)| *id == "PL") {
                        last = write_between(&mut c, last, &mut pending, &[]);
                    }
                    pending.push(("PL", vec![letter(*color).into()]));
                }
                Event::EditStones { changes } => {
                    // An edit of a point the waiting setup already changes
                    // starts a node of its own: merged, a stone put and
                    // taken away again was written as no change (`AE` on
                    // an empty point), which keeps the ko ban and the
                    // superko history the edits had cleared (found from
                    // outside: a ko retaken after the record was read
                    // back, where the game forbade it).
                    // So does an edit after a change of the player: a
                    // node's setup takes effect together, the player after
                    // the stones, which would put the edit first (found
                    // from outside: `PL[B]AB[ac]` forbade a move under
                    // situational superko that the game allowed).
                    // The waiting setup's points, looked up by hash: a
                    // search of the lists for each changed point took
                    // time quadratic in a node's size (found from outside:
                    // 26 s to write a 5 KB record of edits of 2,652
                    // points).
                    let setup = |id: &str| matches!(id, "AB" | "AW" | "AE");
                    let touched = {
                        let waiting: HashSet<&str> = pending
                            .iter()
                            .filter(|(id, _)| setup(id))
                            .flat_map(|(_, values)| values.iter().map(String::as_str))
                            .collect();
                        changes.iter().any(|&(p, _)| waiting.contains(point_text(p).as_str()))
                    };
                    if touched || pending.iter().any(|(id, _)| *id == "PL") {
                        last = write_between(&mut c, last, &mut pending, &[]);
                    }
                    // No changed point waits now; a point changed twice in
                    // one edit keeps its last change, where that stands.
                    let last_change: HashMap<Point, usize> =
                        changes.iter().enumerate().map(|(k, &(p, _))| (p, k)).collect();
                    for (k, &(p, color)) in changes.iter().enumerate() {
                        if last_change.get(&p) != Some(&k) {
                            continue;
                        }
                        let id = match color {
                            Some(Color::Black) => "AB",
                            Some(Color::White) => "AW",
                            None => "AE",
                        };
                        match pending.iter_mut().find(|(i, _)| *i == id) {
                            Some((_, values)) => values.push(point_text(p)),
                            None => pending.push((id, vec![point_text(p)])),
                        }
                    }
                    pending.retain(|(_, values)| !values.is_empty());
                }
                _ => {}
            }
        }
        // Play resumed with no move since (the game may have ended since by
        // a resignation, a loss on time or a forfeit): a `PL` node says so
        // (found from outside: the record read back was still counting, or
        // ended in two passes).
        if resumed {
            pending.retain(|(id, _)| *id != "PL");
            pending.push(("PL", vec![letter(game.to_move()).into()]));
        }
        // The source's nodes after its last move (a closing comment, the
        // record's count marks), when the game has made exactly its moves (found from outside: `printsgf` after `loadsgf`
        // dropped a last node that held only a comment). A setup waiting
        // in `pending` shares the first of them, unless that one holds
        // count marks (see `write_between`).
        let tail: Vec<Properties> =
            if whole { kept.tail.iter().map(|props| kept.kept_marks(props)).collect() } else { Vec::new() };
        last = write_between(&mut c, last, &mut pending, &tail);
        // The marks of the count as it stands, unless the result written is
        // the source record's: marks no one agreed beside a result they did
        // not make would contradict it (found from outside: a record ending
        // with two passes and `RE[B+1]` came back with every point `TB`).
        // Nor beside the record's own marks, kept above.
        let counted = (game.phase() == Phase::Counting && !source_result && !(kept.marks && kept.has_marks))
            || (game.phase() == Phase::Finished
                && matches!(game.result(), Some(GameResult::Score { .. } | GameResult::Draw))
                && game.consecutive_passes() >= 2);
        if counted {
            let score = game.score();
            let board = game.board();
            let dead: std::collections::HashSet<Point> = game.dead_stones().into_iter().collect();
            // A colour's area or territory that is not its living stones;
            // and a dead stone of the other colour on a point the count
            // gives nobody (its region neutral once it is removed), marked
            // as the colour that takes it: FF[4] has no mark for a dead
            // stone as such, and left unmarked it read back alive (found
            // from outside: two of four 9x9 games of the table were read
            // back with another result than their RE).
            let marks = |color: Color| -> Vec<String> {
                size.points()
                    .zip(&score.ownership)
                    .filter(|(p, o)| match **o {
                        Some(owner) => owner == color && board.get(*p) != Some(color),
                        None => board.get(*p) == Some(color.opponent()) && dead.contains(p),
                    })
                    .map(|(p, _): (Point, _)| point_text(p))
                    .collect()
            };
            let (tb, tw) = (marks(Color::Black), marks(Color::White));
            let mut props: Vec<(&str, Vec<String>)> = Vec::new();
            if !tb.is_empty() {
                props.push(("TB", tb));
            }
            if !tw.is_empty() {
                props.push(("TW", tw));
            }
            if props.is_empty() && game.dead_stones().is_empty() {
                // A count with no territory and no dead stone still says
                // so: FF[4]'s empty list `TB[]` marks no point, and a
                // reader counts the board as it stands instead of
                // estimating dead stones no one agreed (found from
                // outside: the table's agreed count of a board with
                // nothing but stones and dame was read back with two
                // stones estimated dead, W+2.5 against its RE[W+7.5]).
                // Not when a dead stone stands on a point the count gives
                // nobody: no mark can say it, and `TB[]` would call it
                // alive (a reader may still estimate it dead).
                props.push(("TB", vec![String::new()]));
            }
            if !props.is_empty() {
                // Marks go on a node of their own after the last move.
                c.add_node(Some(last), props);
            }
        }
        c
    }
}

/// Writes the setup node waiting in `pending` (if any) and the nodes
/// without a move kept from a source record (`between`, in order; the
/// first shares the setup node unless it holds count marks, `TB`/`TW`),
/// after `last`; returns the last node written (`last` when none).
fn write_between(
    c: &mut SgfCollection,
    last: NodeId,
    pending: &mut Vec<(&str, Vec<String>)>,
    between: &[Properties],
) -> NodeId {
    let mut last = last;
    let mut between = between.iter().filter(|props| !props.is_empty()).peekable();
    if !pending.is_empty() {
        // Not beside count marks: an `AE` there would read as the count's
        // removal of dead stones instead of an edit (found from outside: a
        // record's edit before its marks node, written back into it, came
        // back as a count one point different).
        let marks = |props: &Properties| props.iter().any(|(id, _)| COUNT_MARKS.contains(&id.as_str()));
        let first = if between.peek().is_some_and(|props| marks(props)) { None } else { between.next() };
        let first = first.map(Vec::as_slice).unwrap_or_default();
        let props = std::mem::take(pending).into_iter().chain(first.iter().map(|(id, v)| (id.as_str(), v.clone())));
        last = c.add_node(Some(last), props.collect::<Vec<_>>());
    }
    for props in between {
        last = c.add_node(Some(last), props.iter().map(|(id, v)| (id.as_str(), v.clone())).collect::<Vec<_>>());
    }
    last
}

/// Writes the setup node waiting in `pending` (if any) with the source's
/// nodes without a move before this one (`before`, see [`write_between`]),
/// then a node for the move with the `others` properties kept from a
/// source record; returns the move's node.
fn write_move(
    c: &mut SgfCollection,
    last: NodeId,
    pending: &mut Vec<(&str, Vec<String>)>,
    before: &[Properties],
    color: Color,
    mv: Move,
    others: &[(String, Vec<String>)],
) -> NodeId {
    let last = write_between(c, last, pending, before);
    let v = match mv {
        Move::Pass => String::new(),
        Move::Play(p) => point_text(p),
    };
    let props = std::iter::once((letter(color), vec![v])).chain(others.iter().map(|(id, v)| (id.as_str(), v.clone())));
    c.add_node(Some(last), props)
}

/// Root properties the writer makes from the game itself: a source
/// record's are not copied.
const FROM_THE_GAME: &[&str] = &[
    "FF", "GM", "CA", "AP", "SZ", "TO", "KM", "GS", "AG", "PG", "RU", "HA", "AB", "AW", "AE", "PL", "RE", "TM", "OT",
    "B", "W",
];

/// Move-node properties the writer makes itself (the move, setup, the seat
/// that moved).
const MOVE_NODE_OWN: &[&str] = &["B", "W", "MS", "AB", "AW", "AE", "PL"];

/// The count's territory marks: a source record's are kept only while the
/// game has made exactly the record's moves and has no result of its own
/// (they describe the record's final position).
const COUNT_MARKS: &[&str] = &["TB", "TW"];

/// Properties as identifier and values (text), in order.
type Properties = Vec<(String, Vec<String>)>;

/// What a source record keeps in a rewritten one (see
/// [`SgfCollection::from_game_with_source`]).
#[derive(Default)]
struct Kept {
    /// Root properties to copy, in order.
    root: Properties,
    /// `KM` as written, when unreadable and still standing.
    komi: Option<String>,
    /// `HA` as written, when unreadable or not matching the record's
    /// stones.
    handicap: Option<String>,
    /// `RE` as written, while the game keeps the record's komi, rules
    /// (where the record names them) and topology.
    result: Option<String>,
    /// `TM` and `OT` as written.
    clock: Vec<(&'static str, Vec<String>)>,
    /// Per move of the source's main line: its colour, its value, the
    /// node's other properties (its count marks included) and those of the
    /// nodes without a move just before it (a comment on a setup node, a
    /// node of its own), one entry per node.
    moves: Vec<(Color, Vec<u8>, Properties, Vec<Properties>)>,
    /// The properties of the source's nodes after its last move (a closing
    /// comment, the count's marks), one entry per node.
    tail: Vec<Properties>,
    /// Whether the source's count marks are written: while the game has
    /// made exactly its moves and has no result of its own.
    marks: bool,
    /// Whether the source has count marks on a node kept.
    has_marks: bool,
}

impl Kept {
    /// What the source's `root` and the `later` nodes of the line the game
    /// was replayed from say beyond the game.
    fn of(game: &Game, root: SgfNode<'_>, later: &[SgfNode<'_>]) -> Kept {
        // The game information of the line, read once.
        let game_info = super::tree::game_info_on(std::iter::once(root).chain(later.iter().copied()), |_| true);
        let line_info = |ident: &str| game_info.iter().find(|p| p.ident() == ident).copied();
        let mut kept = Kept::default();
        // Game information and root properties as they were read: once
        // each, with one value (found from outside: `PB[A][B]` and a `PB`
        // twice in a node were written back whole, which a reader refuses).
        let read_once =
            |id: &str| super::tree::GAME_INFO.contains(&id) || super::record::SINGLE_VALUED_ROOT.contains(&id);
        for p in root.properties() {
            let id = p.ident();
            if FROM_THE_GAME.contains(&id) {
                continue;
            }
            if read_once(id) {
                if kept.root.iter().any(|(k, _)| k == id) {
                    continue;
                }
                kept.root.push((id.to_owned(), p.texts().into_iter().take(1).collect()));
            } else {
                kept.root.push((id.to_owned(), p.texts()));
            }
        }
        // Game information that stood in a later node (FF[4] allows it in
        // any node, once on a path; editors such as Little Go write it in
        // the node after the root, merged games after their shared moves)
        // goes to the root with the rest, where the game's
        // own values are written: copied in its node beside them, it would
        // stand twice on the path, which a reader refuses.
        for p in &game_info {
            if !FROM_THE_GAME.contains(&p.ident()) && root.get(p.ident()).is_none() {
                kept.root.push((p.ident().to_owned(), p.texts().into_iter().take(1).collect()));
            }
        }
        let info = super::GameInfo::from_line(root, later, super::ReplayMode::Tolerant).ok();
        if let Some(info) = &info {
            // A komi the file gave unreadably, while the game still plays
            // under the default the replay used: write the file's text.
            let rules = game.rules();
            let default_komi = rules.base_preset().komi(game.board().size());
            if info.komi.is_none() && rules.komi() == default_komi {
                kept.komi = info.unreadable_value("KM").map(str::to_owned);
            }
            if info.handicap == 0 {
                kept.handicap = info.unreadable_value("HA").map(str::to_owned);
            }
            // An `HA` that did not match the record's stones (`HA[2]` with
            // none, or with three): the game has no handicap, but the
            // record's game information says it (found from outside: it
            // was dropped without a word); read again, it gives the same
            // game and the same warning.
            if info.handicap > 0 && game.handicap_stones() == 0 && !matches!(game.setup().handicap, Handicap::Free(_)) {
                kept.handicap = line_info("HA").map(|p| p.simple_text());
            }
        }
        // The recorded result describes the record's terms: a game whose
        // komi, rules or topology changed after loading is another game.
        let same_terms = info.as_ref().is_some_and(|info| {
            let rules = game.rules();
            let komi = info.komi.unwrap_or_else(|| rules.base_preset().komi(game.board().size()));
            komi == rules.komi()
                && info.topology == game.setup().topology
                && (info.rules_text.is_none() || info.rules.with_komi(rules.komi()) == *rules)
        });
        kept.result = line_info("RE").map(|p| p.simple_text()).filter(|_| same_terms);
        for id in ["TM", "OT"] {
            if let Some(p) = line_info(id) {
                kept.clock.push((id, p.texts()));
            }
        }
        let size = game.board().size();
        // A node's properties but those the writer makes itself, root
        // properties (read in the root only; found from outside: an `FF[4]`
        // or `SZ[9]` after the root was copied there, which a reader
        // refuses), and game information, which the root now holds (as
        // read: its first reading; a later one is not read either).
        let others = |node: SgfNode<'_>| -> Properties {
            node.properties()
                .filter(|p| !MOVE_NODE_OWN.contains(&p.ident()))
                .filter(|p| !super::record::SINGLE_VALUED_ROOT.contains(&p.ident()) && p.ident() != "GS")
                .filter(|p| !super::tree::GAME_INFO.contains(&p.ident()))
                .map(|p| (p.ident().to_owned(), p.texts()))
                .collect()
        };
        // The nodes without a move since the last move kept.
        let mut before: Vec<Properties> = Vec::new();
        for &node in later {
            let Some(mv) = node.properties().find(|p| matches!(p.ident(), "B" | "W")) else {
                before.push(others(node));
                continue;
            };
            let own = others(node);
            // A move the replay skipped (unreadable, or off the board) made
            // no event: it is skipped here too, so that the source's moves
            // stay aligned with the game's.
            if parse_move(mv.raw(), size).is_none_or(|m| matches!(m, Move::Play(p) if !size.contains(p))) {
                continue;
            }
            let color = if mv.ident() == "B" { Color::Black } else { Color::White };
            kept.moves.push((color, mv.raw().to_vec(), own, std::mem::take(&mut before)));
        }
        kept.tail = before;
        kept.has_marks = kept
            .moves
            .iter()
            .flat_map(|(_, _, own, before)| std::iter::once(own).chain(before))
            .chain(&kept.tail)
            .flatten()
            .any(|(id, _)| COUNT_MARKS.contains(&id.as_str()));
        kept
    }

    /// Whether the game has made exactly the source's main line of moves,
    /// no more and no fewer, so that the source's `RE` still describes it
    /// (a move played after loading a resigned game, or one taken back,
    /// leaves the recorded result behind).
    fn describes(&self, game: &Game) -> bool {
        // Compared event by event, as the source's moves were made: a
        // tolerant replay of a colour moving twice adds a pass of the
        // other to the game's moves, which the source does not have.
        let mut made = game.events().iter().filter_map(|e| match e {
            Event::Move { seat, mv, .. } => Some((seat.color, *mv)),
            Event::Replayed { color, mv } => Some((*color, *mv)),
            _ => None,
        });
        let mut source = self.moves.iter();
        loop {
            match (made.next(), source.next()) {
                (None, None) => return true,
                (Some((color, mv)), Some((c, raw, _, _))) if color == *c && same_move(raw, mv) => {}
                _ => return false,
            }
        }
    }

    /// The properties to keep on the nodes without a move before the
    /// `index`-th move and on the move's node, when the source has that
    /// move there (and every one before it, which the caller's order
    /// ensures by stopping at the first difference).
    fn node(&mut self, index: usize, color: Color, mv: Move) -> (Vec<Properties>, Properties) {
        let same = self.moves.get(index).is_some_and(|(c, raw, _, _)| *c == color && same_move(raw, mv));
        if !same {
            // The game went elsewhere: nothing more is kept.
            self.moves.truncate(index);
            self.tail.clear();
            return (Vec::new(), Vec::new());
        }
        let (_, _, own, before) = &self.moves[index];
        (before.iter().map(|props| self.kept_marks(props)).collect(), self.kept_marks(own))
    }

    /// `props` without the count's marks, unless they are kept.
    fn kept_marks(&self, props: &Properties) -> Properties {
        props.iter().filter(|(id, _)| self.marks || !COUNT_MARKS.contains(&id.as_str())).cloned().collect()
    }
}

/// Whether a move value as the source wrote it (`raw`) is `mv`: a pass is
/// empty or `tt`.
fn same_move(raw: &[u8], mv: Move) -> bool {
    match mv {
        Move::Pass => raw.is_empty() || raw == b"tt",
        Move::Play(p) => raw == point_text(p).as_bytes(),
    }
}

/// The `PG` value of a Phantom Go referee convention: its name with
/// hyphens (`illegal-only`, `atari-announcements`, ...).
fn phantom_name(convention: crate::variants::RefereeConvention) -> String {
    convention.name().replace('_', "-")
}
