/**
 * Zdania, które mówi każda gra w lewy, po polsku (src/games/tricks/words.ts). Karty przychodzą jako
 * odwołania i są odmieniane: "Anna wychodzi asem pik", "Ben zagrywa siódemkę coppi", "przebija dwójką
 * kier", "zrzuca trójkę trefl", "bierze lewę asem bastoni"; w wyliczeniach i po dwukropku w mianowniku.
 * Imiona zawsze w mianowniku, czas teraźniejszy.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { GrammaticalCase } from '../../src/i18n/deck-words.js';
import type { TrickCard, TrickPlayPhrase, TrickUi, TrickWords } from '../../src/games/tricks/words.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
/** Ja bez zaimka ("Wychodzisz …"), inni z imieniem ("Anna wychodzi …"). */
const say = (w: Who, ty: string, on: string) => (w.self ? capitalize(ty) : `${w.name} ${on}`);
const inCase = (card: TrickCard, c: GrammaticalCase) => card.name({ case: c });
const points = (n: number) => plural(L, n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' });
const cards = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "weź 1 kartę, 2 karty, 5 kart". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const plays = (ps: readonly TrickPlayPhrase[]) => list(L, ps.map((p) => `${p.who.self ? 'ty' : p.who.name}: ${p.card}`));

export const tricksPl: TrickWords = {
  led: (w, card) => `${say(w, 'wychodzisz', 'wychodzi')} ${inCase(card, 'instrumental')}.`,
  played: (w, card) => `${say(w, 'zagrywasz', 'zagrywa')} ${inCase(card, 'accusative')}.`,
  trumped: (w, card) => `${say(w, 'przebijasz', 'przebija')} ${inCase(card, 'instrumental')}.`,
  discarded: (w, card) => `${say(w, 'zrzucasz', 'zrzuca')} ${inCase(card, 'accusative')}.`,
  trickWon: (w, card, pts, score) =>
    `${say(w, 'bierzesz', 'bierze')} lewę ${inCase(card, 'instrumental')}${pts === null ? '' : `: ${points(pts)}`}${score ? `, ${score}` : ''}.`,
  trickNow: (n, of, ps, toMove) => {
    if (ps.length === 0) return `Lewa ${n} z ${of}, jeszcze bez kart.${toMove ? ` ${say(toMove, 'wychodzisz', 'wychodzi')}.` : ''}`;
    const best = ps.find((p) => p.winning);
    return (
      `Lewa ${n} z ${of}: ${plays(ps)}.` +
      (best ? ` Na razie wygrywa ${best.card} (${best.who.self ? 'twoja karta' : best.who.name}).` : '') +
      (toMove ? ` ${toMove.self ? 'Twój ruch.' : `Teraz gra ${toMove.name}.`}` : '')
    );
  },
  lastTrick: (n, ps, winner, pts) =>
    `Ostatnia lewa, lewa ${n}: ${plays(ps)}. Lewę ${winner.self ? 'bierzesz ty' : `bierze ${winner.name}`}${pts === null ? '' : `, ${points(pts)}`}.`,
  noTrickYet: 'Żadna lewa nie jest jeszcze zakończona.',
  noTrickNow: 'Teraz nie gra się żadnej lewy: rozdanie jest skończone.',
  toMove: (w) => (w.self ? 'Twój ruch.' : `Teraz gra ${w.name}.`),
  nobodyToMove: 'Nikt nie ma ruchu.',
  mustFollow: (suit) => `Musisz dołożyć do koloru ${suit.name({ case: 'genitive' })}.`,
  suitLine: (suit, trump, cs) => `${suit}${trump ? ', atut' : ''}: ${cs}`,
  playableCount: (n) => `${cards(n)} do zagrania`,
};

export const trickUiPl: TrickUi = {
  trickCommands: {
    playCard: { name: 'Zagraj kartę', help: 'Zagrywa kartę, na której jest fokus.' },
    readHand: { name: 'Ręka', help: `Czyta twoją rękę kolorami, najpierw atuty (w obszarze ręki także ${K('Shift+H')}).` },
    readTrick: { name: 'Lewa', help: 'Czyta bieżącą lewę: kto wyszedł, karty po kolei i która na razie wygrywa.' },
    readLastTrick: { name: 'Ostatnia lewa', help: 'Czyta ostatnią zakończoną lewę i mówi, kto ją wziął.' },
    whoseTurn: { name: 'Czyj ruch', help: 'Mówi, czyj jest ruch.' },
    nextPlayable: { name: 'Następna karta do zagrania', help: 'Przechodzi do następnej karty, którą możesz zagrać.' },
  },
  yourHand: (n) => `Twoja ręka, ${cards(n)}`,
  handEmpty: 'Twoja ręka jest pusta.',
  suitGroup: (suit, trump, n) => `${capitalize(suit)}${trump ? ', atut' : ''}, ${cards(n)}`,
  playable: 'do zagrania',
  playedTag: 'zagrana',
  laidTag: 'odłożona',
  trickHeading: 'Lewa',
  statusHeading: 'Gracze i wynik',
  colPlayer: 'Gracz',
  colCards: 'Karty',
  dealer: 'rozdający',
  toMove: 'na ruchu',
  you: 'ty',
  trumpLabel: 'Atut',
  scoreLabel: 'Wynik',
  nextDeal: 'Następne rozdanie',
  newGame: 'Nowa partia',
  continue: 'Dalej',
  readHand: 'Ręka',
  readTrick: 'Lewa',
  readLastTrick: 'Ostatnia lewa',
  readScore: 'Wynik',
  hint: 'Podpowiedź',
  repeat: 'Powtórz',
  waitingForKey: 'Naciśnij W albo przycisk Dalej, aby zagrał następny gracz.',
  nothingToContinue: 'Nie ma czego kontynuować: żaden gracz komputerowy nie czeka.',
  noNextDeal: 'Teraz nie ma następnego rozdania.',
  wayOn: (button, key, touch) => (touch || !key ? `Dalej: ${button}.` : `Dalej klawiszem ${key}: ${button}.`),
  nothingYet: 'Jeszcze nic się nie wydarzyło.',
  hintThinking: 'Zastanawiam się…',
  hintUnavailable: 'Teraz nie ma podpowiedzi.',
  noSuchChoice: (n) => `Nie ma możliwości ${n}.`,
  choicesClosed: 'Lista możliwości zamknięta.',
  discardMarks: {
    suggested: (cs) =>
      cs
        ? `Propozycja do odłożenia: ${cs}; ${K('Enter')} ją przyjmuje, albo zmień ją klawiszem ${K('Enter')} na karcie.`
        : `Propozycja: niczego nie odkładać; ${K('Enter')} ją przyjmuje, albo oznacz karty klawiszem ${K('Enter')}.`,
    marked: (card, n) => `${capitalize(card)} do odłożenia; oznaczonych kart: ${n}.`,
    unmarked: (card, n) => `${capitalize(card)} bez oznaczenia; oznaczonych kart: ${n}.`,
    set: (cs) => (cs ? `Do odłożenia: ${cs}. ${K('Enter')} na pierwszej możliwości albo K je odkłada.` : 'Żadna karta nie jest oznaczona.'),
    limit: (max) => `Odłożyć można najwyżej ${cardsAcc(max)}: najpierw zdejmij oznaczenie z jednej.`,
    tag: 'do odłożenia',
    accept: (cs, n) => (cs ? `Do odłożenia: ${cs}; weź ${cardsAcc(n)}` : 'Nie bierz niczego'),
  },
  choicesOpened: (n, touch) =>
    `${plural(L, n, { one: 'możliwość', few: 'możliwości', many: 'możliwości', other: 'możliwości' })}. ${touch ? 'Dotknij jednej z nich.' : `Strzałki i ${K('Enter')} albo jej numer.`}`,
  noSuitInHand: (suit) => `Nie masz ${suit.name({ case: 'genitive' })}.`,
  noPlayable: 'Teraz nie możesz zagrać żadnej karty.',
  nothingToDeclare: 'Teraz nie masz nic do zgłoszenia.',
  commandNoSuchMove: 'Ten ruch nie jest teraz możliwy.',
};
