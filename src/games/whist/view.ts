/**
 * What each seat may know (W44, PD-W-5) and honest resampling of what it cannot see. A view holds the
 * viewer's hand, hand sizes, the turn-up (seen by all when dealt; it stays in the view as a fact the
 * players saw, Q-W-14), every card played, the voids shown, calls and their answers, and the honours
 * the viewer knows (his own; everyone's once the deal is over, when they are scored). Never the rng.
 */
import type { Rng } from '../../engine/rng.js';
import { partnerOf } from '../tricks/partnership.js';
import { isHonour, PACK, rankOf, suitOf } from './cards.js';
import { dealtHonours } from './position.js';
import { copyOptions } from './rules.js';
import type { Play, Suit, WhistEvent, WhistState, WhistView } from './types.js';

/** By seat: the suits each seat has shown out of (played another suit to a trick led in it). */
export function voidsOf(s: Pick<WhistState, 'trick' | 'tricks'>): Suit[][] {
  const out: Suit[][] = [[], [], [], []];
  const note = (t: readonly Play[]) => {
    if (t.length === 0) return;
    const led = suitOf(t[0]!.card);
    for (const p of t) if (suitOf(p.card) !== led && !out[p.seat]!.includes(led)) out[p.seat]!.push(led);
  };
  for (const t of s.tricks) note(t);
  note(s.trick);
  return out;
}

export function view(s: WhistState, viewer: number): WhistView {
  const over = s.phase !== 'play';
  return {
    viewer,
    options: copyOptions(s.options),
    rules: s.rules,
    seats: s.seats.slice(),
    draw: s.draw.map((r) => r.map((c) => ({ player: c.player, rank: rankOf(c.card), suit: suitOf(c.card) }))),
    rubbersPlayed: s.rubbersPlayed,
    games: s.games.map((g) => ({ winner: g.winner, scores: g.scores.slice(), value: g.value })),
    slams: s.slams.map((x) => ({ ...x })),
    ledger: s.ledger.slice(),
    scores: s.scores.slice(),
    deal: s.deal,
    dealer: s.dealer,
    turnUp: s.turnUp,
    turnUpOnTable: s.turnUpOnTable,
    trump: s.trump,
    phase: s.phase,
    toMove: s.toMove,
    hand: s.hands[viewer]!.slice(),
    handCounts: s.hands.map((h) => h.length),
    trick: s.trick.map((p) => ({ ...p })),
    tricks: s.tricks.map((t) => t.map((p) => ({ ...p }))),
    won: s.won.slice(),
    honours: s.honours.map((h, seat) => (over || seat === viewer ? h.slice() : [])),
    calls: s.calls.map((c) => ({ ...c })),
    voids: voidsOf(s),
  };
}

/** Cards `viewer` must not see: the other hands, less the turn-up (seen by all) and, once the deal is over, the honours. */
export function hiddenCards(s: WhistState, viewer: number): string[] {
  const out: string[] = [];
  const over = s.phase !== 'play';
  for (let seat = 0; seat < 4; seat++) {
    if (seat === viewer) continue;
    for (const c of s.hands[seat]!) {
      if (c === s.turnUp) continue;
      if (over && s.honours[seat]!.includes(c)) continue;
      out.push(c);
    }
  }
  return out;
}

/** An event as `viewer` may see it: another seat's dealt hand is only a count. */
export function visibleEvent(e: WhistEvent, viewer: number): WhistEvent {
  if (e.type === 'handDealt' && e.seat !== viewer) return { ...e, cards: null };
  return e;
}

/**
 * A full state that `viewer` cannot tell from the real one: the unseen cards dealt at random to the
 * other hands, respecting hand sizes, shown voids, the turn-up in the dealer's hand, the honours known
 * at the end of a deal, and what a failed call told everyone (the caller was dealt exactly two
 * honours, his partner none; W32).
 */
export function resample(v: WhistView, rng: Rng): WhistState {
  const me = v.viewer;
  const played = [...v.tricks.flat(), ...v.trick];
  const playedSet = new Set(played.map((p) => p.card));
  const mine = new Set(v.hand);
  const forced: string[][] = [[], [], [], []];
  const taken = new Set<string>();
  const force = (seat: number, c: string) => {
    if (seat === me || playedSet.has(c) || mine.has(c) || taken.has(c)) return;
    forced[seat]!.push(c);
    taken.add(c);
  };
  if (v.turnUp) force(v.dealer, v.turnUp);
  if (v.phase !== 'play') v.honours.forEach((h, seat) => h.forEach((c) => force(seat, c)));
  const pool = PACK.filter((c) => !playedSet.has(c) && !mine.has(c) && !taken.has(c));
  const need = v.handCounts.map((n, seat) => (seat === me ? 0 : n - forced[seat]!.length));
  const trump = v.trump;
  // W32: a failed call: exact honour counts still in hand for the caller, none for the partner.
  const quota: (number | null)[] = [null, null, null, null];
  if (v.phase === 'play') {
    for (const c of v.calls) {
      if (c.answer !== 'no') continue;
      const held = (seat: number) => played.filter((p) => p.seat === seat && isHonour(p.card, trump)).length + forced[seat]!.filter((x) => isHonour(x, trump)).length;
      if (c.seat !== me) quota[c.seat] = 2 - held(c.seat);
      const partner = partnerOf(c.seat);
      if (partner !== me) quota[partner] = 0;
    }
  }
  for (let attempt = 0; attempt < 500; attempt++) {
    const hands = forced.map((f) => f.slice());
    const room = need.slice();
    const honours = rng.shuffle(pool.filter((c) => isHonour(c, trump)));
    let ok = true;
    for (let seat = 0; seat < 4 && ok; seat++) {
      const q = quota[seat] ?? null;
      if (q === null || q <= 0) continue;
      if (v.voids[seat]!.includes(trump) || honours.length < q || room[seat]! < q) ok = false;
      else for (let i = 0; i < q; i++) {
        hands[seat]!.push(honours.pop()!);
        room[seat]!--;
      }
    }
    if (!ok) continue;
    const cards = [...honours, ...rng.shuffle(pool.filter((c) => !isHonour(c, trump)))];
    const eligible = (c: string, seat: number) =>
      seat !== me && room[seat]! > 0 && !v.voids[seat]!.includes(suitOf(c)) && !(isHonour(c, trump) && quota[seat] !== null);
    const order = cards.map((c) => ({ c, n: [0, 1, 2, 3].filter((seat) => eligible(c, seat)).length })).sort((a, b) => a.n - b.n);
    for (const { c } of order) {
      const seats = [0, 1, 2, 3].filter((seat) => eligible(c, seat));
      if (seats.length === 0) {
        ok = false;
        break;
      }
      let total = 0;
      for (const seat of seats) total += room[seat]!;
      let x = rng.int(total);
      let pick = seats[0]!;
      for (const seat of seats) {
        x -= room[seat]!;
        if (x < 0) {
          pick = seat;
          break;
        }
      }
      hands[pick]!.push(c);
      room[pick]!--;
    }
    if (!ok) continue;
    hands[me] = v.hand.slice();
    return {
      options: copyOptions(v.options),
      rules: v.rules,
      seats: v.seats.slice(),
      draw: v.draw.map((r) => r.map((c) => ({ player: c.player, card: `${c.rank}${c.suit}` }))),
      rubbersPlayed: v.rubbersPlayed,
      games: v.games.map((g) => ({ winner: g.winner, scores: g.scores.slice(), value: g.value })),
      slams: v.slams.map((x) => ({ ...x })),
      ledger: v.ledger.slice(),
      scores: v.scores.slice(),
      deal: v.deal,
      dealer: v.dealer,
      turnUp: v.turnUp,
      turnUpOnTable: v.turnUpOnTable,
      trump,
      phase: v.phase,
      toMove: v.toMove,
      hands,
      trick: v.trick.map((p) => ({ ...p })),
      tricks: v.tricks.map((t) => t.map((p) => ({ ...p }))),
      won: v.won.slice(),
      honours: v.phase === 'play' ? dealtHonours(hands, played, trump) : v.honours.map((h) => h.slice()),
      calls: v.calls.map((c) => ({ ...c })),
      rng: rng.state,
    };
  }
  throw new Error('resample: no deal of the unseen cards agrees with the view');
}
