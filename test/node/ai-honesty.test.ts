import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, BOT_LEVELS, type PapillonBot, type PapillonBots } from '../../src/games/papillon/bots/index.js';
import { applyMove, legalMoves, newSession, nextDeal, view } from '../../src/games/papillon/index.js';
import type { PapillonState, PapillonView, Seat } from '../../src/games/papillon/types.js';
import { Rng } from '../../src/engine/rng.js';

// Compile-time: a bot receives a view and the legal moves, never a state.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DecideParams = Parameters<PapillonBot['decide']>;
const viewOnly: Exact<DecideParams[0], PapillonView> = true;
const noHands: 'hands' extends keyof DecideParams[0] ? false : true = true;
const noStock: 'stock' extends keyof DecideParams[0] ? false : true = true;
const noRng: 'rng' extends keyof DecideParams[0] ? false : true = true;
// What the bot worker calls for Papillon (its GameBots) takes a view too.
const workerGetsView: Exact<Parameters<PapillonBots['decide']>[1], PapillonView> = true;

/** Positions from games played with the normal bot, at non-trivial decisions. */
function positions(count: number, players: 3 | 4, seed: string): PapillonState[] {
  const out: PapillonState[] = [];
  const bot = createBot('normal');
  let s = newSession({ players, tours: 1 }, seed);
  let k = 0;
  while (out.length < count) {
    if (s.phase === 'sessionOver') s = newSession({ players, tours: 1 }, `${seed}:${k}`);
    else if (s.phase === 'dealOver') s = nextDeal(s);
    else {
      const legal = legalMoves(s);
      if (legal.length > 1 && k % 3 === 0) out.push(s);
      const d = bot.decide(view(s, s.toMove!), legal, { seed: k++ });
      const r = applyMove(s, d.move);
      assert.ok(r.ok);
      s = r.state;
    }
  }
  return out;
}

/** The same public position with the hidden cards (other hands, stock) dealt differently. */
function reshuffleHidden(s: PapillonState, viewer: Seat, rng: Rng): PapillonState {
  const hidden = rng.shuffle([...s.hands.flatMap((h, i) => (i === viewer ? [] : h)), ...s.stock]);
  let k = 0;
  const hands = s.hands.map((h, i) => {
    if (i === viewer) return h.slice();
    const out = hidden.slice(k, k + h.length);
    k += h.length;
    return out;
  });
  return { ...s, hands, stock: hidden.slice(k), rng: [rng.nextUint32(), 7, 7, 7] };
}

describe('ai: honesty (a bot cannot read hidden cards)', () => {
  it('the decide signature takes a PapillonView, which has no hands, stock or rng (compile-time)', () => {
    assert.equal(viewOnly && noHands && noStock && noRng && workerGetsView, true);
  });

  for (const level of BOT_LEVELS) {
    it(`${level}: two states that differ only in hidden cards give the same decision for the same seed`, () => {
      const bot = createBot(level);
      const rng = new Rng([11, 22, 33, 44]);
      let differing = 0;
      for (const [i, s] of positions(level === 'strong' ? 12 : 40, i3or4(level), `honest:${level}`).entries()) {
        const seat = s.toMove!;
        const t = reshuffleHidden(s, seat, rng);
        if (JSON.stringify(t.hands) !== JSON.stringify(s.hands) || JSON.stringify(t.stock) !== JSON.stringify(s.stock)) differing++;
        assert.deepEqual(legalMoves(t), legalMoves(s));
        const opts = { seed: `h${i}`, budget: { iterations: 300 } };
        const a = bot.decide(view(s, seat), legalMoves(s), opts);
        const b = bot.decide(view(t, seat), legalMoves(t), opts);
        assert.deepEqual(a.move, b.move);
        assert.deepEqual(a.explanation, b.explanation);
      }
      assert.ok(differing > 0, 'the hidden cards really differed');
    });

    it(`${level}: reads only fields of the view (never hands, stock or rng)`, () => {
      const bot = createBot(level);
      const s = positions(1, 3, `probe:${level}`)[0]!;
      const seat = s.toMove!;
      const v = view(s, seat);
      const allowed = new Set(Object.keys(v));
      const read = new Set<string>();
      const probe = new Proxy(v, {
        get(target, prop, recv) {
          if (typeof prop === 'string') read.add(prop);
          return Reflect.get(target, prop, recv);
        },
      });
      bot.decide(probe, legalMoves(s), { seed: 1, budget: { iterations: 100 } });
      for (const k of read) assert.ok(allowed.has(k), `bot read ${k}, which is not part of the view`);
      for (const k of ['hands', 'stock', 'rng']) assert.ok(!read.has(k), `bot read ${k}`);
    });
  }

  it('no bot module reads a real state: no view(), hiddenCards, toPosition or state fields outside sampled deals', () => {
    const dirs = ['src/ai', 'src/games/papillon/bots'].map((d) => join(process.cwd(), d));
    const files = dirs.flatMap((dir) => readdirSync(dir).filter((x) => x.endsWith('.ts')).map((f) => ({ dir, f })));
    assert.ok(files.some(({ f }) => f === 'strong.ts'), 'the bots were scanned');
    for (const { dir, f } of files) {
      const src = readFileSync(join(dir, f), 'utf8');
      assert.ok(!/\bhiddenCards\b|\btoPosition\b|\bfromPosition\b|\bstateFromJSON\b/.test(src), `${f} uses a state accessor`);
      assert.ok(!/import\s*\{[^}]*\bview\b[^}]*\}/.test(src), `${f} imports view()`);
      if (/\bPapillonState\b/.test(src)) {
        // Only the strong bot handles states: the deals it samples itself from the view.
        assert.equal(f, 'strong.ts', `${f} mentions PapillonState`);
        assert.match(src, /resample\(view, rng\)/);
      }
    }
  });
});

function i3or4(level: string): 3 | 4 {
  return level === 'normal' ? 4 : 3;
}
