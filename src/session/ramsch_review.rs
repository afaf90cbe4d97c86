//! The review of a finished Schieberamsch deal from one seat: the tricks as they were played,
//! and "could I have done better?" — from the last five tricks on, with every card open, the
//! fewest penalty points best play could hold the seat to ([`solve`]), and each card of the
//! seat's that cost it points against that.
//!
//! One analysis tells the whole story: the verdict on the deal ([`DealReview::story`]) is read
//! off the same judged cards the review lists, so a verdict "no play could have held you to
//! fewer" never stands above a card that cost points (issue 26). Along the judged cards the
//! values chain up: what best play could hold the seat to from its first judged card (`best`),
//! plus what its costly cards let best play add, minus what the others missed, is what it got.
//!
//! Built from the finished deal's record (`Game::hand_record`) and the seat, after the deal: all
//! cards may be shown then, and the record holds them all, the skat too — the solver needs every
//! one. Not from the match: a record is what a shared deal or a saved one has as well.

use super::review::{add_card, close_trick, ReviewTrick};
use crate::ai::ramsch::solve;
use crate::engine::cards::Card;
use crate::engine::ramsch::{self, Action, Event};
use crate::engine::record::Record;
use crate::engine::{Game, Seat, Setup};

/// The tricks the review judges: the last five (ten in a deal).
pub const JUDGED_TRICKS: u8 = 5;

/// A card of the seat's that cost it penalty points with all cards open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardCost {
    /// 0-based trick it was played to.
    pub trick: usize,
    /// The card played.
    pub card: Card,
    /// A card that would have done better.
    pub better: Card,
    /// How many more penalty points best play could hand the seat after this card.
    pub more: i32,
}

/// The verdict on a whole deal, read off the judged cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealStory {
    /// No card of the seat's was judged (a Grand Hand, or the solver's budget ran out).
    Unjudged,
    /// Every judged card was a best one: from trick `from` (0-based) on, best play could hold
    /// the seat to `best` penalty points, and it got no more.
    AllBest {
        /// 0-based trick of the first judged card.
        from: usize,
        /// The penalty best play could hold the seat to from there.
        best: i32,
    },
    /// Some judged card let best play give the seat more: from trick `from` on, best play could
    /// have held it to `best`. What it got above `best` its costly cards account for (their
    /// `more` add up to at least that); at or below, the others let them go unpunished.
    Cost {
        /// 0-based trick of the first judged card.
        from: usize,
        /// The penalty best play could hold the seat to from there.
        best: i32,
    },
}

/// The review of one deal from one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealReview {
    /// The seat reviewed.
    pub me: Seat,
    /// Everyone's cards when play began (after the skat round).
    pub hands: Vec<(Seat, Vec<Card>)>,
    /// The tricks.
    pub tricks: Vec<ReviewTrick>,
    /// 0-based trick of the seat's first judged card, and the penalty best play could hold it to
    /// from there; `None` for a Grand Hand or when the seat played no judged card.
    pub best: Option<(usize, i32)>,
    /// The penalty the seat got in this deal.
    pub got: i32,
    /// The seat's cards that cost it points.
    pub costs: Vec<CardCost>,
    /// Some card was left unjudged: the solver's budget ran out.
    pub too_large: bool,
}

impl DealReview {
    /// The review from `me` of the deal `record` holds (one finished deal, as
    /// `Game::hand_record` writes it); `None` if it does not replay or is not one finished deal
    /// (cut before its end, or running on into another), or if `me` is no seat of it.
    #[must_use]
    pub fn of(record: &Record, me: Seat) -> Option<DealReview> {
        if usize::from(me.0) >= record.players.len() {
            return None;
        }
        let mut game = ramsch::Match::new(Setup::from_record(record).ok()?).ok()?;
        let mut review = DealReview {
            me,
            hands: Vec::new(),
            tricks: vec![ReviewTrick::default()],
            best: None,
            got: 0,
            costs: Vec::new(),
            too_large: false,
        };
        let seats = record.players.len();
        for ra in &record.actions {
            if game.finished_hands() > 0 {
                return None;
            }
            let action = game.action_from_record(ra).ok()?;
            let seat = Seat(ra.seat);
            if let (Action::Play { card }, Some(deal)) = (action, game.deal()) {
                if review.hands.is_empty() {
                    review.hands = (0..seats)
                        .map(|s| Seat(s as u8))
                        .map(|s| (s, deal.hand(s).iter().collect()))
                        .collect();
                }
                if seat == me && deal.tricks_done() >= 10 - JUDGED_TRICKS {
                    review.judge(deal, card);
                }
            }
            for e in game.apply(seat, action).ok()?.iter() {
                review.note(e);
            }
        }
        if game.finished_hands() != 1 {
            return None;
        }
        review.tricks.retain(|t| !t.cards.is_empty());
        Some(review)
    }

    /// The verdict on the deal, from the judged cards alone.
    #[must_use]
    pub fn story(&self) -> DealStory {
        let Some((from, best)) = self.best else {
            return DealStory::Unjudged;
        };
        if self.costs.is_empty() {
            DealStory::AllBest { from, best }
        } else {
            DealStory::Cost { from, best }
        }
    }

    fn judge(&mut self, deal: &ramsch::DealState, card: Card) {
        let Some(options) = solve::card_penalties(deal, self.me) else {
            self.too_large |= deal.soloist().is_none();
            return;
        };
        let Some(&(better, least)) = options.iter().min_by_key(|(_, v)| *v) else {
            return;
        };
        let trick = self.tricks.len() - 1;
        self.best.get_or_insert((trick, least));
        let played = options
            .iter()
            .find(|(c, _)| *c == card)
            .map_or(least, |(_, v)| *v);
        if played > least {
            self.costs.push(CardCost {
                trick,
                card,
                better,
                more: played - least,
            });
        }
    }

    fn note(&mut self, e: &Event) {
        match *e {
            Event::CardPlayed { seat, card } => add_card(&mut self.tricks, seat, card),
            Event::TrickWon { seat, .. } => close_trick(&mut self.tricks, seat),
            Event::DealEnded { score } => self.got = score[self.me.index()],
            _ => {}
        }
    }
}
