/**
 * The table's words in English (src/games/chess/table-words.ts): resignation and draw offers (CH30),
 * and the computer player's reasons from the book's rules of play (B-CH, chess.md §9).
 */
import { capitalize, list, type Who } from '../../src/i18n/messages.js';
import type { ChessTableWords, TABLE_COMMAND_IDS } from '../../src/games/chess/table-words.js';
import type { ChessReasonId } from '../../src/games/chess/bots/reasons.js';
import type { Kind } from '../../src/games/chess/types.js';

const L = 'en' as const;

export const TABLE_COMMANDS_EN: Record<(typeof TABLE_COMMAND_IDS)[number], { name: string; help: string }> = {
  resign: { name: 'Resign', help: 'Gives up this game, at any moment: the opponent wins it. You confirm it first.' },
  offerDraw: { name: 'Offer or accept a draw', help: 'Offers your opponent a draw (you confirm it first); when a draw is offered to you, asks whether you accept it.' },
  declineDraw: { name: 'Decline the draw', help: 'Declines the draw offered to you. A move declines it too.' },
};

const PIECES: Record<Kind, string> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const pc = (k: Kind | undefined) => (k ? (PIECES[k] ?? String(k)) : 'piece');

const REASONS: Record<ChessReasonId, (kind: Kind | undefined, moves: number) => string> = {
  forced: () => 'the only legal move',
  mate: () => 'it mates',
  mateIn: (_k, n) => `it forces mate in ${n} ${n === 1 ? 'move' : 'moves'}`,
  wins: (k) => `wins the ${pc(k)} without harm`,
  cheapest: () => 'takes with the least valuable piece',
  promotes: (k) => `makes a new ${pc(k)}`,
  escapes: (k) => `brings the attacked ${pc(k)} to safety`,
  castles: () => 'castles, for the king’s safety',
  centrePawn: () => 'opens the game with a centre pawn',
  develops: () => 'develops a piece',
  centre: () => 'controls the centre',
  passedPawn: () => 'advances a passed pawn',
  calculated: () => 'the best its calculation of the replies found',
  acceptsDraw: () => 'the position is clearly worse',
};

const who = (w: Who) => (w.self ? 'you' : w.name);

export const chessTableEn: ChessTableWords = {
  resignTitle: 'Resign',
  resignQuestion: (o) => `Resign this game? ${capitalize(who(o))} wins it.`,
  resignConfirm: 'Resign',
  offerTitle: 'Offer a draw',
  offerQuestion: (o, myMove) => `Offer ${who(o)} a draw? ${myMove ? 'Then make your move: ' : ''}${o.name} answers, and a move instead declines it.`,
  offerConfirm: 'Offer a draw',
  answerTitle: 'Draw offered',
  answerQuestion: (o) => `${capitalize(who(o))} offers a draw. Accept it? Cancel declines it.`,
  acceptConfirm: 'Accept the draw',
  offerButton: 'Offer a draw',
  acceptButton: 'Answer the draw offer',
  declineButton: 'Decline the draw',
  drawOffered: (w) => (w.self ? 'You offer a draw.' : `${w.name} offers a draw.`),
  drawDeclined: (w, byMove) => (byMove ? `${w.self ? 'You move' : `${w.name} moves`} instead: the draw offer lapses.` : `${w.self ? 'You decline' : `${w.name} declines`} the draw.`),
  offerStands: (o) => `Your draw offer stands: ${o.name} has not answered yet.`,
  noOfferToAnswer: 'No draw is offered to you.',
  hint: (move, reasons, rules) => `${capitalize(move)}: ${list(L, reasons)}${rules.length ? ` (${rules.join(', ')})` : ''}.`,
  reason: (r) => (REASONS[r.id] ?? (() => r.id))(r.kind, r.moves ?? 0),
  acceptMove: 'Accept the draw',
};
