/**
 * The table server's computer players on worker threads (server/bot-thread.ts): a decision is a
 * search of up to the thinking time, and on the event loop it would hold every other table of the
 * process (their frames, pings and moves) for that long. A small pool; each thread decides one
 * request at a time, the rest wait in arrival order. A thread gets the request only (the game's id,
 * a seat's view, the legal moves, the seed and the budget): the same inputs give the same move as in
 * the event loop's thread (units alone read no clock).
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import threadCode from './bot-thread.ts?thread';
import type { BotBudget, BotLevel, BotRequest, BotResponse } from '../src/ai/types.js';

/** One core stays with the event loop (frames, logs); at least one thread, at most four. */
export const DEFAULT_BOT_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

/** The error a decision is rejected with when the pool stops (the server closes); named as the app's bot client names it. */
function stopped(): Error {
  const e = new Error('the computer players stopped with the server');
  e.name = 'AbortError';
  return e;
}

interface Job {
  req: BotRequest;
  resolve: (move: unknown) => void;
  reject: (e: Error) => void;
}

export class BotThreads {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly waiting: Job[] = [];
  private live = 0;
  private nextId = 1;
  private isClosed = false;
  private url: URL | null = null;

  constructor(private readonly size: number) {
    if (!(Number.isInteger(size) && size >= 1)) throw new Error(`bot threads: not a thread count: ${size}`);
  }

  /** The move the computer of `level` chooses (a structured copy of one of `legal`). */
  decide(game: string, level: BotLevel, view: unknown, legal: readonly unknown[], opts: { seed: string | number; budget?: BotBudget }): Promise<unknown> {
    if (this.isClosed) return Promise.reject(stopped());
    const req: BotRequest = { id: this.nextId++, game, level, view, legal, seed: opts.seed, ...(opts.budget ? { budget: opts.budget } : {}) };
    return new Promise((resolve, reject) => {
      this.waiting.push({ req, resolve, reject });
      this.pump();
    });
  }

  /** Stops every thread: decisions under way or waiting are rejected (AbortError). */
  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    const jobs = [...this.busy.values(), ...this.waiting];
    this.waiting.length = 0;
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    this.busy.clear();
    for (const job of jobs) job.reject(stopped());
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private pump(): void {
    while (this.waiting.length > 0 && !this.isClosed) {
      const worker = this.idle.pop() ?? (this.live < this.size ? this.spawn() : null);
      if (!worker) return;
      const job = this.waiting.shift()!;
      this.busy.set(worker, job);
      try {
        worker.postMessage(job.req);
      } catch (e) {
        // A view that cannot be copied to a thread: this request fails, the thread stays.
        this.busy.delete(worker);
        this.idle.push(worker);
        job.reject(e instanceof Error ? e : new Error(String(e)));
      }
    }
  }

  private spawn(): Worker {
    this.url ??= new URL(`data:text/javascript,${encodeURIComponent(threadCode)}`);
    const worker = new Worker(this.url);
    // Pending decisions belong to tables, which keep the server alive: an idle thread must not.
    worker.unref();
    this.live++;
    let failure = '';
    worker.on('message', (r: BotResponse) => {
      const job = this.busy.get(worker);
      if (!job || job.req.id !== r.id) return;
      this.busy.delete(worker);
      this.idle.push(worker);
      if (r.ok) job.resolve(r.decision.move);
      else job.reject(new Error(r.error));
      this.pump();
    });
    worker.on('error', (e) => (failure = e.message));
    worker.on('exit', (code) => {
      this.live--;
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      if (this.isClosed) return;
      job?.reject(new Error(`a computer player's thread stopped (exit ${code}${failure ? `: ${failure}` : ''})`));
      this.pump();
    });
    return worker;
  }
}
