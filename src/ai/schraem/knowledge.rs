//! What a seat can infer from its [`PlayerView`] alone: unseen cards, suits an opponent has shown
//! to be void in, and a win-probability estimate for its own cards. Used by every level.

use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::schraem::game::lives_from_shown;
use crate::engine::schraem::order::strength;
use crate::engine::schraem::{Event, FoldedCard, PhaseView, PlayerView, Ruleset, Scoring};
use crate::engine::seat::Seat;
use crate::engine::SeatSet;

/// Facts derived from one view.
#[derive(Clone, Debug)]
pub struct Knowledge {
    pub me: Seat,
    /// Own unplayed cards (empty before looking).
    pub mine: CardSet,
    pub looked: bool,
    /// Cards whose place this seat cannot know (opponents' hands, folded hands, the stock).
    pub unseen: CardSet,
    /// Per seat, a bit per suit index it failed to follow.
    pub voids: Vec<u8>,
    /// Active opponents (dealt in, not folded).
    pub opponents: Vec<Seat>,
    /// Unplayed cards per seat (0 when folded).
    pub counts: Vec<u8>,
    /// The current trick.
    pub trick: Vec<(Seat, Card)>,
    /// The suit to follow (and to win), as RULES.md C1 keeps it through folds.
    pub follow: Option<Suit>,
    pub value: u8,
    pub awaited: bool,
    /// Own marks left (lives), whichever way the preset counts.
    pub my_marks: i32,
}

impl Knowledge {
    /// `None` when there is no hand or the view is a spectator's.
    #[must_use]
    pub fn of(view: &PlayerView, rules: &Ruleset) -> Option<Knowledge> {
        let me = view.seat?;
        let h = view.hand.as_ref()?;
        let n = view.names.len();
        let mine = h.own_cards.unwrap_or_default();
        let mut known = mine.union(h.own_discards).union(h.revealed);
        for p in &h.played {
            known = known.union(*p);
        }
        let mut voids = vec![0u8; n];
        let mut trick: Vec<(Seat, Card)> = Vec::new();
        let mut folded = SeatSet::EMPTY;
        let mut follow: Option<Suit> = None;
        let live = rules.folded_card == FoldedCard::StaysLive;
        // Replays the public history to find who did not follow suit, with the suit to follow
        // as RULES.md C1 keeps it through folds.
        for e in &h.history {
            match *e {
                Event::HandStarted { .. } => {
                    trick.clear();
                    folded = SeatSet::EMPTY;
                    follow = None;
                    voids.iter_mut().for_each(|v| *v = 0);
                }
                Event::Played { seat, card } => {
                    match follow {
                        Some(suit) if suit != card.suit() => {
                            voids[seat.index()] |= 1 << suit.index();
                        }
                        None => follow = Some(card.suit()),
                        Some(_) => {}
                    }
                    trick.push((seat, card));
                }
                Event::TrickWon { .. } => {
                    trick.clear();
                    follow = None;
                }
                Event::Folded { seat, .. }
                | Event::Penalty {
                    seat, out: true, ..
                } => {
                    folded.insert(seat);
                    if !live {
                        let active = |s: &Seat| !folded.contains(*s);
                        let keeps = trick
                            .iter()
                            .any(|(s, c)| active(s) && Some(c.suit()) == follow);
                        if !keeps {
                            follow = trick.iter().find(|(s, _)| active(s)).map(|(_, c)| c.suit());
                        }
                    }
                }
                _ => {}
            }
        }
        let opponents = (0..n)
            .filter(|&s| s != me.index() && h.dealt_in[s] && !h.folded[s])
            .map(|s| Seat(s as u8))
            .collect();
        let awaited = view.to_act == Some(me)
            || matches!(h.phase, PhaseView::ForcedKnock { seat } if seat == me);
        Some(Knowledge {
            me,
            mine,
            looked: h.own_cards.is_some(),
            unseen: CardSet::FULL.difference(known),
            voids,
            opponents,
            counts: h.card_counts.clone(),
            trick: h.trick.clone(),
            follow,
            value: h.value,
            awaited,
            my_marks: match rules.scoring {
                // Escape hands stake no marks: treat the seat as rich.
                Scoring::Escape => 7,
                _ => lives_from_shown(rules, view.marks.get(me.index()).copied().unwrap_or(1)),
            },
        })
    }

    /// Unseen cards of the suit of `card` that beat it.
    #[must_use]
    pub fn higher_unseen(&self, card: Card) -> u32 {
        self.unseen
            .of_suit(card.suit())
            .iter()
            .filter(|c| strength(c.rank()) > strength(card.rank()))
            .count() as u32
    }

    /// Probability that a given unseen card lies in the hand of an active opponent.
    #[must_use]
    pub fn held_ratio(&self, seats: &[Seat]) -> f64 {
        let held: u32 = seats
            .iter()
            .map(|s| u32::from(self.counts[s.index()]))
            .sum();
        let unseen = self.unseen.len().max(1);
        (f64::from(held) / f64::from(unseen)).min(1.0)
    }

    /// Probability that `card` is the highest of its suit left among the active opponents.
    #[must_use]
    pub fn boss_chance(&self, card: Card) -> f64 {
        // An opponent who showed a void in this suit cannot hold a higher card of it.
        let holders: Vec<Seat> = self
            .opponents
            .iter()
            .copied()
            .filter(|s| self.voids[s.index()] & (1 << card.suit().index()) == 0)
            .collect();
        let q = self.held_ratio(&holders);
        (1.0 - q).powi(self.higher_unseen(card) as i32)
    }

    /// The own card most likely to take the last trick.
    #[must_use]
    pub fn keeper(&self) -> Option<Card> {
        self.mine.iter().max_by(|a, b| {
            self.boss_chance(*a)
                .total_cmp(&self.boss_chance(*b))
                .then(strength(a.rank()).cmp(&strength(b.rank())))
        })
    }

    /// Estimated probability of winning the hand (taking the last trick).
    #[must_use]
    pub fn win_chance(&self) -> f64 {
        if self.opponents.is_empty() {
            return 1.0;
        }
        if !self.looked {
            return 1.0 / (self.opponents.len() + 1) as f64;
        }
        if self.mine.len() == 1 {
            return self.last_card_chance();
        }
        let Some(k) = self.keeper() else { return 0.0 };
        let fair = 1.0 / (self.opponents.len() + 1) as f64;
        // A probable boss still needs the lead or the right suit to be led: blend with fair share.
        (0.75 * self.boss_chance(k) + 0.25 * fair).clamp(0.02, 0.98)
    }

    /// The last card: exact as far as the trick on the table goes.
    fn last_card_chance(&self) -> f64 {
        let Some(c) = self.mine.first() else {
            return 0.0;
        };
        let played: Vec<Seat> = self.trick.iter().map(|(s, _)| *s).collect();
        let to_come: Vec<Seat> = self
            .opponents
            .iter()
            .copied()
            .filter(|s| !played.contains(s))
            .collect();
        match self.follow {
            Some(suit) if suit != c.suit() => 0.0,
            Some(suit) => {
                let beaten = self.trick.iter().any(|(s, t)| {
                    self.opponents.contains(s)
                        && t.suit() == suit
                        && strength(t.rank()) > strength(c.rank())
                });
                if beaten {
                    return 0.0;
                }
                let q = self.held_ratio(&to_come);
                (1.0 - q).powi(self.higher_unseen(c) as i32)
            }
            None if self.awaited => self.boss_chance(c),
            // Someone else leads: my suit must be led and my card must be the best of it.
            None => 0.25 * self.boss_chance(c),
        }
    }
}
