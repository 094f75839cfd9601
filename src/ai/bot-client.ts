/**
 * Promise-based access to the computer players of any game, found by the game's registry id.
 * - BotClient: runs them in a module Web Worker (bot-worker.ts, which loads them from src/games/bots.ts),
 *   off the main thread.
 * - LocalBotClient: same interface, in the calling thread, with the loader it is given (tests,
 *   environments without workers).
 * Pace (thinking delays, when a computer seat moves) is the session's policy, not the bot's:
 * these clients answer as soon as the decision is made. This file names no game.
 */
import type { BotDecision, BotLevel, BotOptions, BotRequest, BotResponse, BotsLoader } from './types.js';
import { createBotHandler } from './worker-handler.js';

export interface BotDecider {
  /**
   * Asks the bot of `level` of the game `game` to choose one of `legal` for the seat whose view
   * `view` is (who must be to move). Rejects with a clear Error when the game has no computer players.
   */
  decide<M, E = unknown>(game: string, level: BotLevel, view: unknown, legal: readonly M[], opts: BotOptions): Promise<BotDecision<M, E>>;
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

function request(id: number, game: string, level: BotLevel, view: unknown, legal: readonly unknown[], opts: BotOptions): BotRequest {
  return { id, game, level, view, legal, seed: opts.seed, ...(opts.budget ? { budget: opts.budget } : {}) };
}

/** The returned move is one of `legal` (the same object), as with a bot called directly. */
function reattach<M, E>(decision: BotDecision, legal: readonly M[]): BotDecision<M, E> {
  const key = JSON.stringify(decision.move);
  const same = legal.find((m) => JSON.stringify(m) === key);
  if (same === undefined) throw new Error(`Bot returned a move that is not legal: ${key}`);
  return { ...decision, move: same } as BotDecision<M, E>;
}

interface Pending {
  legal: readonly unknown[];
  resolve: (d: BotDecision) => void;
  reject: (e: Error) => void;
}

export class BotClient implements BotDecider {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly makeWorker: () => Worker = defaultWorker) {}

  decide<M, E = unknown>(game: string, level: BotLevel, view: unknown, legal: readonly M[], opts: BotOptions): Promise<BotDecision<M, E>> {
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise<BotDecision<M, E>>((resolve, reject) => {
      this.pending.set(id, { legal, resolve: resolve as (d: BotDecision) => void, reject });
      worker.postMessage(request(id, game, level, view, legal, opts));
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

/** In-thread fallback with the same interface, loading bots with `loader`. Answers asynchronously. */
export class LocalBotClient implements BotDecider {
  private generation = 0;
  private readonly handle: (req: BotRequest) => Promise<BotResponse>;

  constructor(loader: BotsLoader) {
    this.handle = createBotHandler(loader);
  }

  async decide<M, E = unknown>(game: string, level: BotLevel, view: unknown, legal: readonly M[], opts: BotOptions): Promise<BotDecision<M, E>> {
    const gen = this.generation;
    // After the current task, like a worker's answer (and the bots' chunk may have to load first).
    await Promise.resolve();
    if (gen !== this.generation) throw abortError();
    const r = await this.handle(request(0, game, level, view, legal, opts));
    if (gen !== this.generation) throw abortError();
    if (!r.ok) throw new Error(r.error);
    return reattach<M, E>(r.decision, legal);
  }

  cancelAll(): void {
    this.generation++;
  }

  dispose(): void {
    this.cancelAll();
  }
}

/**
 * A worker-backed client where module workers exist (the worker loads bots from src/games/bots.ts),
 * else the in-thread one with `loader`.
 */
export function createBotClient(loader: BotsLoader): BotDecider {
  return typeof Worker !== 'undefined' ? new BotClient() : new LocalBotClient(loader);
}
