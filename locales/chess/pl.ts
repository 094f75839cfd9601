/**
 * Szachy po polsku (src/games/chess/messages.ts). Słowa zasad (locales/chess/rules-pl.ts): król, hetman,
 * wieża, goniec, skoczek, pion (razem: bierki; bez pionów: figury); szach, mat, pat, roszada krótka i
 * długa, bicie w przelocie, promocja; prawa książki jako warianty V-CH-1…5 (ustawienie „Fielding”:
 * V-CH-1 i V-CH-2). Pola przychodzą tak, jak mówi je wybrany styl; imiona gotowe, zawsze w mianowniku
 * (po dwukropku albo jako podmiot), czas teraźniejszy. Bierki odmieniane według zdania: „Białe nie mają
 * hetmana”, „promocja na wieżę”, „podniesiona wieża”, „podniesiony skoczek”. Strony to „białe” i
 * „czarne” (liczba mnoga: „białe wygrywają”), wielką literą tylko na początku zdania. Ten plik ładuje
 * src/games/chess/texts.ts razem z grą, tak jak plik niemiecki i angielski.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { ChessCatalogue, MoveWords } from '../../src/games/chess/messages.js';
import type { Color, Kind } from '../../src/games/chess/types.js';
import { BOOK_COMMANDS_PL, chessBookPl } from './book-pl.js';
import { keyLabel } from '../keys.js';
import { TABLE_COMMANDS_PL, chessTablePl } from './table-pl.js';

const L = 'pl' as const;
/** Klawisz słowami tego języka. */
const K = (key: string) => keyLabel(L, key);

/** Strony: mianownik (podmiot, w liczbie mnogiej) i dopełniacz („pion białych”). */
const COLORS: Record<Color, string> = { w: 'białe', b: 'czarne' };
const COLORS_GEN: Record<Color, string> = { w: 'białych', b: 'czarnych' };
/** Narzędnik: „grasz białymi”. */
const COLORS_INS: Record<Color, string> = { w: 'białymi', b: 'czarnymi' };
const PIECES: Record<Kind, string> = { k: 'król', q: 'hetman', r: 'wieża', b: 'goniec', n: 'skoczek', p: 'pion' };
/** Biernik (rodzaj męskożywotny: „na hetmana”, „w gońca”; żeński: „na wieżę”). */
const PIECES_ACC: Record<Kind, string> = { k: 'króla', q: 'hetmana', r: 'wieżę', b: 'gońca', n: 'skoczka', p: 'piona' };
/** Dopełniacz: „nie mają hetmana, wieży”. */
const PIECES_GEN: Record<Kind, string> = { k: 'króla', q: 'hetmana', r: 'wieży', b: 'gońca', n: 'skoczka', p: 'piona' };
/** Mianownik liczby mnogiej, bez liczebnika: „wieże a1, h1”. */
const PLURALS: Record<Kind, string> = { k: 'król', q: 'hetmany', r: 'wieże', b: 'gońce', n: 'skoczki', p: 'piony' };
/** Wieża jest rodzaju żeńskiego, pozostałe bierki męskiego. */
const FEMININE: Record<Kind, boolean> = { k: false, q: false, r: true, b: false, n: false, p: false };
/** Polskie litery bierek (K H W G S; pion P tylko na planszy). */
const LETTERS: Record<Kind, string> = { k: 'K', q: 'H', r: 'W', b: 'G', n: 'S', p: 'P' };
const ADJ: Record<Color, { m: string; f: string }> = { w: { m: 'biały', f: 'biała' }, b: { m: 'czarny', f: 'czarna' } };
/** Alfabet NATO w polskiej pisowni (alfa, nie „alpha”); alfabet imion polski (Adam, Barbara, Celina …). */
const NATO: Record<string, string> = { a: 'alfa', b: 'bravo', c: 'charlie', d: 'delta', e: 'echo', f: 'foxtrot', g: 'golf', h: 'hotel' };
const ANNA: Record<string, string> = { a: 'Adam', b: 'Barbara', c: 'Celina', d: 'Dorota', e: 'Edward', f: 'Franciszek', g: 'Grzegorz', h: 'Henryk' };

/** Słowo z tabeli albo wartość, jaka przyszła (nieznana wartość jest mówiona tak, jak jest). */
const col = (c: Color) => COLORS[c] ?? String(c);
const colGen = (c: Color) => COLORS_GEN[c] ?? String(c);
const colIns = (c: Color) => COLORS_INS[c] ?? String(c);
const pc = (k: Kind) => PIECES[k] ?? String(k);
const pcAcc = (k: Kind) => PIECES_ACC[k] ?? String(k);
const pcGen = (k: Kind) => PIECES_GEN[k] ?? String(k);
const pcs = (k: Kind) => PLURALS[k] ?? String(k);
const letter = (k: Kind) => LETTERS[k] ?? String(k);
const man = (c: Color, k: Kind) => `${(FEMININE[k] ? ADJ[c]?.f : ADJ[c]?.m) ?? String(c)} ${pc(k)}`;
const who = (w: Who) => (w.self ? 'ty' : w.name);
/** Punkty z liczbą (także połówki: „0,5 punktu”): 1 punkt, 2 punkty, 5 punktów. */
const points = (n: number) => `${n.toLocaleString(L)} ${plural(L, n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' }, false)}`;
const pointsLine = (ps: readonly { who: Who; points: number }[]) => ps.map((p) => `${who(p.who)} ${points(p.points)}`).join(', ');

export const VARIANTS: Record<string, { name: string; description: string }> = {
  'V-CH-1': { name: 'Promocja tylko na utraconą figurę', description: 'Pion na ostatnim rzędzie zamienia się tylko w figurę, którą jego strona straciła; jeśli żadnej nie straciła, czeka tam, aż któraś zostanie zbita, i wtedy zajmuje jej miejsce.' },
  'V-CH-2': { name: 'Pat to połowa przegranej', description: 'Strona, która dostała pata, traci połowę stawki; remisem z braku materiału są tylko same króle.' },
  'V-CH-3': { name: 'Pat angielski', description: 'Strona, która dostała pata, wygrywa. Nie razem z V-CH-2.' },
  'V-CH-4': { name: 'Mata trzeba zapowiedzieć', description: 'Mata zapowiada się razem z ruchem (najpierw klawisz zapowiedzi); niezapowiedziany mat wygrywa tylko połowę.' },
  'V-CH-5': { name: 'Dotknięta bierka musi ruszyć', description: 'Bierkę podniesioną klawiszem Enter trzeba ruszyć, jeśli może się ruszyć: Escape jej nie odkłada.' },
};

/** Ruch słowami: „skoczek bije na f7, szach”, „roszada krótka”, „pion e8, promocja na hetmana”. */
function moveWords(m: MoveWords): string {
  let s: string;
  if (m.castle) s = m.castle === 'king' ? 'roszada krótka' : 'roszada długa';
  else {
    const which = m.which ? ` ${m.which}` : '';
    const pawnFrom = m.piece === 'p' && m.takes ? ` ${m.from.slice(0, 1)}` : '';
    s = `${pc(m.piece)}${which}${pawnFrom}${m.takes ? ' bije na' : ''} ${m.to}`;
    if (m.enPassant) s += ' w przelocie';
    if (m.promotion) s += `, promocja na ${pcAcc(m.promotion)}`;
    if (m.waits) s += ', czeka na utraconą figurę';
  }
  if (m.mate) s += ', mat';
  else if (m.check) s += ', szach';
  return s;
}

export const chessPl: ChessCatalogue = {
  ui: {
    resumed: 'Wznowiono zapisaną partię szachów.',
    commands: {
      activateSquare: { name: 'Podnieś albo postaw', help: 'Na twojej bierce: podnosi ją i mówi, dokąd może iść. Na polu, na które może iść: stawia ją tam.' },
      squareUp: { name: 'Pole wyżej', help: 'Przesuwa kursor o jedno pole w stronę 8. rzędu.' },
      squareDown: { name: 'Pole niżej', help: 'Przesuwa kursor o jedno pole w stronę 1. rzędu.' },
      squareLeft: { name: 'Pole w lewo', help: 'Przesuwa kursor o jedno pole w stronę linii a.' },
      squareRight: { name: 'Pole w prawo', help: 'Przesuwa kursor o jedno pole w stronę linii h.' },
      cancelSelection: { name: 'Odłóż', help: 'Odkłada podniesioną bierkę (nie przy zasadzie dotkniętej bierki).' },
      'jump-k': { name: 'Twój król', help: 'Przenosi kursor na twojego króla.' },
      'jumpTheirs-k': { name: 'Król przeciwnika', help: 'Przenosi kursor na króla przeciwnika.' },
      'jump-q': { name: 'Twój następny hetman', help: 'Przenosi kursor na twojego następnego hetmana (Q od angielskiego „queen”).' },
      'jumpTheirs-q': { name: 'Następny hetman przeciwnika', help: 'Przenosi kursor na następnego hetmana przeciwnika.' },
      'jump-r': { name: 'Twoja następna wieża', help: 'Przenosi kursor na twoją następną wieżę (T od angielskiego „tower”).' },
      'jumpTheirs-r': { name: 'Następna wieża przeciwnika', help: 'Przenosi kursor na następną wieżę przeciwnika.' },
      'jump-b': { name: 'Twój następny goniec', help: 'Przenosi kursor na twojego następnego gońca (B od angielskiego „bishop”).' },
      'jumpTheirs-b': { name: 'Następny goniec przeciwnika', help: 'Przenosi kursor na następnego gońca przeciwnika.' },
      'jump-n': { name: 'Twój następny skoczek', help: 'Przenosi kursor na twojego następnego skoczka (N od angielskiego „knight”).' },
      'jumpTheirs-n': { name: 'Następny skoczek przeciwnika', help: 'Przenosi kursor na następnego skoczka przeciwnika.' },
      'jump-p': { name: 'Twój następny pion', help: 'Przenosi kursor na twojego następnego piona.' },
      'jumpTheirs-p': { name: 'Następny pion przeciwnika', help: 'Przenosi kursor na następnego piona przeciwnika.' },
      positionAfter: { name: 'Pozycja po tym ruchu', help: 'Na liście ruchów: czyta planszę po ostatnim ruchu wiersza, w ośmiu wierszach.' },
      readFile: { name: 'Czytaj linię', help: 'Czyta linię kursora od 8. do 1. rzędu, pole po polu.' },
      readRank: { name: 'Czytaj rząd', help: 'Czyta rząd kursora od a do h, pole po polu.' },
      listMine: { name: 'Twoje bierki', help: 'Wymienia twoje bierki według rodzaju, z ich polami.' },
      listTheirs: { name: 'Bierki przeciwnika', help: 'Wymienia bierki przeciwnika według rodzaju, z ich polami.' },
      readAttacks: { name: 'Ataki i obrona', help: 'Mówi, które bierki każdej strony atakują pole pod kursorem.' },
      pieceMoves: { name: 'Ruchy tej bierki', help: 'Mówi, dokąd bierka pod kursorem może teraz iść.' },
      readBoard: { name: 'Plansza', help: 'Czyta całą planszę w ośmiu wierszach od 8. rzędu w dół: bierki białych wielkimi literami, kreska za puste pole.' },
      moveList: { name: 'Lista ruchów', help: 'Przechodzi do listy ruchów partii, jeden wiersz na numer ruchu.' },
      readStatus: { name: 'Stan gry', help: 'Czyj jest ruch, szach, partia sesji, punkty i obowiązujące reguły.' },
      whoseTurn: { name: 'Czyj ruch', help: 'Mówi, czyj jest ruch i czy król jest szachowany.' },
      lastMove: { name: 'Ostatni ruch', help: 'Powtarza ostatni ruch.' },
      announceMate: { name: 'Zapowiedz mata', help: 'Przy V-CH-4: zapowiada mata razem z twoim następnym ruchem (ponowne naciśnięcie cofa zapowiedź).' },
      nextDeal: { name: 'Następna partia', help: 'Zaczyna następną partię sesji, gdy partia się skończy.' },
      nextZone: { name: 'Następny obszar', help: 'Przechodzi między planszą, listą ruchów, stanem gry, akcjami, wierszem poleceń i dziennikiem gry.' },
      focusCommandLine: { name: 'Wiersz poleceń', help: 'Wpisz ruch: Sf3, e2e4, skoczek f3, knight f3, roszada krótka, castle short; albo plansza, stan, pomoc.' },
      ...TABLE_COMMANDS_PL,
      ...BOOK_COMMANDS_PL,
      pickChoice: { name: 'Wybierz', help: 'Wybiera pozycję z fokusem albo tę o tym numerze.' },
    },
    noNextDeal: 'Teraz nie ma następnej partii.',
    commandHint: 'Wpisz ruch (Sf3, e2e4, skoczek bije e5, roszada krótka) albo słowo (plansza, stan, pomoc).',
    commandPlaceholder: 'Sf3',
    commandUnknown: 'Nie rozumiem. Wpisz ruch, na przykład Sf3, e2e4 albo skoczek f3, albo pomoc.',
    commandNoSuchMove: 'Nie pasuje do tego żaden dozwolony ruch.',
    boardHeading: (mine) => `Plansza, grasz ${colIns(mine)}`,
    squareName: (square, m, selected) => `${square}, ${m ? man(m.color, m.kind) : 'puste'}${m && selected ? (FEMININE[m.kind] ? ', podniesiona' : ', podniesiony') : ''}`,
    movesHeading: 'Ruchy',
    movesEmpty: 'Jeszcze nie było ruchu.',
    moveLine: (n, white, black) => `${n}. ${white ?? '…'}${black ? `, ${black}` : ''}`,
    statusHeading: 'Stan gry',
    seats: 'Gracze',
    seatHelp: 'Ty i gracz komputerowy z jego poziomem. Kolory są losowane i zmieniają się co partię.',
    rules: 'Reguły',
    preset: 'Zestaw reguł',
    presetHelp: 'Dzisiejsze reguły albo prawa książki: promocja tylko na utraconą figurę i pat jako połowa przegranej.',
    presetOption: (p) => (p === 'fide' ? 'Dzisiejsze reguły (FIDE)' : 'Fielding (książka)'),
    variants: 'Warianty',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? id,
    games: 'Partie',
    gamesHelp: 'Ile partii ma sesja, od 1 do 10.',
    speechStyle: 'Ruchy szachowe mówione jako',
    speechStyleName: (s) => ({ words: 'Słowa (skoczek bije na f7)', san: 'Notacja (Sxf7)', nato: 'Słowa, pola alfabetem NATO', anna: 'Słowa, pola alfabetem imion (Adam, Barbara)' })[s] ?? String(s),
    nextGame: 'Następna partia',
    announceOn: 'Mat zapowiedziany',
    announceOff: 'Zapowiedz mata',
    whichMove: 'Który ruch?',
    promotionHeading: 'Promocja piona',
  },
  chess: {
    colorName: (c) => capitalize(col(c)),
    pieceName: (k) => pc(k),
    man,
    pieceLetter: (k) => letter(k),
    fileWord: (style, file) => (style === 'nato' ? NATO : ANNA)[file] ?? file,
    moveSaid: (m, san) => `${capitalize(col(m.color))}: ${san ?? moveWords(m)}.`,
    moveShort: (m, san) => san ?? moveWords(m),
    gameStarted: (game, games, me, opponent) => `${games > 1 ? `Partia ${game} z ${games}. ` : ''}Grasz ${colIns(me)}, przeciwnik: ${opponent.name}. ${me === 'w' ? 'Zaczynasz.' : `Zaczyna ${opponent.name}.`}`,
    pawnRelieved: (color, square, kind) => `Czekający pion ${colGen(color)} na ${square} zamienia się w ${pcAcc(kind)}.`,
    checkmate: (winner, announced) => (announced ? `Mat: wygrywają ${col(winner)}.` : `Mat bez zapowiedzi: ${col(winner)} wygrywają tylko połowę (V-CH-4).`),
    stalemate: (color) => `Pat: ${col(color)} nie mają ruchu.`,
    draw: (reason) => ({ 'insufficient-material': 'Remis: żadna strona nie może dać mata.', 'fifty-moves': 'Remis na mocy zasady 50 ruchów.', repetition: 'Remis: ta sama pozycja po raz trzeci.', agreement: 'Remis za zgodą.' })[reason] ?? String(reason),
    resignation: (color) => `${capitalize(col(color))} się poddają.`,
    result: (r, ps) => {
      const line = `Wynik: ${pointsLine(ps)}.`;
      if (r.winner === null) return `Partia kończy się remisem. ${line}`;
      if (r.reason === 'stalemate' && r.stake < 1) return `Pat to połowa przegranej (V-CH-2): ${col(r.winner)} wygrywają połowę. ${line}`;
      if (r.reason === 'stalemate') return `Kto dostał pata, wygrywa (V-CH-3): wygrywają ${col(r.winner)}. ${line}`;
      return `${capitalize(col(r.winner))} wygrywają${r.stake < 1 ? ' połowę' : ''}. ${line}`;
    },
    sessionOver: (ps, won) => `Koniec sesji${won === null ? ', remis' : won ? ': twoja wygrana' : ': twoja przegrana'}. ${capitalize(pointsLine(ps))}.`,
    yourTurn: (me, inCheck) => `Twój ruch, ${col(me)}${inCheck ? ', twój król jest szachowany' : ''}.`,
    turnOf: (w, color, inCheck) => `${w.self ? 'Twój ruch' : `Ruch: ${w.name}`}, ${col(color)}${inCheck ? ', szach' : ''}.`,
    gameIsOver: 'Partia się skończyła.',
    selected: (m, square, targets) => `Podniesiono: ${m} ${square}. Może iść na ${list(L, targets)}.`,
    noMoves: (m, square) => `${capitalize(m)} na ${square}: teraz nie ma ruchu.`,
    selectionCancelled: 'Odłożono.',
    nothingSelected: 'Nic nie jest podniesione.',
    emptySquare: 'Puste pole: najpierw podnieś jedną ze swoich bierek.',
    notYours: (m) => `Na tym polu stoi: ${m}. Podnieś jedną ze swoich bierek.`,
    notATarget: (square) => `Bierka nie może iść na ${square}.`,
    pieceMoves: (m, square, moves) => (moves.length ? `${capitalize(m)} ${square}: ${list(L, moves)}.` : `${capitalize(m)} na ${square}: teraz nie ma ruchu.`),
    attacks: (square, by) => {
      const parts = by.filter((b) => b.men.length > 0).map((b) => `${col(b.color)}: ${list(L, b.men)}`);
      return parts.length ? `Pole ${square} atakują ${parts.join('; ')}.` : `Żadna bierka nie atakuje pola ${square}.`;
    },
    menList: (l) => `${capitalize(col(l.color))}: ${l.groups.map((g) => `${g.squares.length > 1 ? pcs(g.kind) : pc(g.kind)} ${g.squares.join(', ')}`).join('; ')}.`,
    line: (name, squares) => `${capitalize(name)}: ${squares.join(', ')}.`,
    fileName: (file) => `linia ${file}`,
    rankName: (rank) => `rząd ${rank}`,
    squareContents: (square, m) => `${square} ${m ?? 'puste'}`,
    positionAfter: (line, lines) => `Po ${line}:\n${lines.join('\n')}`,
    boardLines: (lines) => lines.join('\n'),
    noPieceOfKind: (kind, color) => `${capitalize(col(color))} nie mają ${pcGen(kind)}.`,
    noMoveYet: 'Jeszcze nie było ruchu.',
    lastMove: (said) => `Ostatni ruch: ${said}`,
    status: (s) =>
      `${s.turn} ${s.games > 1 ? `Partia ${s.game} z ${s.games}. ` : ''}Wynik: ${pointsLine(s.points)}. ${s.rules.length ? `Reguły: ${s.rules.join(', ')}.` : 'Dzisiejsze reguły.'}${s.waiting.length ? ` Czekające piony: ${list(L, s.waiting)}.` : ''}`,
    announceSet: (on) => (on ? `Mat zapowiedziany z twoim następnym ruchem. ${K('#')} jeszcze raz cofa zapowiedź.` : 'Zapowiedź cofnięta.'),
    announceNotInForce: 'Zapowiadanie mata nie jest regułą tej partii (V-CH-4).',
    promotionChoice: (kinds) => `Pion może zamienić się w ${list(L, kinds.map((k) => pcAcc(k)), 'disjunction')}.`,
    pawnWaits: 'Twoja strona nie straciła żadnej figury: pion czeka na ostatnim rzędzie (V-CH-1).',
    refusal: (code, rule) =>
      `${({
        NO_PIECE: 'Nie stoi tam żadna twoja bierka',
        CASTLING_NOT_ALLOWED: 'Roszada nie jest teraz dozwolona',
        ILLEGAL_MOVE: 'Ta bierka nie może tak iść',
        PROMOTION_REQUIRED: 'Powiedz, w co zamienia się pion',
        PROMOTION_NOT_ALLOWED: 'Tylko pion na ostatnim rzędzie zamienia się w figurę',
        PIECE_NOT_LOST: 'Pion może zamienić się tylko w figurę, którą twoja strona straciła',
        KING_IN_CHECK: 'Twój król byłby szachowany',
        NOT_YOUR_TURN: 'To nie twój ruch',
        TOUCH_MOVE: 'Dotknięta bierka musi ruszyć: podniesioną bierkę trzeba postawić',
        WRONG_PHASE: 'Żadna partia nie trwa',
      } as Record<string, string>)[code] ?? 'Ten ruch jest niedozwolony'} (${rule}).`,
    ambiguous: (moves) => `To może być ${list(L, moves, 'disjunction')}: wybierz jeden.`,
    notYourTurn: 'To nie twój ruch.',
  },
  table: chessTablePl,
  book: chessBookPl,
};
