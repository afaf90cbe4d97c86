//! A QR code as an SVG path: how a phone's camera app opens an invitation or an answer link
//! without anyone typing or pasting it.

use qrcode::{Color, EcLevel, QrCode};

/// The modules of `text`'s QR code (low error correction: a screen is not a crumpled label, and
/// the codes are long) as the width in modules and an SVG path of the dark ones, or `None` when
/// the text is too long for any QR code.
#[must_use]
pub fn qr_path(text: &str) -> Option<(usize, String)> {
    let code = QrCode::with_error_correction_level(text, EcLevel::L).ok()?;
    let width = code.width();
    let mut path = String::new();
    for (i, color) in code.to_colors().into_iter().enumerate() {
        if color == Color::Dark {
            path.push_str(&format!("M{} {}h1v1h-1z", i % width, i / width));
        }
    }
    Some((width, path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_of_an_invitations_length_fits_a_qr_code() {
        let link = format!("https://example.org/schraem/#join=J1.{}", "x".repeat(1100));
        let (width, path) = qr_path(&link).expect("fits");
        // Version 29 or so: 4 modules more per version from 21.
        assert!(
            (21..=177).contains(&width) && (width - 17) % 4 == 0,
            "{width}"
        );
        assert!(
            path.starts_with("M0 0h1v1h-1z"),
            "the finder pattern's corner is dark"
        );
        assert!(qr_path(&"x".repeat(3000)).is_none());
    }
}
