/**
 * Kasyno po polsku (src/games/casino/messages.ts). Słowa reguł (locales/casino/rules-pl.ts), jak w
 * polskiej książce, gdzie jeszcze żywe: rozdanie trwa od tasowania do rachunku, partia idzie do 11 (do
 * 15 przy trzech); brać, dokładać, sprzątnąć stół, rachunek, wielkie i małe kasyno, lurch (gra
 * podwójna), marki; czterech graczy gra w dwie strony. Karty przychodzą jako odwołania i są odmieniane
 * według zdania ("dokłada siódemkę pik", "bierze dziesiątką karo", "nie masz damy kier"); imiona w
 * mianowniku, czas teraźniejszy, czasownik zgodny ze stroną ("Ty i Ben dostajecie"). Ten plik ładuje
 * src/games/casino/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { cardGroups } from '../../src/i18n/deck-names.js';
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { CasinoCatalogue, Side } from '../../src/games/casino/messages.js';
import type { VariantId } from '../../src/games/casino/rules.js';
import { pl as shell } from '../pl.js';
import { fishingPl } from '../fishing/pl.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
const K = (key: string) => keyLabel(L, key);
const ACC = { case: 'accusative' } as const;
const GEN = { case: 'genitive' } as const;
const INS = { case: 'instrumental' } as const;
const subj = (w: Who, start = true) => (w.self ? (start ? 'Ty' : 'ty') : w.name);
const obj = (w: Who) => (w.self ? 'ty' : w.name);
/** Czasownik zgodny z podmiotem; dla siebie bez zaimka: "Dokładasz", "Anna dokłada". */
const say = (w: Who, ty: string, on: string, start = true) => (w.self ? (start ? capitalize(ty) : ty) : `${w.name} ${on}`);
const v = (w: Who, ty: string, on: string) => (w.self ? ty : on);
const points = (n: number) => plural(L, n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' });
/** Dopełniacz: "poniżej 5 punktów". */
const pointsGen = (n: number) => plural(L, n, { one: 'punktu', few: 'punktów', many: 'punktów', other: 'punktu' });
const cardsN = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
const captures = (n: number) => plural(L, n, { one: 'bicie', few: 'bicia', many: 'bić', other: 'bicia' });
/** "ty i Ben", "Anna". */
const side = (s: Side) => list(L, s.map(obj));

/** Formy czasownika dla strony: ty, on lub ona, wy (ty z partnerem), oni. */
interface Verb {
  readonly ty: string;
  readonly on: string;
  readonly wy: string;
  readonly oni: string;
}
const DOSTAJE: Verb = { ty: 'dostajesz', on: 'dostaje', wy: 'dostajecie', oni: 'dostają' };
const ZDOBYWA: Verb = { ty: 'zdobywasz', on: 'zdobywa', wy: 'zdobywacie', oni: 'zdobywają' };
const ZAPISUJE: Verb = { ty: 'zapisujesz', on: 'zapisuje', wy: 'zapisujecie', oni: 'zapisują' };
const WYGRYWA: Verb = { ty: 'wygrywasz', on: 'wygrywa', wy: 'wygrywacie', oni: 'wygrywają' };
const GRA: Verb = { ty: 'grasz', on: 'gra', wy: 'gracie', oni: 'grają' };
const verbOf = (s: Side, f: Verb) => (s.length > 1 ? (s.some((w) => w.self) ? f.wy : f.oni) : s[0]?.self ? f.ty : f.on);
/** Strona z czasownikiem: "Dostajesz", "Anna dostaje", "Ty i Ben dostajecie", "Anna i Clara dostają". */
const sideSays = (s: Side, f: Verb, start = true): string => {
  const text = s.length === 1 && s[0]!.self ? f.ty : `${side(s)} ${verbOf(s, f)}`;
  return start ? capitalize(text) : text;
};

export const VARIANTS_PL = {
  'V-C-1': { name: 'Bez przywileju ostatniej figury', description: 'Ostatnia karta rozdającego bierze tylko do pary, jak każda figura; karty pozostałe na stole dostaje ten, kto brał ostatni.' },
  'V-C-2': { name: 'Dowolne dokładanie', description: 'Możesz dołożyć każdą kartę, nawet gdy możesz coś wziąć.' },
  'V-C-3': { name: 'Punkt za resztę stołu', description: 'Kto na końcu rozdania weźmie karty pozostałe na stole, dostaje 1 punkt, jak za sprzątnięcie stołu.' },
  'V-C-4': { name: 'Gra do 16 przy 3 graczach', description: 'Przy 3 graczach partię wygrywa się przy 16 punktach zamiast 15.' },
  'V-C-5': { name: 'Potrącanie przy 3 graczach', description: 'Przy 3 graczach 2 niższe sumy rachunku odejmuje się od najwyższej i tylko gracz z najwyższą zapisuje różnicę.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const ITEMS: Record<string, string> = {
  bigCasino: 'wielkie kasyno',
  littleCasino: 'małe kasyno',
  cards: 'najwięcej kart',
  spades: 'najwięcej pików',
  AS: 'as pik',
  AC: 'as trefl',
  AH: 'as kier',
  AD: 'as karo',
};

const REASONS: Record<string, string> = {
  forced: 'To twój jedyny ruch.',
  lastFaceCard: 'Ostatnia figura rozdającego bierze wszystko ze stołu.',
  winsGame: 'Tym wygrywasz partię.',
  clearing: 'To sprząta stół: od razu 1 punkt.',
  bigCasino: 'To zapewnia ci wielkie kasyno.',
  littleCasino: 'To zapewnia ci małe kasyno.',
  ace: 'To zapewnia ci asa.',
  spades: 'To daje więcej pików niż inne ruchy.',
  mostCards: 'To daje więcej kart niż inne ruchy.',
  lastCapture: 'Kto bierze ostatni, dostaje na końcu karty pozostałe na stole.',
  denyNext: 'Następnemu graczowi zostaje najmniej do wzięcia.',
  trailSafe: 'Ta karta daje następnemu graczowi najmniej.',
  trailFace: 'Figurę można wziąć tylko do pary, więc oddaje najmniej.',
  keepFaceForLast: 'Figura zostaje na ostatnią kartę rozdania, która bierze resztę stołu.',
  keepValuable: 'Cenna karta zostaje w twojej ręce na później.',
};

export const casinoPl = {
  fishing: fishingPl,
  ui: {
    resumed: 'Twoja gra w Kasyno wraca do miejsca, w którym została przerwana.',
    commands: {
      playCard: {
        name: 'Zagraj kartę',
        help: 'Zagrywa kartę, na której jest fokus. Przy jednym biciu bierze od razu, przy kilku otwiera się numerowana lista, najlepsze najpierw; gdy żadna karta z twojej ręki niczego nie bierze, dokładasz ją na stół.',
      },
      trailCard: { name: 'Dołóż', help: 'Kładzie kartę, na której jest fokus, na stół, niczego nie biorąc. Wolno tylko wtedy, gdy żadna karta z twojej ręki niczego nie bierze.' },
      readHand: { name: 'Czytaj rękę', help: 'Czyta twoją rękę według wartości.' },
      readTable: { name: 'Czytaj stół', help: 'Czyta stół według wartości, z sumą blotek i kartami, które można wziąć tylko do pary.' },
      readStatus: { name: 'Stan', help: 'Kto gra i kto rozdaje, runda, talon, punkty, karty w rękach, partia i marki.' },
      listCaptures: { name: 'Bicia', help: 'Wymienia każde bicie, które możesz zrobić, jako numerowaną listę, najlepsze najpierw, każde z tym, co przynosi.' },
      readLastCapture: { name: 'Ostatnie bicie', help: 'Mówi, co zostało wzięte ostatnio; tylko to wolno obejrzeć.' },
      readCount: { name: 'Rachunek', help: 'Mówi rachunek ostatniego rozdania pozycja po pozycji: karty, piki, kasyna i asy.' },
      nextDeal: { name: 'Dalej', help: 'Zaczyna następne rozdanie, gdy poprzednie jest skończone, albo następną partię.' },
      pickChoice: { name: 'Wybierz bicie', help: `Na liście bić cyfry od 1 do 9 wybierają to bicie, ${K('Enter')} to, na którym jest fokus.` },
      nextZone: { name: 'Następny obszar', help: 'Przechodzi do następnego obszaru: ręka, stół, bicia, stan, akcje, wiersz poleceń, dziennik gry.' },
      focusCommandLine: { name: 'Wiersz poleceń', help: 'Przechodzi do wiersza poleceń, by wpisać polecenia takie jak „10 bierze 4 6”, „dołóż 7”, „stół” lub „pomoc”.' },
    },
    yourHand: (n) => `Twoja ręka, ${cardsN(n)}`,
    handEmpty: 'Nie masz żadnych kart.',
    tableHeading: (n, total) => `Stół, ${cardsN(n)}, suma blotek ${total}`,
    tableEmpty: 'Stół jest pusty.',
    pairsOnly: 'tylko do pary',
    choicesFor: (card, n) => `${capitalize(card)}: ${captures(n)}`,
    choicesAll: (n) => `Bicia: ${n}`,
    choicesOpened: (n, touch) => `${capitalize(captures(n))}, najlepsze najpierw. ${touch ? 'Dotknij jednego.' : `Wybierz strzałkami i klawiszem ${K('Enter')} albo numerem.`}`,
    noSuchChoice: (n) => `Nie ma bicia numer ${n}.`,
    zoneName: (z) =>
      ({ menu: 'menu', hand: 'twoja ręka', table: 'stół', choices: 'bicia', status: 'stan', log: 'dziennik gry', actions: 'akcje', commandLine: 'wiersz poleceń', answer: 'ostatnia odpowiedź' })[z] ?? z,
    helpCommandLine:
      'W wierszu poleceń możesz wpisywać polecenia takie jak „10 bierze 4 6”, „10 bierze 4 6 i 10”, „siódemka kier bierze siódemkę pik”, „dołóż 7”, „7”, „stół”, „ręka”, „stan”, „podpowiedź”, „pomoc” lub „reguły”, po polsku, po niemiecku lub po angielsku.',
    commandHint: 'Na przykład: 10 bierze 4 6, 10 bierze 4 6 i 10, dołóż 7, stół, ręka, stan, bicia, podpowiedź, pomoc.',
    statusHeading: 'Gracze i wynik',
    colPlayer: 'Gracz',
    colSide: 'Strona',
    colCards: 'Karty w ręce',
    colPoints: 'Punkty',
    colStakes: 'Marki',
    dealer: 'rozdaje',
    toMove: 'ma ruch',
    you: 'ty',
    partner: 'partner',
    side: (n) => `strona ${n}`,
    scoreLabel: 'Wynik',
    targetLabel: 'Gra do',
    target: (pts, lurch) => `${points(pts)}, lurch poniżej ${lurch}`,
    roundLabel: 'Runda',
    round: (n, of, final) => `${n} z ${of}${final ? ', ostatnia' : ''}`,
    stockLabel: 'Talon',
    lastCaptureLabel: 'Ostatnie bicie',
    gameLabel: 'Partia',
    gameOf: (n, of) => `${n} z ${of}`,
    rulesLabel: 'Reguły',
    noVariants: 'reguły książki, bez wariantów',
    none: 'nic',
    nextDeal: 'Następne rozdanie',
    nextGame: 'Następna partia',
    trail: 'Dołóż',
    readHand: 'Czytaj rękę',
    readTable: 'Czytaj stół',
    readStatus: 'Stan',
    captures: 'Bicia',
    readCount: 'Rachunek',
    readLastCapture: 'Ostatnie bicie',
    noNextDeal: 'Rozdanie jeszcze się nie skończyło.',
    variants: 'Warianty',
    variantName: (id) => VARIANTS_PL[id as VariantId]?.name ?? id,
    variantDescription: (id) => VARIANTS_PL[id as VariantId]?.description ?? id,
    games: 'Partie',
    gamesHelp: 'Ile partii się gra; partia idzie do 11 punktów, przy 3 graczach do 15.',
    seatHelp: (n) =>
      n === 4
        ? 'Gra idzie zgodnie z ruchem wskazówek zegara, od miejsca 1 do miejsca 2 i dalej. Przy 4 graczach siedzący naprzeciw siebie są partnerami: miejsca 1 i 3 przeciw miejscom 2 i 4. Losowanie decyduje, kto rozdaje pierwszy.'
        : 'Gra idzie zgodnie z ruchem wskazówek zegara, od miejsca 1 do miejsca 2 i dalej, każdy gra na siebie. Losowanie decyduje, kto rozdaje pierwszy.',
  },
  casino: {
    score: (line) => line.sides.map((s) => `${side(s.side)} ${s.points}`).join(', '),
    stakes: (lines) => lines.map((x) => `${obj(x.who)} ${shell.ui.signed(x.amount)}`).join(', '),
    bigCasino: 'wielkie kasyno',
    littleCasino: 'małe kasyno',
    aces: (n) => plural(L, n, { one: 'as', few: 'asy', many: 'asów', other: 'asa' }),
    clears: 'stół sprzątnięty',
    points,
    choiceTrail: (card) => (card ? `Dołóż ${card.name(ACC)}` : 'Dołóż, niczego nie biorąc'),
    item: (item) => ITEMS[item] ?? item,
    draw: (rounds, dealer, partners) => {
      const said = rounds.map((r, i) => `${i === 0 ? 'Losowanie o rozdawanie' : 'Ponowne losowanie'}: ${r.map((x) => `${obj(x.who)}: ${x.card}`).join(', ')}.`);
      const who = `${say(dealer, 'masz', 'ma')} najniższą kartę i ${v(dealer, 'zaczynasz', 'zaczyna')} rozdawać.`;
      const sides =
        partners && partners.length === 2 ? ` ${sideSays(partners[0]!, GRA)} razem przeciw drugiej parze: ${side(partners[1]!)}.` : '';
      return `${said.join(' ')} ${who}${sides}`;
    },
    dealStart: (p) =>
      (p.newGame ? `Nowa partia${p.games > 1 ? `, partia ${p.game} z ${p.games}` : ''}. ` : 'Nowe rozdanie. ') +
      `${say(p.dealer, 'rozdajesz', 'rozdaje')}, ${say(p.first, 'zaczynasz', 'zaczyna', false)}.` +
      (p.newGame ? '' : ` Wynik: ${p.score}.`),
    cardsDealt: (p) =>
      (p.round > 1 ? `Runda ${p.round}. ` : '') +
      (p.cards === null ? 'Karty są rozdane.' : `Dostajesz ${p.cards.name(ACC)}.`) +
      (p.stock > 0 ? ` W talonie: ${cardsN(p.stock)}.` : ''),
    tableDealt: (cards) => `Na stole: ${cards}.`,
    lastCards: (dealer) => `${say(dealer, 'ogłaszasz', 'ogłasza')}: ostatnie karty! To ostatnia runda.`,
    capture: (p) => {
      const taken = cardGroups(p.groups, (gs) => gs.join(', a także '));
      const feats = p.feats.length ? `: ${list(L, p.feats)}` : '';
      if (p.brief) return `${subj(p.who)}: ${p.card} bierze ${taken.name(ACC)}${feats}.`;
      return `${fishingPl.playsAndTakes(p.who, p.card, taken)}${feats}.`;
    },
    finalFaceCard: (p) =>
      p.taken === null
        ? `${say(p.who, 'zagrywasz', 'zagrywa')} ostatnią kartę, ${p.card.name(ACC)}; stół jest pusty.`
        : `${say(p.who, 'zagrywasz', 'zagrywa')} ostatnią kartę, ${p.card.name(ACC)}, i ${v(p.who, 'bierzesz', 'bierze')} nią resztę stołu: ${p.taken}.`,
    trail: (p) =>
      p.reason === 'emptyTable'
        ? `${say(p.who, 'dokładasz', 'dokłada')} ${p.card.name(ACC)} na pusty stół.`
        : p.reason === 'noCapture'
          ? `${say(p.who, 'nie możesz', 'nie może')} niczego wziąć i ${v(p.who, 'dokładasz', 'dokłada')} ${p.card.name(ACC)}.`
          : `${say(p.who, 'dokładasz', 'dokłada')} ${p.card.name(ACC)}, niczego nie biorąc.`,
    clearing: (p) =>
      p.final
        ? `${sideSays(p.side, ZDOBYWA)} 1 punkt za karty pozostałe na stole. Wynik: ${p.score}.`
        : `Stół sprzątnięty: ${sideSays(p.side, ZDOBYWA, false)} 1 punkt. Wynik: ${p.score}.`,
    leftovers: (p) =>
      p.to === null
        ? `${capitalize(p.cards)} ${p.count === 1 ? 'zostaje' : 'zostają'} na stole. W całym rozdaniu nikt niczego nie wziął, więc nikt ${p.count === 1 ? 'jej' : 'ich'} nie dostaje.`
        : `${sideSays(p.to, DOSTAJE)} ${p.count === 1 ? 'kartę pozostałą na stole' : 'karty pozostałe na stole'} za ostatnie bicie w rozdaniu: ${p.cards}.`,
    count: (p) => {
      const w = p.worth;
      const by = (key: 'cards' | 'spades') => p.sides.map((s) => `${side(s.side)} ${s[key]}`).join(', ');
      const to = (s: Side | null) => (s ? side(s) : 'nikt');
      const parts = [
        `Rachunek. Karty: ${by('cards')}; ${points(w.cards)}: ${to(p.cardsTo)}.`,
        `Piki: ${by('spades')}; ${points(w.spades)}: ${to(p.spadesTo)}.`,
        `Wielkie kasyno, ${points(w.bigCasino)}: ${to(p.bigCasinoTo)}.`,
        `Małe kasyno, ${points(w.littleCasino)}: ${to(p.littleCasinoTo)}.`,
      ];
      const aces = p.sides.filter((s) => s.aceCount > 0).map((s) => `${side(s.side)} ${s.aces}`);
      parts.push(aces.length ? `Asy, ${points(w.ace)} za każdego: ${aces.join('; ')}.` : 'Asy: brak.');
      parts.push(`Razem: ${p.sides.map((s) => `${side(s.side)} ${s.points}`).join(', ')}.`);
      return parts.join(' ');
    },
    netScore: (p) =>
      p.to === null
        ? `Po potrąceniu nikt nie zapisuje punktów. Wynik: ${p.score}.`
        : `Potrącenie: ${p.high} minus ${p.low}; ${sideSays(p.to, ZAPISUJE, false)} ${points(p.points)}. Wynik: ${p.score}.`,
    itemScored: (p) => `${capitalize(ITEMS[p.item] ?? p.item)}: ${sideSays(p.to, ZDOBYWA, false)} ${points(p.points)}. Wynik: ${p.score}.`,
    gameWon: (p) =>
      `${sideSays(p.to, WYGRYWA)} partię! Wynik: ${p.score}.` +
      (p.lurched.length ? ` Lurch, czyli gra podwójna, bo poniżej ${pointsGen(p.lurchLine)}: ${list(L, p.lurched.map(side))}.` : '') +
      (p.next ? ' N zaczyna następną partię.' : ''),
    payments: (lines) => `Marki: ${lines.map((x) => `${obj(x.who)} ${shell.ui.signed(x.amount)}`).join(', ')}.`,
    dealAbandoned: 'Reszty rozdania się nie gra.',
    dealOver: (p) =>
      `Rozdanie jest skończone. Wynik: ${p.score}.` + (p.next === 'deal' ? ' N zaczyna następne rozdanie.' : p.next === 'game' ? ' N zaczyna następną partię.' : ''),
    sessionOver: (p) => {
      const wins = p.partners ? 'Twoja strona wygrywa' : 'Wygrywasz';
      const head =
        p.games === 1
          ? p.won === 1
            ? `${wins} partię.`
            : `${p.partners ? 'Twoja strona przegrywa' : 'Przegrywasz'} partię.`
          : `${wins} ${p.won} z ${p.games} partii.`;
      return `${head} Marki razem: ${p.stakes}. ${K('Shift+N')} zaczyna nową grę.`;
    },
    yourTurn: (p) =>
      p.lastFaceCard
        ? `Twój ruch z ostatnią kartą, ${p.lastFaceCard.name(INS)}: bierze ona wszystko ze stołu.`
        : p.mustTrail === 'emptyTable'
          ? 'Twój ruch. Stół jest pusty: musisz dołożyć kartę.'
          : p.mustTrail === 'noCapture'
            ? 'Twój ruch. Nie możesz niczego wziąć i musisz dołożyć kartę.'
            : `Twój ruch, ${captures(p.captures)} do wyboru.`,
    notYourTurn: (w) => (w ? `To nie twój ruch. Ruch: ${obj(w)}.` : 'Nikt nie ma teraz ruchu.'),
    hand: (cards, n) => (n === 0 ? 'Nie masz żadnych kart.' : `Twoja ręka, ${cardsN(n)}: ${cards}.`),
    table: (p) =>
      p.count === 0
        ? 'Stół jest pusty.'
        : `Stół, ${cardsN(p.count)}: ${p.cards}. Suma blotek ${p.total}` + (p.faces ? `; tylko do pary: ${p.faces}.` : '.'),
    status: (p) =>
      [
        p.toMove ? `${say(p.toMove, 'masz', 'ma')} ruch.` : 'Nikt nie ma ruchu.',
        `${say(p.dealer, 'rozdajesz', 'rozdaje')}.`,
        `Runda ${p.round} z ${p.rounds}${p.final ? ', ostatnia' : ''}.`,
        p.stock > 0 ? `W talonie: ${cardsN(p.stock)}.` : 'Talon jest pusty.',
        `Wynik: ${p.score}; partia idzie do ${p.target}.`,
        `Karty w ręce: ${p.hands.map((h) => `${obj(h.who)} ${h.count}`).join(', ')}.`,
        p.games > 1 ? `Partia ${p.game} z ${p.games}.` : '',
        `Marki: ${p.stakes}.`,
      ]
        .filter(Boolean)
        .join(' '),
    lastCapture: (p) =>
      p === null
        ? 'W tym rozdaniu nikt jeszcze niczego nie wziął.'
        : `Ostatnie bicie: ${say(p.who, 'bierzesz', 'bierze', false)} ${p.card.name(INS)} ${p.taken.name(ACC)}.`,
    countLater: 'Rachunek będzie na końcu rozdania; do tego czasu wzięte karty leżą zakryte.',
    violation: (code, f) => {
      switch (code) {
        case 'captureCompulsory':
          return f.card
            ? `${capitalize(f.card)} nie może niczego wziąć, ale inna karta z twojej ręki może, a bicie jest obowiązkowe: nie wolno ci dołożyć.`
            : 'Możesz coś wziąć, a bicie jest obowiązkowe: nie wolno ci dołożyć.';
        case 'lastFaceTakesAll':
          return `${capitalize(f.card ?? 'twoja karta')} to ostatnia karta rozdającego i figura: bierze wszystkie karty ze stołu.`;
        case 'emptyCapture':
          return 'Musisz wziąć ze stołu co najmniej jedną kartę.';
        case 'notOnTable':
          return f.cards ? `Na stole nie ma ${f.cards.name(GEN)}.` : 'Tych kart nie ma na stole.';
        case 'duplicateCard':
          return 'Jedna karta jest podana dwa razy.';
        case 'faceTakesOnlyItsRank':
          return `${capitalize(f.card ?? 'figura')} to figura i bierze tylko karty tej samej wysokości, a nie ${f.table ? f.table.name(ACC) : 'tę kartę'}.`;
        case 'faceOnlyByItsRank':
          return `${capitalize(f.table ? f.table.name(ACC) : 'figurę')} na stole można wziąć tylko kartą tej samej wysokości, nigdy w sumie.`;
        case 'aceTakesOnlyAces':
          return `As bierze tylko asy, a nie ${f.table ? f.table.name(ACC) : 'tę kartę'}.`;
        case 'tenOnlyByTen':
          return `${capitalize(f.table ? f.table.name(ACC) : 'dziesiątkę')} na stole można wziąć tylko dziesiątką.`;
        case 'noGroupSplit':
          return `${capitalize(f.cards ? f.cards.name(GEN) : 'tych kart')} nie da się podzielić na grupy, które może wziąć ${f.card ?? 'twoja karta'}: każda to jedna karta tej samej wysokości albo blotki o sumie ${f.value ?? ''}.`;
        case 'cardNotInHand':
          return f.card ? `Nie masz ${f.card.name(GEN)}.` : 'Nie masz tej karty.';
        case 'noTurn':
          return 'Nikt nie może teraz grać: rozdanie jest skończone.';
        case 'badCard':
          return 'Nie ma takiej karty.';
        default:
          return 'Ten ruch jest niedozwolony.';
      }
    },
    ruleRef: (rule) => `(reguła ${rule})`,
    commandUnknown: 'Nie rozumiem. Na przykład: 10 bierze 4 6, dołóż 7, stół, ręka, stan, pomoc.',
    commandNoSuchMove: 'To nie pasuje do żadnego dozwolonego ruchu.',
    hint: (move, reasons) => [`Podpowiedź: ${move}.`, ...reasons].join(' '),
    hintReason: (code) => REASONS[code] ?? null,
  },
} satisfies CasinoCatalogue;
