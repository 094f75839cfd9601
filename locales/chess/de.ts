/**
 * Der deutsche Katalog des Schachs (src/games/chess/messages.ts). Die Wörter der Regeln
 * (locales/chess/rules-de.ts): König, Dame, Turm, Läufer, Springer, Bauer; Schach, schachmatt, Patt,
 * kurze und lange Rochade, en passant; die Gesetze des Buchs als Varianten V-CH-1…5 (Voreinstellung
 * „Fielding“: V-CH-1 und V-CH-2). Felder kommen so, wie der Sprechstil sie sagt; Namen fertig.
 */
import { capitalize, list, type Who } from '../../src/i18n/messages.js';
import type { ChessCatalogue, MoveWords } from '../../src/games/chess/messages.js';
import type { Color, Kind } from '../../src/games/chess/types.js';
import { keyLabel } from '../keys.js';
import { TABLE_COMMANDS_DE, chessTableDe } from './table-de.js';
import { BOOK_COMMANDS_DE, chessBookDe } from './book-de.js';

const L = 'de' as const;
const K = (key: string) => keyLabel(L, key);

const COLORS: Record<Color, string> = { w: 'Weiß', b: 'Schwarz' };
const PIECES: Record<Kind, string> = { k: 'König', q: 'Dame', r: 'Turm', b: 'Läufer', n: 'Springer', p: 'Bauer' };
const PLURALS: Record<Kind, string> = { k: 'König', q: 'Damen', r: 'Türme', b: 'Läufer', n: 'Springer', p: 'Bauern' };
const LETTERS: Record<Kind, string> = { k: 'K', q: 'D', r: 'T', b: 'L', n: 'S', p: 'B' };
/** Die Dame ist weiblich, alle anderen Steine männlich. */
const ADJ: Record<Color, { m: string; f: string }> = { w: { m: 'weißer', f: 'weiße' }, b: { m: 'schwarzer', f: 'schwarze' } };
/** Akkusativ ohne Artikel, nach „zu“/„in“: „wird zur Dame“. */
const BECOMES: Record<Kind, string> = { k: 'zum König', q: 'zur Dame', r: 'zum Turm', b: 'zum Läufer', n: 'zum Springer', p: 'zum Bauern' };
const NATO: Record<string, string> = { a: 'Alfa', b: 'Bravo', c: 'Charlie', d: 'Delta', e: 'Echo', f: 'Foxtrott', g: 'Golf', h: 'Hotel' };
const ANNA: Record<string, string> = { a: 'Anna', b: 'Bella', c: 'Cäsar', d: 'David', e: 'Emil', f: 'Felix', g: 'Gustav', h: 'Hektor' };

/** A table's word, or the value as given (a value the table does not know is said as it is). */
const col = (c: Color) => COLORS[c] ?? String(c);
const pc = (k: Kind) => PIECES[k] ?? String(k);
const pcs = (k: Kind) => PLURALS[k] ?? String(k);
const letter = (k: Kind) => LETTERS[k] ?? String(k);
const becomes = (k: Kind) => BECOMES[k] ?? String(k);
const man = (c: Color, k: Kind) => `${(k === 'q' ? ADJ[c]?.f : ADJ[c]?.m) ?? String(c)} ${pc(k)}`;
const who = (w: Who) => (w.self ? 'du' : w.name);
const pointsLine = (points: readonly { who: Who; points: number }[]) => points.map((p) => `${who(p.who)} ${p.points.toLocaleString(L)}`).join(', ');

export const VARIANTS: Record<string, { name: string; description: string }> = {
  'V-CH-1': { name: 'Umwandlung nur in verlorene Steine', description: 'Ein Bauer auf der letzten Reihe wird nur zu einem Stein, den seine Seite verloren hat; ist keiner verloren, wartet er dort, bis einer geschlagen wird, und nimmt dessen Stelle ein.' },
  'V-CH-2': { name: 'Patt ist halb verloren', description: 'Wer patt gesetzt wird, verliert den halben Einsatz; nur die bloßen Könige sind remis mangels Material.' },
  'V-CH-3': { name: 'Englisches Patt', description: 'Wer patt gesetzt wird, gewinnt. Nicht zusammen mit V-CH-2.' },
  'V-CH-4': { name: 'Matt muss angesagt werden', description: 'Matt wird mit dem Zug angesagt (vorher die Matt-Taste); ein nicht angesagtes Matt gewinnt nur halb.' },
  'V-CH-5': { name: 'Berührt – geführt', description: 'Ein mit Eingabe aufgenommener Stein muss gezogen werden, wenn er ziehen kann: Escape stellt ihn nicht zurück.' },
};

/** Der Zug in Worten: „Springer schlägt f7, Schach“, „kurze Rochade“, „Bauer e8 wird zur Dame“. */
function moveWords(m: MoveWords): string {
  let s: string;
  if (m.castle) s = m.castle === 'king' ? 'kurze Rochade' : 'lange Rochade';
  else {
    const which = m.which ? ` ${m.which}` : '';
    const pawnFrom = m.piece === 'p' && m.takes ? ` ${m.from.slice(0, 1)}` : '';
    s = `${pc(m.piece)}${which}${pawnFrom}${m.takes ? ' schlägt' : ''} ${m.to}`;
    if (m.enPassant) s += ' en passant';
    if (m.promotion) s += `, wird ${becomes(m.promotion)}`;
    if (m.waits) s += ', wartet auf einen verlorenen Stein';
  }
  if (m.mate) s += ', schachmatt';
  else if (m.check) s += ', Schach';
  return s;
}

export const chessDe: ChessCatalogue = {
  ui: {
    resumed: 'Gespeicherte Schachpartie fortgesetzt.',
    commands: {
      activateSquare: { name: 'Aufnehmen oder ziehen', help: 'Auf einem eigenen Stein: nimmt ihn auf und sagt, wohin er ziehen kann. Auf einem Feld, auf das er ziehen kann: zieht ihn dorthin.' },
      squareUp: { name: 'Feld darüber', help: 'Setzt den Cursor ein Feld in Richtung der 8. Reihe.' },
      squareDown: { name: 'Feld darunter', help: 'Setzt den Cursor ein Feld in Richtung der 1. Reihe.' },
      squareLeft: { name: 'Feld links', help: 'Setzt den Cursor ein Feld in Richtung der a-Linie.' },
      squareRight: { name: 'Feld rechts', help: 'Setzt den Cursor ein Feld in Richtung der h-Linie.' },
      cancelSelection: { name: 'Zurückstellen', help: 'Stellt den aufgenommenen Stein zurück (nicht bei „berührt – geführt“).' },
      'jump-k': { name: 'Dein König', help: 'Setzt den Cursor auf deinen König.' },
      'jumpTheirs-k': { name: 'Gegnerischer König', help: 'Setzt den Cursor auf den gegnerischen König.' },
      'jump-q': { name: 'Deine nächste Dame', help: 'Setzt den Cursor auf deine nächste Dame.' },
      'jumpTheirs-q': { name: 'Nächste gegnerische Dame', help: 'Setzt den Cursor auf die nächste gegnerische Dame.' },
      'jump-r': { name: 'Dein nächster Turm', help: 'Setzt den Cursor auf deinen nächsten Turm.' },
      'jumpTheirs-r': { name: 'Nächster gegnerischer Turm', help: 'Setzt den Cursor auf den nächsten gegnerischen Turm.' },
      'jump-b': { name: 'Dein nächster Läufer', help: 'Setzt den Cursor auf deinen nächsten Läufer (B für „bishop“).' },
      'jumpTheirs-b': { name: 'Nächster gegnerischer Läufer', help: 'Setzt den Cursor auf den nächsten gegnerischen Läufer.' },
      'jump-n': { name: 'Dein nächster Springer', help: 'Setzt den Cursor auf deinen nächsten Springer (N für „knight“).' },
      'jumpTheirs-n': { name: 'Nächster gegnerischer Springer', help: 'Setzt den Cursor auf den nächsten gegnerischen Springer.' },
      'jump-p': { name: 'Dein nächster Bauer', help: 'Setzt den Cursor auf deinen nächsten Bauern (P für „pawn“).' },
      'jumpTheirs-p': { name: 'Nächster gegnerischer Bauer', help: 'Setzt den Cursor auf den nächsten gegnerischen Bauern.' },
      positionAfter: { name: 'Stellung nach diesem Zug', help: 'In der Zugliste: liest das Brett nach dem letzten Zug der Zeile als acht Zeilen.' },
      readFile: { name: 'Linie lesen', help: 'Liest die Linie des Cursors von der 8. bis zur 1. Reihe, Feld für Feld.' },
      readRank: { name: 'Reihe lesen', help: 'Liest die Reihe des Cursors von a bis h, Feld für Feld.' },
      listMine: { name: 'Deine Steine', help: 'Zählt deine Steine nach Art geordnet mit ihren Feldern auf.' },
      listTheirs: { name: 'Gegnerische Steine', help: 'Zählt die gegnerischen Steine nach Art geordnet mit ihren Feldern auf.' },
      readAttacks: { name: 'Angriffe und Deckung', help: 'Sagt, welche Steine beider Seiten das Feld unter dem Cursor angreifen.' },
      pieceMoves: { name: 'Züge dieses Steins', help: 'Sagt, wohin der Stein unter dem Cursor jetzt ziehen kann.' },
      readBoard: { name: 'Brett', help: 'Liest das ganze Brett als acht Zeilen von der 8. Reihe abwärts, Weiß in Großbuchstaben, ein Strich für ein leeres Feld.' },
      moveList: { name: 'Zugliste', help: 'Geht zur Liste der Züge der Partie, eine Zeile je Zugnummer.' },
      readStatus: { name: 'Stand', help: 'Wer am Zug ist, Schach, die Partie der Sitzung, die Punkte und die geltenden Regeln.' },
      whoseTurn: { name: 'Wer ist am Zug', help: 'Sagt, wer am Zug ist und ob der König im Schach steht.' },
      lastMove: { name: 'Letzter Zug', help: 'Sagt den letzten Zug noch einmal.' },
      announceMate: { name: 'Matt ansagen', help: 'Bei V-CH-4: sagt mit deinem nächsten Zug Matt an (noch einmal gedrückt: zurückgenommen).' },
      nextDeal: { name: 'Nächste Partie', help: 'Beginnt die nächste Partie der Sitzung, wenn eine zu Ende ist.' },
      nextZone: { name: 'Nächster Bereich', help: 'Wechselt zwischen Brett, Zugliste, Stand, Aktionen, Befehlszeile und Spielprotokoll.' },
      focusCommandLine: { name: 'Befehlszeile', help: 'Einen Zug tippen: Sf3, e2e4, Springer f3, knight f3, rochade kurz, castle short; oder brett, stand, hilfe.' },
      ...BOOK_COMMANDS_DE,
      ...TABLE_COMMANDS_DE,
      pickChoice: { name: 'Wählen', help: 'Wählt den Eintrag im Fokus oder den mit dieser Nummer.' },
    },
    noNextDeal: 'Jetzt gibt es keine nächste Partie.',
    commandHint: 'Einen Zug tippen (Sf3, e2e4, Springer schlägt e5, rochade kurz) oder ein Wort (brett, stand, hilfe).',
    commandPlaceholder: 'Sf3',
    commandUnknown: 'Das verstehe ich nicht. Tippe einen Zug wie Sf3, e2e4 oder Springer f3, oder hilfe.',
    commandNoSuchMove: 'Dazu passt kein erlaubter Zug.',
    boardHeading: (mine) => `Brett, du spielst ${col(mine)}`,
    squareName: (square, m, selected) => `${square}, ${m ? man(m.color, m.kind) : 'leer'}${selected ? ', aufgenommen' : ''}`,
    movesHeading: 'Züge',
    movesEmpty: 'Noch kein Zug.',
    moveLine: (n, white, black) => `${n}. ${white ?? '…'}${black ? `, ${black}` : ''}`,
    statusHeading: 'Stand',
    seats: 'Spieler',
    seatHelp: 'Du und der Computerspieler mit seiner Stärke. Die Farben werden gelost und wechseln jede Partie.',
    rules: 'Regeln',
    preset: 'Regelwerk',
    presetHelp: 'Die heutigen Regeln oder die Gesetze des Buchs: Umwandlung nur in verlorene Steine, Patt halb verloren.',
    presetOption: (p) => (p === 'fide' ? 'Heutige Regeln (FIDE)' : 'Fielding (das Buch)'),
    variants: 'Varianten',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? id,
    games: 'Partien',
    gamesHelp: 'Wie viele Partien die Sitzung hat, von 1 bis 10.',
    speechStyle: 'Schachzüge gesprochen als',
    speechStyleName: (s) => ({ words: 'Worte (Springer schlägt f7)', san: 'Notation (Sxf7)', nato: 'Worte, Felder im NATO-Alphabet', anna: 'Worte, Felder im Anna-Alphabet' })[s] ?? String(s),
    nextGame: 'Nächste Partie',
    announceOn: 'Matt angesagt',
    announceOff: 'Matt ansagen',
    whichMove: 'Welcher Zug?',
    promotionHeading: 'Der Bauer wird',
  },
  chess: {
    colorName: (c) => col(c),
    pieceName: (k) => pc(k),
    man,
    pieceLetter: (k) => letter(k),
    fileWord: (style, file) => (style === 'nato' ? NATO : ANNA)[file] ?? file,
    moveSaid: (m, san) => `${col(m.color)}: ${san ?? moveWords(m)}.`,
    moveShort: (m, san) => san ?? moveWords(m),
    gameStarted: (game, games, me, opponent) => `${games > 1 ? `Partie ${game} von ${games}. ` : ''}Du spielst ${col(me)} gegen ${opponent.name}. ${me === 'w' ? 'Du ziehst zuerst.' : `${opponent.name} zieht zuerst.`}`,
    pawnRelieved: (color, square, kind) => `Der wartende Bauer von ${col(color)} auf ${square} wird ${becomes(kind)}.`,
    checkmate: (winner, announced) => (announced ? `Schachmatt: ${col(winner)} gewinnt.` : `Schachmatt, nicht angesagt: ${col(winner)} gewinnt nur halb (V-CH-4).`),
    stalemate: (color) => `Patt: ${col(color)} kann nicht ziehen.`,
    draw: (reason) => ({ 'insufficient-material': 'Remis: keine Seite kann mattsetzen.', 'fifty-moves': 'Remis nach der Fünfzig-Züge-Regel.', repetition: 'Remis: dieselbe Stellung zum dritten Mal.', agreement: 'Remis vereinbart.' })[reason] ?? String(reason),
    resignation: (color) => `${col(color)} gibt auf.`,
    result: (r, points) => {
      const line = `Punkte: ${pointsLine(points)}.`;
      if (r.winner === null) return `Die Partie endet remis. ${line}`;
      if (r.reason === 'stalemate' && r.stake < 1) return `Patt ist halb verloren (V-CH-2): ${col(r.winner)} gewinnt halb. ${line}`;
      if (r.reason === 'stalemate') return `Wer patt ist, gewinnt (V-CH-3): ${col(r.winner)}. ${line}`;
      return `${col(r.winner)} gewinnt${r.stake < 1 ? ' halb' : ''}. ${line}`;
    },
    sessionOver: (points, won) => `Die Sitzung ist zu Ende${won === null ? ', unentschieden' : won ? ': du hast gewonnen' : ': du hast verloren'}. ${capitalize(pointsLine(points))}.`,
    yourTurn: (me, inCheck) => `Du bist am Zug, ${col(me)}${inCheck ? ', dein König steht im Schach' : ''}.`,
    turnOf: (w, color, inCheck) => `${w.self ? 'Du bist' : `${w.name} ist`} am Zug, ${col(color)}${inCheck ? ', im Schach' : ''}.`,
    gameIsOver: 'Die Partie ist zu Ende.',
    selected: (m, square, targets) => `${capitalize(m)} ${square} aufgenommen: ${list(L, targets)}.`,
    noMoves: (m, square) => `${capitalize(m)} auf ${square}: jetzt kein Zug möglich.`,
    selectionCancelled: 'Zurückgestellt.',
    nothingSelected: 'Kein Stein aufgenommen.',
    emptySquare: 'Leeres Feld: nimm zuerst einen eigenen Stein auf.',
    notYours: (m) => `Auf diesem Feld steht: ${m}. Nimm einen eigenen Stein auf.`,
    notATarget: (square) => `Der Stein kann nicht nach ${square}.`,
    pieceMoves: (m, square, moves) => (moves.length ? `${capitalize(m)} ${square}: ${list(L, moves)}.` : `${capitalize(m)} auf ${square}: jetzt kein Zug möglich.`),
    attacks: (square, by) => {
      const parts = by.filter((b) => b.men.length > 0).map((b) => `${col(b.color)}: ${list(L, b.men)}`);
      return parts.length ? `Das Feld ${square} wird angegriffen von ${parts.join('; ')}.` : `Kein Stein greift ${square} an.`;
    },
    menList: (l) => `${col(l.color)}: ${l.groups.map((g) => `${g.squares.length > 1 ? pcs(g.kind) : pc(g.kind)} ${g.squares.join(', ')}`).join('; ')}.`,
    line: (name, squares) => `${capitalize(name)}: ${squares.join(', ')}.`,
    fileName: (file) => `${file}-Linie`,
    rankName: (rank) => `${rank}. Reihe`,
    squareContents: (square, m) => `${square} ${m ?? 'leer'}`,
    positionAfter: (line, lines) => `Nach ${line}:\n${lines.join('\n')}`,
    boardLines: (lines) => lines.join('\n'),
    noPieceOfKind: (kind, color) => `${col(color)} hat keinen Stein der Art ${pc(kind)}.`,
    noMoveYet: 'Noch kein Zug.',
    lastMove: (said) => `Letzter Zug: ${said}`,
    status: (s) =>
      `${s.turn} ${s.games > 1 ? `Partie ${s.game} von ${s.games}. ` : ''}Punkte: ${pointsLine(s.points)}. ${s.rules.length ? `Regeln: ${s.rules.join(', ')}.` : 'Heutige Regeln.'}${s.waiting.length ? ` Wartende Bauern: ${list(L, s.waiting)}.` : ''}`,
    announceSet: (on) => (on ? `Matt mit deinem nächsten Zug angesagt. ${K('#')} noch einmal nimmt es zurück.` : 'Ansage zurückgenommen.'),
    announceNotInForce: 'Matt ansagen ist keine Regel dieser Partie (V-CH-4).',
    promotionChoice: (kinds) => `Der Bauer kann werden: ${list(L, kinds.map((k) => pc(k)), 'disjunction')}.`,
    pawnWaits: 'Deine Seite hat keinen Stein verloren: der Bauer wartet auf der letzten Reihe (V-CH-1).',
    refusal: (code, rule) =>
      `${({
        NO_PIECE: 'Dort steht kein Stein von dir',
        CASTLING_NOT_ALLOWED: 'Rochieren ist jetzt nicht erlaubt',
        ILLEGAL_MOVE: 'So kann der Stein nicht ziehen',
        PROMOTION_REQUIRED: 'Sag, wozu der Bauer wird',
        PROMOTION_NOT_ALLOWED: 'Nur ein Bauer auf der letzten Reihe wird umgewandelt',
        PIECE_NOT_LOST: 'Der Bauer kann nur zu einem Stein werden, den deine Seite verloren hat',
        KING_IN_CHECK: 'Dein König stünde im Schach',
        NOT_YOUR_TURN: 'Du bist nicht am Zug',
        TOUCH_MOVE: 'Berührt – geführt: der aufgenommene Stein muss ziehen',
        WRONG_PHASE: 'Es läuft keine Partie',
      } as Record<string, string>)[code] ?? 'Dieser Zug ist nicht erlaubt'} (${rule}).`,
    ambiguous: (moves) => `Das kann ${list(L, moves, 'disjunction')} sein: wähle einen.`,
    notYourTurn: 'Du bist nicht am Zug.',
  },
  book: chessBookDe,
  table: chessTableDe,
};
