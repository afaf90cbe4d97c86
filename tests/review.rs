//! The review after a hand: the exact solver of "could I have won?" is checked against brute
//! force (every order of play), and the review of real hands agrees with what happened.
#![cfg(not(target_arch = "wasm32"))]

use schraem::ai::schraem::solve::{card_verdicts, forces_last_trick};
use schraem::ai::{Bot, Budget, Level, StepClock};
use schraem::engine::record::Record;
use schraem::engine::rng::Xoshiro256StarStar;
use schraem::engine::schraem::{Action, Hand, Match, Phase, Preset};
use schraem::engine::{Game, Seat, Setup};
use schraem::session::{Choice, HandReview, HandStory, Verdict};

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// Every card play and answer (no knocks), as the solver considers them.
fn moves(hand: &Hand, seat: Seat) -> Vec<Action> {
    hand.legal_actions(seat)
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Play(_) | Action::Hold | Action::Fold))
        .collect()
}

fn next(hand: &Hand, seat: Seat, a: Action) -> Hand {
    let mut h = *hand;
    h.apply(seat, a).unwrap();
    h
}

/// Brute force: `me` follows `mine` (a strategy), the others try every sequence of choices.
/// Returns whether `me` won in all of them.
fn wins_against_everything(hand: &Hand, me: Seat, mine: &dyn Fn(&Hand) -> Action) -> bool {
    if let Some(o) = hand.outcome() {
        return o.winner == Some(me);
    }
    let Some(seat) = hand.to_act() else {
        return false;
    };
    if seat == me {
        return wins_against_everything(&next(hand, me, mine(hand)), me, mine);
    }
    moves(hand, seat)
        .into_iter()
        .all(|a| wins_against_everything(&next(hand, seat, a), me, mine))
}

/// Brute force: the others follow `theirs`, `me` tries every sequence. Whether `me` ever won.
fn wins_somehow(hand: &Hand, me: Seat, theirs: &dyn Fn(&Hand, Seat) -> Action) -> bool {
    if let Some(o) = hand.outcome() {
        return o.winner == Some(me);
    }
    let Some(seat) = hand.to_act() else {
        return false;
    };
    if seat != me {
        return wins_somehow(&next(hand, seat, theirs(hand, seat)), me, theirs);
    }
    moves(hand, me)
        .into_iter()
        .any(|a| wins_somehow(&next(hand, me, a), me, theirs))
}

/// The solver's own strategies: `me` keeps a forced win, the others keep it from `me`.
fn solver_me(me: Seat) -> impl Fn(&Hand) -> Action {
    move |h: &Hand| {
        moves(h, me)
            .into_iter()
            .find(|&a| {
                let n = next(h, me, a);
                n.outcome().map_or_else(
                    || forces_last_trick(&n, me) == Some(true),
                    |o| o.winner == Some(me),
                )
            })
            .unwrap_or_else(|| moves(h, me)[0])
    }
}

fn solver_them(me: Seat) -> impl Fn(&Hand, Seat) -> Action {
    move |h: &Hand, seat: Seat| {
        moves(h, seat)
            .into_iter()
            .find(|&a| {
                let n = next(h, seat, a);
                n.outcome().map_or_else(
                    || forces_last_trick(&n, me) != Some(true),
                    |o| o.winner != Some(me),
                )
            })
            .unwrap_or_else(|| moves(h, seat)[0])
    }
}

/// Random positions in the middle of hands of several presets: where the solver says "forced",
/// its play wins against every sequence of the others; where it says "not forced", the others'
/// defence it finds beats every sequence of `me`.
#[test]
fn the_solver_agrees_with_brute_force() {
    let mut rng = Xoshiro256StarStar::from_seed(11);
    let (mut forced, mut not_forced) = (0, 0);
    for preset in [Preset::Rhineland, Preset::Wipperfuerth, Preset::Marienheide] {
        for seed in 0..60u64 {
            let mut m = Match::new(Setup::new(preset.ruleset(), names(4), seed)).unwrap();
            // Everyone looks; then random plays (no knocks) to a random depth.
            let depth = rng.below(10);
            for step in 0..60u64 {
                let Some(hand) = m.hand().copied() else { break };
                if hand.phase() == Phase::Play && step >= depth + 4 {
                    break;
                }
                let Some(seat) = m.to_act() else { break };
                let legal = m.legal_actions(seat);
                let action = legal
                    .iter()
                    .copied()
                    .find(|a| *a == Action::Look)
                    .unwrap_or_else(|| {
                        let plays: Vec<Action> = legal
                            .iter()
                            .copied()
                            .filter(|a| !matches!(a, Action::Knock | Action::BlindKnock))
                            .collect();
                        plays[rng.below(plays.len() as u64) as usize]
                    });
                m.apply(seat, action).unwrap();
            }
            let (Some(hand), Some(me)) = (m.hand().copied(), m.to_act()) else {
                continue;
            };
            let Some(verdict) = forces_last_trick(&hand, me) else {
                continue;
            };
            if verdict {
                forced += 1;
                assert!(
                    wins_against_everything(&hand, me, &solver_me(me)),
                    "{preset:?} seed {seed}: forced, but a defence beats it"
                );
            } else {
                not_forced += 1;
                assert!(
                    !wins_somehow(&hand, me, &solver_them(me)),
                    "{preset:?} seed {seed}: not forced, but a sequence beats the defence"
                );
            }
            if let Some(cards) = card_verdicts(&hand, me) {
                assert_eq!(cards.iter().any(|(_, w)| *w), verdict, "seed {seed}");
            }
        }
    }
    assert!(
        forced > 10 && not_forced > 10,
        "{forced} forced, {not_forced} not"
    );
}

/// Whole matches of bots: each seat's review lists exactly the cards it played, in order; a hand
/// the seat had in hand (forced with all cards open) and did not win shows the decision that
/// gave it away (when nobody else folded: a fold can change a trick).
#[test]
fn reviews_of_real_hands_agree_with_what_happened() {
    let (mut hands, mut given_away) = (0, 0);
    for seed in 0..12u64 {
        let rules = Preset::Rhineland.ruleset();
        let mut m = Match::new(Setup::new(rules, names(4), seed)).unwrap();
        let mut bots: Vec<Bot<Match>> = (0..4)
            .map(|s| {
                let level = [Level::Easy, Level::Medium, Level::Random, Level::Medium][s];
                Bot::new(level, seed * 4 + s as u64, rules).with_budget(Budget::Samples(8))
            })
            .collect();
        let clock = StepClock::new(0.0);
        for _ in 0..2000 {
            if m.is_finished() || m.finished_hands() >= 3 {
                break;
            }
            let Some(seat) = m.to_act() else { break };
            let view = m.view(seat);
            let legal = m.legal_actions(seat);
            let a = bots[seat.index()]
                .decide(&view, &legal, &clock, f64::INFINITY)
                .unwrap();
            m.apply(seat, a).unwrap();
        }
        for k in 0..m.finished_hands() {
            for me in (0..4).map(Seat) {
                let r = m
                    .hand_record(k)
                    .and_then(|r| HandReview::of(&r, me))
                    .expect("a finished hand replays");
                let played: Vec<_> = r
                    .tricks
                    .iter()
                    .flat_map(|t| t.cards.iter().filter(|(s, _)| *s == me).map(|(_, c)| *c))
                    .collect();
                let chosen: Vec<_> = r
                    .moments
                    .iter()
                    .filter_map(|mo| match mo.choice {
                        Choice::Card(c) => Some(c),
                        _ => None,
                    })
                    .collect();
                assert_eq!(played, chosen, "seed {seed} hand {k} seat {me:?}");
                hands += 1;
                // The solver plays on without further knocks; a fold of another seat after a
                // later knock can take a card back from a trick and change it (RULES.md C1).
                let others_folded = m
                    .hand_record(k)
                    .unwrap()
                    .actions
                    .iter()
                    .any(|a| a.seat != me.0 && a.act == "fold");
                let had_it = matches!(r.story(), HandStory::InHand { at_start: true, .. });
                if had_it && !r.won && !others_folded {
                    given_away += 1;
                    assert!(
                        r.moments
                            .iter()
                            .any(|mo| matches!(mo.verdict, Verdict::GaveAway { .. })),
                        "seed {seed} hand {k} seat {me:?}: {r:?}"
                    );
                }
            }
        }
    }
    assert!(hands > 40, "{hands} reviews");
    assert!(given_away > 0, "no hand was given away in {hands}");
}

/// The review is offered to the one human at a table of computers once a hand is over, never in
/// pass-and-play (it shows everybody's cards); it speaks every
/// language of the app.
#[test]
fn the_review_is_offered_to_a_lone_human_after_a_hand() {
    use schraem::engine::GameKind;
    use schraem::i18n::Lang;
    use schraem::present::review::{review_model, review_offered};
    use schraem::session::{AnyMatch, MatchSetup, SeatKind, Table};

    let setup = MatchSetup::default_for(GameKind::Siebenschraem, "Ann");
    let live = AnyMatch::start(setup.preset, &setup.options, setup.names(), 3).unwrap();
    let mut table = Table::new(setup.clone(), live);
    assert!(
        !review_offered(table.live(), &table.humans(), Some(Seat(0))),
        "no hand finished yet"
    );
    let mut rng = Xoshiro256StarStar::from_seed(3);
    while table.live().finished_hands() == 0 {
        let seat = table.live().to_act().unwrap();
        let legal = table.live().legal_actions(seat);
        let action = legal[rng.below(legal.len() as u64) as usize];
        table.act(seat, action).unwrap();
    }
    assert!(review_offered(table.live(), &table.humans(), Some(Seat(0))));
    assert!(
        !review_offered(table.live(), &table.humans(), Some(Seat(1))),
        "only the human's own seat"
    );
    for lang in Lang::ALL {
        let model = review_model(table.live(), &table.humans(), Some(Seat(0)), lang).unwrap();
        assert!(!model.verdict.is_empty());
        assert!(!model.tricks.is_empty());
        assert_eq!(model.hands.len(), 4, "{lang:?}");
    }
    let mut two_humans = setup;
    two_humans.seats[1].kind = SeatKind::Human;
    let pass_and_play = Table::new(two_humans, (**table.live()).clone());
    assert!(!review_offered(
        pass_and_play.live(),
        &pass_and_play.humans(),
        Some(Seat(0))
    ));
}

/// Plain minimax over every order of play (no pruning): the penalty `me` can be held to.
fn ramsch_minimax(deal: &schraem::engine::ramsch::DealState, me: Seat) -> i32 {
    use schraem::engine::ramsch::Action as RAction;
    if let Some(r) = deal.result() {
        return r.score[me.index()];
    }
    let seat = deal.to_act().unwrap();
    let values = deal.legal_plays().iter().map(|card| {
        let mut next = deal.clone();
        next.apply(seat, RAction::Play { card }).unwrap();
        ramsch_minimax(&next, me)
    });
    if seat == me {
        values.min().unwrap()
    } else {
        values.max().unwrap()
    }
}

/// Schieberamsch: the alpha-beta solver of the review gives exactly what plain minimax gives, at
/// random points of the last tricks of random deals.
#[test]
fn the_ramsch_solver_agrees_with_brute_force() {
    use schraem::ai::ramsch::solve::{card_penalties, least_penalty};
    use schraem::engine::ramsch::{Match as RMatch, Phase as RPhase, Preset as RPreset};
    let mut rng = Xoshiro256StarStar::from_seed(21);
    let mut checked = 0;
    for seed in 0..40u64 {
        let mut m = RMatch::new(Setup::new(
            schraem::engine::ramsch::Ruleset::preset(RPreset::Schieberamsch),
            names(3),
            seed,
        ))
        .unwrap();
        let stop = 24 + rng.below(5) as u8; // cards played: 3 or 2 tricks (and a bit) left
        while let Some(deal) = m.deal() {
            let played = deal.tricks_done() * 3 + deal.current_trick().1.len() as u8;
            if deal.phase() == RPhase::Play && played >= stop {
                break;
            }
            let Some(seat) = m.to_act() else { break };
            let legal = m.legal_actions(seat);
            let plain: Vec<_> = legal
                .iter()
                .copied()
                .filter(|a| !matches!(a, schraem::engine::ramsch::Action::GrandHand))
                .collect();
            m.apply(seat, plain[rng.below(plain.len() as u64) as usize])
                .unwrap();
        }
        let (Some(deal), Some(me)) = (m.deal().cloned(), m.to_act()) else {
            continue;
        };
        let Some(value) = least_penalty(&deal, me) else {
            continue;
        };
        assert_eq!(value, ramsch_minimax(&deal, me), "seed {seed}");
        let best = card_penalties(&deal, me)
            .unwrap()
            .iter()
            .map(|(_, v)| *v)
            .min();
        assert_eq!(best, Some(value), "seed {seed}");
        checked += 1;
    }
    assert!(checked > 20, "{checked} positions");
}

/// Schieberamsch deals of bots: the review lists the cards each seat played; a seat whose
/// judged cards were all the best ones got no more than best play could hold it to.
#[test]
fn ramsch_reviews_agree_with_what_happened() {
    use schraem::engine::ramsch::{Match as RMatch, Preset as RPreset};
    use schraem::session::DealReview;
    let mut judged = 0;
    for seed in 0..6u64 {
        let rules = schraem::engine::ramsch::Ruleset::preset(RPreset::Schieberamsch);
        let mut m = RMatch::new(Setup::new(rules, names(3), seed)).unwrap();
        let mut bots: Vec<Bot<RMatch>> = (0..3)
            .map(|s| {
                Bot::new(
                    [Level::Easy, Level::Medium, Level::Random][s],
                    seed + s as u64,
                    rules,
                )
            })
            .collect();
        let clock = StepClock::new(0.0);
        while m.finished_hands() < 2 {
            let seat = m.to_act().unwrap();
            let legal = m.legal_actions(seat);
            let a = bots[seat.index()]
                .decide(&m.view(seat), &legal, &clock, f64::INFINITY)
                .unwrap();
            m.apply(seat, a).unwrap();
        }
        for k in 0..2 {
            for me in (0..3).map(Seat) {
                let r = m
                    .hand_record(k)
                    .and_then(|r| DealReview::of(&r, me))
                    .expect("a finished deal replays");
                let played = r
                    .tricks
                    .iter()
                    .flat_map(|t| t.cards.iter())
                    .filter(|(s, _)| *s == me);
                for cost in &r.costs {
                    assert!(played.clone().any(|(_, c)| *c == cost.card));
                    assert!(cost.more > 0);
                }
                if let (Some((_, best)), true) = (r.best, r.costs.is_empty()) {
                    judged += 1;
                    assert!(r.got <= best, "seed {seed} deal {k} {me:?}: {r:?}");
                }
            }
        }
    }
    assert!(judged > 5, "{judged} reviews with every card best");
}

/// Issue 26, item 6: a player who folds while his card lies in the trick takes it back (RULES.md
/// A1.17); the review's tricks show that card as out of the trick, never as the winning one.
#[test]
fn folded_cards_are_shown_out_of_the_trick() {
    use schraem::games::schraem::review::hand_review_model;
    use schraem::i18n::Lang;
    let mut found = 0;
    for seed in 0..200u64 {
        let mut m = Match::new(Setup::new(Preset::Rhineland.ruleset(), names(4), seed)).unwrap();
        let mut rng = Xoshiro256StarStar::from_seed(seed);
        while m.finished_hands() == 0 {
            let Some(seat) = m.to_act() else { break };
            let legal = m.legal_actions(seat);
            m.apply(seat, legal[rng.below(legal.len() as u64) as usize])
                .unwrap();
        }
        let Some(r) = m.hand_record(0).and_then(|r| HandReview::of(&r, Seat(0))) else {
            continue;
        };
        let Some((k, trick)) = r.tricks.iter().enumerate().find(|(_, t)| !t.out.is_empty()) else {
            continue;
        };
        found += 1;
        let model = hand_review_model(&r, &names(4), Lang::En);
        for (card, &(seat, _)) in model.tricks[k].cards.iter().zip(&trick.cards) {
            assert_eq!(card.out, trick.out.contains(&seat), "seed {seed}");
            assert!(
                !(card.out && card.winning),
                "seed {seed}: a card taken back won"
            );
        }
        // The record agrees: the seat folded after playing to that trick.
        let record = m.hand_record(0).unwrap();
        assert!(trick.out.iter().all(|s| record
            .actions
            .iter()
            .any(|a| a.seat == s.0 && a.act == "fold")));
    }
    assert!(found > 5, "{found} hands with a card taken back");
}

/// Plays `m` with the first legal action of every seat until `hands` hands have finished.
fn play_hands<G: Game>(m: &mut G, hands: usize) {
    while m.finished_hands() < hands {
        let seat = m.to_act().expect("a match that waits for someone");
        let first = m.legal_actions(seat)[0];
        m.apply(seat, first).unwrap();
    }
}

/// `review` of hand `k`'s record of `m` (two hands played); first checks that it refuses that
/// record cut before its end and the whole match's record, which runs on into the next hand.
fn takes_one_finished_hand<G: Game, R>(
    m: &G,
    k: usize,
    review: impl Fn(&Record) -> Option<R>,
) -> R {
    let record = m.hand_record(k).unwrap();
    let mut cut = record.clone();
    cut.actions.pop();
    assert!(review(&cut).is_none(), "a hand cut before its end");
    assert!(review(&m.to_record()).is_none(), "two hands");
    review(&record).expect("a finished hand's record")
}

/// A review is built from a finished hand's record and the seat alone (issue 27, item 2: data
/// in, not the match): the record holds every card the solver needs, the hidden ones too. A
/// record that is not one finished hand — cut before its end, or a whole match running on into
/// another hand — is refused, in both games; so is a seat the record has no player for.
#[test]
fn a_review_takes_one_finished_hands_record() {
    use schraem::engine::ramsch;
    use schraem::session::DealReview;
    let mut m = Match::new(Setup::new(Preset::Rhineland.ruleset(), names(4), 3)).unwrap();
    play_hands(&mut m, 2);
    let review = takes_one_finished_hand(&m, 0, |r| HandReview::of(r, Seat(0)));
    assert_eq!(review.hands.len(), 4);
    // A seat the record has no player for has nothing to review.
    assert!(HandReview::of(&m.hand_record(0).unwrap(), Seat(4)).is_none());
    assert!(review.tricks.iter().all(|t| !t.cards.is_empty()));

    let rules = ramsch::Ruleset::preset(ramsch::Preset::Schieberamsch);
    let mut m = ramsch::Match::new(Setup::new(rules, names(3), 3)).unwrap();
    play_hands(&mut m, 2);
    let review = takes_one_finished_hand(&m, 1, |r| DealReview::of(r, Seat(2)));
    assert_eq!(review.hands.len(), 3);
    assert!(DealReview::of(&m.hand_record(1).unwrap(), Seat(3)).is_none());
    assert_eq!(review.tricks.len(), 10);
}
