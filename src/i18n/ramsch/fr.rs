//! Le Schieberamsch en français : ses options de règles et leurs valeurs, ses variantes, les
//! règles qui refusent un coup.

use crate::engine::ramsch::{Match, Preset, RuleError};
use crate::i18n::fr::grammar::suit_name;
use crate::i18n::game_words::GameWords;

use super::RamschMsg;

/// Schieberamsch in French.
pub struct Words;

impl GameWords<Match> for Words {
    fn summary() -> &'static str {
        "Trois joueurs, les valets sont atout. Prenez le skat ou poussez-le ; qui ramasse le plus de points les perd."
    }

    fn option_label(id: &str) -> Option<&'static str> {
        Some(match id {
            "grand_hand" => "Grand Hand",
            "kontra_re" => "Contre et surcontre",
            "lost_grand_factor" => "Grand Hand perdu",
            "dealer_after_grand" => "Donneur après un Grand Hand",
            "pickup" => "Prendre le skat",
            "jacks_in_skat" => "Valets dans le skat",
            "skat_to" => "Le dernier skat",
            "tie_for_most" => "Égalité au plus de points",
            "all_three_tie" => "Tous les trois à 40",
            "durchmarsch_times_pushes" => "Poussées et Durchmarsch",
            "divisor" => "Diviseur",
            "rounding" => "Arrondi",
            "divisor_scope" => "Ce qui est divisé",
            "deals" => "Donnes",
            _ => return None,
        })
    }

    fn length_help() -> &'static str {
        "Le nombre de donnes d'un match (un multiple de 3)."
    }

    fn option_help(id: &str) -> Option<&'static str> {
        Some(match id {
            "grand_hand" => "Si un joueur peut jouer un Grand Hand seul avant que le skat circule.",
            "kontra_re" => "Si un adversaire d'un Grand Hand peut dire contre (×2) et le déclarant surcontre (×4).",
            "lost_grand_factor" => "Si un Grand Hand perdu compte double ou simple.",
            "dealer_after_grand" => "Après un Grand Hand, le même joueur redonne (la donne ne compte pas), ou la donne passe.",
            "pickup" => "Si l'on prend le skat en entier, ou une ou deux cartes.",
            "jacks_in_skat" => "Si l'on peut écarter des valets dans le skat.",
            "skat_to" => "À qui s'ajoutent les points du dernier skat : au gagnant du dernier pli, ou au perdant.",
            "tie_for_most" => "Deux joueurs à égalité au plus de points : les deux perdent, celui qui a pris un pli le plus tard perd, ou ils partagent.",
            "all_three_tie" => "Tous les trois ont 40 : personne ne paie, chacun paie 40, ou la donne ne compte pas.",
            "durchmarsch_times_pushes" => "Si les poussées multiplient aussi le bonus de la Durchmarsch.",
            "divisor" => "Si les pertes sont divisées par 10.",
            "rounding" => "Comment une perte divisée est arrondie : vers le bas, ou — quand des poussées ou une Jungfrau l'ont multipliée — d'abord à la dizaine la plus proche (48 × 4 = 192 → 190 → 19).",
            "divisor_scope" => "Ce que divise le diviseur : seulement les pertes du Ramsch, ou aussi la valeur des Grand Hand et le bonus de la Durchmarsch (72 → 7).",
            _ => return None,
        })
    }

    fn value_label(option: &str, value: &str) -> Option<&'static str> {
        Some(match (option, value) {
            ("lost_grand_factor", "2") => "Compte double",
            ("lost_grand_factor", "1") => "Compte simple",
            ("dealer_after_grand", "same") => "Le même redonne",
            ("dealer_after_grand", "next") => "Le suivant donne",
            ("pickup", "both") => "Les deux cartes",
            ("pickup", "one_or_both") => "Une ou deux cartes",
            ("skat_to", "last_trick") => "Au gagnant du dernier pli",
            ("skat_to", "loser") => "Au perdant",
            ("tie_for_most", "all_lose") => "Les deux perdent",
            ("tie_for_most", "last_trick_loses") => "Le dernier à prendre perd",
            ("tie_for_most", "share") => "Ils partagent",
            ("all_three_tie", "zero") => "Personne ne paie",
            ("all_three_tie", "minus_40") => "Chacun paie 40",
            ("all_three_tie", "redeal") => "La donne ne compte pas",
            ("divisor", "1") => "Pas divisé",
            ("divisor", "10") => "Divisé par 10",
            ("rounding", "floor") => "Vers le bas",
            ("rounding", "nearest_ten_when_multiplied") => "Multiplié : d'abord à la dizaine",
            ("divisor_scope", "ramsch_only") => "Seulement le Ramsch",
            ("divisor_scope", "everything") => "Aussi Grand Hand et Durchmarsch",
            _ => return None,
        })
    }

    fn preset_name(preset: Preset) -> &'static str {
        match preset {
            Preset::Schieberamsch => "Schieberamsch",
            Preset::SchieberamschFr => "Schieberamsch (page française)",
        }
    }

    fn preset_summary(preset: Preset) -> &'static str {
        match preset {
            Preset::Schieberamsch => "Trois joueurs ; les quatre valets sont les seuls atouts (trèfle, pique, cœur, carreau), puis A 10 R D 9 8 7. D'abord chacun peut jouer seul un Grand Hand. Sinon le skat circule : le prendre et écarter deux cartes (pas de valet), ou le pousser sans le regarder — chaque poussée double la donne. Qui ramasse le plus de points les perd ; un joueur sans pli double la perte (Jungfrau) ; prendre tous les plis rapporte un bonus de 120 (Durchmarsch). 12 donnes ; le moins de pénalités gagne.",
            Preset::SchieberamschFr => "Les règles de la page française : comme le Schieberamsch, mais on peut prendre une ou deux cartes du skat, on dit contre et surcontre face à un Grand Hand, et les pertes sont divisées par 10 : une perte simple est arrondie vers le bas (48 → 4) ; une perte multipliée par des poussées ou une Jungfrau est d'abord arrondie à la dizaine la plus proche (48 × 4 = 192 → 190 → 19). La valeur des Grand Hand et le bonus de la Durchmarsch ne sont pas divisés (une option les divise aussi).",
        }
    }

    fn rule_error(e: RuleError) -> String {
        use RuleError as E;
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
            E::KontraOnlyByOpponent => {
                "Seul un adversaire du déclarant peut dire contre.".to_owned()
            }
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
            E::MustDiscard => "Vous avez pris le skat : écartez d'abord.".to_owned(),
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
            E::MustFollowSuit(s) => format!("Vous devez fournir : jouez {}.", suit_name(s)),
            E::MustFollowTrump => "Un valet a été joué : vous devez fournir un valet.".to_owned(),
            E::UnknownAct => "Ce n'est pas un coup du Schieberamsch.".to_owned(),
            E::MissingCard => "Il manque la carte du coup.".to_owned(),
            E::MissingCards => "Il manque les cartes du coup.".to_owned(),
            E::NoDealAvailable => "Il n'y a pas de cartes pour la donne suivante.".to_owned(),
        }
    }

    fn say(msg: &RamschMsg<'_>) -> String {
        super::say_fr::say(msg)
    }
}
