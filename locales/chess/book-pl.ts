/**
 * Książka po polsku (src/games/chess/book-words.ts): partie i pozycje Fieldinga do odtworzenia i do
 * rozwiązania oraz uwagi historyczne z shared/rules/chess.md §11, napisane dla graczy. Strony w liczbie
 * mnogiej („białe zaczynają”), liczebniki w miejscowniku („w sześciu ruchach”).
 */
import { capitalize, plural } from '../../src/i18n/messages.js';
import type { ChessBookWords } from '../../src/games/chess/book-words.js';
import type { BOOK_COMMAND_IDS } from '../../src/games/chess/book-words.js';
import type { Color } from '../../src/games/chess/types.js';
import { keyLabel } from '../keys.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);
const COLORS: Record<Color, string> = { w: 'białe', b: 'czarne' };
const col = (c: Color) => COLORS[c] ?? String(c);
/** Liczebniki w miejscowniku: „w trzech ruchach”. */
const LOCATIVE = ['zero', 'jednym', 'dwóch', 'trzech', 'czterech', 'pięciu', 'sześciu', 'siedmiu', 'ośmiu', 'dziewięciu', 'dziesięciu', 'jedenastu', 'dwunastu'];
const moves = (n: number) => `${n} ${plural(L, n, { one: 'ruch', few: 'ruchy', many: 'ruchów', other: 'ruchu' }, false)}`;

const TITLES: Record<string, string> = {
  'EX-CH-2': 'Bicie w przelocie',
  'EX-CH-3': 'Partia 3',
  'EX-CH-4': 'Partia 6',
  'EX-CH-5': 'Pozycja 9',
  'EX-CH-6': 'Pozycja 10',
  'EX-CH-7': 'Pozycja 3',
  'EX-CH-8': 'Pozycja 8',
  'EX-CH-9': 'Pozycja 13',
};

const SUMMARIES: Record<string, string> = {
  'EX-CH-2': 'przykład bicia w przelocie z książki: biały pion idzie o dwa pola obok czarnych pionów, a jeden z nich bije go tak, jakby poszedł tylko o jedno',
  'EX-CH-3': 'gambit królewski: białe oddają skoczka na g5, ścigają króla hetmanem i dają mata na e5',
  'EX-CH-4': 'ten sam gambit, szybciej: hetman bije na g5, goni króla tam i z powrotem i daje mata na e5',
  'EX-CH-5': 'mat zduszony: białe oddają wieżę i hetmana, a skoczek matuje króla zamkniętego przez własne bierki',
  'EX-CH-6': 'białe oddają hetmana i wieżę, a druga wieża daje mata na linii a',
  'EX-CH-7': 'czarny pion zostaje hetmanem, na próżno, jak mówi książka: wieża od razu daje mata',
  'EX-CH-8': 'białe oddają hetmana i pędzą króla przez całą planszę do mata skoczkiem',
  'EX-CH-9': 'białe oddają wieżę, hetman wiąże czarnego hetmana i skoczek daje mata na g6',
};

export const BOOK_COMMANDS_PL: Record<(typeof BOOK_COMMAND_IDS)[number], { name: string; help: string }> = {
  openBook: { name: 'Książka', help: `Otwiera książkę: partie Fieldinga do odtworzenia i jego pozycje do rozwiązania, jako listę. ${K('Enter')} otwiera jedną z nich.` },
  openBookEntry: { name: 'Otwórz', help: 'W książce: otwiera partię albo pozycję z fokusem (znowu od początku).' },
  bookNext: { name: 'Następny ruch', help: 'Przy odtwarzaniu partii z książki: wykonuje następny ruch z książki i go mówi.' },
  bookPrevious: { name: 'Poprzedni ruch', help: 'Przy odtwarzaniu partii z książki: cofa ostatni ruch i mówi ruch, który jest teraz ostatni.' },
  leaveBook: { name: 'Powrót do partii', help: 'Zamyka książkę: plansza znowu pokazuje twoją partię.' },
  historicalNotes: { name: 'Uwagi historyczne', help: 'Otwiera uwagi historyczne książki o szachach jako listę, jedna uwaga w wierszu; ponowne naciśnięcie je zamyka.' },
  closeNotes: { name: 'Zamknij uwagi', help: 'Zamyka uwagi historyczne.' },
};

export const chessBookPl: ChessBookWords = {
  heading: 'Książka: partie i pozycje Fieldinga',
  title: (id) => TITLES[id] ?? id,
  summary: (id) => SUMMARIES[id] ?? id,
  entry: (e) => `${e.title}, ${e.replay ? `odtworzenie, ${moves(e.plies)}` : `zadanie: ${e.task}`}: ${e.summary}${e.open ? ', otwarte' : ''}.`,
  task: (color, n) => `${capitalize(col(color))} zaczynają i dają mata w ${LOCATIVE[n] ?? String(n)} ${n === 1 ? 'ruchu' : 'ruchach'}`,
  openedReplay: (title, summary, plies) =>
    `${title}, ${moves(plies)}: ${summary}. ${K('Shift+ArrowRight')} wykonuje następny ruch, ${K('Shift+ArrowLeft')} go cofa; klawisze planszy czytają każdą pozycję.`,
  openedPuzzle: (title, task) => `${title}: ${task}. Ty wykonujesz ruchy, książka odpowiada; ${K('?')} podaje następny ruch z książki.`,
  back: (ply, plies, last) => (last ? `Z powrotem przy ruchu ${ply} z ${plies}. Ostatni ruch: ${last}` : 'Z powrotem na początku, nie było jeszcze ruchu.'),
  atEnd: 'Tu partia się kończy, tak jak podaje ją książka.',
  atStart: 'To jest początek partii.',
  notTheSolution: (move) => `${capitalize(move)} to nie jest rozwiązanie z książki: ruch cofnięty. Spróbuj innego ruchu.`,
  solved: (title) => `Rozwiązane: ${title}, tak jak gra książka.`,
  hint: (move) => `Następny ruch z książki: ${move}.`,
  replayNoMove: `To jest odtworzenie: ${K('Shift+ArrowRight')} wykonuje następny ruch z książki.`,
  solvedAlready: 'Zadanie jest rozwiązane. Wybierz w książce inne albo to samo, aby zacząć od nowa.',
  stepOnlyInReplay: 'W zadaniu to ty wykonujesz ruchy.',
  status: (s) =>
    `${s.title}: ${s.replay ? `ruch ${s.ply} z ${s.plies}` : `${s.task}, ${s.ply < s.plies ? `wykonane ruchy: ${Math.ceil(s.ply / 2)}` : 'rozwiązane'}`}. Reguły: ${s.rules.join(', ')}.`,
  left: 'Powrót do twojej partii.',
  notOpen: `Książka nie jest otwarta: otwiera ją ${K('e')}.`,
  next: 'Następny ruch',
  previous: 'Poprzedni ruch',
  leave: 'Powrót do partii',
  notesHeading: 'Uwagi historyczne z książki',
  notesClosed: 'Uwagi zamknięte.',
  notes: {
    legend: {
      title: 'Legenda o wynalezieniu',
      text: 'Książka opowiada za arabskimi autorami o młodym królu indyjskim, który rządził jak despota i karał każdego doradcę mówiącego mu prawdę, aż bramin Nassir, syn Dahera, wynalazł szachy: grę, w której król jest słaby, a jego słudzy i żołnierze robią wszystko, by go chronić, tak że nawet najmniejsza bierka, dobrze użyta, ma wielką wartość, a utrata jednej bierki może oznaczać mata dla króla. Król nauczył się gry, zrozumiał jej naukę o dobrym rządzeniu, zmienił swoje rządy i zyskał miłość poddanych.',
    },
    wheat: {
      title: 'Ziarna pszenicy',
      text: 'Zapytany o nagrodę Nassir poprosił o jedno ziarno pszenicy na pierwszym polu, dwa na drugim, cztery na trzecim i tak dalej, na każdym polu dwa razy więcej niż na poprzednim. Król nazwał go głupcem, że prosi o tak mało, lecz jego zarządca wkrótce doniósł, że całe królestwo nie zdoła zapłacić nawet połowy: 64 pola mieszczą 18 446 744 073 709 551 615 ziaren. Książka wylicza, że 16 384 miasta, każde z 1024 spichrzami po 174 768 korców, a w korcu 32 768 ziaren, pomieściłyby ledwie dwusetną część tej liczby. Król uściskał Nassira i zatrzymał go przy sobie jako przyjaciela i brata.',
    },
    west: {
      title: 'Droga na zachód i nazwa',
      text: 'Gra przyszła od Persów i Arabów na zachód, najpierw do Włoch, z pomocą wypraw krzyżowych. Słowo szach pochodzi od perskiego słowa oznaczającego króla. W czasach książki szachy znano od Ochocka po Lizbonę, od Islandii po Afrykę.',
    },
    kinds: {
      title: 'Rodzaje szachów',
      text: 'Książka wymienia szachy małe, czyli dawne, szesnaście bierek na 64 polach, grę tu nauczaną; szachy nowe, czyli wielkie, które we wsi Ströbeck nazywają grą kurierską, po 24 bierki z każdej strony, wśród nich czterech kurierów, na planszy z 96 pól, dwanaście na osiem; oraz szachy włoskie.',
    },
    living: {
      title: 'Żywe szachy',
      text: 'Don Juan de Austria miał podobno kazać wyłożyć podłogę komnaty jak szachownicę, według wynalazku opisanego przez Harsdörffera, i grać na niej żywymi osobami zamiast bierek.',
    },
    bishops: {
      title: 'Nazwy gońców',
      text: 'Książka uważa za śmieszne, że Anglicy nazywają te bierki biskupami, a Francuzi fous, czyli błaznami; dowcipny autor tłumaczy, że pierwsi wynalazcy nie chcieli, by błazny odchodziły daleko od księcia. Sama książka nazywa je z niemiecka Lauframi albo adiutantami.',
    },
    war: {
      title: 'Szachy jako wojna',
      text: 'Dwie małe drewniane armie stoją naprzeciw siebie, dowódcy, adiutanci, jazda i piechota w gotowości, a król stoi, jak to często bywa w rzeczywistości, bez własnej siły i wszystkiego oczekuje od swego ministra wojny, czyli od gracza.',
    },
    markedPawn: {
      title: 'Oznaczony pion',
      text: 'Silniejszy gracz mógł dać przeciwnikowi fory, zobowiązując się dać mata jednym oznaczonym pionem, pion coiffé, zwykle pionem skoczka królewskiego; bez takiego mata godził się przegrać partię. Książka podaje takie partie, wśród nich mat pionem w czternastu ruchach przypisywany marszałkowi Saskiemu.',
    },
  },
};
