//! [`Match`]: hand → game → match. Keeps the history (events, record actions, results) that the
//! hot [`Hand`] does not.

use super::action::{Action, ActionList};
use super::deal::{deal_explicit, deal_seeded};
use super::error::{RuleError, RulesetError};
use super::event::{Event, Events, RedealCause};
use super::game::{
    after_ordinary_hand, game_points, lives_from_shown, start_lives, GameEnd, GameResult, GameState,
};
use super::hand::{Hand, HandSetup, Phase};
use super::options::{End, FourCourts, MatchFormat, NewGameStart, Scoring};
use super::order::all_courts;
use super::ruleset::Ruleset;
use crate::cards::{Card, CardSet};
use crate::record::{Deal, RecordAction, Start};
use crate::seat::Seat;

/// A finished hand, as reported by `schraem replay`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandResult {
    /// Game (half, table) number, 0-based.
    pub game: u32,
    pub winner: Seat,
    pub value: u8,
    /// Marks lost per seat (points gained when counting up).
    pub losses: Vec<i32>,
    /// Everyone else folded; the winner's cards were not shown.
    pub by_folds: bool,
    /// An escape hand: the winner became safe.
    pub escape: bool,
}

/// A whole match of one of the Siebenschräm presets.
#[derive(Clone, Debug)]
pub struct Match {
    pub(crate) ruleset: Ruleset,
    pub(crate) names: Vec<String>,
    pub(crate) seed: Option<u64>,
    pub(crate) deals: Vec<Deal>,
    pub(crate) start: Option<Start>,
    pub(crate) actions: Vec<RecordAction>,
    pub(crate) log: Vec<Event>,
    /// Index in `log` where the current hand's events begin.
    pub(crate) hand_log_start: usize,
    /// Boxed: the hand is the bulk of the state and a `Match` is moved around by the UI.
    pub(crate) hand: Option<Box<Hand>>,
    /// Where the current hand's actions begin in `actions`, its marks (lives) and value at the deal.
    pub(crate) hand_action_start: usize,
    pub(crate) hand_start_lives: [i32; 8],
    pub(crate) hand_start_value: u8,
    pub(crate) dealt: [CardSet; 8],
    pub(crate) kolsch: [u32; 8],
    pub(crate) deals_used: u64,
    pub(crate) hands_started: u32,
    pub(crate) results: Vec<HandResult>,
    pub(crate) game: GameState,
    pub(crate) games: Vec<GameResult>,
    pub(crate) match_points: Vec<i32>,
    pub(crate) half_losers: Vec<Seat>,
    pub(crate) finished: bool,
    pub(crate) winner: Option<Seat>,
    pub(crate) loser: Option<Seat>,
    /// Why no hand can be dealt (no explicit deal and no seed, or a bad explicit deal).
    pub(crate) blocked: Option<String>,
}

/// The largest start mark (either sign) a record may give: far above any real score, far enough
/// from `i32`'s limits that scoring cannot overflow.
const MAX_START_MARKS: u32 = 1_000;

impl Match {
    /// A new match dealt from `seed`; the first dealer is the last seat, so seat 0 leads.
    ///
    /// # Errors
    /// [`RulesetError::Conflict`] if the number of names does not suit the preset.
    pub fn new(
        ruleset: Ruleset,
        player_names: Vec<String>,
        seed: u64,
    ) -> Result<Match, RulesetError> {
        Match::from_parts(ruleset, player_names, Some(seed), Vec::new(), None)
    }

    /// A match from explicit parts: optional seed, explicit deals (taking precedence, one per deal
    /// in order) and a start position. Cheap: bots use it with sampled hidden hands and then
    /// replay public actions.
    ///
    /// # Errors
    /// [`RulesetError::Conflict`] for a player count or start position that does not fit.
    pub fn from_parts(
        mut ruleset: Ruleset,
        player_names: Vec<String>,
        seed: Option<u64>,
        deals: Vec<Deal>,
        start: Option<Start>,
    ) -> Result<Match, RulesetError> {
        let n = player_names.len();
        let (lo, hi) = ruleset.preset.players_range();
        if !(usize::from(lo)..=usize::from(hi)).contains(&n) {
            return Err(RulesetError::Conflict(format!(
                "preset {} is for {lo} to {hi} players, not {n}",
                ruleset.preset.id()
            )));
        }
        ruleset.players = n as u8;
        ruleset.validate()?;
        let mut game = GameState::new(0, n, start_lives(&ruleset));
        let mut dealer = (n - 1) as u8;
        let mut value = 1;
        if let Some(st) = &start {
            if let Some(marks) = &st.marks {
                if marks.len() != n {
                    return Err(RulesetError::Conflict(format!(
                        "field 'start.marks': {} entries for {n} players",
                        marks.len()
                    )));
                }
                for (s, &m) in marks.iter().enumerate() {
                    if m.unsigned_abs() > MAX_START_MARKS {
                        return Err(RulesetError::Conflict(format!(
                            "field 'start.marks': {m} is out of range (at most {MAX_START_MARKS} either way)"
                        )));
                    }
                    game.lives[s] = lives_from_shown(&ruleset, m);
                    if game.lives[s] <= 0 && ruleset.scoring != Scoring::SebbeKnolle {
                        game.out |= 1 << s;
                    }
                    if game.lives[s] <= 1 {
                        game.hammer_seen = true;
                    }
                }
            }
            if let Some(d) = st.dealer {
                if usize::from(d) >= n {
                    return Err(RulesetError::Conflict(format!(
                        "field 'start.dealer': seat {d} of {n}"
                    )));
                }
                dealer = d;
            }
            if let Some(v) = st.value {
                if !(1..=ruleset.knock_max.max(2)).contains(&v) {
                    return Err(RulesetError::Conflict(format!("field 'start.value': {v}")));
                }
                value = v;
            }
        }
        if ruleset.scoring == Scoring::Escape {
            game.escape_set = ((1u16 << n) - 1) as u8;
        }
        if ruleset.match_format == MatchFormat::RhinelandTournament
            && start.as_ref().and_then(|s| s.dealer).is_none()
        {
            // Seat 4 deals the first hand of each series.
            dealer = (n.min(4) - 1) as u8;
        }
        let mut m = Match {
            ruleset,
            names: player_names,
            seed,
            deals,
            start,
            actions: Vec::new(),
            log: Vec::new(),
            hand_log_start: 0,
            hand: None,
            hand_action_start: 0,
            hand_start_lives: [0; 8],
            hand_start_value: 1,
            dealt: [CardSet::EMPTY; 8],
            kolsch: [0; 8],
            deals_used: 0,
            hands_started: 0,
            results: Vec::new(),
            game,
            games: Vec::new(),
            match_points: vec![0; n],
            half_losers: Vec::new(),
            finished: false,
            winner: None,
            loser: None,
            blocked: None,
        };
        let mut events = Vec::new();
        let value = value.max(m.game.base_value(&m.ruleset));
        m.deal_hand(dealer, value, &mut events);
        m.log.extend(events);
        Ok(m)
    }

    fn players(&self) -> usize {
        self.names.len()
    }

    /// Deals the next hand (redealing four-court hands when `four_courts = redeal`).
    fn deal_hand(&mut self, dealer: u8, value: u8, events: &mut Events) {
        let n = self.players();
        let dealt_in = self.game.dealt_in(n);
        let count = dealt_in.count_ones() as usize;
        let escape = self.game.escape_set != 0;
        let hand_size = if self.ruleset.end == End::TuppenLongOne && escape && count == 2 {
            8
        } else {
            self.ruleset.hand_size_for(count)
        };
        self.hand_log_start = self.log.len() + events.len();
        let mut lives = [0; 8];
        lives[..n].copy_from_slice(&self.game.lives[..n]);
        let mut setup = HandSetup {
            players: n as u8,
            dealer: Seat(dealer),
            dealt_in,
            lives,
            value,
            escape,
            hands: [CardSet::EMPTY; 8],
            stock: [Card::from_index(0); 32],
            stock_len: 0,
        };
        // Bounded: a seeded shuffle redeals four courts with probability < 5 %.
        for _ in 0..64 {
            let k = self.deals_used;
            self.deals_used += 1;
            if let Some(deal) = self.deals.get(k as usize) {
                if let Err(message) = deal_explicit(&mut setup, deal, hand_size) {
                    self.blocked = Some(format!("field 'deals[{k}]': {message}"));
                    self.hand = None;
                    return;
                }
            } else if let Some(seed) = self.seed {
                deal_seeded(&mut setup, seed, k, hand_size);
            } else {
                self.blocked = Some(format!("field 'deals': no deal for deal {k} and no seed"));
                self.hand = None;
                return;
            }
            let redeal = (self.ruleset.four_courts == FourCourts::Redeal && !escape)
                .then(|| {
                    (0..n).find(|&s| setup.hands[s].len() == 4 && all_courts(setup.hands[s].iter()))
                })
                .flatten();
            match redeal {
                Some(s) => events.push(Event::Redeal {
                    cause: RedealCause::FourCourts {
                        seat: Seat(s as u8),
                        cards: setup.hands[s],
                    },
                }),
                None => break,
            }
        }
        self.blocked = None;
        self.dealt = setup.hands;
        self.hand_action_start = self.actions.len();
        self.hand_start_lives = setup.lives;
        self.hand_start_value = setup.value;
        for s in 0..n {
            let pips: u32 = setup.hands[s].iter().map(|c| c.rank().pips()).sum();
            self.kolsch[s] = if self.ruleset.kolsch_round && hand_size == 4 && pips > 37 {
                pips
            } else {
                0
            };
        }
        events.push(Event::HandStarted {
            hand: self.hands_started,
            dealer: Seat(dealer),
            dealt_in,
            value: setup.value,
            escape,
        });
        self.hands_started += 1;
        let (mut hand, buf) = Hand::new(&self.ruleset, &setup);
        if escape || !hand.knocking_exists() {
            // Nothing depends on looking when nobody can knock: the cards are seen at once.
            hand.looked = dealt_in;
            for s in 0..n as u8 {
                if dealt_in & (1 << s) != 0 {
                    self.push_sight(s, events);
                }
            }
        }
        events.extend_from_slice(buf.as_slice());
        self.hand = Some(Box::new(hand));
    }

    /// The private events a seat gets when it first looks at its cards.
    fn push_sight(&self, s: u8, events: &mut Events) {
        events.push(Event::Dealt {
            seat: Seat(s),
            cards: self.dealt[s as usize],
        });
        if self.kolsch[s as usize] > 0 {
            events.push(Event::KolschNotice {
                seat: Seat(s),
                pips: self.kolsch[s as usize],
            });
        }
    }

    /// Everything `seat` may do now (empty if it cannot act).
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> ActionList {
        match (&self.hand, self.finished) {
            (Some(hand), false) => hand.legal_actions(seat),
            _ => ActionList::new(),
        }
    }

    /// Applies `action` by `seat`.
    ///
    /// # Errors
    /// The [`RuleError`] naming the rule; the match is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Events, RuleError> {
        if usize::from(seat.0) >= self.players() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.finished {
            return Err(RuleError::NotInPlay);
        }
        let Some(hand) = self.hand.as_mut() else {
            return Err(RuleError::NotInPlay);
        };
        let looked_before = hand.looked;
        let buf = hand.apply(seat, action)?;
        let hand = **hand;
        self.actions
            .push(super::record_io::action_to_record(seat, action));
        let mut events = Vec::new();
        let newly = hand.looked & !looked_before;
        for s in 0..self.players() as u8 {
            if newly & (1 << s) != 0 {
                self.push_sight(s, &mut events);
            }
        }
        events.extend_from_slice(buf.as_slice());
        match hand.phase() {
            Phase::Done => self.after_hand(&hand, &mut events),
            Phase::Redealt { requester } => {
                events.push(Event::Redeal {
                    cause: RedealCause::PrettyOnes {
                        requester: Seat(requester),
                    },
                });
                let value = self.game.base_value(&self.ruleset);
                self.deal_hand(requester, value, &mut events);
            }
            _ => {}
        }
        self.log.extend_from_slice(&events);
        Ok(events)
    }

    /// Books a finished hand and moves the game and the match on.
    fn after_hand(&mut self, hand: &Hand, events: &mut Events) {
        let Some(o) = hand.outcome() else { return };
        let n = self.players();
        self.results.push(HandResult {
            game: self.game.number,
            winner: o.winner,
            value: o.value,
            losses: o.losses[..n].to_vec(),
            by_folds: o.by_folds,
            escape: o.escape,
        });
        self.game.hands += 1;
        for s in 0..n {
            self.game.lives[s] -= o.losses[s];
        }
        if o.escape {
            self.game.safe |= 1 << o.winner.0;
            events.push(Event::Escaped { seat: o.winner });
            let dealt_in = hand.dealt_in;
            if dealt_in.count_ones() <= 2 {
                let loser = dealt_in & !(1 << o.winner.0);
                let loser = (loser != 0).then(|| Seat(loser.trailing_zeros() as u8));
                self.end_game(
                    None,
                    loser,
                    GameEnd::Lost(loser.unwrap_or(o.winner)),
                    o.winner,
                    events,
                );
            } else {
                let value = self.game.base_value(&self.ruleset);
                self.deal_hand(o.winner.0, value, events);
            }
            return;
        }
        let mut newly_out = None;
        if self.ruleset.scoring != Scoring::SebbeKnolle {
            for step in 1..=n {
                let s = (usize::from(hand.dealer().0) + step) % n;
                if self.game.lives[s] <= 0 && self.game.out & (1 << s) == 0 {
                    self.game.out |= 1 << s;
                    events.push(Event::Eliminated {
                        seat: Seat(s as u8),
                    });
                    newly_out.get_or_insert(s as u8);
                    self.game.first_out.get_or_insert(s as u8);
                }
            }
        }
        if (0..n).any(|s| self.game.lives[s] <= 1) {
            self.game.hammer_seen = true;
        }
        let was_final = self.game.final_hand;
        let end = after_ordinary_hand(&self.ruleset, &mut self.game, n, o.winner, newly_out);
        match end {
            GameEnd::GoesOn => {
                if self.game.final_hand && !was_final {
                    events.push(Event::FinalHandNext);
                }
                let value = self.game.base_value(&self.ruleset);
                self.deal_hand(o.winner.0, value, events);
            }
            GameEnd::ShortLongOne(set) => {
                self.game.escape_set = set;
                self.game.safe = 0;
                events.push(Event::ShortLongOne {
                    players: set.count_ones() as u8,
                });
                self.deal_hand(o.winner.0, 1, events);
            }
            GameEnd::Won(w) => self.end_game(Some(w), None, end, o.winner, events),
            GameEnd::Lost(l) => self.end_game(None, Some(l), end, o.winner, events),
            GameEnd::TableDone => self.end_game(None, None, end, o.winner, events),
        }
    }

    /// Books a finished game and starts the next one or ends the match.
    fn end_game(
        &mut self,
        winner: Option<Seat>,
        loser: Option<Seat>,
        end: GameEnd,
        last_hand_winner: Seat,
        events: &mut Events,
    ) {
        let n = self.players();
        let points = game_points(&self.ruleset, &self.game, n, end);
        for (total, p) in self.match_points.iter_mut().zip(&points) {
            *total += p;
        }
        events.push(Event::GameOver {
            game: self.game.number,
            winner,
            loser,
        });
        self.games.push(GameResult {
            winner,
            loser,
            points,
        });
        let played = self.games.len();
        let game_loser = loser.or(self.game.first_out.map(Seat));
        let next_dealer = match self.ruleset.new_game_start {
            NewGameStart::WinnerDeals => last_hand_winner,
            NewGameStart::LoserDeals => game_loser.unwrap_or(last_hand_winner),
        };
        match self.ruleset.match_format {
            MatchFormat::SingleGame => self.finish(winner, loser, events),
            MatchFormat::RhinelandTournament if played >= 25 => self.finish_by_points(events),
            MatchFormat::ThreeTables if played >= 3 => self.finish_by_points(events),
            MatchFormat::RhinelandTournament | MatchFormat::ThreeTables => {
                let dealer = if self.ruleset.match_format == MatchFormat::RhinelandTournament
                    && played.is_multiple_of(5)
                {
                    // Seat 4 deals the first hand of each series.
                    Seat((n.min(4) - 1) as u8)
                } else {
                    next_dealer
                };
                self.next_game(dealer, 0, events);
            }
            MatchFormat::TwoHalvesPlayoff => {
                let l = loser.unwrap_or(last_hand_winner);
                self.half_losers.push(l);
                match self.half_losers.as_slice() {
                    [_] => {
                        let all = ((1u16 << n) - 1) as u8;
                        self.next_game(last_hand_winner, all, events);
                    }
                    [a, b] if a == b => self.finish_halves(*a, events),
                    [a, b] => {
                        // Play-off: the loser of the first half leads, so the other deals.
                        let set = (1u8 << a.0) | (1u8 << b.0);
                        self.next_game(*b, set, events);
                    }
                    _ => self.finish_halves(l, events),
                }
            }
        }
    }

    fn next_game(&mut self, dealer: Seat, escape_set: u8, events: &mut Events) {
        let n = self.players();
        self.game = GameState::new(self.game.number + 1, n, start_lives(&self.ruleset));
        self.game.escape_set = escape_set;
        let value = self.game.base_value(&self.ruleset);
        self.deal_hand(dealer.0, value, events);
    }

    fn finish_halves(&mut self, loser: Seat, events: &mut Events) {
        for (s, p) in self.match_points.iter_mut().enumerate() {
            *p = i32::from(s != loser.index());
        }
        self.finish(None, Some(loser), events);
    }

    fn finish_by_points(&mut self, events: &mut Events) {
        let best = self.match_points.iter().copied().max().unwrap_or(0);
        let top: Vec<usize> = (0..self.players())
            .filter(|&s| self.match_points[s] == best)
            .collect();
        let winner = (top.len() == 1).then(|| Seat(top[0] as u8));
        self.finish(winner, None, events);
    }

    fn finish(&mut self, winner: Option<Seat>, loser: Option<Seat>, events: &mut Events) {
        self.finished = true;
        self.winner = winner;
        self.loser = loser;
        events.push(Event::MatchOver { winner, loser });
    }
}
