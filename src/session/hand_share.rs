//! "Share this hand": the last finished hand (Siebenschräm) or deal (Schieberamsch) cut out of the
//! match record as a record of its own — the position it started from, its explicit deal and its
//! actions — so a link can replay just that hand.

use super::live::LiveMatch;
use crate::engine::record::{Deal, Record, Start};
use crate::engine::{ramsch, schraem, Seat};

/// The number of the hand (deal) in progress after the first `k` actions of `record`.
fn hand_number(live: &LiveMatch, record: &Record, k: usize) -> Option<u32> {
    let mut cut = record.clone();
    cut.actions.truncate(k);
    match LiveMatch::from_record(live.game(), &cut).ok()? {
        LiveMatch::Schraem(m) => m.public_view().hand.map(|h| h.number),
        LiveMatch::Ramsch(m) => Some(m.public_view().deal_number),
    }
}

/// The first `k` at which hand `target` (or a later one) is in progress: hand numbers never go
/// down as actions are added, so a binary search over replays finds it.
fn first_action_of(live: &LiveMatch, record: &Record, target: u32) -> Option<usize> {
    let (mut lo, mut hi) = (0usize, record.actions.len());
    if hand_number(live, record, hi)? < target {
        return None;
    }
    while lo < hi {
        let mid = (lo + hi) / 2;
        if hand_number(live, record, mid)? >= target {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Some(lo)
}

/// The last finished hand of `live` as a record of its own, checked by replaying it; `None` when
/// no hand has finished yet or the hand cannot stand alone (e.g. the escape hands of Dedenbach).
#[must_use]
pub fn last_hand_record(live: &LiveMatch) -> Option<Record> {
    let record = live.to_record();
    let current = hand_number(live, &record, record.actions.len())?;
    let last = current.checked_sub(1)?;
    let start = first_action_of(live, &record, last)?;
    let end = first_action_of(live, &record, current)?;
    let mut before = record.clone();
    before.actions.truncate(start);
    let (deal, first) = match LiveMatch::from_record(live.game(), &before).ok()? {
        LiveMatch::Schraem(m) => {
            let view = m.public_view();
            let hand = view.hand?;
            let deal = Deal {
                hands: m
                    .dealt()
                    .iter()
                    .map(|cards| cards.iter().collect())
                    .collect(),
                skat: Vec::new(),
            };
            let start = Start {
                marks: Some(view.marks.clone()),
                points: None,
                dealer: Some(hand.dealer.0),
                value: (hand.value > 1).then_some(hand.value),
            };
            (deal, start)
        }
        LiveMatch::Ramsch(m) => {
            let state = m.deal()?;
            let deal = Deal {
                hands: (0..3)
                    .map(|s| state.hand(Seat(s)).iter().collect())
                    .collect(),
                skat: state.skat().iter().collect(),
            };
            let start = Start {
                marks: None,
                points: Some(m.totals().to_vec()),
                dealer: Some(m.dealer().0),
                value: None,
            };
            (deal, start)
        }
    };
    let mut options = record.ruleset.options.clone();
    // One hand, not the whole match format.
    match live {
        LiveMatch::Schraem(_) => {
            options.insert(
                "match".to_owned(),
                schraem::MatchFormat::SingleGame.id().into(),
            );
        }
        LiveMatch::Ramsch(_) => {
            options.insert(
                "deals".to_owned(),
                ramsch::Ruleset::preset(ramsch::Preset::Schieberamsch)
                    .deals
                    .into(),
            );
        }
    }
    let hand = Record {
        format: record.format.clone(),
        ruleset: crate::engine::record::RulesetSpec {
            preset: record.ruleset.preset.clone(),
            options,
        },
        players: record.players.clone(),
        start: Some(first),
        deals: vec![deal],
        seed: None,
        actions: record.actions[start..end].to_vec(),
    };
    LiveMatch::from_record(live.game(), &hand).ok()?;
    Some(hand)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameKind, Xoshiro256StarStar};
    use crate::session::MatchSetup;

    fn play_until_hands(game: GameKind, hands: usize, seed: u64) -> LiveMatch {
        let setup = MatchSetup::default_for(game);
        let mut live = LiveMatch::start(&setup, seed).unwrap();
        let mut rng = Xoshiro256StarStar::from_seed(seed);
        let done = |l: &LiveMatch| match l {
            LiveMatch::Schraem(m) => m.results().len(),
            LiveMatch::Ramsch(m) => m.sheet().rows.len(),
        };
        while done(&live) < hands {
            let s = live.to_act().unwrap();
            let legal = live.legal_actions(s);
            live.apply(s, legal[rng.below(legal.len() as u64) as usize])
                .unwrap();
        }
        live
    }

    #[test]
    fn the_shared_hand_replays_to_the_same_result() {
        let live = play_until_hands(GameKind::Siebenschraem, 2, 12);
        let LiveMatch::Schraem(m) = &live else {
            unreachable!()
        };
        let hand = last_hand_record(&live).expect("a finished hand can be shared");
        let LiveMatch::Schraem(alone) =
            LiveMatch::from_record(GameKind::Siebenschraem, &hand).unwrap()
        else {
            unreachable!()
        };
        let original = m.results().last().unwrap();
        let replayed = alone.results().first().unwrap();
        assert_eq!(
            (replayed.winner, replayed.value, &replayed.losses),
            (original.winner, original.value, &original.losses)
        );
        assert!(hand.actions.len() < live.to_record().actions.len());
    }

    #[test]
    fn the_shared_deal_scores_the_same() {
        let live = play_until_hands(GameKind::Schieberamsch, 2, 3);
        let LiveMatch::Ramsch(m) = &live else {
            unreachable!()
        };
        let hand = last_hand_record(&live).expect("a finished deal can be shared");
        let LiveMatch::Ramsch(alone) =
            LiveMatch::from_record(GameKind::Schieberamsch, &hand).unwrap()
        else {
            unreachable!()
        };
        assert_eq!(
            alone.sheet().rows[0].result.score,
            m.sheet().rows.last().unwrap().result.score
        );
    }

    #[test]
    fn nothing_to_share_before_the_first_hand_ends() {
        let setup = MatchSetup::default_for(GameKind::Siebenschraem);
        let live = LiveMatch::start(&setup, 1).unwrap();
        assert_eq!(last_hand_record(&live), None);
    }
}
