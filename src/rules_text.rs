//! Every preset in our own words, in the three languages (the New game and Rules screens).

use crate::i18n::Lang;

/// The display name of a preset.
#[must_use]
pub fn preset_name(id: &str) -> &'static str {
    match id {
        "rhineland" => "Siebenschräm (Rhineland Championship)",
        "wipperfuerth" => "Schrööm (Wipperfürth)",
        "marienheide" => "Schrööm (Marienheide)",
        "eifel" => "Siwwe Strööm (Eifel)",
        "sebbe" => "Sebbe Schröhm",
        "dedenbach_newcomer" => "Siwwe Schröhm (Dedenbach, newcomers)",
        "dedenbach_classic" => "Siwwe Schröhm (Dedenbach, classic)",
        "tuppen" => "Tuppen",
        "schieberamsch" => "Schieberamsch",
        "schieberamsch_fr" => "Schieberamsch (French page)",
        _ => "?",
    }
}

/// A plain-language summary of a preset's rules.
#[must_use]
pub fn preset_summary(id: &str, lang: Lang) -> &'static str {
    match (id, lang) {
        ("rhineland", Lang::En) => "Four players, four cards each; 10 9 8 7 A K Q J in every suit, no trumps. Only the last trick wins. Everyone starts with 7 marks; a lost hand costs 1. Anyone may knock at any moment to raise the stake by one (up to 7, never twice in a row, not above your marks — on 2 you may knock to 3); the others hold or fold and pay the old stake. Blind knocks up to 4 before looking; a player on 1 mark must knock blind to 2. Last player with marks wins.",
        ("rhineland", Lang::De) => "Vier Spieler, je vier Karten; 10 9 8 7 A K D B in jeder Farbe, kein Trumpf. Nur der letzte Stich gewinnt. Jeder hat 7 Schräm; ein verlorenes Spiel kostet einen. Jeder darf jederzeit klopfen und den Wert um eins erhöhen (bis 7, nie zweimal hintereinander, nicht über die eigenen Schräm – mit 2 darf man auf 3); die anderen halten oder passen und zahlen den alten Wert. Blind klopfen bis 4 vor dem Ansehen; wer nur noch einen Schräm hat, muss blind auf 2 klopfen. Wer zuletzt noch Schräm hat, gewinnt.",
        ("rhineland", Lang::Fr) => "Quatre joueurs, quatre cartes chacun ; 10 9 8 7 A R D V dans chaque couleur, sans atout. Seul le dernier pli gagne. Chacun a 7 marques ; une main perdue en coûte une. Chacun peut frapper à tout moment pour monter la mise d'un (jusqu'à 7, jamais deux fois de suite, pas au-delà de ses marques – à 2 on peut frapper à 3) ; les autres tiennent ou se couchent et paient l'ancienne mise. Frappe à l'aveugle jusqu'à 4 avant de regarder ; à 1 marque on doit frapper à 2 à l'aveugle. Le dernier avec des marques gagne.",
        ("wipperfuerth", Lang::En) => "Schrööm from Wipperfürth: 2–8 players, 7 points. You may knock one above your points. A player on 1 shows his hammer: the hand is worth 2 and the others hold or fold for 1. Four courts may be exchanged for four new cards; opponents may turn the discards (a numeral costs the exchanger 1, a fourth court costs the challenger 1). When everyone left is on 1, anyone may ask for a redeal (pretty ones). A hand worth more than 37 pips buys a round of Kölsch.",
        ("wipperfuerth", Lang::De) => "Schrööm aus Wipperfürth: 2–8 Spieler, 7 Punkte. Man darf einen Punkt höher klopfen, als man hat. Wer auf 1 steht, zeigt seinen Hammer: das Spiel zählt 2, die anderen halten oder gehen für 1 weg. Vier Bilder dürfen gegen vier neue Karten getauscht werden; Gegner dürfen aufdecken (eine Zahl kostet den Tauscher 1, ein viertes Bild den Aufdecker 1). Stehen alle auf 1, darf man hübschen. Über 37 Augen auf der Hand: eine Runde Kölsch.",
        ("wipperfuerth", Lang::Fr) => "Schrööm de Wipperfürth : 2 à 8 joueurs, 7 points. On peut frapper un au-dessus de ses points. À 1 point, on montre son marteau : la main vaut 2, les autres tiennent ou partent pour 1. Quatre figures peuvent s'échanger contre quatre cartes ; un adversaire peut retourner l'écart (un chiffre coûte 1 à l'échangeur, une quatrième figure 1 au contestataire). Quand tous sont à 1, on peut demander à redonner. Plus de 37 points en main : une tournée de Kölsch.",
        ("marienheide", Lang::En) => "Schrööm from Marienheide: 2–5 players with 5 points on a die; knock up to one above your points. If the leader drops out the lead passes clockwise; after folds the highest card of the trick leads (rank first, then ♣ ♠ ♥ ♦). The loser of a game deals the next.",
        ("marienheide", Lang::De) => "Schrööm aus Marienheide: 2–5 Spieler mit 5 Punkten auf dem Würfel; man darf einen höher klopfen, als man hat. Fällt der Ausspieler weg, geht das Aufspiel reihum; nach dem Passen spielt die höchste Karte im Stich aus (erst Rang, dann ♣ ♠ ♥ ♦). Der Verlierer einer Partie gibt die nächste.",
        ("marienheide", Lang::Fr) => "Schrööm de Marienheide : 2 à 5 joueurs avec 5 points sur un dé ; on peut frapper un au-dessus de ses points. Si l'entameur part, l'entame passe à gauche ; après des abandons la plus haute carte du pli entame (rang d'abord, puis ♣ ♠ ♥ ♦). Le perdant d'une partie donne la suivante.",
        ("eifel", Lang::En) => "Siwwe Strööm: points count up from 0; whoever reaches 7 is out. A player on 6 makes every hand worth 2; the others may lay down before the first lead for 1. A player may secretly exchange his whole hand, claiming four courts — anyone may challenge: if it really was all courts the challenger leaves the hand with 2 points, otherwise the exchanger does.",
        ("eifel", Lang::De) => "Siwwe Strööm: Punkte zählen von 0 hoch; wer 7 erreicht, ist raus. Wer auf 6 steht, macht jedes Spiel 2 wert; die anderen können vor dem ersten Ausspielen für 1 hinlegen. Man darf heimlich die ganze Hand tauschen und vier Bilder behaupten – jeder darf aufdecken: waren es wirklich Bilder, scheidet der Aufdecker mit 2 Punkten aus dem Spiel, sonst der Tauscher.",
        ("eifel", Lang::Fr) => "Siwwe Strööm : les points montent depuis 0 ; qui atteint 7 est éliminé. Un joueur à 6 fait valoir chaque main 2 ; les autres peuvent abattre avant la première entame pour 1. On peut échanger secrètement toute sa main en prétendant avoir quatre figures – chacun peut contester : si c'était vrai, le contestataire sort de la main avec 2 points, sinon l'échangeur.",
        ("sebbe", Lang::En) => "Sebbe Schröhm: 7 marks drawn as a Roman XII. Only the player on lead may raise, to 2 and then 3; a fold costs 1. A raise lost by the raiser costs him 1, lost by a holder costs the holder the value. Four courts may be exchanged freely. Nobody is eliminated: below zero you write Knollen; when the last player reaches the hammer, the next hand is the final. (Our source for this variant is thin; the rules are implemented literally.)",
        ("sebbe", Lang::De) => "Sebbe Schröhm: 7 Schröhm als römische XII. Nur wer auf ist, darf erhöhen, auf 2 und dann 3; Passen kostet 1. Verliert der Erhöher, zahlt er 1, verliert ein Halter, zahlt er den Wert. Vier Bilder dürfen frei getauscht werden. Niemand scheidet aus: unter null malt man Knollen; sitzt der Letzte auf dem Hammer, ist das nächste Spiel das Finale. (Die Quelle ist dünn; die Regeln sind wörtlich umgesetzt.)",
        ("sebbe", Lang::Fr) => "Sebbe Schröhm : 7 marques dessinées en XII romain. Seul l'entameur peut monter, à 2 puis 3 ; se coucher coûte 1. Une montée perdue par celui qui a monté lui coûte 1, perdue par un teneur lui coûte la valeur. Quatre figures s'échangent librement. Personne n'est éliminé : sous zéro on dessine des Knollen ; quand le dernier arrive au marteau, la main suivante est la finale. (Source mince : règles appliquées à la lettre.)",
        ("dedenbach_newcomer", Lang::En) => "Siwwe Schröhm for newcomers: 2–5 players, 8 cards each (6 with 5). No points and no knocking: whoever takes the last trick is safe and deals. The last player left loses the half. Two halves; the two half-losers play one 8-card hand to find the overall loser.",
        ("dedenbach_newcomer", Lang::De) => "Siwwe Schröhm für Zugezogene: 2–5 Spieler, je 8 Karten (6 bei fünf). Keine Punkte, kein Klopfen: wer den letzten Stich macht, ist raus und gibt. Wer übrig bleibt, verliert die Hälfte. Zwei Hälften; die beiden Verlierer spielen ein Spiel mit 8 Karten um den Gesamtverlierer.",
        ("dedenbach_newcomer", Lang::Fr) => "Siwwe Schröhm pour nouveaux venus : 2 à 5 joueurs, 8 cartes chacun (6 à cinq). Ni points ni frappe : qui fait le dernier pli est sauvé et donne. Le dernier restant perd la manche. Deux manches ; les deux perdants jouent une main de 8 cartes pour désigner le perdant.",
        ("dedenbach_classic", Lang::En) => "Siwwe Schröhm classic: four players, four cards. Every loser gets a mark; the first to 7 has lost. A player on 6 must knock to 2 before the first lead. No blind knocks, and no limit on knocking.",
        ("dedenbach_classic", Lang::De) => "Siwwe Schröhm klassisch: vier Spieler, vier Karten. Jeder Verlierer bekommt einen Strich; wer zuerst 7 hat, hat verloren. Wer auf 6 steht, muss vor dem ersten Ausspielen auf 2 klopfen. Kein Blindklopfen und keine Grenze beim Klopfen.",
        ("dedenbach_classic", Lang::Fr) => "Siwwe Schröhm classique : quatre joueurs, quatre cartes. Chaque perdant prend une marque ; le premier à 7 a perdu. Un joueur à 6 doit frapper à 2 avant la première entame. Pas de frappe à l'aveugle, pas de limite.",
        ("tuppen", Lang::En) => "Tuppen: 2–8 players, cards dealt 2+2, strokes count up to 7 and you may knock only up to your strokes left. When two or more stand on 6, only they play on: short long ones with 4 cards, whose winner is safe, until two remain for the long one with 8 cards each (3–2–3). Its loser loses the match.",
        ("tuppen", Lang::De) => "Tuppen: 2–8 Spieler, 2+2 gegeben, Striche zählen bis 7 hoch, man darf nur so hoch tuppen, wie man Striche übrig hat. Stehen zwei oder mehr auf 6, spielen nur sie weiter: kurze Lange mit 4 Karten, deren Gewinner raus ist, bis zwei den Langen mit je 8 Karten (3–2–3) spielen. Wer den verliert, hat verloren.",
        ("tuppen", Lang::Fr) => "Tuppen : 2 à 8 joueurs, donne 2+2, les traits montent jusqu'à 7 et on ne frappe que jusqu'à ses traits restants. Quand deux joueurs ou plus sont à 6, eux seuls continuent : petites longues à 4 cartes dont le gagnant est sauvé, jusqu'à la longue à 8 cartes (3–2–3) entre les deux derniers. Son perdant perd le match.",
        ("schieberamsch", Lang::En) => "Three players; the four jacks (♣ ♠ ♥ ♦) are the only trumps, then A 10 K Q 9 8 7. Each player may first announce a Grand Hand (alone against two, 61 to win). Otherwise the skat goes round: pick it up and discard two (never a jack), or push it on unseen — each push doubles the score. Whoever takes the most card points loses them; a player without a trick doubles it, one who takes every trick gets 120 off.",
        ("schieberamsch", Lang::De) => "Drei Spieler; nur die vier Buben (♣ ♠ ♥ ♦) sind Trumpf, dann A 10 K D 9 8 7. Zuerst darf jeder Grand Hand ansagen (allein gegen zwei, 61 gewinnt). Sonst geht der Skat reihum: aufnehmen und zwei drücken (nie einen Buben) oder ungesehen schieben – jedes Schieben verdoppelt. Wer die meisten Augen hat, bekommt sie als Minuspunkte; eine Jungfrau verdoppelt, ein Durchmarsch bringt 120 gut.",
        ("schieberamsch", Lang::Fr) => "Trois joueurs ; seuls les quatre valets (♣ ♠ ♥ ♦) sont atouts, puis A 10 R D 9 8 7. Chacun peut d'abord annoncer un Grand Hand (seul contre deux, 61 pour gagner). Sinon le skat circule : on le prend et on écarte deux cartes (jamais un valet), ou on le pousse sans le voir – chaque poussée double la marque. Qui fait le plus de points les perd ; un joueur sans pli double la perte, celui qui fait tous les plis gagne 120.",
        ("schieberamsch_fr", Lang::En) => "Schieberamsch as the French page reads: as usual, but you may pick up one skat card or both, Kontra and Re are allowed against a Grand Hand, and Ramsch losses are divided by 10 and rounded down (48 points with two pushes: 192 → 19).",
        ("schieberamsch_fr", Lang::De) => "Schieberamsch nach der französischen Seite: wie üblich, aber man darf eine oder beide Skatkarten aufnehmen, gegen Grand Hand gibt es Kontra und Re, und Ramsch-Minuspunkte werden durch 10 geteilt und abgerundet (48 Augen, zweimal geschoben: 192 → 19).",
        ("schieberamsch_fr", Lang::Fr) => "Le Schieberamsch de la page française : comme d'habitude, mais on peut prendre une ou deux cartes du skat, contre et surcontre sont permis contre un Grand Hand, et les pénalités sont divisées par 10 et arrondies vers le bas (48 points, deux poussées : 192 → 19).",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{ramsch, schraem};

    #[test]
    fn every_preset_has_a_name_and_a_summary_in_every_language() {
        let ids = schraem::Preset::ALL
            .iter()
            .map(|p| p.id())
            .chain(ramsch::Preset::ALL.iter().map(|p| p.id()));
        for id in ids {
            assert_ne!(preset_name(id), "?", "{id}");
            for lang in Lang::ALL {
                assert!(preset_summary(id, lang).len() > 80, "{id} {lang:?}");
            }
        }
    }
}
