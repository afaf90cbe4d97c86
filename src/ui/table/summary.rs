//! End-of-hand, end-of-deal and end-of-match summaries, in words, from public results only.

use crate::engine::ramsch::DealKind;
use crate::i18n::Lang;
use crate::session::LiveMatch;
use yew::prelude::*;

fn join_losses(names: &[String], losses: &[i32], up: bool) -> String {
    names
        .iter()
        .zip(losses)
        .filter(|(_, l)| **l != 0)
        .map(|(n, l)| {
            if up {
                format!("{n} +{l}")
            } else {
                format!("{n} −{l}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The result of the hand (or deal) just finished, shown until the next one gets going.
pub fn last_result(live: &LiveMatch, lang: Lang) -> Option<Html> {
    let names = live.names();
    let text = match live {
        LiveMatch::Schraem(m) => {
            let view = m.public_view();
            let hand = view.hand.as_ref()?;
            if !hand.trick.is_empty() || hand.tricks_done > 0 {
                return None;
            }
            let r = m.results().last()?;
            let up = matches!(
                m.ruleset().scoring,
                crate::engine::schraem::Scoring::CountUp(_)
            );
            let who = &names[r.winner.index()];
            let losses = join_losses(&names, &r.losses, up);
            match lang {
                Lang::En => format!("Last hand: {who} won at value {}. {losses}", r.value),
                Lang::De => format!("Letztes Spiel: {who} gewinnt für {}. {losses}", r.value),
                Lang::Fr => format!("Main précédente : {who} gagne à {}. {losses}", r.value),
            }
        }
        LiveMatch::Ramsch(m) => {
            let public = m.public_view();
            if !public.tricks.is_empty() || public.pushes > 0 {
                return None;
            }
            let row = m.sheet().rows.last()?;
            let r = &row.result;
            let scores = names
                .iter()
                .zip(r.score)
                .map(|(n, s)| format!("{n} {s:+}"))
                .collect::<Vec<_>>()
                .join(", ");
            let points = r
                .card_points
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" / ");
            let kind = if r.kind == DealKind::GrandHand {
                "Grand Hand"
            } else {
                "Ramsch"
            };
            match lang {
                Lang::En => format!(
                    "Last deal ({kind}): card points {points}, ×{}. {scores}",
                    r.multiplier
                ),
                Lang::De => format!(
                    "Letztes Spiel ({kind}): Augen {points}, ×{}. {scores}",
                    r.multiplier
                ),
                Lang::Fr => format!(
                    "Donne précédente ({kind}) : points {points}, ×{}. {scores}",
                    r.multiplier
                ),
            }
        }
    };
    Some(html! { <p class="last-result">{ text }</p> })
}

/// The standings when the match is over: best first.
pub fn final_standings(live: &LiveMatch, lang: Lang) -> Html {
    let names = live.names();
    let t = lang.texts();
    let (mut rows, lower_is_better): (Vec<(String, i32)>, bool) = match live {
        LiveMatch::Schraem(m) => (
            names
                .iter()
                .cloned()
                .zip(m.match_points().iter().copied())
                .collect(),
            false,
        ),
        LiveMatch::Ramsch(m) => (names.iter().cloned().zip(m.totals()).collect(), true),
    };
    rows.sort_by_key(|(_, p)| if lower_is_better { *p } else { -*p });
    let headline = match live {
        LiveMatch::Schraem(m) => m
            .winner()
            .map(|s| format!("{}: {}", t.winner, names[s.index()]))
            .or_else(|| {
                m.loser().map(|s| match lang {
                    Lang::En => format!("{} lost and buys a round.", names[s.index()]),
                    Lang::De => {
                        format!("{} hat verloren und gibt eine Runde aus.", names[s.index()])
                    }
                    Lang::Fr => format!("{} a perdu et paie une tournée.", names[s.index()]),
                })
            }),
        LiveMatch::Ramsch(_) => rows.first().map(|(n, _)| format!("{}: {n}", t.winner)),
    };
    html! {
        <>
            if let Some(h) = headline { <p class="headline">{ h }</p> }
            <ol class="standings">
                { for rows.into_iter().map(|(n, p)| html! { <li>{ format!("{n} — {p}") }</li> }) }
            </ol>
        </>
    }
}
