/**
 * Casino's command line in Polish: the `pl` entry of `casinoCommandWords` (command-words.ts), beside the
 * German and English words. Lower case.
 */
import type { CasinoCommandWords } from '../../src/games/casino/messages.js';

export const casinoCommandWordsPl: CasinoCommandWords = {
  queries: {
    readHand: ['ręka', 'reka', 'moja ręka', 'moja reka', 'karty'],
    readTable: ['stół', 'stol'],
    readStatus: ['stan', 'status', 'wynik', 'punkty'],
    listCaptures: ['bicia', 'ruchy', 'wybór', 'wybor'],
    readLastCapture: ['ostatnie', 'ostatnie bicie'],
    readCount: ['rachunek', 'liczenie'],
    nextDeal: ['dalej', 'następne rozdanie', 'nastepne rozdanie', 'następna gra'],
    hint: ['podpowiedź', 'podpowiedz', 'wskazówka', 'wskazowka'],
    repeatLastEvent: ['powtórz', 'powtorz', 'jeszcze raz'],
    help: ['pomoc', 'polecenia'],
    rules: ['reguły', 'reguly', 'zasady'],
  },
  trail: ['dołóż', 'doloz', 'dokładam', 'dokladam', 'połóż', 'poloz'],
};
