/**
 * The rules of Tarok en trois (T1–T40) and en deux (TD1–TD11) through the engine, one test or more per
 * rule ID. Expected values come from tarok.md, not from the engine.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  cardPoints,
  dealPack,
  hiddenCards,
  isCountingCard,
  legalMoves,
  newSession,
  newSessionWithEvents,
  nextDeal,
  PACK,
  pipsOf,
  resolveRules,
  strengthOf,
  view,
  visibleEvent,
  type TarokEvent,
  type TarokState,
} from '../../src/games/tarok/index.js';
import { dealWith, ladons, net, playOut, run } from './support/tarok.js';

const ok = (r: ReturnType<typeof applyMove>): TarokState => {
  assert.ok(r.ok, r.ok ? '' : JSON.stringify(r.violation));
  return r.state;
};
/** The dealer lays the first three cards he may. */
const laySkat = (s: TarokState) => {
  let st = s;
  for (let i = 0; i < 3; i++) st = ok(applyMove(st, legalMoves(st)[0]!));
  return st;
};

describe('Tarok en trois: the pack and the count (T1–T8)', () => {
  it('T1: 78 cards, 22 taroks with the Sky, four suits of 14; a deal holds each once', () => {
    assert.equal(PACK.length, 78);
    assert.equal(PACK.filter((c) => c.startsWith('T-')).length, 22);
    for (const s of 'CDHS') assert.equal(PACK.filter((c) => c.startsWith(`${s}-`)).length, 14);
    const st = newSession({ form: 'trois' }, 1);
    assert.equal(new Set([...st.hands.flat(), ...st.skat]).size, 78);
  });
  it('T2: black K Q N J 10 … 2 A; red K Q N J A 2 … 10', () => {
    const black = ['S-K', 'S-Q', 'S-N', 'S-J', 'S-10', 'S-9', 'S-8', 'S-7', 'S-6', 'S-5', 'S-4', 'S-3', 'S-2', 'S-A'];
    const red = ['H-K', 'H-Q', 'H-N', 'H-J', 'H-A', 'H-2', 'H-3', 'H-4', 'H-5', 'H-6', 'H-7', 'H-8', 'H-9', 'H-10'];
    for (const order of [black, red]) for (let i = 1; i < order.length; i++) assert.ok(strengthOf(order[i - 1]!) > strengthOf(order[i]!), `${order[i - 1]} > ${order[i]}`);
  });
  it('T3: XXI highest … Pagat lowest; the Sky below everything (it never wins)', () => {
    for (let t = 2; t <= 21; t++) assert.ok(strengthOf(`T-${t}`) > strengthOf(`T-${t - 1}`));
    assert.ok(strengthOf('T-1') > strengthOf('C-K'));
    assert.ok(strengthOf('T-Sk') < strengthOf('C-A'));
  });
  it('T4, T20: the eldest (dealer + 1) leads; the next deal passes to the eldest', () => {
    const s = laySkat(newSession({ form: 'trois' }, 4));
    assert.equal(s.phase, 'play');
    assert.equal(s.toMove, (s.dealer + 1) % 3);
    const over = playOut(s, 4).state;
    assert.equal(nextDeal(over).dealer, (s.dealer + 1) % 3);
  });
  it('T5, T6: pips K 5, Q 4, N 3, J 2, XXI/Pagat/Sky 5, others 1; 59 ladons and 19 counting cards', () => {
    assert.deepEqual(['C-K', 'C-Q', 'C-N', 'C-J', 'T-21', 'T-1', 'T-Sk', 'T-2', 'D-A'].map(pipsOf), [5, 4, 3, 2, 5, 5, 5, 1, 1]);
    assert.equal(PACK.filter(isCountingCard).length, 19);
    assert.equal(PACK.filter((c) => !isCountingCard(c)).length, 59);
  });
  it('T7, T8: packets of three: pips less two per three; the pack counts 78', () => {
    assert.equal(cardPoints(PACK, 3), 130 - 52);
    assert.equal(cardPoints(['C-K', 'C-2', 'C-3'], 3), 5);
  });
});

describe('Tarok en trois: the deal and the Skat (T9–T13)', () => {
  it('T9: five at a time from the eldest, five rounds, then three to the dealer (25, 25, 28)', () => {
    const rules = resolveRules({ form: 'trois' });
    const { hands } = dealPack(PACK, rules, 2);
    assert.deepEqual(hands[0]!.slice(0, 5), PACK.slice(0, 5));
    assert.deepEqual(hands[1]!.slice(0, 5), PACK.slice(5, 10));
    assert.deepEqual(hands[2]!.slice(0, 5), PACK.slice(10, 15));
    assert.deepEqual(hands[2]!.slice(25), PACK.slice(75));
    assert.deepEqual(hands.map((h) => h.length), [25, 25, 28]);
  });
  it('T10, T12: the dealer lays three cards away, one at a time; then each holds 25, and the Skat counts for him', () => {
    const s = newSession({ form: 'trois' }, 10);
    assert.equal(s.phase, 'skat');
    assert.equal(s.toMove, s.dealer);
    const laid = laySkat(s);
    assert.deepEqual(laid.hands.map((h) => h.length), [25, 25, 25]);
    assert.equal(laid.skat.length, 3);
    const end = playOut(laid, 10);
    const cp = end.events.find((e) => e.type === 'cardPoints') as Extract<TarokEvent, { type: 'cardPoints' }>;
    assert.equal(cp.points.reduce((a, b) => a + b, 0), 78);
  });
  it('T11, PD-T-10: no tarok and no King into the Skat; the Pagat only with at most two other taroks; the fallback is the lowest plain tarok', () => {
    const plain = ladons(40, []);
    const s = dealWith({ hands: { 2: ['T-1', 'T-5', 'T-9', 'T-Sk', 'D-K', ...plain.slice(0, 23)] }, filler: plain });
    const legal = legalMoves(s).map((m) => (m as { card: string }).card);
    for (const c of ['T-1', 'T-5', 'T-9', 'T-Sk', 'D-K']) assert.ok(!legal.includes(c), c);
    assert.equal(legal.length, 23);
    // 28 cards of taroks and Kings only: the fallback
    const heavy = dealWith({ hands: { 2: [...PACK.filter((c) => c.startsWith('T-')), 'C-K', 'D-K', 'H-K', 'S-K', 'C-Q', 'C-N'] } });
    assert.deepEqual(legalMoves(heavy), [{ type: 'discard', card: 'C-Q' }, { type: 'discard', card: 'C-N' }]);
    const twice = run(heavy, [{ type: 'discard', card: 'C-Q' }, { type: 'discard', card: 'C-N' }]).state;
    assert.deepEqual(legalMoves(twice), [{ type: 'discard', card: 'T-2' }]);
  });
  it('T13: a fourth card is never laid (the Skat phase ends at three; a discard in play is refused)', () => {
    const laid = laySkat(newSession({ form: 'trois' }, 13));
    const r = applyMove(laid, { type: 'discard', card: laid.hands[laid.toMove!]![0]! });
    assert.ok(!r.ok && r.violation.code === 'WRONG_PHASE' && r.violation.rule === 'T38');
  });
});

describe('Tarok en trois: announcements (T14–T19)', () => {
  it('T14, T19, PD-T-3: announced automatically after the Skat, each the total of its items', () => {
    let s = newSession({ form: 'trois' }, 140);
    const events: TarokEvent[] = [];
    for (let i = 0; i < 3; i++) {
      const r = applyMove(s, legalMoves(s)[0]!);
      assert.ok(r.ok);
      s = r.state;
      events.push(...r.events);
    }
    const ann = events.filter((e) => e.type === 'announced');
    assert.deepEqual(ann.map((e) => (e as { seat: number }).seat), [s.dealer, (s.dealer + 1) % 3, (s.dealer + 2) % 3]);
    for (const e of ann) assert.ok(!/"[CDHST]-/.test(JSON.stringify(e)), 'no card in an announcement');
    assert.deepEqual(s.announcements!.map((a) => a.points), [0, 1, 2].map((seat) => (ann.find((e) => (e as { seat: number }).seat === seat) as { points: number }).points));
  });
  it('T15, T16, T17, T18: the items (also EX-T-5): 11 taroks 15; matadors from the XXI down; cavalries skied double; Kings from three', async () => {
    const { announcementOf } = await import('../../src/games/tarok/index.js');
    const hand = ['T-Sk', 'T-1', 'T-21', 'T-20', 'T-2', 'T-3', 'T-4', 'T-5', 'T-6', 'T-7', 'T-8', 'S-K', 'S-Q', 'S-N', ...ladons(11, [])];
    const a = announcementOf(hand, false);
    assert.equal(a.taroks, 11);
    assert.equal(a.matadors, 4);
    assert.deepEqual([a.whole, a.half, a.skied], [0, 1, true]);
    assert.equal(a.kings, 4);
    assert.equal(a.points, 15 + 15 + 10 + 10);
    assert.equal(announcementOf(hand, true).matadors, 9, 'V-T-2: Sky, Pagat, II … VIII from below');
  });
});

describe('Tarok en trois: play (T20–T26)', () => {
  const mid = () => {
    // seat 0 leads hearts; seat 1 holds no heart but taroks and the Sky
    const s = dealWith({ hands: { 0: ['H-5', 'H-6'], 1: ['T-4', 'T-20', 'T-Sk', ...ladons(30, []).filter((c) => !c.startsWith('H-')).slice(0, 22)] } });
    return ok(applyMove(laySkatNoHearts(s), { type: 'play', card: 'H-5' }));
  };
  const laySkatNoHearts = (s: TarokState) => {
    let st = s;
    for (const card of st.hands[2]!.filter((c) => !c.startsWith('T-') && !c.endsWith('-K')).slice(-3)) st = ok(applyMove(st, { type: 'discard', card }));
    return st;
  };
  it('T21: void in the suit led, a tarok must be played', () => {
    const s = mid();
    const r = applyMove(s, { type: 'play', card: s.hands[1]!.find((c) => !c.startsWith('T-'))! });
    assert.ok(!r.ok && r.violation.code === 'MUST_PLAY_TAROK' && r.violation.rule === 'T21');
    assert.ok(applyMove(s, { type: 'play', card: 'T-4' }).ok);
  });
  it('T22: the Sky is always playable', () => assert.ok(applyMove(mid(), { type: 'play', card: 'T-Sk' }).ok));
  it('T23, T24: the Sky led: the next card counts as the lead; the Sky never wins', () => {
    const s = dealWith({ hands: { 0: ['T-Sk'], 1: ['C-7'], 2: ['C-9'] }, filler: ladons(60, ['C-7', 'C-9']) });
    const st = run(laySkatNoHearts(s), [{ type: 'play', card: 'T-Sk' }, { type: 'play', card: 'C-7' }, { type: 'play', card: 'C-9' }]);
    const t = st.events.find((e) => e.type === 'trick') as { winner: number };
    assert.equal(t.winner, 2);
    assert.equal(st.state.toMove, 2, 'T20: the winner leads');
  });
  it('T25: the Sky in tricks 1–22 is kept (its owner gives a ladon), in 23–25 lost to the winner', () => {
    let kept = 0;
    let lost = 0;
    for (let seed = 0; seed < 60; seed++) {
      const { events } = playOut(laySkat(newSession({ form: 'trois' }, `sky${seed}`)), seed);
      const sky = events.find((e) => e.type === 'sky') as Extract<TarokEvent, { type: 'sky' }>;
      assert.equal(sky.kept, sky.trick <= 22);
      if (sky.kept) kept++;
      else lost++;
    }
    assert.ok(kept > 0 && lost > 0, `${kept} kept, ${lost} lost`);
  });
  it('T26: a move out of turn is refused (T20) and changes nothing', () => {
    const s = laySkat(newSession({ form: 'trois' }, 26));
    const other = (s.toMove! + 1) % 3;
    const r = applyMove(s, { type: 'play', card: s.hands[other]![0]!, seat: other });
    assert.ok(!r.ok && r.violation.rule === 'T20' && r.violation.code === 'NOT_YOUR_TURN');
  });
});

describe('Tarok en trois: prizes, settlement, session (T27–T35)', () => {
  it('T27, T28, T29: the Pagat and the four suit Kings lie before their trick\'s winner, 10/5 (20/10 in trick 25); never the Sky or the XXI', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { state, events } = playOut(laySkat(newSession({ form: 'trois' }, `prize${seed}`)), seed);
      const prizes = events.filter((e) => e.type === 'prize') as Extract<TarokEvent, { type: 'prize' }>[];
      assert.deepEqual(prizes.map((p) => p.card).sort(), ['C-K', 'D-K', 'H-K', 'S-K', 'T-1'].filter((c) => prizes.some((p) => p.card === c)).sort());
      assert.equal(prizes.length, 5);
      for (const p of prizes) {
        if (p.trick === 0) continue;
        const t = state.tricks[p.trick - 1]!;
        assert.equal(t.find((x) => x.card === p.card)!.seat, p.owner);
        const w = (events.find((e) => e.type === 'trick' && e.number === p.trick) as { winner: number }).winner;
        assert.equal(p.seat, w);
        const base = p.card === 'T-1' ? 10 : 5;
        assert.equal(p.value, p.trick === 25 ? 2 * base : base);
      }
    }
  });
  it('T30, T31, T32, T33, T34: the deal\'s payments by reason; balances add to 0', () => {
    const { state, events } = playOut(laySkat(newSession({ form: 'trois' }, 30)), 30);
    const cp = (events.find((e) => e.type === 'cardPoints') as { points: number[] }).points;
    assert.deepEqual(net(events, 3, 'cards'), cp.map((c) => c - 26));
    assert.equal(state.balances.reduce((a, b) => a + b, 0), 0);
    assert.deepEqual(state.balances, net(events, 3));
  });
  it('T35, PD-T-16: a session of 4 tours is 12 deals by default, each player dealing in turn', () => {
    let s = newSession({ form: 'trois' }, 35);
    const dealers: number[] = [];
    for (;;) {
      dealers.push(s.dealer);
      s = playOut(s, dealers.length).state;
      if (s.phase === 'sessionOver') break;
      s = nextDeal(s);
    }
    assert.equal(dealers.length, 12);
    assert.equal(s.dealsPlayed, 12);
    for (let i = 1; i < 12; i++) assert.equal(dealers[i], (dealers[i - 1]! + 1) % 3);
    assert.throws(() => nextDeal(s));
  });
});

describe('Tarok en trois: phases, events, information (T36–T40)', () => {
  it('T36, T38, T39: skat → play → dealOver; the events of a deal; nothing is legal after it', () => {
    const start = newSessionWithEvents({ form: 'trois' }, 36);
    assert.equal(start.events[0]!.type, 'dealStarted');
    const { state, events } = playOut(start.state, 36);
    const types = new Set(events.map((e) => e.type));
    for (const t of ['skatCard', 'skatLaid', 'announced', 'cardPlayed', 'trick', 'sky', 'prize', 'cardPoints', 'payment', 'dealOver']) assert.ok(types.has(t as never), t);
    assert.equal(state.phase, 'dealOver');
    assert.deepEqual(legalMoves(state), []);
    const r = applyMove(state, { type: 'pass' });
    assert.ok(!r.ok && r.violation.rule === 'T38' && r.violation.code === 'WRONG_PHASE');
  });
  it('T37, T40: a view never holds another hand or the dealer\'s Skat while private; his Skat card events are blank for the others', () => {
    const s = newSession({ form: 'trois' }, 37);
    const r = applyMove(s, legalMoves(s)[0]!);
    assert.ok(r.ok);
    const layer = s.dealer;
    for (let seat = 0; seat < 3; seat++) {
      const v = view(r.state, seat);
      const text = JSON.stringify(v);
      for (let o = 0; o < 3; o++) if (o !== seat) for (const c of r.state.hands[o]!) assert.ok(!text.includes(`"${c}"`), `${seat} sees ${c}`);
      if (seat !== layer) {
        assert.equal(v.skat, null);
        assert.ok(!text.includes(`"${r.state.skat[0]}"`));
        assert.ok(!JSON.stringify(r.events.map((e) => visibleEvent(e, seat))).includes(`"${r.state.skat[0]}"`));
      } else assert.deepEqual(v.skat, r.state.skat);
      assert.deepEqual(v.handSizes, r.state.hands.map((h) => h.length));
      assert.ok(hiddenCards(r.state, seat).length > 0);
    }
  });
});

describe('Tarok en deux (TD1–TD11)', () => {
  it('TD1, TD2: two players; five rounds of five from the non-dealer, three more to the dealer, 25 set aside', () => {
    const rules = resolveRules({ form: 'deux' });
    const { hands, aside } = dealPack(PACK, rules, 1);
    assert.deepEqual(hands[0]!.slice(0, 5), PACK.slice(0, 5));
    assert.deepEqual(hands.map((h) => h.length), [25, 28]);
    assert.equal(aside.length, 25);
    const s = newSession({ form: 'deux', parties: 5 }, 'td1');
    assert.equal(s.aside.length, 25);
    assert.equal(nextDeal(playOut(s, 1).state).dealer, 1 - s.dealer, 'the deal alternates');
  });
  it('TD3: the dealer lays three under T11 (a King refused)', () => {
    const s = newSession({ form: 'deux' }, 'td3');
    const king = s.hands[s.dealer]!.find((c) => c.endsWith('-K') || c.startsWith('T-'))!;
    const r = applyMove(s, { type: 'discard', card: king });
    assert.ok(!r.ok && r.violation.code === 'SKAT_FORBIDDEN');
  });
  it('TD4, TD5, TD6, TD7: announcements, tricks of two, pairs less one, prizes 15/25 and 10/15, written to the scores', () => {
    const { state, events } = playOut(newSession({ form: 'deux' }, 'td4'), 4);
    assert.ok(state.tricks.every((t) => t.length === 2));
    assert.equal(events.filter((e) => e.type === 'announced').length, 2);
    for (const p of events.filter((e) => e.type === 'prize') as Extract<TarokEvent, { type: 'prize' }>[]) {
      const base = p.card === 'T-1' ? [15, 25] : [10, 15];
      assert.equal(p.value, base[p.trick === 25 ? 1 : 0]);
    }
    const score = events.find((e) => e.type === 'score') as Extract<TarokEvent, { type: 'score' }>;
    assert.deepEqual(score.scores, state.scores);
    assert.equal(net(events, 2).filter((x) => x !== 0).length === 0 || state.phase !== 'dealOver', true, 'TD7: nothing paid during a party');
  });
  it('TD8, TD9, TD10, PD-T-11: a party to 100, paid 30 a party and the difference; the session of one party ends; scores restart after a party', () => {
    let s = newSession({ form: 'deux', parties: 2 }, 'td8');
    const all: TarokEvent[] = [];
    let parties = 0;
    while (s.phase !== 'sessionOver') {
      const r = playOut(s, all.length);
      all.push(...r.events);
      s = r.state;
      if (s.phase === 'partyOver') {
        parties++;
        const next = nextDeal(s);
        assert.deepEqual(next.scores, [0, 0]);
        s = next;
      } else if (s.phase === 'dealOver') s = nextDeal(s);
    }
    const over = all.filter((e) => e.type === 'partyOver') as Extract<TarokEvent, { type: 'partyOver' }>[];
    assert.equal(over.length, 2);
    assert.equal(parties, 1);
    for (const p of over) {
      assert.ok(Math.max(...p.scores) >= 100);
      assert.equal(p.parties, Math.min(...p.scores) < 50 ? 2 : 1);
    }
    assert.equal(s.balances[0]! + s.balances[1]!, 0);
    assert.equal(Math.abs(s.balances[0]!), Math.abs(over.reduce((a, p) => a + (p.winner === 0 ? 1 : -1) * (30 * p.parties + p.points), 0)));
  });
  it('TD11: strategy only (B-T-12): every legal line plays to the end', () => {
    assert.equal(playOut(newSession({ form: 'deux' }, 'td11'), 11).state.tricks.length, 25);
  });
});

describe('Tarok project decisions and variants (PD-T-…, V-T-…)', () => {
  it('PD-T-1: seats in turn order; the first dealer at random (it varies with the seed); the eldest is dealer + 1', () => {
    const dealers = new Set(Array.from({ length: 30 }, (_, i) => newSession({ form: 'trois' }, `pd1-${i}`).dealer));
    assert.equal(dealers.size, 3);
  });
  it('PD-T-2, PD-T-17: all 25 tricks are played out; irregularities cannot happen (a card out of turn is refused)', () => {
    const { state } = playOut(newSession({ form: 'trois' }, 'pd2'), 2);
    assert.equal(state.tricks.length, 25);
    assert.deepEqual(state.hands, [[], [], []]);
  });
  it('PD-T-4: the Sky doubles cavalries only, never taroks or matadors', async () => {
    const { announcementOf } = await import('../../src/games/tarok/index.js');
    const taroks = ['T-Sk', 'T-1', 'T-21', 'T-2', 'T-3', 'T-4', 'T-5', 'T-6', 'T-7', 'T-8'];
    const a = announcementOf([...taroks, ...ladons(15, [])], false);
    assert.deepEqual([a.taroks, a.matadors, a.skied, a.kings, a.points], [10, 3, false, 3, 10 + 10 + 5]);
    const b = announcementOf([...taroks, 'C-Q', 'C-N', 'C-J', ...ladons(12, [])], false);
    assert.deepEqual([b.half, b.skied, b.points], [1, true, 10 + 10 + 10 + 5]);
  });
  it('PD-T-5, PD-T-6: the Sky is never compelled; its ladon is moved in the count (EX-T-2, EX-T-4)', () => {
    const { state } = playOut(laySkatAny(newSession({ form: 'trois' }, 'pd5')), 5);
    assert.equal(state.tricks.flat().filter((p) => p.card === 'T-Sk').length, 1);
  });
  it('PD-T-7, PD-T-8: a King in trick 25 is worth 10; prizes lie before the trick\'s winner and settle pairwise', () => {
    let seen = false;
    for (let seed = 0; seed < 200 && !seen; seed++) {
      const { events } = playOut(laySkatAny(newSession({ form: 'trois' }, `pd7-${seed}`)), seed);
      const k = events.find((e) => e.type === 'prize' && e.trick === 25 && e.card !== 'T-1') as Extract<TarokEvent, { type: 'prize' }> | undefined;
      if (k) {
        assert.equal(k.value, 10);
        seen = true;
      }
    }
    assert.ok(seen, 'a King played to trick 25 in 200 deals');
  });
  it('V-T-3, V-T-4, V-T-5, V-T-6: described only: a session with any of them is refused', () => {
    for (const v of ['V-T-3', 'V-T-4', 'V-T-5', 'V-T-6']) assert.throws(() => newSession({ form: 'trois', variants: [v] }, 1), /described only/);
  });
});

function laySkatAny(s: TarokState): TarokState {
  let st = s;
  for (let i = 0; i < 3; i++) {
    const r = applyMove(st, legalMoves(st)[0]!);
    assert.ok(r.ok);
    st = r.state;
  }
  return st;
}
