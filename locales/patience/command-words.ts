/**
 * The patiences' command line in every language (src/games/patience/messages.ts
 * `PatienceCommandWords`): what a player may type, in lower case, besides the places' names (each
 * language's catalogue, `places`). The command line reads every language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { PatienceCommandWords } from '../../src/games/patience/messages.js';
import { patienceCommandWordsPl } from './command-words-pl.js';

export const patienceCommandWords: Readonly<Record<Locale, PatienceCommandWords>> = {
  de: {
    queries: {
      status: ['stand', 'status', 'vorrat', 'talon'],
      foundations: ['ablagen', 'ablage'],
      moves: ['züge', 'zuege', 'liste', 'erlaubte züge'],
      table: ['tisch', 'alles', 'alles vorlesen'],
      help: ['hilfe'],
      rules: ['regeln'],
      log: ['log', 'verlauf', 'spielverlauf'],
    },
    actions: {
      step: ['zug', 'schritt', 'weiter', 'nächster zug'],
      run: ['alle', 'alle züge', 'bis zum ende'],
      stop: ['stopp', 'anhalten', 'halt'],
      undo: ['rückgängig', 'rueckgaengig', 'zurück', 'zurueck'],
      redo: ['wiederherstellen'],
      hint: ['tipp'],
      endStage: ['stufe beenden', 'stufe'],
      repeat: ['wiederholen'],
      newGame: ['neues spiel', 'neu', 'neue partie', 'spielauswahl'],
      settings: ['einstellungen'],
    },
    connectors: ['auf', 'nach', 'zu', 'an', 'in', 'und', 'mit'],
    places: { heap: [], corner: ['ecke'], sternWaste: ['talon', 'mitte'], napPatience: [], napSecond: [] },
  },
  en: {
    queries: {
      status: ['status', 'stock', 'talon'],
      foundations: ['foundations', 'foundation'],
      moves: ['moves', 'list', 'legal moves'],
      table: ['table', 'read all'],
      help: ['help'],
      rules: ['rules'],
      log: ['log'],
    },
    actions: {
      step: ['step', 'next'],
      run: ['run', 'run to the end', 'run to end'],
      stop: ['stop', 'halt'],
      undo: ['undo'],
      redo: ['redo'],
      hint: ['hint'],
      endStage: ['end stage', 'end the stage'],
      repeat: ['repeat'],
      newGame: ['new game', 'chooser', 'choose a game'],
      settings: ['settings'],
    },
    connectors: ['to', 'onto', 'on', 'into', 'in', 'and', 'with'],
    places: { heap: ['pile'], corner: ['corner'], sternWaste: ['talon', 'waste'], napPatience: ['p'], napSecond: ['w'] },
  },
  pl: patienceCommandWordsPl,
};
