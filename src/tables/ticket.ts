/**
 * The seat ticket kept on the device ({server, code, seat, name, token}): with it a reload, a crash or
 * a closed tab comes back to the same seat (docs/multiplayer.md, "The client"). One ticket, the table
 * the player sits at now, in localStorage; removed when the player leaves, the session ends or the
 * server no longer knows the seat. The token is the only secret, and only for this seat.
 */
import { APP_ID } from '../storage/app-id.js';
import type { SeatTicket } from '../net/remote-session.js';

export const TICKET_KEY = `${APP_ID}.tables.seat.v1`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadTicket(): SeatTicket | null {
  const raw = storage()?.getItem(TICKET_KEY);
  if (!raw) return null;
  try {
    const t = JSON.parse(raw) as Record<string, unknown>;
    const ok =
      typeof t['server'] === 'string' &&
      /^wss?:\/\//.test(t['server']) &&
      typeof t['code'] === 'string' &&
      /^\d{12}$/.test(t['code']) &&
      Number.isInteger(t['seat']) &&
      typeof t['name'] === 'string' &&
      typeof t['token'] === 'string' &&
      /^[A-Za-z0-9_-]{16,64}$/.test(t['token']);
    return ok ? (t as unknown as SeatTicket) : null;
  } catch {
    return null;
  }
}

export function saveTicket(t: SeatTicket): void {
  try {
    storage()?.setItem(TICKET_KEY, JSON.stringify({ server: t.server, code: t.code, seat: t.seat, name: t.name, token: t.token }));
  } catch {
    // storage full or denied: the seat is kept only while the tab is open
  }
}

export function clearTicket(): void {
  try {
    storage()?.removeItem(TICKET_KEY);
  } catch {
    // nothing kept
  }
}

/** The server address of this build: index.html's <meta name="tables-server"> (set at build time, see vite.config.ts). */
export function tablesServer(): string | null {
  const url = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="tables-server"]')?.content ?? null;
  return url && /^wss?:\/\/[^\s]+$/.test(url) ? url : null;
}

/** A table code in the address's fragment (#table=… or #tisch=…): never sent to a server. */
export function codeInFragment(hash: string): string | null {
  const m = /^#(?:table|tisch)=([0-9a-j .-]{12,40})$/i.exec(hash);
  return m ? m[1]! : null;
}
