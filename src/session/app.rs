//! The whole app as data: which screen shows, the settings, the statistics, the match on the
//! table and what the New game screen is setting up, changed only by [`AppState::reduce`] with an
//! [`AppAction`] — a pure function, tested natively. The web UI holds an `Rc<AppState>`, renders
//! it and dispatches actions; storage happens in its effects, never here.

use super::any::{AnyAction, ApplyError};
use super::handover::may_act;
use super::held::Held;
use super::matches::MatchId;
use super::notice::Notice;
use super::real_cards::RealCardsStep;
use super::replay::HandReplay;
use super::rules_edit::SavedRulesets;
use super::settings::Settings;
use super::setup::{MatchSetup, SeatKind, SetupEdit};
use super::slate::Slate;
use super::stats::Stats;
use super::table::Table;
use super::tournament::Tournament;
use super::unread::{SavesRead, Unread};
use super::AnyMatch;
use crate::engine::record::RulesetSpec;
use crate::engine::{GameKind, Seat};
use crate::share::{parse_fragment, peek_fragment, Link, LinkError};
use std::rc::Rc;

/// The screens of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Start: continue, new game, rules, statistics, settings.
    Home,
    /// Setting up a match.
    NewGame,
    /// The match.
    Table,
    /// Every preset and option explained.
    Rules,
    /// The player's statistics.
    Statistics,
    /// Language, deck, speed, sound.
    Settings,
    /// A rule set opened from a link.
    SharedRules,
    /// A hand opened from a link, step by step.
    Replay,
    /// Export and import of all data.
    Data,
    /// Learning to play: one guided Siebenschräm hand.
    Tutorial,
    /// The slate for a game with real cards.
    Slate,
    /// A tournament at several tables with real cards.
    Tournament,
    /// Taking a seat at a table hosted on another phone.
    Join,
    /// Handing a scanned answer to this browser's hosting tab.
    Answer,
    /// A shared link (a rule set or a hand) being read: its reader is a part, fetched only when
    /// the page's address carries one ([`AppState::link`]).
    OpeningLink,
}

impl Screen {
    /// The screen a button of the HTML shell (index.html's start screen, shown while the module
    /// loads) leads to, by the button's text key; a tap on it opens that screen when the app starts.
    #[must_use]
    pub fn of_shell_button(key: &str) -> Option<Screen> {
        Some(match key {
            "continue_match" => Screen::Table,
            "new_game" => Screen::NewGame,
            "continue_slate" => Screen::Slate,
            "tournament" => Screen::Tournament,
            "join_table" => Screen::Join,
            "rules" => Screen::Rules,
            "statistics" => Screen::Statistics,
            "settings" => Screen::Settings,
            "data" => Screen::Data,
            _ => return None,
        })
    }
}

/// A shared link as read: what it opens, or why it cannot.
#[derive(Clone, Debug)]
pub enum LinkRead {
    /// A rule set (checked and in normal form).
    Rules(RulesetSpec),
    /// A hand, replayed and seen by the seat it was shared from.
    Replay(Rc<HandReplay>),
    /// Nothing to show: nothing shared, or a code of the table of phones.
    Other(Link),
    /// Why the link cannot be opened.
    Failed(LinkError),
}

/// Reads a shared link: decodes the fragment and replays a hand. In the page's build only the
/// menu's part reaches it (`ui::lazy`): the first load reads links no further than
/// [`peek_fragment`].
#[must_use]
pub fn read_link(fragment: &str) -> LinkRead {
    match parse_fragment(fragment) {
        Ok(Link::Ruleset(spec)) => LinkRead::Rules(spec),
        Ok(Link::Hand(record, viewer)) => match HandReplay::new(*record) {
            Ok(replay) => LinkRead::Replay(Rc::new(replay.seen_by(viewer))),
            Err(e) => LinkRead::Failed(e),
        },
        Ok(other) => LinkRead::Other(other),
        Err(e) => LinkRead::Failed(e),
    }
}

/// What the user (or a computer player) does.
#[derive(Clone, Debug)]
pub enum AppAction {
    /// Go to a screen.
    Show(Screen),
    /// Change what New game sets up.
    EditSetup(SetupEdit),
    /// Start the match New game set up, dealt from `seed` (the match on the table, if any, waits
    /// on the shelf).
    Start(u64),
    /// Bring a saved match to the table and show it.
    OpenMatch(MatchId),
    /// Forget a saved match for good (the player confirmed it).
    RemoveMatch(MatchId),
    /// Play the match on the table again: same seats and rules, new cards from `seed` (the
    /// finished one is kept until the player removes it).
    Rematch(u64),
    /// On the table's running match, give `seat` to a computer player (`false`: its phone's player
    /// left for good) or to a phone again (`true`). Only seats played by a computer or on a phone
    /// change; a person at this device keeps his seat.
    GiveSeat(Seat, bool),
    /// Start a slate for real cards with New game's players and rules (`seed`: the unseen deals).
    StartSlate(u64),
    /// A step on the slate or at the tournament (built by their screens, with its rules).
    RealCards(RealCardsStep),
    /// A human at the device acts for a seat.
    Act(Seat, AnyAction),
    /// A computer seat acts.
    BotAct(Seat, AnyAction),
    /// The phone that plays a seat sent a move.
    PhoneAct(Seat, AnyAction),
    /// A screen's player goes on from the last hand's result ("Next hand").
    NextHand(super::Reader),
    /// Take back the human's last action and what the computers did since (against computers).
    Undo,
    /// A hint was shown (counted in the statistics).
    HintShown,
    /// The next human took the device.
    TakeDevice(Seat),
    /// The players end an open-ended series.
    EndSeries,
    /// New settings.
    ChangeSettings(Settings),
    /// Open New game with these rules.
    PlayWith(RulesetSpec),
    /// Save a rule set under a name.
    SaveRuleset(String, RulesetSpec),
    /// Show a message.
    Notify(Notice),
    /// The game is already open in another tab: stop saving here.
    SecondTab,
    /// A link was opened (the page's `#…`).
    OpenLink(String),
    /// The shared link waiting in [`AppState::link`] was read ([`read_link`]).
    LinkRead(LinkRead),
    /// Forget the statistics.
    ResetStats,
    /// Close the message.
    DismissNotice,
    /// The saved slate's and tournament's reader (a part) read what [`AppState::unread`] held.
    SavesRead(Box<SavesRead>),
}

/// Everything stored, as the UI read it at page load.
#[derive(Clone, Debug, Default)]
pub struct Stored {
    /// The saved matches, in any order.
    pub tables: Vec<Table>,
    /// The saved slate's and tournament's texts, for their reader (a part).
    pub unread: Unread,
    /// The saved matches, statistics and rule sets not read (their reader, a part, could not
    /// come): nothing is stored over them.
    pub held: Held,
    /// The settings.
    pub settings: Settings,
    /// The statistics.
    pub stats: Stats,
    /// Saved rule sets.
    pub rulesets: SavedRulesets,
    /// What went wrong reading storage: one notice per damaged item.
    pub notices: Vec<Notice>,
}

/// The state of the app.
#[derive(Clone, Debug)]
pub struct AppState {
    /// The screen showing.
    pub screen: Screen,
    /// The settings.
    pub settings: Settings,
    /// The statistics.
    pub stats: Stats,
    /// The match on the table.
    pub table: Option<Table>,
    /// The other saved matches, waiting for the player to come back to them.
    pub shelf: Vec<Table>,
    /// The slate for real cards.
    pub slate: Option<Slate>,
    /// The tournament at several tables.
    pub tournament: Option<Tournament>,
    /// The saved slate and tournament while their reader comes (a part, asked for at start):
    /// Home offers to continue them already; their screens wait for it.
    pub unread: Unread,
    /// The saves not read at start (`session::held`): neither stored over nor taken by a new match.
    pub held: Held,
    /// A message for the user (a damaged save, a full storage, a refused move).
    pub notice: Option<Notice>,
    /// Messages that wait until the one showing is dismissed (several damaged saves at once).
    pub queued: Vec<Notice>,
    /// What New game is setting up.
    pub setup: MatchSetup,
    /// The rule set of the link the page was opened with.
    pub shared: Option<RulesetSpec>,
    /// The hand of the link the page was opened with.
    pub replay: Option<Rc<HandReplay>>,
    /// The shared link (a rule set or a hand) the page was opened with, while its reader comes
    /// ([`Screen::OpeningLink`]).
    pub link: Option<String>,
    /// The screen a shared link was opened over: where a link that opens nothing returns
    /// (a bad link changes nothing but the message shown).
    link_back: Screen,
    /// Saved rule sets.
    pub rulesets: SavedRulesets,
    /// Another tab has the game open: this one does not save, so it cannot overwrite that one.
    pub read_only: bool,
    /// The invitation of the link the page was opened with (`#join=…`), for the Join screen.
    pub join_code: Option<String>,
    /// The answer of the link the page was opened with (`#answer=…`), for the hosting tab.
    pub answer_code: Option<String>,
    /// Where Settings' Back leads: the screen it was opened from (the table, or Home).
    pub settings_back: Screen,
}

/// Two states are equal when they would show the same: the match compares by its change counter
/// and viewer (cheap, and every action bumps the counter).
impl PartialEq for AppState {
    fn eq(&self, other: &AppState) -> bool {
        let table = |s: &AppState| {
            s.table
                .as_ref()
                .map(|t| (t.id(), t.version(), t.viewer(), t.ended()))
        };
        let shelf = |s: &AppState| -> Vec<(MatchId, u64)> {
            s.shelf.iter().map(|t| (t.id(), t.version())).collect()
        };
        self.screen == other.screen
            && shelf(self) == shelf(other)
            && self.queued == other.queued
            && self.settings == other.settings
            && self.stats == other.stats
            && self.notice == other.notice
            && self.setup == other.setup
            && self.shared == other.shared
            && self.link == other.link
            && self.join_code == other.join_code
            && self.answer_code == other.answer_code
            && self.rulesets == other.rulesets
            && self.read_only == other.read_only
            && self.held == other.held
            && table(self) == table(other)
            && self.tournament == other.tournament
            && self.unread.slate.is_some() == other.unread.slate.is_some()
            && self.unread.tournament.is_some() == other.unread.tournament.is_some()
            && self.unread.replaced_slate.is_some() == other.unread.replaced_slate.is_some()
            && self.slate.as_ref().map(|s| (s.version, s.entries.len()))
                == other.slate.as_ref().map(|s| (s.version, s.entries.len()))
            && match (&self.replay, &other.replay) {
                (Some(a), Some(b)) => Rc::ptr_eq(a, b),
                (a, b) => a.is_none() && b.is_none(),
            }
    }
}

impl AppState {
    /// The app at page load, on `screen`, from what was stored and the page's link.
    #[must_use]
    pub fn new(stored: Stored, screen: Screen, fragment: &str) -> AppState {
        let you = stored.settings.lang.default_player_name();
        // The match played last comes to the table; the others wait on the shelf.
        let mut shelf = stored.tables;
        crate::engine::small_sort::sort_by(&mut shelf, |a, b| {
            b.last_played().total_cmp(&a.last_played())
        });
        let table = (!shelf.is_empty()).then(|| shelf.remove(0));
        let mut notices = stored.notices;
        notices.extend((!stored.held.is_empty()).then_some(Notice::SavesHeld));
        let mut notices = notices.into_iter();
        let mut state = AppState {
            screen,
            setup: MatchSetup::default_for(GameKind::Siebenschraem, you),
            settings: stored.settings,
            stats: stored.stats,
            table,
            shelf,
            slate: None,
            tournament: None,
            unread: stored.unread,
            held: stored.held,
            notice: notices.next(),
            queued: notices.collect(),
            shared: None,
            replay: None,
            link: None,
            link_back: Screen::Home,
            rulesets: stored.rulesets,
            read_only: false,
            join_code: None,
            answer_code: None,
            settings_back: Screen::Home,
        };
        state.open_link(fragment);
        state
    }

    /// The state after `action` (the old one is untouched).
    #[must_use]
    pub fn reduce(&self, action: AppAction) -> AppState {
        let mut next = self.clone();
        match action {
            AppAction::Show(screen) => {
                if screen == Screen::Settings && self.screen != Screen::Settings {
                    next.settings_back = match self.screen {
                        Screen::Table if self.table.is_some() => Screen::Table,
                        _ => Screen::Home,
                    };
                }
                next.screen = screen;
            }
            AppAction::EditSetup(edit) => match next.setup.edit(edit) {
                Ok(setup) => next.setup = setup,
                Err(e) => next.notice = Some(Notice::Rules(e)),
            },
            AppAction::Start(seed) => {
                let s = &next.setup;
                match AnyMatch::start(s.preset, &s.options, s.names(), seed) {
                    Ok(live) => {
                        let table = Table::new(next.setup.clone(), live)
                            .with_id(MatchId::fresh(seed, &next.taken_ids()));
                        next.shelf.extend(next.table.take());
                        next.table = Some(table);
                        next.screen = Screen::Table;
                    }
                    Err(e) => next.notice = Some(Notice::StartFailed(e)),
                }
            }
            AppAction::OpenMatch(id) => {
                if let Some(at) = next.shelf.iter().position(|t| t.id() == id) {
                    let table = next.shelf.remove(at);
                    next.shelf.extend(next.table.replace(table));
                }
                if next.table.as_ref().is_some_and(|t| t.id() == id) {
                    next.screen = Screen::Table;
                }
            }
            AppAction::RemoveMatch(id) => {
                if self.read_only {
                    next.notice = Some(Notice::SecondTab);
                } else if next.table.as_ref().is_some_and(|t| t.id() == id) {
                    next.table = None;
                } else {
                    next.shelf.retain(|t| t.id() != id);
                }
            }
            AppAction::Rematch(seed) => {
                if let Some(table) = &self.table {
                    next.setup = table.setup().clone();
                    return next.reduce(AppAction::Start(seed));
                }
            }
            AppAction::GiveSeat(seat, to_phone) => {
                if let Some(table) = next.table.as_mut().filter(|_| !self.read_only) {
                    table.give_seat(seat, to_phone);
                }
            }
            AppAction::StartSlate(seed) => {
                let mut setup = next.setup.clone();
                for seat in &mut setup.seats {
                    seat.kind = SeatKind::Human;
                }
                match Slate::new(setup, seed) {
                    Ok(slate) => {
                        // It replaces the saved one, read or not; one not read yet is still
                        // read, to set it aside if damaged (`session::unread`).
                        if let Some(text) = next.unread.slate.take() {
                            next.unread.replaced_slate = Some(text);
                        }
                        next.slate = Some(slate);
                        next.screen = Screen::Slate;
                    }
                    Err(e) => next.notice = Some(Notice::StartFailed(e)),
                }
            }
            AppAction::RealCards(step) => step.apply_to(&mut next),
            AppAction::Act(seat, action) => next.act(seat, action, false),
            AppAction::BotAct(seat, action) => next.act(seat, action, true),
            AppAction::PhoneAct(seat, action) => next.phone_act(seat, action),
            AppAction::NextHand(reader) => {
                if let Some(table) = next.table.as_mut() {
                    table.go_on(reader);
                }
            }
            AppAction::Undo => {
                if let Some(table) = next.table.as_mut().filter(|_| !self.read_only) {
                    if table.undo() {
                        next.stats.count_undo(table.live().preset());
                        if table.first_undo_in_hand() {
                            next.stats.hands_with_undo += 1;
                        }
                    }
                }
            }
            AppAction::HintShown => {
                if let Some(table) = &next.table {
                    next.stats.count_hint(table.live().preset());
                }
            }
            AppAction::TakeDevice(seat) => {
                if let Some(table) = next.table.as_mut() {
                    table.take_device(seat);
                }
            }
            AppAction::EndSeries => {
                if let Some(table) = next.table.as_mut() {
                    table.end_series();
                }
            }
            AppAction::ChangeSettings(settings) => next.settings = settings,
            AppAction::PlayWith(spec) => match next.setup.edit(SetupEdit::Rules(spec)) {
                Ok(setup) => {
                    next.setup = setup;
                    next.screen = Screen::NewGame;
                }
                Err(e) => next.notice = Some(Notice::Rules(e)),
            },
            // Saved ones not read (`session::held`): it could only be stored over them.
            AppAction::SaveRuleset(..) if next.held.rulesets => {
                next.notice = Some(Notice::RulesetNotSaved);
            }
            AppAction::SaveRuleset(name, spec) => {
                next.rulesets.save(&name, spec);
                next.notice = Some(Notice::RulesetSaved(name));
            }
            AppAction::Notify(notice) => next.notice = Some(notice),
            AppAction::SecondTab => {
                next.read_only = true;
                // A tab opened only to hand an answer to the hosting tab is meant to be second.
                if next.screen != Screen::Answer {
                    next.notice = Some(Notice::SecondTab);
                }
            }
            AppAction::OpenLink(fragment) => next.open_link(&fragment),
            AppAction::LinkRead(read) => next.link_read(read),
            AppAction::ResetStats => next.stats = Stats::default(),
            AppAction::DismissNotice => {
                next.notice = (!next.queued.is_empty()).then(|| next.queued.remove(0));
            }
            AppAction::SavesRead(read) => next.saves_read(*read),
        }
        next
    }

    /// The state after `action` at time `now` (milliseconds since 1970): as [`AppState::reduce`],
    /// and a match that was played (or started) by it is stamped as played at `now`, so the start
    /// screen can list the matches by when they were last played.
    #[must_use]
    pub fn reduce_at(&self, action: AppAction, now: f64) -> AppState {
        let mut next = self.reduce(action);
        if let Some(table) = next.table.as_mut() {
            let before = self
                .table
                .iter()
                .chain(&self.shelf)
                .find(|t| t.id() == table.id())
                .map(|t| t.version());
            if before != Some(table.version()) {
                table.played_at(now);
            }
        }
        next
    }

    /// The ids of every match kept: on the table and on the shelf.
    #[must_use]
    pub fn match_ids(&self) -> Vec<MatchId> {
        self.table
            .iter()
            .chain(&self.shelf)
            .map(|t| t.id())
            .collect()
    }

    /// An action at the table: humans only for the seat the screen allows, computers only for
    /// computer seats; a refused action changes nothing but the message.
    fn act(&mut self, seat: Seat, action: AnyAction, bot: bool) {
        let Some(table) = self.table.as_mut() else {
            return;
        };
        let allowed = if bot {
            matches!(
                table.setup().seats.get(seat.index()).map(|s| s.kind),
                Some(SeatKind::Bot(_))
            )
        } else {
            may_act(table.setup(), table.screen(), seat, action)
        };
        if !allowed || table.is_over() {
            return;
        }
        match table.act(seat, action) {
            Ok(events) => {
                let humans = table.humans();
                self.stats.count(table.live().preset(), &events, &humans);
            }
            // A stale click (a computer acted first): say why, change nothing.
            Err(ApplyError::Refused(refusal)) if !bot => {
                self.notice = Some(Notice::Refused(refusal));
            }
            Err(_) => {}
        }
    }

    /// A move sent by the phone that plays `seat` (the host's connection checked it came from
    /// that seat's phone). Refusals go back to that phone, not onto this screen.
    fn phone_act(&mut self, seat: Seat, action: AnyAction) {
        let Some(table) = self.table.as_mut() else {
            return;
        };
        let phone = table.setup().seats.get(seat.index()).map(|s| s.kind) == Some(SeatKind::Phone);
        if phone && !table.is_over() {
            let _ = table.act(seat, action);
        }
    }

    /// Opens a link: a code of the table of phones at once; a rule set or a hand once read
    /// ([`Screen::OpeningLink`], then [`AppAction::LinkRead`]). A bad link changes nothing but
    /// the message shown.
    fn open_link(&mut self, fragment: &str) {
        match peek_fragment(fragment) {
            Some(link) => self.open(link),
            None => {
                self.link = Some(fragment.to_owned());
                if self.screen != Screen::OpeningLink {
                    self.link_back = self.screen;
                }
                self.screen = Screen::OpeningLink;
            }
        }
    }

    fn link_read(&mut self, read: LinkRead) {
        // Read after the player left the waiting screen (Back): not opened.
        let waiting = self.link.take().is_some() && self.screen == Screen::OpeningLink;
        if !waiting {
            return;
        }
        self.screen = self.link_back;
        match read {
            LinkRead::Rules(spec) => {
                self.shared = Some(spec);
                self.screen = Screen::SharedRules;
            }
            LinkRead::Replay(replay) => {
                self.replay = Some(replay);
                self.screen = Screen::Replay;
            }
            LinkRead::Other(link) => self.open(link),
            LinkRead::Failed(e) => self.notice = Some(Notice::Link(e)),
        }
    }

    fn open(&mut self, link: Link) {
        match link {
            Link::Join(code) => {
                self.join_code = Some(code);
                self.screen = Screen::Join;
            }
            Link::Answer(code) => {
                self.answer_code = Some(code);
                self.screen = Screen::Answer;
            }
            // Read by `link_read` (from `read_link`), never here.
            Link::None | Link::Ruleset(_) | Link::Hand(..) => {}
        }
    }
}

#[cfg(test)]
#[path = "app_tests.rs"]
mod tests;
