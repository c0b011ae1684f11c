//! Writing a [`Game`] as an SGF FF\[4\] record.

use super::record::table_values;
use super::tree::{NodeId, SgfCollection};
use super::values::point_text;
use crate::board::Topology;
use crate::color::Color;
use crate::game::{Game, GameResult, Phase, SeatKind};
use crate::point::{BoardSize, Move, Point};
use crate::rules::{Komi, Rules};

/// The `RU` name of a rule set, when it is one of the presets (komi aside).
fn rules_name(rules: &Rules, size: BoardSize) -> Option<&'static str> {
    let k = Komi::default();
    let norm = rules.with_komi(k);
    let mut presets: Vec<(&'static str, Rules)> = Vec::new();
    #[cfg(feature = "japanese")]
    presets.push(("Japanese", Rules::japanese()));
    presets.extend([
        ("Chinese", Rules::chinese()),
        ("AGA", Rules::aga()),
        ("NZ", Rules::new_zealand()),
        ("Tromp-Taylor", Rules::tromp_taylor()),
        ("studio", Rules::studio()),
    ]);
    #[cfg(feature = "japanese")]
    presets.push(("game-site", Rules::game_site(size)));
    let _ = size;
    presets.into_iter().find(|(_, r)| r.with_komi(k) == norm).map(|(n, _)| n)
}

/// The position before the first move, walking the move records back from
/// the current board: each played stone is lifted, captured and suicided
/// stones are put back. A stone that a tolerant replay replaced on an
/// occupied point, and stones changed by [`Game::edit_stones`], cannot be
/// recovered this way (the game does not expose its starting position).
fn starting_position(game: &Game) -> Vec<Option<Color>> {
    let size = game.board().size();
    let mut grid = game.board().colors();
    for rec in game.moves().iter().rev() {
        let Move::Play(p) = rec.mv else { continue };
        let color = rec.color();
        for &q in &rec.suicided {
            if let Some(i) = size.index_of(q) {
                grid[i] = Some(color);
            }
        }
        for &q in &rec.captured {
            if let Some(i) = size.index_of(q) {
                grid[i] = Some(color.opponent());
            }
        }
        if let Some(i) = size.index_of(p) {
            grid[i] = None;
        }
    }
    grid
}

fn points_of(size: BoardSize, grid: &[Option<Color>], color: Color) -> Vec<String> {
    size.points().zip(grid).filter(|(_, c)| **c == Some(color)).map(|(p, _)| point_text(p)).collect()
}

impl SgfCollection {
    /// A one-game collection recording `game` as SGF FF\[4\] in UTF-8:
    /// `FF[4]GM[1]CA[UTF-8]`, `SZ` (`w:h` when rectangular), `KM`, `RU`
    /// (when the rules are a preset, komi aside), `HA` and the starting
    /// stones as `AB`/`AW` (handicap stones included), `PL` when White moves
    /// first, `RE` from the result, then one node per move (a pass is
    /// `[]`). When the game was counted (counting phase, or finished by a
    /// count after two passes), the last node gets `TB`/`TW`: the points
    /// [`Game::score`]'s ownership gives each colour that are not that
    /// colour's living stones (territory, and dead stones' points).
    ///
    /// The starting position is rebuilt from the move records (see the
    /// limits on stones replaced by tolerant replays and mid-game edits).
    ///
    /// Variants (see the module documentation): a wrapped board writes
    /// q5Go's `GM[q5go-1]` and `TO[n]` instead of `GM[1]`; a team game or
    /// one with computer seats writes `GS`; an Atari Go game writes `AG[n]`.
    /// A Phantom Go record's `PG` is written by
    /// [`SgfCollection::from_phantom`].
    #[must_use]
    pub fn from_game(game: &Game) -> SgfCollection {
        SgfCollection::from_game_with(game, Vec::new())
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
        let name = super::record::convention_name(phantom.convention());
        SgfCollection::from_game_with(phantom.game(), vec![("PG", vec![name.to_owned()])])
    }

    fn from_game_with(game: &Game, extra: Vec<(&str, Vec<String>)>) -> SgfCollection {
        let size = game.board().size();
        let topology = game.board().topology();
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
        root.push(("KM", vec![rules.komi().to_string()]));
        let table = game.table();
        let computer = table.seats_in_order().into_iter().any(|s| table.kind(s) == Some(SeatKind::Computer));
        if table.is_team_game() || computer {
            root.push(("GS", table_values(table)));
        }
        #[cfg(feature = "atari")]
        if let Some(rule) = game.atari_go() {
            root.push(("AG", vec![rule.stones().to_string()]));
        }
        root.extend(extra);
        if let Some(name) = rules_name(rules, size) {
            root.push(("RU", vec![name.into()]));
        }
        if game.handicap_stones() > 0 {
            root.push(("HA", vec![game.handicap_stones().to_string()]));
        }
        let grid = starting_position(game);
        let ab = points_of(size, &grid, Color::Black);
        let aw = points_of(size, &grid, Color::White);
        if !ab.is_empty() {
            root.push(("AB", ab));
        }
        if !aw.is_empty() {
            root.push(("AW", aw));
        }
        let first = game.moves().first().map_or(game.to_move(), |m| m.color());
        if first == Color::White {
            root.push(("PL", vec!["W".into()]));
        }
        if let Some(r) = game.result() {
            root.push(("RE", vec![r.to_string()]));
        }
        // Clocks (FF[4] TM: main time in seconds; OT: the overtime in the
        // usual wordings, which the reader parses back).
        let secs = |ms: u64| {
            if ms.is_multiple_of(1000) { (ms / 1000).to_string() } else { format!("{}.{:03}", ms / 1000, ms % 1000) }
        };
        match game.time_control() {
            crate::game::TimeControl::None => {}
            crate::game::TimeControl::Absolute { main_ms } => root.push(("TM", vec![secs(main_ms)])),
            crate::game::TimeControl::Fischer { main_ms, increment_ms } => {
                root.push(("TM", vec![secs(main_ms)]));
                root.push(("OT", vec![format!("Fischer {}", secs(increment_ms))]));
            }
            crate::game::TimeControl::ByoYomi { main_ms, periods, period_ms } => {
                root.push(("TM", vec![secs(main_ms)]));
                root.push(("OT", vec![format!("{periods}x{} byo-yomi", secs(period_ms))]));
            }
            crate::game::TimeControl::Canadian { main_ms, stones, period_ms } => {
                root.push(("TM", vec![secs(main_ms)]));
                root.push(("OT", vec![format!("{stones}/{} Canadian", secs(period_ms))]));
            }
        }
        let mut last: NodeId = c.add_node(None, root);
        for rec in game.moves() {
            let id = if rec.color() == Color::Black { "B" } else { "W" };
            let v = match rec.mv {
                Move::Pass => String::new(),
                Move::Play(p) => point_text(p),
            };
            last = c.add_node(Some(last), [(id, [v])]);
        }
        let counted = game.phase() == Phase::Counting
            || (game.phase() == Phase::Finished
                && matches!(game.result(), Some(GameResult::Score { .. } | GameResult::Draw))
                && game.consecutive_passes() >= 2);
        if counted {
            let score = game.score();
            let board = game.board();
            let marks = |color: Color| -> Vec<String> {
                size.points()
                    .zip(&score.ownership)
                    .filter(|(p, o)| **o == Some(color) && board.get(*p) != Some(color))
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
            if !props.is_empty() {
                // Marks go on a node of their own after the last move.
                c.add_node(Some(last), props);
            }
        }
        c
    }
}
