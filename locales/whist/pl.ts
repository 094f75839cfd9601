/**
 * Wist po polsku (src/games/whist/messages.ts). Na wspólnych słowach gier w lewy (locales/tricks/pl.ts).
 * Słowa polskiej książki, w dzisiejszej pisowni: wist, rober, partia (do 10), honory, atut, lewa, wielki
 * i mały szlem; pytanie przy ośmiu to „Czy możesz?”. Karty przychodzą jako odwołania i są odmieniane
 * według zdania ("Anna ciągnie asa pik", "odkrywasz dziesiątkę kier", "nie masz damy kier"); imiona
 * zawsze w mianowniku (po dwukropku albo jako podmiot), czas teraźniejszy. Twoja strona to "wy"
 * ("zdobywacie"), przeciwnicy po imieniu ("Anna i Ben zdobywają"). Ten plik ładuje
 * src/games/whist/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { SidePhrase, WhistCatalogue } from '../../src/games/whist/messages.js';
import { trickUiPl, tricksPl } from '../tricks/pl.js';
import { VARIANTS_PL } from './rules-pl.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
const ACC = { case: 'accusative' } as const;
const GEN = { case: 'genitive' } as const;
const obj = (w: Who) => (w.self ? 'ty' : w.name);
/** Podmiot z czasownikiem; dla siebie bez zaimka: "Ciągniesz", "Anna ciągnie". */
const say = (w: Who, ty: string, on: string) => (w.self ? capitalize(ty) : `${w.name} ${on}`);
/** Czasownik przed podmiotem: "rozdajesz ty", "rozdaje Anna". */
const then = (w: Who, ty: string, on: string) => (w.self ? `${ty} ty` : `${on} ${w.name}`);
/** Punkty (mianownik i biernik mają te same formy): "1 punkt, 2 punkty, 5 punktów". */
const points = (n: number) => plural(L, n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' });
/** Biernik: "za 1 lewę, za 2 lewy, za 7 lew". */
const tricksAcc = (n: number) => plural(L, n, { one: 'lewę', few: 'lewy', many: 'lew', other: 'lewy' });
const names = (ws: readonly Who[]) => list(L, ws.map(obj));
/** Strona jako podmiot: "Zdobywacie" (twoja), "Anna i Ben zdobywają" (przeciwnicy). */
const sideSay = (s: SidePhrase, wy: string, oni: string, on = oni) =>
  s.mine ? capitalize(wy) : `${capitalize(names(s.who))} ${s.who.length > 1 ? oni : on}`;
/** Strona po czasowniku: "ma wasza strona", "mają Anna i Ben". */
const sideThen = (s: SidePhrase, ona: string, oni: string) => (s.mine ? `${ona} wasza strona` : `${s.who.length > 1 ? oni : ona} ${names(s.who)}`);
/** Wartość partii, przymiotnik w bierniku po "partię". */
const GAME: Record<string, string> = { simple: 'pojedynczą', double: 'podwójną', triple: 'potrójną', quadruple: 'poczwórną' };

export const whistPl = {
  tricks: tricksPl,
  ui: {
    ...trickUiPl,
    commands: {
      ...trickUiPl.trickCommands,
      suitS: { name: 'Pik', help: 'W ręce: przechodzi do twojej najwyższej karty pik (S jak angielskie spades).' },
      suitH: { name: 'Kier', help: 'W ręce: przechodzi do twojej najwyższej karty kier (H jak angielskie hearts).' },
      suitD: { name: 'Karo', help: 'W ręce: przechodzi do twojej najwyższej karty karo (D jak angielskie diamonds).' },
      suitC: { name: 'Trefl', help: 'W ręce: przechodzi do twojej najwyższej karty trefl (C jak angielskie clubs).' },
      readScore: { name: 'Wynik', help: 'Czyta wynik partii, partie w robrze, lewy tego rozdania i punkty robrowe.' },
      readTrump: { name: 'Atut', help: 'Czyta atut, odkrytą kartę i pytania w tym rozdaniu.' },
      declare: { name: 'Pytanie', help: 'Pytanie przy ośmiu („Czy możesz?”), gdy wolno ci pytać; z wariantem zgłoszenia: zgłoszenie wszystkich pozostałych lew.' },
      nextDeal: { name: 'Następne rozdanie', help: 'Rozdaje następne karty, gdy to rozdanie jest skończone.' },
    },
    colSide: 'Strona',
    colRubber: 'Punkty robrowe',
    side: (mine) => (mine ? 'twoja strona' : 'przeciwnicy'),
    turnUpLabel: 'Odkryta karta',
    tricksLabel: 'Lewy w tym rozdaniu',
    gamesLabel: 'Partie w robrze',
    readTrump: 'Atut',
    declare: 'Zapytaj',
    commandHint: 'Na przykład: zagraj damę kier, pytam, wynik, atut, ręka.',
    resumed: 'Twój rober wista wraca do miejsca, w którym został przerwany.',
    commandUnknown: 'Nie rozumiem. Spróbuj: zagraj damę kier, pytam, wynik, pomoc.',
    choicesHeading: (n) => `Pytanie albo zgłoszenie, ${plural(L, n, { one: 'możliwość', few: 'możliwości', many: 'możliwości', other: 'możliwości' })}`,
    variants: 'Warianty',
    variantName: (id) => VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.name ?? id,
    variantDescription: (id) => VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.description ?? '',
    rubbers: 'Robry',
    rubbersHelp: 'Ile robrów trwa sesja (od 1 do 5).',
    seatHelp: 'Losowanie wyznacza partnerów: dwie najwyższe karty grają przeciw dwóm najniższym.',
  },
  whist: {
    rubberStarted: (n, of) => `Rober ${n} z ${of}: losowanie partnerów.`,
    drew: (w, card) => `${say(w, 'ciągniesz', 'ciągnie')} ${card.name(ACC)}.`,
    drawTie: (ws, purpose) => `Remis: ${names(ws)}. Losowanie jeszcze raz${purpose === 'deal' ? ', o rozdawanie' : ''}.`,
    sidesFormed: (mine, theirs, dealer) => `Partnerzy: ${names(mine)}; przeciwnicy: ${names(theirs)}. Najpierw ${then(dealer, 'rozdajesz', 'rozdaje')}.`,
    dealStarted: (deal, dealer, eldest, score, games) =>
      `Rozdanie ${deal}: ${then(dealer, 'rozdajesz', 'rozdaje')}, ${then(eldest, 'wychodzisz', 'wychodzi')}. Wynik: ${score}; partie: ${games}.`,
    turnUp: (dealer, card, trump) => `${say(dealer, 'odkrywasz', 'odkrywa')} ${card.name(ACC)}: atutem jest ${trump}.`,
    turnUpTakenUp: (dealer, card) => `${say(dealer, 'bierzesz', 'bierze')} do ręki ${card.name(ACC)}.`,
    callMade: (w, auto) => `${say(w, 'pytasz', 'pyta')}${auto ? ' (według reguł)' : ''}: „Czy możesz?”`,
    callAnswered: (w, yes) => `${say(w, 'odpowiadasz', 'odpowiada')}: ${yes ? '„Tak.”' : '„Nie.”'}`,
    honoursShown: (s, held) => `${sideSay(s, 'pokazujecie', 'pokazują', 'pokazuje')} honory. ${capitalize(held.map((h) => `${obj(h.who)}: ${h.cards}`).join('; '))}.`,
    tricksAfterTrick: (tricks) => `lewy: ${tricks}`,
    claimMade: (w, n) => `${say(w, 'zgłaszasz', 'zgłasza')} wszystkie pozostałe lewy: ${tricksAcc(n)}.`,
    dealEnded: (reason, tricks) =>
      `${reason === 'call' ? 'Pytanie kończy rozdanie' : reason === 'claim' ? 'Zgłoszenie kończy rozdanie' : 'Rozdanie jest skończone'}: lewy ${tricks}.`,
    tricksScored: (s, n, pts, score) => `${sideSay(s, 'zdobywacie', 'zdobywają', 'zdobywa')} ${points(pts)} za ${tricksAcc(n)}; wynik: ${score}.`,
    honoursScored: (s, h, pts, score) => `Honory ${sideThen(s, 'ma', 'mają')}: ${h} honory, ${points(pts)}; wynik: ${score}.`,
    honoursNotScored: (s, reason) =>
      reason === 'divided'
        ? 'Honory są podzielone: nikt ich nie liczy.'
        : reason === 'atNine'
          ? s
            ? `${sideSay(s, 'macie', 'mają', 'ma')} dziewięć punktów: honory się nie liczą.`
            : 'Strona, która ma dziewięć punktów, nie liczy honorów.'
          : 'Partia była już wygrana: honory się nie liczą.',
    slamMade: (s, kind, pts) => `${sideSay(s, 'robicie', 'robią', 'robi')} ${kind === 'grand' ? 'wielkiego szlema' : 'małego szlema'}: ${points(pts)} w robrze.`,
    gameWon: (s, name, value, score, games) =>
      `${sideSay(s, 'wygrywacie', 'wygrywają', 'wygrywa')} partię ${GAME[name]}, wartą ${points(value)}; wynik: ${score}. Partie: ${games}.`,
    rubberWon: (s, net) => `${sideSay(s, 'wygrywacie', 'wygrywają', 'wygrywa')} robra: ${points(net)} przewagi.`,
    ledger: (lines) =>
      `Punkty robrowe: ${lines.map((l) => `${obj(l.who)} ${l.change === null ? '' : `${l.change >= 0 ? 'plus' : 'minus'} ${Math.abs(l.change)}, `}razem ${l.total}`).join('; ')}.`,
    /** Czasownik zgodny ze zwycięzcami: "Anna i Clara wygrywają sesję.", "Wygrywacie sesję!" (ty z partnerem). */
    sessionOver: (winners) => {
      const mine = winners.some((w) => w.self);
      const verb = winners.length > 1 ? (mine ? 'wygrywacie' : 'wygrywają') : mine ? 'wygrywasz' : 'wygrywa';
      return `${mine ? capitalize(verb) : `${capitalize(names(winners))} ${verb}`} sesję${mine ? '!' : '.'} ${K('Shift+N')} zaczyna nową grę.`;
    },
    pair: (mine, theirs) => `wy ${mine}, przeciwnicy ${theirs}`,
    score: (pts, games, tricks) => `Wynik: ${pts}. Partie: ${games}. Lewy w tym rozdaniu: ${tricks}.`,
    trumpIs: (suit, turnUp, dealer, onTable) => {
      if (!turnUp) return `Atutem jest ${suit}.`;
      const where = dealer.self
        ? onTable
          ? 'leży jeszcze przed tobą na stole'
          : 'jest już w twojej ręce'
        : `${onTable ? 'leży jeszcze na stole' : 'jest już w ręce rozdającego'} (rozdaje ${dealer.name})`;
      return `Atutem jest ${suit}; odkryta karta, ${turnUp}, ${where}.`;
    },
    calls: (lines) =>
      lines.length
        ? `Pytania: ${lines.map((l) => `${obj(l.who)}${l.answer === null ? ', z trzema honorami' : l.answer === 'yes' ? ', odpowiedź tak' : ', odpowiedź nie'}`).join('; ')}.`
        : 'W tym rozdaniu nie było pytania.',
    yourTurn: (phase, h) =>
      phase === 'play'
        ? `Twój ruch.${h.mustFollow ? ` Dołóż do koloru ${h.mustFollow}.` : ''}${h.mayCall ? ` Możesz zapytać: ${K('Shift+A')}.` : ''}${h.mayClaim ? ` Możesz zgłosić pozostałe lewy: ${K('Shift+A')}.` : ''}`
        : 'Twój ruch.',
    notYourTurn: (w) => `To nie twój ruch: teraz ${then(w, 'grasz', 'gra')}.`,
    choiceCall: 'Pytanie: „Czy możesz?” (macie osiem punktów, a ty masz dwa honory)',
    choiceClaim: 'Zgłoś wszystkie pozostałe lewy',
    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: `To nie twój ruch${f.toMove ? `: teraz ${then(f.toMove, 'grasz', 'gra')}` : ''}.`,
        WRONG_PHASE: 'Rozdanie jest skończone: N zaczyna następne.',
        CARD_NOT_IN_HAND: f.card ? `Nie masz w ręce ${f.card.name(GEN)}.` : 'Nie masz tej karty w ręce.',
        MUST_FOLLOW_SUIT: `Musisz dołożyć do koloru ${f.suit ?? 'wyjścia'}.`,
        CALL_NOT_AT_EIGHT: 'Pytać możesz tylko wtedy, gdy twoja strona ma osiem punktów.',
        CALL_NEEDS_TWO_HONOURS: 'Do pytania potrzebujesz dwóch honorów w atutach.',
        CALL_TOO_LATE: 'Pytać można tylko przed własną pierwszą kartą, w pierwszej lewie.',
        VARIANT_OFF: 'W tych regułach nie zgłasza się pozostałych lew.',
        CLAIM_NOT_CERTAIN: 'Zgłoszenie odrzucone: pozostałe lewy nie są pewne.',
      } as Record<string, string>)[code] ?? 'Ten ruch jest niedozwolony.') + (rule ? ` (reguła ${rule})` : ''),
    hint: (move, reason) => `Podpowiedź: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (reason) =>
      ({
        call: 'Macie osiem punktów, a ty masz dwa honory.',
        onlyCard: 'To jedyna rozsądna karta.',
        topSequence: 'Wyjście z góry sekwensu.',
        cashWinner: 'To najwyższa karta swojego koloru, jaka jeszcze jest w grze: pewna lewa, jeśli nikt jej nie przebije.',
        leadTrumps: 'Wyciąga atuty przeciwnikom.',
        returnPartnersLead: 'Wraca w kolor wyjścia twojego partnera.',
        partnerCanRuff: 'Twój partner nie ma tego koloru i może go przebić.',
        invite: 'Niska karta z koloru z honorem: inwit dla twojego partnera.',
        shortSuit: 'Krótki kolor, żeby później móc go przebijać.',
        longSuit: 'Wyjście z twojego długiego koloru.',
        secondHandLow: 'Druga ręka nisko.',
        coverHonour: 'Przykrywa honor z wyjścia.',
        thirdHandHigh: 'Trzecia ręka wysoko.',
        winTrick: 'Bierze lewę jak najtaniej.',
        duckTrick: 'Wyższa karta zostaje na później.',
        cannotWin: 'Tej lewy nie weźmiesz: niska karta.',
        partnerWinning: 'Lewę ma twój partner: niska karta.',
        unblock: 'Odblokowuje kolor i zostawia wyjście twojemu partnerowi.',
        overtakePartner: 'Przejmuje lewę twojego partnera, żeby wyjść.',
        ruff: 'Nie masz koloru wyjścia: przebicie bierze lewę.',
        overruff: 'Przebija wyżej niż zagrany atut.',
        discard: 'Nie masz tego koloru: zrzutka z twojego najsłabszego koloru.',
      } as Record<string, string>)[reason] ?? null,
  },
} satisfies WhistCatalogue;
