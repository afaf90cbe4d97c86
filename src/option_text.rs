//! Every rule option of RULES.md explained in our own words, in the three languages (the Rules
//! screen and the ruleset editor). `(de, en, fr)` triples keep the languages side by side.

use crate::i18n::Lang;

type Help = (&'static str, &'static str, &'static str);

fn siebenschraem(name: &str) -> Option<Help> {
    Some(match name {
        "players" => ("Anzahl der Spieler am Tisch.", "How many play at the table.", "Nombre de joueurs à la table."),
        "hand_size" => ("Karten je Spieler: 4, oder 6/8 bei Dedenbach und im Langen.", "Cards per player: 4, or 6/8 in Dedenbach and the long one.", "Cartes par joueur : 4, ou 6/8 à Dedenbach et dans la longue."),
        "scoring" => ("Wie gezählt wird: Schräm abstreichen (7 oder 5), Punkte hochzählen bis 7, oder Sebbes Knollen.", "How the score is kept: marks struck off (7 or 5), points counted up to 7, or Sebbe's Knollen.", "Comment on compte : marques rayées (7 ou 5), points jusqu'à 7, ou les Knollen de Sebbe."),
        "end" => ("Wann die Partie endet: wenn nur noch einer übrig ist, oder sobald der Erste ausscheidet (der hat verloren).", "When a game ends: when one player is left, or as soon as the first is out (who has lost).", "Fin de partie : quand il ne reste qu'un joueur, ou dès que le premier est éliminé (il a perdu)."),
        "knock_who" => ("Wer klopfen darf: jeder jederzeit, oder nur wer auf ist.", "Who may knock: anyone at any time, or only the player on lead.", "Qui peut frapper : n'importe qui, ou seulement l'entameur."),
        "knock_max" => ("Höchster Wert eines Spiels (7, bei Sebbe 3).", "The highest value a hand can reach (7; 3 in Sebbe).", "Valeur maximale d'une main (7 ; 3 au Sebbe)."),
        "knock_limit" => ("Wie hoch man klopfen darf: nicht über die eigenen Schräm (mit 2 auf 3), genau bis zu den eigenen, einen darüber, blind einen darüber, oder ohne Grenze. Halten darf man immer.", "How high you may knock: not above your marks (on 2 you may go to 3), exactly up to them, one above, one above only when blind, or no limit. Holding is never limited.", "Jusqu'où frapper : pas au-delà de ses marques (à 2 on peut aller à 3), exactement jusqu'à elles, une de plus, une de plus à l'aveugle, ou sans limite. Tenir est toujours permis."),
        "max_blind_value" => ("Bis zu welchem Wert vor dem Ansehen blind geklopft werden darf (4, 3, oder gar nicht).", "Up to which value you may knock blind, before looking (4, 3, or not at all).", "Jusqu'à quelle valeur on peut frapper à l'aveugle, avant de regarder (4, 3 ou jamais)."),
        "fold_cost" => ("Was Passen kostet: den Wert vor dem Klopfen, oder immer 1.", "What folding costs: the value before the knock, or always 1.", "Ce que coûte l'abandon : la valeur avant la frappe, ou toujours 1."),
        "poor" => ("Der arme Mann (Hammer): muss blind auf 2 klopfen, kündigt seinen Hammer an, macht das Spiel automatisch 2 wert, oder ab dem ersten Hammer zählt jedes Spiel 2.", "The poor player (hammer): must knock blind to 2, announces his hammer, makes the hand worth 2 automatically, or from the first hammer on every hand is worth 2.", "Le pauvre (marteau) : doit frapper à 2 à l'aveugle, annonce son marteau, fait valoir la main 2 d'office, ou dès le premier marteau chaque main vaut 2."),
        "poor_leads_first" => ("Ob der arme Mann beim ersten Stich rauskommt.", "Whether the poor player leads the first trick.", "Si le pauvre entame le premier pli."),
        "four_courts" => ("Vier Bilder (A K D B): kein Tausch, Tausch mit Aufdecken (Wipperfürth, Toepen), heimlicher Tausch mit Bluff (Eifel), neu geben, oder freier Tausch.", "Four courts (A K Q J): no exchange, exchange with a challenge (Wipperfürth, Toepen), a secret exchange that may be a bluff (Eifel), a redeal, or a free exchange.", "Quatre figures (A R D V) : pas d'échange, échange contestable (Wipperfürth, Toepen), échange secret qui peut être un bluff (Eifel), redonne, ou échange libre."),
        "lead_after_fold" => ("Wer nach dem Passen rauskommt: der nächste Spieler, oder (Marienheide) die höchste Karte im Stich.", "Who leads after a fold: the next player, or (Marienheide) the highest card in the trick.", "Qui entame après un abandon : le joueur suivant, ou (Marienheide) la plus haute carte du pli."),
        "pretty_ones" => ("Hübschen: stehen alle auf 1, darf neu gegeben werden, wenn alle zustimmen.", "Pretty ones: when everyone left is on 1, the cards may be dealt again if all agree.", "Redonne : quand tous sont à 1, on peut redonner si tous sont d'accord."),
        "kolsch_round" => ("Hinweis, wenn eine Hand mehr als 37 Augen hat: eine Runde Kölsch.", "A notice when a hand holds more than 37 pips: a round of Kölsch.", "Un avis quand une main dépasse 37 points : une tournée de Kölsch."),
        "new_game_start" => ("Wer die nächste Partie gibt: der Sieger oder der Verlierer.", "Who deals the next game: the winner or the loser.", "Qui donne la partie suivante : le gagnant ou le perdant."),
        "match" => ("Das Format: eine Partie, das Turnier (5 × 5), zwei Hälften mit Stechen, oder drei Tische.", "The format: one game, the tournament (5 × 5), two halves and a play-off, or three tables.", "Le format : une partie, le tournoi (5 × 5), deux manches et un barrage, ou trois tables."),
        _ => return None,
    })
}

fn schieberamsch(name: &str) -> Option<Help> {
    Some(match name {
        "grand_hand" => ("Ob vor dem Schieben Grand Hand angesagt werden darf.", "Whether a Grand Hand may be announced before the skat goes round.", "Si un Grand Hand peut être annoncé avant que le skat circule."),
        "kontra_re" => ("Kontra (×2) und Re (×4) gegen Grand Hand.", "Kontra (×2) and Re (×4) against a Grand Hand.", "Contre (×2) et surcontre (×4) contre un Grand Hand."),
        "lost_grand_factor" => ("Ein verlorener Grand Hand zählt doppelt oder einfach.", "A lost Grand Hand counts double or single.", "Un Grand Hand perdu compte double ou simple."),
        "dealer_after_grand" => ("Nach Grand Hand gibt derselbe noch einmal, oder der Nächste.", "After a Grand Hand the same player deals again, or the next.", "Après un Grand Hand, le même joueur redonne, ou le suivant."),
        "pickup" => ("Beide Skatkarten aufnehmen, oder wahlweise eine oder beide.", "Pick up both skat cards, or one or both.", "Prendre les deux cartes du skat, ou une ou deux."),
        "jacks_in_skat" => ("Ob Buben gedrückt werden dürfen.", "Whether jacks may be discarded into the skat.", "Si l'on peut écarter des valets."),
        "skat_to" => ("Der letzte Skat zählt für den letzten Stich oder für den Verlierer.", "The final skat counts for the last trick's winner or for the loser.", "Le skat final compte pour le gagnant du dernier pli ou pour le perdant."),
        "tie_for_most" => ("Gleich viele Augen: alle verlieren, wer zuletzt gestochen hat verliert, oder sie teilen.", "A tie for most points: all tied lose, the one who took the last trick loses, or they share.", "Égalité au plus de points : tous perdent, celui du dernier pli perd, ou ils partagent."),
        "all_three_tie" => ("Alle drei 40: keiner zahlt, alle zahlen 40, oder neu geben.", "All three on 40: nobody pays, everyone pays 40, or a redeal.", "Tous à 40 : personne ne paie, tous paient 40, ou on redonne."),
        "durchmarsch_times_pushes" => ("Ob das Schieben auch den Durchmarsch vervielfacht.", "Whether pushes also multiply a Durchmarsch.", "Si les poussées multiplient aussi la Durchmarsch."),
        "divisor" => ("Ramsch-Minuspunkte durch 10 teilen (abgerundet) oder nicht.", "Divide Ramsch losses by 10 (rounded down) or not.", "Diviser les pénalités par 10 (arrondi vers le bas) ou non."),
        "deals" => ("Wie viele Spiele die Partie hat (ein Vielfaches von 3).", "How many deals a match has (a multiple of 3).", "Nombre de donnes du match (un multiple de 3)."),
        _ => return None,
    })
}

/// The explanation of option `name` of the game (`schieberamsch` is true for Part B options).
#[must_use]
pub fn option_help(schieberamsch_option: bool, name: &str, lang: Lang) -> Option<&'static str> {
    let help = if schieberamsch_option {
        schieberamsch(name)
    } else {
        siebenschraem(name)
    }?;
    Some(match lang {
        Lang::De => help.0,
        Lang::En => help.1,
        Lang::Fr => help.2,
    })
}

/// The values an option can take, as they are written in records and links (the editor offers
/// these; the engine's `set_option` still validates every choice).
#[must_use]
pub fn option_choices(schieberamsch_option: bool, name: &str) -> Vec<serde_json::Value> {
    use crate::engine::schraem::{
        End, FoldCost, FourCourts, KnockLimit, KnockWho, LeadAfterFold, MatchFormat, NewGameStart,
        Poor,
    };
    use serde_json::Value;
    let ids = |ids: Vec<&'static str>| ids.into_iter().map(Value::from).collect();
    let flags = || vec![Value::from(false), Value::from(true)];
    let numbers = |ns: &[u64]| ns.iter().map(|n| Value::from(*n)).collect();
    if schieberamsch_option {
        return match name {
            "grand_hand" | "kontra_re" | "jacks_in_skat" | "durchmarsch_times_pushes" => flags(),
            "lost_grand_factor" => numbers(&[2, 1]),
            "dealer_after_grand" => ids(vec!["same", "next"]),
            "pickup" => ids(vec!["both", "one_or_both"]),
            "skat_to" => ids(vec!["last_trick", "loser"]),
            "tie_for_most" => ids(vec!["all_lose", "last_trick_loses", "share"]),
            "all_three_tie" => ids(vec!["zero", "minus_40", "redeal"]),
            "divisor" => numbers(&[1, 10]),
            "deals" => numbers(&[3, 6, 9, 12, 18, 24, 36]),
            _ => Vec::new(),
        };
    }
    match name {
        "players" => numbers(&[2, 3, 4, 5, 6, 7, 8]),
        "hand_size" => numbers(&[4, 6, 8]),
        "scoring" => ids(vec![
            "count_down(7)",
            "count_down(5)",
            "count_up(7)",
            "sebbe_knolle",
            "escape",
        ]),
        "end" => ids(End::ALL.iter().map(|v| v.id()).collect()),
        "knock_who" => ids(KnockWho::ALL.iter().map(|v| v.id()).collect()),
        "knock_max" => numbers(&[7, 3]),
        "knock_limit" => ids(KnockLimit::ALL.iter().map(|v| v.id()).collect()),
        "max_blind_value" => vec![Value::from(4), Value::from(3), Value::from("none")],
        "fold_cost" => ids(FoldCost::ALL.iter().map(|v| v.id()).collect()),
        "poor" => ids(Poor::ALL.iter().map(|v| v.id()).collect()),
        "poor_leads_first" | "pretty_ones" | "kolsch_round" => flags(),
        "four_courts" => ids(FourCourts::ALL.iter().map(|v| v.id()).collect()),
        "lead_after_fold" => ids(LeadAfterFold::ALL.iter().map(|v| v.id()).collect()),
        "new_game_start" => ids(NewGameStart::ALL.iter().map(|v| v.id()).collect()),
        "match" => ids(MatchFormat::ALL.iter().map(|v| v.id()).collect()),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{ramsch, schraem};

    #[test]
    fn every_offered_choice_is_accepted_by_the_engine() {
        for name in schraem::ruleset::OPTION_NAMES {
            let choices = option_choices(false, name);
            assert!(choices.len() >= 2, "{name}");
            for value in choices {
                let mut r = schraem::Ruleset::rhineland();
                r.set_option(name, &value)
                    .unwrap_or_else(|e| panic!("{name}={value}: {e}"));
                assert_eq!(
                    r.option_value(name),
                    value,
                    "{name} spelled as the engine writes it"
                );
            }
        }
        for name in ramsch::ruleset::OPTION_NAMES {
            let choices = option_choices(true, name);
            assert!(choices.len() >= 2, "{name}");
            for value in choices {
                let mut r = ramsch::Ruleset::preset(ramsch::Preset::Schieberamsch);
                r.set_option(name, &value)
                    .unwrap_or_else(|e| panic!("{name}={value}: {e}"));
                assert_eq!(
                    r.options()[name],
                    value,
                    "{name} spelled as the engine writes it"
                );
            }
        }
    }

    #[test]
    fn every_option_of_both_games_is_explained_in_every_language() {
        for name in schraem::ruleset::OPTION_NAMES {
            for lang in Lang::ALL {
                assert!(
                    option_help(false, name, lang).is_some_and(|h| h.len() > 20),
                    "{name}"
                );
            }
        }
        for name in ramsch::ruleset::OPTION_NAMES {
            for lang in Lang::ALL {
                assert!(
                    option_help(true, name, lang).is_some_and(|h| h.len() > 20),
                    "{name}"
                );
            }
        }
    }
}
