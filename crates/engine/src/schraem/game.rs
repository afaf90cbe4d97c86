//! The elimination game (rules 6–7 and the `end` option): marks between hands, who is out, who is
//! safe in an escape phase, and when a game ends. The match ([`super::Match`]) strings games together.

use super::options::{End, MatchFormat, Poor, Scoring};
use super::ruleset::Ruleset;
use crate::seat::Seat;
use crate::seat_set::SeatSet;

/// Marks every player starts a game with in `ruleset` (three tables: 5).
#[must_use]
pub fn start_lives(ruleset: &Ruleset) -> i32 {
    if ruleset.match_format == MatchFormat::ThreeTables {
        5
    } else {
        ruleset.scoring.start_lives()
    }
}

/// Marks as shown: marks left when counting down, points when counting up (limit − lives).
#[must_use]
pub fn shown_marks(ruleset: &Ruleset, lives: i32) -> i32 {
    match ruleset.scoring {
        Scoring::CountUp(_) => start_lives(ruleset) - lives,
        Scoring::Escape => 0,
        Scoring::CountDown(_) | Scoring::SebbeKnolle => lives,
    }
}

/// Lives from marks as shown (inverse of [`shown_marks`]).
#[must_use]
pub fn lives_from_shown(ruleset: &Ruleset, shown: i32) -> i32 {
    match ruleset.scoring {
        Scoring::CountUp(_) => start_lives(ruleset) - shown,
        Scoring::Escape => 0,
        Scoring::CountDown(_) | Scoring::SebbeKnolle => shown,
    }
}

/// The state of the game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// 0-based game number in the match (halves and play-off count as games).
    pub number: u32,
    /// Marks left per seat (counting down internally; Sebbe: negative = Knollen).
    pub lives: [i32; 8],
    /// Seats out of this game.
    pub out: SeatSet,
    /// Escape phase: the seats playing escape hands (empty: ordinary hands).
    pub escape_set: SeatSet,
    /// Seats safe in the escape phase.
    pub safe: SeatSet,
    /// Hands finished in this game.
    pub hands: u32,
    /// Sebbe: someone has been on the hammer in this game.
    pub hammer_seen: bool,
    /// Sebbe: the next (current) hand is the final.
    pub final_hand: bool,
    /// The first seat eliminated (the "loser" for `new_game_start = loser_deals`).
    pub first_out: Option<u8>,
    /// The escape hands in progress are a long one between players who reached the limit
    /// together (RULES.md C6): 8 cards each.
    pub tiebreak: bool,
}

impl GameState {
    /// A fresh game number `number` for `players` seats, each with `lives` marks left; nobody out.
    #[must_use]
    pub fn new(number: u32, players: usize, lives: i32) -> GameState {
        let mut all = [0; 8];
        all[..players].fill(lives);
        GameState {
            number,
            lives: all,
            out: SeatSet::EMPTY,
            escape_set: SeatSet::EMPTY,
            safe: SeatSet::EMPTY,
            hands: 0,
            hammer_seen: false,
            final_hand: false,
            first_out: None,
            tiebreak: false,
        }
    }

    /// Seats dealt into the next hand.
    #[must_use]
    pub fn dealt_in(&self, players: usize) -> SeatSet {
        if self.escape_set.is_empty() {
            SeatSet::all(players).difference(self.out)
        } else {
            self.escape_set.difference(self.safe)
        }
    }

    /// The value the next hand starts at (Sebbe: 2 once someone was on the hammer).
    #[must_use]
    pub fn base_value(&self, ruleset: &Ruleset) -> u8 {
        if ruleset.poor == Poor::AllGamesTwoAfterFirstHammer && self.hammer_seen {
            2
        } else {
            1
        }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    /// The winner, if the game has one.
    pub winner: Option<Seat>,
    /// The loser, if the game names one.
    pub loser: Option<Seat>,
    /// Seats that went out together and share the game (RULES.md C13).
    pub drawn: SeatSet,
    /// Match points scored in this game per seat (a draw shares them, so they may be fractions).
    pub points: Vec<f64>,
}

/// What ends a game after an ordinary hand, given the seats newly out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// The game goes on.
    GoesOn,
    /// The seat won the game.
    Won(Seat),
    /// The seat lost the game.
    Lost(Seat),
    /// Every remaining player went out in one hand: a draw between them (C13).
    Draw(SeatSet),
    /// Three tables: the table's ten hands are played.
    TableDone,
    /// Tuppen: these seats on their last mark play escape hands.
    ShortLongOne(SeatSet),
    /// These seats reached the limit in the same hand and play the long one to decide the loser
    /// (C6).
    LongOneForTie(SeatSet),
}

/// Decides what follows an ordinary hand won by `winner` (`None`: nobody won it), given the
/// seats that went out in it.
#[must_use]
pub fn after_ordinary_hand(
    ruleset: &Ruleset,
    game: &mut GameState,
    players: usize,
    winner: Option<Seat>,
    newly_out: SeatSet,
) -> GameEnd {
    if ruleset.scoring == Scoring::SebbeKnolle {
        if game.final_hand {
            if let Some(w) = winner {
                return GameEnd::Won(w);
            }
        }
        if (0..players).all(|s| game.lives[s] <= 1) {
            game.final_hand = true;
        }
        return GameEnd::GoesOn;
    }
    let remaining = SeatSet::all(players).difference(game.out);
    let end = match ruleset.end {
        End::LastSurvivor if remaining.len() == 1 => {
            remaining.first().map_or(GameEnd::GoesOn, GameEnd::Won)
        }
        End::LastSurvivor if remaining.is_empty() => GameEnd::Draw(newly_out),
        End::LastSurvivor => GameEnd::GoesOn,
        End::FirstOutLoses | End::TuppenLongOne if newly_out.len() == 1 => {
            newly_out.first().map_or(GameEnd::GoesOn, GameEnd::Lost)
        }
        End::FirstOutLoses | End::TuppenLongOne if !newly_out.is_empty() => {
            GameEnd::LongOneForTie(newly_out)
        }
        End::FirstOutLoses => GameEnd::GoesOn,
        End::TuppenLongOne => {
            let last: SeatSet = remaining
                .iter()
                .filter(|s| game.lives[s.index()] == 1)
                .collect();
            if last.len() >= 2 {
                GameEnd::ShortLongOne(last)
            } else {
                GameEnd::GoesOn
            }
        }
    };
    if end == GameEnd::GoesOn
        && ruleset.match_format == MatchFormat::ThreeTables
        && game.hands >= 10
    {
        return GameEnd::TableDone;
    }
    end
}

/// Match points of a finished game (docs/rules-engine.md, "Match points").
#[must_use]
pub fn game_points(ruleset: &Ruleset, game: &GameState, players: usize, end: GameEnd) -> Vec<f64> {
    let mut points = vec![0.0; players];
    if ruleset.scoring == Scoring::Escape {
        return points;
    }
    if ruleset.match_format == MatchFormat::ThreeTables {
        for (s, p) in points.iter_mut().enumerate() {
            *p = f64::from(game.lives[s].max(0));
        }
        return points;
    }
    match end {
        GameEnd::Won(w) if ruleset.scoring == Scoring::SebbeKnolle => {
            // The winner collects the Knollen of the others.
            points[w.index()] = f64::from(
                (0..players)
                    .filter(|&s| s != w.index())
                    .map(|s| (-game.lives[s]).max(0))
                    .sum::<i32>(),
            );
        }
        GameEnd::Won(w) => points[w.index()] = f64::from(game.lives[w.index()].max(0) + 7),
        GameEnd::Draw(seats) => {
            // The winner's 7 (nobody has marks left) shared by those who went out together.
            let share = 7.0 / seats.len().max(1) as f64;
            for s in seats.iter() {
                points[s.index()] = share;
            }
        }
        GameEnd::Lost(l) => {
            for (s, p) in points.iter_mut().enumerate() {
                *p = if s == l.index() { 0.0 } else { 1.0 };
            }
        }
        GameEnd::GoesOn
        | GameEnd::TableDone
        | GameEnd::ShortLongOne(_)
        | GameEnd::LongOneForTie(_) => {}
    }
    points
}
