/**
 * Everything a patience needs once a deal starts — the engines, the describer, the command line,
 * the places and the table component — in one chunk that loads on demand, so the app's first
 * download stays small (the game chooser needs none of it).
 */
export { applyMove, hmCardMoves, legalMoves, newGame as newPatience, status as statusOf, sternValue } from './index.js';
export {
  describeFoundations,
  describeMove,
  describePatienceEvents,
  describePatienceStatus,
  describePlace,
  describePlaceCards,
  describeWholeTable,
  patienceCardName,
} from './describe.js';
export { parsePatienceCommand } from './command-line.js';
export { moveEnds, placesOf } from './places.js';
export { PatienceSaver, replayPatience } from './save.js';
import './table.js';
