//! The score as players chalk it beside a name: strokes struck off (count-down), strokes added
//! (count-up), Sebbe's Roman XII with Knollen, Marienheide's die, or the number alone.

use crate::present::ChalkStyle;
use yew::prelude::*;

const INK: &str = "currentColor";
const STRIKE: &str = "#e8b64c";

// The drawings are SVG markup rather than `html!`: decorative, with no listeners, built as one
// string they cost a fraction of the code of a tree of virtual nodes (issue 30, docs/parts.md).

fn stroke(out: &mut String, i: i32, struck: bool) {
    let x = 4 + i * 9;
    out.push_str(&format!(
        r#"<g><line x1="{x}" y1="4" x2="{}" y2="26" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>"#,
        x + 3
    ));
    if struck {
        out.push_str(&format!(
            r#"<line x1="{}" y1="18" x2="{}" y2="10" stroke="{STRIKE}" stroke-width="2.5" stroke-linecap="round"/>"#,
            x - 4,
            x + 8
        ));
    }
    out.push_str("</g>");
}

fn roman_twelve(out: &mut String, score: i32) {
    // X as four half-strokes, then II: the first lost point strikes the middle of the X.
    let lost = 7 - score;
    let line = |out: &mut String, (x1, y1, x2, y2): (i32, i32, i32, i32), n: i32| {
        let opacity = if lost >= n { "0.25" } else { "1" };
        out.push_str(&format!(
            r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{INK}" stroke-width="3" opacity="{opacity}"/>"#
        ));
    };
    line(out, (4, 4, 16, 15), 2);
    line(out, (28, 4, 16, 15), 3);
    line(out, (16, 15, 4, 26), 4);
    line(out, (16, 15, 28, 26), 5);
    if lost >= 1 {
        out.push_str(&format!(
            r#"<line x1="8" y1="15" x2="24" y2="15" stroke="{STRIKE}" stroke-width="2.5"/>"#
        ));
    }
    line(out, (36, 4, 36, 26), 6);
    line(out, (44, 4, 44, 26), 7);
    for k in 0..(-score).clamp(0, 2) {
        out.push_str(&format!(
            r#"<circle cx="{}" cy="15" r="4" fill="none" stroke="{STRIKE}" stroke-width="2"/>"#,
            56 + k * 10
        ));
    }
}

fn die(out: &mut String, score: i32) {
    let pips: &[(i32, i32)] = match score {
        1 => &[(15, 15)],
        2 => &[(8, 8), (22, 22)],
        3 => &[(8, 8), (15, 15), (22, 22)],
        4 => &[(8, 8), (22, 8), (8, 22), (22, 22)],
        5 => &[(8, 8), (22, 8), (15, 15), (8, 22), (22, 22)],
        _ => &[],
    };
    out.push_str(&format!(
        r#"<rect x="1" y="1" width="28" height="28" rx="5" fill="none" stroke="{INK}" stroke-width="2"/>"#
    ));
    for (x, y) in pips {
        out.push_str(&format!(
            r#"<circle cx="{x}" cy="{y}" r="2.6" fill="{INK}"/>"#
        ));
    }
}

/// The drawing's SVG markup, or `None` for a style drawn as the figure alone.
fn drawing(style: ChalkStyle, score: i32) -> Option<String> {
    let mut out = String::new();
    let width = match style {
        ChalkStyle::CountDown { start } => {
            (0..start).for_each(|i| stroke(&mut out, i, i >= score));
            start * 9 + 6
        }
        ChalkStyle::CountUp { limit } => {
            (0..score.clamp(0, limit)).for_each(|i| stroke(&mut out, i, false));
            limit * 9 + 6
        }
        ChalkStyle::RomanTwelve => {
            roman_twelve(&mut out, score);
            76
        }
        ChalkStyle::Die => {
            die(&mut out, score);
            30
        }
        ChalkStyle::None | ChalkStyle::Penalty => return None,
    };
    Some(format!(
        r#"<svg viewBox="0 0 {width} 30" aria-hidden="true" focusable="false" width="{}.{}" height="12">{out}</svg>"#,
        width * 4 / 10,
        width * 4 % 10
    ))
}

/// The chalk marks of `score` in `style` and (with `figure`) the figure beside them; `label` is
/// the score in words, for screen readers (the drawing is decorative). A plain function, not a
/// component: it uses no hooks, and a component costs ≈ 2 KB of framework code (issue 30).
pub fn chalk(style: ChalkStyle, score: i32, label: &str, figure: bool) -> Html {
    if label.is_empty() {
        // No marks at all (escape hands): nothing to draw or say.
        return Html::default();
    }
    html! {
        <span class="chalk" role="img" aria-label={label.to_owned()}>
            if let Some(svg) = drawing(style, score) {
                { Html::from_html_unchecked(svg.into()) }
            }
            if figure {
                <span class="chalk-figure" aria-hidden="true">{ style.figure(score) }</span>
            }
        </span>
    }
}
