//! A shared hand, step by step: the public table after each action, what that action did in
//! words, and at the end the hand's result.

use super::{side_of, table_model, TableModel};
use crate::engine::Seat;
use crate::i18n::{Lang, Msg};
use crate::session::HandReplay;

/// One step of a replay.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayStep {
    /// The public table.
    pub table: TableModel,
    /// What the last action did, in sentences (at step 0: the deal).
    pub said: Vec<String>,
    /// "Step 3 of 12".
    pub position: String,
}

/// Step `step` (0: the deal, `replay.len()`: the end) of `replay` in `lang`.
#[must_use]
pub fn replay_step(replay: &HandReplay, step: usize, lang: Lang) -> Option<ReplayStep> {
    let step = step.min(replay.len());
    let frame = replay.frames().get(step)?;
    let up = frame.counts_up();
    let names = replay.names();
    let said = match step.checked_sub(1) {
        None => vec![lang.texts().the_deal.to_owned()],
        Some(i) => replay
            .events_of(i)
            .iter()
            .filter_map(|e| e.msg(names, up, None))
            .map(|m| lang.say(&m))
            .collect(),
    };
    Some(ReplayStep {
        table: seated_as(table_model(frame, lang), replay.viewer()),
        said,
        position: lang.say(&Msg::ReplayStep {
            i: step,
            n: replay.len(),
        }),
    })
}

/// The public table `model` (everyone among the others) seated as `viewer`'s table was: the
/// next seats clockwise from his left, then him at the bottom, each on the side his table put
/// him. Only the seating changes: the public view still shows no hand.
fn seated_as(mut model: TableModel, viewer: Seat) -> TableModel {
    let n = model.others.len();
    if viewer.index() >= n {
        return model;
    }
    let mut chips = std::mem::take(&mut model.others);
    crate::engine::small_sort::sort_by_key(&mut chips, |c| {
        (c.seat.index() + n - viewer.index() - 1) % n
    });
    for chip in &mut chips {
        chip.side = side_of(chip.seat, Some(viewer), n);
    }
    model.me = chips.pop();
    model.others = chips;
    model
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PresetId;
    use crate::present::HandCards;
    use crate::session::AnyMatch;

    #[test]
    fn a_replay_names_each_card_and_ends_on_the_hands_result() {
        for preset in ["rhineland", "schieberamsch"] {
            let names: Vec<String> = ["Anne", "Bert", "Carl", "Dora"]
                .iter()
                .take(if preset == "rhineland" { 4 } else { 3 })
                .map(|s| (*s).to_owned())
                .collect();
            let preset = PresetId::from_id(preset).unwrap();
            let mut live = AnyMatch::start(preset, &serde_json::Map::new(), names, 21).unwrap();
            while live.finished_hands() == 0 {
                let seat = live.to_act().unwrap();
                let a = live.legal_actions(seat)[0];
                live.apply(seat, a).unwrap();
            }
            let record = live.hand_record(0).unwrap();
            let replay = HandReplay::new(record).unwrap();
            let first = replay_step(&replay, 0, Lang::En).unwrap();
            assert_eq!(first.said, vec!["The deal".to_owned()]);
            let all: Vec<String> = (1..=replay.len())
                .flat_map(|i| replay_step(&replay, i, Lang::En).unwrap().said)
                .collect();
            assert!(
                all.iter().any(|s| s.contains(" of ")),
                "cards named: {all:?}"
            );
            let last = replay_step(&replay, replay.len(), Lang::En).unwrap();
            assert!(last.table.result.is_some(), "{:?}", last.table);
            assert_ne!(last.table.prompt, Lang::En.texts().game_over);
        }
    }

    /// Issue 26: the replay seated the players 1 2 3 4 across the top, while the table had
    /// shown the sharer at the bottom and the others clockwise from his left.
    #[test]
    fn a_replay_seats_the_players_as_the_sharers_table_did() {
        for record in crate::share::hand_link::tests::finished_hands() {
            let n = record.players.len();
            let live = AnyMatch::from_record(&record).unwrap();
            for v in 0..n {
                let viewer = Seat(v as u8);
                let table = table_model(&live.seat(Some(viewer), &[viewer]), Lang::De);
                let replay = HandReplay::new(record.clone()).unwrap().seen_by(viewer);
                for step in [0, replay.len()] {
                    let seen = replay_step(&replay, step, Lang::De).unwrap().table;
                    let seating = |m: &TableModel| {
                        let others: Vec<_> = m.others.iter().map(|c| (c.seat, c.side)).collect();
                        (others, m.me.as_ref().map(|c| c.seat))
                    };
                    assert_eq!(
                        seating(&seen),
                        seating(&table),
                        "{} seat {v}",
                        record.ruleset.preset
                    );
                    assert_eq!(seen.hand, HandCards::None, "no hand shows");
                }
            }
        }
    }
}
