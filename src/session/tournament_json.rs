//! The tournament as stored (`schraem.tournament`), as JSON by hand (`crate::json`, issue 30):
//! the format serde wrote for [`Tournament`] (fields in declaration order, a round's `entered`
//! read as empty when missing, unknown fields ignored), so every tournament saved so far reads as
//! before and none is written otherwise. The serde derives stay for the tests that check the two
//! agree (`tests/json_agrees`).

use super::tournament::{Round, Tournament, TournamentFormat};
use crate::json::{one_of, Fields, FromJson, ReadError, ToJson, Writer};
use serde_json::Value;

/// Each format by the name it is stored under.
const FORMATS: [(&str, TournamentFormat); 2] = [
    (
        "rhineland_championship",
        TournamentFormat::RhinelandChampionship,
    ),
    ("three_tables", TournamentFormat::ThreeTables),
];

impl FromJson for TournamentFormat {
    fn from_json(value: &Value) -> Result<TournamentFormat, ReadError> {
        one_of(value, &FORMATS)
    }
}

impl ToJson for TournamentFormat {
    fn write_json(&self, out: &mut Writer) {
        // A match, not a search of `FORMATS`: a format added without its name does not compile,
        // where a search would save a name nobody can read back.
        out.string(match self {
            TournamentFormat::RhinelandChampionship => FORMATS[0].0,
            TournamentFormat::ThreeTables => FORMATS[1].0,
        });
    }
}

impl FromJson for Round {
    fn from_json(value: &Value) -> Result<Round, ReadError> {
        let f = Fields::of(value)?;
        Ok(Round {
            tables: f.get("tables")?,
            results: f.get("results")?,
            entered: f.or_default("entered")?,
        })
    }
}

impl ToJson for Round {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("tables");
        self.tables.write_json(out);
        out.key("results");
        self.results.write_json(out);
        out.key("entered");
        self.entered.write_json(out);
        out.end_object();
    }
}

impl FromJson for Tournament {
    fn from_json(value: &Value) -> Result<Tournament, ReadError> {
        let f = Fields::of(value)?;
        Ok(Tournament {
            version: f.get("version")?,
            format: f.get("format")?,
            players: f.get("players")?,
            seed: f.get("seed")?,
            rounds: f.get("rounds")?,
        })
    }
}

impl ToJson for Tournament {
    fn write_json(&self, out: &mut Writer) {
        out.begin_object();
        out.key("version");
        out.unsigned(u64::from(self.version));
        out.key("format");
        self.format.write_json(out);
        out.key("players");
        self.players.write_json(out);
        out.key("seed");
        out.unsigned(self.seed);
        out.key("rounds");
        self.rounds.write_json(out);
        out.end_object();
    }
}
