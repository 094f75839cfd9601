/** The sentences every trick game says, in English (src/games/tricks/words.ts). */
import { list, plural, type Who } from '../../src/i18n/messages.js';
import type { TrickPlayPhrase, TrickWords } from '../../src/games/tricks/words.js';

const L = 'en' as const;
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const v = (w: Who, base: string, third: string) => (w.self ? base : third);
const points = (n: number) => plural(L, n, { one: 'point', other: 'points' });
const plays = (ps: readonly TrickPlayPhrase[]) => list(L, ps.map((p) => `${p.who.self ? 'you' : p.who.name} ${p.card}`));

export const tricksEn: TrickWords = {
  led: (w, card) => `${subj(w)} ${v(w, 'lead', 'leads')} ${card}.`,
  played: (w, card) => `${subj(w)} ${v(w, 'play', 'plays')} ${card}.`,
  trickWon: (w, card, pts, score) =>
    `${subj(w)} ${v(w, 'win', 'wins')} the trick with ${card}${pts === null ? '' : `: ${points(pts)}`}${score ? `, ${score}` : ''}.`,
  trickNow: (n, of, ps, toMove) => {
    if (ps.length === 0) return `Trick ${n} of ${of}, no card yet.${toMove ? ` ${subj(toMove)} ${v(toMove, 'lead', 'leads')}.` : ''}`;
    const best = ps.find((p) => p.winning);
    return (
      `Trick ${n} of ${of}: ${plays(ps)}.` +
      (best ? ` ${best.who.self ? 'Your' : `${best.who.name}'s`} ${best.card} is winning.` : '') +
      (toMove ? ` ${subj(toMove)} ${v(toMove, 'are', 'is')} to play.` : '')
    );
  },
  lastTrick: (n, ps, winner, pts) =>
    `Last trick, trick ${n}: ${plays(ps)}. ${subj(winner)} won it${pts === null ? '' : `, ${points(pts)}`}.`,
  noTrickYet: 'No trick has been completed yet.',
  toMove: (w) => `${subj(w)} ${v(w, 'are', 'is')} to move.`,
  nobodyToMove: 'Nobody is to move.',
  mustFollow: (suit) => `You must follow suit: ${suit}.`,
  suitLine: (suit, trump, cards) => `${suit}${trump ? ', trumps' : ''}: ${cards}`,
  playableCount: (n) => `${plural(L, n, { one: 'card', other: 'cards' })} playable`,
};
