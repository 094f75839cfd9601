/**
 * Applying a move known to be legal, and carrying the deal on to the next decision point
 * (contract "Phases and what each allows"): opt-in (V-H-7), Scat bidding, buying, discarding and
 * naming trump (H56–H59), announcements and honours (H11–H15), Contra (H16, V-H-2), trick play with
 * the late aces (H19–H23), trick scoring, the missing fourth (H18), deciding announcements (H43) and
 * the end of the deal (H44, H60). Pure: the input state is never written.
 */
import { countRank, doOf, isDo, pointsOf, sortHand, suitOf } from './cards.js';
import { draft, setHand, without, type Draft, type Events } from './draft.js';
import { SUIT_VALUE } from './rules.js';
import { credit, declareOut, endOfDealOut, honourPoints, payAnnouncements, scoreTrick } from './scoring.js';
import { nextSeat, partyOf, sideInPlayOrder, vorhandOf } from './seats.js';
import type { Announcement, HonourRank, HundertspielMove, HundertspielState, Play, Seat, Suit } from './types.js';

/** The fast path: applies `m` (known to be legal) without validation; `events` null skips building events. */
export function applyLegal(s: HundertspielState, m: HundertspielMove, events: Events): HundertspielState {
  const d = draft(s);
  const seat = s.toMove!;
  switch (m.type) {
    case 'out':
      declareOut(d, seat, events);
      break;
    case 'agree':
      events?.push({ type: 'optIn', seat, agree: true });
      if (seat === s.dealer) {
        d.altUndNeu = true;
        events?.push({ type: 'altUndNeu', on: true });
        startAuctionOrAnnouncements(d);
      } else d.toMove = nextSeat(d, seat);
      break;
    case 'pass':
      pass(d, seat, events);
      break;
    case 'bid':
      bid(d, seat, m.suit, events);
      break;
    case 'buy':
      buy(d, seat, events);
      break;
    case 'discard':
      discard(d, seat, m.card, events);
      break;
    case 'trump':
      nameTrump(d, seat, m.suit, events);
      break;
    case 'announce':
      announce(d, seat, m.kind, m.dos, events);
      break;
    case 'honours':
      honours(d, seat, m.rank, events);
      break;
    case 'contra':
      contra(d, seat, events);
      break;
    case 'play':
      play(d, seat, m.card, events);
      break;
  }
  return d;
}

/** After the opt-in: Scat bidding in a Scat game (H57), else the announcement phase (H11). */
export function startAuctionOrAnnouncements(d: Draft): void {
  d.phase = d.rules.scatGame ? 'bid' : 'announce';
  d.toMove = vorhandOf(d);
}

function pass(d: Draft, seat: Seat, ev: Events): void {
  const phase = d.phase;
  if (phase === 'optIn') {
    ev?.push({ type: 'optIn', seat, agree: false });
    ev?.push({ type: 'altUndNeu', on: false });
    startAuctionOrAnnouncements(d);
    return;
  }
  ev?.push({ type: 'pass', seat, phase });
  if (phase === 'contra') {
    const a = d.announcements[d.contraFor!]!;
    const asked = askedSeats(d, a);
    const i = asked.indexOf(seat);
    if (i + 1 < asked.length) d.toMove = asked[i + 1]!;
    else nextContraQuestion(d, d.contraFor! + 1, ev);
    return;
  }
  if (seat !== d.dealer) {
    d.toMove = nextSeat(d, seat);
    return;
  }
  if (phase === 'bid') endBidding(d, ev);
  else if (phase === 'buy') {
    // H59: nobody announced and nobody buys: thrown in, nothing scored.
    d.phase = 'dealOver';
    d.toMove = null;
    ev?.push({ type: 'dealOver', reason: 'thrownIn' });
  } else if (phase === 'announce') nextContraQuestion(d, 0, ev);
}

// --- Scat game (H56–H58) ---------------------------------------------------------------------

function bid(d: Draft, seat: Seat, suit: Suit, ev: Events): void {
  const card = doOf(suit);
  const current = d.announcements[0];
  if (current) {
    d.exposed = [...d.exposed, { seat: current.seat, card: current.dos[0]!, why: 'outbid' }];
    ev?.push({ type: 'outbid', seat: current.seat, card: current.dos[0]! });
  }
  d.announcements = [{ seat, kind: '26', dos: [card], contra: 0, status: 'open' }];
  ev?.push({ type: 'bid', seat, suit, card, value: SUIT_VALUE[suit] });
  if (seat === d.dealer) endBidding(d, ev);
  else d.toMove = nextSeat(d, seat);
}

function endBidding(d: Draft, ev: Events): void {
  const a = d.announcements[0];
  d.toMove = vorhandOf(d);
  if (!a) {
    d.phase = 'buy';
    return;
  }
  const suit = suitOf(a.dos[0]!);
  d.trump = suit;
  ev?.push({ type: 'trumpFixed', suit, seat: a.seat, value: SUIT_VALUE[suit] });
  ev?.push({ type: 'announced', announcement: 0, seat: a.seat, kind: '26', dos: a.dos.slice() });
  d.phase = 'announce';
}

function buy(d: Draft, seat: Seat, ev: Events): void {
  const bought = d.scat.slice();
  setHand(d, seat, sortHand([...d.hands[seat]!, ...bought]));
  d.scat = [];
  d.buyer = seat;
  d.phase = 'discard';
  ev?.push({ type: 'bought', seat, cards: bought });
}

function discard(d: Draft, seat: Seat, card: string, ev: Events): void {
  setHand(d, seat, without(d.hands[seat]!, card));
  d.scat = [...d.scat, card];
  ev?.push({ type: 'discarded', seat, card, count: d.scat.length });
  if (d.scat.length >= d.rules.scatSize) d.phase = 'trump';
}

function nameTrump(d: Draft, seat: Seat, suit: Suit, ev: Events): void {
  const hand = d.hands[seat]!;
  const card = doOf(suit);
  const has = hand.includes(card);
  d.trump = suit;
  const a: Announcement = { seat, kind: '26', dos: has ? [card] : [], contra: 0, status: has ? 'open' : 'lost' };
  d.announcements = [...d.announcements, a];
  ev?.push({ type: 'trumpFixed', suit, seat, value: SUIT_VALUE[suit] });
  ev?.push({ type: 'announced', announcement: d.announcements.length - 1, seat, kind: '26', dos: a.dos.slice() });
  // H58, PD-H-24: a buyer without a Do has lost his 26 at once.
  if (!has) ev?.push({ type: 'decided', announcement: d.announcements.length - 1, seat, kind: '26', won: false });
  d.phase = 'announce';
  d.toMove = vorhandOf(d);
}

// --- Announcements, honours, Contra (H11–H19) ------------------------------------------------

function announce(d: Draft, seat: Seat, kind: Announcement['kind'], dos: readonly string[], ev: Events): void {
  const sorted = sortHand(dos.slice());
  d.announcements = [...d.announcements, { seat, kind, dos: sorted, contra: 0, status: 'open' }];
  ev?.push({ type: 'announced', announcement: d.announcements.length - 1, seat, kind, dos: sorted.slice() });
  if (d.gameEnded === 'newGame') {
    // PD-H-20: an announcement after the game ended: H35 (b) takes over, the new game is back at 0.
    d.gameEnded = 'settle';
    d.scores = new Array<number>(d.rules.parties).fill(0);
    ev?.push({ type: 'carryOverVoid', scores: d.scores.slice() });
  }
}

function honours(d: Draft, seat: Seat, rank: HonourRank, ev: Events): void {
  const count = countRank(d.hands[seat]!, rank) as 3 | 4;
  d.honours = [...d.honours, { seat, rank, count }];
  const points = honourPoints(rank, count);
  ev?.push({ type: 'honours', seat, rank, count, points });
  credit(d, partyOf(d.rules, seat), points, 'honours', ev);
}

/** The seats asked about announcement `a` at the level after its current one (H16, V-H-2). */
export function askedSeats(d: Pick<Draft, 'rules' | 'dealer'>, a: Readonly<Announcement>): Seat[] {
  return sideInPlayOrder(d, a.seat, (a.contra + 1) % 2 === 1);
}

/** The contra round: the first open announcement from index `from` on, or trick play when there is none. */
function nextContraQuestion(d: Draft, from: number, ev: Events): void {
  for (let i = from; i < d.announcements.length; i++) {
    if (d.announcements[i]!.status === 'open') {
      d.phase = 'contra';
      d.contraFor = i;
      d.toMove = askedSeats(d, d.announcements[i]!)[0]!;
      return;
    }
  }
  d.contraFor = null;
  d.phase = 'play';
  d.toMove = vorhandOf(d);
  ev?.push({ type: 'playStart', leader: d.toMove });
}

function contra(d: Draft, seat: Seat, ev: Events): void {
  const i = d.contraFor!;
  const old = d.announcements[i]!;
  const level = (old.contra + 1) as Announcement['contra'];
  const a = { ...old, contra: level };
  const list = d.announcements.slice();
  list[i] = a;
  d.announcements = list;
  ev?.push({ type: 'contra', announcement: i, seat, level });
  if (level < (d.rules.recontra ? 3 : 1)) d.toMove = askedSeats(d, a)[0]!;
  else nextContraQuestion(d, i + 1, ev);
}

// --- Trick play (H20–H30, H43) ---------------------------------------------------------------

function decide(d: Draft, i: number, won: boolean, ev: Events): void {
  const list = d.announcements.slice();
  const a = { ...list[i]!, status: won ? ('won' as const) : ('lost' as const) };
  list[i] = a;
  d.announcements = list;
  ev?.push({ type: 'decided', announcement: i, seat: a.seat, kind: a.kind, won });
}

function play(d: Draft, seat: Seat, card: string, ev: Events): void {
  const hand = without(d.hands[seat]!, card);
  setHand(d, seat, hand);
  const k = d.tricks.length;
  const trick: Play[] = [...d.trick, { seat, card }];
  d.trick = trick;
  ev?.push({ type: 'played', seat, card, trick: k });
  // H43: a laid Do played to an earlier trick than its announcement needs loses it at once.
  if (isDo(card) && d.announcements.length > 0) {
    const tricksLeft = hand.length + 1; // including this one
    for (let i = 0; i < d.announcements.length; i++) {
      const a = d.announcements[i]!;
      if (a.status !== 'open' || a.seat !== seat || a.kind === 'first52' || !a.dos.includes(card)) continue;
      if ((a.kind === '26' && tricksLeft > 1) || (a.kind === '52' && tricksLeft > 2)) decide(d, i, false, ev);
    }
  }
  if (trick.length < d.rules.players) {
    d.toMove = nextSeat(d, seat);
    return;
  }
  completeTrick(d, trick, ev);
}

function completeTrick(d: Draft, cards: Play[], ev: Events): void {
  const k = d.tricks.length;
  const last = d.hands.every((h) => h.length === 0);
  const t = scoreTrick(d.tricks, cards, d.trump, last);
  d.tricks = [...d.tricks, cards];
  d.trick = [];
  const party = partyOf(d.rules, t.winner);
  const won = d.won.slice();
  won[party] = [...won[party]!, ...cards.map((p) => p.card)];
  d.won = won;
  ev?.push({
    type: 'trick',
    index: k,
    winner: t.winner,
    winningCard: t.winningCard,
    cards,
    points: t.points,
    cardPoints: t.cardPoints,
    lastTrick: t.lastTrick,
    doBonus: t.doBonus,
    last,
  });
  // H43: decide what this trick decides.
  for (let i = 0; i < d.announcements.length; i++) {
    const a = d.announcements[i]!;
    if (a.status !== 'open') continue;
    if (a.kind === 'first52') {
      if (k === 0) decide(d, i, t.winningCard === a.dos[0], ev);
      continue;
    }
    const inTrick = a.dos.filter((c) => cards.some((p) => p.card === c));
    if (inTrick.length > 0) {
      if (inTrick.length > 1 || inTrick[0] !== t.winningCard) decide(d, i, false, ev);
      else if (last) decide(d, i, true, ev); // a 26's Do, or a 52's second Do (the first won the trick before)
    } else if (last) decide(d, i, false, ev);
  }
  credit(d, party, t.points, 'trick', ev);
  if (d.phase === 'dealOver') return;
  if (k === 0) discloseMissingFourths(d, ev);
  if (!last) {
    d.toMove = t.winner;
    return;
  }
  endDeal(d, ev);
}

/** H18 (PD-H-14): after trick 1, the suit of the missing fourth of every three kings, cavalls or jacks announced. */
function discloseMissingFourths(d: Draft, ev: Events): void {
  if (!ev) return;
  for (const x of missingFourths(d)) ev.push({ type: 'missingFourth', ...x });
}

/** The missing fourths the state implies (the cards a seat held when it announced = hand + what it played). */
export function missingFourths(s: Pick<HundertspielState, 'honours' | 'hands' | 'tricks' | 'trick'>): { seat: Seat; rank: 'K' | 'N' | 'J'; suit: Suit }[] {
  const out: { seat: Seat; rank: 'K' | 'N' | 'J'; suit: Suit }[] = [];
  for (const h of s.honours) {
    if (h.count !== 3 || (h.rank !== 'K' && h.rank !== 'N' && h.rank !== 'J')) continue;
    const had = new Set<string>(s.hands[h.seat]!);
    for (const t of s.tricks) for (const p of t) if (p.seat === h.seat) had.add(p.card);
    for (const p of s.trick) if (p.seat === h.seat) had.add(p.card);
    const suit = (['Sw', 'Ba', 'Cu', 'Co'] as const).find((x) => !had.has(`${x}-${h.rank}`));
    if (suit) out.push({ seat: h.seat, rank: h.rank, suit });
  }
  return out;
}

/** The last trick is done: the Scat's points (H60), announcement marks (H44), V-H-6's count, the end. */
function endDeal(d: Draft, ev: Events): void {
  const rules = d.rules;
  if (rules.scatGame && d.announcements.length > 0) {
    let pts = 0;
    for (const c of d.scat) pts += pointsOf(c);
    credit(d, partyOf(rules, d.announcements[d.announcements.length - 1]!.seat), pts, 'scat', ev);
  }
  d.phase = 'dealOver';
  d.toMove = null;
  payAnnouncements(d, ev);
  if (rules.manualOut) endOfDealOut(d, ev);
  ev?.push({ type: 'dealOver', reason: 'played' });
}

/** What H19 looks at: the honours announced, the tricks, and the seat's hand (a state's hands, or a seat's view of its own). */
type LateAceFacts = Pick<HundertspielState, 'honours' | 'tricks' | 'trick'> & ({ readonly hands: readonly (readonly string[])[] } | { readonly viewer: Seat; readonly hand: readonly string[] });

/** H19: may `seat` announce its aces now (in trick play)? From a state, or from the seat's own view. */
export function lateAcesAllowed(s: LateAceFacts, seat: Seat): boolean {
  if (s.honours.some((h) => h.seat === seat && h.rank === 'A')) return false;
  const hand = 'hands' in s ? s.hands[seat]! : s.viewer === seat ? s.hand : [];
  if (countRank(hand, 'A') < 3) return false;
  return !playedAnAce(s, seat);
}

export function playedAnAce(s: Pick<HundertspielState, 'tricks' | 'trick'>, seat: Seat): boolean {
  for (const t of s.tricks) for (const p of t) if (p.seat === seat && p.card.endsWith('-A')) return true;
  for (const p of s.trick) if (p.seat === seat && p.card.endsWith('-A')) return true;
  return false;
}
