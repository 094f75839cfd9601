/**
 * The table server's outgoing-frame check (issues 16 and 22), shared by tables-honesty, tables-games
 * (frames observed in the server) and tables-redis (frames as the clients of several processes
 * received them). Every frame sent to a seat is judged against the engine state replayed from the
 * table's log at the moment it was sent (`seq`), through the game's own `SeatGame`:
 * - no card hidden from that seat (`hiddenCards`: the other hands, the stock) — a step's events
 *   against what was hidden right after that step; a draw from a full pack before the shuffle
 *   (Papillon's and Piquet's cut, Casino's draw, Whist's draw for partners) is public, and the same
 *   for every seat;
 * - not the seed, not the generator's state, no seat token hash, no other seat's token;
 * - legal moves only to the seat whose turn it is, exactly the engine's (they may name a card the seat
 *   does not hold, e.g. a King to call in Quadrille, O-rules: that is the rules', not a leak, so the
 *   leak scan skips them and compares them with the engine's instead);
 * - a move only to its mover.
 */
import assert from 'node:assert/strict';
import { FULL_PACK } from '../../../src/engine/cards.js';
import type { ServerMessage, WireStep } from '../../../src/net/protocol.js';
import { TABLE_GAMES, type Replay } from './tables.js';

export type JudgedFrame = { seat: number; text: string; seq: number; state?: unknown };

/** Events that show cards drawn from a whole pack before it is shuffled (public to every seat, P9, Q8, C7, W5). */
const PUBLIC_DRAWS: Readonly<Record<string, readonly string[]>> = { papillon: ['cut'], piquet: ['cut'], casino: ['draw'], whist: ['drawCard', 'drawTie'], hundertspiel: ['seats'] };

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
export function judgeFrames(code: string, frames: readonly JudgedFrame[], replay: Replay, tokens: ReadonlyMap<number, string>): number {
  const { seed, states, tokens: hashes } = replay;
  const engine = TABLE_GAMES[replay.game]!.engine;
  const draws = new Set(PUBLIC_DRAWS[replay.game] ?? []);
  const drawnAt = new Map<number, string>();
  let checked = 0;
  for (const f of frames) {
    checked++;
    const where = `${replay.game} table ${code}, seat ${f.seat}, seq ${f.seq}: ${f.text.slice(0, 200)}`;
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
    const state = states[f.seq - 1];
    assert.ok(state, `a frame at seq ${f.seq}, beyond the log (${states.length} steps): ${where}`);
    if (f.state !== undefined) assert.equal(JSON.stringify(f.state), JSON.stringify(state), 'the server state at sending is the log replayed');
    const rng = (state as { rng?: unknown }).rng;
    if (Array.isArray(rng)) for (const word of rng) assert.ok(!new RegExp(`(?<![0-9])${String(word)}(?![0-9])`).test(f.text), `a generator word in a frame: ${where}`);
    const hiddenNow = engine.hiddenCards(state, f.seat);
    const stripDraws = (step: WireStep) => {
      const drawn = step.events.filter((e) => draws.has((e as { type: string }).type));
      if (drawn.length) {
        const text = JSON.stringify(drawn);
        assert.equal(drawnAt.get(step.seq) ?? text, text, `a draw is the same for every seat: ${where}`);
        drawnAt.set(step.seq, text);
      }
      return { ...step, events: step.events.filter((e) => !draws.has((e as { type: string }).type)) };
    };
    const judgeStep = (st: WireStep) => {
      const hiddenThen = engine.hiddenCards(states[st.seq - 1], f.seat);
      assert.deepEqual(leaks(JSON.stringify(stripDraws(st)), hiddenThen), [], `step ${st.seq} leaks: ${where}`);
      const actor = st.actor;
      if (actor !== f.seat) assert.equal(st.move, null, `a move goes to its mover only: ${where}`);
    };
    if (m.type === 'welcome') {
      const { steps: history, legal: _legal, ...rest } = m;
      assert.deepEqual(leaks(JSON.stringify(rest), hiddenNow), [], `welcome leaks: ${where}`);
      for (const st of history) judgeStep(st);
    } else if (m.type === 'step') {
      assert.equal(m.step.seq, f.seq);
      judgeStep(m.step);
      const { step: _step, legal: _legal, ...rest } = m;
      assert.deepEqual(leaks(JSON.stringify(rest), hiddenNow), [], `step frame leaks: ${where}`);
    } else {
      assert.deepEqual(leaks(f.text, hiddenNow), [], `${m.type} leaks: ${where}`);
    }
    if (m.type === 'welcome' || m.type === 'step') {
      const toMove = engine.toMove(state);
      const phase = m.type === 'step' ? m.phase : m.table.phase;
      if (toMove === f.seat && phase === 'playing') {
        assert.ok(m.legal && m.legal.length > 0, `the mover gets its legal moves: ${where}`);
        assert.deepEqual(m.legal, [...engine.legalMoves(state)], `the mover gets the engine's legal moves: ${where}`);
      } else assert.equal(m.legal, null, `legal moves only for the mover: ${where}`);
    }
  }
  return checked;
}
