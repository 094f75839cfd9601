/**
 * Polski katalog powłoki (issue 26): ma każdy klucz `Messages` (src/i18n/messages.ts), co sprawdza
 * kompilator. Nie wymienia żadnej gry: teksty gier są w locales/<id>/pl.ts.
 * Gramatyka: liczby przez `plural()` w czterech formach (1 karta, 2 karty, 5 kart, 1,5 karty); imiona
 * graczy zawsze w mianowniku (zdania tak zbudowane, by imienia nie trzeba było odmieniać: "Anna się
 * zastanawia"), czas teraźniejszy albo formy bezosobowe ("rozegrano"), więc nic nie zależy od płci
 * mówiącego; do gracza na "ty". Nazwy obszarów w mianowniku (po dwukropku).
 * Nazwy klawiszy są w KEY_NAMES (locales/keys.ts), domyślne imiona w DEFAULT_NAMES (locales/names.ts),
 * nazwa języka w LANGUAGE_NAMES (locales/languages.ts).
 */
import type { Rank } from '../src/engine/cards.js';
import type { RankForm } from '../src/i18n/deck-words.js';
import { plural, type Messages, type Pack, type ShellCommandId } from '../src/i18n/messages.js';
import { frenchPl, grammarPl, numbersPl } from './decks/pl.js';
import { keyLabel } from './keys.js';
import { DEFAULT_NAMES } from './names.js';

const L = 'pl' as const;

/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
const cardsN = (n: number) => plural(L, n, { one: 'karta', few: 'karty', many: 'kart', other: 'karty' });

/** Słowa talii francuskiej (także jako karty z liczbami) są w locales/decks/pl.ts. */
const packWords = (pack: Pack) => (pack === 'numbers' ? numbersPl : frenchPl);

/** Polski nie ma rodzajników; forma RankForm wybiera tylko przypadek (biernik, celownik), reszta to mianownik. */
const FORM_CASE = { bare: null, definite: null, indefinite: null, indefiniteAccusative: 'accusative', indefiniteDative: 'dative' } as const satisfies Record<RankForm, 'accusative' | 'dative' | null>;

function rankPhrase(rank: Rank, pack: Pack, form: RankForm): string {
  const r = packWords(pack).ranks[rank];
  const c = FORM_CASE[form];
  return (c && r.cases?.[c]) || r.word;
}

const COMMANDS = {
  pickChoice: { name: 'Wybór możliwości', help: 'Na liście możliwości cyfry od 1 do 9 wybierają odpowiednią pozycję.' },
  closeChoices: { name: 'Zamknij', help: 'Zamyka listę możliwości, okno dialogowe albo wiersz poleceń.' },
  repeatLastEvent: { name: 'Ostatnie zdarzenie', help: 'Powtarza ostatnie zdarzenie w grze.' },
  sinceMyTurn: { name: 'Od mojego ostatniego ruchu', help: 'Mówi w jednym komunikacie wszystko, co wydarzyło się od twojego ostatniego ruchu (gdyby mowa coś ucięła).' },
  repeatLast: { name: 'Powtórz', help: 'Powtarza ostatni komunikat, jakikolwiek był.' },
  logPrevious: { name: 'Poprzedni komunikat', help: 'Czyta poprzedni komunikat z przebiegu gry.' },
  logNext: { name: 'Następny komunikat', help: 'Czyta następny komunikat z przebiegu gry.' },
  logFirst: { name: 'Pierwszy komunikat', help: 'Przechodzi do pierwszego komunikatu w przebiegu gry.' },
  logLast: { name: 'Ostatni komunikat', help: 'Przechodzi do ostatniego komunikatu w przebiegu gry.' },
  hint: { name: 'Podpowiedź', help: 'Ruch, który wykonałby silny gracz komputerowy, i dlaczego.' },
  cycleVerbosity: { name: 'Szczegółowość', help: 'Przełącza między komunikatami krótkimi, zwykłymi i szczegółowymi.' },
  help: { name: 'Pomoc', help: 'Lista klawiszy, które działają tu i teraz.' },
  rules: { name: 'Zasady', help: 'Zasady gry w takiej postaci, w jakiej teraz obowiązują.' },
  nextZone: { name: 'Następny obszar', help: 'Przechodzi do następnego obszaru.' },
  previousZone: { name: 'Poprzedni obszar', help: 'Przechodzi do poprzedniego obszaru.' },
  focusCommandLine: { name: 'Wiersz poleceń', help: 'Przechodzi do wiersza poleceń, aby wpisać polecenie, na przykład „pomoc” albo „zasady”.' },
  continue: { name: 'Dalej', help: 'Prowadzi grę dalej po ruchu przeciwnika, gdy gra czeka na klawisz.' },
  newGame: { name: 'Nowa partia', help: 'Opuszcza tę grę i otwiera wybór nowej.' },
  settings: { name: 'Ustawienia', help: 'Otwiera ustawienia: język, mowę, nazwy kart, dźwięki i wygląd.' },
  update: { name: 'Wczytaj nową wersję', help: 'Wczytuje gotową nową wersję aplikacji; twoja gra pozostaje zapisana i toczy się dalej.' },
} as const satisfies Record<ShellCommandId, { name: string; help: string }>;

export const pl: Messages = {
  locale: 'pl',
  cards: {
    french: frenchPl,
    numbers: numbersPl,
    grammar: grammarPl,
    rankPhrase,
    definite: (name, _rank, _pack, _style) => name,
    count: cardsN,
    none: 'brak kart',
  },
  ui: {
    // Aplikacja i układ strony
    appTitle: 'Salon karciany: dostępne gry w karty',
    rulesUnavailable: 'Nie udało się wczytać zasad. Spróbuj ponownie, gdy będziesz w sieci.',
    menu: 'Menu',
    gameArea: 'Gra',
    // Nagłówki
    players: 'Gracze',
    gameLog: 'Przebieg gry',
    commandLine: 'Wiersz poleceń',
    actions: 'Akcje',
    helpTitle: 'Klawisze i polecenia',
    rulesOf: (game) => `Zasady: ${game}`,
    // Wybór gry
    chooserTitle: 'Wybierz grę',
    chooserIntro: `Strzałki zmieniają grę, ${K('Enter')} ją rozpoczyna, R albo ${K('Shift+F1')} czyta zasady.`,
    chooserKeys: `Klawisze: strzałki do zmiany gry, ${K('Enter')} do gry, R do zasad.`,
    playGame: (game) => `Graj: ${game}`,
    chooserRules: (game) => `Zasady: ${game}`,
    playWithFriends: 'Graj ze znajomymi',
    playWithFriendsHint: 'Każdy na własnym urządzeniu, na pozostałych miejscach grają gracze komputerowi. Wymaga połączenia z serwerem stołów.',
    tablesUnavailable: 'Nie udało się wczytać gry ze znajomymi. Potrzebne jest połączenie z siecią.',
    gameStats: ({ played, won }) => `rozegrano ${plural(L, played, { one: 'grę', few: 'gry', many: 'gier', other: 'gry' })}, wygrano ${won}`,
    noStats: 'jeszcze nie grano',
    chooserOptions: 'Opcje',
    gameUnavailable: 'Nie udało się wczytać tej gry. Spróbuj ponownie, gdy będziesz w sieci.',
    // Przyciski
    cancel: 'Anuluj',
    hint: 'Podpowiedź',
    help: 'Pomoc',
    rules: 'Zasady',
    settings: 'Ustawienia',
    newGame: 'Nowa partia',
    start: 'Rozpocznij',
    backToGames: 'Powrót do listy gier',
    continue: 'Dalej',
    close: 'Zamknij',
    status: 'Stan gry',
    repeat: 'Powtórz',
    run: 'Wykonaj',
    // Wiersz poleceń
    commandLabel: 'Polecenie',
    // Tabela graczy i stan gry
    colPlayer: 'Gracz',
    colCards: 'Karty na ręce',
    you: 'ty',
    dealer: 'rozdający',
    toMove: 'na ruchu',
    position: (index, total) => `${index} z ${total}`,
    cardInList: (p) => `${p.card}, ${p.index} z ${p.total}`,
    // Okno nowej partii
    numberOfPlayers: 'Liczba graczy',
    playersCount: (n) => plural(L, n, { one: 'osoba', few: 'osoby', many: 'osób', other: 'osoby' }),
    seats: 'Gracze',
    yourSeat: 'Twoje miejsce (na pozostałych gra komputer)',
    seatNumber: (n) => `Miejsce ${n}`,
    yourName: 'Twoje imię',
    seatName: (n) => `Imię gracza ${n}`,
    defaultName: DEFAULT_NAMES.pl,
    seatKind: 'Kto gra',
    human: 'Człowiek',
    computer: 'Komputer',
    computerLevel: 'Poziom komputera',
    levelEasy: 'Łatwy',
    levelNormal: 'Zwykły',
    levelStrong: 'Silny',
    levelName: (l) => ({ easy: 'Łatwy', normal: 'Zwykły', strong: 'Silny' })[l] ?? l,
    paceAndSeed: 'Tempo i ziarno losowania',
    pace: 'Tempo graczy komputerowych',
    paceName: (p) => ({ instant: 'Natychmiastowe', fast: 'Szybkie', normal: 'Zwykłe', slow: 'Wolne', waitForKey: 'Czekaj na klawisz po każdym ruchu' })[p] ?? p,
    seed: 'Ziarno losowania (nieobowiązkowe)',
    seedHint: 'To samo ziarno przy tych samych ustawieniach daje to samo rozdanie, więc grę można komuś przekazać i rozegrać ponownie.',
    // Ustawienia
    language: 'Język',
    verbosity: 'Szczegółowość',
    verbosityName: (v) => ({ brief: 'Krótka', normal: 'Zwykła', detailed: 'Szczegółowa' })[v] ?? v,
    verbosityNow: (v) => `Szczegółowość: ${({ brief: 'krótka', normal: 'zwykła', detailed: 'szczegółowa' })[v] ?? v}.`,
    speech: 'Mowa',
    speechOn: 'Wbudowana synteza mowy',
    speechOnly: 'Tylko wbudowana synteza mowy, bez komunikatów dla czytnika ekranu',
    voice: 'Głos',
    voiceDefault: 'Głos domyślny',
    rate: 'Tempo mowy',
    pitch: 'Wysokość głosu',
    earcons: 'Sygnały dźwiękowe',
    earconsOn: 'Odtwarzaj sygnały dźwiękowe',
    earconVolume: 'Głośność sygnałów dźwiękowych',
    cardNames: 'Nazwy kart',
    cardNamesName: (v) => ({ long: 'Długie, do czytania na głos (dziesiątka kier)', short: 'Krótkie, do brajla (10K)' })[v] ?? v,
    pack: 'Talia',
    packName: (v) => ({ french: 'Talia francuska (trefl, pik, kier, karo)', numbers: 'Karty z liczbami od 1 do 13 w czterech kolorach' })[v] ?? v,
    thinkingTime: 'Czas do namysłu silnego gracza komputerowego',
    thinkingTimeName: (v) => ({ quick: 'Krótki (dla telefonów)', normal: 'Zwykły', thorough: 'Długi (gra silniej, ale wolniej)' })[v] ?? v,
    looks: 'Wygląd',
    theme: 'Motyw kolorów',
    themeName: (v) => ({ system: 'Jak w systemie', light: 'Jasny', dark: 'Ciemny', contrast: 'Wysoki kontrast' })[v] ?? v,
    fourColour: 'Każdy kolor kart w innej barwie',
    highContrast: 'Wysoki kontrast',
    on: 'Włączone',
    off: 'Wyłączone',
    // Pomoc (F1)
    helpIntro: 'Te klawisze działają, gdy fokus jest w obszarze gry. Każda akcja jest dostępna także jako przycisk.',
    helpCommandLine: 'W wierszu poleceń możesz wpisywać polecenia gry, „pomoc” albo „zasady”, po polsku, po niemiecku lub po angielsku.',
    keysEverywhere: 'Klawisze w całej grze',
    keysInZone: (zone) => `Klawisze w obszarze: ${zone}`,
    zoneName: (z) =>
      ({ menu: 'menu', chooser: 'lista gier', setup: 'formularz nowej partii', hand: 'twoja ręka', table: 'stół', choices: 'możliwości', status: 'stan gry', trick: 'lewa', log: 'przebieg gry', actions: 'akcje', commandLine: 'wiersz poleceń', answer: 'ostatnia odpowiedź' })[z] ?? z,
    key: 'Klawisz',
    action: 'Akcja',
    commands: COMMANDS,
    commandHelp: (id) => COMMANDS[id as keyof typeof COMMANDS]?.help ?? id,
    keyName: (key) => K(key),
    // Komunikaty
    settingsReset: 'Części zapisanych ustawień nie dało się odczytać, więc przywrócono dla nich wartości domyślne.',
    storageFull: 'Nie udało się zapisać ustawień: pamięć przeglądarki jest pełna albo zablokowana.',
    waitingForKey: `Naciśnij ${K('Enter')} albo przycisk Dalej, aby kontynuować.`,
    nothingSinceTurn: 'Od twojego ostatniego ruchu nic się nie wydarzyło.',
    lastAnswer: 'Ostatnia odpowiedź',
    zonesCycle: (zones) => `F6 i ${K('Shift+F6')} przełączają między obszarami: ${zones}.`,
    navArrows: 'Do poprzedniej albo następnej pozycji listy.',
    navHomeEnd: 'Do pierwszej albo ostatniej pozycji listy.',
    navGroups: 'Do pierwszej karty poprzedniego albo następnego koloru.',
    navGroupHomeEnd: 'Do najwyższej albo najniższej karty koloru; po ponownym naciśnięciu całej ręki.',
    navTab: 'Opuszcza listę: do następnego albo poprzedniego elementu sterującego.',
    choicesOpened: (n, touch) =>
      `${plural(L, n, { one: 'możliwość', few: 'możliwości', many: 'możliwości', other: 'możliwości' })}. ${touch ? 'Dotknij jednej z nich.' : `Wybierz strzałkami i klawiszem ${K('Enter')} albo numerem.`}`,
    choicesClosed: 'Lista możliwości zamknięta.',
    noSuchChoice: (n) => `Nie ma możliwości o numerze ${n}.`,
    nothingToContinue: 'Tu nie ma czego kontynuować.',
    nothingYet: 'Jeszcze nic.',
    logEmpty: 'Przebieg gry jest pusty.',
    logEdge: 'Koniec przebiegu gry.',
    groupEdge: (last) => (last ? 'Ostatni kolor na ręce.' : 'Pierwszy kolor na ręce.'),
    listEdge: (at) => (at === 'first' ? 'Pierwsza pozycja.' : at === 'last' ? 'Ostatnia pozycja.' : 'Jedyna pozycja.'),
    commandLineClosed: 'Wiersz poleceń zamknięty.',
    hintUnavailable: 'Podpowiedź jest niedostępna.',
    hintThinking: 'Szukam podpowiedzi…',
    thinking: (who) => (who.self ? 'Zastanawiasz się.' : `${who.name} się zastanawia.`),
    saved: 'Gra zapisana.',
    ready: 'Salon karciany jest gotowy. F1 pokazuje klawisze.',
    resumed: 'Wznowiono zapisaną grę.',
    // Praca bez sieci, zapisywanie, nowa wersja, statystyki
    updateReady: 'Nowa wersja jest gotowa. Twoja gra toczy się dalej. Wczytaj ją, kiedy zechcesz, klawiszem U albo przyciskiem „Wczytaj nową wersję” w menu; twoja gra pozostanie zapisana.',
    updateAction: 'Wczytaj nową wersję',
    updating: 'Wczytuję nową wersję. Twoja gra jest zapisana i za chwilę potoczy się dalej.',
    noUpdate: 'Nie ma nowej wersji.',
    saveQuotaFull: 'Pamięć przeglądarki jest pełna: teraz nie da się zapisać gry. Możesz grać dalej; gdy zwolnisz trochę miejsca, zapisywanie zacznie się znowu.',
    saveFailed: 'Nie udało się zapisać gry. Możesz grać dalej.',
    saveCorrupt: 'Zapisana gra jest uszkodzona i nie można jej wznowić. Odłożono ją na bok, nie usunięto. Rozpocznij nową partię.',
    saveTooNew: 'Zapisana gra pochodzi z nowszej wersji tej aplikacji. Odłożono ją na bok, nie usunięto. Rozpocznij nową partię.',
    saveUnmigratable: 'Zapisana gra pochodzi ze starszej wersji i nie da się jej już odczytać. Odłożono ją na bok, nie usunięto. Rozpocznij nową partię.',
    saveUnavailable: 'Ta przeglądarka nie pozwala niczego zapisać: gry i statystyki nie są przechowywane. Grać możesz mimo to.',
    statistics: 'Statystyki',
    statsLoading: 'Wczytuję statystyki.',
    statsSummary: (played, won) => `Rozegrano ${plural(L, played, { one: 'partię', few: 'partie', many: 'partii', other: 'partii' })}, wygrano ${won}.`,
    statsEmpty: 'Żadna partia nie została jeszcze ukończona.',
    statsCaption: 'Ukończone partie, od najstarszej',
    statsDate: 'Data',
    statsPlayers: 'Gracze',
    statsBalance: 'Twoje żetony',
    statsPlace: 'Miejsce',
    statsResult: 'Wynik',
    statsRunningTotal: 'Żetony łącznie',
    statsWonYes: 'wygrana',
    statsWonNo: 'bez wygranej',

    // Liczby słowami
    ordinal: (n) => `${n}.`,
    signed: (n) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : 'zero'),

    // Parametry adresu
    badUrlParam: (param, value, allowed) => `Nieznana wartość parametru ${param}: ${value}. Dozwolone: ${allowed}.`,
    urlUnknownParam: (p) => `Nieznany parametr adresu: ${p.param}.`,
  },
};
