/**
 * Die Doppelhausen (shared/rules/patience.md §1, S-DH-1 … S-DH-8).
 * Two packs in a left and a right stock, face up; pairs of equal rank among the visible top cards
 * must be removed (the player chooses which pair), otherwise both stocks draw onto their wastes.
 */
import { PATIENCE_MODES } from './modes.js';
import type { Rng } from '../../engine/rng.js';
import { checkCards, checkInt, copy, definePatience, fail, isObj, multisetMinus, packOf, top, violationOf, type Card } from './common.js';
import type { DhPile, DhTop, DoppelhausenEvent, DoppelhausenMove, DoppelhausenState, PatienceOptions } from './types.js';

/** The fixed pile order (left to right on the table), used for listing pairs (S-DH-8 "auto"). */
export const DH_PILES: readonly DhPile[] = ['leftWaste', 'leftStock', 'rightStock', 'rightWaste', 'reserve'];
const UNSEEN_PILES = ['leftStock', 'rightStock', 'reserve'] as const;

export interface DoppelhausenView {
  readonly game: 'doppelhausen';
  readonly variants: readonly string[];
  /** Each pile's cards that have been seen (the unseen ones below are only counted). */
  readonly piles: { readonly [P in DhPile]: readonly Card[] };
  readonly unseen: DoppelhausenState['unseen'];
  readonly removed: readonly Card[];
  readonly pass: number;
  readonly passEqual: boolean;
  readonly pairsThisPass: number;
}

/** A position for tests and tools; piles bottom to top, all cards seen unless `unseen` says so. */
export function doppelhausenPosition(p: Partial<Omit<DoppelhausenState, 'game' | 'piles'>> & { piles?: Partial<Record<DhPile, readonly Card[]>> }): DoppelhausenState {
  const piles = { leftWaste: [], leftStock: [], rightStock: [], rightWaste: [], reserve: [], ...(p.piles ?? {}) };
  return {
    game: 'doppelhausen',
    variants: p.variants ?? [],
    seed: p.seed ?? null,
    piles,
    unseen: p.unseen ?? { leftStock: 0, rightStock: 0, reserve: 0 },
    removed: p.removed ?? [],
    pass: p.pass ?? 1,
    passEqual: p.passEqual ?? piles.leftStock.length === piles.rightStock.length,
    pairsThisPass: p.pairsThisPass ?? 0,
  };
}

function sameRank(a: Card, b: Card): boolean {
  return a.slice(0, -1) === b.slice(0, -1);
}

function tops(piles: DoppelhausenState['piles']): DhTop[] {
  const out: DhTop[] = [];
  for (const p of DH_PILES) {
    const c = top(piles[p]);
    if (c !== undefined) out.push({ pile: p, card: c });
  }
  return out;
}

/** S-DH-4: every pair of visible cards of the same rank, in the fixed pile order. */
function pairs(s: DoppelhausenState): DoppelhausenMove[] {
  const t = tops(s.piles);
  const out: DoppelhausenMove[] = [];
  for (let i = 0; i < t.length; i++) {
    for (let j = i + 1; j < t.length; j++) {
      const a = t[i]!;
      const b = t[j]!;
      if (sameRank(a.card, b.card)) out.push({ type: 'pair', piles: [a.pile, b.pile], cards: [a.card, b.card] });
    }
  }
  return out;
}

function legalMoves(s: DoppelhausenState): DoppelhausenMove[] {
  const ps = pairs(s);
  if (ps.length > 0) return ps; // S-DH-4 takes priority over S-DH-5 … S-DH-7
  const l = s.piles.leftStock.length;
  const r = s.piles.rightStock.length;
  if (l > 0 && r > 0) return [{ type: 'draw' }]; // S-DH-5
  if (l > 0) return [{ type: 'toReserve', from: 'leftStock', count: l }]; // S-DH-6
  if (r > 0) return [{ type: 'toReserve', from: 'rightStock', count: r }];
  // S-DH-7: end of a pass.
  if (DH_PILES.every((p) => s.piles[p].length === 0)) return []; // (a) won
  if (s.passEqual && s.pairsThisPass === 0) return []; // (b) lost
  if (s.piles.leftWaste.length + s.piles.rightWaste.length === 0) return []; // (c)3 lost
  return [{ type: 'newPass', pass: s.pass + 1 }];
}

/** Unseen cards stay at the bottom; a pile's top card is always seen. */
function normaliseUnseen(piles: DoppelhausenState['piles'], unseen: DoppelhausenState['unseen']): DoppelhausenState['unseen'] {
  const u = { ...unseen };
  for (const p of UNSEEN_PILES) u[p] = Math.min(u[p], Math.max(0, piles[p].length - 1));
  return u;
}

function perform(s: DoppelhausenState, m: DoppelhausenMove): { state: DoppelhausenState; events: DoppelhausenEvent[] } {
  const piles: { [P in DhPile]: Card[] } = {
    leftWaste: s.piles.leftWaste.slice(),
    leftStock: s.piles.leftStock.slice(),
    rightStock: s.piles.rightStock.slice(),
    rightWaste: s.piles.rightWaste.slice(),
    reserve: s.piles.reserve.slice(),
  };
  let unseen = { ...s.unseen };
  switch (m.type) {
    case 'pair': {
      piles[m.piles[0]].pop();
      piles[m.piles[1]].pop();
      unseen = normaliseUnseen(piles, unseen);
      const state = { ...s, piles, unseen, removed: [...s.removed, ...m.cards], pairsThisPass: s.pairsThisPass + 1 };
      return { state, events: [{ type: 'pairRemoved', piles: m.piles, cards: m.cards, tops: tops(piles) }] };
    }
    case 'draw': {
      const left = piles.leftStock.pop()!;
      const right = piles.rightStock.pop()!;
      piles.leftWaste.push(left);
      piles.rightWaste.push(right);
      unseen = normaliseUnseen(piles, unseen);
      return { state: { ...s, piles, unseen }, events: [{ type: 'drawn', left, right, tops: tops(piles) }] };
    }
    case 'toReserve': {
      const packet = piles[m.from];
      // S-DH-6: order unchanged, face up, on top of the reserve. Unseen cards can only come from
      // the first pass, when the reserve is still empty, so they stay a bottom block.
      const reserveUnseen = piles.reserve.length === 0 ? unseen[m.from] : unseen.reserve;
      piles.reserve = [...piles.reserve, ...packet];
      piles[m.from] = [];
      unseen = normaliseUnseen(piles, { ...unseen, [m.from]: 0, reserve: reserveUnseen });
      return { state: { ...s, piles, unseen }, events: [{ type: 'toReserve', from: m.from, count: packet.length, tops: tops(piles) }] };
    }
    case 'newPass': {
      if (s.variants.includes('V-DH-2')) {
        // V-DH-2 ("move"): each waste becomes the stock on its own side.
        piles.leftStock = piles.leftWaste;
        piles.rightStock = piles.rightWaste;
      } else {
        // S-DH-7(c): left waste on top of right waste, the top ⌈n/2⌉ cards become the left stock.
        const merged = [...piles.rightWaste, ...piles.leftWaste];
        const n = merged.length;
        const cut = n - Math.ceil(n / 2);
        piles.leftStock = merged.slice(cut);
        piles.rightStock = merged.slice(0, cut);
      }
      piles.leftWaste = [];
      piles.rightWaste = [];
      unseen = { ...unseen, leftStock: 0, rightStock: 0 };
      const state: DoppelhausenState = {
        ...s,
        piles,
        unseen,
        pass: m.pass,
        passEqual: piles.leftStock.length === piles.rightStock.length,
        pairsThisPass: 0,
      };
      return {
        state,
        events: [{ type: 'passStarted', pass: m.pass, leftCount: piles.leftStock.length, rightCount: piles.rightStock.length, tops: tops(piles) }],
      };
    }
  }
}

function explain(s: DoppelhausenState, m: unknown) {
  const type = isObj(m) ? m.type : undefined;
  const hasPair = pairs(s).length > 0;
  if (type === 'pair') {
    const mm = m as { piles?: unknown; cards?: unknown };
    const ps = Array.isArray(mm.piles) ? mm.piles : [];
    if (ps.length !== 2 || ps[0] === ps[1] || !ps.every((p) => DH_PILES.includes(p as DhPile))) {
      return violationOf('S-DH-4', 'bad-pair', 'a pair names two different piles', { piles: ps });
    }
    const a = top(s.piles[ps[0] as DhPile]);
    const b = top(s.piles[ps[1] as DhPile]);
    if (a === undefined || b === undefined) return violationOf('S-DH-3', 'empty-pile', 'a pile of the pair is empty');
    if (!sameRank(a, b)) return violationOf('S-DH-4', 'not-same-rank', `the visible cards ${a} and ${b} differ in rank`, { cards: [a, b] });
    return violationOf('S-DH-4', 'bad-pair', 'give the pair as listed by legalMoves (piles in table order, their top cards)', { cards: [a, b] });
  }
  if (hasPair) return violationOf('S-DH-4', 'pair-must-be-removed', 'a pair is visible: it must be removed first');
  if (type === 'draw') return violationOf('S-DH-5', 'cannot-draw', 'drawing needs both stocks non-empty');
  if (type === 'toReserve') return violationOf('S-DH-6', 'no-leftover', 'the leftover goes to the reserve only when exactly one stock is empty');
  if (type === 'newPass') return violationOf('S-DH-7', 'pass-not-over', 'a new pass starts only when both stocks are empty');
  return violationOf('S-DH-8', 'unknown-move', `not a Doppelhausen move: ${JSON.stringify(m)}`);
}

function view(s: DoppelhausenState): DoppelhausenView {
  const piles = { ...s.piles };
  for (const p of UNSEEN_PILES) piles[p] = s.piles[p].slice(s.unseen[p]);
  return { game: s.game, variants: s.variants, piles, unseen: s.unseen, removed: s.removed, pass: s.pass, passEqual: s.passEqual, pairsThisPass: s.pairsThisPass };
}

function resample(v: DoppelhausenView, rng: Rng): DoppelhausenState {
  const visible = [...DH_PILES.flatMap((p) => v.piles[p]), ...v.removed];
  const hidden = rng.shuffle(multisetMinus(packOf(2), visible));
  const piles = { ...v.piles };
  for (const p of UNSEEN_PILES) piles[p] = [...hidden.splice(0, v.unseen[p]), ...v.piles[p]];
  return copy({ game: 'doppelhausen', variants: v.variants, seed: null, piles, unseen: v.unseen, removed: v.removed, pass: v.pass, passEqual: v.passEqual, pairsThisPass: v.pairsThisPass });
}

function deal(order: Card[], variants: string[], seed: string | number | null, options: PatienceOptions, rng: Rng | null): DoppelhausenState {
  // S-DH-2: 52/52 by default; V-DH-1 an uneven split (random 48–56 for a seeded game, or options.split).
  let split = 52;
  if (options.split !== undefined) {
    if (!variants.includes('V-DH-1') && options.split !== 52) throw new Error('Die Doppelhausen: options.split needs variant V-DH-1');
    if (!Number.isInteger(options.split) || options.split < 1 || options.split > 103) throw new Error('Die Doppelhausen: options.split must be an integer 1–103');
    split = options.split;
  } else if (variants.includes('V-DH-1') && rng) {
    split = 48 + rng.int(9);
  }
  const leftStock = order.slice(0, split).reverse();
  const rightStock = order.slice(split).reverse();
  return {
    game: 'doppelhausen',
    variants,
    seed,
    piles: { leftWaste: [], leftStock, rightStock, rightWaste: [], reserve: [] },
    unseen: { leftStock: leftStock.length - 1, rightStock: rightStock.length - 1, reserve: 0 },
    removed: [],
    pass: 1,
    passEqual: leftStock.length === rightStock.length,
    pairsThisPass: 0,
  };
}

export const doppelhausen = definePatience<DoppelhausenState, DoppelhausenMove, DoppelhausenEvent, DoppelhausenView>({
  id: 'doppelhausen',
  variants: ['V-DH-1', 'V-DH-2'],
  defaultPacks: 2,
  packs: () => 2,
  deal,
  legalMoves,
  perform,
  explain,
  isWon: (s) => DH_PILES.every((p) => s.piles[p].length === 0),
  outcomeReason: (s) =>
    DH_PILES.every((p) => s.piles[p].length === 0)
      ? 'all-removed'
      : s.passEqual && s.pairsThisPass === 0
        ? 'equal-pass-without-pair'
        : 'only-reserve-left',
  view,
  resample,
  faceDown: (s) => UNSEEN_PILES.flatMap((p) => s.piles[p].slice(0, s.unseen[p])),
  allCards: (s) => [...DH_PILES.flatMap((p) => s.piles[p]), ...s.removed],
  checkShape: (x) => {
    const g = 'doppelhausen';
    if (!isObj(x.piles)) fail(g, 'piles must be an object');
    for (const p of DH_PILES) checkCards(g, x.piles[p], `piles.${p}`);
    if (!isObj(x.unseen)) fail(g, 'unseen must be an object');
    for (const p of UNSEEN_PILES) checkInt(g, x.unseen[p], `unseen.${p}`, 0, Math.max(0, (x.piles[p] as unknown[]).length - 1));
    checkCards(g, x.removed, 'removed');
    checkInt(g, x.pass, 'pass', 1, 1000);
    if (typeof x.passEqual !== 'boolean') fail(g, 'passEqual must be a boolean');
    checkInt(g, x.pairsThisPass, 'pairsThisPass', 0, 52);
  },
  mode: PATIENCE_MODES['doppelhausen'],
  layout: () => ({
    piles: [
      { id: 'leftWaste', kind: 'waste', faceUp: 'top', count: 1, place: 'left of the left stock' },
      { id: 'leftStock', kind: 'stock', faceUp: 'top', count: 1, place: 'left' },
      { id: 'rightStock', kind: 'stock', faceUp: 'top', count: 1, place: 'right' },
      { id: 'rightWaste', kind: 'waste', faceUp: 'top', count: 1, place: 'right of the right stock' },
      { id: 'reserve', kind: 'reserve', faceUp: 'top', count: 1, place: 'below' },
      { id: 'removed', kind: 'discard', faceUp: 'none', count: 1, place: 'aside' },
    ],
  }),
});

export { legalMoves as doppelhausenLegalMoves };
