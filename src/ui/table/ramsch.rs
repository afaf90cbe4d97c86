//! The Schieberamsch table: one seat's view (or the public view) and that seat's legal actions.
//! Discards are chosen by selecting cards; the engine's legal discards decide what can be chosen.

use super::cards::{CardButton, HiddenCards};
use crate::engine::cards::{Card, CardSet};
use crate::engine::ramsch::{Action, PhaseView, PublicView};
use crate::engine::Seat;
use crate::i18n::Lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RamschTableProps {
    pub public: PublicView,
    /// The viewer, his cards, the skat cards he picked up and what he discarded.
    pub me: Option<(Seat, CardSet, CardSet, CardSet)>,
    pub legal: Vec<Action>,
    pub lang: Lang,
    pub four_colour: bool,
    pub on_act: Callback<Action>,
}

fn label(action: Action, lang: Lang) -> Option<String> {
    let t = lang.texts();
    Some(match action {
        Action::GrandHand => t.grand_hand.to_owned(),
        Action::Pass => t.pass.to_owned(),
        Action::Kontra => t.kontra.to_owned(),
        Action::Re => t.re.to_owned(),
        Action::PickUpBoth => t.pick_up.to_owned(),
        Action::PickUpOne { slot } => format!("{} ({})", t.pick_up, slot + 1),
        Action::Push => t.push.to_owned(),
        Action::Discard { .. } | Action::Play { .. } => return None,
    })
}

#[function_component(RamschTable)]
pub fn ramsch_table(props: &RamschTableProps) -> Html {
    let p = &props.public;
    let lang = props.lang;
    let t = lang.texts();
    let selected = use_state(|| CardSet::EMPTY);
    let name = |s: Seat| p.players.get(s.index()).cloned().unwrap_or_default();
    let act = |a: Action| {
        let cb = props.on_act.clone();
        let selected = selected.clone();
        Callback::from(move |_| {
            selected.set(CardSet::EMPTY);
            cb.emit(a);
        })
    };
    let discards: Vec<CardSet> = props
        .legal
        .iter()
        .filter_map(|a| {
            if let Action::Discard { cards } = a {
                Some(*cards)
            } else {
                None
            }
        })
        .collect();
    let discard_size = discards.first().map_or(0, |c| c.len());
    let selectable = discards.iter().fold(CardSet::EMPTY, |acc, c| acc.union(*c));
    let playable: Vec<Card> = props
        .legal
        .iter()
        .filter_map(|a| {
            if let Action::Play { card } = a {
                Some(*card)
            } else {
                None
            }
        })
        .collect();
    let me_seat = props.me.map(|m| m.0);
    let others: Vec<Seat> = (0..3).map(Seat).filter(|s| Some(*s) != me_seat).collect();
    let current = p.tricks.last().filter(|tr| tr.winner.is_none());

    let prompt = match (p.phase, p.to_act) {
        (PhaseView::MatchOver, _) => Some(t.game_over.to_owned()),
        (_, Some(s)) if Some(s) == me_seat => Some(match (p.phase, lang) {
            (PhaseView::GrandHandOffer, Lang::En) => "Grand Hand, or pass?".to_owned(),
            (PhaseView::GrandHandOffer, Lang::De) => "Grand Hand oder passe?".to_owned(),
            (PhaseView::GrandHandOffer, Lang::Fr) => "Grand Hand, ou passer ?".to_owned(),
            (PhaseView::SkatRound { picked_up: 0 }, Lang::En) => format!(
                "Pick up the skat, or push it on (×{}).",
                1u32 << (p.pushes + 1)
            ),
            (PhaseView::SkatRound { picked_up: 0 }, Lang::De) => format!(
                "Skat aufnehmen oder schieben (×{}).",
                1u32 << (p.pushes + 1)
            ),
            (PhaseView::SkatRound { picked_up: 0 }, Lang::Fr) => format!(
                "Prenez le skat, ou poussez-le (×{}).",
                1u32 << (p.pushes + 1)
            ),
            (PhaseView::SkatRound { .. }, Lang::En) => {
                format!("Choose {discard_size} card(s) to discard.")
            }
            (PhaseView::SkatRound { .. }, Lang::De) => {
                format!("Wähle {discard_size} Karte(n) zum Drücken.")
            }
            (PhaseView::SkatRound { .. }, Lang::Fr) => {
                format!("Choisissez {discard_size} carte(s) à écarter.")
            }
            (_, Lang::En) => "Your turn: play a card.".to_owned(),
            (_, Lang::De) => "Du bist dran: spiel eine Karte.".to_owned(),
            (_, Lang::Fr) => "À vous : jouez une carte.".to_owned(),
        }),
        (_, Some(s)) => Some(format!("{} {}…", t.waiting_for, name(s))),
        _ => None,
    };

    let status = |s: Seat| {
        let i = s.index();
        html! {
            <div class="seat-head">
                <span class="seat-name">{ name(s) }</span>
                if p.dealer == s { <span class="badge" title="dealer">{ "D" }</span> }
                if p.soloist == Some(s) { <span class="badge">{ t.grand_hand }</span> }
                if p.pushed_by.contains(&s) { <span class="badge">{ t.push }</span> }
                <span class="score">{ format!("{}: {} · {}: {}", t.trick, p.tricks_won[i], t.total, p.totals[i]) }</span>
            </div>
        }
    };

    html! {
        <div class="ramsch-table">
            <div class="table-status">
                <span>{ format!("{} {} / {}", t.deal, p.deals_counted + 1, p.deals_agreed) }</span>
                if p.pushes > 0 { <span>{ format!(" · {} ×{}", t.multiplier, 1u32 << p.pushes) }</span> }
                if p.kontra.is_some() { <span>{ format!(" · {}", t.kontra) }</span> }
                if p.re { <span>{ format!(" · {}", t.re) }</span> }
            </div>
            <ul class="opponents">
                { for others.iter().map(|s| html! {
                    <li class={classes!("seat", (p.to_act == Some(*s)).then_some("acting"))} aria-label={name(*s)}>
                        { status(*s) }
                        <HiddenCards count={u32::from(p.hand_sizes[s.index()])} lang={lang} />
                    </li>
                }) }
            </ul>
            <div class="skat" aria-label={t.skat}>
                <span class="skat-label">{ t.skat }</span>
                <HiddenCards count={u32::from(p.skat_size)} lang={lang} />
            </div>
            <div class="trick" aria-label={t.trick}>
                { for current.into_iter().flat_map(|tr| tr.cards.iter()).map(|(s, c)| html! {
                    <figure class="trick-card">
                        <CardButton card={*c} lang={lang} four_colour={props.four_colour} />
                        <figcaption>{ name(*s) }</figcaption>
                    </figure>
                }) }
            </div>
            if let Some(prompt) = prompt { <p class="prompt" role="status">{ prompt }</p> }
            if let Some((seat, hand, picked, discarded)) = props.me {
                <div class="my-seat">
                    { status(seat) }
                    if !discarded.is_empty() {
                        <p class="note">{ format!("{}: {}", t.discard, discarded.iter().map(|c| crate::i18n::card_name(c, lang)).collect::<Vec<_>>().join(", ")) }</p>
                    }
                    <div class="hand" role="group" aria-label={t.your_hand}>
                        { for hand.iter().map(|c| {
                            if discard_size > 0 {
                                let on = selected.contains(c);
                                let can = selectable.contains(c);
                                let toggle = {
                                    let selected = selected.clone();
                                    Callback::from(move |_| {
                                        let mut next = *selected;
                                        if next.contains(c) { next.remove(c) } else { next.insert(c) }
                                        selected.set(next);
                                    })
                                };
                                html! { <CardButton card={c} lang={lang} four_colour={props.four_colour}
                                    onclick={can.then_some(toggle)} disabled={!can} pressed={Some(on)} /> }
                            } else {
                                let can = playable.contains(&c);
                                html! { <CardButton card={c} lang={lang} four_colour={props.four_colour}
                                    onclick={can.then(|| act(Action::Play { card: c }))} disabled={!can} /> }
                            }
                        }) }
                    </div>
                    if !picked.is_empty() && discard_size > 0 {
                        <p class="note">{ format!("{}: {}", t.pick_up, picked.iter().map(|c| crate::i18n::card_name(c, lang)).collect::<Vec<_>>().join(", ")) }</p>
                    }
                </div>
            }
            <div class="controls">
                if discard_size > 0 {
                    <button class="primary" disabled={!discards.contains(&*selected)}
                        onclick={act(Action::Discard { cards: *selected })}>{ t.discard }</button>
                }
                { for props.legal.iter().filter_map(|a| label(*a, lang).map(|l| (*a, l))).map(|(a, l)| html! {
                    <button onclick={act(a)}>{ l }</button>
                }) }
            </div>
        </div>
    }
}
