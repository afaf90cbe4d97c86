//! Paired differences for the arena: two bots on the same deal seeds, so the deal's luck cancels
//! out and the interval of the difference is much narrower than the two intervals side by side.

use crate::ai::Tally;
use std::collections::BTreeMap;

/// The difference of bot `a` minus bot `b`.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The stronger-named bot.
    pub a: String,
    /// The other bot.
    pub b: String,
    /// Mean of the per-seed differences.
    pub mean: f64,
    /// Half-width of its 95 % confidence interval.
    pub ci95: f64,
}

/// How strong a label is meant to be, for ordering pairs (stronger first).
fn rank(label: &str) -> u8 {
    match label {
        "bestresponse" => 6,
        "cheat" => 5,
        "hard" => 4,
        "medium" => 3,
        "easy" => 2,
        "random" => 1,
        _ => 0,
    }
}

/// Every pair of labels with their paired difference over the deal seeds both played.
#[must_use]
pub fn paired_rows(by_seed: &BTreeMap<String, Vec<f64>>) -> Vec<Row> {
    let mut labels: Vec<&String> = by_seed.keys().collect();
    labels.sort_by_key(|l| std::cmp::Reverse(rank(l)));
    let mut rows = Vec::new();
    for (i, a) in labels.iter().enumerate() {
        for b in &labels[i + 1..] {
            let mut t = Tally::default();
            for (x, y) in by_seed[*a].iter().zip(&by_seed[*b]) {
                t.add(x - y);
            }
            if t.count() > 1 {
                rows.push(Row {
                    a: (*a).clone(),
                    b: (*b).clone(),
                    mean: t.mean(),
                    ci95: t.ci95(),
                });
            }
        }
    }
    rows
}

/// Prints the paired differences as a Markdown table after a blank line (nothing when there are
/// none): `what` names the figure and the seeds, `scale` and `unit` (with its leading space, or
/// empty) how a difference is written.
pub fn print_paired(rows: &[Row], what: &str, scale: f64, unit: &str) {
    if rows.is_empty() {
        return;
    }
    println!();
    println!("| paired difference ({what}) | mean (95% CI) | clear of zero |");
    println!("|---|---|---|");
    for row in rows {
        let clear = if row.mean.abs() > row.ci95 {
            "yes"
        } else {
            "no"
        };
        println!(
            "| {} − {} | {:+.2}{unit} ± {:.2} | {clear} |",
            row.a,
            row.b,
            scale * row.mean,
            scale * row.ci95,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_put_the_stronger_label_first() {
        let mut by_seed = BTreeMap::new();
        by_seed.insert("medium".to_owned(), vec![0.2, 0.3, 0.1, 0.2]);
        by_seed.insert("hard".to_owned(), vec![0.6, 0.5, 0.7, 0.6]);
        let rows = paired_rows(&by_seed);
        assert_eq!(rows.len(), 1);
        assert_eq!((rows[0].a.as_str(), rows[0].b.as_str()), ("hard", "medium"));
        assert!((rows[0].mean - 0.4).abs() < 1e-9);
        assert!(rows[0].ci95 < rows[0].mean);
    }
}
