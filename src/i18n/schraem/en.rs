//! Siebenschräm in English: its rule options and their values, its presets, the rules that
//! refuse a move.

use crate::engine::schraem::{Match, Preset, RuleError};
use crate::i18n::en::{card_name, grammar::suit_plural};
use crate::i18n::game_words::GameWords;

use super::SchraemMsg;

/// Siebenschräm in English.
pub struct Words;

impl GameWords<Match> for Words {
    fn summary() -> &'static str {
        "4 cards each, only the last trick counts. Knock to raise the stake; everyone starts with 7 marks and the last one left wins."
    }

    fn option_label(id: &str) -> Option<&'static str> {
        Some(match id {
            "players" => "Players",
            "hand_size" => "Cards each",
            "scoring" => "Scoring",
            "end" => "End of a game",
            "knock_who" => "Who may knock",
            "knock_max" => "Highest value",
            "knock_limit" => "Knock limit",
            "max_blind_value" => "Blind knocks",
            "fold_cost" => "Cost of folding",
            "poor" => "The poor player (hammer)",
            "poor_leads_first" => "Poor player leads",
            "prefold_sees_hand" => "Look before laying down",
            "four_courts" => "Four courts",
            "lead_after_fold" => "Lead after a fold",
            "cross_suit_order" => "Comparing suits",
            "folded_card" => "A folder's card",
            "pretty_ones" => "Pretty ones",
            "kolsch_round" => "Round of Kölsch",
            "dealer" => "Next dealer",
            "new_game_start" => "First dealer of a new game",
            "match" => "Match",
            _ => return None,
        })
    }

    fn length_help() -> &'static str {
        "What is played: one game, a series of games, the Rhineland tournament (5 × 5 games), two halves and a play-off, or three tables."
    }

    fn option_help(id: &str) -> Option<&'static str> {
        Some(match id {
            "players" => "How many play at the table.",
            "hand_size" => "Cards dealt to each player: 4, or 6 and 8 in Dedenbach's halves and the long one.",
            "scoring" => "How the score is kept: marks struck off (7, or 5 on a die), points counted up to a limit, Sebbe's Roman XII with Knollen, or no points at all.",
            "end" => "When a game ends: when one player is left, as soon as the first player is out (he has lost), or Tuppen's short long one and long one.",
            "knock_who" => "Who may raise the stake: anyone at any moment, only the player on lead, only the player about to play a card, or nobody.",
            "knock_max" => "The highest value a hand can reach.",
            "knock_limit" => "How high you may knock compared with your marks left. Holding is never limited, and a poor player's forced knock is always allowed.",
            "max_blind_value" => "Up to which value you may knock blind, before looking at your cards and before the first card.",
            "fold_cost" => "What folding costs: the value before the knock you answer, or always 1.",
            "poor" => "The player on his last mark: he must knock blind to 2; he announces his hammer; the hand is worth 2 at once and the others may lay down for 1; or, from the first hammer on, every hand is worth 2.",
            "poor_leads_first" => "Whether the poor player leads the first trick.",
            "prefold_sees_hand" => "Against an automatic hammer: whether the others may look at their cards before deciding to lay them down.",
            "four_courts" => "What a hand of courts (A K Q J) allows: nothing; an exchange face down that may be challenged (Wipperfürth: three cards at random, then the fourth); a secret exchange where the wrong party is out with 2 (Eifel); a challenge costing the wrong party 1; Toepen's laundry; a redeal; or a free exchange.",
            "lead_after_fold" => "Who leads when the leader folds: the next player, or (Marienheide) the highest card in the trick.",
            "cross_suit_order" => "How Marienheide compares cards of different suits: rank first, or suit first (♣ ♠ ♥ ♦).",
            "folded_card" => "What happens to a card a player has played when he folds: it is taken out of the trick, or (Toepen) it stays and can even take the trick — if it takes the last one, nobody wins the hand.",
            "pretty_ones" => "When everyone left is on his last mark, anyone may ask for a redeal before the first card; all must agree.",
            "kolsch_round" => "A notice to a player whose four cards hold more than 37 pips: he buys a round of Kölsch.",
            "dealer" => "Who deals the next hand: its winner, or the next player clockwise.",
            "new_game_start" => "Who deals the first hand of the next game: the last hand's winner or the game's loser.",
            _ => return None,
        })
    }

    fn value_label(option: &str, value: &str) -> Option<&'static str> {
        Some(match (option, value) {
            ("hand_size", "4") => "4 cards",
            ("hand_size", "6") => "6 cards",
            ("hand_size", "8") => "8 cards",
            ("scoring", "count_down(7)") => "7 marks, struck off",
            ("scoring", "count_down(5)") => "5 points on a die",
            ("scoring", "count_up(7)") => "Points up to 7",
            ("scoring", "count_up(10)") => "Points up to 10",
            ("scoring", "count_up(15)") => "Points up to 15",
            ("scoring", "sebbe_knolle") => "Roman XII and Knollen",
            ("scoring", "escape") => "No points (the winner is safe)",
            ("end", "last_survivor") => "The last player left wins",
            ("end", "first_out_loses") => "The first player out loses",
            ("end", "tuppen_long_one") => "First out loses; the long one",
            ("knock_who", "anyone") => "Anyone, at any time",
            ("knock_who", "leader_only") => "Only the player on lead",
            ("knock_who", "on_turn") => "Only the player to play",
            ("knock_who", "nobody") => "Nobody",
            ("knock_max" | "max_blind_value", "2") => "Up to 2",
            ("knock_max" | "max_blind_value", "3") => "Up to 3",
            ("knock_max" | "max_blind_value", "4") => "Up to 4",
            ("knock_max" | "max_blind_value", "5") => "Up to 5",
            ("knock_max" | "max_blind_value", "6") => "Up to 6",
            ("knock_max" | "max_blind_value", "7") => "Up to 7",
            ("knock_max", "none") => "No maximum",
            ("max_blind_value", "none") => "No blind knocks",
            ("knock_limit", "strict_two_to_three") => "Up to your marks (on 2: to 3)",
            ("knock_limit", "strict") => "Up to your marks",
            ("knock_limit", "plus_one") => "One above your marks",
            ("knock_limit", "dark_plus_one") => "One above, only blind",
            ("knock_limit", "none") => "No limit",
            ("fold_cost", "value_before_knock") => "The value before the knock",
            ("fold_cost", "one") => "Always 1",
            ("poor", "forced_blind_two") => "Must knock blind to 2",
            ("poor", "hammer_announced") => "Announces his hammer",
            ("poor", "auto_two_prefold") => "Hand worth 2; others may lay down",
            ("poor", "all_games_two_after_first_hammer") => "Every hand 2 after the first hammer",
            ("poor", "none") => "No rule",
            ("four_courts", "none") => "No exchange",
            ("four_courts", "wipperfuerth_challenge") => "Exchange; turn 3, then the 4th",
            ("four_courts", "eifel_secret_exchange") => "Secret exchange; out with 2",
            ("four_courts", "toepen_challenge") => "Exchange; challenge costs 1",
            ("four_courts", "dirty_laundry") => "Laundry (and dirty laundry)",
            ("four_courts", "redeal") => "Deal again",
            ("four_courts", "free_exchange") => "Free exchange of four courts",
            ("lead_after_fold", "next_active") => "The next player",
            ("lead_after_fold", "marienheide_highest_card") => "The highest card in the trick",
            ("cross_suit_order", "rank_then_suit") => "Rank first, then ♣ ♠ ♥ ♦",
            ("cross_suit_order", "suit_then_rank") => "Suit first (♣ ♠ ♥ ♦), then rank",
            ("folded_card", "withdrawn") => "Taken out of the trick",
            ("folded_card", "stays_live") => "Stays in and can win",
            ("dealer", "winner_deals") => "The hand's winner",
            ("dealer", "next_clockwise") => "The next player clockwise",
            ("new_game_start", "winner_deals") => "The last hand's winner",
            ("new_game_start", "loser_deals") => "The game's loser",
            ("match", "single_game") => "One game",
            ("match", "games(3)") => "3 games",
            ("match", "games(5)") => "5 games",
            ("match", "games(7)") => "7 games",
            ("match", "games(10)") => "10 games",
            ("match", "open_ended") => "Games until you stop",
            ("match", "rhineland_tournament") => "Tournament: 5 × 5 games",
            ("match", "two_halves_playoff") => "Two halves and a play-off",
            ("match", "three_tables") => "Three tables of 10 hands",
            _ => return None,
        })
    }

    fn preset_name(preset: Preset) -> &'static str {
        match preset {
            Preset::Rhineland => "Siebenschräm (Rhineland Championship)",
            Preset::Wipperfuerth => "Schrööm (Wipperfürth)",
            Preset::Marienheide => "Schrööm (Marienheide)",
            Preset::Eifel => "Siwwe Strööm (Eifel)",
            Preset::Sebbe => "Sebbe Schröhm",
            Preset::DedenbachNewcomer => "Siwwe Schröhm for newcomers (Dedenbach)",
            Preset::DedenbachClassic => "Siwwe Schröhm classic (Dedenbach)",
            Preset::Tuppen => "Tuppen",
            Preset::Toepen => "Toepen",
        }
    }

    fn preset_summary(preset: Preset) -> &'static str {
        match preset {
            Preset::Rhineland => "Four players, four cards each; 10 9 8 7 A K Q J in every suit, no trumps, follow suit. Only the last trick wins. Everyone starts with 7 marks; a lost hand costs 1. Anyone may knock at any moment to raise the stake by one (up to 7, never twice in a row, not above your marks — on 2 you may knock to 3); the others hold or fold and pay the old stake. Blind knocks up to 4 before looking; a player on his last mark must knock blind to 2. If the leader folds, the suit led stays while someone still in has played it. The last player with marks wins.",
            Preset::Wipperfuerth => "Schrööm from Wipperfürth: 2–8 players, 7 points; you may knock one above your points. A player on his last point announces his hammer: a knock to 2 (he may look first); the others hold or fold for 1. Before the first card anyone may lay his hand face down for four new cards — offered for every hand, so it may be a bluff: a challenger turns three of the discards at random for free; a numeral costs the exchanger 1; after three courts he may stop or turn the fourth: a court costs him 1, a numeral the exchanger. When everyone left is on his last point, anyone may ask for pretty ones (all must agree). More than 37 pips in your hand: a round of Kölsch.",
            Preset::Marienheide => "Schrööm from Marienheide: 2–5 players with 5 points on a die; you may knock one above your points. If the player who led a trick folds during it, the highest card left in the trick takes it and leads on (rank first, then ♣ ♠ ♥ ♦); otherwise the next player leads. A series of games: when a game is over everyone starts again on 5 and the first player out deals. Play as many games as you like.",
            Preset::Eifel => "Siwwe Strööm: points count up from 0; whoever reaches 7 is out, the last player left wins. A player on 6 makes every hand worth 2 at once; the others decide before looking whether to play for 2 or lay their cards down for 1 point. Anyone may exchange his whole hand face down, claiming four courts: if someone challenges and it was true, the challenger is out of the hand with 2 points; if it was a bluff, the exchanger is.",
            Preset::Sebbe => "Sebbe Schröhm: 7 marks drawn as a Roman XII. Only the player on lead may raise to 2; the raiser and everyone who held at 2 may raise to 3, the most a hand is worth; marks do not limit knocks. A fold costs 1. A raiser who loses pays 1, a holder who loses pays the value. Four courts may be exchanged for new cards. Nobody is eliminated: below zero you write Knollen. Once someone is on his last mark every hand starts at 2, and when everyone is, the next hand is the final: its winner wins.",
            Preset::DedenbachNewcomer => "Siwwe Schröhm for newcomers: 2–5 players, 8 cards each (6 with 5 players), no points and no knocking. The winner of the last trick is safe and deals next; the others play on until two are left, and the one who does not take the last trick loses the half. After two halves the two half-losers play one 8-card hand: its loser is the overall loser (no play-off if one player lost both halves).",
            Preset::DedenbachClassic => "Siwwe Schröhm classic: 4 players, 4 cards. Every loser of a hand gets a point; the first to 7 has lost the game. A player on 6 must knock blind to 2 before the first card; there are no other blind knocks and no knock limit. Players who reach 7 in the same hand play the long one (8 cards) to decide who has lost.",
            Preset::Tuppen => "Tuppen: 2–8 players, dealt 2+2; points count up to 7 and you may knock up to your points left. A player on 6 must knock blind to 2. The first to reach 7 loses. When two or more stand on 6, only they play on: 4-card hands whose winner is safe, and the last two play one 8-card hand, the long one. Players who reach 7 together also play the long one.",
            Preset::Toepen => "Toepen as most Dutch apps play it: 2–8 players (usually 4), points up to 10 (or 15). Only the player about to play a card may knock, before playing it, never twice in a row; there is no maximum, but you may not knock above your points left. A fold costs the value before the knock. A player on 9 makes the hand worth 2: the others look and then play for 2 or leave for 1. Laundry: before the first card anyone may claim four courts, or three courts and a seven, and lay his hand face down; if someone turns it, a true claim costs the challenger 1 and the caller takes four new cards, a bluff costs the caller 1 and he plays on with his own cards. Unchallenged, he takes four new cards. The last player left wins.",
        }
    }

    fn rule_error(e: RuleError) -> String {
        use RuleError as E;
        match e {
            E::NoSuchSeat(s) => format!("There is no seat {}.", s.0 + 1),
            E::NotInPlay => "No hand is being played.".to_owned(),
            E::NotYourTurn => "It is not your turn.".to_owned(),
            E::NotActive => "You are not in this hand.".to_owned(),
            E::CardNotInHand(c) => format!("You do not hold the {}.", card_name(c)),
            E::MustFollowSuit(s) => format!("You must follow suit: play {}.", suit_plural(s)),
            E::KnockTwice => {
                "You knocked last: someone else must knock before you again.".to_owned()
            }
            E::KnockMax(m) => format!("The hand is already worth {m}, the most it can be."),
            E::KnockLimit { value, marks } => {
                format!("You may not knock to {value} with {marks} left.")
            }
            E::KnockNotLeader => {
                "Only the player on lead may raise (and, to 3, the raiser and those who held at 2)."
                    .to_owned()
            }
            E::KnockNotOnTurn => "Only the player about to play a card may knock.".to_owned(),
            E::NoKnocking => "There is no knocking in this hand.".to_owned(),
            E::BlindKnockAfterLooking => "You have looked: a blind knock is too late.".to_owned(),
            E::BlindKnockAfterLead => {
                "Blind knocks are only allowed before the first card.".to_owned()
            }
            E::BlindKnockLimit { value, max } => match max {
                Some(max) => format!("A blind knock may go up to {max}, not {value}."),
                None => "These rules have no blind knocks.".to_owned(),
            },
            E::ForcedKnockPending => "The player on the hammer must knock first.".to_owned(),
            E::ForcedKnockMustBeBlind => "Your forced knock must be made blind.".to_owned(),
            E::NoKnockToAnswer => "There is no knock to answer.".to_owned(),
            E::AlreadyLooked => "You have already looked at your cards.".to_owned(),
            E::DecideBeforeLooking => {
                "Against the hammer you decide before looking at your cards.".to_owned()
            }
            E::ExchangeNotAllowed => "These rules have no exchange.".to_owned(),
            E::ExchangeAfterLead => "Exchanges are only allowed before the first card.".to_owned(),
            E::AlreadyExchanged => "You have already exchanged in this hand.".to_owned(),
            E::StockTooSmall => "There are not enough cards left for an exchange.".to_owned(),
            E::NotAllCourts => "Only a hand of four courts may be exchanged.".to_owned(),
            E::NoExchangeToChallenge => "There is nothing to challenge.".to_owned(),
            E::BadTurnCount(n) => format!("You cannot turn {n} cards here."),
            E::PrettyOnesNotAllowed => {
                "Pretty ones only when everyone left is on their last mark, before the first card."
                    .to_owned()
            }
            E::NoRequestToAnswer => "There is no request to answer.".to_owned(),
            E::NotInVariant => "That is not part of these rules.".to_owned(),
        }
    }

    fn say(msg: &SchraemMsg<'_>) -> String {
        super::say_en::say(msg)
    }
}
