//! Phrases en français.

use super::card_name;
use super::errors::{link, refused, ruleset, save, setup};
use crate::engine::cards::CardSet;
use crate::engine::schraem::Verdict;
use crate::i18n::{join, HintWhy, Knock, Msg};
use crate::session::Lesson;
use crate::session::{ImportError, ImportWarning, RulesetsError};

fn cards(set: CardSet) -> String {
    let names: Vec<String> = set.iter().map(|c| format!("le {}", card_name(c))).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join(&refs, "et")
}

pub(super) fn list(items: &[&str]) -> String {
    join(items, "et")
}

/// "1 marque" / "3 marques" or "1 point" / "3 points" (French: 0 and 1 are singular).
fn amount(n: i32, up: bool) -> String {
    let one = n.abs() <= 1;
    match (up, one) {
        (false, true) => format!("{n} marque"),
        (false, false) => format!("{n} marques"),
        (true, true) => format!("{n} point"),
        (true, false) => format!("{n} points"),
    }
}

/// "perd 2 marques" / "prend 2 points".
fn pays(n: i32, up: bool) -> String {
    if up {
        format!("prend {}", amount(n, true))
    } else {
        format!("perd {}", amount(n, false))
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
        Msg::HandStarted { hand, dealer, value } => {
            format!("Main {} : {dealer} donne, la main vaut {value}.", hand + 1)
        }
        Msg::Kolsch { pips } => {
            format!("{pips} points en main : vous payez une tournée de Kölsch !")
        }
        Msg::Knocked { who, value, how } => match how {
            Knock::Sighted => format!("{who} frappe à {value}."),
            Knock::Blind => format!("{who} frappe à l'aveugle à {value}."),
            Knock::Forced => format!("{who} est au marteau et frappe à {value}."),
        },
        Msg::Held { who } => format!("{who} tient."),
        Msg::Folded { who, lost, up } => format!("{who} se couche et {}.", pays(*lost, *up)),
        Msg::Played { who, card } => format!("{who} joue le {}.", card_name(*card)),
        Msg::TrickWon { who, trick } => {
            format!("{who} remporte le {} pli.", nth(u32::from(*trick) + 1))
        }
        Msg::Exchanged { who } => {
            format!("{who} pose sa main face cachée et tire de nouvelles cartes.")
        }
        Msg::LaundryCalled { who } => {
            format!("{who} annonce le linge et pose sa main face cachée.")
        }
        Msg::Challenged {
            who,
            whom,
            cards: turned,
            verdict,
        } => match verdict {
            Verdict::Courts => format!("{who} retourne chez {whom} {} : que des figures.", cards(*turned)),
            Verdict::Numeral => {
                format!("{who} retourne chez {whom} {} : pas que des figures !", cards(*turned))
            }
            Verdict::Laundry => format!("{who} retourne chez {whom} {} : c'est bien du linge.", cards(*turned)),
            Verdict::NoLaundry => format!("{who} retourne chez {whom} {} : un bluff !", cards(*turned)),
        },
        Msg::Penalty { who, lost, out, up } => {
            if *out {
                format!("{who} {} et quitte la main.", pays(*lost, *up))
            } else {
                format!("{who} {}.", pays(*lost, *up))
            }
        }
        Msg::Declined { who } => format!("{who} refuse."),
        Msg::RedealRequested { who } => format!("{who} demande à redonner."),
        Msg::Agreed { who } => format!("{who} est d'accord."),
        Msg::RedealFourCourts { who } => format!("{who} a quatre figures : on redonne."),
        Msg::RedealPretty => "Tout le monde est d'accord : on redonne.".to_owned(),
        Msg::Lost { who, lost, up } => format!("{who} {}.", pays(*lost, *up)),
        Msg::HandWon {
            who,
            value,
            by_folds,
        } => {
            if *by_folds {
                format!("Tous les autres se sont couchés : {who} gagne la main à {value} (ses cartes restent cachées).")
            } else {
                format!("{who} remporte le dernier pli et la main (valeur {value}).")
            }
        }
        Msg::NobodyWins { folder, value } => format!(
            "{folder} s'était couché, mais sa carte prend le dernier pli : personne ne gagne cette main, tous ceux encore en jeu paient {value}."
        ),
        Msg::HandResult {
            winner,
            value,
            losses,
            up,
            escape,
        } => {
            let head = match (winner, escape) {
                (Some(w), true) => format!("{w} a gagné la main et est à l'abri."),
                (Some(w), false) => format!("{w} a gagné la main à {value}."),
                (None, _) => format!("Personne n'a gagné la main ({value})."),
            };
            let paid: Vec<String> = losses
                .iter()
                .map(|(who, n)| format!("{who} {}", pays(*n, *up)))
                .collect();
            let refs: Vec<&str> = paid.iter().map(String::as_str).collect();
            if refs.is_empty() {
                head
            } else {
                format!("{head} {}.", list(&refs))
            }
        }
        Msg::Escaped { who } => format!("{who} est à l'abri."),
        Msg::Eliminated { who } => format!("{who} est éliminé."),
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
            (Some(w), _) => format!("La partie {} est finie : {w} gagne.", game + 1),
            (None, Some(l)) => format!("La partie {} est finie : {l} a perdu.", game + 1),
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
            (Some(w), _) => format!("Fin du match : {w} gagne !"),
            (None, Some(l)) => format!("Fin du match : {l} a perdu et paie une tournée."),
            (None, None) if !tied.is_empty() => {
                format!("Fin du match : {} se partagent la première place.", list(tied))
            }
            (None, None) => "Fin du match.".to_owned(),
        },
        Msg::DealStarted { number, dealer } => format!("Donne {} : {dealer} distribue.", number + 1),
        Msg::GrandHandAnnounced { who } => format!("{who} joue un Grand Hand !"),
        Msg::PassedGrand { who } => format!("{who} passe."),
        Msg::RamschBegins => "Pas de Grand Hand : on joue le Schieberamsch.".to_owned(),
        Msg::Kontra { who } => format!("{who} dit contre."),
        Msg::Re { who } => format!("{who} dit surcontre."),
        Msg::PickedUp { who, count, cards: seen } => match seen {
            Some(set) if !set.is_empty() => format!("{who} prend {}.", cards(*set)),
            _ if *count == 1 => format!("{who} prend une carte du skat."),
            _ => format!("{who} prend le skat."),
        },
        Msg::Discarded { who, count, cards: seen } => match seen {
            Some(set) if !set.is_empty() => format!("{who} écarte {}.", cards(*set)),
            _ if *count == 1 => format!("{who} écarte une carte."),
            _ => format!("{who} écarte {count} cartes."),
        },
        Msg::Pushed { who, factor } => {
            format!("{who} pousse le skat : la donne compte désormais ×{factor}.")
        }
        Msg::RamschTrick {
            who,
            number,
            points,
        } => format!("{who} prend le pli {number} ({points} points)."),
        Msg::SkatRevealed { cards: set } => format!("Le skat : {}.", cards(*set)),
        Msg::DealScored { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .map(|(name, s)| match s {
                    0 => format!("{name} 0"),
                    s if *s < 0 => format!("{name} {s} (bonus)"),
                    s => format!("{name} +{s}"),
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
            "Prenez le skat et écartez deux cartes, ou poussez-le sans le regarder (la donne compterait ×{factor})."
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
            Some(k) => format!("Valeur {value} · {k} a frappé"),
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
        Msg::LastTrickBy { who } => format!("Dernier pli : {who}"),
        Msg::ReplayStep { i, n } => format!("Étape {i} sur {n}"),
        Msg::HintCard { card } => format!("Conseil : jouer {card}."),
        Msg::HintButton { label } => format!("Conseil : « {label} »."),
        Msg::HintKeep { card, keep } => format!("Conseil : jouer {card} et garder {keep} pour le dernier pli."),
        Msg::HintButtonWhy { label, why } => format!("Conseil : « {label} » — {}.", hint_why(*why)),
        Msg::ReviewVerdict { could, won } => match (could, won) {
            (Some(true), true) => "Le dernier pli était à vous et vous l'avez pris.",
            (Some(true), false) => "Cartes sur table, vous pouviez prendre le dernier pli.",
            (Some(false), true) => "Gagné, bien qu'un jeu parfait contre vous l'aurait empêché.",
            (Some(false), false) => "Avec ces cartes, rien ne pouvait gagner cette main.",
            (None, _) => "Aucune décision à juger pour vous dans cette main.",
        }
        .to_owned(),
        Msg::ReviewTrick { n, who } => match who {
            Some(who) => format!("Pli {} : pris par {who}", n + 1),
            None => format!("Pli {}", n + 1),
        },
        Msg::ReviewKept { n, choice } => {
            format!("Pli {} : {choice} — le dernier pli était à vous.", n + 1)
        }
        Msg::ReviewCost { n, card, better } => format!(
            "Pli {} : {card} vous a coûté la main — avec {better}, le dernier pli était à vous.",
            n + 1
        ),
        Msg::ReviewFoldCost { n } => {
            format!("Pli {} : en abandonnant, vous avez lâché une main gagnable.", n + 1)
        }
        Msg::ReviewNoWin { n, choice } => {
            format!("Pli {} : {choice} — plus rien ne pouvait prendre le dernier pli.", n + 1)
        }
        Msg::RamschVerdict { got, best } => match best {
            None => format!("Vous avez reçu {got} points de pénalité."),
            Some((n, b)) if b < got => format!(
                "Vous avez reçu {got} points de pénalité ; à partir du pli {}, un jeu parfait cartes sur table vous aurait limité à {b}.",
                n + 1
            ),
            Some((n, b)) if b == got => format!(
                "Vous avez reçu {got} points de pénalité : à partir du pli {}, même cartes sur table, impossible de faire moins.",
                n + 1
            ),
            Some((_, b)) => format!(
                "Vous avez reçu {got} points de pénalité, moins qu'un jeu parfait contre vous aurait pu vous donner ({b})."
            ),
        },
        Msg::RamschCost { n, card, better, more } => format!(
            "Pli {} : {card} vous a coûté {more} points de pénalité — avec {better}, vous les auriez évités.",
            n + 1
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
        Msg::Refused(r) => refused(*r),
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
        Msg::Imported { warnings } => {
            if *warnings == 0 {
                "Importé.".to_owned()
            } else {
                format!("Importé, avec {warnings} remarque(s) :")
            }
        }
        Msg::ImportWarning(w) => match w {
            ImportWarning::MatchKeptAsBackup(e) => {
                format!("la partie a été gardée en sauvegarde : {}", save(e))
            }
            ImportWarning::Foreign(key) => {
                format!("« {key} » n'appartient pas au jeu et a été ignoré")
            }
            ImportWarning::Damaged(key) => format!("« {key} » est endommagé et a été ignoré"),
        },
        Msg::ImportFailed(e) => match e {
            ImportError::NotAnExport => "Ce fichier n'est pas un export de Schräm.".to_owned(),
            ImportError::OtherFormat(f) => {
                format!("Ce fichier est un export au format « {f} », que cette version ne sait pas lire.")
            }
        },
        Msg::LinkCopied => "Lien copié.".to_owned(),
    }
}

fn hint_why(why: HintWhy) -> &'static str {
    match why {
        HintWhy::Knock => "vos cartes ont de bonnes chances de faire le dernier pli",
        HintWhy::Hold => "vos cartes valent la mise plus haute",
        HintWhy::Fold => "la mise est trop haute pour ces cartes",
    }
}
