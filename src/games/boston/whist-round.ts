/**
 * Boston-Whist's choice and round (BO32, BO33, PD-BO-15, V-BO-4, the contract's reading 1): the
 * declarer plays alone or seeks a partner; then the other seats in turn order from the eldest,
 * skipping the declarer, say "Whist!" or pass, the first "Whist!" deciding. Under V-BO-4 the round is
 * always asked and the declarer accepts or rejects the first offer. Replayed from the log.
 */
import type { WhistStep } from './types.js';

export interface WhistStatus {
  /** choice: the declarer's alone or seek; round: a seat's whist or pass; answer: V-BO-4's accept or reject. */
  readonly stage: 'choice' | 'round' | 'answer' | 'done';
  readonly toMove: number | null;
  /** Once done: the partner, or null (alone). */
  readonly partner: number | null;
  /** V-BO-4: the seat whose offer awaits the declarer's answer (or was answered). */
  readonly offer: number | null;
}

/** PD-BO-15: the seats asked, from the eldest in turn order, without the declarer. */
export function whistOrder(declarer: number, dealer: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= n; i++) {
    const s = (dealer + i) % n;
    if (s !== declarer) out.push(s);
  }
  return out;
}

const MOVES_OF: Readonly<Record<WhistStatus['stage'], readonly WhistStep['move'][]>> = {
  choice: ['alone', 'seek'],
  round: ['whist', 'pass'],
  answer: ['accept', 'reject'],
  done: [],
};

/** The moves of a stage. */
export const whistMovesOf = (stage: WhistStatus['stage']): readonly WhistStep['move'][] => MOVES_OF[stage];

/** Replays the log; throws an Error naming the first step that does not fit. */
export function replayWhist(log: readonly WhistStep[], declarer: number, dealer: number, n: number, always: boolean): WhistStatus {
  const order = whistOrder(declarer, dealer, n);
  let i = 0;
  const next = (want: WhistStatus['stage'], seat: number): WhistStep | null => {
    const step = log[i];
    if (!step) return null;
    if (step.seat !== seat || !MOVES_OF[want].includes(step.move)) throw new Error(`whist step ${i + 1} ${JSON.stringify(step)}: seat ${seat} is to ${MOVES_OF[want].join(' or ')}`);
    i++;
    return step;
  };
  const finish = (st: WhistStatus): WhistStatus => {
    if (i < log.length) throw new Error(`whist step ${i + 1} ${JSON.stringify(log[i])}: the round is over`);
    return st;
  };
  if (!always) {
    const choice = next('choice', declarer);
    if (!choice) return { stage: 'choice', toMove: declarer, partner: null, offer: null };
    if (choice.move === 'alone') return finish({ stage: 'done', toMove: null, partner: null, offer: null });
  }
  for (const seat of order) {
    const step = next('round', seat);
    if (!step) return { stage: 'round', toMove: seat, partner: null, offer: null };
    if (step.move === 'pass') continue;
    if (!always) return finish({ stage: 'done', toMove: null, partner: seat, offer: null });
    const answer = next('answer', declarer);
    if (!answer) return { stage: 'answer', toMove: declarer, partner: null, offer: seat };
    return finish({ stage: 'done', toMove: null, partner: answer.move === 'accept' ? seat : null, offer: seat });
  }
  return finish({ stage: 'done', toMove: null, partner: null, offer: null });
}
