/**
 * The patiences' command line in Polish: the `pl` entry of `patienceCommandWords` (command-words.ts),
 * beside the German and English words. Lower case. Napoleon's piles are "sp" (stos pasjansa) and "sd"
 * (drugi stos), not one letter: Polish cards already read p (pik) and w (walet).
 */
import type { PatienceCommandWords } from '../../src/games/patience/messages.js';

export const patienceCommandWordsPl: PatienceCommandWords = {
  queries: {
    status: ['stan', 'status', 'talon'],
    foundations: ['stosy docelowe', 'stosy', 'stos docelowy'],
    moves: ['ruchy', 'lista', 'dozwolone ruchy'],
    table: ['stół', 'stol', 'czytaj wszystko'],
    help: ['pomoc'],
    rules: ['reguły', 'reguly', 'zasady'],
    log: ['dziennik', 'historia'],
  },
  actions: {
    step: ['krok', 'dalej'],
    run: ['graj', 'graj do końca', 'graj do konca'],
    stop: ['stop', 'zatrzymaj'],
    undo: ['cofnij'],
    redo: ['ponów', 'ponow'],
    hint: ['podpowiedź', 'podpowiedz'],
    endStage: ['zakończ etap', 'zakoncz etap'],
    repeat: ['powtórz', 'powtorz'],
    newGame: ['nowa gra', 'wybór gry', 'wybor gry'],
    settings: ['ustawienia'],
  },
  connectors: ['na', 'do', 'i', 'z', 'ze'],
  places: { heap: ['kupka', 'kupkę', 'kupke', 'kupki'], corner: ['róg', 'rog'], sternWaste: ['talon', 'odrzutki'], napPatience: ['sp', 'stos pasjansa'], napSecond: ['sd', 'drugi stos'] },
};
