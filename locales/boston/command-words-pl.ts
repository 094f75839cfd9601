/**
 * Boston's command line in Polish: the `pl` entry of `bostonCommandWords` (command-words.ts), beside the
 * German and English words. Lower case. The ladder keeps the book's names (as in every language) with
 * the Polish misères added ("mała misère", "wielka misère otwarta"); the classes are "w kolorze
 * prostym", "w drugim kolorze", "w kolorze najwyższym". No filler is "w" (the Polish short word of the
 * walet).
 */
import type { BostonCommandWords } from '../../src/games/boston/messages.js';
import type { Contract } from '../../src/games/boston/types.js';

/** The ladder's names (BO20), as command-words.ts gives them for every language. */
const LADDER: Readonly<Record<Contract, readonly string[]>> = {
  boston: ['boston'],
  'petite-misere': ['petite misère', 'petite misere', 'mała misère', 'mała misere', 'mala misere'],
  'grand-boston': ['grand boston', 'wielki boston'],
  'grande-misere': ['grande misère', 'grande misere', 'wielka misère', 'wielka misere'],
  independence: ['independence'],
  'grande-misere-forcee': ['grande misère forcée', 'grande misere forcee', 'wielka misère forcée', 'wielka misere forcee'],
  'grand-independence': ['grand independence'],
  'petite-misere-ouverte': ['petite misère ouverte', 'petite misere ouverte', 'mała misère otwarta', 'mała misere otwarta', 'otwarta mała misère', 'otwarta mała misere'],
  philadelphia: ['philadelphia', 'filadelfia'],
  'petite-misere-ouverte-forcee': ['petite misère ouverte forcée', 'petite misere ouverte forcee', 'mała misère otwarta forcée', 'mała misere otwarta forcee'],
  'grand-philadelphia': ['grand philadelphia', 'wielka filadelfia'],
  'grande-misere-ouverte': ['grande misère ouverte', 'grande misere ouverte', 'nullissimo', 'wielka misère otwarta', 'wielka misere otwarta', 'otwarta wielka misère', 'otwarta wielka misere'],
  souveraine: ['souveraine'],
  'grande-misere-ouverte-forcee': ['grande misère ouverte forcée', 'grande misere ouverte forcee', 'nullissimo forcée', 'wielka misère otwarta forcée', 'wielka misere otwarta forcee'],
  'grand-souveraine': ['grand souveraine'],
  concordia: ['concordia', 'konkordia'],
};

export const bostonCommandWordsPl: BostonCommandWords = {
  queries: {
    readHand: ['ręka', 'reka', 'karty'],
    readTrick: ['lewa'],
    readLastTrick: ['ostatnia lewa'],
    readTable: ['stół', 'stol', 'pula', 'bête', 'bete', 'marki', 'pieniądze', 'pieniadze'],
    readGame: ['gra', 'kontrakt', 'atut', 'kolory'],
    readBid: ['licytacja', 'odzywka', 'kto licytuje'],
    mayBid: ['co mogę licytować', 'co moge licytowac', 'odzywki'],
    readOpen: ['odkryte karty', 'odkryte', 'otwarte karty'],
    whoseTurn: ['czyj ruch', 'kto gra'],
    declare: ['wybór', 'wybor', 'lista'],
    help: ['pomoc', 'polecenia'],
    rules: ['reguły', 'reguly', 'zasady'],
    hint: ['podpowiedź', 'podpowiedz'],
    nextDeal: ['dalej', 'następne rozdanie', 'nastepne rozdanie'],
  },
  verbs: {
    pass: ['pasuję', 'pasuje', 'pas', 'nie licytuję', 'nie licytuje'],
    whist: ['whist'],
    alone: ['gram w pojedynkę', 'gram w pojedynke', 'w pojedynkę', 'w pojedynke', 'gram sam', 'gram sama'],
    seek: ['szukam partnera', 'szukaj partnera', 'partner'],
    accept: ['przyjmuję', 'przyjmuje', 'przyjmij'],
    reject: ['odrzucam', 'odrzuć', 'odrzuc', 'nie przyjmuję', 'nie przyjmuje'],
    trump: ['atut', 'atuty'],
    discard: ['odłóż na bok', 'odloz na bok', 'odłóż', 'odloz', 'odkładam', 'odkladam'],
    leader: ['wychodzi', 'niech wychodzi', 'wyjście', 'wyjscie'],
    play: ['zagraj', 'graj', 'zagrywam'],
  },
  bid: ['licytuję', 'licytuje', 'gram'],
  contracts: LADDER,
  classes: {
    simple: ['w kolorze prostym', 'kolor prosty', 'prosty', 'prosto'],
    colour: ['w drugim kolorze', 'drugi kolor', 'drugim kolorze', 'w kolorze'],
    superior: ['w kolorze najwyższym', 'kolor najwyższy', 'najwyższy', 'w najwyższym', 'najlepszy'],
  },
  fillers: ['na', 'jako', 'z', 'się'],
  me: ['ja', 'mnie', 'ty'],
};
