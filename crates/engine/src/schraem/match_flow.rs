//! Moving a [`Match`] on: an action, then the end of a hand (marks, eliminations, the next
//! dealer), the end of a game (draws, ties, the long one) and the end of the match (games,
//! series, tournaments, halves).

use super::action::{Action, ActionList};
use super::error::RuleError;
use super::event::{Event, RedealCause};
use super::game::{after_ordinary_hand, game_points, start_lives, GameEnd, GameResult, GameState};
use super::hand::{Hand, Outcome, Phase};
use super::match_play::{HandResult, Match};
use super::options::{DealerRule, MatchFormat, NewGameStart, Scoring};
use crate::seat::Seat;
use crate::seat_set::SeatSet;

impl Match {
    /// Everything `seat` may do now (empty if it cannot act).
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> ActionList {
        match (&self.hand, self.finished) {
            (Some(hand), false) => hand.legal_actions(seat),
            _ => ActionList::new(),
        }
    }

    /// Applies `action` by `seat` and returns every event it caused.
    ///
    /// # Errors
    /// The [`RuleError`] naming the rule; the match is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
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
        self.history.push((seat, action));
        let mut events = Vec::new();
        let newly = SeatSet::from_bits(hand.looked & !looked_before);
        for s in newly.iter() {
            self.push_sight(s.0, &mut events);
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
    pub(super) fn after_hand(&mut self, hand: &Hand, events: &mut Vec<Event>) {
        let Some(o) = hand.outcome() else { return };
        let n = self.players();
        self.results.push(HandResult {
            game: self.game.number,
            winner: o.winner,
            value: o.value,
            losses: o.losses[..n].to_vec(),
            by_folds: o.by_folds,
            escape: o.escape,
            span: self.spans.len() - 1,
        });
        self.game.hands += 1;
        for s in 0..n {
            self.game.lives[s] -= o.losses[s];
        }
        if o.escape {
            self.after_escape_hand(hand, o.deals_next, events);
            return;
        }
        let mut newly_out = SeatSet::EMPTY;
        if self.ruleset.scoring != Scoring::SebbeKnolle {
            for step in 1..=n {
                let seat = hand.dealer().offset(step, n);
                if self.game.lives[seat.index()] <= 0 && !self.game.out.contains(seat) {
                    self.game.out.insert(seat);
                    events.push(Event::Eliminated { seat });
                    newly_out.insert(seat);
                    self.game.first_out.get_or_insert(seat.0);
                }
            }
        }
        if (0..n).any(|s| self.game.lives[s] <= 1) {
            self.game.hammer_seen = true;
        }
        let was_final = self.game.final_hand;
        let end = after_ordinary_hand(&self.ruleset, &mut self.game, n, o.winner, newly_out);
        let next = o.deals_next;
        match end {
            GameEnd::GoesOn => {
                if self.game.final_hand && !was_final {
                    events.push(Event::FinalHandNext);
                }
                let value = self.game.base_value(&self.ruleset);
                let dealer = self.next_dealer(hand, &o);
                self.deal_hand(dealer, value, events);
            }
            GameEnd::ShortLongOne(set) => {
                self.game.escape_set = set;
                self.game.safe = SeatSet::EMPTY;
                events.push(Event::ShortLongOne {
                    players: set.len() as u8,
                });
                self.deal_hand(next.0, 1, events);
            }
            GameEnd::LongOneForTie(set) => {
                self.game.escape_set = set;
                self.game.safe = SeatSet::EMPTY;
                self.game.tiebreak = true;
                events.push(Event::LongOneForTie { seats: set });
                self.deal_hand(next.0, 1, events);
            }
            GameEnd::Won(w) => self.end_game(Some(w), None, SeatSet::EMPTY, end, next, events),
            GameEnd::Lost(l) => self.end_game(None, Some(l), SeatSet::EMPTY, end, next, events),
            GameEnd::Draw(set) => self.end_game(None, None, set, end, next, events),
            GameEnd::TableDone => self.end_game(None, None, SeatSet::EMPTY, end, next, events),
        }
    }

    /// An escape hand's winner is safe; with two dealt in, the other has lost the half, the
    /// long one, or the tie.
    fn after_escape_hand(&mut self, hand: &Hand, winner: Seat, events: &mut Vec<Event>) {
        self.game.safe.insert(winner);
        events.push(Event::Escaped { seat: winner });
        let dealt_in = SeatSet::from_bits(hand.dealt_in);
        if dealt_in.len() <= 2 {
            let loser = dealt_in.without(winner).first().unwrap_or(winner);
            let lost = GameEnd::Lost(loser);
            self.end_game(None, Some(loser), SeatSet::EMPTY, lost, winner, events);
        } else {
            let value = self.game.base_value(&self.ruleset);
            self.deal_hand(winner.0, value, events);
        }
    }

    /// The dealer of the next hand of the same game (`dealer` option, RULES.md C14d).
    fn next_dealer(&self, hand: &Hand, o: &Outcome) -> u8 {
        match self.ruleset.dealer {
            DealerRule::WinnerDeals => o.deals_next.0,
            DealerRule::NextClockwise => {
                let n = self.players();
                (1..=n)
                    .map(|k| hand.dealer().offset(k, n))
                    .find(|&s| !self.game.out.contains(s))
                    .map_or(o.deals_next.0, |s| s.0)
            }
        }
    }

    /// Books a finished game and starts the next one or ends the match.
    fn end_game(
        &mut self,
        winner: Option<Seat>,
        loser: Option<Seat>,
        drawn: SeatSet,
        end: GameEnd,
        last_hand_winner: Seat,
        events: &mut Vec<Event>,
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
            drawn,
        });
        self.games.push(GameResult {
            winner,
            loser,
            drawn,
            points,
        });
        let played = self.games.len();
        let game_loser = loser.or(self.game.first_out.map(Seat));
        let next_dealer = match self.ruleset.new_game_start {
            NewGameStart::WinnerDeals => last_hand_winner,
            NewGameStart::LoserDeals => game_loser.unwrap_or(last_hand_winner),
        };
        let format = self.ruleset.match_format;
        match format {
            MatchFormat::SingleGame => self.finish(winner, loser, drawn, events),
            MatchFormat::TwoHalvesPlayoff => {
                let l = loser.unwrap_or(last_hand_winner);
                self.half_losers.push(l);
                match self.half_losers.as_slice() {
                    [_] => {
                        self.next_game(last_hand_winner, SeatSet::all(n), events);
                    }
                    [a, b] if a == b => self.finish_halves(*a, events),
                    [a, b] => {
                        // Play-off: the loser of the first half leads, so the other deals.
                        let set = SeatSet::single(*a).with(*b);
                        self.next_game(*b, set, events);
                    }
                    _ => self.finish_halves(l, events),
                }
            }
            _ if format.games().is_some_and(|total| played >= total) => {
                self.finish_by_points(events);
            }
            _ => {
                let series_start = format == MatchFormat::RhinelandTournament
                    && played.is_multiple_of(5)
                    && self.ruleset.new_game_start != NewGameStart::LoserDeals;
                let dealer = if series_start {
                    // Seat 4 deals the first hand of each series (unless the loser deals, C5).
                    Seat((n.min(4) - 1) as u8)
                } else {
                    next_dealer
                };
                self.next_game(dealer, SeatSet::EMPTY, events);
            }
        }
    }

    fn next_game(&mut self, dealer: Seat, escape_set: SeatSet, events: &mut Vec<Event>) {
        let n = self.players();
        self.game = GameState::new(self.game.number + 1, n, start_lives(&self.ruleset));
        self.game.escape_set = escape_set;
        let value = self.game.base_value(&self.ruleset);
        self.deal_hand(dealer.0, value, events);
    }

    fn finish_halves(&mut self, loser: Seat, events: &mut Vec<Event>) {
        for (s, p) in self.match_points.iter_mut().enumerate() {
            *p = if s == loser.index() { 0.0 } else { 1.0 };
        }
        self.finish(None, Some(loser), SeatSet::EMPTY, events);
    }

    /// The most match points wins; several on the most share first place (RULES.md C7).
    fn finish_by_points(&mut self, events: &mut Vec<Event>) {
        let best = self
            .match_points
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        let top: SeatSet = Seat::all(self.players())
            .filter(|s| self.match_points[s.index()] == best)
            .collect();
        if let Some(winner) = top.only() {
            self.finish(Some(winner), None, SeatSet::EMPTY, events);
        } else {
            self.finish(None, None, top, events);
        }
    }

    fn finish(
        &mut self,
        winner: Option<Seat>,
        loser: Option<Seat>,
        tied: SeatSet,
        events: &mut Vec<Event>,
    ) {
        self.finished = true;
        self.winner = winner;
        self.loser = loser;
        self.tied = tied;
        events.push(Event::MatchOver {
            winner,
            loser,
            tied,
        });
    }
}
