//! Our side of the XSkat driver's protocol (scripts/xskat/driver.c): cards and seats in XSkat's
//! numbering, the command lines we send and the answers we read. Pure, so that it is tested
//! always, with or without an XSkat checkout.

use crate::engine::{Card, CardSet, Rank, Seat, Suit};
use std::fmt;

/// A card in XSkat's code, `suit << 3 | rank`: suits 0 diamonds, 1 hearts, 2 spades, 3 clubs
/// (so that a higher suit code is the higher jack); ranks 0 ace, 1 ten, 2 king, 3 queen, 4 jack,
/// 5 nine, 6 eight, 7 seven (skat.h's `AS` … `SIEBEN`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XCard(pub u8);

impl XCard {
    /// XSkat's code of `card`.
    #[must_use]
    pub const fn of(card: Card) -> XCard {
        let suit = match card.suit() {
            Suit::Diamonds => 0,
            Suit::Hearts => 1,
            Suit::Spades => 2,
            Suit::Clubs => 3,
        };
        let rank = match card.rank() {
            Rank::Ace => 0,
            Rank::Ten => 1,
            Rank::King => 2,
            Rank::Queen => 3,
            Rank::Jack => 4,
            Rank::Nine => 5,
            Rank::Eight => 6,
            Rank::Seven => 7,
        };
        XCard(suit << 3 | rank)
    }

    /// Our card for XSkat's code; `None` outside 0..32.
    #[must_use]
    pub const fn card(self) -> Option<Card> {
        if self.0 >= 32 {
            return None;
        }
        let suit =
            [Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::Clubs][(self.0 >> 3) as usize];
        let rank = [
            Rank::Ace,
            Rank::Ten,
            Rank::King,
            Rank::Queen,
            Rank::Jack,
            Rank::Nine,
            Rank::Eight,
            Rank::Seven,
        ][(self.0 & 7) as usize];
        Some(Card::new(suit, rank))
    }
}

/// A seat in XSkat's numbering for one deal: 0 forehand, 1 middlehand, 2 the dealer. XSkat's
/// `left(s) = s + 1 mod 3` plays after `s`, as our `Seat::next` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XSeat(pub u8);

impl XSeat {
    /// XSkat's number of our `seat` in a deal dealt by `dealer` (three players).
    #[must_use]
    pub const fn of(seat: Seat, dealer: Seat) -> XSeat {
        XSeat((seat.0 + 3 - (dealer.0 + 1) % 3) % 3)
    }
}

/// One command line to the driver (see scripts/xskat/driver.c).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A new deal: the driver forgets everything.
    Deal,
    /// Who gets the final skat: the loser (`-skattoloser`) or the last trick's winner.
    SkatToLoser(bool),
    /// `seat` is XSkat's and holds these ten cards.
    Hand(XSeat, CardSet),
    /// XSkat's `seat` decides about the skat lying there.
    Skat(XSeat, [Card; 2]),
    /// Another seat pushed the skat on.
    Pushed(XSeat),
    /// XSkat's `seat` chooses a card (it is not played by this).
    Play(XSeat),
    /// `seat` played `card` (every seat's card, XSkat's too).
    Played(XSeat, Card),
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Deal => f.write_str("deal"),
            Command::SkatToLoser(b) => write!(f, "skatloser {}", u8::from(*b)),
            Command::Hand(s, cards) => {
                write!(f, "hand {}", s.0)?;
                cards
                    .iter()
                    .try_for_each(|c| write!(f, " {}", XCard::of(c).0))
            }
            Command::Skat(s, [a, b]) => {
                write!(f, "skat {} {} {}", s.0, XCard::of(*a).0, XCard::of(*b).0)
            }
            Command::Pushed(s) => write!(f, "pushed {}", s.0),
            Command::Play(s) => write!(f, "play {}", s.0),
            Command::Played(s, c) => write!(f, "played {} {}", s.0, XCard::of(*c).0),
        }
    }
}

/// The driver's answer to one command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Done.
    Ok,
    /// XSkat pushes the skat on.
    Push,
    /// XSkat picks the skat up and lays these two cards down.
    PickUp([Card; 2]),
    /// XSkat plays this card.
    Card(Card),
}

impl Reply {
    /// Reads one answer line.
    ///
    /// # Errors
    /// The driver's own `error …` text, or what is wrong with a line we cannot read.
    pub fn parse(line: &str) -> Result<Reply, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let card = |w: &str| {
            w.parse::<u8>()
                .ok()
                .and_then(|n| XCard(n).card())
                .ok_or_else(|| format!("the driver answered a card that is none: {line:?}"))
        };
        match words.as_slice() {
            ["ok"] => Ok(Reply::Ok),
            ["push"] => Ok(Reply::Push),
            ["pickup", a, b] => Ok(Reply::PickUp([card(a)?, card(b)?])),
            ["card", c] => Ok(Reply::Card(card(c)?)),
            ["error", ..] => Err(format!("the XSkat driver says: {line}")),
            _ => Err(format!("the XSkat driver answered {line:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().expect("card notation")
    }

    #[test]
    fn every_card_goes_there_and_back() {
        let codes: Vec<u8> = Card::all().map(|c| XCard::of(c).0).collect();
        for c in Card::all() {
            assert_eq!(XCard::of(c).card(), Some(c));
        }
        let mut sorted = codes.clone();
        sorted.sort_unstable();
        assert_eq!(
            sorted,
            (0..32).collect::<Vec<u8>>(),
            "a bijection onto 0..32"
        );
        assert_eq!(XCard(32).card(), None);
    }

    #[test]
    fn cards_have_xskats_codes() {
        // skat.h: AS 0, ZEHN 1, KOENIG 2, DAME 3, BUBE 4, NEUN 5, ACHT 6, SIEBEN 7; text.c's suit
        // names run Karo, Herz, Pik, Kreuz.
        assert_eq!(XCard::of(card("DA")).0, 0);
        assert_eq!(XCard::of(card("HT")).0, 9);
        assert_eq!(XCard::of(card("SQ")).0, 19);
        assert_eq!(XCard::of(card("CJ")).0, 28);
        assert_eq!(XCard::of(card("C7")).0, 31);
    }

    #[test]
    fn jacks_rank_the_same_in_both_programs() {
        // XSkat's higher(): of two jacks the higher suit code wins. Ours: CJ > SJ > HJ > DJ.
        let ours = ["CJ", "SJ", "HJ", "DJ"].map(|t| XCard::of(card(t)).0);
        assert!(ours.windows(2).all(|w| w[0] > w[1]));
    }

    #[test]
    fn seats_count_from_forehand() {
        // Dealer seat 2: forehand is seat 0. Dealer seat 0: forehand seat 1, dealer last.
        assert_eq!(XSeat::of(Seat(0), Seat(2)), XSeat(0));
        assert_eq!(XSeat::of(Seat(1), Seat(0)), XSeat(0));
        assert_eq!(XSeat::of(Seat(2), Seat(0)), XSeat(1));
        assert_eq!(XSeat::of(Seat(0), Seat(0)), XSeat(2));
        for dealer in 0..3 {
            let forehand = Seat(dealer).next(3);
            assert_eq!(XSeat::of(forehand.next(3), Seat(dealer)), XSeat(1));
        }
    }

    #[test]
    fn commands_are_written_in_xskats_codes() {
        let hand: CardSet = ["CJ", "DA", "HT"].map(card).into_iter().collect();
        assert_eq!(Command::Hand(XSeat(1), hand).to_string(), "hand 1 28 9 0");
        assert_eq!(
            Command::Skat(XSeat(2), [card("S7"), card("DJ")]).to_string(),
            "skat 2 23 4"
        );
        assert_eq!(
            Command::Played(XSeat(0), card("CJ")).to_string(),
            "played 0 28"
        );
        assert_eq!(Command::SkatToLoser(true).to_string(), "skatloser 1");
    }

    #[test]
    fn replies_are_read_or_refused_with_the_reason() {
        assert_eq!(Reply::parse("ok\n"), Ok(Reply::Ok));
        assert_eq!(Reply::parse("push"), Ok(Reply::Push));
        assert_eq!(
            Reply::parse("pickup 0 9"),
            Ok(Reply::PickUp([card("DA"), card("HT")]))
        );
        assert_eq!(Reply::parse("card 28"), Ok(Reply::Card(card("CJ"))));
        assert!(Reply::parse("card 40").unwrap_err().contains("none"));
        assert!(Reply::parse("error play: not this seat's turn")
            .unwrap_err()
            .contains("not this seat's turn"));
        assert!(Reply::parse("").is_err());
    }
}
