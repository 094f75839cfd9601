/**
 * Papillon po polsku (src/games/papillon/messages.ts). Karty przychodzą jako odwołania i są odmieniane
 * według zdania ("Anna zagrywa waleta pik", "zrzucasz dziesiątkę kier"); imiona w mianowniku, czas
 * teraźniejszy. Słowa gry zostają: Klein-Papillon, Haneton, Sautenelle, Die Blätter; żetony, pula. Ten
 * plik ładuje src/games/papillon/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { PapillonCatalogue, PapillonUi, PaymentPhrase, VariantId } from '../../src/games/papillon/messages.js';
import { pl as shell } from '../pl.js';
import { fishingPl } from '../fishing/pl.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
const K = (key: string) => keyLabel(L, key);
const ACC = { case: 'accusative' } as const;
/** Żetony w bierniku i mianowniku mają te same formy: "1 żeton, 2 żetony, 5 żetonów". */
const counters = (n: number) => plural(L, n, { one: 'żeton', few: 'żetony', many: 'żetonów', other: 'żetonu' });
const cardsN = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "dostajesz 1 kartę". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const aces = (n: number) => plural(L, n, { one: 'as', few: 'asy', many: 'asów', other: 'asa' });
/** Biernik (as jest żywotny): "z powrotem 2 żetony za 1 asa, za 2 asy, za 5 asów". */
const acesAcc = (n: number) => plural(L, n, { one: 'asa', few: 'asy', many: 'asów', other: 'asa' });
/** Czasownik zgodny z liczebnikiem: "zostaje 1 karta", "zostają 2 karty", "zostaje 5 kart". */
const remain = (n: number) => plural(L, n, { one: 'zostaje', few: 'zostają', many: 'zostaje', other: 'zostaje' }, false);
const captures = (n: number) => plural(L, n, { one: 'bicie', few: 'bicia', many: 'bić', other: 'bicia' });
const subj = (w: Who, start = false) => (w.self ? (start ? 'Ty' : 'ty') : w.name);
const obj = (w: Who) => (w.self ? 'ty' : w.name);
/** Czasownik zgodny z podmiotem; dla siebie bez zaimka: "Zagrywasz", "Anna zagrywa". */
const say = (w: Who, ty: string, on: string, start = true) => (w.self ? (start ? capitalize(ty) : ty) : `${w.name} ${on}`);
const v = (w: Who, ty: string, on: string) => (w.self ? ty : on);
const names = (ws: readonly Who[]) => list(L, ws.map((w) => obj(w)));
const pairs = (xs: readonly { who: Who; count: number }[]) => xs.map((x) => `${obj(x.who)} ${x.count}`).join(', ');
const balances = (xs: readonly { who: Who; balance: number }[]) => xs.map((x) => `${obj(x.who)} ${x.balance}`).join(', ');

/** "4 żetony" / "po 2 żetony od: Bert, ty". */
function paymentTail(p: PaymentPhrase): string {
  return p.mode === 'total' ? counters(p.amount) : `po ${counters(p.each)} od: ${names(p.from)}`;
}

const rankPhrase = shell.cards.rankPhrase;

export const VARIANTS_PL = {
  'V-P-1': { name: 'Dziesiątki ograniczone', description: 'Dziesiątkę na stole bierze tylko dziesiątka, nigdy jako część sumy.' },
  'V-P-2': { name: 'Figury bez wartości', description: 'Walet, dama i król biorą tylko sobie równe i nigdy nie tworzą sum; bez Haneton.' },
  'V-P-3': { name: 'Pocieszenie 2', description: 'Pocieszenie to 2 żetony od każdego innego gracza zamiast 1.' },
  'V-P-4': { name: 'Klasyczne wypłaty', description: 'Bez wypłat za asy, Klein-Papillon, Haneton, Sautenelle i Die Blätter.' },
  'V-P-5': { name: 'Bez uzupełniania', description: 'Pusty stół zostaje pusty, gdy rozdaje się nowe karty.' },
  'V-P-6': { name: 'Wpisowe 2', description: 'Na początku każdego rozdania każdy wpłaca 2 żetony do puli.' },
  'V-P-7': { name: 'Dokładnie trzy karty', description: 'Klein-Papillon i Haneton tylko za dokładnie trzy wzięte karty, nie więcej.' },
  'V-P-8': { name: 'Haneton przepada w ostatniej rundzie', description: 'Jak Klein-Papillon, Haneton nie jest płacony w ostatniej rundzie.' },
  'V-P-9': { name: 'Die Blätter się podwajają', description: 'Po remisie w Die Blätter następna wygrana płaci 2, potem 4, potem 8, zamiast 2, 3, 4.' },
  'V-P-10': { name: 'Uzupełnienie przed rozdaniem', description: 'W nowej rundzie rąk pusty stół jest najpierw uzupełniany, potem rozdaje się ręce.' },
  'V-P-11': { name: 'Koniec przy zwycięzcy', description: 'Rozdanie kończy się, gdy tylko ktoś wygra; pozostałe karty nie trafiają do nikogo.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const COMMANDS = {
  playCard: { name: 'Zagraj kartę', help: 'Zagrywa kartę, na której jest fokus. Przy jednym biciu bije od razu; przy kilku otwiera się numerowana lista; przy żadnym słyszysz dlaczego.' },
  pickChoice: { name: 'Wybierz bicie', help: 'Na liście bić cyfry od 1 do 9 wybierają to bicie.' },
  closeChoices: { name: 'Zamknij', help: 'Zamyka listę bić lub okno i wraca do twojej ręki.' },
  readHand: { name: 'Czytaj rękę', help: 'Czyta twoją rękę.' },
  readTable: { name: 'Czytaj stół', help: 'Czyta stół według wartości, z liczbą kart i ich sumą.' },
  readStatus: { name: 'Stan', help: 'Czyj ruch, karty w ręce, wzięte karty, żetony, pula, talon i runda.' },
  listCaptures: { name: 'Lista bić', help: 'Wymienia każde bicie, które możesz teraz zrobić, najlepsze najpierw.' },
  nextZone: { name: 'Następny obszar', help: 'Przechodzi do następnego obszaru: ręka, stół, wybór, stan, dziennik, menu.' },
  focusCommandLine: { name: 'Wiersz poleceń', help: 'Przechodzi do wiersza poleceń, by wpisać polecenia takie jak „10 bierze 4 6”, „stół” lub „pomoc”.' },
  layDown: { name: 'Wyłóż', help: 'Gdy nie możesz bić, wykładasz swoje karty; słyszysz, ile to kosztuje, i potwierdzasz.' },
  nextDeal: { name: 'Następne rozdanie', help: 'Zaczyna następne rozdanie, gdy rozdanie jest skończone.' },
} as const satisfies PapillonUi['commands'];

export const papillonPl = {
  fishing: fishingPl,
  words: {
    subject: (who, start) => subj(who, start ?? false),
    object: obj,
    counters,
    gain: (n) => shell.ui.signed(n),
    pot: 'pula',
    stock: 'talon',
    table: 'stół',
    nobody: 'nikt',
    everyone: 'wszyscy',
    dealOf: (deal, deals) => `rozdanie ${deal} z ${deals}`,
    tour: (n) => `kolejka ${n}`,
    handRound: (n) => `runda rąk ${n}`,
    finalRound: 'ostatnia runda',
    place: (n) => `miejsce ${n}`,
    presetBraillespiel: 'Braillespiel',
    presetPhilidor: 'Philidor 1756',
    ruleRef: (rule) => `(reguła ${rule})`,
  },
  feats: {
    aces,
    pureAces: (n) => plural(L, n, { one: 'czysty as', few: 'czyste asy', many: 'czystych asów', other: 'czystego asa' }),
    kleinPapillon: 'Klein-Papillon',
    haneton: 'Haneton',
    sautenelle: 'Sautenelle',
  },
  events: {
    sessionStart: (p) =>
      `Nowa partia Papillon: graczy ${p.players}, ${plural(L, p.tours, { one: 'kolejka', few: 'kolejki', many: 'kolejek', other: 'kolejki' })}, ${plural(L, p.deals, { one: 'rozdanie', few: 'rozdania', many: 'rozdań', other: 'rozdania' })}. Reguły: ${p.rules}.`,
    cutRound: (p) => {
      if (p.cuts.length === 0) return '';
      const cuts = p.cuts.map((c) => `${obj(c.who)}: ${c.card}`).join(', ');
      return `${p.round === 1 ? 'Przekładanie o pierwsze rozdanie' : 'Ponowne przekładanie'}: ${cuts}.`;
    },
    cutTie: (p) => `Remis o najniższą kartę: ${names(p.who)}; przekładają jeszcze raz.`,
    firstDealer: (p) => `${say(p.dealer, 'masz', 'ma')} najniższą kartę i ${v(p.dealer, 'zaczynasz', 'zaczyna')} rozdawać.`,
    dealStart: (p) =>
      `Rozdanie ${p.deal} z ${p.deals}, kolejka ${p.tour}. Rozdaje: ${obj(p.dealer)}; zaczyna: ${obj(p.first)}.` +
      (p.order ? ` Kolejność: ${p.order.map((w) => obj(w)).join(', ')}.` : ''),
    ante: (p) => `Każdy wpłaca ${counters(p.each)} do puli; w puli jest ${p.pot}.`,
    handsDealt: (p) => {
      const head = p.handRound > 1 ? `Runda rąk ${p.handRound}. ` : '';
      const mine = p.you === null ? 'Karty są rozdane.' : p.youCount === 0 ? 'Nie dostajesz kart.' : `Dostajesz: ${p.you}.`;
      const counts = p.counts ? ` Rozdane karty: ${pairs(p.counts)}.` : '';
      const stock = p.stock === null ? '' : p.stock === 0 ? ' Talon jest pusty.' : ` W talonie zostaje: ${cardsN(p.stock)}.`;
      return head + mine + counts + stock;
    },
    tableDealt: (p) =>
      (p.refill ? `Stół był pusty; rozdający odkrywa ${cardsAcc(p.count)}: ${p.cards}.` : `Na stole ${cardsN(p.count)}: ${p.cards}.`) +
      (p.stock === null ? '' : p.stock === 0 ? ' Talon jest pusty.' : ` W talonie: ${cardsN(p.stock)}.`),
    lastCardsDealt: (p) =>
      `${say(p.dealer, 'ogłaszasz', 'ogłasza')}: rozdane są ostatnie karty! To ostatnia runda` +
      (p.kleinPapillonVoid ? '; nie ma już Klein-Papillon.' : '.'),
    capture: (p) => {
      const feats = p.feats.length ? list(L, p.feats) : '';
      if (p.brief) {
        const gain = p.payment ? `, ${shell.ui.signed(p.payment.mode === 'total' ? p.payment.amount : p.payment.each * p.payment.from.length)}` : '';
        return `${subj(p.who, true)}: ${p.card} bierze ${p.taken.name(ACC)}.` + (feats ? ` ${capitalize(feats)}${gain}.` : '');
      }
      let s = fishingPl.playsAndTakes(p.who, p.card, p.taken);
      if (feats) s += `: ${feats}`;
      if (p.payment) s += `; ${p.payment.to.self ? 'dostajesz' : `${p.payment.to.name} dostaje`} ${paymentTail(p.payment)}`;
      return `${s}.`;
    },
    layDown: (p) => {
      const head = p.brief
        ? `${say(p.who, 'wykładasz', 'wykłada')} ${p.cards.name(ACC)}`
        : `${say(p.who, 'nie możesz', 'nie może')} bić i ${v(p.who, 'wykładasz', 'wykłada')} ${p.cards.name(ACC)}`;
      if (!p.speakPayments) return `${head}.`;
      const back = p.back > 0 ? ` i ${v(p.who, 'dostajesz', 'dostaje')} z powrotem ${counters(p.back)} za ${acesAcc(p.aces)}` : '';
      return `${head}, ${v(p.who, 'wpłacasz', 'wpłaca')} ${counters(p.paid)} do puli${back}.`;
    },
    tableAfter: (p) => (p.count === 0 ? 'Stół jest pusty.' : `Na stole: ${cardsN(p.count)}.`),
    winner: (p) => `${say(p.who, 'bijesz', 'bije')} każdą kartą ostatniej rundy i ${v(p.who, 'wygrywasz', 'wygrywa')} rozdanie!`,
    potWon: (p) => `${say(p.who, 'bierzesz', 'bierze')} pulę: ${counters(p.amount)}.`,
    consolation: (p) =>
      `Nikt nie wygrywa rozdania. Pocieszenie za ostatnie wyłożenie ${p.who.self ? 'dostajesz ty' : `dostaje ${p.who.name}`}` +
      (p.payment ? `: ${paymentTail(p.payment)}.` : '.'),
    potCarried: (p) => (p.amount === 0 ? 'Pula jest pusta.' : `Pula, ${counters(p.amount)}, zostaje na następne rozdanie.`),
    // Kto dostaje, jest podmiotem po czasowniku ("dostaje je Anna"); zaimek zgodny z liczbą kart: ją, je.
    leftovers: (p) => {
      const them = p.count === 1 ? 'ją' : 'je';
      if (p.brief) return p.to ? `Resztę kart ze stołu ${p.to.self ? 'dostajesz ty' : `dostaje ${p.to.name}`}: ${p.cards}.` : `Reszty kart ze stołu nikt nie dostaje: ${p.cards}.`;
      const who = p.to ? (p.to.self ? `dostajesz ${them} ty` : `dostaje ${them} ${p.to.name}`) : `nikt ${p.count === 1 ? 'jej' : 'ich'} nie dostaje`;
      return `Na stole ${remain(p.count)} ${cardsN(p.count)}; ${who}: ${p.cards}.`;
    },
    blaetterWon: (p) =>
      `Die Blätter: najwięcej kart, ${p.count}, ma: ${obj(p.who)}` +
      (p.payment ? `, i ${v(p.who, 'dostajesz', 'dostaje')} ${paymentTail(p.payment)}.` : '.') +
      (p.counts ? ` Wzięte karty: ${pairs(p.counts)}.` : ''),
    blaetterTie: (p) =>
      `Die Blätter: remis, po ${cardsN(p.count)}: ${names(p.who)}; nikt nic nie dostaje.` +
      (p.next > 0 ? ` W następnym rozdaniu Die Blätter są warte ${counters(p.next)} od każdego gracza.` : ''),
    payment: (p) => {
      if (p.from === null && p.to) return `${say(p.to, 'dostajesz', 'dostaje')} ${counters(p.amount)} z puli.`;
      if (p.from && p.to === null) return `${say(p.from, 'wpłacasz', 'wpłaca')} ${counters(p.amount)} do puli.`;
      if (p.from && p.to) return `${say(p.from, 'płacisz', 'płaci')} ${counters(p.amount)}; dostaje: ${obj(p.to)}.`;
      return `Zapłacono: ${counters(p.amount)}.`;
    },
    potShared: (p) => `Pula jest dzielona: ${p.shares.map((s) => `${obj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (p) =>
      `Koniec rozdania ${p.deal}${p.deals === null ? '' : ` z ${p.deals}`}.` +
      (p.winner ? ` Rozdanie wygrywa: ${obj(p.winner)}.` : p.nobodySaid ? '' : ' Nikt nie wygrywa rozdania.') +
      ` Żetony: ${balances(p.balances)}. Pula: ${p.pot}.` +
      (p.piles ? ` Wzięte karty: ${pairs(p.piles)}.` : '') +
      (p.nextKey ? ' N zaczyna następne rozdanie.' : ''),
    dealNet: (p) => `To rozdanie: ${p.nets.map((x) => `${obj(x.who)} ${shell.ui.signed(x.net)}`).join(', ')}.`,
    sessionOver: (p) =>
      `Partia jest skończona. ` +
      p.places.map((x) => `${shell.ui.ordinal(x.place)} miejsce: ${names(x.who)}, ${counters(x.balance)}.`).join(' ') +
      ` ${K('Shift+N')} zaczyna nową grę.`,
  },
  queries: {
    hand: (p) => (p.count === 0 ? 'Twoja ręka jest pusta.' : `Twoja ręka, ${cardsN(p.count)}: ${p.cards}.`),
    table: (p) => (p.count === 0 ? 'Stół jest pusty.' : `Stół, ${cardsN(p.count)}, suma blotek ${p.total}: ${p.cards}.`),
    toMove: (p) => (p.who === null ? 'Nikt nie ma ruchu.' : p.who.self ? 'Twój ruch.' : `Ruch: ${p.who.name}.`),
    order: (p) => `Kolejność: ${p.order.map((w) => obj(w)).join(', ')}.`,
    dealer: (p) => (p.who.self ? 'Rozdajesz ty.' : `Rozdaje: ${p.who.name}.`),
    handCounts: (p) => `Karty w ręce: ${pairs(p.counts)}.`,
    piles: (p) => `Wzięte karty: ${pairs(p.counts)}.`,
    balances: (p) => `Żetony: ${balances(p.balances)}.`,
    pot: (p) => `Pula: ${counters(p.amount)}.`,
    stock: (p) => (p.count === 0 ? 'Talon jest pusty.' : `Talon: ${cardsN(p.count)}.`),
    round: (p) => `Rozdanie ${p.deal} z ${p.deals}, runda rąk ${p.handRound}${p.finalRound ? ', ostatnia runda' : ''}.`,
    blaetter: (p) =>
      p.carry === 0
        ? `Die Blätter są warte ${counters(p.next)} od każdego gracza.`
        : `Die Blätter: remis już ${plural(L, p.carry, { one: 'raz', few: 'razy', many: 'razy', other: 'razy' })}, teraz warte ${counters(p.next)} od każdego gracza.`,
    rules: (p) => `Reguły: ${p.name}.`,
    winnerSoFar: (p) => `Rozdanie już wygrywa: ${obj(p.who)}.`,
    dealOverStatus: 'Rozdanie jest skończone.',
    sessionOverStatus: 'Partia jest skończona.',
    choice: (p) => fishingPl.captureChoice({ card: p.card, taken: p.taken, feats: p.feats, tail: p.gain > 0 ? shell.ui.signed(p.gain) : null }),
    forcedLayDown: (p) => {
      const what = p.count === 1 ? `ostatnią kartę: ${p.cards}` : `wszystkie karty, ${cardsAcc(p.count)}: ${p.cards}`;
      const back = p.back > 0 ? ` i dostajesz z powrotem ${counters(p.back)} za ${acesAcc(p.aces)}` : '';
      return (
        `Nie możesz bić i musisz wyłożyć ${what}. Wpłacasz ${counters(p.paid)} do puli${back}: razem ${shell.ui.signed(p.net)}.` +
        (p.finalRound ? ' Nie możesz już wygrać tego rozdania.' : '')
      );
    },
    yourTurn: (p) =>
      'Twój ruch.' +
      (p.mustLayDown ? ' Nie możesz bić; musisz wyłożyć.' : '') +
      (p.detailed
        ? ` W ręce ${cardsN(p.handCount)}, na stole ${p.tableCount}` +
          (p.mustLayDown ? '.' : `, możliwe bicia: ${p.captures}.`)
        : ''),
    noCapture: (p) =>
      `${capitalize(p.card)} nie bierze niczego: na stole nie ma ani karty ${rankPhrase(p.rank, p.pack, 'bare')}, ani grupy kart o sumie ${p.value}.`,
    choicesIntro: (p) => (p.card ? `${capitalize(p.card)}: ${captures(p.count)}.` : `${capitalize(captures(p.count))}.`),
  },
  violations: {
    emptyCapture: 'Bicie musi wziąć ze stołu co najmniej jedną kartę.',
    faceOnlyByEqual: (p) => `${capitalize(p.table)} na stole można wziąć tylko kartą ${rankPhrase(p.rank, p.pack, 'bare')}.`,
    tenOnlyByTen: (p) =>
      `${capitalize(p.table)} na stole można wziąć tylko kartą ${rankPhrase(p.rank, p.pack, 'bare')}: w tych regułach dziesiątki liczą się jak figury.`,
    rankMismatch: (p) => `${capitalize(p.card)} bierze pojedynczą kartę tylko tej samej wysokości, a ${p.target} nią nie jest.`,
    onlyOneOfRank: (p) => {
      const one = rankPhrase(p.rank, p.pack, 'bare');
      return `Kartą ${one} bierzesz tylko jedną kartę ${one}, nigdy dwie i nigdy razem z sumą.`;
    },
    faceNotInSum: (p) => `${capitalize(p.table)} na stole nigdy nie wchodzi w sumę: bierze ją tylko karta ${rankPhrase(p.rank, p.pack, 'bare')}.`,
    tenNotInSum: (p) => `${capitalize(p.table)} na stole nigdy nie wchodzi w sumę: w tych regułach bierze ją tylko karta ${rankPhrase(p.rank, p.pack, 'bare')}.`,
    faceNoSum: (p) => `W tych regułach figury nie mają wartości: ${p.card} bierze tylko kartę ${rankPhrase(p.rank, p.pack, 'bare')}.`,
    severalGroups: (p) => `${capitalize(p.card)} może wziąć tylko jedną grupę kart o sumie ${p.value}, nie kilka.`,
    sumMismatch: (p) => `Te karty dają razem ${p.sum}, a nie ${p.value}.`,
    noTurn: 'Nikt nie może teraz grać: rozdanie jest skończone.',
    notYourTurn: (p) => (p.who ? `To nie twój ruch; gra ${p.who.name}.` : 'To nie twój ruch.'),
    badMove: 'To nie jest ruch tej gry.',
    badCard: 'Nie ma takiej karty.',
    duplicateCard: 'Jedna karta jest podana dwa razy.',
    cardNotInHand: (p) => (p.card ? `Nie masz w ręce: ${p.card}.` : 'Nie masz tej karty w ręce.'),
    notOnTable: (p) => `Nie ma na stole: ${p.cards}.`,
    captureCompulsory: 'Możesz bić, więc nie wolno ci wyłożyć: bicie jest obowiązkowe.',
    unknown: () => 'Ten ruch jest niedozwolony.',
  },
  commandLine: {
    errors: {
      empty: 'Wpisz polecenie, na przykład: 10 bierze 4 6, stół, ręka, stan, pomoc.',
      unknownWord: (p) => `Nie rozumiem „${p.word}”. Wpisz pomoc, aby zobaczyć listę poleceń.`,
      badCard: (p) => `„${p.word}” to nie jest karta.`,
      notYourTurn: 'To nie twój ruch.',
      notInHand: (p) => `Nie masz w ręce ${p.card.name({ case: 'genitive' })}.`,
      noCapture: (p) => `${capitalize(p.card.name({ case: 'instrumental' }))} nie możesz teraz niczego wziąć.`,
      mustLayDown: 'Nie możesz niczego wziąć: musisz wyłożyć. Wpisz wyłóż.',
      mustCapture: 'Możesz bić, więc nie wolno ci wyłożyć.',
      noMatch: (p) => `${capitalize(p.card.name({ case: 'instrumental' }))} nie możesz wziąć ${p.taken.name({ case: 'genitive' })}.`,
    },
    ambiguous: (p) => `To pasuje do kilku ruchów (${p.count}). Wybierz jeden:`,
    placeholder: 'Polecenie, na przykład 10 bierze 4 6',
    examples: ['10 bierze 4 6', 'dziesiątka kier bierze czwórkę karo i szóstkę trefl', '7', 'stół', 'ręka', 'stan', 'wyłóż', 'pomoc'],
  },
  hints: {
    capture: (p) => `Podpowiedź: ${p.choice}.`,
    layDown: 'Podpowiedź: nie możesz bić; wyłożenie to twój jedyny ruch.',
    forced: 'To twój jedyny ruch.',
    winsDeal: 'Tym wygrywasz rozdanie i pulę.',
    emptyTable: 'To opróżnia stół, więc następny gracz musi wyłożyć.',
    leavesLittle: (p) => `Nie zostawia ${p.who.self ? 'ci' : `graczowi ${p.who.name}`} ani asa, ani sumy do wzięcia.`,
    acesLeft: (p) => `Na stole zostaje: ${aces(p.count)}.`,
    winRate: (p) => `Szansa na wygranie tego rozdania: ${p.percent} procent.`,
    sumsLeft: (p) => `Do wzięcia zostają ${p.who.self ? 'tobie' : `graczowi ${p.who.name}`} sumy: ${list(L, p.values.map(String))}.`,
    betterBy: (p) => `To o około ${counters(p.counters)} lepiej niż następny najlepszy ruch.`,
  },
  ui: {
    resumed: 'Twoja gra w Papillon wraca do miejsca, w którym została przerwana.',
    yourHand: (n) => `Twoja ręka, ${cardsN(n)}`,
    handEmpty: 'Twoja ręka jest pusta.',
    tableHeading: (n, total) => `Stół, ${cardsN(n)}, suma ${total}`,
    tableEmpty: 'Stół jest pusty.',
    choicesFor: (card, n) => `${capitalize(card)}: ${captures(n)}`,
    choicesAll: (n) => `Możliwe bicia: ${n}`,
    rulesTitle: 'Reguły gry Papillon',
    layDownTitle: 'Wyłożyć?',
    play: 'Zagraj',
    layDown: 'Wyłóż',
    confirmLayDown: 'Potwierdź wyłożenie',
    nextDeal: 'Następne rozdanie',
    readHand: 'Czytaj rękę',
    readTable: 'Czytaj stół',
    captures: 'Bicia',
    commandHint: 'Na przykład: 10 bierze 4 6, dziesiątka kier bierze czwórkę karo i szóstkę trefl, 7, stół, ręka, stan, wyłóż, podpowiedź, pomoc, reguły.',
    colPile: 'Wzięte karty',
    colBalance: 'Żetony',
    pot: 'Pula',
    stock: 'Talon',
    round: 'Runda',
    finalRound: 'Ostatnia runda',
    handRound: (n) => `Runda rąk ${n}`,
    deal: 'Rozdanie',
    dealOf: (d, n) => `${d} z ${n}`,
    blaetterCarry: 'Przeniesione remisy Die Blätter',
    rulesInForce: 'Reguły',
    presetBraillespiel: 'Braillespiel',
    presetPhilidor: 'Philidor 1756',
    playerSummary: (p) =>
      `${p.who.self ? 'Ty' : p.who.name}${p.dealer ? ', rozdaje' : ''}${p.toMove ? ', ma ruch' : ''}: w ręce ${cardsN(p.cards)}, wzięte ${p.pile}, ${counters(p.balance)}`,
    seatOrderHelp: 'Gra idzie od miejsca 1 do miejsca 2 i dalej, przeciwnie do ruchu wskazówek zegara; przekładanie decyduje, kto rozdaje pierwszy.',
    presetBraillespielHelp: 'Nowoczesne reguły wiki Braillespiel, z wypłatami za asy, Klein-Papillon, Haneton, Sautenelle i Die Blätter.',
    presetPhilidorHelp: 'Reguły z 1756 roku: dziesiątki ograniczone, figury bez wartości, pocieszenie 2, bez dodatkowych wypłat, bez uzupełniania (warianty od 1 do 5).',
    variants: 'Warianty',
    variant: VARIANTS_PL,
    variantName: (id) => VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.name ?? id,
    variantDescription: (id) => VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.description ?? id,
    stakes: 'Stawki',
    ante: 'Wpisowe na rozdanie',
    tours: 'Kolejki (każdy gracz rozdaje raz na kolejkę)',
    startingCounters: 'Żetony na start',
    helpCommandLine: 'W wierszu poleceń możesz wpisywać polecenia takie jak „10 bierze 4 6”, „dziesiątka kier bierze czwórkę karo i szóstkę trefl”, „7”, „stół”, „ręka”, „stan”, „wyłóż”, „podpowiedź”, „pomoc” lub „reguły”.',
    zoneName: (z) =>
      ({ menu: 'menu', hand: 'twoja ręka', table: 'stół', choices: 'wybór bicia', status: 'stan', log: 'dziennik gry', actions: 'akcje', commandLine: 'wiersz poleceń', answer: 'ostatnia odpowiedź' })[z] ?? z,
    choicesOpened: (n, touch) => `${capitalize(captures(n))}. ${touch ? 'Dotknij jednego.' : `Wybierz strzałkami i klawiszem ${K('Enter')} albo numerem.`}`,
    noSuchChoice: (n) => `Nie ma bicia numer ${n}.`,
    noNextDeal: 'Rozdanie jeszcze się nie skończyło.',
    payments: 'Płatności w komunikatach',
    paymentsName: (v) => ({ each: 'Każda płatność', total: 'Tylko suma', off: 'Nie ogłaszaj' })[v] ?? v,
    speakCuts: 'Ogłaszaj każdą rundę przekładania o pierwszego rozdającego',
    commands: COMMANDS,
  },
} satisfies PapillonCatalogue;
