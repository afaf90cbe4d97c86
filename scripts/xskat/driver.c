/*
 * Our driver for XSkat's Schieberamsch computer player (mfrasca/xskat, by Gunter Gerhardt).
 *
 * This file is ours; XSkat's own sources are NOT in this repository. scripts/xskat-build.sh
 * compiles this file together with skat.c, ramsch.c, null.c and text.c of a checkout given to
 * it (and with stubs.c for the window functions those files call), and links no X11.
 *
 * XSkat keeps a game in globals (cards[], gespcd[], hatnfb[], stcd[], ...). The driver keeps
 * them as XSkat's own game loop would and asks XSkat's decision functions:
 *   comp_sramsch(sn)  take the skat and discard, or push it on (its Schieberamsch decision);
 *   calc_poss + make_best  the card to play (make_best calls m_bramsch in a Ramsch).
 * It seats XSkat at any of the three places; the other places are only told what they do.
 *
 * Protocol: one command per line on stdin, one answer per line on stdout. Cards are XSkat's
 * codes, suit << 3 | rank: suits 0 diamonds, 1 hearts, 2 spades, 3 clubs; ranks 0 ace, 1 ten,
 * 2 king, 3 queen, 4 jack, 5 nine, 6 eight, 7 seven. Seats count from forehand: 0 forehand,
 * 1 middlehand, 2 dealer (XSkat's left(s) = s + 1 mod 3 is the next to play).
 *   deal                      a new deal, nothing known                 -> ok
 *   skatloser B               1: the skat goes to the loser (-skattoloser), 0: to the last trick -> ok
 *   hand S c1 .. c10          seat S is XSkat's and holds these cards    -> ok
 *   skat S c1 c2              XSkat's seat S decides about the skat c1 c2 -> push | pickup d1 d2
 *   pushed S                  another seat S pushed the skat on          -> ok
 *   play S                    XSkat's seat S chooses a card (not played) -> card c
 *   played S c                seat S played c (every seat, XSkat's too)  -> ok
 * A command that does not fit the game so far is answered with "error <why>" and changes
 * nothing.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "defs.h"
#include "skat.h"
#include "ramsch.h"

/* Set by the di_verdoppelt stub (stubs.c): comp_sramsch announced a push. */
int driver_pushed;

/* Which seats are XSkat's this deal (their hands are in cards[]). */
static int xskat_seat[3];

static void reset_deal(void)
{
  int i, j;

  for (i = 0; i < 32; i++) {
    cards[i] = -1;
    gespcd[i] = 0;
  }
  for (i = 0; i < 3; i++) {
    xskat_seat[i] = 0;
    rstsum[i] = rstich[i] = ggdurchm[i] = 0;
    for (j = 0; j < 5; j++) hatnfb[i][j] = 0;
  }
  for (i = 0; i < 4; i++) gespfb[i] = 0;
  memset(&prot2, 0, sizeof prot2);
  /* As init_ramsch and start_ramsch leave them, with forehand at place 0. */
  numsp = 0;
  playramsch = 2;
  playsramsch = 1;
  ramschspiele = 0;
  klopfen = 0;
  bockspiele = 0;
  sramschstufe = 0;
  trumpf = 5;
  stich = 1;
  handsp = 0;
  ouveang = 0;
  vmh = 0;
  geber = 2;
  hoerer = 0;
  ausspl = 0;
  spieler = geber;
  gedr = 0;
}

static int valid_card(int c)
{
  return c >= 0 && c < 32;
}

static int valid_seat(int s)
{
  return s >= 0 && s < 3;
}

/* The XSkat suit a card follows in a Ramsch: jacks are the trump "suit" 4. */
static int follow_suit(int c)
{
  return (c & 7) == BUBE ? 4 : c >> 3;
}

static void cmd_hand(char *args)
{
  int s, n, i, c[10], off;

  if (sscanf(args, "%d%n", &s, &off) != 1 || !valid_seat(s)) {
    puts("error hand: seat");
    return;
  }
  args += off;
  for (n = 0; n < 10; n++) {
    if (sscanf(args, "%d%n", &c[n], &off) != 1 || !valid_card(c[n])) {
      puts("error hand: ten cards");
      return;
    }
    args += off;
  }
  for (n = 0; n < 10; n++) {
    for (i = 0; i < 32; i++) {
      if (cards[i] == c[n] && i / 10 != s) {
        puts("error hand: card held by another seat");
        return;
      }
    }
  }
  for (n = 0; n < 10; n++) cards[10 * s + n] = c[n];
  xskat_seat[s] = 1;
  puts("ok");
}

static void cmd_skat(char *args)
{
  int s, c1, c2;

  if (sscanf(args, "%d %d %d", &s, &c1, &c2) != 3 || !valid_seat(s) ||
      !valid_card(c1) || !valid_card(c2) || c1 == c2) {
    puts("error skat: seat and two cards");
    return;
  }
  if (!xskat_seat[s] || stich != 1 || vmh != 0) {
    puts("error skat: not XSkat's seat or not the skat round");
    return;
  }
  /* XSkat's di_schieben: the place in the round is vmh, the deciding player is spieler. */
  vmh = s;
  spieler = s;
  cards[30] = c1;
  cards[31] = c2;
  driver_pushed = 0;
  gedr = 0;
  comp_sramsch(s);
  vmh = 0;
  if (driver_pushed) {
    puts("push");
  }
  else {
    printf("pickup %d %d\n", cards[30], cards[31]);
  }
  cards[30] = cards[31] = -1;
}

static void cmd_pushed(char *args)
{
  int s;

  if (sscanf(args, "%d", &s) != 1 || !valid_seat(s)) {
    puts("error pushed: seat");
    return;
  }
  /* What di_verdoppelt records for a push. */
  prot2.verdopp[s] = 1;
  sramschstufe++;
  puts("ok");
}

static void cmd_play(char *args)
{
  int s;

  if (sscanf(args, "%d", &s) != 1 || !valid_seat(s) || !xskat_seat[s]) {
    puts("error play: not XSkat's seat");
    return;
  }
  if ((ausspl + vmh) % 3 != s || stich > 10) {
    puts("error play: not this seat's turn");
    return;
  }
  /* do_spielen's steps for a computer seat. */
  calc_poss(s);
  make_best(s);
  printf("card %d\n", cards[possi[playcd]]);
}

static void cmd_played(char *args)
{
  int s, c, i, f;

  if (sscanf(args, "%d %d", &s, &c) != 2 || !valid_seat(s) || !valid_card(c)) {
    puts("error played: seat and card");
    return;
  }
  if ((ausspl + vmh) % 3 != s || stich > 10 || gespcd[c] == 2) {
    puts("error played: not this seat's turn or card already played");
    return;
  }
  i = -1;
  if (xskat_seat[s]) {
    for (i = 10 * s; i < 10 * s + 10 && cards[i] != c; i++);
    if (i == 10 * s + 10) {
      puts("error played: card not in XSkat's hand");
      return;
    }
  }
  /* calc_poss marks a seat void in the suit led when it cannot follow. */
  if (vmh && (f = follow_suit(stcd[0])) != follow_suit(c)) {
    hatnfb[s][f] = 1;
  }
  /* drop_card's bookkeeping. */
  stcd[vmh] = c;
  gespcd[c] = 2;
  if ((c & 7) != BUBE) gespfb[c >> 3]++;
  if (i >= 0) cards[i] = -1;
  /* do_next and next_stich: get_next finds the trick's winner (ausspl) and counts it. */
  if (vmh == 2) {
    get_next();
    vmh = 0;
    stich++;
  }
  else {
    vmh++;
  }
  puts("ok");
}

int main(void)
{
  char line[512];
  int b;

  rskatloser = 0;
  reset_deal();
  setvbuf(stdout, NULL, _IOLBF, 0);
  while (fgets(line, sizeof line, stdin)) {
    if (!strncmp(line, "deal", 4)) {
      reset_deal();
      puts("ok");
    }
    else if (!strncmp(line, "skatloser ", 10) && sscanf(line + 10, "%d", &b) == 1) {
      rskatloser = !!b;
      puts("ok");
    }
    else if (!strncmp(line, "hand ", 5)) cmd_hand(line + 5);
    else if (!strncmp(line, "skat ", 5)) cmd_skat(line + 5);
    else if (!strncmp(line, "pushed ", 7)) cmd_pushed(line + 7);
    else if (!strncmp(line, "played ", 7)) cmd_played(line + 7);
    else if (!strncmp(line, "play ", 5)) cmd_play(line + 5);
    else if (!strncmp(line, "quit", 4)) break;
    else puts("error unknown command");
  }
  return 0;
}
