//! Each game's sentences worded exactly as before they moved to the game's folder: a sample of
//! every game sentence (every variant, both subjects, the values that change its words) in
//! German, English and French, compared with `sentence_tests.txt`, written from the tree before
//! the move (c6aba0e). Regenerate only for a deliberate change of wording:
//! `SCHRAEM_WRITE_SENTENCES=1 cargo test --lib sentence_tests`.

use super::*;
use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::schraem::Verdict;
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
            out.push(Msg::Knocked { who, value: 3, how });
        }
        for up in [false, true] {
            for lost in [1, 2] {
                out.push(Msg::Folded { who, lost, up });
                out.push(Msg::Lost { who, lost, up });
                for out_ in [false, true] {
                    out.push(Msg::Penalty {
                        who,
                        lost,
                        out: out_,
                        up,
                    });
                }
            }
        }
        for verdict in [
            Verdict::Courts,
            Verdict::Numeral,
            Verdict::Laundry,
            Verdict::NoLaundry,
        ] {
            out.push(Msg::Challenged {
                who,
                whom: ANNA,
                cards: three,
                verdict,
            });
            out.push(Msg::Challenged {
                who: ANNA,
                whom: who,
                cards: set(&[queen]),
                verdict,
            });
        }
        for by_folds in [false, true] {
            out.push(Msg::HandWon {
                who,
                value: 4,
                by_folds,
            });
        }
        for (winner, loser, drawn) in [
            (Some(who), None, vec![]),
            (None, Some(who), vec![]),
            (None, None, vec!["Anna", "Bert"]),
            (None, None, vec![]),
        ] {
            out.push(Msg::GameOver {
                game: 1,
                winner,
                loser,
                drawn: drawn.clone(),
            });
            out.push(Msg::MatchOver {
                winner,
                loser,
                tied: drawn,
            });
        }
        for escape in [false, true] {
            for up in [false, true] {
                for winner in [Some(who), None] {
                    out.push(Msg::HandResult {
                        winner,
                        value: 3,
                        losses: vec![(ANNA, 3), (Who::You, 1), (Who::Named("Bert"), 2)],
                        up,
                        escape,
                    });
                    out.push(Msg::HandResult {
                        winner,
                        value: 2,
                        losses: vec![],
                        up,
                        escape,
                    });
                }
            }
        }
        out.extend([
            Msg::HandStarted {
                hand: 4,
                dealer: who,
                value: 1,
            },
            Msg::Held { who },
            Msg::Played { who, card: queen },
            Msg::TrickWon { who, trick: 2 },
            Msg::Exchanged { who },
            Msg::LaundryCalled { who },
            Msg::Declined { who },
            Msg::RedealRequested { who },
            Msg::Agreed { who },
            Msg::RedealFourCourts { who },
            Msg::NobodyWins {
                folder: who,
                value: 3,
            },
            Msg::Escaped { who },
            Msg::Eliminated { who },
            Msg::ValueNow {
                value: 3,
                knocker: Some(who),
            },
        ]);
    }
    out.extend([
        Msg::Kolsch { pips: 39 },
        Msg::RedealPretty,
        Msg::FinalHandNext,
        Msg::ShortLongOne { players: 2 },
        Msg::LongOneForTie {
            names: vec!["Anna", "Bert", "Carla"],
        },
        Msg::ValueNow {
            value: 1,
            knocker: None,
        },
        Msg::PromptLookOrBlind,
        Msg::PromptLook,
        Msg::PromptPlayOrKnock,
        Msg::PromptHammer,
        Msg::WaitingForced { who: "Anna" },
        Msg::PromptFourthCard { exchanger: "Anna" },
        Msg::PromptPretty { requester: "Anna" },
        Msg::KnockAs { who: "Anna" },
        Msg::ReviewFoldCost { n: 2 },
        Msg::HintKeep {
            card: ten,
            keep: ace,
        },
    ]);
    for up in [false, true] {
        out.push(Msg::PromptForcedBlind { value: 2, up });
        for cost in [1, 2] {
            out.push(Msg::PromptAnswer {
                knocker: "Anna",
                value: 3,
                cost,
                up,
            });
            for blind in [false, true] {
                out.push(Msg::PromptHammerAnswer {
                    poor: "Anna",
                    cost,
                    up,
                    blind,
                });
            }
        }
    }
    for (laundry, three) in [(false, false), (false, true), (true, false)] {
        out.push(Msg::PromptChallenge {
            exchanger: "Anna",
            laundry,
            three,
        });
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
            .map(|story| Msg::ReviewVerdict { story }),
    );
    for choice in [
        Choice::Card(queen),
        Choice::Card(ace),
        Choice::Hold,
        Choice::Fold,
    ] {
        out.push(Msg::ReviewKept { n: 1, choice });
        out.push(Msg::ReviewNoWin { n: 3, choice });
    }
    out.push(Msg::ReviewCost {
        n: 2,
        card: queen,
        better: ace,
    });
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
            out.push(Msg::PickedUp { who, count, cards });
            out.push(Msg::Discarded { who, count, cards });
        }
        for again in [false, true] {
            out.push(Msg::DealStarted {
                counted: 2,
                again,
                dealer: who,
            });
        }
        out.extend([
            Msg::GrandHandAnnounced { who },
            Msg::PassedGrand { who },
            Msg::Kontra { who },
            Msg::Re { who },
            Msg::Pushed { who, factor: 2 },
            Msg::Pushed { who, factor: 4 },
            Msg::RamschTrick {
                who,
                number: 3,
                points: 14,
            },
            Msg::DealScored {
                scores: vec![(who, 0), (ANNA, -30), (Who::Named("Bert"), 12)],
            },
        ]);
    }
    for grand in [false, true] {
        out.push(Msg::NotCounted { of: 8, grand });
    }
    for factor in [2, 4, 8] {
        out.push(Msg::PromptSkat { factor });
    }
    for count in [1, 2] {
        out.push(Msg::PromptDiscard { count });
    }
    out.extend([
        Msg::RamschBegins,
        Msg::SkatRevealed {
            cards: set(&[jack, queen]),
        },
        Msg::RamschMatchOver {
            winners: vec!["Anna"],
        },
        Msg::RamschMatchOver {
            winners: vec!["Anna", "Bert"],
        },
        Msg::PromptGrandHand,
        Msg::RamschAllBest,
        Msg::RamschCost {
            n: 4,
            card: jack,
            better: queen,
            more: 10,
        },
    ]);
    for got in [0, 12, 40] {
        for story in [
            DealStory::Unjudged,
            DealStory::AllBest { from: 5, best: 12 },
            DealStory::Cost { from: 5, best: 12 },
        ] {
            out.push(Msg::RamschVerdict { got, story });
        }
    }
    out
}

/// Every sample in every language, one line each.
fn worded() -> String {
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
