/**
 * The Hundertspiel's command line in Polish: the `pl` entry of `hundertspielCommandWords`
 * (command-words.ts), beside the German and English words. Lower case, each word also without its Polish
 * letters. No verb is a Polish card word of the Trappola pack (locales/decks/pl.ts: as, król, kawaler,
 * walet, do, spadi, bastoni, coppi, denari and their forms); "do" stands only among the honours, read
 * after an honours word ("asy", "zgłaszam do"). The game's own words stay as typed in German: contra,
 * weiter.
 */
import type { HundertspielCommandWords } from '../../src/games/hundertspiel/messages.js';

export const hundertspielCommandWordsPl: HundertspielCommandWords = {
  queries: {
    readHand: ['ręka', 'reka', 'karty'],
    readTrick: ['lewa'],
    readLastTrick: ['ostatnia lewa'],
    readScore: ['wynik', 'punkty'],
    readAnnouncements: ['zapowiedzi', 'atut'],
    whoseTurn: ['czyj ruch', 'kto gra'],
    help: ['pomoc'],
    rules: ['zasady', 'reguły', 'reguly'],
    hint: ['podpowiedź', 'podpowiedz'],
    continue: ['dalej'],
    nextDeal: ['następne rozdanie', 'nastepne rozdanie'],
  },
  verbs: {
    play: ['zagraj', 'zagrywam', 'graj'],
    discard: ['odłóż', 'odloz', 'odkładam', 'odkladam'],
    contra: ['contra', 'kontra', 'recontra', 'rekontra', 'supra'],
    pass: ['pas', 'pasuję', 'pasuje', 'bez contra', 'bez kontra', 'weiter', 'nic'],
    buy: ['kup', 'kupuję', 'kupuje'],
    bid: ['licytuj', 'licytuję', 'licytuje'],
    announce: ['zapowiadam', 'zapowiedź', 'zapowiedz'],
    honours: ['asy', 'honory', 'zgłaszam', 'zglaszam'],
    trump: ['atut'],
    agree: ['zgoda', 'tak', 'zgadzam się', 'zgadzam sie'],
    out: ['koniec', 'koniec partii'],
  },
  honours: {
    A: ['asy', 'asów', 'asow'],
    K: ['króle', 'krole', 'królów', 'krolow'],
    N: ['kawalery', 'kawalerów', 'kawalerow'],
    J: ['walety', 'waletów', 'waletow'],
    Do: ['do'],
  },
};
