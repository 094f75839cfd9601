/**
 * What each player may know (Q13, Q15, Q16, Q23, Q40, PD-Q-11, PD-Q-17), and honest resampling of
 * what he cannot see. A view holds the viewer's own hand, discards and taken cards, the talon cards he
 * may see, the opponent's cards that were shown or that the elder left, counts of everything else,
 * and everything public (carte blanche, declarations, tricks, scores). Never the rng or the cut.
 */
import type { Rng } from '../../engine/rng.js';
import { PACK, packOrder } from './cards.js';
import { dealtCards } from './position.js';
import type { PiquetEvent, PiquetState, PiquetView, Seat } from './types.js';

interface Knowledge {
  talonSeen: string[];
  elderLeft: string[];
  opponentKnown: string[];
  carteBlancheCards: string[] | null;
}

function playedCards(s: Pick<PiquetState, 'trick' | 'tricks'>): string[] {
  const out: string[] = [];
  for (const t of s.tricks) for (const p of t) out.push(p.card);
  for (const p of s.trick) out.push(p.card);
  return out;
}

/** The younger has exchanged (the declarations follow his take at once). */
function youngerDone(s: PiquetState): boolean {
  if (s.phase === 'play' || s.phase === 'dealOver') return true;
  return s.phase === 'gameOver' && (s.declared.length > 0 || s.tricks.length > 0 || s.trick.length > 0);
}

function knowledge(s: PiquetState, viewer: Seat): Knowledge {
  const elder = 1 - s.dealer;
  const opp = 1 - viewer;
  const e = s.taken[elder]!.length;
  const y = s.taken[s.dealer]!.length;
  const elderDone = e > 0; // the elder takes at least 1 (Q12, V-Q-1)
  const played = new Set(playedCards(s));
  let talonSeen: string[] = [];
  let elderLeft: string[] = [];
  const known: string[] = [];
  for (const d of s.declared) if (d.winner === opp) for (const c of d.shown) known.push(c);
  if (viewer === elder) {
    if (elderDone) {
      const original = [...s.taken[elder]!, ...s.taken[s.dealer]!, ...s.talon];
      elderLeft = original.slice(e, 5);
      talonSeen = s.talon.slice(0, Math.max(0, 5 - e - y));
      for (const c of s.taken[s.dealer]!.slice(0, Math.min(y, 5 - e))) known.push(c);
    }
  } else if (youngerDone(s)) {
    talonSeen = s.talon.slice();
  }
  let carteBlancheCards: string[] | null = null;
  if (s.carteBlanche !== null && s.blanche) {
    const opponentDone = viewer === elder ? elderDone : youngerDone(s);
    if (s.carteBlanche === viewer || (s.rules.blancheShown && opponentDone)) carteBlancheCards = s.blanche.slice();
  }
  return { talonSeen, elderLeft, opponentKnown: packOrder(new Set(known.filter((c) => !played.has(c)))), carteBlancheCards };
}

export function view(s: PiquetState, viewer: Seat): PiquetView {
  const k = knowledge(s, viewer);
  return {
    viewer,
    options: JSON.parse(JSON.stringify(s.options)),
    rules: s.rules,
    dealer: s.dealer,
    elder: 1 - s.dealer,
    phase: s.phase,
    toMove: s.toMove,
    hand: s.hands[viewer]!.slice(),
    discards: s.discards[viewer]!.slice(),
    taken: s.taken[viewer]!.slice(),
    handCounts: s.hands.map((h) => h.length),
    discardCounts: s.discards.map((h) => h.length),
    takenCounts: s.taken.map((h) => h.length),
    talonCount: s.talon.length,
    talonSeen: k.talonSeen,
    elderLeft: k.elderLeft,
    opponentKnown: k.opponentKnown,
    carteBlanche: s.carteBlanche,
    carteBlancheCards: k.carteBlancheCards,
    declared: s.declared.map((d) => ({ category: d.category, winner: d.winner, points: d.points, shown: d.shown.slice(), missing: d.missing.slice() })),
    repique: s.repique,
    pique: s.pique,
    trick: s.trick.map((p) => ({ seat: p.seat, card: p.card })),
    tricks: s.tricks.map((t) => t.map((p) => ({ seat: p.seat, card: p.card }))),
    tricksWon: s.tricksWon.slice(),
    dealScores: s.dealScores.slice(),
    scores: s.scores.slice(),
    dealsPlayed: s.dealsPlayed,
    winner: s.winner,
    units: s.units.slice(),
    gamesPlayed: s.gamesPlayed,
  };
}

/** An event as `viewer` may see it: the cards of a private event (`visibleTo` another seat) removed. */
export function visibleEvent(e: PiquetEvent, viewer: Seat): PiquetEvent {
  if (!('visibleTo' in e) || e.visibleTo === viewer) return e;
  if (e.type === 'discard') return { ...e, card: null };
  return { ...e, cards: [] };
}

/** Every card `viewer` has not seen and that no public fact names (Q40). */
export function hiddenCards(s: PiquetState, viewer: Seat): string[] {
  const k = knowledge(s, viewer);
  const seen = new Set<string>([
    ...s.hands[viewer]!,
    ...s.discards[viewer]!,
    ...s.taken[viewer]!,
    ...playedCards(s),
    ...k.talonSeen,
    ...k.elderLeft,
    ...k.opponentKnown,
    ...(k.carteBlancheCards ?? []),
  ]);
  for (const d of s.declared) for (const c of [...d.shown, ...d.missing]) seen.add(c);
  return PACK.filter((c) => !seen.has(c));
}

/**
 * A full state consistent with the view: the cards whose place the viewer does not know are dealt at
 * random to the opponent's hand, his discards and the unseen talon, by their known sizes (a carte
 * blanche hand shown under V-Q-6 stays the holder's). Uses only the view.
 */
export function resample(v: PiquetView, rng: Rng): PiquetState {
  const viewer = v.viewer;
  const opp = 1 - viewer;
  const elder = v.elder;
  const played = [...v.tricks.flat(), ...v.trick];
  const located = new Set<string>([...v.hand, ...v.discards, ...v.taken, ...played.map((p) => p.card), ...v.talonSeen, ...v.opponentKnown]);
  const pool = PACK.filter((c) => !located.has(c));
  const dealtOpp = v.carteBlanche === opp && v.carteBlancheCards ? new Set(v.carteBlancheCards) : null;
  const discardCount = v.discardCounts[opp]!;
  let discards: string[];
  let rest: string[];
  if (dealtOpp) {
    const inD = rng.shuffle(pool.filter((c) => dealtOpp.has(c)));
    discards = inD.slice(0, discardCount);
    rest = [...inD.slice(discardCount), ...rng.shuffle(pool.filter((c) => !dealtOpp.has(c)))];
    if (discards.length < discardCount) {
      discards.push(...rest.splice(0, discardCount - discards.length));
    }
  } else {
    const shuffled = rng.shuffle(pool);
    discards = shuffled.slice(0, discardCount);
    rest = shuffled.slice(discardCount);
  }
  const handUnknown = v.handCounts[opp]! - v.opponentKnown.length;
  const oppHand = [...v.opponentKnown, ...rest.slice(0, handUnknown)];
  const talon = [...v.talonSeen, ...rest.slice(handUnknown, handUnknown + v.talonCount - v.talonSeen.length)];
  // The opponent's taken cards: those the elder left first (Q13), then cards of his hand or play not dealt to him.
  const takenCount = v.takenCounts[opp]!;
  const prefix = viewer === elder ? v.elderLeft.slice(0, Math.min(takenCount, v.elderLeft.length)) : [];
  const candidates = rng.shuffle(
    [...oppHand, ...played.filter((p) => p.seat === opp).map((p) => p.card)].filter((c) => !prefix.includes(c) && !(dealtOpp?.has(c) ?? false)),
  );
  const takenOpp = [...prefix, ...candidates.slice(0, takenCount - prefix.length)];
  const hands: string[][] = [];
  const discardLists: string[][] = [];
  const takenLists: string[][] = [];
  hands[viewer] = v.hand.slice();
  hands[opp] = oppHand;
  discardLists[viewer] = v.discards.slice();
  discardLists[opp] = discards;
  takenLists[viewer] = v.taken.slice();
  takenLists[opp] = takenOpp;
  const trick = v.trick.map((p) => ({ seat: p.seat, card: p.card }));
  const tricks = v.tricks.map((t) => t.map((p) => ({ seat: p.seat, card: p.card })));
  let blanche: string[] | null = null;
  if (v.carteBlanche !== null) {
    blanche = v.carteBlancheCards ? v.carteBlancheCards.slice() : dealtCards({ hands, discards: discardLists, taken: takenLists, trick, tricks }, v.carteBlanche);
  }
  return {
    options: JSON.parse(JSON.stringify(v.options)),
    cut: [],
    rules: v.rules,
    blanche,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
    dealer: v.dealer,
    phase: v.phase,
    toMove: v.toMove,
    hands,
    talon,
    discards: discardLists,
    taken: takenLists,
    carteBlanche: v.carteBlanche,
    declared: v.declared.map((d) => ({ category: d.category, winner: d.winner, points: d.points, shown: d.shown.slice(), missing: d.missing.slice() })),
    repique: v.repique,
    pique: v.pique,
    trick,
    tricks,
    tricksWon: v.tricksWon.slice(),
    dealScores: v.dealScores.slice(),
    scores: v.scores.slice(),
    dealsPlayed: v.dealsPlayed,
    winner: v.winner,
    units: v.units.slice(),
    gamesPlayed: v.gamesPlayed,
  };
}
