/** Positions: the contract's plain JSON form of a state, checked strictly (bad input changes nothing). */
import { isRngState, seedRng } from '../../engine/rng.js';
import { isCard, isDo, isSuit } from './cards.js';
import { optionsProblem, resolveRules } from './rules.js';
import { winnerIndex } from './scoring.js';
import { partyOf } from './seats.js';
import type { Announcement, Exposure, Honour, HundertspielPosition, HundertspielState, Phase, Play } from './types.js';

const PHASES: readonly Phase[] = ['optIn', 'bid', 'buy', 'discard', 'trump', 'announce', 'contra', 'play', 'dealOver'];
const ENDED = [null, 'abandoned', 'settle', 'newGame'];

function fail(message: string): never {
  throw new Error(`Bad Hundertspiel position: ${message}`);
}

const isWhole = (x: unknown): x is number => Number.isInteger(x);

function seatOrNull(x: unknown, n: number, what: string): number | null {
  if (x === null) return null;
  if (!isWhole(x) || x < 0 || x >= n) fail(`${what} must be a seat 0…${n - 1} or null, got ${JSON.stringify(x)}`);
  return x;
}

function cardList(x: unknown, what: string): string[] {
  if (!Array.isArray(x)) fail(`${what} must be a list of cards`);
  for (const c of x) if (!isCard(c)) fail(`${what}: unknown card ${JSON.stringify(c)} (expected suit Sw, Ba, Cu, Co, a hyphen and rank A, K, N, J, 10, 9, 8, 7, Do, e.g. "Ba-Do")`);
  return x as string[];
}

function plays(x: unknown, n: number, what: string): Play[] {
  if (!Array.isArray(x)) fail(`${what} must be a list of plays {seat, card}`);
  return x.map((p, i) => {
    if (typeof p !== 'object' || p === null) fail(`${what}[${i}] must be {seat, card}`);
    const seat = seatOrNull((p as Play).seat, n, `${what}[${i}].seat`);
    if (seat === null) fail(`${what}[${i}].seat must be a seat`);
    cardList([(p as Play).card], `${what}[${i}]`);
    return { seat, card: (p as Play).card };
  });
}

/** Validates a position and builds a state from it; throws an Error naming the first problem. */
export function fromPosition(p: HundertspielPosition, seed?: string | number): HundertspielState {
  if (typeof p !== 'object' || p === null) fail('a position must be an object');
  const op = optionsProblem(p.options);
  if (op) fail(op);
  const rules = resolveRules(p.options);
  const n = rules.players;
  if (!Array.isArray(p.drawn) || p.drawn.length !== n) fail(`drawn must list ${n} cards, one per seat`);
  cardList(p.drawn, 'drawn');
  if (!isWhole(p.dealer) || p.dealer < 0 || p.dealer >= n) fail(`dealer must be a seat 0…${n - 1}, got ${JSON.stringify(p.dealer)}`);
  if (!PHASES.includes(p.phase)) fail(`phase must be one of ${PHASES.join(', ')}, got ${JSON.stringify(p.phase)}`);
  if (p.trump !== null && !isSuit(p.trump)) fail(`trump must be Sw, Ba, Cu, Co or null, got ${JSON.stringify(p.trump)}`);
  if (p.trump === null && !['optIn', 'bid', 'buy', 'discard', 'trump', 'dealOver'].includes(p.phase)) fail(`trump may be null only before bidding or buying fixes it (phase ${p.phase})`);
  if (!Array.isArray(p.hands) || p.hands.length !== n) fail(`hands must list ${n} hands, one per seat`);
  const hands = p.hands.map((h, i) => cardList(h, `hand of seat ${i}`));
  const scat = cardList(p.scat, 'scat');
  const trick = plays(p.trick, n, 'trick');
  if (!Array.isArray(p.tricks)) fail('tricks must be a list of tricks');
  const tricks = p.tricks.map((t, i) => plays(t, n, `tricks[${i}]`));
  for (const [i, t] of tricks.entries()) if (t.length !== n) fail(`tricks[${i}] holds ${t.length} cards; a completed trick holds ${n}`);
  if (trick.length >= n) fail(`the trick in progress holds ${trick.length} cards; at most ${n - 1}`);
  const seen = new Map<string, string>();
  const see = (c: string, where: string) => {
    const first = seen.get(c);
    if (first !== undefined) fail(`card ${c} appears twice, in ${first} and in ${where} (H1: every card is unique)`);
    seen.set(c, where);
  };
  hands.forEach((h, i) => h.forEach((c) => see(c, `hand of seat ${i}`)));
  scat.forEach((c) => see(c, 'scat'));
  trick.forEach((x) => see(x.card, 'trick'));
  tricks.forEach((t, i) => t.forEach((x) => see(x.card, `tricks[${i}]`)));
  if (seen.size !== 36) fail(`hands, scat, trick and tricks hold ${seen.size} cards; the Trappola pack has 36 (H1)`);
  const buyer = seatOrNull(p.buyer, n, 'buyer');
  if (!Array.isArray(p.announcements)) fail('announcements must be a list');
  const announcements: Announcement[] = p.announcements.map((a, i) => {
    const what = `announcements[${i}]`;
    if (typeof a !== 'object' || a === null) fail(`${what} must be an object`);
    const seat = seatOrNull(a.seat, n, `${what}.seat`);
    if (seat === null) fail(`${what}.seat must be a seat`);
    if (!['26', '52', 'first52'].includes(a.kind)) fail(`${what}.kind must be '26', '52' or 'first52'`);
    const dos = cardList(a.dos, `${what}.dos`);
    if (!dos.every(isDo)) fail(`${what}.dos must be Do's`);
    if (![0, 1, 2, 3].includes(a.contra)) fail(`${what}.contra must be 0, 1, 2 or 3`);
    if (!['open', 'won', 'lost'].includes(a.status)) fail(`${what}.status must be 'open', 'won' or 'lost'`);
    return { seat, kind: a.kind, dos: dos.slice(), contra: a.contra, status: a.status };
  });
  const contraFor = p.contraFor === null ? null : isWhole(p.contraFor) && p.contraFor >= 0 && p.contraFor < announcements.length ? p.contraFor : fail(`contraFor must index announcements or be null`);
  if ((p.phase === 'contra') !== (contraFor !== null)) fail(`contraFor is set exactly in phase 'contra'`);
  if (!Array.isArray(p.honours)) fail('honours must be a list');
  const honours: Honour[] = p.honours.map((h, i) => {
    const seat = seatOrNull(h?.seat, n, `honours[${i}].seat`);
    if (seat === null) fail(`honours[${i}].seat must be a seat`);
    if (!['A', 'K', 'N', 'J', 'Do'].includes(h.rank)) fail(`honours[${i}].rank must be A, K, N, J or Do`);
    if (h.count !== 3 && h.count !== 4) fail(`honours[${i}].count must be 3 or 4`);
    return { seat, rank: h.rank, count: h.count };
  });
  if (!Array.isArray(p.scores) || p.scores.length !== rules.parties || !p.scores.every(isWhole)) fail(`scores must be ${rules.parties} whole numbers, one per party`);
  if (!Array.isArray(p.marks) || p.marks.length !== n || !p.marks.every(isWhole)) fail(`marks must be ${n} whole numbers, one per seat`);
  if (p.marks.reduce((a, b) => a + b, 0) !== 0) fail('marks must sum to 0');
  if (typeof p.altUndNeu !== 'boolean') fail('altUndNeu must be true or false');
  if (!ENDED.includes(p.gameEnded)) fail(`gameEnded must be null, 'abandoned', 'settle' or 'newGame'`);
  if (!isWhole(p.gamesPlayed) || p.gamesPlayed < 0) fail('gamesPlayed must be a whole number ≥ 0');
  let toMove: number | null = null;
  if (p.phase === 'dealOver') {
    if (p.toMove !== null) fail("toMove must be null in phase 'dealOver'");
  } else {
    toMove = seatOrNull(p.toMove, n, 'toMove');
    if (toMove === null) fail(`toMove must name a seat in phase '${p.phase}'`);
    if (p.phase === 'play' && hands[toMove]!.length === 0) fail(`the seat to move (${toMove}) holds no card`);
    if ((p.phase === 'discard' || p.phase === 'trump') && buyer !== toMove) fail(`in phase '${p.phase}' the buyer is to move`);
  }
  const won: string[][] = Array.from({ length: rules.parties }, () => []);
  for (const t of tricks) {
    const w = t[winnerIndex(t, p.trump)]!;
    won[partyOf(rules, w.seat)]!.push(...t.map((x) => x.card));
  }
  return {
    options: JSON.parse(JSON.stringify(p.options)),
    rules,
    drawn: p.drawn.slice(),
    dealer: p.dealer,
    trump: p.trump,
    phase: p.phase,
    toMove,
    hands: hands.map((h) => h.slice()),
    scat: scat.slice(),
    buyer,
    announcements,
    contraFor,
    honours,
    trick,
    tricks,
    won,
    scores: p.scores.slice(),
    marks: p.marks.slice(),
    altUndNeu: p.altUndNeu,
    gameEnded: p.gameEnded,
    gamesPlayed: p.gamesPlayed,
    exposed: [],
    dealGame: p.gameEnded === null ? p.gamesPlayed : Math.max(0, p.gamesPlayed - 1),
    rng: seedRng(seed ?? JSON.stringify(p)),
  };
}

/** The exact inverse of fromPosition for the contract's fields. */
export function toPosition(s: HundertspielState): HundertspielPosition {
  return {
    options: JSON.parse(JSON.stringify(s.options)),
    drawn: s.drawn.slice(),
    dealer: s.dealer,
    trump: s.trump,
    phase: s.phase,
    toMove: s.toMove,
    hands: s.hands.map((h) => h.slice()),
    scat: s.scat.slice(),
    buyer: s.buyer,
    announcements: s.announcements.map((a) => ({ ...a, dos: a.dos.slice() })),
    contraFor: s.contraFor,
    honours: s.honours.map((h) => ({ ...h })),
    trick: s.trick.map((x) => ({ ...x })),
    tricks: s.tricks.map((t) => t.map((x) => ({ ...x }))),
    won: s.won.map((w) => w.slice()),
    scores: s.scores.slice(),
    marks: s.marks.slice(),
    altUndNeu: s.altUndNeu,
    gameEnded: s.gameEnded,
    gamesPlayed: s.gamesPlayed,
  };
}

/** A state read back from JSON (a save): the position checks plus the engine's own fields. */
export function stateFromJSON(json: unknown): HundertspielState {
  if (typeof json !== 'object' || json === null) fail('a saved state must be an object');
  const j = json as Record<string, unknown>;
  if (!isRngState(j['rng'])) fail('rng must be four 32-bit whole numbers');
  const base = fromPosition(j as unknown as HundertspielPosition);
  if (!isWhole(j['dealGame']) || (j['dealGame'] as number) < 0) fail('dealGame must be a whole number ≥ 0');
  if (!Array.isArray(j['exposed'])) fail('exposed must be a list');
  const exposed: Exposure[] = (j['exposed'] as Exposure[]).map((e, i) => {
    const seat = seatOrNull(e?.seat, base.rules.players, `exposed[${i}].seat`);
    if (seat === null) fail(`exposed[${i}].seat must be a seat`);
    cardList([e.card], `exposed[${i}]`);
    if (e.why !== 'outbid' && e.why !== 'bottom') fail(`exposed[${i}].why must be 'outbid' or 'bottom'`);
    return { seat, card: e.card, why: e.why };
  });
  return { ...base, exposed, dealGame: j['dealGame'] as number, rng: j['rng'] as HundertspielState['rng'] };
}
