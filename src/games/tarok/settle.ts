/**
 * The end of a deal (T25, T27–T34, TD5–TD10, TL19–TL24, the contract's Settlement): card points with
 * the Sky's exchange, the prizes before the trick winners, the payments of each reason, en deux's party,
 * Taroklomber's result and tariff, the session's end. Works on a draft the caller owns.
 */
import { isSuitKing, PAGAT, pipsOf, pilePoints, SKY } from './cards.js';
import type { Game, Method, Outcome, TarokEvent, TarokRules, TarokState } from './types.js';

/** T29, TD6: a prize's value: [in tricks 1–24 or the Skat, in trick 25]. */
export const PRIZE_VALUES = {
  trois: { pagat: [10, 20], king: [5, 10] },
  deux: { pagat: [15, 25], king: [10, 15] },
} as const;

/** T31: par, a third of the pack's 78 card points. */
export const PAR = 26;
/** V-T-1: what a seat that won no trick receives from each other seat. */
export const NO_TRICK_VALUE = 26;
/** TD8: the score that ends a party, and the line below which the loser loses it double. */
export const PARTY_TARGET = 100;
export const DOUBLE_LINE = 50;
/** TL20: the declarer's card points of a remise (more win, fewer lose). */
export const REMISE_POINTS = 39;

/** TL22: base, per point and Tout of each method and game. */
export const TARIFF: Readonly<Record<Method, Partial<Record<Game, { base: number; rate: number; tout: number }>>>> = {
  old: { aDue: { base: 20, rate: 2, tout: 200 }, aUno: { base: 30, rate: 3, tout: 300 }, solo: { base: 60, rate: 6, tout: 600 } },
  new: { aUno: { base: 30, rate: 3, tout: 300 }, solo: { base: 50, rate: 5, tout: 500 } },
};

/** The Skat's owner at the count (T12, TD4, TL9): the dealer, the declarer in the new method. */
export function skatOwner(s: TarokState, rules: TarokRules): number {
  return rules.form === 'lomber' && rules.method === 'new' ? s.declarer! : s.dealer;
}

/**
 * T7, T8, T25, TD5 (PD-T-6): each seat's card points: the cards of its tricks, the Skat to its owner,
 * the Sky played in tricks 1–22 with its owner, who moves one pip and one card to that trick's winner;
 * in tricks 23–25 it goes with the trick; in a Taroklomber Tout to the declarer.
 */
export function cardPointsOf(s: TarokState, rules: TarokRules, winners: readonly number[], tout = false): number[] {
  const n = rules.players;
  const pips = Array.from({ length: n }, () => 0);
  const cards = Array.from({ length: n }, () => 0);
  s.tricks.forEach((t, i) => {
    const winner = winners[i]!;
    for (const p of t) {
      if (p.card === SKY && i < 22 && !tout) {
        pips[p.seat]! += pipsOf(SKY) - 1;
        pips[winner]! += 1;
        // the owner keeps the Sky (one card) and gives a ladon's card: his card count stays as it was
        cards[winner]! += 1;
      } else {
        pips[winner]! += pipsOf(p.card);
        cards[winner]! += 1;
      }
    }
  });
  const owner = skatOwner(s, rules);
  for (const c of s.skat) {
    pips[owner]! += pipsOf(c);
    cards[owner]! += 1;
  }
  return pips.map((p, i) => pilePoints(p, cards[i]!, n));
}

export interface Prize {
  seat: number;
  card: string;
  owner: number;
  trick: number;
  value: number;
}

/** T27–T29, TD6: the Pagat and the suit Kings before the winners of their tricks; a Pagat in the Skat before the dealer. */
export function prizesOf(s: TarokState, rules: TarokRules, winners: readonly number[]): Prize[] {
  const table = rules.form === 'deux' ? PRIZE_VALUES.deux : PRIZE_VALUES.trois;
  const out: Prize[] = [];
  if (s.skat.includes(PAGAT)) out.push({ seat: s.dealer, card: PAGAT, owner: s.dealer, trick: 0, value: table.pagat[0] });
  s.tricks.forEach((t, i) => {
    for (const p of t) {
      if (p.card !== PAGAT && !isSuitKing(p.card)) continue;
      const v = p.card === PAGAT ? table.pagat : table.king;
      out.push({ seat: winners[i]!, card: p.card, owner: p.seat, trick: i + 1, value: v[i === 24 ? 1 : 0] });
    }
  });
  return out;
}

export interface Payment {
  from: number;
  to: number;
  amount: number;
  reason: string;
}

/** T30, T33: each receives his total from each of the others: pairwise, the difference. */
export function pairwisePayments(totals: readonly number[], reason: string): Payment[] {
  const out: Payment[] = [];
  for (let i = 0; i < totals.length; i++) {
    for (let j = i + 1; j < totals.length; j++) {
      const diff = totals[i]! - totals[j]!;
      if (diff > 0) out.push({ from: j, to: i, amount: diff, reason });
      else if (diff < 0) out.push({ from: i, to: j, amount: -diff, reason });
    }
  }
  return out;
}

/** T32 (PD-T-9): one below par pays each above his surplus; two below each pay their shortfall to the one above. */
export function cardPayments(points: readonly number[]): Payment[] {
  const r = points.map((p) => p - PAR);
  const below = r.map((x, i) => (x < 0 ? i : -1)).filter((i) => i >= 0);
  const above = r.map((x, i) => (x > 0 ? i : -1)).filter((i) => i >= 0);
  const out: Payment[] = [];
  if (below.length === 1) for (const a of above) out.push({ from: below[0]!, to: a, amount: r[a]!, reason: 'cards' });
  else if (below.length >= 2) for (const b of below) out.push({ from: b, to: above[0]!, amount: -r[b]!, reason: 'cards' });
  return out;
}

/**
 * T30–T34, V-T-1: the payments of a deal of en trois from the announcement totals, the prize totals,
 * the card points and the tricks won.
 */
export function troisPayments(announcements: readonly number[], prizes: readonly number[], points: readonly number[], won: readonly number[], withTrick: boolean): Payment[] {
  const out = [...pairwisePayments(announcements, 'announcements'), ...pairwisePayments(prizes, 'prizes'), ...cardPayments(points)];
  if (withTrick) {
    for (let s = 0; s < won.length; s++) if (won[s] === 0) for (let o = 0; o < won.length; o++) if (o !== s) out.push({ from: o, to: s, amount: NO_TRICK_VALUE, reason: 'noTrick' });
  }
  return out;
}

/** TL20–TL22: what each opponent pays the declarer (negative: receives) for `game` with `D` card points. */
export function lomberAmount(method: Method, game: Game, D: number, tout: boolean): number {
  const t = TARIFF[method][game]!;
  if (tout) return t.tout;
  if (D > REMISE_POINTS) return t.base + t.rate * (D - REMISE_POINTS);
  if (D === REMISE_POINTS) return 0;
  return -(t.base + t.rate * (REMISE_POINTS - D));
}

/** Pays `amount` from one seat to another: a `payment` event and the balances. */
function pay(d: TarokState, events: TarokEvent[], from: number, to: number, amount: number, reason: string): void {
  if (amount <= 0 || from === to) return;
  d.balances[from]! -= amount;
  d.balances[to]! += amount;
  events.push({ type: 'payment', from, to, amount, reason });
}

/**
 * TD8, TD9: the party after a deal with these scores: over when one has 100 or more and they differ;
 * the winner takes one party (two when the loser is below 50) and the difference: `amount` in the ledger.
 */
export function partyResult(scores: readonly number[], partyValue: number): { winner: number; parties: number; points: number; amount: number } | null {
  const [a, b] = scores as [number, number];
  if (Math.max(a, b) < PARTY_TARGET || a === b) return null;
  const winner = a > b ? 0 : 1;
  const parties = scores[1 - winner]! < DOUBLE_LINE ? 2 : 1;
  const points = Math.abs(a - b);
  return { winner, parties, points, amount: parties * partyValue + points };
}

/** Ends the session if this deal (or party) was its last. */
function endOrGoOn(d: TarokState, rules: TarokRules, events: TarokEvent[], partyOver: boolean): void {
  const last = rules.form === 'deux' ? d.partiesPlayed >= rules.parties : d.dealsPlayed >= rules.tours * rules.players;
  events.push({ type: 'dealOver', outcome: d.outcome! });
  if (last) {
    d.phase = 'sessionOver';
    events.push({ type: 'sessionOver', balances: d.balances.slice() });
  } else d.phase = partyOver ? 'partyOver' : 'dealOver';
  d.toMove = null;
}

/** After the 25th trick: everything of the contract's Settlement for the form. */
export function settleDeal(d: TarokState, rules: TarokRules, winners: readonly number[], events: TarokEvent[]): void {
  const n = rules.players;
  const declarer = d.declarer;
  const tout = rules.form === 'lomber' && declarer !== null && d.won[declarer] === 25;
  const points = cardPointsOf(d, rules, winners, tout);
  d.dealsPlayed++;
  if (rules.form === 'lomber') {
    events.push({ type: 'cardPoints', points });
    const D = points[declarer!]!;
    const outcome: Outcome = tout ? 'tout' : D > REMISE_POINTS ? 'win' : D === REMISE_POINTS ? 'remise' : 'loss';
    d.outcome = outcome;
    events.push({ type: 'result', outcome, declarer, game: d.game, points: D });
    const amount = lomberAmount(rules.method, d.game!, D, tout);
    for (let o = 0; o < n; o++) {
      if (o === declarer) continue;
      if (amount > 0) pay(d, events, o, declarer!, amount, 'game');
      else pay(d, events, declarer!, o, -amount, 'game');
    }
    endOrGoOn(d, rules, events, false);
    return;
  }
  const prizes = prizesOf(d, rules, winners);
  for (const p of prizes) events.push({ type: 'prize', ...p });
  events.push({ type: 'cardPoints', points });
  const A = d.announcements!.map((a) => a.points);
  const P = Array.from({ length: n }, () => 0);
  for (const p of prizes) P[p.seat]! += p.value;
  d.outcome = 'played';
  if (rules.form === 'trois') {
    for (const p of troisPayments(A, P, points, d.won, rules.withTrick)) pay(d, events, p.from, p.to, p.amount, p.reason);
    endOrGoOn(d, rules, events, false);
    return;
  }
  // en deux (TD7–TD9)
  const added = A.map((a, s) => a + P[s]! + points[s]!);
  const scores = d.scores!.map((x, s) => x + added[s]!);
  d.scores = scores;
  events.push({ type: 'score', added, scores: scores.slice() });
  const party = partyResult(scores, rules.partyValue);
  if (party) {
    const { winner, parties, points: diff, amount } = party;
    events.push({ type: 'partyOver', winner, parties, points: diff, scores: scores.slice() });
    pay(d, events, 1 - winner, winner, amount, 'party');
    d.partiesPlayed++;
    endOrGoOn(d, rules, events, true);
    return;
  }
  endOrGoOn(d, rules, events, false);
}

/** TL13 (PD-T-12): all passed: the eldest receives à personne from each; the deal is over. */
export function settleAllPassed(d: TarokState, rules: TarokRules, events: TarokEvent[]): void {
  const eldest = (d.dealer + 1) % rules.players;
  d.dealsPlayed++;
  d.outcome = 'passed';
  events.push({ type: 'allPassed' });
  events.push({ type: 'result', outcome: 'passed', declarer: null, game: null, points: null });
  for (let o = 0; o < rules.players; o++) if (o !== eldest) pay(d, events, o, eldest, rules.aPersonne, 'aPersonne');
  endOrGoOn(d, rules, events, false);
}
