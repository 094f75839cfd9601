/**
 * The draw for partners and the first dealer (W5–W9, section 13's procedure): every player draws a
 * card, ace low, suits never matter; ties that decide the sides (places 2 and 3) or the dealer
 * (place 4) draw again, round by round, until none is left. The two highest play against the two
 * lowest; the lowest deals from seat 3, his partner sits in seat 1, the opponents in seats 0 and 2
 * in player order (PD-W-1).
 */
import type { Rng } from '../../engine/rng.js';
import { drawRank, PACK } from './cards.js';
import type { DrawCard } from './types.js';

export interface DrawOutcome {
  /** Players from highest to lowest. */
  readonly order: readonly number[];
  /** By seat: the player sitting there. */
  readonly seats: number[];
}

export interface Tie {
  readonly players: number[];
  readonly purpose: 'sides' | 'deal';
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/**
 * Reads a draw round by round: the players ranked by their draws so far (highest first, the player
 * index breaking nothing but equal keys' order), and the ties still to be drawn again (W6–W8).
 */
export function rankDraw(draw: readonly (readonly DrawCard[])[]): { order: number[]; ties: Tie[] } {
  const keys: number[][] = [[], [], [], []];
  for (const round of draw) for (const d of round) keys[d.player]!.push(drawRank(d.card));
  const order = [0, 1, 2, 3].sort((a, b) => compareKeys(keys[a]!, keys[b]!) || a - b);
  const ties: Tie[] = [];
  let i = 0;
  while (i < 4) {
    let j = i + 1;
    while (j < 4 && compareKeys(keys[order[i]!]!, keys[order[j]!]!) === 0) j++;
    // places i+1 … j (1-based) are tied
    if (j - i > 1) {
      const sides = i <= 1 && j >= 3; // holds places 2 and 3
      const deal = j === 4; // holds place 4
      if (sides || deal) ties.push({ players: order.slice(i, j).sort((a, b) => a - b), purpose: sides ? 'sides' : 'deal' });
    }
    i = j;
  }
  return { order, ties };
}

/** The seats that follow from a finished draw (W5, W9). */
export function seatsFromOrder(order: readonly number[]): number[] {
  const dealer = order[3]!;
  const partner = order[2]!;
  const [a, b] = [order[0]!, order[1]!].sort((x, y) => x - y);
  return [a!, partner, b!, dealer];
}

/** What is wrong with a recorded draw (the wrong players redrew, a tie left open…), or null. */
export function drawProblem(draw: unknown): string | null {
  if (!Array.isArray(draw) || draw.length === 0) return 'draw must be a non-empty list of rounds';
  const done: DrawCard[][] = [];
  for (const [r, round] of draw.entries()) {
    if (!Array.isArray(round)) return `draw round ${r + 1} must be a list`;
    let expected: number[];
    if (r === 0) expected = [0, 1, 2, 3];
    else {
      const ties = rankDraw(done).ties;
      if (ties.length === 0) return `draw round ${r + 1} follows a draw without ties`;
      expected = ties.flatMap((t) => t.players).sort((a, b) => a - b);
    }
    const players = round.map((d: unknown) => (d && typeof d === 'object' ? (d as DrawCard).player : undefined));
    if (JSON.stringify(players) !== JSON.stringify(expected)) return `draw round ${r + 1} must be drawn by players ${expected.join(', ')} in order`;
    for (const d of round as DrawCard[]) if (typeof d.card !== 'string' || !PACK.includes(d.card)) return `draw round ${r + 1}: unknown card ${JSON.stringify(d.card)}`;
    done.push(round as DrawCard[]);
  }
  if (rankDraw(done).ties.length > 0) return 'the draw ends with a tie still to be drawn again';
  return null;
}

/**
 * Runs the draw: `card(player, round)` gives each card drawn (round 1-based). `onRound` hears each
 * round and the ties it leaves. Returns the draw, the players' order and the seats.
 */
export function runDraw(
  card: (player: number, round: number) => string,
  onRound?: (round: DrawCard[], ties: readonly Tie[], roundNo: number) => void,
): { draw: DrawCard[][]; order: number[]; seats: number[] } {
  const draw: DrawCard[][] = [];
  let players = [0, 1, 2, 3];
  for (let round = 1; ; round++) {
    const cards = players.map((player) => ({ player, card: card(player, round) }));
    draw.push(cards);
    const { order, ties } = rankDraw(draw);
    onRound?.(cards, ties, round);
    if (ties.length === 0) return { draw, order, seats: seatsFromOrder(order) };
    if (round > 1000) throw new Error('the draw for partners does not end');
    players = ties.flatMap((t) => t.players).sort((a, b) => a - b);
  }
}

/** A seeded draw: each round draws from a freshly shuffled pack (PD-W-14). */
export function randomDraw(rng: Rng, onRound?: (round: DrawCard[], ties: readonly Tie[], roundNo: number) => void) {
  let pack: string[] = [];
  let lastRound = 0;
  return runDraw((_player, round) => {
    if (round !== lastRound) {
      pack = rng.shuffle(PACK);
      lastRound = round;
    }
    return pack.pop()!;
  }, onRound);
}
