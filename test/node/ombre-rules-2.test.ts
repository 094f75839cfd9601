/**
 * Rule tests of ombre.md, second part: the rules no example or earlier rule test names (play to the
 * end, irregularities, automatic honours, ranking, no talk; en deux, en quatre, Quadrille and
 * Cinquille: auction, exchange, vole timing, devole, Mediateur, Grand Casco, Solo tout, Spadille
 * forcée, own King; the bête variants V-O-17, V-O-18; the tariff's reconstructed values PD-O-5; the
 * computer players' point count PD-O-27). Positions are built with fromPosition (completed tricks
 * given card by card, each led by the winner of the one before) or dealt with given hands.
 */
import '../../src/i18n/all.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  exchangeOrder,
  fromPosition,
  gameValue,
  legalMoves,
  newSession,
  nextDeal,
  orderFor,
  resolveRules,
  stopAvailable,
  toPosition,
  trickWinner,
  trumpOrder,
  view,
  PACK,
  type Bete,
  type Contract,
  type OmbreEvent,
  type OmbreMove,
  type OmbreOptions,
  type OmbreState,
  type Play,
  type Suit,
} from '../../src/games/ombre/index.js';
import { CONTRACTS } from '../../src/games/ombre/rules.js';
import { describeEvents, type Words } from '../../src/games/ombre/describe.js';
import { ombreMessages } from '../../src/games/ombre/texts.js';
import { idx, pointCount, thresholds } from '../../src/games/ombre/bots/tables.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { cards, dealWith, defaultAuction, endgame, net, playOut, run, sum, table } from './support/ombre.js';

const OMBRE = { game: 'ombre' as const };
const DEUX = { game: 'en-deux' as const };
const QUATRE = { game: 'en-quatre' as const };
const Q = { game: 'quadrille' as const };
const C5 = { game: 'cinquille' as const };

type Ev<T extends OmbreEvent['type']> = Extract<OmbreEvent, { type: T }>;
const find = <T extends OmbreEvent['type']>(ev: readonly OmbreEvent[], type: T): Ev<T> | undefined => ev.find((e) => e.type === type) as Ev<T> | undefined;
const result = (ev: readonly OmbreEvent[]) => find(ev, 'result')!;
const honours = (ev: readonly OmbreEvent[]) => find(ev, 'honours')!;
const refused = (s: OmbreState, m: unknown) => {
  const before = JSON.stringify(toPosition(s));
  const r = applyMove(s, m as OmbreMove);
  assert.equal(JSON.stringify(toPosition(s)), before, 'a refused move changes nothing');
  assert.ok(!r.ok, `${JSON.stringify(m)} should be refused`);
  return r.violation;
};
const has = (s: OmbreState, type: OmbreMove['type']) => legalMoves(s).some((m) => m.type === type);

/**
 * A position in phase play: the completed tricks `played` (each as its cards in the order played; the
 * first led by the mano, each next one by the winner of the one before), the hands still held (`hands`
 * given in part, filled to the cards left per seat from the rest of the pack, plain cards first), the
 * rest in the talon.
 */
function midDeal(o: {
  options: OmbreOptions;
  dealer: number;
  lomber: number;
  contract: Contract;
  trump: Suit;
  favourite?: Suit | null;
  played: string[];
  hands?: Record<number, string>;
  called?: string | null;
  partner?: number | null;
  giver?: number | null;
  vole?: boolean;
  pot?: number;
  betes?: Bete[];
}): OmbreState {
  const r = resolveRules(o.options);
  const n = r.players;
  const ord = orderFor(o.trump);
  const tricks: Play[][] = [];
  let leader = (o.dealer + 1) % n;
  for (const text of o.played) {
    const cs = cards(text);
    assert.equal(cs.length, n, `a trick has ${n} cards: ${text}`);
    const t = cs.map((card, i) => ({ seat: (leader + i) % n, card }));
    tricks.push(t);
    leader = t[trickWinner(t, ord)]!.seat;
  }
  const left = r.tricks - tricks.length;
  const hands = Array.from({ length: n }, (_, s) => cards(o.hands?.[s] ?? ''));
  const used = new Set([...tricks.flat().map((p) => p.card), ...hands.flat()]);
  const isTrump = (c: string) => ord.suit[c] === 'T';
  const rest = r.pack.filter((c) => !used.has(c)).sort((a, b) => Number(isTrump(a)) - Number(isTrump(b)));
  for (const h of hands) {
    assert.ok(h.length <= left, `at most ${left} cards in a hand`);
    while (h.length < left) h.push(rest.shift()!);
  }
  const pot = o.pot ?? 1;
  const betes = o.betes ?? [];
  const balances = Array.from({ length: n }, () => 0);
  balances[0] = -(pot + sum(betes.map((b) => b.amount)));
  return fromPosition({
    options: o.options, balances, pot, betes, dealsPlayed: 0, dealer: o.dealer, favourite: o.favourite ?? null,
    phase: 'play', toMove: leader, hands, talon: rest, turned: null, auction: defaultAuction(n, o.dealer, o.lomber, o.contract, o.trump),
    lomber: o.lomber, contract: o.contract, trump: o.trump, called: o.called ?? null, partner: o.partner ?? null, giver: o.giver ?? null,
    discards: hands.map(() => []), taken: hands.map(() => []), matadors: null, trick: [], tricks, won: hands.map(() => 0), vole: o.vole ?? false, outcome: null,
  });
}

/** Plays on by the first legal card (never a stop or a throw-in) until the deal is over. */
function playToEnd(s: OmbreState): { state: OmbreState; events: OmbreEvent[] } {
  const events: OmbreEvent[] = [];
  while (s.phase === 'play') {
    const m = legalMoves(s).find((x) => x.type === 'play')!;
    const r = run(s, [m]);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A seeded random legal policy: bids now and then, exchanges a little, never stops nor throws in unless asked. */
function randomMove(s: OmbreState, rng: Rng, stops = false): OmbreMove {
  const legal = legalMoves(s);
  const of = (t: string) => legal.filter((m) => m.type === t);
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
  if (s.phase === 'auction') return rng.int(100) < 60 ? of('pass')[0]! : pick(legal);
  if (s.phase === 'exchange') return of('take').length && (of('discard').length === 0 || rng.int(3) === 0) ? of('take')[0]! : pick(of('discard').length ? of('discard') : of('take'));
  if (s.phase === 'play') return stops && of('stop').length && rng.int(2) === 0 ? of('stop')[0]! : pick(of('play'));
  return pick(legal.filter((m) => m.type !== 'throwIn'));
}

/** Whole deals of `options` by the random policy; `check` sees every state and the events of each move. */
function seededDeals(options: OmbreOptions, seeds: number, check: (s: OmbreState, ev: readonly OmbreEvent[]) => void, stops = false): void {
  for (let seed = 0; seed < seeds; seed++) {
    const rng = new Rng(seedRng(`rules2-${seed}`));
    let s = newSession({ ...options, tours: 1 }, `rules2-${options.game}-${seed}`);
    for (;;) {
      while (s.toMove !== null) {
        const r = applyMove(s, randomMove(s, rng, stops));
        assert.ok(r.ok);
        s = r.state;
        check(s, r.events);
      }
      if (s.phase === 'sessionOver') break;
      s = nextDeal(s);
    }
  }
}

// ------------------------------------------------------------------------------------------------

describe('Ombre for three: play to the end, irregularities, settlement, ranking, no talk (O44, O45, O60, O67, O69, O70, PD-O-11, PD-O-17, PD-O-20)', () => {
  it('O44 PD-O-11 all nine tricks are played even when the result is settled: a defender with five tricks, no claim, no stop', () => {
    // Ask in spades by seat 0 (mano); seat 1 takes tricks 1–5: the codille is certain
    const s = midDeal({
      options: OMBRE, dealer: 2, lomber: 0, contract: 'ask', trump: 'S', favourite: 'H',
      played: ['2H KH 3H', 'AS 2C 3S', '2S 3C 4S', 'AC 4C 5S', 'KS 5C 6S'],
    });
    assert.deepEqual(s.won, [0, 5, 0]);
    assert.equal(s.phase, 'play');
    assert.equal(s.toMove, 1);
    assert.ok(legalMoves(s).every((m) => m.type === 'play'), 'only cards: no stop, no claim, no concession');
    assert.equal(refused(s, { type: 'stop' }).rule, 'O43');
    assert.equal(refused(s, { type: 'claim' }).code, 'UNKNOWN_MOVE');
    const out = playToEnd(s);
    assert.equal(out.state.tricks.length, 9);
    assert.equal(out.events.filter((e) => e.type === 'trick').length, 4);
    assert.equal(result(out.events).outcome, 'codille');
    // seeded deals: a deal with a result ends before trick 9 only by a stop (O43) or a throw-in (O38)
    let decidedEarly = 0;
    seededDeals(OMBRE, 40, (st, ev) => {
      if (st.phase === 'play' && st.tricks.length < 9 && st.won.some((w, seat) => seat !== st.lomber && w >= 5)) {
        decidedEarly++;
        assert.ok(legalMoves(st).every((m) => m.type === 'play' || m.type === 'throwIn'));
      }
      const res = find(ev, 'result');
      if (res && !ev.some((e) => e.type === 'stop')) assert.equal(st.tricks.length, 9, 'played to the ninth trick');
    });
    assert.ok(decidedEarly > 0, 'the seeded deals met settled results before the end');
  });

  it('O45 PD-O-20 irregularities cannot happen: a card out of turn, a card not held, a revoke, a card taken back are refused and change nothing', () => {
    const s = midDeal({ options: OMBRE, dealer: 2, lomber: 0, contract: 'ask', trump: 'S', favourite: 'H', played: [], hands: { 0: 'KH 2C 3C 4C 5C 6C 7C JC QC', 1: 'QH 2H 3D 4D 5D 6D 7D JD QD', 2: '3H 4H 5H 6H 7H 2D AD KD KC' } });
    assert.equal(s.toMove, 0);
    // out of turn (laws on playing out of turn)
    const v1 = refused(s, { type: 'play', card: 'QH', seat: 1 });
    assert.equal(v1.rule, 'O3');
    assert.equal(v1.code, 'NOT_YOUR_TURN');
    // a card the player does not hold (too many or too few cards)
    assert.equal(refused(s, { type: 'play', card: 'QH' }).code, 'CARD_NOT_IN_HAND');
    const led = run(s, [{ type: 'play', card: 'KH' }]).state;
    // a revoke: seat 1 holds hearts
    const revoke = refused(led, { type: 'play', card: '4D' });
    assert.equal(revoke.rule, 'O40');
    // a card taken back (law 47): there is no such move, and the played card stays played
    assert.equal(refused(led, { type: 'takeBack', card: 'KH', seat: 0 }).code, 'UNKNOWN_MOVE');
    assert.equal(refused(led, { type: 'play', card: 'KH', seat: 0 }).code, 'NOT_YOUR_TURN');
    assert.deepEqual(led.trick, [{ seat: 0, card: 'KH' }]);
    assert.ok(!led.hands[0]!.includes('KH'));
    // exposed cards: no seat's view shows another hand
    for (let seat = 0; seat < 3; seat++) {
      const v = view(led, seat);
      assert.deepEqual([...v.hand].sort(), [...led.hands[seat]!].sort());
      const seen = JSON.stringify(v);
      for (const other of [1, 2].map((k) => (seat + k) % 3)) for (const c of led.hands[other]!) assert.ok(!seen.includes(`"${c}"`), `seat ${seat} sees ${c}`);
    }
  });

  it('O69 PD-O-20 the laws on misdeals and penalties do not apply: every deal has the right cards, a bad pack is refused, and no penalty bête is ever written', () => {
    for (const [options, sizes, talon] of [[OMBRE, 9, 13], [DEUX, 8, 14], [QUATRE, 8, 8], [Q, 10, 0], [C5, 8, 0]] as const) {
      for (let seed = 0; seed < 10; seed++) {
        const s = newSession(options, `deal-${seed}`);
        assert.ok(s.hands.every((h) => h.length === sizes));
        assert.equal(s.talon.length, talon);
        assert.equal(new Set([...s.hands.flat(), ...s.talon]).size, s.rules.pack.length);
      }
    }
    const over = run(newSession(OMBRE, 'misdeal'), [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.throws(() => nextDeal(over, [...PACK.slice(0, 39), PACK[0]!]), /twice/);
    assert.throws(() => nextDeal(over, PACK.slice(0, 39)), /40 cards/);
    // seeded deals: one bête at most per deal, and only for a lost or thrown-in game (O56–O58)
    for (const options of [OMBRE, DEUX, QUATRE, Q, C5]) {
      seededDeals(options, 12, (_st, ev) => {
        const betes = ev.filter((e) => e.type === 'payment' && e.reason === 'bete');
        const res = find(ev, 'result');
        const thrown = ev.some((e) => e.type === 'throwIn');
        if (betes.length) assert.ok(thrown || (res && res.outcome !== 'win'), 'a bête only for a lost game');
        const payers = new Set(betes.map((e) => (e as Ev<'payment'>).from));
        assert.ok(payers.size <= 2, 'one bête, from the Lomber (and in a partnership his partner)');
        for (const e of ev) if (e.type === 'payment') assert.ok(['ante', 'blok', 'pot', 'honours', 'bete', 'kettle'].includes(e.reason));
      });
    }
  });

  it('O60 PD-O-17 honours are settled by the engine at the end of the deal, in the move that ends it; nothing to claim, nothing forgotten at the next deal', () => {
    // Solo in spades by seat 0 with four matadors, 6–2–1 (not the first five): H = 2 + 2 = 4 from each
    const s = endgame({ options: OMBRE, lomber: 0, contract: 'solo', trump: 'S', favourite: 'H', matadors: 4, winners: [0, 1, 0, 2, 0, 0, 1, 0, 0], pot: 1 });
    const before = s.balances.slice();
    const out = playOut(s);
    const last = run(s, [{ type: 'play', card: s.hands[s.toMove!]![0]! }, { type: 'play', card: s.hands[(s.toMove! + 1) % 3]![0]! }]).state;
    const final = applyMove(last, { type: 'play', card: last.hands[last.toMove!]![0]! });
    assert.ok(final.ok);
    assert.deepEqual(final.events.map((e) => e.type).filter((t) => ['result', 'honours', 'payment', 'dealOver'].includes(t)).slice(0, 3), ['result', 'honours', 'payment']);
    assert.equal(honours(out.events).matadors, 2);
    assert.equal(honours(out.events).total, 4);
    assert.deepEqual(net(out.events, 3, 'honours'), [8, -4, -4]);
    assert.deepEqual(out.state.balances.map((b, i) => b - before[i]!), [9, -4, -4]);
    assert.equal(out.state.phase, 'dealOver');
    assert.deepEqual(legalMoves(out.state), []);
    const next = nextDeal(out.state);
    assert.deepEqual(next.balances.map((b, i) => b - out.state.balances[i]!), [-1, 0, 0], 'the next deal only adds its ante (dealer seat 0)');
  });

  it('O67 players are ranked by final balance; equal balances share a place', () => {
    const s = newSession(OMBRE, 'rank');
    const w: Words = { messages: ombreMessages('en'), locale: 'en', me: 2, names: ['Anna', 'Ben', 'You'], style: 'long', view: view(s, 2), limit: null };
    const said = describeEvents([{ type: 'sessionOver', balances: [7, 7, -14] }], w).map((x) => x.text).join(' ');
    assert.match(said, /Final standings: 1\. Anna plus 7, 1\. Ben plus 7, 3\. you minus 14\./);
    assert.match(said, /Anna and Ben win the session/);
    const alone = describeEvents([{ type: 'sessionOver', balances: [-3, 1, 2] }], w).map((x) => x.text).join(' ');
    assert.match(alone, /You win the session/);
    assert.match(alone, /Final standings: 1\. you plus 2, 2\. Ben plus 1, 3\. Anna minus 3\./);
  });

  it('O70 no talk: no move carries words, an unknown speech is refused, every event is a neutral report in the engine\'s vocabulary', () => {
    const s = newSession(OMBRE, 'talk');
    const v = refused(s, { type: 'say', text: 'I have a great hand' });
    assert.equal(v.code, 'UNKNOWN_MOVE');
    const vocabulary = new Set<string>([
      ...PACK, 'C', 'D', 'H', 'S', ...CONTRACTS, 'win', 'remise', 'codille', 'thrownIn', 'passed', 'made', 'missed', 'pot',
      'ante', 'blok', 'honours', 'bete', 'kettle',
    ]);
    const moveKeys = new Set(['type', 'contract', 'suit', 'card']);
    const strings = (x: unknown, out: string[]): string[] => {
      if (typeof x === 'string') out.push(x);
      else if (Array.isArray(x)) for (const y of x) strings(y, out);
      else if (x && typeof x === 'object') for (const y of Object.values(x)) strings(y, out);
      return out;
    };
    let events = 0;
    for (const options of [OMBRE, Q, C5]) {
      seededDeals(options, 6, (st, ev) => {
        for (const m of legalMoves(st)) for (const k of Object.keys(m)) assert.ok(moveKeys.has(k), `move field ${k}`);
        for (const e of ev) {
          events++;
          const { type, ...rest } = e;
          assert.match(type, /^[a-zA-Z]+$/);
          for (const x of strings(rest, [])) assert.ok(vocabulary.has(x), `free text in an event: ${JSON.stringify(e)}`);
        }
      }, true);
    }
    assert.ok(events > 1000);
  });
});

describe('Ombre for two (OD4, OD5, OD7)', () => {
  it('OD4 the auction with two: the mano speaks first and may hold the dealer\'s higher bid; both passing throws the deal in and passes it', () => {
    let s = dealWith({ options: DEUX, dealer: 1, hands: {}, favourite: null });
    assert.equal(s.toMove, 0);
    s = run(s, [{ type: 'bid', contract: 'ask' }]).state;
    assert.equal(s.toMove, 1);
    assert.equal(refused(s, { type: 'hold' }).rule, 'O26');
    const r = run(s, [{ type: 'bid', contract: 'solo', suit: 'H' }, { type: 'hold', suit: 'S' }, { type: 'pass' }]);
    const won = find(r.events, 'auctionWon')!;
    assert.deepEqual([won.seat, won.contract, won.suit], [0, 'solo', 'S']);
    assert.equal(r.state.trump, 'S');
    const passed = run(dealWith({ options: DEUX, dealer: 1, hands: {}, favourite: null, pot: 0 }), [{ type: 'pass' }, { type: 'pass' }]);
    assert.ok(passed.events.some((e) => e.type === 'allPassed'));
    assert.equal(passed.state.outcome, 'passed');
    assert.equal(passed.state.pot, 1);
    const next = nextDeal(passed.state);
    assert.equal(next.dealer, 0);
    assert.equal(next.toMove, 1);
    assert.equal(next.pot, 2);
  });

  it('OD5 the exchange: in the Ask the Lomber first, then the opponent, up to what is left; in Solo only the opponent', () => {
    let s = dealWith({ options: DEUX, dealer: 1, hands: {}, favourite: null });
    s = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'trump', suit: 'S' }]).state;
    assert.deepEqual(exchangeOrder(s), [0, 1]);
    assert.equal(s.toMove, 0);
    s = run(s, s.hands[0]!.slice(0, 3).map((card) => ({ type: 'discard' as const, card }))).state;
    s = run(s, [{ type: 'take' }]).state;
    assert.equal(s.talon.length, 11);
    assert.equal(s.toMove, 1);
    s = run(s, s.hands[1]!.slice(0, 8).map((card) => ({ type: 'discard' as const, card }))).state;
    assert.equal(s.hands[1]!.length, 0);
    assert.deepEqual(legalMoves(s), [{ type: 'take' }], 'his whole hand laid away: only the take');
    s = run(s, [{ type: 'take' }]).state;
    assert.equal(s.talon.length, 3);
    assert.equal(s.phase, 'play');
    let solo = dealWith({ options: DEUX, dealer: 1, hands: {}, favourite: null });
    solo = run(solo, [{ type: 'bid', contract: 'solo', suit: 'H' }, { type: 'pass' }]).state;
    assert.deepEqual(exchangeOrder(solo), [1]);
    assert.equal(solo.phase, 'exchange');
    assert.equal(solo.toMove, 1);
    assert.equal(refused(solo, { type: 'discard', card: solo.hands[0]![0]!, seat: 0 }).code, 'NOT_YOUR_TURN');
  });

  it('OD7 cinq premiers and the stop or vole choice as O43; the vole is all eight tricks', () => {
    // seat 0 (mano, Lomber, Ask in spades, no matadors) wins tricks 1–5 with KS QS JS 7S 6S
    const s = midDeal({
      options: DEUX, dealer: 1, lomber: 0, contract: 'ask', trump: 'S',
      played: ['KS KH', 'QS QH', 'JS JH', '7S AH', '6S 2H'], hands: { 0: '5S 4S 3S', 1: '3H 4H 5H' },
    });
    assert.ok(stopAvailable(s));
    const stop = run(s, [{ type: 'stop' }]);
    assert.equal(result(stop.events).outcome, 'win');
    assert.equal(result(stop.events).premiers, true);
    assert.equal(honours(stop.events).premiers, 1);
    assert.deepEqual(net(stop.events, 2, 'honours'), [1, -1]);
    const lead = run(s, [{ type: 'play', card: '5S' }]);
    assert.ok(lead.events.some((e) => e.type === 'voleDeclared' && e.seat === 0));
    const out = playToEnd(lead.state);
    assert.equal(out.state.tricks.length, 8);
    assert.equal(result(out.events).vole, 'made');
    assert.equal(result(out.events).side, 8);
    const h = honours(out.events);
    assert.deepEqual([h.game, h.matadors, h.premiers, h.vole, h.total], [0, 0, 1, 4, 5]);
    assert.deepEqual(net(out.events, 2), [6, -5]);
    // after four straight tricks there is no choice
    const four = midDeal({ options: DEUX, dealer: 1, lomber: 0, contract: 'ask', trump: 'S', played: ['KS KH', 'QS QH', 'JS JH', '7S AH'], hands: { 0: '6S 5S 4S 3S', 1: '2H 3H 4H 5H' } });
    assert.ok(!stopAvailable(four));
  });
});

describe('Ombre for four (OQ4, OQ7, OQ8)', () => {
  it('OQ4 the exchange: the Lomber first, then the others from his right; in Obscurité he keeps at most one card (7 or 8 of 8 drawn blind)', () => {
    let s = dealWith({ options: QUATRE, dealer: 0, hands: {}, favourite: 'H' });
    assert.equal(s.toMove, 1);
    s = run(s, [{ type: 'bid', contract: 'obscurite' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.deepEqual(exchangeOrder(s), [1, 2, 3, 0]);
    assert.equal(s.toMove, 1);
    s = run(s, s.hands[1]!.slice(0, 6).map((card) => ({ type: 'discard' as const, card }))).state;
    assert.equal(refused(s, { type: 'take' }).rule, 'O21');
    const talonTop = s.talon.slice(0, 7);
    s = run(s, [{ type: 'discard', card: s.hands[1]![0]! }, { type: 'take' }]).state;
    assert.deepEqual(s.taken[1], talonTop);
    assert.equal(s.talon.length, 1);
    assert.equal(s.phase, 'trump');
    s = run(s, [{ type: 'trump', suit: 'C' }]).state;
    assert.equal(s.toMove, 2);
    s = run(s, [{ type: 'discard', card: s.hands[2]![0]! }]).state;
    assert.equal(refused(s, { type: 'discard', card: s.hands[2]![0]! }).rule, 'O34');
    const r = run(s, [{ type: 'take' }]);
    // the talon is empty: seats 3 and 0 are skipped, play begins with the mano
    assert.deepEqual(r.events.filter((e) => e.type === 'exchange').map((e) => [(e as Ev<'exchange'>).seat, (e as Ev<'exchange'>).count]), [[2, 1], [3, 0], [0, 0]]);
    assert.equal(r.state.phase, 'play');
    assert.equal(r.state.toMove, 1);
  });

  it('OQ7 cinq premiers are the first five of eight tricks, with the stop or vole choice; the vole is all eight', () => {
    const s = midDeal({
      options: QUATRE, dealer: 3, lomber: 0, contract: 'ask', trump: 'S', favourite: 'D',
      played: ['KS KH KD KC', 'QS QH QD QC', 'JS JH JD JC', '7S AH AD 7C', '6S 2H 2D 6C'], hands: { 0: '5S 4S 3S' },
    });
    assert.deepEqual(s.won, [5, 0, 0, 0]);
    assert.ok(has(s, 'stop'));
    assert.equal(run(s, [{ type: 'stop' }]).events.filter((e) => e.type === 'payment' && e.reason === 'honours').length, 3);
    const out = playToEnd(run(s, [{ type: 'play', card: '5S' }]).state);
    assert.equal(out.state.vole, true);
    assert.equal(result(out.events).vole, 'made');
    const h = honours(out.events);
    assert.deepEqual([h.premiers, h.vole, h.total], [1, 4, 5]);
    assert.deepEqual(net(out.events, 4, 'honours'), [15, -5, -5, -5]);
  });

  it('OQ8 honours are paid by each of the three defenders; bêtes as in Ombre for three (single on remise, double on codille)', () => {
    const base = { options: QUATRE, dealer: 3, lomber: 0, contract: 'solo' as const, trump: 'S' as Suit, favourite: 'H' as Suit, matadors: 3, pot: 2, betes: [{ amount: 3, kind: 'single' as const }] };
    const win = playOut(endgame({ ...base, winners: [0, 0, 0, 0, 1, 2, 3, 0] }));
    assert.equal(result(win.events).outcome, 'win');
    assert.equal(honours(win.events).total, 3);
    assert.deepEqual(net(win.events, 4), [9 + 5, -3, -3, -3]);
    assert.equal(table(win.state), 0);
    const remise = playOut(endgame({ ...base, winners: [0, 1, 0, 1, 0, 1, 2, 3] }));
    assert.equal(result(remise.events).outcome, 'remise');
    assert.deepEqual(net(remise.events, 4), [-9 - 5, 3, 3, 3]);
    assert.deepEqual(remise.state.betes, [{ amount: 3, kind: 'single' }, { amount: 5, kind: 'single' }]);
    const codille = playOut(endgame({ ...base, winners: [1, 1, 1, 1, 0, 0, 0, 2] }));
    assert.equal(result(codille.events).outcome, 'codille');
    assert.deepEqual(codille.state.betes.at(-1), { amount: 10, kind: 'double' });
    assert.deepEqual(net(codille.events, 4, 'honours'), [-9, 3, 3, 3]);
  });
});

describe('Quadrille (QD5, QD9, QD12, QD14, QD15, V-O-17)', () => {
  it('QD5 the auction: the mano first, then the second, third and fourth; duels with holds; a pass is final; a declared game binds', () => {
    let s = dealWith({ options: Q, dealer: 3, hands: {}, favourite: null });
    const order: number[] = [];
    const speak = (m: OmbreMove) => {
      order.push(s.toMove!);
      s = run(s, [m]).state;
    };
    speak({ type: 'pass' });
    speak({ type: 'bid', contract: 'ask' });
    speak({ type: 'bid', contract: 'mediateur' });
    assert.equal(s.toMove, 1);
    speak({ type: 'hold' });
    assert.equal(refused(s, { type: 'hold' }).code, 'CANNOT_HOLD');
    assert.equal(refused(s, { type: 'bid', contract: 'mediateur' }).code, 'BID_TOO_LOW');
    speak({ type: 'pass' });
    assert.equal(s.toMove, 3);
    speak({ type: 'bid', contract: 'solo', suit: 'H' });
    speak({ type: 'pass' });
    assert.deepEqual(order, [0, 1, 2, 1, 2, 3, 1]);
    assert.ok(!s.auction.slice(1).some((a) => a.seat === 0), 'seat 0 passed and never spoke again');
    assert.equal(s.lomber, 3);
    assert.equal(s.contract, 'solo');
    assert.equal(s.trump, 'H');
    // a bid binds: no conversion in Quadrille
    let ask = dealWith({ options: Q, dealer: 3, hands: { 0: cards('AS AC') }, favourite: null });
    ask = run(ask, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.equal(ask.phase, 'trump');
    assert.equal(refused(ask, { type: 'convert', contract: 'casco' }).rule, 'O29');
  });

  it('QD9 the mano leads to trick 1 whoever is Lomber; following, the matadors privilege and the trick winner as in Ombre', () => {
    // hearts trump: seat 0 (mano) 4H 5H, seat 1 (Lomber) AC without other trumps, seat 2 AS 6H, seat 3 the other hearts
    let s = dealWith({ options: Q, dealer: 3, hands: { 0: cards('4H 5H'), 1: cards('AC KS'), 2: cards('AS 6H'), 3: cards('7H AH KH QH JH 2H 3H') }, favourite: null });
    s = run(s, [{ type: 'pass' }, { type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'trump', suit: 'H' }, { type: 'call', card: 'KC' }]).state;
    assert.equal(s.phase, 'play');
    assert.equal(s.toMove, 0, 'the mano leads, not the Lomber');
    s = run(s, [{ type: 'play', card: '4H' }]).state;
    // Basta is exempt on a small trump lead: seat 1 may play anything
    assert.equal(legalMoves(s).filter((m) => m.type === 'play').length, 10);
    s = run(s, [{ type: 'play', card: 'KS' }]).state;
    // seat 2 holds a trump that is not exempt: a trump, Spadille included
    assert.deepEqual(legalMoves(s).filter((m) => m.type === 'play').map((m) => (m as { card: string }).card).sort(), ['6H', 'AS']);
    assert.equal(refused(s, { type: 'play', card: s.hands[2]!.find((c) => c !== 'AS' && c !== '6H')! }).rule, 'O42');
    s = run(s, [{ type: 'play', card: '6H' }]).state;
    const r = run(s, [{ type: 'play', card: '3H' }]);
    // red small trumps: 3H above 4H above 6H
    assert.equal(find(r.events, 'trick')!.winner, 3);
    assert.equal(r.state.toMove, 3);
  });

  it('QD12 Solo: trump named in the bid, no call, alone against three who count as one side; 6 tricks win, 5 remise, 4 codille; the Ask names trump and King after the auction', () => {
    let s = dealWith({ options: Q, dealer: 3, hands: {}, favourite: null });
    const r = run(s, [{ type: 'bid', contract: 'solo', suit: 'D' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]);
    assert.equal(r.state.phase, 'play');
    assert.equal(r.state.trump, 'D');
    assert.equal(r.state.called, null);
    assert.equal(r.state.partner, null);
    assert.ok(!r.events.some((e) => e.type === 'called'));
    s = run(dealWith({ options: Q, dealer: 3, hands: {}, favourite: null }), [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }]).state;
    assert.deepEqual([s.phase, s.toMove], ['trump', 0]);
    s = run(s, [{ type: 'trump', suit: 'S' }]).state;
    assert.deepEqual([s.phase, s.toMove], ['call', 0]);
    const base = { options: Q, dealer: 3, lomber: 0, contract: 'solo' as const, trump: 'D' as Suit, matadors: 0, pot: 1 };
    const win = playOut(endgame({ ...base, winners: [0, 0, 1, 0, 2, 0, 3, 0, 1, 0] }));
    assert.equal(result(win.events).outcome, 'win');
    assert.deepEqual(net(win.events, 4, 'honours'), [6, -2, -2, -2]);
    // 5 tricks against 2, 2, 1: more than each opponent, still a remise
    const remise = playOut(endgame({ ...base, winners: [0, 0, 1, 0, 2, 0, 3, 1, 2, 0] }));
    assert.deepEqual(remise.state.won, [5, 2, 2, 1]);
    assert.equal(result(remise.events).outcome, 'remise');
    assert.deepEqual(net(remise.events, 4, 'honours'), [-6, 2, 2, 2]);
    const codille = playOut(endgame({ ...base, winners: [0, 1, 1, 0, 2, 0, 3, 1, 2, 0] }));
    assert.deepEqual(codille.state.won, [4, 3, 2, 1]);
    assert.equal(result(codille.events).outcome, 'codille');
  });

  it('QD14 the vole: an Ask whose called King is still out stops by itself after six straight tricks', () => {
    // hearts trump, seat 0 (mano) Lomber; KS called, held by seat 2, not played in tricks 1–6
    const s = midDeal({
      options: Q, dealer: 3, lomber: 0, contract: 'ask', trump: 'H', called: 'KS', partner: 2,
      played: ['AS 5H 2C 2D', '7H 3C 4C 6H', 'AC 5C 6C 3D', 'AH 7C JC 4D', 'KH QC 2S 5D'],
      hands: { 0: 'QH JH 2H 3H 4H', 1: 'KC KD QD JD AD', 2: 'KS QS JS 7S 6S', 3: '6D 7D 5S 4S 3S' },
    });
    assert.ok(!stopAvailable(s), 'no choice after five tricks in Quadrille (six premiers)');
    const r = run(s, [{ type: 'play', card: 'QH' }, { type: 'play', card: 'KC' }, { type: 'play', card: 'QS' }, { type: 'play', card: '3S' }]);
    assert.ok(r.events.some((e) => e.type === 'stop'), 'the deal stops by itself');
    assert.equal(r.state.phase, 'dealOver');
    assert.equal(result(r.events).outcome, 'win');
    assert.equal(result(r.events).premiers, true);
    assert.equal(honours(r.events).premiers, 1);
    assert.ok(r.state.hands[2]!.includes('KS'), 'the partner stays unknown');
  });

  it('QD14 the vole: once the King is out, the side\'s player who won trick 6 chooses to stop or lead (declaring the vole); Grand Casco may choose with the King still out', () => {
    // KS played by the partner (seat 2) to win trick 6: he is on lead with the choice
    const s = midDeal({
      options: Q, dealer: 3, lomber: 0, contract: 'ask', trump: 'H', called: 'KS', partner: 2,
      played: ['AS 5H 2C 2D', '7H 3C 4C 6H', 'AC 4H 6C 3D', 'AH 7C JC 4D', 'KH QC 2S 5D', '3S 5S KS 4S'],
      hands: { 0: 'QH JH 2H 3H', 1: 'KC 5C KD QD', 2: 'JD AD QS JS', 3: '6D 7D 7S 6S' },
    });
    assert.deepEqual(s.won, [5, 0, 1, 0]);
    assert.equal(s.toMove, 2);
    assert.ok(has(s, 'stop'));
    const stop = run(s, [{ type: 'stop' }]);
    assert.ok(stop.events.some((e) => e.type === 'stop' && e.seat === 2));
    assert.equal(result(stop.events).outcome, 'win');
    const lead = run(s, [{ type: 'play', card: 'QS' }]);
    assert.ok(lead.events.some((e) => e.type === 'voleDeclared' && e.seat === 2));
    // Grand Casco (spades trump by the called KS), KS still in the partner's hand after six straight tricks: no automatic stop, a choice
    const casco = midDeal({
      options: Q, dealer: 3, lomber: 0, contract: 'casco', trump: 'S', called: 'KS', partner: 2,
      played: ['AS AH 5S 6H', '2S 2H 4S 7H', 'AC 3H 3S 7C', 'KH 4H JH 6C', 'KD AD QD 6D'],
      hands: { 0: 'QS JS 7S 6S KC', 1: '5H 2D 3D 4D 5D', 2: 'KS QH QC JD JC', 3: '7D 5C 4C 3C 2C' },
    });
    const six = run(casco, [{ type: 'play', card: 'KC' }, { type: 'play', card: '5H' }, { type: 'play', card: 'QC' }, { type: 'play', card: '5C' }]);
    assert.ok(!six.events.some((e) => e.type === 'stop'));
    assert.equal(six.state.phase, 'play');
    assert.equal(six.state.toMove, 0);
    assert.ok(has(six.state, 'stop'));
  });

  it('QD14 a vole declared and missed is paid by the side: it keeps the game and owes each opponent the vole value', () => {
    const out = playOut(endgame({ options: Q, dealer: 3, lomber: 0, contract: 'ask', trump: 'H', called: 'KS', partner: 2, matadors: 0, vole: true, winners: [0, 0, 2, 0, 2, 0, 0, 2, 0, 1], pot: 1 }));
    assert.equal(result(out.events).outcome, 'win');
    assert.equal(result(out.events).vole, 'missed');
    const h = honours(out.events);
    assert.deepEqual([h.premiers, h.vole, h.total], [1, -2, -1]);
    // opponents in order after the Lomber: 1 (pays the Lomber), 3 (the last, pays the partner)
    assert.deepEqual(net(out.events, 4, 'honours'), [-1, 1, -1, 1]);
  });

  it('QD15 the devole: a side without a trick pays each opponent the vole value on top of the codille payments (doubled in colour)', () => {
    const base = { options: Q, dealer: 3, lomber: 1, contract: 'ask' as const, trump: 'H' as Suit, called: 'KS', partner: 3, matadors: 0, pot: 1 };
    const out = playOut(endgame({ ...base, winners: [0, 2, 0, 2, 0, 2, 0, 2, 0, 2] }));
    assert.equal(result(out.events).outcome, 'codille');
    assert.equal(result(out.events).devole, true);
    assert.equal(honours(out.events).devole, 2);
    assert.deepEqual(net(out.events, 4, 'honours'), [2, -2, 2, -2]);
    const one = playOut(endgame({ ...base, winners: [1, 2, 0, 2, 0, 2, 0, 2, 0, 2] }));
    assert.equal(honours(one.events).devole, 0);
    assert.deepEqual(net(one.events, 4, 'honours'), [0, 0, 0, 0]);
    const colour = playOut(endgame({ ...base, options: { game: 'quadrille', variants: ['V-O-14'] }, contract: 'ask-colour', favourite: 'H', winners: [0, 2, 0, 2, 0, 2, 0, 2, 0, 2] }));
    const h = honours(colour.events);
    assert.deepEqual([h.game, h.devole, h.total], [1, 4, 5]);
  });

  it('V-O-17 Quadrille: the Lomber pays a remise bête alone; the partner still pays his share of the honours', () => {
    const base = { dealer: 3, lomber: 1, contract: 'ask' as const, trump: 'H' as Suit, called: 'KS', partner: 3, matadors: 3, pot: 3, winners: [1, 1, 3, 3, 1, 0, 2, 0, 2, 0] };
    const plain = playOut(endgame({ ...base, options: Q }));
    assert.equal(result(plain.events).outcome, 'remise');
    assert.deepEqual(net(plain.events, 4, 'bete'), [0, -2, 0, -1]);
    assert.deepEqual(net(plain.events, 4, 'honours'), [1, -1, 1, -1]);
    const alone = playOut(endgame({ ...base, options: { game: 'quadrille', variants: ['V-O-17'] } }));
    assert.deepEqual(net(alone.events, 4, 'bete'), [0, -3, 0, 0]);
    assert.deepEqual(net(alone.events, 4, 'honours'), [1, -1, 1, -1]);
    assert.deepEqual(alone.state.betes, [{ amount: 3, kind: 'single' }]);
  });
});

describe('Cinquille (CQ4, CQ5, CQ7, CQ8, CQ9, CQ13, CQ14, V-O-18)', () => {
  it('CQ4 the Mediateur: a King handed over, alone against four, 5 tricks; it pays half of Solo, the giver only the other honours', () => {
    let s = dealWith({ options: C5, dealer: 4, hands: { 0: cards('AS 2C AC KC QC JC 7C 6C'), 2: cards('KH') }, favourite: null });
    s = run(s, [{ type: 'bid', contract: 'mediateur' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'trump', suit: 'C' }]).state;
    assert.equal(refused(s, { type: 'call', card: 'KC' }).code, 'BAD_CALL');
    const r = run(s, [{ type: 'call', card: 'KH' }, { type: 'give', card: '6C' }]);
    assert.ok(r.events.some((e) => e.type === 'handedOver' && e.from === 2 && e.to === 0));
    assert.equal(r.state.phase, 'play');
    assert.equal(r.state.partner, null);
    assert.ok(r.state.hands[0]!.includes('KH') && r.state.hands[2]!.includes('6C'));
    const base = { options: C5, dealer: 4, lomber: 0, contract: 'mediateur' as const, trump: 'C' as Suit, called: 'KH', giver: 2, matadors: 0, pot: 1 };
    const won = playOut(endgame({ ...base, winners: [0, 0, 1, 0, 2, 0, 3, 0] }));
    assert.equal(result(won.events).outcome, 'win');
    assert.equal(honours(won.events).game, 1);
    assert.deepEqual(net(won.events, 5, 'honours'), [3, -1, 0, -1, -1]);
    const remise = playOut(endgame({ ...base, winners: [0, 0, 1, 0, 2, 0, 3, 4] }));
    assert.equal(result(remise.events).outcome, 'remise');
    assert.deepEqual(net(remise.events, 5, 'honours'), [-5, 1, 2, 1, 1]);
    assert.deepEqual(remise.state.betes, [{ amount: 1, kind: 'single' }]);
  });

  it('CQ5 Grand Casco: only with both black aces (shown); the called King designates trump and its holder plays with him; paid like Solo', () => {
    let s = dealWith({ options: C5, dealer: 4, hands: { 2: cards('AS AC 2S 3S'), 4: cards('KD') }, favourite: null });
    s = run(s, [{ type: 'pass' }]).state;
    assert.equal(refused(s, { type: 'bid', contract: 'casco' }).code, 'NEEDS_BLACK_ACES');
    const r = run(s, [{ type: 'pass' }, { type: 'bid', contract: 'casco' }, { type: 'pass' }, { type: 'pass' }]);
    assert.ok(r.events.some((e) => e.type === 'acesShown' && e.seat === 2));
    assert.deepEqual([r.state.phase, r.state.toMove], ['call', 2]);
    s = run(r.state, [{ type: 'call', card: 'KD' }]).state;
    assert.equal(s.trump, 'D');
    assert.equal(s.partner, 4);
    const base = { options: C5, dealer: 4, lomber: 2, contract: 'casco' as const, trump: 'D' as Suit, called: 'KD', partner: 4, matadors: 0, pot: 3 };
    const won = playOut(endgame({ ...base, winners: [2, 4, 0, 2, 4, 2, 1, 3] }));
    assert.equal(result(won.events).outcome, 'win');
    assert.equal(honours(won.events).game, 2);
    // opponents after the Lomber: 3, 0 pay the Lomber, 1 (the last) the partner; the pot 2 and 1
    assert.deepEqual(net(won.events, 5), [-2, -2, 4 + 2, -2, 2 + 1]);
    const lost = playOut(endgame({ ...base, winners: [2, 4, 0, 2, 4, 0, 1, 3] }));
    assert.equal(result(lost.events).outcome, 'remise');
    assert.deepEqual(net(lost.events, 5), [2, 2, -4 - 2, 2, -2 - 1]);
  });

  it('CQ7 Solo tout: all eight tricks alone, no stop after five; paid twice Solo (4), which replaces the vole; lost with seven as a remise', () => {
    const s = midDeal({
      options: C5, dealer: 4, lomber: 0, contract: 'solo-tout', trump: 'S',
      played: ['AS 5S 2H 3H 4H', '2S 4S 5H 6H 7H', 'AC 3S 2D 3D 4D', 'KS KH 5D 6D 7D', 'QS QH 2C 3C 4C'], hands: { 0: 'JS 7S 6S' },
    });
    assert.ok(!has(s, 'stop'));
    const out = playToEnd(s);
    assert.equal(result(out.events).outcome, 'win');
    const h = honours(out.events);
    assert.equal(h.game, 4);
    assert.equal(h.vole, 0);
    assert.equal(h.premiers, 1);
    assert.equal(h.total, 4 + h.matadors + 1);
    assert.deepEqual(net(out.events, 5, 'honours'), [4 * h.total, -h.total, -h.total, -h.total, -h.total]);
    const lost = playOut(endgame({ options: C5, dealer: 4, lomber: 0, contract: 'solo-tout', trump: 'S', matadors: 3, winners: [0, 0, 0, 0, 0, 0, 0, 1], pot: 2 }));
    assert.equal(result(lost.events).outcome, 'remise');
    assert.equal(honours(lost.events).total, 5);
    assert.deepEqual(net(lost.events, 5), [-20 - 2, 5, 5, 5, 5]);
    assert.deepEqual(lost.state.betes, [{ amount: 2, kind: 'single' }]);
  });

  it('CQ8 all five pass: Spadille forcée, the holder of Spadille calls a King that designates trump; honours as Grand Casco', () => {
    const s = dealWith({ options: C5, dealer: 4, hands: { 3: cards('AS'), 1: cards('KH') }, favourite: null });
    const r = run(s, Array.from({ length: 5 }, () => ({ type: 'pass' as const })));
    assert.ok(r.events.some((e) => e.type === 'spadilleForcee' && e.seat === 3));
    assert.deepEqual([r.state.lomber, r.state.contract, r.state.phase, r.state.toMove], [3, 'forcee', 'call', 3]);
    const c = run(r.state, [{ type: 'call', card: 'KH' }]).state;
    assert.deepEqual([c.trump, c.partner, c.phase], ['H', 1, 'play']);
    const out = playOut(endgame({ options: C5, dealer: 4, lomber: 3, contract: 'forcee', trump: 'H', called: 'KH', partner: 1, matadors: 0, winners: [3, 1, 3, 1, 3, 0, 2, 4], pot: 1 }));
    assert.equal(result(out.events).outcome, 'win');
    assert.equal(honours(out.events).game, gameValue(resolveRules(C5), 'casco'));
    assert.equal(honours(out.events).game, 2);
  });

  it('CQ9 own King: he plays alone and needs 5; the game earns nothing; lost, he pays nothing but the bête', () => {
    let s = dealWith({ options: C5, dealer: 4, hands: { 0: cards('KH AS') }, favourite: null });
    s = run(s, [{ type: 'bid', contract: 'ask' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'trump', suit: 'S' }, { type: 'call', card: 'KH' }]).state;
    assert.equal(s.partner, null);
    assert.equal(s.phase, 'play');
    const base = { options: C5, dealer: 4, lomber: 0, contract: 'ask' as const, trump: 'S' as Suit, called: 'KH', partner: null, matadors: 3, pot: 3 };
    const won = playOut(endgame({ ...base, winners: [0, 1, 0, 2, 0, 3, 0, 0] }));
    assert.equal(result(won.events).outcome, 'win');
    assert.equal(honours(won.events).game, 0);
    assert.deepEqual(net(won.events, 5, 'honours'), [4, -1, -1, -1, -1]);
    const remise = playOut(endgame({ ...base, winners: [0, 1, 0, 2, 0, 3, 0, 4] }));
    assert.equal(result(remise.events).outcome, 'remise');
    assert.deepEqual(net(remise.events, 5, 'honours'), [0, 0, 0, 0, 0]);
    assert.deepEqual(net(remise.events, 5), [-3, 0, 0, 0, 0]);
    assert.deepEqual(remise.state.betes, [{ amount: 3, kind: 'single' }]);
    const codille = playOut(endgame({ ...base, winners: [0, 1, 1, 2, 0, 3, 0, 4] }));
    assert.equal(result(codille.events).outcome, 'codille');
    assert.equal(codille.events.filter((e) => e.type === 'payment' && e.from === 0).length, 0, 'the Lomber pays nothing');
  });

  it('CQ13 the vole: five straight tricks before the King is out, play goes on; the choice comes at the side\'s first lead after the King; alone after five', () => {
    const layout = {
      options: C5, dealer: 4, lomber: 0, trump: 'S' as Suit,
      played: ['AS 5S 2H 4S 3S', '2S 2D 3H 2C 3D', 'AC 4D 4H 3C 5D', 'KS 6D 5H 4C 7D', 'QS JD 6H 5C AD'],
    };
    const s = midDeal({ ...layout, contract: 'ask', called: 'KH', partner: 2, hands: { 0: 'JS 7S 6S', 2: 'KH' } });
    assert.deepEqual(s.won, [5, 0, 0, 0, 0]);
    assert.ok(!has(s, 'stop'), 'the King is still out');
    const six = run(s, [{ type: 'play', card: 'JS' }, { type: 'play', card: s.hands[1]![0]! }, { type: 'play', card: 'KH' }, { type: 'play', card: s.hands[3]![0]! }, { type: 'play', card: s.hands[4]![0]! }]);
    assert.ok(six.events.some((e) => e.type === 'partnerRevealed' && e.seat === 2));
    assert.equal(six.state.toMove, 0);
    assert.ok(has(six.state, 'stop'));
    const stop = run(six.state, [{ type: 'stop' }]);
    assert.equal(result(stop.events).outcome, 'win');
    assert.equal(result(stop.events).premiers, true);
    // the King kept to the last trick: no choice ever, and the vole is made
    const late = midDeal({ ...layout, contract: 'ask', called: 'KH', partner: 2, played: [...layout.played, 'JS KC QC KD QD', '7S JC 7C AH QH'], hands: { 0: '6S', 2: 'KH' } });
    assert.ok(!has(late, 'stop'));
    const out = playToEnd(late);
    assert.equal(result(out.events).vole, 'made');
    assert.equal(honours(out.events).vole, 2);
    // alone (Solo): the choice after five straight tricks, as O43
    const solo = midDeal({ ...layout, contract: 'solo', hands: { 0: 'JS 7S 6S' } });
    assert.ok(has(solo, 'stop'));
  });

  it('CQ14 the devole: a Lomber and partner without a trick pay the vole value to each of the three opponents on top of the codille', () => {
    const out = playOut(endgame({ options: C5, dealer: 4, lomber: 0, contract: 'ask', trump: 'S', called: 'KH', partner: 3, matadors: 0, winners: [1, 2, 4, 1, 2, 4, 1, 2], pot: 1 }));
    assert.equal(result(out.events).outcome, 'codille');
    assert.equal(result(out.events).devole, true);
    const h = honours(out.events);
    assert.deepEqual([h.devole, h.total], [2, 2]);
    // the Lomber pays two opponents (1, 2), the partner the last (4)
    assert.deepEqual(net(out.events, 5, 'honours'), [-4, 2, 2, -2, 2]);
  });

  it('V-O-18 Cinquille: the Lomber pays a remise bête alone (by default half each, the odd mark his)', () => {
    const base = { dealer: 4, lomber: 0, contract: 'ask' as const, trump: 'S' as Suit, called: 'KH', partner: 3, matadors: 0, pot: 3, winners: [0, 3, 0, 3, 1, 2, 4, 1] };
    const plain = playOut(endgame({ ...base, options: C5 }));
    assert.equal(result(plain.events).outcome, 'remise');
    assert.deepEqual(net(plain.events, 5, 'bete'), [-2, 0, 0, -1, 0]);
    const alone = playOut(endgame({ ...base, options: { game: 'cinquille', variants: ['V-O-18'] } }));
    assert.deepEqual(net(alone.events, 5, 'bete'), [-3, 0, 0, 0, 0]);
  });
});

describe('Project decisions (PD-O-5, PD-O-27)', () => {
  it('PD-O-5 the values lost in the OCR: Tourné 1 (2), Obscurité 2 (4), Ask in colour 1, cinq premiers 1 (2), Solo tout in colour 24', () => {
    const r = resolveRules(OMBRE);
    assert.deepEqual(['tourne', 'obscurite', 'casco', 'solo', 'solo-tout'].map((c) => gameValue(r, c as Contract)), [1, 2, 2, 2, 12]);
    const won = (contract: Contract, trump: Suit, favourite: Suit, winners = [0, 0, 0, 1, 2, 0, 0, 1, 2]) =>
      honours(playOut(endgame({ options: OMBRE, lomber: 0, contract, trump, favourite, matadors: 0, winners, pot: 1 })).events);
    assert.equal(won('tourne', 'S', 'H').game, 1);
    assert.equal(won('tourne', 'H', 'H').game, 2);
    assert.equal(won('obscurite', 'C', 'H').game, 2);
    assert.equal(won('obscurite', 'H', 'H').game, 4);
    assert.equal(won('ask-colour', 'H', 'H').total, 1);
    const five = [0, 0, 0, 0, 0, 1, 2, 1, 2];
    assert.equal(won('ask', 'S', 'H', five).premiers, 1);
    assert.equal(won('ask-colour', 'H', 'H', five).premiers, 2);
    const tout = won('solo-tout-colour', 'H', 'H', [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert.equal(tout.game, 24);
    assert.equal(tout.vole, 0);
  });

  it('PD-O-27 the point count of §5.1 (matadors 3, Ponte and trump King 2, other trumps 1, length, plain Kings, guarded Queens, voids) and its thresholds', () => {
    const count = (hand: string, trump: Suit) => pointCount(cards(hand).map(idx), trump);
    assert.equal(count('AS 2S AC KS', 'S'), 11);
    assert.equal(count('AH KH 2H', 'H'), 5);
    assert.equal(count('7H', 'H'), 3, 'the red Manille');
    assert.equal(count('2H', 'S'), 0, 'a plain small card');
    assert.equal(count('KD QC 2C QH', 'S'), 2 + 1, 'a plain King 2, a guarded Queen 1, a lone Queen 0');
    // six trumps: 3 + 3 + 3 + 2 + 1 + 1, two beyond the fourth, voids in three plain suits
    assert.equal(count('AS 2S AC KS QS JS', 'S'), 13 + 2 + 3);
    assert.equal(count('AS 2S AC KS QS JS KH 2H 3D', 'S'), 13 + 2 + 2 + 1);
    assert.equal(count('AS 2S AC KS KH 2H 3D 4C', 'S'), 13, 'four trumps: no length, no void point');
    assert.deepEqual(thresholds(resolveRules(OMBRE), false, false), { ask: 8, solo: 13 });
    assert.deepEqual(thresholds(resolveRules(OMBRE), true, false), { ask: 9, solo: 14 });
    assert.deepEqual(thresholds(resolveRules(OMBRE), true, true), { ask: 10, solo: 15 });
    assert.deepEqual(thresholds(resolveRules(Q), false, false), { ask: 9, solo: 15 });
    assert.deepEqual(thresholds(resolveRules(C5), true, false), { ask: 8, solo: 14 });
    assert.deepEqual(thresholds(resolveRules(QUATRE), false, false), { ask: 8, solo: 14 });
    assert.deepEqual(trumpOrder('S').slice(0, 3), ['AS', '2S', 'AC']);
  });
});
