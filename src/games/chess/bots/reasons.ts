/**
 * Why a computer player chose its move, as data (the words live in locales/chess): the B-CH terms of
 * chess.md §9 its evaluation weighs (evaluate.ts: centre pawns B-CH-1, developed minor pieces and the
 * centre B-CH-2, the castled king B-CH-3, passed pawns B-CH-15; search.ts: material gained only when
 * the recapture is seen B-CH-9, the least valuable taker B-CH-12) that the move itself shows, read off
 * the board before and after it; the search's own numbers (a forced mate, B-CH-5) when it saw one.
 */
import type { Board } from '../board.js';
import { attackersOf } from '../attackers.js';
import { hasLegalMove } from '../generate.js';
import {
  BISHOP, BLACK, F_CASTLE, F_CAPTURE, F_EN_PASSANT, KIND_LETTERS, KNIGHT, PAWN, WHITE, moveFlags, moveFrom, movePromo, moveTo,
} from '../squares.js';
import type { Kind } from '../types.js';
import { VALUE } from './evaluate.js';

export const REASON_IDS = [
  'forced', 'mate', 'mateIn', 'wins', 'cheapest', 'promotes', 'escapes', 'castles', 'centrePawn', 'develops', 'centre', 'passedPawn', 'calculated', 'acceptsDraw',
] as const;
export type ChessReasonId = (typeof REASON_IDS)[number];

/** The B-CH heuristic (or none) each reason stands for. */
export const REASON_RULES: Readonly<Record<ChessReasonId, string | null>> = {
  forced: null,
  mate: 'B-CH-7',
  mateIn: 'B-CH-5',
  wins: 'B-CH-9',
  cheapest: 'B-CH-12',
  promotes: 'B-CH-15',
  escapes: 'B-CH-14',
  castles: 'B-CH-3',
  centrePawn: 'B-CH-1',
  develops: 'B-CH-2',
  centre: 'B-CH-2',
  passedPawn: 'B-CH-15',
  calculated: 'B-CH-5',
  acceptsDraw: 'B-CH-19',
};

export interface ChessReason {
  readonly id: ChessReasonId;
  readonly rule: string | null;
  /** The man taken, saved or made (wins, escapes, promotes). */
  readonly kind?: Kind;
  /** Moves to the mate (mateIn). */
  readonly moves?: number;
}

const reason = (id: ChessReasonId, extra: { kind?: Kind; moves?: number } = {}): ChessReason => ({ id, rule: REASON_RULES[id], ...extra });
const kindOf = (piece: number): Kind => KIND_LETTERS[piece & 7] as Kind;
/** d4, e4, d5, e5. */
const CENTRE = [0x33, 0x34, 0x43, 0x44] as const;

/** The cheapest attacker's value, or Infinity when none attacks. */
function cheapestAttacker(b: Board, sq: number, by: number): number {
  let best = Infinity;
  for (const s of attackersOf(b, sq, by)) best = Math.min(best, VALUE[(b.sq[s]! & 7) as 1]!);
  return best;
}

/** A man on `sq` of `color` is in danger: attacked and not defended, or attacked by a cheaper man. */
function inDanger(b: Board, sq: number, color: number): boolean {
  const value = VALUE[(b.sq[sq]! & 7) as 1]!;
  const cheapest = cheapestAttacker(b, sq, color ^ BLACK);
  if (cheapest === Infinity) return false;
  return cheapest < value || attackersOf(b, sq, color).length === 0;
}

function isPassed(b: Board, sq: number, color: number): boolean {
  const f = sq & 7, r = sq >> 4, them = (color ^ BLACK) | PAWN;
  for (let ff = Math.max(0, f - 1); ff <= Math.min(7, f + 1); ff++) {
    for (let rr = 0; rr < 8; rr++) {
      if (color === WHITE ? rr <= r : rr >= r) continue;
      if (b.sq[(rr << 4) | ff] === them) return false;
    }
  }
  return true;
}

/**
 * The reasons for move `m` of the side to move on `b` (left as it was). `mateIn`: the search's forced
 * mate in moves (> 0 the mover mates), or null; `forced`: the only legal move.
 */
export function reasonsFor(b: Board, m: number, facts: { forced: boolean; mateIn: number | null }): ChessReason[] {
  if (facts.forced) return [reason('forced')];
  const me = b.side, opp = me ^ BLACK;
  const from = moveFrom(m), to = moveTo(m), flags = moveFlags(m), promo = movePromo(m);
  const piece = b.sq[from]!, kind = piece & 7;
  const home = me === WHITE ? 0 : 7;
  const takenKind = flags & F_EN_PASSANT ? PAWN : b.sq[to]! & 7;
  const takers = flags & F_CAPTURE ? attackersOf(b, to, me) : [];
  const cheapestTaker = takers.length > 1 && takers.every((s) => VALUE[(b.sq[s]! & 7) as 1]! >= VALUE[kind as 1]!);
  const escaping = kind !== PAWN && inDanger(b, from, me);
  const opening = b.full <= 12;
  b.make(m);
  const mate = b.inCheck() && !hasLegalMove(b);
  const safeAfter = !b.attacked(to, opp);
  const out: ChessReason[] = [];
  if (mate) out.push(reason('mate'));
  else if (facts.mateIn !== null && facts.mateIn > 0) out.push(reason('mateIn', { moves: facts.mateIn }));
  if (flags & F_CAPTURE) {
    // B-CH-9: taken without harm: nothing takes back, or what was taken is worth more than the taker.
    if (safeAfter || VALUE[takenKind as 1]! > VALUE[kind as 1]!) out.push(reason('wins', { kind: KIND_LETTERS[takenKind] as Kind }));
    // B-CH-12: of several men that could take, the least valuable, where the opponent can take back.
    else if (cheapestTaker) out.push(reason('cheapest'));
  }
  if (promo) out.push(reason('promotes', { kind: KIND_LETTERS[promo] as Kind }));
  if (escaping && !inDanger(b, to, me)) out.push(reason('escapes', { kind: kindOf(piece) }));
  if (flags & F_CASTLE) out.push(reason('castles'));
  if (opening && kind === PAWN && ((from & 7) === 3 || (from & 7) === 4) && from >> 4 === (me === WHITE ? 1 : 6)) out.push(reason('centrePawn'));
  if ((kind === KNIGHT || kind === BISHOP) && from >> 4 === home && to >> 4 !== home) out.push(reason('develops'));
  if ((kind === KNIGHT || kind === BISHOP || kind === PAWN) && !promo && !mate && CENTRE.some((c) => c === to || attackersOf(b, c, me).includes(to))) out.push(reason('centre'));
  if (kind === PAWN && !promo && isPassed(b, to, me) && (me === WHITE ? to >> 4 : 7 - (to >> 4)) >= 4) out.push(reason('passedPawn'));
  b.unmake(m);
  return out.length ? out : [reason('calculated')];
}

/** B-CH-19: a draw offered to a computer player is accepted when its evaluation is clearly below even. */
export const DRAW_ACCEPT_BELOW = -150;
export const acceptsDraw = (): ChessReason => reason('acceptsDraw');
