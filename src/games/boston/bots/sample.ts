/**
 * The strong player's deals (B-BO-13): the unseen cards dealt again and again, consistently with what
 * is public. The engine's `resample(view)` gives the first deal (and so the hidden hands' sizes, the
 * hidden discard and the voids shown); every deal after is dealt here, cheaply, by the same rules, and
 * then judged against the auction: a seat's bids and passes are read as the normal player's rules would
 * make them (B-BO-1, B-BO-2), loosely — a bid needs a hand that a bold player would bid it with, a pass
 * a hand without an obvious bid above the one standing; in Boston-Whist an answer of the whist round
 * needs about the partner's quota in trumps for "Whist!", not much more for a pass (B-BO-3). Of a few
 * deals the first that fits every speech is kept, else the one that fits most (a human may bid wildly:
 * the auction weighs, it does not forbid).
 */
import type { Rng } from '../../../engine/rng.js';
import { afterStep, initialStatus } from '../auction.js';
import { suitOf } from '../cards.js';
import { bidRank, isPetite, partnerQuota } from '../ladder.js';
import type { BostonSeatView, Class, Contract, Suit } from '../types.js';
import { voidsOf } from '../view.js';
import { judge, playableBids, plays, whistTricks, type Boldness } from './evaluate.js';
import type { Seen } from './seen.js';

/** A bid fits a hand that would bid it with this much boldness (a trick and a half more than the normal player, and misère danger). */
export const BID_FITS: Boldness = { tricks: 2, danger: 3 };
/** A pass fits a hand that has no bid above the standing one at this caution ("an obvious Boston": a trick and a half more than the normal player needs). */
export const PASS_FITS: Boldness = { tricks: -1.5, danger: -0.5 };
/** B-BO-3: "Whist!" fits a hand within this many tricks below the partner's quota in the trump suit, a pass in the whist round one within as many above it. */
export const WHIST_FITS = 1.5;
/** Deals drawn per sample to find one that fits the auction. */
export const AUCTION_TRIES = 8;

/** One speech of a hidden seat, with the bid standing before it. */
interface Speech {
  readonly seat: number;
  readonly floor: number;
  readonly bid: { contract: Contract; class?: Class } | null;
}

function speechesOf(view: BostonSeatView, hidden: readonly number[]): Speech[] {
  const out: Speech[] = [];
  let st = initialStatus(view.dealer, view.handSizes.length);
  for (const step of view.auction) {
    const floor = st.high ? bidRank(st.high.contract, st.high.class) : -1;
    if (hidden.includes(step.seat)) out.push({ seat: step.seat, floor, bid: step.move === 'bid' ? (step.class ? { contract: step.contract!, class: step.class } : { contract: step.contract! }) : null });
    st = afterStep(st, step);
  }
  return out;
}

/** B-BO-3: the hidden seats' answers in the whist round ("Whist!" or a pass), by seat. */
function whistAnswersOf(view: BostonSeatView, hidden: readonly number[]): { seat: number; whist: boolean }[] {
  return view.whist.filter((w) => hidden.includes(w.seat) && w.seat !== view.declarer && (w.move === 'whist' || w.move === 'pass')).map((w) => ({ seat: w.seat, whist: w.move === 'whist' }));
}

/** Speeches a deal's hands do not fit. */
function misfits(seen: Seen, speeches: readonly Speech[], answers: readonly { seat: number; whist: boolean }[], original: (seat: number) => string[]): number {
  let bad = 0;
  if (answers.length && seen.contract !== null) {
    const quota = partnerQuota(seen.contract);
    for (const a of answers) {
      const own = whistTricks(original(a.seat), seen.trump);
      if (a.whist ? own < quota - WHIST_FITS : own > quota + WHIST_FITS) bad++;
    }
  }
  const judged = new Map<number, ReturnType<typeof judge>>();
  for (const sp of speeches) {
    let j = judged.get(sp.seat);
    if (!j) judged.set(sp.seat, (j = judge(original(sp.seat), seen.superior)));
    const fits = sp.bid ? plays(seen, j, sp.bid, BID_FITS) : playableBids(seen, j, sp.floor, PASS_FITS).length === 0;
    if (!fits) bad++;
  }
  return bad;
}

/**
 * The unseen cards of `template` dealt again at random: each hidden hand keeps its size and gets no
 * card of a suit it has shown out of; a hidden discard takes any card. Null on a dead end.
 */
function redeal(template: Deal, hidden: readonly number[], voids: readonly Suit[][], hiddenDiscard: boolean, rng: Rng): { hands: string[][]; discard: string | null } | null {
  const pool = hidden.flatMap((seat) => template.hands[seat]!);
  if (hiddenDiscard) pool.push(template.discard!);
  const left = template.hands.map((h, seat) => (hidden.includes(seat) ? h.length : 0));
  const hands = template.hands.map((h, seat) => (hidden.includes(seat) ? [] : h.slice()));
  let discard = hiddenDiscard ? null : template.discard;
  const slots = (c: string) => hidden.filter((seat) => left[seat]! > 0 && !voids[seat]!.includes(suitOf(c)));
  // the most constrained cards first (fewest seats may take them), as the engine's resample does
  const order = rng.shuffle(pool).map((c) => ({ c, k: hidden.filter((seat) => !voids[seat]!.includes(suitOf(c))).length })).sort((a, b) => a.k - b.k);
  for (const { c } of order) {
    const seats = slots(c);
    const room = seats.reduce((a, seat) => a + left[seat]!, 0) + (discard === null && hiddenDiscard ? 1 : 0);
    if (room === 0) return null;
    let x = rng.int(room);
    let pick = -1;
    for (const seat of seats) {
      x -= left[seat]!;
      if (x < 0) {
        pick = seat;
        break;
      }
    }
    if (pick < 0) discard = c;
    else {
      hands[pick]!.push(c);
      left[pick]!--;
    }
  }
  return { hands, discard };
}

/** What the sampler deals: a full deal's hands and discard (the engine's state, which it copies and never reads otherwise). */
export interface Deal {
  readonly hands: readonly (readonly string[])[];
  readonly discard: string | null;
}

/**
 * The sampler of one decision: `next(rng)` is a full deal consistent with `view` and, as far as it can
 * be, with the auction. `first` is the engine's resample of the view (its first call gives the template).
 */
export function auctionSampler<D extends Deal>(view: BostonSeatView, seen: Seen, first: (rng: Rng) => D): (rng: Rng) => D {
  let template: D | null = null;
  const hidden = view.hands.flatMap((h, seat) => (h === null ? [seat] : []));
  const voids = voidsOf(view, view.handSizes.length);
  const speeches = speechesOf(view, hidden);
  const answers = whistAnswersOf(view, hidden);
  const playedBy = (seat: number) => [...view.tricks.flat(), ...view.trick].filter((p) => p.seat === seat).map((p) => p.card);
  const played = hidden.map((seat) => playedBy(seat));
  return (rng) => {
    const t = (template ??= first(rng));
    const hiddenDiscard = view.discard === null && t.discard !== null;
    let best: D = t;
    let fewest = Infinity;
    for (let k = 0; k < AUCTION_TRIES && fewest > 0; k++) {
      const dealt = redeal(t, hidden, voids, hiddenDiscard, rng);
      if (!dealt) continue;
      // a seat's hand as dealt: what it holds, what it has played, a petite misère declarer's discard (BO30)
      const original = (seat: number) => [
        ...dealt.hands[seat]!,
        ...played[hidden.indexOf(seat)]!,
        ...(seat === view.declarer && view.contract !== null && isPetite(view.contract) && dealt.discard !== null ? [dealt.discard] : []),
      ];
      const bad = speeches.length || answers.length ? misfits(seen, speeches, answers, original) : 0;
      if (bad < fewest) {
        fewest = bad;
        best = { ...t, hands: dealt.hands, discard: dealt.discard };
      }
    }
    // every try at a dead end (voids crowd the hands): a fresh deal of the engine's, never the template again
    return fewest === Infinity ? first(rng) : best;
  };
}
