/**
 * Whist's command line in Polish (issue 26): the `pl` entry of `whistCommandWords` (command-words.ts).
 * Lower case, each word also without its Polish letters. No word is a Polish card word
 * (locales/decks/pl.ts: a, k, d, w, pik, kier, karo, trefl and their forms): "lewa" is the trick, never
 * a card.
 */
import type { WhistCommandWords } from '../../src/games/whist/messages.js';

export const whistCommandWordsPl: WhistCommandWords = {
  queries: {
    readHand: ['ręka', 'reka', 'karty'],
    readTrick: ['lewa'],
    readLastTrick: ['ostatnia lewa'],
    readScore: ['wynik', 'punkty'],
    readTrump: ['atut', 'atuty'],
    whoseTurn: ['czyj ruch', 'kto gra'],
    help: ['pomoc'],
    rules: ['zasady', 'reguły', 'reguly'],
    hint: ['podpowiedź', 'podpowiedz'],
    nextDeal: ['dalej', 'następne rozdanie', 'nastepne rozdanie'],
  },
  call: ['pytam', 'pytanie', 'zapytaj', 'czy możesz', 'czy mozesz'],
  claim: ['zgłaszam', 'zglaszam', 'zgłoś resztę', 'zglos reszte', 'reszta'],
  play: ['zagraj', 'zagrywam', 'graj'],
};
