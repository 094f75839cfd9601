/**
 * Tarok's command line in Polish: the `pl` entry of `tarokCommandWords` (command-words.ts), beside the
 * German and English words. Lower case. No word is a Polish card word of the Tarock pack: "taroki" and
 * "atut" name the suit of taroks, and the taroks' numbers ("dwa", "jeden") are card words too.
 */
import type { TarokCommandWords } from '../../src/games/tarok/messages.js';

export const tarokCommandWordsPl: TarokCommandWords = {
  queries: {
    readHand: ['ręka', 'reka', 'karty'],
    readTrick: ['lewa'],
    readLastTrick: ['ostatnia lewa'],
    readTable: ['stół', 'stol', 'marki', 'stan', 'partia'],
    readGame: ['gra', 'zapowiedzi'],
    readBid: ['licytacja'],
    readOrder: ['starszeństwo', 'starszenstwo', 'kolejność kart', 'kolejnosc kart'],
    whoseTurn: ['czyj ruch', 'kto gra'],
    declare: ['możliwości', 'mozliwosci'],
    help: ['pomoc', 'polecenia'],
    rules: ['reguły', 'reguly', 'zasady'],
    hint: ['podpowiedź', 'podpowiedz'],
    nextDeal: ['dalej', 'następne rozdanie', 'nastepne rozdanie'],
  },
  verbs: {
    pass: ['pas', 'pasuję', 'pasuje'],
    bid: ['licytuję', 'licytuje', 'licytuj'],
    hold: ['trzymam', 'trzymaj', 'dotrzymam'],
    call: ['wołam', 'wolam', 'wołaj', 'wolaj'],
    give: ['oddaj', 'oddaję', 'oddaje', 'zwróć', 'zwroc'],
    discard: ['skat', 'do skatu', 'połóż', 'poloz', 'odłóż', 'odloz'],
    play: ['zagraj', 'graj', 'wyjdź', 'wyjdz'],
  },
  games: { aDue: ['a due', 'due'], aUno: ['a uno', 'uno'], solo: ['solo'] },
};
