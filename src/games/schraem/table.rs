//! The Siebenschräm table as one seat sees it: chips, the trick, the prompt and its buttons, the
//! hand. Built from the seat's `PlayerView` and its legal actions only.

use crate::engine::cards::Card;
use crate::engine::schraem::{
    Action, Event, FourCourts, HandView, Match, PhaseView, PlayerView, Poor, Ruleset,
};
use crate::engine::Seat;
use crate::games::SeatInput;
use crate::i18n::schraem::SchraemMsg;
use crate::i18n::{Lang, Msg, Who};
use crate::present::pace::LastHand;
use crate::present::{
    around, side_of, ChalkStyle, Control, HandCard, HandCards, SeatChip, TableModel, TrickCard,
};
use crate::session::AnyAction;

/// The table as the seat of `seat` sees it, with the last finished hand shown as `last` says.
/// Other humans at the device (`seat.beside`) may knock from the viewer's screen.
#[must_use]
pub fn table(seat: &SeatInput<Match>, lang: Lang, last: LastHand) -> TableModel {
    let view = &seat.view;
    let viewer = view.seat;
    let legal = &seat.legal;
    let ctx = Ctx {
        rules: &seat.rules,
        view,
        lang,
        up: seat.rules.scoring.counts_up(),
        style: ChalkStyle::of(seat.rules.scoring),
        viewer,
    };
    let (others, me) = around(viewer, view.names.len(), |s| ctx.chip(s));
    let fresh = fresh(view);
    let tricks = match view.hand.as_ref() {
        // A fresh hand: the finished one's tricks stay on view with its result.
        Some(hand) if !fresh => hand.tricks(),
        _ => view.last_hand_tricks.clone(),
    };
    let shown = match (last, view.hand.as_ref()) {
        (LastHand::Held, _) => view.last_hand_tricks.clone(),
        (LastHand::Gone, Some(hand)) => hand.tricks(),
        _ => tricks.clone(),
    };
    let (trick, trick_done) = match view.hand.as_ref() {
        Some(hand) if last != LastHand::Held && !hand.trick.is_empty() => {
            (ctx.trick(&hand.trick, None), false)
        }
        _ => shown.last().map_or((Vec::new(), false), |(cards, w)| {
            (ctx.trick(cards, Some(*w)), true)
        }),
    };
    let last_trick = tricks.last().map(|(cards, winner)| {
        let who = ctx.who(*winner);
        (
            lang.say(&Msg::LastTrickBy { who }),
            ctx.trick(cards, Some(*winner)),
        )
    });
    let prompt = ctx.prompt(viewer, legal);
    let controls = ctx.controls(viewer, legal);
    let other_knocks = match viewer {
        Some(v) if !view.finished => seat
            .beside
            .iter()
            .filter(|(h, legal)| *h != v && legal.contains(&Action::Knock))
            .map(|&(h, _)| Control {
                label: lang.say(&Msg::from(SchraemMsg::KnockAs { who: ctx.name(h) })),
                seat: h,
                action: AnyAction::Schraem(Action::Knock),
                primary: false,
                apart: false,
            })
            .collect(),
        _ => Vec::new(),
    };
    TableModel {
        status: ctx.status(),
        others,
        me,
        trick,
        trick_done,
        skat: None,
        prompt,
        my_turn: viewer.is_some() && view.to_act == viewer && !view.finished,
        hand: ctx.hand(legal),
        controls,
        other_knocks,
        result: ctx.result(match last {
            LastHand::UntilNext => fresh,
            LastHand::Held => true,
            LastHand::Gone => false,
        }),
        last_trick,
        proceed: None,
    }
}

/// Nothing has happened yet in the current hand (or there is none), and a hand has finished.
fn fresh(view: &PlayerView) -> bool {
    view.last_hand.is_some()
        && (view.finished || view.hand.as_ref().is_none_or(|h| h.actions.is_empty()))
}

struct Ctx<'a> {
    rules: &'a Ruleset,
    view: &'a PlayerView,
    lang: Lang,
    up: bool,
    style: ChalkStyle,
    /// The seat whose screen it is: sentences speak to it ("you lose").
    viewer: Option<Seat>,
}

impl<'a> Ctx<'a> {
    fn name(&self, seat: Seat) -> &'a str {
        self.view
            .names
            .get(seat.index())
            .map_or("?", String::as_str)
    }

    /// `seat` as a sentence speaks of it: the viewer in the second person, anyone else by name.
    fn who(&self, seat: Seat) -> Who<'a> {
        if self.viewer == Some(seat) {
            Who::You
        } else {
            Who::Named(self.name(seat))
        }
    }

    fn status(&self) -> Vec<String> {
        let t = self.lang.texts();
        let mut status = Vec::new();
        if let Some(hand) = &self.view.hand {
            status.push(format!("{} {}", t.value, hand.value));
            status.push(self.lang.say(&Msg::HandNumber { n: hand.number }));
        }
        let games = self.rules.match_format.games();
        if games != Some(1) {
            status.push(self.lang.say(&Msg::GameNumber {
                n: self.view.game,
                of: games,
            }));
        }
        status
    }

    fn chip(&self, seat: Seat) -> SeatChip {
        let t = self.lang.texts();
        let i = seat.index();
        let v = self.view;
        let hand = v.hand.as_ref();
        let folded = hand.is_some_and(|h| h.folded[i]);
        let dealt_in = hand.is_none_or(|h| h.dealt_in[i]);
        let mut badges = Vec::new();
        if hand.is_some_and(|h| h.dealer == seat) {
            badges.push(t.dealer.to_owned());
        }
        if hand.is_some_and(|h| h.last_knocker == Some(seat)) {
            badges.push(t.last_knock.to_owned());
        }
        if v.out[i] {
            badges.push(t.out.to_owned());
        } else if v.safe[i] {
            badges.push(t.safe.to_owned());
        } else if folded {
            badges.push(t.folded.to_owned());
        }
        let cards = hand.map_or(0, |h| u32::from(h.card_counts[i]));
        let played = hand.map(|h| h.played[i]).unwrap_or_default();
        let score = v.marks[i];
        let score_label = self.style.words(self.lang, score);
        let mut words = vec![self.name(seat).to_owned()];
        words.extend(badges.iter().cloned());
        if !score_label.is_empty() {
            words.push(score_label.clone());
        }
        if dealt_in && !folded {
            words.push(self.lang.say(&Msg::CardsLeft { n: cards }));
        }
        if !played.is_empty() {
            let names: Vec<String> = played.iter().map(|c| self.lang.t().card_name(c)).collect();
            words.push(format!("{} {}", t.cards_played, names.join(", ")));
        }
        SeatChip {
            seat,
            name: self.name(seat).to_owned(),
            score,
            chalk: self.style,
            score_label,
            badges,
            cards,
            played,
            acting: v.to_act == Some(seat) && !v.finished,
            inactive: v.out[i] || v.safe[i] || folded || !dealt_in,
            side: side_of(seat, v.seat, v.names.len()),
            label: words.join(", "),
        }
    }

    fn trick(&self, cards: &[(Seat, Card)], winner: Option<Seat>) -> Vec<TrickCard> {
        cards
            .iter()
            .enumerate()
            .map(|(k, &(seat, card))| TrickCard {
                seat,
                name: self.name(seat).to_owned(),
                card,
                // The winner's card: the last one he put in this trick.
                winning: winner == Some(seat) && !cards[k + 1..].iter().any(|&(s, _)| s == seat),
            })
            .collect()
    }

    /// Poor player's automatic hammer (Eifel): the hand opened with a forced knock nobody has
    /// played to yet.
    fn hammer_round(&self, hand: &HandView) -> bool {
        self.rules.poor == Poor::AutoTwoPrefold
            && hand.tricks_done == 0
            && hand.trick.is_empty()
            && hand
                .history
                .iter()
                .any(|e| matches!(e, Event::Knocked { forced: true, .. }))
    }

    fn prompt(&self, viewer: Option<Seat>, legal: &[Action]) -> String {
        let t = self.lang.texts();
        let v = self.view;
        if v.finished {
            return if self.rules.match_format.games() == Some(1) {
                t.game_over.to_owned()
            } else {
                t.series_over.to_owned()
            };
        }
        let Some(hand) = &v.hand else {
            return self.lang.say(&Msg::PromptOver);
        };
        let me = |s: Seat| viewer == Some(s);
        let waiting = |s: Seat| Msg::WaitingFor { who: self.name(s) };
        let msg = match hand.phase {
            PhaseView::ForcedKnock { seat } if me(seat) => {
                if self.rules.poor == Poor::HammerAnnounced {
                    Msg::from(SchraemMsg::PromptHammer)
                } else {
                    Msg::from(SchraemMsg::PromptForcedBlind {
                        value: hand.value + 1,
                        up: self.up,
                    })
                }
            }
            PhaseView::ForcedKnock { seat } => Msg::from(SchraemMsg::WaitingForced {
                who: self.name(seat),
            }),
            PhaseView::Answer {
                knocker,
                next,
                fold_cost,
            } if me(next) => {
                if self.hammer_round(hand) {
                    Msg::from(SchraemMsg::PromptHammerAnswer {
                        poor: self.name(knocker),
                        cost: fold_cost,
                        up: self.up,
                        blind: !self.rules.prefold_sees_hand
                            && !viewer.is_some_and(|s| hand.looked[s.index()]),
                    })
                } else {
                    Msg::from(SchraemMsg::PromptAnswer {
                        knocker: self.name(knocker),
                        value: hand.value,
                        cost: fold_cost,
                        up: self.up,
                    })
                }
            }
            PhaseView::Answer { next, .. } => waiting(next),
            PhaseView::Challenge { exchanger, next } if me(next) => {
                Msg::from(SchraemMsg::PromptChallenge {
                    exchanger: self.name(exchanger),
                    laundry: self.rules.four_courts == FourCourts::DirtyLaundry,
                    three: legal.contains(&Action::Challenge { turn: 3 }),
                })
            }
            PhaseView::Challenge { next, .. } => waiting(next),
            PhaseView::FourthCard {
                challenger,
                exchanger,
            } if me(challenger) => Msg::from(SchraemMsg::PromptFourthCard {
                exchanger: self.name(exchanger),
            }),
            PhaseView::FourthCard { challenger, .. } => waiting(challenger),
            PhaseView::Pretty { requester, next } if me(next) => {
                Msg::from(SchraemMsg::PromptPretty {
                    requester: self.name(requester),
                })
            }
            PhaseView::Pretty { next, .. } => waiting(next),
            PhaseView::Play { to_play } if me(to_play) => {
                let looked = viewer.is_some_and(|s| hand.looked[s.index()]);
                match (looked, legal.contains(&Action::BlindKnock)) {
                    (false, true) => Msg::from(SchraemMsg::PromptLookOrBlind),
                    (false, false) => Msg::from(SchraemMsg::PromptLook),
                    (true, _) if legal.contains(&Action::Knock) => {
                        Msg::from(SchraemMsg::PromptPlayOrKnock)
                    }
                    (true, _) => Msg::PromptPlay,
                }
            }
            PhaseView::Play { to_play } => waiting(to_play),
            PhaseView::Over => Msg::PromptOver,
        };
        self.lang.say(&msg)
    }

    fn controls(&self, viewer: Option<Seat>, legal: &[Action]) -> Vec<Control> {
        let Some(seat) = viewer else {
            return Vec::new();
        };
        let t = self.lang.texts();
        let Some(hand) = &self.view.hand else {
            return Vec::new();
        };
        let hammer = self.hammer_round(hand);
        let forced = matches!(hand.phase, PhaseView::ForcedKnock { .. });
        let primary = [
            Action::Look,
            Action::Hold,
            Action::BlindKnock,
            Action::Agree,
            Action::Decline,
        ]
        .into_iter()
        .find(|a| legal.contains(a) && (forced || *a != Action::BlindKnock));
        // Exchanging a hand one has not looked at makes no sense: the button waits for a look.
        let looked = hand.own_cards.is_some();
        let mut controls: Vec<Control> = legal
            .iter()
            .filter(|&&a| looked || a != Action::Exchange)
            .filter_map(|&action| {
                let label = match action {
                    Action::Play(_) => return None,
                    Action::Look => t.look_at_cards,
                    Action::Knock => t.knock,
                    Action::BlindKnock => t.knock_blind,
                    Action::Hold if hammer => t.play_for_two,
                    Action::Hold => t.hold,
                    Action::Fold if hammer => t.lay_down,
                    Action::Fold => t.fold,
                    Action::Exchange if self.rules.four_courts == FourCourts::DirtyLaundry => {
                        t.call_laundry
                    }
                    Action::Exchange => t.exchange,
                    Action::Challenge { turn: 3 } => t.turn_three,
                    Action::Challenge { .. }
                        if matches!(hand.phase, PhaseView::FourthCard { .. }) =>
                    {
                        t.turn_last
                    }
                    Action::Challenge { .. } => t.turn_cards,
                    Action::Decline => match hand.phase {
                        PhaseView::Challenge { .. } => t.let_stand,
                        PhaseView::FourthCard { .. } => t.stop_here,
                        _ => t.decline,
                    },
                    Action::RedealRequest => t.ask_redeal,
                    Action::Agree => t.agree,
                };
                Some(Control {
                    label: label.to_owned(),
                    seat,
                    action: AnyAction::Schraem(action),
                    primary: Some(action) == primary,
                    apart: action == Action::Fold,
                })
            })
            .collect();
        crate::engine::small_sort::sort_by_key(&mut controls, |c| !c.primary);
        controls
    }

    fn hand(&self, legal: &[Action]) -> HandCards {
        match super::fair::own_hand(self.view) {
            None => HandCards::None,
            Some((None, count)) => HandCards::Hidden(count),
            Some((Some(cards), _)) => HandCards::Open(
                crate::games::hand_order::sorted::<Match>(cards.iter())
                    .into_iter()
                    .map(|card| HandCard {
                        card,
                        play: legal
                            .contains(&Action::Play(card))
                            .then_some(AnyAction::Schraem(Action::Play(card))),
                    })
                    .collect(),
            ),
        }
    }

    /// The last hand's result, if it is `shown`.
    fn result(&self, shown: bool) -> Option<String> {
        let v = self.view;
        let last = v.last_hand.as_ref().filter(|_| shown)?;
        let losses: Vec<(Who, i32)> = last
            .losses
            .iter()
            .enumerate()
            .filter(|(_, &l)| l != 0)
            .map(|(s, &l)| (self.who(Seat(s as u8)), l))
            .collect();
        Some(self.lang.say(&Msg::from(SchraemMsg::HandResult {
            winner: last.winner.map(|w| self.who(w)),
            value: last.value,
            losses,
            up: self.up,
            escape: last.escape,
        })))
    }
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
