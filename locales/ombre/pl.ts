/**
 * Rodzina Ombre po polsku (src/games/ombre/messages.ts). Na wspólnych słowach gier w lewy
 * (locales/tricks/pl.ts), ze słowami polskiej książki: „pytam”, „pas”, „trzymam”, Pytanie, Tourné,
 * Obscurité, Grand Casco, Solo (sans prendre), Solo tout; kolor rozdania („w kolorze”); Spadille,
 * Manille, Basta, Ponto (nazwy kart nieodmienne), matadory; Lomber (odmieniany: Lombra, Lombrem), na
 * ręku; premiers, vole, remise, kodille, bête (nieodmienne), pula, kocioł, marki; kupować (wymiana z
 * talonem). Karty przychodzą jako odwołania i są odmieniane według zdania („woła króla kier”, „nie masz
 * asa pik”); przy Spadille (asie pik) tytuł zostaje, a odmienia się nazwa karty. Imiona zawsze w
 * mianowniku, czas teraźniejszy; „ty” bez zaimka przy czasowniku („Pasujesz”). Ten plik ładuje
 * src/games/ombre/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { CardRef, GrammaticalCase } from '../../src/i18n/deck-names.js';
import type { OmbreCatalogue, Title } from '../../src/games/ombre/messages.js';
import type { Contract } from '../../src/games/ombre/types.js';
import type { OmbreReason } from '../../src/games/ombre/bots/types.js';
import { trickUiPl, tricksPl } from '../tricks/pl.js';
import { GAME_NAMES, PLAYERS, VARIANTS } from './rules-pl.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
const ACC = { case: 'accusative' } as const;
const GEN = { case: 'genitive' } as const;
/** Na początku zdania: "Pasujesz", "Anna pasuje". */
const say = (w: Who, ty: string, on: string) => (w.self ? capitalize(ty) : `${w.name} ${on}`);
/** W środku zdania: "pasujesz", "Anna pasuje". */
const sayIn = (w: Who, ty: string, on: string) => (w.self ? ty : `${w.name} ${on}`);
/** W wyliczeniach, zawsze w mianowniku: "ty 3, Anna 2". */
const obj = (w: Who) => (w.self ? 'ty' : w.name);
const v = (w: Who, ty: string, on: string) => (w.self ? ty : on);
/** Zaimek karty w bierniku: "go" (as, król, walet), "ją" (dama, siódemka). */
const it = (card: CardRef) => (card.gender === 'f' ? 'ją' : card.gender === 'n' ? 'je' : 'go');
const marks = (n: number) => plural(L, n, { one: 'marka', few: 'marki', many: 'marek', other: 'marki' });
/** Biernik: "płaci 1 markę, 2 marki, 5 marek". */
const marksAcc = (n: number) => plural(L, n, { one: 'markę', few: 'marki', many: 'marek', other: 'marki' });
const tricksN = (n: number) => plural(L, n, { one: 'lewa', few: 'lewy', many: 'lew', other: 'lewy' });
/** Biernik: "musisz wziąć 1 lewę, 2 lewy, 5 lew". */
const tricksAcc = (n: number) => plural(L, n, { one: 'lewę', few: 'lewy', many: 'lew', other: 'lewy' });
const cardsN = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "kupuje 1 kartę, 2 karty, 5 kart". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const matadorsN = (n: number) => plural(L, n, { one: 'matador', few: 'matadory', many: 'matadorów', other: 'matadora' });
/** Biernik: "masz 3 matadory, 5 matadorów". */
const matadorsAcc = (n: number) => plural(L, n, { one: 'matadora', few: 'matadory', many: 'matadorów', other: 'matadora' });
const choicesN = (n: number) => plural(L, n, { one: 'możliwość', few: 'możliwości', many: 'możliwości', other: 'możliwości' });
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
const names = (ws: readonly Who[]) => list(L, ws.map(obj));
/** Strona jako podmiot: czasownik w liczbie pojedynczej albo mnogiej ("Anna płaci", "Anna i Ben płacą", "ty i Anna płacicie"). */
const sideV = (ws: readonly Who[], ty: string, on: string, wy: string, oni: string) =>
  ws.length > 1 ? (ws.some((w) => w.self) ? wy : oni) : ws[0]?.self ? ty : on;
/** Dwoje graczy razem, oboje w mianowniku: "Ben i Anna grają razem", "ty i Anna gracie razem". */
const together = (a: Who, b: Who) => `${obj(a)} i ${obj(b)} ${a.self || b.self ? 'gracie' : 'grają'} razem`;
/** Celownik bez odmiany imienia: "tobie", "graczowi Anna". */
const toWhom = (w: Who) => (w.self ? 'tobie' : `graczowi ${w.name}`);

const CONTRACT: Record<Contract, string> = {
  ask: 'Pytanie',
  'ask-colour': 'Pytanie w kolorze',
  tourne: 'Tourné',
  obscurite: 'Obscurité',
  'obscurite-bottom': 'Obscurité od spodu',
  'obscurite-middle': 'Obscurité ze środka',
  casco: 'Grand Casco',
  solo: 'Solo',
  'solo-colour': 'Solo w kolorze',
  'solo-tout': 'Solo tout',
  'solo-tout-colour': 'Solo tout w kolorze',
  grandissimo: 'Grandissimo',
  nullissimo: 'Nullissimo',
  mediateur: 'Mediateur',
  forcee: 'Spadille forcée',
};

/** Nazwy kart stołu (O8, O10): Spadille, Manille i Ponto nieodmienne, Basta odmienia się jak rzeczownik żeński na -a. */
const TITLE = { spadille: 'Spadille', manille: 'Manille', basta: 'Basta', ponte: 'Ponto' } as const;
const BASTA: Readonly<Partial<Record<GrammaticalCase, string>>> = { genitive: 'Basty', dative: 'Baście', accusative: 'Bastę', instrumental: 'Bastą', locative: 'Baście' };
/** Tytuł w przypadku zdania: "do zagrania Basty", "bierze lewę Bastą". */
const titleIn = (t: Title, c: GrammaticalCase = 'nominative') => (t === 'basta' ? BASTA[c] : undefined) ?? TITLE[t];
const titles = (ts: readonly Title[]) => list(L, ts.map((t) => TITLE[t]));

const GAME_HELP = {
  ombre: 'Trzech graczy, 40 kart, po 9, talon z 13; Lomber gra w pojedynkę przeciw dwóm.',
  'en-deux': 'Dwóch graczy, bez kart karo, po 8, talon z 14; tylko Pytanie i Solo, bez koloru rozdania.',
  'en-quatre': 'Czterech graczy, każdy na siebie, po 8, talon z 8; gry jak we trzech.',
  quadrille: 'Czterech graczy, po 10, bez talonu; Lomber woła króla, a jego posiadacz jest w tajemnicy jego partnerem.',
  cinquille: 'Pięciu graczy, po 8, bez talonu; jak Quadrille, z Solo tout.',
} as const;

export const ombrePl: OmbreCatalogue = {
  tricks: tricksPl,
  ui: {
    ...trickUiPl,
    commands: {
      ...trickUiPl.trickCommands,
      playCard: { name: 'Zagraj kartę', help: 'Zagrywa kartę, na której jest fokus; w twojej wymianie oznacza ją do odłożenia albo zdejmuje oznaczenie (propozycja przychodzi oznaczona; K odkłada oznaczone karty i kupuje); w Mediateurze oddaje ją graczowi, który dał króla.' },
      suitS: { name: 'Pik', help: 'W ręce: przechodzi do twojej najwyższej karty pik (S jak spades); gdy atutem jest pik, do atutów.' },
      suitH: { name: 'Kier', help: 'W ręce: przechodzi do twojej najwyższej karty kier (H jak hearts); gdy atutem jest kier, do atutów.' },
      suitD: { name: 'Karo', help: 'W ręce: przechodzi do twojej najwyższej karty karo (D jak diamonds); gdy atutem jest karo, do atutów.' },
      suitC: { name: 'Trefl', help: 'W ręce: przechodzi do twojej najwyższej karty trefl (C jak clubs); gdy atutem jest trefl, do atutów.' },
      readTable: { name: 'Stół i marki', help: 'Pula, czekające bête i to, o którą się gra, marki wszystkich graczy oraz które to rozdanie partii.' },
      readGame: { name: 'Gra', help: 'Dotychczasowa licytacja; potem Lomber i jego gra, atut i kolor rozdania, wywołana karta i partner, gdy już wiadomo, kto nim jest, wymiana, twoje odłożone karty i lewy.' },
      declare: { name: 'Możliwości', help: 'Otwiera listę tego, co możesz teraz zrobić: twoja licytacja, atut, karta do wywołania, stop albo vole, kupno, poddanie gry.' },
      take: { name: 'Kup', help: 'W wymianie: odkłada oznaczone karty, potem dobiera z talonu tyle samo kart; to kończy twoją wymianę.' },
      nextDeal: { name: 'Następne rozdanie', help: 'Zaczyna następne rozdanie, gdy to jest skończone.' },
      pickChoice: { name: 'Wybierz możliwość', help: 'Na liście możliwości cyfry od 1 do 9 wybierają daną możliwość. Twoja licytacja to jeden albo dwa klawisze: Solo, Solo tout, Obscurité i trzymanie to po jednej pozycji, która otwiera własną listę (kolory albo rodzaje), a tam cyfra wybiera licytację; Escape wraca do pierwszej listy.' },
    },
    colRole: 'Rola',
    colTricks: 'Lewy',
    colMarks: 'Marki',
    mano: 'na ręku',
    lomber: 'Lomber',
    partner: 'partner',
    defender: 'przeciwnik',
    matador: 'matador',
    laidAway: (n, of) => `odłożone: ${n}, najwyżej ${of}`,
    blackAcesGroup: (n) => `Czarne asy, zawsze atuty, ${cardsN(n)}`,
    gameLabel: 'Odmiana',
    dealLabel: 'Rozdanie',
    dealOf: (n, of) => `rozdanie ${n} z ${of}`,
    favouriteLabel: 'Kolor rozdania',
    contractLabel: 'Gra',
    calledLabel: 'Wywołana karta',
    potLabel: 'Pula',
    betesLabel: 'Bête',
    talonLabel: 'Talon',
    none: 'brak',
    noTrumpYet: 'jeszcze nieustalony',
    readTable: 'Stół',
    readGame: 'Gra',
    declare: 'Możliwości',
    take: (n) => `Kup ${cardsAcc(n)}`,
    commandHint: 'Na przykład: pas, pytam, solo karo, trzymam, atut kier, wołam króla kier, odłóż dwójkę pik, kup, zagraj Spadille, stop, stół.',
    resumed: 'Twoja gra w Ombre wraca do miejsca, w którym została przerwana.',
    commandUnknown: 'Nie rozumiem. Spróbuj: pas, solo karo, zagraj asa pik, kup, stół, pomoc.',
    choicesHeading: (phase, n) =>
      `${({ auction: 'Twoja licytacja', bidGroup: 'Twoja licytacja', trump: 'Wybierz atut', call: 'Wywołaj kartę', stop: 'Premiers: stop albo vole', declare: 'Możliwości' } as Record<string, string>)[phase] ?? 'Możliwości'}, ${choicesN(n)}`,
    family: 'Odmiana',
    gameOption: (g) => `${GAME_NAMES[g]} (${PLAYERS[{ ombre: 3, 'en-deux': 2, 'en-quatre': 4, quadrille: 4, cinquille: 5 }[g]]})`,
    gameHelp: (g) => GAME_HELP[g],
    variants: 'Warianty',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? '',
    variantFor: (games) => `Dotyczy: ${games}.`,
    tours: 'Kolejki',
    toursHelp: 'W kolejce każdy rozdaje raz; po ostatniej dzieli się kocioł.',
    toursDefault: 'Jak w książce: we trzech 4, we dwóch 6, we czterech 3, Quadrille 3, Cinquille 2',
    toursCount: (n) => plural(L, n, { one: 'kolejka', few: 'kolejki', many: 'kolejek', other: 'kolejki' }),
    seatHelp: 'Miejsca następują po sobie przeciwnie do ruchu wskazówek zegara; kto rozdaje pierwszy, rozstrzyga los.',
  },
  ombre: {
    gameName: (g) => GAME_NAMES[g],
    contract: (c) => CONTRACT[c],
    contractWith: (c, suit) => {
      if (!suit) return CONTRACT[c];
      switch (c) {
        case 'solo':
          return `Solo ${suit}`;
        case 'solo-tout':
          return `Solo tout ${suit}`;
        case 'solo-colour':
        case 'solo-tout-colour':
        case 'ask-colour':
          return `${CONTRACT[c]}, ${suit}`;
        default:
          return CONTRACT[c];
      }
    },
    title: (t) => TITLE[t],
    /** Tytuł i nazwa karty w przypadku zdania: "Spadille (asa pik)", "Bastą (asem trefl)". */
    titled: (title, card, form) => `${titleIn(title, form.case)} (${card.name(form)})`,
    blackAces: (ts) => `Czarne asy, zawsze atuty: ${titles(ts)}`,

    dealStarted: (deal, of, dealer, mano, favourite, pot, betes, blok) =>
      `Rozdanie ${deal} z ${of}. ${say(dealer, 'rozdajesz', 'rozdaje')} i ${v(dealer, 'wpłacasz', 'wpłaca')} markę do puli${blok ? '; stół był pusty: każdy dokłada Blok, jedną markę' : ''}; na ręku ${mano.self ? 'jesteś ty' : `jest ${mano.name}`}.` +
      (favourite ? ` Kolorem rozdania jest ${favourite}.` : '') +
      ` W puli: ${marks(pot)}${betes.length ? `; ${betes.length === 1 ? 'czeka bête' : 'czekają bête'} o wartości ${list(L, betes.map(String))}` : ''}.`,
    bid: (w, c, contract) =>
      c === 'ask' ? `${say(w, 'pytasz', 'pyta')}.` : c === 'ask-colour' ? `${say(w, 'pytasz', 'pyta')} w kolorze.` : `${say(w, 'licytujesz', 'licytuje')} ${contract}.`,
    hold: (w, contract) => `${say(w, 'trzymasz', 'trzyma')}: ${contract} ${w.self ? 'grasz ty' : `gra ${w.name}`}.`,
    pass: (w) => `${say(w, 'pasujesz', 'pasuje')}.`,
    acesShown: (w) => `${say(w, 'pokazujesz', 'pokazuje')} czarne asy: Spadille i Basta.`,
    auctionWon: (w, contract) => `${say(w, 'jesteś', 'jest')} Lombrem: ${contract}.`,
    allPassed: 'Wszyscy pasują: karty są zbierane, pula zostaje na stole.',
    spadilleForcee: (w) => `Wszyscy pasują: Spadille forcée. ${say(w, 'masz', 'ma')} Spadille i ${v(w, 'musisz', 'musi')} grać.`,
    convert: (w, c, contract) =>
      c === 'ask-colour' ? `${say(w, 'wybierasz', 'wybiera')} na atut kolor rozdania: ${contract}.` : `${say(w, 'zmieniasz', 'zmienia')} Pytanie na ${contract}.`,
    turned: (card) => `Wierzchnia karta talonu zostaje odkryta: ${card}.`,
    trump: (suit, colour) => (suit ? `Atutem jest ${suit}${colour ? ', kolor rozdania: wszystko liczy się podwójnie' : ''}.` : 'Atutami są tylko Spadille i Basta.'),
    called: (w, card, request) =>
      request
        ? `${say(w, 'prosisz', 'prosi')} o ${card.name(ACC)}.`
        : `${say(w, 'wołasz', 'woła')} ${card.name(ACC)}. Kto ma tę kartę, gra ${w.self ? 'z tobą' : 'z Lombrem'}; to zostaje tajemnicą, dopóki karta nie padnie.`,
    youArePartner: (lomber) => `Masz wywołaną kartę: grasz razem z Lombrem, którym jest ${lomber.name}, i nikt o tym nie wie, dopóki karta nie padnie.`,
    handedOver: (from, to, card) => `${say(from, 'przekazujesz', 'przekazuje')} jawnie ${card.name(ACC)}; ${to.self ? `dostajesz ${it(card)}` : `dostaje ${it(card)} ${to.name}`}.`,
    given: (w, to, card) => `${say(w, 'oddajesz', 'oddaje')} w zamian zakrytą kartę; ${to.self ? 'dostajesz ją' : `dostaje ją ${to.name}`}${card ? `: ${card}` : ''}.`,
    discarded: (card, count, limit, blind) => `${blind ? 'Odłożone w ciemno' : 'Odłożone'}: ${card}. ${count} z najwyżej ${limit}.`,
    laidAwayAll: (cards, count, blind) =>
      count === 1 ? `Odkładasz${blind ? ' w ciemno' : ''} ${cards.name(ACC)}.` : `Odkładasz${blind ? ' w ciemno' : ''} ${cardsAcc(count)}: ${cards}.`,
    exchange: (w, count, left) =>
      count === 0
        ? `${say(w, 'nie kupujesz', 'nie kupuje')} żadnej karty.`
        : `${say(w, 'kupujesz', 'kupuje')} ${cardsAcc(count)}; ${left === 0 ? 'w talonie nic nie zostaje' : `w talonie zostaje: ${left}`}.`,
    turnedTaken: (w, card) => `Odkrytą kartę, ${card.name(ACC)}, ${w.self ? 'dostajesz ty' : `dostaje ${w.name}`}.`,
    cardsTaken: (cards, blind) => `${blind ? 'Dobrane w ciemno' : 'Kupujesz'}: ${cards}.`,
    throwIn: (w) => `${say(w, 'poddajesz', 'poddaje')} grę.`,
    partnerRevealed: (w, lomber, card) => `Zagrano ${card.name(ACC)}: ${together(w, lomber)}.`,
    voleDeclared: (w) => `${say(w, 'grasz', 'gra')} dalej po premiers i tym samym ${v(w, 'zapowiadasz', 'zapowiada')} vole: teraz liczą się tylko wszystkie lewy.`,
    stop: (w, auto) =>
      auto ? 'Premiers są zrobione, a wywołany król jeszcze nie padł: rozdanie kończy się tutaj wygraną.' : `${say(w, 'kończysz', 'kończy')} po premiers: wygrana.`,
    tricksLine: (lines) => `lewy: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,
    result: (outcome, side, n, vole, premiers, devole, line) => {
      // Po dwukropku mała litera: "Kodille: ty, …".
      const who = side.length ? names(side) : 'Lomber';
      const head =
        outcome === 'win'
          ? `Wygrana: ${who}, ${tricksN(n)}${premiers ? ', z premiers' : ''}${vole === 'made' ? ', vole' : vole === 'missed' ? ', ale zapowiedziane vole nie wyszło' : ''}`
          : outcome === 'remise'
            ? `Remise: ${who}, ${tricksN(n)}; Lomber przegrywa`
            : `Kodille: ${who}, tylko ${tricksN(n)}${devole ? ', ani jednej: devole' : ''}`;
      return `${head}. ${capitalize(line)}.`;
    },
    honours: (h) => {
      const parts: string[] = [];
      if (h.game) parts.push(`gra ${h.game}`);
      if (h.matadors) parts.push(`${matadorsN(h.count)} ${h.matadors}`);
      if (h.premiers) parts.push(`premiers ${h.premiers}`);
      if (h.vole > 0) parts.push(`vole ${h.vole}`);
      if (h.vole < 0) parts.push(`nieudane vole minus ${-h.vole}`);
      if (h.devole) parts.push(`devole ${h.devole}`);
      const each = h.opponents > 1 ? 'każdy przeciwnik' : 'przeciwnik';
      const eachDat = h.opponents > 1 ? 'każdemu przeciwnikowi' : 'przeciwnikowi';
      const side = h.side.length ? names(h.side) : 'Lomber';
      const pay =
        h.total === 0
          ? 'Nikt nie płaci honorów'
          : h.won
            ? h.total > 0
              ? `${capitalize(each)} płaci ${marksAcc(h.total)}`
              : `${capitalize(each)} dostaje ${marksAcc(-h.total)}`
            : `${capitalize(side)} ${sideV(h.side, 'płacisz', 'płaci', 'płacicie', 'płacą')} ${eachDat} ${marksAcc(h.total)}`;
      return `Honory: ${parts.length ? parts.join(', ') : 'brak'}${h.colour && parts.length ? ', podwójnie w kolorze' : ''}. ${pay}.`;
    },
    payments: (lines) =>
      `Płatności: ${lines
        .map((p) => {
          if (p.reason === 'pot' && p.to) return `${sayIn(p.to, 'bierzesz', 'bierze')} ze stołu ${marksAcc(p.amount)}`;
          if (p.reason === 'bete' && p.from) return `${sayIn(p.from, 'wpłacasz', 'wpłaca')} ${p.kind === 'double' ? 'podwójną' : 'pojedynczą'} bête, ${marksAcc(p.amount)}`;
          if (p.from && p.to) return `${sayIn(p.from, 'płacisz', 'płaci')} ${toWhom(p.to)} ${marksAcc(p.amount)}`;
          if (p.from) return `${sayIn(p.from, 'wpłacasz', 'wpłaca')} na stół ${marksAcc(p.amount)}`;
          return p.to ? `${sayIn(p.to, 'dostajesz', 'dostaje')} ${marksAcc(p.amount)}` : `na stół ${marks(p.amount)}`;
        })
        .join('; ')}.`,
    kettle: (total, shares) =>
      total === 0 ? 'Kocioł jest pusty: na stole nic nie leży.' : `Kocioł: na stole ${marks(total)}; podział: ${shares.map((s) => `${obj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (outcome, last) =>
      last ? 'To było ostatnie rozdanie partii.' : outcome === 'passed' ? 'Nikt nie gra tego rozdania.' : 'Rozdanie jest skończone.',
    sessionOver: (places) => {
      const first = places.filter((p) => p.place === 1);
      const winner = first.some((p) => p.who.self)
        ? first.length > 1
          ? 'Dzielisz pierwsze miejsce!'
          : 'Wygrywasz partię!'
        : `${capitalize(names(first.map((p) => p.who)))} ${first.length > 1 ? 'wygrywają' : 'wygrywa'} partię.`;
      return `${winner} Wynik końcowy: ${places.map((p) => `${p.place}. ${obj(p.who)} ${signed(p.balance)}`).join(', ')}. ${K('Shift+N')} zaczyna nową grę.`;
    },

    balances: (lines) => `Marki: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    table: (pot, betes, playedFor) =>
      `W puli: ${marks(pot)}.` +
      (betes.length
        ? ` Bête: ${list(L, betes.map((b) => `${b.amount} ${b.double ? 'podwójna' : 'pojedyncza'}`))}; rozdanie toczy się o najwyższą, ${playedFor}, i o pulę.`
        : ' Brak bête.'),
    auctionSoFar: (speeches, toMove) =>
      `Licytacja: ${speeches.length ? speeches.join(', ') : 'jeszcze nikt nic nie powiedział'}.${toMove ? ` ${toMove.self ? 'Teraz mówisz ty.' : `Teraz mówi ${toMove.name}.`}` : ''}`,
    speech: (w, move, contract) =>
      move === 'pass' ? `${obj(w)} ${v(w, 'pasujesz', 'pasuje')}` : move === 'hold' ? `${obj(w)} ${v(w, 'trzymasz', 'trzyma')} ${contract ?? ''}`.trim() : `${obj(w)} ${contract ?? ''}`.trim(),
    gameState: (lomber, contract, trump, fixed, favourite) => {
      const fav = favourite ? `Kolorem rozdania jest ${favourite}.` : 'W tym rozdaniu nie ma koloru rozdania.';
      if (!contract) return fav;
      const t = trump ? `Atut: ${trump}.` : fixed ? 'Atutami są tylko Spadille i Basta.' : 'Atut nie jest jeszcze ustalony.';
      return `${lomber ? `${say(lomber, 'jesteś', 'jest')} Lombrem: ${contract}.` : `${contract}.`} ${t} ${fav}`;
    },
    calledState: (card, partner, lomber, request) =>
      request
        ? `${say(lomber, 'prosisz', 'prosi')} o ${card.name(ACC)}.`
        : partner
          ? `Wywołana karta: ${card}; ${together(partner, lomber)}.`
          : `Wywołana karta: ${card}; kto ją ma, to jeszcze tajemnica.`,
    exchangeState: (lines, talon) => `Wymiana: ${lines.length ? lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ') : 'jeszcze nikt'}; w talonie: ${cardsN(talon)}.`,
    turnedState: (card, to) => `Odkryta karta: ${card}${to ? `; ${to.self ? 'masz ją teraz' : `ma ją teraz ${to.name}`}` : ', leży na wierzchu talonu'}.`,
    myDiscards: (cards) => `Twoje odłożone karty: ${cards}.`,
    matadorsInHand: (n) => `Masz ${matadorsAcc(n)}.`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'auction':
          return 'Twoja kolej: licytuj.';
        case 'trump':
          return `Wybierz atut.${f.mayThrowIn ? ' Możesz też poddać grę.' : ''}`;
        case 'call':
          return 'Wywołaj kartę.';
        case 'give':
          return `Oddaj w zamian zakrytą kartę graczowi, który dał ci króla: ${K('Enter')} na karcie.`;
        case 'exchange':
          return f.obscurite
            ? `Obscurité: odłóż w ciemno ${f.limit - 1} albo ${cardsAcc(f.limit)}; oznacz je klawiszem ${K('Enter')} na karcie, potem K je odkłada i dobiera tyle samo.`
            : `Twoja wymiana: oznacz karty do odłożenia klawiszem ${K('Enter')} na karcie, najwyżej ${f.limit}; K je odkłada i kupuje tyle samo${f.laid ? `, teraz odłożone: ${f.laid}` : ''}.`;
        case 'play':
          return `Twój ruch.${f.follow ? ` ${f.follow}` : ''}${f.mayStop ? ' Masz premiers: stop albo wyjdź kartą i tym samym zapowiedz vole.' : ''}${f.mayThrowIn ? ` Możesz jeszcze poddać grę: ${K('Shift+A')}.` : ''}`;
        default:
          return 'Twój ruch.';
      }
    },
    notYourTurn: (w) => `To nie twój ruch: ${w.self ? 'teraz grasz ty' : `teraz gra ${w.name}`}.`,
    mustFollow: (suit) => `Musisz dołożyć do koloru ${suit}.`,
    mustTrump: 'Wyjście jest atutem: musisz dołożyć atut.',
    exempt: (ts, free) => {
      const many = ts.length > 1;
      return free
        ? `Wyjście jest atutem, ale ${titles(ts)} nie ${many ? 'muszą' : 'musi'} do niego dokładać: zmusza do tego tylko wyższy matador w wyjściu. Możesz zagrać dowolną kartę.`
        : `${capitalize(titles(ts))} nie ${many ? 'muszą' : 'musi'} dokładać, zmusza do tego tylko wyższy matador w wyjściu; ${many ? 'mogą' : 'może'} jednak posłużyć jako twój atut.`;
    },
    forced: (title, by) => `${TITLE[by]} w wyjściu zmusza cię do zagrania ${titleIn(title, 'genitive')}.`,

    commits: (c, f) => {
      const party = f.game === 'quadrille' || f.game === 'cinquille';
      switch (c) {
        case 'ask':
          return party ? `wybierasz atut i wołasz króla na partnera; razem musicie wziąć ${tricksAcc(f.needs)}` : 'wybierasz atut i wymieniasz przed innymi';
        case 'ask-colour':
          return party ? `atutem jest kolor rozdania, ${f.favourite ?? ''}; wołasz króla` : `atutem jest kolor rozdania, ${f.favourite ?? ''}; wymieniasz przed innymi`;
        case 'tourne':
          return 'wierzchnia karta talonu ustala atut; wymieniasz przed innymi';
        case 'obscurite':
        case 'obscurite-bottom':
        case 'obscurite-middle':
          return `odkładasz w ciemno ${f.hand - 1} albo ${cardsAcc(f.hand)}, dobierasz tyle samo ${c === 'obscurite-bottom' ? 'ze spodu talonu' : c === 'obscurite-middle' ? 'ze środka talonu' : 'z wierzchu'} i dopiero wtedy wybierasz atut`;
        case 'casco':
          return party
            ? f.hoyle
              ? 'pokazujesz Spadille i Basta, wybierasz atut i wołasz króla'
              : 'pokazujesz Spadille i Basta i wołasz króla: jego kolor staje się atutem'
            : 'pokazujesz Spadille i Basta; wierzchnia karta talonu ustala atut, wymieniasz przed innymi';
        case 'solo':
        case 'solo-colour':
          return party ? `bez partnera: grasz w pojedynkę przeciw wszystkim i musisz wziąć ${tricksAcc(f.needs)}` : `bez wymiany: grasz w pojedynkę kartami z rozdania, ${cardsN(f.hand)}`;
        case 'solo-tout':
        case 'solo-tout-colour':
          return party ? 'bez partnera: grasz w pojedynkę i musisz wziąć wszystkie lewy' : 'bez wymiany: musisz wziąć wszystkie lewy';
        case 'grandissimo':
          return 'atutami są tylko Spadille i Basta, bez wymiany';
        case 'nullissimo':
          return 'bez czarnego asa: nie wolno ci wziąć żadnej lewy, bez wymiany';
        case 'mediateur':
          return `wybierasz atut, prosisz o króla, którego nie masz, i grasz w pojedynkę; musisz wziąć ${tricksAcc(f.needs)}`;
        case 'forcee':
          return 'wołasz króla: jego kolor staje się atutem';
      }
    },
    pays: (value, inColour, opponents) => {
      const each = opponents > 1 ? 'od każdego' : 'od przeciwnika';
      const base = value === 0 ? 'płaci tylko za matadory i premiers' : `płaci ${value} ${each}`;
      return `${base}${inColour !== null ? `, w kolorze ${inColour}${value === 0 ? ` ${each}` : ''}` : ''}`;
    },
    choiceBid: (contract, commits, pays) => `${contract}: ${commits}, ${pays}`,
    choiceHold: (contract, commits, pays) => `Trzymaj i graj ${contract}: ${commits}, ${pays}`,
    choicePass: (holder, contract) => (holder && contract ? `Pas; ${contract} zostaje ${holder.self ? 'przy tobie' : `przy graczu ${holder.name}`}` : 'Pas'),
    choiceTrump: (suit, favourite, pays) =>
      `Atut ${suit}${favourite ? (pays ? `, kolor rozdania: Pytanie w kolorze, ${pays}` : ', kolor rozdania: wszystko liczy się podwójnie') : ''}`,
    choiceConvert: (contract, commits, pays) => `Zamiast Pytania ${contract}: ${commits}, ${pays}`,
    choiceCall: (card, own, trumpFromIt, request) =>
      request
        ? `Poproś o ${card.name(ACC)}`
        : `Wywołaj ${card.name(ACC)}${trumpFromIt ? ': kolor tej karty staje się atutem' : ''}${own ? '; masz tę kartę i grasz w pojedynkę' : ''}`,
    choiceThrowIn: 'Poddaj grę: pojedyncza bête, bez honorów',
    choiceTake: (n, blind) => (n === 0 ? 'Nie kupuj niczego' : blind ? `Dobierz w ciemno ${cardsAcc(n)}` : `Kup ${cardsAcc(n)}`),
    choiceStop: 'Stop: wygrana, z premiers',
    choiceVole: 'Graj dalej: twoja następna karta zapowiada vole, a potem musisz wziąć wszystkie lewy.',
    choiceBidGroup: (group, contract, n) =>
      `${group === 'hold' ? `Trzymam ${contract}` : contract}: wybierz ${group === 'obscurite' ? 'rodzaj' : 'kolor'}, ${choicesN(n)}`,
    choiceGive: (card, to) => `Oddaj ${card.name(ACC)} ${toWhom(to)}`,

    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: `To nie twój ruch${f.toMove ? `: ${f.toMove.self ? 'teraz grasz ty' : `teraz gra ${f.toMove.name}`}` : ''}.`,
        WRONG_PHASE: 'W tym momencie rozdania to niemożliwe.',
        NOT_ON_LADDER: 'Takiej gry tu nie ma.',
        BID_TOO_LOW: 'Twoja licytacja musi być wyższa niż obecna.',
        CANNOT_HOLD: 'Trzymać może tylko ten, kto miał licytację i właśnie został przelicytowany.',
        NEEDS_BLACK_ACES: 'Grand Casco wymaga w ręce Spadille i Basty.',
        NULLISSIMO_ACES: 'Nullissimo może grać tylko gracz bez czarnego asa.',
        NO_REQUEST: 'Nie ma króla, o którego można by prosić.',
        BAD_SUIT: 'Ten kolor nie pasuje do tej gry: gra w kolorze bierze kolor rozdania, zwykła gra inny kolor.',
        CANNOT_CONVERT: 'Zmienić grę może tylko gracz, który został sam z Pytaniem, i tylko na grę niższą niż Solo.',
        BAD_TRUMP: 'Ten kolor nie może tu być atutem.',
        BAD_CALL: 'Tej karty nie wolno wywołać.',
        CARD_NOT_IN_HAND: f.card ? `Nie masz w ręce ${f.card.name(GEN)}.` : 'Nie masz tej karty w ręce.',
        EXCHANGE_SIZE: `Możesz odłożyć najwyżej ${f.limit !== undefined ? cardsAcc(f.limit) : 'tyle kart'}, i to tylko z ręki.`,
        OBSCURITE_KEEP: 'W Obscurité zatrzymujesz najwyżej jedną kartę: odłóż więcej.',
        CANNOT_THROW_IN: 'Poddać grę może tylko Lomber, przed swoją pierwszą kartą.',
        MUST_FOLLOW_SUIT: `Musisz dołożyć do koloru wyjścia${f.card ? `; ${f.card} do niego nie pasuje` : ''}.`,
        MUST_PLAY_TRUMP: `Wyjście jest atutem, a masz atut, który musi być dołożony${f.card ? `; ${f.card} nie jest atutem` : ''}.`,
        CANNOT_STOP: 'Stop można powiedzieć tylko po premiers, gdy wychodzisz.',
        UNKNOWN_MOVE: 'Nie ma takiego ruchu.',
      } as Record<string, string>)[code] ?? 'Ten ruch jest niedozwolony.') + ` (reguła ${rule})`,
    hint: (move, reason) => `Podpowiedź: ${move.replace(/\.$/, '')}.${reason ? ` ${reason}` : ''}`,
    hintReason: (reason) => HINTS[reason] ?? null,
  },
};

/** Dlaczego gracz komputerowy wybrałby ruch (kody powodów z src/games/ombre/bots). */
const HINTS: Readonly<Record<string, string>> = {
  forced: 'To jedyny ruch.',
  random: 'Dozwolony ruch, bez długiego namysłu.',
  bidAsk: 'Z pomocą, której można się spodziewać z talonu, ręka wystarcza na Pytanie.',
  bidAskColour: 'Kolor rozdania to najlepszy kolor twojej ręki.',
  bidTourne: 'Czarny as, atuty i króle: odkryta karta może ustalić atut.',
  bidObscurite: 'Słaba ręka z jedną kartą wartą zatrzymania.',
  bidCasco: 'Oba czarne asy: Grand Casco płaci jak Solo.',
  bidSolo: 'Dość pewnych lew bez wymiany.',
  bidSoloTout: 'Każda lewa wygląda na pewną.',
  bidGrandissimo: 'Dość wysokich kart, by wygrać, gdy atutami są tylko czarne asy.',
  bidNullissimo: 'Bez czarnego asa i z dość niskimi kartami, by nie wziąć żadnej lewy.',
  bidMediateur: 'Z królem, o którego prosisz, ręka może grać w pojedynkę przeciw wszystkim.',
  hold: 'Ręka wystarcza na tę grę, a wcześniejsze miejsce daje ci pierwszeństwo.',
  pass: 'Z tą ręką nie opłaca się żadna wyższa gra.',
  nameTrump: 'Kolor z najlepszymi widokami.',
  nameFavourite: 'Kolor rozdania jako atut: w kolorze wszystko liczy się podwójnie.',
  convert: 'Pytanie zostało przy tobie bez rywali: wyższa gra poniżej Solo przyniesie więcej.',
  throwIn: 'Pojedyncza bête kosztuje mniej, niż zapewne kosztowałaby dalsza gra.',
  callKing: 'Król koloru, w którym masz mało kart albo chronioną damę.',
  callQueen: 'Ze wszystkimi czterema królami woła się damę.',
  callOwnKing: 'Z własnym królem grasz w pojedynkę.',
  callTrumpKing: 'Król koloru, który jako atut najlepiej pasuje do twojej ręki.',
  askKing: 'Król twojego najdłuższego koloru.',
  giveBack: 'Karta, która najmniej ci pomaga.',
  discard: 'To ani atut, ani król.',
  discardVoid: 'Ostatnia karta tego koloru: gdy jej nie będzie, możesz ten kolor przebijać.',
  obscuriteKeep: 'Odłóż wszystko oprócz karty wartej zatrzymania.',
  take: 'Odłożono dość kart: teraz kup.',
  keepHand: 'Ręka nie potrzebuje kart albo zostawia je następnemu kupującemu.',
  stop: 'Vole jest zbyt niepewne: lepiej skończyć.',
  declareVole: 'Pozostałe lewy wyglądają na pewne: vole.',
  leadCalledKing: 'Partner wychodzi wywołanym królem i tak się ujawnia.',
  leadSmallTrump: 'Mały atut z długiego koloru; wysokie zostają.',
  drawTrumps: 'Przy przewadze w atutach wysoki atut ściąga atuty innych.',
  cashWinner: 'Ta karta powinna wziąć swoją lewę.',
  leadLow: 'Niska karta; wysokie zostają.',
  leadForce: 'Kolor, którego brakuje Lombrowi: musi wydać atut.',
  winTrick: 'Najtańsza karta, która bierze lewę.',
  ruff: 'Nie masz tego koloru: przebijasz.',
  stopLomber: 'Żadnej lewy dla Lombra.',
  followPartner: 'Twoja strona ma już tę lewę: niska karta.',
  duck: 'Oddaj lewę najmniej przydatną kartą tego koloru.',
  discardLow: 'Nie możesz albo nie musisz wygrać: najmniej przydatna karta.',
} satisfies Record<OmbreReason, string>;
