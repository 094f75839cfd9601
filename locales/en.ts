/**
 * The shell's English catalogue. Implements `Messages` (src/i18n/messages.ts): a missing key is a
 * compile error. Names no game: a game's texts are in locales/<id>/en.ts.
 * Card names in sentences come in already formatted (long or short style), lists already joined.
 */
import type { Rank } from '../src/engine/cards.js';
import type { RankForm } from '../src/i18n/deck-words.js';
import { plural, type Messages, type ShellCommandId } from '../src/i18n/messages.js';
import { frenchEn, grammarEn, numbersEn } from './decks/en.js';
import { DEFAULT_NAMES } from './names.js';
import { keyLabel } from './keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
const ordinals = new Intl.PluralRules(L, { type: 'ordinal' });
const ORDINAL_SUFFIX: Readonly<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th', zero: 'th', many: 'th' };
const cardsN = (n: number) => plural(L, n, { one: 'card', other: 'cards' });

/** The words of the French pack (also as number cards) are in locales/decks/en.ts. */
function rankPhrase(rank: Rank, pack: 'french' | 'numbers', form: RankForm): string {
  const r = (pack === 'numbers' ? numbersEn : frenchEn).ranks[rank];
  return grammarEn.phrase(r.word, r.gender, form);
}

const COMMANDS = {
  pickChoice: { name: 'Pick a choice', help: 'In the list of choices, the digits 1 to 9 pick that choice.' },
  closeChoices: { name: 'Close', help: 'Close the list of choices, a dialogue or the command line.' },
  repeatLastEvent: { name: 'Repeat last event', help: 'Repeat the last game event.' },
  sinceMyTurn: { name: 'Since my last turn', help: 'Say in one message everything that happened since your last turn (if speech cut something).' },
  repeatLast: { name: 'Repeat', help: 'Repeat the last announcement of any kind.' },
  logPrevious: { name: 'Previous message', help: 'Read the previous message of the game log.' },
  logNext: { name: 'Next message', help: 'Read the next message of the game log.' },
  logFirst: { name: 'First message', help: 'Go to the first message of the game log.' },
  logLast: { name: 'Last message', help: 'Go to the last message of the game log.' },
  hint: { name: 'Hint', help: 'The move the strong computer player would make, and why.' },
  cycleVerbosity: { name: 'Verbosity', help: 'Switch between brief, normal and detailed announcements.' },
  help: { name: 'Help', help: 'The list of keys that work here and now.' },
  rules: { name: 'Rules', help: 'The rules of the game in force.' },
  nextZone: { name: 'Next zone', help: 'Move to the next zone.' },
  previousZone: { name: 'Previous zone', help: 'Move to the previous zone.' },
  focusCommandLine: { name: 'Command line', help: 'Go to the command line to type commands such as "help" or "rules".' },
  continue: { name: 'Continue', help: 'Go on after an opponent’s turn when the game waits for a key.' },
  newGame: { name: 'New game', help: 'Leave this game and choose a new one.' },
  settings: { name: 'Settings', help: 'Open the settings: language, speech, card names, sounds and looks.' },
  update: { name: 'Load new version', help: 'Load a new version of the app when one is ready; your game stays saved and goes on.' },
} as const satisfies Record<ShellCommandId, { name: string; help: string }>;

export const en: Messages = {
  locale: 'en',
  cards: {
    french: frenchEn,
    numbers: numbersEn,
    grammar: grammarEn,
    rankPhrase,
    definite: (name, rank, pack, style) => (style === 'short' ? name : grammarEn.phrase(name, (pack === 'numbers' ? numbersEn : frenchEn).ranks[rank].gender, 'definite')),
    count: cardsN,
    none: 'no cards',
  },
  ui: {
    // App and page structure
    appTitle: 'Card Salon: accessible card games',
    rulesUnavailable: 'The rules could not be loaded. Please try again when you are online.',
    menu: 'Menu',
    gameArea: 'Game',
    // Headings
    players: 'Players',
    gameLog: 'Game log',
    commandLine: 'Command line',
    actions: 'Actions',
    helpTitle: 'Keys and commands',
    rulesOf: (game) => `Rules of ${game}`,
    // Game chooser
    chooserTitle: 'Choose a game',
    chooserIntro: `Arrow keys move through the games, ${K('Enter')} plays, R or ${K('Shift+F1')} reads the rules.`,
    chooserKeys: `Keys: arrows to move, ${K('Enter')} to play, R for the rules.`,
    playGame: (game) => `Play ${game}`,
    chooserRules: (game) => `Rules: ${game}`,
    playWithFriends: 'Play with friends',
    playWithFriendsHint: 'Each at their own device, with computer players on the other seats. Needs a connection to a table server.',
    tablesUnavailable: 'Playing with friends could not be loaded. It needs a connection.',
    gameStats: ({ played, won }) => `${plural(L, played, { one: 'game', other: 'games' })} played, ${won} won`,
    noStats: 'not played yet',
    chooserOptions: 'Options',
    gameUnavailable: 'This game could not be loaded. Please try again when you are online.',
    // Buttons
    cancel: 'Cancel',
    hint: 'Hint',
    help: 'Help',
    rules: 'Rules',
    settings: 'Settings',
    newGame: 'New game',
    start: 'Start',
    backToGames: 'Back to the game list',
    continue: 'Continue',
    close: 'Close',
    status: 'Status',
    repeat: 'Repeat',
    run: 'Go',
    // Command line
    commandLabel: 'Command',
    // Players table and status
    colPlayer: 'Player',
    colCards: 'Cards in hand',
    you: 'you',
    dealer: 'dealer',
    toMove: 'to play',
    position: (index, total) => `${index} of ${total}`,
    cardInList: (p) => `${p.card}, ${p.index} of ${p.total}`,
    // New-game dialog
    numberOfPlayers: 'Number of players',
    playersCount: (n) => `${n} players`,
    seats: 'Players',
    yourSeat: 'Your seat (the other seats are computer players)',
    seatNumber: (n) => `Seat ${n}`,
    yourName: 'Your name',
    seatName: (n) => `Name of player ${n}`,
    defaultName: DEFAULT_NAMES.en,
    seatKind: 'Played by',
    human: 'Human',
    computer: 'Computer',
    computerLevel: 'Computer level',
    levelEasy: 'Easy',
    levelNormal: 'Normal',
    levelStrong: 'Strong',
    levelName: (l) => ({ easy: 'Easy', normal: 'Normal', strong: 'Strong' })[l] ?? l,
    paceAndSeed: 'Pace and seed',
    pace: 'Pace of computer players',
    paceName: (p) => ({ instant: 'Instant', fast: 'Fast', normal: 'Normal', slow: 'Slow', waitForKey: 'Wait for a key after each turn' })[p] ?? p,
    seed: 'Seed (optional)',
    seedHint: 'The same seed and settings give the same deal, so a game can be shared and replayed.',
    // Settings dialog
    language: 'Language',
    verbosity: 'Verbosity',
    verbosityName: (v) => ({ brief: 'Brief', normal: 'Normal', detailed: 'Detailed' })[v] ?? v,
    verbosityNow: (v) => `Verbosity: ${({ brief: 'brief', normal: 'normal', detailed: 'detailed' })[v] ?? v}.`,
    speech: 'Speech',
    speechOn: 'Built-in speech',
    speechOnly: 'Built-in speech only, no screen reader messages',
    voice: 'Voice',
    voiceDefault: 'Default voice',
    rate: 'Speech rate',
    pitch: 'Pitch',
    earcons: 'Sound signals',
    earconsOn: 'Play sound signals',
    earconVolume: 'Sound signal volume',
    cardNames: 'Card names',
    cardNamesName: (v) => ({ long: 'Long, for speech (ten of hearts)', short: 'Short, for braille (10H)' })[v] ?? v,
    pack: 'Pack',
    packName: (v) => ({ french: 'French pack (clubs, spades, hearts, diamonds)', numbers: 'Number cards 1 to 13 in four colours' })[v] ?? v,
    thinkingTime: 'Thinking time of the strong computer player',
    thinkingTimeName: (v) => ({ quick: 'Quick (for phones)', normal: 'Normal', thorough: 'Thorough (stronger, slower)' })[v] ?? v,
    looks: 'Looks',
    theme: 'Theme',
    themeName: (v) => ({ system: 'Like the system', light: 'Light', dark: 'Dark', contrast: 'High contrast' })[v] ?? v,
    fourColour: 'Four-colour suits',
    highContrast: 'High contrast',
    on: 'On',
    off: 'Off',
    // Help (F1)
    helpIntro: 'These keys work while the focus is in the game area. Every action is also a button.',
    helpCommandLine: 'In the command line you can type the game’s commands, "help" or "rules", in English or German.',
    keysEverywhere: 'Keys everywhere in the game',
    keysInZone: (zone) => `Keys in ${zone}`,
    zoneName: (z) =>
      ({ menu: 'the menu', chooser: 'the game list', setup: 'the new-game form', hand: 'your hand', table: 'the table', choices: 'the choices', status: 'the status', trick: 'the trick', log: 'the game log', actions: 'the actions', commandLine: 'the command line', answer: 'the last answer' })[z] ?? z,
    key: 'Key',
    action: 'Action',
    commands: COMMANDS,
    commandHelp: (id) => COMMANDS[id as keyof typeof COMMANDS]?.help ?? id,
    keyName: (key) => keyLabel(L, key),
    // Notices from the controller
    settingsReset: 'Some saved settings could not be read and were reset.',
    storageFull: 'The settings could not be saved: the browser storage is full or blocked.',
    waitingForKey: `Press ${K('Enter')} or the Continue button to go on.`,
    nothingSinceTurn: 'Nothing has happened since your last turn.',
    lastAnswer: 'Last answer',
    zonesCycle: (zones) => `F6 and ${K('Shift+F6')} move between: ${zones}.`,
    navArrows: 'Move to the previous or next item of the list.',
    navHomeEnd: 'Move to the first or last item of the list.',
    navGroups: 'Move to the first card of the previous or next suit.',
    navGroupHomeEnd: 'Move to the highest or lowest card of the suit; pressed again, of the whole hand.',
    navTab: 'Leave the list: to the next or previous control.',
    choicesOpened: (n, touch) => `${plural(L, n, { one: 'choice', other: 'choices' })}. ${touch ? 'Tap one.' : `Pick one with the arrow keys and ${K('Enter')}, or with its number.`}`,
    choicesClosed: 'Choices closed.',
    noSuchChoice: (n) => `There is no choice number ${n}.`,
    nothingToContinue: 'Nothing to continue.',
    nothingYet: 'Nothing yet.',
    logEmpty: 'The game log is empty.',
    logEdge: 'End of the log.',
    groupEdge: (last) => (last ? 'Last suit of the hand.' : 'First suit of the hand.'),
    listEdge: (at) => (at === 'first' ? 'First item.' : at === 'last' ? 'Last item.' : 'Only item.'),
    commandLineClosed: 'Command line closed.',
    hintUnavailable: 'No hint is available.',
    hintThinking: 'Thinking about a hint…',
    thinking: (who) => `${who.self ? 'You are' : `${who.name} is`} thinking.`,
    saved: 'Game saved.',
    ready: 'Card Salon is ready. Press F1 for the keys.',
    resumed: 'Saved game resumed.',
    // Offline, saving, new version, statistics
    updateReady: 'A new version is ready. Your game goes on. Load it when you like, with U or with “Load new version” in the menu; your game stays saved.',
    updateAction: 'Load new version',
    updating: 'Loading the new version. Your game is saved and goes on in a moment.',
    noUpdate: 'There is no new version.',
    saveQuotaFull: 'The browser storage is full: the game cannot be saved right now. You can play on; free some space and saving starts again.',
    saveFailed: 'The game could not be saved. You can play on.',
    saveCorrupt: 'The saved game is damaged and cannot be resumed. It was kept aside, not deleted. Start a new game.',
    saveTooNew: 'The saved game comes from a newer version of this app. It was kept aside, not deleted. Start a new game.',
    saveUnmigratable: 'The saved game comes from an older version and can no longer be read. It was kept aside, not deleted. Start a new game.',
    saveUnavailable: 'This browser does not allow saving: games and statistics are not kept. You can still play.',
    statistics: 'Statistics',
    statsLoading: 'Loading the statistics.',
    statsSummary: (played, won) => `${plural(L, played, { one: 'session', other: 'sessions' })} played, ${won} won.`,
    statsEmpty: 'No session finished yet.',
    statsCaption: 'Finished sessions, oldest first',
    statsDate: 'Date',
    statsPlayers: 'Players',
    statsBalance: 'Your counters',
    statsPlace: 'Place',
    statsResult: 'Result',
    statsRunningTotal: 'Counters in total',
    statsWonYes: 'won',
    statsWonNo: 'not won',

    // Numbers in words
    ordinal: (n) => `${n}${ORDINAL_SUFFIX[ordinals.select(n)]}`,
    signed: (n) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : 'zero'),

    // URL parameters
    badUrlParam: (param, value, allowed) => `Unknown value for ${param}: ${value}. Allowed: ${allowed}.`,
    urlUnknownParam: (p) => `Unknown address parameter: ${p.param}.`,
  },
};
