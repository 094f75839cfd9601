/**
 * The auction (BO24–BO27, PD-BO-6): the eldest speaks first, then every seat in turn order that has
 * not passed; a pass is final; a bid must be strictly higher than the current one. The status is
 * replayed from the log (at most a few dozen speeches), so the log is the only record.
 */
import { bidRank, isMisere } from './ladder.js';
import type { AuctionStep, Class, Contract } from './types.js';

export interface HighBid {
  readonly seat: number;
  readonly contract: Contract;
  readonly class: Class | null;
}

export interface AuctionStatus {
  /** The seat to speak; null once the auction is over. */
  readonly toMove: number | null;
  readonly passed: readonly boolean[];
  /** The current highest bid (BO24); null before the first. */
  readonly high: HighBid | null;
  /** BO27: every seat but one has passed after a bid, or every seat has passed (BO12). */
  readonly done: boolean;
}

export function initialStatus(dealer: number, n: number): AuctionStatus {
  const passed: boolean[] = [];
  for (let s = 0; s < n; s++) passed.push(false);
  return { toMove: (dealer + 1) % n, passed, high: null, done: false };
}

/** Why `step` cannot be spoken now (the rule and a developer's message), or null. */
export function stepProblem(st: AuctionStatus, step: AuctionStep): { rule: string; message: string } | null {
  if (st.done) return { rule: 'BO27', message: 'the auction is over' };
  if (step.seat !== st.toMove) {
    if (st.passed[step.seat]) return { rule: 'BO25', message: `seat ${step.seat} has passed and speaks no more` };
    return { rule: 'BO24', message: `seat ${st.toMove} is to speak, not seat ${step.seat}` };
  }
  if (step.move === 'pass') return null;
  if (step.contract === undefined) return { rule: 'BO20', message: 'a bid names a contract of the ladder' };
  const misere = isMisere(step.contract);
  if (misere && step.class !== undefined) return { rule: 'BO21', message: `a misère (${step.contract}) has no class` };
  if (!misere && step.class === undefined) return { rule: 'BO21', message: `a trick contract (${step.contract}) is bid with a class` };
  if (st.high && bidRank(step.contract, step.class) <= bidRank(st.high.contract, st.high.class)) {
    return { rule: 'BO24', message: `${step.contract}${step.class ? ` ${step.class}` : ''} is not higher than the current bid` };
  }
  return null;
}

/** The status after a legal step. */
export function afterStep(st: AuctionStatus, step: AuctionStep): AuctionStatus {
  const n = st.passed.length;
  const passed = st.passed.slice();
  let high = st.high;
  if (step.move === 'pass') passed[step.seat] = true;
  else high = { seat: step.seat, contract: step.contract!, class: step.class ?? null };
  const out = passed.filter(Boolean).length;
  const done = out === n || (high !== null && out === n - 1);
  let toMove: number | null = null;
  if (!done) {
    toMove = (step.seat + 1) % n;
    while (passed[toMove]) toMove = (toMove + 1) % n;
  }
  return { toMove, passed, high, done };
}

/** Replays a log from the eldest; throws an Error naming the first step that is not legal. */
export function replayAuction(log: readonly AuctionStep[], dealer: number, n: number): AuctionStatus {
  let st = initialStatus(dealer, n);
  log.forEach((step, i) => {
    const p = stepProblem(st, step);
    if (p) throw new Error(`auction step ${i + 1} ${JSON.stringify(step)}: ${p.message} (${p.rule})`);
    st = afterStep(st, step);
  });
  return st;
}
