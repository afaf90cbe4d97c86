//! The review of a finished Schieberamsch deal from one seat: the tricks as they were played,
//! and "could I have done better?" — from the last five tricks on, with every card open, the
//! fewest penalty points best play could hold the seat to ([`solve`]), and each card of the
//! seat's that cost it points against that.
//!
//! Built from the match's own record of the deal, after the deal: all cards may be shown then.

use super::review::{add_card, close_trick, ReviewTrick};
use crate::ai::ramsch::solve;
use crate::engine::cards::Card;
use crate::engine::ramsch::{self, Action, Event};
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
    /// The review of finished deal `k` of `m` from `me`; `None` if there is no such finished
    /// deal or its record does not replay.
    #[must_use]
    pub fn of(m: &ramsch::Match, k: usize, me: Seat) -> Option<DealReview> {
        let record = m.hand_record(k)?;
        let mut game = ramsch::Match::new(Setup::from_record(&record).ok()?).ok()?;
        let mut review = DealReview {
            me,
            hands: Vec::new(),
            tricks: vec![ReviewTrick::default()],
            best: None,
            got: 0,
            costs: Vec::new(),
            too_large: false,
        };
        for ra in &record.actions {
            let action = game.action_from_record(ra).ok()?;
            let seat = Seat(ra.seat);
            if let (Action::Play { card }, Some(deal)) = (action, game.deal()) {
                if review.hands.is_empty() {
                    review.hands = (0..3u8)
                        .map(Seat)
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
        review.tricks.retain(|t| !t.cards.is_empty());
        Some(review)
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
