#!/usr/bin/env python3
"""Checks our XSkat driver against XSkat itself (ours; see docs/bots.md).

XSkat, built whole (with Debian's libx11-dev) and run as
    xskat -auto N -ramschonly -sramsch -log LOG
lets three computers play N Schieberamsch deals and logs each one: the tricks (the leader's
card with '_', the winner's in capitals), the sorted hands, the skat before and after each
player ('FH_passed' with '_' for a push). This script rebuilds every deal from the log, plays it
through the driver (scripts/xskat-build.sh) with XSkat at all three places, and counts how
often the driver's answer is the card or skat decision the log shows. Usage:
    scripts/xskat/check-log.py LOG DRIVER
"""

import re
import subprocess
import sys

SUITS = {"diamond": 0, "heart": 1, "spade": 2, "club": 3}
RANKS = {"a": 0, "ace": 0, "10": 1, "k": 2, "king": 2, "q": 3, "queen": 3,
         "j": 4, "jack": 4, "9": 5, "8": 6, "7": 7}
CARD = re.compile(r"(diamond|heart|spade|club)([ _])(ace|king|queen|jack|10|[akqj987])\b",
                  re.IGNORECASE)


def card(m):
    """(XSkat code, is the leader's, is the winner's) of one regex match."""
    suit, sep, rank = m.group(1), m.group(2), m.group(3)
    code = SUITS[suit.lower()] << 3 | RANKS[rank.lower()]
    return code, sep == "_", suit.isupper() and suit != suit.capitalize()


def cards_of(text):
    return [card(m)[0] for m in CARD.finditer(text)]


def deals(log):
    """Yields (dealer, tricks, skats, pushes) per logged deal; tricks are 10 rows of 3
    (code, leader, winner) by column (Computer1..3)."""
    blocks = log.split(" ==  ==")
    for b in blocks:
        if "random_seed" not in b:
            continue
        head, rest = b.split("random_seed", 1)
        rows = [line for line in head.splitlines() if len(CARD.findall(line)) == 3]
        tricks = [[card(m) for m in CARD.finditer(line)] for line in rows]
        dealer = int(rest.split()[2]) - 1
        lines = {line.split(":")[0]: line for line in rest.splitlines() if ":" in line}
        skat_was = cards_of(lines["Skat was"])
        passed = []
        pushes = []
        for who in ("FH", "MH", "RH"):
            key = next(k for k in lines if k.replace("_", " ").startswith(who + " passed"))
            passed.append(cards_of(lines[key]))
            pushes.append(key.startswith(who + "_"))
        yield dealer, tricks, [skat_was] + passed, pushes


class Driver:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True)

    def ask(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        answer = self.p.stdout.readline().split()
        if not answer or answer[0] == "error":
            raise RuntimeError(f"{line} -> {answer}")
        return answer


def check(log_path, driver_path):
    d = Driver(driver_path)
    n = {"deals": 0, "skat": 0, "skat_same": 0, "discard_same": 0, "pickups": 0,
         "plays": 0, "plays_same": 0, "skipped": 0}
    for dealer, tricks, skats, pushes in deals(open(log_path, encoding="latin-1").read()):
        n["deals"] += 1
        fh = (dealer + 1) % 3
        x_of = lambda col: (col - fh) % 3  # noqa: E731  XSkat's place from the column
        played = [[t[col][0] for t in tricks] for col in range(3)]
        # The hands as dealt: what each played, minus what it took from the skat, plus what
        # it laid down (skats[k] lies before place k, skats[k + 1] after it).
        hands = {}
        for col in range(3):
            k = x_of(col)
            before, after = skats[k], skats[k + 1]
            hand = set(played[col])
            if not pushes[k]:
                hand = (hand | set(after)) - set(before)
            hands[k] = (hand, set(played[col]))
        d.ask("deal")
        for k in range(3):
            d.ask(f"hand {k} " + " ".join(map(str, sorted(hands[k][0]))))
        in_step = True
        for k in range(3):
            n["skat"] += 1
            answer = d.ask(f"skat {k} {skats[k][0]} {skats[k][1]}")
            if (answer[0] == "push") == pushes[k]:
                n["skat_same"] += 1
            else:
                in_step = False
            if answer[0] == "pickup" and not pushes[k]:
                n["pickups"] += 1
                if sorted(map(int, answer[1:])) == sorted(skats[k + 1]):
                    n["discard_same"] += 1
                # Play on with the hand the log shows.
                d.ask(f"hand {k} " + " ".join(map(str, sorted(hands[k][1]))))
        if not in_step:
            n["skipped"] += 1
            continue
        leader = fh
        for t in tricks:
            for i in range(3):
                col = (leader + i) % 3
                n["plays"] += 1
                if int(d.ask(f"play {x_of(col)}")[1]) == t[col][0]:
                    n["plays_same"] += 1
                d.ask(f"played {x_of(col)} {t[col][0]}")
            leader = next(col for col in range(3) if t[col][2])
    return n


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    result = check(sys.argv[1], sys.argv[2])
    print(result)
    print(f"skat decisions the same: {result['skat_same']}/{result['skat']}; "
          f"discards the same: {result['discard_same']}/{result['pickups']}; "
          f"cards the same: {result['plays_same']}/{result['plays']} "
          f"({result['skipped']} deals skipped after a different skat decision)")
