//! The score sheet: every finished hand (Siebenschräm) or deal with its multipliers
//! (Schieberamsch), with running totals. Only results, which never contain a hidden card.

use crate::engine::ramsch::DealKind;
use crate::i18n::Lang;
use crate::session::LiveMatch;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties)]
pub struct SheetProps {
    pub live: Rc<LiveMatch>,
    /// Re-render when the match changes.
    pub version: u64,
    pub lang: Lang,
}

impl PartialEq for SheetProps {
    fn eq(&self, other: &Self) -> bool {
        self.version == other.version && self.lang == other.lang
    }
}

#[function_component(ScoreSheet)]
pub fn score_sheet(props: &SheetProps) -> Html {
    let t = props.lang.texts();
    let names = props.live.names();
    let head = html! {
        <tr>
            <th scope="col">{ t.deal }</th>
            { for names.iter().map(|n| html! { <th scope="col">{ n }</th> }) }
            <th scope="col">{ t.value }</th>
        </tr>
    };
    let body: Html = match &*props.live {
        LiveMatch::Schraem(m) => m
            .results()
            .iter()
            .enumerate()
            .map(|(i, r)| html! {
                <tr>
                    <th scope="row">{ i + 1 }</th>
                    { for r.losses.iter().enumerate().map(|(s, l)| html! {
                        <td class={classes!((s == r.winner.index()).then_some("winner"))}>
                            { if s == r.winner.index() { "✓".to_owned() } else if *l == 0 { "·".to_owned() } else { format!("−{l}") } }
                        </td>
                    }) }
                    <td>{ r.value }</td>
                </tr>
            })
            .collect(),
        LiveMatch::Ramsch(m) => m
            .sheet()
            .rows
            .iter()
            .map(|row| {
                let r = &row.result;
                let mut notes = Vec::new();
                if r.kind == DealKind::GrandHand {
                    notes.push(t.grand_hand.to_owned());
                }
                if r.pushes > 0 {
                    notes.push(format!("{} ×{}", t.push, 1u32 << r.pushes));
                }
                if r.jungfrau {
                    notes.push("Jungfrau ×2".to_owned());
                }
                if r.durchmarsch.is_some() {
                    notes.push("Durchmarsch".to_owned());
                }
                if let Some(g) = r.grand {
                    if g.kontra {
                        notes.push(t.kontra.to_owned());
                    }
                    if g.re {
                        notes.push(t.re.to_owned());
                    }
                }
                if r.divisor > 1 {
                    notes.push(format!("÷{}", r.divisor));
                }
                html! {
                    <tr>
                        <th scope="row">{ row.number + 1 }</th>
                        { for (0..3).map(|s| html! {
                            <td>
                                <span class="points">{ format!("{:+}", r.score[s]) }</span>
                                <span class="sub">{ format!(" ({} {} · Σ {})", r.card_points[s], t.card_points, row.totals[s]) }</span>
                            </td>
                        }) }
                        <td>{ format!("×{}", r.multiplier) }{ if notes.is_empty() { String::new() } else { format!(" — {}", notes.join(", ")) } }</td>
                    </tr>
                }
            })
            .collect(),
    };
    let totals: Html = match &*props.live {
        LiveMatch::Schraem(m) => html! {
            <tr class="totals">
                <th scope="row">{ t.total }</th>
                { for m.match_points().iter().map(|p| html! { <td>{ p }</td> }) }
                <td></td>
            </tr>
        },
        LiveMatch::Ramsch(m) => html! {
            <tr class="totals">
                <th scope="row">{ t.total }</th>
                { for m.totals().iter().map(|p| html! { <td>{ p }</td> }) }
                <td></td>
            </tr>
        },
    };
    html! {
        <div class="score-sheet">
            <h2>{ t.score_sheet }</h2>
            <table>
                <thead>{ head }</thead>
                <tbody>{ body }{ totals }</tbody>
            </table>
        </div>
    }
}
