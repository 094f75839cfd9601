/**
 * Piquet's command line in Polish: the `pl` entry of `piquetCommandWords` (command-words.ts), beside the
 * German and English words. Lower case. No word is a Polish card word: "pik" (the pique) is also the
 * suit, so only "repik" and "zgłoszenia" read the declarations; "trójki" (a form of the card word
 * "trójka") is left out.
 */
import type { PiquetCommandWords } from '../../src/games/piquet/messages.js';

export const piquetCommandWordsPl: PiquetCommandWords = {
  queries: {
    readHand: ['ręka', 'reka', 'karty'],
    readTrick: ['lewa'],
    readLastTrick: ['ostatnia lewa'],
    readScore: ['wynik', 'punkty', 'stan'],
    readDeclarations: ['zgłoszenia', 'zgloszenia', 'deklaracje', 'point', 'sekwensy', 'sekwens', 'kwatorze', 'carte blanche', 'repik'],
    readExchange: ['wymiana', 'talon', 'odłożone', 'odlozone'],
    whoseTurn: ['czyj ruch', 'kto gra'],
    help: ['pomoc', 'polecenia'],
    rules: ['reguły', 'reguly', 'zasady'],
    hint: ['podpowiedź', 'podpowiedz'],
    nextDeal: ['dalej', 'następne rozdanie', 'nastepne rozdanie', 'następna partia', 'nastepna partia'],
  },
  dialogue: ['dobrze', 'niedobrze', 'nie dobrze', 'równo', 'rowno', 'zgłaszam', 'zglaszam'],
  take: ['kup', 'kupuję', 'kupuje', 'nic nie kupuję', 'nic nie kupuje', 'bierz talon'],
  discard: ['odłóż', 'odloz', 'odrzuć', 'odrzuc'],
  discardAfter: [],
  play: ['zagraj', 'graj', 'wyjdź', 'wyjdz'],
  and: ['i', 'oraz'],
};
