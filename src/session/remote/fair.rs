//! A deal every phone can check without learning a card the rules keep hidden.
//!
//! Before a hand is played the host **promises** its cards: for every card (each seat's cards and
//! the stock or skat) the SHA-256 of a secret salt, the card and its place, cut to 128 bits; the
//! list is sorted, so an entry's position says nothing. Siebenschräm promises the deal;
//! Schieberamsch the hands as trick play begins (which cards passed through the skat is secret,
//! so every card played there is one promised to its player). The host then **opens** an entry
//! (its salt, card and place) only where the card is no secret: to a seat alone, the cards dealt
//! to that seat; to everyone, each card a seat plays face up that was dealt to that seat. Each
//! phone checks every opening against the promise it got before the first card was played, and:
//!
//! - that it was promised exactly as many cards as it was dealt, and holds no card it was not
//!   promised beyond those it drew (an exchange, a skat picked up: counts everyone sees);
//! - that every card a seat plays was promised to that seat, or is one of the cards that seat drew
//!   (again no more than its count), and is not a card this phone holds.
//!
//! So once a hand has begun, the host's phone cannot give any seat — its own included — a card
//! that was promised elsewhere without the phones noticing, and nothing is ever opened that the
//! table would not show anyway: a folded hand, a discard, the stock and the skat's path stay
//! hidden. What it cannot show: that the host's phone shuffled fairly in the first
//! place (it draws the seed). The salts come from the match's seed (a hash of a label, the seed, the
//! hand and the card), so a host that reloads promises the same entries again.

use crate::engine::cards::{Card, CardSet};
use crate::engine::Seat;
use crate::session::{AnyMatch, Table, TableGame};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The place of the stock (Siebenschräm) or the skat (Schieberamsch) in an entry.
const STOCK: u8 = 255;

/// The promise of one hand's deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Promise {
    /// Which match (a hash of its seed: a new match starts a new ledger).
    pub game: String,
    /// The hand (0-based; every deal dealt counts).
    pub hand: u32,
    /// One entry per dealt card, sorted: hex of the first 16 bytes of the SHA-256 of salt, card
    /// and place.
    pub entries: Vec<String>,
}

/// One promised card shown: what it was, where it was dealt (a seat, or 255 for the stock or
/// skat) and its salt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opening {
    /// The card.
    pub card: Card,
    /// The seat it was dealt to (255: the stock or skat).
    pub place: u8,
    /// Its salt, hex.
    pub salt: String,
}

/// What a phone's table carries for the check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FairDeal {
    /// The current hand's promise.
    pub promise: Promise,
    /// The entries opened to this phone: its own dealt cards and the cards played face up that
    /// were dealt to their players.
    pub openings: Vec<Opening>,
    /// Per seat, how many cards it has drawn this hand (exchanges, skats picked up): public.
    pub drawn: Vec<u8>,
    /// Per seat, the cards it has played face up this hand: public.
    pub played: Vec<CardSet>,
    /// The hand is over (every card of it that will be shown is shown): the phone gives its
    /// verdict now, not when the next hand begins.
    #[serde(default)]
    pub complete: bool,
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// A name for the match that says nothing about its seed.
fn game_id(seed: u64) -> String {
    let mut h = Sha256::new();
    h.update(b"schraem match\n");
    h.update(seed.to_le_bytes());
    hex(&h.finalize()[..8])
}

fn salt(seed: u64, hand: u32, card: Card) -> String {
    let mut h = Sha256::new();
    h.update(b"schraem card salt\n");
    h.update(seed.to_le_bytes());
    h.update(hand.to_le_bytes());
    h.update(card.to_string().as_bytes());
    hex(&h.finalize()[..16])
}

/// The promised entry of `card` dealt to `place` with `salt`.
fn entry(salt: &str, card: Card, place: u8) -> String {
    let mut h = Sha256::new();
    h.update(b"schraem card\n");
    h.update(salt.as_bytes());
    h.update(format!("\n{card}\n{place}").as_bytes());
    hex(&h.finalize()[..16])
}

/// The current hand's cards as dealt, and what each seat has drawn and played since: what a
/// game's promise commits to ([`crate::session::TableGame::dealt_now`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    /// The hand's number.
    pub hand: u32,
    /// Each seat's cards as promised.
    pub hands: Vec<CardSet>,
    /// The stock or skat as promised.
    pub stock: CardSet,
    /// Cards each seat has drawn since (counts everyone sees).
    pub drawn: Vec<u8>,
    /// Cards each seat has played face up since.
    pub played: Vec<CardSet>,
    /// The hand is over and every card of it was played: its verdict is due now.
    pub complete: bool,
}

/// Adds `n` to `seat`'s count in `counts` (seats past its end are left out).
pub fn add_count(counts: &mut [u8], seat: Seat, n: u8) {
    if let Some(c) = counts.get_mut(seat.index()) {
        *c = c.saturating_add(n);
    }
}

/// Adds `card` to `seat`'s set in `sets` (seats past its end are left out).
pub fn add_card(sets: &mut [CardSet], seat: Seat, card: Card) {
    if let Some(s) = sets.get_mut(seat.index()) {
        s.insert(card);
    }
}

fn dealt_now(live: &AnyMatch) -> Option<Dealt> {
    crate::each_game!(live, m => TableGame::dealt_now(m))
}

fn sees_own(live: &AnyMatch, seat: Seat) -> bool {
    crate::each_game!(live, m => TableGame::sees_own(m, seat))
}

fn judged_when_over(live: &AnyMatch) -> bool {
    fn of<G: TableGame>(_: &G) -> bool {
        G::JUDGED_WHEN_OVER
    }
    crate::each_game!(live, m => of(m))
}

/// The check's part of `seat`'s table; `None` once the match is over.
#[must_use]
pub fn fair_deal(table: &Table, seat: Seat) -> Option<FairDeal> {
    // Schieberamsch's last deal is judged on the final table; a Siebenschräm match that is over
    // has no hand left to follow.
    if table.is_over() && !judged_when_over(table.live()) {
        return None;
    }
    let dealt = dealt_now(table.live())?;
    let seed = table.live().seed().unwrap_or(0);
    let open = |card: Card, place: u8| Opening {
        card,
        place,
        salt: salt(seed, dealt.hand, card),
    };
    let mut entries: Vec<String> = Vec::new();
    for (i, cards) in dealt.hands.iter().enumerate() {
        let place = u8::try_from(i).unwrap_or(STOCK);
        entries.extend(cards.iter().map(|c| entry(&open(c, place).salt, c, place)));
    }
    entries.extend(
        dealt
            .stock
            .iter()
            .map(|c| entry(&open(c, STOCK).salt, c, STOCK)),
    );
    entries.sort_unstable();
    let mine = match sees_own(table.live(), seat) {
        true => dealt.hands.get(seat.index()).copied().unwrap_or_default(),
        false => CardSet::EMPTY,
    };
    let mut openings: Vec<Opening> = mine.iter().map(|c| open(c, seat.0)).collect();
    for (i, (theirs, played)) in dealt.hands.iter().zip(&dealt.played).enumerate() {
        let place = u8::try_from(i).unwrap_or(STOCK);
        if place != seat.0 {
            openings.extend(played.intersection(*theirs).iter().map(|c| open(c, place)));
        }
    }
    Some(FairDeal {
        promise: Promise {
            game: game_id(seed),
            hand: dealt.hand,
            entries,
        },
        openings,
        drawn: dealt.drawn,
        played: dealt.played,
        complete: dealt.complete,
    })
}

/// Why a hand was not dealt as promised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfair {
    /// The promise of the hand changed after play began, or is no list of distinct entries.
    Promise,
    /// A card was opened that the promise does not contain.
    Opening,
    /// This phone was not promised the cards it was dealt, or holds more cards it was not promised
    /// than it drew.
    OwnHand,
    /// A seat played a card that was promised elsewhere, one this phone holds, or more cards it was
    /// not promised than it drew.
    Played(Seat),
}

/// Checks one state of a hand, seen as `me`, who was dealt `dealt` cards and is shown
/// `shown` in its hand.
fn check(fair: &FairDeal, shown: CardSet, me: Seat, dealt: u32) -> Result<(), Unfair> {
    let entries = &fair.promise.entries;
    if entries.windows(2).any(|w| w[0] >= w[1]) {
        return Err(Unfair::Promise);
    }
    if fair.openings.iter().any(|o| {
        entries
            .binary_search(&entry(&o.salt, o.card, o.place))
            .is_err()
    }) {
        return Err(Unfair::Opening);
    }
    let drawn = |s: Seat| u32::from(fair.drawn.get(s.index()).copied().unwrap_or(0));
    let promised_to = |s: Seat| -> CardSet {
        fair.openings
            .iter()
            .filter(|o| o.place == s.0)
            .map(|o| o.card)
            .collect()
    };
    let mine = promised_to(me);
    // A finished hand's board may show the next deal already: its cards are no evidence.
    let holding = if fair.complete { CardSet::EMPTY } else { shown };
    // Before this phone's player has looked, it is opened none of its cards and sees none.
    let unseen = mine.is_empty() && holding.is_empty() && !fair.complete;
    if !unseen && (mine.len() != dealt || holding.difference(mine).len() > drawn(me)) {
        return Err(Unfair::OwnHand);
    }
    for (i, &played) in fair.played.iter().enumerate() {
        let t = Seat(u8::try_from(i).unwrap_or(u8::MAX));
        // Cards opened as another seat's (this phone's own included: a card it was dealt and
        // exchanged away is out of play for good).
        let elsewhere: CardSet = fair
            .openings
            .iter()
            .filter(|o| o.place != t.0)
            .map(|o| o.card)
            .collect();
        let stolen = t != me && !played.intersection(holding).is_empty();
        let unpromised = played.difference(promised_to(t));
        if !played.intersection(elsewhere).is_empty() || stolen || unpromised.len() > drawn(t) {
            return Err(Unfair::Played(t));
        }
    }
    Ok(())
}

/// The hand a phone is following.
#[derive(Clone, Debug, PartialEq)]
struct Following {
    promise: Promise,
    /// How many cards this phone was dealt.
    dealt: u32,
    /// The first thing found wrong.
    unfair: Option<Unfair>,
}

/// A phone's record of the host's promises and its verdicts: fed every state the host sends
/// (game data: the hand it checks is the one its view shows, [`super::SeatGame::own_hand`],
/// which is the hand its table draws).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ledger {
    game: Option<String>,
    following: Option<Following>,
    /// A hand whose promise came after play had begun (the phone joined late) is not judged.
    skipped: Option<u32>,
    verdicts: Vec<(u32, Result<(), Unfair>)>,
}

impl Ledger {
    /// Takes in a state from the host.
    pub fn observe(&mut self, state: &super::RemoteSeat) {
        let Some(fair) = &state.fair else {
            if state.over {
                self.close();
            }
            return;
        };
        let promise = &fair.promise;
        let in_play = fair.played.iter().any(|p| !p.is_empty());
        if self.game.as_ref() != Some(&promise.game) {
            // Another match: its hands count from the start again (the verdicts so far stay).
            self.game = Some(promise.game.clone());
            self.following = None;
            self.skipped = None;
        }
        if self.skipped == Some(promise.hand) {
            return;
        }
        if self
            .following
            .as_ref()
            .is_some_and(|f| f.promise.hand != promise.hand)
        {
            if in_play {
                // The next hand arrived already in play (a reconnection, or a host skipping
                // ahead): the hand followed was not seen to its end and gets no verdict.
                self.following = None;
            } else {
                self.close();
            }
        }
        let (shown, holding) = state.game.own_hand();
        if self.following.is_none() {
            let drawn = u32::from(fair.drawn.get(state.seat.index()).copied().unwrap_or(0));
            // Judged only from the deal on: nothing played yet, and this phone's hand as dealt
            // (not after its own exchange, and not folded away).
            if in_play || drawn > 0 || holding == 0 {
                self.skipped = Some(promise.hand);
                return;
            }
            self.following = Some(Following {
                promise: promise.clone(),
                dealt: holding,
                unfair: None,
            });
        }
        let Some(following) = self.following.as_mut() else {
            return;
        };
        if following.unfair.is_none() {
            following.unfair = if following.promise == *promise {
                check(fair, shown, state.seat, following.dealt).err()
            } else {
                Some(Unfair::Promise)
            };
        }
        if fair.complete {
            self.close();
        }
    }

    /// Ends the hand being followed with its verdict.
    fn close(&mut self) {
        if let Some(f) = self.following.take() {
            self.verdicts
                .push((f.promise.hand, f.unfair.map_or(Ok(()), Err)));
        }
    }

    /// The verdict on every hand followed from its start and finished, oldest first; and on the
    /// hand in play, once something is found wrong in it.
    #[must_use]
    pub fn verdicts(&self) -> Vec<(u32, Result<(), Unfair>)> {
        let mut all = self.verdicts.clone();
        if let Some(f) = &self.following {
            if let Some(unfair) = f.unfair {
                all.push((f.promise.hand, Err(unfair)));
            }
        }
        all
    }
}
