/**
 * The table server's outgoing-frame check (issue 16), shared by tables-honesty (frames observed in
 * the server) and tables-redis (frames as the clients of several processes received them). Every
 * frame sent to a seat is judged against the engine state replayed from the table's log at the
 * moment it was sent (`seq`):
 * - no card hidden from that seat (the other hands, the stock) — a step's events against what
 *   was hidden right after that step; the P9 cut is public (cards cut from a full pack before the shuffle);
 * - not the seed, not the generator's state, no seat token hash, no other seat's token;
 * - legal moves only to the seat whose turn it is.
 */
import assert from 'node:assert/strict';
import { hiddenCards } from '../../../src/games/papillon/index.js';
import { papillonGame as papillonSeatRules } from '../../../src/games/papillon/index.js';
import type { PapillonState } from '../../../src/games/papillon/types.js';
import { FULL_PACK } from '../../../src/engine/cards.js';
import type { ServerMessage, WireStep } from '../../../src/net/protocol.js';

export type JudgedFrame = { seat: number; text: string; seq: number; state?: unknown };

const quoted = (cards: readonly string[]) => cards.map((c) => `"${c}"`);
const leaks = (text: string, hidden: readonly string[]) => quoted(hidden).filter((q) => text.includes(q));

/**
 * A client's received texts as frames with the table's seq when each was sent: the seq of the
 * last welcome or step before it (every step goes to every connected seat, in order).
 */
export function framesOf(seat: number, texts: readonly string[]): JudgedFrame[] {
  let seq = 0;
  return texts.map((text) => {
    const m = JSON.parse(text) as ServerMessage;
    if (m.type === 'welcome') seq = m.seq;
    if (m.type === 'step') seq = m.step.seq;
    return { seat, text, seq };
  });
}

/**
 * Judges every frame of one table. `replay`: the log replayed (replayRecords); `tokens`: each
 * seat's seat token. Returns the number of frames checked.
 */
export function judgeFrames(code: string, frames: readonly JudgedFrame[], replay: { seed: string; states: unknown[]; tokens: string[] }, tokens: ReadonlyMap<number, string>): number {
  const { seed, states, tokens: hashes } = replay;
  const firstCut = new Map<number, string>();
  let checked = 0;
  for (const f of frames) {
    checked++;
    const where = `table ${code}, seat ${f.seat}, seq ${f.seq}: ${f.text.slice(0, 200)}`;
    assert.ok(!f.text.includes(seed), `the seed left the server: ${where}`);
    for (const h of hashes) assert.ok(!f.text.includes(h), `a token hash left the server: ${where}`);
    for (const [seat, t] of tokens) {
      // The welcome after create/join carries the seat's own token; no other seat's.
      if (seat !== f.seat) assert.ok(!f.text.includes(t), `seat ${seat}'s token went to seat ${f.seat}: ${where}`);
    }
    assert.ok(!/"rng"/.test(f.text), `generator state in a frame: ${where}`);
    const m = JSON.parse(f.text) as ServerMessage;
    if (f.seq === 0) {
      assert.deepEqual(leaks(f.text, FULL_PACK), [], `no card before the start: ${where}`);
      continue;
    }
    const state = states[f.seq - 1] as PapillonState;
    assert.ok(state, `a frame at seq ${f.seq}, beyond the log (${states.length} steps): ${where}`);
    if (f.state !== undefined) assert.equal(JSON.stringify(f.state), JSON.stringify(state), 'the server state at sending is the log replayed');
    for (const word of state.rng) assert.ok(!new RegExp(`(?<![0-9])${word}(?![0-9])`).test(f.text), `a generator word in a frame: ${where}`);
    const hiddenNow = hiddenCards(state, f.seat);
    const stripCuts = (step: WireStep) => {
      const cuts = step.events.filter((e) => (e as { type: string }).type === 'cut');
      if (cuts.length) {
        assert.equal(step.seq, 1, 'the cut happens only at the start');
        const text = JSON.stringify(cuts);
        assert.equal(firstCut.get(0) ?? text, text, 'the cut is the same for every seat');
        firstCut.set(0, text);
      }
      return { ...step, events: step.events.filter((e) => (e as { type: string }).type !== 'cut') };
    };
    if (m.type === 'welcome') {
      const { steps: history, ...rest } = m;
      assert.deepEqual(leaks(JSON.stringify(rest), hiddenNow), [], `welcome leaks: ${where}`);
      for (const st of history) {
        const hiddenThen = hiddenCards(states[st.seq - 1] as PapillonState, f.seat);
        assert.deepEqual(leaks(JSON.stringify(stripCuts(st)), hiddenThen), [], `welcome history step ${st.seq} leaks: ${where}`);
      }
    } else if (m.type === 'step') {
      assert.equal(m.step.seq, f.seq);
      assert.deepEqual(leaks(JSON.stringify({ ...m, step: stripCuts(m.step) }), hiddenNow), [], `step leaks: ${where}`);
    } else {
      assert.deepEqual(leaks(f.text, hiddenNow), [], `${m.type} leaks: ${where}`);
    }
    if (m.type === 'welcome' || m.type === 'step') {
      const toMove = papillonSeatRules.toMove(state);
      const phase = m.type === 'step' ? m.phase : m.table.phase;
      if (toMove === f.seat && phase === 'playing') {
        assert.ok(m.legal && m.legal.length > 0, `the mover gets its legal moves: ${where}`);
        assert.deepEqual(m.legal, [...papillonSeatRules.legalMoves(state)]);
      } else assert.equal(m.legal, null, `legal moves only for the mover: ${where}`);
    }
  }
  return checked;
}
