/**
 * Bad input (T38, the contract's table of illegal moves): every row refused with its rule and code,
 * nothing changed; fromPosition rejects the positions the contract lists; bad options throw.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  fromPosition,
  legalMoves,
  newSession,
  nextDeal,
  tarokGame,
  toPosition,
  type TarokMove,
  type TarokPosition,
  type TarokState,
} from '../../src/games/tarok/index.js';
import { dealWith, ladons, playOut } from './support/tarok.js';

function refused(s: TarokState, m: unknown, rule: string, code: string): void {
  const before = JSON.stringify(toPosition(s));
  const r = applyMove(s, m as TarokMove);
  assert.ok(!r.ok, `accepted: ${JSON.stringify(m)}`);
  assert.equal(r.violation.rule, rule, `${JSON.stringify(m)}: ${JSON.stringify(r.violation)}`);
  assert.equal(r.violation.code, code, JSON.stringify(m));
  assert.ok(r.violation.message.length > 0);
  assert.equal(JSON.stringify(toPosition(s)), before, 'nothing changed');
}

const lay = (s: TarokState) => {
  let st = s;
  for (let i = 0; i < 3; i++) {
    const r = applyMove(st, legalMoves(st)[0]!);
    assert.ok(r.ok);
    st = r.state;
  }
  return st;
};

describe('Tarok refusals (T38, one per row of the contract\'s table)', () => {
  it('T38 WRONG_PHASE: any move once the deal is over; a move the phase has not', () => {
    const over = playOut(newSession({ form: 'trois' }, 1), 1).state;
    refused(over, { type: 'play', card: 'C-K' }, 'T38', 'WRONG_PHASE');
    refused(over, null, 'T38', 'WRONG_PHASE');
    const s = newSession({ form: 'trois' }, 2);
    refused(s, { type: 'play', card: s.hands[s.dealer]![0] }, 'T38', 'WRONG_PHASE');
    refused(s, { type: 'bid', game: 'solo' }, 'T38', 'WRONG_PHASE');
  });
  it('T20 NOT_YOUR_TURN: a seat given that is not to move', () => {
    const s = newSession({ form: 'trois' }, 3);
    const other = (s.dealer + 1) % 3;
    refused(s, { type: 'discard', card: s.hands[other]![0], seat: other }, 'T20', 'NOT_YOUR_TURN');
    assert.ok(applyMove(s, { ...legalMoves(s)[0]!, seat: s.dealer }).ok, 'the right seat given is fine');
  });
  it('T21 CARD_NOT_IN_HAND: discard or play of a card not held', () => {
    const s = newSession({ form: 'trois' }, 4);
    const other = s.hands[(s.dealer + 1) % 3]!.find((c) => !c.startsWith('T-'))!;
    refused(s, { type: 'discard', card: other }, 'T21', 'CARD_NOT_IN_HAND');
    const p = lay(s);
    refused(p, { type: 'play', card: p.hands[(p.toMove! + 1) % 3]![0] }, 'T21', 'CARD_NOT_IN_HAND');
  });
  it('T11 SKAT_FORBIDDEN: a tarok or a King into the Skat', () => {
    const s = dealWith({ hands: { 2: ['T-5', 'S-K'] } });
    refused(s, { type: 'discard', card: 'T-5' }, 'T11', 'SKAT_FORBIDDEN');
    refused(s, { type: 'discard', card: 'S-K' }, 'T11', 'SKAT_FORBIDDEN');
  });
  it('T21 MUST_FOLLOW_SUIT and MUST_PLAY_TAROK', () => {
    const plain = ladons(50, []).filter((c) => !c.startsWith('H-'));
    const s = dealWith({ hands: { 0: ['H-5'], 1: ['H-2', 'T-4', ...plain.slice(0, 23)], 2: plain.slice(23, 51) } });
    let st = lay(s);
    st = (applyMove(st, { type: 'play', card: 'H-5' }) as { state: TarokState }).state;
    refused(st, { type: 'play', card: 'T-4' }, 'T21', 'MUST_FOLLOW_SUIT');
    refused(st, { type: 'play', card: plain[0] }, 'T21', 'MUST_FOLLOW_SUIT');
    const s2 = dealWith({ hands: { 0: ['H-5'], 1: ['T-4', ...plain.slice(0, 24)], 2: [...plain.slice(24, 50), 'H-2', 'H-3'] } });
    let st2 = s2;
    for (const card of ['H-2', 'H-3', plain[24]!]) st2 = (applyMove(st2, { type: 'discard', card }) as { state: TarokState }).state;
    st2 = (applyMove(st2, { type: 'play', card: 'H-5' }) as { state: TarokState }).state;
    refused(st2, { type: 'play', card: plain[0] }, 'T21', 'MUST_PLAY_TAROK');
  });
  it('T38 UNKNOWN_MOVE: garbage (no type, unknown type, unknown card, not an object)', () => {
    const s = newSession({ form: 'trois' }, 5);
    for (const m of [{}, { type: 'dance' }, { type: 'discard' }, { type: 'discard', card: 'X-1' }, 'discard', [], 7]) refused(s, m, 'T38', 'UNKNOWN_MOVE');
  });
});

describe('Tarok fromPosition rejects bad positions (the contract\'s list)', () => {
  const base = () => toPosition(lay(newSession({ form: 'trois' }, 9)));
  const rejects = (edit: (p: TarokPosition) => void, why: string) => {
    const p = base();
    edit(p);
    assert.throws(() => fromPosition(p), /Bad Tarok position/, why);
  };
  it('T1, T20, T34: unknown card, a card twice, not the 78, balances not 0, wrong trick sizes, hand sizes, Skat > 3, toMove', () => {
    rejects((p) => (p.hands[0]![0] = 'Z-9'), 'unknown card');
    rejects((p) => (p.hands[0]![0] = p.hands[1]![0]!), 'a card twice');
    rejects((p) => p.hands[0]!.pop(), 'not 78');
    rejects((p) => (p.balances = [1, 0, 0]), 'balances');
    rejects((p) => p.tricks.push([{ seat: 0, card: p.hands[0]!.pop()! }]), 'a short trick');
    rejects((p) => {
      p.skat.push(p.hands[0]!.pop()!);
    }, 'four in the Skat');
    rejects((p) => (p.toMove = (p.toMove! + 1) % 3), 'toMove');
    rejects((p) => (p.phase = 'auction'), 'an auction in en trois');
    assert.doesNotThrow(() => fromPosition(base()));
    const p = base();
    delete p.rng;
    assert.doesNotThrow(() => fromPosition(p), 'a position without rng');
  });
  it('bad options throw (unknown variant, V-T-3…6, method outside lomber, unknown form); nextDeal only after a deal, with the 78 once', () => {
    for (const o of [{ form: 'trois', variants: ['V-T-9'] }, { form: 'trois', variants: ['V-T-4'] }, { form: 'trois', method: 'old' }, { form: 'quatre' }, { form: 'lomber', method: 'newer' }]) {
      assert.throws(() => newSession(o as never, 1), /Bad Tarok options/, JSON.stringify(o));
    }
    const s = newSession({ form: 'trois' }, 1);
    assert.throws(() => nextDeal(s));
    const over = playOut(s, 1).state;
    assert.throws(() => nextDeal(over, ['C-K']));
    assert.ok(tarokGame.optionsFor({ form: 'deux' }, 3).hasOwnProperty('problem'));
  });
});

describe('Taroklomber positions (TL11, TL12: the auction replayed)', () => {
  it('TL11, TL12: fromPosition rejects an auction log that is not legal, or a declarer and game that disagree with it', async () => {
    const { dealWith: deal } = await import('./support/tarok.js');
    let s = deal({ options: { form: 'lomber' }, dealer: 2, hands: {} });
    for (let i = 0; i < 3; i++) s = (applyMove(s, legalMoves(s)[0]!) as { state: TarokState }).state;
    s = (applyMove(s, { type: 'bid', game: 'aDue' }) as { state: TarokState }).state;
    const good = toPosition(s);
    assert.doesNotThrow(() => fromPosition(good));
    const tooLow = structuredClone(good);
    tooLow.auction.push({ seat: 1, move: 'bid', game: 'aDue' });
    assert.throws(() => fromPosition(tooLow), /Bad Tarok position/);
    const wrongSeat = structuredClone(good);
    wrongSeat.auction.push({ seat: 2, move: 'pass' });
    assert.throws(() => fromPosition(wrongSeat), /Bad Tarok position/);
    const badHold = structuredClone(good);
    badHold.auction.push({ seat: 1, move: 'hold', game: 'aDue' });
    assert.throws(() => fromPosition(badHold), /Bad Tarok position/);
    const disagree = structuredClone(good);
    disagree.game = 'solo';
    assert.throws(() => fromPosition(disagree), /Bad Tarok position/);
  });
});
