/** Positions: the contract's plain JSON form of a state, checked strictly (a bad position throws, naming the problem). */
import { isRngState, seedRng } from '../../engine/rng.js';
import { isPiquetCard, PACK, rankIndex, suit } from './cards.js';
import { optionsProblem, resolveRules } from './rules.js';
import type { Declared, Phase, PiquetPosition, PiquetState, Play, Seat } from './types.js';

const PHASES: readonly Phase[] = ['exchange-elder', 'exchange-younger', 'play', 'dealOver', 'gameOver'];
const CATEGORIES = ['point', 'sequences', 'sets'] as const;

function fail(message: string): never {
  throw new Error(`Bad Piquet position: ${message}`);
}

const isWhole = (x: unknown): x is number => Number.isInteger(x);

function seat(x: unknown, what: string): Seat {
  if (x !== 0 && x !== 1) fail(`${what} must be seat 0 or 1, got ${JSON.stringify(x)}`);
  return x;
}

function seatOrNull(x: unknown, what: string): Seat | null {
  return x === null ? null : seat(x, `${what} (or null)`);
}

function cards(x: unknown, what: string): string[] {
  if (!Array.isArray(x)) fail(`${what} must be a list of cards`);
  for (const c of x) if (!isPiquetCard(c)) fail(`${what}: unknown card ${JSON.stringify(c)} (Q2: ranks A K Q J 10 9 8 7, suits C D H S, e.g. "10S")`);
  return (x as string[]).slice();
}

function pair<T>(x: unknown, what: string, item: (v: unknown, w: string) => T): T[] {
  if (!Array.isArray(x) || x.length !== 2) fail(`${what} must list 2 entries, one per seat`);
  return x.map((v, i) => item(v, `${what} of seat ${i}`));
}

function whole(x: unknown, what: string, min = 0): number {
  if (!isWhole(x) || x < min) fail(`${what} must be a whole number ≥ ${min}, got ${JSON.stringify(x)}`);
  return x;
}

function plays(x: unknown, what: string): Play[] {
  if (!Array.isArray(x)) fail(`${what} must be a list of plays { seat, card }`);
  return x.map((p, i) => {
    if (typeof p !== 'object' || p === null) fail(`${what}[${i}] must be a play { seat, card }`);
    const q = p as Record<string, unknown>;
    const c = q['card'];
    if (!isPiquetCard(c)) fail(`${what}[${i}]: unknown card ${JSON.stringify(c)}`);
    return { seat: seat(q['seat'], `${what}[${i}].seat`), card: c };
  });
}

function declaredList(x: unknown): Declared[] {
  if (!Array.isArray(x) || x.length > 3) fail('declared must be a list of at most 3 outcomes (point, sequences, sets)');
  return x.map((d, i) => {
    if (typeof d !== 'object' || d === null) fail(`declared[${i}] must be an object`);
    const o = d as Record<string, unknown>;
    if (o['category'] !== CATEGORIES[i]) fail(`declared[${i}].category must be '${CATEGORIES[i]}' (Q17: point, sequences, sets in that order)`);
    const winner = seatOrNull(o['winner'], `declared[${i}].winner`);
    const points = whole(o['points'], `declared[${i}].points`);
    if (winner === null && points !== 0) fail(`declared[${i}]: points must be 0 when nobody scored`);
    return { category: CATEGORIES[i]!, winner, points, shown: cards(o['shown'], `declared[${i}].shown`), missing: cards(o['missing'], `declared[${i}].missing`) };
  });
}

/** Who won a complete trick (Q3, Q28): the higher card of the suit led. */
export function trickWinner(t: readonly Play[]): Seat {
  const [a, b] = t as [Play, Play];
  return suit(b.card) === suit(a.card) && rankIndex(b.card) > rankIndex(a.card) ? b.seat : a.seat;
}

/** The 12 cards a seat was dealt: hand, discards and cards played, without the talon cards taken. */
export function dealtCards(p: Pick<PiquetPosition, 'hands' | 'discards' | 'taken' | 'trick' | 'tricks'>, s: Seat): string[] {
  const taken = new Set(p.taken[s]);
  const played = [...p.tricks.flat(), ...p.trick].filter((x) => x.seat === s).map((x) => x.card);
  return [...p.hands[s]!, ...p.discards[s]!, ...played].filter((c) => !taken.has(c));
}

/** Validates a position and builds a state from it; throws an Error naming the first problem. */
export function fromPosition(p: PiquetPosition, seed?: string | number): PiquetState {
  if (typeof p !== 'object' || p === null) fail('a position must be an object');
  const problem = optionsProblem(p.options);
  if (problem) fail(problem);
  const rules = resolveRules(p.options);
  const cut = cards(p.cut, 'cut');
  if (cut.length !== 0 && cut.length !== 2) fail('cut must hold 2 cards (one per seat) or none');
  const dealer = seat(p.dealer, 'dealer');
  const elder = 1 - dealer;
  if (!PHASES.includes(p.phase)) fail(`phase must be one of ${PHASES.join(', ')}, got ${JSON.stringify(p.phase)}`);
  const phase = p.phase;
  const hands = pair(p.hands, 'hands', cards);
  const discards = pair(p.discards, 'discards', cards);
  const taken = pair(p.taken, 'taken', cards);
  const talon = cards(p.talon, 'talon');
  const trick = plays(p.trick, 'trick');
  if (!Array.isArray(p.tricks) || p.tricks.length > 12) fail('tricks must be a list of at most 12 tricks (Q28)');
  const tricks = p.tricks.map((t, i) => plays(t, `tricks[${i}]`));
  tricks.forEach((t, i) => {
    if (t.length !== 2 || t[0]!.seat === t[1]!.seat) fail(`tricks[${i}] must hold one card from each seat`);
  });
  // Q2: the 32 cards, once each.
  const where = new Map<string, string>();
  const lists: [string[], string][] = [
    [hands[0]!, 'hand of seat 0'],
    [hands[1]!, 'hand of seat 1'],
    [talon, 'talon'],
    [discards[0]!, 'discards of seat 0'],
    [discards[1]!, 'discards of seat 1'],
    [trick.map((x) => x.card), 'trick'],
    [tricks.flat().map((x) => x.card), 'tricks'],
  ];
  for (const [list, what] of lists) {
    for (const c of list) {
      const first = where.get(c);
      if (first !== undefined) fail(`card ${c} appears twice, in ${first} and in ${what} (Q2: every card once)`);
      where.set(c, what);
    }
  }
  if (where.size !== 32) {
    const lost = PACK.filter((c) => !where.has(c));
    fail(`hands, talon, discards, trick and tricks must hold the 32 cards (Q2); ${lost.length} missing: ${lost.join(' ')}`);
  }
  for (const s of [0, 1]) {
    if (taken[s]!.length !== discards[s]!.length && phase !== 'exchange-elder' && !(phase === 'exchange-younger' && s !== elder)) {
      fail(`seat ${s} took ${taken[s]!.length} talon cards but discarded ${discards[s]!.length} (Q15: as many taken as discarded)`);
    }
  }
  const playedBy = (s: Seat) => tricks.length + (trick[0]?.seat === s ? 1 : 0);
  // Hand sizes that fit the phase (Q9, Q12–Q15, Q28).
  const toMove = seatOrNull(p.toMove, 'toMove');
  if ((phase === 'dealOver' || phase === 'gameOver') !== (toMove === null)) fail(`toMove must be null exactly in 'dealOver' and 'gameOver' (phase '${phase}', toMove ${toMove})`);
  if (phase === 'exchange-elder' || phase === 'exchange-younger') {
    if (trick.length || tricks.length) fail('no card is played during the exchange (Q17, Q25)');
    if (p.declared?.length) fail('declared must be [] during the exchange (Q17)');
  }
  if (phase === 'exchange-elder') {
    if (toMove !== elder) fail(`in 'exchange-elder' the elder (seat ${elder}) is to move (Q7)`);
    if (taken[0]!.length || taken[1]!.length || discards[dealer]!.length) fail("in 'exchange-elder' nobody has taken a card and the younger has not discarded (Q14)");
    if (discards[elder]!.length > 5) fail('the elder discards at most 5 cards (Q12)');
    if (hands[elder]!.length !== 12 - discards[elder]!.length || hands[dealer]!.length !== 12) fail("hand sizes do not fit 'exchange-elder': 12 dealt each, less the elder's discards (Q9)");
  } else if (phase === 'exchange-younger') {
    if (toMove !== dealer) fail(`in 'exchange-younger' the younger (seat ${dealer}) is to move (Q14)`);
    const e = taken[elder]!.length;
    if (e < rules.elderMin || e > 5) fail(`the elder exchanged ${e} cards; he exchanges ${rules.elderMin} to 5 (Q12)`);
    if (taken[dealer]!.length) fail("in 'exchange-younger' the younger has not taken yet");
    if (discards[dealer]!.length > 8 - e) fail(`the younger discards at most ${8 - e} cards (Q14)`);
    if (hands[elder]!.length !== 12 || hands[dealer]!.length !== 12 - discards[dealer]!.length) fail("hand sizes do not fit 'exchange-younger' (Q12, Q14)");
  } else if (phase === 'play' || phase === 'dealOver') {
    for (const s of [0, 1]) {
      if (hands[s]!.length !== 12 - playedBy(s)) fail(`seat ${s} holds ${hands[s]!.length} cards; after the exchange a hand is 12 less the cards played (Q9, Q15)`);
    }
    if (phase === 'play') {
      if (trick.length > 1) fail('a trick in progress holds at most 1 card (complete tricks go to tricks)');
      if (tricks.length === 12) fail("after the 12th trick the phase is 'dealOver' (Q28)");
      const leader = trick.length ? trick[0]!.seat : tricks.length ? trickWinner(tricks[tricks.length - 1]!) : elder;
      const expected = trick.length ? 1 - leader : leader;
      if (toMove !== expected) fail(`seat ${expected} is to play (Q28: the elder leads first, the winner of a trick leads next), not seat ${toMove}`);
    } else if (tricks.length !== 12 || trick.length) fail("'dealOver' follows the 12th trick (Q28)");
  } else if (trick.length > 1) fail('a trick in progress holds at most 1 card');
  const tricksWon = [0, 0];
  for (const t of tricks) tricksWon[trickWinner(t)]! += 1;
  const carteBlanche = seatOrNull(p.carteBlanche, 'carteBlanche');
  const declared = declaredList(p.declared);
  const repique = seatOrNull(p.repique, 'repique');
  const pique = seatOrNull(p.pique, 'pique');
  if (pique !== null && pique !== elder) fail('only the elder can make a pique (Q27)');
  const dealScores = pair(p.dealScores, 'dealScores', (v, w) => whole(v, w));
  const scores = pair(p.scores, 'scores', (v, w) => whole(v, w));
  const dealsPlayed = whole(p.dealsPlayed, 'dealsPlayed');
  if (rules.partie && dealsPlayed > 3) fail('a four-deal partie has played at most 3 deals before the current one (Q37)');
  const winner = seatOrNull(p.winner, 'winner');
  if (winner !== null && phase !== 'gameOver') fail("only a finished game ('gameOver') has a winner");
  const units = pair(p.units, 'units', (v, w) => {
    if (!isWhole(v)) fail(`${w} must be a whole number`);
    return v;
  });
  if (units[0]! + units[1]! !== 0) fail('units must sum to 0 (what one seat wins the other loses, Q38)');
  const gamesPlayed = whole(p.gamesPlayed, 'gamesPlayed');
  const base = { hands, discards, taken, trick, tricks };
  return {
    options: JSON.parse(JSON.stringify(p.options)),
    cut,
    rules,
    blanche: carteBlanche === null ? null : dealtCards(base, carteBlanche),
    rng: seedRng(seed ?? JSON.stringify(p)),
    dealer,
    phase,
    toMove,
    hands,
    talon,
    discards,
    taken,
    carteBlanche,
    declared,
    repique,
    pique,
    trick,
    tricks,
    tricksWon,
    dealScores,
    scores,
    dealsPlayed,
    winner,
    units,
    gamesPlayed,
  };
}

/** The exact inverse of fromPosition for the contract's fields. */
export function toPosition(s: PiquetState): PiquetPosition {
  return {
    options: JSON.parse(JSON.stringify(s.options)),
    cut: s.cut.slice(),
    dealer: s.dealer,
    phase: s.phase,
    toMove: s.toMove,
    hands: s.hands.map((h) => h.slice()),
    talon: s.talon.slice(),
    discards: s.discards.map((h) => h.slice()),
    taken: s.taken.map((h) => h.slice()),
    carteBlanche: s.carteBlanche,
    declared: s.declared.map((d) => ({ category: d.category, winner: d.winner, points: d.points, shown: d.shown.slice(), missing: d.missing.slice() })),
    repique: s.repique,
    pique: s.pique,
    trick: s.trick.map((x) => ({ seat: x.seat, card: x.card })),
    tricks: s.tricks.map((t) => t.map((x) => ({ seat: x.seat, card: x.card }))),
    tricksWon: s.tricksWon.slice(),
    dealScores: s.dealScores.slice(),
    scores: s.scores.slice(),
    dealsPlayed: s.dealsPlayed,
    winner: s.winner,
    units: s.units.slice(),
    gamesPlayed: s.gamesPlayed,
  };
}

/** A state read back from JSON (a save): the position checks plus the engine's own fields. */
export function stateFromJSON(json: unknown): PiquetState {
  if (typeof json !== 'object' || json === null) fail('a saved state must be an object');
  const j = json as Record<string, unknown>;
  if (!isRngState(j['rng'])) fail('rng must be four 32-bit whole numbers');
  const base = fromPosition(j as unknown as PiquetPosition);
  let blanche = base.blanche;
  if (j['blanche'] !== undefined && j['blanche'] !== null) {
    blanche = cards(j['blanche'], 'blanche');
  }
  return { ...base, blanche, rng: j['rng'] as PiquetState['rng'] };
}
