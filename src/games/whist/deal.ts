/**
 * New sessions, rubbers and deals (W5–W16, W10, W11, W34, PD-W-19, PD-W-20): the draw for partners
 * as events, the shuffle, the cut (an event only), dealing one card at a time from the dealer's left,
 * the turn-up, and the next deal from a resting phase.
 */
import { Rng } from '../../engine/rng.js';
import { startPlay } from './apply.js';
import { honoursIn, PACK, suitOf } from './cards.js';
import { randomDraw } from './draw.js';
import type { Draft, Events } from './draft.js';
import { copyOptions, resolveRules } from './rules.js';
import { gamesWon } from './scoring.js';
import type { WhistEvent, WhistOptions, WhistState } from './types.js';

export interface WithEvents {
  readonly state: WhistState;
  readonly events: WhistEvent[];
}

/** W13: card k (1-based) of `pack` goes to seat (dealer + k) % 4; the last is the dealer's, turned up (W14). */
export function dealPack(pack: readonly string[], dealer: number): { hands: string[][]; turnUp: string } {
  if (pack.length !== 52) throw new Error(`a Whist pack has 52 cards, not ${pack.length}`);
  const hands: string[][] = [[], [], [], []];
  for (let k = 1; k <= 52; k++) hands[(dealer + k) % 4]!.push(pack[k - 1]!);
  return { hands, turnUp: pack[51]! };
}

/**
 * Deals `pack` (top card first; shuffled from the rng when omitted) into `d`: the deal in progress,
 * trump, turn-up on the table, the eldest hand to move (W12–W17), then V-W-4's first call.
 */
export function dealInto(d: Draft, ev: Events, pack?: readonly string[]): void {
  let cards = pack;
  if (!cards) {
    const rng = new Rng(d.rng);
    cards = rng.shuffle(PACK);
    d.rng = rng.state;
  }
  const { hands, turnUp } = dealPack(cards, d.dealer);
  const trump = suitOf(turnUp);
  d.hands = hands;
  d.turnUp = turnUp;
  d.trump = trump;
  d.turnUpOnTable = true;
  d.phase = 'play';
  d.toMove = (d.dealer + 1) % 4;
  d.trick = [];
  d.tricks = [];
  d.won = [0, 0];
  d.calls = [];
  d.honours = hands.map((h) => honoursIn(h, trump));
  if (ev) {
    ev.push({ type: 'dealStarted', deal: d.deal, dealer: d.dealer, eldest: (d.dealer + 1) % 4, scores: d.scores.slice(), gamesWon: gamesWon(d.games) });
    ev.push({ type: 'cut', seat: (d.dealer + 3) % 4 });
    for (let seat = 0; seat < 4; seat++) ev.push({ type: 'handDealt', seat, cards: hands[seat]!.slice(), count: 13 });
    ev.push({ type: 'turnUp', card: turnUp, trump, dealer: d.dealer });
  }
  startPlay(d, ev);
}

/** W5–W10: a new rubber's draw for partners, seats and first dealer (seat 3), as events. */
function drawInto(d: Draft, ev: Events): void {
  const rng = new Rng(d.rng);
  ev?.push({ type: 'rubberStarted', rubber: d.rubbersPlayed + 1 });
  const { draw, seats } = randomDraw(rng, (round, ties, roundNo) => {
    if (!ev) return;
    for (const c of round) ev.push({ type: 'drawCard', player: c.player, card: c.card, round: roundNo });
    for (const t of ties) ev.push({ type: 'drawTie', players: t.players.slice(), purpose: t.purpose, round: roundNo });
  });
  d.rng = rng.state;
  d.draw = draw;
  d.seats = seats;
  ev?.push({ type: 'sidesFormed', sides: [[seats[0]!, seats[2]!], [seats[1]!, seats[3]!]], seats: seats.slice(), dealer: seats[3]! });
  d.dealer = 3;
  d.deal = 1;
  d.scores = [0, 0];
  d.games = [];
  d.slams = [];
}

/** A new session: the draw, seats and the first deal (dealer seat 3, deal 1, all at 0). */
export function newSessionWithEvents(options: WhistOptions, seed: string | number): WithEvents {
  const rules = resolveRules(options);
  const events: WhistEvent[] = [];
  const d: Draft = {
    options: copyOptions(options),
    rules,
    seats: [0, 1, 2, 3],
    draw: [],
    rubbersPlayed: 0,
    games: [],
    slams: [],
    ledger: [0, 0, 0, 0],
    scores: [0, 0],
    deal: 1,
    dealer: 3,
    turnUp: '',
    turnUpOnTable: true,
    trump: 'C',
    phase: 'play',
    toMove: null,
    hands: [],
    trick: [],
    tricks: [],
    won: [0, 0],
    honours: [],
    calls: [],
    rng: Rng.fromSeed(seed).state,
  };
  drawInto(d, events);
  dealInto(d, events);
  return { state: d as WhistState, events };
}

/** From 'dealOver', 'gameOver' or 'rubberOver' (W11, W34, W10); throws from 'play' or 'sessionOver'. */
export function nextDealWithEvents(s: WhistState): WithEvents {
  if (s.phase === 'play' || s.phase === 'sessionOver') throw new Error(`nextDeal: no next deal from phase '${s.phase}'`);
  const events: WhistEvent[] = [];
  const d: Draft = { ...s };
  if (s.phase === 'rubberOver') drawInto(d, events);
  else {
    d.dealer = (s.dealer + 1) % 4;
    d.deal = s.deal + 1;
    if (s.phase === 'gameOver') d.scores = [0, 0];
  }
  dealInto(d, events);
  return { state: d as WhistState, events };
}
