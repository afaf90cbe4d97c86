//! Invitation and answer codes small enough for a QR code a phone's camera reads off another
//! phone's screen. A browser's session description (SDP) of one data channel is about 800
//! characters, and as JSON in base64 it made a 109-module QR code drawn at 2.7 px a module on a
//! 360-px screen. Almost all of it is the same every time: what differs is the ICE user name and
//! password, the certificate's fingerprint, the DTLS role, the media id, the SCTP port and message
//! size, and the candidates. Those are packed as bytes (the fingerprint's 32 bytes instead of 95
//! hex characters, an mDNS host name's UUID as 16 bytes); the other side writes the rest from a
//! template. Any line this does not know makes [`pack`] refuse, and the code stays the whole SDP.

use super::signal::Signal;
use crate::engine::Seat;

/// The packed form of `signal`, or `None` when its SDP has something the template cannot say.
#[must_use]
pub fn pack(signal: &Signal) -> Option<Vec<u8>> {
    let sdp = Sdp::parse(&signal.sdp)?;
    let mut out = Writer(Vec::with_capacity(160));
    out.byte(signal.seat.0);
    out.varint(u64::from(signal.invite));
    out.text(&signal.name)?;
    sdp.write(&mut out)?;
    // Only a code that reads back as the same session is used.
    let packed = out.0;
    let back = unpack(&packed)?;
    (Sdp::parse(&back.sdp).as_ref() == Some(&sdp)).then_some(packed)
}

/// The signal `bytes` packs, its SDP written out from the template.
#[must_use]
pub fn unpack(bytes: &[u8]) -> Option<Signal> {
    let mut r = Reader(bytes);
    let seat = Seat(r.byte()?);
    let invite = u32::try_from(r.varint()?).ok()?;
    let name = r.text()?;
    let sdp = Sdp::read(&mut r)?;
    r.0.is_empty().then(|| Signal {
        seat,
        name,
        invite,
        sdp: sdp.write_out(),
    })
}

/// What an SDP of one data channel says that differs from session to session.
#[derive(Clone, Debug, PartialEq)]
struct Sdp {
    ufrag: String,
    pwd: String,
    fingerprint: Vec<u8>,
    setup: Setup,
    mid: String,
    sctp_port: u16,
    max_message_size: Option<u64>,
    candidates: Vec<Candidate>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Setup {
    ActPass,
    Active,
    Passive,
}

const SETUPS: [(Setup, &str); 3] = [
    (Setup::ActPass, "actpass"),
    (Setup::Active, "active"),
    (Setup::Passive, "passive"),
];

/// One ICE candidate (RFC 8839), without the extensions a browser adds for itself
/// (`generation`, `network-id`, `network-cost`, `ufrag`).
#[derive(Clone, Debug, PartialEq)]
struct Candidate {
    foundation: u32,
    component: u8,
    tcp: bool,
    priority: u32,
    address: Address,
    port: u16,
    kind: Kind,
    /// `raddr` and `rport` of a reflexive or relayed candidate.
    related: Option<(Address, u16)>,
    /// `tcptype` of a TCP candidate.
    tcp_type: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Host,
    Srflx,
    Prflx,
    Relay,
}

const KINDS: [(Kind, &str); 4] = [
    (Kind::Host, "host"),
    (Kind::Srflx, "srflx"),
    (Kind::Prflx, "prflx"),
    (Kind::Relay, "relay"),
];

#[derive(Clone, Debug, PartialEq)]
enum Address {
    /// `<uuid>.local`, the mDNS name a browser gives its own address.
    Mdns([u8; 16]),
    V4([u8; 4]),
    Other(String),
}

/// The lines a browser writes that are the same in every session of one data channel.
const FIXED: [&str; 9] = [
    "v=0",
    "s=-",
    "t=0 0",
    "c=IN IP4 0.0.0.0",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "a=extmap-allow-mixed",
    "a=ice-options:trickle",
    "a=sendrecv",
    "a=end-of-candidates",
];

impl Sdp {
    fn parse(text: &str) -> Option<Sdp> {
        let (mut ufrag, mut pwd, mut fingerprint, mut setup, mut mid) =
            (None, None, None, None, None);
        let (mut sctp_port, mut max_message_size, mut candidates) = (None, None, Vec::new());
        let mut media = 0;
        for line in text.split("\r\n").map(str::trim).filter(|l| !l.is_empty()) {
            if let Some(c) = line.strip_prefix("a=candidate:") {
                candidates.push(Candidate::parse(c)?);
            } else if let Some(v) = line.strip_prefix("a=ice-ufrag:") {
                ufrag = Some(v.to_owned());
            } else if let Some(v) = line.strip_prefix("a=ice-pwd:") {
                pwd = Some(v.to_owned());
            } else if let Some(v) = line.strip_prefix("a=fingerprint:sha-256 ") {
                fingerprint = Some(hex_bytes(v)?);
            } else if let Some(v) = line.strip_prefix("a=setup:") {
                setup = Some(SETUPS.iter().find(|(_, s)| *s == v)?.0);
            } else if let Some(v) = line.strip_prefix("a=mid:") {
                mid = Some(v.to_owned());
            } else if let Some(v) = line.strip_prefix("a=sctp-port:") {
                sctp_port = Some(v.parse().ok()?);
            } else if let Some(v) = line.strip_prefix("a=max-message-size:") {
                max_message_size = Some(v.parse().ok()?);
            } else if line.starts_with("m=") {
                media += 1;
                if line != FIXED[4] {
                    return None;
                }
            } else if !(line.starts_with("o=")
                || line.starts_with("a=group:BUNDLE ")
                || line.starts_with("a=msid-semantic:")
                || FIXED.contains(&line))
            {
                return None;
            }
        }
        let fingerprint: Vec<u8> = fingerprint?;
        (media == 1 && fingerprint.len() == 32).then_some(())?;
        Some(Sdp {
            ufrag: ufrag?,
            pwd: pwd?,
            fingerprint,
            setup: setup?,
            mid: mid?,
            sctp_port: sctp_port?,
            max_message_size,
            candidates,
        })
    }

    /// The SDP as a browser accepts it: the template around what this session says.
    fn write_out(&self) -> String {
        let mut lines = vec![
            "v=0".to_owned(),
            "o=- 1 2 IN IP4 127.0.0.1".to_owned(),
            "s=-".to_owned(),
            "t=0 0".to_owned(),
            format!("a=group:BUNDLE {}", self.mid),
            "a=msid-semantic: WMS".to_owned(),
            FIXED[4].to_owned(),
            FIXED[3].to_owned(),
        ];
        lines.extend(self.candidates.iter().map(Candidate::line));
        let fingerprint: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        lines.extend([
            format!("a=ice-ufrag:{}", self.ufrag),
            format!("a=ice-pwd:{}", self.pwd),
            "a=ice-options:trickle".to_owned(),
            format!("a=fingerprint:sha-256 {}", fingerprint.join(":")),
            format!(
                "a=setup:{}",
                SETUPS
                    .iter()
                    .find(|(s, _)| *s == self.setup)
                    .map_or("actpass", |(_, n)| n)
            ),
            format!("a=mid:{}", self.mid),
            format!("a=sctp-port:{}", self.sctp_port),
        ]);
        if let Some(size) = self.max_message_size {
            lines.push(format!("a=max-message-size:{size}"));
        }
        let mut text = lines.join("\r\n");
        text.push_str("\r\n");
        text
    }

    fn write(&self, out: &mut Writer) -> Option<()> {
        out.byte(SETUPS.iter().position(|(s, _)| *s == self.setup)? as u8);
        out.text(&self.ufrag)?;
        out.text(&self.pwd)?;
        out.0.extend_from_slice(&self.fingerprint);
        out.text(&self.mid)?;
        out.0.extend_from_slice(&self.sctp_port.to_be_bytes());
        out.varint(self.max_message_size.map_or(0, |s| s + 1));
        out.byte(u8::try_from(self.candidates.len()).ok()?);
        for c in &self.candidates {
            c.write(out)?;
        }
        Some(())
    }

    fn read(r: &mut Reader) -> Option<Sdp> {
        let setup = SETUPS.get(usize::from(r.byte()?))?.0;
        let ufrag = r.text()?;
        let pwd = r.text()?;
        let fingerprint = r.take(32)?.to_vec();
        let mid = r.text()?;
        let sctp_port = u16::from_be_bytes(r.take(2)?.try_into().ok()?);
        let max_message_size = r.varint()?.checked_sub(1);
        let count = r.byte()?;
        let candidates = (0..count)
            .map(|_| Candidate::read(r))
            .collect::<Option<_>>()?;
        Some(Sdp {
            ufrag,
            pwd,
            fingerprint,
            setup,
            mid,
            sctp_port,
            max_message_size,
            candidates,
        })
    }
}

impl Candidate {
    /// `foundation component transport priority address port typ kind [raddr a rport p]
    /// [tcptype t] [extensions…]` (after `a=candidate:`).
    fn parse(text: &str) -> Option<Candidate> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let tcp = match words.get(2)?.to_ascii_lowercase().as_str() {
            "udp" => false,
            "tcp" => true,
            _ => return None,
        };
        if *words.get(6)? != "typ" {
            return None;
        }
        let kind_word = *words.get(7)?;
        let kind = KINDS.iter().find(|(_, k)| *k == kind_word)?.0;
        let mut c = Candidate {
            foundation: words[0].parse().ok()?,
            component: words[1].parse().ok()?,
            tcp,
            priority: words[3].parse().ok()?,
            address: Address::parse(words[4]),
            port: words[5].parse().ok()?,
            kind,
            related: None,
            tcp_type: None,
        };
        let (mut raddr, mut rport) = (None, None);
        for pair in words[8..].chunks(2) {
            match pair {
                ["raddr", a] => raddr = Some(Address::parse(a)),
                ["rport", p] => rport = Some(p.parse().ok()?),
                ["tcptype", t] => c.tcp_type = Some((*t).to_owned()),
                ["generation" | "network-id" | "network-cost" | "ufrag", _] => {}
                _ => return None,
            }
        }
        c.related = match (raddr, rport) {
            (Some(a), Some(p)) => Some((a, p)),
            (None, None) => None,
            _ => return None,
        };
        Some(c)
    }

    fn line(&self) -> String {
        let kind = KINDS
            .iter()
            .find(|(k, _)| *k == self.kind)
            .map_or("host", |(_, n)| n);
        let mut line = format!(
            "a=candidate:{} {} {} {} {} {} typ {kind}",
            self.foundation,
            self.component,
            if self.tcp { "tcp" } else { "udp" },
            self.priority,
            self.address.text(),
            self.port,
        );
        if let Some((a, p)) = &self.related {
            line.push_str(&format!(" raddr {} rport {p}", a.text()));
        }
        if let Some(t) = &self.tcp_type {
            line.push_str(&format!(" tcptype {t}"));
        }
        line
    }

    /// Flags (transport, kind, whether related and a TCP type follow), then the fields.
    fn write(&self, out: &mut Writer) -> Option<()> {
        let kind = KINDS.iter().position(|(k, _)| *k == self.kind)? as u8;
        let flags = u8::from(self.tcp)
            | kind << 1
            | u8::from(self.related.is_some()) << 3
            | u8::from(self.tcp_type.is_some()) << 4;
        out.byte(flags);
        out.varint(u64::from(self.foundation));
        out.byte(self.component);
        out.0.extend_from_slice(&self.priority.to_be_bytes());
        self.address.write(out)?;
        out.0.extend_from_slice(&self.port.to_be_bytes());
        if let Some((a, p)) = &self.related {
            a.write(out)?;
            out.0.extend_from_slice(&p.to_be_bytes());
        }
        if let Some(t) = &self.tcp_type {
            out.text(t)?;
        }
        Some(())
    }

    fn read(r: &mut Reader) -> Option<Candidate> {
        let flags = r.byte()?;
        let foundation = u32::try_from(r.varint()?).ok()?;
        let component = r.byte()?;
        let priority = u32::from_be_bytes(r.take(4)?.try_into().ok()?);
        let address = Address::read(r)?;
        let port = u16::from_be_bytes(r.take(2)?.try_into().ok()?);
        let related = if flags & 8 != 0 {
            let a = Address::read(r)?;
            Some((a, u16::from_be_bytes(r.take(2)?.try_into().ok()?)))
        } else {
            None
        };
        let tcp_type = if flags & 16 != 0 {
            Some(r.text()?)
        } else {
            None
        };
        Some(Candidate {
            foundation,
            component,
            tcp: flags & 1 != 0,
            priority,
            address,
            port,
            kind: KINDS.get(usize::from(flags >> 1 & 3))?.0,
            related,
            tcp_type,
        })
    }
}

impl Address {
    fn parse(text: &str) -> Address {
        if let Some(uuid) = text.strip_suffix(".local").and_then(uuid_bytes) {
            return Address::Mdns(uuid);
        }
        let parts: Vec<&str> = text.split('.').collect();
        let v4: Option<Vec<u8>> = parts.iter().map(|p| canonical_u8(p)).collect();
        match v4.and_then(|b| <[u8; 4]>::try_from(b).ok()) {
            Some(b) => Address::V4(b),
            None => Address::Other(text.to_owned()),
        }
    }

    fn text(&self) -> String {
        match self {
            Address::Mdns(b) => {
                let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
                format!(
                    "{}-{}-{}-{}-{}.local",
                    &hex[..8],
                    &hex[8..12],
                    &hex[12..16],
                    &hex[16..20],
                    &hex[20..]
                )
            }
            Address::V4(b) => format!("{}.{}.{}.{}", b[0], b[1], b[2], b[3]),
            Address::Other(s) => s.clone(),
        }
    }

    fn write(&self, out: &mut Writer) -> Option<()> {
        match self {
            Address::Mdns(b) => {
                out.byte(0);
                out.0.extend_from_slice(b);
            }
            Address::V4(b) => {
                out.byte(1);
                out.0.extend_from_slice(b);
            }
            Address::Other(s) => {
                out.byte(2);
                out.text(s)?;
            }
        }
        Some(())
    }

    fn read(r: &mut Reader) -> Option<Address> {
        Some(match r.byte()? {
            0 => Address::Mdns(r.take(16)?.try_into().ok()?),
            1 => Address::V4(r.take(4)?.try_into().ok()?),
            2 => Address::Other(r.text()?),
            _ => return None,
        })
    }
}

/// A number 0–255 written as a browser writes it (no leading zero, no sign).
fn canonical_u8(text: &str) -> Option<u8> {
    let n: u8 = text.parse().ok()?;
    (n.to_string() == text).then_some(n)
}

/// The 16 bytes of a lower-case UUID (8-4-4-4-12 hex digits), if `text` is one.
fn uuid_bytes(text: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = text.split('-').collect();
    if groups.iter().map(|g| g.len()).collect::<Vec<_>>() != [8, 4, 4, 4, 12] {
        return None;
    }
    let hex: String = groups.concat();
    if hex.chars().any(|c| c.is_ascii_uppercase()) {
        return None;
    }
    let bytes: Vec<u8> = (0..16)
        .map(|i| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok())
        .collect::<Option<_>>()?;
    bytes.try_into().ok()
}

/// `AB:CD:…` (upper-case hex pairs, as browsers write fingerprints) as bytes.
fn hex_bytes(text: &str) -> Option<Vec<u8>> {
    text.split(':')
        .map(|pair| {
            let ok = pair.len() == 2
                && pair
                    .chars()
                    .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase());
            ok.then(|| u8::from_str_radix(pair, 16).ok()).flatten()
        })
        .collect()
}

struct Writer(Vec<u8>);

impl Writer {
    fn byte(&mut self, b: u8) {
        self.0.push(b);
    }

    /// LEB128: 7 bits a byte, low first.
    fn varint(&mut self, mut n: u64) {
        while n >= 0x80 {
            self.0.push((n as u8 & 0x7f) | 0x80);
            n >>= 7;
        }
        self.0.push(n as u8);
    }

    fn text(&mut self, s: &str) -> Option<()> {
        self.byte(u8::try_from(s.len()).ok()?);
        self.0.extend_from_slice(s.as_bytes());
        Some(())
    }
}

struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    fn varint(&mut self) -> Option<u64> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    fn text(&mut self) -> Option<String> {
        let len = usize::from(self.byte()?);
        String::from_utf8(self.take(len)?.to_vec()).ok()
    }
}

#[cfg(test)]
#[path = "compact_tests.rs"]
mod tests;
