/**
 * The play of the cards (T20–T25) by the source's advice: hunting the Pagat (B-T-2…4), the whip
 * (B-T-5), the Kings (B-T-6, B-T-10), taking what is left (B-T-7), the Sky in time (B-T-8), the Pagat
 * held (B-T-9), en deux's main rule (B-T-12), Taroklomber's declarer and opponents (B-T-14, B-T-15),
 * the XXI kept back (B-T-16), a Tout played for while it lasts (B-T-17). Everything is counted from
 * the seat's own knowledge (count.ts, B-T-1).
 */
import { isCountingCard, isSuitKing, isTarok, PAGAT, pipsOf, rankOf, SKY, strengthOf, SUIT_KINGS, suitOf, XXI } from '../cards.js';
import { ledCard, trickWinner } from '../trick.js';
import type { TarokMove } from '../types.js';
import { cardOf, cheapest, costOf, strongest, weakest, type Choice } from './choice.js';
import { anyHigherOut, countOf, followSuit, isSafeWinner, laterSeats, unseenOf, type Count } from './count.js';
import { suitsOf } from './skat.js';
import type { Seen } from './seen.js';

/** Taroklomber: the two opponents of the declarer play together (TL1). */
export function isFriend(seen: Seen, seat: number): boolean {
  if (seat === seen.seat) return true;
  if (seen.rules.form !== 'lomber' || seen.declarer === null) return false;
  return seat !== seen.declarer && seen.seat !== seen.declarer;
}

/** B-T-9: too few taroks to bring the Pagat home. */
export const PAGAT_SAFE_TAROKS = 7;
/** B-T-3: a player with this many taroks does not hunt at once a Pagat when another announced ten taroks or more; with fewer, hunting is risky. */
const HUNT_WAIT_TAROKS = 6;

interface Ctx {
  readonly seen: Seen;
  readonly count: Count;
  readonly cards: readonly string[];
  readonly moves: ReadonlyMap<string, TarokMove>;
  /** The seat's taroks, the Sky not counted. */
  readonly taroks: readonly string[];
}

const choose = (ctx: Ctx, c: string, reason: string, rule: string | null = null): Choice => ({ move: ctx.moves.get(c)!, reason, rule });

/**
 * B-T-3, for a seat without the Pagat on lead while the Pagat is out: how to hunt it.
 * - Another seat announced ten taroks or more (T15): with six taroks or more, not at once — the whip
 *   first (B-T-5), the hunt once that seat holds no more taroks than this one (announced less played);
 *   with fewer than six, hunting is risky: the whip.
 * - No taroks announced: a high tarok with seven or fewer, a very low one with eight or nine.
 * - The other seat without the Pagat reads from the leads whether the hunt is on (en trois): a seat
 *   that led a tarok (not the Pagat) while the Pagat was out is hunting; with fewer than six taroks
 *   this seat then joins the hunt that the other carries, where alone it would not start it.
 */
export function huntLead(ctx: { readonly seen: Seen; readonly count: Count }, nonPagat: readonly string[]): 'high' | 'low' | 'wait' {
  const { seen } = ctx;
  const mine = seen.hand.filter(isTarok).length;
  const against = (seen.announcements ?? []).map((a, s) => (s !== seen.seat && a.taroks >= 10 ? s : -1)).filter((s) => s >= 0);
  const on = huntIsOn(seen);
  if (against.length > 0) {
    if (mine < HUNT_WAIT_TAROKS) return on ? 'high' : 'wait';
    const left = Math.max(...against.map((s) => seen.announcements![s]!.taroks - playedTaroks(seen, s)));
    return left <= nonPagat.length ? 'high' : 'wait';
  }
  return mine >= 8 && mine <= 9 ? 'low' : 'high';
}

/** The taroks (the Sky counted, T15) seat `s` has played in the deal. */
function playedTaroks(seen: Seen, s: number): number {
  let k = 0;
  for (const t of [...seen.tricks, seen.trick]) for (const p of t) if (p.seat === s && isTarok(p.card)) k++;
  return k;
}

/** B-T-3's reading: in en trois, another seat led a tarok other than the Sky and the Pagat while the Pagat was still out. */
export function huntIsOn(seen: Seen): boolean {
  if (seen.rules.form !== 'trois') return false;
  let pagatOut = true;
  for (const t of seen.tricks) {
    const lead = t[0]!;
    if (pagatOut && lead.seat !== seen.seat && isTarok(lead.card) && lead.card !== SKY && lead.card !== PAGAT) return true;
    if (t.some((p) => p.card === PAGAT)) pagatOut = false;
  }
  return false;
}

/** B-T-16: lead the XXI only when no low tarok is left to fear, or with XIX and XVII once the XX has gone. */
function keepsXXI(ctx: Ctx): boolean {
  const lowOut = ctx.count.taroksOut > 0;
  const pair = ctx.taroks.includes('T-19') && ctx.taroks.includes('T-17') && ctx.count.isPlayed('T-20');
  return lowOut && !pair;
}

/** B-T-5: the seat's whip: the suit it is longest and strongest in. */
function whipSuit(ctx: Ctx): string | null {
  let best: string | null = null;
  let score = -1;
  for (const [suit, cards] of suitsOf(ctx.seen.hand)) {
    const s = cards.length * 100 + cards.reduce((a, c) => a + strengthOf(c), 0);
    if (cards.some((c) => ctx.cards.includes(c)) && s > score) {
      best = suit;
      score = s;
    }
  }
  return best;
}

/** The card to lead of a suit: its master if it is one, else its lowest. */
function leadOf(ctx: Ctx, suit: string): string {
  const cards = ctx.cards.filter((c) => followSuit(c) === suit);
  const top = strongest(cards);
  return !anyHigherOut(ctx.count, top) ? top : weakest(cards);
}

function lead(ctx: Ctx): Choice {
  const { seen, count, taroks } = ctx;
  const form = seen.rules.form;
  const holdsPagat = seen.hand.includes(PAGAT);
  const nonPagat = taroks.filter((t) => t !== PAGAT);
  const highTarok = () => {
    const pool = nonPagat.filter((t) => t !== XXI || !keepsXXI(ctx));
    return pool.length > 0 ? strongest(pool) : null;
  };
  if (form === 'lomber') return lomberLead(ctx, highTarok);
  // B-T-2, B-T-3: the Pagat is the main target while it is out
  if (count.pagatOut && nonPagat.length > 0) {
    const hunt = huntLead(ctx, nonPagat);
    if (hunt !== 'wait') {
      const t = hunt === 'low' ? weakest(nonPagat) : highTarok();
      if (t) return choose(ctx, t, 'huntPagat', 'B-T-3');
    }
    const whip = whipSuit(ctx);
    if (whip) return choose(ctx, leadOf(ctx, whip), 'whip', 'B-T-5');
  }
  // B-T-9, B-T-5: the Pagat's holder draws the taroks out when he has the most, else whips the others
  if (holdsPagat) {
    if (nonPagat.length > 0 && nonPagat.length >= count.taroksOut) {
      const t = highTarok();
      if (t) return choose(ctx, t, 'drawTaroks', 'B-T-6');
    }
    const whip = whipSuit(ctx);
    if (whip) return choose(ctx, leadOf(ctx, whip), 'whip', 'B-T-5');
  }
  return kingsAndRest(ctx, highTarok);
}

/** B-T-6, B-T-10, B-T-7, B-T-12: after the Pagat, the Kings, then the tricks and figures. */
function kingsAndRest(ctx: Ctx, highTarok: () => string | null): Choice {
  const { seen, count } = ctx;
  const suits = suitsOf(seen.hand);
  // B-T-10: half a cavalry headed by the King: a figure at once, to draw the King's guard
  for (const [suit, cards] of suits) {
    const figs = cards.filter((c) => ['K', 'Q', 'N', 'J'].includes(rankOf(c)));
    if (figs.length >= 3 && figs.some(isSuitKing) && !count.isPlayed(`${suit}-K`) && count.voids.every((v, s) => s === seen.seat || !v.has(suit))) {
      const fig = weakest(figs.filter((c) => !isSuitKing(c)));
      if (ctx.cards.includes(fig)) return choose(ctx, fig, 'leadFigure', 'B-T-10');
    }
  }
  // B-T-6: a King is drawn for nobody's ultimo: taroks first while someone may still hold taroks and a King
  const kingsOut = unseenOf(count, SUIT_KINGS);
  if (kingsOut > 0 && count.taroksOut > 0 && ctx.taroks.length > count.taroksOut) {
    const t = highTarok();
    if (t) return choose(ctx, t, 'drawTaroks', 'B-T-6');
  }
  // B-T-7: cash what cannot be beaten
  const others = Array.from({ length: seen.rules.players - 1 }, (_, i) => (seen.seat + 1 + i) % seen.rules.players);
  const masters = ctx.cards.filter((c) => c !== SKY && c !== PAGAT && isSafeWinner(count, c, others) && (isTarok(c) ? c !== XXI || !keepsXXI(ctx) : true));
  const figureMasters = masters.filter((c) => !isTarok(c) && isCountingCard(c));
  if (figureMasters.length > 0) return choose(ctx, strongest(figureMasters), 'cashMaster', 'B-T-7');
  // B-T-12: en deux, a suit without a figure, so that the figures come home on the opponent's leads
  if (seen.rules.form === 'deux') {
    const plain = ctx.cards.filter((c) => !isTarok(c) && !(suits.get(suitOf(c)) ?? []).some(isCountingCard));
    if (plain.length > 0) return choose(ctx, weakest(plain), 'leadNoFigure', 'B-T-12');
  }
  if (masters.length > 0) return choose(ctx, weakest(masters), 'cashMaster', 'B-T-7');
  const plain = ctx.cards.filter((c) => !isTarok(c) && !isCountingCard(c));
  if (plain.length > 0) return choose(ctx, cheapestOfLongest(ctx, plain), 'leadLow');
  return choose(ctx, cheapestLeadable(ctx), 'leadLow');
}

function cheapestOfLongest(ctx: Ctx, cards: readonly string[]): string {
  const length = (c: string) => ctx.seen.hand.filter((x) => followSuit(x) === followSuit(c)).length;
  return cards.slice().sort((a, b) => length(b) - length(a) || costOf(a) - costOf(b))[0]!;
}

/** The cheapest card to lead, the Pagat and the Sky last. */
function cheapestLeadable(ctx: Ctx): string {
  const pool = ctx.cards.filter((c) => c !== PAGAT && c !== SKY);
  return pool.length > 0 ? cheapest(pool) : ctx.cards.includes(PAGAT) && ctx.cards.length > 1 ? ctx.cards.find((c) => c !== PAGAT)! : ctx.cards[0]!;
}

/** B-T-14 (the declarer), B-T-15 (the opponents). */
function lomberLead(ctx: Ctx, highTarok: () => string | null): Choice {
  const { seen, count, taroks } = ctx;
  if (seen.seat === seen.declarer) {
    // B-T-17: every trick so far his: a Tout is on while his cards cannot be beaten; the taroks first, to draw the rest
    const others = [(seen.seat + 1) % 3, (seen.seat + 2) % 3];
    if (seen.tricks.length > 0 && seen.tricks.every((t) => trickWinner(t) === seen.seat)) {
      const sure = ctx.cards.filter((c) => c !== SKY && isSafeWinner(count, c, others));
      const sureTaroks = sure.filter(isTarok);
      if (sure.length > 0) return choose(ctx, sureTaroks.length > 0 ? strongest(sureTaroks) : strongest(sure), 'tout', 'B-T-17');
    }
    // many figures that may be taroked, or the most taroks: taroks
    const figures = seen.hand.filter((c) => !isTarok(c) && isCountingCard(c)).length;
    if (taroks.length > 0 && count.taroksOut > 0 && (taroks.length >= count.taroksOut || figures >= 4)) {
      const t = highTarok();
      if (t) return choose(ctx, t, 'drawTaroks', 'B-T-14');
    }
    const whip = whipSuit(ctx);
    if (whip) return choose(ctx, leadOf(ctx, whip), 'whip', 'B-T-14');
    return kingsAndRest(ctx, highTarok);
  }
  // the declarer did not call the XXI: its holder leads it to bring a partner's Pagat home
  const calledXXI = seen.calls.some((c) => c.card === XXI);
  if (ctx.cards.includes(XXI) && !calledXXI && count.pagatOut && !count.isPlayed(XXI)) return choose(ctx, XXI, 'protectPagat', 'B-T-15');
  // the suit the declarer gave back, to reach his void and weaken his taroks
  const back = seen.calls.find((c) => c.from === seen.seat && c.returned !== null && !isTarok(c.returned));
  if (back) {
    const suit = suitOf(back.returned!);
    const cards = ctx.cards.filter((c) => followSuit(c) === suit);
    if (cards.length > 0) return choose(ctx, weakest(cards), 'leadReturned', 'B-T-15');
  }
  const whip = whipSuit(ctx);
  if (whip) return choose(ctx, leadOf(ctx, whip), 'whip', 'B-T-15');
  return kingsAndRest(ctx, highTarok);
}

function follow(ctx: Ctx): Choice {
  const { seen, count } = ctx;
  const nonSky = ctx.cards.filter((c) => c !== SKY);
  const led = ledCard(seen.trick)!;
  const bestSeat = trickWinner(seen.trick);
  const bestCard = seen.trick.find((p) => p.seat === bestSeat)!.card;
  const later = laterSeats(seen);
  const last = later.length === 0;
  const wins = (c: string) => c !== SKY && trickWinner([...seen.trick, { seat: seen.seat, card: c }]) === seen.seat;
  const winners = nonSky.filter(wins);
  const safe = winners.filter((c) => isSafeWinner(count, c, later));
  const atStake = seen.trick.some((p) => p.card === PAGAT || isCountingCard(p.card));
  const holdsPagat = seen.hand.includes(PAGAT);
  const nonPagat = ctx.taroks.filter((t) => t !== PAGAT);
  // B-T-9: too few taroks to save the Pagat: it goes the first time a tarok is led (unless it guards Kings of a seat that did not lay the Skat)
  if (holdsPagat && isTarok(led) && ctx.cards.includes(PAGAT) && nonPagat.length < PAGAT_SAFE_TAROKS && seen.rules.form !== 'lomber') {
    const guardsKings = seen.hand.some(isSuitKing) && seen.skat === null;
    if (!guardsKings && !wins(PAGAT)) return choose(ctx, PAGAT, 'savePagat', 'B-T-9');
  }
  // a Pagat made: no higher tarok in the trick, none out to come
  if (ctx.cards.includes(PAGAT) && wins(PAGAT) && isSafeWinner(count, PAGAT, later)) return choose(ctx, PAGAT, 'pagatMade', 'B-T-9');
  // B-T-4: the Pagat falling to the other hunter, who announced less, is left to him
  const pagatBy = seen.trick.find((p) => p.card === PAGAT)?.seat;
  if (pagatBy !== undefined && pagatBy !== seen.seat && bestSeat !== pagatBy && seen.announcements && isSafeWinner(count, bestCard, later)) {
    if (seen.announcements[bestSeat]!.points < seen.announcements[seen.seat]!.points) return duck(ctx, nonSky, 'leavePagat', 'B-T-4');
  }
  if (isFriend(seen, bestSeat)) {
    const sure = last || isSafeWinner(count, bestCard, later);
    const give = nonSky.filter((c) => !isTarok(c) && c !== PAGAT).sort((a, b) => costOf(b) - costOf(a))[0];
    if (sure && give) return choose(ctx, give, 'friendWinning', 'B-T-15');
    return duck(ctx, nonSky, 'friendWinning');
  }
  if (safe.length > 0 && (atStake || last || !isTarok(weakest(safe)) || isTarok(led))) return choose(ctx, winCard(ctx, safe), 'win', atStake ? 'B-T-7' : null);
  if (winners.length > 0 && atStake && !last) {
    // B-T-15: with many high taroks, overtrump high to hold the trick
    return choose(ctx, strongest(winners.filter((c) => c !== XXI || !keepsXXI(ctx)).concat(winners.length === 1 ? winners : [])), 'overtrump', 'B-T-15');
  }
  return duck(ctx, nonSky, 'duck');
}

/** The cheapest card that wins for sure: the weakest, the Pagat and the XXI kept back (B-T-16). */
function winCard(ctx: Ctx, safe: readonly string[]): string {
  const pool = safe.filter((c) => c !== PAGAT && !(c === XXI && keepsXXI(ctx) && safe.length > 1));
  return weakest(pool.length > 0 ? pool : safe);
}

/** Losing the trick: the Sky to save a figure (B-T-8), else the cheapest card, the Pagat kept. */
function duck(ctx: Ctx, nonSky: readonly string[], reason: string, rule: string | null = null): Choice {
  const loser = cheapestLeadable({ ...ctx, cards: nonSky.length > 0 ? nonSky : ctx.cards });
  if (ctx.cards.includes(SKY) && ctx.seen.hand.length > 3 && !isTarok(loser) && pipsOf(loser) > 1) return choose(ctx, SKY, 'saveFigure', 'B-T-8');
  return choose(ctx, loser, reason, rule);
}

export function playChoice(seen: Seen, legal: readonly TarokMove[]): Choice {
  const moves = new Map(legal.map((m) => [cardOf(m), m]));
  const cards = [...moves.keys()];
  const ctx: Ctx = { seen, count: countOf(seen), cards, moves, taroks: seen.hand.filter((c) => isTarok(c) && c !== SKY) };
  if (cards.length === 1) return choose(ctx, cards[0]!, 'follow');
  // B-T-8, T25: the Sky is played before the last three cards (trick 22 at the latest), else it is lost
  if (cards.includes(SKY) && seen.hand.length === 4) return choose(ctx, SKY, 'skyInTime', 'B-T-8');
  if (ledCard(seen.trick) === null) return lead(ctx);
  return follow(ctx);
}
