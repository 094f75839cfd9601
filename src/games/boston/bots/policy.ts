/**
 * The normal player's rules of thumb for every decision (boston.md §11), read from what one seat
 * sees (seen.ts). Also the strong player's playout policy, so it is kept cheap.
 */
import { replayAuction } from '../auction.js';
import { strengthOf, suitOf } from '../cards.js';
import { bidRank, partnerQuota, tricksOf } from '../ladder.js';
import type { BostonMove, Play, Suit } from '../types.js';
import { judge, playableBids, trumpFor, whistTricks, worstCard, type Boldness } from './evaluate.js';
import type { Seen } from './seen.js';
import { threeTrumps } from './tri-boston.js';

/** Why a move was chosen: the kind and the heuristic (B-BO id) it follows, if any. */
export interface Reason {
  readonly reason: string;
  readonly rule: string | null;
}

export interface Choice extends Reason {
  readonly move: BostonMove;
}

const card = (m: BostonMove) => (m as { card: string }).card;
const lowestOf = (cards: readonly string[]) => cards.reduce((a, b) => (strengthOf(b) < strengthOf(a) ? b : a));
const highestOf = (cards: readonly string[]) => cards.reduce((a, b) => (strengthOf(b) > strengthOf(a) ? b : a));

/** The seat of the trick's current winner and its card (no trump in a misère). */
function winning(trick: readonly Play[], trump: Suit | null): Play {
  let best = trick[0]!;
  for (const p of trick.slice(1)) {
    const s = suitOf(p.card);
    if (s === suitOf(best.card) ? strengthOf(p.card) > strengthOf(best.card) : s === trump) best = p;
  }
  return best;
}

const beats = (c: string, best: string, trump: Suit | null) =>
  suitOf(c) === suitOf(best) ? strengthOf(c) > strengthOf(best) : suitOf(c) === trump;

/** The cards of the finished tricks, once per list of tricks (a state's lists are replaced, never changed: the strong player's playouts read them often). */
const TRICKS_PLAYED = new WeakMap<readonly (readonly Play[])[], ReadonlySet<string>>();

interface Played {
  has(card: string): boolean;
}

/** Every card played in the deal. */
const playedCards = (seen: Seen): Played => {
  let done = TRICKS_PLAYED.get(seen.tricks);
  if (!done) {
    const s = new Set<string>();
    for (const t of seen.tricks) for (const p of t) s.add(p.card);
    TRICKS_PLAYED.set(seen.tricks, (done = s));
  }
  const finished = done;
  return { has: (c) => finished.has(c) || seen.trick.some((p) => p.card === c) };
};

/** The card is the highest of its suit still out (the others played or in the seat's hand). */
function isMaster(seen: Seen, c: string, played: Played): boolean {
  const s = suitOf(c);
  for (const r of ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2']) {
    const x = `${r}${s}`;
    if (strengthOf(x) <= strengthOf(c)) return true;
    if (!played.has(x) && !seen.hand.includes(x) && seen.rules.pack.includes(x)) return false;
  }
  return true;
}

/** B-BO-12: the seat holds the king of `suit` with a card under it, and the ace is still out. */
function waitingKing(seen: Seen, suit: Suit, played: Played): boolean {
  const mine = seen.hand.filter((x) => suitOf(x) === suit);
  const ace = `A${suit}`;
  return mine.includes(`K${suit}`) && mine.length >= 2 && !played.has(ace) && !mine.includes(ace) && seen.rules.pack.includes(ace);
}

/** The suits `seat` has shown out of. */
function voids(seen: Seen, seat: number): Set<Suit> {
  const out = new Set<Suit>();
  for (const t of [...seen.tricks, seen.trick]) {
    if (!t.length) continue;
    const led = suitOf(t[0]!.card);
    for (const p of t) if (p.seat === seat && suitOf(p.card) !== led) out.add(led);
  }
  return out;
}

// --- the auction and the choices after it -------------------------------------------------------

/** B-BO-1, B-BO-2: the highest bid the hand will play (in the best class its count allows), if it is above the current one; else a pass. */
export function auctionChoice(seen: Seen, legal: readonly BostonMove[], bold?: Boldness): Choice {
  const st = replayAuction(seen.auction, seen.dealer, seen.rules.players);
  const floor = st.high ? bidRank(st.high.contract, st.high.class) : -1;
  const bids = playableBids(seen, judge(seen.hand, seen.superior), floor, bold).reverse();
  for (const b of bids) {
    const m = legal.find((x) => x.type === 'bid' && x.contract === b.contract && x.class === b.class);
    if (m) return { move: m, reason: b.class ? 'bidTricks' : 'bidMisere', rule: b.class ? 'B-BO-1' : 'B-BO-2' };
  }
  return { move: legal.find((m) => m.type === 'pass')!, reason: 'pass', rule: null };
}

/** BO29: the simple suit that gives the hand more tricks. */
export function trumpChoice(seen: Seen, legal: readonly BostonMove[]): Choice {
  const suit = trumpFor(seen.hand, seen.superior, 'simple');
  return { move: legal.find((m) => m.type === 'trump' && m.suit === suit) ?? legal[0]!, reason: 'bestTrump', rule: 'B-BO-1' };
}

/** B-BO-3: seek a partner unless the count makes the contract; say "Whist!" with the quota in likely tricks; accept an offer when short. */
export function whistChoice(seen: Seen, legal: readonly BostonMove[]): Choice {
  const find = (t: string) => legal.find((m) => m.type === t);
  const c = seen.contract!;
  const own = whistTricks(seen.hand, seen.trump);
  if (seen.seat === seen.declarer) {
    const enough = own >= tricksOf(c);
    if (find('alone')) return enough ? { move: find('alone')!, reason: 'alone', rule: 'B-BO-3' } : { move: find('seek')!, reason: 'seek', rule: 'B-BO-3' };
    return enough ? { move: find('reject')!, reason: 'reject', rule: 'B-BO-3' } : { move: find('accept')!, reason: 'accept', rule: 'B-BO-3' };
  }
  return own >= partnerQuota(c) ? { move: find('whist')!, reason: 'whist', rule: 'B-BO-3' } : { move: find('pass')!, reason: 'noWhist', rule: 'B-BO-3' };
}

/** B-BO-2: lay aside the most dangerous card. */
export function discardChoice(seen: Seen, legal: readonly BostonMove[]): Choice {
  const c = worstCard(seen.hand);
  return { move: legal.find((m) => card(m) === c) ?? legal[0]!, reason: 'layAsideDanger', rule: 'B-BO-2' };
}

/** V-BO-6, BO64: name the seat after himself, so that he plays last to the first trick. */
export function leaderChoice(seen: Seen, legal: readonly BostonMove[]): Choice {
  const want = (seen.seat + 1) % seen.rules.players;
  return { move: legal.find((m) => m.type === 'leader' && m.leader === want) ?? legal[0]!, reason: 'playLast', rule: 'B-BO-6' };
}

// --- play ---------------------------------------------------------------------------------------

const pick = (legal: readonly BostonMove[], c: string, reason: string, rule: string | null = null): Choice => ({ move: legal.find((m) => card(m) === c)!, reason, rule });

/**
 * B-BO-11, BO34, BO52: in Boston-Whist, once the side cannot make its tricks (its tricks and those
 * left to play fall short of both quotas), a member still short of his own quota plays for it alone:
 * only a member below his quota pays when the game is lost.
 */
export function playsForOwnQuota(seen: Seen): boolean {
  const { declarer, partner, contract } = seen;
  if (partner === null || declarer === null || contract === null || (seen.seat !== declarer && seen.seat !== partner)) return false;
  const left = 13 - seen.tricks.length;
  const lostAnyway = seen.won[declarer]! + seen.won[partner]! + left < tricksOf(contract) + partnerQuota(contract);
  const quota = seen.seat === declarer ? tricksOf(contract) : partnerQuota(contract);
  return lostAnyway && seen.won[seen.seat]! < quota;
}

/** A trick contract (BO38–BO40, B-BO-4, B-BO-5, B-BO-10, B-BO-11, B-BO-12). */
function trickPlay(seen: Seen, legal: readonly BostonMove[]): Choice {
  const cards = legal.map(card);
  const trump = seen.trump;
  const n = seen.rules.players;
  const own = playsForOwnQuota(seen);
  // B-BO-11: a member playing for his own quota owes his partner no regard
  const side = seen.partner !== null && !own ? [seen.declarer!, seen.partner] : seen.partner !== null ? [seen.seat] : [seen.declarer!];
  const mine = side.includes(seen.seat);
  const friend = (x: number) => side.includes(x) === mine;
  const played = playedCards(seen);
  const plain = (xs: readonly string[]) => xs.filter((c) => suitOf(c) !== trump);
  if (seen.trick.length === 0) {
    const trumps = cards.filter((c) => suitOf(c) === trump);
    const trumpsOut = seen.rules.pack.filter((c) => suitOf(c) === trump && !played.has(c) && !seen.hand.includes(c)).length;
    // B-BO-12: with three trumps only (Tri-Boston's diamonds) the declarer draws them at once, a single trump too
    if (mine && trumpsOut > 0 && (trumps.length >= 2 || (trumps.length === 1 && threeTrumps(seen)))) {
      const top = highestOf(trumps);
      return pick(legal, isMaster(seen, top, played) ? top : lowestOf(trumps), 'drawTrumps', 'B-BO-12');
    }
    const bareAce = (c: string) => c.startsWith('A') && seen.hand.filter((x) => suitOf(x) === suitOf(c)).length === 1;
    const masters = plain(cards).filter((c) => isMaster(seen, c, played) && !(!mine && bareAce(c)));
    if (masters.length) return pick(legal, highestOf(masters), 'cashMaster', !mine ? 'B-BO-4' : null);
    if (!mine) {
      // B-BO-5: small cards of a suit the declarer has shown out of, to make him trump
      const dv = voids(seen, seen.declarer!);
      const small = plain(cards).filter((c) => dv.has(suitOf(c)) && seen.hand.filter((x) => suitOf(x) === suitOf(c)).every((x) => strengthOf(x) <= 10));
      if (small.length) return pick(legal, lowestOf(small), 'forceDeclarer', 'B-BO-5');
    }
    const pool = plain(cards).filter((c) => mine || !bareAce(c));
    // B-BO-12, "to get behind the hand": in Tri-Boston a guarded king is not led away from while the
    // ace is out; it waits to play after the ace's holder, where it is a sure trick
    const behind = pool.filter((c) => !(seen.rules.players === 3 && waitingKing(seen, suitOf(c), played)));
    const waits = behind.length > 0 && behind.length < pool.length;
    const from = waits ? behind : pool.length ? pool : cards;
    const longest = from.reduce((a, b) => (seen.hand.filter((x) => suitOf(x) === suitOf(b)).length > seen.hand.filter((x) => suitOf(x) === suitOf(a)).length ? b : a));
    return pick(legal, lowestOf(from.filter((c) => suitOf(c) === suitOf(longest))), 'leadLong', waits ? 'B-BO-12' : !mine ? 'B-BO-4' : null);
  }
  const best = winning(seen.trick, trump);
  const last = seen.trick.length === n - 1;
  const winners = cards.filter((c) => beats(c, best.card, trump));
  const lowPlain = () => {
    const p = plain(cards);
    return lowestOf(p.length ? p : cards);
  };
  if (friend(best.seat)) return pick(legal, lowPlain(), 'friendWinning', mine ? 'B-BO-10' : null);
  if (winners.length === 0) return pick(legal, lowPlain(), 'cannotWin');
  // B-BO-11: the partner's winning card is taken over for one's own quota
  const overPartner = own && best.seat !== seen.seat && (best.seat === seen.declarer || best.seat === seen.partner);
  const win = (c: string, reason: string) => (overPartner ? pick(legal, c, 'ownQuota', 'B-BO-11') : pick(legal, c, reason));
  const cheapest = winners.reduce((a, b) => {
    const ta = suitOf(a) === trump && suitOf(best.card) !== trump;
    const tb = suitOf(b) === trump && suitOf(best.card) !== trump;
    if (ta !== tb) return tb ? a : b;
    return strengthOf(b) < strengthOf(a) ? b : a;
  });
  if (last) return win(cheapest, 'winTrick');
  const following = suitOf(cards[0]!) === suitOf(seen.trick[0]!.card);
  if (!following) return win(cheapest, 'ruff');
  if (seen.trick.length === 1 && !isMaster(seen, cheapest, played)) return pick(legal, lowestOf(cards), 'secondHandLow');
  const sure = winners.filter((c) => isMaster(seen, c, played));
  return win(sure.length ? lowestOf(sure) : highestOf(winners), 'winTrick');
}

/** A misère: the declarer keeps under; the others try to make him take a trick (B-BO-6…B-BO-9). */
function miserePlay(seen: Seen, legal: readonly BostonMove[]): Choice {
  const cards = legal.map(card);
  const d = seen.declarer!;
  const following = seen.trick.length > 0 && suitOf(cards[0]!) === suitOf(seen.trick[0]!.card);
  if (seen.seat === d) {
    if (seen.trick.length === 0) return pick(legal, lowestOf(cards), 'leadLow', 'B-BO-2');
    const best = winning(seen.trick, null);
    if (!following) return pick(legal, highestOf(cards), 'discardDanger', 'B-BO-2');
    const under = cards.filter((c) => strengthOf(c) < strengthOf(best.card));
    return under.length ? pick(legal, highestOf(under), 'duckUnder', 'B-BO-2') : pick(legal, highestOf(cards), 'forced');
  }
  if (seen.trick.length === 0) {
    const dv = voids(seen, d);
    const ok = cards.filter((c) => !dv.has(suitOf(c)));
    const from = ok.length ? ok : cards;
    if (seen.exposed) {
      // B-BO-8: against an open misère, the suit whose lowest card of the declarer lies highest above ours
      let bestCard = from[0]!;
      let bestGap = -Infinity;
      for (const c of from) {
        const his = seen.exposed.filter((x) => suitOf(x) === suitOf(c));
        if (!his.length) continue;
        const gap = strengthOf(lowestOf(his)) - strengthOf(c);
        if (gap > bestGap || (gap === bestGap && strengthOf(c) < strengthOf(bestCard))) {
          bestGap = gap;
          bestCard = c;
        }
      }
      return pick(legal, bestCard, 'planOpenMisere', 'B-BO-8');
    }
    // B-BO-7: repeat the suit a fellow opponent led, with a small card
    const led = seen.tricks.filter((t) => t[0]!.seat !== d && t[0]!.seat !== seen.seat).map((t) => suitOf(t[0]!.card));
    const again = from.filter((c) => led.includes(suitOf(c)));
    return pick(legal, lowestOf(again.length ? again : from), 'leadSmall', 'B-BO-7');
  }
  if (!following) return pick(legal, highestOf(cards), 'discardHigh', 'B-BO-6');
  const dealt = seen.trick.find((p) => p.seat === d);
  if (dealt) {
    const best = winning(seen.trick, null);
    if (best.seat === d) {
      // B-BO-9: never overtake the declarer when a lower card is legal
      const under = cards.filter((c) => strengthOf(c) < strengthOf(best.card));
      if (under.length) return pick(legal, highestOf(under), 'leaveToDeclarer', 'B-BO-9');
    }
    return pick(legal, highestOf(cards), 'unload');
  }
  return pick(legal, lowestOf(cards), 'keepLow', 'B-BO-7');
}

/** The normal player's move in any phase. */
export function normalChoice(seen: Seen, legal: readonly BostonMove[], bold?: Boldness): Choice {
  if (legal.length === 1) return { move: legal[0]!, reason: 'only', rule: null };
  switch (seen.phase) {
    case 'auction':
      return auctionChoice(seen, legal, bold);
    case 'trump':
      return trumpChoice(seen, legal);
    case 'whist':
      return whistChoice(seen, legal);
    case 'discard':
      return discardChoice(seen, legal);
    case 'leader':
      return leaderChoice(seen, legal);
    default:
      return seen.trump === null && seen.contract !== null && tricksOf(seen.contract) === 0 ? miserePlay(seen, legal) : trickPlay(seen, legal);
  }
}
