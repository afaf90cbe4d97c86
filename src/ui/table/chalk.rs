//! The score as players chalk it beside a name: strokes struck off (count-down), strokes added
//! (count-up), Sebbe's Roman XII with Knollen, Marienheide's die, or the number alone.

use crate::present::ChalkStyle;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChalkProps {
    pub style: ChalkStyle,
    /// The score as shown (marks left, points reached, penalty total).
    pub score: i32,
    /// The score in words, for screen readers (the drawing is decorative).
    pub label: AttrValue,
    /// Draw the figure beside the strokes.
    #[prop_or(true)]
    pub figure: bool,
}

const INK: &str = "currentColor";
const STRIKE: &str = "#e8b64c";

fn stroke(i: i32, struck: bool) -> Html {
    let x = 4 + i * 9;
    html! {
        <g>
            <line x1={x.to_string()} y1="4" x2={(x + 3).to_string()} y2="26" stroke={INK} stroke-width="3" stroke-linecap="round"/>
            if struck {
                <line x1={(x - 4).to_string()} y1="18" x2={(x + 8).to_string()} y2="10" stroke={STRIKE} stroke-width="2.5" stroke-linecap="round"/>
            }
        </g>
    }
}

fn roman_twelve(score: i32) -> Html {
    // X as four half-strokes, then II: the first lost point strikes the middle of the X.
    let lost = 7 - score;
    let faded = |n: i32| if lost >= n { "0.25" } else { "1" };
    html! {
        <>
            <line x1="4" y1="4" x2="16" y2="15" stroke={INK} stroke-width="3" opacity={faded(2)}/>
            <line x1="28" y1="4" x2="16" y2="15" stroke={INK} stroke-width="3" opacity={faded(3)}/>
            <line x1="16" y1="15" x2="4" y2="26" stroke={INK} stroke-width="3" opacity={faded(4)}/>
            <line x1="16" y1="15" x2="28" y2="26" stroke={INK} stroke-width="3" opacity={faded(5)}/>
            if lost >= 1 { <line x1="8" y1="15" x2="24" y2="15" stroke={STRIKE} stroke-width="2.5"/> }
            <line x1="36" y1="4" x2="36" y2="26" stroke={INK} stroke-width="3" opacity={faded(6)}/>
            <line x1="44" y1="4" x2="44" y2="26" stroke={INK} stroke-width="3" opacity={faded(7)}/>
            { for (0..(-score).clamp(0, 2)).map(|k| html! {
                <circle cx={(56 + k * 10).to_string()} cy="15" r="4" fill="none" stroke={STRIKE} stroke-width="2"/>
            }) }
        </>
    }
}

fn die(score: i32) -> Html {
    let pips: &[(i32, i32)] = match score {
        1 => &[(15, 15)],
        2 => &[(8, 8), (22, 22)],
        3 => &[(8, 8), (15, 15), (22, 22)],
        4 => &[(8, 8), (22, 8), (8, 22), (22, 22)],
        5 => &[(8, 8), (22, 8), (15, 15), (8, 22), (22, 22)],
        _ => &[],
    };
    html! {
        <>
            <rect x="1" y="1" width="28" height="28" rx="5" fill="none" stroke={INK} stroke-width="2"/>
            { for pips.iter().map(|(x, y)| html! { <circle cx={x.to_string()} cy={y.to_string()} r="2.6" fill={INK}/> }) }
        </>
    }
}

/// The chalk marks and the figure beside them.
#[function_component(Chalk)]
pub fn chalk(props: &ChalkProps) -> Html {
    if props.label.is_empty() {
        // No marks at all (escape hands): nothing to draw or say.
        return Html::default();
    }
    let (drawing, width) = match props.style {
        ChalkStyle::CountDown { start } => (
            (0..start)
                .map(|i| stroke(i, i >= props.score))
                .collect::<Html>(),
            start * 9 + 6,
        ),
        ChalkStyle::CountUp { limit } => (
            (0..props.score.clamp(0, limit))
                .map(|i| stroke(i, false))
                .collect::<Html>(),
            limit * 9 + 6,
        ),
        ChalkStyle::RomanTwelve => (roman_twelve(props.score), 76),
        ChalkStyle::Die => (die(props.score), 30),
        ChalkStyle::None | ChalkStyle::Penalty => (Html::default(), 0),
    };
    html! {
        <span class="chalk" role="img" aria-label={props.label.clone()}>
            if width > 0 {
                <svg viewBox={format!("0 0 {width} 30")} aria-hidden="true" focusable="false"
                    width={format!("{}.{}", width * 4 / 10, width * 4 % 10)} height="12">{ drawing }</svg>
            }
            if props.figure {
                <span class="chalk-figure" aria-hidden="true">{ props.style.figure(props.score) }</span>
            }
        </span>
    }
}
