/**
 * Credits in Q35's order: every credit adds to the deal and the game score, reports a `score` event,
 * and is checked against the target at once (PD-Q-8, PD-Q-15, PD-Q-16); repique (Q26) after a
 * declaration credit, pique (Q27) after a play credit to the elder; the end of a game (Q37, Q38).
 */
import { partieUnits } from './rules.js';
import type { Draft, Events } from './draft.js';
import type { ScoreReason, Seat } from './types.js';

/** Ends the game: the winner, the units paid (Q38, Q37), `gameOver` and `payment` events. */
export function endGame(d: Draft, winner: Seat | null, amount: number, abandoned: boolean, ev: Events, difference?: number): void {
  d.phase = 'gameOver';
  d.toMove = null;
  d.winner = winner;
  d.gamesPlayed += 1;
  if (winner !== null && amount > 0) {
    d.units[winner] = d.units[winner]! + amount;
    d.units[1 - winner] = d.units[1 - winner]! - amount;
  }
  if (ev) {
    ev.push(
      difference === undefined
        ? { type: 'gameOver', winner, scores: d.scores.slice(), worth: amount, abandoned }
        : { type: 'gameOver', winner, scores: d.scores.slice(), worth: amount, abandoned, difference },
    );
    if (winner !== null && amount > 0) ev.push({ type: 'payment', from: 1 - winner, to: winner, amount, reason: difference === undefined ? 'game' : 'partie' });
  }
}

/** Q37: settles a four-deal partie after its 4th deal. */
export function endPartie(d: Draft, ev: Events): void {
  const diff = d.scores[0]! - d.scores[1]!;
  endGame(d, diff > 0 ? 0 : diff < 0 ? 1 : null, partieUnits(diff), false, ev, Math.abs(diff));
}

/**
 * One credit of `points` (> 0) to `seat`. Returns true when it brought the seat to the target and so
 * ended the game (the rest of the deal is abandoned unless `abandoned` is false: the last credit of a deal).
 */
export function credit(d: Draft, seat: Seat, reason: ScoreReason, points: number, ev: Events, abandoned = true): boolean {
  d.dealScores[seat] = d.dealScores[seat]! + points;
  d.scores[seat] = d.scores[seat]! + points;
  if (ev) ev.push({ type: 'score', seat, reason, points, dealScores: d.dealScores.slice(), scores: d.scores.slice() });
  const target = d.rules.target;
  if (target !== null && d.scores[seat]! >= target) {
    endGame(d, seat, 1, abandoned, ev);
    return true;
  }
  return false;
}

/** A credit of carte blanche or a declaration, then the repique if earned (Q26). True when the game ended. */
export function declarationCredit(d: Draft, seat: Seat, reason: ScoreReason, points: number, ev: Events): boolean {
  if (points <= 0) return false;
  if (credit(d, seat, reason, points, ev)) return true;
  if (d.repique === null && d.dealScores[seat]! >= 30 && d.dealScores[1 - seat] === 0) {
    d.repique = seat;
    return credit(d, seat, 'repique', 60, ev);
  }
  return false;
}

/** A credit for a lead, a beat or the last trick, then the elder's pique if earned (Q27). True when the game ended. */
export function playCredit(d: Draft, seat: Seat, reason: ScoreReason, points: number, ev: Events): boolean {
  if (points <= 0) return false;
  if (credit(d, seat, reason, points, ev)) return true;
  const elder = 1 - d.dealer;
  if (seat === elder && d.repique === null && d.pique === null && d.dealScores[elder]! >= 30 && d.dealScores[1 - elder] === 0) {
    d.pique = elder;
    return credit(d, elder, 'pique', 30, ev);
  }
  return false;
}
