/**
 * The engine's honest samples of what a view does not show (src/games/tarok/sample.ts; T37, T40,
 * TL17): every sample agrees with every public fact of the view — the sizes, the voids shown (T21,
 * T22), the Skat's rules (T11, TL7, TL8), the announcements as counts (T14–T19), the calls and
 * handovers (TL14, TL15) — over seeded deals of every form; and the computer players decide from their
 * own view only (honesty). The facts are checked here from the rules, not by the sampler's own code.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng, seedRng } from '../../src/engine/rng.js';
import {
  announcementOf,
  isBarred,
  isTarok,
  PACK,
  PAGAT,
  pipsOf,
  resample,
  resolveRules,
  SKY,
  suitOf,
  SUIT_KINGS,
  tarokGame,
  view,
  voidsOf,
  type TarokMove,
  type TarokOptions,
  type TarokState,
  type TarokView,
} from '../../src/games/tarok/index.js';
import { samplerOf } from '../../src/games/tarok/sample.js';
import { createBot, tarokBots } from '../../src/games/tarok/bots/index.js';
import { BOT_LEVELS } from '../../src/ai/types.js';
import { dealWith, run } from './support/tarok.js';

const OVER = new Set(['dealOver', 'partyOver', 'sessionOver']);
/** The state after the first legal move. */
const playFirst = (s: TarokState): TarokState => run(s, [tarokGame.legalMoves(s)[0]!]).state;
const followSuit = (c: string): string => (c === SKY ? '' : isTarok(c) ? 'T' : suitOf(c));

/** Every public fact of `v` that the full state `x` contradicts, each named by its rule (empty: none). */
function contradictions(v: TarokView, x: TarokState): string[] {
  const out: string[] = [];
  const rules = resolveRules(v.options);
  const n = rules.players;
  try {
    assert.deepEqual(view(x, v.seat), v);
  } catch {
    out.push('T37: the sample does not give the same view');
  }
  const cards = [...x.hands.flat(), ...x.skat, ...x.aside, ...x.tricks.flat().map((p) => p.card), ...x.trick.map((p) => p.card)];
  if (cards.length !== 78 || new Set(cards).size !== 78) out.push('T1: not the 78 cards once each');
  const played = Array.from({ length: n }, (_, seat) => [...x.tricks.flat(), ...x.trick].filter((p) => p.seat === seat).map((p) => p.card));
  const voids = voidsOf(v, n);
  for (let seat = 0; seat < n; seat++) {
    if (v.hands[seat] !== null) continue;
    for (const c of x.hands[seat]!) if (voids[seat]!.has(followSuit(c))) out.push(`T21: seat ${seat} showed out of ${followSuit(c)} but holds ${c}`);
    if (v.announcements && !OVER.has(v.phase)) {
      const said = announcementOf([...x.hands[seat]!, ...played[seat]!], rules.fromBelow);
      if (JSON.stringify(said) !== JSON.stringify(v.announcements[seat])) out.push(`T14-T19: seat ${seat}'s cards announce ${JSON.stringify(said)}, not ${JSON.stringify(v.announcements[seat])}`);
    }
  }
  const newMethod = rules.form === 'lomber' && rules.method === 'new';
  const untouched = newMethod && (v.phase === 'auction' || v.outcome === 'passed');
  if (v.skat === null && !untouched) {
    // the layer's 28 cards when he laid the Skat: the old method's calls came after it (TL7, TL14), the new method's before (TL16)
    const layer = newMethod ? x.declarer! : x.dealer;
    let laid = [...x.hands[layer]!, ...played[layer]!, ...x.skat];
    if (!newMethod) {
      for (const c of x.calls) {
        if (c.from === null) continue;
        if (layer === x.declarer) laid = [...laid.filter((k) => k !== c.card), ...(c.returned ? [c.returned] : [])];
        else if (layer === c.from) laid = [...laid.filter((k) => k !== c.returned), c.card];
      }
    }
    for (const c of x.skat) {
      if (!isBarred(c)) continue;
      const pagatMay = c === PAGAT && rules.form !== 'lomber' && laid.filter(isTarok).length <= 3;
      // PD-T-10: fewer than three cards allowed among the 28: the lowest plain tarok completes the Skat
      const fallback = c === 'T-2' && laid.filter((k) => !isBarred(k)).length < 3;
      if (!pagatMay && !fallback) out.push(`T11/TL7: ${c} in the Skat`);
    }
  }
  v.calls.forEach((c, i) => {
    const got = x.calls[i]!;
    if (c.from === null) {
      if (!x.skat.includes(c.card)) out.push(`TL15: ${c.card} was called from the Skat but is not in it`);
      return;
    }
    const later = v.calls.slice(i + 1).some((l) => l.given);
    const declarer = [...x.hands[v.declarer!]!, ...played[v.declarer!]!];
    if (!declarer.includes(c.card) && !later) out.push(`TL14: the called ${c.card} is not the declarer's`);
    if (c.given) {
      const r = got.returned;
      const theirs = [...x.hands[c.from]!, ...played[c.from]!];
      if (r === null || !theirs.includes(r)) out.push(`TL14: the card given back (${r}) is not with seat ${c.from}`);
      else if (r === c.card) out.push('TL14: the card just received was given back');
      else if (isBarred(r)) {
        // TL14's exception: a tarok or King only when the declarer had no other card but the one just received
        let after = [...x.hands[v.declarer!]!, ...played[v.declarer!]!, ...(newMethod ? x.skat : [])];
        for (const l of x.calls.slice(i + 1)) if (l.from !== null) after = [...after.filter((k) => k !== l.card), ...(l.returned ? [l.returned] : [])];
        const other = after.filter((k) => k !== c.card && !isBarred(k));
        if (other.length > 0) out.push(`TL14: a tarok or King (${r}) given back while the declarer held ${other.join(', ')}`);
      }
    }
  });
  return out;
}

const FORMS: readonly { name: string; options: TarokOptions }[] = [
  { name: 'en trois', options: { form: 'trois' } },
  { name: 'en trois, V-T-2 (matadors from below)', options: { form: 'trois', variants: ['V-T-2'] } },
  { name: 'en deux', options: { form: 'deux' } },
  { name: 'Taroklomber, old method', options: { form: 'lomber' } },
  { name: 'Taroklomber, new method', options: { form: 'lomber', method: 'new' } },
];

/** Every `every`-th state of seeded deals played by normal players, to the end of the first deal. */
function* positions(options: TarokOptions, deals: number, every: number): Generator<TarokState> {
  const normal = createBot('normal');
  for (let g = 0; g < deals; g++) {
    let s = tarokGame.start(options, `sample:${g}`).state;
    for (let k = 0, seat = tarokGame.toMove(s); seat !== null; k++, seat = tarokGame.toMove(s)) {
      if (k % every === 0) yield s;
      const r = tarokGame.applyMove(s, normal.decide(tarokGame.view(s, seat), tarokGame.legalMoves(s), { seed: k }).move);
      assert.ok(r.ok);
      s = r.state;
    }
    yield s;
  }
}

describe('Tarok resample: every sample agrees with every public fact of the view (T11, T14-T19, T21, T37, TL7, TL8, TL14, TL15)', () => {
  for (const { name, options } of FORMS) {
    it(`${name}: 24 seeded deals, every seat's view every third move, three samples each`, () => {
      let samples = 0;
      let announced = 0;
      for (const s of positions(options, 24, 3)) {
        for (let seat = 0; seat < s.hands.length; seat++) {
          const v = view(s, seat);
          const draw = samplerOf(v);
          for (let k = 0; k < 3; k++) {
            const x = k === 0 ? resample(v, new Rng(seedRng(`${seat}:${samples}`))) : draw(new Rng(seedRng(`${seat}:${samples}:${k}`)));
            assert.deepEqual(contradictions(v, x), [], `phase ${v.phase}, trick ${v.tricks.length}, seat ${seat}`);
            samples++;
            if (v.announcements?.some((a, i) => i !== seat && a.points > 0)) announced++;
          }
        }
      }
      assert.ok(samples > 500, `${samples} samples`);
      if (options.form !== 'lomber') assert.ok(announced > 100, `${announced} samples under a scoring announcement`);
    });
  }

  it('T16, T17, T18: twelve matadors, a skied whole cavalry and four Kings announced: every sample holds them exactly (the cavalry in any suit)', () => {
    const hand = ['T-Sk', 'T-1', 'T-21', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14', 'T-13', 'T-12', 'H-K', 'H-Q', 'H-N', 'H-J'];
    const s0 = dealWith({ dealer: 2, hands: { 1: hand } });
    const s = run(s0, tarokGame.legalMoves(s0).slice(0, 3)).state;
    const v = view(s, 0);
    assert.deepEqual(v.announcements![1], announcementOf(s.hands[1]!, false));
    assert.equal(v.announcements![1]!.matadors, 12);
    const rng = new Rng([1, 2, 3, 4]);
    for (let k = 0; k < 30; k++) {
      const x = resample(v, rng);
      assert.deepEqual(contradictions(v, x), []);
      for (const c of hand.filter(isTarok)) assert.ok(x.hands[1]!.includes(c), `${c}: the Sky, the Pagat and the run from the XXI down are seat 1's`);
      assert.ok(['C', 'D', 'H', 'S'].some((suit) => ['K', 'Q', 'N', 'J'].every((r) => x.hands[1]!.includes(`${suit}-${r}`))), 'a whole cavalry, in a suit the announcement does not say');
      assert.ok(!x.hands[1]!.includes('T-11'), 'T16: the run stops at XII');
    }
  });

  it('TL15: a card called from the Skat lies in the Skat in every sample; TL14: the called card with the declarer', () => {
    const s0 = dealWith({ options: { form: 'lomber' }, dealer: 2, hands: { 0: ['T-21', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14', 'T-13', 'T-12', 'T-11', 'C-K', 'H-K'] } });
    const dealerHand = s0.hands[2]!;
    assert.ok(dealerHand.includes('S-Q'));
    const lay = ['S-Q', ...dealerHand.filter((c) => c !== 'S-Q' && !isBarred(c)).slice(0, 2)];
    const moves: TarokMove[] = [...lay.map((card) => ({ type: 'discard' as const, card })), { type: 'bid', game: 'aUno' }, { type: 'pass' }, { type: 'pass' }, { type: 'call', card: 'S-Q' }];
    const s = run(s0, moves).state;
    assert.deepEqual(s.calls[0], { card: 'S-Q', from: null, returned: null });
    const v = view(s, 1);
    const draw = samplerOf(v);
    for (let k = 0; k < 20; k++) {
      const x = draw(new Rng(seedRng(`tl15:${k}`)));
      assert.deepEqual(contradictions(v, x), []);
      assert.ok(x.skat.includes('S-Q'), 'the called queen stays in the Skat');
    }
  });

  it('PD-T-10 (T11): a dealer with every tarok and King lays the II; shown out of taroks, the other seats leave it nowhere but in the Skat', () => {
    const taroks = PACK.filter(isTarok);
    const ladons = PACK.filter((c) => !isBarred(c) && pipsOf(c) === 1).slice(0, 2);
    const s0 = dealWith({ dealer: 2, hands: { 2: [...taroks, ...SUIT_KINGS, ...ladons] } });
    const laid = run(s0, [...ladons.map((card) => ({ type: 'discard' as const, card })), { type: 'discard', card: 'T-2' }]).state;
    assert.deepEqual(laid.skat.slice().sort(), [...ladons, 'T-2'].sort(), 'the engine lays the fallback');
    // seat 0 leads a suit, the dealer takes it with his King and leads a tarok: seat 0, without one, shows out (T21)
    const lead = laid.hands[0]![0]!;
    let s = run(laid, [{ type: 'play', card: lead }]).state;
    s = playFirst(s);
    s = run(s, [{ type: 'play', card: `${suitOf(lead)}-K` }, { type: 'play', card: 'T-20' }]).state;
    s = playFirst(s);
    const v = view(s, 1);
    assert.ok(voidsOf(v, 3)[0]!.has('T'), 'seat 0 showed out of taroks');
    const draw = samplerOf(v);
    for (let k = 0; k < 20; k++) {
      const x = draw(new Rng(seedRng(`pd-t-10:${k}`)));
      assert.deepEqual(contradictions(v, x), []);
      assert.ok(x.skat.includes('T-2'), 'the II lies in the Skat');
    }
  });

  it("TL14's exception: a tarok given back because the declarer had no other card: the receiver's samples leave the declarer only taroks and Kings besides the called card", () => {
    // Taroklomber, old method: seat 0 holds every tarok and three Kings, calls the queen of spades from seat 1 and must give back a tarok
    const taroks = PACK.filter(isTarok);
    const s0 = dealWith({ options: { form: 'lomber' }, dealer: 2, hands: { 0: [...taroks, 'C-K', 'D-K', 'H-K'], 1: ['S-Q'] } });
    let called = s0;
    for (let k = 0; k < 3; k++) called = playFirst(called);
    called = run(called, [{ type: 'bid', game: 'aUno' }, { type: 'pass' }, { type: 'pass' }, { type: 'call', card: 'S-Q' }]).state;
    assert.ok(tarokGame.legalMoves(called).every((m) => m.type === 'give' && isBarred(m.card)), 'nothing but taroks and Kings to give back');
    const given = run(called, [{ type: 'give', card: 'T-2' }]).state;
    const v = view(given, 1);
    assert.equal(v.calls[0]!.returned, 'T-2', 'the receiver sees the tarok given back');
    const draw = samplerOf(v);
    for (let k = 0; k < 20; k++) {
      const x = draw(new Rng(seedRng(`tl14:${k}`)));
      assert.deepEqual(contradictions(v, x), []);
      assert.deepEqual(x.hands[0]!.filter((c) => c !== 'S-Q' && !isBarred(c)), [], 'the declarer holds only taroks and Kings besides the queen');
    }
  });

  it('T11: a Pagat in a hidden Skat only when the dealer held at most two other taroks; never when he announced ten taroks', () => {
    // the dealer (seat 2) holds ten taroks but not the Pagat: the Pagat is never sampled into his Skat
    const s0 = dealWith({ dealer: 2, hands: { 2: ['T-21', 'T-20', 'T-19', 'T-18', 'T-17', 'T-16', 'T-15', 'T-14', 'T-13', 'T-12'], 1: ['T-2', 'T-3'] } });
    const s = run(s0, tarokGame.legalMoves(s0).filter((m) => m.type === 'discard' && !isBarred((m as { card: string }).card)).slice(0, 1)).state;
    const after = run(s, tarokGame.legalMoves(s).slice(0, 2)).state;
    const v = view(after, 0);
    assert.ok(v.skat === null && v.announcements![2]!.taroks >= 10);
    const draw = samplerOf(v);
    for (let k = 0; k < 40; k++) {
      const x = draw(new Rng(seedRng(`t11:${k}`)));
      assert.deepEqual(contradictions(v, x), []);
      assert.ok(!x.skat.includes(PAGAT));
    }
  });
});

describe('Tarok computer players see only their own view (honesty: T37, T40, TL17)', () => {
  it('two deals that look the same to a seat get the same decision from every level, with the same explanation', () => {
    let compared = 0;
    for (const { options } of FORMS) {
      for (const s of positions(options, 2, 7)) {
        const seat = tarokGame.toMove(s);
        if (seat === null) continue;
        const v = view(s, seat);
        for (let i = 0; i < v.hands.length; i++) if (i !== seat) assert.equal(v.hands[i], null, 'no other hand in the view');
        // another deal with this very view: the cards the seat cannot see dealt differently
        const other = resample(v, new Rng(seedRng(`other:${compared}`)));
        assert.deepEqual(view(other, seat), v);
        const legal = tarokGame.legalMoves(s);
        assert.deepEqual(tarokGame.legalMoves(other), legal, 'the same legal moves');
        for (const level of BOT_LEVELS) {
          const opts = { seed: `honest:${compared}`, budget: { iterations: 120 } };
          const a = tarokBots.decide(level, view(s, seat), legal, opts);
          const b = tarokBots.decide(level, view(other, seat), tarokGame.legalMoves(other), opts);
          assert.deepEqual(b.move, a.move, `${level}, phase ${s.phase}`);
          assert.deepEqual(b.explanation, a.explanation);
        }
        compared++;
      }
    }
    assert.ok(compared > 30, `${compared} positions`);
  });
});
