/** The sentences every trick game says, in English (src/games/tricks/words.ts). */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { TrickPlayPhrase, TrickUi, TrickWords } from '../../src/games/tricks/words.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const v = (w: Who, base: string, third: string) => (w.self ? base : third);
const points = (n: number) => plural(L, n, { one: 'point', other: 'points' });
const plays = (ps: readonly TrickPlayPhrase[]) => list(L, ps.map((p) => `${p.who.self ? 'you' : p.who.name} ${p.card}`));

export const tricksEn: TrickWords = {
  led: (w, card) => `${subj(w)} ${v(w, 'lead', 'leads')} ${card}.`,
  played: (w, card) => `${subj(w)} ${v(w, 'play', 'plays')} ${card}.`,
  trumped: (w, card) => `${subj(w)} ${v(w, 'trump', 'trumps')} with ${card}.`,
  discarded: (w, card) => `${subj(w)} ${v(w, 'discard', 'discards')} ${card}.`,
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
  noTrickNow: 'No trick is being played: the deal is over.',
  toMove: (w) => `${subj(w)} ${v(w, 'are', 'is')} to move.`,
  nobodyToMove: 'Nobody is to move.',
  mustFollow: (suit) => `You must follow suit: ${suit}.`,
  suitLine: (suit, trump, cards) => `${suit}${trump ? ', trumps' : ''}: ${cards}`,
  playableCount: (n) => `${plural(L, n, { one: 'card', other: 'cards' })} playable`,
};

export const trickUiEn: TrickUi = {
  trickCommands: {
    playCard: { name: 'Play card', help: 'Play the card in focus.' },
    readHand: { name: 'Hand', help: `Read your hand by suit, trumps first (in your hand also ${K('Shift+H')}).` },
    readTrick: { name: 'Trick', help: 'Read the trick in progress: who led, the cards in order, who is winning it.' },
    readLastTrick: { name: 'Last trick', help: 'Read the last completed trick and who won it.' },
    whoseTurn: { name: 'Whose turn', help: 'Say whose turn it is.' },
    nextPlayable: { name: 'Next playable card', help: 'Move to the next card you may play.' },
  },
  yourHand: (n) => `Your hand, ${plural(L, n, { one: 'card', other: 'cards' })}`,
  handEmpty: 'Your hand is empty.',
  suitGroup: (suit, trump, n) => `${String(suit).charAt(0).toUpperCase()}${String(suit).slice(1)}${trump ? ', trumps' : ''}, ${plural(L, n, { one: 'card', other: 'cards' })}`,
  playable: 'playable',
  playedTag: 'played',
  laidTag: 'laid away',
  trickHeading: 'Trick',
  statusHeading: 'Players and score',
  colPlayer: 'Player',
  colCards: 'Cards',
  dealer: 'dealer',
  toMove: 'to move',
  you: 'you',
  trumpLabel: 'Trump',
  scoreLabel: 'Score',
  nextDeal: 'Next deal',
  newGame: 'New game',
  continue: 'Continue',
  readHand: 'Hand',
  readTrick: 'Trick',
  readLastTrick: 'Last trick',
  readScore: 'Score',
  hint: 'Hint',
  repeat: 'Repeat',
  waitingForKey: 'Press W or the Continue button for the next player.',
  nothingToContinue: 'Nothing to continue: no computer player is waiting.',
  noNextDeal: 'There is no next deal now.',
  wayOn: (button, key, touch) => (touch || !key ? `To play on: ${button}.` : `To play on, press ${key}: ${button}.`),
  nothingYet: 'Nothing has happened yet.',
  hintThinking: 'Thinking…',
  hintUnavailable: 'No hint is available now.',
  noSuchChoice: (n) => `There is no choice ${n}.`,
  choicesClosed: 'Choices closed.',
  discardMarks: {
    suggested: (cards) =>
      cards ? `Suggested: lay away ${cards}; ${K('Enter')} to accept, or change it with ${K('Enter')} on a card.` : `Suggested: lay nothing away; ${K('Enter')} to accept, or mark cards with ${K('Enter')}.`,
    marked: (card, n) => `${capitalize(card)} marked for the discard, ${n} marked.`,
    unmarked: (card, n) => `${capitalize(card)} unmarked, ${n} marked.`,
    set: (cards) => (cards ? `Marked for the discard: ${cards}. ${K('Enter')} on the first choice or K lays them away.` : 'No card marked.'),
    limit: (max) => `At most ${plural(L, max, { one: 'card', other: 'cards' })} may be laid away: unmark one first.`,
    tag: 'marked',
    accept: (cards, n) => (cards ? `Lay away ${cards} and take ${plural(L, n, { one: 'card', other: 'cards' })}` : 'Take nothing'),
  },
  choicesOpened: (n, touch) => `${plural(L, n, { one: 'choice', other: 'choices' })}. ${touch ? 'Tap one.' : `Arrows and ${K('Enter')}, or its number.`}`,
  noSuitInHand: (suit) => `You hold no ${suit}.`,
  noPlayable: 'No card is playable now.',
  nothingToDeclare: 'You have nothing to declare now.',
  commandNoSuchMove: 'That move is not possible now.',
};
