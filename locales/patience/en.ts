/**
 * English catalogue of the patiences (`PatienceCatalogue`, src/games/patience/messages.ts), loaded
 * with a patience and merged over the shell's catalogue. Card and place names arrive formatted.
 */
import { capitalize, list, plural } from '../../src/i18n/messages.js';
import type { PatienceCatalogue, PatienceCatalogueSection, PatienceGameId, PatienceUi } from '../../src/games/patience/messages.js';
import { PATIENCE_IDS } from '../../src/games/patience/modes.js';
import { patienceMetaEn } from './meta-en.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const cardsN = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const CORNERS = ['upper left', 'upper right', 'lower left', 'lower right'];

const REASONS: Record<string, string> = {
  'all-removed': 'all cards are removed',
  'equal-pass-without-pair': 'a pass with two equal stocks found no pair',
  'only-reserve-left': 'only the reserve is left',
  'hand-card-without-partner': 'the hand card found no partner',
  'talon-empty-no-removal': 'the talon is empty and nothing can be removed',
  'all-on-foundations': 'all cards are on the foundations',
  'stage-6-ended': 'the sixth stage has ended',
  'all-on-patience-pile': 'all cards are on the patience pile',
  'pass-without-placement': 'a whole pass placed no card on the patience pile',
  'talon-exhausted': 'the talon is used up',
  'all-on-arms': 'all cards are on the arms of the star',
  'third-pass-over': 'the third pass is over',
  'all-piles-complete': 'every pile holds its four cards',
  'piles-incomplete': 'after the third chain some piles are not complete',
  'loop-guard': 'a chain did not end',
};

const section: PatienceCatalogueSection = {
  names: Object.fromEntries(PATIENCE_IDS.map((id) => [id, patienceMetaEn[id].name])) as Record<PatienceGameId, string>,
  places: {
    dh: { leftWaste: 'left waste', leftStock: 'left stock', rightStock: 'right stock', rightWaste: 'right waste', reserve: 'reserve', removed: 'removed pairs' },
    elfPosition: (n) => `position ${n}`,
    reihePosition: (row, col) => `row ${row}, column ${col}`,
    talon: 'talon',
    handCard: 'hand card',
    removed: 'removed',
    heap: (n) => `heap ${n}`,
    foundation: (suit, kind) => (kind === 'K' ? `${suit} down from king` : `${suit} up from ace`),
    napHand: 'hand',
    napPatience: 'patience pile',
    napSecond: 'second pile',
    sternHand: 'hand',
    sternWaste: 'waste',
    arm: (suit) => `${suit} arm`,
    corner: (n) => `corner ${n}, ${CORNERS[n - 1] ?? ''}`.replace(/, $/, ''),
    untPile: (rank) => `${rank} pile`,
    reserve: 'reserve',
    held: 'held card',
    groupFoundations: 'Foundations',
    groupCorners: 'Corners',
    groupArms: 'Star',
    groupMoon: 'Half moon',
    groupGrid: 'Layout',
    groupPiles: 'Piles',
    groupStock: 'Stock',
    foundationWords: ['foundation', 'foundations', 'f', 'home'],
  },
  events: {
    dhPair: ({ a, b, pileA, pileB }) => `Pair removed: ${a} (${pileA}) and ${b} (${pileB}).`,
    dhDrawn: ({ left, right }) => `Drawn: ${left} left, ${right} right.`,
    dhToReserve: ({ from, count }) => `The rest of the ${from === 'leftStock' ? 'left' : 'right'} stock, ${cardsN(count)}, goes onto the reserve.`,
    dhPassStarted: ({ pass, left, right }) => `Pass ${pass} begins: left stock ${cardsN(left)}, right stock ${cardsN(right)}.`,
    visible: ({ tops }) => (tops.length ? `Visible: ${list(L, tops.map((t) => `${t.card} (${t.pile})`))}.` : 'Nothing is visible.'),
    elfRemoved: ({ kind, cards }) => (kind === 'eleven' ? `Eleven removed: ${cards}.` : `Court trio removed: ${cards}.`),
    elfHandTurned: ({ card }) => `Hand card turned: ${card}.`,
    elfRemovedWithHand: ({ kind, hand, cards }) => (kind === 'eleven' ? `${capitalize(hand)} makes eleven with ${cards}: removed.` : `${capitalize(hand)} completes the court trio with ${cards}: removed.`),
    elfRefilled: ({ position, card }) => `${capitalize(position)} refilled with ${card}.`,
    hmToFoundation: ({ card, from, foundation, count }) => `${capitalize(card)} from ${from} onto ${foundation}, ${cardsN(count)} there.`,
    hmToPile: ({ card, from, to, onto, emptied }) => `${capitalize(card)} from ${from} onto ${to} (${onto}).${emptied ? ` ${capitalize(from)} is empty and disappears.` : ''}`,
    hmStageEnded: ({ stage }) => `Stage ${stage} ended.`,
    hmLifted: ({ cards, count, pile }) => (pile ? `Lifted ${cardsN(count)}: ${cards}; they form the new ${pile} at the right end.` : 'No heap has two cards: nothing is lifted.'),
    hmDealt: ({ k, piles }) => `All heaps gathered and dealt in packets of ${k}: ${plural(L, piles, { one: 'heap', other: 'heaps' })}.`,
    hmStageStarted: ({ stage, piles }) => `Stage ${stage} of 6 begins with ${plural(L, piles, { one: 'heap', other: 'heaps' })}.`,
    napToPatience: ({ card, onto }) => (onto ? `${capitalize(card)} onto the patience pile, on ${onto}.` : `${capitalize(card)} starts the patience pile.`),
    napToSecond: ({ card, top }) => `${capitalize(card)} onto the second pile${top ? ` (patience pile shows ${top})` : ''}.`,
    napPassStarted: ({ pass, cards }) => `Pass ${pass}: the second pile is picked up, ${cardsN(cards)} to deal.`,
    reiToFoundation: ({ card, place, foundation, count }) => `${capitalize(card)} from ${place} onto ${foundation}, ${cardsN(count)} there.`,
    reiTalonToFoundation: ({ card, place, foundation, count }) => `${capitalize(card)} from the talon straight onto ${foundation}, ${cardsN(count)} there; ${place} stays empty.`,
    reiLaid: ({ card, place, refill }) => `${capitalize(card)} laid ${refill ? 'as a refill ' : ''}at ${place}.`,
    steTurned: ({ card }) => `Turned: ${card}.`,
    steToArm: ({ card, arm, from, corner, count }) =>
      `${capitalize(card)} ${from === 'corner' && corner ? `from ${corner} ` : from === 'waste' ? 'from the waste ' : ''}onto the ${arm}, ${cardsN(count)} there.`,
    steToWaste: ({ card }) => `${capitalize(card)} stays on the waste.`,
    steToCorner: ({ card, corner }) => `${capitalize(card)} into ${corner}.`,
    stePassStarted: ({ pass, cards }) => `Pass ${pass} of 3: the waste is picked up, ${cardsN(cards)} in hand.`,
    untReserveTaken: ({ card, chain }) => `Chain ${chain}: reserve card ${card} taken.`,
    untTucked: ({ card, pile, size, pure }) => `${capitalize(card)} tucked under the ${pile}, now ${cardsN(size)}${pure ? ', all of its rank' : ''}.`,
    untTookTop: ({ card, pile }) => `Took ${card} from the top of the ${pile}.`,
    untChainEnded: ({ chain, pile, placements }) => `Chain ${chain} ends at the ${pile} after ${plural(L, placements, { one: 'placement', other: 'placements' })}.`,
    untLoopGuard: ({ chain }) => `Chain ${chain} does not end: stopped.`,
    gameOver: ({ game, outcome, reason }) =>
      outcome === 'won' ? `${game} is won: ${REASONS[reason] ?? reason}. Well done!` : `${game} is lost: ${REASONS[reason] ?? reason}.`,
  },
  queries: {
    place: ({ name, top, below, faceDown }) => {
      const n = capitalize(name);
      if (top === null) return faceDown > 0 ? `${n}: ${cardsN(faceDown)}, face down` : `${n}: empty`;
      return below > 0 ? `${n}: ${top}, ${cardsN(below)} below` : `${n}: ${top}`;
    },
    placeCards: ({ name, cards, count }) => (count === 0 ? `${capitalize(name)}: empty.` : `${capitalize(name)}, ${cardsN(count)}, from the top: ${cards}.`),
    foundation: ({ name, top, count }) => (top === null ? `${name}: empty` : `${name}: ${top}, ${cardsN(count)}`),
    foundations: ({ items, total }) => `Foundations, ${cardsN(total)}: ${items.join('; ')}.`,
    noFoundations: 'This patience has no foundations.',
    dhStatus: ({ pass, left, right, reserve, removed }) =>
      `Pass ${pass}. Left stock ${cardsN(left)}, right stock ${cardsN(right)}, reserve ${cardsN(reserve)}; ${cardsN(removed)} removed.`,
    elfStatus: ({ talon, removed }) => `Talon ${cardsN(talon)}; ${cardsN(removed)} removed.`,
    hmStatus: ({ stage, piles, onFoundations }) => `Stage ${stage} of 6, ${plural(L, piles, { one: 'heap', other: 'heaps' })}; ${cardsN(onFoundations)} of 104 on the foundations.`,
    napStatus: ({ pass, hand, patience, second }) => `Pass ${pass}. Hand ${cardsN(hand)}, patience pile ${cardsN(patience)}, second pile ${cardsN(second)}.`,
    reiStatus: ({ talon, onFoundations, rows }) => `Talon ${cardsN(talon)}; ${cardsN(onFoundations)} of 52 on the foundations; ${plural(L, rows, { one: 'row', other: 'rows' })}.`,
    steStatus: ({ pass, hand, waste, onArms, freeCorners }) =>
      `Pass ${pass} of 3. Hand ${cardsN(hand)}, waste ${cardsN(waste)}; ${cardsN(onArms)} of 52 on the arms${freeCorners === null ? '' : `; ${plural(L, freeCorners, { one: 'corner', other: 'corners' })} free`}.`,
    untStatus: ({ chain, reserve, held, complete }) =>
      `Chain ${chain} of 3, reserve ${cardsN(reserve)}${held ? `, holding ${held}` : ''}; ${plural(L, complete, { one: 'pile', other: 'piles' })} of 13 complete.`,
    playing: ({ game, seed, moves }) => `${game}, deal ${seed}, ${plural(L, moves, { one: 'move', other: 'moves' })} so far.`,
    over: ({ game, outcome }) => `${game}: game over, ${outcome === 'won' ? 'won' : 'lost'}.`,
    table: ({ items }) => `${items.join('. ')}.`,
  },
  moves: {
    pair: ({ a, b, pileA, pileB }) => `Pair ${a} (${pileA}) and ${b} (${pileB})`,
    draw: 'Draw from both stocks',
    toReserve: ({ from, count }) => `The ${from}, ${cardsN(count)}, onto the reserve`,
    newPass: ({ pass }) => `Start pass ${pass}`,
    eleven: ({ cards }) => `Remove the eleven ${cards}`,
    trio: ({ cards }) => `Remove the court trio ${cards}`,
    turnHandCard: 'Turn the hand card',
    toFoundation: ({ card, from, foundation }) => `${capitalize(card)} from ${from} onto ${foundation}`,
    toPile: ({ card, from, to, onto }) => `${capitalize(card)} from ${from} onto ${to} (${onto})`,
    endStage: ({ stage }) => `End stage ${stage}`,
    turn: 'Turn the next card',
    corner: ({ card, corner }) => `${capitalize(card)} into ${corner}`,
    play: ({ card, from, foundation }) => `${capitalize(card)} from ${from} onto ${foundation}`,
    takeReserve: ({ chain }) => `Take the reserve card for chain ${chain}`,
    tuck: ({ card, pile }) => `Tuck ${card} under the ${pile}`,
  },
  ui: {
    tableHeading: ({ game, mode }) => `${game} (${mode === 'interactive' ? 'you choose' : 'watch and step'})`,
    moves: 'Moves',
    movesHeading: (count) => `Legal moves, ${count}`,
    status: 'Status',
    actions: 'Actions',
    step: 'Step',
    run: 'Run to the end',
    stop: 'Stop',
    undo: 'Undo',
    redo: 'Redo',
    hint: 'Hint',
    listMoves: 'List moves',
    foundations: 'Foundations',
    readStatus: 'Status',
    readTable: 'Read all',
    endStage: 'End stage',
    chooser: 'Choose a game',
    rules: 'Rules',
    pace: 'Pace',
    selected: 'selected',
    seedLabel: 'Deal',
    outcomeWon: 'Won',
    outcomeLost: 'Lost',
    playAgain: 'Same deal again',
    newDeal: 'New deal',
    statsLabel: 'Statistics',
    cmdHint: 'For example "4 to 7", "step", "run", "undo", "moves", "foundations", "help".',
    keysInteractive: `Arrow keys walk the piles, ${K('Enter')} selects a source and then a target; M lists every move, N makes a forced move, U undoes, ? gives a hint.`,
    started: ({ game, seed, mode, interactiveHelp }) =>
      `${game}, deal ${seed}. ` +
      (mode === 'interactive'
        ? interactiveHelp
          ? `Arrow keys walk the piles, ${K('Enter')} selects a source and then a target; M lists every move; N makes a forced move.`
          : 'Arrow keys walk the piles; M lists every move.'
        : 'Watch and step: N for the next move, A to run to the end; arrow keys walk the piles.'),
    resumed: ({ game, seed, moves }) => `${game} resumed: deal ${seed}, ${plural(L, moves, { one: 'move', other: 'moves' })} made.`,
    saveCorrupt: 'The saved patience is damaged and cannot be resumed. It was kept aside, not deleted. Choose a game.',
    saveTooNew: 'The saved patience comes from a newer version of this app. It was kept aside, not deleted. Choose a game.',
    saveUnmigratable: 'The saved patience comes from an older version and can no longer be read. It was kept aside, not deleted. Choose a game.',
    selectedPlace: ({ place, card, moves }) => `${capitalize(place)} selected${card ? `, ${card}` : ''}: ${plural(L, moves, { one: 'move', other: 'moves' })}. Choose the target.`,
    deselected: 'Selection cancelled.',
    noMoveFrom: ({ place }) => `No move from ${place}.`,
    cannotMove: ({ from, to }) => `Cannot move from ${from} to ${to}.`,
    moveRefused: ({ rule }) => `That move is not allowed (rule ${rule}).`,
    watchOnly: 'No choices in this patience: N makes the next move, A runs to the end.',
    mustChoose: ({ count }) => `You choose here: ${plural(L, count, { one: 'move', other: 'moves' })}; M lists them.`,
    next: ({ move }) => `Next: ${move}.`,
    gameIsOver: `The game is over. A plays the same deal again, N a new one; U undoes the last move; ${K('Shift+N')} chooses another game.`,
    cornerPossible: ({ card, corners }) => `${capitalize(card)} may also go into ${corners === 1 ? 'the free corner' : `one of the ${corners} free corners`}: M lists the moves.`,
    undone: ({ move }) => `Undone: ${move}.`,
    redone: ({ move }) => `Redone: ${move}.`,
    nothingToUndo: 'Nothing to undo.',
    nothingToRedo: 'Nothing to redo.',
    running: ({ pace }) => `Running to the end, pace ${pace}. A or ${K('Escape')} stops.`,
    stopped: 'Stopped.',
    hintText: ({ move, why }) => `Hint: ${move}. ${why}`,
    hintWhyForced: 'It is the only move.',
    hintWhyFoundation: 'A card to a foundation.',
    hintWhyFrees: 'It uncovers a card that can then go to a foundation.',
    hintWhyPair: 'The first pair in table order; any pair is fine.',
    hintWhyCorner: 'The card is needed soon on its arm.',
    hintWhyEndStage: 'Nothing useful is left in this stage.',
    hintWhyOnly: 'Leave it on the waste and turn on.',
    movesOpened: (count, touch) => `${plural(L, count, { one: 'move', other: 'moves' })}. ${touch ? 'Tap one.' : `Digits 1 to 9 or ${K('Enter')} pick one, ${K('Escape')} closes.`}`,
    noMoves: 'No legal move.',
    noStage: 'Only Der halbe Mond has stages.',
    zonePiles: 'the table',
    zoneMoves: 'the moves',
    zoneStatus: 'the status',
    zoneActions: 'the actions',
  },
  commandLine: {
    empty: 'Type a command, for example "4 to 7" or "help".',
    unknownWord: ({ word }) => `Not understood: "${word}". Type "help" for the commands.`,
    unknownPlace: ({ word }) => `No such pile: "${word}".`,
    noMoveFrom: ({ place }) => `No move from ${place}.`,
    noMatch: ({ from, to }) => `Cannot move from ${from} to ${to}.`,
    notInteractive: 'No choices in this patience: type "step" or "run".',
    placeholder: '4 to 7',
    examples: ['4 to 7', '4 to foundation', 'step', 'run', 'undo', 'redo', 'moves', 'foundations', 'status', 'hint'],
  },
  paceName: (pace) => ({ instant: 'instant', fast: 'fast', normal: 'normal', slow: 'slow', waitForKey: 'wait for a key' })[pace] ?? pace,
};

/** Help texts of the patience table's commands (merged over the shell's `ui.commands`). */
const COMMANDS = {
  selectPlace: { name: 'Select', help: `On a pile: select it as the source, then ${K('Enter')} on the target makes the move (${K('Enter')} on the source again cancels). A pile with a move of its own, such as a stock to draw from or a free corner, makes it at once.` },
  readTable: { name: 'Read all', help: 'Read the whole table, pile by pile, with the top cards.' },
  readStatus: { name: 'Status', help: 'The game, its number, the moves made, and what lies in the stocks and on the foundations.' },
  readCards: { name: 'Read cards', help: 'Read every card of the pile in focus that may be seen, top first.' },
  readFoundations: { name: 'Foundations', help: 'Read the foundations.' },
  listMoves: { name: 'List moves', help: 'A numbered list of every legal move.' },
  step: { name: 'Step', help: 'Make the next forced move (draw, turn, next step of a watch-and-step game); when the deal is over, a new deal.' },
  runToEnd: { name: 'Run to the end', help: 'Make forced moves at the chosen pace until the end or a choice; A again stops. When the deal is over, the same deal again.' },
  cancel: { name: 'Cancel', help: 'Stop running, close the list of moves, or cancel the selected pile.' },
  undo: { name: 'Undo', help: 'Take back the last move.' },
  redo: { name: 'Redo', help: 'Make the undone move again.' },
  endStage: { name: 'End stage', help: 'Der halbe Mond: declare that you move no more in this stage.' },
  hint: { name: 'Hint', help: 'A hint: a sensible next move, and why.' },
} as const satisfies PatienceUi['commands'];

/** F1 words that depend on the patience at hand. */
const COMMANDS_IN: PatienceUi['commandsIn'] = {
  selectPlaceWatching: 'On a pile: read it. In this patience you watch: N makes the next move, A runs to the end.',
  readFoundations: {
    doppelhausen: 'Read the removed pairs: how many cards, and the last one removed.',
    elf: 'Read the removed cards: how many, and the last one removed.',
    'halber-mond': 'Read the foundations: for each suit the pile down from the king and the pile up from the ace, with its top card.',
    napoleon: 'Read the patience pile: how many cards, and its top card.',
    reihe: 'Read the foundations: for each suit the pile down from the king and the pile up from the ace, with its top card.',
    stern: 'Read the arms of the star: for each suit its top card and how many cards.',
  },
};

const zoneName = (z: string): string =>
  ({ menu: 'the menu', piles: 'the piles', choices: 'the list of moves', status: 'the status', log: 'the game log', actions: 'the actions', commandLine: 'the command line', answer: 'the last answer' })[z] ?? z;

export const patienceEn: PatienceCatalogue = { patience: section, ui: { commands: COMMANDS, commandsIn: COMMANDS_IN, zoneName } };
