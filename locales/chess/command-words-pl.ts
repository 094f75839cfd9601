/**
 * Chess's command line in Polish: the `pl` entry of `chessCommandWords` (command-words.ts), beside the
 * German and English words. Lower case, each word also without its Polish letters. SAN in Polish
 * letters: K H W G S ("Sf3", "Hxe5+"), none of them a letter of another language for another piece. The
 * pieces also in the accusative a player types after "promocja na" ("promocja na hetmana", "na wieżę"), and in the
 * instrumental of "ruch skoczkiem na f3".
 */
import type { ChessCommandWords } from '../../src/games/chess/messages.js';

export const chessCommandWordsPl: ChessCommandWords = {
  queries: {
    readBoard: ['plansza', 'szachownica', 'pozycja'],
    readStatus: ['stan', 'wynik', 'punkty'],
    whoseTurn: ['czyj ruch', 'kto gra'],
    lastMove: ['ostatni ruch', 'ostatni'],
    listMine: ['moje bierki', 'bierki'],
    listTheirs: ['bierki przeciwnika', 'przeciwnik'],
    moveList: ['lista ruchów', 'lista ruchow', 'ruchy', 'zapis'],
    hint: ['podpowiedź', 'podpowiedz'],
    repeatLastEvent: ['powtórz', 'powtorz', 'jeszcze raz'],
    help: ['pomoc', 'polecenia'],
    rules: ['zasady', 'reguły', 'reguly'],
  },
  pieces: {
    k: ['król', 'krol', 'króla', 'krola', 'królem', 'krolem'],
    q: ['hetman', 'hetmana', 'hetmanem', 'królowa', 'krolowa', 'królową', 'krolowa'],
    r: ['wieża', 'wieza', 'wieżę', 'wieze', 'wieżą'],
    b: ['goniec', 'gońca', 'gonca', 'gońcem', 'goncem', 'laufer', 'laufra', 'laufrem'],
    n: ['skoczek', 'skoczka', 'skoczkiem', 'koń', 'kon', 'konia', 'koniem'],
    p: ['pion', 'piona', 'pionem', 'pionek', 'pionka', 'pionkiem'],
  },
  sanLetters: { k: 'K', q: 'H', r: 'W', b: 'G', n: 'S' },
  takes: ['bije', 'bicie', 'zbija', 'x', ':'],
  fill: ['na', 'z', 'idzie', 'ruch', '-'],
  castleShort: ['roszada krótka', 'roszada krotka', 'krótka roszada', 'krotka roszada', 'o-o', '0-0'],
  castleLong: ['roszada długa', 'roszada dluga', 'długa roszada', 'dluga roszada', 'o-o-o', '0-0-0'],
  promotes: ['promocja', 'zamienia', 'w', '='],
};
