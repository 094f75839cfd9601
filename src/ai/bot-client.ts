/**
 * Promise-based access to the computer players.
 * - BotClient: runs them in a module Web Worker (bot-worker.ts), off the main thread.
 * - LocalBotClient: same interface, in the calling thread (tests, environments without workers).
 * Pace (thinking delays, when a computer seat moves) is the session's policy, not the bot's:
 * these clients answer as soon as the decision is made.
 */
import type { PapillonMove, PapillonView } from '../games/papillon/types.js';
import type { BotDecision, BotLevel, BotOptions, BotRequest, BotResponse } from './types.js';

export interface BotDecider {
  /** Asks the bot of `level` to choose one of `legal` for `view.viewer` (who must be to move). */
  decide(level: BotLevel, view: PapillonView, legal: readonly PapillonMove[], opts: BotOptions): Promise<BotDecision>;
  /** Rejects every pending decision (with an Error named 'AbortError') and stops the work in progress. */
  cancelAll(): void;
  /** Frees the worker. The client must not be used afterwards. */
  dispose(): void;
}

function abortError(): Error {
  const e = new Error('Bot decision cancelled');
  e.name = 'AbortError';
  return e;
}

function request(id: number, level: BotLevel, view: PapillonView, legal: readonly PapillonMove[], opts: BotOptions): BotRequest {
  return { id, level, view, legal, seed: opts.seed, ...(opts.budget ? { budget: opts.budget } : {}) };
}

/** The returned move is one of `legal` (the same object), as with a bot called directly. */
function reattach(decision: BotDecision, legal: readonly PapillonMove[]): BotDecision {
  const key = JSON.stringify(decision.move);
  const same = legal.find((m) => JSON.stringify(m) === key);
  if (!same) throw new Error(`Bot returned a move that is not legal: ${key}`);
  return { ...decision, move: same };
}

interface Pending {
  legal: readonly PapillonMove[];
  resolve: (d: BotDecision) => void;
  reject: (e: Error) => void;
}

export class BotClient implements BotDecider {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly makeWorker: () => Worker = defaultWorker) {}

  decide(level: BotLevel, view: PapillonView, legal: readonly PapillonMove[], opts: BotOptions): Promise<BotDecision> {
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise<BotDecision>((resolve, reject) => {
      this.pending.set(id, { legal, resolve, reject });
      worker.postMessage(request(id, level, view, legal, opts));
    });
  }

  cancelAll(): void {
    if (this.worker) {
      this.worker.terminate();
      this.worker = null;
    }
    const err = abortError();
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  dispose(): void {
    this.cancelAll();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = this.makeWorker();
    w.onmessage = (e: MessageEvent<BotResponse>) => {
      const r = e.data;
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (!r.ok) p.reject(new Error(r.error));
      else {
        try {
          p.resolve(reattach(r.decision, p.legal));
        } catch (err) {
          p.reject(err as Error);
        }
      }
    };
    w.onerror = (e: ErrorEvent) => {
      const err = new Error(`Bot worker failed: ${e.message}`);
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = w;
    return w;
  }
}

function defaultWorker(): Worker {
  return new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
}

/** In-thread fallback with the same interface. Answers asynchronously (after the current task). */
export class LocalBotClient implements BotDecider {
  private generation = 0;

  decide(level: BotLevel, view: PapillonView, legal: readonly PapillonMove[], opts: BotOptions): Promise<BotDecision> {
    const gen = this.generation;
    // The bots load on demand: the app's first download carries only this client.
    const handler = import('./worker-handler.js');
    return new Promise<BotDecision>((resolve, reject) => {
      void handler.then(({ handleBotRequest }) => {
        if (gen !== this.generation) return reject(abortError());
        const r = handleBotRequest(request(0, level, view, legal, opts));
        if (!r.ok) reject(new Error(r.error));
        else {
          try {
            resolve(reattach(r.decision, legal));
          } catch (err) {
            reject(err as Error);
          }
        }
      }, reject);
    });
  }

  cancelAll(): void {
    this.generation++;
  }

  dispose(): void {
    this.cancelAll();
  }
}

/** A worker-backed client where module workers exist, else the in-thread one. */
export function createBotClient(): BotDecider {
  return typeof Worker !== 'undefined' ? new BotClient() : new LocalBotClient();
}
