/**
 * The auction as duels with priority (O26–O28, PD-O-6, QD5, §2.3): replays a log of speeches and
 * says whose turn it is, who holds, the current bid, and checks one more speech.
 */
import { ladderOf, isColourLevel, isSoloType, ladderRule, CONTRACTS } from './rules.js';
import type { AuctionStep, Contract, OmbreRules, Suit } from './types.js';

export interface AuctionStatus {
  /** Every seat has had his turn as challenger. */
  readonly done: boolean;
  /** The seat to speak; null when done. */
  readonly toMove: number | null;
  /** The holder of the current bid (null before the first bid). */
  readonly holder: number | null;
  /** The challenger of the duel in progress (null while nobody holds). */
  readonly challenger: number | null;
  /** 'holder': the holder answers a challenger's bid. */
  readonly turn: 'challenger' | 'holder';
  /** The current bid: its level in the ladder (-1: none), its seat and suit. */
  readonly level: number;
  readonly bidSeat: number | null;
  readonly suit: Suit | null;
  /** Index in turn order from the mano of the current challenger (n: done). */
  readonly ci: number;
}

export interface AuctionContext {
  readonly rules: OmbreRules;
  readonly favourite: Suit | null;
  readonly mano: number;
  readonly hands: readonly (readonly string[])[];
}

export const START: AuctionStatus = { done: false, toMove: null, holder: null, challenger: null, turn: 'challenger', level: -1, bidSeat: null, suit: null, ci: 0 };

export interface Refusal {
  readonly rule: string;
  readonly code: string;
  readonly message: string;
}

function seatAt(ctx: AuctionContext, i: number): number {
  return (ctx.mano + i) % ctx.rules.players;
}

export function initialStatus(ctx: AuctionContext): AuctionStatus {
  return status(false, ctx.mano, null, null, 'challenger', -1, null, null, 0);
}

/** Does `hand` meet the level's requirement (O22, V-O-6, QD10)? */
export function requirementProblem(_ctx: AuctionContext, contract: Contract, hand: readonly string[]): Refusal | null {
  if (contract === 'casco' && !(hand.includes('AS') && hand.includes('AC'))) {
    return { rule: 'O22', code: 'NEEDS_BLACK_ACES', message: 'Grand Casco needs both black aces in hand' };
  }
  if (contract === 'nullissimo' && (hand.includes('AS') || hand.includes('AC'))) {
    return { rule: 'V-O-6', code: 'NULLISSIMO_ACES', message: 'Nullissimo needs neither black ace in hand' };
  }
  if (contract === 'mediateur' && !mediateurHasRequest(hand)) {
    return { rule: 'QD10', code: 'NO_REQUEST', message: 'a Mediateur needs a King (or, with all four Kings, a Queen) to ask for' };
  }
  return null;
}

/** QD10: a King he lacks, or with all four Kings a Queen he lacks (some trump suit then leaves it). */
export function mediateurHasRequest(hand: readonly string[]): boolean {
  const kings = ['KC', 'KD', 'KH', 'KS'];
  if (kings.some((k) => !hand.includes(k))) return true;
  return ['QC', 'QD', 'QH', 'QS'].some((q) => !hand.includes(q));
}

/** The suits a Solo-type level may be bid or held with (O25, O28). */
export function suitsFor(ctx: AuctionContext, contract: Contract): Suit[] {
  if (!isSoloType(contract)) return [];
  if (isColourLevel(contract)) return ctx.favourite ? [ctx.favourite] : [];
  return ctx.rules.suits.filter((s) => s !== ctx.favourite);
}

function suitProblem(ctx: AuctionContext, contract: Contract, suit: unknown): Refusal | null {
  if (!isSoloType(contract)) {
    if (suit !== undefined) return { rule: 'O25', code: 'BAD_SUIT', message: `${contract} is bid without a suit` };
    return null;
  }
  if (suit === undefined) return { rule: 'O25', code: 'BAD_SUIT', message: `${contract} is bid with a suit` };
  if (!suitsFor(ctx, contract).includes(suit as Suit)) {
    return { rule: 'O25', code: 'BAD_SUIT', message: `${String(suit)} is not a suit for ${contract} (a colour level takes the favourite, a plain level another suit of the pack)` };
  }
  return null;
}

/** Checks one speech; null when legal. `hand` is the speaker's (null: requirements not checked). */
export function speechProblem(ctx: AuctionContext, st: AuctionStatus, step: { move: string; contract?: unknown; suit?: unknown }, hand: readonly string[] | null): Refusal | null {
  const req = (c: Contract): Refusal | null => (hand === null ? null : requirementProblem(ctx, c, hand));
  const lad = ladderOf(ctx.rules, ctx.favourite);
  if (step.move === 'pass') return null;
  if (step.move === 'hold') {
    if (st.turn !== 'holder') return { rule: 'O26', code: 'CANNOT_HOLD', message: 'only the holder answering a challenger may hold' };
    const contract = lad[st.level]!;
    return req(contract) ?? suitProblem(ctx, contract, step.suit);
  }
  if (step.move !== 'bid') return { rule: 'O26', code: 'UNKNOWN_MOVE', message: `unknown speech ${String(step.move)}` };
  if (!CONTRACTS.includes(step.contract as Contract)) return { rule: 'O26', code: 'UNKNOWN_MOVE', message: `unknown contract ${JSON.stringify(step.contract)}` };
  const contract = step.contract as Contract;
  const level = lad.indexOf(contract);
  if (level < 0) return { rule: ladderRule(ctx.rules), code: 'NOT_ON_LADDER', message: `${contract} is not on this deal's ladder` };
  if (level <= st.level) return { rule: 'O26', code: 'BID_TOO_LOW', message: `${contract} is not higher than the current bid` };
  return req(contract) ?? suitProblem(ctx, contract, step.suit);
}

/** A status object (one shape for all: the auction is replayed and stepped often). */
function status(done: boolean, toMove: number | null, holder: number | null, challenger: number | null, turn: 'challenger' | 'holder', level: number, bidSeat: number | null, suit: Suit | null, ci: number): AuctionStatus {
  return { done, toMove, holder, challenger, turn, level, bidSeat, suit, ci };
}

/** The status after a legal speech. */
export function advanceAuction(ctx: AuctionContext, st: AuctionStatus, step: AuctionStep): AuctionStatus {
  const n = ctx.rules.players;
  const seat = st.toMove!;
  const levelOf = (c: Contract | undefined) => ladderOf(ctx.rules, ctx.favourite).indexOf(c!);
  // the next challenger's turn (done after the last seat)
  const next = (ci: number, holder: number | null, level: number, bidSeat: number | null, suit: Suit | null): AuctionStatus => {
    if (ci >= n) return status(true, null, holder, null, 'challenger', level, bidSeat, suit, ci);
    return status(false, seatAt(ctx, ci), holder, holder === null ? null : seatAt(ctx, ci), 'challenger', level, bidSeat, suit, ci);
  };
  if (st.holder === null) {
    if (step.move === 'pass') return next(st.ci + 1, st.holder, st.level, st.bidSeat, st.suit);
    return next(st.ci + 1, seat, levelOf(step.contract), seat, step.suit ?? null);
  }
  if (st.turn === 'challenger') {
    if (step.move === 'pass') return next(st.ci + 1, st.holder, st.level, st.bidSeat, st.suit);
    return status(st.done, st.holder, st.holder, st.challenger, 'holder', levelOf(step.contract), seat, step.suit ?? null, st.ci);
  }
  // the holder answers
  if (step.move === 'pass') return next(st.ci + 1, st.challenger, st.level, st.bidSeat, st.suit);
  const level = step.move === 'hold' ? st.level : levelOf(step.contract);
  return status(st.done, st.challenger, st.holder, st.challenger, 'challenger', level, seat, step.suit ?? null, st.ci);
}

/**
 * Replays a log from the mano; throws naming the first illegal speech. The holding requirements are
 * checked against `ctx.hands` only when `checkHands` (the hands are the dealt ones: phase auction).
 */
export function replayAuction(ctx: AuctionContext, log: readonly AuctionStep[], checkHands = true): AuctionStatus {
  let st = initialStatus(ctx);
  for (const [i, step] of log.entries()) {
    if (st.done) throw new Error(`auction step ${i}: the auction is already over`);
    if (step.seat !== st.toMove) throw new Error(`auction step ${i}: seat ${step.seat} speaks out of turn (seat ${st.toMove} to speak)`);
    const p = speechProblem(ctx, st, step, checkHands ? (ctx.hands[step.seat] ?? []) : null);
    if (p) throw new Error(`auction step ${i}: ${p.message} (${p.rule})`);
    st = advanceAuction(ctx, st, step);
  }
  return st;
}
