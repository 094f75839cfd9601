/**
 * Der halbe Mond (shared/rules/patience.md §3, S-HM-1 … S-HM-13). Interactive: 13 face-up piles of 8,
 * eight foundations (per suit a K-foundation down and an A-foundation up), pile-to-pile moves in suit
 * with A–K adjacent, six stages separated by a lift or a gather-and-deal.
 */
import { PATIENCE_MODES } from './modes.js';
import { copy, checkCards, checkInt, checkFoundations, definePatience, emptyFoundations, fail, fitsFoundations, foundationCards, isObj, rankNumber, suitOf, SUITS, top, violationOf, type Card } from './common.js';
import type { HalberMondEvent, HalberMondMove, HalberMondState } from './types.js';

export type HalberMondView = Omit<HalberMondState, 'seed'>;

export const HM_STAGES = 6;

/** A position for tests and tools: piles left to right, each bottom to top. */
export function halberMondPosition(p: Partial<Omit<HalberMondState, 'game'>>): HalberMondState {
  return {
    game: 'halber-mond',
    variants: p.variants ?? [],
    seed: p.seed ?? null,
    piles: p.piles ?? [],
    foundations: p.foundations ?? emptyFoundations(),
    stage: p.stage ?? 1,
    ended: p.ended ?? false,
  };
}

/** S-HM-6: same suit and one rank apart, A and K adjacent both ways. */
export function hmAdjacent(a: Card, b: Card): boolean {
  if (suitOf(a) !== suitOf(b)) return false;
  const d = Math.abs(rankNumber(a) - rankNumber(b));
  return d === 1 || d === 12;
}

function isWon(s: HalberMondState): boolean {
  return s.piles.length === 0; // S-HM-12: every card on the foundations
}

/** Card moves only (S-HM-5, S-HM-6), in pile order. */
export function hmCardMoves(s: HalberMondState): HalberMondMove[] {
  const out: HalberMondMove[] = [];
  const tops = s.piles.map((p) => top(p)!);
  const suits = tops.map(suitOf);
  const ranks = tops.map(rankNumber);
  for (let i = 0; i < tops.length; i++) {
    const c = tops[i]!;
    const suit = suits[i]!;
    for (const f of fitsFoundations(s.foundations[suit], c)) out.push({ type: 'toFoundation', pile: i + 1, card: c, suit, foundation: f });
  }
  for (let i = 0; i < tops.length; i++) {
    for (let j = 0; j < tops.length; j++) {
      if (i === j || suits[i] !== suits[j]) continue;
      const d = Math.abs(ranks[i]! - ranks[j]!);
      if (d === 1 || d === 12) out.push({ type: 'toPile', from: i + 1, to: j + 1, card: tops[i]!, onto: tops[j]! });
    }
  }
  return out;
}

function legalMoves(s: HalberMondState): HalberMondMove[] {
  if (isWon(s) || s.ended) return [];
  // S-HM-7: no move is compulsory; S-HM-9: the player may always end the stage (forced when nothing else).
  return [...hmCardMoves(s), { type: 'endStage', stage: s.stage }];
}

/** S-HM-10: the lift. Returns the new piles and the lifted cards (first taken first). */
export function lift(piles: readonly (readonly Card[])[]): { piles: Card[][]; lifted: Card[] } {
  const lifted: Card[] = [];
  const out = piles.map((p) => {
    if (p.length >= 2) {
      lifted.push(p[p.length - 1]!);
      return p.slice(0, -1);
    }
    return p.slice();
  });
  if (lifted.length > 0) out.push(lifted);
  return { piles: out, lifted };
}

/** S-HM-11: gather (right-end pile on top, each pile bottom to top) and deal in packets of k. */
export function gatherAndDeal(piles: readonly (readonly Card[])[], k: number): Card[][] {
  const packet = [...piles].reverse().flat();
  const out: Card[][] = [];
  for (let i = 0; i < packet.length; i += k) out.push(packet.slice(i, i + k));
  return out;
}

function perform(s: HalberMondState, m: HalberMondMove): { state: HalberMondState; events: HalberMondEvent[] } {
  if (m.type === 'toFoundation') {
    const piles = s.piles.slice();
    const from = piles[m.pile - 1]!.slice(0, -1);
    const emptied = from.length === 0;
    if (emptied) piles.splice(m.pile - 1, 1); // S-HM-8
    else piles[m.pile - 1] = from;
    const f = s.foundations[m.suit];
    const nf = { ...f, [m.foundation]: [...f[m.foundation], m.card] };
    const foundations = { ...s.foundations, [m.suit]: nf };
    return {
      state: { ...s, piles, foundations },
      events: [{ type: 'toFoundation', pile: m.pile, card: m.card, suit: m.suit, foundation: m.foundation, count: nf[m.foundation].length, pileEmptied: emptied }],
    };
  }
  if (m.type === 'toPile') {
    const piles = s.piles.slice();
    piles[m.to - 1] = [...piles[m.to - 1]!, m.card];
    const from = piles[m.from - 1]!.slice(0, -1);
    const emptied = from.length === 0;
    if (emptied) piles.splice(m.from - 1, 1);
    else piles[m.from - 1] = from;
    return { state: { ...s, piles }, events: [{ type: 'toPile', from: m.from, to: m.to, card: m.card, onto: m.onto, pileEmptied: emptied }] };
  }
  // S-HM-9: the action after the stage.
  const events: HalberMondEvent[] = [{ type: 'stageEnded', stage: s.stage }];
  if (s.stage >= HM_STAGES) return { state: { ...s, ended: true }, events };
  let piles: Card[][];
  if (s.stage % 2 === 1) {
    const r = lift(s.piles);
    piles = r.piles;
    events.push({ type: 'lifted', cards: r.lifted, pile: r.lifted.length > 0 ? piles.length : null });
  } else {
    const k = s.stage === 2 ? 6 : 4;
    piles = gatherAndDeal(s.piles, k);
    events.push({ type: 'dealt', k, piles: piles.length });
  }
  events.push({ type: 'stageStarted', stage: s.stage + 1, piles: piles.length });
  return { state: { ...s, piles, stage: s.stage + 1 }, events };
}

function explain(s: HalberMondState, m: unknown) {
  const mm = isObj(m) ? m : {};
  const n = s.piles.length;
  const pileOk = (x: unknown) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= n;
  if (mm.type === 'toFoundation') {
    if (!pileOk(mm.pile)) return violationOf('S-HM-8', 'no-such-pile', `there is no pile ${JSON.stringify(mm.pile)}`);
    const c = top(s.piles[(mm.pile as number) - 1]!)!;
    if (mm.card !== c) return violationOf('S-HM-4', 'not-top-card', `only the top card ${c} of pile ${mm.pile} moves`, { top: c });
    return violationOf('S-HM-5', 'foundation-does-not-fit', `${c} does not fit that foundation`, { card: c });
  }
  if (mm.type === 'toPile') {
    if (!pileOk(mm.from) || !pileOk(mm.to)) return violationOf('S-HM-8', 'no-such-pile', 'no such pile (empty piles disappear)');
    const c = top(s.piles[(mm.from as number) - 1]!)!;
    if (mm.card !== c) return violationOf('S-HM-4', 'not-top-card', `only the top card ${c} of pile ${mm.from} moves`, { top: c });
    const o = top(s.piles[(mm.to as number) - 1]!)!;
    return violationOf('S-HM-6', 'not-adjacent-in-suit', `${c} is not next to ${o} in the same suit`, { card: c, onto: o });
  }
  if (mm.type === 'endStage') return violationOf('S-HM-9', 'wrong-stage', `the stage being played is ${s.stage}`);
  return violationOf('S-HM-13', 'unknown-move', `not a move of Der halbe Mond: ${JSON.stringify(m)}`);
}

export const halberMond = definePatience<HalberMondState, HalberMondMove, HalberMondEvent, HalberMondView>({
  id: 'halber-mond',
  variants: [],
  defaultPacks: 2,
  packs: () => 2,
  // S-HM-2: pile i receives cards 8(i−1)+1 … 8i, the last on top.
  deal: (order, variants, seed) => ({
    game: 'halber-mond',
    variants,
    seed,
    piles: Array.from({ length: 13 }, (_, i) => order.slice(8 * i, 8 * i + 8)),
    foundations: emptyFoundations(),
    stage: 1,
    ended: false,
  }),
  legalMoves,
  perform,
  explain,
  isWon,
  outcomeReason: (s) => (isWon(s) ? 'all-on-foundations' : 'stage-6-ended'),
  // S-HM-4: every card may be inspected, so nothing is hidden.
  view: (s) => ({ game: s.game, variants: s.variants, piles: s.piles, foundations: s.foundations, stage: s.stage, ended: s.ended }),
  resample: (v) => copy({ ...v, seed: null }),
  faceDown: () => [],
  allCards: (s) => [...s.piles.flat(), ...foundationCards(s.foundations)],
  checkShape: (x) => {
    const g = 'halber-mond';
    if (!Array.isArray(x.piles)) fail(g, 'piles must be an array');
    for (const [i, p] of x.piles.entries()) {
      checkCards(g, p, `piles[${i}]`);
      if ((p as unknown[]).length === 0) fail(g, `piles[${i}] is empty (empty piles disappear)`);
    }
    checkFoundations(g, x.foundations, 'foundations');
    checkInt(g, x.stage, 'stage', 1, HM_STAGES);
    if (typeof x.ended !== 'boolean') fail(g, 'ended must be a boolean');
  },
  mode: PATIENCE_MODES['halber-mond'],
  layout: () => ({
    piles: [
      { id: 'pile', kind: 'tableau', faceUp: 'all', count: 'varies', place: 'semicircle, numbered from the left end' },
      ...SUITS.map((s) => ({ id: `foundationK${s}`, kind: 'foundation' as const, faceUp: 'top' as const, count: 1, place: 'kings row' })),
      ...SUITS.map((s) => ({ id: `foundationA${s}`, kind: 'foundation' as const, faceUp: 'top' as const, count: 1, place: 'aces row' })),
    ],
  }),
});
