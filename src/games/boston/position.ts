/**
 * Positions (the contract's plain JSON) ↔ states: `fromPosition` checks a position and throws an Error
 * naming what is wrong; `toPosition` is its exact inverse (plus the generator, `rng`). The auction and
 * the whist round are replayed from their logs, `won` is recomputed from the tricks.
 */
import { isRngState, seedRng, type RngState } from '../../engine/rng.js';
import { replayAuction } from './auction.js';
import { isAce, isCard, isSuit, simpleSuits } from './cards.js';
import { eldestOf, type Draft } from './draft.js';
import { trickWinner, tricksToPlay } from './apply.js';
import { admitsPartner, isClass, isContract, isMisere, isPetite } from './ladder.js';
import { copyOptions, resolveRules } from './rules.js';
import { trumpOfClass } from './settle.js';
import type { AuctionStep, BostonPosition, BostonRules, BostonState, Outcome, Phase, Play, WhistStep } from './types.js';
import { replayWhist } from './whist-round.js';

const PHASES: readonly Phase[] = ['auction', 'trump', 'whist', 'discard', 'leader', 'play', 'dealOver', 'sessionOver'];
const OUTCOMES: readonly Outcome[] = ['won', 'lost', 'passed'];
const WHIST_MOVES = ['alone', 'seek', 'whist', 'pass', 'accept', 'reject'];

function bad(what: string): never {
  throw new Error(`Bad Boston position: ${what}`);
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function seatOrNull(x: unknown, n: number, what: string): number | null {
  if (x === null || x === undefined) return null;
  if (!isInt(x) || x < 0 || x >= n) bad(`${what} must be a seat 0…${n - 1} or null`);
  return x;
}

function cards(x: unknown, rules: BostonRules, what: string): string[] {
  if (!Array.isArray(x)) bad(`${what} must be a list of cards`);
  for (const c of x) if (!isCard(c) || !rules.pack.includes(c)) bad(`${what}: ${JSON.stringify(c)} is not a card of this form's pack`);
  return (x as string[]).slice();
}

function plays(x: unknown, rules: BostonRules, what: string): Play[] {
  if (!Array.isArray(x)) bad(`${what} must be a list of { seat, card }`);
  return x.map((p: unknown, i) => {
    const q = p as Play;
    if (!p || typeof p !== 'object' || !isInt(q.seat) || q.seat < 0 || q.seat >= rules.players) bad(`${what}[${i}] needs a seat`);
    if (!isCard(q.card) || !rules.pack.includes(q.card)) bad(`${what}[${i}]: ${JSON.stringify(q.card)} is not a card of this form's pack`);
    return { seat: q.seat, card: q.card };
  });
}

function auctionSteps(x: unknown, n: number): AuctionStep[] {
  if (!Array.isArray(x)) bad('auction must be a list of steps');
  return x.map((a: unknown, i) => {
    const q = a as AuctionStep;
    if (!a || typeof a !== 'object' || !isInt(q.seat) || q.seat < 0 || q.seat >= n) bad(`auction[${i}] needs a seat`);
    if (q.move === 'pass') return { seat: q.seat, move: 'pass' };
    if (q.move !== 'bid') bad(`auction[${i}]: move must be bid or pass`);
    if (!isContract(q.contract)) bad(`auction[${i}]: ${JSON.stringify(q.contract)} is not on the ladder (BO20)`);
    const step: AuctionStep = { seat: q.seat, move: 'bid', contract: q.contract };
    if (q.class !== undefined && q.class !== null) {
      if (!isClass(q.class)) bad(`auction[${i}]: unknown class ${JSON.stringify(q.class)} (BO21)`);
      step.class = q.class;
    }
    return step;
  });
}

function whistSteps(x: unknown, n: number): WhistStep[] {
  if (x === undefined) return [];
  if (!Array.isArray(x)) bad('whist must be a list of steps');
  return x.map((a: unknown, i) => {
    const q = a as WhistStep;
    if (!a || typeof a !== 'object' || !isInt(q.seat) || q.seat < 0 || q.seat >= n || !WHIST_MOVES.includes(q.move)) bad(`whist[${i}] must be { seat, move: ${WHIST_MOVES.join('|')} }`);
    return { seat: q.seat, move: q.move };
  });
}

/** BO7: distinct cards of the pack of which only the last is an ace. */
function precedenceProblem(x: unknown, rules: BostonRules): string | null {
  if (!Array.isArray(x) || x.length === 0) return 'precedence must be a non-empty list of cards';
  const seen = new Set<string>();
  for (const [i, c] of x.entries()) {
    if (!isCard(c) || !rules.pack.includes(c)) return `precedence: ${JSON.stringify(c)} is not a card of this form's pack`;
    if (seen.has(c)) return `precedence: ${c} twice`;
    seen.add(c);
    if (isAce(c) !== (i === x.length - 1)) return 'precedence: the cards are turned until the first ace, so only the last is an ace (BO7)';
  }
  return null;
}

/** Checks a position and builds the state; throws an Error naming what is wrong. */
export function fromPosition(p: BostonPosition): BostonState {
  if (!p || typeof p !== 'object') bad('not an object');
  let rules: BostonRules;
  try {
    rules = resolveRules(p.options ?? {});
  } catch (e) {
    bad((e as Error).message);
  }
  const n = rules.players;
  if (!Array.isArray(p.balances) || p.balances.length !== n || !p.balances.every(isInt)) bad(`balances must be ${n} integers`);
  if (!isInt(p.pot) || p.pot < 0) bad('pot must be an integer ≥ 0');
  if (!Array.isArray(p.betes) || !p.betes.every((b) => isInt(b) && b > 0)) bad('betes must be a list of positive integers');
  const total = p.balances.reduce((a, b) => a + b, 0) + p.pot + p.betes.reduce((a, b) => a + b, 0);
  if (total !== 0) bad(`balances + pot + bêtes sum to ${total}, not 0`);
  if (!isInt(p.dealsPlayed) || p.dealsPlayed < 0) bad('dealsPlayed must be an integer ≥ 0');
  const pp = precedenceProblem(p.precedence, rules);
  if (pp) bad(pp);
  const dealer = seatOrNull(p.dealer, n, 'dealer');
  if (dealer === null) bad('dealer must be a seat');
  if (!isSuit(p.superior)) bad(`superior ${JSON.stringify(p.superior)} is no suit`);
  const want = rules.fixedSuperior ?? (rules.suitEachDeal ? p.superior : p.precedence[p.precedence.length - 1]!.slice(-1));
  if (p.superior !== want) bad(`superior must be ${want} (${rules.fixedSuperior ? 'BO61, V-BO-5' : 'BO6, BO8: the suit of the first ace'}), not ${p.superior}`);
  if (!PHASES.includes(p.phase)) bad(`unknown phase ${JSON.stringify(p.phase)}`);
  const phase = p.phase;
  const over = phase === 'dealOver' || phase === 'sessionOver';
  const toMove = seatOrNull(p.toMove, n, 'toMove');
  if (over !== (toMove === null)) bad(`toMove must be null exactly in dealOver and sessionOver (phase '${phase}', toMove ${JSON.stringify(p.toMove)})`);
  if (!Array.isArray(p.hands) || p.hands.length !== n) bad(`hands must be ${n} lists of cards`);
  const hands = p.hands.map((h, i) => cards(h, rules, `hands[${i}]`));
  const discard = p.discard === null || p.discard === undefined ? null : isCard(p.discard) && rules.pack.includes(p.discard) ? p.discard : bad(`discard ${JSON.stringify(p.discard)} is no card of this form's pack`);
  const trick = plays(p.trick, rules, 'trick');
  if (!Array.isArray(p.tricks)) bad('tricks must be a list of tricks');
  const tricks = p.tricks.map((t, i) => plays(t, rules, `tricks[${i}]`));
  tricks.forEach((t, i) => t.length !== n && bad(`tricks[${i}] must have ${n} cards`));
  if (trick.length >= n) bad(`the trick in progress must have fewer than ${n} cards`);
  const all = [...hands.flat(), ...(discard ? [discard] : []), ...trick.map((x) => x.card), ...tricks.flat().map((x) => x.card)];
  const seen = new Set<string>();
  for (const c of all) {
    if (seen.has(c)) bad(`card ${c} appears twice`);
    seen.add(c);
  }
  if (all.length !== rules.pack.length) bad(`hands, discard, trick and tricks hold ${all.length} cards; the pack has ${rules.pack.length}`);

  // the auction (BO24–BO27)
  const auction = auctionSteps(p.auction, n);
  let st;
  try {
    st = replayAuction(auction, dealer, n);
  } catch (e) {
    bad(`the auction is not legal: ${(e as Error).message}`);
  }
  if (phase === 'auction') {
    if (st.done) bad('the auction is over, but the phase is auction');
    if (toMove !== st.toMove) bad(`in the auction seat ${st.toMove} is to speak, not ${toMove} (BO24)`);
  } else if (!st.done) bad(`phase '${phase}' needs a finished auction (BO27)`);
  const declarer = st.high?.seat ?? null;
  const contract = st.high?.contract ?? null;
  const cls = st.high?.class ?? null;
  if ((p.declarer ?? null) !== declarer || (p.contract ?? null) !== contract || (p.class ?? null) !== cls) {
    bad(`declarer, contract and class must agree with the auction (${declarer}, ${contract}, ${cls})`);
  }
  const passed = st.done && st.high === null;
  if (passed && !over) bad('every seat passed: the deal is over (BO12)');
  let outcome: Outcome | null = null;
  if (over) {
    if (!OUTCOMES.includes(p.outcome as Outcome)) bad(`a finished deal needs an outcome (won, lost, passed), not ${JSON.stringify(p.outcome)}`);
    outcome = p.outcome!;
    if ((outcome === 'passed') !== passed) bad(`outcome ${outcome} does not fit the auction`);
  } else if (p.outcome !== null && p.outcome !== undefined) bad('outcome must be null while the deal goes on');

  // the trump (BO29)
  const trump = p.trump === null || p.trump === undefined ? null : isSuit(p.trump) ? p.trump : bad(`trump ${JSON.stringify(p.trump)} is no suit`);
  if (contract === null || isMisere(contract) || phase === 'auction') {
    if (trump !== null) bad('no trump during the auction, in a misère or in a passed deal (BO29)');
  } else if (phase === 'trump') {
    if (cls !== 'simple') bad('the trump phase is for a simple contract only (BO29)');
    if (trump !== null) bad('in phase trump the trump is not named yet');
  } else {
    const fixed = trumpOfClass(cls!, p.superior);
    if (fixed !== null ? trump !== fixed : trump === null || !simpleSuits(p.superior).includes(trump)) bad(`trump ${trump} does not fit the class ${cls} (BO29)`);
  }

  // the whist round (BO32, BO33, V-BO-4)
  const whist = whistSteps(p.whist, n);
  const asked = declarer !== null && contract !== null && rules.whist && admitsPartner(contract) && phase !== 'auction' && phase !== 'trump' && !passed;
  let partner: number | null = null;
  if (!asked) {
    if (whist.length > 0) bad('whist steps belong to a Boston-Whist contract of 5 to 8 tricks (BO32)');
  } else {
    let ws;
    try {
      ws = replayWhist(whist, declarer, dealer, n, rules.whistAlways);
    } catch (e) {
      bad(`the whist round is not legal: ${(e as Error).message}`);
    }
    if (phase === 'whist') {
      if (ws.stage === 'done') bad('the whist round is over, but the phase is whist');
      if (toMove !== ws.toMove) bad(`in the whist round seat ${ws.toMove} is to move, not ${toMove} (BO33)`);
    } else if (ws.stage !== 'done') bad(`phase '${phase}' needs a finished whist round (BO33)`);
    else partner = ws.partner;
  }
  if ((p.partner ?? null) !== partner) bad(`partner must be ${partner}, as the whist round says`);

  // the phase fits the contract (BO58)
  const misere = contract !== null && isMisere(contract);
  const petite = contract !== null && isPetite(contract);
  const phaseOk: Record<Phase, boolean> = {
    auction: true,
    trump: !misere && cls === 'simple',
    whist: asked,
    discard: petite,
    leader: misere && rules.misereLeader,
    play: contract !== null,
    dealOver: true,
    sessionOver: true,
  };
  if (!phaseOk[phase]) bad(`phase '${phase}' does not follow from the contract ${contract} (BO58)`);
  const beforeDiscard = phase === 'auction' || phase === 'trump' || phase === 'whist' || phase === 'discard';
  if (discard !== null && (!petite || beforeDiscard)) bad('only a petite misère\'s declarer lays a card aside, after the auction (BO30)');
  if (petite && !beforeDiscard && !passed && discard === null) bad('a petite misère\'s declarer has laid a card aside (BO30)');
  if (phase !== 'auction' && phase !== 'dealOver' && phase !== 'sessionOver' && toMove !== declarer && phase !== 'whist' && phase !== 'play') bad(`in phase '${phase}' the declarer is to move (BO58)`);

  // play (BO38–BO41)
  const leader = seatOrNull(p.leader, n, 'leader');
  const playing = phase === 'play' || ((phase === 'dealOver' || phase === 'sessionOver') && !passed);
  if (!playing && leader !== null) bad('leader is set when play begins');
  if (!playing && (tricks.length > 0 || trick.length > 0)) bad(`no card is played in phase '${phase}'`);
  if (playing && leader === null) bad('play needs a leader');
  if (playing && leader !== eldestOf({ dealer, rules }) && !(misere && rules.misereLeader)) bad(`the eldest (seat ${eldestOf({ dealer, rules })}) leads to the first trick (BO38)`);
  const won = Array.from({ length: n }, () => 0);
  let next = leader ?? 0;
  tricks.forEach((t, i) => {
    t.forEach((x, j) => x.seat !== (next + j) % n && bad(`tricks[${i}] card ${j + 1} must be played by seat ${(next + j) % n} (BO38)`));
    next = t[trickWinner(t, trump)]!.seat;
    won[next]!++;
    if (misere && next === declarer && (i < tricks.length - 1 || !over)) bad('a misère ends at the declarer\'s first trick (BO41)');
  });
  trick.forEach((x, j) => x.seat !== (next + j) % n && bad(`trick card ${j + 1} must be played by seat ${(next + j) % n} (BO38)`));
  const toPlay = tricksToPlay({ contract });
  if (phase === 'play') {
    if (tricks.length >= toPlay) bad(`a ${contract} plays ${toPlay} tricks`);
    const want = (next + trick.length) % n;
    if (toMove !== want) bad(`in play seat ${want} is to move, not ${toMove} (BO38)`);
  }
  if (over && !passed && trick.length > 0) bad('a finished deal has no trick in progress');
  const dealt = (seat: number) => 13 - (petite && seat === declarer && !beforeDiscard ? 1 : 0);
  hands.forEach((h, seat) => {
    const played = tricks.filter((t) => t.some((x) => x.seat === seat)).length + (trick.some((x) => x.seat === seat) ? 1 : 0);
    if (h.length !== dealt(seat) - played) bad(`hand ${seat} has ${h.length} cards; ${dealt(seat) - played} expected`);
  });
  if (over && !passed) {
    const misereLost = misere && won[declarer!]! > 0;
    if (!misereLost && tricks.length !== toPlay) bad(`a finished ${contract} has ${toPlay} tricks, not ${tricks.length} (BO41)`);
  }

  let rng: RngState;
  if (isRngState(p.rng)) rng = [p.rng[0]!, p.rng[1]!, p.rng[2]!, p.rng[3]!];
  else rng = seedRng(JSON.stringify([p.balances, p.pot, p.betes, p.dealsPlayed, dealer, all]));
  const d: Draft = {
    options: copyOptions(p.options ?? {}),
    rules,
    balances: p.balances.slice(),
    pot: p.pot,
    betes: p.betes.slice(),
    dealsPlayed: p.dealsPlayed,
    precedence: p.precedence.slice(),
    dealer,
    superior: p.superior,
    phase,
    toMove,
    hands,
    auction,
    declarer,
    contract,
    class: cls,
    trump,
    discard,
    whist,
    partner,
    leader,
    trick,
    tricks,
    won,
    outcome,
    rng,
  };
  return d as unknown as BostonState;
}

/** The state as the contract's position (plus `rng`): plain copies, no shared arrays. */
export function toPosition(s: BostonState): BostonPosition {
  return {
    options: copyOptions(s.options),
    balances: s.balances.slice(),
    pot: s.pot,
    betes: s.betes.slice(),
    dealsPlayed: s.dealsPlayed,
    precedence: s.precedence.slice(),
    dealer: s.dealer,
    superior: s.superior,
    phase: s.phase,
    toMove: s.toMove,
    hands: s.hands.map((h) => h.slice()),
    auction: s.auction.map((a) => ({ ...a })),
    declarer: s.declarer,
    contract: s.contract,
    class: s.class,
    trump: s.trump,
    discard: s.discard,
    whist: s.whist.map((w) => ({ ...w })),
    partner: s.partner,
    leader: s.leader,
    trick: s.trick.map((p) => ({ ...p })),
    tricks: s.tricks.map((t) => t.map((p) => ({ ...p }))),
    won: s.won.slice(),
    outcome: s.outcome,
    rng: s.rng.slice(),
  };
}

/** Reads a saved state (a position with `rng`) back; throws like fromPosition. */
export function stateFromJSON(json: unknown): BostonState {
  return fromPosition(json as BostonPosition);
}
