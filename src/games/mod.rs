//! One folder per game: what the app knows of a game beyond its engine, behind one trait
//! ([`AppGame`]) implemented once per game (`schraem/`, `ramsch/`). The app holds either game
//! as a `session::AnyMatch`, whose file is the only place that picks one; everything else is
//! written against this trait, the engine's `Game`, or one game's views.

pub mod hand_order;
pub mod ramsch;
mod review;
pub mod schraem;
mod seat;

pub use seat::SeatInput;

use crate::engine::cards::Card;
use crate::engine::{Seat, Standings};
use crate::i18n::{HintWhy, Lang, Msg};
use crate::present::pace::LastHand;
use crate::present::review::ReviewModel;
use crate::present::{Sheet, TableModel};
use crate::session::{Cue, PresetStats, Wrap};

/// The app's side of one game: its table from one seat, its score sheet, standings, review and
/// hints in words, its events told, heard and counted.
pub trait AppGame: Wrap {
    /// The table as the seat of `seat` sees it, with the last finished hand shown as `last`
    /// says. Built from the seat's input alone (never from the match), so a local seat, a
    /// joined phone and a replay are drawn alike.
    fn table(seat: &SeatInput<Self>, lang: Lang, last: LastHand) -> TableModel;

    /// Whether scores count points up (narration then speaks of points reached, not marks
    /// lost).
    fn counts_up(rules: &Self::Rules) -> bool;

    /// The words of the button that goes on after a result ("Next hand", "Next deal").
    fn next_hand_label(lang: Lang) -> &'static str;

    /// One event as a sentence, or `None` for events nobody needs to hear. `up`: the rules
    /// count points up; `viewer` is spoken to in the second person (`None`: everyone is named).
    fn event_msg<'a>(
        event: &Self::Event,
        names: &'a [String],
        up: bool,
        viewer: Option<Seat>,
    ) -> Option<Msg<'a>>;

    /// The sound an event makes, if any.
    fn cue(event: &Self::Event) -> Option<Cue>;

    /// The event ends a hand (a deal): the table pauses so its result can be read.
    fn ends_hand(event: &Self::Event) -> bool;

    /// Counts an event into a preset's statistics for the human seats `humans`.
    fn count(event: &Self::Event, stats: &mut PresetStats, humans: &[Seat]);

    /// The score sheet of `m`.
    fn sheet(m: &Self, lang: Lang) -> Sheet;

    /// Every seat's standing: (seat, sort key — higher is better, the score in words).
    fn standing_rows(m: &Self, lang: Lang) -> Vec<(Seat, f64, String)>;

    /// Who won, in a sentence (`viewer` is spoken to).
    fn standings_headline(
        result: &Standings,
        names: &[String],
        viewer: Option<Seat>,
        lang: Lang,
    ) -> String;

    /// Where `card` goes in a hand sorted as this game's players sort it (lower first; see
    /// [`hand_order::sorted`]).
    fn hand_place(card: Card) -> u8;

    /// The review of finished hand `k` from seat `me`, if it can be judged.
    fn review(m: &Self, k: usize, me: Seat, lang: Lang) -> Option<ReviewModel>;

    /// The short reason a hint gives for a button's action, if the game gives one plainly.
    fn hint_why(action: &Self::Action) -> Option<HintWhy>;

    /// The card a hint says is kept back when `card` is played from `hand`, if the game has
    /// one (Siebenschräm: only the last trick counts, so a stronger card stays in hand).
    fn kept_back(card: Card, hand: &[Card]) -> Option<Card>;

    /// Another human at the device may make `action` from the viewer's screen (a knock out of
    /// turn).
    fn acts_beside(action: &Self::Action) -> bool;
}
