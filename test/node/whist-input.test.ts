/** Bad input (W42, W43, PD-W-18): every malformed or illegal move is refused with its rule and code, and nothing changes. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { Rng } from '../../src/engine/rng.js';
import { applyMove, legalMoves, newSession, refusal } from '../../src/games/whist/index.js';
import { refused } from './support/whist.js';

it('W42 W43 PD-W-18: malformed moves are UNKNOWN_MOVE (W43); nothing changes', () => {
  const s = newSession({}, 'bad');
  for (const m of [null, 7, 'play', {}, { type: 'play' }, { type: 'play', seat: 9, card: 'AS' }, { type: 'play', seat: s.toMove, card: '1Z' }, { type: 'play', seat: '0', card: 'AS' }, { type: 'pass', seat: 0 }]) {
    assert.deepEqual(refused(s, m), { rule: 'W43', code: 'UNKNOWN_MOVE' }, JSON.stringify(m));
  }
});

it('W42: over random states, every move not listed by legalMoves is refused with a W42 code and changes nothing; every listed one applies', () => {
  const rng = new Rng([42, 4, 2, 0]);
  const codes = new Set<string>();
  let s = newSession({ variants: ['V-W-5'] }, 'w42');
  for (let step = 0; step < 400 && s.phase === 'play'; step++) {
    const legal = legalMoves(s);
    const key = (m: unknown) => JSON.stringify(m);
    const listed = new Set(legal.map(key));
    for (let seat = 0; seat < 4; seat++) {
      for (const card of s.hands[seat]!) {
        const m = { type: 'play' as const, seat, card };
        if (listed.has(key(m))) continue;
        const r = applyMove(s, m);
        assert.equal(r.ok, false);
        if (!r.ok) codes.add(r.violation.code);
      }
      const c = { type: 'call' as const, seat };
      if (!listed.has(key(c))) {
        const v = refusal(s, c);
        assert.ok(v && /^CALL_|NOT_YOUR_TURN/.test(v.code));
      }
    }
    const r = applyMove(s, legal[rng.int(legal.length)]!);
    assert.ok(r.ok);
    s = r.state;
  }
  assert.ok(codes.has('NOT_YOUR_TURN') && codes.has('MUST_FOLLOW_SUIT'));
});
