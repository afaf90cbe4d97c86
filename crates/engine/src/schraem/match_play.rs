//! [`Match`]: hand → game → match. Keeps what the hot [`Hand`] does not: the typed history, the
//! events, where each hand begins ([`HandSpan`]), results, games and match points. This file
//! builds a match from a checked [`Setup`] and deals hands; `match_flow.rs` moves it on.

use super::action::Action;
use super::dealing::{deal_explicit, deal_seeded};
use super::event::{Event, RedealCause};
use super::game::{lives_from_shown, start_lives, GameResult, GameState};
use super::hand::{Hand, HandSetup};
use super::options::{End, FourCourts, MatchFormat, Scoring};
use super::order::all_courts;
use super::ruleset::Ruleset;
use crate::cards::{Card, CardSet};
use crate::error::{DealError, RulesetError, SetupError, StartError};
use crate::option::Rules;
use crate::record::{Deal, Start};
use crate::seat::Seat;
use crate::seat_set::SeatSet;
use crate::setup::Setup;

/// A finished hand, as reported by `schraem replay`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HandResult {
    /// Game (half, table) number, 0-based.
    pub game: u32,
    /// The winner; `None` when a folder's live card took the last trick (RULES.md C12b).
    pub winner: Option<Seat>,
    /// The final value.
    pub value: u8,
    /// Marks lost per seat (points gained when counting up).
    pub losses: Vec<i32>,
    /// Everyone else folded; the winner's cards were not shown.
    pub by_folds: bool,
    /// An escape hand: the winner became safe.
    pub escape: bool,
    /// The hand's index in [`Match::spans`].
    pub span: usize,
}

/// Where one dealt hand begins, and the position it was dealt in: enough to replay it alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandSpan {
    /// Index in the history of the hand's first action.
    pub action: usize,
    /// Index in the event log of the hand's first event.
    pub log: usize,
    /// 0-based number of the hand in the match (redeals count).
    pub number: u32,
    /// The game it belongs to.
    pub game: u32,
    /// Marks left per seat at the deal (lives).
    pub lives: [i32; 8],
    /// The dealer.
    pub dealer: Seat,
    /// The starting value.
    pub value: u8,
    /// Seats dealt in.
    pub dealt_in: SeatSet,
    /// An escape hand.
    pub escape: bool,
    /// The dealt cards per seat.
    pub hands: [CardSet; 8],
    /// The stock in draw order.
    pub stock: Vec<Card>,
}

/// A whole match of one of the Siebenschräm presets.
#[derive(Clone, Debug)]
pub struct Match {
    pub(crate) ruleset: Ruleset,
    pub(crate) names: Vec<String>,
    pub(crate) seed: Option<u64>,
    pub(crate) deals: Vec<Deal>,
    pub(crate) start: Option<Start>,
    pub(crate) history: Vec<(Seat, Action)>,
    pub(crate) log: Vec<Event>,
    pub(crate) spans: Vec<HandSpan>,
    /// Boxed: the hand is the bulk of the state and a `Match` is moved around by the app.
    pub(crate) hand: Option<Box<Hand>>,
    pub(crate) kolsch: [u32; 8],
    pub(crate) deals_used: u64,
    pub(crate) results: Vec<HandResult>,
    pub(crate) game: GameState,
    pub(crate) games: Vec<GameResult>,
    pub(crate) match_points: Vec<f64>,
    pub(crate) half_losers: Vec<Seat>,
    pub(crate) finished: bool,
    pub(crate) winner: Option<Seat>,
    pub(crate) loser: Option<Seat>,
    /// Seats sharing first place (or the drawn game of a single game), bit per seat.
    pub(crate) tied: SeatSet,
    /// An explicit deal that does not fit the hand it is for.
    pub(crate) deal_error: Option<SetupError>,
}

/// The largest start mark (either sign) Sebbe's Knollen may start from: far above any real
/// score, far enough from `i32`'s limits that scoring cannot overflow.
const MAX_KNOLLEN: i32 = 1_000;

impl Match {
    /// Starts a match, checking every part of the setup: players, start position, explicit
    /// deals, cards for the first deal.
    ///
    /// # Errors
    /// The [`SetupError`] naming what is wrong.
    pub fn new(setup: Setup<Ruleset>) -> Result<Match, SetupError> {
        let Setup {
            mut rules,
            players,
            start,
            deals,
            seed,
        } = setup;
        let n = players.len();
        let (min, max) = rules.preset.players_range();
        if !(usize::from(min)..=usize::from(max)).contains(&n) {
            return Err(SetupError::Players { found: n, min, max });
        }
        rules.players = n as u8;
        rules
            .validate()
            .map_err(|c| SetupError::Ruleset(RulesetError::Conflict(c)))?;
        for (index, deal) in deals.iter().enumerate() {
            check_deal_cards(deal, n).map_err(|error| SetupError::Deal { index, error })?;
        }
        if deals.is_empty() && seed.is_none() {
            return Err(SetupError::NoCards);
        }
        let mut game = GameState::new(0, n, start_lives(&rules));
        let mut dealer = (n - 1) as u8;
        let mut value = 1;
        if let Some(st) = &start {
            apply_start(&rules, st, n, &mut game, &mut dealer, &mut value)?;
        }
        if rules.scoring == Scoring::Escape {
            game.escape_set = SeatSet::all(n);
        }
        if rules.match_format == MatchFormat::RhinelandTournament
            && start.as_ref().and_then(|s| s.dealer).is_none()
        {
            // Seat 4 deals the first hand of each series.
            dealer = (n.min(4) - 1) as u8;
        }
        let mut m = Match {
            ruleset: rules,
            names: players,
            seed,
            deals,
            start,
            history: Vec::new(),
            log: Vec::new(),
            spans: Vec::new(),
            hand: None,
            kolsch: [0; 8],
            deals_used: 0,
            results: Vec::new(),
            game,
            games: Vec::new(),
            match_points: vec![0.0; n],
            half_losers: Vec::new(),
            finished: false,
            winner: None,
            loser: None,
            tied: SeatSet::EMPTY,
            deal_error: None,
        };
        let mut events = Vec::new();
        let value = value.max(m.game.base_value(&m.ruleset));
        m.deal_hand(dealer, value, &mut events);
        if let Some(e) = m.deal_error.take() {
            return Err(e);
        }
        m.log.extend(events);
        Ok(m)
    }

    pub(crate) fn players(&self) -> usize {
        self.names.len()
    }

    /// Deals the next hand (redealing four-court hands when `four_courts = redeal`). With no
    /// cards for it the match waits; with an explicit deal that does not fit, `deal_error` says
    /// why.
    pub(crate) fn deal_hand(&mut self, dealer: u8, value: u8, events: &mut Vec<Event>) {
        let n = self.players();
        let dealt_in = self.game.dealt_in(n);
        let count = dealt_in.len();
        let escape = !self.game.escape_set.is_empty();
        let long_one =
            self.game.tiebreak || (self.ruleset.end == End::TuppenLongOne && escape && count == 2);
        let hand_size = if long_one {
            8.min((32 / count.max(1)) as u8)
        } else {
            self.ruleset.hand_size_for(count)
        };
        let log_start = self.log.len() + events.len();
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
            if let Some(deal) = self.deals.get(k as usize) {
                if let Err(error) = deal_explicit(&mut setup, deal, hand_size) {
                    self.deal_error = Some(SetupError::Deal {
                        index: k as usize,
                        error,
                    });
                    self.hand = None;
                    return;
                }
            } else if let Some(seed) = self.seed {
                deal_seeded(&mut setup, seed, k, hand_size);
            } else {
                // No cards for this deal: the match waits (a record that ends here).
                self.hand = None;
                return;
            }
            self.deals_used += 1;
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
        for s in 0..n {
            let pips: u32 = setup.hands[s].iter().map(|c| c.rank().pips()).sum();
            self.kolsch[s] = if self.ruleset.kolsch_round && hand_size == 4 && pips > 37 {
                pips
            } else {
                0
            };
        }
        self.spans.push(HandSpan {
            action: self.history.len(),
            log: log_start,
            number: self.spans.len() as u32,
            game: self.game.number,
            lives: setup.lives,
            dealer: Seat(dealer),
            value: setup.value,
            dealt_in,
            escape,
            hands: setup.hands,
            stock: setup.stock[..setup.stock_len as usize].to_vec(),
        });
        events.push(Event::HandStarted {
            hand: self.spans.len() as u32 - 1,
            dealer: Seat(dealer),
            dealt_in,
            value: setup.value,
            escape,
        });
        let (mut hand, buf) = Hand::new(&self.ruleset, &setup);
        if escape || !hand.knocking_exists() {
            // Nothing depends on looking when nobody can knock: the cards are seen at once.
            hand.looked = dealt_in.bits();
            for s in dealt_in.iter() {
                self.push_sight(s.0, events);
            }
        }
        events.extend_from_slice(buf.as_slice());
        self.hand = Some(Box::new(hand));
    }

    /// The private events a seat gets when it first looks at its cards.
    pub(crate) fn push_sight(&self, s: u8, events: &mut Vec<Event>) {
        let dealt = self
            .spans
            .last()
            .map_or(CardSet::EMPTY, |h| h.hands[s as usize]);
        events.push(Event::Dealt {
            seat: Seat(s),
            cards: dealt,
        });
        if self.kolsch[s as usize] > 0 {
            events.push(Event::KolschNotice {
                seat: Seat(s),
                pips: self.kolsch[s as usize],
            });
        }
    }
}

/// Checks what can be checked of an explicit deal before it is dealt: one hand per seat, no
/// card twice (hand sizes depend on who is dealt in, checked when it is dealt).
fn check_deal_cards(deal: &Deal, players: usize) -> Result<(), DealError> {
    if deal.hands.len() != players {
        return Err(DealError::Hands {
            found: deal.hands.len(),
            expected: players,
        });
    }
    let mut seen = CardSet::EMPTY;
    for &card in deal.hands.iter().flatten().chain(&deal.skat) {
        if seen.contains(card) {
            return Err(DealError::CardTwice(card));
        }
        seen.insert(card);
    }
    Ok(())
}

/// Applies a record's start position: marks (within the game's range), dealer and value.
fn apply_start(
    rules: &Ruleset,
    st: &Start,
    n: usize,
    game: &mut GameState,
    dealer: &mut u8,
    value: &mut u8,
) -> Result<(), StartError> {
    if st.points.is_some() {
        return Err(StartError::NotUsed {
            field: "start.points",
        });
    }
    if let Some(marks) = &st.marks {
        if marks.len() != n {
            return Err(StartError::Length {
                field: "start.marks",
                found: marks.len(),
                expected: n,
            });
        }
        let top = start_lives(rules);
        let (min, max) = match rules.scoring {
            Scoring::SebbeKnolle => (-MAX_KNOLLEN, top),
            Scoring::Escape => (0, 0),
            Scoring::CountDown(_) | Scoring::CountUp(_) => (0, top),
        };
        for (seat, &m) in marks.iter().enumerate() {
            if !(min..=max).contains(&m) {
                return Err(StartError::OutOfRange {
                    field: "start.marks",
                    seat,
                    value: m,
                    min,
                    max,
                });
            }
            game.lives[seat] = lives_from_shown(rules, m);
            if game.lives[seat] <= 0 && rules.scoring != Scoring::SebbeKnolle {
                game.out.insert(Seat(seat as u8));
            }
            if game.lives[seat] <= 1 {
                game.hammer_seen = true;
            }
        }
        let remaining = n - game.out.len();
        let over = match rules.end {
            _ if rules.scoring == Scoring::SebbeKnolle || rules.scoring == Scoring::Escape => false,
            End::LastSurvivor => remaining <= 1,
            End::FirstOutLoses | End::TuppenLongOne => !game.out.is_empty(),
        };
        if over {
            return Err(StartError::GameOver);
        }
    }
    if let Some(d) = st.dealer {
        if usize::from(d) >= n {
            return Err(StartError::Dealer {
                seat: d,
                players: n,
            });
        }
        *dealer = d;
    }
    if let Some(v) = st.value {
        let top = rules.max_value().max(2);
        if !(1..=top).contains(&v) {
            return Err(StartError::Value {
                value: v,
                min: 1,
                max: top,
            });
        }
        *value = v;
    }
    Ok(())
}
