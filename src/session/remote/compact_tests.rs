//! Tests of [`super`]: browsers' offers pack small and read back as the same session.

use super::*;

/// Chromium's offer for one data channel, as the phones' test saw it.
const CHROMIUM: &str = "v=0\r\no=- 2349191465409716632 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:3858986684 1 udp 2113937151 14baeabf-cefa-4f4a-8751-a0e2011670b1.local 38765 typ host generation 0 network-cost 999\r\na=candidate:761640796 1 udp 2113942271 4110cac1-429e-4924-aff6-d62a2c6d507d.local 58524 typ host generation 0 network-cost 999\r\na=ice-ufrag:VdP6\r\na=ice-pwd:Hv6ZG8dPRhEmhVGfxNjQWDt8\r\na=ice-options:trickle\r\na=fingerprint:sha-256 1F:A0:B4:17:25:42:A6:EE:1B:50:E0:75:27:34:02:6D:D1:45:67:BB:05:8A:90:02:11:89:C3:44:B9:91:FE:30\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

/// Firefox's, with a reflexive and a TCP candidate.
const FIREFOX: &str = "v=0\r\no=mozilla...THIS_IS_SDPARTA-99.0 5432101234567 0 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\na=sendrecv\r\na=fingerprint:sha-256 0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9:0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9\r\na=group:BUNDLE 0\r\na=ice-options:trickle\r\na=msid-semantic:WMS *\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:0 1 UDP 2122252543 0b3c8c8e-3b4a-4f1e-9a57-2f6e1d3c4b5a.local 54321 typ host\r\na=candidate:1 1 UDP 1686052863 203.0.113.7 54321 typ srflx raddr 0.0.0.0 rport 0\r\na=candidate:2 1 TCP 2105524479 192.168.1.20 9 typ host tcptype active\r\na=sendrecv\r\na=end-of-candidates\r\na=ice-pwd:0123456789abcdef0123456789abcdef\r\na=ice-ufrag:a1b2c3d4\r\na=mid:0\r\na=setup:actpass\r\na=sctp-port:5000\r\na=max-message-size:1073741823\r\n";

fn signal(sdp: &str) -> Signal {
    Signal {
        seat: Seat(2),
        name: "Gerda".into(),
        invite: 2_111_361_836,
        sdp: sdp.into(),
    }
}

#[test]
fn a_chromium_offer_packs_small_and_reads_back_as_the_same_session() {
    let packed = pack(&signal(CHROMIUM)).expect("packs");
    assert!(packed.len() < 150, "{} bytes", packed.len());
    let back = unpack(&packed).unwrap();
    assert_eq!(
        (back.seat, back.invite, back.name.as_str()),
        (Seat(2), 2_111_361_836, "Gerda")
    );
    assert_eq!(Sdp::parse(&back.sdp), Sdp::parse(CHROMIUM));
    for line in ["a=ice-ufrag:VdP6", "a=ice-pwd:Hv6ZG8dPRhEmhVGfxNjQWDt8", "a=setup:actpass",
        "a=candidate:761640796 1 udp 2113942271 4110cac1-429e-4924-aff6-d62a2c6d507d.local 58524 typ host",
        "a=fingerprint:sha-256 1F:A0:B4:17:25:42:A6:EE:1B:50:E0:75:27:34:02:6D:D1:45:67:BB:05:8A:90:02:11:89:C3:44:B9:91:FE:30"]
    {
        assert!(back.sdp.contains(&format!("{line}\r\n")), "{line}");
    }
}

/// Issue 26: the invitation's QR code had 109 modules, 2.7 px each on a 360-px screen.
#[test]
fn an_invitation_is_a_qr_code_a_camera_reads_at_4_px_a_module() {
    use super::super::signal::{decode_signal, encode_signal, SignalKind};
    let code = encode_signal(SignalKind::Invite, &signal(CHROMIUM));
    assert!(
        code.starts_with("J2.") && code.len() < 220,
        "{} {code}",
        code.len()
    );
    let back = decode_signal(SignalKind::Invite, &code).unwrap();
    assert_eq!(Sdp::parse(&back.sdp), Sdp::parse(CHROMIUM));
    let link = format!("https://example.github.io/schraem/#join={code}");
    let (modules, _) = crate::present::qr::qr_path(&link).unwrap();
    // 320 px wide with the quiet zone of 4 modules each side: 4 px a module or more.
    assert!(320 / (modules + 8) >= 4, "{modules} modules");
    let answer = encode_signal(
        SignalKind::Answer,
        &signal(&CHROMIUM.replace("actpass", "active")),
    );
    assert!(answer.starts_with("A2."), "{answer}");
}

#[test]
fn firefox_candidates_of_every_kind_read_back() {
    let back = unpack(&pack(&signal(FIREFOX)).expect("packs")).unwrap();
    assert_eq!(Sdp::parse(&back.sdp), Sdp::parse(FIREFOX));
    assert!(back.sdp.contains("typ srflx raddr 0.0.0.0 rport 0\r\n"));
    assert!(back
        .sdp
        .contains("a=candidate:2 1 tcp 2105524479 192.168.1.20 9 typ host tcptype active\r\n"));
    assert!(back.sdp.contains("a=max-message-size:1073741823\r\n"));
}

#[test]
fn what_the_template_cannot_say_is_not_packed() {
    for (from, to) in [
        ("a=setup:actpass", "a=setup:holdconn"),
        ("sha-256 1F", "sha-1 1F"),
        ("webrtc-datachannel", "webrtc-datachannel\r\na=rtcp-mux"),
        (
            "m=application 9 UDP/DTLS/SCTP",
            "m=audio 9 UDP/TLS/RTP/SAVPF",
        ),
        ("typ host generation", "typ host weird 1 generation"),
    ] {
        let odd = CHROMIUM.replacen(from, to, 1);
        assert_ne!(odd, CHROMIUM);
        assert_eq!(pack(&signal(&odd)), None, "{to}");
    }
}

#[test]
fn cut_or_padded_bytes_are_no_signal() {
    let packed = pack(&signal(CHROMIUM)).unwrap();
    for n in 0..packed.len() {
        assert_eq!(unpack(&packed[..n]), None, "{n}");
    }
    let mut longer = packed.clone();
    longer.push(0);
    assert_eq!(unpack(&longer), None);
}
