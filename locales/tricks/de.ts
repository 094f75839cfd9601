/** Die Sätze, die jedes Stichspiel sagt, auf Deutsch (src/games/tricks/words.ts). */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { TrickPlayPhrase, TrickUi, TrickWords } from '../../src/games/tricks/words.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const points = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkte' });
const plays = (ps: readonly TrickPlayPhrase[]) => list(L, ps.map((p) => `${p.who.self ? 'du' : p.who.name} ${p.card}`));

export const tricksDe: TrickWords = {
  led: (w, card) => `${subj(w)} ${v(w, 'spielst', 'spielt')} ${card} aus.`,
  played: (w, card) => `${subj(w)} ${v(w, 'spielst', 'spielt')} ${card}.`,
  trumped: (w, card) => `${subj(w)} ${v(w, 'stichst', 'sticht')} mit ${card}.`,
  discarded: (w, card) => `${subj(w)} ${v(w, 'wirfst', 'wirft')} ${card} ab.`,
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
  noTrickNow: 'Es wird kein Stich gespielt: Das Spiel ist vorbei.',
  toMove: (w) => `${subj(w)} ${v(w, 'bist', 'ist')} am Zug.`,
  nobodyToMove: 'Niemand ist am Zug.',
  mustFollow: (suit) => `Du musst ${suit} bedienen.`,
  suitLine: (suit, trump, cards) => `${suit}${trump ? ', Trumpf' : ''}: ${cards}`,
  playableCount: (n) => `${plural(L, n, { one: 'Karte', other: 'Karten' })} spielbar`,
};

export const trickUiDe: TrickUi = {
  trickCommands: {
    playCard: { name: 'Karte spielen', help: 'Die Karte im Fokus spielen.' },
    readHand: { name: 'Hand', help: `Deine Hand nach Farben vorlesen, Trumpf zuerst (in der Hand auch ${K('Shift+H')}).` },
    readTrick: { name: 'Stich', help: 'Den laufenden Stich vorlesen: wer ausspielte, die Karten der Reihe nach, wer vorn liegt.' },
    readLastTrick: { name: 'Letzter Stich', help: 'Den letzten fertigen Stich vorlesen und wer ihn gewann.' },
    whoseTurn: { name: 'Wer ist dran', help: 'Sagen, wer am Zug ist.' },
    nextPlayable: { name: 'Nächste spielbare Karte', help: 'Zur nächsten Karte, die du spielen darfst.' },
  },
  yourHand: (n) => `Deine Hand, ${plural(L, n, { one: 'Karte', other: 'Karten' })}`,
  handEmpty: 'Deine Hand ist leer.',
  suitGroup: (suit, trump, n) => `${suit}${trump ? ', Trumpf' : ''}, ${plural(L, n, { one: 'Karte', other: 'Karten' })}`,
  playable: 'spielbar',
  playedTag: 'gespielt',
  laidTag: 'abgelegt',
  trickHeading: 'Stich',
  statusHeading: 'Spieler und Stand',
  colPlayer: 'Spieler',
  colCards: 'Karten',
  dealer: 'gibt',
  toMove: 'am Zug',
  you: 'du',
  trumpLabel: 'Trumpf',
  scoreLabel: 'Stand',
  nextDeal: 'Nächstes Spiel',
  newGame: 'Neue Partie',
  continue: 'Weiter',
  readHand: 'Hand',
  readTrick: 'Stich',
  readLastTrick: 'Letzter Stich',
  readScore: 'Stand',
  hint: 'Tipp',
  repeat: 'Wiederholen',
  waitingForKey: 'Drücke W oder die Schaltfläche Weiter für den nächsten Spieler.',
  nothingToContinue: 'Nichts fortzusetzen: kein Computerspieler wartet.',
  noNextDeal: 'Jetzt gibt es kein nächstes Spiel.',
  wayOn: (button, key, touch) => (touch || !key ? `Weiter: ${button}.` : `Weiter mit ${key}: ${button}.`),
  nothingYet: 'Noch ist nichts geschehen.',
  hintThinking: 'Einen Moment …',
  hintUnavailable: 'Gerade gibt es keinen Tipp.',
  noSuchChoice: (n) => `Es gibt keine Möglichkeit ${n}.`,
  choicesClosed: 'Möglichkeiten geschlossen.',
  discardMarks: {
    suggested: (cards) =>
      cards
        ? `Vorschlag: ${cards} ablegen; ${K('Enter')} nimmt ihn an, oder ändere ihn mit ${K('Enter')} auf einer Karte.`
        : `Vorschlag: nichts ablegen; ${K('Enter')} nimmt ihn an, oder markiere Karten mit ${K('Enter')}.`,
    marked: (card, n) => `${capitalize(card)} zum Ablegen markiert, ${n} markiert.`,
    unmarked: (card, n) => `${capitalize(card)} nicht mehr markiert, ${n} markiert.`,
    set: (cards) => (cards ? `Zum Ablegen markiert: ${cards}. ${K('Enter')} auf der ersten Möglichkeit oder K legt sie ab.` : 'Keine Karte markiert.'),
    limit: (max) => `Höchstens ${plural(L, max, { one: 'Karte', other: 'Karten' })} dürfen abgelegt werden: nimm erst eine Markierung zurück.`,
    tag: 'markiert',
    accept: (cards, n) => (cards ? `${capitalize(cards)} ablegen und ${plural(L, n, { one: 'Karte', other: 'Karten' })} kaufen` : 'Nichts kaufen'),
  },
  choicesOpened: (n, touch) => `${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}. ${touch ? 'Tippe eine an.' : `Pfeiltasten und ${K('Enter')}, oder ihre Nummer.`}`,
  // "kein Herz", "kein Tarock" (das Tarock, wie T11 es sagt): der Akkusativ der Farbe, wo sie einen hat.
  noSuitInHand: (suit) => `Du hast kein ${suit.name({ case: 'accusative' })}.`,
  noPlayable: 'Gerade ist keine Karte spielbar.',
  nothingToDeclare: 'Du hast jetzt nichts anzusagen.',
  commandNoSuchMove: 'Dieser Zug ist jetzt nicht möglich.',
};
