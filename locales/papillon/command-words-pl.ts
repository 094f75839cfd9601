/**
 * Papillon's command line in Polish: the `pl` entry of `papillonCommandWords` (command-words.ts), beside
 * the German and English words. Lower case.
 */
import type { PapillonCommandWords } from '../../src/games/papillon/messages.js';

export const papillonCommandWordsPl: PapillonCommandWords = {
  queries: {
    hand: ['ręka', 'reka', 'moja ręka', 'moja reka', 'karty'],
    table: ['stół', 'stol'],
    status: ['stan', 'status', 'wynik', 'info'],
    captures: ['bicia', 'ruchy', 'wybór', 'wybor'],
    help: ['pomoc', 'polecenia'],
    rules: ['reguły', 'reguly', 'zasady'],
    log: ['dziennik', 'historia', 'przebieg'],
  },
  actions: {
    layDown: ['wyłóż', 'wyloz', 'wyłożenie', 'wylozenie'],
    hint: ['podpowiedź', 'podpowiedz', 'wskazówka', 'wskazowka'],
    repeat: ['powtórz', 'powtorz', 'jeszcze raz'],
    newGame: ['nowa gra', 'nowa partia'],
    settings: ['ustawienia', 'opcje'],
  },
};
