/**
 * Rules of thumb for the card play (ombre.md §5.3, "Advice from the source"), on the compact table
 * (sim.ts) and only with what the seat to move may know there: his hand and discards, the cards
 * played, the public voids, the roles. Used by the normal player and, for every seat, in the strong
 * player's playouts.
 *
 * - Lomber and partner: lead trumps while they hold the top trump (the trump force, L2421–2428); a
 *   small trump from length (rule 10) lost marks in self-play and is left to the strong player's search.
 * - Defenders: no trick for the Lomber (general rule 2): take his trick when they can, cheaply; do not
 *   lead trumps (rules 6, 7); do not return the suit the Lomber led first (rule 8).
 * - Both: a trick the side already holds safely is followed low (rule 5); a trick the other side holds
 *   is taken with the cheapest card that wins it, a safe one if there is one; a void throws the least
 *   useful card; the called King is led at the partner's first lead (Quadrille rule 25).
 * - The premiers (O43): the vole is declared only when every remaining card is a sure winner.
 */
import { DISCARD, PLAYED, type Sim } from './sim.js';
import { rankAt, TRUMP } from './tables.js';

/** The card-play reasons this module gives (a subset of OmbreReason). */
export type PlayReason =
  | 'forced'
  | 'stop'
  | 'declareVole'
  | 'leadCalledKing'
  | 'drawTrumps'
  | 'leadSmallTrump'
  | 'cashWinner'
  | 'leadLow'
  | 'leadForce'
  | 'winTrick'
  | 'ruff'
  | 'stopLomber'
  | 'followPartner'
  | 'duck'
  | 'discardLow';

export const STOP = -2;

/** Cards the seat does not know to be out of play or his own: they may be with any other seat. */
function outsider(sim: Sim, seat: number, c: number): boolean {
  const o = sim.owner[c]!;
  return o !== seat && o !== PLAYED && o !== DISCARD + seat;
}

/** The strongest card of class `k` that may be with another seat (−1: none). */
export function topOutside(sim: Sim, seat: number, k: number): number {
  const tab = sim.set.tab;
  const list = k === TRUMP ? tab.trumps : tab.plain[k]!;
  for (const c of list) if (outsider(sim, seat, c)) return c;
  return -1;
}

/** How many cards of class `k` may be with other seats. */
export function countOutside(sim: Sim, seat: number, k: number): number {
  const tab = sim.set.tab;
  const list = k === TRUMP ? tab.trumps : tab.plain[k]!;
  let n = 0;
  for (const c of list) if (outsider(sim, seat, c)) n++;
  return n;
}

/** Does `a` beat `b` (b currently winning a trick)? */
function beats(sim: Sim, a: number, b: number): boolean {
  const t = sim.set.tab;
  const ca = t.cls[a]!;
  const cb = t.cls[b]!;
  if (ca === cb) return t.str[a]! > t.str[b]!;
  return ca === TRUMP;
}

/** How much a card is worth keeping (low: throw it first). */
function keepValue(sim: Sim, seat: number, c: number, hand: readonly number[]): number {
  const t = sim.set.tab;
  const k = t.cls[c]!;
  if (k === TRUMP) return 100 + t.str[c]!;
  const top = topOutside(sim, seat, k);
  if (top < 0 || t.str[c]! > t.str[top]!) return 60 + t.str[c]!; // a winner in its suit
  const r = rankAt(c);
  let len = 0;
  for (const x of hand) if (t.cls[x] === k) len++;
  let v = t.str[c]! - 40; // 0…10 by rank in the suit
  if (r === 'K') v += 20;
  else if (r === 'Q' && len >= 2) v += 8;
  return v + len * 0.5; // prefer throwing from short suits (makes voids)
}

function cheapest(sim: Sim, seat: number, cards: readonly number[]): number {
  const hand = sim.hands[seat]!;
  let best = cards[0]!;
  let bv = Infinity;
  for (const c of cards) {
    const v = keepValue(sim, seat, c, hand);
    if (v < bv) {
      bv = v;
      best = c;
    }
  }
  return best;
}

function lowestWinner(sim: Sim, cards: readonly number[]): number {
  const t = sim.set.tab;
  let best = cards[0]!;
  for (const c of cards) {
    const a = (t.cls[c] === TRUMP ? 1000 : 0) + t.str[c]!;
    const b = (t.cls[best] === TRUMP ? 1000 : 0) + t.str[best]!;
    if (a < b) best = c;
  }
  return best;
}

/**
 * Is `card` (winning the trick now) safe from the opponents still to play in it? No higher card of its
 * class may be outside; for a plain card also no trump may be outside, or no opponent after is known
 * void in the suit and the suit may still be with as many cards as there are opponents after.
 */
function safeWinner(sim: Sim, seat: number, card: number, after: readonly number[]): boolean {
  const t = sim.set.tab;
  const k = t.cls[card]!;
  const opp = after.filter((x) => sim.team(seat, x) !== 1);
  if (opp.length === 0) return true;
  const top = topOutside(sim, seat, k);
  if (top >= 0 && t.str[top]! > t.str[card]!) return false;
  if (k === TRUMP) return true;
  if (countOutside(sim, seat, TRUMP) === 0) return true;
  for (const x of opp) if ((sim.voids[x]! >> k) & 1) return false;
  // nobody after is known void: safe while the suit may still be with at least as many cards as opponents after
  return countOutside(sim, seat, k) >= opp.length;
}

/** Every remaining card of the seat is a sure winner (for the vole, O43). */
export function allSure(sim: Sim, seat: number): boolean {
  const t = sim.set.tab;
  const hand = sim.hands[seat]!;
  let myTr = 0;
  let lowTr = Infinity;
  for (const c of hand) {
    if (t.cls[c] === TRUMP) {
      myTr++;
      lowTr = Math.min(lowTr, t.str[c]!);
    }
  }
  const outTr = countOutside(sim, seat, TRUMP);
  if (outTr > 0) {
    const top = topOutside(sim, seat, TRUMP);
    if (myTr < outTr || t.str[top]! > lowTr) return false;
  }
  for (let k = 0; k < 4; k++) {
    let low = Infinity;
    for (const c of hand) if (t.cls[c] === k) low = Math.min(low, t.str[c]!);
    if (low === Infinity) continue;
    const top = topOutside(sim, seat, k);
    if (top >= 0 && t.str[top]! > low) return false;
  }
  return true;
}

/** The normal player's card (or STOP) for the seat to move, with its reason. */
export function choosePlay(sim: Sim): { card: number; reason: PlayReason } {
  const seat = sim.toMove;
  const legal = sim.legal();
  const stop = sim.stopAvailable();
  if (stop) {
    if (!allSure(sim, seat)) return { card: STOP, reason: 'stop' };
  }
  if (legal.length === 1) return { card: legal[0]!, reason: stop ? 'declareVole' : 'forced' };
  if (sim.trick.length === 0) {
    const r = lead(sim, seat, legal);
    return stop ? { card: r.card, reason: 'declareVole' } : r;
  }
  return follow(sim, seat, legal);
}

function lead(sim: Sim, seat: number, hand: readonly number[]): { card: number; reason: PlayReason } {
  const st = sim.set;
  const t = st.tab;
  const onSide = seat === st.lomber || (sim.knowsPartner(seat) && seat === st.partner);
  // QD rule 25: the partner leads the called King at his first lead
  if (st.called >= 0 && st.contract !== 'mediateur' && seat !== st.lomber && hand.includes(st.called) && !sim.led[seat]) {
    return { card: st.called, reason: 'leadCalledKing' };
  }
  const trumps = hand.filter((c) => t.cls[c] === TRUMP).sort((a, b) => t.str[b]! - t.str[a]!);
  const outTr = countOutside(sim, seat, TRUMP);
  const opponents: number[] = [];
  for (let x = 0; x < st.n; x++) if (x !== seat && sim.team(seat, x) !== 1) opponents.push(x);
  const oppMayTrump = outTr > 0 && opponents.some((x) => !((sim.voids[x]! >> TRUMP) & 1));
  // draws trumps only with the top one (calibrated: leading small trumps from length lost marks in self-play)
  if (onSide && trumps.length > 0 && outTr > 0) {
    const top = topOutside(sim, seat, TRUMP);
    if (t.str[trumps[0]!]! > t.str[top]!) return { card: trumps[0]!, reason: 'drawTrumps' };
  }
  // sure winners in plain suits (the Lomber keeps his Kings while trumps are out and he cannot draw them)
  const plain = hand.filter((c) => t.cls[c] !== TRUMP);
  let cash = -1;
  for (const c of plain) {
    const k = t.cls[c]!;
    const top = topOutside(sim, seat, k);
    if (top >= 0 && t.str[top]! > t.str[c]!) continue;
    if (top < 0 && countOutside(sim, seat, k) === 0 && oppMayTrump) continue; // nobody can follow: it would be trumped
    const voidOpp = opponents.some((x) => (sim.voids[x]! >> k) & 1);
    if (voidOpp && oppMayTrump) continue;
    if (cash < 0 || t.str[c]! > t.str[cash]!) cash = c;
  }
  if (cash >= 0) return { card: cash, reason: 'cashWinner' };
  if (plain.length === 0) return { card: trumps[trumps.length - 1]!, reason: onSide ? 'leadSmallTrump' : 'leadLow' };
  // a low card: the side from its shortest suit (to ruff later), the defenders from their longest, not the Lomber's first suit
  const bySuit = [0, 0, 0, 0];
  for (const c of plain) bySuit[t.cls[c]!]!++;
  let best = -1;
  let bestScore = -Infinity;
  for (const c of plain) {
    const k = t.cls[c]!;
    let score = onSide ? -bySuit[k]! : bySuit[k]!;
    if (!onSide && k === sim.lomberFirstSuit) score -= 3;
    if (!onSide && (sim.voids[st.lomber]! >> k) & 1 && st.lomber !== seat) score += 1; // forces the Lomber to trump
    score -= (t.str[c]! - 40) * 0.05; // lower card of the suit
    if (rankAt(c) === 'K') score -= 5;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return { card: best, reason: !onSide && (sim.voids[st.lomber]! >> t.cls[best]!) & 1 ? 'leadForce' : 'leadLow' };
}

function follow(sim: Sim, seat: number, legal: readonly number[]): { card: number; reason: PlayReason } {
  const st = sim.set;
  const t = st.tab;
  const n = st.n;
  const wi = winnerOf(sim);
  const wc = sim.trick[wi]!;
  const ws = sim.trickSeats[wi]!;
  const after: number[] = [];
  for (let i = sim.trick.length + 1; i < n; i++) after.push((seat + i - sim.trick.length) % n);
  const winners = legal.filter((c) => beats(sim, c, wc));
  const mate = sim.team(seat, ws);
  if (mate === 1) {
    if (safeWinner(sim, seat, wc, after) || winners.length === 0) return { card: cheapest(sim, seat, legal), reason: 'followPartner' };
    const safe = winners.filter((c) => safeWinner(sim, seat, c, after));
    if (safe.length) return { card: lowestWinner(sim, safe), reason: 'winTrick' };
    return { card: cheapest(sim, seat, legal), reason: 'followPartner' };
  }
  if (winners.length === 0) {
    const followsSuit = t.cls[legal[0]!] === t.cls[sim.trick[0]!];
    return { card: cheapest(sim, seat, legal), reason: followsSuit ? 'duck' : 'discardLow' };
  }
  const lomberWinning = ws === st.lomber && seat !== st.lomber;
  const ruffing = t.cls[winners[0]!] === TRUMP && t.cls[sim.trick[0]!] !== TRUMP;
  const label: PlayReason = lomberWinning ? 'stopLomber' : ruffing ? 'ruff' : 'winTrick';
  const oppAfter = after.filter((x) => sim.team(seat, x) !== 1);
  if (oppAfter.length === 0) return { card: lowestWinner(sim, winners), reason: label };
  const safe = winners.filter((c) => safeWinner(sim, seat, c, after));
  if (safe.length) return { card: lowestWinner(sim, safe), reason: label };
  // no safe winner: the cheapest card that wins now (calibrated: better than ducking in self-play)
  return { card: lowestWinner(sim, winners), reason: label };
}

function winnerOf(sim: Sim): number {
  const t = sim.set.tab;
  let best = 0;
  for (let i = 1; i < sim.trick.length; i++) {
    const a = t.cls[sim.trick[best]!]!;
    const b = t.cls[sim.trick[i]!]!;
    if (b === a ? t.str[sim.trick[i]!]! > t.str[sim.trick[best]!]! : b === TRUMP) best = i;
  }
  return best;
}

/** Plays the table to its end by the rules of thumb for every seat; returns each seat's equity change. */
export function playOut(sim: Sim): number[] {
  while (!sim.over) {
    const { card } = choosePlay(sim);
    if (card === STOP) sim.stop();
    else sim.play(card);
  }
  return sim.settle();
}

/** The reason code for any legal card of the seat to move (the normal player's own reason when it is his card). */
export function classifyPlay(sim: Sim, card: number): PlayReason {
  const seat = sim.toMove;
  const st = sim.set;
  const t = st.tab;
  if (sim.stopAvailable()) return 'declareVole';
  if (sim.legal().length === 1) return 'forced';
  const normal = choosePlay(sim);
  if (normal.card === card) return normal.reason;
  if (sim.trick.length === 0) {
    if (card === st.called && seat !== st.lomber && st.contract !== 'mediateur') return 'leadCalledKing';
    const k = t.cls[card]!;
    const top = topOutside(sim, seat, k);
    if (k === TRUMP) return top < 0 || t.str[card]! > t.str[top]! ? 'drawTrumps' : 'leadSmallTrump';
    if (top < 0 || t.str[card]! > t.str[top]!) return 'cashWinner';
    if (seat !== st.lomber && (sim.voids[st.lomber]! >> k) & 1) return 'leadForce';
    return 'leadLow';
  }
  const wi = winnerOf(sim);
  const wc = sim.trick[wi]!;
  const ws = sim.trickSeats[wi]!;
  if (beats(sim, card, wc)) {
    if (ws === st.lomber && seat !== st.lomber) return 'stopLomber';
    if (t.cls[card] === TRUMP && t.cls[sim.trick[0]!] !== TRUMP) return 'ruff';
    return 'winTrick';
  }
  if (sim.team(seat, ws) === 1) return 'followPartner';
  return t.cls[card] === t.cls[sim.trick[0]!] ? 'duck' : 'discardLow';
}
