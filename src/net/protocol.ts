/**
 * The table server's protocol (docs/multiplayer.md): JSON text frames over one WebSocket per seat.
 * Game-agnostic: options, moves, views and events are the game's own JSON, judged by the game's
 * engine on the server. The server (server/) and a later browser client share these types and
 * the checks below; nothing here names a game.
 *
 * Every client message is checked by `parseClientMessage` before anything else reads it: a fixed
 * set of keys per type, each of a fixed type and size; anything else is refused as a whole.
 */

export const PROTOCOL_VERSION = 1;
/** The largest client frame the server reads (bytes); larger frames close the connection. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** A chosen name: 1 to 24 characters after cleaning (see cleanName). */
export const NAME_MAX = 24;
/** A table code: twelve digits, said and shown in three groups of four ("4821 0937 5512"). */
export const CODE_DIGITS = 12;

export type ComputerLevel = 'easy' | 'normal' | 'strong';
export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['easy', 'normal', 'strong'];

/** How long a computer player's turn takes at the table (its "thinking" shown to people). */
export type TablePace = 'instant' | 'fast' | 'normal' | 'slow';
export const TABLE_PACES: readonly TablePace[] = ['instant', 'fast', 'normal', 'slow'];

/** The quick phrases: they travel as ids, so each listener hears them in their own language. */
export type PhraseId = 'yourTurn' | 'wellPlayed' | 'oneMoment' | 'backSoon';
export const PHRASES: readonly PhraseId[] = ['yourTurn', 'wellPlayed', 'oneMoment', 'backSoon'];

/** A seat as the host asks for it when creating a table: kept for a person (a friend joins) or a computer. */
export type SeatRequest = { kind: 'person' } | { kind: 'computer'; level: ComputerLevel };

// ---------------------------------------------------------------------------------------------
// Client → server

export type ClientMessage =
  /** First message of a connection: a new table; the sender is its host at seat 0. */
  | { type: 'create'; v: number; game: string; options: unknown; seats: SeatRequest[]; name: string; pace?: TablePace }
  /** First message of a connection: take a free seat (the first, or `seat`) at the table with this code. */
  | { type: 'join'; v: number; code: string; name: string; seat?: number }
  /** First message of a connection: back to one's own seat with the seat token (after a drop, a reload, a server restart). */
  | { type: 'rejoin'; v: number; code: string; token: string }
  /** Host, in the lobby: a seat becomes free for a person, or a computer at a level (a person on it loses the seat). */
  | { type: 'seat'; seat: number; kind: 'open' | 'computer'; level?: ComputerLevel }
  /** In the lobby: ready to start; between deals: ready for the next deal. */
  | { type: 'ready'; ready: boolean }
  /** Host, in the lobby: start; free seats get computers at `fill` (default normal). */
  | { type: 'start'; fill?: ComputerLevel }
  /** A move of the game, chosen on the table as it was after step `seq` (the seq of the last step received). */
  | { type: 'move'; seq: number; move: unknown }
  | { type: 'phrase'; id: PhraseId }
  /** Leaves the table for good: in the lobby the seat becomes free, in a game a computer plays it. */
  | { type: 'leave' }
  /**
   * Host, during a game: a computer at `level` plays for a person who has been away at least the
   * table's grace period (TableInfo.standInAfterMs); `level: null` ends it. The person takes the seat
   * back by coming back (rejoin).
   */
  | { type: 'standIn'; seat: number; level: ComputerLevel | null }
  /** Are you there? The server answers `pong` at once: a client hears a network that swallows its frames in seconds, not minutes. */
  | { type: 'ping' };

/** What a seated connection asks of its table (the hello and the ping are the connection's own). */
export type SeatMessage = Exclude<ClientMessage, { type: 'create' | 'join' | 'rejoin' | 'ping' }>;

// ---------------------------------------------------------------------------------------------
// Server → client

export type TablePhase = 'lobby' | 'playing' | 'betweenDeals' | 'over';

export interface SeatInfo {
  seat: number;
  kind: 'open' | 'person' | 'computer';
  /** The chosen name of a person; null for a free seat or a computer. */
  name: string | null;
  /** A computer's level; null for a person or a free seat. */
  level: ComputerLevel | null;
  /** A person with a live connection (computers: true). */
  connected: boolean;
  /** Ready to start (lobby) or for the next deal (between deals); computers are always ready. */
  ready: boolean;
  host: boolean;
  /** A person away: the computer level playing for them at the host's request, else null. */
  standIn: ComputerLevel | null;
  /** A person without a connection: for how long (ms, when this was sent); else null. */
  awayMs: number | null;
}

export interface TableInfo {
  /** The table code, twelve digits (group them by four to show or say them). */
  code: string;
  game: string;
  options: unknown;
  pace: TablePace;
  phase: TablePhase;
  seats: SeatInfo[];
  host: number;
  /** How long a person must have been away before the host may let a computer stand in. */
  standInAfterMs: number;
}

/** One step of the game as one seat may see it. */
export interface WireStep {
  /** The table's step count after this step (the start of the session is seq 1). */
  seq: number;
  /** Who moved; null for what nobody chose (the start, a new deal). */
  actor: number | null;
  /** The move, where the game says it is public or to the mover; otherwise null (the events tell what all saw). */
  move: unknown;
  /** The step's events as this seat may see them (the game's visibleEvent). */
  events: unknown[];
}

export type NoticeKind = 'joined' | 'left' | 'disconnected' | 'reconnected' | 'ready' | 'notReady' | 'host' | 'seatChanged' | 'started' | 'standIn' | 'standInEnded';

export interface Notice {
  kind: NoticeKind;
  seat: number;
  /**
   * `left` only: the name of the person who left. By the time the notice arrives the seat is already a
   * computer's (a game) or free (the lobby), so its table info no longer names them.
   */
  name?: string;
}

export type ErrorCode =
  | 'badMessage'
  | 'version'
  | 'rateLimited'
  | 'noTable'
  | 'badToken'
  | 'tableFull'
  | 'started'
  | 'unknownGame'
  | 'badOptions'
  | 'badSeats'
  | 'badName'
  | 'notSeated'
  | 'alreadySeated'
  | 'replaced'
  | 'removed'
  | 'storage'
  | 'closing'
  | 'timeout';

export type ServerMessage =
  /**
   * After create, join or rejoin: who I am, the table, and the game so far as my seat may see it.
   * `token` only after create and join: the client keeps it to rejoin its seat; the server keeps only its hash.
   */
  | { type: 'welcome'; v: number; you: number; token?: string; table: TableInfo; seq: number; view: unknown; steps: WireStep[]; legal: unknown[] | null }
  /** The table changed (seats, host, ready, phase); `notice` says what happened, for people to hear. */
  | { type: 'table'; table: TableInfo; notice: Notice | null }
  /** A step of the game: what this seat sees of it, its view after it, its legal moves if it is now its turn. */
  | { type: 'step'; phase: TablePhase; step: WireStep; view: unknown; legal: unknown[] | null }
  /** To the sender only: the request was refused by a rule (the game's, or the table's T-rules); nothing changed. */
  | { type: 'refused'; rule: string; code: string; message: string; details?: Record<string, unknown>; seq: number }
  /** A protocol or connection problem; `fatal` means the server closes the connection. */
  | { type: 'error'; code: ErrorCode; message: string; fatal: boolean }
  | { type: 'phrase'; seat: number; id: PhraseId }
  /** The answer to `ping`. */
  | { type: 'pong' };

/**
 * The table's own rules, named in refusals as the engines name theirs (docs/multiplayer.md).
 */
export const TABLE_RULES = {
  T1: 'only the host changes seats, starts, and lets a computer stand in',
  T2: 'seats change and the game starts only in the lobby',
  T3: 'the game starts when every person at the table is ready',
  T4: 'a move must be chosen on the table as it is now (seq)',
  T5: 'moves are made only while a game is being played',
  T6: 'that is not a move of this game',
  T7: 'ready is said in the lobby or between deals',
  T8: 'one quick phrase every few seconds',
  T9: 'no such seat, or the host cannot give away their own seat',
  T10: 'a computer stands in only for a person away for the grace period, during a game, at the host\'s request',
} as const;
export type TableRule = keyof typeof TABLE_RULES;

/** JSON with the keys of every object sorted: two spellings of one move compare equal (the server's check of a move, the client's of a kept one). */
export function canonicalJSON(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

// ---------------------------------------------------------------------------------------------
// Codes and names

/** A code as typed or dictated → its twelve digits, or null. Spaces, dashes and dots are ignored; braille letters a–j (typed without the number sign) read as 1–9, 0. */
export function normalizeCode(input: string): string | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const digits = input
    .toLowerCase()
    .replace(/[\s\-._/,]/g, '')
    .replace(/[a-j]/g, (c) => String((c.charCodeAt(0) - 96) % 10));
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/** Twelve digits in groups of four, to show or say. */
export function formatCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A chosen name made safe to show and say: NFC, no control, format or bidirectional characters, spaces collapsed, at most NAME_MAX characters; null when nothing is left. */
export function cleanName(input: string): string | null {
  if (typeof input !== 'string' || input.length > 200) return null;
  const cleaned = input
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...cleaned].slice(0, NAME_MAX).join('').trim();
  return chars.length > 0 ? chars : null;
}

// ---------------------------------------------------------------------------------------------
// The schema check of client messages

type Check = (v: unknown) => boolean;
const isInt = (min: number, max: number): Check => (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isString = (max: number): Check => (v) => typeof v === 'string' && v.length <= max;
const isBool: Check = (v) => typeof v === 'boolean';
const oneOf = (values: readonly string[]): Check => (v) => typeof v === 'string' && values.includes(v);
const isLevel = oneOf(COMPUTER_LEVELS);
/** Plain JSON of bounded depth (options and moves; the game checks their shape). */
const isJson =
  (depth: number): Check =>
  (v) => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return true;
    if (depth <= 0 || typeof v !== 'object') return false;
    const values = Array.isArray(v) ? v : Object.values(v as object);
    return values.length <= 64 && values.every(isJson(depth - 1));
  };
const isSeatRequest: Check = (v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (o['kind'] === 'person') return keys.length === 1;
  if (o['kind'] === 'computer') return keys.length === 2 && isLevel(o['level']);
  return false;
};
const isSeats: Check = (v) => Array.isArray(v) && v.length >= 1 && v.length <= 8 && v.every(isSeatRequest);

const SHAPES: Record<ClientMessage['type'], { required: Record<string, Check>; optional?: Record<string, Check> }> = {
  create: { required: { v: isInt(0, 1000), game: isString(32), options: isJson(4), seats: isSeats, name: isString(200) }, optional: { pace: oneOf(TABLE_PACES) } },
  join: { required: { v: isInt(0, 1000), code: isString(64), name: isString(200) }, optional: { seat: isInt(0, 7) } },
  rejoin: { required: { v: isInt(0, 1000), code: isString(64), token: isString(64) } },
  seat: { required: { seat: isInt(0, 7), kind: oneOf(['open', 'computer']) }, optional: { level: isLevel } },
  ready: { required: { ready: isBool } },
  start: { required: {}, optional: { fill: isLevel } },
  move: { required: { seq: isInt(0, 1_000_000), move: isJson(4) } },
  phrase: { required: { id: oneOf(PHRASES) } },
  leave: { required: {} },
  standIn: { required: { seat: isInt(0, 7), level: (v) => v === null || isLevel(v) } },
  ping: { required: {} },
};

export type Parsed = { ok: true; message: ClientMessage } | { ok: false; problem: string };

/** A client frame → a checked message, or the problem (for the `badMessage` error). */
export function parseClientMessage(text: string): Parsed {
  if (text.length > MAX_CLIENT_MESSAGE_BYTES) return { ok: false, problem: 'message too large' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, problem: 'not an object' };
  const o = data as Record<string, unknown>;
  const type = o['type'];
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type)) return { ok: false, problem: 'unknown type' };
  const shape = SHAPES[type as ClientMessage['type']];
  for (const [key, check] of Object.entries(shape.required)) {
    if (!Object.hasOwn(o, key) || !check(o[key])) return { ok: false, problem: `${type}: bad or missing ${key}` };
  }
  for (const key of Object.keys(o)) {
    if (key === 'type' || Object.hasOwn(shape.required, key)) continue;
    const check = shape.optional?.[key];
    if (!check) return { ok: false, problem: `${type}: unexpected key ${key}` };
    if (!check(o[key])) return { ok: false, problem: `${type}: bad ${key}` };
  }
  if (type === 'seat' && o['kind'] === 'computer' && o['level'] === undefined) return { ok: false, problem: 'seat: a computer needs a level' };
  return { ok: true, message: o as unknown as ClientMessage };
}
