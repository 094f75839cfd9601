/**
 * What one seat knows, in a form the bots can read fast: its hand, the cards played, the cards lying
 * face up (laid Do's H14, withdrawn bids H57, V-H-1's card), the seats known to hold no trump (H20),
 * and the rest: the unseen cards, spread over the other hands and the Scat. Built from the seat's view
 * (`HundertspielView`), or from a deal the strong bot sampled itself, seen from the seat to move there.
 * Cards are indices 0…35 in pack order; sets of cards are 9-bit masks per suit (bit = strength).
 */
import { PACK } from '../cards.js';
import type { HundertspielView, Play, Seat, Suit } from '../types.js';

/** The parts of a view the bots read (a `HundertspielView` is one). */
export type Sight = Pick<
  HundertspielView,
  | 'viewer'
  | 'rules'
  | 'dealer'
  | 'trump'
  | 'phase'
  | 'hand'
  | 'handCounts'
  | 'shown'
  | 'scatCount'
  | 'scat'
  | 'buyer'
  | 'announcements'
  | 'contraFor'
  | 'honours'
  | 'noTrump'
  | 'trick'
  | 'tricks'
  | 'scores'
  | 'gameEnded'
>;

// --- Card tables: a card is an index 0…35 in pack order (suit by suit Sw Ba Cu Co, A down to Do) ----

/** Suit index 0…3 (Sw Ba Cu Co). */
export const SUIT_OF = PACK.map((_, i) => Math.floor(i / 9));
/** H2: A 8 > K 7 > N 6 > J 5 > 10 4 > 9 3 > 8 2 > 7 1 > Do 0. */
export const STRENGTH = PACK.map((_, i) => 8 - (i % 9));
/** H3: A 6, K 5, N 4, J 3, else 0. */
export const POINTS = PACK.map((_, i) => [6, 5, 4, 3, 0, 0, 0, 0, 0][i % 9]!);
export const IS_DO = PACK.map((_, i) => i % 9 === 8);
export const cardAt = (suit: number, strength: number): number => suit * 9 + (8 - strength);
const SUIT_CODES: readonly Suit[] = ['Sw', 'Ba', 'Cu', 'Co'];
export const suitIndex = (s: Suit | null): number => (s === null ? -1 : SUIT_CODES.indexOf(s));

// A card string's index from its characters (faster than a map in the playouts): "Sw-A", "Cu-10", "Ba-Do".
const RANK_BY_CODE: number[] = [];
RANK_BY_CODE['A'.charCodeAt(0)] = 0;
RANK_BY_CODE['K'.charCodeAt(0)] = 1;
RANK_BY_CODE['N'.charCodeAt(0)] = 2;
RANK_BY_CODE['J'.charCodeAt(0)] = 3;
RANK_BY_CODE['1'.charCodeAt(0)] = 4;
RANK_BY_CODE['9'.charCodeAt(0)] = 5;
RANK_BY_CODE['8'.charCodeAt(0)] = 6;
RANK_BY_CODE['7'.charCodeAt(0)] = 7;
RANK_BY_CODE['D'.charCodeAt(0)] = 8;
export function idx(card: string): number {
  const a = card.charCodeAt(0);
  const suit = a === 83 /* S */ ? 0 : a === 66 /* B */ ? 1 : card.charCodeAt(1) === 117 /* u */ ? 2 : 3;
  return suit * 9 + RANK_BY_CODE[card.charCodeAt(3)]!;
}
for (const [i, c] of PACK.entries()) if (idx(c) !== i) throw new Error(`card index table broken at ${c}`);

/** Cards of a suit stronger than `strength`, as a 9-bit mask over strengths. */
const ABOVE = Array.from({ length: 9 }, (_, st) => (0x1ff << (st + 1)) & 0x1ff);
const POP = Array.from({ length: 512 }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});
const bit = (c: number) => 1 << STRENGTH[c]!;

/** Where a card is, as the seat knows it. */
export const UNSEEN = -3;
export const PLAYED = -2;
export const IN_SCAT = -1;

// The masks of the completed tricks, cached by the (immutable) tricks array: in a playout they change
// once a trick, not at every card.
let lastTricks: unknown = null;
let lastPlayed: number[] = [0, 0, 0, 0];
function playedMasks(tricks: readonly (readonly Play[])[], trick: readonly Play[]): number[] {
  if (tricks !== lastTricks) {
    const m = [0, 0, 0, 0];
    for (const t of tricks) for (const p of t) {
      const c = idx(p.card);
      m[SUIT_OF[c]!]! |= bit(c);
    }
    lastTricks = tricks;
    lastPlayed = m;
  }
  if (trick.length === 0) return lastPlayed;
  const m = lastPlayed.slice();
  for (const p of trick) {
    const c = idx(p.card);
    m[SUIT_OF[c]!]! |= bit(c);
  }
  return m;
}

// canBeat's answers for the newest Knowledge object, told apart by a generation stamp (no allocation
// per decision; an older object computes without the cache).
const BEAT_GEN = new Int32Array(4 * 36);
const BEAT_P = new Float64Array(4 * 36);
let generation = 0;
const ZERO4: readonly number[] = [0, 0, 0, 0];

export class Knowledge {
  /** Stamp of this object's entries in the shared canBeat cache. */
  private readonly gen: number;
  readonly me: Seat;
  readonly n: number;
  /** Partner's seat with 4 players, else null. */
  readonly partner: Seat | null;
  /** Trump suit index, −1 while none is fixed. */
  readonly trump: number;
  /** The hand as card indices. */
  readonly hand: number[];
  /** By suit: masks of the hand, the cards played, the cards lying face up elsewhere, the known Scat. */
  readonly handMask: number[];
  readonly playedMask: number[];
  readonly shownMask: number[];
  readonly scatMask: number[];
  /** By suit: unseen strengths as a 9-bit mask. */
  readonly unseenMask: number[];
  /** By seat: cards in his hand the seat cannot see (0 for itself). */
  readonly hidden: number[];
  /** Unseen cards lying in the Scat (the Scat unless bought by the seat, or dead). */
  readonly scatHidden: number;
  /** All unseen cards. */
  readonly unseen: number;
  /** Unseen cards in places that may hold trumps (seats not known to be void, and the Scat). */
  readonly trumpPool: number;
  readonly noTrump: boolean[];
  /** Trumps not in the seat's hand and not yet played (unseen or lying face up in another hand). */
  readonly trumpsOut: number;
  /** Index of the current trick (0 = first). */
  readonly trickNo: number;
  /** The last trick is being played (every hand holds one card at its start). */
  readonly lastTrick: boolean;
  /** The current trick's cards as indices. */
  readonly trickCards: number[];

  constructor(readonly v: Sight) {
    const n = v.rules.players;
    const me = v.viewer;
    generation = (generation + 1) | 0 || 1;
    this.gen = generation;
    this.me = me;
    this.n = n;
    this.partner = n === 4 ? (me + 2) % 4 : null;
    this.trump = suitIndex(v.trump);
    const hand: number[] = [];
    const handMask = [0, 0, 0, 0];
    for (const card of v.hand) {
      const c = idx(card);
      hand.push(c);
      handMask[SUIT_OF[c]!]! |= bit(c);
    }
    this.hand = hand;
    this.handMask = handMask;
    this.playedMask = playedMasks(v.tricks, v.trick);
    let shownMask = ZERO4 as number[];
    for (let s = 0; s < v.shown.length; s++) {
      if (s === me || v.shown[s]!.length === 0) continue;
      if (shownMask === ZERO4) shownMask = [0, 0, 0, 0];
      for (const card of v.shown[s]!) {
        const c = idx(card);
        shownMask[SUIT_OF[c]!]! |= bit(c);
      }
    }
    this.shownMask = shownMask;
    let scatMask = ZERO4 as number[];
    if (v.scat && v.scat.length > 0) {
      scatMask = [0, 0, 0, 0];
      for (const card of v.scat) {
        const c = idx(card);
        scatMask[SUIT_OF[c]!]! |= bit(c);
      }
    }
    this.scatMask = scatMask;
    const unseenMask = [0, 0, 0, 0];
    let unseen = 0;
    for (let s = 0; s < 4; s++) {
      const m = 0x1ff & ~(handMask[s]! | this.playedMask[s]! | shownMask[s]! | scatMask[s]!);
      unseenMask[s] = m;
      unseen += POP[m]!;
    }
    this.unseenMask = unseenMask;
    this.unseen = unseen;
    this.trumpsOut = this.trump >= 0 ? 9 - POP[handMask[this.trump]! | this.playedMask[this.trump]! | scatMask[this.trump]!]! : 0;
    const noTrump: boolean[] = [false, false, false, false];
    for (const s of v.noTrump) noTrump[s] = true;
    this.noTrump = noTrump;
    const hidden: number[] = [];
    let pool = 0;
    for (let s = 0; s < n; s++) {
      const h = s === me ? 0 : v.handCounts[s]! - v.shown[s]!.length;
      hidden.push(h);
      if (s !== me && !noTrump[s]) pool += h;
    }
    this.hidden = hidden;
    this.scatHidden = v.scat === null ? v.scatCount : 0;
    this.trumpPool = pool + this.scatHidden;
    this.trickNo = v.tricks.length;
    this.lastTrick = v.phase === 'play' && v.hand.length === 1;
    this.trickCards = v.trick.map((p) => idx(p.card));
  }

  /** The party of a seat (4 players: seats s and s + 2; 3 players: the seat). */
  party(seat: Seat): number {
    return this.n === 4 ? seat % 2 : seat;
  }

  mine(seat: Seat): boolean {
    return this.n === 4 ? seat % 2 === this.me % 2 : seat === this.me;
  }

  /** Where a card is: the seat holding it (if known), PLAYED, IN_SCAT (known Scat card) or UNSEEN. */
  where(c: number): number {
    const s = SUIT_OF[c]!;
    const b = bit(c);
    if (this.handMask[s]! & b) return this.me;
    if (this.playedMask[s]! & b) return PLAYED;
    if (this.scatMask[s]! & b) return IN_SCAT;
    if (this.shownMask[s]! & b) {
      const card = PACK[c]!;
      for (let seat = 0; seat < this.v.shown.length; seat++) if (seat !== this.me && this.v.shown[seat]!.includes(card)) return seat;
    }
    return UNSEEN;
  }

  /** Unseen cards of `suit` stronger than `strength`. */
  unseenAbove(suit: number, strength: number): number {
    return POP[this.unseenMask[suit]! & ABOVE[strength]!]!;
  }

  unseenIn(suit: number): number {
    return POP[this.unseenMask[suit]!]!;
  }

  /** Probability that `seat` holds none of `k` given unseen cards, out of a pool of `pool` unseen cards. */
  private noneOf(seat: Seat, k: number, pool: number): number {
    const h = this.hidden[seat]!;
    if (k <= 0 || h <= 0) return 1;
    let p = 1;
    for (let i = 0; i < k; i++) {
      const num = pool - h - i;
      if (num <= 0) return 0;
      p *= num / (pool - i);
    }
    return p;
  }

  /** Probability that `seat` holds at least one of `k` unseen trumps. */
  holdsTrumps(seat: Seat, k: number): number {
    if (this.noTrump[seat]) return 0;
    return 1 - this.noneOf(seat, k, this.trumpPool);
  }

  /** Probability that `seat` holds at least one of `k` unseen non-trumps. */
  holdsOthers(seat: Seat, k: number): number {
    return 1 - this.noneOf(seat, k, this.unseen);
  }

  /**
   * A Do that `seat` laid for an open 26 or 52 and will not play before its trick (H43: played earlier,
   * the announcement is lost): the last trick for a 26, the last two for a 52.
   */
  reserved(seat: Seat, c: number): boolean {
    if (!IS_DO[c]) return false;
    const card = PACK[c]!;
    const left = this.v.handCounts[seat]!;
    for (const a of this.v.announcements) {
      if (a.seat !== seat || a.status !== 'open' || a.kind === 'first52' || !a.dos.includes(card)) continue;
      if (left > (a.kind === '26' ? 1 : 2)) return true;
    }
    return false;
  }

  /** Probability that `seat` holds the given card and may play it now (a reserved laid Do may not). */
  holdsCard(seat: Seat, card: number): number {
    const w = this.where(card);
    if (w !== UNSEEN) return w === seat && !this.reserved(seat, card) ? 1 : 0;
    if (seat === this.me) return 0;
    if (SUIT_OF[card] === this.trump) return this.noTrump[seat] || this.trumpPool === 0 ? 0 : this.hidden[seat]! / this.trumpPool;
    return this.unseen === 0 ? 0 : this.hidden[seat]! / this.unseen;
  }

  /**
   * Probability that `seat` can beat `card` (the card winning the trick so far): a higher trump if it
   * is a trump, else a higher card of its suit or any trump (H21). Face-up cards count as held.
   */
  canBeat(seat: Seat, card: number): number {
    if (this.gen !== generation) return this.beatChance(seat, card); // an older object: no cache
    const key = seat * 36 + card;
    if (BEAT_GEN[key] === this.gen) return BEAT_P[key]!;
    const p = this.beatChance(seat, card);
    BEAT_GEN[key] = this.gen;
    BEAT_P[key] = p;
    return p;
  }

  private beatChance(seat: Seat, card: number): number {
    const suit = SUIT_OF[card]!;
    const st = STRENGTH[card]!;
    const trumpWins = suit === this.trump;
    const shown = this.v.shown[seat]!;
    for (let i = 0; i < shown.length; i++) {
      const c = idx(shown[i]!);
      if (this.reserved(seat, c)) continue;
      if (SUIT_OF[c] === this.trump && (!trumpWins || STRENGTH[c]! > st)) return 1;
      if (SUIT_OF[c] === suit && STRENGTH[c]! > st) return 1;
    }
    if (trumpWins) return this.holdsTrumps(seat, this.unseenAbove(suit, st));
    const kt = this.trump >= 0 ? this.unseenIn(this.trump) : 0;
    const pNo = (1 - this.holdsTrumps(seat, kt)) * (1 - this.holdsOthers(seat, this.unseenAbove(suit, st)));
    return 1 - pNo;
  }

  /** Trumps in the hand. */
  myTrumps(): number[] {
    return this.hand.filter((c) => SUIT_OF[c] === this.trump);
  }

  /** Trumps out (not mine, not played) stronger than `strength`. */
  trumpsAbove(strength: number): number {
    const t = this.trump;
    return POP[~(this.handMask[t]! | this.playedMask[t]! | this.scatMask[t]!) & ABOVE[strength]! & 0x1ff]!;
  }
}
