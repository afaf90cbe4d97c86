//! The start screen: the saved matches (continue one, or delete it after a question), a new
//! game, the slate, tournaments, rules, statistics, settings, data.

use super::{button, go};
use crate::present::matches::{match_rows, MatchRow};
use crate::session::{AppAction, MatchId, Screen};
use crate::ui::app::{AppHandle, ScreenProps};
use crate::ui::overlay::Dialog;
use yew::prelude::*;

#[function_component(Home)]
pub fn home(props: &ScreenProps) -> Html {
    let state = &props.state;
    let lang = state.settings.lang;
    let t = lang.texts();
    let asking = use_state(|| None::<MatchId>);
    let now = js_sys::Date::new_0();
    // getTimezoneOffset is UTC minus local time.
    let offset = -(now.get_timezone_offset() as i32);
    let rows = match_rows(
        state.table.as_ref(),
        &state.shelf,
        now.get_time(),
        offset,
        lang,
    );
    let resumable = rows.iter().any(|r| !r.finished);
    let confirm = (*asking)
        .and_then(|id| rows.iter().find(|r| r.id == id))
        .map(|row| remove_dialog(state, row, &asking));
    html! {
        <section class="screen home" aria-labelledby="home-title">
            <div class="home-head">
                <h1 id="home-title" tabindex="-1">{ t.app_name }</h1>
                <p class="tagline">{ t.tagline }</p>
            </div>
            if !rows.is_empty() {
                <section class="matches" aria-labelledby="matches-title">
                    <h2 id="matches-title">{ t.matches_in_progress }</h2>
                    <ul>
                        { for rows.iter().enumerate().map(|(i, row)| match_item(state, row, i == 0 && resumable, &asking)) }
                    </ul>
                </section>
            }
            <nav class="menu" aria-label={t.menu}>
                if state.slate.is_some() || state.unread.slate.is_some() {
                    { button(t.continue_slate, None, go(state, Screen::Slate)) }
                }
                { button(t.new_game, (!resumable).then_some("primary"), go(state, Screen::NewGame)) }
                { button(
                    if state.tournament.is_some() || state.unread.tournament.is_some() { t.continue_tournament } else { t.tournament },
                    None,
                    go(state, Screen::Tournament),
                ) }
                { button(t.join_table, None, go(state, Screen::Join)) }
                { button(t.rules, None, go(state, Screen::Rules)) }
                { button(t.statistics, None, go(state, Screen::Statistics)) }
                { button(t.settings, None, go(state, Screen::Settings)) }
                { button(t.data, None, go(state, Screen::Data)) }
            </nav>
            { confirm.unwrap_or_default() }
        </section>
    }
}

/// One saved match: the whole row continues it; the small button beside it asks to delete it.
fn match_item(
    state: &AppHandle,
    row: &MatchRow,
    primary: bool,
    asking: &UseStateHandle<Option<MatchId>>,
) -> Html {
    let t = state.settings.lang.texts();
    let id = row.id;
    let open = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(AppAction::OpenMatch(id)))
    };
    let ask = {
        let asking = asking.clone();
        Callback::from(move |_| asking.set(Some(id)))
    };
    let status = if row.finished {
        format!("{} · {}", t.match_finished, row.when)
    } else {
        row.when.clone()
    };
    html! {
        <li class={classes!("saved-match", row.finished.then_some("finished"))}>
            <button type="button" class={classes!("open-match", primary.then_some("primary"))}
                onclick={open}>
                <span class="match-action">{ if row.finished { t.match_finished_open } else { t.continue_match } }</span>
                <span class="match-title">{ &row.title }</span>
                <span class="match-players">{ &row.players }</span>
                <span class="match-when">{ status }</span>
            </button>
            <button type="button" class="remove-match" onclick={ask}
                aria-label={format!("{} {} – {}", t.remove_match, row.title, row.players)}>
                { t.remove_match }
            </button>
        </li>
    }
}

/// The question before a match is deleted: what it is, that it cannot be brought back; Keep
/// has the focus.
fn remove_dialog(
    state: &AppHandle,
    row: &MatchRow,
    asking: &UseStateHandle<Option<MatchId>>,
) -> Html {
    let t = state.settings.lang.texts();
    let keep = {
        let asking = asking.clone();
        Callback::from(move |()| asking.set(None))
    };
    let remove = {
        let d = state.dispatcher();
        let asking = asking.clone();
        let id = row.id;
        Callback::from(move |_| {
            d.dispatch(AppAction::RemoveMatch(id));
            asking.set(None);
        })
    };
    let keep_click = {
        let keep = keep.clone();
        Callback::from(move |_| keep.emit(()))
    };
    html! {
        <Dialog title={t.remove_match_title} id="remove-match-title" on_close={keep}
            close_label={t.keep} class="remove-match-dialog">
            <p><strong>{ &row.title }</strong></p>
            <p>{ &row.players }{ " · " }{ &row.when }</p>
            <p>{ t.remove_match_warning }</p>
            <div class="dialog-actions">
                { button(t.keep, Some("primary"), keep_click) }
                { button(t.remove_match, Some("danger"), remove) }
            </div>
        </Dialog>
    }
}
