//! Test support: a deliberately naive reference model of the rules (flood-fill
//! captures, the full board history kept as plain vectors, no incremental
//! state, no hashing) to check the engine against.

#![allow(clippy::cast_possible_truncation)] // test inputs are small
#![allow(dead_code, unreachable_pub)]

use std::collections::HashMap;

use go_core::{BoardSize, Color, KoRule, Point, Suicide};

/// What the naive model says of a stone play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Occupied,
    Suicide,
    Ko,
    Superko,
    /// Legal: the new grid, the opponent stones captured, the own stones
    /// removed by a (multi-stone) suicide.
    Legal {
        grid: Vec<Option<Color>>,
        captured: Vec<Point>,
        suicided: Vec<Point>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Creator {
    Start,
    Play(Color),
    Pass(Color),
}

#[derive(Clone, Debug)]
pub struct Model {
    pub w: usize,
    pub h: usize,
    pub grid: Vec<Option<Color>>,
    pub to_move: Color,
    pub ko: KoRule,
    pub suicide: Suicide,
    /// Every position with the side to move after it and its creator.
    pub history: Vec<(Vec<Option<Color>>, Color, Creator)>,
    pub prisoners: [u32; 2],
    pub passes: usize,
    pub over: bool,
    /// Left and right edges joined; top and bottom edges joined.
    pub wrap: (bool, bool),
    /// Set when a long cycle ended the game.
    pub cycle: bool,
}

impl Model {
    pub fn new(size: BoardSize, ko: KoRule, suicide: Suicide) -> Model {
        let (w, h) = (size.width() as usize, size.height() as usize);
        let grid = vec![None; w * h];
        Model {
            w,
            h,
            grid: grid.clone(),
            to_move: Color::Black,
            ko,
            suicide,
            history: vec![(grid, Color::Black, Creator::Start)],
            prisoners: [0, 0],
            passes: 0,
            over: false,
            wrap: (false, false),
            cycle: false,
        }
    }

    fn idx(&self, x: usize, y: usize) -> usize {
        y * self.w + x
    }

    fn neighbours(&self, i: usize) -> Vec<usize> {
        let (x, y) = (i % self.w, i / self.w);
        let mut v = Vec::new();
        if self.wrap.0 {
            v.push(self.idx((x + self.w - 1) % self.w, y));
            v.push(self.idx((x + 1) % self.w, y));
        }
        if self.wrap.1 {
            v.push(self.idx(x, (y + self.h - 1) % self.h));
            v.push(self.idx(x, (y + 1) % self.h));
        }
        let (xw, yw) = self.wrap;
        if x > 0 && !xw {
            v.push(self.idx(x - 1, y));
        }
        if x + 1 < self.w && !xw {
            v.push(self.idx(x + 1, y));
        }
        if y > 0 && !yw {
            v.push(self.idx(x, y - 1));
        }
        if y + 1 < self.h && !yw {
            v.push(self.idx(x, y + 1));
        }
        v
    }

    /// The chain through `i` and whether it has a liberty, by flood fill.
    pub fn chain(&self, grid: &[Option<Color>], i: usize) -> (Vec<usize>, usize) {
        let c = grid[i];
        let mut seen = vec![false; grid.len()];
        let mut stack = vec![i];
        let mut chain = Vec::new();
        let mut libs = vec![false; grid.len()];
        seen[i] = true;
        while let Some(j) = stack.pop() {
            chain.push(j);
            for n in self.neighbours(j) {
                if grid[n].is_none() {
                    libs[n] = true;
                } else if grid[n] == c && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        (chain, libs.iter().filter(|&&b| b).count())
    }

    fn point(&self, i: usize) -> Point {
        Point::new((i % self.w) as u8, (i / self.w) as u8)
    }

    /// Judges a stone play by the side to move.
    pub fn judge(&self, p: Point) -> Verdict {
        let color = self.to_move;
        let i = self.idx(p.x as usize, p.y as usize);
        if self.grid[i].is_some() {
            return Verdict::Occupied;
        }
        let mut g = self.grid.clone();
        g[i] = Some(color);
        let mut captured = Vec::new();
        for n in self.neighbours(i) {
            if g[n] == Some(color.opponent()) {
                let (chain, libs) = self.chain(&g, n);
                if libs == 0 {
                    for s in chain {
                        g[s] = None;
                        captured.push(self.point(s));
                    }
                }
            }
        }
        let mut suicided = Vec::new();
        let (own, libs) = self.chain(&g, i);
        if libs == 0 {
            if self.suicide == Suicide::Forbidden || own.len() == 1 {
                return Verdict::Suicide;
            }
            for s in own {
                g[s] = None;
                suicided.push(self.point(s));
            }
        }
        let repeated = match self.ko {
            KoRule::Simple => {
                let n = self.history.len();
                n >= 2 && self.history[n - 1].2 != Creator::Start && self.history[n - 2].0 == g
            }
            KoRule::PositionalSuperko => self.history.iter().any(|(h, _, _)| *h == g),
            KoRule::SituationalSuperko => self.history.iter().any(|(h, tm, _)| *h == g && *tm == color.opponent()),
            KoRule::NaturalSituationalSuperko => {
                self.history.iter().any(|(h, _, c)| *h == g && *c == Creator::Play(color))
            }
            _ => unreachable!(),
        };
        if repeated {
            return if self.ko == KoRule::Simple { Verdict::Ko } else { Verdict::Superko };
        }
        Verdict::Legal { grid: g, captured, suicided }
    }

    /// Every legal stone play of the side to move, row-major.
    pub fn legal_points(&self) -> Vec<Point> {
        if self.over {
            return Vec::new();
        }
        (0..self.grid.len())
            .map(|i| self.point(i))
            .filter(|&p| matches!(self.judge(p), Verdict::Legal { .. }))
            .collect()
    }

    /// Applies a legal play (already judged).
    pub fn apply(&mut self, grid: Vec<Option<Color>>, captured: usize, suicided: usize) {
        let color = self.to_move;
        self.grid = grid;
        self.prisoners[color.index()] += captured as u32;
        self.prisoners[color.opponent().index()] += suicided as u32;
        self.to_move = color.opponent();
        self.passes = 0;
        self.history.push((self.grid.clone(), self.to_move, Creator::Play(color)));
        if self.ko == KoRule::Simple {
            // A long cycle: the same situation a third time since the last pass.
            let mut count = 0;
            for (k, (g, tm, c)) in self.history.iter().enumerate().rev() {
                if k + 1 != self.history.len() && matches!(c, Creator::Pass(_)) {
                    break;
                }
                if *g == self.grid && *tm == self.to_move {
                    count += 1;
                }
            }
            if count >= 3 {
                self.over = true;
                self.cycle = true;
            }
        }
    }

    /// The side to move becomes `color` without a move (GTP's play for the
    /// colour not to move): the position occurred with the old side to
    /// move and now occurs with the new one, both kept as situations (the
    /// new one made by no play or pass).
    pub fn set_to_move(&mut self, color: Color) {
        if color != self.to_move {
            self.to_move = color;
            self.history.push((self.grid.clone(), color, Creator::Start));
        }
    }

    pub fn pass(&mut self) {
        let color = self.to_move;
        self.to_move = color.opponent();
        self.passes += 1;
        self.history.push((self.grid.clone(), self.to_move, Creator::Pass(color)));
        if self.passes >= 2 {
            self.over = true;
        }
    }

    /// Positions seen, for statistics in tests.
    pub fn distinct_positions(&self) -> usize {
        let mut m: HashMap<&Vec<Option<Color>>, ()> = HashMap::new();
        for (g, _, _) in &self.history {
            m.insert(g, ());
        }
        m.len()
    }
}

/// Rules with simple ko whose long cycles end without result, in every
/// feature set: the Japanese preset when territory counting is built, else
/// the studio rules changed to those axes.
pub fn simple_ko_rules() -> go_core::Rules {
    #[cfg(feature = "japanese")]
    {
        go_core::Rules::japanese()
    }
    #[cfg(not(feature = "japanese"))]
    {
        go_core::Rules::studio().with_ko(KoRule::Simple).with_cycle_outcome(go_core::CycleOutcome::NoResult)
    }
}
