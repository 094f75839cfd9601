/**
 * The table's part of chess's catalogue (locales/chess/table-{de,en,pl}.ts): resignation and draw
 * offers with their confirmations (CH30), and the hint's words for the computer player's reasons
 * (bots/reasons.ts: the B-CH terms of chess.md §9). Names come in formatted (`Who`), moves as the
 * describer says them.
 */
import type { Who } from '../../i18n/messages.js';
import type { ChessReason } from './bots/reasons.js';
import type { Color } from './types.js';

/** The table's commands (their names and help are in the catalogue's `ui.commands`). */
export const TABLE_COMMAND_IDS = ['resign', 'offerDraw', 'declineDraw'] as const;

export interface ChessTableWords {
  /** The confirmation of a resignation: its title, its question (the opponent wins), its button. */
  readonly resignTitle: string;
  resignQuestion(opponent: Who): string;
  readonly resignConfirm: string;
  /** The confirmation of a draw offer. */
  readonly offerTitle: string;
  offerQuestion(opponent: Who, myMove: boolean): string;
  readonly offerConfirm: string;
  /** A draw offered to me: the question (Cancel declines), its button. */
  readonly answerTitle: string;
  answerQuestion(offerer: Who): string;
  readonly acceptConfirm: string;
  /** The buttons of the actions zone. */
  readonly offerButton: string;
  readonly acceptButton: string;
  readonly declineButton: string;
  /** The events: an offer made, declined (by a word, or by moving instead: it lapses). */
  drawOffered(who: Who, color: Color): string;
  drawDeclined(who: Who, byMove: boolean): string;
  /** My offer stands (a second Shift+D), no offer to answer, a draw key outside a game. */
  offerStands(opponent: Who): string;
  readonly noOfferToAnswer: string;
  /** The hint: the move, the reasons in words and the rules they come from. */
  hint(move: string, reasons: readonly string[], rules: readonly string[]): string;
  /** One reason in words ("develops a piece", "wins the knight without harm"). */
  reason(r: ChessReason): string;
  /** The hint when the computer would accept the draw offered. */
  readonly acceptMove: string;
}
