//! The score as players chalk it: strokes struck off (count-down), strokes added (count-up), a
//! Roman XII (Sebbe) or a die (Marienheide).

use yew::prelude::*;

/// How a preset keeps score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChalkStyle {
    /// `start` strokes; lost ones are struck through.
    CountDown { start: i32 },
    /// Strokes added up to `limit`.
    CountUp { limit: i32 },
    /// The Roman XII of Sebbe Schröhm (7 strokes); below zero, Knollen.
    RomanTwelve,
    /// A die showing the points (Marienheide).
    Die,
    /// No points (Dedenbach newcomers).
    None,
}

#[derive(Properties, PartialEq)]
pub struct ChalkProps {
    pub style: ChalkStyle,
    /// Marks as shown (left, or points gathered when counting up).
    pub marks: i32,
    /// Accessible text, e.g. "5 marks".
    pub label: AttrValue,
}

fn stroke(i: i32, struck: bool) -> Html {
    let x = 4 + i * 9;
    html! {
        <g>
            <line x1={x.to_string()} y1="4" x2={(x + 3).to_string()} y2="26" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>
            if struck {
                <line x1={(x - 4).to_string()} y1="18" x2={(x + 8).to_string()} y2="10" stroke="#e8b64c" stroke-width="2.5" stroke-linecap="round"/>
            }
        </g>
    }
}

#[function_component(Chalk)]
pub fn chalk(props: &ChalkProps) -> Html {
    let body = match props.style {
        ChalkStyle::CountDown { start } => (0..start)
            .map(|i| stroke(i, i >= props.marks))
            .collect::<Html>(),
        ChalkStyle::CountUp { limit } => (0..props.marks.clamp(0, limit))
            .map(|i| stroke(i, false))
            .collect::<Html>(),
        ChalkStyle::RomanTwelve => {
            // X drawn as four half-strokes, then II: 6 strokes; the first lost point strikes the
            // middle of the X.
            let lost = 7 - props.marks;
            let knollen = (-props.marks).max(0);
            html! {
                <>
                    <line x1="4" y1="4" x2="16" y2="15" stroke="currentColor" stroke-width="3" opacity={if lost >= 2 { "0.25" } else { "1" }}/>
                    <line x1="28" y1="4" x2="16" y2="15" stroke="currentColor" stroke-width="3" opacity={if lost >= 3 { "0.25" } else { "1" }}/>
                    <line x1="16" y1="15" x2="4" y2="26" stroke="currentColor" stroke-width="3" opacity={if lost >= 4 { "0.25" } else { "1" }}/>
                    <line x1="16" y1="15" x2="28" y2="26" stroke="currentColor" stroke-width="3" opacity={if lost >= 5 { "0.25" } else { "1" }}/>
                    if lost >= 1 { <line x1="8" y1="15" x2="24" y2="15" stroke="#e8b64c" stroke-width="2.5"/> }
                    <line x1="36" y1="4" x2="36" y2="26" stroke="currentColor" stroke-width="3" opacity={if lost >= 6 { "0.25" } else { "1" }}/>
                    <line x1="44" y1="4" x2="44" y2="26" stroke="currentColor" stroke-width="3" opacity={if lost >= 7 { "0.25" } else { "1" }}/>
                    { for (0..knollen.min(6)).map(|k| html! {
                        <circle cx={(56 + k * 10).to_string()} cy="15" r="4" fill="none" stroke="#e8b64c" stroke-width="2"/>
                    }) }
                </>
            }
        }
        ChalkStyle::Die => {
            let pips: &[(i32, i32)] = match props.marks {
                1 => &[(15, 15)],
                2 => &[(8, 8), (22, 22)],
                3 => &[(8, 8), (15, 15), (22, 22)],
                4 => &[(8, 8), (22, 8), (8, 22), (22, 22)],
                5 => &[(8, 8), (22, 8), (15, 15), (8, 22), (22, 22)],
                6 => &[(8, 8), (22, 8), (8, 15), (22, 15), (8, 22), (22, 22)],
                _ => &[],
            };
            html! {
                <>
                    <rect x="1" y="1" width="28" height="28" rx="5" fill="none" stroke="currentColor" stroke-width="2"/>
                    { for pips.iter().map(|(x, y)| html! { <circle cx={x.to_string()} cy={y.to_string()} r="2.6" fill="currentColor"/> }) }
                </>
            }
        }
        ChalkStyle::None => Html::default(),
    };
    html! {
        <span class="chalk" role="img" aria-label={props.label.clone()}>
            <svg viewBox="0 0 72 30" aria-hidden="true" focusable="false">{ body }</svg>
            <span class="chalk-number" aria-hidden="true">{ props.marks }</span>
        </span>
    }
}
