/**
 * Chess's command line in every language (src/games/chess/messages.ts `ChessCommandWords`): what a
 * player may type, in lower case. The command line reads every language at once, whatever the app's.
 */
import type { Locale } from '../../src/i18n/messages.js';
import type { ChessCommandWords } from '../../src/games/chess/messages.js';
import { chessCommandWordsPl } from './command-words-pl.js';

export const chessCommandWords: Readonly<Record<Locale, ChessCommandWords>> = {
  de: {
    queries: {
      readBoard: ['brett', 'stellung'],
      readStatus: ['stand', 'status', 'punkte'],
      whoseTurn: ['wer ist am zug', 'am zug'],
      lastMove: ['letzter zug', 'zuletzt'],
      listMine: ['meine steine', 'steine'],
      listTheirs: ['gegnerische steine', 'gegner'],
      moveList: ['zugliste', 'züge', 'zuege'],
      hint: ['tipp', 'hinweis'],
      repeatLastEvent: ['wiederholen', 'nochmal'],
      help: ['hilfe', 'befehle'],
      rules: ['regeln', 'spielregeln'],
    },
    pieces: { k: ['könig', 'koenig'], q: ['dame', 'königin', 'koenigin'], r: ['turm'], b: ['läufer', 'laeufer'], n: ['springer', 'pferd'], p: ['bauer'] },
    sanLetters: { k: 'K', q: 'D', r: 'T', b: 'L', n: 'S' },
    takes: ['schlägt', 'schlaegt', 'nimmt', 'x', ':'],
    fill: ['nach', 'auf', 'zieht', 'von', '-'],
    castleShort: ['rochade kurz', 'kurze rochade', 'kurz rochieren', 'o-o', '0-0'],
    castleLong: ['rochade lang', 'lange rochade', 'lang rochieren', 'o-o-o', '0-0-0'],
    promotes: ['wird', 'zur', 'zum', 'in', '='],
  },
  en: {
    queries: {
      readBoard: ['board', 'position'],
      readStatus: ['status', 'score', 'points'],
      whoseTurn: ['whose turn', 'turn'],
      lastMove: ['last move', 'last'],
      listMine: ['my pieces', 'pieces'],
      listTheirs: ['their pieces', 'opponent'],
      moveList: ['move list', 'moves', 'game'],
      hint: ['tip', 'hint'],
      repeatLastEvent: ['repeat', 'again'],
      help: ['help', 'commands'],
      rules: ['rules'],
    },
    pieces: { k: ['king'], q: ['queen'], r: ['rook', 'tower'], b: ['bishop'], n: ['knight'], p: ['pawn'] },
    sanLetters: { k: 'K', q: 'Q', r: 'R', b: 'B', n: 'N' },
    takes: ['takes', 'captures', 'x'],
    fill: ['to', 'on', 'from', 'moves', '-'],
    castleShort: ['castle short', 'castles short', 'short castle', 'castle kingside', 'o-o', '0-0'],
    castleLong: ['castle long', 'castles long', 'long castle', 'castle queenside', 'o-o-o', '0-0-0'],
    promotes: ['promotes', 'becomes', 'to', '='],
  },
  pl: chessCommandWordsPl,
};
