/*
 * Ours: empty stand-ins for the window, dialog and network functions (xio.c, xdial.c, irc.c)
 * that XSkat's skat.c and ramsch.c call, so that those two files link without X11. None of
 * them decides anything: the decisions stay in XSkat's own code. The one stand-in with an
 * effect is di_verdoppelt, which XSkat's comp_sramsch calls to announce a push (or a knock,
 * which the driver never enables): it records the push as the real one does.
 */

#include <stdlib.h>

#include "defs.h"
#include "skat.h"

extern int driver_pushed;

int di_verdoppelt(f, kl)
int f, kl;
{
  if (!f) {
    sramschstufe++;
    prot2.verdopp[spieler] = kl + 1;
    driver_pushed = !kl;
  }
  return 1;
}

VOID exitus(n)
int n;
{
  exit(n);
}

VOID b_text() {}
VOID calc_desk() {}
VOID clear_info() {}
VOID clr_desk() {}
VOID di_ansage() {}
VOID di_copyr() {}
VOID di_delliste() {}
VOID di_dicht() {}
VOID di_grandhand() {}
VOID di_hand() {}
VOID di_info() {}
VOID di_options() {}
VOID di_proto() {}
VOID di_result() {}
VOID di_schieben() {}
VOID di_spiel() {}
VOID di_weiter() {}
VOID di_wiederweiter() {}
VOID do_msaho() {}
VOID draw_skat() {}
VOID drop_card() {}
VOID givecard() {}
VOID hndl_events() {}
VOID home_skat() {}
VOID info_reiz() {}
VOID info_spiel() {}
VOID info_stich() {}
VOID initscr() {}
VOID inv_box() {}
VOID nimm_stich() {}
VOID put_box() {}
VOID put_fbox() {}
VOID putmark() {}
VOID rem_box() {}
VOID remmark() {}
VOID revolutionscr() {}
VOID setcurs() {}
VOID show_hint() {}
VOID stdwait() {}
VOID waitt() {}
VOID xinit() {}
