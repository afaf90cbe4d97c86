//! Cards of the 32-card French-suited pack shared by both games, and a bitset of them.
//!
//! The card type knows nothing of either game's rank order: each game ranks cards with its own
//! function (Siebenschräm: 10 9 8 7 A K Q J; Schieberamsch: jacks as trumps, then A 10 K Q 9 8 7).

mod card;
mod card_set;
mod rank;
mod suit;

pub use card::{Card, ParseCardError};
pub use card_set::CardSet;
pub use rank::Rank;
pub use suit::Suit;
