/**
 * The bots' compact picture of a deal (B-W-1: every card played, the voids shown, the trumps still
 * out). Cards are numbers 0–51: suit × 13 + rank, suits C D H S = 0 1 2 3, ranks 2 … A = 0 … 12
 * (W2). A hand is one 13-bit mask per suit.
 *
 * One `Table` serves two purposes:
 * - built from a seat's view (`tableFromView`): the viewer's hand and the public facts only; the
 *   other hands are empty (unknown);
 * - the strong bot's playouts: the same public facts plus every hand of one deal the strong bot has
 *   sampled itself from the view (never the real hands).
 * The heuristics (normal.ts, easy.ts) read only `hands` of the seat they decide for, and public fields.
 */
import type { Play, Suit, WhistView } from '../types.js';

export const FULL = 0x1fff;
export const SUIT_LETTERS: readonly Suit[] = ['C', 'D', 'H', 'S'];
const RANK_NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** Rank indices of the named cards. */
export const R10 = 8;
export const RJ = 9;
export const RQ = 10;
export const RK = 11;
export const RA = 12;
/** B-W-4: an invite is a card no higher than a six. */
export const R6 = 4;
/** W3: the trump honours A K Q J as a rank mask. */
export const HONOUR_MASK = (1 << RA) | (1 << RK) | (1 << RQ) | (1 << RJ);

const CARD_NAMES: string[] = [];
for (let s = 0; s < 4; s++) for (let r = 0; r < 13; r++) CARD_NAMES.push(`${RANK_NAMES[r]}${SUIT_LETTERS[s]}`);
const CARD_IDS = new Map<string, number>(CARD_NAMES.map((c, i) => [c, i]));

export const cardName = (c: number): string => CARD_NAMES[c]!;
export function cardId(card: string): number {
  const id = CARD_IDS.get(card);
  if (id === undefined) throw new Error(`Not a card: ${JSON.stringify(card)}`);
  return id;
}
export const suitIndex = (s: Suit): number => SUIT_LETTERS.indexOf(s);
export const suitOfId = (c: number): number => (c / 13) | 0;
export const rankOfId = (c: number): number => c % 13;

/** Index of the highest set bit (m ≠ 0). */
export const hiBit = (m: number): number => 31 - Math.clz32(m);
/** Index of the lowest set bit (m ≠ 0). */
export const loBit = (m: number): number => 31 - Math.clz32(m & -m);
export function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class Table {
  /** Trump suit index. */
  trump = 0;
  dealer = 0;
  /** The turn-up card (W14), as seen by all when dealt. */
  turnUp = 0;
  /** By seat × 4 + suit: the cards held (only the viewer's when built from a view). */
  readonly hands = new Int32Array(16);
  /** By suit: cards gone (completed tricks and the current trick). */
  readonly played = new Int32Array(4);
  /** By seat: suits the seat has shown out of (bit per suit). */
  readonly voids = new Int32Array(4);
  /** By seat: plain suits the seat has discarded from (B-W-7). */
  readonly discards = new Int32Array(4);
  /** By seat: suits the seat has led (returning partner's lead). */
  readonly led = new Int32Array(4);
  /** By side: trump honours already played by that side's seats (W25 counts them as dealt). */
  readonly honoursPlayed = new Int32Array(2);
  /** The current trick: seats and cards in play order. */
  readonly trickSeat = new Int32Array(4);
  readonly trickCard = new Int32Array(4);
  trickLen = 0;
  toMove = 0;
  /** Completed tricks. */
  tricksDone = 0;
  /** By side: tricks won in this deal. */
  readonly won = new Int32Array(2);

  copyFrom(o: Table): this {
    this.trump = o.trump;
    this.dealer = o.dealer;
    this.turnUp = o.turnUp;
    this.hands.set(o.hands);
    this.played.set(o.played);
    this.voids.set(o.voids);
    this.discards.set(o.discards);
    this.led.set(o.led);
    this.honoursPlayed.set(o.honoursPlayed);
    this.trickSeat.set(o.trickSeat);
    this.trickCard.set(o.trickCard);
    this.trickLen = o.trickLen;
    this.toMove = o.toMove;
    this.tricksDone = o.tricksDone;
    this.won.set(o.won);
    return this;
  }

  /** The cards `seat` holds in suit `s` (mask). */
  holding(seat: number, s: number): number {
    return this.hands[seat * 4 + s]!;
  }

  /** Suit led to the current trick, or -1 when the seat to move leads. */
  ledSuit(): number {
    return this.trickLen === 0 ? -1 : suitOfId(this.trickCard[0]!);
  }

  /** Index in the current trick of the card winning it so far (W21); trickLen > 0. */
  winnerIndex(): number {
    let best = 0;
    let bc = this.trickCard[0]!;
    for (let i = 1; i < this.trickLen; i++) {
      const c = this.trickCard[i]!;
      if (beats(c, bc, this.trump)) {
        best = i;
        bc = c;
      }
    }
    return best;
  }

  /** Plays card `c` for the seat to move (legality is the caller's business) and completes the trick (W21, W22). */
  play(c: number): void {
    const seat = this.toMove;
    const s = suitOfId(c);
    const bit = 1 << rankOfId(c);
    this.hands[seat * 4 + s]! &= ~bit;
    this.played[s]! |= bit;
    if (s === this.trump && bit & HONOUR_MASK) this.honoursPlayed[seat & 1]!++;
    const n = this.trickLen;
    if (n === 0) this.led[seat]! |= 1 << s;
    else {
      const ls = suitOfId(this.trickCard[0]!);
      if (s !== ls) {
        this.voids[seat]! |= 1 << ls;
        if (s !== this.trump) this.discards[seat]! |= 1 << s;
      }
    }
    this.trickSeat[n] = seat;
    this.trickCard[n] = c;
    if (n < 3) {
      this.trickLen = n + 1;
      this.toMove = (seat + 1) & 3;
      return;
    }
    this.trickLen = 4;
    const w = this.trickSeat[this.winnerIndex()]!;
    this.won[w & 1]!++;
    this.tricksDone++;
    this.trickLen = 0;
    this.toMove = w;
  }

  /** Legal cards of the seat to move as masks by suit (W19, W20), written into `out`. */
  legalMasks(out: Int32Array): void {
    const base = this.toMove * 4;
    const ls = this.ledSuit();
    if (ls >= 0 && this.hands[base + ls]! !== 0) {
      out.fill(0);
      out[ls] = this.hands[base + ls]!;
      return;
    }
    for (let s = 0; s < 4; s++) out[s] = this.hands[base + s]!;
  }

  /** Cards of suit `s` neither played nor held by `seat`: where the other three hands' cards are. */
  outstanding(seat: number, s: number): number {
    return FULL & ~this.played[s]! & ~this.hands[seat * 4 + s]!;
  }

  /** `seat`'s card of rank r in suit s is the highest of its suit still out (a master, B-W-1). */
  isMaster(seat: number, s: number, r: number): boolean {
    return this.outstanding(seat, s) >>> (r + 1) === 0;
  }

  /** The lowest card of `seat` in suit s that is worth the same as its rank r (no card out between them). */
  lowestEquivalent(seat: number, s: number, r: number): number {
    const mine = this.hands[seat * 4 + s]!;
    const gone = this.played[s]!;
    let low = r;
    for (let k = r - 1; k >= 0; k--) {
      const b = 1 << k;
      if (mine & b) low = k;
      else if (!(gone & b)) break;
    }
    return low;
  }

  /** Trumps not yet seen by `seat` (not played, not his): the trumps still out (B-W-1). */
  trumpsOut(seat: number): number {
    return popcount(this.outstanding(seat, this.trump));
  }
}

/** W21: card a beats card b (b winning so far) in a trick with trump suit `trump`. */
export function beats(a: number, b: number, trump: number): boolean {
  const sa = suitOfId(a);
  const sb = suitOfId(b);
  if (sa === sb) return a > b;
  return sa === trump;
}

/** The seat's view as a Table: its own hand, every card played, voids, leads, discards (B-W-1). */
export function tableFromView(v: WhistView): Table {
  const t = new Table();
  t.trump = suitIndex(v.trump);
  t.dealer = v.dealer;
  t.turnUp = v.turnUp ? cardId(v.turnUp) : 0;
  const replay = (plays: readonly Readonly<Play>[]) => {
    for (const p of plays) {
      t.toMove = p.seat;
      t.play(cardId(p.card));
    }
  };
  for (const trick of v.tricks) replay(trick);
  replay(v.trick);
  if (v.toMove !== null) t.toMove = v.toMove;
  t.won[0] = v.won[0] ?? 0;
  t.won[1] = v.won[1] ?? 0;
  setHand(t, v.viewer, v.hand);
  return t;
}

/** Writes a hand (card strings) into the table. */
export function setHand(t: Table, seat: number, cards: readonly string[]): void {
  for (let s = 0; s < 4; s++) t.hands[seat * 4 + s] = 0;
  for (const c of cards) {
    const id = cardId(c);
    t.hands[seat * 4 + suitOfId(id)]! |= 1 << rankOfId(id);
  }
}
