/**
 * Pasjanse po polsku (`PatienceCatalogue`, src/games/patience/messages.ts). Karty przychodzą jako
 * odwołania i są odmieniane według zdania ("Podłóż asa pik pod kupkę dam", "daje z piątką pik
 * jedenaście"). Nazwy miejsc przychodzą w mianowniku, ale wszystkie tworzy ten katalog (`places`), więc
 * zdanie odmienia je samo (`placeIn`: "z kupki 3", "na stos kier od asa w górę", "do rogu 2"); nazwa w
 * nawiasie albo po dwukropku zostaje w mianowniku. Słowa: stos docelowy, kupka, talon, rezerwa,
 * odrzutki, ramię gwiazdy, róg, łańcuch, etap, przejście; pasjans wychodzi albo nie wychodzi. Ten plik
 * ładuje src/games/patience/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural } from '../../src/i18n/messages.js';
import type { PatienceCatalogue, PatienceCatalogueSection, PatienceGameId, PatienceUi } from '../../src/games/patience/messages.js';
import { PATIENCE_IDS } from '../../src/games/patience/modes.js';
import { patienceMetaPl } from './meta-pl.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
const K = (key: string) => keyLabel(L, key);
const ACC = { case: 'accusative' } as const;
const INS = { case: 'instrumental' } as const;
const cardsN = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });
/** Biernik: "po 6 kart", "po 4 karty", "1 kartę". */
const cardsAcc = (n: number) => plural(L, n, { one: 'kartę', few: 'karty', many: 'kart', other: 'karty' });
const heapsN = (n: number) => plural(L, n, { one: 'kupka', few: 'kupki', many: 'kupek', other: 'kupki' });
const movesN = (n: number) => plural(L, n, { one: 'ruch', few: 'ruchy', many: 'ruchów', other: 'ruchu' });
/** Miejscownik: "po 5 ruchach". */
const movesLoc = (n: number) => plural(L, n, { one: 'ruchu', few: 'ruchach', many: 'ruchach', other: 'ruchu' });
const rowsN = (n: number) => plural(L, n, { one: 'rząd', few: 'rzędy', many: 'rzędów', other: 'rzędu' });
const freeCornersN = (n: number) => plural(L, n, { one: 'wolny róg', few: 'wolne rogi', many: 'wolnych rogów', other: 'wolnego rogu' });
const CORNERS = ['u góry po lewej', 'u góry po prawej', 'na dole po lewej', 'na dole po prawej'];

type PlaceCase = 'genitive' | 'accusative' | 'locative';
const CASE_INDEX: Readonly<Record<PlaceCase, number>> = { genitive: 0, accusative: 1, locative: 2 };
/** Słowa, którymi zaczynają się nazwy miejsc tego katalogu: dopełniacz, biernik, miejscownik. */
const PLACE_WORDS: Readonly<Record<string, readonly [string, string, string]>> = {
  kupka: ['kupki', 'kupkę', 'kupce'],
  miejsce: ['miejsca', 'miejsce', 'miejscu'],
  róg: ['rogu', 'róg', 'rogu'],
  ramię: ['ramienia', 'ramię', 'ramieniu'],
  stos: ['stosu', 'stos', 'stosie'],
  talon: ['talonu', 'talon', 'talonie'],
  ręka: ['ręki', 'rękę', 'ręce'],
  karta: ['karty', 'kartę', 'karcie'],
  rezerwa: ['rezerwy', 'rezerwę', 'rezerwie'],
  odrzutki: ['odrzutków', 'odrzutki', 'odrzutkach'],
  lewy: ['lewego', 'lewy', 'lewym'],
  prawy: ['prawego', 'prawy', 'prawym'],
  lewe: ['lewych', 'lewe', 'lewych'],
  prawe: ['prawych', 'prawe', 'prawych'],
  drugi: ['drugiego', 'drugi', 'drugim'],
  zdjęte: ['zdjętych', 'zdjęte', 'zdjętych'],
  pary: ['par', 'pary', 'parach'],
  trzymana: ['trzymanej', 'trzymaną', 'trzymanej'],
};
/**
 * Nazwa miejsca w przypadku: słowa przed pierwszym przecinkiem, które zna tabela, są odmieniane ("kupka
 * 3" → "kupki 3", "lewy stos" → "lewego stosu", "stos kier od asa w górę" → "stosu kier od asa w górę");
 * liczby, kolory, reszta po przecinku i słowa spoza tabeli (wpisane w wierszu poleceń) zostają.
 */
export function placeIn(name: string, c: PlaceCase): string {
  const cut = name.indexOf(',');
  const head = cut < 0 ? name : name.slice(0, cut);
  return head.split(' ').map((w) => PLACE_WORDS[w]?.[CASE_INDEX[c]] ?? w).join(' ') + (cut < 0 ? '' : name.slice(cut));
}
/** "z kupki 3", "ze stosu pasjansa". */
const fromPlace = (name: string) => {
  const g = placeIn(name, 'genitive');
  return `${/^[szśźż][^aeiouyąęó]/iu.test(g) ? 'ze' : 'z'} ${g}`;
};
/** "na kupkę 4", "na stos kier od asa w górę". */
const onto = (name: string) => `na ${placeIn(name, 'accusative')}`;
/** A name ending in a description after a comma ("róg 2, u góry po lewej") closes it with a comma in the middle of a sentence. */
const closed = (phrase: string) => (phrase.includes(',') ? `${phrase},` : phrase);

/** Dopełniacz liczby mnogiej figur i blotek: "kupka asów", "kupka dam". */
const RANK_PLURAL_GEN: Readonly<Record<string, string>> = {
  as: 'asów',
  król: 'królów',
  dama: 'dam',
  walet: 'waletów',
  dziesiątka: 'dziesiątek',
  dziewiątka: 'dziewiątek',
  ósemka: 'ósemek',
  siódemka: 'siódemek',
  szóstka: 'szóstek',
  piątka: 'piątek',
  czwórka: 'czwórek',
  trójka: 'trójek',
  dwójka: 'dwójek',
};

const REASONS: Record<string, string> = {
  'all-removed': 'wszystkie karty są zdjęte',
  'equal-pass-without-pair': 'przejście z dwoma równymi stosami nie dało żadnej pary',
  'only-reserve-left': 'została tylko rezerwa',
  'hand-card-without-partner': 'karta z ręki nie znalazła pary',
  'talon-empty-no-removal': 'talon jest pusty i nie da się niczego zdjąć',
  'all-on-foundations': 'wszystkie karty są na stosach docelowych',
  'stage-6-ended': 'szósty etap się skończył',
  'all-on-patience-pile': 'wszystkie karty są na stosie pasjansa',
  'pass-without-placement': 'w całym przejściu żadna karta nie trafiła na stos pasjansa',
  'talon-exhausted': 'talon się wyczerpał',
  'all-on-arms': 'wszystkie karty są na ramionach gwiazdy',
  'third-pass-over': 'trzecie przejście się skończyło',
  'all-piles-complete': 'każda kupka ma swoje cztery karty',
  'piles-incomplete': 'po trzecim łańcuchu niektóre kupki nie są pełne',
  'loop-guard': 'łańcuch się nie kończy',
};

const DH = { leftWaste: 'lewe odrzutki', leftStock: 'lewy stos', rightStock: 'prawy stos', rightWaste: 'prawe odrzutki', reserve: 'rezerwa', removed: 'zdjęte pary' } as const;
const STERN_WASTE = 'odrzutki';

const section = {
  names: Object.fromEntries(PATIENCE_IDS.map((id) => [id, patienceMetaPl[id].name])) as Record<PatienceGameId, string>,
  places: {
    dh: DH,
    elfPosition: (n) => `miejsce ${n}`,
    reihePosition: (row, col) => `miejsce ${col} w rzędzie ${row}`,
    talon: 'talon',
    handCard: 'karta z ręki',
    removed: 'zdjęte',
    heap: (n) => `kupka ${n}`,
    foundation: (suit, kind) => (kind === 'K' ? `stos ${suit} od króla w dół` : `stos ${suit} od asa w górę`),
    napHand: 'ręka',
    napPatience: 'stos pasjansa',
    napSecond: 'drugi stos',
    sternHand: 'ręka',
    sternWaste: STERN_WASTE,
    arm: (suit) => `ramię ${suit}`,
    corner: (n) => `róg ${n}, ${CORNERS[n - 1] ?? ''}`.replace(/, $/, ''),
    untPile: (rank) => `kupka ${RANK_PLURAL_GEN[rank] ?? rank}`,
    reserve: 'rezerwa',
    held: 'trzymana karta',
    groupFoundations: 'Stosy docelowe',
    groupCorners: 'Rogi',
    groupArms: 'Gwiazda',
    groupMoon: 'Półksiężyc',
    groupGrid: 'Układ',
    groupPiles: 'Kupki',
    groupStock: 'Stosy',
    foundationWords: ['stos docelowy', 'stosu docelowego', 'stosy docelowe', 'docelowy', 'docelowe', 'stos', 'stosu'],
  },
  events: {
    dhPair: ({ a, b, pileA, pileB }) => `Zdjęta para: ${a} (${pileA}) i ${b} (${pileB}).`,
    dhDrawn: ({ left, right }) => `Dobrane: po lewej ${left}, po prawej ${right}.`,
    dhToReserve: ({ from, count }) => `Reszta ${placeIn(DH[from], 'genitive')}, ${cardsN(count)}, idzie na rezerwę.`,
    dhPassStarted: ({ pass, left, right }) => `Zaczyna się przejście ${pass}: lewy stos ${cardsN(left)}, prawy stos ${cardsN(right)}.`,
    visible: ({ tops }) => (tops.length ? `Widać: ${list(L, tops.map((t) => `${t.card} (${t.pile})`))}.` : 'Nic nie widać.'),
    elfRemoved: ({ kind, cards }) => (kind === 'eleven' ? `Zdjęta para za jedenaście: ${cards}.` : `Zdjęta trójka figur: ${cards}.`),
    elfHandTurned: ({ card }) => `Odkryta karta z ręki: ${card}.`,
    elfRemovedWithHand: ({ kind, hand, cards }) =>
      kind === 'eleven' ? `${capitalize(hand)} daje z ${cards.name(INS)} jedenaście: zdjęte.` : `${capitalize(hand)} dopełnia z ${cards.name(INS)} trójkę figur: zdjęte.`,
    elfRefilled: ({ position, card }) => `${capitalize(position)} uzupełnione: ${card}.`,
    hmToFoundation: ({ card, from, foundation, count }) => `${capitalize(card)} ${fromPlace(from)} ${onto(foundation)}, tam ${cardsN(count)}.`,
    hmToPile: ({ card, from, to, onto: under, emptied }) =>
      `${capitalize(card)} ${fromPlace(from)} ${onto(to)} (${under}).${emptied ? ` ${capitalize(from)} jest pusta i znika.` : ''}`,
    hmStageEnded: ({ stage }) => `Etap ${stage} zakończony.`,
    hmLifted: ({ cards, count, pile }) =>
      pile
        ? `Podniesiono ${cardsAcc(count)}: ${cards}; ${count === 1 ? 'tworzy' : 'tworzą'} na prawym końcu nową ${placeIn(pile, 'accusative')}.`
        : 'Żadna kupka nie ma dwóch kart: nic nie jest podnoszone.',
    hmDealt: ({ k, piles }) => `Wszystkie kupki zebrane i rozdane na nowo po ${cardsAcc(k)}: ${heapsN(piles)}.`,
    hmStageStarted: ({ stage, piles }) => `Zaczyna się etap ${stage} z 6: ${heapsN(piles)}.`,
    napToPatience: ({ card, onto: under }) => (under ? `${capitalize(card)} na stos pasjansa, na ${under.name(ACC)}.` : `${capitalize(card)} zaczyna stos pasjansa.`),
    napToSecond: ({ card, top }) => `${capitalize(card)} na drugi stos${top ? ` (na stosie pasjansa leży ${top})` : ''}.`,
    napPassStarted: ({ pass, cards }) => `Przejście ${pass}: drugi stos zostaje podniesiony, do wyłożenia ${cardsN(cards)}.`,
    reiToFoundation: ({ card, place, foundation, count }) => `${capitalize(card)} ${fromPlace(place)} ${onto(foundation)}, tam ${cardsN(count)}.`,
    reiTalonToFoundation: ({ card, place, foundation, count }) =>
      `${capitalize(card)} z talonu prosto ${onto(foundation)}, tam ${cardsN(count)}; ${place} zostaje puste.`,
    reiLaid: ({ card, place, refill }) => `${capitalize(card)} ${refill ? 'uzupełnia' : 'trafia na'} ${placeIn(place, 'accusative')}.`,
    steTurned: ({ card }) => `Odkryta: ${card}.`,
    steToArm: ({ card, arm, from, corner, count }) =>
      `${capitalize(card)} ${from === 'corner' && corner ? `${closed(fromPlace(corner))} ` : from === 'waste' ? `${fromPlace(STERN_WASTE)} ` : ''}${onto(arm)}, tam ${cardsN(count)}.`,
    steToWaste: ({ card }) => `${capitalize(card)} zostaje na ${placeIn(STERN_WASTE, 'locative')}.`,
    steToCorner: ({ card, corner }) => `${capitalize(card)} do ${placeIn(corner, 'genitive')}.`,
    stePassStarted: ({ pass, cards }) => `Przejście ${pass} z 3: odrzutki zostają podniesione, w ręce ${cardsN(cards)}.`,
    untReserveTaken: ({ card, chain }) => `Łańcuch ${chain}: wzięta karta z rezerwy: ${card}.`,
    untTucked: ({ card, pile, size, pure }) => `Podłożono ${card.name(ACC)} pod ${placeIn(pile, 'accusative')}, teraz ${cardsN(size)}${pure ? ', wszystkie tej samej wysokości' : ''}.`,
    untTookTop: ({ card, pile }) => `Wzięto ${card.name(ACC)} z wierzchu ${placeIn(pile, 'genitive')}.`,
    untChainEnded: ({ chain, pile, placements }) => `Łańcuch ${chain} kończy się na ${placeIn(pile, 'locative')} po ${movesLoc(placements)}.`,
    untLoopGuard: ({ chain }) => `Łańcuch ${chain} się nie kończy: przerwano.`,
    gameOver: ({ game, outcome, reason }) =>
      outcome === 'won' ? `${game}: pasjans wyszedł, ${REASONS[reason] ?? reason}. Brawo!` : `${game}: pasjans nie wyszedł, ${REASONS[reason] ?? reason}.`,
  },
  queries: {
    place: ({ name, top, below, faceDown }) => {
      const n = capitalize(name);
      if (top === null) return faceDown > 0 ? `${n}: ${cardsN(faceDown)}, grzbietem do góry` : `${n}: brak kart`;
      return below > 0 ? `${n}: ${top}, pod spodem ${cardsN(below)}` : `${n}: ${top}`;
    },
    placeCards: ({ name, cards, count }) => (count === 0 ? `${capitalize(name)}: brak kart.` : `${capitalize(name)}, ${cardsN(count)}, od góry: ${cards}.`),
    foundation: ({ name, top, count }) => (top === null ? `${name}: brak kart` : `${name}: ${top}, ${cardsN(count)}`),
    foundations: ({ items, total }) => `Stosy docelowe, ${cardsN(total)}: ${items.join('; ')}.`,
    noFoundations: 'Ten pasjans nie ma stosów docelowych.',
    dhStatus: ({ pass, left, right, reserve, removed }) =>
      `Przejście ${pass}. Lewy stos ${cardsN(left)}, prawy stos ${cardsN(right)}, rezerwa ${cardsN(reserve)}; zdjęte: ${cardsN(removed)}.`,
    elfStatus: ({ talon, removed }) => `Talon ${cardsN(talon)}; zdjęte: ${cardsN(removed)}.`,
    hmStatus: ({ stage, piles, onFoundations }) => `Etap ${stage} z 6, ${heapsN(piles)}; na stosach docelowych ${onFoundations} ze 104 kart.`,
    napStatus: ({ pass, hand, patience, second }) => `Przejście ${pass}. Ręka ${cardsN(hand)}, stos pasjansa ${cardsN(patience)}, drugi stos ${cardsN(second)}.`,
    reiStatus: ({ talon, onFoundations, rows }) => `Talon ${cardsN(talon)}; na stosach docelowych ${onFoundations} z 52 kart; ${rowsN(rows)}.`,
    steStatus: ({ pass, hand, waste, onArms, freeCorners }) =>
      `Przejście ${pass} z 3. Ręka ${cardsN(hand)}, odrzutki ${cardsN(waste)}; na ramionach ${onArms} z 52 kart${freeCorners === null ? '' : `; ${freeCornersN(freeCorners)}`}.`,
    untStatus: ({ chain, reserve, held, complete }) =>
      `Łańcuch ${chain} z 3, rezerwa ${cardsN(reserve)}${held ? `, trzymana karta: ${held}` : ''}; pełne kupki: ${complete} z 13.`,
    playing: ({ game, seed, moves }) => `${game}, rozdanie ${seed}, dotąd ${movesN(moves)}.`,
    over: ({ game, outcome }) => `${game}: koniec gry, ${outcome === 'won' ? 'pasjans wyszedł' : 'pasjans nie wyszedł'}.`,
    table: ({ items }) => `${items.join('. ')}.`,
  },
  moves: {
    pair: ({ a, b, pileA, pileB }) => `Para ${a} (${pileA}) i ${b} (${pileB})`,
    draw: 'Dobierz z obu stosów',
    toReserve: ({ from, count }) => `${capitalize(from)}, ${cardsN(count)}, na rezerwę`,
    newPass: ({ pass }) => `Zacznij przejście ${pass}`,
    eleven: ({ cards }) => `Zdejmij parę za jedenaście: ${cards}`,
    trio: ({ cards }) => `Zdejmij trójkę figur: ${cards}`,
    turnHandCard: 'Odkryj kartę z ręki',
    toFoundation: ({ card, from, foundation }) => `${capitalize(card)} ${fromPlace(from)} ${onto(foundation)}`,
    toPile: ({ card, from, to, onto: under }) => `${capitalize(card)} ${fromPlace(from)} ${onto(to)} (${under})`,
    endStage: ({ stage }) => `Zakończ etap ${stage}`,
    turn: 'Odkryj następną kartę',
    corner: ({ card, corner }) => `${capitalize(card)} do ${placeIn(corner, 'genitive')}`,
    play: ({ card, from, foundation }) => `${capitalize(card)} ${fromPlace(from)} ${onto(foundation)}`,
    takeReserve: ({ chain }) => `Weź kartę z rezerwy na łańcuch ${chain}`,
    tuck: ({ card, pile }) => `Podłóż ${card.name(ACC)} pod ${placeIn(pile, 'accusative')}`,
  },
  ui: {
    tableHeading: ({ game, mode }) => `${game} (${mode === 'interactive' ? 'wybierasz ty' : 'oglądasz krok po kroku'})`,
    moves: 'Ruchy',
    movesHeading: (count) => `Dozwolone ruchy: ${count}`,
    status: 'Stan',
    actions: 'Akcje',
    step: 'Krok',
    run: 'Graj do końca',
    stop: 'Zatrzymaj',
    undo: 'Cofnij',
    redo: 'Ponów',
    hint: 'Podpowiedź',
    listMoves: 'Lista ruchów',
    foundations: 'Stosy docelowe',
    readStatus: 'Stan',
    readTable: 'Czytaj wszystko',
    endStage: 'Zakończ etap',
    chooser: 'Wybierz grę',
    rules: 'Reguły',
    pace: 'Tempo',
    selected: 'wybrane',
    seedLabel: 'Rozdanie',
    outcomeWon: 'Wygrana',
    outcomeLost: 'Przegrana',
    playAgain: 'To samo rozdanie jeszcze raz',
    newDeal: 'Nowe rozdanie',
    statsLabel: 'Statystyki',
    cmdHint: 'Na przykład „4 na 7”, „krok”, „graj”, „cofnij”, „ruchy”, „stosy docelowe”, „pomoc”.',
    keysInteractive: `Strzałki przechodzą po stosach, ${K('Enter')} wybiera źródło, a potem cel; M wymienia wszystkie ruchy, N robi ruch wymuszony, U cofa, ? daje podpowiedź.`,
    started: ({ game, seed, mode, interactiveHelp }) =>
      `${game}, rozdanie ${seed}. ` +
      (mode === 'interactive'
        ? interactiveHelp
          ? `Strzałki przechodzą po stosach, ${K('Enter')} wybiera źródło, a potem cel; M wymienia wszystkie ruchy; N robi ruch wymuszony.`
          : 'Strzałki przechodzą po stosach; M wymienia wszystkie ruchy.'
        : 'Oglądasz krok po kroku: N robi następny ruch, A gra do końca; strzałki przechodzą po stosach.'),
    resumed: ({ game, seed, moves }) => `${game}: gra wznowiona, rozdanie ${seed}, dotąd ${movesN(moves)}.`,
    saveCorrupt: 'Zapisany pasjans jest uszkodzony i nie da się go wznowić. Odłożono go na bok, nie usunięto. Wybierz grę.',
    saveTooNew: 'Zapisany pasjans pochodzi z nowszej wersji tej aplikacji. Odłożono go na bok, nie usunięto. Wybierz grę.',
    saveUnmigratable: 'Zapisany pasjans pochodzi ze starszej wersji i nie da się go już odczytać. Odłożono go na bok, nie usunięto. Wybierz grę.',
    selectedPlace: ({ place, card, moves }) => `Wybrano: ${place}${card ? `, ${card}` : ''}; ${movesN(moves)}. Wybierz cel.`,
    deselected: 'Wybór anulowany.',
    noMoveFrom: ({ place }) => `Brak ruchu ${fromPlace(place)}.`,
    cannotMove: ({ from, to }) => `Nie można przenieść ${fromPlace(from)} ${onto(to)}.`,
    moveRefused: ({ rule }) => `Ten ruch jest niedozwolony (reguła ${rule}).`,
    watchOnly: 'W tym pasjansie nic nie wybierasz: N robi następny ruch, A gra do końca.',
    mustChoose: ({ count }) => `Tu wybierasz ty: ${movesN(count)}; M je wymienia.`,
    next: ({ move }) => `Następny ruch: ${move}.`,
    gameIsOver: `Gra jest skończona. A gra to samo rozdanie jeszcze raz, N nowe; U cofa ostatni ruch; ${K('Shift+N')} wybiera inną grę.`,
    cornerPossible: ({ card, corners }) => `${capitalize(card)} może też pójść do ${corners === 1 ? 'wolnego rogu' : `jednego z ${corners} wolnych rogów`}: M wymienia ruchy.`,
    undone: ({ move }) => `Cofnięto: ${move}.`,
    redone: ({ move }) => `Ponowiono: ${move}.`,
    nothingToUndo: 'Nie ma czego cofnąć.',
    nothingToRedo: 'Nie ma czego ponowić.',
    running: ({ pace }) => `Gra do końca, tempo: ${pace}. A lub ${K('Escape')} zatrzymuje.`,
    stopped: 'Zatrzymano.',
    hintText: ({ move, why }) => `Podpowiedź: ${move}. ${why}`,
    hintWhyForced: 'To jedyny ruch.',
    hintWhyFoundation: 'Karta na stos docelowy.',
    hintWhyFrees: 'Odkrywa kartę, która potem może pójść na stos docelowy.',
    hintWhyPair: 'Pierwsza para w kolejności stołu; każda para jest dobra.',
    hintWhyCorner: 'Ta karta będzie wkrótce potrzebna na swoim ramieniu.',
    hintWhyEndStage: 'W tym etapie nie zostało nic przydatnego.',
    hintWhyOnly: 'Zostaw ją na odrzutkach i odkrywaj dalej.',
    movesOpened: (count, touch) =>
      `${capitalize(movesN(count))}. ${touch ? 'Dotknij jednego.' : `Cyfry od 1 do 9 lub ${K('Enter')} wybierają ruch, ${K('Escape')} zamyka.`}`,
    noMoves: 'Brak dozwolonego ruchu.',
    noStage: 'Etapy ma tylko Półksiężyc.',
    zonePiles: 'stół',
    zoneMoves: 'ruchy',
    zoneStatus: 'stan',
    zoneActions: 'akcje',
  },
  commandLine: {
    empty: 'Wpisz polecenie, na przykład „4 na 7” albo „pomoc”.',
    unknownWord: ({ word }) => `Nie rozumiem: „${word}”. Wpisz „pomoc”, aby zobaczyć polecenia.`,
    unknownPlace: ({ word }) => `Nie ma takiego stosu: „${word}”.`,
    noMoveFrom: ({ place }) => `Brak ruchu ${fromPlace(place)}.`,
    noMatch: ({ from, to }) => `Nie można przenieść ${fromPlace(from)} ${onto(to)}.`,
    notInteractive: 'W tym pasjansie nic nie wybierasz: wpisz „krok” albo „graj”.',
    placeholder: '4 na 7',
    examples: ['4 na 7', '4 na stos docelowy', 'krok', 'graj', 'cofnij', 'ponów', 'ruchy', 'stosy docelowe', 'stan', 'podpowiedź'],
  },
  paceName: (pace) => ({ instant: 'natychmiast', fast: 'szybko', normal: 'normalnie', slow: 'wolno', waitForKey: 'czekaj na klawisz' })[pace] ?? pace,
} satisfies PatienceCatalogueSection;

/** Opisy poleceń stołu pasjansa (łączone z `ui.commands` powłoki). */
const COMMANDS = {
  selectPlace: {
    name: 'Wybierz',
    help: `Na stosie: wybiera go jako źródło, potem ${K('Enter')} na celu wykonuje ruch (${K('Enter')} jeszcze raz na źródle anuluje). Stos z własnym ruchem, taki jak stos do dobierania albo wolny róg, wykonuje go od razu.`,
  },
  readTable: { name: 'Czytaj wszystko', help: 'Czyta cały stół, stos po stosie, z wierzchnimi kartami.' },
  readStatus: { name: 'Stan', help: 'Gra, jej numer, zrobione ruchy i to, co leży w talonach i na stosach docelowych.' },
  readCards: { name: 'Czytaj karty', help: 'Czyta od góry każdą widoczną kartę stosu, na którym jest fokus.' },
  readFoundations: { name: 'Stosy docelowe', help: 'Czyta stosy docelowe.' },
  listMoves: { name: 'Lista ruchów', help: 'Numerowana lista wszystkich dozwolonych ruchów.' },
  step: { name: 'Krok', help: 'Robi następny ruch wymuszony (dobranie, odkrycie, następny krok gry oglądanej krok po kroku); gdy rozdanie jest skończone, nowe rozdanie.' },
  runToEnd: { name: 'Graj do końca', help: 'Robi ruchy wymuszone w wybranym tempie aż do końca albo do wyboru; A jeszcze raz zatrzymuje. Gdy rozdanie jest skończone, to samo rozdanie jeszcze raz.' },
  cancel: { name: 'Anuluj', help: 'Zatrzymuje grę do końca, zamyka listę ruchów albo anuluje wybrany stos.' },
  undo: { name: 'Cofnij', help: 'Cofa ostatni ruch.' },
  redo: { name: 'Ponów', help: 'Wykonuje cofnięty ruch jeszcze raz.' },
  endStage: { name: 'Zakończ etap', help: 'Półksiężyc: oświadczasz, że w tym etapie nie robisz już ruchów.' },
  hint: { name: 'Podpowiedź', help: 'Podpowiedź: rozsądny następny ruch i dlaczego.' },
} as const satisfies PatienceUi['commands'];

/** Słowa F1 zależne od pasjansa. */
const COMMANDS_IN: PatienceUi['commandsIn'] = {
  selectPlaceWatching: 'Na stosie: czyta go. W tym pasjansie oglądasz: N robi następny ruch, A gra do końca.',
  readFoundations: {
    doppelhausen: 'Czyta zdjęte pary: ile kart i ostatnią zdjętą.',
    elf: 'Czyta zdjęte karty: ile ich jest i ostatnią zdjętą.',
    'halber-mond': 'Czyta stosy docelowe: dla każdego koloru stos od króla w dół i stos od asa w górę, z wierzchnią kartą.',
    napoleon: 'Czyta stos pasjansa: ile kart i wierzchnią kartę.',
    reihe: 'Czyta stosy docelowe: dla każdego koloru stos od króla w dół i stos od asa w górę, z wierzchnią kartą.',
    stern: 'Czyta ramiona gwiazdy: dla każdego koloru wierzchnią kartę i liczbę kart.',
  },
};

const zoneName = (z: string): string =>
  ({ menu: 'menu', piles: 'stosy', choices: 'lista ruchów', status: 'stan', log: 'dziennik gry', actions: 'akcje', commandLine: 'wiersz poleceń', answer: 'ostatnia odpowiedź' })[z] ?? z;

export const patiencePl: PatienceCatalogue = { patience: section, ui: { commands: COMMANDS, commandsIn: COMMANDS_IN, zoneName } };
