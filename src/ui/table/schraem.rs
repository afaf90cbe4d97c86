//! The Siebenschräm table: renders one seat's `PlayerView` (or the public view) and offers that
//! seat's legal actions. Every card shown comes from the view; no rule is decided here.

use super::cards::{CardButton, CardRow, HiddenCards};
use super::chalk::{Chalk, ChalkStyle};
use crate::engine::schraem::{Action, PhaseView, PlayerView, Scoring};
use crate::engine::Seat;
use crate::i18n::Lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SchraemTableProps {
    pub view: PlayerView,
    /// The viewer's legal actions (empty for the public view).
    pub legal: Vec<Action>,
    pub scoring: Scoring,
    pub lang: Lang,
    pub four_colour: bool,
    pub on_act: Callback<Action>,
}

/// The chalk style of a preset's scoring.
#[must_use]
pub fn chalk_style(scoring: Scoring) -> ChalkStyle {
    match scoring {
        Scoring::CountDown(5) => ChalkStyle::Die,
        Scoring::CountDown(n) => ChalkStyle::CountDown {
            start: i32::from(n),
        },
        Scoring::CountUp(n) => ChalkStyle::CountUp {
            limit: i32::from(n),
        },
        Scoring::SebbeKnolle => ChalkStyle::RomanTwelve,
        Scoring::Escape => ChalkStyle::None,
    }
}

fn marks_label(lang: Lang, marks: i32, up: bool) -> String {
    match (lang, up) {
        (Lang::En, false) if marks == 1 => "1 mark left".to_owned(),
        (Lang::En, false) => format!("{marks} marks left"),
        (Lang::En, true) => format!("{marks} points"),
        (Lang::De, false) => format!("noch {marks} Schräm"),
        (Lang::De, true) => format!("{marks} Punkte"),
        (Lang::Fr, false) if marks == 1 => "1 marque restante".to_owned(),
        (Lang::Fr, false) => format!("{marks} marques restantes"),
        (Lang::Fr, true) => format!("{marks} points"),
    }
}

/// The words of the hold/fold question: "Hold at 4, or fold and lose 3".
fn answer_prompt(lang: Lang, knocker: &str, value: u8, cost: i32) -> String {
    match lang {
        Lang::En => format!("{knocker} knocked. Hold at {value}, or fold and lose {cost}."),
        Lang::De => {
            format!("{knocker} hat geklopft. Halten für {value} oder passen und {cost} verlieren.")
        }
        Lang::Fr => format!("{knocker} a frappé. Tenir à {value}, ou se coucher et perdre {cost}."),
    }
}

fn action_label(action: Action, lang: Lang) -> Option<String> {
    let t = lang.texts();
    Some(match action {
        Action::Look => t.look_at_cards.to_owned(),
        Action::Knock => t.knock.to_owned(),
        Action::BlindKnock => match lang {
            Lang::En => "Knock blind".to_owned(),
            Lang::De => "Blind klopfen".to_owned(),
            Lang::Fr => "Frapper à l'aveugle".to_owned(),
        },
        Action::Hold => t.hold.to_owned(),
        Action::Fold => t.fold.to_owned(),
        Action::Exchange => t.exchange.to_owned(),
        Action::Challenge { turn } => format!("{} ({turn})", t.challenge),
        Action::Decline => t.decline.to_owned(),
        Action::RedealRequest => t.ask_redeal.to_owned(),
        Action::Agree => t.agree.to_owned(),
        Action::Play(_) => return None,
    })
}

#[function_component(SchraemTable)]
pub fn schraem_table(props: &SchraemTableProps) -> Html {
    let view = &props.view;
    let lang = props.lang;
    let t = lang.texts();
    let style = chalk_style(props.scoring);
    let up = matches!(props.scoring, Scoring::CountUp(_));
    let Some(hand) = &view.hand else {
        return html! { <p>{ t.game_over }</p> };
    };
    let name = |s: Seat| view.names.get(s.index()).cloned().unwrap_or_default();
    let me = view.seat;
    let act = |a: Action| {
        let cb = props.on_act.clone();
        Callback::from(move |_| cb.emit(a))
    };

    let prompt = match hand.phase {
        PhaseView::Answer {
            knocker,
            next,
            fold_cost,
        } if Some(next) == me => Some(answer_prompt(lang, &name(knocker), hand.value, fold_cost)),
        PhaseView::Answer { next, .. } => Some(format!("{} {}…", t.waiting_for, name(next))),
        PhaseView::Play { to_play } if Some(to_play) == me => Some(match lang {
            Lang::En => "Your turn: play a card.".to_owned(),
            Lang::De => "Du bist dran: spiel eine Karte.".to_owned(),
            Lang::Fr => "À vous : jouez une carte.".to_owned(),
        }),
        PhaseView::Play { to_play } => Some(format!("{} {}…", t.waiting_for, name(to_play))),
        PhaseView::Challenge { exchanger, next } => Some(format!(
            "{} — {}: {}",
            name(exchanger),
            t.exchange,
            if Some(next) == me {
                t.challenge.to_owned()
            } else {
                format!("{} {}…", t.waiting_for, name(next))
            }
        )),
        PhaseView::Pretty { requester, .. } => {
            Some(format!("{} — {}", name(requester), t.ask_redeal))
        }
        PhaseView::ForcedKnock { seat } => Some(format!("{} — {}", name(seat), t.knock)),
        PhaseView::Over => None,
    };

    let others: Vec<Seat> = (0..view.names.len() as u8)
        .map(Seat)
        .filter(|s| Some(*s) != me)
        .collect();
    let seat_panel = |s: Seat| {
        let i = s.index();
        let status = if view.out[i] {
            Some(t.out)
        } else if hand.folded[i] {
            Some(t.folded)
        } else {
            None
        };
        let acting = view.to_act == Some(s);
        html! {
            <li class={classes!("seat", acting.then_some("acting"), status.is_some().then_some("inactive"))}
                aria-label={name(s)}>
                <div class="seat-head">
                    <span class="seat-name">{ name(s) }</span>
                    if hand.dealer == s { <span class="badge" title="dealer">{ "D" }</span> }
                    if hand.last_knocker == Some(s) { <span class="badge knock-badge">{ t.last_knock }</span> }
                    if let Some(status) = status { <span class="badge">{ status }</span> }
                    <Chalk style={style} marks={view.marks[i]} label={AttrValue::from(marks_label(lang, view.marks[i], up))} />
                </div>
                <CardRow cards={hand.played[i]} lang={lang} four_colour={props.four_colour} label={format!("{}: {}", name(s), played_word(lang))} />
                <HiddenCards count={u32::from(hand.card_counts[i])} lang={lang} />
            </li>
        }
    };

    let controls: Vec<Action> = props
        .legal
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Play(_)))
        .collect();
    let playable: Vec<_> = props
        .legal
        .iter()
        .filter_map(|a| {
            if let Action::Play(c) = a {
                Some(*c)
            } else {
                None
            }
        })
        .collect();

    html! {
        <div class="schraem-table">
            <div class="table-status" aria-label={t.value}>
                <span class="value">{ format!("{}: {}", t.value, hand.value) }</span>
                if let Some(k) = hand.last_knocker { <span>{ format!(" · {}: {}", t.last_knock, name(k)) }</span> }
                <span>{ format!(" · {} {}", t.deal, hand.number + 1) }</span>
            </div>
            <ul class="opponents">{ for others.iter().map(|s| seat_panel(*s)) }</ul>
            <div class="trick" aria-label={t.trick}>
                { for hand.trick.iter().map(|(s, c)| html! {
                    <figure class="trick-card">
                        <CardButton card={*c} lang={lang} four_colour={props.four_colour} />
                        <figcaption>{ name(*s) }</figcaption>
                    </figure>
                }) }
            </div>
            if let Some(prompt) = prompt { <p class="prompt" role="status">{ prompt }</p> }
            if let Some(seat) = me {
                <div class="my-seat">
                    <div class="seat-head">
                        <span class="seat-name">{ name(seat) }</span>
                        <Chalk style={style} marks={view.marks[seat.index()]} label={AttrValue::from(marks_label(lang, view.marks[seat.index()], up))} />
                        if hand.folded[seat.index()] { <span class="badge">{ t.folded }</span> }
                    </div>
                    <CardRow cards={hand.played[seat.index()]} lang={lang} four_colour={props.four_colour} label={format!("{}: {}", name(seat), played_word(lang))} />
                    <div class="hand" role="group" aria-label={t.your_hand}>
                        { match hand.own_cards {
                            Some(cards) => cards.iter().map(|c| {
                                let can = playable.contains(&c);
                                html! { <CardButton card={c} lang={lang} four_colour={props.four_colour}
                                    onclick={can.then(|| act(Action::Play(c)))} disabled={!can} /> }
                            }).collect::<Html>(),
                            None => html! { <HiddenCards count={u32::from(hand.card_counts[seat.index()])} lang={lang} /> },
                        } }
                    </div>
                </div>
            }
            <div class="controls">
                { for controls.into_iter().filter_map(|a| action_label(a, lang).map(|label| {
                    let primary = matches!(a, Action::Hold | Action::Look);
                    html! { <button class={classes!(primary.then_some("primary"))} onclick={act(a)}>{ label }</button> }
                })) }
            </div>
        </div>
    }
}

fn played_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "cards played",
        Lang::De => "gespielte Karten",
        Lang::Fr => "cartes jouées",
    }
}
