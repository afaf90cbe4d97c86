//! The match on the table as the app holds it: the setup, the engine match (shared by `Rc`, copied
//! only when an action changes it), every event so far (each viewer sees the public ones and his
//! own private ones), who is looking, and the sound of the last action.

use super::any::{AnyAction, AnyEvent, AnyMatch, ApplyError};
use super::handover::{humans, screen_for, Screen};
use super::matches::MatchId;
use super::pace::{Reader, ResultsRead};
use super::setup::MatchSetup;
use crate::engine::Seat;
use std::rc::Rc;

/// A sound of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// Knuckles on the table (a knock, Kontra, Re).
    Knock,
    /// A card laid down.
    Card,
}

impl Cue {
    /// The sound of an action's events, if any.
    #[must_use]
    pub fn of(events: &[AnyEvent]) -> Option<Cue> {
        let cues: Vec<Cue> = events.iter().filter_map(AnyEvent::cue).collect();
        let knock = cues.contains(&Cue::Knock);
        let card = cues.contains(&Cue::Card);
        if knock {
            Some(Cue::Knock)
        } else if card {
            Some(Cue::Card)
        } else {
            None
        }
    }
}

/// The match on the table.
#[derive(Clone, Debug)]
pub struct Table {
    /// The match's own id (its storage key).
    id: MatchId,
    /// When it was last played (milliseconds since 1970; 0: not known, an old save).
    last_played: f64,
    /// The seats and rules.
    setup: MatchSetup,
    /// The match (cheap to share; copied on write).
    live: Rc<AnyMatch>,
    /// Every event of the match, unfiltered (rebuilt from the record when a save is opened).
    log: Vec<AnyEvent>,
    /// The human whose cards the screen shows (pass-and-play).
    viewer: Option<Seat>,
    /// Counts changes: effects (saving, the computer players) run when it changes.
    version: u64,
    /// The sound of the last action.
    cue: Option<Cue>,
    /// An open-ended series the players have ended.
    ended: bool,
    /// The number of actions before each human action, for undo against computers.
    undo_points: Vec<usize>,
    /// The length of the log before each of those actions (undo shortens the log to it).
    undo_logs: Vec<usize>,
    /// The hand (by finished hands before it) in which undo was last used, counted once.
    undo_hand: Option<usize>,
    /// The events of the last action.
    last_events: Vec<AnyEvent>,
    /// Which screens have gone on from the last hand's result (`session::pace`).
    read: ResultsRead,
}

impl Table {
    /// A table for a match just started (its id from its seed, until the app gives it one no
    /// other match has).
    #[must_use]
    pub fn new(setup: MatchSetup, live: AnyMatch) -> Table {
        let id = MatchId(live.seed().unwrap_or_default());
        Table::with_log(id, setup, live, Vec::new())
    }

    /// A table for match `id` opened with the events that led to where `live` stands.
    #[must_use]
    pub fn with_log(id: MatchId, setup: MatchSetup, live: AnyMatch, log: Vec<AnyEvent>) -> Table {
        let mut table = Table {
            id,
            last_played: 0.0,
            setup,
            read: ResultsRead::on_open(&live),
            live: Rc::new(live),
            log,
            viewer: None,
            version: 1,
            cue: None,
            ended: false,
            undo_points: Vec::new(),
            undo_logs: Vec::new(),
            undo_hand: None,
            last_events: Vec::new(),
        };
        table.follow_screen();
        table
    }

    /// What the screen shows now.
    #[must_use]
    pub fn screen(&self) -> Screen {
        // A hand's result stays with whoever holds the device until he goes on (the hand-over,
        // if the next player is another, comes after it).
        match self.viewer {
            Some(viewer) if self.holds_result(Reader::Here) => Screen::Seat(viewer),
            _ => screen_for(&self.setup, &self.live, self.viewer),
        }
    }

    /// The human seats.
    #[must_use]
    pub fn humans(&self) -> Vec<Seat> {
        humans(&self.setup)
    }

    /// The seats played on other phones, with their players' names.
    #[must_use]
    pub fn phones(&self) -> Vec<(Seat, String)> {
        super::handover::seats_of(&self.setup, super::SeatKind::Phone)
            .into_iter()
            .map(|s| {
                (
                    s,
                    self.live
                        .names()
                        .get(s.index())
                        .cloned()
                        .unwrap_or_default(),
                )
            })
            .collect()
    }

    /// Some seat is played on another phone (taking back a move is then off: it was seen there).
    #[must_use]
    pub fn has_phones(&self) -> bool {
        !self.phones().is_empty()
    }

    /// The match is over, or its series was ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.ended || self.live.is_finished()
    }

    /// The log as `viewer` may read it: public events and his own private ones (RULES.md C10).
    #[must_use]
    pub fn log_for(&self, viewer: Option<Seat>) -> Vec<AnyEvent> {
        self.log
            .iter()
            .filter_map(|e| e.for_viewer(viewer))
            .collect()
    }

    fn follow_screen(&mut self) {
        if let Screen::Seat(s) = self.screen() {
            self.viewer = Some(s);
        }
    }

    /// Applies `action` for `seat` and returns the events it caused.
    ///
    /// # Errors
    /// Why it was refused; the table is unchanged.
    pub fn act(&mut self, seat: Seat, action: AnyAction) -> Result<Vec<AnyEvent>, ApplyError> {
        let mut live = (*self.live).clone();
        let before = live.actions_so_far();
        let events = live.apply(seat, action)?;
        if self.humans().contains(&seat) {
            self.undo_points.push(before);
            self.undo_logs.push(self.log.len());
        }
        self.live = Rc::new(live);
        self.log.extend_from_slice(&events);
        self.last_events.clone_from(&events);
        self.cue = Cue::of(&events);
        self.changed();
        self.follow_screen();
        Ok(events)
    }

    /// The last action finished a hand (or deal): the table pauses longer so its result can be
    /// read before the next one begins.
    #[must_use]
    pub fn hand_just_ended(&self) -> bool {
        self.last_events.iter().any(AnyEvent::ends_hand)
    }

    /// Undo is offered: one human against computers (never in pass-and-play, where it would
    /// take back another player's move), a move of the human's to take back, the match not over.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.humans().len() == 1
            && !self.undo_points.is_empty()
            && !self.is_over()
            && !self.has_phones()
    }

    /// Takes back the human's last action and everything the computers did since (the match is
    /// rebuilt from its record up to that action). Returns whether anything was taken back.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let (Some(&point), Some(&log)) = (self.undo_points.last(), self.undo_logs.last()) else {
            return false;
        };
        let mut record = self.live.to_record();
        record.actions.truncate(point);
        let Ok(live) = AnyMatch::from_record(&record) else {
            return false;
        };
        self.undo_points.pop();
        self.undo_logs.pop();
        self.live = Rc::new(live);
        self.log.truncate(log);
        self.last_events.clear();
        self.read.take_back(self.live.finished_hands());
        self.cue = None;
        self.changed();
        self.follow_screen();
        true
    }

    /// The next human took the device.
    pub fn take_device(&mut self, seat: Seat) {
        self.viewer = Some(seat);
        self.cue = None;
        self.changed();
    }

    /// `reader`'s screen shows the last hand's result and waits for its player to go on. Never
    /// once the match is over (its standings are shown instead).
    #[must_use]
    pub fn holds_result(&self, reader: Reader) -> bool {
        !self.is_over() && self.live.finished_hands() > self.read.of(reader)
    }

    /// `reader`'s player goes on from the result ("Next hand"): at this device the computer
    /// players carry on, and in pass-and-play the device goes to the next player.
    pub fn go_on(&mut self, reader: Reader) {
        if !self.holds_result(reader) {
            return;
        }
        self.read.set(reader, self.live.finished_hands());
        if reader == Reader::Here {
            // The pause after a hand is over: the computer players move at their usual pace.
            self.last_events.clear();
        }
        self.cue = None;
        self.changed();
        if let Screen::Seat(s) = self.screen() {
            self.viewer = Some(s);
        }
    }

    /// The players end an open-ended series.
    pub fn end_series(&mut self) {
        self.ended = true;
        self.changed();
    }

    /// Gives `seat` to a computer player (`to_phone` false: its phone's player left for good) or to
    /// a phone again (`true`); only a seat played by a computer or on a phone changes (issue 29).
    /// Returns whether it changed.
    pub fn give_seat(&mut self, seat: Seat, to_phone: bool) -> bool {
        use super::setup::SeatKind;
        use crate::ai::Level;
        let Some(s) = self.setup.seats.get_mut(seat.index()) else {
            return false;
        };
        s.kind = match (s.kind, to_phone) {
            (SeatKind::Phone, false) => SeatKind::Bot(Level::Medium),
            (SeatKind::Bot(_), true) => SeatKind::Phone,
            _ => return false,
        };
        self.changed();
        true
    }

    /// Undo was just used in the current hand: `true` the first time in that hand (statistics
    /// count hands with undo, not undos).
    pub fn first_undo_in_hand(&mut self) -> bool {
        let hand = self.live.finished_hands();
        let first = self.undo_hand != Some(hand);
        self.undo_hand = Some(hand);
        first
    }

    /// This table under match id `id` (one no other match has).
    #[must_use]
    pub fn with_id(mut self, id: MatchId) -> Table {
        self.id = id;
        self
    }

    /// The table was played at `when` (milliseconds since 1970).
    pub fn played_at(&mut self, when: f64) {
        self.last_played = when;
    }

    /// The match's own id (its storage key).
    #[must_use]
    pub fn id(&self) -> MatchId {
        self.id
    }

    /// When it was last played (milliseconds since 1970; 0: not known, an old save).
    #[must_use]
    pub fn last_played(&self) -> f64 {
        self.last_played
    }

    /// The seats and rules.
    #[must_use]
    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    /// The seats and rules to change, for tests that set a table up by hand.
    #[cfg(test)]
    pub(crate) fn setup_mut(&mut self) -> &mut MatchSetup {
        &mut self.setup
    }

    /// The match (cheap to share: cloning the `Rc` copies no match).
    #[must_use]
    pub fn live(&self) -> &Rc<AnyMatch> {
        &self.live
    }

    /// The human whose cards the screen shows (pass-and-play).
    #[must_use]
    pub fn viewer(&self) -> Option<Seat> {
        self.viewer
    }

    /// Every event of the match, unfiltered.
    #[must_use]
    pub fn log(&self) -> &[AnyEvent] {
        &self.log
    }

    /// Counts changes: effects (saving, the computer players) run when it changes.
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The sound of the last action.
    #[must_use]
    pub fn cue(&self) -> Option<Cue> {
        self.cue
    }

    /// The players have ended this open-ended series.
    #[must_use]
    pub fn ended(&self) -> bool {
        self.ended
    }

    /// The events of the last action.
    #[must_use]
    pub fn last_events(&self) -> &[AnyEvent] {
        &self.last_events
    }

    /// Something on the table changed: the version goes up, so effects run again.
    fn changed(&mut self) {
        self.version += 1;
    }
}
