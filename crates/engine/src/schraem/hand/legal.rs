//! Which actions are legal, and the rule that forbids the others. [`Hand::check`] is the single
//! source of truth; [`Hand::legal_actions`] lists exactly the actions `check` accepts (the property
//! tests verify this for every seat and every candidate action).

use super::{bit, Hand, Phase, NONE};
use crate::cards::{CardSet, Suit};
use crate::schraem::action::{Action, ActionList};
use crate::schraem::error::RuleError;
use crate::schraem::options::{FoldedCard, FourCourts, KnockLimit, KnockWho, Poor};
use crate::schraem::order::all_courts;
use crate::seat::Seat;

impl Hand {
    /// Everything `seat` may do now (empty if it cannot act). Allocation-free.
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> ActionList {
        let mut list = ActionList::new();
        let s = seat.0;
        if s >= self.n {
            return list;
        }
        let unlooked = self.looked & bit(s) == 0;
        match self.phase {
            Phase::Done | Phase::Redealt { .. } => {}
            Phase::Answer { next, .. } => {
                if next == s {
                    if unlooked && self.may_look_before_answering() {
                        list.push(Action::Look);
                    }
                    list.push(Action::Hold);
                    list.push(Action::Fold);
                }
            }
            Phase::Challenge { next, .. } => {
                if next == s {
                    if self.rules.four_courts == FourCourts::WipperfuerthChallenge {
                        list.push(Action::Challenge { turn: 3 });
                    }
                    list.push(Action::Challenge { turn: 4 });
                    list.push(Action::Decline);
                }
            }
            Phase::FourthCard { challenger, .. } => {
                if challenger == s {
                    list.push(Action::Challenge { turn: 4 });
                    list.push(Action::Decline);
                }
            }
            Phase::Pretty { next, .. } => {
                if next == s {
                    list.push(Action::Agree);
                    list.push(Action::Decline);
                }
            }
            Phase::Play => {
                if self.forced != NONE {
                    if self.forced == s {
                        let hammer = self.rules.poor == Poor::HammerAnnounced;
                        if unlooked {
                            if hammer {
                                list.push(Action::Look);
                            }
                            list.push(Action::BlindKnock);
                        }
                        if hammer {
                            list.push(Action::Knock);
                        }
                    }
                    return list;
                }
                if self.active & bit(s) == 0 {
                    return list;
                }
                if unlooked {
                    list.push(Action::Look);
                }
                if s == self.to_play {
                    for card in self.playable(s).iter() {
                        list.push(Action::Play(card));
                    }
                }
                let (sighted, blind) = self.knock_flags(s);
                if sighted {
                    list.push(Action::Knock);
                }
                if blind {
                    list.push(Action::BlindKnock);
                }
                if self.check_exchange(s).is_ok() {
                    list.push(Action::Exchange);
                }
                if self.check_pretty(s).is_ok() {
                    list.push(Action::RedealRequest);
                }
            }
        }
        list
    }

    /// Whether a seat asked to answer may look first: always, except in the automatic hammer
    /// round of `auto_two_prefold` unless `prefold_sees_hand` (RULES.md C4: the Eifel decision is
    /// made before looking).
    fn may_look_before_answering(&self) -> bool {
        !self.hammer_round || self.rules.prefold_sees_hand
    }

    /// The suit to follow (and to win).
    pub(crate) fn suit_to_follow(&self) -> Option<Suit> {
        (self.follow != NONE).then(|| Suit::ALL[self.follow as usize])
    }

    /// Recomputes the suit to follow after a seat left the hand mid-trick (RULES.md C1): while
    /// an active player's card of the suit led lies in the trick, that suit stays; only when none
    /// does, the first card of an active player counts as led — and from then on its suit is the
    /// suit led (a second fold in the same trick is judged against it, not against the first
    /// card). A card that stays live (`folded_card = stays_live`) keeps the suit led in any case.
    pub(crate) fn refresh_follow(&mut self) {
        if self.trick_len == 0 || self.rules.folded_card == FoldedCard::StaysLive {
            return;
        }
        let led = if self.follow == NONE {
            self.trick[0].suit().index() as u8
        } else {
            self.follow
        };
        let active_card = |i: usize| self.active & bit(self.trick_seats[i]) != 0;
        let led_stays = (0..self.trick_len as usize)
            .any(|i| active_card(i) && self.trick[i].suit().index() as u8 == led);
        self.follow = if led_stays {
            led
        } else {
            (0..self.trick_len as usize)
                .find(|&i| active_card(i))
                .map_or(NONE, |i| self.trick[i].suit().index() as u8)
        };
    }

    /// The cards `s` may play now (follow suit if possible, rule 3).
    pub(crate) fn playable(&self, s: u8) -> CardSet {
        let cards = self.cards[s as usize];
        match self.suit_to_follow() {
            Some(suit) if !cards.of_suit(suit).is_empty() => cards.of_suit(suit),
            _ => cards,
        }
    }

    /// Why `seat` may not take `action` now, or `Ok`.
    ///
    /// # Errors
    /// The [`RuleError`] naming the rule that forbids it.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        let s = seat.0;
        if s >= self.n {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.is_over() {
            return Err(RuleError::NotInPlay);
        }
        let active = self.active & bit(s) != 0;
        let looked = self.looked & bit(s) != 0;
        match action {
            Action::Knock | Action::BlindKnock => self.check_knock(s, action == Action::BlindKnock),
            Action::Look => {
                if !active {
                    return Err(RuleError::NotActive);
                }
                if looked {
                    return Err(RuleError::AlreadyLooked);
                }
                match self.phase {
                    Phase::Play if self.forced == s => {
                        if self.rules.poor == Poor::HammerAnnounced {
                            Ok(())
                        } else {
                            Err(RuleError::ForcedKnockMustBeBlind)
                        }
                    }
                    Phase::Play if self.forced != NONE => Err(RuleError::ForcedKnockPending),
                    Phase::Play => Ok(()),
                    Phase::Answer { next, .. } if next == s => {
                        if self.may_look_before_answering() {
                            Ok(())
                        } else {
                            Err(RuleError::DecideBeforeLooking)
                        }
                    }
                    _ => Err(RuleError::NotYourTurn),
                }
            }
            Action::Hold | Action::Fold => match self.phase {
                Phase::Answer { next, .. } if next == s => Ok(()),
                Phase::Answer { .. } => Err(RuleError::NotYourTurn),
                _ => Err(RuleError::NoKnockToAnswer),
            },
            Action::Play(card) => {
                self.check_waiting_play(s)?;
                if !active {
                    return Err(RuleError::NotActive);
                }
                if s != self.to_play {
                    return Err(RuleError::NotYourTurn);
                }
                if !self.cards[s as usize].contains(card) {
                    return Err(RuleError::CardNotInHand(card));
                }
                if !self.playable(s).contains(card) {
                    let suit = self.suit_to_follow().unwrap_or(card.suit());
                    return Err(RuleError::MustFollowSuit(suit));
                }
                Ok(())
            }
            Action::Exchange => self.check_exchange(s),
            Action::Challenge { turn } => match self.phase {
                Phase::Challenge { next, .. } if next == s => {
                    let wipp = self.rules.four_courts == FourCourts::WipperfuerthChallenge;
                    if turn == 4 || (wipp && turn == 3) {
                        Ok(())
                    } else {
                        Err(RuleError::BadTurnCount(turn))
                    }
                }
                Phase::FourthCard { challenger, .. } if challenger == s => {
                    if turn == 4 {
                        Ok(())
                    } else {
                        Err(RuleError::BadTurnCount(turn))
                    }
                }
                Phase::Challenge { .. } | Phase::FourthCard { .. } => Err(RuleError::NotYourTurn),
                _ => Err(RuleError::NoExchangeToChallenge),
            },
            Action::Decline => match self.phase {
                Phase::Challenge { next, .. } | Phase::Pretty { next, .. } if next == s => Ok(()),
                Phase::FourthCard { challenger, .. } if challenger == s => Ok(()),
                Phase::Challenge { .. } | Phase::Pretty { .. } | Phase::FourthCard { .. } => {
                    Err(RuleError::NotYourTurn)
                }
                _ => Err(RuleError::NoExchangeToChallenge),
            },
            Action::RedealRequest => self.check_pretty(s),
            Action::Agree => match self.phase {
                Phase::Pretty { next, .. } if next == s => Ok(()),
                Phase::Pretty { .. } => Err(RuleError::NotYourTurn),
                _ => Err(RuleError::NoRequestToAnswer),
            },
        }
    }

    /// Play must be waiting (no knock, exchange or request being answered, no forced knock owed).
    fn check_waiting_play(&self, s: u8) -> Result<(), RuleError> {
        match self.phase {
            Phase::Play if self.forced == s => Err(RuleError::ForcedKnockPending),
            Phase::Play if self.forced != NONE => Err(RuleError::NotYourTurn),
            Phase::Play => Ok(()),
            _ => Err(RuleError::NotYourTurn),
        }
    }

    /// Sebbe (RULES.md C2): a raise to 3 by the raiser to 2 or by a player who held at 2.
    fn sebbe_raise_to_three(&self, s: u8, new: u8) -> bool {
        new == 3 && (self.held_two & bit(s) != 0 || self.raised_two == s)
    }

    /// `knock_who`: may `s` knock to `new` at all?
    fn may_knock_by_who(&self, s: u8, new: u8) -> Result<(), RuleError> {
        match self.rules.knock_who {
            KnockWho::Anyone => Ok(()),
            KnockWho::Nobody => Err(RuleError::NoKnocking),
            KnockWho::LeaderOnly => {
                if self.on_lead().0 == s || self.sebbe_raise_to_three(s, new) {
                    Ok(())
                } else {
                    Err(RuleError::KnockNotLeader)
                }
            }
            KnockWho::OnTurn => {
                if s == self.to_play {
                    Ok(())
                } else {
                    Err(RuleError::KnockNotOnTurn)
                }
            }
        }
    }

    /// Rule 9 (no knock twice in succession), with Sebbe's exception for the raiser (C2).
    fn knocks_twice(&self, s: u8, new: u8) -> bool {
        self.last_knocker == s
            && !(self.rules.knock_who == KnockWho::LeaderOnly && self.sebbe_raise_to_three(s, new))
    }

    /// Rule 10 / `knock_limit`: may `s` raise to `new` with his marks (sighted, dark)?
    pub(super) fn within_limit(&self, s: u8, new: u8) -> (bool, bool) {
        let marks = self.lives[s as usize];
        let v = i32::from(new);
        match self.rules.knock_limit {
            KnockLimit::StrictTwoToThree => {
                let ok = v <= marks || (marks == 2 && v == 3);
                (ok, ok)
            }
            KnockLimit::Strict => (v <= marks, v <= marks),
            KnockLimit::PlusOne => (v <= marks + 1, v <= marks + 1),
            KnockLimit::DarkPlusOne => (v <= marks, v <= marks + 1),
            KnockLimit::None => (true, true),
        }
    }

    /// Rules 8–10, 14, 15 and `knock_who`.
    pub(crate) fn check_knock(&self, s: u8, blind: bool) -> Result<(), RuleError> {
        if !self.knocking_exists() {
            return Err(RuleError::NoKnocking);
        }
        if self.active & bit(s) == 0 {
            return Err(RuleError::NotActive);
        }
        let looked = self.looked & bit(s) != 0;
        if self.phase != Phase::Play {
            return Err(RuleError::NotYourTurn);
        }
        if self.forced != NONE {
            if self.forced != s {
                return Err(RuleError::ForcedKnockPending);
            }
            // The forced knock is never limited (RESEARCH.md A-5); it must be blind unless the
            // variant lets the hammer look first.
            if blind && looked {
                return Err(RuleError::BlindKnockAfterLooking);
            }
            if !blind && self.rules.poor == Poor::ForcedBlindTwo {
                return Err(RuleError::ForcedKnockMustBeBlind);
            }
            return Ok(());
        }
        if self.value >= self.rules.max_value() {
            return Err(RuleError::KnockMax(self.rules.max_value()));
        }
        let new = self.value + 1;
        if self.knocks_twice(s, new) {
            return Err(RuleError::KnockTwice);
        }
        if blind {
            if looked {
                return Err(RuleError::BlindKnockAfterLooking);
            }
            if self.started {
                return Err(RuleError::BlindKnockAfterLead);
            }
            match self.rules.max_blind_value {
                Some(max) if new <= max => {}
                max => return Err(RuleError::BlindKnockLimit { value: new, max }),
            }
        }
        self.may_knock_by_who(s, new)?;
        let (sighted, dark) = self.within_limit(s, new);
        if !(if blind { dark } else { sighted }) {
            return Err(RuleError::KnockLimit {
                value: new,
                marks: self.lives[s as usize],
            });
        }
        Ok(())
    }

    /// Fast form of [`Hand::check_knock`] for an active seat while play waits and no forced knock
    /// is owed: may `s` knock (sighted, blind)? The property tests check that it agrees.
    fn knock_flags(&self, s: u8) -> (bool, bool) {
        if !self.knocking_exists() || self.value >= self.rules.max_value() {
            return (false, false);
        }
        let new = self.value + 1;
        if self.knocks_twice(s, new) || self.may_knock_by_who(s, new).is_err() {
            return (false, false);
        }
        let (sighted, dark) = self.within_limit(s, new);
        let blind_window = self.looked & bit(s) == 0
            && !self.started
            && self.rules.max_blind_value.is_some_and(|max| new <= max);
        (sighted, dark && blind_window)
    }

    /// Exchanges and laundry calls: before the first lead, once per player, stock permitting.
    pub(crate) fn check_exchange(&self, s: u8) -> Result<(), RuleError> {
        if self.escape
            || matches!(
                self.rules.four_courts,
                FourCourts::None | FourCourts::Redeal
            )
        {
            return Err(RuleError::ExchangeNotAllowed);
        }
        if self.active & bit(s) == 0 {
            return Err(RuleError::NotActive);
        }
        self.check_waiting_any(s)?;
        if self.started {
            return Err(RuleError::ExchangeAfterLead);
        }
        if self.exchanged & bit(s) != 0 {
            return Err(RuleError::AlreadyExchanged);
        }
        let need = self.cards[s as usize].len() as u8;
        if self.stock_len - self.stock_pos < need {
            return Err(RuleError::StockTooSmall);
        }
        // Only Sebbe's free exchange is limited to real four-court hands; everywhere else the
        // hand goes face down, so any hand may be offered (a bluff) and the button tells nothing.
        if self.rules.four_courts == FourCourts::FreeExchange
            && !all_courts(self.cards[s as usize].iter())
        {
            return Err(RuleError::NotAllCourts);
        }
        Ok(())
    }

    /// Side actions (exchange, redeal request) while play waits, not during a forced knock.
    fn check_waiting_any(&self, s: u8) -> Result<(), RuleError> {
        match self.phase {
            Phase::Play if self.forced == s => Err(RuleError::ForcedKnockPending),
            Phase::Play if self.forced != NONE => Err(RuleError::NotYourTurn),
            Phase::Play => Ok(()),
            _ => Err(RuleError::NotYourTurn),
        }
    }

    /// Pretty ones: every active player on his last mark, before the first lead, once a hand.
    pub(crate) fn check_pretty(&self, s: u8) -> Result<(), RuleError> {
        if !self.rules.pretty_ones || self.escape {
            return Err(RuleError::NotInVariant);
        }
        if self.active & bit(s) == 0 {
            return Err(RuleError::NotActive);
        }
        self.check_waiting_any(s)?;
        let all_on_one = (0..self.n)
            .filter(|&t| self.active & bit(t) != 0)
            .all(|t| self.lives[t as usize] == 1);
        // Only while no mark has moved in this hand, so that a redeal undoes nothing.
        let untouched = self.loss.iter().all(|&l| l == 0);
        if self.started || self.pretty_asked || !all_on_one || !untouched {
            return Err(RuleError::PrettyOnesNotAllowed);
        }
        Ok(())
    }

    /// The cards `seat` may play now (empty unless it is his turn to play).
    #[must_use]
    pub fn playable_cards(&self, seat: Seat) -> CardSet {
        if self.phase == Phase::Play && self.forced == NONE && seat.0 == self.to_play {
            self.playable(seat.0)
        } else {
            CardSet::EMPTY
        }
    }
}
