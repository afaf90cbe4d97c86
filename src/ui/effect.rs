//! [`use_effect_on`]: Yew's `use_effect_with` with one copy of its machinery for every effect.
//!
//! `use_effect_with` is generic over its dependencies, its closure and the closure's teardown, so
//! each call compiles its own copy of the hook (≈ 30 copies, ≈ 16 KB of the first load's wasm
//! before this; issue 30, README "Release profile and bundle size"). Here the dependencies are
//! compared and the closure called through `dyn`: what stays per call is a box and a downcast.

use std::any::Any;
use yew::functional::{Hook, TearDown};
use yew::prelude::*;

/// Dependencies compared through `dyn` (equal: same type and equal values).
trait Deps {
    fn same(&self, other: &dyn Any) -> bool;
    fn any(&self) -> &dyn Any;
}

impl<T: PartialEq + 'static> Deps for T {
    fn same(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }

    fn any(&self) -> &dyn Any {
        self
    }
}

struct AnyDeps(Box<dyn Deps>);

impl PartialEq for AnyDeps {
    fn eq(&self, other: &AnyDeps) -> bool {
        self.0.same(other.0.any())
    }
}

type Run = Box<dyn FnOnce(&dyn Any) -> Box<dyn FnOnce()>>;

/// The one instance of `use_effect_with`.
fn use_effect_dyn(deps: AnyDeps, run: Run) -> impl Hook<Output = ()> {
    use_effect_with(deps, move |deps: &AnyDeps| {
        let tear_down = run(deps.0.any());
        move || tear_down()
    })
}

/// Runs `f` after a render whenever `deps` changed (and after the first), as `use_effect_with`
/// does, with the same teardown.
pub fn use_effect_on<T, F, D>(deps: T, f: F) -> impl Hook<Output = ()>
where
    T: PartialEq + 'static,
    F: FnOnce(&T) -> D + 'static,
    D: TearDown,
{
    let run: Run = Box::new(move |deps: &dyn Any| {
        let tear_down = deps.downcast_ref::<T>().map(f);
        Box::new(move || {
            if let Some(tear_down) = tear_down {
                tear_down.tear_down();
            }
        })
    });
    use_effect_dyn(AnyDeps(Box::new(deps)), run)
}
