//! Phrases en français.

use super::card_name;
use crate::engine::cards::CardSet;
use crate::engine::schraem::Verdict;
use crate::engine::{
    ramsch, schraem, ActError, Conflict, DealError, ReplayFailure, RulesetError, SetupError,
    StartError,
};
use crate::i18n::{join, Knock, Msg, Refused};
use crate::session::{ImportError, ImportWarning, RulesetsError, SaveError};
use crate::share::{LinkError, LinkKind};

fn cards(set: CardSet) -> String {
    let names: Vec<String> = set.iter().map(|c| format!("le {}", card_name(c))).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    join(&refs, "et")
}

fn list(items: &[&str]) -> String {
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
        Msg::PromptHammerAnswer { poor, cost, up } => format!(
            "{poor} est au marteau : cette main vaut 2. Décidez avant de regarder : jouer pour 2, ou abattre vos cartes ({}).",
            if *up {
                format!("vous prenez {}", amount(*cost, true))
            } else {
                format!("vous perdez {}", amount(*cost, false))
            }
        ),
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
        Msg::Refused(r) => refused(*r),
        Msg::Ruleset(e) => ruleset(e),
        Msg::Setup(e) => setup(e),
        Msg::Link(e) => link(e),
        Msg::Save(e) => save(e),
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

fn refused(r: Refused) -> String {
    match r {
        Refused::Schraem(e) => schraem_rule(e),
        Refused::Ramsch(e) => ramsch_rule(e),
        Refused::Act(e) => match e {
            ActError::UnknownAct(a) => format!("« {a} » n'est pas un coup de ce jeu."),
            ActError::Needs { act, field } => format!("Il manque « {field} » au coup « {act} »."),
            ActError::Extra { act } => {
                format!("Le coup « {act} » a des champs qu'il ne connaît pas.")
            }
        },
    }
}

fn suit_name(s: crate::engine::cards::Suit) -> &'static str {
    ["trèfle", "pique", "cœur", "carreau"][s.index()]
}

fn schraem_rule(e: schraem::RuleError) -> String {
    use schraem::RuleError as E;
    match e {
        E::NoSuchSeat(s) => format!("Il n'y a pas de place {}.", s.0 + 1),
        E::NotInPlay => "Aucune main n'est en cours.".to_owned(),
        E::NotYourTurn => "Ce n'est pas à vous.".to_owned(),
        E::NotActive => "Vous n'êtes plus dans cette main.".to_owned(),
        E::CardNotInHand(c) => format!("Vous n'avez pas le {}.", card_name(c)),
        E::MustFollowSuit(s) => format!("Vous devez fournir : jouez {}.", suit_name(s)),
        E::KnockTwice => {
            "Vous avez frappé le dernier : un autre doit frapper avant vous.".to_owned()
        }
        E::KnockMax(m) => format!("La main vaut déjà {m}, le maximum."),
        E::KnockLimit { value, marks } => {
            format!("Avec {marks}, vous ne pouvez pas frapper à {value}.")
        }
        E::KnockNotLeader => {
            "Seul l'entameur peut monter (à 3 aussi celui qui a monté et ceux qui ont tenu à 2)."
                .to_owned()
        }
        E::KnockNotOnTurn => "Seul le joueur qui doit jouer une carte peut frapper.".to_owned(),
        E::NoKnocking => "On ne frappe pas dans cette main.".to_owned(),
        E::BlindKnockAfterLooking => {
            "Vous avez regardé : trop tard pour frapper à l'aveugle.".to_owned()
        }
        E::BlindKnockAfterLead => "On ne frappe à l'aveugle qu'avant la première carte.".to_owned(),
        E::BlindKnockLimit { value, max } => match max {
            Some(max) => format!("À l'aveugle on frappe jusqu'à {max}, pas à {value}."),
            None => "Ces règles ne connaissent pas la frappe à l'aveugle.".to_owned(),
        },
        E::ForcedKnockPending => "Le joueur au marteau doit frapper d'abord.".to_owned(),
        E::ForcedKnockMustBeBlind => "Votre frappe obligatoire se fait à l'aveugle.".to_owned(),
        E::NoKnockToAnswer => "Personne n'a frappé.".to_owned(),
        E::AlreadyLooked => "Vous avez déjà regardé vos cartes.".to_owned(),
        E::DecideBeforeLooking => {
            "Face au marteau, on décide avant de regarder ses cartes.".to_owned()
        }
        E::ExchangeNotAllowed => "Ces règles ne connaissent pas l'échange.".to_owned(),
        E::ExchangeAfterLead => "On n'échange qu'avant la première carte.".to_owned(),
        E::AlreadyExchanged => "Vous avez déjà échangé dans cette main.".to_owned(),
        E::StockTooSmall => "Il ne reste pas assez de cartes pour échanger.".to_owned(),
        E::NotAllCourts => "Seule une main de quatre figures peut être échangée.".to_owned(),
        E::NoExchangeToChallenge => "Il n'y a rien à contester.".to_owned(),
        E::BadTurnCount(n) => format!("Vous ne pouvez pas retourner {n} cartes ici."),
        E::PrettyOnesNotAllowed => {
            "On ne redonne que si tous sont à leur dernière marque, avant la première carte."
                .to_owned()
        }
        E::NoRequestToAnswer => "Il n'y a pas de demande en cours.".to_owned(),
        E::NotInVariant => "Cela ne fait pas partie de ces règles.".to_owned(),
    }
}

fn ramsch_rule(e: ramsch::RuleError) -> String {
    use ramsch::RuleError as E;
    match e {
        E::NotYourTurn => "Ce n'est pas à vous.".to_owned(),
        E::NoSuchSeat => "Le Schieberamsch n'a que trois places.".to_owned(),
        E::DealOver => "Cette donne est terminée.".to_owned(),
        E::MatchOver => "Le match est terminé.".to_owned(),
        E::GrandHandNotAllowed => "Ces règles n'ont pas de Grand Hand.".to_owned(),
        E::NotOfferRound => "Le tour du Grand Hand est passé.".to_owned(),
        E::KontraReNotAllowed => "Ces règles n'ont ni contre ni surcontre.".to_owned(),
        E::KontraOnlyInGrandHand => {
            "Contre et surcontre seulement face à un Grand Hand.".to_owned()
        }
        E::KontraOnlyByOpponent => "Seul un adversaire du déclarant peut dire contre.".to_owned(),
        E::KontraAlreadySaid => "Le contre a déjà été dit.".to_owned(),
        E::KontraTooLate => "Contre seulement avant votre première carte.".to_owned(),
        E::ReOnlyBySoloist => "Seul le déclarant peut surcontrer.".to_owned(),
        E::ReOnlyAfterKontra => "Surcontre seulement après un contre.".to_owned(),
        E::ReAlreadySaid => "Le surcontre a déjà été dit.".to_owned(),
        E::ReTooLate => "Surcontre seulement avant votre carte suivante.".to_owned(),
        E::NotSkatRound => "Le skat ne circule pas en ce moment.".to_owned(),
        E::PickUpOneNotAllowed => {
            "Ces règles prennent les deux cartes du skat ou aucune.".to_owned()
        }
        E::NoSuchSkatCard => "Cette carte du skat n'existe pas.".to_owned(),
        E::CardNotInSkat => "Cette carte n'est pas dans le skat.".to_owned(),
        E::MustDiscard => "Vous avez pris le skat : écartez d'abord.".to_owned(),
        E::NothingPickedUp => "Prenez le skat avant d'écarter.".to_owned(),
        E::DiscardCount { expected } => {
            if expected == 1 {
                "Écartez exactement une carte.".to_owned()
            } else {
                "Écartez exactement deux cartes.".to_owned()
            }
        }
        E::JacksMayNotBeDiscarded => "On ne peut pas écarter de valet.".to_owned(),
        E::CardNotInHand => "Vous n'avez pas cette carte.".to_owned(),
        E::NotPlayPhase => "On ne joue qu'une fois le skat passé.".to_owned(),
        E::MustFollowSuit(s) => format!("Vous devez fournir : jouez {}.", suit_name(s)),
        E::MustFollowTrump => "Un valet a été joué : vous devez fournir un valet.".to_owned(),
        E::UnknownAct => "Ce n'est pas un coup du Schieberamsch.".to_owned(),
        E::MissingCard => "Il manque la carte du coup.".to_owned(),
        E::MissingCards => "Il manque les cartes du coup.".to_owned(),
        E::NoDealAvailable => "Il n'y a pas de cartes pour la donne suivante.".to_owned(),
    }
}

fn ruleset(e: &RulesetError) -> String {
    match e {
        RulesetError::UnknownPreset(id) => format!("Il n'existe pas de règles « {id} »."),
        RulesetError::UnknownOption(id) => format!("L'option « {id} » n'existe pas."),
        RulesetError::BadValue { option, value, .. } => {
            format!("L'option « {option} » ne peut pas valoir {value}.")
        }
        RulesetError::Conflict(c) => conflict(c),
    }
}

fn conflict(c: &Conflict) -> String {
    match c {
        Conflict::Players {
            min, max, found, ..
        } => {
            if min == max {
                format!("Ces règles sont pour {min} joueurs, pas {found}.")
            } else {
                format!("Ces règles sont pour {min} à {max} joueurs, pas {found}.")
            }
        }
        Conflict::EscapeNeedsHalves => {
            "Les mains sans points se jouent en deux manches et un barrage (ou en une partie)."
                .to_owned()
        }
        Conflict::LongOneNeedsMarks => {
            "La longue a besoin de marques ou de points comptés.".to_owned()
        }
    }
}

fn setup(e: &SetupError) -> String {
    match e {
        SetupError::Malformed(_) => "L'enregistrement de la partie est illisible.".to_owned(),
        SetupError::Format(f) => {
            format!("L'enregistrement est au format « {f} », que cette version ne sait pas lire.")
        }
        SetupError::Ruleset(r) => ruleset(r),
        SetupError::Players { found, min, max } => {
            if min == max {
                format!("Ce jeu se joue à {min}, pas à {found}.")
            } else {
                format!("Ce jeu se joue de {min} à {max} joueurs, pas à {found}.")
            }
        }
        SetupError::PlayersOption { names, option } => {
            format!(
                "L'enregistrement nomme {names} joueurs, mais ses règles en prévoient {option}."
            )
        }
        SetupError::Start(s) => match s {
            StartError::Length {
                found, expected, ..
            } => {
                format!("Les scores de départ comptent {found} joueurs au lieu de {expected}.")
            }
            StartError::OutOfRange {
                seat,
                value,
                min,
                max,
                ..
            } => format!(
                "Le score de départ {value} de la place {} n'est pas entre {min} et {max}.",
                seat + 1
            ),
            StartError::Dealer { seat, .. } => format!(
                "La place {} ne peut pas donner : elle n'existe pas.",
                seat + 1
            ),
            StartError::Value { value, min, max } => {
                format!("Une main ne peut pas commencer à {value} : il faut de {min} à {max}.")
            }
            StartError::NotUsed { field } => format!("Ce jeu n'utilise pas « {field} »."),
            StartError::GameOver => "Dans cette position, la partie est déjà terminée.".to_owned(),
        },
        SetupError::Deal { index, error } => format!("Donne {} : {}", index + 1, deal(error)),
        SetupError::NoCards => "L'enregistrement n'a pas de cartes à donner.".to_owned(),
    }
}

fn deal(e: &DealError) -> String {
    match e {
        DealError::Hands { found, expected } => format!("{found} mains pour {expected} joueurs."),
        DealError::HandSize {
            seat,
            found,
            expected,
        } => format!(
            "la place {} a {found} cartes au lieu de {expected}.",
            seat + 1
        ),
        DealError::CardTwice(c) => format!("le {} est donné deux fois.", card_name(*c)),
        DealError::Skat { found } => format!("le skat a {found} cartes au lieu de 2."),
    }
}

fn kind(k: LinkKind) -> &'static str {
    match k {
        LinkKind::Ruleset => "de règles",
        LinkKind::Hand => "de main",
    }
}

fn link(e: &LinkError) -> String {
    match e {
        LinkError::TooLong { .. } => "Ce lien est trop long pour être un lien Schräm.".to_owned(),
        LinkError::NotSchraem => "Ce n'est pas un lien Schräm.".to_owned(),
        LinkError::NewerVersion => {
            "Ce lien vient d'une version plus récente de Schräm : rechargez pour la mettre à jour."
                .to_owned()
        }
        LinkError::WrongKind { expected, found } => format!(
            "C'est un lien {}, pas un lien {}.",
            kind(*found),
            kind(*expected)
        ),
        LinkError::Damaged(_) => "Ce lien est endommagé (coupé ou modifié).".to_owned(),
        LinkError::Rules(r) => format!(
            "On ne peut pas jouer avec les règles de ce lien : {}",
            ruleset(r)
        ),
        LinkError::Hand(ReplayFailure::Illegal { index, reason, .. }) => format!(
            "Le coup {} de cette main enfreint les règles : {}",
            index + 1,
            refused(reason.into())
        ),
        LinkError::Hand(ReplayFailure::Setup(s)) => {
            format!("Cette main ne peut pas être montrée : {}", setup(s))
        }
    }
}

fn save(e: &SaveError) -> String {
    match e {
        SaveError::Malformed(_) => "La partie enregistrée est endommagée.".to_owned(),
        SaveError::FromTheFuture(_) => {
            "La partie enregistrée vient d'une version plus récente du jeu.".to_owned()
        }
        SaveError::DoesNotReplay(_) => "La partie enregistrée ne se rejoue pas.".to_owned(),
        SaveError::SeatsDoNotMatch => {
            "Les places de la partie enregistrée ne correspondent pas à son enregistrement."
                .to_owned()
        }
    }
}
