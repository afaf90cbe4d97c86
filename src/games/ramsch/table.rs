//! The Schieberamsch table as one seat sees it: the three chips with penalty totals, the skat,
//! the trick, the prompt (Grand Hand, pick up or push, discard, play) and the hand, with the
//! discard chosen among the engine's legal discards.

use crate::engine::cards::CardSet;
use crate::engine::ramsch::{Action, Match, PhaseView, PlayerView, TrickView};
use crate::engine::Seat;
use crate::games::SeatInput;
use crate::i18n::ramsch::RamschMsg;
use crate::i18n::{Lang, Msg, Who};
use crate::present::pace::LastHand;
use crate::present::{
    around, side_of, ChalkStyle, Control, HandCard, HandCards, SeatChip, TableModel, TrickCard,
};
use crate::session::AnyAction;

/// The table as the seat of `seat` sees it, with the last finished deal's scores shown as `last`
/// says.
#[must_use]
pub fn table(seat: &SeatInput<Match>, lang: Lang, last: LastHand) -> TableModel {
    let view = &seat.view;
    let viewer = view.seat;
    let p = &view.public;
    let name = |s: Seat| p.players.get(s.index()).map_or("?", String::as_str);
    let (others, me) = around(viewer, p.players.len(), |s| chip(view, s, lang));
    let trick_of = |t: &TrickView| -> Vec<TrickCard> {
        t.cards
            .iter()
            .map(|&(seat, card)| TrickCard {
                seat,
                name: name(seat).to_owned(),
                card,
                winning: t.winner == Some(seat),
            })
            .collect()
    };
    let (trick, trick_done) = p
        .tricks
        .last()
        .map_or((Vec::new(), false), |t| (trick_of(t), t.winner.is_some()));
    let last_trick = p.tricks.iter().rev().find(|t| t.winner.is_some()).map(|t| {
        let who = match t.winner {
            Some(w) if viewer == Some(w) => Who::You,
            w => Who::Named(w.map_or("?", name)),
        };
        (lang.say(&Msg::LastTrickBy { who }), trick_of(t))
    });
    TableModel {
        status: status(p, lang),
        others,
        me,
        trick,
        trick_done,
        skat: (p.skat_size > 0).then_some(u32::from(p.skat_size)),
        prompt: prompt(view, lang),
        my_turn: viewer.is_some() && p.to_act == viewer && !p.finished,
        hand: hand(view, &seat.legal),
        controls: controls(view, &seat.legal, lang),
        other_knocks: Vec::new(),
        result: result(view, viewer, lang, last),
        last_trick,
        proceed: None,
    }
}

fn status(p: &crate::engine::ramsch::PublicView, lang: Lang) -> Vec<String> {
    let t = lang.texts();
    // Once the last deal is scored, the count stays on it ("Deal 12 of 12").
    let n = if p.finished {
        p.deals_counted.saturating_sub(1)
    } else {
        p.deals_counted
    };
    let mut status = vec![lang.say(&Msg::DealNumber {
        n: u32::from(n),
        of: p.deals_agreed,
    })];
    if p.soloist.is_some() {
        status.push(t.grand_hand.to_owned());
    }
    if p.pushes > 0 {
        status.push(format!("×{}", 1u32 << p.pushes));
    }
    if p.kontra.is_some() {
        status.push(t.kontra.to_owned());
    }
    if p.re {
        status.push(t.re.to_owned());
    }
    status
}

fn chip(view: &PlayerView, seat: Seat, lang: Lang) -> SeatChip {
    let t = lang.texts();
    let p = &view.public;
    let i = seat.index();
    let name = p.players.get(i).cloned().unwrap_or_default();
    let mut badges = Vec::new();
    if p.dealer == seat {
        badges.push(t.dealer.to_owned());
    }
    if p.soloist == Some(seat) {
        badges.push(t.soloist.to_owned());
    }
    if p.pushed_by.contains(&seat) {
        badges.push(t.pushed.to_owned());
    }
    if p.kontra == Some(seat) {
        badges.push(t.kontra.to_owned());
    }
    let score = p.totals[i];
    let style = ChalkStyle::Penalty;
    let score_label = style.words(lang, score);
    let cards = u32::from(p.hand_sizes[i]);
    let mut words = vec![name.clone()];
    words.extend(badges.iter().cloned());
    words.push(score_label.clone());
    words.push(lang.say(&Msg::CardsLeft { n: cards }));
    SeatChip {
        seat,
        name,
        score,
        chalk: style,
        score_label,
        badges,
        cards,
        played: CardSet::EMPTY,
        acting: p.to_act == Some(seat) && !p.finished,
        inactive: false,
        side: side_of(seat, view.seat, p.players.len()),
        label: words.join(", "),
    }
}

fn prompt(view: &PlayerView, lang: Lang) -> String {
    let p = &view.public;
    let t = lang.texts();
    let name = |s: Seat| p.players.get(s.index()).map_or("?", String::as_str);
    if p.finished {
        return t.game_over.to_owned();
    }
    let msg = match (p.phase, p.to_act) {
        (PhaseView::MatchOver, _) => return t.game_over.to_owned(),
        (PhaseView::AwaitingCards, _) | (_, None) => Msg::PromptOver,
        (phase, Some(s)) if Some(s) == view.seat => match phase {
            PhaseView::GrandHandOffer => Msg::from(RamschMsg::PromptGrandHand),
            PhaseView::SkatRound { picked_up: 0 } => Msg::from(RamschMsg::PromptSkat {
                factor: 1 << (p.pushes + 1),
            }),
            PhaseView::SkatRound { picked_up } => {
                Msg::from(RamschMsg::PromptDiscard { count: picked_up })
            }
            _ => Msg::PromptPlay,
        },
        (_, Some(s)) => Msg::WaitingFor { who: name(s) },
    };
    lang.say(&msg)
}

fn controls(view: &PlayerView, legal: &[Action], lang: Lang) -> Vec<Control> {
    let Some(seat) = view.seat else {
        return Vec::new();
    };
    let t = lang.texts();
    let primary = [Action::Pass, Action::PickUpBoth]
        .into_iter()
        .find(|a| legal.contains(a));
    let mut controls: Vec<Control> = legal
        .iter()
        .filter_map(|&action| {
            let label = match action {
                Action::GrandHand => t.grand_hand.to_owned(),
                Action::Pass => t.pass.to_owned(),
                Action::Kontra => t.kontra.to_owned(),
                Action::Re => t.re.to_owned(),
                Action::PickUpBoth => t.pick_up.to_owned(),
                Action::PickUpOne { slot } => format!("{} ({})", t.pick_up_one, slot + 1),
                Action::Push => t.push.to_owned(),
                Action::Discard { .. } | Action::Play { .. } => return None,
            };
            Some(Control {
                label,
                seat,
                action: AnyAction::Ramsch(action),
                primary: Some(action) == primary,
                apart: false,
            })
        })
        .collect();
    crate::engine::small_sort::sort_by_key(&mut controls, |c| !c.primary);
    controls
}

fn hand(view: &PlayerView, legal: &[Action]) -> HandCards {
    if view.seat.is_none() {
        return HandCards::None;
    }
    let choices: Vec<(CardSet, AnyAction)> = legal
        .iter()
        .filter_map(|&a| match a {
            Action::Discard { cards } => Some((cards, AnyAction::Ramsch(a))),
            _ => None,
        })
        .collect();
    // Shown as Skat players sort a hand: the jacks first.
    let cards = crate::games::hand_order::sorted::<Match>(view.hand.iter());
    if let Some(&(first, _)) = choices.first() {
        return HandCards::Choose {
            cards,
            count: first.len() as u8,
            choices,
        };
    }
    HandCards::Open(
        cards
            .into_iter()
            .map(|card| HandCard {
                card,
                play: legal
                    .contains(&Action::Play { card })
                    .then_some(AnyAction::Ramsch(Action::Play { card })),
            })
            .collect(),
    )
}

/// The last deal's scores as `last` says (until the next deal gets going and once the match is
/// over, while held, or not at all); the `viewer`'s own score is spoken to ("du +20").
fn result(view: &PlayerView, viewer: Option<Seat>, lang: Lang, last: LastHand) -> Option<String> {
    let p = &view.public;
    let shown = match last {
        LastHand::UntilNext => p.finished || view.history.iter().all(|e| e.action().is_none()),
        LastHand::Held => true,
        LastHand::Gone => false,
    };
    let row = p.sheet.rows.last().filter(|_| shown)?;
    let who = |s: usize| match p.players.get(s) {
        _ if viewer.is_some_and(|v| v.index() == s) => Who::You,
        name => Who::Named(name.map_or("?", String::as_str)),
    };
    let scores = (0..p.players.len())
        .map(|s| (who(s), row.result.score[s]))
        .collect();
    let mut text = lang.say(&Msg::from(RamschMsg::DealScored { scores }));
    if row.result.multiplier > 1 {
        text.push_str(&format!(" (×{})", row.result.multiplier));
    }
    Some(text)
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
