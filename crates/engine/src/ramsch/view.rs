//! What one seat (or an onlooker) may know. Built from the match's event log, filtered through
//! [`Event::for_seat`] / [`Event::public`], so a view can never show more than its events do.
//!
//! A seat sees: its own hand; the skat cards it picked up and the cards it discarded; who
//! announced, passed, pushed, picked up (how many) and discarded (how many); Kontra/Re; every
//! played card and trick; the score sheet. It never sees another hand, the skat, or another
//! player's pickup or discard. The final skat is revealed to everyone when the deal ends.

use super::action::Action;
use super::deal::{DealState, Phase};
use super::event::Event;
use super::match_play::{Match, ScoreSheet};
use crate::cards::{Card, CardSet};
use crate::seat::Seat;
use serde::Serialize;

/// A trick as the table saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct TrickView {
    /// 1..=10.
    pub number: u8,
    /// Seats and cards in play order.
    pub cards: Vec<(Seat, Card)>,
    /// `None` while the trick is in progress.
    pub winner: Option<Seat>,
}

/// Where the match stands, publicly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum PhaseView {
    /// The Grand Hand offer: each player in turn from forehand announces or passes.
    GrandHandOffer,
    /// `picked_up` is the number of cards the player to act holds from the skat (0 while he
    /// chooses).
    SkatRound {
        /// Skat cards the player to act has picked up and must discard.
        picked_up: u8,
    },
    /// Card play (Ramsch or Grand Hand).
    Play,
    /// The next deal has no cards (a record without a seed ran out of deals).
    AwaitingCards,
    /// The agreed number of deals has been played.
    MatchOver,
}

/// Everything public: what a pass-and-play hand-over screen may show. No hidden card at all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct PublicView {
    /// The players' names, by seat.
    pub players: Vec<String>,
    /// Number of the deal in progress (0-based, every deal dealt counts).
    pub deal_number: u32,
    /// Deals played so far that count toward the agreed number.
    pub deals_counted: u16,
    /// The agreed number of counted deals (the `deals` option).
    pub deals_agreed: u16,
    /// The dealer of the deal in progress.
    pub dealer: Seat,
    /// Where the match stands.
    pub phase: PhaseView,
    /// The seat the match waits for (`None` when finished or awaiting cards).
    pub to_act: Option<Seat>,
    /// Cards in each seat's hand.
    pub hand_sizes: [u8; 3],
    /// Cards lying in the skat (2, or fewer while a player holds picked-up cards).
    pub skat_size: u8,
    /// The Grand Hand soloist, if a Grand Hand is played.
    pub soloist: Option<Seat>,
    /// How often the skat was pushed in this deal (each push doubles the score).
    pub pushes: u8,
    /// The seats that pushed, in order.
    pub pushed_by: Vec<Seat>,
    /// The opponent who said Kontra, if anyone did.
    pub kontra: Option<Seat>,
    /// The soloist said Re.
    pub re: bool,
    /// Completed tricks, then the one in progress (if any card of it is down).
    pub tricks: Vec<TrickView>,
    /// Tricks won per seat.
    pub tricks_won: [u8; 3],
    /// Card points in each seat's tricks (the tricks were played face up).
    pub trick_points: [u32; 3],
    /// This deal's events, public form.
    pub history: Vec<Event>,
    /// The score sheet of the match.
    pub sheet: ScoreSheet,
    /// Penalty totals per seat (the lowest total wins).
    pub totals: [i32; 3],
    /// The agreed number of deals has been played.
    pub finished: bool,
}

/// What `seat` may know: the public view plus its own hand and its own skat handling (for a
/// spectator, `seat` is `None` and there is no hand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct PlayerView {
    /// The viewer (`None`: what everyone may know).
    pub seat: Option<Seat>,
    /// What everyone may know.
    pub public: PublicView,
    /// The viewer's cards.
    pub hand: CardSet,
    /// Skat cards this seat picked up in this deal.
    pub picked_up: CardSet,
    /// Cards this seat discarded in this deal.
    pub discarded: CardSet,
    /// This deal's events as this seat saw them.
    pub history: Vec<Event>,
    /// The viewer's legal actions now.
    pub legal_actions: Vec<Action>,
}

impl PlayerView {
    /// Whether the view has its three players and every seat it names is one of them. A view
    /// this engine made always fits; a phone checks a view another device sent before it draws
    /// it, so a broken or hostile host cannot make it index past a list.
    #[must_use]
    pub fn fits_its_seats(&self) -> bool {
        let p = &self.public;
        let seat = |s: &Seat| s.index() < 3;
        p.players.len() == 3
            && self.seat.as_ref().is_none_or(seat)
            && seat(&p.dealer)
            && p.to_act.as_ref().is_none_or(seat)
            && p.soloist.as_ref().is_none_or(seat)
            && p.kontra.as_ref().is_none_or(seat)
            && p.pushed_by.iter().all(seat)
            && p.tricks
                .iter()
                .all(|t| t.winner.as_ref().is_none_or(seat) && t.cards.iter().all(|(s, _)| seat(s)))
            && p.sheet.rows.iter().all(|row| seat(&row.dealer))
    }

    /// The ten cards this seat was dealt: its hand, plus what it played and discarded, minus
    /// what it picked up from the skat.
    #[must_use]
    pub fn dealt_hand(&self) -> CardSet {
        let played: CardSet = self
            .history
            .iter()
            .filter_map(|event| match *event {
                Event::CardPlayed { seat, card } if Some(seat) == self.seat => Some(card),
                _ => None,
            })
            .collect();
        // A picked-up card was never dealt to this seat, even if it went back into the skat.
        self.hand
            .union(played)
            .union(self.discarded)
            .difference(self.picked_up)
    }

    /// This deal's actions as this seat knows them, in order (see [`Event::action`]: another
    /// player's discard has an empty card set, to be sampled).
    #[must_use]
    pub fn known_actions(&self) -> Vec<(Seat, Action)> {
        self.history
            .iter()
            .filter_map(|event| event.action())
            .collect()
    }
}

/// What a view takes from the match besides its deal in progress and that deal's events.
struct MatchPart<'a> {
    players: &'a [String],
    deal_number: u32,
    deals_counted: u16,
    deals_agreed: u16,
    dealer: Seat,
    sheet: &'a ScoreSheet,
    totals: [i32; 3],
    finished: bool,
}

impl MatchPart<'_> {
    /// What everyone may know, from the deal in progress and its events in public form.
    fn public(&self, deal: Option<&DealState>, history: Vec<Event>) -> PublicView {
        let mut tricks: Vec<TrickView> = Vec::new();
        let mut pushed_by = Vec::new();
        let mut tricks_won = [0; 3];
        let mut trick_points = [0; 3];
        for event in &history {
            match *event {
                Event::Pushed { seat, .. } => pushed_by.push(seat),
                Event::CardPlayed { seat, card } => {
                    if tricks.last().is_none_or(|t| t.winner.is_some()) {
                        tricks.push(TrickView {
                            number: tricks.len() as u8 + 1,
                            cards: Vec::new(),
                            winner: None,
                        });
                    }
                    if let Some(trick) = tricks.last_mut() {
                        trick.cards.push((seat, card));
                    }
                }
                Event::TrickWon { seat, points, .. } => {
                    if let Some(trick) = tricks.last_mut() {
                        trick.winner = Some(seat);
                    }
                    tricks_won[seat.index()] += 1;
                    trick_points[seat.index()] += u32::from(points);
                }
                _ => {}
            }
        }
        let phase = match deal.map(DealState::phase) {
            None if self.finished => PhaseView::MatchOver,
            None | Some(Phase::Finished) => PhaseView::AwaitingCards,
            Some(Phase::GrandHandOffer { .. }) => PhaseView::GrandHandOffer,
            Some(Phase::SkatRound { pending, .. }) => PhaseView::SkatRound { picked_up: pending },
            Some(Phase::Play) => PhaseView::Play,
        };
        PublicView {
            players: self.players.to_vec(),
            deal_number: self.deal_number,
            deals_counted: self.deals_counted,
            deals_agreed: self.deals_agreed,
            dealer: self.dealer,
            phase,
            to_act: deal.and_then(DealState::to_act),
            hand_sizes: std::array::from_fn(|i| {
                deal.map_or(0, |d| d.hand(Seat(i as u8)).len() as u8)
            }),
            skat_size: deal.map_or(0, |d| d.skat().len() as u8),
            soloist: deal.and_then(DealState::soloist),
            pushes: deal.map_or(0, DealState::pushes),
            pushed_by,
            kontra: deal.and_then(DealState::kontra),
            re: deal.is_some_and(DealState::re),
            tricks,
            tricks_won,
            trick_points,
            history,
            sheet: self.sheet.clone(),
            totals: self.totals,
            finished: self.finished,
        }
    }

    /// What `viewer` may know: `public` is this deal's events in public form, `own` as the
    /// viewer saw them (`None`: everyone, who sees the public form).
    fn view(
        &self,
        deal: Option<&DealState>,
        public: Vec<Event>,
        own: Option<(Seat, Vec<Event>)>,
    ) -> PlayerView {
        let Some((seat, history)) = own else {
            let public = self.public(deal, public);
            return PlayerView {
                seat: None,
                history: public.history.clone(),
                public,
                hand: CardSet::EMPTY,
                picked_up: CardSet::EMPTY,
                discarded: CardSet::EMPTY,
                legal_actions: Vec::new(),
            };
        };
        let mut picked_up = CardSet::EMPTY;
        let mut discarded = CardSet::EMPTY;
        for event in &history {
            match *event {
                Event::PickedUp {
                    seat: s,
                    cards: Some(cards),
                    ..
                } if s == seat => picked_up = picked_up.union(cards),
                Event::Discarded {
                    seat: s,
                    cards: Some(cards),
                    ..
                } if s == seat => discarded = discarded.union(cards),
                _ => {}
            }
        }
        PlayerView {
            seat: Some(seat),
            public: self.public(deal, public),
            hand: deal.map_or(CardSet::EMPTY, |d| d.hand(seat)),
            picked_up,
            discarded,
            history,
            legal_actions: deal.map_or_else(Vec::new, |d| d.legal_actions(seat).to_vec()),
        }
    }
}

impl PlayerView {
    /// The view its viewer would have if the deal in progress were `deal`, after the same
    /// events: every field is rebuilt as [`Match::view_for`] builds it, from this view's match
    /// facts and events and from `deal`. A sampler of hidden cards checks a sample with it:
    /// the sample fits when nothing changes.
    #[must_use]
    pub fn with_deal(&self, deal: &DealState) -> PlayerView {
        let p = &self.public;
        let part = MatchPart {
            players: &p.players,
            deal_number: p.deal_number,
            deals_counted: p.deals_counted,
            deals_agreed: p.deals_agreed,
            dealer: p.dealer,
            sheet: &p.sheet,
            totals: p.totals,
            finished: p.finished,
        };
        let own = self.seat.map(|seat| (seat, self.history.clone()));
        part.view(Some(deal), p.history.clone(), own)
    }
}

impl Match {
    /// The match facts a view shows besides the deal.
    fn match_part(&self) -> MatchPart<'_> {
        MatchPart {
            players: &self.players,
            deal_number: self.deal_number,
            deals_counted: self.counted,
            deals_agreed: self.rules.deals,
            dealer: self.dealer,
            sheet: &self.sheet,
            totals: self.totals(),
            finished: self.is_finished(),
        }
    }

    /// What `seat` may know now.
    #[must_use]
    pub fn view(&self, seat: Seat) -> PlayerView {
        self.view_for(Some(seat))
    }

    /// What a spectator or a pass-and-play hand-over screen may show: no hand cards at all.
    #[must_use]
    pub fn public_view(&self) -> PlayerView {
        self.view_for(None)
    }

    /// What `viewer` may know now (`None`: what everyone may know).
    #[must_use]
    pub fn view_for(&self, viewer: Option<Seat>) -> PlayerView {
        let public = self.deal_log.iter().map(|e| e.public()).collect();
        let own = viewer.filter(|s| s.index() < 3).map(|seat| {
            (
                seat,
                self.deal_log.iter().map(|e| e.for_seat(seat)).collect(),
            )
        });
        self.match_part().view(self.deal.as_ref(), public, own)
    }
}
