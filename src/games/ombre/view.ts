/**
 * What each seat may know (O36, O68, PD-O-19, contract "What a seat may see"), and honest
 * resampling of what he cannot see. A view holds the viewer's own hand, discards and taken cards,
 * the turned card, the auction, contract, trump, favourite, the called card, the played cards, the
 * counts of everything else, the table and the balances; the partner only once the called card was
 * played (or to the partner himself); the matador count only once the deal is over. Never the talon,
 * other hands, other discards or taken cards, or the rng.
 */
import type { Rng } from '../../engine/rng.js';
import { resolveRules } from './rules.js';
import type { OmbreEvent, OmbreState, OmbreView, Seat } from './types.js';

const played = (s: Pick<OmbreState, 'trick' | 'tricks'>): string[] => [...s.tricks.flatMap((t) => t.map((p) => p.card)), ...s.trick.map((p) => p.card)];

/** Who drew the turned card (O37); null while it lies on the talon or there is none. */
function turnedTo(s: OmbreState): Seat | null {
  if (s.turned === null) return null;
  const i = s.taken.findIndex((t) => t.includes(s.turned!));
  return i >= 0 ? i : null;
}

function partnerKnown(s: OmbreState, viewer: Seat): boolean {
  if (s.called === null) return true;
  if (s.contract === 'mediateur') return true;
  if (viewer === s.partner || (viewer === s.lomber && s.partner === null)) return true;
  return played(s).includes(s.called);
}

/** Cards whose place the viewer knows beyond his own: shown black aces, the card handed over. */
function shownAces(s: OmbreState): boolean {
  return s.auction.some((a) => a.contract === 'casco' && a.move === 'bid') || (s.contract === 'casco' && !s.auction.some((a) => a.contract === 'casco'));
}

export function view(s: OmbreState, viewer: Seat): OmbreView {
  const over = s.phase === 'dealOver' || s.phase === 'sessionOver';
  const known = partnerKnown(s, viewer);
  const seesGiven = s.given !== null && (viewer === s.lomber || viewer === s.giver);
  return {
    viewer,
    options: JSON.parse(JSON.stringify(s.options)),
    players: s.rules.players,
    balances: s.balances.slice(),
    pot: s.pot,
    betes: s.betes.map((b) => ({ amount: b.amount, kind: b.kind })),
    dealsPlayed: s.dealsPlayed,
    dealer: s.dealer,
    favourite: s.favourite,
    phase: s.phase,
    toMove: s.toMove,
    hand: s.hands[viewer]!.slice(),
    discards: s.discards[viewer]!.slice(),
    taken: s.taken[viewer]!.slice(),
    handCounts: s.hands.map((h) => h.length),
    discardCounts: s.discards.map((h) => h.length),
    takenCounts: s.taken.map((h) => h.length),
    talonCount: s.talon.length,
    turned: s.turned,
    turnedTo: turnedTo(s),
    auction: s.auction.map((a) => ({ ...a })),
    lomber: s.lomber,
    contract: s.contract,
    trump: s.trump,
    called: s.called,
    partner: known ? s.partner : null,
    partnerKnown: known,
    giver: s.giver,
    givenCard: seesGiven ? s.given : null,
    matadors: over ? s.matadors : null,
    trick: s.trick.map((p) => ({ ...p })),
    tricks: s.tricks.map((t) => t.map((p) => ({ ...p }))),
    won: s.won.slice(),
    vole: s.vole,
    outcome: s.outcome,
  };
}

const sees = (v: number | readonly number[], viewer: Seat): boolean => (typeof v === 'number' ? v === viewer : v.includes(viewer));

/** An event as `viewer` may see it: the cards of a private event for other seats removed. */
export function visibleEvent(e: OmbreEvent, viewer: Seat): OmbreEvent {
  if (!('visibleTo' in e) || sees(e.visibleTo, viewer)) return e;
  if (e.type === 'discarded' || e.type === 'given') return { ...e, card: null };
  if (e.type === 'cardsTaken') return { ...e, cards: [] };
  return e;
}

/** Every card `viewer` has not seen and that no public fact places (O68). */
export function hiddenCards(s: OmbreState, viewer: Seat): string[] {
  const seen = new Set<string>([...s.hands[viewer]!, ...s.discards[viewer]!, ...s.taken[viewer]!, ...played(s)]);
  if (s.turned) seen.add(s.turned);
  if (s.called) seen.add(s.called); // its name is public; its holder is what stays hidden
  if (shownAces(s)) {
    seen.add('AS');
    seen.add('AC');
  }
  if (s.given !== null && (viewer === s.lomber || viewer === s.giver)) seen.add(s.given);
  return s.rules.pack.filter((c) => !seen.has(c));
}

/**
 * A full state consistent with the view: the cards whose place the viewer does not know are dealt at
 * random to the other hands, their discards and the talon, by their known sizes; the turned card,
 * shown black aces, the called card and the card handed over stay where the public facts put them.
 */
export function resample(v: OmbreView, rng: Rng): OmbreState {
  const rules = resolveRules(v.options);
  const n = rules.players;
  const viewer = v.viewer;
  const playedCards = [...v.tricks.flat(), ...v.trick].map((p) => p.card);
  const hands: string[][] = Array.from({ length: n }, () => []);
  const discards: string[][] = Array.from({ length: n }, () => []);
  const taken: string[][] = Array.from({ length: n }, () => []);
  hands[viewer] = v.hand.slice();
  discards[viewer] = v.discards.slice();
  taken[viewer] = v.taken.slice();
  const located = new Set<string>([...v.hand, ...v.discards, ...playedCards]);
  let talonTop: string[] = [];
  // the turned card: on the talon's top, or in the hand of the seat that drew it
  if (v.turned && !located.has(v.turned)) {
    if (v.turnedTo === null) talonTop = [v.turned];
    else if (v.turnedTo !== viewer) {
      hands[v.turnedTo]!.push(v.turned);
      taken[v.turnedTo]!.push(v.turned);
    }
    located.add(v.turned);
  }
  // the card handed over to a Mediateur is in his hand (unless played or given back)
  if (v.contract === 'mediateur' && v.called && !located.has(v.called) && v.lomber !== null && v.lomber !== viewer) {
    if (v.givenCard !== v.called) {
      hands[v.lomber]!.push(v.called);
      located.add(v.called);
    }
  }
  if (v.givenCard && !located.has(v.givenCard) && v.giver !== null && v.giver !== viewer) {
    hands[v.giver]!.push(v.givenCard);
    located.add(v.givenCard);
  }
  // shown black aces stay with the Casco bidder while they are not played
  const caster = v.auction.find((a) => a.move === 'bid' && a.contract === 'casco')?.seat ?? (v.contract === 'casco' && v.lomber !== null ? v.lomber : null);
  if (caster !== null && caster !== viewer) {
    for (const c of ['AS', 'AC']) {
      if (!located.has(c) && hands[caster]!.length < v.handCounts[caster]!) {
        hands[caster]!.push(c);
        located.add(c);
      }
    }
  }
  const pool = rng.shuffle(rules.pack.filter((c) => !located.has(c)));
  // the called card's holder is unknown: it goes to some other seat with room, not the Lomber (unless he called his own)
  if (v.called && !located.has(v.called) && v.partnerKnown && v.partner !== null && v.partner !== viewer) {
    hands[v.partner]!.push(v.called);
    pool.splice(pool.indexOf(v.called), 1);
  }
  for (let s = 0; s < n; s++) {
    if (s === viewer) continue;
    while (hands[s]!.length < v.handCounts[s]!) hands[s]!.push(pool.pop()!);
    while (discards[s]!.length < v.discardCounts[s]!) discards[s]!.push(pool.pop()!);
  }
  const talon = [...talonTop, ...pool];
  // taken cards of others: counts only (cards in hand or played by them)
  for (let s = 0; s < n; s++) {
    if (s === viewer) continue;
    const mine = [...hands[s]!, ...v.tricks.flat().filter((p) => p.seat === s).map((p) => p.card), ...v.trick.filter((p) => p.seat === s).map((p) => p.card)];
    const rest = mine.filter((c) => !taken[s]!.includes(c));
    while (taken[s]!.length < v.takenCounts[s]! && rest.length) taken[s]!.push(rest.shift()!);
  }
  let partner = v.partner;
  if (!v.partnerKnown && v.called) {
    const holder = hands.findIndex((h) => h.includes(v.called!));
    partner = holder === v.lomber || holder < 0 ? null : holder;
  }
  const state = {
    options: JSON.parse(JSON.stringify(v.options)),
    balances: v.balances.slice(),
    pot: v.pot,
    betes: v.betes.map((b) => ({ ...b })),
    dealsPlayed: v.dealsPlayed,
    dealer: v.dealer,
    favourite: v.favourite,
    phase: v.phase,
    toMove: v.toMove,
    hands,
    talon,
    turned: v.turned,
    auction: v.auction.map((a) => ({ ...a })),
    lomber: v.lomber,
    contract: v.contract,
    trump: v.trump,
    called: v.called,
    partner,
    giver: v.giver,
    discards,
    taken,
    matadors: v.matadors,
    trick: v.trick.map((p) => ({ ...p })),
    tricks: v.tricks.map((t) => t.map((p) => ({ ...p }))),
    won: v.won.slice(),
    vole: v.vole,
    outcome: v.outcome,
    rules,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()] as const,
    given: v.givenCard,
  };
  return state as unknown as OmbreState;
}
