//! JSON text written item by item: what `serde_json::to_string` writes for the same data
//! (compact, a struct's fields in the order written, `serde_json`'s string escapes and number
//! forms), without its serializer on the page's first load (issue 30). Here, below the app, so
//! that the engine's messages quote a rule set's values with it too; the app's readers and
//! each type's `ToJson` are in the app's `json` module.

use serde_json::Value;

/// Compact JSON text being written. Objects and arrays put the commas between their items.
#[derive(Default)]
pub struct Writer {
    text: String,
    /// Per open object or array: whether it holds an item already.
    filled: Vec<bool>,
    /// A key was just written: the next value is its value, not a new item.
    after_key: bool,
}

impl Writer {
    /// An empty text.
    #[must_use]
    pub fn new() -> Writer {
        Writer::default()
    }

    /// The text written.
    #[must_use]
    pub fn finish(self) -> String {
        self.text
    }

    /// A `,` before every item of an open object or array but its first.
    fn item(&mut self) {
        if std::mem::take(&mut self.after_key) {
            return;
        }
        if let Some(filled) = self.filled.last_mut() {
            if *filled {
                self.text.push(',');
            }
            *filled = true;
        }
    }

    fn open(&mut self, bracket: char) {
        self.item();
        self.text.push(bracket);
        self.filled.push(false);
    }

    fn close(&mut self, bracket: char) {
        self.filled.pop();
        self.text.push(bracket);
    }

    /// Opens an object.
    pub fn begin_object(&mut self) {
        self.open('{');
    }

    /// Closes the innermost object.
    pub fn end_object(&mut self) {
        self.close('}');
    }

    /// Opens an array.
    pub fn begin_array(&mut self) {
        self.open('[');
    }

    /// Closes the innermost array.
    pub fn end_array(&mut self) {
        self.close(']');
    }

    /// An object's key; its value is written next.
    pub fn key(&mut self, key: &str) {
        self.item();
        escaped(&mut self.text, key);
        self.text.push(':');
        self.after_key = true;
    }

    /// A string.
    pub fn string(&mut self, s: &str) {
        self.item();
        escaped(&mut self.text, s);
    }

    /// `true` or `false`.
    pub fn bool(&mut self, b: bool) {
        self.item();
        self.text.push_str(if b { "true" } else { "false" });
    }

    /// `null`.
    pub fn null(&mut self) {
        self.item();
        self.text.push_str("null");
    }

    /// A non-negative integer.
    pub fn unsigned(&mut self, n: u64) {
        self.item();
        self.text.push_str(&n.to_string());
    }

    /// An integer.
    pub fn signed(&mut self, n: i64) {
        self.item();
        self.text.push_str(&n.to_string());
    }

    /// A float with no fraction, as `serde_json` writes it (`1700000000000.0`). The app's only
    /// float is a time in whole milliseconds; a fraction is dropped rather than bringing core's
    /// float formatting onto the first load, and what no `i64` holds is written as `0.0`.
    pub fn whole_float(&mut self, x: f64) {
        self.item();
        let whole = if x.is_finite() && x.abs() < 1e16 {
            x.trunc() as i64
        } else {
            0
        };
        self.text.push_str(&whole.to_string());
        self.text.push_str(".0");
    }

    /// Any value (an option map's values), as `serde_json` writes it: keys in their map's
    /// order; a float through [`Writer::whole_float`] (no option is one).
    pub fn value(&mut self, value: &Value) {
        match value {
            Value::Null => self.null(),
            Value::Bool(b) => self.bool(*b),
            Value::Number(n) => {
                if let Some(u) = n.as_u64() {
                    self.unsigned(u);
                } else if let Some(i) = n.as_i64() {
                    self.signed(i);
                } else {
                    self.whole_float(n.as_f64().unwrap_or_default());
                }
            }
            Value::String(s) => self.string(s),
            Value::Array(items) => {
                self.begin_array();
                items.iter().for_each(|item| self.value(item));
                self.end_array();
            }
            Value::Object(map) => {
                self.begin_object();
                for (key, item) in map {
                    self.key(key);
                    self.value(item);
                }
                self.end_object();
            }
        }
    }
}

/// `s` quoted, with `serde_json`'s escapes: `\"`, `\\`, the short forms of the usual control
/// characters and `\u00XX` for the others; everything else as it is.
fn escaped(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if u32::from(c) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let b = c as u8;
                out.push_str("\\u00");
                out.push(char::from(HEX[usize::from(b >> 4)]));
                out.push(char::from(HEX[usize::from(b & 15)]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
