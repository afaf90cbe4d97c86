//! The elimination game (rules 6–7 and the `end` option): marks between hands, who is out, who is
//! safe in an escape phase, and when a game ends. The match ([`super::Match`]) strings games together.

use super::options::{End, MatchFormat, Poor, Scoring};
use super::ruleset::Ruleset;
use crate::seat::Seat;

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
    /// Seats out of this game (bit per seat).
    pub out: u8,
    /// Escape phase: the seats playing escape hands (0: ordinary hands).
    pub escape_set: u8,
    /// Seats safe in the escape phase.
    pub safe: u8,
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
            out: 0,
            escape_set: 0,
            safe: 0,
            hands: 0,
            hammer_seen: false,
            final_hand: false,
            first_out: None,
            tiebreak: false,
        }
    }

    /// Seats dealt into the next hand.
    #[must_use]
    pub fn dealt_in(&self, players: usize) -> u8 {
        let all = ((1u16 << players) - 1) as u8;
        if self.escape_set != 0 {
            self.escape_set & !self.safe
        } else {
            all & !self.out
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
    /// Seats that went out together and share the game (bit per seat, RULES.md C13).
    pub drawn: u8,
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
    /// Every remaining player went out in one hand: a draw between them (bit per seat, C13).
    Draw(u8),
    /// Three tables: the table's ten hands are played.
    TableDone,
    /// Tuppen: these seats on their last mark play escape hands.
    ShortLongOne(u8),
    /// These seats reached the limit in the same hand and play the long one to decide the loser
    /// (C6).
    LongOneForTie(u8),
}

/// Decides what follows an ordinary hand won by `winner` (`None`: nobody won it), given the
/// seats that went out in it (bit per seat).
#[must_use]
pub fn after_ordinary_hand(
    ruleset: &Ruleset,
    game: &mut GameState,
    players: usize,
    winner: Option<Seat>,
    newly_out: u8,
) -> GameEnd {
    let all = ((1u16 << players) - 1) as u8;
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
    let remaining = all & !game.out;
    let end = match ruleset.end {
        End::LastSurvivor if remaining.count_ones() == 1 => {
            GameEnd::Won(Seat(remaining.trailing_zeros() as u8))
        }
        End::LastSurvivor if remaining == 0 => GameEnd::Draw(newly_out),
        End::LastSurvivor => GameEnd::GoesOn,
        End::FirstOutLoses | End::TuppenLongOne if newly_out.count_ones() == 1 => {
            GameEnd::Lost(Seat(newly_out.trailing_zeros() as u8))
        }
        End::FirstOutLoses | End::TuppenLongOne if newly_out != 0 => {
            GameEnd::LongOneForTie(newly_out)
        }
        End::FirstOutLoses => GameEnd::GoesOn,
        End::TuppenLongOne => {
            let last: u8 = (0..players as u8)
                .filter(|&s| remaining & (1 << s) != 0 && game.lives[s as usize] == 1)
                .fold(0, |m, s| m | (1 << s));
            if last.count_ones() >= 2 {
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
            let share = 7.0 / f64::from(seats.count_ones().max(1));
            for (s, p) in points.iter_mut().enumerate() {
                if seats & (1 << s) != 0 {
                    *p = share;
                }
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
