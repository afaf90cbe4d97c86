//! How each preset chalks the score beside a name: strokes struck off (count-down), strokes added
//! (count-up), Sebbe's Roman XII with Knollen below zero, Marienheide's die, nothing for escape
//! hands, or a plain penalty total (Schieberamsch).

use crate::engine::schraem::Scoring;
use crate::i18n::{Lang, Msg};

/// How a preset keeps score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ChalkStyle {
    /// `start` strokes; lost ones are struck through.
    CountDown {
        /// Strokes at the start of a game.
        start: i32,
    },
    /// Strokes added up to `limit`.
    CountUp {
        /// The limit that ends a game.
        limit: i32,
    },
    /// The Roman XII of Sebbe Schröhm (7 strokes); below zero, Knollen.
    RomanTwelve,
    /// A die showing the points left (Marienheide).
    Die,
    /// No marks (escape hands: only who is safe counts).
    None,
    /// A running penalty total (Schieberamsch: the most points lose).
    Penalty,
}

impl ChalkStyle {
    /// The chalk of a Siebenschräm scoring.
    #[must_use]
    pub fn of(scoring: Scoring) -> ChalkStyle {
        match scoring {
            Scoring::CountDown(5) => ChalkStyle::Die,
            Scoring::CountDown(n) => ChalkStyle::CountDown {
                start: i32::from(n),
            },
            Scoring::CountUp(n) => ChalkStyle::CountUp {
                limit: i32::from(n),
            },
            Scoring::SebbeKnolle => ChalkStyle::RomanTwelve,
            Scoring::Escape => ChalkStyle::None,
        }
    }

    /// The score in words ("3 marks left", "4 of 10 points", "2 Knollen"); empty for no marks.
    #[must_use]
    pub fn words(self, lang: Lang, n: i32) -> String {
        let msg = match self {
            ChalkStyle::CountDown { .. } | ChalkStyle::Die => Msg::MarksLeft { n },
            ChalkStyle::CountUp { limit } => Msg::PointsOf { n, limit },
            ChalkStyle::RomanTwelve if n < 0 => Msg::Knollen { n: -n },
            ChalkStyle::RomanTwelve => Msg::MarksLeft { n },
            ChalkStyle::Penalty => Msg::PenaltyTotal { n },
            ChalkStyle::None => return String::new(),
        };
        lang.say(&msg)
    }

    /// The score as a short number beside the strokes ("3", "−2"; the words say "of 10").
    #[must_use]
    pub fn figure(self, n: i32) -> String {
        match self {
            ChalkStyle::None => String::new(),
            _ if n < 0 => format!("−{}", -n),
            _ => n.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_scoring_has_its_chalk_and_words() {
        assert_eq!(ChalkStyle::of(Scoring::CountDown(5)), ChalkStyle::Die);
        assert_eq!(ChalkStyle::of(Scoring::Escape).words(Lang::En, 0), "");
        let up = ChalkStyle::of(Scoring::CountUp(10));
        assert_eq!(up.figure(4), "4");
        assert!(up.words(Lang::De, 4).contains("10"));
        assert!(ChalkStyle::RomanTwelve
            .words(Lang::En, -2)
            .contains("Knollen"));
        assert_eq!(ChalkStyle::RomanTwelve.figure(-2), "−2");
    }
}
