//! Schieberamsch in English: its rule options and their values, its presets, the rules that
//! refuse a move.

use crate::engine::ramsch::{Match, Preset, RuleError};
use crate::i18n::en::grammar::suit_plural;
use crate::i18n::game_words::GameWords;

use super::RamschMsg;

/// Schieberamsch in English.
pub struct Words;

impl GameWords<Match> for Words {
    fn summary() -> &'static str {
        "3 players, jacks are trumps. Pick up the skat or push it on; whoever takes the most card points loses them."
    }

    fn option_label(id: &str) -> Option<&'static str> {
        Some(match id {
            "grand_hand" => "Grand Hand",
            "kontra_re" => "Kontra and Re",
            "lost_grand_factor" => "Lost Grand Hand",
            "dealer_after_grand" => "Dealer after a Grand Hand",
            "pickup" => "Picking up the skat",
            "jacks_in_skat" => "Jacks in the skat",
            "skat_to" => "The last skat",
            "tie_for_most" => "Tie for most",
            "all_three_tie" => "All three on 40",
            "durchmarsch_times_pushes" => "Pushes and Durchmarsch",
            "divisor" => "Divisor",
            "rounding" => "Rounding",
            "divisor_scope" => "What is divided",
            "deals" => "Deals",
            _ => return None,
        })
    }

    fn length_help() -> &'static str {
        "How many deals a match has (a multiple of 3)."
    }

    fn option_help(id: &str) -> Option<&'static str> {
        Some(match id {
            "grand_hand" => "Whether a player may play a Grand Hand alone before the skat goes round.",
            "kontra_re" => "Whether an opponent of a Grand Hand may say Kontra (×2) and the soloist Re (×4).",
            "lost_grand_factor" => "Whether a lost Grand Hand counts double or single.",
            "dealer_after_grand" => "After a Grand Hand the same player deals again (it does not count), or the deal passes on.",
            "pickup" => "Whether the skat is picked up whole, or one card or both.",
            "jacks_in_skat" => "Whether jacks may be discarded into the skat.",
            "skat_to" => "Whose card points the last skat adds to: the last trick's winner, or the loser.",
            "tie_for_most" => "Two players tie for most card points: both lose, the one who took a trick last loses, or they share the loss.",
            "all_three_tie" => "All three have 40: nobody pays, everyone pays 40, or the deal does not count.",
            "durchmarsch_times_pushes" => "Whether pushes also multiply a Durchmarsch bonus.",
            "divisor" => "Whether losses are divided by 10.",
            "rounding" => "How a divided loss is rounded: down, or — when pushes or a Jungfrau multiplied it — first to the nearest ten (48 × 4 = 192 → 190 → 19).",
            "divisor_scope" => "What the divisor divides: Ramsch losses only, or Grand Hand values and the Durchmarsch bonus too (72 → 7).",
            _ => return None,
        })
    }

    fn value_label(option: &str, value: &str) -> Option<&'static str> {
        Some(match (option, value) {
            ("lost_grand_factor", "2") => "Counts double",
            ("lost_grand_factor", "1") => "Counts single",
            ("dealer_after_grand", "same") => "The same dealer again",
            ("dealer_after_grand", "next") => "The next dealer",
            ("pickup", "both") => "Both cards",
            ("pickup", "one_or_both") => "One or both cards",
            ("skat_to", "last_trick") => "The last trick's winner",
            ("skat_to", "loser") => "The loser",
            ("tie_for_most", "all_lose") => "Both lose",
            ("tie_for_most", "last_trick_loses") => "The later trick loses",
            ("tie_for_most", "share") => "They share",
            ("all_three_tie", "zero") => "Nobody pays",
            ("all_three_tie", "minus_40") => "Everyone pays 40",
            ("all_three_tie", "redeal") => "The deal does not count",
            ("divisor", "1") => "Not divided",
            ("divisor", "10") => "Divided by 10",
            ("rounding", "floor") => "Round down",
            ("rounding", "nearest_ten_when_multiplied") => "Multiplied: to the nearest ten first",
            ("divisor_scope", "ramsch_only") => "Ramsch losses only",
            ("divisor_scope", "everything") => "Grand Hand and Durchmarsch too",
            _ => return None,
        })
    }

    fn preset_name(preset: Preset) -> &'static str {
        match preset {
            Preset::Schieberamsch => "Schieberamsch",
            Preset::SchieberamschFr => "Schieberamsch (French page)",
        }
    }

    fn preset_summary(preset: Preset) -> &'static str {
        match preset {
            Preset::Schieberamsch => "Three players; the four jacks are the only trumps (♣ ♠ ♥ ♦ jack), then A 10 K Q 9 8 7. First each may play a Grand Hand alone. Otherwise the skat goes round: pick it up and discard two (no jacks), or push it on unseen — each push doubles the deal. Whoever takes the most card points loses them; a player without a trick doubles it (Jungfrau); taking every trick is a 120-point bonus (Durchmarsch). 12 deals; the fewest penalty points win.",
            Preset::SchieberamschFr => "The French page's rules: as Schieberamsch, but you may pick up one or both skat cards, Kontra and Re are said against a Grand Hand, and losses are divided by 10: a plain loss rounds down (48 → 4); one multiplied by pushes or a Jungfrau is first rounded to the nearest ten (48 × 4 = 192 → 190 → 19). Grand Hand values and the Durchmarsch bonus are not divided (an option divides them too).",
        }
    }

    fn rule_error(e: RuleError) -> String {
        use RuleError as E;
        match e {
            E::NotYourTurn => "It is not your turn.".to_owned(),
            E::NoSuchSeat => "Schieberamsch has seats 1 to 3 only.".to_owned(),
            E::DealOver => "This deal is over.".to_owned(),
            E::MatchOver => "The match is over.".to_owned(),
            E::GrandHandNotAllowed => "These rules have no Grand Hand.".to_owned(),
            E::NotOfferRound => "The Grand Hand round is over.".to_owned(),
            E::KontraReNotAllowed => "These rules have no Kontra or Re.".to_owned(),
            E::KontraOnlyInGrandHand => {
                "Kontra and Re are said only against a Grand Hand.".to_owned()
            }
            E::KontraOnlyByOpponent => "Only an opponent of the soloist may say Kontra.".to_owned(),
            E::KontraAlreadySaid => "Kontra has already been said.".to_owned(),
            E::KontraTooLate => "Kontra only before your first card.".to_owned(),
            E::ReOnlyBySoloist => "Only the soloist may say Re.".to_owned(),
            E::ReOnlyAfterKontra => "Re only after a Kontra.".to_owned(),
            E::ReAlreadySaid => "Re has already been said.".to_owned(),
            E::ReTooLate => "Re only before your next card after the Kontra.".to_owned(),
            E::NotSkatRound => "The skat is not going round now.".to_owned(),
            E::PickUpOneNotAllowed => "These rules take both skat cards or none.".to_owned(),
            E::NoSuchSkatCard => "There is no such skat card.".to_owned(),
            E::CardNotInSkat => "That card is not in the skat.".to_owned(),
            E::MustDiscard => "You have picked up the skat: discard first.".to_owned(),
            E::NothingPickedUp => "Pick up the skat before you discard.".to_owned(),
            E::DiscardCount { expected } => {
                if expected == 1 {
                    "Discard exactly one card.".to_owned()
                } else {
                    "Discard exactly two cards.".to_owned()
                }
            }
            E::JacksMayNotBeDiscarded => "Jacks may not be discarded.".to_owned(),
            E::CardNotInHand => "You do not hold that card.".to_owned(),
            E::NotPlayPhase => "No card may be played before the skat has gone round.".to_owned(),
            E::MustFollowSuit(s) => format!("You must follow suit: play {}.", suit_plural(s)),
            E::MustFollowTrump => "A jack was led: you must play a jack.".to_owned(),
            E::UnknownAct => "That is not a move of Schieberamsch.".to_owned(),
            E::MissingCard => "A card is missing from the move.".to_owned(),
            E::MissingCards => "Cards are missing from the move.".to_owned(),
            E::NoDealAvailable => "There are no cards for the next deal.".to_owned(),
        }
    }

    fn say(msg: &RamschMsg<'_>) -> String {
        super::say_en::say(msg)
    }
}
