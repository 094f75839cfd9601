/** Helpers for the Whist tests: positions built from given hands, moves that must succeed, trick rows. */
import assert from 'node:assert/strict';
import {
  applyMove,
  dealPack,
  fromPosition,
  newSession,
  PACK,
  runDraw,
  toPosition,
  type WhistEvent,
  type WhistPosition,
  type WhistState,
} from '../../../src/games/whist/index.js';

/** A draw (EX-W-1) that seats players B, A, D, C in seats 0–3: C deals, A and C (side 1/3) against B and D. */
export const EX1_DRAW = [[{ player: 0, card: '9C' }, { player: 1, card: 'KD' }, { player: 2, card: '4H' }, { player: 3, card: 'JS' }]];

export const pack = (text: string): string[] => text.trim().split(/\s+/);

/** EX-W-6's shuffled pack, top card first. */
export const EX6_PACK = pack(
  '2C 10S 8C 6H 9C 2S 3D JC 9S 8H QH QD JS KC AH 9D KD KS 6S 2H 7S 10D 5D 6C 3H JH 7H QC 8D AD 7C 10H AS AC 5C 4S QS 3C 4H 6D JD 10C 2D 8S 3S 5S 7D 4D 4C 9H KH 5H',
);

export interface DealSpec {
  /** By seat: cards the seat must hold; the rest of the 52 fill the hands up to 13 in pack order. */
  hands?: string[][];
  /** Or a whole pack, dealt by W13. */
  pack?: string[];
  dealer?: number;
  turnUp?: string;
  scores?: number[];
  games?: WhistPosition['games'];
  slams?: WhistPosition['slams'];
  ledger?: number[];
  variants?: string[];
  rubbers?: number;
  deal?: number;
}

/** A position at the start of a deal (phase 'play', eldest to lead), from given hands or a pack. */
export function startPosition(spec: DealSpec): WhistPosition {
  const dealer = spec.dealer ?? 3;
  let hands: string[][];
  let turnUp: string;
  if (spec.pack) ({ hands, turnUp } = dealPack(spec.pack, dealer));
  else {
    const given = spec.hands ?? [[], [], [], []];
    turnUp = spec.turnUp ?? given[dealer]![given[dealer]!.length - 1]!;
    const used = new Set(given.flat());
    const rest = PACK.filter((c) => !used.has(c));
    hands = given.map((h) => h.slice());
    for (let seat = 0; seat < 4; seat++) while (hands[seat]!.length < 13) hands[seat]!.push(rest.shift()!);
    assert.ok(hands[dealer]!.includes(turnUp), 'the turn-up is in the dealer hand');
  }
  const base = toPosition(newSession({}, 1));
  const options: WhistPosition['options'] = {};
  if (spec.variants) options.variants = spec.variants;
  if (spec.rubbers) options.rubbers = spec.rubbers;
  const { rng: _rng, ...rest } = base;
  return {
    ...rest,
    options,
    draw: EX1_DRAW,
    seats: [1, 0, 3, 2],
    games: spec.games ?? [],
    slams: spec.slams ?? [],
    ledger: spec.ledger ?? [0, 0, 0, 0],
    scores: spec.scores ?? [0, 0],
    deal: spec.deal ?? 1,
    dealer,
    turnUp,
    turnUpOnTable: true,
    trump: turnUp.slice(-1) as WhistPosition['trump'],
    phase: 'play',
    toMove: (dealer + 1) % 4,
    hands,
    trick: [],
    tricks: [],
    won: [0, 0],
    honours: [[], [], [], []],
    calls: [],
  };
}

export const start = (spec: DealSpec): WhistState => fromPosition(startPosition(spec), 'test');

/** Applies a move that must be legal; returns the new state and its events. */
export function must(s: WhistState, move: Parameters<typeof applyMove>[1]): { state: WhistState; events: WhistEvent[] } {
  const r = applyMove(s, move);
  assert.ok(r.ok, `refused: ${JSON.stringify(move)} → ${r.ok ? '' : JSON.stringify(r.violation)}`);
  return { state: r.state, events: r.events as WhistEvent[] };
}

/** Plays cards in order, each by the seat to move; returns the state and all events. */
export function playCards(s: WhistState, cards: string[]): { state: WhistState; events: WhistEvent[] } {
  const events: WhistEvent[] = [];
  for (const card of cards) {
    const r = must(s, { type: 'play', seat: s.toMove!, card });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The refusal code of a move (asserting that it is refused and nothing changed). */
export function refused(s: WhistState, move: unknown): { rule: string; code: string } {
  const before = JSON.stringify(s);
  const r = applyMove(s, move as Parameters<typeof applyMove>[1]);
  assert.equal(r.ok, false, `accepted: ${JSON.stringify(move)}`);
  assert.equal(JSON.stringify(s), before, 'a refused move changes nothing');
  return r.ok ? { rule: '', code: '' } : { rule: r.violation.rule, code: r.violation.code };
}

/** Scripted draw: rounds[r][i] is the card of the i-th player drawing in round r + 1 (player order). */
export function scriptedDraw(rounds: Record<number, string>[]) {
  return runDraw((player, round) => {
    const c = rounds[round - 1]?.[player];
    assert.ok(c, `no scripted card for player ${player} in round ${round}`);
    return c;
  });
}

export const types = (events: readonly WhistEvent[]) => events.map((e) => e.type);
export const ofType = <T extends WhistEvent['type']>(events: readonly WhistEvent[], type: T) => events.filter((e) => e.type === type) as Extract<WhistEvent, { type: T }>[];
