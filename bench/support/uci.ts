/**
 * A small UCI driver (the Universal Chess Interface, as engines speak it on stdin/stdout) for the
 * benchmark: spawn an engine, `uci`, options by `setoption`, `position fen … moves …`, `go …`, read
 * `bestmove`. Our engine's moves are UCI's long algebraic notation already (contract "Moves",
 * src/games/chess/uci.ts: `e2e4`, `e7e8q`, castling as the king's move `e1g1`), so a move passes as it is.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface UciGo {
  readonly movetime?: number;
  readonly depth?: number;
  readonly nodes?: number;
}

export class UciEngine {
  private readonly proc: ChildProcessWithoutNullStreams;
  private readonly waiting: Array<{ test: (line: string) => boolean; resolve: (line: string) => void; reject: (e: Error) => void }> = [];
  private closed = false;
  /** The engine's `id name` after init(). */
  name = '';
  /** Every `option name …` line after init(), by name. */
  readonly options = new Map<string, string>();

  /** `command` and `args` start the engine (e.g. process.execPath, [script]); `nice` raises its niceness (Unix). */
  constructor(command: string, args: readonly string[], nice = 0) {
    const [cmd, argv] = nice > 0 && process.platform !== 'win32' ? ['nice', ['-n', String(nice), command, ...args]] : [command, [...args]];
    this.proc = spawn(cmd, argv, { stdio: ['pipe', 'pipe', 'pipe'] });
    const rl = createInterface({ input: this.proc.stdout });
    rl.on('line', (line) => {
      const i = this.waiting.findIndex((w) => w.test(line));
      if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(line);
      if (line.startsWith('id name ')) this.name = line.slice(8).trim();
      const opt = /^option name (.+?) type (.*)$/.exec(line);
      if (opt) this.options.set(opt[1]!, opt[2]!);
    });
    this.proc.on('exit', (code) => {
      this.closed = true;
      for (const w of this.waiting.splice(0)) w.reject(new Error(`UCI engine exited (${code})`));
    });
  }

  send(command: string): void {
    if (this.closed) throw new Error('UCI engine is closed');
    this.proc.stdin.write(`${command}\n`);
  }

  /** The next line for which `test` holds (registered before the command that provokes it is sent). */
  private next(test: (line: string) => boolean, timeoutMs: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`UCI engine: no answer within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.push({
        test,
        resolve: (l) => (clearTimeout(timer), resolve(l)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
    });
  }

  /** `uci` … `uciok`, the options, then `isready` … `readyok`. */
  async init(options: Readonly<Record<string, string | number | boolean>> = {}, timeoutMs = 120_000): Promise<void> {
    const ok = this.next((l) => l === 'uciok', timeoutMs);
    this.send('uci');
    await ok;
    for (const [name, value] of Object.entries(options)) this.setOption(name, value);
    await this.ready(timeoutMs);
  }

  setOption(name: string, value: string | number | boolean): void {
    if (!this.options.has(name)) throw new Error(`UCI engine ${this.name} has no option ${JSON.stringify(name)}`);
    this.send(`setoption name ${name} value ${value}`);
  }

  async ready(timeoutMs = 60_000): Promise<void> {
    const ok = this.next((l) => l === 'readyok', timeoutMs);
    this.send('isready');
    await ok;
  }

  /** A new game: `ucinewgame` (clears the hash) and wait until ready. */
  async newGame(): Promise<void> {
    this.send('ucinewgame');
    await this.ready();
  }

  /** The engine's move in `fen` after `moves` (UCI strings), searched by `go`. */
  async bestMove(fen: string, moves: readonly string[], go: UciGo, timeoutMs = 120_000): Promise<string> {
    this.send(`position fen ${fen}${moves.length ? ` moves ${moves.join(' ')}` : ''}`);
    const line = this.next((l) => l.startsWith('bestmove'), timeoutMs);
    const parts = Object.entries(go).map(([k, v]) => `${k} ${v}`);
    this.send(`go ${parts.join(' ')}`);
    const move = (await line).split(/\s+/)[1];
    if (!move || move === '(none)') throw new Error(`UCI engine has no move in ${fen} moves ${moves.join(' ')}`);
    return move;
  }

  quit(): void {
    if (this.closed) return;
    try {
      this.send('quit');
    } catch {
      /* closed meanwhile */
    }
    setTimeout(() => this.closed || this.proc.kill(), 2000).unref();
  }
}
