/**
 * Resignation and draw offers at the chess table (CH30), here against the computer players and at a
 * table with friends alike: each confirmed first in the shell's confirmation dialog, then sent as the
 * engine's table moves (seat-moves.ts), which are a seat's whoever is to move. A draw offered to me is
 * asked at once (the dialog: accept, or Cancel declines), and can be answered later by its keys or
 * buttons; a move declines it. And the hint's words: the move the normal computer player would play
 * and why, from the reasons it gives as data (bots/reasons.ts).
 */
import type { Who } from '../../i18n/messages.js';
import type { Confirm } from '../../play/module.js';
import type { Step } from '../../play/session.js';
import type { ChessReason } from './bots/reasons.js';
import { actionMove, anytimeMoves, bareMove, parseAction } from './seat-moves.js';
import type { ChessMessages } from './texts.js';
import type { ChessEvent, ChessState, Color } from './types.js';

/** What the table moves need of the chess table (play.ts). */
export interface TableMovesHost {
  messages(): ChessMessages;
  /** The game's view (never a book entry's), my seat and colour, the opponent by name. */
  view(): ChessState;
  me(): number;
  myColor(): Color;
  opponent(): Who;
  /** Something else has the table's board now (the book): the game's keys wait. */
  elsewhere(): boolean;
  say(text: string, kind?: 'error' | 'info' | 'echo'): void;
  ask(confirm: Confirm | null): void;
  play(move: string): void;
  changed(): void;
}

export class ChessTableMoves {
  constructor(private readonly host: TableMovesHost) {}

  private get words() {
    return this.host.messages().table;
  }

  /** The table moves I may make now (resign, offer, answer), whoever is to move. */
  private mine(): string[] {
    return anytimeMoves(this.host.view(), this.host.me());
  }

  private can(action: 'resign' | 'offerDraw' | 'agreeDraw' | 'declineDraw'): string | null {
    const move = actionMove(action, this.host.myColor());
    return this.mine().includes(move) ? move : null;
  }

  /** A draw is offered to me and waits for my answer. */
  get offeredToMe(): boolean {
    return this.can('agreeDraw') !== null;
  }

  /** I may resign or offer: a game is in progress. */
  get inPlay(): boolean {
    return !this.host.elsewhere() && this.host.view().phase === 'play';
  }

  private notNow(): boolean {
    if (this.inPlay) return false;
    this.host.say(this.host.messages().chess.gameIsOver, 'error');
    return true;
  }

  /** Shift+R: resign, once confirmed (CH30: at any moment of the game, whoever is to move). */
  resign(): void {
    if (this.notNow()) return;
    const move = this.can('resign');
    if (!move) return;
    const w = this.words;
    this.confirm({ id: 'resign', title: w.resignTitle, text: w.resignQuestion(this.host.opponent()), confirmLabel: w.resignConfirm }, move);
  }

  /** Shift+D: a draw offered to me answered (the question again); else my offer, once confirmed. */
  offerOrAnswer(): void {
    if (this.notNow()) return;
    if (this.offeredToMe) return this.askAnswer();
    const move = this.can('offerDraw');
    if (!move) return this.host.say(this.words.offerStands(this.host.opponent()));
    const w = this.words;
    const myMove = this.host.view().toMove === this.host.myColor();
    this.confirm({ id: 'offerDraw', title: w.offerTitle, text: w.offerQuestion(this.host.opponent(), myMove), confirmLabel: w.offerConfirm }, move);
  }

  /** Shift+X: the draw offered to me declined. */
  decline(): void {
    if (this.notNow()) return;
    const move = this.can('declineDraw');
    if (!move) return this.host.say(this.words.noOfferToAnswer, 'error');
    this.host.play(move);
  }

  /** After a step: a draw the opponent just offered me is asked at once. */
  afterStep(step: Step<string, ChessEvent> | null): void {
    const offered = step?.events.some((e) => e.type === 'drawOffered' && e.color !== this.host.myColor());
    if (offered && this.offeredToMe && !this.host.elsewhere()) this.askAnswer();
  }

  /** The question of a draw offered to me: accept it, or Cancel declines it. */
  private askAnswer(): void {
    const accept = this.can('agreeDraw');
    const decline = this.can('declineDraw');
    if (!accept || !decline) return;
    const w = this.words;
    this.host.ask({
      id: 'answerDraw',
      title: w.answerTitle,
      text: w.answerQuestion(this.host.opponent()),
      confirmLabel: w.acceptConfirm,
      confirm: () => this.answer(accept),
      cancel: () => this.answer(decline),
    });
  }

  private answer(move: string): void {
    this.host.ask(null);
    // Answered only while the offer still stands (a move of mine in between declined it already).
    if (this.mine().includes(move)) this.host.play(move);
  }

  private confirm(q: Omit<Confirm, 'confirm' | 'cancel'>, move: string): void {
    this.host.ask({
      ...q,
      confirm: () => {
        this.host.ask(null);
        if (this.mine().includes(move)) this.host.play(move);
      },
      cancel: () => this.host.ask(null),
    });
  }

  /** ?: the move the computer player would play, and why (its reasons; a move of the board said by `describe`). */
  hintText(move: string, explanation: unknown, describe: (uci: string) => string): string {
    const w = this.words;
    const reasons = ((explanation as { reasons?: ChessReason[] } | null)?.reasons ?? []).filter((r) => r && typeof r.id === 'string');
    const said = parseAction(move)?.action === 'agreeDraw' ? w.acceptMove : describe(bareMove(move));
    const rules = [...new Set(reasons.flatMap((r) => (r.rule ? [r.rule] : [])))];
    return w.hint(said, reasons.map((r) => w.reason(r)), rules);
  }
}
