/**
 * One or more tests per rule of shared/rules/piquet.md not already carried by a worked example
 * (piquet-examples.test.ts): Q1–Q40, the variants V-Q-1…7 and the project decisions PD-Q-1…22.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  cutForDeal,
  fromPosition,
  legalMoves,
  newSession,
  newSessionWithEvents,
  nextDeal,
  nextDealWithEvents,
  PACK,
  piquetGame,
  pips,
  pointOf,
  resolveRules,
  sequencesOf,
  setsOf,
  toPosition,
  trickWinner,
  view,
  type PiquetState,
} from '../../src/games/piquet/index.js';
import { Rng } from '../../src/engine/rng.js';
import { endgame, cards, dealFrom, dealOverState, declare, E, exchange, ofType, playCards, playPosition, run, scores, Y } from './support/piquet.js';

const fresh = (options = {}) => nextDealWithEvents(dealOverState({ options }), PACK).state;

describe('Players, cards, ranks (Q1–Q4)', () => {
  it('Q1: exactly two players', () => {
    assert.deepEqual(piquetGame.players, { min: 2, max: 2 });
    const s = newSession({}, 'q1');
    assert.equal(s.hands.length, 2);
  });
  it('Q2: 32 cards, A K Q J 10 9 8 7 of each suit; a deal holds them all once', () => {
    assert.equal(PACK.length, 32);
    const s = newSession({}, 'q2');
    const all = [...s.hands.flat(), ...s.talon];
    assert.equal(new Set(all).size, 32);
    assert.deepEqual(all.slice().sort(), PACK.slice().sort());
  });
  it('Q3: A > K > … > 7 in every suit; no trumps: only a higher card of the suit led wins', () => {
    assert.equal(trickWinner([{ seat: 0, card: '7H' }, { seat: 1, card: '8H' }]), 1);
    assert.equal(trickWinner([{ seat: 0, card: 'KH' }, { seat: 1, card: 'AH' }]), 1);
    assert.equal(trickWinner([{ seat: 0, card: '7H' }, { seat: 1, card: 'AS' }]), 0);
    assert.equal(trickWinner([{ seat: 1, card: '10D' }, { seat: 0, card: 'JD' }]), 0);
  });
  it('Q4: pips: A 11; K, Q, J, 10 each 10; 9, 8, 7 at face value', () => {
    assert.deepEqual(cards('AS KS QS JS 10S 9S 8S 7S').map(pips), [11, 10, 10, 10, 10, 9, 8, 7]);
    assert.equal(pointOf(cards('AS KS QS JS 10S 9S 8S 7S AH KH QH JH'))!.pips, 75);
  });
});

describe('The game and the deal (Q5–Q10)', () => {
  it('Q5 / PD-Q-5: the default game is the race to 101; V-Q-4: 100; V-Q-5: the four-deal partie (no target)', () => {
    assert.equal(resolveRules({}).target, 101);
    assert.equal(resolveRules({ variants: ['V-Q-4'] }).target, 100);
    assert.equal(resolveRules({ variants: ['V-Q-5'] }).target, null);
    assert.equal(resolveRules({ variants: ['V-Q-5'] }).partie, true);
  });
  it('V-Q-4: the game ends at 100 (a point of 5 from 95); in the race to 101 it ends only at the next credit', () => {
    const e = cards('KC QC JC 10C 8C KH QH JH KS QS JS KD');
    const y = cards('AS 10S 9S 8S AH 10H 9H 8H AD 10D 9D 9C');
    const hundred = declare(e, y, { options: { variants: ['V-Q-4'] }, scores: [95, 0], dealScores: [0, 0] });
    assert.equal(hundred.state.phase, 'gameOver');
    assert.deepEqual(hundred.state.scores, [100, 0]);
    assert.equal(hundred.state.declared.length, 1);
    const race = declare(e, y, { scores: [95, 0], dealScores: [0, 0] });
    assert.equal(race.state.phase, 'gameOver');
    assert.deepEqual(race.state.scores, [110, 0]);
    assert.equal(race.state.declared.length, 2);
  });
  it('Q6: the cut: the lower card (play order, 7 lowest) deals; equal ranks cut again; the deciding cards are kept', () => {
    let recuts = 0;
    for (let seed = 0; seed < 300; seed++) {
      const { rounds, dealer } = cutForDeal(new Rng([seed, 1, 2, 3]));
      const [a, b] = rounds[rounds.length - 1]!;
      assert.notEqual(a.slice(0, -1), b.slice(0, -1));
      for (const r of rounds.slice(0, -1)) assert.equal(r[0].slice(0, -1), r[1].slice(0, -1));
      recuts += rounds.length - 1;
      const lower = PACK.indexOf(a) >= 0 && ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(a.slice(0, -1)) < ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(b.slice(0, -1)) ? 0 : 1;
      assert.equal(dealer, lower);
    }
    assert.ok(recuts > 0, 'some cuts were tied and cut again');
    const { state, events } = newSessionWithEvents({}, 'cut');
    const cutEvents = ofType(events, 'cut');
    assert.deepEqual(state.cut, cutEvents[cutEvents.length - 1]!.cards);
    assert.equal(cutEvents[cutEvents.length - 1]!.dealer, state.dealer);
  });
  it('Q7: the elder (non-dealer) exchanges first and, after the declarations, leads to the first trick', () => {
    const s = fresh();
    assert.equal(s.dealer, Y);
    assert.equal(s.toMove, E);
    const a = exchange(s, s.hands[E]!.slice(0, 5)).state;
    assert.equal(a.toMove, Y);
    const b = exchange(a, []).state;
    assert.equal(b.phase, 'play');
    assert.equal(b.toMove, E);
  });
  it('Q8 / Q36 / PD-Q-12: the deal alternates, also from one game to the next', () => {
    const s = newSession({}, 'alternate');
    const over = dealOverState({ dealer: s.dealer });
    assert.equal(nextDeal(over).dealer, 1 - s.dealer);
    const gameOver = fromPosition({ ...toPosition(over), phase: 'gameOver', winner: 0, units: [1, -1], gamesPlayed: 1 });
    const next = nextDeal(gameOver);
    assert.equal(next.dealer, 1 - gameOver.dealer);
  });
  it('Q9 / Q10 / PD-Q-10: two cards at a time, elder first, six times; the last 8 are the talon, elder\'s 5 on top', () => {
    const pack = new Rng([9, 9, 9, 9]).shuffle(PACK);
    const s = nextDeal(dealOverState({ dealer: 0 }), pack);
    assert.equal(s.dealer, 1);
    const elder: string[] = [];
    const dealer: string[] = [];
    for (let i = 0; i < 6; i++) {
      elder.push(pack[4 * i]!, pack[4 * i + 1]!);
      dealer.push(pack[4 * i + 2]!, pack[4 * i + 3]!);
    }
    if (s.carteBlanche === null) {
      assert.deepEqual(s.hands[0], elder);
      assert.deepEqual(s.hands[1], dealer);
    }
    assert.deepEqual(s.talon, pack.slice(24));
  });
});

describe('The exchange (Q15, Q16, PD-Q-21, V-Q-1, PD-Q-17)', () => {
  it('Q15 / PD-Q-21: one exchange each: single discards, then take; nobody exchanges twice; discards are private', () => {
    const s = fresh();
    const talon = s.talon.slice();
    const a = run(s, [{ type: 'discard', card: s.hands[E]![0]! }]);
    const d = ofType(a.events, 'discard')[0]!;
    assert.equal(d.visibleTo, E);
    assert.equal((piquetGame.visibleEvent(d, Y) as typeof d).card, null);
    assert.equal(view(a.state, Y).discards.length, 0);
    assert.equal(view(a.state, Y).discardCounts[E], 1);
    const b = exchange(a.state, a.state.hands[E]!.slice(0, 2));
    assert.deepEqual(b.state.taken[E], talon.slice(0, 3));
    const c = exchange(b.state, b.state.hands[Y]!.slice(0, 2)).state;
    for (const m of [{ type: 'take' }, { type: 'discard', card: c.hands[E]![0]! }] as const) {
      const r = applyMove(c, m);
      assert.ok(!r.ok && r.violation.rule === 'Q15');
    }
  });
  it('Q16: the younger may see the talon cards he leaves; the elder may not (unless he left them, Q13)', () => {
    const s = fresh();
    const a = exchange(s, s.hands[E]!.slice(0, 5)).state;
    const b = exchange(a, a.hands[Y]!.slice(0, 1));
    assert.deepEqual(ofType(b.events, 'talonSeen').map((e) => [e.seat, e.cards]), [[Y, b.state.talon]]);
    assert.deepEqual(view(b.state, Y).talonSeen, b.state.talon);
    assert.deepEqual(view(b.state, E).talonSeen, []);
    const named = new Set(b.state.declared.flatMap((d) => d.missing));
    for (const c of b.state.talon) assert.ok(named.has(c) || piquetGame.hiddenCards(b.state, E).includes(c));
  });
  it('V-Q-1: the elder may exchange 1; the younger may take none even when the elder left cards', () => {
    const s = fresh({ variants: ['V-Q-1'] });
    assert.ok(!legalMoves(s).some((m) => m.type === 'take'));
    const a = exchange(s, s.hands[E]!.slice(0, 1)).state;
    assert.ok(legalMoves(a).some((m) => m.type === 'take'));
    const b = exchange(a, []).state;
    assert.equal(b.phase, 'play');
    assert.equal(b.talon.length, 7);
  });
  it('V-Q-1 / PD-Q-17: Q13 prevails over Q16: the elder still knows the talon cards he left and the younger left', () => {
    const s = fresh({ variants: ['V-Q-1'] });
    const a = exchange(s, s.hands[E]!.slice(0, 2)).state;
    const left = a.talon.slice(0, 3);
    const b = exchange(a, a.hands[Y]!.slice(0, 1)).state;
    assert.deepEqual(view(b, E).elderLeft, left);
    assert.deepEqual(view(b, E).talonSeen, left.slice(1));
    assert.deepEqual(view(b, Y).talonSeen, b.talon);
  });
});

describe('Declarations (Q17, Q25, PD-Q-2…7, PD-Q-20)', () => {
  const e = cards('AS KS QS 7S QH JH 10H JD 10D 9D 9C 7C');
  const y = cards('KC QC JC 10C AH KH 8H 7H AD 8D 7D JS');
  it('Q17: carte blanche, point, sequences, sets in that order, each resolved before the next; then the play', () => {
    const { state, events } = declare(e, y);
    assert.deepEqual(state.declared.map((d) => d.category), ['point', 'sequences', 'sets']);
    const cats = events.flatMap((ev) => ('category' in ev && ev.type !== 'shown' ? [ev.category] : []));
    assert.deepEqual([...new Set(cats)], ['point', 'sequences', 'sets']);
    assert.equal(state.phase, 'play');
  });
  it('Q25 / PD-Q-6: no card is played before the declarations; all are resolved automatically at the younger\'s take (no sinking)', () => {
    const s = fresh();
    const r = applyMove(s, { type: 'play', card: s.hands[E]![0]! });
    assert.ok(!r.ok && r.violation.rule === 'Q25');
    const { state } = declare(e, y);
    assert.equal(state.declared.length, 3);
    assert.equal(state.trick.length, 0);
  });
  it('PD-Q-6 / Q24: a holding is always declared, even when it loses (the younger\'s winning quart after "not good")', () => {
    const { events } = declare(e, y);
    assert.ok(ofType(events, 'declaration').some((d) => d.seat === Y && d.category === 'sequences' && d.length === 4 && d.top === 'K'));
  });
  it('PD-Q-7 / Q23: the missing card of every scoring trio is disclosed automatically; sets are never shown', () => {
    const { state, events } = declare(cards('AS AH AD KS KH KD 7C 8C 9C 7D 8D 9D'), cards('QS QH JS JH 10S 10H 9S 8S 7S 9H 8H 7H'));
    assert.deepEqual(state.declared[2]!.missing, ['AC', 'KC']);
    assert.deepEqual(state.declared[2]!.shown, []);
    assert.deepEqual(ofType(events, 'missingCard').map((m) => m.rank + m.suit), ['AC', 'KC']);
    assert.ok(!ofType(events, 'shown').some((s) => s.category === ('sets' as string)));
  });
  it('PD-Q-20: with two suits of equal length and pips, either may be the point; the point is the same', () => {
    const p = pointOf(cards('AS KS 9S AH KH 9H 7C 8D'))!;
    assert.equal(p.length, 3);
    assert.equal(p.pips, 30);
    assert.ok(p.suit === 'S' || p.suit === 'H');
  });
  it('Q19 / Q21: one suit may hold two runs; a run counts once at its full length; nines never make a set', () => {
    assert.deepEqual(sequencesOf(cards('AS KS QS 9S 8S 7S')).map((s) => [s.length, s.top]), [[3, 7], [3, 2]]);
    assert.deepEqual(sequencesOf(cards('AS KS QS JS 10S')).map((s) => s.length), [5]);
    assert.deepEqual(setsOf(cards('9S 9H 9D 9C 10S 10H 10D')).map((s) => [s.rank, s.count]), [[3, 3]]);
  });
});

describe('Play points and the last trick (PD-Q-2, PD-Q-3, PD-Q-14, PD-Q-22, V-Q-7)', () => {
  const e = cards('7C 10C 9H AH KH QH JH 10H 8H 7H AD KD');
  const y = cards('8C 9C 7S AS KS QS JS 10S 9S 8S QD JD');
  it('PD-Q-2: a lead scores only with A to 10; any beat scores', () => {
    assert.deepEqual(scores(playCards(playPosition(e, y), ['9H', '7S']).events), []);
    assert.deepEqual(scores(playCards(playPosition(e, y), ['7C', '8C']).events), [[Y, 'beat', 1]]);
    assert.deepEqual(scores(playCards(playPosition(e, y), ['AH', '7S']).events), [[E, 'lead', 1]]);
  });
  it('PD-Q-3 / PD-Q-14: in the 12th trick the lead point is credited at the lead; completing the trick tops the winner up to 3', () => {
    let st: PiquetState = playPosition(e, y);
    while (st.tricks.length < 11) st = run(st, [legalMoves(st)[0]!]).state;
    const leader = st.toMove!;
    const hand = st.hands[leader]!;
    const lead = playCards(st, [hand[0]!]);
    const follow = playCards(lead.state, [lead.state.hands[1 - leader]![0]!]);
    const leadPts = scores(lead.events).filter(([, r]) => r === 'lead');
    const last = scores(follow.events).filter(([, r]) => r === 'lastTrick');
    assert.equal(last.length, 1);
    const winner = ofType(follow.events, 'trick')[0]!.winner;
    const total = last[0]![2] + (winner === leader && leadPts.length ? leadPts[0]![2] : 0);
    assert.equal(total, 3);
  });
  it('V-Q-7: a beat scores only with A, K, Q, J or 10; the last trick still scores whatever wins it', () => {
    assert.deepEqual(scores(playCards(playPosition(e, y, { options: { variants: ['V-Q-7'] } }), ['7C', '8C']).events), []);
    assert.deepEqual(scores(playCards(playPosition(cards('7C 10C 9H AH KH QH JH 10H 8H 7H AD 8D'), cards('8C AC 7S AS KS QS JS 10S 9S 8S QD JD'), { options: { variants: ['V-Q-7'] } }), ['10C', 'AC']).events), [
      [E, 'lead', 1],
      [Y, 'beat', 1],
    ]);
  });
  it('PD-Q-22: under V-Q-7 the younger can win a trick without scoring, and the elder can then pique by beating his lead', () => {
    const s = playPosition(cards('7H AS 7C 8C 9C 10C JC QC KC AC 7D 8D'), cards('9H 7S AH KH QH JH 10H 8H 9D 10D JD QD'), { options: { variants: ['V-Q-7'] }, dealScores: [29, 0] });
    const r = playCards(s, ['7H', '9H', '7S', 'AS']);
    assert.deepEqual(scores(r.events), [
      [E, 'beat', 1],
      [E, 'pique', 30],
    ]);
    assert.equal(r.state.pique, E);
  });
});

describe('Scores, targets, games (Q34–Q38, PD-Q-13, PD-Q-15, PD-Q-16, PD-Q-18)', () => {
  it('Q34 / PD-Q-16: every score event carries the running deal and game scores, this deal included', () => {
    const { events } = declare(cards('AS KS QS 7S QH JH 10H JD 10D 9D 9C 7C'), cards('KC QC JC 8C AH KH 8H 7H AD 8D 7D JS'), { scores: [40, 12], dealScores: [0, 0] });
    const sc = ofType(events, 'score');
    assert.deepEqual(sc.map((e) => [e.dealScores, e.scores]), [[[9, 0], [49, 12]]]);
  });
  it('PD-Q-15: a repique is a credit of its own; reaching the target with the 30 ends the game before the +60', () => {
    const e = cards('AS KS QS JS 10S AH KH QH AD KD QD JC');
    const y = cards('AC KC QC 9C 9S 8S 7S JH 9H 8H 8D 7D');
    const { state, events } = declare(e, y, { scores: [70, 0], dealScores: [0, 0] });
    assert.deepEqual(scores(events), [
      [E, 'point', 5],
      [E, 'sequences', 21],
      [E, 'sets', 9],
    ]);
    assert.equal(state.winner, E);
    assert.equal(state.repique, null);
    const { events: ev2 } = declare(e, y, { scores: [60, 0], dealScores: [0, 0] });
    assert.deepEqual(scores(ev2).map(([, r]) => r), ['point', 'sequences', 'sets', 'repique']);
  });
  it('Q38 / PD-Q-13: a game is worth 1 unit; units always sum to 0; gamesPlayed counts the finished games', () => {
    let s = newSession({}, 'units');
    const rng = new Rng([1, 2, 3, 4]);
    let games = 0;
    while (games < 3) {
      if (s.phase === 'gameOver') {
        games++;
        assert.equal(s.gamesPlayed, games);
        assert.equal(Math.abs(s.units[0]! - s.units[1]!) % 2, 0);
        assert.equal(s.units[0]! + s.units[1]!, 0);
        s = nextDeal(s);
        continue;
      }
      if (s.phase === 'dealOver') {
        s = nextDeal(s);
        continue;
      }
      const moves = legalMoves(s);
      s = run(s, [moves[rng.int(moves.length)]!]).state;
    }
    assert.ok(Math.abs(s.units[0]!) <= 3);
  });
  it('Q36: a new game starts at 0 : 0 with dealsPlayed 0 and no winner; units and gamesPlayed carry over', () => {
    const over = fromPosition({ ...toPosition(dealOverState({ scores: [120, 50] })), phase: 'gameOver', winner: 0, units: [1, -1], gamesPlayed: 1, dealsPlayed: 4 });
    const r = nextDealWithEvents(over);
    assert.deepEqual([r.state.scores[0]! - r.state.dealScores[0]!, r.state.scores[1]! - r.state.dealScores[1]!], [0, 0]);
    assert.equal(r.state.dealsPlayed, 0);
    assert.equal(r.state.winner, null);
    assert.deepEqual(r.state.units, [1, -1]);
    assert.equal(r.state.gamesPlayed, 1);
    assert.equal(ofType(r.events, 'gameStarted').length, 1);
  });
  it('Q37 / PD-Q-19: a partie with equal totals has no winner and pays nothing; a difference under 5 wins 0 units', () => {
    const winners = [E, E, E, E, E, E, Y, Y, Y, Y, Y].sort((a, b) => b - a);
    const level = endgame(['9S'], ['7S'], winners, { options: { variants: ['V-Q-5'] }, scores: [50, 63], dealsPlayed: 3 });
    const r = playCards(level, ['9S', '7S']);
    assert.deepEqual(r.state.scores, [63, 63]);
    assert.equal(r.state.phase, 'gameOver');
    assert.equal(r.state.winner, null);
    assert.deepEqual(r.state.units, [0, 0]);
    assert.deepEqual(ofType(r.events, 'payment'), []);
    const close = playCards(endgame(['9S'], ['7S'], winners, { options: { variants: ['V-Q-5'] }, scores: [50, 59], dealsPlayed: 3 }), ['9S', '7S']);
    assert.equal(close.state.winner, E);
    assert.deepEqual(close.state.units, [0, 0]);
    const notYet = playCards(endgame(['9S'], ['7S'], winners, { options: { variants: ['V-Q-5'] }, scores: [50, 63], dealsPlayed: 2 }), ['9S', '7S']);
    assert.equal(notYet.state.phase, 'dealOver');
  });
  it('PD-Q-18: V-Q-4 with V-Q-5 is refused; V-Q-2 with V-Q-3 is V-Q-3; V-Q-3 with V-Q-7: every lead scores but a beat only with a counting card', () => {
    assert.throws(() => newSession({ variants: ['V-Q-4', 'V-Q-5'] }, 1), /V-Q-4.*V-Q-5|partie/);
    assert.throws(() => fromPosition({ ...toPosition(dealOverState()), options: { variants: ['V-Q-5', 'V-Q-4'] } }), /Bad Piquet position/);
    const e = cards('7C 10C 9H AH KH QH JH 10H 8H 7H AD KD');
    const y = cards('8C 9C 7S AS KS QS JS 10S 9S 8S QD JD');
    assert.deepEqual(scores(playCards(playPosition(e, y, { options: { variants: ['V-Q-3', 'V-Q-7'] } }), ['7C', '8C']).events), [[E, 'lead', 1]]);
    const a = playDeal(['V-Q-2', 'V-Q-3']);
    const b = playDeal(['V-Q-3']);
    assert.deepEqual(a, b);
  });
});

/** A seeded random deal's final deal scores (for comparing variant sets). */
function playDeal(variants: string[]): number[] {
  let s = nextDeal(dealOverState({ options: { variants } }), new Rng([3, 1, 4, 1]).shuffle(PACK));
  const rng = new Rng([2, 7, 1, 8]);
  while (s.phase !== 'dealOver' && s.phase !== 'gameOver') {
    const moves = legalMoves(s);
    s = run(s, [moves[rng.int(moves.length)]!]).state;
  }
  return s.dealScores.slice();
}

describe('Carte blanche (PD-Q-4, V-Q-6)', () => {
  const yDealt = cards('AS 10S 9S 8S AH 10H 9H 8H AD 10D 9D 9C');
  const eDealt = cards('KH QH JH KS QS JS KD AC 7C QD JD 8D');
  const talon = cards('KC QC JC 10C 8C 7D 7H 7S');
  it('PD-Q-4: carte blanche is scored at the deal and certified: the fact is public, the cards are not shown', () => {
    const r = dealFrom(eDealt, yDealt, talon);
    assert.equal(r.state.carteBlanche, Y);
    assert.deepEqual(r.state.dealScores, [0, 10]);
    assert.deepEqual(ofType(r.events, 'carteBlanche').map((c) => c.seat), [Y]);
    const a = exchange(r.state, cards('AC 7C QD JD 8D'));
    const b = exchange(a.state, []);
    assert.equal(view(b.state, E).carteBlanche, Y);
    assert.equal(view(b.state, E).carteBlancheCards, null);
    assert.deepEqual(view(b.state, Y).carteBlancheCards, yDealt);
    assert.ok(![...a.events, ...b.events].some((e) => e.type === 'shown' && e.category === 'carteBlanche'));
  });
  it('V-Q-6: the holder\'s 12 dealt cards are shown once the opponent has exchanged (a younger holder: at the elder\'s take)', () => {
    const r = dealFrom(eDealt, yDealt, talon, { options: { variants: ['V-Q-6'] } });
    assert.equal(view(r.state, E).carteBlancheCards, null);
    const a = exchange(r.state, cards('AC 7C QD JD 8D'));
    assert.deepEqual(ofType(a.events, 'shown').map((s) => [s.seat, s.category, s.cards]), [[Y, 'carteBlanche', yDealt]]);
    assert.deepEqual(view(a.state, E).carteBlancheCards, yDealt);
  });
  it('V-Q-6: an elder holder\'s cards are shown at the younger\'s take', () => {
    const eBlanche = cards('AS 10S 9S 8S 7S AH 10H 9H 8H 9D 9C 8D');
    const r = dealFrom(eBlanche, cards('KS QS JS KH QH JH KD QD JD 8C 7H 7D'), cards('AD 10D AC KC QC JC 10C 7C'), { options: { variants: ['V-Q-6'] } });
    assert.equal(r.state.carteBlanche, E);
    const a = exchange(r.state, cards('9D 9C 8D'));
    assert.deepEqual(ofType(a.events, 'shown'), []);
    assert.equal(view(a.state, Y).carteBlancheCards, null);
    const b = exchange(a.state, cards('8C 7H 7D'));
    assert.deepEqual(ofType(b.events, 'shown')[0], { type: 'shown', seat: E, category: 'carteBlanche', cards: eBlanche });
    assert.deepEqual(view(b.state, Y).carteBlancheCards, eBlanche);
  });
});

describe('The laws and what players may know (Q39, Q40)', () => {
  it('Q39: the penalised irregularities cannot occur: every take gives exactly the cards discarded, out-of-turn plays and revokes are refused', () => {
    const s = fresh();
    const a = exchange(s, s.hands[E]!.slice(0, 4)).state;
    assert.equal(a.taken[E]!.length, 4);
    assert.equal(a.hands[E]!.length, 12);
    const b = exchange(a, a.hands[Y]!.slice(0, 2)).state;
    assert.equal(b.hands[Y]!.length, 12);
    const r = applyMove(b, { type: 'play', card: b.hands[Y]![0]! });
    assert.ok(!r.ok && r.violation.rule === 'Q28' && r.violation.code === 'cardNotInHand');
  });
  it('Q40: a view holds no card of the other hand, his discards or an unseen talon card, and every public fact', () => {
    const { state } = declare(cards('AS KS QS 7S QH JH 10H JD 10D 9D 9C 7C'), cards('KC QC JC 8C AH KH 8H 7H AD 8D 7D JS'));
    const v = view(state, Y);
    const text = JSON.stringify(v);
    for (const c of piquetGame.hiddenCards(state, Y)) assert.ok(!text.includes(`"${c}"`));
    assert.deepEqual(v.declared, state.declared);
    assert.deepEqual(v.opponentKnown, cards('AS KS QS JH QH 10H JD 10D 9D').sort((a, b) => PACK.indexOf(a) - PACK.indexOf(b)));
    assert.equal(v.handCounts[E], 12);
    assert.ok(!('rng' in v));
  });
});

