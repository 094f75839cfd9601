/**
 * Papillon's English catalogue. Implements `PapillonCatalogue` (src/games/papillon/messages.ts): a
 * missing key is a compile error. Loaded with the game and merged over the shell's catalogue
 * (locales/en.ts).
 * Rule words stay as in the game: Klein-Papillon, Haneton, Sautenelle, Die Blätter; counters, pot.
 * Card names in sentences come in already formatted (long or short style), lists already joined.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { PapillonCatalogue, PapillonUi, PaymentPhrase, VariantId } from '../../src/games/papillon/messages.js';
import { en as shell } from '../en.js';
import { fishingEn } from '../fishing/en.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const counters = (n: number) => plural(L, n, { one: 'counter', other: 'counters' });
const cardsN = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const subj = (w: Who, start = false) => (w.self ? (start ? 'You' : 'you') : w.name);
const obj = (w: Who) => (w.self ? 'you' : w.name);
/** Verb agreeing with the subject: "you play" / "Anna plays". */
const v = (w: Who, base: string, third: string) => (w.self ? base : third);
const names = (ws: readonly Who[]) => list(L, ws.map((w) => obj(w)));
const pairs = (xs: readonly { who: Who; count: number }[]) => xs.map((x) => `${obj(x.who)} ${x.count}`).join(', ');
const balances = (xs: readonly { who: Who; balance: number }[]) => xs.map((x) => `${obj(x.who)} ${x.balance}`).join(', ');

/** "4 counters" / "2 counters each from Bert and you". */
function paymentTail(p: PaymentPhrase): string {
  return p.mode === 'total' ? counters(p.amount) : `${counters(p.each)} each from ${names(p.from)}`;
}

/** Ranks with an article ("a jack", "an ace"): from the shell's card words. */
const rankPhrase = shell.cards.rankPhrase;

export const VARIANTS = {
  'V-P-1': { name: 'Tens restricted', description: 'A ten on the table can only be taken by a ten, never as part of a sum.' },
  'V-P-2': { name: 'Face cards have no value', description: 'Jack, queen and king take only their equal and never make sums; no Haneton.' },
  'V-P-3': { name: 'Consolation 2', description: 'The consolation is 2 counters from each other player instead of 1.' },
  'V-P-4': { name: 'Classic payouts', description: 'No payouts for aces, Klein-Papillon, Haneton, Sautenelle or die Blätter.' },
  'V-P-5': { name: 'No refill', description: 'An empty table stays empty when new cards are dealt.' },
  'V-P-6': { name: 'Ante 2', description: 'Everyone pays 2 counters into the pot at the start of each deal.' },
  'V-P-7': { name: 'Exactly three cards', description: 'Klein-Papillon and Haneton only for exactly three cards taken, not more.' },
  'V-P-8': { name: 'Haneton lapses in the final round', description: 'Like the Klein-Papillon, the Haneton is not paid in the final round.' },
  'V-P-9': { name: 'Blätter carry doubles', description: 'After tied Blätter the next win pays 2, then 4, then 8, instead of 2, 3, 4.' },
  'V-P-10': { name: 'Refill before dealing', description: 'At a new hand-round an empty table is refilled first, then the hands are dealt.' },
  'V-P-11': { name: 'Stop at the winner', description: 'The deal ends as soon as someone wins; cards left over go to nobody.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const COMMANDS = {
  playCard: { name: 'Play card', help: 'Play the card in focus. With one capture it is made at once; with several, a numbered list opens; with none, you hear why.' },
  pickChoice: { name: 'Pick a capture', help: 'In the list of captures, the digits 1 to 9 pick that capture.' },
  closeChoices: { name: 'Close', help: 'Close the list of captures or a dialogue and go back to your hand.' },
  readHand: { name: 'Read hand', help: 'Read your hand.' },
  readTable: { name: 'Read table', help: 'Read the table, sorted by value, with the number of cards and their total.' },
  readStatus: { name: 'Status', help: 'Whose turn, cards in hand, cards taken, counters, pot, stock and round.' },
  listCaptures: { name: 'List captures', help: 'List every capture you can make now, best first.' },
  nextZone: { name: 'Next zone', help: 'Move to the next zone: hand, table, choices, status, log, menu.' },
  focusCommandLine: { name: 'Command line', help: 'Go to the command line to type commands such as "10 takes 4 6", "table" or "help".' },
  layDown: { name: 'Lay down', help: 'When you cannot take, lay down your cards; you hear what it costs and confirm it.' },
  nextDeal: { name: 'Next deal', help: 'Start the next deal when a deal is over.' },
} as const satisfies PapillonUi['commands'];

export const papillonEn: PapillonCatalogue = {
  fishing: fishingEn,
  words: {
    subject: (who, start) => subj(who, start ?? false),
    object: obj,
    counters,
    gain: (n) => shell.ui.signed(n),
    pot: 'pot',
    stock: 'stock',
    table: 'table',
    nobody: 'nobody',
    everyone: 'everyone',
    dealOf: (deal, deals) => `deal ${deal} of ${deals}`,
    tour: (n) => `tour ${n}`,
    handRound: (n) => `hand-round ${n}`,
    finalRound: 'final round',
    place: (n) => `${shell.ui.ordinal(n)} place`,
    presetBraillespiel: 'Braillespiel',
    presetPhilidor: 'Philidor 1756',
    ruleRef: (rule) => `(rule ${rule})`,
  },
  feats: {
    aces: (n) => plural(L, n, { one: 'ace', other: 'aces' }),
    pureAces: (n) => plural(L, n, { one: 'pure ace', other: 'pure aces' }),
    kleinPapillon: 'Klein-Papillon',
    haneton: 'Haneton',
    sautenelle: 'Sautenelle',
  },
  events: {
    sessionStart: (p) =>
      `New session of Papillon: ${p.players} players, ${plural(L, p.tours, { one: 'tour', other: 'tours' })}, ${plural(L, p.deals, { one: 'deal', other: 'deals' })}. Rules: ${p.rules}.`,
    cutRound: (p) => {
      const [first, ...rest] = p.cuts;
      if (!first) return '';
      const head = `${subj(first.who, true)} ${v(first.who, 'cut', 'cuts')} the ${first.card}`;
      const tail = rest.map((c) => `${obj(c.who)} the ${c.card}`);
      return `${p.round === 1 ? 'Cutting for the first deal' : 'Cutting again'}: ${[head, ...tail].join(', ')}.`;
    },
    cutTie: (p) => `Tie for the lowest card between ${names(p.who)}: they cut again.`,
    firstDealer: (p) =>
      `${subj(p.dealer, true)} ${v(p.dealer, 'have', 'has')} the lowest card and ${v(p.dealer, 'deal', 'deals')} first.`,
    dealStart: (p) =>
      `Deal ${p.deal} of ${p.deals}, tour ${p.tour}. ${subj(p.dealer, true)} ${v(p.dealer, 'deal', 'deals')}; ${subj(p.first)} ${v(p.first, 'play', 'plays')} first.` +
      (p.order ? ` Turn order: ${p.order.map((w) => obj(w)).join(', ')}.` : ''),
    ante: (p) => `Everyone pays ${counters(p.each)} into the pot; the pot holds ${p.pot}.`,
    handsDealt: (p) => {
      const head = p.handRound > 1 ? `Hand-round ${p.handRound}. ` : '';
      const mine =
        p.you === null ? 'Cards are dealt.' : p.youCount === 0 ? 'You get no cards.' : `You get ${p.you}.`;
      const counts = p.counts ? ` Cards dealt: ${pairs(p.counts)}.` : '';
      const stock = p.stock === null ? '' : p.stock === 0 ? ' The stock is empty.' : ` ${cardsN(p.stock)} left in the stock.`;
      return head + mine + counts + stock;
    },
    tableDealt: (p) =>
      (p.refill ? `The table was empty; the dealer turns up ${cardsN(p.count)}: ${p.cards}.` : `On the table, ${cardsN(p.count)}: ${p.cards}.`) +
      (p.stock === null ? '' : p.stock === 0 ? ' The stock is empty.' : ` ${cardsN(p.stock)} in the stock.`),
    lastCardsDealt: (p) =>
      `${subj(p.dealer, true)} ${v(p.dealer, 'announce', 'announces')}: the last cards are dealt! This is the final round` +
      (p.kleinPapillonVoid ? '; no more Klein-Papillon.' : '.'),
    capture: (p) => {
      const feats = p.feats.length ? list(L, p.feats) : '';
      if (p.brief) {
        const gain = p.payment ? `, ${shell.ui.signed(p.payment.mode === 'total' ? p.payment.amount : p.payment.each * p.payment.from.length)}` : '';
        return `${subj(p.who, true)}: ${p.card} takes ${p.taken}.` + (feats ? ` ${capitalize(feats)}${gain}.` : '');
      }
      let s = fishingEn.playsAndTakes(p.who, p.card, p.taken);
      if (feats) s += `: ${feats}`;
      if (p.payment) s += `, ${subj(p.payment.to)} ${v(p.payment.to, 'get', 'gets')} ${paymentTail(p.payment)}`;
      return `${s}.`;
    },
    layDown: (p) => {
      const head = p.brief
        ? `${subj(p.who, true)} ${v(p.who, 'lay', 'lays')} down ${p.cards}`
        : `${subj(p.who, true)} cannot take and ${v(p.who, 'lay', 'lays')} down ${p.cards}`;
      if (!p.speakPayments) return `${head}.`;
      const back = p.back > 0 ? ` and ${v(p.who, 'get', 'gets')} ${counters(p.back)} back for ${plural(L, p.aces, { one: 'ace', other: 'aces' })}` : '';
      return `${head}, ${v(p.who, 'pay', 'pays')} ${counters(p.paid)} into the pot${back}.`;
    },
    tableAfter: (p) => (p.count === 0 ? 'The table is empty.' : `${cardsN(p.count)} on the table.`),
    winner: (p) =>
      `${subj(p.who, true)} ${v(p.who, 'have', 'has')} captured with every card of the final round and ${v(p.who, 'win', 'wins')} the deal!`,
    potWon: (p) => `${subj(p.who, true)} ${v(p.who, 'take', 'takes')} the pot: ${counters(p.amount)}.`,
    consolation: (p) =>
      `Nobody won the deal. ${subj(p.who, true)} laid down last and ${v(p.who, 'get', 'gets')} the consolation` +
      (p.payment ? `: ${paymentTail(p.payment)}.` : '.'),
    potCarried: (p) =>
      p.amount === 0 ? 'The pot is empty.' : `The pot of ${counters(p.amount)} stays for the next deal.`,
    leftovers: (p) => {
      const to = p.to ? obj(p.to) : 'nobody';
      if (p.brief) return `Leftover table cards to ${to}: ${p.cards}.`;
      return p.count === 1
        ? `1 card is left on the table and goes to ${to}: ${p.cards}.`
        : `${p.count} cards are left on the table and go to ${to}: ${p.cards}.`;
    },
    blaetterWon: (p) =>
      `Die Blätter: ${subj(p.who)} ${v(p.who, 'have', 'has')} the most cards, ${p.count}` +
      (p.payment ? `, and ${v(p.who, 'get', 'gets')} ${paymentTail(p.payment)}.` : '.') +
      (p.counts ? ` Cards taken: ${pairs(p.counts)}.` : ''),
    blaetterTie: (p) =>
      `Die Blätter: ${names(p.who)} tie with ${p.count} cards each; nobody gets anything.` +
      (p.next > 0 ? ` Next deal, die Blätter are worth ${counters(p.next)} from each player.` : ''),
    payment: (p) => {
      if (p.from === null && p.to) return `${subj(p.to, true)} ${v(p.to, 'get', 'gets')} ${counters(p.amount)} from the pot.`;
      if (p.from && p.to === null) return `${subj(p.from, true)} ${v(p.from, 'pay', 'pays')} ${counters(p.amount)} into the pot.`;
      if (p.from && p.to) return `${subj(p.from, true)} ${v(p.from, 'pay', 'pays')} ${obj(p.to)} ${counters(p.amount)}.`;
      return `${counters(p.amount)} paid.`;
    },
    potShared: (p) => `The pot is shared: ${p.shares.map((s) => `${obj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (p) =>
      `End of deal ${p.deal}${p.deals === null ? '' : ` of ${p.deals}`}. ` +
      (p.winner ? `${subj(p.winner, true)} won the deal.` : p.nobodySaid ? '' : 'Nobody won the deal.') +
      ` Counters: ${balances(p.balances)}. Pot: ${p.pot}.` +
      (p.piles ? ` Cards taken: ${pairs(p.piles)}.` : '') +
      (p.nextKey ? ' N starts the next deal.' : ''),
    dealNet: (p) => `This deal: ${p.nets.map((x) => `${obj(x.who)} ${shell.ui.signed(x.net)}`).join(', ')}.`,
    sessionOver: (p) =>
      `The session is over. ` +
      p.places.map((x) => `${shell.ui.ordinal(x.place)} place: ${names(x.who)} with ${counters(x.balance)}.`).join(' ') +
      ` ${K('Shift+N')} starts a new game.`,
  },
  queries: {
    hand: (p) => (p.count === 0 ? 'Your hand is empty.' : `Your hand, ${cardsN(p.count)}: ${p.cards}.`),
    table: (p) =>
      p.count === 0 ? 'The table is empty.' : `Table, ${cardsN(p.count)}, numeral total ${p.total}: ${p.cards}.`,
    toMove: (p) => (p.who === null ? 'Nobody is to play.' : p.who.self ? 'Your turn.' : `${p.who.name}'s turn.`),
    order: (p) => `Turn order: ${p.order.map((w) => obj(w)).join(', ')}.`,
    dealer: (p) => (p.who.self ? 'You deal.' : `Dealer: ${p.who.name}.`),
    handCounts: (p) => `Cards in hand: ${pairs(p.counts)}.`,
    piles: (p) => `Cards taken: ${pairs(p.counts)}.`,
    balances: (p) => `Counters: ${balances(p.balances)}.`,
    pot: (p) => `Pot: ${counters(p.amount)}.`,
    stock: (p) => (p.count === 0 ? 'The stock is empty.' : `Stock: ${cardsN(p.count)}.`),
    round: (p) => `Deal ${p.deal} of ${p.deals}, hand-round ${p.handRound}${p.finalRound ? ', final round' : ''}.`,
    blaetter: (p) =>
      p.carry === 0
        ? `Die Blätter are worth ${counters(p.next)} from each player.`
        : `Die Blätter: tied ${plural(L, p.carry, { one: 'time', other: 'times' })} before, now worth ${counters(p.next)} from each player.`,
    rules: (p) => `Rules: ${p.name}.`,
    winnerSoFar: (p) => `${subj(p.who, true)} already won this deal.`,
    dealOverStatus: 'The deal is over.',
    sessionOverStatus: 'The session is over.',
    // The capture list's entry is the fishing games' shared phrase (locales/fishing/): Papillon adds what it pays.
    choice: (p) => fishingEn.captureChoice({ card: p.card, taken: p.taken, feats: p.feats, tail: p.gain > 0 ? shell.ui.signed(p.gain) : null }),
    forcedLayDown: (p) => {
      const what = p.count === 1 ? `your last card: ${p.cards}` : `all ${p.count} cards: ${p.cards}`;
      const back = p.back > 0 ? ` and get ${counters(p.back)} back for ${plural(L, p.aces, { one: 'ace', other: 'aces' })}` : '';
      return (
        `You cannot take and must lay down ${what}. You pay ${counters(p.paid)} into the pot${back}: ${shell.ui.signed(p.net)} in all.` +
        (p.finalRound ? ' You can no longer win this deal.' : '')
      );
    },
    yourTurn: (p) =>
      'Your turn.' +
      (p.mustLayDown ? ' You cannot take; you must lay down.' : '') +
      (p.detailed
        ? ` ${cardsN(p.handCount)} in your hand, ${p.tableCount} on the table` +
          (p.mustLayDown ? '.' : `, ${plural(L, p.captures, { one: 'possible capture', other: 'possible captures' })}.`)
        : ''),
    noCapture: (p) =>
      `${capitalize(p.card)} cannot take anything: there is neither ${rankPhrase(p.rank, p.pack, 'indefinite')} on the table nor a group of cards adding up to ${p.value}.`,
    choicesIntro: (p) =>
      p.card
        ? `${capitalize(p.card)}: ${plural(L, p.count, { one: 'capture', other: 'captures' })}.`
        : `${plural(L, p.count, { one: 'capture', other: 'captures' })}.`,
  },
  violations: {
    emptyCapture: 'A capture must take at least one card from the table.',
    faceOnlyByEqual: (p) => `${capitalize(p.table.name({ article: 'definite' }))} on the table can only be taken by ${rankPhrase(p.rank, p.pack, 'indefinite')}.`,
    tenOnlyByTen: (p) =>
      `${capitalize(p.table.name({ article: 'definite' }))} on the table can only be taken by ${rankPhrase(p.rank, p.pack, 'indefinite')}: in these rules tens count like face cards.`,
    rankMismatch: (p) =>
      `${capitalize(p.card)} can take a single card only if it is ${rankPhrase(p.rank, p.pack, 'indefinite')} too, and the ${p.target} is not.`,
    onlyOneOfRank: (p) => {
      const one = rankPhrase(p.rank, p.pack, 'indefinite');
      return `With ${one} you take only one ${rankPhrase(p.rank, p.pack, 'bare')}, never two, and never ${one} together with a sum.`;
    },
    faceNotInSum: (p) =>
      `${capitalize(p.table.name({ article: 'definite' }))} on the table is never part of a sum: only ${rankPhrase(p.rank, p.pack, 'indefinite')} can take it.`,
    tenNotInSum: (p) =>
      `${capitalize(p.table.name({ article: 'definite' }))} on the table is never part of a sum: in these rules only ${rankPhrase(p.rank, p.pack, 'indefinite')} can take it.`,
    faceNoSum: (p) =>
      `In these rules face cards have no value: ${p.card} takes only ${rankPhrase(p.rank, p.pack, 'indefinite')}.`,
    severalGroups: (p) => `${capitalize(p.card)} may take only one group of cards adding up to ${p.value}, not several.`,
    sumMismatch: (p) => `These cards add up to ${p.sum}, not to ${p.value}.`,
    noTurn: 'Nobody can play now: the deal is over.',
    notYourTurn: (p) => (p.who ? `It is not your turn; ${p.who.name} is to play.` : 'It is not your turn.'),
    badMove: 'That is not a move of this game.',
    badCard: 'There is no such card.',
    duplicateCard: 'A card is named twice.',
    cardNotInHand: (p) => (p.card ? `${capitalize(p.card)} is not in your hand.` : 'That card is not in your hand.'),
    notOnTable: (p) => `Not on the table: ${p.cards}.`,
    captureCompulsory: 'You can take, so you may not lay down: taking is compulsory.',
    unknown: () => 'This move is not allowed.',
  },
  commandLine: {
    errors: {
      empty: 'Type a command, for example: 10 takes 4 6, table, hand, status, help.',
      unknownWord: (p) => `I do not understand "${p.word}". Type help for the list of commands.`,
      badCard: (p) => `"${p.word}" is not a card.`,
      notYourTurn: 'It is not your turn.',
      notInHand: (p) => `${capitalize(p.card)} is not in your hand.`,
      noCapture: (p) => `${capitalize(p.card)} cannot take anything now.`,
      mustLayDown: 'You cannot take anything: you must lay down. Type lay down.',
      mustCapture: 'You can take, so you may not lay down.',
      noMatch: (p) => `${capitalize(p.card)} cannot take ${p.taken}.`,
    },
    ambiguous: (p) => `That fits ${p.count} moves. Pick one:`,
    placeholder: 'Command, for example 10 takes 4 6',
    examples: ['10 takes 4 6', 'hearts 10 takes diamonds 4 and clubs 6', '7', 'table', 'hand', 'status', 'lay down', 'help'],
  },
  hints: {
    capture: (p) => `Hint: ${p.choice}.`,
    layDown: 'Hint: you cannot take; laying down is your only move.',
    forced: 'It is your only move.',
    winsDeal: 'With it you win the deal and the pot.',
    emptyTable: 'It empties the table, so the next player must lay down.',
    leavesLittle: (p) => `It leaves ${p.who.self ? 'you' : p.who.name} no ace and no sum to take.`,
    acesLeft: (p) => `${plural(L, p.count, { one: 'ace stays', other: 'aces stay' })} on the table.`,
    winRate: (p) => `Chance to win this deal: ${p.percent} percent.`,
    sumsLeft: (p) => `It leaves ${p.who.self ? 'you' : p.who.name} ${p.values.length === 1 ? 'a sum of' : 'sums of'} ${list(L, p.values.map(String))} to take.`,
    betterBy: (p) => `That is about ${plural(L, p.counters, { one: 'counter', other: 'counters' })} better than the next best move.`,
  },
  ui: {
    resumed: 'Your game of Papillon is back where you left it.',
    // Headings
    yourHand: (n) => `Your hand, ${cardsN(n)}`,
    handEmpty: 'Your hand is empty.',
    tableHeading: (n, total) => `Table, ${cardsN(n)}, total ${total}`,
    tableEmpty: 'The table is empty.',
    choicesFor: (card, n) => `${capitalize(card)}: ${plural(L, n, { one: 'capture', other: 'captures' })}`,
    choicesAll: (n) => `Capture choices: ${n}`,
    rulesTitle: 'Rules of Papillon',
    layDownTitle: 'Lay down?',
    // Buttons
    play: 'Play',
    layDown: 'Lay down',
    confirmLayDown: 'Confirm lay-down',
    nextDeal: 'Next deal',
    readHand: 'Read hand',
    readTable: 'Read table',
    captures: 'Captures',
    // Command line
    commandHint: 'For example: 10 takes 4 6, hearts 10 takes diamonds 4 and clubs 6, 7, table, hand, status, lay down, hint, help, rules.',
    // Players table and status
    colPile: 'Cards taken',
    colBalance: 'Counters',
    pot: 'Pot',
    stock: 'Stock',
    round: 'Round',
    finalRound: 'Final round',
    handRound: (n) => `Hand-round ${n}`,
    deal: 'Deal',
    dealOf: (d, n) => `${d} of ${n}`,
    blaetterCarry: 'Blätter ties carried',
    rulesInForce: 'Rules',
    presetBraillespiel: 'Braillespiel',
    presetPhilidor: 'Philidor 1756',
    playerSummary: (p) =>
      `${p.who.self ? 'You' : p.who.name}${p.dealer ? ', dealer' : ''}${p.toMove ? ', to play' : ''}: ${cardsN(p.cards)} in hand, ${p.pile} taken, ${counters(p.balance)}`,
    // New-game dialog
    seatOrderHelp: 'Play goes from seat 1 to seat 2 and on, counter-clockwise; cutting decides who deals first.',
    presetBraillespielHelp: 'The modern rules of the Braillespiel wiki, with payouts for aces, Klein-Papillon, Haneton, Sautenelle and die Blätter.',
    presetPhilidorHelp: 'The 1756 rules: tens restricted, face cards without value, consolation 2, no extra payouts, no refill (variants 1 to 5).',
    variants: 'Variants',
    variant: VARIANTS,
    variantName: (id) => VARIANTS[id as keyof typeof VARIANTS]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as keyof typeof VARIANTS]?.description ?? id,
    stakes: 'Stakes',
    ante: 'Ante per deal',
    tours: 'Tours (each player deals once per tour)',
    startingCounters: 'Starting counters',
    // Help (F1)
    helpCommandLine: 'In the command line you can type commands such as "10 takes 4 6", "hearts 10 takes diamonds 4 and clubs 6", "7", "table", "hand", "status", "lay down", "hint", "help" or "rules", in English or German.',
    zoneName: (z) =>
      ({ menu: 'the menu', hand: 'your hand', table: 'the table', choices: 'the capture choices', status: 'the status', log: 'the game log', actions: 'the actions', commandLine: 'the command line', answer: 'the last answer' })[z] ?? z,
    // Notices from the controller
    choicesOpened: (n, touch) => `${plural(L, n, { one: 'capture', other: 'captures' })}. ${touch ? 'Tap one.' : `Pick one with the arrow keys and ${K('Enter')}, or with its number.`}`,
    noSuchChoice: (n) => `There is no capture number ${n}.`,
    noNextDeal: 'The deal is not over yet.',
    // Papillon's own settings
    payments: 'Payments in announcements',
    paymentsName: (v) => ({ each: 'Each payer', total: 'Total only', off: 'Not spoken' })[v] ?? v,
    speakCuts: 'Say each round of the cut for the first dealer',
    commands: COMMANDS,
  },
};
