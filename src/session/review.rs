//! The review of a finished Siebenschräm hand from one seat: the tricks as they were played,
//! and "could I have won?" — with every card open, the exact result ([`solve`]) before each of
//! the seat's decisions, marking those that gave away a last trick the seat had in hand.
//!
//! One analysis tells the whole story: the verdict on the hand ([`HandReview::story`]) is read
//! off the same judged decisions ([`Moment`]) the review lists one by one, so the two cannot
//! disagree (issue 26: a verdict "nothing would have won" above lines "the last trick was yours").
//!
//! Built from the finished hand's record (`Game::hand_record`) and the seat, after the hand: all
//! cards may be shown then, and the record holds them all, the hidden ones too — the solver needs
//! every one. Not from the match: a record is what a shared hand or a saved one has as well.

use crate::ai::schraem::solve;
use crate::engine::cards::Card;
use crate::engine::record::Record;
use crate::engine::schraem::{self, Action, Event, FoldedCard};
use crate::engine::{Game, Seat, Setup};

/// One trick as it was played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReviewTrick {
    /// The cards in the order played.
    pub cards: Vec<(Seat, Card)>,
    /// Who took it (`None` for a trick the hand ended before).
    pub winner: Option<Seat>,
    /// Seats that folded while their card lay in this trick: the card was taken back and no
    /// longer counted (RULES.md A1.17; not where the rules leave a folder's card live).
    pub out: Vec<Seat>,
}

/// A card played: it joins the trick in progress (the last one of `tricks`).
pub(super) fn add_card(tricks: &mut [ReviewTrick], seat: Seat, card: Card) {
    if let Some(t) = tricks.last_mut() {
        t.cards.push((seat, card));
    }
}

/// A trick won: it gets its winner and the next one begins.
pub(super) fn close_trick(tricks: &mut Vec<ReviewTrick>, winner: Seat) {
    if let Some(t) = tricks.last_mut() {
        t.winner = Some(winner);
    }
    tricks.push(ReviewTrick::default());
}

/// What the seat chose at one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Played this card.
    Card(Card),
    /// Held a knock.
    Hold,
    /// Folded.
    Fold,
}

/// The solver's judgement of one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The last trick was the seat's before and stayed so.
    KeptTheWin,
    /// The last trick was the seat's to take; after this choice it no longer was. `better`:
    /// a card that would have kept it (`None` for a fold: holding would have).
    GaveAway {
        /// A card that would have kept the last trick.
        better: Option<Card>,
    },
    /// Nothing the seat could do here would have forced the last trick.
    NoWinLeft,
}

/// One decision of the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// 0-based trick during which it was made.
    pub trick: usize,
    /// What was chosen.
    pub choice: Choice,
    /// What it did to the seat's chance.
    pub verdict: Verdict,
}

/// The verdict on a whole hand, read off the judged decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandStory {
    /// No decision of the seat's was judged: it sat out, the hand ended before the cards were
    /// played, or the hand was too large to solve.
    Unjudged,
    /// At no judged decision could the seat force the last trick; `won` all the same.
    NoWin {
        /// The seat won the hand (the others' play let it).
        won: bool,
    },
    /// At some judged decision the last trick was the seat's to force.
    InHand {
        /// 0-based trick of the first such decision.
        from: usize,
        /// That was the seat's first judged decision (else the others' play opened the chance).
        at_start: bool,
        /// 0-based trick of the first choice that gave the sure last trick away, if any.
        gave: Option<usize>,
        /// The seat won the hand.
        won: bool,
    },
}

/// The review of one hand from one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandReview {
    /// The seat reviewed.
    pub me: Seat,
    /// Everyone's cards as dealt to play (after exchanges).
    pub hands: Vec<(Seat, Vec<Card>)>,
    /// The tricks.
    pub tricks: Vec<ReviewTrick>,
    /// Some decision was left unjudged: too many cards and players for the solver's budget.
    pub too_large: bool,
    /// Did the seat win the hand?
    pub won: bool,
    /// The seat's decisions, in order.
    pub moments: Vec<Moment>,
    /// Folded cards leave the trick (the `folded_card` rule).
    withdrawn: bool,
}

impl HandReview {
    /// The review from `me` of the hand `record` holds (one finished hand, as
    /// `Game::hand_record` writes it); `None` if it does not replay or is not one finished hand
    /// (cut before its end, or running on into another), or if `me` is no seat of it.
    #[must_use]
    pub fn of(record: &Record, me: Seat) -> Option<HandReview> {
        if usize::from(me.0) >= record.players.len() {
            return None;
        }
        let mut game = schraem::Match::new(Setup::from_record(record).ok()?).ok()?;
        let mut review = HandReview {
            me,
            hands: Vec::new(),
            tricks: vec![ReviewTrick::default()],
            too_large: false,
            won: false,
            moments: Vec::new(),
            withdrawn: game.rules().folded_card == FoldedCard::Withdrawn,
        };
        for ra in &record.actions {
            if game.finished_hands() > 0 {
                return None;
            }
            let action = game.action_from_record(ra).ok()?;
            let seat = Seat(ra.seat);
            if seat == me {
                review.judge(&game, action);
            }
            if matches!(action, Action::Play(_)) && review.hands.is_empty() {
                review.hands = dealt_to_play(&game);
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

    /// The verdict on the hand, from the judged decisions alone.
    #[must_use]
    pub fn story(&self) -> HandStory {
        let in_hand = |mo: &&Moment| mo.verdict != Verdict::NoWinLeft;
        let Some(first) = self.moments.first() else {
            return HandStory::Unjudged;
        };
        match self.moments.iter().find(in_hand) {
            None => HandStory::NoWin { won: self.won },
            Some(chance) => HandStory::InHand {
                from: chance.trick,
                at_start: in_hand(&first),
                gave: self
                    .moments
                    .iter()
                    .find(|mo| matches!(mo.verdict, Verdict::GaveAway { .. }))
                    .map(|mo| mo.trick),
                won: self.won,
            },
        }
    }

    fn judge(&mut self, game: &schraem::Match, action: Action) {
        let Some(hand) = game.hand() else { return };
        // Answers are judged once a card is on the table: before the first lead, seats may
        // still exchange their cards, which the solver does not play.
        let cards_out = hand.tricks_done() > 0 || hand.trick().next().is_some();
        let choice = match action {
            Action::Play(c) => Choice::Card(c),
            Action::Hold if cards_out => Choice::Hold,
            Action::Fold if cards_out => Choice::Fold,
            _ => return,
        };
        // A card: each card's result at once (the position is won if any card keeps it).
        // An answer (or laying down): whether the position is won; holding keeps it, folding
        // gives it away.
        let judged = match choice {
            Choice::Card(card) => solve::card_verdicts(hand, self.me).map(|cards| {
                let better = cards.iter().find(|(_, w)| *w).map(|(c, _)| *c);
                let kept = cards.iter().any(|&(c, w)| c == card && w);
                match better {
                    None => Verdict::NoWinLeft,
                    Some(_) if kept => Verdict::KeptTheWin,
                    Some(b) => Verdict::GaveAway { better: Some(b) },
                }
            }),
            Choice::Hold | Choice::Fold => {
                solve::forces_last_trick(hand, self.me).map(|won| match (won, choice) {
                    (false, _) => Verdict::NoWinLeft,
                    (true, Choice::Fold) => Verdict::GaveAway { better: None },
                    (true, _) => Verdict::KeptTheWin,
                })
            }
        };
        let Some(verdict) = judged else {
            self.too_large |= hand.is_active(self.me);
            return;
        };
        self.moments.push(Moment {
            trick: self.tricks.len() - 1,
            choice,
            verdict,
        });
    }

    fn note(&mut self, e: &Event) {
        match *e {
            Event::Played { seat, card } => add_card(&mut self.tricks, seat, card),
            // A seat leaving the hand takes back its card from the trick in progress.
            Event::Folded { seat, .. }
            | Event::Penalty {
                seat, out: true, ..
            } if self.withdrawn => {
                if let Some(t) = self.tricks.last_mut() {
                    if t.cards.iter().any(|(s, _)| *s == seat) {
                        t.out.push(seat);
                    }
                }
            }
            Event::TrickWon { seat, .. } => close_trick(&mut self.tricks, seat),
            Event::HandWon { seat, .. } => self.won = seat == self.me,
            _ => {}
        }
    }
}

/// Every seat's cards when the first card is played (exchanges done).
fn dealt_to_play(game: &schraem::Match) -> Vec<(Seat, Vec<Card>)> {
    let Some(hand) = game.hand() else {
        return Vec::new();
    };
    (0..hand.players() as u8)
        .map(Seat)
        .filter(|&s| hand.is_dealt_in(s))
        .map(|s| (s, hand.cards(s).union(hand.played(s)).iter().collect()))
        .collect()
}
