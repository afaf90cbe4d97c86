//! A stable insertion sort for the short lists of this crate and the app (cards, seats, options,
//! a table's players). The standard library's sorts win on long slices, but every element type
//! instantiates several kilobytes of their code; on the few dozen elements sorted here insertion
//! sort is as fast and costs a few bytes, which counts in the WebAssembly download.

use std::cmp::Ordering;

/// Sorts `v` by `cmp`, keeping equal elements in their order. Quadratic: for short slices.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j], &v[j - 1]) == Ordering::Less {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` by `key`, keeping equal keys in their order. Quadratic: for short slices.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        let mut state = 17u64;
        for len in 0..40 {
            let v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1);
                    ((state >> 60) as u8, i)
                })
                .collect();
            let mut ours = v.clone();
            sort_by_key(&mut ours, |p| p.0);
            let mut std = v;
            std.sort_by_key(|p| p.0);
            assert_eq!(ours, std);
        }
    }
}
