//! Siebenschräm's sentences in French: each of its [`SchraemMsg`]s worded.

use super::{Knock, SchraemMsg};
use crate::engine::schraem::Verdict;
use crate::i18n::fr::grammar::{
    amount, does, does_inside, pays, subject, subject_inside, the_card, the_cards, verb,
};
use crate::i18n::fr::say::list;
use crate::session::{Choice, HandStory};

/// A decision of the review: a card with its article, or a button's name.
fn choice(c: Choice) -> String {
    match c {
        Choice::Card(card) => the_card(card),
        Choice::Hold => crate::i18n::fr::TEXTS.hold.to_owned(),
        Choice::Fold => crate::i18n::fr::TEXTS.fold.to_owned(),
    }
}

fn nth(n: u32) -> String {
    if n == 1 {
        "1er".to_owned()
    } else {
        format!("{n}e")
    }
}

pub(super) fn say(msg: &SchraemMsg) -> String {
    match msg {
        SchraemMsg::HandStarted { hand, dealer, value } => format!(
            "Main {} : {}, la main vaut {value}.",
            hand + 1,
            does_inside(*dealer, "donne", "donnez")
        ),
        SchraemMsg::Kolsch { pips } => {
            format!("{pips} points en main : vous payez une tournée de Kölsch !")
        }
        SchraemMsg::Knocked { who, value, how } => match how {
            Knock::Sighted => format!("{} à {value}.", does(*who, "frappe", "frappez")),
            Knock::Blind => {
                format!("{} à l'aveugle à {value}.", does(*who, "frappe", "frappez"))
            }
            Knock::Forced => format!(
                "{} au marteau et {} à {value}.",
                does(*who, "est", "êtes"),
                verb(*who, "frappe", "frappez")
            ),
        },
        SchraemMsg::Held { who } => format!("{}.", does(*who, "tient", "tenez")),
        SchraemMsg::Folded { who, lost, up } => format!(
            "{} et {}.",
            does(*who, "se couche", "vous couchez"),
            pays(*who, *lost, *up)
        ),
        SchraemMsg::TrickWon { who, trick } => format!(
            "{} le {} pli.",
            does(*who, "remporte", "remportez"),
            nth(u32::from(*trick) + 1)
        ),
        SchraemMsg::Exchanged { who } => format!(
            "{} {} main face cachée et {} de nouvelles cartes.",
            does(*who, "pose", "posez"),
            verb(*who, "sa", "votre"),
            verb(*who, "tire", "tirez")
        ),
        SchraemMsg::LaundryCalled { who } => format!(
            "{} le linge et {} {} main face cachée.",
            does(*who, "annonce", "annoncez"),
            verb(*who, "pose", "posez"),
            verb(*who, "sa", "votre")
        ),
        SchraemMsg::Challenged {
            who,
            whom,
            cards: turned,
            verdict,
        } => format!(
            "{} chez {} {} : {}",
            does(*who, "retourne", "retournez"),
            subject_inside(*whom),
            the_cards(*turned),
            match verdict {
                Verdict::Courts => "que des figures.",
                Verdict::Numeral => "pas que des figures !",
                Verdict::Laundry => "c'est bien du linge.",
                Verdict::NoLaundry => "un bluff !",
            }
        ),
        SchraemMsg::Penalty { who, lost, out, up } => {
            if *out {
                format!(
                    "{} {} et {} la main.",
                    subject(*who),
                    pays(*who, *lost, *up),
                    verb(*who, "quitte", "quittez")
                )
            } else {
                format!("{} {}.", subject(*who), pays(*who, *lost, *up))
            }
        }
        SchraemMsg::Declined { who } => format!("{}.", does(*who, "refuse", "refusez")),
        SchraemMsg::RedealRequested { who } => {
            format!("{} à redonner.", does(*who, "demande", "demandez"))
        }
        SchraemMsg::Agreed { who } => format!("{} d'accord.", does(*who, "est", "êtes")),
        SchraemMsg::RedealFourCourts { who } => {
            format!("{} quatre figures : on redonne.", does(*who, "a", "avez"))
        }
        SchraemMsg::RedealPretty => "Tout le monde est d'accord : on redonne.".to_owned(),
        SchraemMsg::Lost { who, lost, up } => format!("{} {}.", subject(*who), pays(*who, *lost, *up)),
        SchraemMsg::HandWon {
            who,
            value,
            by_folds,
        } => {
            if *by_folds {
                format!(
                    "Tous les autres se sont couchés : {} la main à {value} ({} cartes restent cachées).",
                    does_inside(*who, "gagne", "gagnez"),
                    verb(*who, "ses", "vos")
                )
            } else {
                format!(
                    "{} le dernier pli et la main (valeur {value}).",
                    does(*who, "remporte", "remportez")
                )
            }
        }
        SchraemMsg::NobodyWins { folder, value } => format!(
            "{}, mais {} carte prend le dernier pli : personne ne gagne cette main, tous ceux encore en jeu paient {value}.",
            does(*folder, "s'était couché", "vous étiez couché"),
            verb(*folder, "sa", "votre")
        ),
        SchraemMsg::HandResult {
            winner,
            value,
            losses,
            up,
            escape,
        } => {
            let head = match (winner, escape) {
                (Some(w), true) => format!(
                    "{} gagné la main et {} à l'abri.",
                    does(*w, "a", "avez"),
                    verb(*w, "est", "êtes")
                ),
                (Some(w), false) => format!("{} gagné la main à {value}.", does(*w, "a", "avez")),
                (None, _) => format!("Personne n'a gagné la main ({value})."),
            };
            let paid: Vec<String> = losses
                .iter()
                .enumerate()
                .map(|(i, (who, n))| {
                    let name = if i == 0 { subject(*who) } else { subject_inside(*who) };
                    format!("{name} {}", pays(*who, *n, *up))
                })
                .collect();
            let refs: Vec<&str> = paid.iter().map(String::as_str).collect();
            if refs.is_empty() {
                head
            } else {
                format!("{head} {}.", list(&refs))
            }
        }
        SchraemMsg::Escaped { who } => format!("{} à l'abri.", does(*who, "est", "êtes")),
        SchraemMsg::Eliminated { who } => format!("{} éliminé.", does(*who, "est", "êtes")),
        SchraemMsg::FinalHandNext => "Tous sont au marteau : la main suivante décide.".to_owned(),
        SchraemMsg::ShortLongOne { players } => {
            format!("Petite longue : les {players} joueurs à leur dernière marque continuent seuls.")
        }
        SchraemMsg::LongOneForTie { names } => format!(
            "{} atteignent la limite ensemble : ils jouent la longue (8 cartes) pour désigner le perdant.",
            list(names)
        ),
        SchraemMsg::GameOver {
            game,
            winner,
            loser,
            drawn,
        } => match (winner, loser) {
            (Some(w), _) => format!(
                "La partie {} est finie : {}.",
                game + 1,
                does_inside(*w, "gagne", "gagnez")
            ),
            (None, Some(l)) => format!(
                "La partie {} est finie : {} perdu.",
                game + 1,
                does_inside(*l, "a", "avez")
            ),
            (None, None) if !drawn.is_empty() => format!(
                "La partie {} est nulle : {} sont éliminés en même temps.",
                game + 1,
                list(drawn)
            ),
            (None, None) => format!("La partie {} est finie.", game + 1),
        },
        SchraemMsg::MatchOver {
            winner,
            loser,
            tied,
        } => match (winner, loser) {
            (Some(w), _) => format!("Fin du match : {} !", does_inside(*w, "gagne", "gagnez")),
            (None, Some(l)) => format!(
                "Fin du match : {} perdu et {} une tournée.",
                does_inside(*l, "a", "avez"),
                verb(*l, "paie", "payez")
            ),
            (None, None) if !tied.is_empty() => {
                format!("Fin du match : {} se partagent la première place.", list(tied))
            }
            (None, None) => "Fin du match.".to_owned(),
        },
        SchraemMsg::PromptLookOrBlind => {
            "Regardez vos cartes, ou frappez à l'aveugle avant de les regarder.".to_owned()
        }
        SchraemMsg::PromptLook => "Regardez vos cartes.".to_owned(),
        SchraemMsg::PromptPlayOrKnock => "À vous : jouez une carte, ou frappez d'abord.".to_owned(),
        SchraemMsg::PromptForcedBlind { value, up } => {
            if *up {
                format!("Il ne vous manque qu'un point : vous devez frapper à l'aveugle à {value} avant la première carte.")
            } else {
                format!("Il vous reste une marque : vous devez frapper à l'aveugle à {value} avant la première carte.")
            }
        }
        SchraemMsg::PromptHammer => {
            "Vous êtes au marteau : annoncez-le (frappez à 2). Vous pouvez d'abord regarder vos cartes.".to_owned()
        }
        SchraemMsg::WaitingForced { who } => format!("{who} est au marteau et doit frapper d'abord…"),
        SchraemMsg::PromptAnswer {
            knocker,
            value,
            cost,
            up,
        } => format!(
            "{knocker} a frappé. Tenez et jouez pour {value}, ou couchez-vous maintenant ({}).",
            if *up {
                format!("vous prenez {}", amount(*cost, true))
            } else {
                format!("vous perdez {}", amount(*cost, false))
            }
        ),
        SchraemMsg::PromptHammerAnswer {
            poor,
            cost,
            up,
            blind,
        } => {
            let choice = if *blind { "Décidez avant de regarder : jouer pour 2" } else { "Jouez pour 2" };
            format!(
            "{poor} est au marteau : cette main vaut 2. {choice}, ou abattre vos cartes ({}).",
            if *up {
                format!("vous prenez {}", amount(*cost, true))
            } else {
                format!("vous perdez {}", amount(*cost, false))
            }
        )
        }
        SchraemMsg::PromptChallenge {
            exchanger,
            laundry,
            three,
        } => {
            if *laundry {
                format!("{exchanger} annonce le linge. Retournez ses cartes (un bluff lui coûte 1, du vrai linge vous coûte 1), ou laissez passer.")
            } else if *three {
                format!("{exchanger} a échangé sa main. Retournez trois de ses cartes au hasard (gratuit), ou laissez passer.")
            } else {
                format!("{exchanger} a échangé sa main. Retournez ses cartes pour vérifier les figures, ou laissez passer.")
            }
        }
        SchraemMsg::PromptFourthCard { exchanger } => format!(
            "Trois figures. Retournez la dernière carte de {exchanger} (une figure vous coûte 1, un chiffre lui coûte 1), ou arrêtez-vous."
        ),
        SchraemMsg::PromptPretty { requester } => {
            format!("{requester} demande à redonner. D'accord ?")
        }
        SchraemMsg::ValueNow { value, knocker } => match knocker {
            Some(k) => format!("Valeur {value} · {} frappé", does_inside(*k, "a", "avez")),
            None => format!("Valeur {value}"),
        },
        SchraemMsg::KnockAs { who } => format!("Frapper ({who})"),
        SchraemMsg::ReviewVerdict { story } => match *story {
            HandStory::Unjudged => "Aucune décision à juger pour vous dans cette main.".to_owned(),
            HandStory::NoWin { won: false } => {
                "Avec ces cartes, rien ne pouvait gagner cette main.".to_owned()
            }
            HandStory::NoWin { won: true } => {
                "Gagné, bien qu'un jeu parfait contre vous l'aurait empêché.".to_owned()
            }
            HandStory::InHand { at_start: true, gave: None, won: true, .. } => {
                "Le dernier pli était à vous et vous l'avez pris.".to_owned()
            }
            HandStory::InHand { from, gave: None, won: true, .. } => format!(
                "D'abord rien ne pouvait gagner, mais à partir du pli {}, le jeu des autres vous a laissé le dernier pli, et vous l'avez pris.",
                from + 1
            ),
            HandStory::InHand { from, gave: None, won: false, .. } => format!(
                "À partir du pli {}, le dernier pli était à vous et aucun de vos choix ne l'a lâché ; la main a tourné sur une frappe, que cette analyse ne juge pas.",
                from + 1
            ),
            HandStory::InHand { at_start: true, gave: Some(_), won: false, .. } => {
                "Cartes sur table, vous pouviez prendre le dernier pli.".to_owned()
            }
            HandStory::InHand { from, gave: Some(_), won: false, .. } => format!(
                "D'abord rien ne pouvait gagner, mais à partir du pli {}, le jeu des autres vous a laissé le dernier pli — puis il vous a échappé.",
                from + 1
            ),
            HandStory::InHand { gave: Some(g), won: true, .. } => format!(
                "Gagné, mais pas à coup sûr : au pli {}, le dernier pli vous a échappé, et seul le jeu des autres vous l'a rendu.",
                g + 1
            ),
        },
        SchraemMsg::ReviewKept {
            n,
            choice: choice_made,
        } => {
            format!(
                "Pli {} : {} — le dernier pli était à vous.",
                n + 1,
                choice(*choice_made)
            )
        }
        SchraemMsg::ReviewCost { n, card, better } => format!(
            "Pli {} : {} vous a coûté la main — avec {}, le dernier pli était à vous.",
            n + 1,
            the_card(*card),
            the_card(*better)
        ),
        SchraemMsg::ReviewFoldCost { n } => {
            format!("Pli {} : en abandonnant, vous avez lâché une main gagnable.", n + 1)
        }
        SchraemMsg::ReviewNoWin {
            n,
            choice: choice_made,
        } => {
            format!(
                "Pli {} : {} — plus rien ne pouvait prendre le dernier pli.",
                n + 1,
                choice(*choice_made)
            )
        }
    }
}
