//! A deal every phone can check. Before a hand is played the host sends a **commitment**: the
//! SHA-256 of a secret salt and the hand's whole deal (every seat's cards and the stock or skat).
//! Once the next hand is dealt (or the match is over) it **reveals** the salt and the deal. Each
//! phone then checks that the revealed deal hashes to the commitment it got before play, that
//! its own cards were dealt to it, and that every card anyone played was theirs to play — so the
//! host's phone cannot change a deal once the hand has begun without every phone noticing.
//!
//! The salt of hand *k* is derived from the match's seed (SHA-256 of a label, the seed and *k*),
//! so a host that reloads commits to the same deal again, and the salt reveals nothing about the
//! seed or another hand.

use crate::engine::cards::{Card, CardSet};
use crate::engine::record::Deal;
use crate::engine::Seat;
use crate::session::Table;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The promise of hand `hand`'s deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    /// Which match (a hash of its seed: a new match starts a new ledger).
    pub game: String,
    /// The hand (0-based, every deal dealt counts).
    pub hand: u32,
    /// Hex SHA-256 of the salt and the deal.
    pub hash: String,
}

/// Hand `hand`'s deal, shown once the hand is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reveal {
    /// Which match.
    pub game: String,
    /// The hand.
    pub hand: u32,
    /// The salt, hex.
    pub salt: String,
    /// Every seat's dealt cards and the stock (or skat).
    pub deal: Deal,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A name for the match that says nothing about its seed.
fn game_id(seed: u64) -> String {
    let mut h = Sha256::new();
    h.update(b"schraem match\n");
    h.update(seed.to_le_bytes());
    hex(&h.finalize()[..8])
}

fn salt(seed: u64, hand: u32) -> String {
    let mut h = Sha256::new();
    h.update(b"schraem deal salt\n");
    h.update(seed.to_le_bytes());
    h.update(hand.to_le_bytes());
    hex(&h.finalize()[..16])
}

/// The text that is hashed: the salt, a line break, the deal as JSON.
fn hash(salt: &str, deal: &Deal) -> String {
    let mut h = Sha256::new();
    h.update(salt.as_bytes());
    h.update(b"\n");
    h.update(serde_json::to_string(deal).unwrap_or_default().as_bytes());
    hex(&h.finalize())
}

/// The commitment to the current hand's deal and the reveal of the hand before it (all of them
/// once the match is over: then nothing is hidden any more).
#[must_use]
pub fn fair_deal(table: &Table) -> (Option<Commitment>, Option<Reveal>) {
    let deals = table.live.deals();
    let seed = table.live.to_record().seed.unwrap_or(0);
    let game = game_id(seed);
    let reveal = |k: usize| {
        deals.get(k).map(|deal| {
            let hand = k as u32;
            Reveal {
                game: game.clone(),
                hand,
                salt: salt(seed, hand),
                deal: deal.clone(),
            }
        })
    };
    let Some(current) = deals.len().checked_sub(1) else {
        return (None, None);
    };
    if table.is_over() {
        return (None, reveal(current));
    }
    let hand = current as u32;
    let commitment = deals.get(current).map(|deal| Commitment {
        game: game.clone(),
        hand,
        hash: hash(&salt(seed, hand), deal),
    });
    (commitment, current.checked_sub(1).and_then(reveal))
}

/// What a phone saw of one hand: its own cards and every seat's played cards.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The phone's own cards, whenever shown.
    pub own: CardSet,
    /// Cards played face up, by seat.
    pub played: Vec<(Seat, CardSet)>,
}

impl Seen {
    /// Adds the cards `seat` was seen to play.
    pub fn played_by(&mut self, seat: Seat, cards: CardSet) {
        match self.played.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, set)) => *set = set.union(cards),
            None => self.played.push((seat, cards)),
        }
    }
}

/// Why a revealed deal is not the promised one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfair {
    /// The revealed deal does not hash to the commitment sent before the hand.
    Hash,
    /// This phone was shown a card the deal did not give it.
    OwnCard(Card),
    /// A seat played a card the deal did not give it.
    Played(Seat, Card),
}

/// Checks `reveal` against the `commitment` a phone got before the hand and what it saw of the
/// hand (as seat `me`).
///
/// # Errors
/// The first [`Unfair`] thing found.
pub fn check(
    commitment: &Commitment,
    reveal: &Reveal,
    me: Seat,
    seen: &Seen,
) -> Result<(), Unfair> {
    if commitment.game != reveal.game
        || commitment.hand != reveal.hand
        || hash(&reveal.salt, &reveal.deal) != commitment.hash
    {
        return Err(Unfair::Hash);
    }
    let stock: CardSet = reveal.deal.skat.iter().copied().collect();
    let dealt = |s: Seat| -> CardSet {
        reveal
            .deal
            .hands
            .get(s.index())
            .map_or(CardSet::EMPTY, |h| h.iter().copied().collect())
    };
    // Drawn cards (an exchange) come from the stock.
    let mine = dealt(me).union(stock);
    if let Some(card) = seen.own.difference(mine).first() {
        return Err(Unfair::OwnCard(card));
    }
    for &(seat, played) in &seen.played {
        if let Some(card) = played.difference(dealt(seat).union(stock)).first() {
            return Err(Unfair::Played(seat, card));
        }
    }
    Ok(())
}

/// A phone's record of promises, what it saw, and the verdicts: fed every table the host sends.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ledger {
    /// The match the promises belong to.
    game: Option<String>,
    promised: Vec<Commitment>,
    seen: Vec<(u32, Seen)>,
    verdicts: Vec<(u32, Result<(), Unfair>)>,
}

impl Ledger {
    /// Takes in a table from the host: keeps the first promise of each hand (a second, different
    /// one for the same hand is itself a broken promise), notes what this seat sees, and checks a
    /// revealed deal against its promise once. Hands whose promise this phone never got (it
    /// joined later) are not judged.
    pub fn observe(&mut self, table: &super::RemoteTable) {
        let game = table
            .commitment
            .as_ref()
            .map(|c| &c.game)
            .or(table.reveal.as_ref().map(|r| &r.game));
        if let Some(game) = game.filter(|g| self.game.as_ref() != Some(*g)) {
            // The host started another match: its hands count from 1 again.
            *self = Ledger {
                game: Some(game.clone()),
                ..Ledger::default()
            };
        }
        if let Some(c) = &table.commitment {
            match self.promised.iter().find(|p| p.hand == c.hand) {
                Some(p) if p.hash != c.hash => self.judge(c.hand, Err(Unfair::Hash)),
                Some(_) => {}
                None => self.promised.push(c.clone()),
            }
            let seen = match self.seen.iter_mut().find(|(h, _)| *h == c.hand) {
                Some((_, seen)) => seen,
                None => {
                    self.seen.push((c.hand, Seen::default()));
                    &mut self.seen.last_mut().expect("just pushed").1
                }
            };
            let m = &table.model;
            seen.own = seen.own.union(match &m.hand {
                crate::present::HandCards::Open(cards) => cards.iter().map(|c| c.card).collect(),
                crate::present::HandCards::Choose { cards, .. } => *cards,
                crate::present::HandCards::None | crate::present::HandCards::Hidden(_) => {
                    CardSet::EMPTY
                }
            });
            for chip in m.others.iter().chain(m.me.iter()) {
                seen.played_by(chip.seat, chip.played);
            }
        }
        if let Some(r) = &table.reveal {
            if let Some(c) = self
                .promised
                .iter()
                .find(|p| p.hand == r.hand && p.game == r.game)
                .cloned()
            {
                let seen = self
                    .seen
                    .iter()
                    .find(|(h, _)| *h == r.hand)
                    .map(|(_, s)| s.clone());
                self.judge(r.hand, check(&c, r, table.seat, &seen.unwrap_or_default()));
            }
        }
    }

    fn judge(&mut self, hand: u32, verdict: Result<(), Unfair>) {
        if !self.verdicts.iter().any(|(h, _)| *h == hand) {
            self.verdicts.push((hand, verdict));
        }
    }

    /// Every hand judged so far, in the order judged: fair, or why not.
    pub fn verdicts(&self) -> &[(u32, Result<(), Unfair>)] {
        &self.verdicts
    }
}
