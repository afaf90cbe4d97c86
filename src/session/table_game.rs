//! What the session needs of one game beyond its engine: the sounds and pauses of its events,
//! its statistics, its standings in words, the hints' plain facts, and what its fair-deal
//! promise commits to. Implemented once per game in its folder (`src/games/<game>/`), beside
//! the presenting side (`present::AppGame`), so the session names no game and imports nothing
//! from the presenters.

use super::remote::Dealt;
use super::{Cue, PresetStats, Wrap};
use crate::engine::cards::{Card, CardSet};
use crate::engine::{Seat, Standings};
use crate::lang::Lang;

/// The session's side of one game (see the file's head).
pub trait TableGame: Wrap {
    /// Whether scores count points up (narration then speaks of points reached, not marks
    /// lost).
    fn counts_up(rules: &Self::Rules) -> bool;

    /// The words of the button that goes on after a result ("Next hand", "Next deal").
    fn next_hand_label(lang: Lang) -> &'static str;

    /// Whether an event gets a line in a seat's log, whoever reads it (`present::AppGame::event_msg`
    /// words exactly these): a phone is sent the newest of them (`remote::LOG_LINES`).
    fn in_log(event: &Self::Event) -> bool;

    /// The sound an event makes, if any.
    fn cue(event: &Self::Event) -> Option<Cue>;

    /// The event ends a hand (a deal): the table pauses so its result can be read.
    fn ends_hand(event: &Self::Event) -> bool;

    /// Counts an event into a preset's statistics for the human seats `humans`.
    fn count(event: &Self::Event, stats: &mut PresetStats, humans: &[Seat]);

    /// Who won, in a sentence (`viewer` is spoken to).
    fn standings_headline(
        result: &Standings,
        names: &[String],
        viewer: Option<Seat>,
        lang: Lang,
    ) -> String;

    /// The card a hint says is kept back when `card` is played from `hand`, if the game has
    /// one (Siebenschräm: only the last trick counts, so a stronger card stays in hand).
    fn kept_back(card: Card, hand: &[Card]) -> Option<Card>;

    /// Another human at the device may make `action` from the viewer's screen (a knock out of
    /// turn).
    fn acts_beside(action: &Self::Action) -> bool;

    /// What the fair-deal promise of the deal in progress commits to (see `remote/fair.rs`), or
    /// `None` when no hand is promised now.
    fn dealt_now(m: &Self) -> Option<Dealt>;

    /// Whether `seat` may be sent its own cards now (a seat that may still knock blind has not
    /// seen them).
    fn sees_own(m: &Self, seat: Seat) -> bool;

    /// The cards the viewer of `view` is shown in its own hand (none while they lie face down)
    /// and how many it holds (none once folded or when not dealt in): what its phone checks
    /// against the deal's promise (`remote/fair.rs`), the same hand its table draws.
    fn own_hand(view: &Self::View) -> (CardSet, u32);

    /// Whether the last deal is still judged once the match is over (its promise is checked on
    /// the final table).
    const JUDGED_WHEN_OVER: bool;
}
