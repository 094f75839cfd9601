/**
 * Chess's rules for players (Shift+F1) in English, for the rules in force (resolveRules in
 * src/games/chess/rules.ts; spec ../shared/rules/chess.md): today's rules, and the book's laws that
 * are chosen. Their own chunk, loaded when the player first asks for the rules.
 */
import type { RulesSection } from '../../src/i18n/messages.js';
import type { ChessRules } from '../../src/games/chess/types.js';
import { VARIANTS } from './en.js';

export function chessRulesEn(rules: ChessRules): readonly RulesSection[] {
  const sections: RulesSection[] = [
    {
      heading: 'The board and the men',
      paragraphs: [
        'The board has 64 squares, files a to h and ranks 1 to 8; White’s men start on ranks 1 and 2, Black’s on 7 and 8. Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns. White moves first; then the players move in turn (CH1–CH15).',
        'The king moves one square in any direction; the queen any number of open squares along a rank, file or diagonal; the rook along ranks and files; the bishop along diagonals; the knight jumps two squares one way and one square across. A pawn moves one square forward, two from its starting square, and captures one square diagonally forward; it may take a pawn that has just passed it with a double step, en passant (CH5–CH12).',
      ],
    },
    {
      heading: 'Check, mate, castling',
      paragraphs: [
        'No move may leave your own king attacked. A king that is attacked is in check and must get out of it at once; if it cannot, it is checkmate and the game is lost (CH16–CH19).',
        'Castling: the king goes two squares towards a rook that has not moved, and the rook jumps over it, when the squares between are empty, the king is not in check and does not pass or land on an attacked square (CH20–CH22).',
        rules.stalemate === 'half'
          ? 'A side that cannot move without being in check is stalemated. Under the book’s law the stalemated side loses half the stake (V-CH-2).'
          : rules.stalemate === 'english'
            ? 'A side that cannot move without being in check is stalemated, and under the English custom it wins (V-CH-3).'
            : 'A side that cannot move without being in check is stalemated: the game is a draw (CH25). It is also drawn when neither side can mate, after fifty moves of each side without a capture or a pawn move, and when the same position comes for the third time (CH26).',
      ],
    },
    {
      heading: 'Promotion',
      paragraphs: [
        rules.lacking
          ? 'A pawn that reaches the last rank becomes only a piece its side has lost, at your choice among those. If none is lost it waits on the last rank, attacking nothing, until one of its side’s pieces is captured, and then becomes a piece of that kind (V-CH-1).'
          : 'A pawn that reaches the last rank becomes a queen, rook, bishop or knight of your choice, as part of the same move (CH13).',
      ],
    },
    {
      heading: 'At this table',
      paragraphs: [
        'The arrows move over the board; Enter on your piece picks it up and says where it can go, Enter on one of those squares moves it. K, Q, T, B, N, P jump to your king, queens, rooks, bishops, knights and pawns, with Shift to the opponent’s. H lists your pieces, A says what attacks a square, M the moves of the piece there, D reads the board, S the status. At the command line type Nf3, e2e4 or knight f3.',
      ],
    },
  ];
  if (rules.variants.length) sections.push({ heading: 'The book’s laws in force', paragraphs: rules.variants.map((v) => `${v}: ${VARIANTS[v]?.name ?? v}. ${VARIANTS[v]?.description ?? ''}`) });
  return sections;
}
