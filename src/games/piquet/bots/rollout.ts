/**
 * The strong player's playouts of the tricks: a compact simulation of the rest of a sampled deal
 * on bit masks, both seats played by the normal player's rules of thumb (policy.ts), each on its own
 * knowledge only. It scores as the engine does (checked against it in test/node/piquet-bots.test.ts):
 * - Q29 lead point for a counting card (V-Q-3: every lead); Q30 beat point (V-Q-7: counting cards only);
 * - Q31 the last trick: 3 for the trick in all (V-Q-2: 2; V-Q-3: the trick's point + 1);
 * - Q27 the elder's pique after a play credit; Q32, Q33 cards 10, capot 40 (no pique);
 * - Q35, PD-Q-8: the game ends the moment a seat reaches the target.
 */
import type { Rng } from '../../../engine/rng.js';
import type { PiquetRules, PiquetState, Seat } from '../types.js';
import { ALL, idx } from './model.js';
import { choosePlay, type SeatInfo } from './policy.js';

function voidMask(voids: number): number {
  let m = 0;
  for (let s = 0; s < 4; s++) if (voids & (1 << s)) m |= 0xff << (s * 8);
  return m;
}

/** A deal in its play phase, as masks. */
export interface Sim {
  rules: PiquetRules;
  elder: Seat;
  hands: [number, number];
  /** The seat to play, and the card led to the current trick (−1 when none). */
  toMove: Seat;
  led: number;
  leader: Seat;
  tricks: number;
  tricksWon: [number, number];
  dealScores: [number, number];
  scores: [number, number];
  bonusMade: boolean;
  /** The game ended in this deal (race: a seat reached the target). */
  over: boolean;
  winner: Seat | null;
  /** Cards played. */
  played: number;
  /** Suits (4-bit) each seat has shown void in. */
  voids: [number, number];
  /** What each seat knows to be out of play (own discards; the younger: the talon left, Q16). */
  out: [number, number];
  /** Each seat: the opponent's cards it has seen shown (Q23), and the cards it knows he lacks (a trio's missing card). */
  oppHas: [number, number];
  notOpp: [number, number];
}

/** The simulation of a sampled deal in phase 'play'. */
export function simOf(s: PiquetState): Sim {
  const elder = 1 - s.dealer;
  const hands: [number, number] = [0, 0];
  for (let p = 0; p < 2; p++) for (const c of s.hands[p]!) hands[p]! |= 1 << idx(c);
  let played = 0;
  const voids: [number, number] = [0, 0];
  for (const t of s.tricks) {
    const a = idx(t[0]!.card);
    const b = idx(t[1]!.card);
    played |= (1 << a) | (1 << b);
    if (a >> 3 !== b >> 3) voids[t[1]!.seat]! |= 1 << (a >> 3);
  }
  let led = -1;
  let leader = s.toMove!;
  if (s.trick.length === 1) {
    led = idx(s.trick[0]!.card);
    leader = s.trick[0]!.seat;
    played |= 1 << led;
  }
  const out: [number, number] = [0, 0];
  for (let p = 0; p < 2; p++) for (const c of s.discards[p]!) out[p]! |= 1 << idx(c);
  for (const c of s.talon) out[1 - elder]! |= 1 << idx(c);
  const oppHas: [number, number] = [0, 0];
  const notOpp: [number, number] = [0, 0];
  for (const d of s.declared) {
    if (d.winner === null) continue;
    const seer = 1 - d.winner;
    for (const c of d.shown) oppHas[seer]! |= 1 << idx(c);
    for (const c of d.missing) notOpp[seer]! |= 1 << idx(c);
  }
  return {
    rules: s.rules,
    elder,
    hands,
    toMove: s.toMove!,
    led,
    leader,
    tricks: s.tricks.length,
    tricksWon: [s.tricksWon[0]!, s.tricksWon[1]!],
    dealScores: [s.dealScores[0]!, s.dealScores[1]!],
    scores: [s.scores[0]!, s.scores[1]!],
    bonusMade: s.repique !== null || s.pique !== null,
    over: false,
    winner: null,
    played,
    voids,
    out,
    oppHas,
    notOpp,
  };
}

/** Fills `info` with what seat `p` knows in `sim` (the same shape as from a view). */
export function simInfo(sim: Sim, p: Seat, info: SeatInfo): SeatInfo {
  const o = 1 - p;
  info.me = p;
  info.elder = sim.elder;
  info.rules = sim.rules;
  info.hand = sim.hands[p]!;
  info.led = sim.toMove === p && sim.led >= 0 ? sim.led : -1;
  const has = sim.oppHas[p]! & ~sim.played;
  info.oppHas = has;
  info.oppMay = (ALL & ~sim.hands[p]! & ~sim.played & ~sim.out[p]! & ~sim.notOpp[p]! & ~voidMask(sim.voids[o]!)) | has;
  info.tricks = sim.tricks;
  info.myTricks = sim.tricksWon[p]!;
  info.oppTricks = sim.tricksWon[o]!;
  info.myDeal = sim.dealScores[p]!;
  info.oppDeal = sim.dealScores[o]!;
  info.bonusMade = sim.bonusMade;
  return info;
}

/** One credit (Q35): true when it ends the game (a seat reaches the target). */
function credit(sim: Sim, seat: Seat, points: number): boolean {
  sim.dealScores[seat]! += points;
  sim.scores[seat]! += points;
  const target = sim.rules.target;
  if (target !== null && sim.scores[seat]! >= target) {
    sim.over = true;
    sim.winner = seat;
    return true;
  }
  return false;
}

/** A lead, beat or last-trick credit and the elder's pique (Q27). */
function playCredit(sim: Sim, seat: Seat, points: number): boolean {
  if (points <= 0) return false;
  if (credit(sim, seat, points)) return true;
  const e = sim.elder;
  if (seat === e && !sim.bonusMade && sim.dealScores[e]! >= 30 && sim.dealScores[1 - e] === 0) {
    sim.bonusMade = true;
    return credit(sim, e, 30);
  }
  return false;
}

const counting = (card: number): boolean => (card & 7) >= 3;

/** Plays card `card` (index) for the seat to move; returns false once the deal (or the game) is over. */
export function simPlay(sim: Sim, card: number): boolean {
  const p = sim.toMove;
  const b = 1 << card;
  sim.hands[p]! &= ~b;
  sim.played |= b;
  const rules = sim.rules;
  if (sim.led < 0) {
    sim.led = card;
    sim.leader = p;
    sim.toMove = 1 - p;
    if (playCredit(sim, p, rules.modernTricks || counting(card) ? 1 : 0)) return false;
    return true;
  }
  const led = sim.led;
  const leader = sim.leader;
  const same = led >> 3 === card >> 3;
  if (!same) sim.voids[p]! |= 1 << (led >> 3);
  const beat = same && card > led;
  const winner = beat ? p : leader;
  sim.led = -1;
  sim.tricks++;
  sim.tricksWon[winner]!++;
  sim.toMove = winner;
  const beatPoint = beat && (!rules.countingBeats || counting(card)) ? 1 : 0;
  if (sim.tricks < 12) return !playCredit(sim, p, beatPoint);
  const last = rules.modernTricks ? (beat ? beatPoint : 0) + 1 : beat ? rules.lastTrick : rules.lastTrick - (counting(led) ? 1 : 0);
  if (playCredit(sim, winner, last)) return false;
  const w = sim.tricksWon;
  const seat: Seat = w[0]! >= 7 ? 0 : w[1]! >= 7 ? 1 : -1;
  if (seat >= 0) credit(sim, seat, w[seat] === 12 ? 40 : 10);
  return false;
}

/**
 * Plays the deal to its end by the policy (with `noise` random cards) and returns `simValue`; with a
 * solver, the last `exactTricks` tricks are solved exactly instead (from the start of a trick).
 */
export function simRun(sim: Sim, rng: Rng, noise: number, me: Seat, bonus: number, solver: EndSolver | null = null, exactTricks = 0): number {
  const info = {} as SeatInfo;
  for (;;) {
    if (solver && sim.led < 0 && 12 - sim.tricks <= exactTricks) return solver.solve(sim, me, bonus);
    const card = choosePlay(simInfo(sim, sim.toMove, info), rng, noise);
    if (!simPlay(sim, card)) return simValue(sim, me, bonus);
  }
}

/** A copy of `sim` to play on. */
export function cloneSim(sim: Sim): Sim {
  return {
    ...sim,
    hands: [sim.hands[0], sim.hands[1]],
    tricksWon: [sim.tricksWon[0], sim.tricksWon[1]],
    dealScores: [sim.dealScores[0], sim.dealScores[1]],
    scores: [sim.scores[0], sim.scores[1]],
    voids: [sim.voids[0], sim.voids[1]],
  };
}

/** The seat's points minus the opponent's in the deal, ±`bonus` when the race ended in it (Q35). */
export function simValue(sim: Sim, me: Seat, bonus: number): number {
  let v = sim.dealScores[me]! - sim.dealScores[1 - me]!;
  if (sim.over && !sim.rules.partie && sim.winner !== null) v += sim.winner === me ? bonus : -bonus;
  return v;
}

const FIELDS = 15;

/**
 * The end of a deal solved exactly with every card known (minimax with alpha-beta over the
 * simulation): the value `simValue` reaches when both seats play their best from here. Cards of a
 * hand that are equal in play (same suit, only cards already played between them, both counting or
 * neither) are tried once. Meant for the last few tricks (the cost grows fast with the cards left).
 */
export class EndSolver {
  private stack = new Int32Array(FIELDS * 32);
  nodes = 0;

  solve(sim: Sim, me: Seat, bonus: number): number {
    this.nodes = 0;
    return this.search(sim, me, bonus, -Infinity, Infinity, 0);
  }

  private search(sim: Sim, me: Seat, bonus: number, alpha: number, beta: number, depth: number): number {
    this.nodes++;
    const p = sim.toMove;
    const moves = this.moves(sim);
    const maximizing = p === me;
    let best = maximizing ? -Infinity : Infinity;
    for (let k = 0; k < moves.length; k++) {
      this.save(sim, depth);
      const v = simPlay(sim, moves[k]!) ? this.search(sim, me, bonus, alpha, beta, depth + 1) : simValue(sim, me, bonus);
      this.restore(sim, depth);
      if (maximizing) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /** The distinct legal cards of the seat to move, in a good order for the pruning. */
  private moves(sim: Sim): number[] {
    const p = sim.toMove;
    const hand = sim.hands[p]!;
    let legal = hand;
    if (sim.led >= 0) {
      const f = hand & (0xff << ((sim.led >> 3) * 8));
      if (f !== 0) legal = f;
    }
    const out: number[] = [];
    const played = sim.played;
    for (let s = 0; s < 4; s++) {
      const my = (legal >>> (s * 8)) & 0xff;
      if (!my) continue;
      const gone = (played >>> (s * 8)) & 0xff;
      let prev = -1;
      for (let r = 7; r >= 0; r--) {
        if (!(my & (1 << r))) continue;
        // Equal to the previous card kept when every rank between them has been played.
        const between = prev >= 0 ? ((1 << prev) - 1) & ~((2 << r) - 1) : 0;
        if (!(prev >= 0 && (between & ~gone) === 0 && (r >= 3) === (prev >= 3))) out.push(s * 8 + r);
        prev = r;
      }
    }
    if (sim.led >= 0) {
      // Following: the cheapest card that beats first, then the rest low to high.
      const led = sim.led;
      out.sort((a, b) => {
        const wa = a >> 3 === led >> 3 && a > led ? 0 : 1;
        const wb = b >> 3 === led >> 3 && b > led ? 0 : 1;
        return wa - wb || (a & 7) - (b & 7);
      });
    } else out.sort((a, b) => (b & 7) - (a & 7));
    return out;
  }

  private save(sim: Sim, depth: number): void {
    const st = this.stack;
    const o = depth * FIELDS;
    st[o] = sim.hands[0]!;
    st[o + 1] = sim.hands[1]!;
    st[o + 2] = sim.toMove;
    st[o + 3] = sim.led;
    st[o + 4] = sim.leader;
    st[o + 5] = sim.tricks;
    st[o + 6] = sim.tricksWon[0]!;
    st[o + 7] = sim.tricksWon[1]!;
    st[o + 8] = sim.dealScores[0]!;
    st[o + 9] = sim.dealScores[1]!;
    st[o + 10] = sim.scores[0]!;
    st[o + 11] = sim.scores[1]!;
    st[o + 12] = (sim.bonusMade ? 1 : 0) | (sim.over ? 2 : 0);
    st[o + 13] = sim.winner === null ? -1 : sim.winner;
    st[o + 14] = sim.played;
  }

  private restore(sim: Sim, depth: number): void {
    const st = this.stack;
    const o = depth * FIELDS;
    sim.hands[0] = st[o]!;
    sim.hands[1] = st[o + 1]!;
    sim.toMove = st[o + 2]!;
    sim.led = st[o + 3]!;
    sim.leader = st[o + 4]!;
    sim.tricks = st[o + 5]!;
    sim.tricksWon[0] = st[o + 6]!;
    sim.tricksWon[1] = st[o + 7]!;
    sim.dealScores[0] = st[o + 8]!;
    sim.dealScores[1] = st[o + 9]!;
    sim.scores[0] = st[o + 10]!;
    sim.scores[1] = st[o + 11]!;
    sim.bonusMade = (st[o + 12]! & 1) !== 0;
    sim.over = (st[o + 12]! & 2) !== 0;
    sim.winner = st[o + 13]! < 0 ? null : st[o + 13]!;
    sim.played = st[o + 14]!;
  }
}
