/**
 * Boston po polsku (src/games/boston/messages.ts). Nad wspólnymi słowami gier w lewy
 * (locales/tricks/pl.ts), ze słowami stołu bostonowego z polskiej książki: drabina gier od Bostona do
 * Concordii pod nazwami książki (Grand Boston, Independence, Philadelphia, Souveraine; misère petite,
 * grande, ouverte, forcée), klasy "w kolorze prostym", "w drugim kolorze" i "w kolorze najwyższym",
 * „Whist!”, pula, Blok, bête (nieodmienna), marki, kocioł; rozgrywający, partner, przeciwnik; taryfa,
 * mnożnik, honory, szlem. Karty przychodzą jako odwołania i są odmieniane według zdania ("odkładasz asa
 * pik na bok", "nie masz w ręce damy kier"); imiona w mianowniku (przy przypadkach zależnych z
 * "graczem": "w parze z graczem Anna"), czas teraźniejszy, "w pojedynkę" zamiast "sam/sama". Ten plik
 * ładuje src/games/boston/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { BostonCatalogue, BostonForm, SuitsPhrase } from '../../src/games/boston/messages.js';
import type { Class, Contract } from '../../src/games/boston/types.js';
import { trickUiPl, tricksPl } from '../tricks/pl.js';
import { FORM_NAMES_PL, VARIANTS_PL } from './rules-pl.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
const ACC = { case: 'accusative' } as const;
const GEN = { case: 'genitive' } as const;
const obj = (w: Who) => (w.self ? 'ty' : w.name);
/** Czasownik zgodny z podmiotem; dla siebie bez zaimka: "Grasz", "Anna gra". */
const say = (w: Who, ty: string, on: string) => (w.self ? capitalize(ty) : `${w.name} ${on}`);
const v = (w: Who, ty: string, on: string) => (w.self ? ty : on);
/** Narzędnik osoby: "w parze z tobą", "w parze z graczem Anna". */
const withW = (w: Who) => (w.self ? 'tobą' : `graczem ${w.name}`);
/** Dopełniacz i biernik osoby: "przyjmuje gracza Anna", "ciebie". */
const accW = (w: Who) => (w.self ? 'ciebie' : `gracza ${w.name}`);
/** Karty osoby: "Twoje karty", "Karty gracza Anna". */
const handOf = (w: Who) => (w.self ? 'Twoje karty' : `Karty gracza ${w.name}`);
const marks = (n: number) => plural(L, n, { one: 'marka', few: 'marki', many: 'marek', other: 'marki' });
/** Biernik: "płaci 1 markę, 2 marki, 5 marek". */
const marksAcc = (n: number) => plural(L, n, { one: 'markę', few: 'marki', many: 'marek', other: 'marki' });
const tricksN = (n: number) => plural(L, n, { one: 'lewa', few: 'lewy', many: 'lew', other: 'lewy' });
/** Biernik: "bierze 1 lewę, 2 lewy, 5 lew". */
const tricksAcc = (n: number) => plural(L, n, { one: 'lewę', few: 'lewy', many: 'lew', other: 'lewy' });
const cardsN = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const choices = (n: number) => plural(L, n, { one: 'możliwość', few: 'możliwości', many: 'możliwości', other: 'możliwości' });
/** Liczba z polskim przecinkiem dziesiętnym: "4,5". */
const dec = (n: number) => String(n).replace('.', ',');
/** "około 1 lewy, około 5 lew, około 4,5 lewy" (po "około" dopełniacz). */
const aboutTricks = (n: number) => `około ${dec(n)} ${n === 1 || !Number.isInteger(n) ? 'lewy' : 'lew'}`;
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
/** Średnia w markach, zaokrąglona do dziesiątych: "plus 2,5 marki", "minus 3 marki", "plus 5 marek". */
const mean = (x: number) => {
  const r = Math.round(x * 10) / 10;
  const a = Math.abs(r);
  return `${r > 0 ? 'plus ' : r < 0 ? 'minus ' : ''}${Number.isInteger(a) ? marks(a) : `${dec(a)} marki`}`;
};
/** Dopełniacz: "po rozegraniu 1 możliwego rozkładu, 200 możliwych rozkładów". */
const dealsGen = (n: number) => plural(L, n, { one: 'możliwego rozkładu', few: 'możliwych rozkładów', many: 'możliwych rozkładów', other: 'możliwego rozkładu' });
const names = (ws: readonly Who[]) => list(L, ws.map(obj));
/** Celownik kilku osób: "tobie", "graczowi Anna", "tobie i graczom Ben i Clara". */
const datNames = (ws: readonly Who[]) => {
  const others = ws.filter((w) => !w.self);
  const parts = [...(ws.some((w) => w.self) ? ['tobie'] : []), ...(others.length ? [`${others.length > 1 ? 'graczom' : 'graczowi'} ${list(L, others.map((w) => w.name))}`] : [])];
  return parts.join(' i ');
};
/** Kilka osób jako podmiot: czasownik dla ty, on/ona, wy (ty i ktoś), oni. */
const manyV = (ws: readonly Who[], ty: string, on: string, wy: string, oni: string) => (ws.length === 1 ? (ws[0]!.self ? ty : on) : ws.some((w) => w.self) ? wy : oni);

const CONTRACT: Record<Contract, string> = {
  boston: 'Boston',
  'petite-misere': 'Petite misère',
  'grand-boston': 'Grand Boston',
  'grande-misere': 'Grande misère',
  independence: 'Independence',
  'grande-misere-forcee': 'Grande misère forcée',
  'grand-independence': 'Grand Independence',
  'petite-misere-ouverte': 'Petite misère ouverte',
  philadelphia: 'Philadelphia',
  'petite-misere-ouverte-forcee': 'Petite misère ouverte forcée',
  'grand-philadelphia': 'Grand Philadelphia',
  'grande-misere-ouverte': 'Grande misère ouverte',
  souveraine: 'Souveraine',
  'grande-misere-ouverte-forcee': 'Grande misère ouverte forcée',
  'grand-souveraine': 'Grand Souveraine',
  concordia: 'Concordia',
};

/** Klasy jako wyrażenia przyimkowe, bez zgody z rodzajem nazwy gry: "Grand Boston w kolorze najwyższym". */
const CLASS: Record<Class, string> = { simple: 'w kolorze prostym', colour: 'w drugim kolorze', superior: 'w kolorze najwyższym' };

const FORM_HELP: Record<BostonForm, string> = {
  boston: 'Czterech graczy, 52 karty; każdą grę rozgrywa się w pojedynkę przeciw trzem. Taryfa A.',
  'tri-boston': 'Trzech graczy, 39 kart (bez niskich kart karo i bez dwójek); kier jest kolorem najwyższym, karo drugim kolorem. Taryfa A.',
  'boston-whist': 'Czterech graczy; po grze od Bostona do Grand Independence rozgrywający może poprosić o partnera, który dołącza słowem „Whist!”. Taryfa B.',
};

const suitsText = (s: SuitsPhrase) => `Kolor najwyższy: ${s.superior}, drugi kolor: ${s.colour}, kolory proste: ${list(L, s.simple)}`;
const misere = (c: Contract) => c.includes('misere');
/** "Najwyższa odzywka: Boston, twoja" / "…, gracza Anna". */
const holderOf = (w: Who) => (w.self ? 'twoja' : `gracza ${w.name}`);

export const bostonPl = {
  tricks: tricksPl,
  ui: {
    ...trickUiPl,
    commands: {
      ...trickUiPl.trickCommands,
      playCard: { name: 'Zagraj kartę', help: 'Zagrywa kartę, na której jest fokus; w petite misère odkłada ją na bok, koszulką do góry; w licytacji otwiera twoje odzywki.' },
      suitS: { name: 'Pik', help: 'W ręce: przechodzi do twojej najwyższej karty pik.' },
      suitH: { name: 'Kier', help: 'W ręce: przechodzi do twojej najwyższej karty kier.' },
      suitD: { name: 'Karo', help: 'W ręce: przechodzi do twojej najwyższej karty karo.' },
      suitC: { name: 'Trefl', help: 'W ręce: przechodzi do twojej najwyższej karty trefl.' },
      readTable: { name: 'Stół i marki', help: 'Pula, czekające bête i ta, o którą się gra, marki każdego gracza i które to rozdanie partii.' },
      readGame: { name: 'Gra', help: 'Kolory tego rozdania, licytacja albo gra z jej atutem i partnerem, twoja karta odłożona na bok i lewy.' },
      readBid: { name: 'Licytacja', help: 'Jaka jest najwyższa odzywka i czyja, kto spasował i kto teraz mówi; po licytacji: gra.' },
      mayBid: { name: 'Co mogę licytować', help: 'Czy możesz licytować, od jakiej odzywki wzwyż i ile odzywek zostaje do Concordii.' },
      readOpen: { name: 'Odkryte karty', help: 'Czyta karty rozgrywającego, gdy w otwartej misère leżą odkryte; F6 także do nich przechodzi, aby je czytać karta po karcie.' },
      declare: { name: 'Wybór', help: 'Otwiera listę tego, co możesz teraz zrobić: pas albo odzywka, szczebel po szczeblu, potem klasa; atut; gra w pojedynkę, partner albo Whist; kto wychodzi.' },
      nextDeal: { name: 'Następne rozdanie', help: 'Rozdaje następne rozdanie, gdy to jest skończone.' },
    },
    colRole: 'Rola',
    colTricks: 'Lewy',
    colMarks: 'Marki',
    eldest: 'zaczyna licytację',
    declarer: 'rozgrywający',
    partner: 'partner',
    opponent: 'przeciwnik',
    dealLabel: 'Rozdanie',
    dealOf: (n, of) => `rozdanie ${n} z ${of}`,
    suitsLabel: 'Kolory',
    contractLabel: 'Gra',
    partnerLabel: 'Partner',
    potLabel: 'Pula',
    betesLabel: 'Bête',
    playedForLabel: 'Gra się o',
    tariffLabel: 'Taryfa',
    tariffName: (t) => (t === 'A' ? 'A, marki za grę' : 'B, lewy i honory razy mnożnik'),
    none: 'brak',
    noTrumpYet: 'jeszcze niewybrany',
    readTable: 'Stół',
    readGame: 'Gra',
    readBid: 'Licytacja',
    mayBid: 'Co mogę licytować',
    declare: 'Wybór',
    openHeading: (w, n) => `${handOf(w)}, odkryte, ${cardsN(n)}`,
    myHandOpen: 'Twoje karty leżą odkryte dla wszystkich',
    commandHint: 'Na przykład: pas, grand boston w kolorze najwyższym, petite misère, whist, w pojedynkę, atut kier, odłóż asa pik, zagraj damę kier, licytacja, co mogę licytować, stół.',
    resumed: 'Twoja gra w Boston wraca do miejsca, w którym została przerwana.',
    commandUnknown: 'Nie rozumiem. Spróbuj: pas, boston w drugim kolorze, petite misère, zagraj asa pik, licytacja, stół, pomoc.',
    choicesHeading: (kind, n) =>
      `${({ rungs: 'Twoja odzywka: pas, misère albo gra na lewy', classes: 'Klasa twojej odzywki', miseres: 'Twoja misère', trump: 'Wybierz atut', whist: 'Whist', leader: 'Kto wychodzi', declare: 'Wybór' } as Record<string, string>)[kind] ?? 'Wybór'}, ${choices(n)}`,
    form: 'Gra',
    formOption: (f) => `${FORM_NAMES_PL[f]} (${plural(L, f === 'tri-boston' ? 3 : 4, { one: 'osoba', few: 'osoby', many: 'osób', other: 'osoby' })})`,
    formHelp: (f) => FORM_HELP[f],
    tariff: 'Taryfa',
    tariffHelp: 'Taryfa A płaci za każdą grę stałą liczbę marek; taryfa B liczy wzięte lewy i honory razy mnożnik gry i płaci za szlema.',
    tariffOption: (t) => (t === 'book' ? 'Jak w danej grze: taryfa A, w Boston-Whist taryfa B' : 'Taryfa B w każdej grze'),
    variants: 'Warianty',
    variantName: (id) => VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.name ?? id,
    variantDescription: (id) => VARIANTS_PL[id as keyof typeof VARIANTS_PL]?.description ?? '',
    variantFor: (forms) => `Dotyczy: ${forms}.`,
    tours: 'Kolejki',
    toursHelp: 'W kolejce każdy rozdaje raz; po ostatnim rozdaniu dzieli się kocioł.',
    toursDefault: 'Jak w książce: 3 przy czterech graczach, 4 przy trzech',
    toursCount: (n) => plural(L, n, { one: 'kolejka', few: 'kolejki', many: 'kolejek', other: 'kolejki' }),
    seatHelp: 'We czterech gra się zgodnie z ruchem wskazówek zegara, we trzech przeciwnie; pierwszy odkryty as decyduje, kto rozdaje pierwszy.',
  },
  boston: {
    formName: (f) => FORM_NAMES_PL[f],
    contract: (c) => CONTRACT[c],
    bid: (b) => (b.class ? `${CONTRACT[b.contract]} ${CLASS[b.class]}${b.suit ? `, ${b.suit}` : ''}` : CONTRACT[b.contract]),
    undertaking: (c, n) =>
      misere(c) ? `bez lewy${c.startsWith('petite') ? ', jedna karta odłożona na bok' : ''}${c.includes('ouverte') ? ', karty odkryte' : ''}` : tricksN(n),
    pays: (p) => (p.flat ? `${marks(p.value)} od gracza` : `mnożnik ${p.value}`),

    precedence: (cards, dealer, suits, triBoston) =>
      `Losowanie: każdemu po kolei odkrywa się kartę, aż wyjdzie pierwszy as: ${cards.map((c) => `${obj(c.who)}: ${c.card}`).join(', ')}. Pierwsze rozdanie: ${dealer.self ? 'rozdajesz ty' : `rozdaje ${dealer.name}`}.` +
      (suits ? ` ${triBoston ? 'W Tri-Bostonie kolory są stałe' : 'Kolor asa jest kolorem najwyższym przez całą partię'}. ${suitsText(suits)}.` : ' Kolory odkrywa się na nowo przed każdym rozdaniem.'),
    suitTurned: (card, suits) => `Na to rozdanie odkrywa się kartę z drugiej talii: ${card}. ${suitsText(suits)}.`,
    dealStarted: (deal, of, dealer, eldest, suits, pot, betes, bete, blok, blokEach, stake) =>
      `Rozdanie ${deal} z ${of}. ${say(dealer, 'rozdajesz', 'rozdaje')} i ${v(dealer, 'wkładasz', 'wkłada')} do puli ${marksAcc(stake)}${blok ? `; stół był pusty: każdy dokłada Blok, ${marksAcc(blokEach)}` : ''}; licytację ${eldest.self ? 'zaczynasz ty' : `zaczyna ${eldest.name}`}. ${suitsText(suits)}. W puli: ${marks(pot)}` +
      (betes.length ? `; na stole ${betes.length === 1 ? 'czeka bête' : 'czekają bête'}: ${list(L, betes.map(String))}, rozdanie idzie o pulę i bête ${bete}, razem ${marksAcc(pot + bete)}.` : '.'),

    bidMade: (w, bid) => `${say(w, 'licytujesz', 'licytuje')} ${bid}.`,
    passed: (w) => `${say(w, 'pasujesz', 'pasuje')}.`,
    auctionWon: (w, bid, u) => `${say(w, 'grasz', 'gra')} ${bid}: ${u}.`,
    allPassed: (each) => `Wszyscy pasują: każdy wkłada do puli ${marksAcc(each)}, a rozdanie przechodzi dalej.`,

    trump: (w, suit, named) => (named ? `${say(w, 'wybierasz', 'wybiera')} atut: ${suit}.` : `Atut: ${suit}.`),
    discarded: (w, card) => (card ? `Odkładasz ${card.name(ACC)} na bok, koszulką do góry.` : `${say(w, 'odkładasz', 'odkłada')} jedną kartę na bok, koszulką do góry.`),
    alone: (w) => `${say(w, 'grasz', 'gra')} w pojedynkę.`,
    seek: (w, together) => `${say(w, 'szukasz', 'szuka')} partnera: razem ${tricksN(together)}. Kto mówi Whist?`,
    whist: (w) => `${w.self ? 'Ty' : w.name}: „Whist!”`,
    noWhist: (w) => `${say(w, 'pasujesz', 'pasuje')}: bez whista.`,
    accept: (w, p) => `${say(w, 'przyjmujesz', 'przyjmuje')} ${accW(p)} jako partnera.`,
    reject: (w, p) => `${say(w, 'nie przyjmujesz', 'nie przyjmuje')} ${accW(p)} i ${v(w, 'grasz', 'gra')} w pojedynkę.`,
    partner: (d, p, quota, pq, together, asked) =>
      p
        ? `${say(p, 'grasz', 'gra')} w parze z ${withW(d)}: razem ${tricksN(together)}, ${obj(d)} co najmniej ${quota}, ${obj(p)} co najmniej ${pq}.`
        : asked
          ? `Nikt nie mówi Whist: ${d.self ? 'grasz' : `${d.name} gra`} w pojedynkę, ${tricksN(quota)}.`
          : `${say(d, 'grasz', 'gra')} w pojedynkę, ${tricksN(quota)}.`,
    exposed: (w, cards) => `${handOf(w)} leżą odkryte dla wszystkich: ${cards}. ${K('E')} czyta je znowu, ${K('F6')} przechodzi do nich.`,
    leader: (w, named) => `${say(w, 'wychodzisz', 'wychodzi')} do pierwszej lewy${named ? ', tak wskazuje rozgrywający' : ''}.`,

    tricksLine: (lines) => `lewy: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,
    result: (outcome, side, bid, isMisere, n, needed, failed) => {
      const who = names(side);
      const fails = failed.length && !isMisere ? ` ${failed.map((f) => `${say(f.who, 'bierzesz', 'bierze')} ${f.n} ${v(f.who, 'z twoich', 'ze swoich')} ${f.quota}`).join('; ')}.` : '';
      if (isMisere)
        return outcome === 'won'
          ? `Wygrana: ${who} ${manyV(side, 'nie bierzesz', 'nie bierze', 'nie bierzecie', 'nie biorą')} żadnej lewy, ${bid} się udaje.`
          : `Przegrana: ${who} ${manyV(side, 'bierzesz', 'bierze', 'bierzecie', 'biorą')} lewę, ${bid} się nie udaje.`;
      return outcome === 'won'
        ? `Wygrana: ${who} ${manyV(side, 'ugrywasz', 'ugrywa', 'ugrywacie', 'ugrywają')} ${bid}: ${tricksAcc(n)}, potrzeba ${needed}.`
        : `Przegrana: ${who} ${manyV(side, 'bierzesz', 'bierze', 'bierzecie', 'biorą')} tylko ${tricksAcc(n)} z ${needed} potrzebnych do gry ${bid}.${fails}`;
    },
    points: (tricks, honours, pts, m, mk, slam) =>
      `Taryfa B: ${plural(L, tricks, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' })} za lewy${honours ? `, ${honours} za honory, razem ${pts}` : ''}, razy ${m} daje ${pts * m}: ${marks(mk)}${slam ? `, a za szlema jeszcze ${marks(slam)}` : ''}.`,
    payments: (lines) =>
      `Płatności: ${lines
        .map((p) => {
          if (p.reason === 'pot' && p.to) return `${names(p.to)} ${manyV(p.to, 'bierzesz', 'bierze', 'bierzecie', 'biorą')} ze stołu ${marksAcc(p.amount)}`;
          if (p.reason === 'bete' && p.from) return `${names(p.from)} ${manyV(p.from, 'kładziesz', 'kładzie', 'kładziecie', 'kładą')} na stół bête: ${marks(p.amount)}`;
          if (p.from && p.to) return `${names(p.from)} ${manyV(p.from, 'płacisz', 'płaci', 'płacicie', 'płacą')} ${datNames(p.to)} ${p.from.length > 1 || p.to.length > 1 ? 'po ' : ''}${marksAcc(p.amount)}`;
          return `${marks(p.amount)}`;
        })
        .join('; ')}.`,
    kettle: (total, shares) =>
      total === 0 ? 'Kocioł jest pusty: na stole nic nie leży.' : `Kocioł: ${marks(total)} ze stołu dzieli się tak: ${shares.map((s) => `${obj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (outcome, last) => (last ? 'To było ostatnie rozdanie partii.' : outcome === 'passed' ? 'Nikt nie gra tego rozdania.' : 'Rozdanie jest skończone.'),
    sessionOver: (places) => {
      const first = places.filter((p) => p.place === 1);
      const winner = first.some((p) => p.who.self)
        ? first.length > 1 ? 'Dzielisz pierwsze miejsce!' : 'Wygrywasz partię!'
        : `${capitalize(names(first.map((p) => p.who)))} ${first.length > 1 ? 'wygrywają' : 'wygrywa'} partię.`;
      return `${winner} Wynik końcowy: ${places.map((p) => `${p.place}. ${obj(p.who)} ${signed(p.balance)}`).join(', ')}. ${K('Shift+N')} zaczyna nową grę.`;
    },

    table: (pot, betes, bete, playedFor) =>
      `W puli: ${marks(pot)}.` +
      (betes.length
        ? ` ${betes.length === 1 ? 'Czeka bête' : 'Czekają bête'}: ${list(L, betes.map(String))}${playedFor === null ? `; następne rozdanie idzie o pulę i najwyższą, ${bete}` : `; to rozdanie idzie o pulę i najwyższą, ${bete}: razem ${marksAcc(playedFor)}`}.`
        : ' Nie ma bête.'),
    balances: (lines) => `Marki: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    suits: (s) => `${suitsText(s)}.`,
    bidNow: (bid, holder, passed, toMove) =>
      `${bid && holder ? `Najwyższa odzywka: ${bid}, ${holderOf(holder)}.` : 'Jeszcze nikt nie licytuje.'}${passed.length ? ` Pas: ${names(passed)}.` : ''}${toMove ? ` ${toMove.self ? 'Teraz mówisz ty' : `Teraz mówi ${toMove.name}`}.` : ''}`,
    mayBid: (when, lowest, count, highest) => {
      if (when === 'over') return 'Licytacja jest skończona.';
      if (when === 'passed') return 'Po pasie nie licytujesz już w tym rozdaniu.';
      const how = lowest && highest ? (count === 1 ? `tylko ${lowest}` : `${plural(L, count, { one: 'odzywka', few: 'odzywki', many: 'odzywek', other: 'odzywki' })}, od najniższej, ${lowest}, do najwyższej, ${highest}`) : '';
      if (when === 'now') return count ? `Możesz spasować albo licytować: ${how}. ${K('Shift+A')} wymienia je szczebel po szczeblu; możesz też wpisać odzywkę.` : 'Możesz tylko spasować: wyżej już nie można.';
      return count ? `Gdy przyjdzie twoja kolej, możesz spasować albo licytować: ${how}.` : 'Gdy przyjdzie twoja kolej, możesz tylko spasować.';
    },
    gameNow: (d, bid, u, trump, mis, p, alone, open) =>
      `${say(d, 'grasz', 'gra')} ${bid}: ${u}.${trump ? ` Atut: ${trump}.` : mis ? ' Bez atutu.' : ' Atut nie jest jeszcze wybrany.'}${p ? ` ${say(p, 'grasz', 'gra')} w parze z ${withW(d)}.` : alone ? ` ${say(d, 'grasz', 'gra')} w pojedynkę.` : ''}${open ? ` ${handOf(d)} leżą odkryte.` : ''}`,
    nobodyPlays: 'Nikt nie gra tego rozdania.',
    openHand: (w, cards) => `${handOf(w)}, odkryte: ${cards}.`,
    noOpenHand: 'Żadna ręka nie leży odkryta.',
    myDiscardIs: (card) => `Twoja karta odłożona na bok: ${card}.`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'auction':
          return `Twoja odzywka.${f.bid && f.holder ? ` Najwyższa odzywka: ${f.bid}, ${holderOf(f.holder)}.` : f.bid ? ` Najwyższa odzywka jest twoja: ${f.bid}.` : ' Jeszcze nikt nie licytuje.'}`;
        case 'trump':
          return 'Wybierz atut: jeden z kolorów prostych.';
        case 'whist':
          return f.holder
            ? `${say(f.holder, 'grasz', 'gra')}${f.bid ? ` ${f.bid}` : ''}: powiedz Whist albo spasuj.`
            : f.offer
              ? `${say(f.offer, 'mówisz', 'mówi')} Whist: przyjmij albo odrzuć i graj w pojedynkę.`
              : 'Graj w pojedynkę albo poszukaj partnera.';
        case 'discard':
          return `Odłóż kartę na bok, koszulką do góry: ${K('Enter')} na karcie twojej ręki.`;
        case 'leader':
          return 'Wskaż gracza, który wychodzi do pierwszej lewy.';
        case 'play':
          return `Twój ruch.${f.follow ? ` Musisz dołożyć do koloru ${f.follow}.` : ''}${f.open ? ` Karty rozgrywającego leżą odkryte: ${K('E')} je czyta.` : ''}`;
        default:
          return 'Twój ruch.';
      }
    },
    notYourTurn: (w) => `To nie twój ruch: ${w.self ? 'grasz ty' : `teraz gra ${w.name}`}.`,

    choicePass: (bid, holder) => (bid && holder ? `Pas; ${bid} zostaje przy ${holder.self ? 'tobie' : `graczu ${holder.name}`}` : 'Pas'),
    choiceMiseres: (n, lowest, highest) => `Misère, bez lewy: ${n}, od najniższej, ${lowest}, do najwyższej, ${highest}`,
    choiceRung: (contract, u, classes) => `${contract}, ${u}: ${list(L, classes.map((c) => CLASS[c]), 'disjunction')}`,
    choiceBid: (bid, u, pays, simple) => `${bid}: ${u}${simple ? `, atut do wyboru: ${simple}` : ''}; ${pays}`,
    classWord: (c) => CLASS[c],
    choiceTrump: (suit, held) => `${capitalize(suit)}, masz ${cardsAcc(held)}`,
    choiceAlone: (n) => `Graj w pojedynkę: ${tricksN(n)}`,
    choiceSeek: (together, q, pq) => `Poszukaj partnera: razem ${tricksN(together)}, ty co najmniej ${q}, partner ${pq}`,
    choiceWhist: (d, q, together) => `Whist! Graj w parze z ${withW(d)}: ty co najmniej ${tricksN(q)}, razem ${together}`,
    choiceNoWhist: (d) => `Pas: ${d.self ? 'grasz' : `${d.name} gra`} bez ciebie`,
    choiceAccept: (p) => `Przyjmij ${accW(p)} jako partnera`,
    choiceReject: (p) => `Nie przyjmuj ${accW(p)} i graj w pojedynkę`,
    choiceLeader: (w) => `${say(w, 'wychodzisz', 'wychodzi')}`,

    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: rule === 'BO25' ? 'Po pasie nie licytujesz już w tym rozdaniu.' : `To nie twój ruch${f.toMove ? `: ${f.toMove.self ? 'grasz ty' : `teraz gra ${f.toMove.name}`}` : ''}.`,
        WRONG_PHASE: 'Na tym etapie rozdania to niemożliwe.',
        NOT_ON_LADDER: 'Nie ma takiej odzywki: grę na lewy licytuje się w kolorze prostym, w drugim kolorze albo w kolorze najwyższym, misère bez klasy.',
        BID_TOO_LOW: `Twoja odzywka musi być wyższa niż obecna${f.bid ? `, ${f.bid}` : ''}.`,
        BAD_TRUMP: `${f.suit ? capitalize(f.suit) : 'Ten kolor'} nie może być atutem: grę prostą gra się w kolorze prostym.`,
        CARD_NOT_IN_HAND: f.card ? `Nie masz w ręce ${f.card.name(GEN)}.` : 'Nie masz tej karty w ręce.',
        MUST_FOLLOW_SUIT: `Musisz dołożyć do koloru${f.suit ? ` ${f.suit}` : ''}${f.card ? `; ${f.card} nie jest w tym kolorze` : ''}.`,
        BAD_LEADER: 'Wskaż gracza, który wychodzi.',
        UNKNOWN_MOVE: 'Nie ma takiego ruchu.',
      } as Record<string, string>)[code] ?? 'Ten ruch jest niedozwolony.') + ` (reguła ${rule})`,
    hint: (move, reason) => `Podpowiedź: ${move.replace(/\.$/, '')}.${reason ? ` ${reason}` : ''}`,
    hintReason: (reason, f) => {
      const est = f.tricks !== null ? ` Liczysz ${aboutTricks(f.tricks)}.` : '';
      const text = HINTS[reason];
      if (reason === 'searched') return `Po rozegraniu ${dealsGen(f.samples)} ten ruch wypada najlepiej${f.value !== null ? `: średnio ${mean(f.value)}` : ''}.`;
      if (reason === 'bidTricks' || reason === 'pass' || reason === 'seek' || reason === 'alone' || reason === 'whist' || reason === 'noWhist' || reason === 'bestTrump') return text ? `${text}${est}` : null;
      return text ?? null;
    },
    hintEffect: (effect) =>
      ({
        lead: 'Otwiera lewę: inni muszą dołożyć do koloru, jeśli mogą.',
        win: 'Bierze lewę, tak jak teraz leży.',
        under: 'Zostaje pod lewą, tak jak teraz leży.',
        ruff: 'Nie masz koloru wyjścia: ta karta przebija atutem.',
        discard: 'Nie masz koloru wyjścia: ta karta odchodzi, nie biorąc lewy.',
      })[effect],
    hintCount: (f) =>
      f.tricks !== null
        ? `Liczysz na to ${aboutTricks(f.tricks)}.`
        : f.danger !== null
          ? `Zagrożenie misère dla twojej ręki: ${dec(f.danger)} (0: żadna karta nie jest zagrożona).`
          : null,
    hintSearch: (f) => {
      const share = f.share !== null ? ` i zyskuje w ${Math.round(f.share * 100)} % z nich` : '';
      const rule = f.normal ? ` Według zasady: ${f.normal.move}${f.normal.value !== null ? `, ${mean(f.normal.value)}` : ''}.` : '';
      return `Po rozegraniu ${dealsGen(f.samples)} ten ruch daje ${f.value !== null ? `średnio ${mean(f.value)} na rozdanie` : 'najlepszy wynik'}${share}.${rule}`;
    },
  },
} satisfies BostonCatalogue;

/** Dlaczego gracz komputerowy wybrałby ruch (powody z src/games/boston/bots). */
const HINTS: Readonly<Record<string, string>> = {
  only: 'To jedyny ruch.',
  careless: 'Karta do zagrania, bez długiego namysłu.',
  bidTricks: 'Ręka liczy dość lew na tę grę.',
  bidMisere: 'Niskie karty w każdym kolorze: ręka może nie wziąć żadnej lewy.',
  pass: 'Z tą ręką żadna wyższa gra nie jest pewna.',
  bestTrump: 'Kolor prosty, w którym ręka liczy najwięcej lew.',
  alone: 'Ręka ugra tę grę bez pomocy.',
  seek: 'Ta gra potrzebuje lew partnera.',
  accept: 'Ta gra potrzebuje lew partnera.',
  reject: 'Ręka ugra tę grę bez pomocy.',
  whist: 'Dość własnych lew na twoją część.',
  noWhist: 'Za mało własnych lew na część partnera.',
  layAsideDanger: 'Karta, która najłatwiej weźmie lewę.',
  playLast: 'Gracz przed tobą wychodzi: w pierwszej lewie twoja karta pada ostatnia.',
  drawTrumps: 'Wyciągnij atuty przeciwnikom.',
  cashMaster: 'To najwyższa karta swojego koloru, jaka została: bierze swoją lewę.',
  forceDeclarer: 'Mała karta koloru, którego nie ma rozgrywający: musi użyć atutu.',
  leadLong: 'Niska karta z twojego najdłuższego koloru.',
  friendWinning: 'Twoja strona ma już lewę: niska karta.',
  cannotWin: 'Tej lewy nie weźmiesz: najmniej potrzebna karta.',
  winTrick: 'Najtańsza karta, która bierze lewę.',
  ruff: 'Nie masz koloru: przebijasz.',
  secondHandLow: 'Na drugiej ręce nisko: lewa jest jeszcze otwarta.',
  leadLow: 'Twoja najniższa karta: inni muszą ją przebić wyżej.',
  discardDanger: 'Nie masz koloru: odchodzi karta, która najłatwiej wzięłaby lewę później.',
  duckUnder: 'Najwyższa karta, która jeszcze zostaje pod lewą.',
  forced: 'Tu każda karta bierze: odchodzi najwyższa.',
  planOpenMisere: 'Według odkrytych kart: kolor, w którym rozgrywający musi cię przebić.',
  leadSmall: 'Mała karta koloru, w który wyszedł inny przeciwnik.',
  discardHigh: 'Nie masz koloru: wysoka karta odchodzi, póki to bezpieczne.',
  leaveToDeclarer: 'Lewę ma rozgrywający: zostaw mu ją.',
  unload: 'Karta rozgrywającego już leży w lewie: wysoka karta odchodzi bezpiecznie.',
  keepLow: 'Niska karta: może to rozgrywający będzie musiał wziąć lewę.',
  ownQuota: 'Gra i tak jest przegrana: bierzesz lewę na własną część, żeby nie płacić.',
};
