//! Scoring of one deal (RULES.md B1.3 and B1.7 with the options of B2). Pure functions of the
//! deal's tally, so tests and property checks can recompute a score independently of the state
//! machine.
//!
//! Scores are **penalty points**: positive is bad, negative is a bonus (a won Grand Hand, a
//! Durchmarsch).

use super::order::points;
use super::ruleset::{AllThreeTie, DivisorScope, Rounding, Ruleset, SkatTo, TieForMost};
use crate::cards::CardSet;
use crate::seat::Seat;
use serde::Serialize;

/// Everything about a finished deal that scoring needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tally {
    /// The Grand Hand soloist, or `None` for a Ramsch.
    pub soloist: Option<Seat>,
    /// Card points each seat took in tricks (the skat not included).
    pub trick_points: [u32; 3],
    /// Tricks each seat took.
    pub tricks: [u8; 3],
    /// Number (1..=10) of the last trick each seat won; 0 if none.
    pub last_won: [u8; 3],
    /// The final skat.
    pub skat: CardSet,
    /// Pushes in the skat round.
    pub pushes: u8,
    /// Kontra was said in a Grand Hand.
    pub kontra: bool,
    /// Re was said in a Grand Hand.
    pub re: bool,
    /// The soloist's matadors "with/without n" (hand and skat), for a Grand Hand.
    pub matadors: (u32, bool),
}

/// What a deal was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealKind {
    /// A Ramsch: the skat round was played and the most card points lose.
    Ramsch,
    /// A Grand Hand: one soloist against the other two.
    GrandHand,
}

/// The Grand Hand part of a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub struct GrandScore {
    /// The seat that played the Grand Hand.
    pub soloist: Seat,
    /// 61 or more card points, skat included.
    pub won: bool,
    /// Matadors n: the unbroken run of jacks from CJ the soloist had (or lacked).
    pub matadors: u32,
    /// "With" n matadors (the soloist held CJ); `false`: "without".
    pub with_matadors: bool,
    /// The soloist took 90 or more, or 30 or fewer, card points.
    pub schneider: bool,
    /// One side took every trick.
    pub schwarz: bool,
    /// matadors + game + hand + Schneider + Schwarz.
    pub multiplier: u32,
    /// 24 × multiplier × (2 for Kontra, 4 for Re): the game value.
    pub value: u32,
    /// An opponent said Kontra (× 2).
    pub kontra: bool,
    /// The soloist said Re (× 4 in all).
    pub re: bool,
}

/// The scored result of one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub struct DealResult {
    /// Whether the deal was a Ramsch or a Grand Hand.
    pub kind: DealKind,
    /// Card points each seat took in tricks.
    pub trick_points: [u32; 3],
    /// Card points that count: tricks plus the skat for its owner(s).
    pub card_points: [u32; 3],
    /// Tricks each seat took.
    pub tricks: [u8; 3],
    /// The final skat, turned up at the end.
    pub skat: CardSet,
    /// The seats the skat's card points were added to.
    pub skat_to: [bool; 3],
    /// Pushes in the skat round (each doubles a Ramsch score).
    pub pushes: u8,
    /// Some player took no trick (Ramsch): the loser's score is doubled.
    pub jungfrau: bool,
    /// The seat that took every trick in a Ramsch.
    pub durchmarsch: Option<Seat>,
    /// Seats that lost this Ramsch (most card points).
    pub losers: [bool; 3],
    /// All three players had the same card points.
    pub all_three_tie: bool,
    /// The deal is void (`all_three_tie = redeal`): it does not count and the dealer deals again.
    pub voided: bool,
    /// The product of the deal's multipliers: 2^pushes × Jungfrau for a Ramsch, Kontra/Re for a
    /// Grand Hand.
    pub multiplier: u32,
    /// The divisor applied to the score (1 or 10; 1 where `divisor_scope` leaves it out).
    pub divisor: u32,
    /// The loss rounded to the nearest ten before dividing (`rounding =
    /// nearest_ten_when_multiplied` and a multiplied loss), e.g. 192 → 190.
    pub rounded: Option<u32>,
    /// The Grand Hand details; `None` for a Ramsch.
    pub grand: Option<GrandScore>,
    /// Penalty points per seat (negative is a bonus).
    pub score: [i32; 3],
}

/// Scores a finished deal.
#[must_use]
pub fn score(rules: &Ruleset, tally: &Tally) -> DealResult {
    match tally.soloist {
        Some(soloist) => score_grand(rules, tally, soloist),
        None => score_ramsch(rules, tally),
    }
}

fn score_grand(rules: &Ruleset, tally: &Tally, soloist: Seat) -> DealResult {
    let s = soloist.index();
    let skat_points = points(tally.skat);
    let mut card_points = tally.trick_points;
    card_points[s] += skat_points;
    let mut skat_to = [false; 3];
    skat_to[s] = true;
    let own = card_points[s];
    let won = own >= 61;
    // Skat rule: Schneider and Schwarz count for whichever side suffered them.
    let schneider = own >= 90 || own <= 30;
    let schwarz = tally.tricks[s] == 10 || tally.tricks[s] == 0;
    let (matadors, with_matadors) = tally.matadors;
    // matadors + 1 game + 1 hand (+1 Schneider, +1 Schwarz).
    let multiplier = matadors + 2 + u32::from(schneider) + u32::from(schwarz);
    let doubling = match (tally.kontra, tally.re) {
        (true, true) => 4,
        (true, false) => 2,
        _ => 1,
    };
    let value = 24 * multiplier * doubling;
    let divisor = scope_divisor(rules);
    let mut score = [0; 3];
    score[s] = if won {
        -((value / divisor) as i32)
    } else {
        (u32::from(rules.lost_grand_factor) * value / divisor) as i32
    };
    DealResult {
        kind: DealKind::GrandHand,
        trick_points: tally.trick_points,
        card_points,
        tricks: tally.tricks,
        skat: tally.skat,
        skat_to,
        pushes: 0,
        jungfrau: false,
        durchmarsch: None,
        losers: [false; 3],
        all_three_tie: false,
        voided: false,
        multiplier: doubling,
        divisor,
        rounded: None,
        grand: Some(GrandScore {
            soloist,
            won,
            matadors,
            with_matadors,
            schneider,
            schwarz,
            multiplier,
            value,
            kontra: tally.kontra,
            re: tally.re,
        }),
        score,
    }
}

fn score_ramsch(rules: &Ruleset, tally: &Tally) -> DealResult {
    let skat_points = points(tally.skat);
    let trick_max = *tally.trick_points.iter().max().unwrap_or(&0);
    let skat_to: [bool; 3] = std::array::from_fn(|i| match rules.skat_to {
        // The last trick is trick 10.
        SkatTo::LastTrick => tally.last_won[i] == 10,
        SkatTo::Loser => tally.trick_points[i] == trick_max,
    });
    let card_points: [u32; 3] =
        std::array::from_fn(|i| tally.trick_points[i] + if skat_to[i] { skat_points } else { 0 });
    let push_factor = 1u32 << tally.pushes;
    let mut result = DealResult {
        kind: DealKind::Ramsch,
        trick_points: tally.trick_points,
        card_points,
        tricks: tally.tricks,
        skat: tally.skat,
        skat_to,
        pushes: tally.pushes,
        jungfrau: false,
        durchmarsch: None,
        losers: [false; 3],
        all_three_tie: false,
        voided: false,
        multiplier: push_factor,
        divisor: u32::from(rules.divisor),
        rounded: None,
        grand: None,
        score: [0; 3],
    };

    if let Some(marcher) = (0..3).find(|&i| tally.tricks[i] == 10) {
        // Durchmarsch: a bonus of 120, not divided (RULES.md B3), pushes only by option.
        let factor = if rules.durchmarsch_times_pushes {
            push_factor
        } else {
            1
        };
        let divisor = scope_divisor(rules);
        result.durchmarsch = Some(Seat(marcher as u8));
        result.multiplier = factor;
        result.divisor = divisor;
        result.score[marcher] = -((120 * factor / divisor) as i32);
        return result;
    }

    result.jungfrau = tally.tricks.contains(&0);
    let multiplier = push_factor * if result.jungfrau { 2 } else { 1 };
    result.multiplier = multiplier;
    let most = *card_points.iter().max().unwrap_or(&0);
    let tied: [bool; 3] = std::array::from_fn(|i| card_points[i] == most);
    let tied_count = tied.iter().filter(|&&t| t).count() as u32;
    let divisor = u32::from(rules.divisor);
    // After all multipliers: round down, or (C8) a multiplied loss to the nearest ten first,
    // as the French page's example does: 48 × 4 = 192 → 190 → 19.
    let amount = most * multiplier;
    let to_ten =
        rules.rounding == Rounding::NearestTenWhenMultiplied && multiplier > 1 && divisor > 1;
    let amount = if to_ten {
        let rounded = (amount + 5) / 10 * 10;
        result.rounded = Some(rounded);
        rounded
    } else {
        amount
    };
    let loss = |share: u32| (amount / (divisor * share)) as i32;

    if tied_count == 3 {
        result.all_three_tie = true;
        match rules.all_three_tie {
            AllThreeTie::Zero => {}
            AllThreeTie::Redeal => result.voided = true,
            AllThreeTie::Minus40 => {
                result.losers = [true; 3];
                result.score = [loss(1); 3];
            }
        }
        return result;
    }

    let losers: [bool; 3] = if tied_count == 2 && rules.tie_for_most == TieForMost::LastTrickLoses {
        // Of the tied players, the one who won a trick latest (the last trick if he has it).
        let latest = (0..3)
            .filter(|&i| tied[i])
            .max_by_key(|&i| tally.last_won[i])
            .unwrap_or(0);
        std::array::from_fn(|i| i == latest)
    } else {
        tied
    };
    let share = if tied_count == 2 && rules.tie_for_most == TieForMost::Share {
        2
    } else {
        1
    };
    result.losers = losers;
    result.score = losers.map(|lost| if lost { loss(share) } else { 0 });
    result
}

/// The divisor for Grand Hand values and the Durchmarsch bonus: only with
/// `divisor_scope = everything`.
fn scope_divisor(rules: &Ruleset) -> u32 {
    match rules.divisor_scope {
        DivisorScope::RamschOnly => 1,
        DivisorScope::Everything => u32::from(rules.divisor),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ramsch::Preset;

    fn ramsch(trick_points: [u32; 3], tricks: [u8; 3], last: usize, pushes: u8) -> Tally {
        let mut last_won = [0; 3];
        for i in 0..3 {
            if tricks[i] > 0 {
                last_won[i] = 1;
            }
        }
        last_won[last] = 10;
        Tally {
            soloist: None,
            trick_points,
            tricks,
            last_won,
            skat: CardSet::EMPTY,
            pushes,
            kontra: false,
            re: false,
            matadors: (0, false),
        }
    }

    #[test]
    fn french_example_48_points_two_pushes_is_19() {
        let rules = Ruleset::preset(Preset::SchieberamschFr);
        let result = score(&rules, &ramsch([48, 40, 32], [4, 3, 3], 0, 2));
        assert_eq!(result.score, [19, 0, 0]);
        let reference = Ruleset::preset(Preset::Schieberamsch);
        assert_eq!(
            score(&reference, &ramsch([48, 40, 32], [4, 3, 3], 0, 2)).score,
            [192, 0, 0]
        );
    }

    #[test]
    fn french_rounding_to_the_nearest_ten_when_multiplied() {
        let rules = Ruleset::preset(Preset::SchieberamschFr);
        // 48 × 2 = 96 → 100 → 10; unmultiplied 48 → 4 (down).
        assert_eq!(
            score(&rules, &ramsch([48, 40, 32], [4, 3, 3], 0, 1)).score,
            [10, 0, 0]
        );
        assert_eq!(
            score(&rules, &ramsch([48, 40, 32], [4, 3, 3], 0, 0)).score,
            [4, 0, 0]
        );
        let floor = Ruleset {
            rounding: Rounding::Floor,
            ..rules
        };
        assert_eq!(
            score(&floor, &ramsch([48, 40, 32], [4, 3, 3], 0, 1)).score,
            [9, 0, 0]
        );
    }

    #[test]
    fn divisor_scope_everything_divides_grand_hand_and_durchmarsch() {
        let rules = Ruleset {
            divisor_scope: DivisorScope::Everything,
            ..Ruleset::preset(Preset::SchieberamschFr)
        };
        let grand = Tally {
            soloist: Some(Seat(1)),
            trick_points: [30, 64, 26],
            matadors: (1, true),
            tricks: [3, 5, 2],
            last_won: [3, 10, 5],
            ..ramsch([0; 3], [1, 1, 1], 0, 0)
        };
        assert_eq!(score(&rules, &grand).score, [0, -7, 0]);
        let march = ramsch([120, 0, 0], [10, 0, 0], 0, 0);
        assert_eq!(score(&rules, &march).score, [-12, 0, 0]);
    }

    #[test]
    fn grand_with_one_64_points_is_72() {
        let rules = Ruleset::preset(Preset::Schieberamsch);
        let tally = Tally {
            soloist: Some(Seat(1)),
            trick_points: [30, 64, 26],
            matadors: (1, true),
            tricks: [3, 5, 2],
            last_won: [3, 10, 5],
            ..ramsch([0; 3], [1, 1, 1], 0, 0)
        };
        let result = score(&rules, &tally);
        assert_eq!(result.score, [0, -72, 0]);
        assert_eq!(result.grand.unwrap().value, 72);
    }
}
