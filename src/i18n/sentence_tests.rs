//! Each game's sentences worded exactly as before they moved to the game's folder: a sample of
//! every game sentence (every variant, both subjects, the values that change its words) in
//! German, English and French, compared with `sentence_tests.txt`, written from the tree before
//! the move (c6aba0e). Regenerate only for a deliberate change of wording:
//! `SCHRAEM_WRITE_SENTENCES=1 cargo test --lib sentence_tests`.

use super::*;
use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::schraem::Verdict;
use crate::i18n::ramsch::RamschMsg;
use crate::i18n::schraem::{Knock, SchraemMsg};
use crate::session::{Choice, DealStory, HandStory};

const ANNA: Who<'static> = Who::Named("Anna");
const WHOS: [Who<'static>; 2] = [Who::You, ANNA];

fn card(rank: Rank, suit: Suit) -> Card {
    Card::new(suit, rank)
}

fn set(cards: &[Card]) -> CardSet {
    cards.iter().copied().collect()
}

/// Every Siebenschräm sentence that moves, with the values that change its words.
#[allow(clippy::too_many_lines, reason = "one list of samples")]
fn schraem() -> Vec<Msg<'static>> {
    let ten = card(Rank::Ten, Suit::Hearts);
    let queen = card(Rank::Queen, Suit::Spades);
    let ace = card(Rank::Ace, Suit::Clubs);
    let three = set(&[ten, queen, ace]);
    let mut out = Vec::new();
    for who in WHOS {
        for how in [Knock::Sighted, Knock::Blind, Knock::Forced] {
            out.push(Msg::from(SchraemMsg::Knocked { who, value: 3, how }));
        }
        for up in [false, true] {
            for lost in [1, 2] {
                out.push(Msg::from(SchraemMsg::Folded { who, lost, up }));
                out.push(Msg::from(SchraemMsg::Lost { who, lost, up }));
                for out_ in [false, true] {
                    out.push(Msg::from(SchraemMsg::Penalty {
                        who,
                        lost,
                        out: out_,
                        up,
                    }));
                }
            }
        }
        for verdict in [
            Verdict::Courts,
            Verdict::Numeral,
            Verdict::Laundry,
            Verdict::NoLaundry,
        ] {
            out.push(Msg::from(SchraemMsg::Challenged {
                who,
                whom: ANNA,
                cards: three,
                verdict,
            }));
            out.push(Msg::from(SchraemMsg::Challenged {
                who: ANNA,
                whom: who,
                cards: set(&[queen]),
                verdict,
            }));
        }
        for by_folds in [false, true] {
            out.push(Msg::from(SchraemMsg::HandWon {
                who,
                value: 4,
                by_folds,
            }));
        }
        for (winner, loser, drawn) in [
            (Some(who), None, vec![]),
            (None, Some(who), vec![]),
            (None, None, vec!["Anna", "Bert"]),
            (None, None, vec![]),
        ] {
            out.push(Msg::from(SchraemMsg::GameOver {
                game: 1,
                winner,
                loser,
                drawn: drawn.clone(),
            }));
            out.push(Msg::from(SchraemMsg::MatchOver {
                winner,
                loser,
                tied: drawn,
            }));
        }
        for escape in [false, true] {
            for up in [false, true] {
                for winner in [Some(who), None] {
                    out.push(Msg::from(SchraemMsg::HandResult {
                        winner,
                        value: 3,
                        losses: vec![(ANNA, 3), (Who::You, 1), (Who::Named("Bert"), 2)],
                        up,
                        escape,
                    }));
                    out.push(Msg::from(SchraemMsg::HandResult {
                        winner,
                        value: 2,
                        losses: vec![],
                        up,
                        escape,
                    }));
                }
            }
        }
        out.extend([
            Msg::from(SchraemMsg::HandStarted {
                hand: 4,
                dealer: who,
                value: 1,
            }),
            Msg::from(SchraemMsg::Held { who }),
            Msg::Played { who, card: queen },
            Msg::from(SchraemMsg::TrickWon { who, trick: 2 }),
            Msg::from(SchraemMsg::Exchanged { who }),
            Msg::from(SchraemMsg::LaundryCalled { who }),
            Msg::from(SchraemMsg::Declined { who }),
            Msg::from(SchraemMsg::RedealRequested { who }),
            Msg::from(SchraemMsg::Agreed { who }),
            Msg::from(SchraemMsg::RedealFourCourts { who }),
            Msg::from(SchraemMsg::NobodyWins {
                folder: who,
                value: 3,
            }),
            Msg::from(SchraemMsg::Escaped { who }),
            Msg::from(SchraemMsg::Eliminated { who }),
            Msg::from(SchraemMsg::ValueNow {
                value: 3,
                knocker: Some(who),
            }),
        ]);
    }
    out.extend([
        Msg::from(SchraemMsg::Kolsch { pips: 39 }),
        Msg::from(SchraemMsg::RedealPretty),
        Msg::from(SchraemMsg::FinalHandNext),
        Msg::from(SchraemMsg::ShortLongOne { players: 2 }),
        Msg::from(SchraemMsg::LongOneForTie {
            names: vec!["Anna", "Bert", "Carla"],
        }),
        Msg::from(SchraemMsg::ValueNow {
            value: 1,
            knocker: None,
        }),
        Msg::from(SchraemMsg::PromptLookOrBlind),
        Msg::from(SchraemMsg::PromptLook),
        Msg::from(SchraemMsg::PromptPlayOrKnock),
        Msg::from(SchraemMsg::PromptHammer),
        Msg::from(SchraemMsg::WaitingForced { who: "Anna" }),
        Msg::from(SchraemMsg::PromptFourthCard { exchanger: "Anna" }),
        Msg::from(SchraemMsg::PromptPretty { requester: "Anna" }),
        Msg::from(SchraemMsg::KnockAs { who: "Anna" }),
        Msg::from(SchraemMsg::ReviewFoldCost { n: 2 }),
        Msg::HintKeep {
            card: ten,
            keep: ace,
        },
    ]);
    for up in [false, true] {
        out.push(Msg::from(SchraemMsg::PromptForcedBlind { value: 2, up }));
        for cost in [1, 2] {
            out.push(Msg::from(SchraemMsg::PromptAnswer {
                knocker: "Anna",
                value: 3,
                cost,
                up,
            }));
            for blind in [false, true] {
                out.push(Msg::from(SchraemMsg::PromptHammerAnswer {
                    poor: "Anna",
                    cost,
                    up,
                    blind,
                }));
            }
        }
    }
    for (laundry, three) in [(false, false), (false, true), (true, false)] {
        out.push(Msg::from(SchraemMsg::PromptChallenge {
            exchanger: "Anna",
            laundry,
            three,
        }));
    }
    for why in [HintWhy::Knock, HintWhy::Hold, HintWhy::Fold] {
        out.push(Msg::HintButtonWhy {
            label: "Halten",
            why,
        });
    }
    let mut stories = vec![
        HandStory::Unjudged,
        HandStory::NoWin { won: false },
        HandStory::NoWin { won: true },
    ];
    for at_start in [false, true] {
        for gave in [None, Some(3)] {
            for won in [false, true] {
                stories.push(HandStory::InHand {
                    from: 1,
                    at_start,
                    gave,
                    won,
                });
            }
        }
    }
    out.extend(
        stories
            .into_iter()
            .map(|story| Msg::from(SchraemMsg::ReviewVerdict { story })),
    );
    for choice in [
        Choice::Card(queen),
        Choice::Card(ace),
        Choice::Hold,
        Choice::Fold,
    ] {
        out.push(Msg::from(SchraemMsg::ReviewKept { n: 1, choice }));
        out.push(Msg::from(SchraemMsg::ReviewNoWin { n: 3, choice }));
    }
    out.push(Msg::from(SchraemMsg::ReviewCost {
        n: 2,
        card: queen,
        better: ace,
    }));
    out
}

/// Every Schieberamsch sentence that moves, with the values that change its words.
fn ramsch() -> Vec<Msg<'static>> {
    let jack = card(Rank::Jack, Suit::Clubs);
    let queen = card(Rank::Queen, Suit::Spades);
    let mut out = Vec::new();
    for who in WHOS {
        for (count, cards) in [
            (2, None),
            (1, None),
            (2, Some(set(&[jack, queen]))),
            (1, Some(set(&[queen]))),
        ] {
            out.push(Msg::from(RamschMsg::PickedUp { who, count, cards }));
            out.push(Msg::from(RamschMsg::Discarded { who, count, cards }));
        }
        for again in [false, true] {
            out.push(Msg::from(RamschMsg::DealStarted {
                counted: 2,
                again,
                dealer: who,
            }));
        }
        out.extend([
            Msg::from(RamschMsg::GrandHandAnnounced { who }),
            Msg::from(RamschMsg::PassedGrand { who }),
            Msg::from(RamschMsg::Kontra { who }),
            Msg::from(RamschMsg::Re { who }),
            Msg::from(RamschMsg::Pushed { who, factor: 2 }),
            Msg::from(RamschMsg::Pushed { who, factor: 4 }),
            Msg::from(RamschMsg::RamschTrick {
                who,
                number: 3,
                points: 14,
            }),
            Msg::from(RamschMsg::DealScored {
                scores: vec![(who, 0), (ANNA, -30), (Who::Named("Bert"), 12)],
            }),
        ]);
    }
    for grand in [false, true] {
        out.push(Msg::from(RamschMsg::NotCounted { of: 8, grand }));
    }
    for factor in [2, 4, 8] {
        out.push(Msg::from(RamschMsg::PromptSkat { factor }));
    }
    for count in [1, 2] {
        out.push(Msg::from(RamschMsg::PromptDiscard { count }));
    }
    out.extend([
        Msg::from(RamschMsg::RamschBegins),
        Msg::from(RamschMsg::SkatRevealed {
            cards: set(&[jack, queen]),
        }),
        Msg::from(RamschMsg::RamschMatchOver {
            winners: vec!["Anna"],
        }),
        Msg::from(RamschMsg::RamschMatchOver {
            winners: vec!["Anna", "Bert"],
        }),
        Msg::from(RamschMsg::PromptGrandHand),
        Msg::from(RamschMsg::RamschAllBest),
        Msg::from(RamschMsg::RamschCost {
            n: 4,
            card: jack,
            better: queen,
            more: 10,
        }),
    ]);
    for got in [0, 12, 40] {
        for story in [
            DealStory::Unjudged,
            DealStory::AllBest { from: 5, best: 12 },
            DealStory::Cost { from: 5, best: 12 },
        ] {
            out.push(Msg::from(RamschMsg::RamschVerdict { got, story }));
        }
    }
    out
}

/// Every sample in every language, one line each.
pub(super) fn worded() -> String {
    let mut text = String::new();
    for lang in Lang::ALL {
        for msg in schraem().iter().chain(&ramsch()) {
            text.push_str(&format!("{lang:?}\t{}\n", lang.say(msg)));
        }
    }
    text
}

#[test]
fn every_game_sentence_is_worded_as_before_in_every_language() {
    let now = worded();
    if std::env::var_os("SCHRAEM_WRITE_SENTENCES").is_some() {
        std::fs::write("src/i18n/sentence_tests.txt", &now).unwrap();
    }
    let before = include_str!("sentence_tests.txt");
    for (i, (a, b)) in before.lines().zip(now.lines()).enumerate() {
        assert_eq!(a, b, "line {}", i + 1);
    }
    assert_eq!(before.lines().count(), now.lines().count());
}
