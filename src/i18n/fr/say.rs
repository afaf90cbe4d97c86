//! Phrases en français.

use super::data::{import_failed, import_warning, imported, kept_as_backup, last_played};
use super::errors::{link, refused, ruleset, save, setup};
use super::grammar::{
    amount, does, does_inside, pays, subject, subject_inside, the_card, the_cards, times, verb,
};
use crate::engine::schraem::Verdict;
use crate::i18n::{join, HintWhy, Knock, Msg};
use crate::session::RulesetsError;
use crate::session::{Choice, DealStory, HandStory, Lesson};

pub(super) fn list(items: &[&str]) -> String {
    join(items, "et")
}

/// A decision of the review: a card with its article, or a button's name.
fn choice(c: Choice) -> String {
    match c {
        Choice::Card(card) => the_card(card),
        Choice::Hold => super::TEXTS.hold.to_owned(),
        Choice::Fold => super::TEXTS.fold.to_owned(),
    }
}

fn nth(n: u32) -> String {
    if n == 1 {
        "1er".to_owned()
    } else {
        format!("{n}e")
    }
}

pub(super) fn say(msg: &Msg) -> String {
    match msg {
        Msg::HandStarted { hand, dealer, value } => format!(
            "Main {} : {}, la main vaut {value}.",
            hand + 1,
            does_inside(*dealer, "donne", "donnez")
        ),
        Msg::Kolsch { pips } => {
            format!("{pips} points en main : vous payez une tournée de Kölsch !")
        }
        Msg::Knocked { who, value, how } => match how {
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
        Msg::Held { who } => format!("{}.", does(*who, "tient", "tenez")),
        Msg::Folded { who, lost, up } => format!(
            "{} et {}.",
            does(*who, "se couche", "vous couchez"),
            pays(*who, *lost, *up)
        ),
        Msg::Played { who, card } => {
            format!("{} {}.", does(*who, "joue", "jouez"), the_card(*card))
        }
        Msg::TrickWon { who, trick } => format!(
            "{} le {} pli.",
            does(*who, "remporte", "remportez"),
            nth(u32::from(*trick) + 1)
        ),
        Msg::Exchanged { who } => format!(
            "{} {} main face cachée et {} de nouvelles cartes.",
            does(*who, "pose", "posez"),
            verb(*who, "sa", "votre"),
            verb(*who, "tire", "tirez")
        ),
        Msg::LaundryCalled { who } => format!(
            "{} le linge et {} {} main face cachée.",
            does(*who, "annonce", "annoncez"),
            verb(*who, "pose", "posez"),
            verb(*who, "sa", "votre")
        ),
        Msg::Challenged {
            who,
            whom,
            cards: turned,
            verdict,
        } => format!(
            "{} chez {} {} : {}",
            does(*who, "retourne", "retournez"),
            subject_inside(*whom),
            the_cards(*turned),
            match verdict {
                Verdict::Courts => "que des figures.",
                Verdict::Numeral => "pas que des figures !",
                Verdict::Laundry => "c'est bien du linge.",
                Verdict::NoLaundry => "un bluff !",
            }
        ),
        Msg::Penalty { who, lost, out, up } => {
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
        Msg::Declined { who } => format!("{}.", does(*who, "refuse", "refusez")),
        Msg::RedealRequested { who } => {
            format!("{} à redonner.", does(*who, "demande", "demandez"))
        }
        Msg::Agreed { who } => format!("{} d'accord.", does(*who, "est", "êtes")),
        Msg::RedealFourCourts { who } => {
            format!("{} quatre figures : on redonne.", does(*who, "a", "avez"))
        }
        Msg::RedealPretty => "Tout le monde est d'accord : on redonne.".to_owned(),
        Msg::Lost { who, lost, up } => format!("{} {}.", subject(*who), pays(*who, *lost, *up)),
        Msg::HandWon {
            who,
            value,
            by_folds,
        } => {
            if *by_folds {
                format!(
                    "Tous les autres se sont couchés : {} la main à {value} ({} cartes restent cachées).",
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
        Msg::NobodyWins { folder, value } => format!(
            "{}, mais {} carte prend le dernier pli : personne ne gagne cette main, tous ceux encore en jeu paient {value}.",
            does(*folder, "s'était couché", "vous étiez couché"),
            verb(*folder, "sa", "votre")
        ),
        Msg::HandResult {
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
        Msg::Escaped { who } => format!("{} à l'abri.", does(*who, "est", "êtes")),
        Msg::Eliminated { who } => format!("{} éliminé.", does(*who, "est", "êtes")),
        Msg::FinalHandNext => "Tous sont au marteau : la main suivante décide.".to_owned(),
        Msg::ShortLongOne { players } => {
            format!("Petite longue : les {players} joueurs à leur dernière marque continuent seuls.")
        }
        Msg::LongOneForTie { names } => format!(
            "{} atteignent la limite ensemble : ils jouent la longue (8 cartes) pour désigner le perdant.",
            list(names)
        ),
        Msg::GameOver {
            game,
            winner,
            loser,
            drawn,
        } => match (winner, loser) {
            (Some(w), _) => format!(
                "La partie {} est finie : {}.",
                game + 1,
                does_inside(*w, "gagne", "gagnez")
            ),
            (None, Some(l)) => format!(
                "La partie {} est finie : {} perdu.",
                game + 1,
                does_inside(*l, "a", "avez")
            ),
            (None, None) if !drawn.is_empty() => format!(
                "La partie {} est nulle : {} sont éliminés en même temps.",
                game + 1,
                list(drawn)
            ),
            (None, None) => format!("La partie {} est finie.", game + 1),
        },
        Msg::MatchOver {
            winner,
            loser,
            tied,
        } => match (winner, loser) {
            (Some(w), _) => format!("Fin du match : {} !", does_inside(*w, "gagne", "gagnez")),
            (None, Some(l)) => format!(
                "Fin du match : {} perdu et {} une tournée.",
                does_inside(*l, "a", "avez"),
                verb(*l, "paie", "payez")
            ),
            (None, None) if !tied.is_empty() => {
                format!("Fin du match : {} se partagent la première place.", list(tied))
            }
            (None, None) => "Fin du match.".to_owned(),
        },
        Msg::NotCounted { of, grand: true } => format!(
            "compte au score, mais pas parmi les {of} donnes : le même donneur redistribue"
        ),
        Msg::NotCounted { of, grand: false } => format!(
            "nulle, ne compte pas parmi les {of} donnes : le même donneur redistribue"
        ),
        Msg::DealStarted { counted, again: false, dealer } => format!(
            "Donne {} : {}.",
            counted + 1,
            does_inside(*dealer, "distribue", "distribuez")
        ),
        Msg::DealStarted { counted, again: true, dealer } => format!(
            "Donne {} à nouveau : {}.",
            counted + 1,
            does_inside(*dealer, "redistribue", "redistribuez")
        ),
        Msg::GrandHandAnnounced { who } => {
            format!("{} un Grand Hand !", does(*who, "joue", "jouez"))
        }
        Msg::PassedGrand { who } => format!("{}.", does(*who, "passe", "passez")),
        Msg::RamschBegins => "Pas de Grand Hand : on joue le Schieberamsch.".to_owned(),
        Msg::Kontra { who } => format!("{} contre.", does(*who, "dit", "dites")),
        Msg::Re { who } => format!("{} surcontre.", does(*who, "dit", "dites")),
        Msg::PickedUp { who, count, cards: seen } => {
            let takes = does(*who, "prend", "prenez");
            match seen {
                Some(set) if !set.is_empty() => format!("{takes} {}.", the_cards(*set)),
                _ if *count == 1 => format!("{takes} une carte du skat."),
                _ => format!("{takes} le skat."),
            }
        }
        Msg::Discarded { who, count, cards: seen } => {
            let puts = does(*who, "écarte", "écartez");
            match seen {
                Some(set) if !set.is_empty() => format!("{puts} {}.", the_cards(*set)),
                _ if *count == 1 => format!("{puts} une carte."),
                _ => format!("{puts} {count} cartes."),
            }
        }
        Msg::Pushed { who, factor } => format!(
            "{} le skat : la donne compte désormais {}.",
            does(*who, "pousse", "poussez"),
            times(*factor)
        ),
        Msg::RamschTrick {
            who,
            number,
            points,
        } => format!(
            "{} le pli {number} ({points} points).",
            does(*who, "prend", "prenez")
        ),
        Msg::SkatRevealed { cards: set } => format!("Le skat : {}.", the_cards(*set)),
        Msg::DealScored { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|(who, s)| {
                    let name = subject_inside(*who);
                    match s {
                        0 => format!("{name} 0"),
                        s if *s < 0 => format!("{name} {s} (bonus)"),
                        s => format!("{name} +{s}"),
                    }
                })
                .collect();
            format!("Pénalités de la donne : {}.", parts.join(" ; "))
        }
        Msg::RamschMatchOver { winners } => match winners.as_slice() {
            [one] => format!("Fin du match : {one} a le moins de pénalités et gagne !"),
            many => format!(
                "Fin du match : {} se partagent la première place avec le moins de pénalités.",
                list(many)
            ),
        },
        Msg::PromptLookOrBlind => {
            "Regardez vos cartes, ou frappez à l'aveugle avant de les regarder.".to_owned()
        }
        Msg::PromptLook => "Regardez vos cartes.".to_owned(),
        Msg::PromptPlay => "À vous : jouez une carte.".to_owned(),
        Msg::PromptPlayOrKnock => "À vous : jouez une carte, ou frappez d'abord.".to_owned(),
        Msg::PromptForcedBlind { value, up } => {
            if *up {
                format!("Il ne vous manque qu'un point : vous devez frapper à l'aveugle à {value} avant la première carte.")
            } else {
                format!("Il vous reste une marque : vous devez frapper à l'aveugle à {value} avant la première carte.")
            }
        }
        Msg::PromptHammer => {
            "Vous êtes au marteau : annoncez-le (frappez à 2). Vous pouvez d'abord regarder vos cartes.".to_owned()
        }
        Msg::WaitingFor { who } => format!("C'est à {who}…"),
        Msg::WaitingForced { who } => format!("{who} est au marteau et doit frapper d'abord…"),
        Msg::PromptAnswer {
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
        Msg::PromptHammerAnswer {
            poor,
            cost,
            up,
            blind,
        } => {
            let choice = if *blind { "Décidez avant de regarder : jouer pour 2" } else { "Jouez pour 2" };
            format!(
            "{poor} est au marteau : cette main vaut 2. {choice}, ou abattre vos cartes ({}).",
            if *up {
                format!("vous prenez {}", amount(*cost, true))
            } else {
                format!("vous perdez {}", amount(*cost, false))
            }
        )
        }
        Msg::PromptChallenge {
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
        Msg::PromptFourthCard { exchanger } => format!(
            "Trois figures. Retournez la dernière carte de {exchanger} (une figure vous coûte 1, un chiffre lui coûte 1), ou arrêtez-vous."
        ),
        Msg::PromptPretty { requester } => {
            format!("{requester} demande à redonner. D'accord ?")
        }
        Msg::PromptGrandHand => "Jouer un Grand Hand seul, ou passer ?".to_owned(),
        Msg::PromptSkat { factor } => format!(
            "Prenez le skat et écartez deux cartes, ou poussez-le sans le regarder (la donne compterait {}).",
            times(*factor)
        ),
        Msg::PromptDiscard { count } => {
            if *count == 1 {
                "Choisissez une carte à écarter.".to_owned()
            } else {
                format!("Choisissez {count} cartes à écarter.")
            }
        }
        Msg::PromptOver => "Cette main est terminée.".to_owned(),
        Msg::MarksLeft { n } => {
            if *n <= 1 {
                format!("{n} marque restante")
            } else {
                format!("{n} marques restantes")
            }
        }
        Msg::PointsOf { n, limit } => format!("{n} points sur {limit}"),
        Msg::Knollen { n } => {
            if *n <= 1 {
                format!("{n} Knolle")
            } else {
                format!("{n} Knollen")
            }
        }
        Msg::CardsLeft { n } => {
            if *n <= 1 {
                format!("{n} carte")
            } else {
                format!("{n} cartes")
            }
        }
        Msg::HiddenCards { n } => {
            if *n <= 1 {
                format!("{n} carte cachée")
            } else {
                format!("{n} cartes cachées")
            }
        }
        Msg::ValueNow { value, knocker } => match knocker {
            Some(k) => format!("Valeur {value} · {} frappé", does_inside(*k, "a", "avez")),
            None => format!("Valeur {value}"),
        },
        Msg::HandNumber { n } => format!("Main {}", n + 1),
        Msg::DealNumber { n, of } => format!("Donne {} sur {of}", n + 1),
        Msg::GameNumber { n, of } => match of {
            Some(of) => format!("Partie {} sur {of}", n + 1),
            None => format!("Partie {}", n + 1),
        },
        Msg::PassDevice { who } => format!("Passez l'appareil à {who}."),
        Msg::ReadyAs { who } => format!("Je suis {who} : montrer mes cartes"),
        Msg::KnockAs { who } => format!("Frapper ({who})"),
        Msg::MatchPoints { n } => {
            format!("{} points de classement", crate::i18n::number(*n, true))
        }
        Msg::PenaltyTotal { n } => format!("{n} points de pénalité"),
        Msg::CardPoints { n } => format!("{n} points de cartes"),
        Msg::LastTrickBy { who } => format!("Dernier pli : {}", subject_inside(*who)),
        Msg::ReplayStep { i, n } => format!("Étape {i} sur {n}"),
        Msg::PresetChanged { preset } => format!("{preset} – modifié"),
        Msg::ChangedOptions { changes } => {
            let each: Vec<String> = changes.iter().map(|(o, v)| format!("{o} « {v} »")).collect();
            format!("Différent du modèle : {}.", each.join(", "))
        }
        Msg::OtherwiseAsPreset { summary } => format!("Sinon comme le modèle : {summary}"),
        Msg::WaitingForPhone { who } => format!("C’est à {who} de jouer, mais le téléphone de {who} n’est pas connecté : invitez-le via Menu → Téléphones à la table."),
        Msg::ScoreOutOfRange { max } => format!("Seulement des nombres entiers de 0 à {max}."),
        Msg::HintCard { card } => format!("Conseil : jouer {}.", the_card(*card)),
        Msg::HintButton { label } => format!("Conseil : « {label} »."),
        Msg::HintKeep { card, keep } => format!(
            "Conseil : jouer {} et garder {} pour le dernier pli.",
            the_card(*card),
            the_card(*keep)
        ),
        Msg::HintButtonWhy { label, why } => format!("Conseil : « {label} » — {}.", hint_why(*why)),
        Msg::ReviewVerdict { story } => match *story {
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
                "À partir du pli {}, le dernier pli était à vous et aucun de vos choix ne l'a lâché ; la main a tourné sur une frappe, que cette analyse ne juge pas.",
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
                "Gagné, mais pas à coup sûr : au pli {}, le dernier pli vous a échappé, et seul le jeu des autres vous l'a rendu.",
                g + 1
            ),
        },
        Msg::ReviewTrick { n, who } => match who {
            Some(who) => format!("Pli {} : pris par {who}", n + 1),
            None => format!("Pli {}", n + 1),
        },
        Msg::ReviewKept {
            n,
            choice: choice_made,
        } => {
            format!(
                "Pli {} : {} — le dernier pli était à vous.",
                n + 1,
                choice(*choice_made)
            )
        }
        Msg::ReviewCost { n, card, better } => format!(
            "Pli {} : {} vous a coûté la main — avec {}, le dernier pli était à vous.",
            n + 1,
            the_card(*card),
            the_card(*better)
        ),
        Msg::ReviewFoldCost { n } => {
            format!("Pli {} : en abandonnant, vous avez lâché une main gagnable.", n + 1)
        }
        Msg::ReviewNoWin {
            n,
            choice: choice_made,
        } => {
            format!(
                "Pli {} : {} — plus rien ne pouvait prendre le dernier pli.",
                n + 1,
                choice(*choice_made)
            )
        }
        Msg::RamschVerdict { got, story } => match *story {
            DealStory::Unjudged => format!("Vous avez reçu {got} points de pénalité."),
            DealStory::AllBest { best, .. } if *got < best => format!(
                "Vous avez reçu {got} points de pénalité, moins qu'un jeu parfait contre vous aurait pu vous donner ({best})."
            ),
            DealStory::AllBest { from, .. } => format!(
                "Vous avez reçu {got} points de pénalité : à partir du pli {}, même cartes sur table, impossible de faire moins.",
                from + 1
            ),
            DealStory::Cost { from, best } if *got > best => format!(
                "Vous avez reçu {got} points de pénalité ; à partir du pli {}, un jeu parfait cartes sur table vous aurait limité à {best}.",
                from + 1
            ),
            DealStory::Cost { from, best } => format!(
                "Vous avez reçu {got} points de pénalité, pas plus qu'un jeu parfait ne vous garantissait à partir du pli {} ({best}) — mais seulement parce que les autres n'ont pas puni les cartes ci-dessous.",
                from + 1
            ),
        },
        Msg::RamschCost { n, card, better, more } => format!(
            "Pli {} : après {}, un jeu parfait pouvait vous donner {more} points de pénalité de plus qu'après {}.",
            n + 1,
            the_card(*card),
            the_card(*better)
        ),
        Msg::RamschAllBest => "Chacune de vos cartes des cinq derniers plis était la meilleure.".to_owned(),
        Msg::Lesson(l) => match l {
            Lesson::Look => "Vos cartes sont face cachée. Touchez « Regarder ses cartes ».",
            Lesson::KeepYourBest => "Seul le dernier pli compte. Vous entamez : jouez une petite carte, le Sept de trèfle, et gardez votre Dix de cœur (le dix est la plus forte : 10 9 8 7 A R D V).",
            Lesson::FollowSuit => "Gerda a entamé pique : il faut fournir la couleur. Jouez votre seul pique, le Sept.",
            Lesson::Hold => "Hans a frappé : la main vaut maintenant 2. Se coucher coûte 1 tout de suite ; tenir, c'est jouer pour 2. Votre Dix de cœur est encore le plus fort cœur : tenez !",
            Lesson::TakeTheLead => "Hans entame carreau. Votre Dix de carreau prend le pli : vous entamerez le dernier.",
            Lesson::Knock => "Vous entamerez le dernier pli avec la plus forte carte restante. Frappez : la main vaudra 3 !",
            Lesson::LastTrick => "Jouez le Dix de cœur : qui prend le dernier pli gagne la main.",
            Lesson::Chalk => "La main est à vous. Qui a tenu perd la valeur de la main en marques, qui s'est couché la valeur d'avant la frappe ; la craie près de chaque nom montre les marques qui restent. Qui n'en a plus est éliminé ; le dernier en jeu gagne.",
        }
        .to_owned(),
        Msg::Refused(r) => refused(r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Link(e) => link(e),
        Msg::Save(e) => save(e),
        Msg::SlateEntry { error, names } => super::real_cards::entry_error(*error, names),
        Msg::SlateDamaged(e) => super::real_cards::damaged(e),
        Msg::SlateFoldedAt { value } => super::real_cards::folded_at(*value),
        Msg::SlateFoldedCard { who } => super::real_cards::folded_card(who),
        Msg::TournamentRound { n, of, series } => super::real_cards::round(*n, *of, *series),
        Msg::TableNumber { n } => super::real_cards::table(*n),
        Msg::DealsFirst { who } => super::real_cards::deals_first(who),
        Msg::TournamentWon { winners } => super::real_cards::won(winners),
        Msg::Tournament(e) => super::real_cards::tournament_error(e),
        Msg::TournamentDamaged(e) => super::real_cards::tournament_damaged(*e),
        Msg::StorageFull => {
            "La mémoire de ce navigateur est pleine : la partie continue, mais elle n'est pas enregistrée.".to_owned()
        }
        Msg::SecondTab => "Schräm est déjà ouvert dans un autre onglet. Cet onglet n'enregistre pas, pour ne pas écraser l'autre.".to_owned(),
        Msg::RulesetSaved { name } => format!("Enregistré sous « {name} »."),
        Msg::RulesetsDropped { names } => format!(
            "Ces règles enregistrées ne fonctionnent plus et ont été mises de côté : {}.",
            list(names)
        ),
        Msg::RulesetsUnreadable(e) => match e {
            RulesetsError::Damaged => "Vos règles enregistrées sont endommagées et illisibles.",
            RulesetsError::FromTheFuture => {
                "Vos règles enregistrées viennent d'une version plus récente du jeu."
            }
        }
        .to_owned(),
        Msg::Imported { warnings } => imported(*warnings),
        Msg::ImportWarning(w) => import_warning(w),
        Msg::ImportFailed(e) => import_failed(e),
        Msg::LinkCopied => "Lien copié.".to_owned(),
        Msg::KeptAsBackup(saved) => kept_as_backup(*saved),
        Msg::LastPlayed(when) => last_played(*when),
    }
}

fn hint_why(why: HintWhy) -> &'static str {
    match why {
        HintWhy::Knock => "vos cartes ont de bonnes chances de faire le dernier pli",
        HintWhy::Hold => "vos cartes valent la mise plus haute",
        HintWhy::Fold => "la mise est trop haute pour ces cartes",
    }
}
