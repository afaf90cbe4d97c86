//! The tutorial: one Siebenschräm hand with a fixed deal that teaches, step by step, what a
//! newcomer needs: look at your cards, only the last trick counts (so keep your best card), follow
//! suit, hold when someone knocks, knock yourself with the best card, take the last trick, and how
//! the chalk counts. The computer players' actions are scripted, so every lesson comes at its
//! moment; the player is asked for one action at a time and a different one is answered with the
//! lesson again (the engine still refuses what the rules forbid). A trick the computers would
//! otherwise lead away from at once stays on the table until the player goes on, so he sees who
//! took it.

use crate::engine::cards::Card;
use crate::engine::record::Deal;
use crate::engine::schraem::{Action, Event, Match, Ruleset};
use crate::engine::{Seat, Setup};

/// The player's seat in the tutorial.
pub const YOU: Seat = Seat(0);

/// What the coach says (the texts are in `i18n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lesson {
    /// Look at your four cards.
    Look,
    /// You lead: play a low card and keep your Ten of Hearts, only the last trick counts.
    KeepYourBest,
    /// Spades were led: follow suit with your only spade.
    FollowSuit,
    /// Gerda knocked: hold, your Ten of Hearts is still the best heart.
    Hold,
    /// Diamonds led: follow with your Ten of Diamonds, it takes the trick and the lead.
    TakeTheLead,
    /// Your Ten of Hearts is the best card left: knock to raise the stake.
    Knock,
    /// Play the Ten of Hearts: the last trick wins the hand.
    LastTrick,
    /// The hand is over: how the chalk counts.
    Chalk,
}

/// One entry of the script: who does what, and for the player, the lesson said meanwhile.
type Step = (Seat, Action, Option<Lesson>);

fn card(text: &str) -> Card {
    text.parse().unwrap_or(Card::from_index(0))
}

fn script() -> Vec<Step> {
    let (you, gerda, hans, anne) = (YOU, Seat(1), Seat(2), Seat(3));
    let play = |s: &str| Action::Play(card(s));
    vec![
        (you, Action::Look, Some(Lesson::Look)),
        (gerda, Action::Look, None),
        (hans, Action::Look, None),
        (anne, Action::Look, None),
        // Trick 1: you lead low; Gerda's eight beats your seven (10 9 8 7 A K Q J).
        (you, play("C7"), Some(Lesson::KeepYourBest)),
        (gerda, play("C8"), None),
        (hans, play("CJ"), None),
        (anne, play("CQ"), None),
        // Trick 2: Gerda leads spades, Hans's eight wins.
        (gerda, play("SJ"), None),
        (hans, play("S8"), None),
        (anne, play("SQ"), None),
        (you, play("S7"), Some(Lesson::FollowSuit)),
        // Hans knocks; Anne folds, you hold, Gerda holds.
        (hans, Action::Knock, None),
        (anne, Action::Fold, None),
        (you, Action::Hold, Some(Lesson::Hold)),
        (gerda, Action::Hold, None),
        // Trick 3: Hans leads diamonds, your ten takes it.
        (hans, play("D8"), None),
        (you, play("DT"), Some(Lesson::TakeTheLead)),
        (gerda, play("D9"), None),
        // The last trick: you knock, Gerda folds, Hans holds; your ten of hearts wins.
        (you, Action::Knock, Some(Lesson::Knock)),
        (gerda, Action::Fold, None),
        (hans, Action::Hold, None),
        (you, play("HT"), Some(Lesson::LastTrick)),
        (hans, play("HK"), None),
    ]
}

/// The tutorial in progress.
#[derive(Clone, Debug)]
pub struct Tutorial {
    live: Match,
    script: Vec<Step>,
    next: usize,
    /// The player just did something other than the lesson asked.
    pub missed: bool,
    /// A trick was just taken and a computer leads next: the table waits for the player to go
    /// on ([`Tutorial::go_on`]), so the taken trick and its winner stay in view.
    paused: bool,
}

/// The events include a trick being taken.
fn took_trick(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::TrickWon { .. }))
}

impl Tutorial {
    /// A new tutorial; `names`: the player's name, then three computer players'.
    ///
    /// # Panics
    /// Never for the built-in deal (a test plays the whole script).
    #[must_use]
    pub fn new(names: Vec<String>) -> Tutorial {
        let hands = ["HT DT C7 S7", "C8 SJ D9 H9", "CJ S8 D8 HK", "CQ SQ DJ H8"];
        let deal = Deal {
            hands: hands
                .iter()
                .map(|h| h.split_whitespace().map(card).collect())
                .collect(),
            skat: Vec::new(),
        };
        let setup = Setup {
            rules: Ruleset::rhineland(),
            players: names,
            start: None,
            deals: vec![deal],
            seed: Some(1),
        };
        let live = Match::new(setup).expect("the tutorial's deal is valid");
        let mut t = Tutorial {
            live,
            script: script(),
            next: 0,
            missed: false,
            paused: false,
        };
        t.play_computers(false);
        t
    }

    /// The match as it stands (for the table's model).
    #[must_use]
    pub fn live(&self) -> &Match {
        &self.live
    }

    /// A trick was just taken and the table waits for the player to go on before the next lead.
    #[must_use]
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// The player has seen the trick taken: the computers play on.
    pub fn go_on(&mut self) {
        if self.paused {
            self.paused = false;
            self.play_computers(false);
        }
    }

    /// What the coach says now (while [`Tutorial::paused`], the table says who took the trick).
    #[must_use]
    pub fn lesson(&self) -> Lesson {
        self.script
            .get(self.next..)
            .and_then(|rest| rest.iter().find_map(|s| s.2))
            .unwrap_or(Lesson::Chalk)
    }

    /// The hand is over: only the chalk lesson is left.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.next >= self.script.len()
    }

    /// The player does `action`: taken if it is the lesson's, else the lesson is said again.
    pub fn act(&mut self, seat: Seat, action: Action) {
        if self.paused {
            return;
        }
        let taken = match self.script.get(self.next) {
            Some(&(s, a, _)) if s == seat && a == action => self.live.apply(s, a).ok(),
            _ => None,
        };
        match taken {
            Some(events) => {
                self.next += 1;
                self.missed = false;
                self.play_computers(took_trick(&events));
            }
            None => self.missed = true,
        }
    }

    /// The computers' scripted actions up to the player's next one; `taken`: a trick was just
    /// taken, so they wait for the player to go on before the next lead.
    fn play_computers(&mut self, mut taken: bool) {
        while let Some(&(s, a, None)) = self.script.get(self.next) {
            if taken {
                self.paused = true;
                return;
            }
            let Ok(events) = self.live.apply(s, a) else {
                break;
            };
            self.next += 1;
            taken = took_trick(&events);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;

    fn names() -> Vec<String> {
        ["You", "Gerda", "Hans", "Anne"].map(String::from).to_vec()
    }

    #[test]
    fn the_whole_script_is_legal_and_the_player_wins_the_hand() {
        let mut t = Tutorial::new(names());
        let mut lessons = Vec::new();
        let mut pauses = 0;
        while !t.is_done() {
            if t.paused() {
                pauses += 1;
                t.go_on();
                continue;
            }
            let (seat, action, lesson) = t.script[t.next];
            assert_eq!(seat, YOU, "computers play by themselves");
            assert_eq!(Some(t.lesson()), lesson);
            lessons.push(t.lesson());
            assert!(t.live.legal_actions(YOU).contains(&action), "{action:?}");
            t.act(YOU, action);
            assert!(!t.missed, "{action:?} was refused");
        }
        assert_eq!(lessons.len(), 7);
        // After the first trick (Gerda leads next) and the second (Hans knocks, then leads).
        assert_eq!(pauses, 2);
        assert_eq!(t.lesson(), Lesson::Chalk);
        assert_eq!(t.live.finished_hands(), 1);
        let won = t.live.to_record().actions.len();
        assert!(won >= t.script.len());
        // The player took the last trick: he lost no marks, Hans (held) lost the hand's value.
        let marks = t.live.view(YOU).marks;
        assert!(marks[0] > marks[2], "{marks:?}");
    }

    #[test]
    fn a_different_action_is_answered_with_the_lesson_again() {
        let mut t = Tutorial::new(names());
        t.act(YOU, Action::Look);
        assert_eq!(t.lesson(), Lesson::KeepYourBest);
        t.act(YOU, Action::Play(card("HT")));
        assert!(t.missed);
        assert_eq!(t.lesson(), Lesson::KeepYourBest);
        t.act(YOU, Action::Play(card("C7")));
        assert!(!t.missed);
        // The first trick stays on the table, taken by Gerda, until the player goes on.
        assert!(t.paused());
        let hand = t.live().view(YOU).hand.unwrap();
        assert!(hand.trick.is_empty());
        let taker = t.live().log().iter().rev().find_map(|e| match e {
            Event::TrickWon { seat, .. } => Some(*seat),
            _ => None,
        });
        assert_eq!(taker, Some(Seat(1)));
        t.act(YOU, Action::Play(card("S7")));
        assert!(t.paused(), "nothing is taken while the trick is shown");
        t.go_on();
        assert!(!t.paused());
        assert_eq!(t.lesson(), Lesson::FollowSuit);
    }
}
