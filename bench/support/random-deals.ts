/**
 * The shared measure of a rules engine's speed: complete random deals per second (random legal
 * moves until the deal is over, then the next deal), through `applyMove` (validation and events)
 * or the engine's fast path `applyLegal` (events null). Every game's section of bench/engine.bench.ts
 * calls it with its engine's functions.
 */
import { Rng, type RngState } from '../../src/engine/rng.js';

export interface DealsEngine<S, M> {
  /** A new session (its first deal dealt). */
  start(): S;
  /** True while the deal goes on (someone is to move). */
  inDeal(s: S): boolean;
  legalMoves(s: S): readonly M[];
  applyMove(s: S, m: M): { ok: true; state: S } | { ok: false; violation: unknown };
  applyLegal(s: S, m: M): S;
  nextDeal(s: S): S;
}

export interface DealsFigure {
  readonly perSecond: number;
  readonly movesPerDeal: number;
  readonly deals: number;
}

/** Runs for `seconds`, 50 deals between two clock readings; `sample` is called between batches (heap). */
export function randomDeals<S, M>(engine: DealsEngine<S, M>, fast: boolean, seconds: number, rngSeed: RngState, sample: () => void = () => {}): DealsFigure {
  const rng = new Rng([...rngSeed] as RngState);
  let s = engine.start();
  let deals = 0;
  let moves = 0;
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  while (performance.now() < until) {
    for (let k = 0; k < 50; k++) {
      while (engine.inDeal(s)) {
        const legal = engine.legalMoves(s);
        const m = legal.length === 1 ? legal[0]! : legal[rng.int(legal.length)]!;
        if (fast) s = engine.applyLegal(s, m);
        else {
          const r = engine.applyMove(s, m);
          if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(r.violation)}`);
          s = r.state;
        }
        moves++;
      }
      deals++;
      s = engine.nextDeal(s);
    }
    sample();
  }
  const elapsed = (performance.now() - t0) / 1000;
  return { perSecond: deals / elapsed, movesPerDeal: moves / deals, deals };
}
