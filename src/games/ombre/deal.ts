/**
 * Sessions and deals (O4, O5, O12, O14, O16, O17, V-O-1, V-O-2, V-O-8, OD2, OQ2, QD2, CQ1): the
 * first dealer, the Blok and the ante, the favourite, the deal in packets from the mano, the talon.
 */
import { Rng, seedRng } from '../../engine/rng.js';
import { PACK, suitOf, SUITS } from './cards.js';
import { resolveRules } from './rules.js';
import type { Draft } from './draft.js';
import type { OmbreOptions, OmbreRules, OmbreState, Suit } from './types.js';

/** What is wrong with a pack for these rules (not the game's pack once each), or null. */
export function packProblem(rules: OmbreRules, pack: readonly unknown[]): string | null {
  if (!Array.isArray(pack)) return 'the pack must be an array of cards';
  if (pack.length !== rules.pack.length) return `the pack must have ${rules.pack.length} cards, not ${pack.length}`;
  const want = new Set(rules.pack);
  const seen = new Set<string>();
  for (const c of pack) {
    if (typeof c !== 'string' || !want.has(c)) return `${JSON.stringify(c)} is not a card of this game's pack`;
    if (seen.has(c)) return `${c} is twice in the pack`;
    seen.add(c);
  }
  return null;
}

/** n empty lists (by seat). */
function lists(n: number): string[][] {
  const out: string[][] = [];
  for (let s = 0; s < n; s++) out.push([]);
  return out;
}

/** Deals a new deal into `base` (dealer, balances, table and favourite already set): Blok, ante, cards. */
function deal(base: Omit<Draft, 'hands' | 'discards' | 'taken' | 'won' | 'talon'>, pack: readonly string[]): OmbreState {
  const r = base.rules;
  const n = r.players;
  const won: number[] = [];
  for (let s = 0; s < n; s++) won.push(0);
  // the fields in the order of draftOf (draft.ts): every state has the same shape
  const d: Draft = {
    options: base.options,
    balances: base.balances.slice(),
    pot: base.pot,
    betes: base.betes.map((b) => ({ ...b })),
    dealsPlayed: base.dealsPlayed,
    dealer: base.dealer,
    favourite: base.favourite,
    phase: base.phase,
    toMove: base.toMove,
    hands: lists(n),
    talon: [],
    turned: base.turned,
    auction: base.auction,
    lomber: base.lomber,
    contract: base.contract,
    trump: base.trump,
    called: base.called,
    partner: base.partner,
    giver: base.giver,
    discards: lists(n),
    taken: lists(n),
    matadors: base.matadors,
    trick: base.trick,
    tricks: base.tricks,
    won,
    vole: base.vole,
    outcome: base.outcome,
    rules: r,
    rng: base.rng,
    given: base.given,
  };
  if (r.variants.includes('V-O-8') && d.pot === 0 && d.betes.length === 0) {
    for (let s = 0; s < n; s++) d.balances[s]!--;
    d.pot += n;
  }
  d.balances[d.dealer]!--;
  d.pot += 1;
  const mano = (d.dealer + 1) % n;
  let k = 0;
  for (const size of r.packets) {
    for (let i = 0; i < n; i++) {
      const seat = (mano + i) % n;
      for (let j = 0; j < size; j++) d.hands[seat]!.push(pack[k++]!);
    }
  }
  d.talon = pack.slice(k);
  return d as unknown as OmbreState;
}

function perDeal(): Pick<Draft, 'phase' | 'auction' | 'lomber' | 'contract' | 'trump' | 'turned' | 'called' | 'partner' | 'giver' | 'matadors' | 'trick' | 'tricks' | 'vole' | 'outcome' | 'given'> {
  return {
    phase: 'auction',
    auction: [],
    lomber: null,
    contract: null,
    trump: null,
    turned: null,
    called: null,
    partner: null,
    giver: null,
    matadors: null,
    trick: [],
    tricks: [],
    vole: false,
    outcome: null,
    given: null,
  };
}

function drawFavourite(rng: Rng): Suit {
  return suitOf(PACK[rng.int(PACK.length)]!) ?? SUITS[0]!;
}

export function newSession(options: OmbreOptions, seed: string | number): OmbreState {
  const rules = resolveRules(options);
  const rng = new Rng(seedRng(seed));
  const n = rules.players;
  const dealer = rng.int(n);
  const favourite = rules.favourite === 'draw' || rules.favourite === 'fixed' ? drawFavourite(rng) : null;
  const pack = rng.shuffle(rules.pack);
  return deal(
    {
      options: JSON.parse(JSON.stringify(options)),
      balances: Array.from({ length: n }, () => 0),
      pot: 0,
      betes: [],
      dealsPlayed: 0,
      dealer,
      favourite,
      toMove: (dealer + 1) % n,
      ...perDeal(),
      rules,
      rng: rng.state,
    },
    pack,
  );
}

/** The next deal from 'dealOver' (O5: the deal passes to the right); `pack` top first; `favourite` instead of the draw. */
export function nextDeal(s: OmbreState, pack?: readonly string[], favourite?: Suit | null): OmbreState {
  if (s.phase !== 'dealOver') throw new Error(`nextDeal works from phase dealOver, not ${s.phase}`);
  const rules = s.rules;
  const n = rules.players;
  if (pack !== undefined) {
    const p = packProblem(rules, pack);
    if (p) throw new Error(`nextDeal: ${p}`);
  }
  if (favourite !== undefined && favourite !== null) {
    if (rules.favourite === 'none') throw new Error(`nextDeal: ${rules.game} has no favourite suit`);
    if (!rules.suits.includes(favourite)) throw new Error(`nextDeal: ${JSON.stringify(favourite)} is not a suit of the pack`);
  }
  const rng = new Rng(s.rng);
  let fav: Suit | null;
  switch (rules.favourite) {
    case 'draw':
      fav = drawFavourite(rng);
      break;
    case 'fixed':
      fav = s.favourite;
      break;
    case 'firstWin':
      fav = s.favourite ?? (s.outcome === 'win' && s.trump !== null && s.contract !== 'grandissimo' && s.contract !== 'nullissimo' ? s.trump : null);
      break;
    default:
      fav = null;
  }
  if (favourite !== undefined) fav = favourite;
  const cards = pack ? pack.slice() : rng.shuffle(rules.pack);
  const dealer = (s.dealer + 1) % n;
  return deal(
    {
      options: s.options as OmbreOptions, // the engine's own copy, never changed (draft.ts): shared
      balances: s.balances as number[], // copied by deal()
      pot: s.pot,
      betes: s.betes as Draft['betes'], // copied by deal()
      dealsPlayed: s.dealsPlayed,
      dealer,
      favourite: fav,
      toMove: (dealer + 1) % n,
      ...perDeal(),
      rules,
      rng: rng.state,
    },
    cards,
  );
}
