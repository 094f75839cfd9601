/**
 * Tarok po polsku (src/games/tarok/messages.ts). Na wspólnych słowach gier w lewy
 * (locales/tricks/pl.ts). Słowa polskiej książki (Fabra „Sposób do nauczenia się gry Tarok i
 * Tarok-Lombra”), w dzisiejszej pisowni: taroki, pagat, mond, skis, matadory, kawaleria cała i jej
 * połowa, króle, skat, ladon, tarokować, zrobiony i przegrany; w Taroklombrze a Due, a Uno, Solo,
 * trzymać, wołać, remis, Tout i à personne; en deux partia do 100. Karty przychodzą jako odwołania i są
 * odmieniane według zdania („kładziesz do skatu siódemkę kier”, „Anna tarokuje mondem”, „nie masz
 * pagata”); imiona zawsze w mianowniku („graczowi Anna”, „przed graczem Ben”), czas teraźniejszy. Ten
 * plik ładuje src/games/tarok/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural, pluralCategory, type Who } from '../../src/i18n/messages.js';
import type { CardRef } from '../../src/i18n/deck-names.js';
import type { AnnouncementPhrase, TarokCatalogue } from '../../src/games/tarok/messages.js';
import type { Form, Game, Method } from '../../src/games/tarok/types.js';
import { trickUiPl, tricksPl } from '../tricks/pl.js';

const L = 'pl' as const;
const ACC = { case: 'accusative' } as const;
const INS = { case: 'instrumental' } as const;
const GEN = { case: 'genitive' } as const;
const obj = (w: Who) => (w.self ? 'ty' : w.name);
/** Celownik bez odmiany imienia: "ci", "graczowi Anna". */
const dat = (w: Who) => (w.self ? 'ci' : `graczowi ${w.name}`);
/** Narzędnik bez odmiany imienia: "przed tobą", "przed graczem Anna". */
const ins = (w: Who) => (w.self ? 'tobą' : `graczem ${w.name}`);
/** Dopełniacz bez odmiany imienia: "do ciebie", "do gracza Anna". */
const gen = (w: Who) => (w.self ? 'ciebie' : `gracza ${w.name}`);
/** Podmiot z czasownikiem; dla siebie bez zaimka: "Kładziesz", "Anna kładzie". */
const say = (w: Who, ty: string, on: string) => (w.self ? capitalize(ty) : `${w.name} ${on}`);
/** Czasownik przed podmiotem: "trzymasz ją ty", "trzyma ją Anna". */
const then = (w: Who, ty: string, on: string) => (w.self ? `${ty} ty` : `${on} ${w.name}`);
/** Przymiotnik zgodny z rodzajem karty: "pagat zrobiony", "dama zrobiona". */
const agree = (card: CardRef, m: string, f: string, n: string) => (card.gender === 'f' ? f : card.gender === 'n' ? n : m);
const pointsN = (n: number) => plural(L, n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' });
/** Biernik: "połóż 1 kartę, 2 karty, 5 kart". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');

const NUMBERS = ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć', 'dziesięć', 'jedenaście', 'dwanaście', 'trzynaście', 'czternaście', 'piętnaście', 'szesnaście', 'siedemnaście', 'osiemnaście', 'dziewiętnaście', 'dwadzieścia', 'dwadzieścia jeden', 'dwadzieścia dwa'];
/** Liczebnik słowami z rzeczownikiem w formie, której wymaga ("jeden tarok, trzy taroki, dziesięć taroków"). */
const count = (n: number, forms: { one: string; few: string; many: string }) => `${NUMBERS[n] ?? String(n)} ${forms[pluralCategory(L, n) as 'one' | 'few' | 'many'] ?? forms.many}`;
/** Rodzaju żeńskiego ("jedna cała kawaleria, dwie połowy kawalerii"). */
const countF = (n: number, forms: { one: string; few: string; many: string }) => (n === 1 ? `jedna ${forms.one}` : n === 2 ? `dwie ${forms.few}` : count(n, forms));

export const FORM_NAMES: Readonly<Record<Form, string>> = { trois: 'Tarok en trois', deux: 'Tarok en deux', lomber: 'Taroklomber' };
const METHOD: Readonly<Record<Method, string>> = { old: 'stary sposób', new: 'nowy sposób' };
const GAME: Readonly<Record<Game, string>> = { aDue: 'a Due', aUno: 'a Uno', solo: 'Solo' };
const PLAYERS: Readonly<Record<Form, string>> = { trois: 'trzech graczy', deux: 'dwóch graczy', lomber: 'trzech graczy' };

export const VARIANTS_PL: Record<string, { name: string; description: string }> = {
  'V-T-1': { name: 'Płatne bez lewy', description: 'En trois: kto nie weźmie ani jednej lewy, dostaje od każdego z pozostałych 26.' },
  'V-T-2': { name: 'Matadory od dołu', description: 'Matadory liczy się także od pagata w górę (skis, mond, pagat, potem II, III …); zapowiada się lepszą liczbę.' },
};

const FORM_HELP: Readonly<Record<Form, string>> = {
  trois: 'Trzech graczy, każdy dla siebie: rozdający kładzie skat, każdy zapowiada swoje taroki, matadory, kawalerie i króle, gra się o pagata i króle, a punkty z kart liczy się względem 26.',
  deux: 'Dwóch graczy gra do 100 punktów: każdy ma 25 kart, 25 leży z boku niewidzianych; zapowiedzi, premie i punkty z kart się zapisuje; kto zostanie poniżej 50, przegrywa partię podwójnie.',
  lomber: 'Tarok z licytacją lombra: jeden gracz, grający, gra a Due, a Uno albo Solo przeciw dwóm pozostałym i potrzebuje 40 z 78 punktów z kart.',
};

const REASON: Readonly<Record<string, string>> = {
  announcements: 'za zapowiedzi',
  prizes: 'za pagata i króle',
  cards: 'za punkty z kart',
  noTrick: 'za brak lew',
  party: 'za partię',
  game: 'za grę',
  aPersonne: 'à personne',
};

/** T14–T19 tak, jak mówi się przy stole: "Anna: dziesięć taroków, trzy matadory, połowa kawalerii ze skisem, cztery króle: 40." */
function announcement(a: AnnouncementPhrase): string {
  const items: string[] = [];
  if (a.taroks) items.push(count(a.taroks, { one: 'tarok', few: 'taroki', many: 'taroków' }));
  if (a.matadors) items.push(count(a.matadors, { one: 'matador', few: 'matadory', many: 'matadorów' }));
  const cav: string[] = [];
  if (a.whole) cav.push(a.whole === 1 ? 'cała kawaleria' : countF(a.whole, { one: 'cała kawaleria', few: 'całe kawalerie', many: 'całych kawalerii' }));
  if (a.half) cav.push(a.half === 1 ? 'połowa kawalerii' : countF(a.half, { one: 'połowa kawalerii', few: 'połowy kawalerii', many: 'połów kawalerii' }));
  if (cav.length) items.push(`${list(L, cav)}${a.skied ? ' ze skisem' : ''}`);
  if (a.kings) items.push(count(a.kings, { one: 'król', few: 'króle', many: 'królów' }));
  if (items.length === 0) return `${say(a.who, 'nie masz', 'nie ma')} nic do zapowiedzenia.`;
  return `${capitalize(obj(a.who))}: ${items.join(', ')}: ${a.points}.`;
}

const callsWords = (n: number) => (n === 0 ? 'bez wołania' : n === 1 ? 'wołasz jedną kartę' : 'wołasz dwie karty');

export const tarokPl: TarokCatalogue = {
  // Taroks led: a tarok is added, not "do koloru" (T21).
  tricks: { ...tricksPl, mustFollow: (suit) => (suit.id === 'T' ? 'Musisz dołożyć taroka.' : tricksPl.mustFollow(suit)) },
  ui: {
    ...trickUiPl,
    commands: {
      ...trickUiPl.trickCommands,
      playCard: { name: 'Zagraj kartę', help: 'Zagrywa kartę, na której jest fokus; gdy kładziesz skat, kładzie ją do skatu; w wymianie Taroklombra oddaje ją; w licytacji otwiera listę możliwości.' },
      suitT: { name: 'Taroki', help: 'W ręce: przechodzi do twojego najwyższego taroka (najpierw skis).' },
      suitS: { name: 'Pik', help: 'W ręce: przechodzi do twojej najwyższej karty pik (S jak angielskie spades).' },
      suitH: { name: 'Kier', help: 'W ręce: przechodzi do twojej najwyższej karty kier (H jak angielskie hearts).' },
      suitD: { name: 'Karo', help: 'W ręce: przechodzi do twojej najwyższej karty karo (D jak angielskie diamonds).' },
      suitC: { name: 'Trefl', help: 'W ręce: przechodzi do twojej najwyższej karty trefl (C jak angielskie clubs).' },
      readTable: { name: 'Stół i marki', help: 'Marki wszystkich; en deux stan partii, odległość do 100 i linia 50; które to rozdanie sesji.' },
      readGame: { name: 'Gra', help: 'Forma, zapowiedzi (tylko liczby) albo licytacja i wołania Taroklombra, skat, jeśli wolno ci go widzieć, lewy.' },
      readBid: { name: 'Licytacja', help: 'Taroklomber: licytowana gra i kto ją trzyma, kto spasował i kto mówi; potem grający, jego gra i wołania.' },
      readOrder: { name: 'Starszeństwo kart', help: 'Jak stoją karty: taroki od monda do pagata, skis, który nigdy nie bierze lewy, i odwrócone blotki czerwonych kolorów.' },
      declare: { name: 'Możliwości', help: 'Otwiera listę tego, co możesz teraz zrobić: w licytacji pas, licytację albo trzymanie; kartę do zawołania.' },
      nextDeal: { name: 'Następne rozdanie', help: 'Rozdaje następne karty, gdy to rozdanie jest skończone.' },
    },
    colRole: 'Rola',
    colTricks: 'Lewy',
    colMarks: 'Marki',
    colScore: 'Stan partii',
    eldest: 'pierwsza ręka',
    declarer: 'grający',
    opponent: 'przeciwnik',
    dealLabel: 'Rozdanie',
    dealOf: (n, of) => `rozdanie ${n} z ${of}`,
    partyLabel: 'Partia',
    partyOf: (n, of) => `partia ${n} z ${of}`,
    gameLabel: 'Gra',
    skatLabel: 'Skat',
    none: 'brak',
    readTable: 'Stół',
    readGame: 'Gra',
    declare: 'Możliwości',
    mayLay: 'może iść do skatu',
    mayGive: 'można ją oddać',
    skyTag: 'skis: zawsze można go zagrać, nigdy nie bierze lewy',
    commandHint: 'Na przykład: skat siódemka kier, pas, a uno, trzymam, wołam króla kier, oddaj waleta trefl, zagraj pagata, stół, gra, starszeństwo.',
    resumed: 'Twój tarok wraca do miejsca, w którym został przerwany.',
    commandUnknown: 'Nie rozumiem. Spróbuj: zagraj króla kier, skat siódemka trefl, pas, solo, stół, pomoc.',
    choicesHeading: (kind, n) =>
      `${({ auction: 'Twoja licytacja', call: 'Zawołaj kartę', declare: 'Możliwości' } as Record<string, string>)[kind] ?? 'Możliwości'}, ${plural(L, n, { one: 'możliwość', few: 'możliwości', many: 'możliwości', other: 'możliwości' })}`,
    form: 'Gra',
    formOption: (f) => `${FORM_NAMES[f]} (${PLAYERS[f]})`,
    formHelp: (f) => FORM_HELP[f],
    method: 'Sposób Taroklombra',
    methodHelp: 'Stary sposób: rozdający kładzie skat przed licytacją i skat jest jego; a Due, a Uno i Solo. Nowy sposób: trzy karty leżą z boku, grający je bierze i odkłada trzy; a Uno i Solo.',
    methodOption: (m) => capitalize(METHOD[m]),
    variants: 'Warianty',
    variantName: (id) => VARIANTS_PL[id]?.name ?? id,
    variantDescription: (id) => VARIANTS_PL[id]?.description ?? '',
    variantFor: (forms) => `Dotyczy: ${forms}.`,
    tours: 'Kolejki',
    toursHelp: 'En trois i Taroklomber: w kolejce każdy rozdaje raz.',
    toursDefault: 'Jak w książce: 4 kolejki',
    toursCount: (n) => plural(L, n, { one: 'kolejka', few: 'kolejki', many: 'kolejek', other: 'kolejki' }),
    parties: 'Partie',
    partiesHelp: 'En deux: ile partii do 100 ma sesja.',
    partiesCount: (n) => plural(L, n, { one: 'partia', few: 'partie', many: 'partii', other: 'partii' }),
    seatHelp: 'En deux jest dla dwóch graczy, en trois i Taroklomber dla trzech. Pierwszego rozdającego wyznacza los.',
  },
  tarok: {
    formName: (f, m) => (f === 'lomber' ? `${FORM_NAMES[f]}, ${METHOD[m]}` : FORM_NAMES[f]),
    gameName: (g) => GAME[g],
    taroksName: 'taroki',
    taroksCases: { genitive: 'taroków', accusative: 'taroki' },
    order:
      'Starszeństwo kart: taroki idą od monda, dwudziestki jedynki, w dół do pagata, jedynki, którego bije każdy inny tarok; skis nigdy nie bierze lewy. ' +
      'W piku i treflu król jest najwyższy, a as najniższy. W kolorach czerwonych, kier i karo, blotki idą odwrotnie: po walecie as jest najwyższą blotką, a dziesiątka najniższą.',

    dealStarted: (f) => {
      const head = f.of ? `Rozdanie ${f.deal} z ${f.of}.` : `Rozdanie ${f.deal}.`;
      const who = `${capitalize(then(f.dealer, 'rozdajesz', 'rozdaje'))}; pierwszą ręką ${f.eldest.self ? 'jesteś ty' : `jest ${f.eldest.name}`}.`;
      if (f.form === 'lomber' && f.method === 'new') return `${head} ${who} Trzy wierzchnie karty leżą z boku jako skat; licytację ${then(f.eldest, 'zaczynasz', 'zaczyna')}.`;
      const lays = f.layer ? ` Najpierw skat ${then(f.layer, 'kładziesz', 'kładzie')}.` : '';
      return `${head} ${who}${lays}`;
    },
    skatCard: (w, card, n) =>
      card
        ? `${say(w, 'kładziesz', 'kładzie')} do skatu ${card.name(ACC)}${n ? `, ${n} z 3` : ''}.`
        : `${say(w, 'kładziesz', 'kładzie')} kartę do skatu${n ? `, ${n} z 3` : ''}.`,
    skatLaid: (w) => `${w.self ? 'Twój skat' : `Skat gracza ${w.name}`} jest położony.`,
    announced: announcement,

    bid: (w, game) => `${say(w, 'licytujesz', 'licytuje')} ${game}.`,
    hold: (w, game) => `${say(w, 'trzymasz', 'trzyma')} ${game}.`,
    passed: (w) => `${say(w, 'pasujesz', 'pasuje')}.`,
    auctionWon: (w, game, calls, takesSkat) =>
      `${say(w, 'grasz', 'gra')} ${game}${calls ? ` i ${w.self ? 'wołasz' : 'woła'} ${calls === 1 ? 'jedną kartę' : 'dwie karty'}` : ''}.` +
      (takesSkat ? ` ${say(w, 'bierzesz', 'bierze')} skat i ${w.self ? 'odkładasz' : 'odkłada'} trzy karty.` : ''),
    allPassed: (eldest, each) => `Wszyscy pasują: rozdanie przepada, a ${eldest.self ? 'ty dostajesz' : `${eldest.name} dostaje`} od każdego ${each}, à personne.`,
    skatTaken: (w, cards) => (cards ? `${say(w, 'bierzesz', 'bierze')} skat: ${cards}.` : `${say(w, 'bierzesz', 'bierze')} skat.`),
    called: (w, card, from) =>
      from
        ? `${say(w, 'wołasz', 'woła')} ${card.name(ACC)}; kartę ${then(from, 'oddajesz', 'oddaje')}.`
        : `${say(w, 'wołasz', 'woła')} ${card.name(ACC)}: karta leży w skacie, nikt jej nie oddaje.`,
    given: (w, to, card) => (card ? `${say(w, 'oddajesz', 'oddaje')} ${dat(to)} ${card.name(ACC)}.` : `${say(w, 'oddajesz', 'oddaje')} ${dat(to)} kartę.`),

    taroked: (w, card) => `${say(w, 'tarokujesz', 'tarokuje')} ${card.name(INS)}.`,
    skied: (w, card, led) => (led ? `${say(w, 'wychodzisz', 'wychodzi')} ${card.name(INS)}: kolor wyznaczy następna karta.` : `${say(w, 'zagrywasz', 'zagrywa')} ${card.name(ACC)}.`),
    sky: (owner, to, kept, trick) =>
      kept
        ? `${say(owner, 'zatrzymujesz', 'zatrzymuje')} skisa i ${owner.self ? 'dajesz' : 'daje'} ${dat(to)} za niego ladon.`
        : `${owner.self ? 'Twój skis' : `Skis gracza ${owner.name}`}, zagrany w lewie ${trick}, jednej z trzech ostatnich, przepada i idzie do ${gen(to)}.`,
    prize: (before, card, owner, trick, value) => {
      if (trick === 0) return `${capitalize(card)} w skacie leży przed ${ins(before)} jako ${agree(card, 'zrobiony', 'zrobiona', 'zrobione')}: ${value}.`;
      const made = before.self === owner.self && before.name === owner.name;
      const ultimo = trick === 25 ? ' w ostatniej lewie' : '';
      const state = made ? agree(card, 'zrobiony', 'zrobiona', 'zrobione') : agree(card, 'przegrany', 'przegrana', 'przegrane');
      return `${capitalize(card)}${owner.self ? ', twoja karta,' : ` gracza ${owner.name}`} jest ${state}${ultimo} i leży przed ${ins(before)}: ${value}.`;
    },
    cardPoints: (lines) => `Punkty z kart: ${lines.map((l) => `${obj(l.who)} ${l.points}`).join(', ')}.`,
    result: (outcome, d, game, points) => {
      if (!d || !game) return 'Nikt nie gra.';
      switch (outcome) {
        case 'tout':
          return `${say(d, 'robisz', 'robi')} Tout w grze ${game}: wszystkie lewy.`;
        case 'win':
          return `${say(d, 'wygrywasz', 'wygrywa')} ${game}: ${pointsN(points ?? 0)}.`;
        case 'remise':
          return `${capitalize(game)} kończy się remisem: ${d.self ? 'masz' : `${d.name} ma`} dokładnie 39.`;
        default:
          return `${say(d, 'przegrywasz', 'przegrywa')} ${game}: ${pointsN(points ?? 0)}.`;
      }
    },
    score: (lines) => `Zapis tego rozdania: ${lines.map((l) => `${obj(l.who)} ${l.added}`).join(', ')}. ${tarokPl.tarok.partyNow(lines)}`,
    partyOver: (winner, parties, points, scores) =>
      `${say(winner, 'wygrywasz', 'wygrywa')} partię, ${scores.map((s) => s.score).join(' do ')}: ${parties === 2 ? 'partia podwójna, bo przegrywający ma mniej niż 50' : 'jedna partia'}, i ${pointsN(points)}.`,
    payments: (lines) => `Płatności: ${lines.map((p) => `${p.from.self ? 'płacisz' : `${p.from.name} płaci`} ${dat(p.to)} ${p.amount} ${REASON[p.reason] ?? p.reason}`).join('; ')}.`,
    dealOver: (outcome, last) => (last ? 'Ostatnie rozdanie jest skończone.' : outcome === 'passed' ? 'Rozdanie przepada.' : 'Rozdanie jest skończone.'),
    sessionOver: (places) => `Sesja jest skończona. ${places.map((p) => `Miejsce ${p.place}: ${obj(p.who)}, ${signed(p.balance)}`).join('; ')}.`,

    balances: (lines) => `Marki: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    partyNow: (lines) =>
      `Partia: ${lines
        .map((l) => `${obj(l.who)} ${l.score}, ${l.score >= 100 ? 'ponad 100' : `${100 - l.score} do 100`}, ${l.score >= 50 ? 'nad linią 50' : 'pod linią 50'}`)
        .join('; ')}.`,
    auctionNow: (game, holder, passed, toMove) =>
      (game ? `Licytowana gra: ${game}${holder ? `, ${then(holder, 'trzymasz ją', 'trzyma ją')}` : ''}.` : 'Jeszcze nikt nie licytuje.') +
      (passed.length ? ` Pasują: ${list(L, passed.map(obj))}.` : '') +
      (toMove ? ` ${capitalize(then(toMove, 'mówisz', 'mówi'))}.` : ''),
    gameNow: (d, game, calls) =>
      (d && game ? `${say(d, 'grasz', 'gra')} ${game}.` : 'Nikt nie wygrał licytacji.') +
      (calls.length ? ` Wołania: ${calls.map((c) => `${c.card}, ${c.from ? `od: ${obj(c.from)}` : 'w skacie'}${c.returned ? `, w zamian: ${c.returned}` : ''}`).join('; ')}.` : ''),
    noAuction: 'W tej formie nie ma licytacji: rozdający kładzie skat i każdy gra dla siebie.',
    mySkat: (cards, layer) => (cards ? `Skat${layer ? `, położony przez ${gen(layer)}` : ''}: ${cards}.` : 'Nie widzisz skatu.'),
    announcementsNone: 'Na razie nie ma zapowiedzi: przychodzą, gdy skat jest położony.',
    tricksLine: (lines) => `lewy: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'skat':
          return `Twój ruch: połóż do skatu ${f.toLay === 1 ? 'jeszcze jedną kartę' : f.toLay === 2 ? 'dwie karty' : f.toLay === 3 ? 'trzy karty' : cardsAcc(f.toLay)}; ani taroka, ani króla.`;
        case 'auction':
          return f.game ? `Twoja kolej w licytacji: licytowana gra to ${f.game}${f.holder ? `, ${then(f.holder, 'trzymasz ją', 'trzyma ją')}` : ''}.` : 'Twoja kolej w licytacji.';
        case 'call':
          return `Twój ruch: zawołaj kartę liczącą, której nie masz (${f.calls === 1 ? 'jedno wołanie' : 'dwa wołania'} w tej grze).`;
        case 'give':
          return 'Twój ruch: oddaj kartę; jeśli możesz, ani taroka, ani króla, i nigdy karty dopiero co otrzymanej.';
        default:
          return `Twój ruch.${f.follow ? (f.follow.id === 'T' ? ' Dołóż taroka.' : ` Dołóż do koloru ${f.follow.name(GEN)}.`) : f.mustTarok ? ' Musisz zagrać taroka.' : ''}`;
      }
    },
    notYourTurn: (w) => `To nie twój ruch: teraz ${then(w, 'grasz', 'gra')}.`,

    choicePass: (game, holder) => (game && holder ? `Pas: ${game} zostaje przy ${holder.self ? 'tobie' : `graczu ${holder.name}`}` : 'Pas'),
    choiceBid: (game, calls) => `${capitalize(game)}: ${callsWords(calls)}`,
    choiceHold: (game, challenger) => `Trzymam ${game}${challenger ? ` przeciw ${challenger.self ? 'tobie' : `graczowi ${challenger.name}`}` : ''}`,
    choiceCall: (card) => `Zawołaj ${card.name(ACC)}`,

    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: `To nie twój ruch${f.toMove ? `: teraz ${then(f.toMove, 'grasz', 'gra')}` : ''}.`,
        WRONG_PHASE: 'Teraz nie można niczego zagrać.',
        CARD_NOT_IN_HAND: f.card ? `Nie masz w ręce ${f.card.name(GEN)}.` : 'Nie masz tej karty w ręce.',
        SKAT_FORBIDDEN: `${f.card ? capitalize(f.card) : 'Ta karta'} nie może iść do skatu: nie wolno tam kłaść ani taroka, ani króla.`,
        NOT_ON_LADDER: 'Tej gry nie gra się tym sposobem.',
        BID_TOO_LOW: 'Musisz licytować grę wyższą niż ta, która stoi.',
        CANNOT_HOLD: 'Trzymać może tylko ten, kto trzyma grę i odpowiada na wyższą licytację.',
        BAD_CALL: `Nie można zawołać ${f.card ? f.card.name(GEN) : 'tej karty'}: tylko kartę liczącą, której nie masz i która nie jest jeszcze zawołana.`,
        BAD_RETURN: `Nie można oddać ${f.card ? f.card.name(GEN) : 'tej karty'}: ani taroka, ani króla, dopóki masz inną kartę, i nie karty dopiero co otrzymanej.`,
        MUST_FOLLOW_SUIT: `${f.suit?.id === 'T' ? 'Musisz dołożyć taroka' : `Musisz dołożyć do koloru${f.suit ? ` ${f.suit.name(GEN)}` : ''}`}; skis jest zawsze wolny.`,
        MUST_PLAY_TAROK: 'Nie możesz dołożyć do koloru: musisz zagrać taroka; skis jest zawsze wolny.',
      } as Record<string, string>)[code] ?? 'Ten ruch jest niedozwolony.') + (rule ? ` (reguła ${rule})` : ''),
    hint: (move, reason) => `Podpowiedź: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (r) =>
      ({
        voidSuit: 'Opróżnia kolor, więc potem możesz go tarokować',
        keepPagat: 'Pagat zostaje osłonięty',
        bid: 'Ręka jest na to dość silna',
        pass: 'Ręka jest za słaba do licytacji',
        hold: 'Wcześniejsze miejsce zatrzymuje grę',
        callCard: 'Najlepsza karta licząca do zawołania',
        giveBack: 'Karta, której najmniej ci brak',
        huntPagat: 'Polowanie na pagata',
        whip: 'Długi kolor jak bicz na tego, kto ma pagata',
        savePagat: 'Ratuje pagata',
        pagatUltimo: 'Pagat w ostatniej lewie',
        saveFigure: 'Skis ratuje figurę przed trzema ostatnimi lewami',
        drawTaroks: 'Wyciąga taroki',
        win: 'Bierze lewę',
        duck: 'Oddaje lewę tanio',
        searched: 'Najlepsza z rozegranych prób',
        layPagat: 'Przy tak niewielu tarokach pagat jest bezpieczniejszy w skacie',
        waitPagat: 'Pagat czeka na ostatnią lewę',
        cashMaster: 'Bierze lewę najlepszą kartą koloru',
        leadNoFigure: 'Wyjście, które nie naraża żadnej figury',
        leadLow: 'Niskie wyjście',
        takeFigures: 'Bierze figury leżące w lewie',
        friendWinning: 'Twój partner już bierze lewę',
        overtrump: 'Tarok wyższy niż leżący',
        signalPagat: 'Pokazuje, gdzie jest pagat',
        keepXXI: 'Mond czeka na lewę, która jest go warta',
        discard: 'Karta, której najmniej ci brak',
        follow: 'Dokłada do koloru kartą, której najmniej ci brak',
        careless: 'Szybki wybór',
      })[r] ?? null,
  },
};
