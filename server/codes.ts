/** Table codes, seat tokens and the table's secret seed: all from the operating system's CSPRNG. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_DIGITS } from '../src/net/protocol.js';

/** Twelve random digits (10^12 ≈ 2^39.9 codes), the first may be 0. */
export function newCode(): string {
  let s = '';
  for (let i = 0; i < CODE_DIGITS; i++) s += String(randomInt(10));
  return s;
}

/** A seat token: 128 random bits, base64url (22 characters). Only its hash is stored. */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function tokenMatches(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The table's secret seed: 128 random bits, never sent to anyone. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/** A short fingerprint of a state, written with each logged move to check the replay after a restart. */
export function stateHash(state: unknown): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 16);
}
