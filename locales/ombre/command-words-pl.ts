/**
 * The Ombre family's command line in Polish: the `pl` entry of `ombreCommandWords` (command-words.ts),
 * beside the German and English words. Lower case. The speeches are the Polish book's ("pytam", "pas",
 * "trzymam", "wołam króla kier", "kup"); "solo kier" without "w", because w is the Polish jack (walet),
 * as p, t, k, r, d and a are card words too: no word here is a Polish card word
 * (test/node/polish-ombre.test.ts checks it). The matadors' names as typed, with the book's Polish forms
 * and their accusatives ("zagraj spadillę", "bastę").
 */
import type { OmbreCommandWords } from '../../src/games/ombre/messages.js';

export const ombreCommandWordsPl: OmbreCommandWords = {
  queries: {
    readHand: ['ręka', 'reka', 'moja ręka', 'moja reka', 'karty'],
    readTrick: ['lewa'],
    readLastTrick: ['ostatnia lewa'],
    readTable: ['stół', 'stol', 'pula', 'bête', 'bete', 'marki', 'stan', 'wynik'],
    readGame: ['gra', 'licytacja', 'atut', 'kolor', 'kontrakt'],
    whoseTurn: ['czyj ruch', 'kto gra', 'kto'],
    help: ['pomoc'],
    rules: ['reguły', 'reguly', 'zasady'],
    hint: ['podpowiedź', 'podpowiedz'],
    nextDeal: ['dalej', 'następne rozdanie', 'nastepne rozdanie'],
  },
  verbs: {
    pass: ['pas', 'pasuję', 'pasuje', 'passuję', 'passuje'],
    hold: ['trzymam', 'trzymaj'],
    bid: ['licytuję', 'licytuje', 'licytuj'],
    trump: ['atut', 'atutem', 'atuty'],
    call: ['proszę o', 'prosze o', 'poproś o', 'popros o', 'wołam', 'wolam', 'wołaj', 'wolaj', 'wywołaj', 'wywolaj', 'wywołuję', 'wywoluje'],
    discard: ['odłóż', 'odloz', 'odkładam', 'odkladam', 'odrzuć', 'odrzuc'],
    take: ['kup', 'kupuję', 'kupuje', 'kupuj', 'dobierz'],
    stop: ['stop', 'kończę', 'koncze', 'koniec'],
    throwIn: ['poddaję grę', 'poddaje gre', 'poddaj grę', 'poddaj gre', 'poddaję', 'poddaje', 'poddaj'],
    give: ['oddaj', 'oddaję', 'oddaje'],
    play: ['zagraj', 'zagrywam', 'gram', 'graj', 'wychodzę', 'wychodze'],
  },
  contracts: {
    ask: ['pytam się', 'pytam sie', 'pytam', 'pytanie'],
    tourne: ['tourné', 'małe kaśko', 'male kasko'],
    obscurite: ['obscurité', 'obscur'],
    casco: ['grand casco', 'casco', 'wielkie kaśko', 'wielkie kasko'],
    solo: ['solo', 'sans prendre'],
    grandissimo: ['grandissimo'],
    nullissimo: ['nullissimo'],
    mediateur: ['médiateur', 'mediateur', 'mediator'],
  },
  colour: ['kolorze', 'kolor'],
  tout: ['tout', 'volé'],
  bottom: ['spodu', 'spód', 'spod'],
  middle: ['środka', 'srodka', 'środek', 'srodek'],
  fillers: ['na', 'o', 'z', 'ze', 'do', 'się', 'sie'],
  and: ['i', 'oraz'],
  titles: {
    spadille: ['spadille', 'spadilla', 'spadillę'],
    basta: ['basta', 'basto', 'baste', 'bastę'],
    manille: ['manille', 'manilla', 'manillę'],
    ponte: ['ponte', 'ponto', 'punto', 'ponta', 'pontę'],
  },
};
