/**
 * A chess session at the seat table (src/play/seat-play.ts): the board as a grid a screen reader walks
 * (rows = ranks 8 to 1 from White's side, each cell named "e4, white knight"; the arrows move the
 * square cursor), a piece picked up with Enter and moved with Enter on its target (promotion: a list of
 * the kinds the rules allow now), the reading keys, the move list, the status, the command line. Legal
 * moves, SAN, attacks, refusals and results all come from the engine; here or at a table with friends.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RuleViolation } from '../../engine/game.js';
import type { PlayHost, ZoneSpec } from '../../play/module.js';
import { SeatPlay, type CommandAnswer, type CommandRow, type SeatResume, type Spoken } from '../../play/seat-play.js';
import { type GameConfig, type SeatTable, type Step } from '../../play/session.js';
import { gameSetting } from '../../session/settings.js';
import { ChessBookTable } from './book-table.js';
import { CHESS_ROWS } from './commands.js';
import {
  boardLines, colorOf, describeAttacks, describeEvents, describeLegalMove, describeLine, describeMen, manSaid, moveListLines, moveWordsOf, other,
  pointsOf, sanSaid, seatOf, squareSaid, type Words,
} from './describe.js';
import { chessGame, isPlainMove, legalMoves, resolveRules } from './index.js';
import { ChessTableMoves } from './table-play.js';
import { SQUARES, attackersOfSquare, fenAfter, legalSans, menOf } from './queries.js';
import { CHESS_SPEECH } from './settings.js';
import { installChessStyles } from './styles.js';
import { chessMessages, type ChessMessages } from './texts.js';
import type { ChessEvent, ChessOptions, ChessState, Color, Kind } from './types.js';

export type ChessResume = SeatResume<ChessState, string, ChessEvent>;
type ChessStep = Step<string, ChessEvent>;

/** Unicode chess men for the visual board only (aria-hidden: each cell's name says the man in words). */
const GLYPHS: Readonly<Record<Color, Readonly<Record<Kind, string>>>> = {
  w: { k: '\u2654', q: '\u2655', r: '\u2656', b: '\u2657', n: '\u2658', p: '\u2659' },
  b: { k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f' },
};

export class ChessPlay extends SeatPlay<ChessState, string, ChessState, ChessEvent, ChessOptions> {
  readonly gameId = 'chess';
  override readonly homeZone = 'board';
  override readonly choicesAt = 1;
  /** The square cursor (the board's item in focus). */
  private cursor: string;
  /** The square of the piece picked up (Enter), or null. */
  private selected: string | null = null;
  /** V-CH-4: mate announced with my next move. */
  announcing = false;
  /** CH30: resignation and draw offers (table-play.ts); the hint's words. */
  readonly tableMoves = new ChessTableMoves({
    messages: () => this.messages,
    view: () => this.session.view,
    me: () => this.session.me,
    myColor: () => colorOf(this.session.view, this.session.me),
    opponent: () => ({ name: this.names[1 - this.session.me] ?? '', self: false }),
    elsewhere: () => this.book.open,
    say: (text, kind) => this.say(text, kind),
    ask: (c) => {
      this.confirm = c;
      if (c) this.host.openDialog('confirm');
    },
    play: (move) => this.playMove(move),
    changed: () => this.changed(),
  });
  /** ?: the normal computer player's move, which it explains (B-CH terms, bots/reasons.ts). */
  protected override readonly hintLevel = 'normal';
  private sanCache: { of: ChessState; sans: ReadonlyMap<string, string> } | null = null;
  /** The book: its replays, puzzles and notes (book-table.ts); while an entry is open the table shows its position. */
  readonly book: ChessBookTable = new ChessBookTable({
    words: () => this.words,
    me: () => this.session.me as 0 | 1,
    say: (text, kind) => this.say(text, kind),
    announce: (spoken) => this.announceBook(spoken),
    focus: (zone, key) => {
      this.focusRequest = zone;
      this.focusKeyRequest = key;
    },
    cursorTo: (square) => {
      this.cursor = square;
    },
    changed: () => this.changed(),
  });

  constructor(host: PlayHost, config: GameConfig<ChessOptions>, restored?: ChessResume, table?: SeatTable<string, ChessState, ChessEvent, ChessOptions>) {
    // The computer seats' decisions are the table's moves already (bots/seat.ts: V-CH-4's announced mates, their answers to a draw offer).
    super(host, chessGame, config, restored, table);
    installChessStyles();
    this.focusRequest = this.homeZone;
    this.cursor = this.kingSquare(this.myColor) ?? 'e2';
    this.begin(restored);
  }

  commandRows(): readonly CommandRow<this>[] {
    return CHESS_ROWS as readonly CommandRow<this>[];
  }

  // -- words ------------------------------------------------------------------------------------

  /** The position shown: the book's entry when one is open, else the game's. */
  override get view(): ChessState {
    return this.book.run?.state ?? this.session.view;
  }

  /** The legal moves on the board shown (a puzzle being solved: the engine's moves of its position). */
  private get legalNow(): readonly string[] {
    return this.book.run ? this.book.legalMoves : this.session.legalMoves.filter(isPlainMove);
  }

  /** A book entry's words said as a step's are (logged, with the earcon). */
  private announceBook(spoken: readonly Spoken[]): void {
    for (const a of spoken) {
      this.host.announcer.announce(a.text, { kind: 'event', answer: true });
      this.lastEventText = a.text;
      if (a.earcon) this.host.playEarcon(a.earcon);
    }
  }

  override async hint(): Promise<void> {
    if (this.book.run) return this.book.hint();
    return super.hint();
  }

  /** The command line on the book's board: a move goes to the puzzle; the rest as at the game. */
  override async submitCommand(text: string): Promise<void> {
    if (this.book.run) {
      const r = await this.parseCommand(text);
      if (r.kind === 'move') return this.move(r.move.replace(/#$/, ''));
    }
    return super.submitCommand(text);
  }

  get messages(): ChessMessages {
    return chessMessages(this.host.settings.locale);
  }

  get words(): Words {
    return { messages: this.messages, style: gameSetting(this.host.settings, CHESS_SPEECH), me: this.session.me, names: this.names, view: this.view };
  }

  get rulesOptions(): unknown {
    return resolveRules(this.view.options);
  }

  override get commandHint(): string {
    return this.messages.ui.commandHint;
  }

  get commandPlaceholder(): string {
    return this.messages.ui.commandPlaceholder;
  }

  get myColor(): Color {
    return colorOf(this.view, this.session.me);
  }

  get announceInForce(): boolean {
    return resolveRules(this.view.options).announce;
  }

  private kingSquare(color: Color): string | null {
    for (const [sq, m] of menOf(this.view)) if (m.kind === 'k' && m.color === color) return sq;
    return null;
  }

  /** The SAN of each legal move of the position now (cached per step). */
  private get sans(): ReadonlyMap<string, string> {
    const of = this.view;
    if (this.sanCache?.of !== of) this.sanCache = { of, sans: legalSans(of) };
    return this.sanCache.sans;
  }

  private sanOf(uci: string): string {
    return this.sans.get(uci) ?? uci;
  }

  protected describeStep(step: ChessStep): readonly Spoken[] {
    return describeEvents(step.events, this.words);
  }

  protected describeViolation(v: RuleViolation): string {
    return this.messages.chess.refusal(v.code, v.rule);
  }

  /** A move as a choice or a hint says it (a promotion list: the move with the piece it becomes). */
  protected describeMove(m: string): string {
    return describeLegalMove(this.words, m, this.sanOf(m));
  }

  protected override hintText(move: string, explanation: unknown): string {
    return this.tableMoves.hintText(move, explanation, (m) => this.describeMove(m));
  }

  protected choicesHeading(moves: readonly string[]): string {
    return moves.every((m) => m.length === 5 && m.slice(0, 4) === moves[0]!.slice(0, 4)) ? this.messages.ui.promotionHeading : this.messages.ui.whichMove;
  }

  protected get sittingOver(): boolean {
    return this.session.view.phase === 'sessionOver';
  }

  protected notYourTurn(): void {
    const v = this.view;
    if (v.phase !== 'play') return this.say(this.messages.chess.gameIsOver, 'error');
    this.say(this.turnText(), 'error');
  }

  private inCheck(color: Color): boolean {
    const king = this.kingSquare(color);
    return king !== null && attackersOfSquare(this.view, king, other(color)).length > 0;
  }

  private turnText(): string {
    const book = this.book.statusText();
    if (book) return book;
    const v = this.view;
    const c = this.messages.chess;
    if (v.phase !== 'play' || v.toMove === null) return c.gameIsOver;
    const seat = seatOf(v, v.toMove);
    return c.turnOf({ name: this.names[seat] ?? '', self: seat === this.session.me }, v.toMove, this.inCheck(v.toMove));
  }

  protected override resumedTurnText(): string {
    return this.messages.chess.yourTurn(this.myColor, this.inCheck(this.myColor));
  }

  /** My turn said (with check); a finished game counted in the statistics once. */
  protected afterStep(step: ChessStep | null): void {
    this.choiceMoves = null;
    this.selected = null;
    if (this.session.myTurn) this.sayYourTurn(this.messages.chess.yourTurn(this.myColor, this.inCheck(this.myColor)));
    const over = step?.events.find((e): e is Extract<ChessEvent, { type: 'gameOver' }> => e.type === 'gameOver');
    if (over) this.record(over);
    if (step?.events.some((e) => e.type === 'gameStarted')) this.cursor = this.kingSquare(this.myColor) ?? this.cursor;
    this.tableMoves.afterStep(step);
    this.changed();
  }

  /** A finished game: won, drawn or lost against the computer player's level (statistics, once per game). */
  private record(e: Extract<ChessEvent, { type: 'gameOver' }>): void {
    const s = this.session;
    if (s.remote) return;
    const mine = this.myColor;
    const outcome = e.result.winner === null ? 'drawn' : e.result.winner === mine ? 'won' : 'lost';
    const level = s.config.seats[1 - s.me]?.level ?? 'normal';
    const game = this.session.view.game;
    this.host.recordResult({
      id: `${this.id}/${game}`,
      game: 'chess',
      finishedAt: new Date().toISOString(),
      seed: s.config.seed,
      players: 2,
      won: outcome === 'won',
      score: e.result.winner === null ? 0.5 : outcome === 'won' ? 0.5 + e.result.stake / 2 : 0.5 - e.result.stake / 2,
      feats: { [`${outcome}-${level}`]: 1 },
    });
    if (this.session.view.phase === 'sessionOver') this.recorded = true;
  }

  // -- the board --------------------------------------------------------------------------------

  /** Enter on a square: pick up my piece, or move the piece picked up there (promotion: the kinds allowed now). */
  activateSquare(square: string): void {
    const s = this.session;
    const c = this.messages.chess;
    this.cursor = square;
    if (this.book.run && !this.book.run.solving) return this.book.tryMove('');
    if (!this.book.run) {
      if (s.waitingForKey) return this.continue();
      if (this.view.phase !== 'play') return this.say(c.gameIsOver, 'error');
      if (!s.myTurn) return this.notYourTurn();
    }
    const men = menOf(this.view);
    const man = men.get(square);
    if (this.selected && this.selected !== square) {
      const moves = this.legalNow.filter((m) => m.slice(0, 4) === this.selected! + square);
      if (moves.length === 1) return this.move(moves[0]!);
      if (moves.length > 1) return this.openChoices(moves, { phase: 'promotion' });
      if (!(man && man.color === this.myColor) || this.touchMoveHolds()) return this.say(c.notATarget(squareSaid(this.words, square)), 'error');
    }
    if (this.selected === square) return this.cancelSelection();
    if (!man) return this.say(c.emptySquare, 'error');
    if (man.color !== this.myColor) return this.say(c.notYours(manSaid(this.words, man)!), 'error');
    this.pickUp(square);
  }

  /** V-CH-5: a piece picked up that can move must be moved. */
  private touchMoveHolds(): boolean {
    return resolveRules(this.view.options).variants.includes('V-CH-5') && this.selected !== null && this.legalNow.some((m) => m.startsWith(this.selected!));
  }

  private pickUp(square: string): void {
    const c = this.messages.chess;
    const w = this.words;
    const man = manSaid(w, menOf(this.view).get(square))!;
    const moves = this.legalNow.filter((m) => m.startsWith(square));
    if (moves.length === 0) return this.say(c.noMoves(man, squareSaid(w, square)), 'error');
    this.selected = square;
    const targets = [...new Set(moves.map((m) => m.slice(2, 4)))].sort().map((t) => squareSaid(w, t));
    let text = c.selected(man, squareSaid(w, square), targets);
    // CH13, V-CH-1: what the pawn may become now (the engine's moves say it), or that it would wait.
    const arriving = moves.filter((m) => m[1] !== m[3] && (m[3] === '8' || m[3] === '1') && menOf(this.view).get(square)?.kind === 'p');
    if (arriving.length) {
      const kinds = [...new Set(arriving.map((m) => m[4]).filter((k): k is Kind => k !== undefined))];
      text += ` ${kinds.length ? c.promotionChoice(kinds) : c.pawnWaits}`;
    }
    this.say(text);
    this.changed();
  }

  cancelSelection(): void {
    const c = this.messages.chess;
    if (!this.selected) return this.say(c.nothingSelected);
    if (this.touchMoveHolds()) return this.say(this.describeViolation({ rule: 'V-CH-5', code: 'TOUCH_MOVE', message: 'touch-move' }), 'error');
    this.selected = null;
    this.say(c.selectionCancelled);
    this.changed();
  }

  /** A move of mine, with V-CH-4's announcement when it is set. */
  private move(uci: string): void {
    if (this.book.run) {
      this.selected = null;
      return this.book.tryMove(uci);
    }
    const announce = this.announcing && this.announceInForce;
    this.announcing = false;
    this.selected = null;
    this.playMove(announce ? `${uci}#` : uci);
  }

  /** A list of moves: a promotion's kinds (said as any list), or the command line's candidates, each named (never guessed, CH35). */
  protected override openChoices(moves: readonly string[], opts: { phase?: string | null; echo?: boolean } = {}): void {
    if (opts.phase === 'promotion') return super.openChoices(moves, opts);
    super.openChoices(moves, { ...opts, echo: false });
    this.say(this.messages.chess.ambiguous(moves.map((m) => this.describeMove(m))));
  }

  protected override playChoice(m: string): void {
    this.move(m);
  }

  toggleAnnounce(): void {
    const c = this.messages.chess;
    if (!this.announceInForce) return this.say(c.announceNotInForce, 'error');
    this.announcing = !this.announcing;
    this.say(c.announceSet(this.announcing));
    this.changed();
  }

  /** K Q T B N P (Shift: the opponent's): the cursor to the next man of that kind after it, in reading order. */
  jump(kind: Kind, whose: 'mine' | 'theirs', from: string | null): void {
    const color = whose === 'mine' ? this.myColor : other(this.myColor);
    const men = menOf(this.view);
    const at = SQUARES.indexOf(from ?? this.cursor);
    const order = [...SQUARES.slice(at + 1), ...SQUARES.slice(0, at + 1)];
    const to = order.find((s) => men.get(s)?.color === color && men.get(s)?.kind === kind);
    if (!to) return this.say(this.messages.chess.noPieceOfKind(kind, color), 'error');
    this.cursor = to;
    this.focusRequest = 'board';
    this.focusKeyRequest = to;
    this.changed();
  }

  /** An arrow on the board: the cursor a rank (dr: +1 towards rank 1) or a file further; the 'end' earcon at the edge. */
  moveCursor(from: string | null, dr: number, df: number): void {
    const at = SQUARES.indexOf(from ?? this.cursor);
    const row = Math.floor(at / 8) + dr, col = (at % 8) + df;
    if (row < 0 || row > 7 || col < 0 || col > 7) return this.host.playEarcon('end');
    this.cursor = SQUARES[row * 8 + col]!;
    this.focusRequest = 'board';
    this.focusKeyRequest = this.cursor;
    this.changed();
  }

  readLine(square: string | null, what: 'file' | 'rank'): void {
    this.say(describeLine(this.words, square ?? this.cursor, what));
  }

  readAttacks(square: string | null): void {
    this.say(describeAttacks(this.words, square ?? this.cursor));
  }

  readPieceMoves(square: string | null): void {
    const sq = square ?? this.cursor;
    const w = this.words;
    const c = this.messages.chess;
    const man = manSaid(w, menOf(this.view).get(sq));
    if (!man) return this.say(c.squareContents(squareSaid(w, sq), null));
    // The side to move's moves from the engine; the other side's men have none now.
    const moves = this.view.toMove === menOf(this.view).get(sq)?.color ? legalMoves(this.view).filter((m) => m.startsWith(sq)).sort() : [];
    this.say(c.pieceMoves(man, squareSaid(w, sq), moves.map((m) => describeLegalMove(w, m, this.sanOf(m)))));
  }

  listMen(whose: 'mine' | 'theirs'): void {
    this.say(describeMen(this.words, whose === 'mine' ? this.myColor : other(this.myColor)));
  }

  readBoard(): void {
    this.say(this.messages.chess.boardLines(boardLines(this.words)));
  }

  readStatus(): void {
    const book = this.book.statusText();
    if (book) return this.say(book);
    const v = this.view;
    const w = this.words;
    const rules = resolveRules(v.options);
    const waiting = [...v.waiting.w, ...v.waiting.b].map((s) => squareSaid(w, s));
    this.say(this.messages.chess.status({ turn: this.turnText(), game: v.game, games: rules.games, points: pointsOf(w, v.points), rules: rules.variants.map((id) => `${id} ${this.messages.ui.variantName(id)}`), waiting }));
  }

  whoseTurn(): void {
    this.say(this.turnText());
  }

  /** The moves of this game with their words, from the steps (the move events since the game began). */
  private gameMoves(): { san: string; words: string; color: Color }[] {
    const steps = this.session.steps;
    let from = steps.length - 1;
    while (from > 0 && !steps[from]!.events.some((e) => e.type === 'gameStarted')) from--;
    const out: { san: string; words: string; color: Color }[] = [];
    const w = this.words;
    for (const st of this.book.run ? this.book.run.played.map((events) => ({ events })) : steps.slice(from)) {
      const m = st.events.find((e): e is Extract<ChessEvent, { type: 'move' }> => e.type === 'move');
      if (!m) continue;
      const cap = st.events.find((e) => e.type === 'capture');
      const mw = moveWordsOf(w, { uci: m.uci, san: m.san, color: m.color, piece: m.piece, enPassant: cap?.type === 'capture' && cap.enPassant, waits: st.events.some((e) => e.type === 'pawnWaits') });
      out.push({ san: m.san, words: this.messages.chess.moveShort(mw, null), color: m.color });
    }
    return out;
  }

  lastMove(): void {
    const moves = this.gameMoves();
    const last = moves[moves.length - 1];
    if (!last) return this.say(this.messages.chess.noMoveYet);
    this.say(this.messages.chess.lastMove(`${this.messages.chess.colorName(last.color)}: ${this.words.style === 'san' ? sanSaid(this.words, last.san) : last.words}.`));
  }

  goToMoveList(): void {
    const lines = this.moveLines();
    if (lines.length === 0) return this.say(this.messages.ui.movesEmpty);
    this.focusRequest = 'moves';
    this.focusKeyRequest = `moveline-${lines.length}`;
    this.changed();
  }

  private moveLines(): string[] {
    const moves = this.gameMoves();
    return moveListLines(this.words, moves, moves[0]?.color ?? 'w');
  }

  override nextDeal(): boolean {
    if (this.session.nextDeal()) {
      this.focusRequest = this.homeZone;
      return true;
    }
    this.say(this.view.phase === 'sessionOver' ? this.messages.chess.gameIsOver : this.ui.noNextDeal, 'error');
    return false;
  }

  /** The board's squares a move is made on by keys or taps: its piece's, then its target's. */
  itemsOfMove(m: string): readonly string[] {
    return [m.slice(0, 2), m.slice(2, 4)];
  }

  activate(zone: string, key: string): void {
    if (zone === 'board') this.activateSquare(key);
    if (zone === 'moves') this.readPositionAfter(key);
    if (zone === 'book') this.book.openEntry(key);
  }

  /** Enter on a line of the move list: the board after that line's last move, as eight lines. */
  readPositionAfter(key: string): void {
    const n = Number(key.replace('moveline-', ''));
    const lines = this.moveLines();
    const line = lines[n - 1];
    if (!line) return this.say(this.messages.ui.movesEmpty);
    const blackFirst = this.gameMoves()[0]?.color === 'b';
    const plies = Math.min(this.view.moves.length, blackFirst ? 2 * n - 1 : 2 * n);
    const w = this.words;
    this.say(this.messages.chess.positionAfter(line, boardLines({ ...w, view: { ...w.view, fen: fenAfter(this.view, plies) } })));
  }

  focused(zone: string, key: string): void {
    if (zone === 'board') this.cursor = key;
  }

  /** The command line: SAN, long notation and words, matched against the legal moves only, never guessed. */
  protected async parseCommand(text: string): Promise<CommandAnswer<string>> {
    const { parseChessCommand } = await import('./command-line.js');
    const r = parseChessCommand(text, { legal: this.legalNow, sans: this.sans, men: menOf(this.view), toMove: this.view.toMove });
    switch (r.kind) {
      case 'move':
        return { kind: 'move', move: this.announcing && this.announceInForce ? `${r.move}#` : r.move };
      case 'ambiguous':
        return r;
      case 'query':
        return r;
      case 'notYourTurn':
        return { kind: 'error', message: 'notYourTurn' };
      case 'noSuchMove':
        return { kind: 'say', text: this.messages.ui.commandNoSuchMove, error: true };
      default:
        return { kind: 'say', text: this.messages.ui.commandUnknown, error: true };
    }
  }

  protected override beforeMove(): void {
    this.announcing = false;
    this.selected = null;
  }

  // -- the zones ----------------------------------------------------------------------------------

  zones(): readonly ZoneSpec[] {
    return [
      ...this.book.zones(),
      { id: 'board', kind: 'grid', render: () => this.renderBoard(), focusKey: () => this.cursor, keys: () => SQUARES },
      { id: 'moves', kind: 'list', render: () => this.renderMoves(), keys: () => this.moveLines().map((_, i) => `moveline-${i + 1}`) },
      { id: 'status', kind: 'static', render: () => this.renderStatus() },
    ];
  }

  private renderBoard(): TemplateResult {
    const m = this.messages.ui;
    const men = menOf(this.view);
    const targets = new Set(this.selected ? this.legalNow.filter((x) => x.startsWith(this.selected!)).map((x) => x.slice(2, 4)) : []);
    return html`<section data-zone="board" class="zone board">
      <h2 id="board-h" tabindex="-1" data-focus>${m.boardHeading(this.myColor)}</h2>
      <div role="grid" aria-labelledby="board-h" class="chess-grid">
        ${[0, 1, 2, 3, 4, 5, 6, 7].map(
          (r) => html`<div role="row" class="chess-row">
            ${SQUARES.slice(r * 8, r * 8 + 8).map((sq, c) => {
              const man = men.get(sq);
              const dark = (r + c) % 2 === 1;
              return html`<div
                role="gridcell"
                data-item
                data-key=${sq}
                data-row=${r + 1}
                data-col=${c + 1}
                tabindex=${sq === this.cursor ? 0 : -1}
                aria-label=${m.squareName(sq, man ?? null, sq === this.selected)}
                aria-selected=${sq === this.selected ? 'true' : 'false'}
                class="chess-square ${dark ? 'dark' : 'light'} ${targets.has(sq) ? 'target' : ''}"
                @click=${() => this.activateSquare(sq)}
              ><span aria-hidden="true">${man ? GLYPHS[man.color][man.kind] : ''}</span></div>`;
            })}
          </div>`,
        )}
      </div>
    </section>`;
  }

  private renderMoves(): TemplateResult {
    const m = this.messages.ui;
    const lines = this.moveLines();
    return html`<section data-zone="moves" class="zone chess-moves">
      <h2 id="moves-h" tabindex="-1" data-focus>${m.movesHeading}</h2>
      ${lines.length
        ? html`<div role="listbox" aria-labelledby="moves-h">
            ${lines.map((line, i) => html`<p role="option" aria-selected="false" data-item data-key=${`moveline-${i + 1}`} tabindex=${i === lines.length - 1 ? 0 : -1}>${line}</p>`)}
          </div>`
        : html`<p class="empty">${m.movesEmpty}</p>`}
    </section>`;
  }

  private renderStatus(): TemplateResult {
    const m = this.messages.ui;
    const v = this.view;
    const w = this.words;
    const rules = resolveRules(v.options);
    return html`<section data-zone="status" class="zone status">
      <h2 id="status-h">${m.statusHeading}</h2>
      <p data-focus tabindex="-1">${this.turnText()}</p>
      <dl class="facts">
        ${pointsOf(w, v.points).map((p) => html`<div><dt>${p.who.self ? m.you : p.who.name}</dt><dd>${p.points.toLocaleString(this.host.settings.locale)}</dd></div>`)}
        ${rules.games > 1 ? html`<div><dt>${m.games}</dt><dd>${v.game} / ${rules.games}</dd></div>` : nothing}
        <div><dt>${m.rules}</dt><dd>${rules.variants.length ? rules.variants.map((id) => `${id} ${m.variantName(id)}`).join(', ') : m.presetOption('fide')}</dd></div>
      </dl>
      <p class="chess-lines" aria-hidden="true">${boardLines(w).join('\n')}</p>
    </section>`;
  }
}
