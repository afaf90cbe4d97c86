//! Placeholder: replaced by the engine issue.
fn main() {}
