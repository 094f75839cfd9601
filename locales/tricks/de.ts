/** Die Sätze, die jedes Stichspiel sagt, auf Deutsch (src/games/tricks/words.ts). */
import { list, plural, type Who } from '../../src/i18n/messages.js';
import type { TrickPlayPhrase, TrickWords } from '../../src/games/tricks/words.js';

const L = 'de' as const;
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const points = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkte' });
const plays = (ps: readonly TrickPlayPhrase[]) => list(L, ps.map((p) => `${p.who.self ? 'du' : p.who.name} ${p.card}`));

export const tricksDe: TrickWords = {
  led: (w, card) => `${subj(w)} ${v(w, 'spielst', 'spielt')} ${card} aus.`,
  played: (w, card) => `${subj(w)} ${v(w, 'spielst', 'spielt')} ${card}.`,
  trickWon: (w, card, pts, score) =>
    `${subj(w)} ${v(w, 'gewinnst', 'gewinnt')} den Stich mit ${card}${pts === null ? '' : `: ${points(pts)}`}${score ? `, ${score}` : ''}.`,
  trickNow: (n, of, ps, toMove) => {
    if (ps.length === 0) return `Stich ${n} von ${of}, noch keine Karte.${toMove ? ` ${subj(toMove)} ${v(toMove, 'spielst', 'spielt')} aus.` : ''}`;
    const best = ps.find((p) => p.winning);
    return (
      `Stich ${n} von ${of}: ${plays(ps)}.` +
      (best ? ` ${best.who.self ? 'Deine Karte' : `${best.who.name}s Karte`}, ${best.card}, liegt vorn.` : '') +
      (toMove ? ` ${subj(toMove)} ${v(toMove, 'bist', 'ist')} am Zug.` : '')
    );
  },
  lastTrick: (n, ps, winner, pts) =>
    `Letzter Stich, Stich ${n}: ${plays(ps)}. ${subj(winner)} ${v(winner, 'hast', 'hat')} ihn gewonnen${pts === null ? '' : `, ${points(pts)}`}.`,
  noTrickYet: 'Noch kein Stich ist fertig.',
  toMove: (w) => `${subj(w)} ${v(w, 'bist', 'ist')} am Zug.`,
  nobodyToMove: 'Niemand ist am Zug.',
  mustFollow: (suit) => `Du musst ${suit} bedienen.`,
  suitLine: (suit, trump, cards) => `${suit}${trump ? ', Trumpf' : ''}: ${cards}`,
  playableCount: (n) => `${plural(L, n, { one: 'Karte', other: 'Karten' })} spielbar`,
};
