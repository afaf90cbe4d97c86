//! Le Siebenschräm en français : ses options de règles et leurs valeurs, ses variantes, les règles
//! qui refusent un coup.

use crate::engine::schraem::{Match, Preset, RuleError};
use crate::i18n::fr::grammar::{suit_name, the_card};
use crate::i18n::game_words::GameWords;

use super::SchraemMsg;

/// Siebenschräm in French.
pub struct Words;

impl GameWords<Match> for Words {
    fn summary() -> &'static str {
        "Quatre cartes chacun, seul le dernier pli compte. On frappe pour monter la mise ; chacun a 7 marques et le dernier à en avoir gagne."
    }

    fn option_label(id: &str) -> Option<&'static str> {
        Some(match id {
            "players" => "Joueurs",
            "hand_size" => "Cartes par joueur",
            "scoring" => "Décompte",
            "end" => "Fin d'une partie",
            "knock_who" => "Qui peut frapper",
            "knock_max" => "Valeur maximale",
            "knock_limit" => "Limite de frappe",
            "max_blind_value" => "Frappe à l'aveugle",
            "fold_cost" => "Prix de l'abandon",
            "poor" => "Le pauvre (marteau)",
            "poor_leads_first" => "Le pauvre entame",
            "prefold_sees_hand" => "Regarder avant d'abattre",
            "four_courts" => "Quatre figures",
            "lead_after_fold" => "Entame après un abandon",
            "cross_suit_order" => "Comparer les couleurs",
            "folded_card" => "Carte d'un joueur couché",
            "pretty_ones" => "Redonner",
            "kolsch_round" => "Tournée de Kölsch",
            "dealer" => "Donneur suivant",
            "new_game_start" => "Premier donneur d'une partie",
            "match" => "Format",
            _ => return None,
        })
    }

    fn length_help() -> &'static str {
        "Ce qu'on joue : une partie, une série de parties, le tournoi rhénan (5 × 5 parties), deux manches et un barrage, ou trois tables."
    }

    fn option_help(id: &str) -> Option<&'static str> {
        Some(match id {
            "players" => "Le nombre de joueurs à la table.",
            "hand_size" => "Cartes données à chacun : 4, ou 6 et 8 dans les manches de Dedenbach et la longue.",
            "scoring" => "Comment on compte : marques rayées (7, ou 5 sur un dé), points comptés jusqu'à une limite, le XII romain de Sebbe avec ses Knollen, ou pas de points du tout.",
            "end" => "Quand une partie finit : quand il ne reste qu'un joueur, dès que le premier est éliminé (il a perdu), ou avec la petite longue et la longue du Tuppen.",
            "knock_who" => "Qui peut monter la mise : n'importe qui à tout moment, seulement l'entameur, seulement le joueur qui doit jouer une carte, ou personne.",
            "knock_max" => "La valeur la plus haute qu'une main peut atteindre.",
            "knock_limit" => "Jusqu'où on peut frapper selon ses marques restantes. Tenir n'est jamais limité, et la frappe obligatoire du pauvre est toujours permise.",
            "max_blind_value" => "Jusqu'à quelle valeur on peut frapper à l'aveugle, avant de regarder ses cartes et avant la première carte.",
            "fold_cost" => "Ce que coûte l'abandon : la valeur avant la frappe à laquelle on répond, ou toujours 1.",
            "poor" => "Le joueur à sa dernière marque : il doit frapper à 2 à l'aveugle ; il annonce son marteau ; la main vaut 2 d'office et les autres peuvent abattre pour 1 ; ou, dès le premier marteau, chaque main vaut 2.",
            "poor_leads_first" => "Si le pauvre entame le premier pli.",
            "prefold_sees_hand" => "Face à un marteau automatique : si les autres peuvent regarder leurs cartes avant de décider d'abattre.",
            "four_courts" => "Ce que permet une main de figures (A R D V) : rien ; un échange face cachée contestable (Wipperfürth : trois cartes au hasard, puis la quatrième) ; un échange secret où le fautif sort avec 2 (Eifel) ; une contestation qui coûte 1 au fautif ; le linge du Toepen ; une redonne ; ou un échange libre.",
            "lead_after_fold" => "Qui entame quand l'entameur se couche : le joueur suivant, ou (Marienheide) la plus haute carte du pli.",
            "cross_suit_order" => "Comment Marienheide compare des cartes de couleurs différentes : le rang d'abord, ou la couleur d'abord (♣ ♠ ♥ ♦).",
            "folded_card" => "Ce que devient la carte d'un joueur qui se couche après l'avoir jouée : elle ne compte plus, ou (Toepen) elle reste et peut même prendre le pli — si elle prend le dernier, personne ne gagne la main.",
            "pretty_ones" => "Quand tous les joueurs restants sont à leur dernière marque, chacun peut demander à redonner avant la première carte ; tous doivent accepter.",
            "kolsch_round" => "Un avis au joueur dont les quatre cartes dépassent 37 points : il paie une tournée de Kölsch.",
            "dealer" => "Qui donne la main suivante : son gagnant, ou le joueur suivant dans le sens des aiguilles d'une montre.",
            "new_game_start" => "Qui donne la première main de la partie suivante : le gagnant de la dernière main ou le perdant de la partie.",
            _ => return None,
        })
    }

    fn value_label(option: &str, value: &str) -> Option<&'static str> {
        Some(match (option, value) {
            ("hand_size", "4") => "4 cartes",
            ("hand_size", "6") => "6 cartes",
            ("hand_size", "8") => "8 cartes",
            ("scoring", "count_down(7)") => "7 marques, rayées",
            ("scoring", "count_down(5)") => "5 points sur un dé",
            ("scoring", "count_up(7)") => "Points jusqu'à 7",
            ("scoring", "count_up(10)") => "Points jusqu'à 10",
            ("scoring", "count_up(15)") => "Points jusqu'à 15",
            ("scoring", "sebbe_knolle") => "XII romain et Knollen",
            ("scoring", "escape") => "Pas de points (le gagnant est à l'abri)",
            ("end", "last_survivor") => "Le dernier restant gagne",
            ("end", "first_out_loses") => "Le premier éliminé perd",
            ("end", "tuppen_long_one") => "Le premier éliminé perd ; la longue",
            ("knock_who", "anyone") => "N'importe qui, à tout moment",
            ("knock_who", "leader_only") => "Seulement l'entameur",
            ("knock_who", "on_turn") => "Seulement celui qui joue",
            ("knock_who", "nobody") => "Personne",
            ("knock_max" | "max_blind_value", "2") => "Jusqu'à 2",
            ("knock_max" | "max_blind_value", "3") => "Jusqu'à 3",
            ("knock_max" | "max_blind_value", "4") => "Jusqu'à 4",
            ("knock_max" | "max_blind_value", "5") => "Jusqu'à 5",
            ("knock_max" | "max_blind_value", "6") => "Jusqu'à 6",
            ("knock_max" | "max_blind_value", "7") => "Jusqu'à 7",
            ("knock_max", "none") => "Sans maximum",
            ("max_blind_value", "none") => "Pas de frappe à l'aveugle",
            ("knock_limit", "strict_two_to_three") => "Jusqu'à ses marques (à 2 : jusqu'à 3)",
            ("knock_limit", "strict") => "Jusqu'à ses marques",
            ("knock_limit", "plus_one") => "Une de plus que ses marques",
            ("knock_limit", "dark_plus_one") => "Une de plus, à l'aveugle seulement",
            ("knock_limit", "none") => "Sans limite",
            ("fold_cost", "value_before_knock") => "La valeur avant la frappe",
            ("fold_cost", "one") => "Toujours 1",
            ("poor", "forced_blind_two") => "Doit frapper à 2 à l'aveugle",
            ("poor", "hammer_announced") => "Annonce son marteau",
            ("poor", "auto_two_prefold") => "La main vaut 2 ; on peut abattre",
            ("poor", "all_games_two_after_first_hammer") => {
                "Chaque main vaut 2 après le premier marteau"
            }
            ("poor", "none") => "Aucune règle",
            ("four_courts", "none") => "Pas d'échange",
            ("four_courts", "wipperfuerth_challenge") => "Échange ; 3 cartes, puis la 4e",
            ("four_courts", "eifel_secret_exchange") => "Échange secret ; sortie avec 2",
            ("four_courts", "toepen_challenge") => "Échange ; contester coûte 1",
            ("four_courts", "dirty_laundry") => "Linge (et linge sale)",
            ("four_courts", "redeal") => "On redonne",
            ("four_courts", "free_exchange") => "Échange libre de quatre figures",
            ("lead_after_fold", "next_active") => "Le joueur suivant",
            ("lead_after_fold", "marienheide_highest_card") => "La plus haute carte du pli",
            ("cross_suit_order", "rank_then_suit") => "Le rang, puis ♣ ♠ ♥ ♦",
            ("cross_suit_order", "suit_then_rank") => "La couleur (♣ ♠ ♥ ♦), puis le rang",
            ("folded_card", "withdrawn") => "Ne compte plus",
            ("folded_card", "stays_live") => "Reste et peut prendre le pli",
            ("dealer", "winner_deals") => "Le gagnant de la main",
            ("dealer", "next_clockwise") => "Le joueur suivant",
            ("new_game_start", "winner_deals") => "Le gagnant de la dernière main",
            ("new_game_start", "loser_deals") => "Le perdant de la partie",
            ("match", "single_game") => "Une partie",
            ("match", "games(3)") => "3 parties",
            ("match", "games(5)") => "5 parties",
            ("match", "games(7)") => "7 parties",
            ("match", "games(10)") => "10 parties",
            ("match", "open_ended") => "Des parties jusqu'à ce qu'on arrête",
            ("match", "rhineland_tournament") => "Tournoi : 5 × 5 parties",
            ("match", "two_halves_playoff") => "Deux manches et un barrage",
            ("match", "three_tables") => "Trois tables de 10 mains",
            _ => return None,
        })
    }

    fn preset_name(preset: Preset) -> &'static str {
        match preset {
            Preset::Rhineland => "Siebenschräm (championnat rhénan)",
            Preset::Wipperfuerth => "Schrööm (Wipperfürth)",
            Preset::Marienheide => "Schrööm (Marienheide)",
            Preset::Eifel => "Siwwe Strööm (Eifel)",
            Preset::Sebbe => "Sebbe Schröhm",
            Preset::DedenbachNewcomer => "Siwwe Schröhm des nouveaux venus (Dedenbach)",
            Preset::DedenbachClassic => "Siwwe Schröhm classique (Dedenbach)",
            Preset::Tuppen => "Tuppen",
            Preset::Toepen => "Toepen",
        }
    }

    fn preset_summary(preset: Preset) -> &'static str {
        match preset {
            Preset::Rhineland => "Quatre joueurs, quatre cartes chacun ; 10 9 8 7 A R D V dans chaque couleur, sans atout, il faut fournir. Seul le dernier pli gagne. Chacun a 7 marques ; une main perdue en coûte une. Chacun peut frapper à tout moment pour monter la mise d'un (jusqu'à 7, jamais deux fois de suite, pas au-delà de ses marques — à 2 on peut frapper à 3) ; les autres tiennent ou se couchent et paient l'ancienne mise. Frappe à l'aveugle jusqu'à 4 avant de regarder ; à une marque, on doit frapper à 2 à l'aveugle. Si l'entameur se couche, la couleur demandée reste tant qu'un joueur encore en jeu l'a fournie. Le dernier à avoir des marques gagne.",
            Preset::Wipperfuerth => "Schrööm de Wipperfürth : 2 à 8 joueurs, 7 points ; on peut frapper un au-dessus de ses points. Le joueur à son dernier point annonce son marteau : une frappe à 2 (il peut regarder d'abord) ; les autres tiennent ou partent pour 1. Avant la première carte, chacun peut poser sa main face cachée contre quatre nouvelles cartes — proposé pour toute main, cela peut donc être un bluff : un contestataire retourne gratuitement trois cartes écartées au hasard ; un chiffre coûte 1 à l'échangeur ; après trois figures il peut s'arrêter ou retourner la quatrième : une figure lui coûte 1, un chiffre coûte 1 à l'échangeur. Quand tous sont à leur dernier point, chacun peut demander à redonner (tous doivent accepter). Plus de 37 points en main : une tournée de Kölsch.",
            Preset::Marienheide => "Schrööm de Marienheide : 2 à 5 joueurs avec 5 points sur un dé ; on peut frapper un au-dessus de ses points. Si l'entameur d'un pli se couche pendant celui-ci, la plus haute carte restée dans le pli le prend et entame (le rang d'abord, puis ♣ ♠ ♥ ♦) ; sinon le joueur suivant entame. Une série de parties : à la fin d'une partie tous repartent à 5 et le premier éliminé donne. Jouez autant de parties que vous voulez.",
            Preset::Eifel => "Siwwe Strööm : les points montent depuis 0 ; qui atteint 7 est éliminé, le dernier restant gagne. Un joueur à 6 fait valoir chaque main 2 d'office ; les autres décident avant de regarder leurs cartes s'ils jouent pour 2 ou abattent pour 1 point. Chacun peut échanger toute sa main face cachée en prétendant avoir quatre figures : si quelqu'un conteste et c'était vrai, le contestataire sort de la main avec 2 points ; si c'était un bluff, l'échangeur.",
            Preset::Sebbe => "Sebbe Schröhm : 7 marques dessinées en XII romain. Seul l'entameur peut monter à 2 ; à 3 — le maximum — celui qui a monté et tous ceux qui ont tenu à 2 ; les marques ne limitent pas les frappes. Se coucher coûte 1. Celui qui a monté et perd paie 1, celui qui a tenu et perd paie la valeur. Quatre figures peuvent s'échanger contre de nouvelles cartes. Personne n'est éliminé : sous zéro on dessine des Knollen. Dès qu'un joueur est au marteau, chaque main commence à 2 ; quand tous le sont, la main suivante est la finale : son gagnant gagne.",
            Preset::DedenbachNewcomer => "Siwwe Schröhm des nouveaux venus : 2 à 5 joueurs, 8 cartes chacun (6 à cinq), ni points ni frappe. Qui prend le dernier pli est à l'abri et donne ensuite ; les autres continuent jusqu'à ce qu'il en reste deux, et celui qui ne prend pas le dernier pli perd la manche. Après deux manches, les deux perdants jouent une main de 8 cartes : son perdant perd le tout (pas de barrage si un joueur a perdu les deux manches).",
            Preset::DedenbachClassic => "Siwwe Schröhm classique : 4 joueurs, 4 cartes. Chaque perdant d'une main prend un point ; le premier à 7 a perdu. Un joueur à 6 doit frapper à 2 à l'aveugle avant la première carte ; il n'y a pas d'autre frappe à l'aveugle ni de limite de frappe. Ceux qui atteignent 7 dans la même main jouent la longue (8 cartes) pour désigner le perdant.",
            Preset::Tuppen => "Tuppen : 2 à 8 joueurs, donne 2+2 ; les points montent jusqu'à 7 et l'on peut frapper jusqu'à ses points restants. Un joueur à 6 doit frapper à 2 à l'aveugle. Le premier à 7 perd. Quand deux joueurs ou plus sont à 6, eux seuls continuent : des mains de 4 cartes dont le gagnant est à l'abri, puis les deux derniers jouent une main de 8 cartes, la longue. Ceux qui atteignent 7 ensemble jouent aussi la longue.",
            Preset::Toepen => "Le Toepen comme la plupart des applis néerlandaises : 2 à 8 joueurs (souvent 4), points jusqu'à 10 (ou 15). Seul le joueur qui doit jouer une carte peut frapper, avant de la jouer, jamais deux fois de suite ; pas de maximum, mais pas au-delà de ses points restants. Se coucher coûte la valeur avant la frappe. Un joueur à 9 fait valoir la main 2 : les autres regardent, puis jouent pour 2 ou partent pour 1. Le linge : avant la première carte, chacun peut annoncer quatre figures, ou trois figures et un sept, et poser sa main face cachée ; si quelqu'un la retourne, du vrai linge coûte 1 au contestataire et l'annonceur prend quatre nouvelles cartes, un bluff coûte 1 à l'annonceur qui joue avec ses cartes. Sans contestation, il prend quatre nouvelles cartes. Le dernier restant gagne.",
        }
    }

    fn rule_error(e: RuleError) -> String {
        use RuleError as E;
        match e {
            E::NoSuchSeat(s) => format!("Il n'y a pas de place {}.", s.0 + 1),
            E::NotInPlay => "Aucune main n'est en cours.".to_owned(),
            E::NotYourTurn => "Ce n'est pas à vous.".to_owned(),
            E::NotActive => "Vous n'êtes plus dans cette main.".to_owned(),
            E::CardNotInHand(c) => format!("Vous n'avez pas {}.", the_card(c)),
            E::MustFollowSuit(s) => format!("Vous devez fournir : jouez {}.", suit_name(s)),
            E::KnockTwice => {
                "Vous avez frappé le dernier : un autre doit frapper avant vous.".to_owned()
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
                "Vous avez regardé : trop tard pour frapper à l'aveugle.".to_owned()
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

    fn say(msg: &SchraemMsg<'_>) -> String {
        super::say_fr::say(msg)
    }
}
