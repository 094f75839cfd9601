/**
 * Casino's English catalogue (src/games/casino/messages.ts). The words of the rules
 * (locales/casino/rules-en.ts): a deal runs from the shuffle to the count, a game goes to 11 (15 with
 * three); take, trail, clear the table, the count, big and little casino, the lurch, units; four
 * players play as two sides. Card and player names come in already formatted.
 */
import { cardGroups } from '../../src/i18n/deck-names.js';
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { CasinoCatalogue, Side } from '../../src/games/casino/messages.js';
import type { VariantId } from '../../src/games/casino/rules.js';
import { en as shell } from '../en.js';
import { fishingEn } from '../fishing/en.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const obj = (w: Who) => (w.self ? 'you' : w.name);
const v = (w: Who, base: string, third: string) => (w.self ? base : third);
const points = (n: number) => plural(L, n, { one: 'point', other: 'points' });
const cardsN = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const captures = (n: number) => plural(L, n, { one: 'capture', other: 'captures' });
/** "you and Ben", "Anna". */
const side = (s: Side) => list(L, s.map(obj));

export const VARIANTS = {
  'V-C-1': { name: 'No privilege for the last face card', description: 'The dealer’s last card takes only by pairing, like any face card; the cards left over go to the last player who took.' },
  'V-C-2': { name: 'Free trailing', description: 'You may trail any card, even when you could take something.' },
  'V-C-3': { name: 'Final collection scores', description: 'Whoever takes the cards left on the table at the end of the deal scores 1 point, as for clearing the table.' },
  'V-C-4': { name: 'Game to 16 for 3 players', description: 'With 3 players the game is won at 16 points instead of 15.' },
  'V-C-5': { name: 'Netting for 3 players', description: 'With 3 players the 2 lower count totals are subtracted from the highest, and only the highest scores the difference.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const ITEMS: Record<string, string> = {
  bigCasino: 'big casino',
  littleCasino: 'little casino',
  cards: 'most cards',
  spades: 'most spades',
  AS: 'the ace of spades',
  AC: 'the ace of clubs',
  AH: 'the ace of hearts',
  AD: 'the ace of diamonds',
};

const REASONS: Record<string, string> = {
  forced: 'It is your only move.',
  lastFaceCard: 'The dealer’s last face card takes everything on the table.',
  winsGame: 'It wins you the game.',
  clearing: 'It clears the table: 1 point at once.',
  bigCasino: 'It secures big casino for you.',
  littleCasino: 'It secures little casino for you.',
  ace: 'It secures an ace for you.',
  spades: 'It brings more spades than the other moves.',
  mostCards: 'It brings more cards than the other moves.',
  lastCapture: 'Whoever takes last gets the cards left on the table at the end.',
  denyNext: 'It leaves the next player least to take.',
  trailSafe: 'This card gives the next player least.',
  trailFace: 'A face card can only be paired, so it gives away least.',
  keepFaceForLast: 'The face card stays for the last card of the deal, which takes the rest of the table.',
  keepValuable: 'The valuable card stays in your hand for later.',
};

/** "you took last" / "Anna and Clara took last". */
const lastTook = (s: Side) => `${side(s)} took last`;

export const casinoEn: CasinoCatalogue = {
  fishing: fishingEn,
  ui: {
    resumed: 'Your game of Casino is back where you left it.',
    commands: {
      playCard: {
        name: 'Play card',
        help: 'Plays the card in focus. With one capture it is taken at once, with several a numbered list opens, best first; when no card in your hand can take anything, you trail it.',
      },
      trailCard: { name: 'Trail', help: 'Leaves the card in focus on the table without taking anything. Allowed only when no card in your hand can take something.' },
      readHand: { name: 'Read hand', help: 'Reads your hand, sorted by value.' },
      readTable: { name: 'Read table', help: 'Reads the table sorted by value, with the total of its number cards and the cards that only pair.' },
      readStatus: { name: 'Status', help: 'Who is to play and who deals, the round, the stock, the points, the cards in hand, the game and the units.' },
      listCaptures: { name: 'Captures', help: 'Lists every capture you can make as a numbered list, best first, each with what it brings.' },
      readLastCapture: { name: 'Last capture', help: 'Says what was taken last; only that may be looked at.' },
      readCount: { name: 'Count', help: 'Says the count of the last deal item by item: cards, spades, the casinos and the aces.' },
      nextDeal: { name: 'Go on', help: 'Deals the next deal when one is over, or starts the next game.' },
      pickChoice: { name: 'Pick a capture', help: `In the list of captures the digits 1 to 9 pick that one, ${K('Enter')} the one in focus.` },
      nextZone: { name: 'Next zone', help: 'Move to the next zone: hand, table, captures, status, actions, command line, game log.' },
      focusCommandLine: { name: 'Command line', help: 'Move to the command line to type commands such as “10 takes 4 6”, “trail 7”, “table” or “help”.' },
    },
    yourHand: (n) => `Your hand, ${cardsN(n)}`,
    handEmpty: 'You hold no cards.',
    tableHeading: (n, total) => `Table, ${cardsN(n)}, number cards total ${total}`,
    tableEmpty: 'The table is empty.',
    pairsOnly: 'pairs only',
    choicesFor: (card, n) => `${capitalize(card)}: ${captures(n)}`,
    choicesAll: (n) => `Captures: ${n}`,
    choicesOpened: (n, touch) => `${captures(n)}, best first. ${touch ? 'Tap one.' : `Pick one with the arrow keys and ${K('Enter')}, or with its number.`}`,
    noSuchChoice: (n) => `There is no capture number ${n}.`,
    zoneName: (z) =>
      ({ menu: 'the menu', hand: 'your hand', table: 'the table', choices: 'the captures', status: 'the status', log: 'the game log', actions: 'the actions', commandLine: 'the command line', answer: 'the last answer' })[z] ?? z,
    helpCommandLine: 'In the command line you can type commands such as “10 takes 4 6”, “10 takes 4 6 and 10”, “7 of hearts takes 7 of spades”, “trail 7”, “7”, “table”, “hand”, “status”, “hint”, “help” or “rules”, in English or German.',
    commandHint: 'For example: 10 takes 4 6, 10 takes 4 6 and 10, trail 7, table, hand, status, captures, hint, help.',
    statusHeading: 'Players and score',
    colPlayer: 'Player',
    colSide: 'Side',
    colCards: 'Cards in hand',
    colPoints: 'Points',
    colStakes: 'Units',
    dealer: 'deals',
    toMove: 'to play',
    you: 'you',
    partner: 'partner',
    side: (n) => `side ${n}`,
    scoreLabel: 'Score',
    targetLabel: 'Game to',
    target: (pts, lurch) => `${points(pts)}, lurch below ${lurch}`,
    roundLabel: 'Round',
    round: (n, of, final) => `${n} of ${of}${final ? ', the last' : ''}`,
    stockLabel: 'Stock',
    lastCaptureLabel: 'Last capture',
    gameLabel: 'Game',
    gameOf: (n, of) => `${n} of ${of}`,
    rulesLabel: 'Rules',
    noVariants: 'the book’s rules, no variants',
    none: 'nothing',
    nextDeal: 'Next deal',
    nextGame: 'Next game',
    trail: 'Trail',
    readHand: 'Read hand',
    readTable: 'Read table',
    readStatus: 'Status',
    captures: 'Captures',
    readCount: 'Count',
    readLastCapture: 'Last capture',
    noNextDeal: 'The deal is not over yet.',
    variants: 'Variants',
    variantName: (id) => VARIANTS[id as VariantId]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as VariantId]?.description ?? id,
    games: 'Games',
    gamesHelp: 'How many games are played; a game goes to 11 points, with 3 players to 15.',
    seatHelp: (n) =>
      n === 4
        ? 'Play goes clockwise from seat 1 to seat 2 and so on. With 4 players those sitting opposite each other are partners: seats 1 and 3 against seats 2 and 4. The draw decides who deals first.'
        : 'Play goes clockwise from seat 1 to seat 2 and so on, each for himself. The draw decides who deals first.',
  },
  casino: {
    score: (line) => line.sides.map((s) => `${side(s.side)} ${s.points}`).join(', '),
    stakes: (lines) => lines.map((x) => `${obj(x.who)} ${shell.ui.signed(x.amount)}`).join(', '),
    bigCasino: 'big casino',
    littleCasino: 'little casino',
    aces: (n) => plural(L, n, { one: 'ace', other: 'aces' }),
    clears: 'clears the table',
    points,
    choiceTrail: (card) => (card ? `Trail ${card}` : 'Trail, taking nothing'),
    item: (item) => ITEMS[item] ?? item,
    draw: (rounds, dealer, partners) => {
      const said = rounds.map((r, i) => `${i === 0 ? 'The draw for the deal' : 'Drawn again'}: ${r.map((x) => `${obj(x.who)} ${x.card}`).join(', ')}.`);
      const who = `${subj(dealer)} ${v(dealer, 'have', 'has')} the lowest card and ${v(dealer, 'deal', 'deals')} first.`;
      const sides = partners && partners.length === 2 ? ` ${capitalize(side(partners[0]!))} play against ${side(partners[1]!)}.` : '';
      return `${said.join(' ')} ${who}${sides}`;
    },
    dealStart: (p) =>
      (p.newGame ? `New game${p.games > 1 ? `, game ${p.game} of ${p.games}` : ''}. ` : 'New deal. ') +
      `${subj(p.dealer)} ${v(p.dealer, 'deal', 'deals')}, ${subj(p.first, false)} ${v(p.first, 'play', 'plays')} first.` +
      (p.newGame ? '' : ` Score: ${p.score}.`),
    cardsDealt: (p) =>
      (p.round > 1 ? `Round ${p.round}. ` : '') +
      (p.cards === null ? 'The cards are dealt.' : `You get ${p.cards}.`) +
      (p.stock > 0 ? ` ${cardsN(p.stock)} in the stock.` : ''),
    tableDealt: (cards) => `On the table: ${cards}.`,
    lastCards: (dealer) => `${subj(dealer)} ${v(dealer, 'announce', 'announces')}: last cards! This is the final round.`,
    capture: (p) => {
      const taken = cardGroups(p.groups, (gs) => gs.join(', and also '));
      const feats = p.feats.length ? `: ${list(L, p.feats)}` : '';
      if (p.brief) return `${subj(p.who)}: ${p.card} takes ${taken}${feats}.`;
      return `${fishingEn.playsAndTakes(p.who, p.card, taken)}${feats}.`;
    },
    finalFaceCard: (p) =>
      p.taken === null
        ? `${subj(p.who)} ${v(p.who, 'play', 'plays')} the last card, ${p.card}; the table is empty.`
        : `${subj(p.who)} ${v(p.who, 'play', 'plays')} the last card, ${p.card}, and ${v(p.who, 'take', 'takes')} the rest of the table with it: ${p.taken}.`,
    trail: (p) =>
      p.reason === 'emptyTable'
        ? `${subj(p.who)} ${v(p.who, 'trail', 'trails')} ${p.card} on the empty table.`
        : p.reason === 'noCapture'
          ? `${subj(p.who)} cannot take anything and ${v(p.who, 'trail', 'trails')} ${p.card}.`
          : `${subj(p.who)} ${v(p.who, 'trail', 'trails')} ${p.card}, taking nothing.`,
    clearing: (p) =>
      p.final
        ? `1 point to ${side(p.side)} for the cards left over. Score: ${p.score}.`
        : `Table cleared: 1 point to ${side(p.side)}. Score: ${p.score}.`,
    leftovers: (p) =>
      p.to === null
        ? `${capitalize(p.cards)} ${p.count === 1 ? 'stays' : 'stay'} on the table. Nobody took anything in the whole deal, so nobody gets ${p.count === 1 ? 'it' : 'them'}.`
        : `${p.count === 1 ? 'The last table card goes' : 'The cards left on the table go'} to ${side(p.to)}, since ${lastTook(p.to)}: ${p.cards}.`,
    count: (p) => {
      const w = p.worth;
      const by = (key: 'cards' | 'spades') => p.sides.map((s) => `${side(s.side)} ${s[key]}`).join(', ');
      const parts = [
        `The count. Cards: ${by('cards')}; ${p.cardsTo ? `${points(w.cards)} to ${side(p.cardsTo)}` : `nobody gets the ${points(w.cards)}`}.`,
        `Spades: ${by('spades')}; ${p.spadesTo ? `${points(w.spades)} to ${side(p.spadesTo)}` : `nobody gets the ${points(w.spades)}`}.`,
        `Big casino: ${p.bigCasinoTo ? `${points(w.bigCasino)} to ${side(p.bigCasinoTo)}` : 'nobody'}.`,
        `Little casino: ${p.littleCasinoTo ? `${points(w.littleCasino)} to ${side(p.littleCasinoTo)}` : 'nobody'}.`,
      ];
      const aces = p.sides.filter((s) => s.aceCount > 0).map((s) => `${side(s.side)} ${s.aces}`);
      parts.push(aces.length ? `Aces, ${points(w.ace)} each: ${aces.join('; ')}.` : 'Aces: none.');
      parts.push(`Total: ${p.sides.map((s) => `${side(s.side)} ${s.points}`).join(', ')}.`);
      return parts.join(' ');
    },
    netScore: (p) =>
      p.to === null
        ? `After netting nobody scores. Score: ${p.score}.`
        : `Netted: ${p.high} minus ${p.low} makes ${points(p.points)} to ${side(p.to)}. Score: ${p.score}.`,
    itemScored: (p) => `${capitalize(ITEMS[p.item] ?? p.item)}: ${points(p.points)} to ${side(p.to)}. Score: ${p.score}.`,
    gameWon: (p) =>
      `The game goes to ${side(p.to)}! Score: ${p.score}.` +
      (p.lurched.length ? ` A lurch for ${list(L, p.lurched.map(side))}: below ${p.lurchLine} points, a double game.` : '') +
      (p.next ? ' N starts the next game.' : ''),
    payments: (lines) => `Units: ${lines.map((x) => `${obj(x.who)} ${shell.ui.signed(x.amount)}`).join(', ')}.`,
    dealAbandoned: 'The rest of the deal is not played.',
    dealOver: (p) => `The deal is over. Score: ${p.score}.` + (p.next === 'deal' ? ' N deals the next deal.' : p.next === 'game' ? ' N starts the next game.' : ''),
    sessionOver: (p) => {
      const who = p.partners ? 'Your side' : 'You';
      const head = p.games === 1 ? `${who} ${p.won === 1 ? 'won' : 'lost'} the game.` : `${who} won ${p.won} of ${p.games} games.`;
      return `${head} Units in all: ${p.stakes}. ${K('Shift+N')} for a new game.`;
    },
    yourTurn: (p) =>
      p.lastFaceCard
        ? `Your turn with your last card, ${p.lastFaceCard}: it takes everything on the table.`
        : p.mustTrail === 'emptyTable'
          ? 'Your turn. The table is empty: you must trail.'
          : p.mustTrail === 'noCapture'
            ? 'Your turn. You cannot take anything and must trail.'
            : `Your turn, ${captures(p.captures)} to make.`,
    notYourTurn: (w) => (w ? `It is not your turn, ${w.self ? 'you' : w.name} to play.` : 'Nobody is to play now.'),
    hand: (cards, n) => (n === 0 ? 'You hold no cards.' : `Your hand, ${cardsN(n)}: ${cards}.`),
    table: (p) =>
      p.count === 0
        ? 'The table is empty.'
        : `Table, ${cardsN(p.count)}: ${p.cards}. Number cards total ${p.total}` + (p.faces ? `; pairs only: ${p.faces}.` : '.'),
    status: (p) =>
      [
        p.toMove ? `${subj(p.toMove)} ${v(p.toMove, 'are', 'is')} to play.` : 'Nobody is to play.',
        `${subj(p.dealer)} ${v(p.dealer, 'deal', 'deals')}.`,
        `Round ${p.round} of ${p.rounds}${p.final ? ', the last' : ''}.`,
        p.stock > 0 ? `${cardsN(p.stock)} in the stock.` : 'The stock is empty.',
        `Score: ${p.score}; the game goes to ${p.target}.`,
        `Cards in hand: ${p.hands.map((h) => `${obj(h.who)} ${h.count}`).join(', ')}.`,
        p.games > 1 ? `Game ${p.game} of ${p.games}.` : '',
        `Units: ${p.stakes}.`,
      ]
        .filter(Boolean)
        .join(' '),
    lastCapture: (p) => (p === null ? 'Nobody has taken anything in this deal yet.' : `${subj(p.who)} took last, with ${p.card}: ${p.taken}.`),
    countLater: 'The count comes at the end of the deal; until then the captured cards lie face down.',
    violation: (code, f) => {
      switch (code) {
        case 'captureCompulsory':
          return f.card
            ? `${capitalize(f.card)} cannot take anything, but another card in your hand can, and taking is compulsory: you may not trail.`
            : 'You can take something, and taking is compulsory: you may not trail.';
        case 'lastFaceTakesAll':
          return `${capitalize(f.card ?? 'your card')} is the dealer’s last card and a face card: it takes every card on the table.`;
        case 'emptyCapture':
          return 'You must take at least one card from the table.';
        case 'notOnTable':
          return `Not on the table: ${f.cards ?? ''}.`;
        case 'duplicateCard':
          return 'A card is named twice.';
        case 'faceTakesOnlyItsRank':
          return `${capitalize(f.card ?? 'a face card')} is a face card and takes only cards of its own rank, not ${f.table ?? 'that one'}.`;
        case 'faceOnlyByItsRank':
          return `${capitalize(f.table ?? 'a face card')} on the table is taken only by a card of its own rank, never in a sum.`;
        case 'aceTakesOnlyAces':
          return `An ace takes only aces, not ${f.table ?? 'that card'}.`;
        case 'tenOnlyByTen':
          return `${capitalize(f.table ?? 'a ten')} on the table is taken only by a ten.`;
        case 'noGroupSplit':
          return `${capitalize(f.cards ?? 'these cards')} cannot be split into groups that ${f.card ?? 'your card'} can take: each one card of its rank or number cards adding up to ${f.value ?? ''}.`;
        case 'cardNotInHand':
          return f.card ? `You do not hold ${f.card}.` : 'You do not hold that card.';
        case 'noTurn':
          return 'Nobody is to play now: the deal is over.';
        case 'badCard':
          return 'There is no such card.';
        default:
          return 'That move is not allowed.';
      }
    },
    ruleRef: (rule) => `(rule ${rule})`,
    commandUnknown: 'I do not understand that. For example: 10 takes 4 6, trail 7, table, hand, status, help.',
    commandNoSuchMove: 'That fits no legal move.',
    hint: (move, reasons) => [`Hint: ${move}.`, ...reasons].join(' '),
    hintReason: (code) => REASONS[code] ?? null,
  },
};
