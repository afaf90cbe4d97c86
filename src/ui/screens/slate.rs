//! The slate for real cards: the chalk at each name; for the next hand, the value it ended at,
//! how each player ended it and who took the last trick; what that costs, in words, before it
//! is entered; undo of the last entry; the score sheet; the standings at the end.

use super::frame;
use crate::engine::schraem::{HandEntry, LastTrick, SeatEntry};
use crate::engine::Seat;
use crate::i18n::Msg;
use crate::present::slate::{preview, slate_model, SlateModel};
use crate::session::{AppAction, RealCardsAction, Screen};
use crate::ui::app::ScreenProps;
use crate::ui::effect::use_effect_on;
use crate::ui::table::{SheetView, Standings};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// What the form holds for the hand being entered.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    /// The slate (its seed) and version the form belongs to: a booked hand, an undo or another
    /// slate starts a fresh form.
    version: (u64, u32, usize),
    value: u8,
    seats: Vec<SeatEntry>,
    last: Option<LastTrick>,
}

impl Form {
    fn fresh(version: (u64, u32, usize), model: &SlateModel) -> Form {
        Form {
            version,
            value: model.values.0,
            seats: vec![SeatEntry::default(); model.players.len()],
            last: None,
        }
    }

    fn stays(&self, seat: Seat) -> bool {
        let e = self.seats[seat.index()];
        e.folded_at.is_none() && !e.out_by_challenge
    }

    /// The entry, once the last trick is chosen among those it can be.
    fn entry(&self, model: &SlateModel) -> Option<HandEntry> {
        let last = self.last.filter(|l| match *l {
            LastTrick::Won(s) => self.stays(s),
            LastTrick::FoldedCard(s) => {
                model.folded_card_wins && self.seats[s.index()].folded_at.is_some()
            }
        })?;
        Some(HandEntry {
            value: self.value,
            seats: self.seats.clone(),
            last_trick: last,
        })
    }
}

/// The choice of a player's select: played on, folded at a value, or out after a challenge.
const STAYED: &str = "in";
const OUT: &str = "out";

#[function_component(SlateScreen)]
pub fn slate_screen(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let st = lang.screen_texts();
    let slate = state.slate.as_ref().expect("shown only with a slate");
    let model = slate_model(slate, lang);
    let version = (slate.seed, slate.version, slate.entries.len());
    let form = use_state(|| Form::fresh(version, &model));
    let current = if form.version == version {
        (*form).clone()
    } else {
        Form::fresh(version, &model)
    };
    let update = {
        let form = form.clone();
        let current = current.clone();
        move |f: &dyn Fn(&mut Form)| {
            let mut next = current.clone();
            f(&mut next);
            form.set(next);
        }
    };
    let copied = use_state(|| false);
    let sheet_text = crate::present::sheet::sheet_text(&model.sheet, st.slate, lang);
    // A booked hand or an undo: back to the top, where the chalk and the last hand show.
    use_effect_on(version, |_| crate::ui::dom::scroll_to_top());
    let d = state.dispatcher();
    if let Some(over) = model.over.clone() {
        return frame(
            state,
            st.slate,
            "slate-screen",
            html! {
                <>
                    <Standings standings={over} {lang} />
                    <div class="row">
                        <button type="button" onclick={{ let d = d.clone(); Callback::from(move |_| d.dispatch(AppAction::from(RealCardsAction::SlateUndo))) }}>{ st.slate_undo }</button>
                        <button type="button" class="primary" onclick={super::go(state, Screen::NewGame)}>{ st.slate_new }</button>
                    </div>
                    <SheetView sheet={model.sheet.clone()} {lang} />
                    { super::copy_text(sheet_text, &copied, lang) }
                </>
            },
        );
    }
    let entry = current.entry(&model);
    let verdict = entry.as_ref().map(|e| preview(slate, e, lang));
    let on_value = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            let v: u8 = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(1);
            update(&|f: &mut Form| {
                f.value = v;
                for s in &mut f.seats {
                    // A fold above the new value cannot be: back to "played on".
                    if s.folded_at.is_some_and(|at| at > v) {
                        s.folded_at = None;
                    }
                }
            });
        })
    };
    let (lo, hi) = model.values;
    let fold_values: Vec<u8> = (model.lowest_fold..=current.value).collect();
    let rows = model.players.iter().filter(|p| p.in_hand).map(|p| {
        let i = p.seat.index();
        let e = current.seats[i];
        let on_status = {
            let update = update.clone();
            let out = model.challenge_out.unwrap_or(0);
            Callback::from(move |ev: Event| {
                let v = ev.target_unchecked_into::<HtmlSelectElement>().value();
                update(&|f: &mut Form| {
                    let s = &mut f.seats[i];
                    s.folded_at = v.parse().ok();
                    s.out_by_challenge = v == OUT;
                    s.penalty = if v == OUT { out } else if out > 0 { 0 } else { s.penalty };
                });
            })
        };
        let on_penalty = {
            let update = update.clone();
            Callback::from(move |ev: Event| {
                let n: u8 = ev.target_unchecked_into::<HtmlSelectElement>().value().parse().unwrap_or(0);
                update(&|f: &mut Form| f.seats[i].penalty = n);
            })
        };
        let on_knock = {
            let update = update.clone();
            Callback::from(move |ev: Event| {
                let on = ev.target_unchecked_into::<HtmlInputElement>().checked();
                update(&|f: &mut Form| f.seats[i].knocked = on);
            })
        };
        let status = match (e.folded_at, e.out_by_challenge) {
            (Some(at), _) => at.to_string(),
            (None, true) => OUT.to_owned(),
            (None, false) => STAYED.to_owned(),
        };
        html! {
            <li class="slate-player" key={i}>
                <span class="who">{ p.name.clone() }</span>
                <select onchange={on_status} aria-label={p.name.clone()}>
                    <option value={STAYED} selected={status == STAYED}>{ st.slate_stayed }</option>
                    { for fold_values.iter().map(|&v| html! {
                        <option value={v.to_string()} selected={status == v.to_string()}>{ lang.say(&Msg::SlateFoldedAt { value: v }) }</option>
                    }) }
                    if model.challenge_out.is_some() {
                        <option value={OUT} selected={status == OUT}>{ st.slate_out_challenge }</option>
                    }
                </select>
                if model.challenge_penalty.is_some() {
                    <label class="penalty">
                        <span>{ st.slate_penalty }</span>
                        <select onchange={on_penalty} aria-label={lang.labelled(&p.name, st.slate_penalty)}>
                            { for (0..=3u8).map(|n| html! { <option selected={e.penalty == n}>{ n }</option> }) }
                        </select>
                    </label>
                }
                if model.knocks_count {
                    <label class="check">
                        <input type="checkbox" checked={e.knocked} onchange={on_knock}
                            aria-label={lang.labelled(&p.name, st.slate_knocked)} />
                        <span>{ st.slate_knocked }</span>
                    </label>
                }
            </li>
        }
    });
    let choice = |last: LastTrick, label: String| {
        let update = update.clone();
        let pressed = current.last == Some(last);
        html! {
            <button type="button" aria-pressed={pressed.to_string()}
                onclick={Callback::from(move |_| update(&|f: &mut Form| f.last = Some(last)))}>{ label }</button>
        }
    };
    let winners = model
        .players
        .iter()
        .filter(|p| p.in_hand && current.stays(p.seat))
        .map(|p| choice(LastTrick::Won(p.seat), p.name.clone()));
    let folded_cards = model
        .players
        .iter()
        .filter(|p| model.folded_card_wins && current.seats[p.seat.index()].folded_at.is_some())
        .map(|p| {
            choice(
                LastTrick::FoldedCard(p.seat),
                lang.say(&Msg::SlateFoldedCard { who: &p.name }),
            )
        });
    let enter = {
        let d = d.clone();
        let entry = entry.clone();
        Callback::from(move |_| {
            if let Some(e) = entry.clone() {
                d.dispatch(AppAction::from(RealCardsAction::SlateEnter(e)));
            }
        })
    };
    let can_enter = matches!(verdict, Some(Ok(_)));
    frame(
        state,
        st.slate,
        "slate-screen",
        html! {
            <>
                <ul class="slate chalk-list">
                    { for model.sheet.slate.iter().map(|(name, style, score, words)| html! {
                        <li>
                            <span class="slate-name">{ name.clone() }</span>
                            { crate::ui::table::chalk(*style, *score, words, true) }
                        </li>
                    }) }
                </ul>
                if let Some(last) = &model.last { <p class="last-hand">{ last.clone() }</p> }
                <h2 class="slate-hand">{ model.title.clone() }</h2>
                if let Some(game) = &model.game { <p class="slate-game">{ game.clone() }</p> }
                if model.escape { <p>{ st.slate_escape }</p> }
                <label class="field">
                    <span>{ st.slate_value }</span>
                    <select onchange={on_value} disabled={lo == hi}>
                        { for (lo..=hi).map(|v| html! { <option value={v.to_string()} selected={current.value == v}>{ v }</option> }) }
                    </select>
                </label>
                if !model.escape {
                    <fieldset class="slate-players">
                        <legend>{ st.slate_players }</legend>
                        <ul>{ for rows }</ul>
                    </fieldset>
                }
                <fieldset class="last-trick">
                    <legend>{ st.slate_last_trick }</legend>
                    <div class="choices">{ for winners }{ for folded_cards }</div>
                </fieldset>
                <p class={classes!("slate-preview", matches!(verdict, Some(Err(_))).then_some("error"))} role="status">
                    { match &verdict { Some(Ok(s) | Err(s)) => s.clone(), None => String::new() } }
                </p>
                <div class="row">
                    <button type="button" disabled={slate.entries.is_empty()}
                        onclick={{ let d = d.clone(); Callback::from(move |_| d.dispatch(AppAction::from(RealCardsAction::SlateUndo))) }}>{ st.slate_undo }</button>
                    <button type="button" class="primary" disabled={!can_enter} onclick={enter}>{ st.slate_enter }</button>
                </div>
                <details class="slate-sheet">
                    <summary>{ t.score_sheet }</summary>
                    <SheetView sheet={model.sheet.clone()} {lang} />
                    { super::copy_text(sheet_text, &copied, lang) }
                </details>
            </>
        },
    )
}
