//! What changed between two tables sent to one phone, as a JSON merge patch (RFC 7386) with one
//! extension for logs: the host sends a phone its whole table once per connection, then only what
//! changed. A seat's state is a few KB, a move changes a few hundred bytes of it (issue 29).
//!
//! The patch of `old` to `new` is an object of the keys whose values differ: an object in both is
//! patched key by key, anything else is replaced whole, and a key gone from `new` is `null` (a
//! missing `Option` field reads as `None`). An array that only lost items at its start and gained
//! items at its end (the log, which keeps its newest entries; a hand's events) is `{"$drop": n,
//! "$add": [...]}`, one whose stretch from `i` of `n` items was replaced is `{"$at": i, "$cut":
//! n, "$put": [...]}`, whichever is shortest — no field of a state is an object with those keys.

use serde_json::{Map, Value};

const DROP: &str = "$drop";
const ADD: &str = "$add";
const AT: &str = "$at";
const CUT: &str = "$cut";
const PUT: &str = "$put";

/// Removes every field whose value is `null`, at any depth: a missing `Option` field reads as
/// `None`, and a patch uses `null` to remove a field, so tables are compared and sent without them.
pub fn without_nulls(value: &mut Value) {
    match value {
        Value::Object(fields) => {
            fields.retain(|_, v| !v.is_null());
            fields.values_mut().for_each(without_nulls);
        }
        Value::Array(items) => items.iter_mut().for_each(without_nulls),
        _ => {}
    }
}

/// The patch that turns `old` into `new` (both [`without_nulls`]); `None` when they are equal.
#[must_use]
pub fn diff(old: &Value, new: &Value) -> Option<Value> {
    if old == new {
        return None;
    }
    match (old, new) {
        (Value::Object(a), Value::Object(b)) => {
            let mut patch = Map::new();
            for (key, value) in b {
                let changed = match a.get(key) {
                    Some(before) => diff(before, value),
                    None => Some(value.clone()),
                };
                if let Some(change) = changed {
                    patch.insert(key.clone(), change);
                }
            }
            for key in a.keys().filter(|k| !b.contains_key(*k)) {
                patch.insert(key.clone(), Value::Null);
            }
            Some(Value::Object(patch))
        }
        (Value::Array(a), Value::Array(b)) => Some(lines(a, b).unwrap_or_else(|| new.clone())),
        _ => Some(new.clone()),
    }
}

/// The shortest way to say `b` as a change of `a`: `b` whole; `a` with its first items dropped
/// and items added at its end (the log, a hand's events and actions, the results grow so); or
/// `a` with one stretch replaced (a trick gaining a card, an opening inserted in order).
fn lines(a: &[Value], b: &[Value]) -> Option<Value> {
    let whole = Value::Array(b.to_vec());
    let mut best = (whole.to_string().len(), None);
    let mut consider = |patch: Value| {
        let len = patch.to_string().len();
        if len < best.0 {
            best = (len, Some(patch));
        }
    };
    if let Some(drop) = (0..a.len()).find(|&k| b.starts_with(&a[k..])) {
        let kept = a.len() - drop;
        consider(object([
            (DROP, drop.into()),
            (ADD, Value::Array(b[kept..].to_vec())),
        ]));
    }
    let head = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let tail = a[head..]
        .iter()
        .rev()
        .zip(b[head..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    consider(object([
        (AT, head.into()),
        (CUT, (a.len() - head - tail).into()),
        (PUT, Value::Array(b[head..b.len() - tail].to_vec())),
    ]));
    best.1
}

fn object<const N: usize>(fields: [(&str, Value); N]) -> Value {
    Value::Object(fields.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())
}

fn index(value: Option<&Value>) -> Result<usize, PatchError> {
    value
        .and_then(Value::as_u64)
        .and_then(|d| usize::try_from(d).ok())
        .ok_or(PatchError)
}

/// Why a patch does not apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatchError;

/// Applies `patch` to `target`.
///
/// # Errors
/// [`PatchError`] when a log patch drops more lines than there are or meets no array; `target` may
/// then be half patched, so the caller drops it (a phone asks for its whole table again).
pub fn apply(target: &mut Value, patch: &Value) -> Result<(), PatchError> {
    let Value::Object(changes) = patch else {
        *target = patch.clone();
        return Ok(());
    };
    if let (Some(drop), Some(Value::Array(add)), 2) =
        (changes.get(DROP), changes.get(ADD), changes.len())
    {
        let Value::Array(lines) = target else {
            return Err(PatchError);
        };
        let drop = index(Some(drop)).and_then(|d| match d <= lines.len() {
            true => Ok(d),
            false => Err(PatchError),
        })?;
        lines.drain(..drop);
        lines.extend(add.iter().cloned());
        return Ok(());
    }
    if let (Some(at), Some(cut), Some(Value::Array(put)), 3) = (
        changes.get(AT),
        changes.get(CUT),
        changes.get(PUT),
        changes.len(),
    ) {
        let Value::Array(items) = target else {
            return Err(PatchError);
        };
        let (at, cut) = (index(Some(at))?, index(Some(cut))?);
        let end = at
            .checked_add(cut)
            .filter(|&e| e <= items.len())
            .ok_or(PatchError)?;
        items.splice(at..end, put.iter().cloned());
        return Ok(());
    }
    if !target.is_object() {
        *target = Value::Object(Map::new());
    }
    let Value::Object(fields) = target else {
        return Err(PatchError);
    };
    for (key, change) in changes {
        match change {
            Value::Null => {
                fields.remove(key);
            }
            Value::Object(_) => apply(fields.entry(key.clone()).or_insert(Value::Null), change)?,
            _ => {
                fields.insert(key.clone(), change.clone());
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn round_trip(a: &Value, b: &Value) {
        let (mut a, mut b) = (a.clone(), b.clone());
        without_nulls(&mut a);
        without_nulls(&mut b);
        let (a, b) = (&a, &b);
        let mut patched = a.clone();
        if let Some(p) = diff(a, b) {
            apply(&mut patched, &p).expect("applies");
        }
        assert_eq!(&patched, b, "{a} -> {b}");
    }

    #[test]
    fn a_patch_turns_the_old_table_into_the_new_one() {
        let a = json!({"seat": 1, "model": {"hand": {"open": [1, 2]}, "prompt": "x"},
            "log": ["a long line", "b long line", "c long line"], "ticker": "c", "fair": null});
        let b = json!({"seat": 1, "model": {"hand": {"hidden": 4}, "prompt": "x"},
            "log": ["b long line", "c long line", "d", "e"], "fair": {"promise": 1}});
        round_trip(&a, &b);
        round_trip(&b, &a);
        round_trip(&a, &a);
        round_trip(&json!([1]), &json!({"x": [2, null]}));
        let (mut a, mut b) = (a, b);
        without_nulls(&mut a);
        without_nulls(&mut b);
        let p = diff(&a, &b).unwrap();
        assert_eq!(p["log"], json!({"$drop": 1, "$add": ["d", "e"]}));
        // Where the whole array is shorter, it goes whole.
        assert_eq!(
            diff(&json!([1, 2]), &json!([1, 2, 3])),
            Some(json!([1, 2, 3]))
        );
        // One stretch replaced in a long array goes as that stretch.
        let long: Vec<String> = (0..20).map(|i| format!("entry {i}")).collect();
        let mut changed = long.clone();
        changed.insert(7, "new".into());
        changed[12] = "other".into();
        let p = diff(&json!(long), &json!(changed)).unwrap();
        assert_eq!(p["$at"], json!(7));
        round_trip(&json!(long), &json!(changed));
        round_trip(&json!(changed), &json!(long));
        assert_eq!(p["ticker"], Value::Null);
        assert!(p.get("seat").is_none());
        assert_eq!(diff(&a, &a), None);
    }

    #[test]
    fn a_patch_that_does_not_fit_is_an_error_not_a_panic() {
        let mut v = json!({"log": ["a"]});
        assert_eq!(
            apply(&mut v, &json!({"log": {"$drop": 5, "$add": []}})),
            Err(PatchError)
        );
        let mut v = json!({"log": ["a"]});
        assert_eq!(
            apply(&mut v, &json!({"log": {"$at": 1, "$cut": 1, "$put": []}})),
            Err(PatchError)
        );
        assert_eq!(
            apply(
                &mut v,
                &json!({"log": {"$at": u64::MAX, "$cut": u64::MAX, "$put": []}})
            ),
            Err(PatchError)
        );
        let mut v = json!({"log": 3});
        assert_eq!(
            apply(&mut v, &json!({"log": {"$drop": 0, "$add": ["x"]}})),
            Err(PatchError)
        );
    }
}
