//! XSkat's computer player at our table: the driver process (scripts/xskat/driver.c, built by
//! scripts/xskat-build.sh from a checkout that is not in this repository) and the bookkeeping
//! that tells it what happened at the table and turns its answers into our actions.

use super::codec::{Command, Reply, XSeat};
use crate::engine::ramsch::{self, Action, Event, PhaseView};
use crate::engine::{CardSet, Seat};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command as Process, Stdio};

/// The running driver: one per harness run, told every deal afresh.
pub struct Driver {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Driver {
    /// Starts the driver at `path`.
    ///
    /// # Errors
    /// When it cannot be started (not built? see docs/bots.md).
    pub fn start(path: &Path) -> Result<Driver, String> {
        let mut child = Process::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start the XSkat driver {}: {e}", path.display()))?;
        let input = child.stdin.take().ok_or("the driver has no input")?;
        let output = BufReader::new(child.stdout.take().ok_or("the driver has no output")?);
        Ok(Driver {
            child,
            input,
            output,
        })
    }
}

/// Where the table's commands go: the driver process, or a test's stand-in.
pub trait Link {
    /// Sends one command and reads its answer.
    ///
    /// # Errors
    /// The driver's refusal, or a broken pipe.
    fn ask(&mut self, command: &Command) -> Result<Reply, String>;

    /// Sends a command that must be answered `ok`.
    ///
    /// # Errors
    /// Any other answer, or what [`Link::ask`] fails with.
    fn tell(&mut self, command: &Command) -> Result<(), String> {
        match self.ask(command)? {
            Reply::Ok => Ok(()),
            other => Err(format!("the XSkat driver answered {other:?} to {command}")),
        }
    }
}

impl Link for Driver {
    fn ask(&mut self, command: &Command) -> Result<Reply, String> {
        writeln!(self.input, "{command}").map_err(|e| format!("XSkat driver: {e}"))?;
        self.input
            .flush()
            .map_err(|e| format!("XSkat driver: {e}"))?;
        let mut line = String::new();
        let read = self
            .output
            .read_line(&mut line)
            .map_err(|e| format!("XSkat driver: {e}"))?;
        if read == 0 {
            return Err(format!("the XSkat driver ended before answering {command}"));
        }
        Reply::parse(&line).map_err(|e| format!("{e} (after {command})"))
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

/// XSkat's seats at one match: which of our seats it plays, and the deal it was last told.
pub struct XskatTable {
    seats: [bool; 3],
    skat_to_loser: bool,
    /// Dealer of the deal the driver knows (`None` before the first deal is told).
    dealer: Option<Seat>,
    /// XSkat picked up and its discard is still to be made (our engine takes it as a second
    /// action).
    pending_discard: Option<CardSet>,
}

impl XskatTable {
    /// XSkat plays the seats marked `true`.
    #[must_use]
    pub fn new(seats: [bool; 3], skat_to_loser: bool) -> XskatTable {
        XskatTable {
            seats,
            skat_to_loser,
            dealer: None,
            pending_discard: None,
        }
    }

    /// Does XSkat play `seat`?
    #[must_use]
    pub fn plays(&self, seat: Seat) -> bool {
        self.seats[seat.index()]
    }

    /// Tells the driver a new deal: its seats' hands. Called before the match's first action
    /// and after every action that started a deal.
    ///
    /// # Errors
    /// The driver's refusal.
    pub fn begin_deal(&mut self, driver: &mut impl Link, m: &ramsch::Match) -> Result<(), String> {
        let dealer = m.view_for(None).public.dealer;
        driver.tell(&Command::Deal)?;
        driver.tell(&Command::SkatToLoser(self.skat_to_loser))?;
        for s in (0..3).map(Seat).filter(|s| self.plays(*s)) {
            let hand = m.view(s).hand;
            driver.tell(&Command::Hand(XSeat::of(s, dealer), hand))?;
        }
        self.dealer = Some(dealer);
        self.pending_discard = None;
        Ok(())
    }

    /// Tells the driver what `events` (of one applied action) showed: other seats' pushes and
    /// every card played; a new deal starts afresh.
    ///
    /// # Errors
    /// A Grand Hand (XSkat's pure Schieberamsch has none), or the driver's refusal.
    pub fn observe(
        &mut self,
        driver: &mut impl Link,
        m: &ramsch::Match,
        events: &[Event],
    ) -> Result<(), String> {
        let dealer = self.dealer.ok_or("the deal was not begun")?;
        for event in events {
            match *event {
                Event::Pushed { seat, .. } if !self.plays(seat) => {
                    driver.tell(&Command::Pushed(XSeat::of(seat, dealer)))?;
                }
                Event::CardPlayed { seat, card } => {
                    driver.tell(&Command::Played(XSeat::of(seat, dealer), card))?;
                }
                Event::GrandHandAnnounced { .. } => {
                    return Err("a Grand Hand: XSkat's Schieberamsch has none".into());
                }
                _ => {}
            }
        }
        if events
            .iter()
            .any(|e| matches!(e, Event::DealStarted { .. }))
            && !m.is_finished()
        {
            self.begin_deal(driver, m)?;
        }
        Ok(())
    }

    /// XSkat's action for `seat`, which the match awaits.
    ///
    /// # Errors
    /// A decision XSkat's Schieberamsch does not make, or the driver's refusal.
    pub fn decide(
        &mut self,
        driver: &mut impl Link,
        m: &ramsch::Match,
        seat: Seat,
    ) -> Result<Action, String> {
        let dealer = self.dealer.ok_or("the deal was not begun")?;
        let x = XSeat::of(seat, dealer);
        let legal = m.legal_actions(seat);
        if let Some(cards) = self.pending_discard.take() {
            let discard = Action::Discard { cards };
            return legal
                .contains(&discard)
                .then_some(discard)
                .ok_or_else(|| format!("XSkat's discard {cards} is not allowed here"));
        }
        let phase = m.view(seat).public.phase;
        let action = match phase {
            PhaseView::SkatRound { .. } => {
                // The referee looks at the skat for XSkat: comp_sramsch decides to push from its
                // own hand and reads the skat (cards[30], cards[31]) only after deciding to pick up.
                let mut peek = m.clone();
                peek.apply(seat, Action::PickUpBoth)
                    .map_err(|e| format!("pick up for XSkat: {e}"))?;
                let skat: Vec<_> = peek.view(seat).picked_up.iter().collect();
                let [a, b] = skat[..] else {
                    return Err("the skat does not hold two cards".into());
                };
                match driver.ask(&Command::Skat(x, [a, b]))? {
                    Reply::Push => Action::Push,
                    Reply::PickUp(cards) => {
                        self.pending_discard = Some(cards.into_iter().collect());
                        Action::PickUpBoth
                    }
                    other => return Err(format!("XSkat answered {other:?} about the skat")),
                }
            }
            PhaseView::Play => match driver.ask(&Command::Play(x))? {
                Reply::Card(card) => Action::Play { card },
                other => return Err(format!("XSkat answered {other:?} for a card")),
            },
            other => return Err(format!("XSkat is asked in phase {other:?}")),
        };
        if legal.contains(&action) {
            Ok(action)
        } else {
            Err(format!("XSkat chose {action}, which is not allowed here"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::xskat::codec::XCard;
    use crate::engine::Setup;
    use std::collections::VecDeque;

    /// Records what the table sends and answers as told (`ok` when nothing is queued).
    #[derive(Default)]
    struct Recorder {
        sent: Vec<String>,
        answers: VecDeque<Reply>,
    }

    impl Link for Recorder {
        fn ask(&mut self, command: &Command) -> Result<Reply, String> {
            self.sent.push(command.to_string());
            Ok(self.answers.pop_front().unwrap_or(Reply::Ok))
        }
    }

    fn apply(m: &mut ramsch::Match, t: &mut XskatTable, r: &mut Recorder, s: Seat, a: Action) {
        let events = m.apply(s, a).expect("legal");
        t.observe(r, m, events.as_slice()).expect("told");
    }

    fn codes(cards: CardSet) -> String {
        cards
            .iter()
            .map(|c| format!(" {}", XCard::of(c).0))
            .collect()
    }

    #[test]
    fn the_driver_hears_the_table_in_its_own_seat_numbers() {
        let rules = ramsch::Ruleset {
            grand_hand: false,
            ..ramsch::Ruleset::default()
        };
        let names = (0..3).map(|s| format!("p{s}")).collect();
        let mut m = ramsch::Match::new(Setup::new(rules, names, 7)).expect("match");
        // Seat 2 deals the first deal: seat 0 is forehand, XSkat's seat 1 is middlehand (1).
        let mut t = XskatTable::new([false, true, false], false);
        let mut r = Recorder::default();
        t.begin_deal(&mut r, &m).expect("begun");
        let hand = m.view(Seat(1)).hand;
        assert_eq!(
            r.sent,
            ["deal", "skatloser 0", &format!("hand 1{}", codes(hand))]
        );

        r.sent.clear();
        apply(&mut m, &mut t, &mut r, Seat(0), Action::Push);
        assert_eq!(r.sent, ["pushed 0"]);

        // XSkat is asked with the skat lying there and pushes too: the driver counted that push
        // itself, so it is not told again.
        let mut peek = m.clone();
        peek.apply(Seat(1), Action::PickUpBoth).expect("legal");
        let skat = peek.view(Seat(1)).picked_up;
        r.sent.clear();
        r.answers.push_back(Reply::Push);
        let action = t.decide(&mut r, &m, Seat(1)).expect("decided");
        assert_eq!(action, Action::Push);
        apply(&mut m, &mut t, &mut r, Seat(1), action);
        apply(&mut m, &mut t, &mut r, Seat(2), Action::Push);
        assert_eq!(
            r.sent,
            [format!("skat 1{}", codes(skat)), "pushed 2".into()]
        );

        // Forehand leads; XSkat's card comes back as ours, and an illegal one is refused.
        let lead = m.view(Seat(0)).hand.iter().next().expect("a card");
        r.sent.clear();
        apply(&mut m, &mut t, &mut r, Seat(0), Action::Play { card: lead });
        let legal = m.legal_actions(Seat(1));
        let Some(&Action::Play { card }) = legal.iter().next() else {
            panic!("a card to play");
        };
        r.answers.push_back(Reply::Card(card));
        assert_eq!(t.decide(&mut r, &m, Seat(1)), Ok(Action::Play { card }));
        assert_eq!(
            r.sent,
            [format!("played 0 {}", XCard::of(lead).0), "play 1".into()]
        );
        r.answers.push_back(Reply::Card(lead));
        assert!(
            t.decide(&mut r, &m, Seat(1)).is_err(),
            "a card already played"
        );
    }
}
