/**
 * Tarok's English catalogue (src/games/tarok/messages.ts), over the trick table's shared words, with
 * the words of the English Tarok table: taroks, the Pagat, the Mond, the Excuse (the Sky, the Sküs),
 * matadors, cavalries whole and half and skied, Kings, the Skat, ladons, made and lost; Taroklomber's a
 * Due, a Uno, Solo, holding, calls, remise and Tout; en deux's party to 100.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { AnnouncementPhrase, TarokCatalogue } from '../../src/games/tarok/messages.js';
import type { Form, Game, Method } from '../../src/games/tarok/types.js';
import { trickUiEn, tricksEn } from '../tricks/en.js';

const L = 'en' as const;
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const obj = (w: Who) => (w.self ? 'you' : w.name);
const poss = (w: Who, start = false) => (w.self ? (start ? 'Your' : 'your') : `${w.name}’s`);
const v = (w: Who, you: string, he: string) => (w.self ? you : he);
const pointsN = (n: number) => plural(L, n, { one: 'point', other: 'points' });
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two'];
/** A count in words, as the table says it ("ten taroks"). */
const count = (n: number, one: string, other: string) => `${NUMBERS[n] ?? String(n)} ${n === 1 ? one : other}`;

export const FORM_NAMES: Readonly<Record<Form, string>> = { trois: 'Tarok en trois', deux: 'Tarok en deux', lomber: 'Taroklomber' };
const METHOD: Readonly<Record<Method, string>> = { old: 'old method', new: 'new method' };
const GAME: Readonly<Record<Game, string>> = { aDue: 'a Due', aUno: 'a Uno', solo: 'Solo' };

export const VARIANTS: Record<string, { name: string; description: string }> = {
  'V-T-1': { name: 'No trick, paid', description: 'En trois: a player who wins no trick at all receives 26 from each of the others.' },
  'V-T-2': { name: 'Matadors from below', description: 'Matadors also count upwards from the Pagat (the Sky, the XXI, the Pagat, then II, III …); the better count is announced.' },
};

const FORM_HELP: Readonly<Record<Form, string>> = {
  trois: 'Three players, each for himself: the dealer lays the Skat, everyone announces his taroks, matadors, cavalries and Kings, the Pagat and the Kings are played for, and the cards are counted against 26.',
  deux: 'Two players race to 100 points: 25 cards each, 25 set aside unseen; announcements, prizes and card points are written down; a loser below 50 loses the party double.',
  lomber: 'Tarok with the auction of l’Hombre: one player, the declarer, plays a Due, a Uno or Solo against the other two and needs 40 of the 78 card points.',
};

const REASON: Readonly<Record<string, string>> = {
  announcements: 'for the announcements',
  prizes: 'for the Pagat and the Kings',
  cards: 'for the card points',
  noTrick: 'for winning no trick',
  party: 'for the party',
  game: 'for the game',
  aPersonne: 'à personne',
};

/** T14–T19 as said at the table: "Anna: ten taroks, three matadors, half a cavalry skied, four Kings: 40." */
function announcement(a: AnnouncementPhrase): string {
  const items: string[] = [];
  if (a.taroks) items.push(count(a.taroks, 'tarok', 'taroks'));
  if (a.matadors) items.push(count(a.matadors, 'matador', 'matadors'));
  const cav: string[] = [];
  if (a.whole) cav.push(a.whole === 1 ? 'a whole cavalry' : `${NUMBERS[a.whole] ?? a.whole} whole cavalries`);
  if (a.half) cav.push(a.half === 1 ? 'half a cavalry' : `${NUMBERS[a.half] ?? a.half} half cavalries`);
  if (cav.length) items.push(`${list(L, cav)}${a.skied ? ' skied' : ''}`);
  if (a.kings) items.push(count(a.kings, 'King', 'Kings'));
  if (items.length === 0) return `${subj(a.who)} ${v(a.who, 'have', 'has')} nothing to announce.`;
  return `${subj(a.who)}: ${items.join(', ')}: ${a.points}.`;
}

const callsWords = (n: number) => (n === 0 ? 'no call' : n === 1 ? 'one card called' : 'two cards called');

export const tarokEn: TarokCatalogue = {
  tricks: tricksEn,
  ui: {
    ...trickUiEn,
    commands: {
      ...trickUiEn.trickCommands,
      playCard: { name: 'Play card', help: 'Play the card in focus; while you lay the Skat, lay it there; in Taroklomber’s exchange, give it back; in the auction, open your choices.' },
      suitT: { name: 'Taroks', help: 'In your hand: go to your highest tarok (the Excuse first).' },
      suitS: { name: 'Spades', help: 'In your hand: go to your highest spade.' },
      suitH: { name: 'Hearts', help: 'In your hand: go to your highest heart.' },
      suitD: { name: 'Diamonds', help: 'In your hand: go to your highest diamond.' },
      suitC: { name: 'Clubs', help: 'In your hand: go to your highest club.' },
      readTable: { name: 'Table and marks', help: 'Everyone’s marks; en deux the party’s scores, the distance to 100 and the 50 line; which deal of the session this is.' },
      readGame: { name: 'Game', help: 'The form, the announcements (counts only) or Taroklomber’s auction and calls, the Skat where you may see it, the tricks.' },
      readBid: { name: 'Auction', help: 'Taroklomber: the game bid and who holds it, who has passed and who speaks; afterwards the declarer, his game and the calls.' },
      readOrder: { name: 'Order of the cards', help: 'How the cards rank: the taroks from the Mond down to the Pagat, the Excuse that never wins, and the red suits’ pips running backwards.' },
      declare: { name: 'Choices', help: 'Open the list of what you may do now: in the auction pass, bid or hold; a card to call.' },
      nextDeal: { name: 'Next deal', help: 'Deal the next deal when this one is over.' },
    },
    colRole: 'Role',
    colTricks: 'Tricks',
    colMarks: 'Marks',
    colScore: 'Party score',
    eldest: 'eldest',
    declarer: 'declarer',
    opponent: 'opponent',
    dealLabel: 'Deal',
    dealOf: (n, of) => `deal ${n} of ${of}`,
    partyLabel: 'Party',
    partyOf: (n, of) => `party ${n} of ${of}`,
    gameLabel: 'Game',
    skatLabel: 'Skat',
    none: 'none',
    readTable: 'Table',
    readGame: 'Game',
    declare: 'Choices',
    mayLay: 'may go to the Skat',
    mayGive: 'may be given back',
    skyTag: 'the excuse: always playable, never wins',
    commandHint: 'For example: skat seven of hearts, pass, a uno, hold, call king of hearts, give jack of clubs, play pagat, table, game, order.',
    resumed: 'Your game of Tarok is back where you left it.',
    commandUnknown: 'I did not understand that. Try: play king of hearts, skat seven of clubs, pass, solo, table, help.',
    choicesHeading: (kind, n) => `${({ auction: 'Your bid', call: 'Call a card', declare: 'Choices' } as Record<string, string>)[kind] ?? 'Choices'}, ${plural(L, n, { one: 'choice', other: 'choices' })}`,
    form: 'Game',
    formOption: (f) => `${FORM_NAMES[f]} (${plural(L, f === 'deux' ? 2 : 3, { one: 'player', other: 'players' })})`,
    formHelp: (f) => FORM_HELP[f],
    method: 'Taroklomber’s method',
    methodHelp: 'The old method: the dealer lays the Skat before the auction and it is his; a Due, a Uno and Solo. The new method: three cards lie aside, the declarer takes them and lays three away; a Uno and Solo.',
    methodOption: (m) => capitalize(METHOD[m]),
    variants: 'Variants',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? '',
    variantFor: (forms) => `Applies to: ${forms}.`,
    tours: 'Tours',
    toursHelp: 'En trois and Taroklomber: in a tour everyone deals once.',
    toursDefault: 'As in the book: 4 tours',
    toursCount: (n) => plural(L, n, { one: 'tour', other: 'tours' }),
    parties: 'Parties',
    partiesHelp: 'En deux: how many parties to 100 the session has.',
    partiesCount: (n) => plural(L, n, { one: 'party', other: 'parties' }),
    seatHelp: 'En deux is for two, en trois and Taroklomber for three. The first dealer is drawn at random.',
  },
  tarok: {
    formName: (f, m) => (f === 'lomber' ? `${FORM_NAMES[f]}, ${METHOD[m]}` : FORM_NAMES[f]),
    gameName: (g) => GAME[g],
    taroksName: 'taroks',
    taroksCases: { genitive: 'taroks', accusative: 'taroks' },
    order:
      'The order of the cards: the taroks run from the Mond, the 21, down to the Pagat, the 1, which every other tarok beats; the Excuse never wins a trick. ' +
      'In spades and clubs the king is high and the ace low. In the red suits, hearts and diamonds, the pips run backwards: after the jack the ace is the highest pip and the ten the lowest.',

    dealStarted: (f) => {
      const head = f.of ? `Deal ${f.deal} of ${f.of}.` : `Deal ${f.deal}.`;
      const who = `${subj(f.dealer)} ${v(f.dealer, 'deal', 'deals')}; ${subj(f.eldest, false)} ${v(f.eldest, 'are', 'is')} eldest.`;
      if (f.form === 'lomber' && f.method === 'new') return `${head} ${who} The top three cards lie aside as the Skat; ${subj(f.eldest, false)} ${v(f.eldest, 'speak', 'speaks')} first.`;
      const lays = f.layer ? ` ${subj(f.layer)} ${v(f.layer, 'lay', 'lays')} the Skat first.` : '';
      return `${head} ${who}${lays}`;
    },
    skatCard: (w, card, n) =>
      card ? `${subj(w)} ${v(w, 'lay', 'lays')} ${card} into the Skat${n ? `, ${n} of 3` : ''}.` : `${subj(w)} ${v(w, 'lay', 'lays')} a card into the Skat${n ? `, ${n} of 3` : ''}.`,
    skatLaid: (w) => `${subj(w)} ${v(w, 'have', 'has')} laid the Skat.`,
    announced: announcement,

    bid: (w, game) => `${subj(w)} ${v(w, 'bid', 'bids')} ${game}.`,
    hold: (w, game) => `${subj(w)} ${v(w, 'hold', 'holds')} ${game}.`,
    passed: (w) => `${subj(w)} ${v(w, 'pass', 'passes')}.`,
    auctionWon: (w, game, calls, takesSkat) =>
      `${subj(w)} ${v(w, 'play', 'plays')} ${game}${calls ? `, calling ${calls === 1 ? 'one card' : 'two cards'}` : ''}.` + (takesSkat ? ` ${subj(w)} ${v(w, 'take', 'takes')} the Skat and ${v(w, 'lay', 'lays')} three cards away.` : ''),
    allPassed: (eldest, each) => `Everyone passed: the cards are thrown in, and ${obj(eldest)} ${v(eldest, 'receive', 'receives')} ${each} from each, à personne.`,
    skatTaken: (w, cards) => (cards ? `${subj(w)} ${v(w, 'take', 'takes')} the Skat: ${cards}.` : `${subj(w)} ${v(w, 'take', 'takes')} the Skat.`),
    called: (w, card, from) =>
      from ? `${subj(w)} ${v(w, 'call', 'calls')} ${card}; ${from.self ? 'you hand' : `${from.name} hands`} it over.` : `${subj(w)} ${v(w, 'call', 'calls')} ${card}: it lies in the Skat, nobody hands it over.`,
    given: (w, to, card) => (card ? `${subj(w)} ${v(w, 'give', 'gives')} ${obj(to)} ${card} back.` : `${subj(w)} ${v(w, 'give', 'gives')} ${obj(to)} a card back.`),

    taroked: (w, card) => `${subj(w)} ${v(w, 'tarok', 'taroks')} with ${card}.`,
    skied: (w, card, led) => (led ? `${subj(w)} ${v(w, 'lead', 'leads')} ${card}: the next card sets the suit.` : `${subj(w)} ${v(w, 'play', 'plays')} ${card}.`),
    sky: (owner, to, kept, trick) =>
      kept
        ? `${subj(owner)} ${v(owner, 'keep', 'keeps')} the Excuse and ${v(owner, 'give', 'gives')} ${obj(to)} a ladon for it.`
        : `${poss(owner, true)} Excuse, played in trick ${trick}, one of the last three, is lost to ${obj(to)}.`,
    prize: (before, card, owner, trick, value) => {
      if (trick === 0) return `${capitalize(card)} in the Skat lies before ${obj(before)} as made: ${value}.`;
      const made = before.self === owner.self && before.name === owner.name;
      const ultimo = trick === 25 ? ' in the last trick' : '';
      return made ? `${poss(owner, true)} ${card} is made${ultimo} and lies before ${obj(before)}: ${value}.` : `${poss(owner, true)} ${card} is lost${ultimo} and lies before ${obj(before)}: ${value}.`;
    },
    cardPoints: (lines) => `Card points: ${lines.map((l) => `${obj(l.who)} ${l.points}`).join(', ')}.`,
    result: (outcome, d, game, points) => {
      if (!d || !game) return 'Nobody played.';
      switch (outcome) {
        case 'tout':
          return `${subj(d)} ${v(d, 'make', 'makes')} Tout in ${game}: every trick.`;
        case 'win':
          return `${subj(d)} ${v(d, 'win', 'wins')} ${game} with ${pointsN(points ?? 0)}.`;
        case 'remise':
          return `${capitalize(game)} is a remise: ${obj(d)} ${v(d, 'have', 'has')} exactly 39.`;
        default:
          return `${subj(d)} ${v(d, 'lose', 'loses')} ${game} with ${pointsN(points ?? 0)}.`;
      }
    },
    score: (lines) => `This deal writes ${lines.map((l) => `${obj(l.who)} ${l.added}`).join(', ')}. ${tarokEn.tarok.partyNow(lines)}`,
    partyOver: (winner, parties, points, scores) =>
      `${subj(winner)} ${v(winner, 'win', 'wins')} the party, ${scores.map((s) => s.score).join(' to ')}: ${parties === 2 ? 'a double party, the loser being below 50' : 'one party'}, and ${pointsN(points)}.`,
    payments: (lines) => `Payments: ${lines.map((p) => `${subj(p.from, false)} ${v(p.from, 'pay', 'pays')} ${obj(p.to)} ${p.amount} ${REASON[p.reason] ?? p.reason}`).join('; ')}.`,
    dealOver: (outcome, last) => (last ? 'The last deal is over.' : outcome === 'passed' ? 'The deal is thrown in.' : 'The deal is over.'),
    sessionOver: (places) => `The session is over. ${places.map((p) => `Place ${p.place}: ${obj(p.who)}, ${signed(p.balance)}`).join('; ')}.`,

    balances: (lines) => `Marks: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    partyNow: (lines) =>
      `The party: ${lines
        .map((l) => `${obj(l.who)} ${l.score}, ${l.score >= 100 ? 'past 100' : `${100 - l.score} short of 100`}, ${l.score >= 50 ? 'above the 50 line' : 'below the 50 line'}`)
        .join('; ')}.`,
    auctionNow: (game, holder, passed, toMove) =>
      (game ? `The bid is ${game}${holder ? `, held by ${obj(holder)}` : ''}.` : 'No bid yet.') +
      (passed.length ? ` Passed: ${list(L, passed.map(obj))}.` : '') +
      (toMove ? ` ${subj(toMove)} ${v(toMove, 'speak', 'speaks')}.` : ''),
    gameNow: (d, game, calls) =>
      (d && game ? `${subj(d)} ${v(d, 'play', 'plays')} ${game}.` : 'Nobody has won the auction.') +
      (calls.length
        ? ` Calls: ${calls.map((c) => `${c.card}, ${c.from ? `handed over by ${obj(c.from)}` : 'in the Skat'}${c.returned ? `, given back: ${c.returned}` : ''}`).join('; ')}.`
        : ''),
    noAuction: 'There is no auction in this form: the dealer lays the Skat and everyone plays for himself.',
    mySkat: (cards, layer) => (cards ? `The Skat${layer ? `, laid by ${obj(layer)}` : ''}: ${cards}.` : 'You do not see the Skat.'),
    announcementsNone: 'No announcements yet: they come when the Skat is laid.',
    tricksLine: (lines) => `tricks: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'skat':
          return `Your turn: lay ${f.toLay === 1 ? 'one more card' : `${NUMBERS[f.toLay] ?? f.toLay} cards`} into the Skat; no tarok and no King.`;
        case 'auction':
          return f.game ? `Your turn to bid: the bid is ${f.game}${f.holder ? `, held by ${obj(f.holder)}` : ''}.` : 'Your turn to bid.';
        case 'call':
          return `Your turn: call a counting card you do not hold (${f.calls === 1 ? 'one call' : 'two calls'} in this game).`;
        case 'give':
          return 'Your turn: give a card back: neither a tarok nor a King if you can, and not the card just received.';
        default:
          return `Your turn.${f.follow ? ` Follow ${f.follow}.` : f.mustTarok ? ' You must play a tarok.' : ''}`;
      }
    },
    notYourTurn: (w) => `It is not your turn: ${subj(w, false)} ${v(w, 'are', 'is')} to move.`,

    choicePass: (game, holder) => (game && holder ? `Pass: ${game} stays with ${obj(holder)}` : 'Pass'),
    choiceBid: (game, calls) => `${capitalize(game)}: ${callsWords(calls)}`,
    choiceHold: (game, challenger) => `Hold ${game}${challenger ? ` against ${obj(challenger)}` : ''}`,
    choiceCall: (card) => `Call ${card}`,

    violation: (code, rule, f) => {
      const card = f.card ?? 'That card';
      switch (code) {
        case 'NOT_YOUR_TURN':
          return `It is not your turn${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'are', 'is')} to move` : ''} (${rule}).`;
        case 'WRONG_PHASE':
          return `Nothing can be played now (${rule}).`;
        case 'CARD_NOT_IN_HAND':
          return `${capitalize(card)} is not in your hand (${rule}).`;
        case 'SKAT_FORBIDDEN':
          return `${capitalize(card)} may not go to the Skat: neither a tarok nor a King may (${rule}).`;
        case 'NOT_ON_LADDER':
          return `That game is not played in this method (${rule}).`;
        case 'BID_TOO_LOW':
          return `You must bid a game higher than the one standing (${rule}).`;
        case 'CANNOT_HOLD':
          return `Only the holder answering a higher bid may hold (${rule}).`;
        case 'BAD_CALL':
          return `${capitalize(card)} cannot be called: only a counting card you do not hold and have not called yet (${rule}).`;
        case 'BAD_RETURN':
          return `${capitalize(card)} cannot be given back: no tarok or King while you hold another card, and not the card just received (${rule}).`;
        case 'MUST_FOLLOW_SUIT':
          return `You must follow suit${f.suit ? `: ${f.suit}` : ''} (${rule}); the Excuse is always free.`;
        case 'MUST_PLAY_TAROK':
          return `You cannot follow: you must play a tarok (${rule}); the Excuse is always free.`;
        default:
          return `That move is not possible (${rule}).`;
      }
    },
    hint: (move, reason) => `Hint: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (r) =>
      ({
        voidSuit: 'It empties a suit, so you can tarok it later',
        keepPagat: 'It keeps the Pagat guarded',
        bid: 'The hand is strong enough for it',
        pass: 'The hand is too weak to bid',
        hold: 'The earlier seat keeps the bid',
        callCard: 'The best counting card to call',
        giveBack: 'The card you miss least',
        huntPagat: 'Hunting the Pagat',
        whip: 'Leading a long suit against the Pagat’s holder',
        savePagat: 'Saving the Pagat',
        pagatUltimo: 'The Pagat in the last trick',
        saveFigure: 'Saving a figure with the Excuse before the last three tricks',
        drawTaroks: 'Drawing taroks',
        win: 'It wins the trick',
        duck: 'Giving the trick away cheaply',
        searched: 'The best of the deals played out',
        layPagat: 'The Pagat is safer in the Skat with so few taroks',
        waitPagat: 'Keeping the Pagat back for the last trick',
        cashMaster: 'Taking the trick with the best card of the suit',
        leadNoFigure: 'A lead that risks no figure',
        leadLow: 'A low lead',
        takeFigures: 'It takes the figures lying in the trick',
        friendWinning: 'Your partner already wins the trick',
        overtrump: 'Taroking higher than the tarok lying',
        signalPagat: 'Showing where the Pagat is',
        keepXXI: 'The Mond is kept for a trick worth it',
        discard: 'The card you miss least',
        follow: 'Following with the card you miss least',
        careless: 'A quick choice',
      })[r] ?? null,
  },
};
