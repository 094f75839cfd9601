/**
 * The durable table log: one JSON-lines file per table (<dir>/<code>.jsonl), appended and fsync'd
 * before anyone is told of what it records. A table is rebuilt from it by replaying the moves
 * through the engine from the seed (server/table.ts). Only the server reads these files: they hold
 * the secret seed and the hashes of the seat tokens, so the folder is private to the server's user.
 */
import { constants, promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { ComputerLevel, TablePace } from '../src/net/protocol.js';

/** What a table's log holds, line by line. */
export type LogRecord =
  /** The first line: the game, its options, the secret seed, the seats as the host asked. */
  | { t: 'table'; v: 1; code: string; game: string; options: unknown; seed: string; pace: TablePace; seats: ({ kind: 'open' } | { kind: 'computer'; level: ComputerLevel })[]; at: number }
  /** A person takes a seat: a chosen name and the hash of the seat token. */
  | { t: 'sit'; seat: number; name: string; token: string }
  /** A seat becomes free or a computer's (the host's choice, a person leaving, the start filling free seats). */
  | { t: 'seat'; seat: number; kind: 'open' | 'computer'; level: ComputerLevel | null }
  | { t: 'host'; seat: number }
  /** The host let a computer play for an absent person (level), or that ended (null). */
  | { t: 'standIn'; seat: number; level: ComputerLevel | null }
  /** The game starts: the engine's start from the options and the seed. */
  | { t: 'start'; h: string }
  /** A move, in order; `h` fingerprints the state after it (checked on replay). */
  | { t: 'move'; seq: number; seat: number; move: unknown; h: string }
  /** The next deal (everyone was ready). */
  | { t: 'next'; seq: number; h: string }
  /** The session is over (for the expiry of the record). */
  | { t: 'over' }
  /** Everyone left: the table is not revived again. */
  | { t: 'closed' };

export interface TableLog {
  /** Appends records and waits until they are on disk. */
  append(...records: LogRecord[]): Promise<void>;
  close(): Promise<void>;
}

export interface TableStore {
  /** A new log whose first line is `first`; null when a table with this code exists already. */
  create(code: string, first: LogRecord): Promise<TableLog | null>;
  /** The records of an existing table and its log opened for appending; null when there is none. */
  open(code: string): Promise<{ records: LogRecord[]; log: TableLog } | null>;
  /** Removes records older than their time: `idleMs` after the last write, `overMs` once the session is over. */
  expire(idleMs: number, overMs: number, keep: (code: string) => boolean): Promise<number>;
}

const CODE_FILE = /^(\d{12})\.jsonl$/;

class FileLog implements TableLog {
  private closed = false;
  constructor(private readonly handle: fs.FileHandle) {}

  async append(...records: LogRecord[]): Promise<void> {
    if (this.closed) throw new Error('table log is closed');
    await this.handle.write(records.map((r) => JSON.stringify(r) + '\n').join(''));
    await this.handle.sync();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.handle.close();
  }
}

/** The embedded default: files under one folder of the project (e.g. .tables/). */
export class FileTableStore implements TableStore {
  private ready: Promise<void> | null = null;
  constructor(readonly dir: string) {}

  private ensureDir(): Promise<void> {
    this.ready ??= fs.mkdir(this.dir, { recursive: true, mode: 0o700 }).then(() => undefined);
    return this.ready;
  }

  private path(code: string): string {
    if (!/^\d{12}$/.test(code)) throw new Error('bad table code');
    return join(this.dir, `${code}.jsonl`);
  }

  async create(code: string, first: LogRecord): Promise<TableLog | null> {
    await this.ensureDir();
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.path(code), constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_APPEND, 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return null;
      throw e;
    }
    const log = new FileLog(handle);
    await log.append(first);
    await syncDir(this.dir);
    return log;
  }

  async open(code: string): Promise<{ records: LogRecord[]; log: TableLog } | null> {
    await this.ensureDir();
    const path = this.path(code);
    let text: string;
    try {
      text = await fs.readFile(path, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
    const records: LogRecord[] = [];
    let good = 0;
    for (const line of text.split('\n')) {
      if (line === '') break;
      try {
        records.push(JSON.parse(line) as LogRecord);
      } catch {
        break; // a line torn by a crash was never acknowledged: nobody was told of it
      }
      good += Buffer.byteLength(line, 'utf8') + 1;
    }
    if (good < Buffer.byteLength(text, 'utf8')) await fs.truncate(path, good);
    const handle = await fs.open(path, constants.O_WRONLY | constants.O_APPEND);
    return { records, log: new FileLog(handle) };
  }

  async expire(idleMs: number, overMs: number, keep: (code: string) => boolean): Promise<number> {
    await this.ensureDir();
    const now = Date.now();
    let removed = 0;
    for (const name of await fs.readdir(this.dir)) {
      const m = CODE_FILE.exec(name);
      if (!m || keep(m[1]!)) continue;
      const path = join(this.dir, name);
      try {
        const st = await fs.stat(path);
        const age = now - st.mtimeMs;
        let gone = age > idleMs;
        if (!gone && age > overMs) gone = /"t":"(?:over|closed)"/.test(await lastLine(path));
        if (gone) {
          await fs.unlink(path);
          removed++;
        }
      } catch {
        // removed meanwhile, or unreadable: try again at the next sweep
      }
    }
    return removed;
  }
}

async function lastLine(path: string): Promise<string> {
  const handle = await fs.open(path, 'r');
  try {
    const { size } = await handle.stat();
    const len = Math.min(size, 256);
    const buf = Buffer.alloc(len);
    await handle.read(buf, 0, len, size - len);
    const lines = buf.toString('utf8').trimEnd().split('\n');
    return lines[lines.length - 1] ?? '';
  } finally {
    await handle.close();
  }
}

/** Makes a new file's directory entry durable. */
async function syncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle | null = null;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // some file systems cannot fsync a directory; the file's own fsync still holds its content
  } finally {
    await handle?.close();
  }
}
