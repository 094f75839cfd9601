/** The structured reason shared by every level (types.ts): what the rules of thumb saw, and the search's numbers. */
import { judge } from './evaluate.js';
import type { Choice } from './policy.js';
import type { Seen } from './seen.js';
import { strengthOf, suitOf } from '../cards.js';
import type { BostonExplanation, CandidateStats, CardEffect } from './types.js';
import type { BostonMove } from '../types.js';

export const unsearched = (move: BostonMove): CandidateStats => ({ move, visits: 0, expectedValue: null, standardError: null });

/** What a card does to the trick as it stands (BO39, BO40: follow suit, trumps win; no trump in a misère). */
export function effectOf(seen: Seen, move: BostonMove): CardEffect | null {
  if (move.type !== 'play' || seen.phase !== 'play') return null;
  if (seen.trick.length === 0) return 'lead';
  const led = suitOf(seen.trick[0]!.card);
  const c = move.card;
  if (suitOf(c) !== led) {
    if (suitOf(c) !== seen.trump) return 'discard';
    return seen.trick.some((p) => suitOf(p.card) === seen.trump && strengthOf(p.card) > strengthOf(c)) ? 'under' : 'ruff';
  }
  const trumped = seen.trump !== led && seen.trick.some((p) => suitOf(p.card) === seen.trump);
  const top = Math.max(...seen.trick.filter((p) => suitOf(p.card) === led).map((p) => strengthOf(p.card)));
  return !trumped && strengthOf(c) > top ? 'win' : 'under';
}

/** The explanation of a heuristic choice (or the search's, with its numbers). */
export function explain(seen: Seen, choice: Choice, extra: Partial<BostonExplanation> = {}): BostonExplanation {
  const judging = seen.phase === 'auction' || seen.phase === 'trump' || seen.phase === 'whist' || seen.phase === 'discard';
  const j = judging ? judge(seen.hand, seen.superior) : null;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    seat: seen.seat,
    move: choice.move,
    reason: choice.reason,
    rule: choice.rule,
    source: 'heuristic',
    tricks: j ? { simple: round(j.tricks.simple), colour: round(j.tricks.colour), superior: round(j.tricks.superior) } : null,
    danger: j ? round(seen.phase === 'discard' ? j.dangerPetite : j.danger) : null,
    agreesWithNormal: null,
    best: unsearched(choice.move),
    alternatives: [],
    samples: 0,
    effect: effectOf(seen, choice.move),
    gainShare: null,
    normal: null,
    ...extra,
  };
}
