/**
 * The Ombre family's English catalogue (src/games/ombre/messages.ts), over the trick table's shared
 * words, with the words of the English Ombre table: "I ask", "pass", "I hold", Ask, Tourné, Obscurité,
 * Grand Casco, Solo, Solo tout; the favourite suit (in colour); Spadille, Manille, Basto, Ponte,
 * matadors; Lomber, mano; premiers, vole, remise, codille, bête, pot, kettle.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { OmbreCatalogue } from '../../src/games/ombre/messages.js';
import type { Contract } from '../../src/games/ombre/types.js';
import type { OmbreReason } from '../../src/games/ombre/bots/types.js';
import { trickUiEn, tricksEn } from '../tricks/en.js';
import { GAME_NAMES, VARIANTS } from './rules-en.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const obj = (w: Who) => (w.self ? 'you' : w.name);
const v = (w: Who, you: string, he: string) => (w.self ? you : he);
const marks = (n: number) => plural(L, n, { one: 'mark', other: 'marks' });
const tricksN = (n: number) => plural(L, n, { one: 'trick', other: 'tricks' });
const cardsN = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
const names = (ws: readonly Who[]) => list(L, ws.map(obj));
/** A side as subject: its verb in the singular or plural. */
const sideV = (ws: readonly Who[], base: string, third: string) => (ws.length > 1 || ws[0]?.self ? base : third);

const CONTRACT: Record<Contract, string> = {
  ask: 'Ask',
  'ask-colour': 'Ask in colour',
  tourne: 'Tourné',
  obscurite: 'Obscurité',
  'obscurite-bottom': 'Obscurité from the bottom',
  'obscurite-middle': 'Obscurité from the middle',
  casco: 'Grand Casco',
  solo: 'Solo',
  'solo-colour': 'Solo in colour',
  'solo-tout': 'Solo tout',
  'solo-tout-colour': 'Solo tout in colour',
  grandissimo: 'Grandissimo',
  nullissimo: 'Nullissimo',
  mediateur: 'Mediateur',
  forcee: 'Spadille forcée',
};

const TITLE = { spadille: 'Spadille', manille: 'Manille', basta: 'Basto', ponte: 'Ponte' } as const;

const GAME_HELP = {
  ombre: 'Three players, 40 cards, 9 each, a talon of 13; the Lomber plays alone against two.',
  'en-deux': 'Two players, no diamonds, 8 each, a talon of 14; only Ask and Solo, no favourite.',
  'en-quatre': 'Four players, each for himself, 8 each, a talon of 8; the games as for three.',
  quadrille: 'Four players, 10 each, no talon; the Lomber calls a King whose holder is secretly his partner.',
  cinquille: 'Five players, 8 each, no talon; like Quadrille, with Solo tout.',
} as const;

export const ombreEn: OmbreCatalogue = {
  tricks: tricksEn,
  ui: {
    ...trickUiEn,
    commands: {
      ...trickUiEn.trickCommands,
      playCard: { name: 'Play card', help: 'Play the card in focus; in your exchange, mark it for the discard or unmark it (the suggestion comes marked; K lays the marked cards away and takes); in a Mediateur, give it back to the giver.' },
      suitS: { name: 'Spades', help: 'In your hand: go to your highest spade; when spades are trumps, to the trumps.' },
      suitH: { name: 'Hearts', help: 'In your hand: go to your highest heart; when hearts are trumps, to the trumps.' },
      suitD: { name: 'Diamonds', help: 'In your hand: go to your highest diamond; when diamonds are trumps, to the trumps.' },
      suitC: { name: 'Clubs', help: 'In your hand: go to your highest club; when clubs are trumps, to the trumps.' },
      readTable: { name: 'Table and marks', help: 'The pot, the waiting bêtes and which one is played for, everyone’s marks, and which deal of the session this is.' },
      readGame: { name: 'Game', help: 'The auction so far; afterwards the Lomber and his game, trumps and the favourite, the card called and the partner once known, the exchange, your discards and the tricks.' },
      declare: { name: 'Choices', help: 'Open the list of what you may do now: your bid, the trump, the card to call, stop or the vole, take, throw in.' },
      take: { name: 'Take', help: 'In the exchange: lay away the cards marked, then draw as many cards from the talon as you laid away; that ends your exchange.' },
      nextDeal: { name: 'Next deal', help: 'Deal the next deal when this one is over.' },
      pickChoice: { name: 'Pick a choice', help: 'In the list of choices, the digits 1 to 9 pick that choice. Your bid is one or two keys: a Solo, a Solo tout, the Obscurités and holding in a suit are one entry each that opens its own list (its suits, or which), where the digit picks the bid; Escape goes back to the first list.' },
    },
    colRole: 'Role',
    colTricks: 'Tricks',
    colMarks: 'Marks',
    mano: 'mano',
    lomber: 'Lomber',
    partner: 'partner',
    defender: 'defender',
    matador: 'matador',
    laidAway: (n, of) => `${n} laid away, at most ${of}`,
    blackAcesGroup: (n) => `Black aces, always trumps, ${cardsN(n)}`,
    gameLabel: 'Game',
    dealLabel: 'Deal',
    dealOf: (n, of) => `deal ${n} of ${of}`,
    favouriteLabel: 'Favourite',
    contractLabel: 'Playing',
    calledLabel: 'Called',
    potLabel: 'Pot',
    betesLabel: 'Bêtes',
    talonLabel: 'Talon',
    none: 'none',
    noTrumpYet: 'not fixed yet',
    readTable: 'Table',
    readGame: 'Game',
    declare: 'Choices',
    take: (n) => `Take ${cardsN(n)}`,
    commandHint: 'For example: pass, I ask, solo in diamonds, I hold, trump hearts, call king of hearts, discard two of spades, take, play Spadille, stop, table.',
    resumed: 'Your game of Ombre is back where you left it.',
    commandUnknown: 'I did not understand that. Try: pass, solo in diamonds, play ace of spades, take, table, help.',
    choicesHeading: (phase, n) =>
      `${({ auction: 'Your bid', bidGroup: 'Your bid', trump: 'Name the trump', call: 'Call a card', stop: 'Premiers: stop or the vole', declare: 'Choices' } as Record<string, string>)[phase] ?? 'Choices'}, ${plural(L, n, { one: 'choice', other: 'choices' })}`,
    family: 'Game',
    gameOption: (g) => `${GAME_NAMES[g]} (${plural(L, { ombre: 3, 'en-deux': 2, 'en-quatre': 4, quadrille: 4, cinquille: 5 }[g], { one: 'player', other: 'players' })})`,
    gameHelp: (g) => GAME_HELP[g],
    variants: 'Variants',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? '',
    variantFor: (games) => `Applies to: ${games}.`,
    tours: 'Tours',
    toursHelp: 'In a tour everyone deals once; after the last, the kettle is shared.',
    toursDefault: 'As in the book: for three 4, for two 6, for four 3, Quadrille 3, Cinquille 2',
    toursCount: (n) => plural(L, n, { one: 'tour', other: 'tours' }),
    seatHelp: 'The seats follow each other counter-clockwise; the first dealer is drawn by lot.',
  },
  ombre: {
    gameName: (g) => GAME_NAMES[g],
    contract: (c) => CONTRACT[c],
    contractWith: (c, suit) => {
      if (!suit) return CONTRACT[c];
      switch (c) {
        case 'solo':
          return `Solo in ${suit}`;
        case 'solo-tout':
          return `Solo tout in ${suit}`;
        case 'solo-colour':
        case 'solo-tout-colour':
        case 'ask-colour':
          return `${CONTRACT[c]}, ${suit}`;
        default:
          return CONTRACT[c];
      }
    },
    title: (t) => TITLE[t],
    titled: (title, card, form) => `${TITLE[title]} (${card.name(form)})`,
    blackAces: (titles) => `Black aces, always trumps: ${list(L, titles.map((t) => TITLE[t]))}`,

    dealStarted: (deal, of, dealer, mano, favourite, pot, betes, blok) =>
      `Deal ${deal} of ${of}. ${subj(dealer)} ${v(dealer, 'deal', 'deals')} and ${v(dealer, 'put', 'puts')} a mark in the pot${blok ? '; the table was empty: everyone adds the Blok, one mark' : ''}; ${subj(mano, false)} ${v(mano, 'are', 'is')} the mano.` +
      (favourite ? ` The favourite is ${favourite}.` : '') +
      ` In the pot: ${marks(pot)}${betes.length ? `, and ${betes.length === 1 ? 'a bête' : 'bêtes'} of ${list(L, betes.map(String))}` : ''}.`,
    bid: (w, c, contract) =>
      c === 'ask' ? `${subj(w)} ${v(w, 'ask', 'asks')}.` : c === 'ask-colour' ? `${subj(w)} ${v(w, 'ask', 'asks')} in colour.` : `${subj(w)} ${v(w, 'bid', 'bids')} ${contract}.`,
    hold: (w, contract) => `${subj(w)} ${v(w, 'hold', 'holds')}: ${w.self ? 'you will' : `${w.name} will`} play ${contract} ${w.self ? 'yourself' : 'instead'}.`,
    pass: (w) => `${subj(w)} ${v(w, 'pass', 'passes')}.`,
    acesShown: (w) => `${subj(w)} ${v(w, 'show', 'shows')} Spadille and Basto.`,
    auctionWon: (w, contract) => `${subj(w)} ${v(w, 'are', 'is')} the Lomber: ${contract}.`,
    allPassed: 'Everyone passes: the cards are thrown in, the pot stays.',
    spadilleForcee: (w) => `Everyone passes: Spadille forcée. ${subj(w)} ${v(w, 'hold', 'holds')} Spadille and ${v(w, 'must', 'must')} play.`,
    convert: (w, c, contract) => (c === 'ask-colour' ? `${subj(w)} ${v(w, 'name', 'names')} the favourite: ${contract}.` : `${subj(w)} ${v(w, 'turn', 'turns')} the Ask into ${contract}.`),
    turned: (card) => `The top card of the talon is turned: ${card}.`,
    trump: (suit, colour) => (suit ? `${capitalize(suit)} ${suit.endsWith('s') ? 'are' : 'is'} trumps${colour ? ', the favourite: everything counts double' : ''}.` : 'No trumps but Spadille and Basto.'),
    called: (w, card, request) =>
      request ? `${subj(w)} ${v(w, 'ask', 'asks')} for the ${card}.` : `${subj(w)} ${v(w, 'call', 'calls')} the ${card}. Its holder plays with ${obj(w)}; that stays secret until it is played.`,
    youArePartner: (lomber) => `You hold the called card: you play with ${lomber.name}, and nobody knows it until it is played.`,
    handedOver: (from, to, card) => `${subj(from)} ${v(from, 'hand', 'hands')} ${obj(to)} the ${card}, face up.`,
    given: (w, to, card) => `${subj(w)} ${v(w, 'give', 'gives')} ${obj(to)} a card back face down${card ? `: ${card}` : ''}.`,
    discarded: (card, count, limit, blind) => `${blind ? 'Laid away blind' : 'Laid away'}: ${card}. ${count} of at most ${limit}.`,
    laidAwayAll: (cards, count, blind) => (count === 1 ? `You lay away ${cards}${blind ? ' blind' : ''}.` : `You lay away ${cardsN(count)}${blind ? ' blind' : ''}: ${cards}.`),
    exchange: (w, count, left) =>
      count === 0 ? `${subj(w)} ${v(w, 'take', 'takes')} no cards.` : `${subj(w)} ${v(w, 'take', 'takes')} ${cardsN(count)}; ${left === 0 ? 'nothing is left in the talon' : `${left} left in the talon`}.`,
    turnedTaken: (w, card) => `The turned card, ${card}, goes to ${obj(w)}.`,
    cardsTaken: (cards, blind) => `${blind ? 'Drawn blind' : 'You draw'}: ${cards}.`,
    throwIn: (w) => `${subj(w)} ${v(w, 'throw', 'throws')} the game in.`,
    partnerRevealed: (w, lomber, card) => `The ${card} is played: ${subj(w, false)} ${v(w, 'play', 'plays')} with ${obj(lomber)}.`,
    voleDeclared: (w) => `${subj(w)} ${v(w, 'play', 'plays')} on after the premiers and so ${v(w, 'declare', 'declares')} the vole: now only every trick will do.`,
    stop: (w, auto) => (auto ? 'The premiers are made and the called King has not been played: the deal ends here, won.' : `${subj(w)} ${v(w, 'stop', 'stops')} after the premiers: won.`),
    tricksLine: (lines) => `tricks: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,
    result: (outcome, side, n, vole, premiers, devole, line) => {
      const who = side.length ? capitalize(names(side)) : 'The Lomber';
      const head =
        outcome === 'win'
          ? `Won: ${who}, ${tricksN(n)}${premiers ? ', with the premiers' : ''}${vole === 'made' ? ', the vole' : vole === 'missed' ? ', but the declared vole is missed' : ''}`
          : outcome === 'remise'
            ? `Remise: ${who}, ${tricksN(n)}; the Lomber loses`
            : `Codille: ${who}, only ${tricksN(n)}${devole ? ', not a single one: devole' : ''}`;
      return `${head}. ${capitalize(line)}.`;
    },
    honours: (h) => {
      const parts: string[] = [];
      if (h.game) parts.push(`game ${h.game}`);
      if (h.matadors) parts.push(`${h.count} matadors ${h.matadors}`);
      if (h.premiers) parts.push(`premiers ${h.premiers}`);
      if (h.vole > 0) parts.push(`vole ${h.vole}`);
      if (h.vole < 0) parts.push(`missed vole minus ${-h.vole}`);
      if (h.devole) parts.push(`devole ${h.devole}`);
      const each = h.opponents > 1 ? 'each opponent' : 'the opponent';
      const side = h.side.length ? names(h.side) : 'the Lomber';
      const pay =
        h.total === 0
          ? 'Nobody pays honours'
          : h.won
            ? h.total > 0
              ? `${capitalize(each)} pays ${marks(h.total)}`
              : `${capitalize(each)} receives ${marks(-h.total)}`
            : `${capitalize(side)} ${sideV(h.side, 'pay', 'pays')} ${each} ${marks(h.total)}`;
      return `Honours: ${parts.length ? parts.join(', ') : 'none'}${h.colour && parts.length ? ', doubled in colour' : ''}. ${pay}.`;
    },
    payments: (lines) =>
      `Payments: ${lines
        .map((p) => {
          if (p.reason === 'pot' && p.to) return `${subj(p.to, false)} ${v(p.to, 'take', 'takes')} ${marks(p.amount)} from the table`;
          if (p.reason === 'bete' && p.from) return `${subj(p.from, false)} ${v(p.from, 'pay', 'pays')} a ${p.kind === 'double' ? 'double' : 'single'} bête of ${marks(p.amount)}`;
          if (p.from && p.to) return `${subj(p.from, false)} ${v(p.from, 'pay', 'pays')} ${obj(p.to)} ${marks(p.amount)}`;
          if (p.from) return `${subj(p.from, false)} ${v(p.from, 'put', 'puts')} ${marks(p.amount)} on the table`;
          return `${marks(p.amount)} to ${p.to ? obj(p.to) : 'the table'}`;
        })
        .join('; ')}.`,
    kettle: (total, shares) =>
      total === 0 ? 'The kettle is empty: nothing lies on the table.' : `The kettle: ${marks(total)} on the table are shared: ${shares.map((s) => `${obj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (outcome, last) =>
      last ? 'That was the last deal of the session.' : outcome === 'passed' ? 'Nobody plays this deal.' : 'The deal is over.',
    sessionOver: (places) => {
      const first = places.filter((p) => p.place === 1);
      const winner = first.some((p) => p.who.self) ? (first.length > 1 ? 'You share first place!' : 'You win the session!') : `${capitalize(names(first.map((p) => p.who)))} ${first.length > 1 ? 'win' : 'wins'} the session.`;
      return `${winner} Final standings: ${places.map((p) => `${p.place}. ${obj(p.who)} ${signed(p.balance)}`).join(', ')}. ${K('Shift+N')} starts a new game.`;
    },

    balances: (lines) => `Marks: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    table: (pot, betes, playedFor) =>
      `In the pot: ${marks(pot)}.` +
      (betes.length
        ? ` ${betes.length === 1 ? 'A bête' : 'Bêtes'}: ${list(L, betes.map((b) => `${b.amount} ${b.double ? 'double' : 'single'}`))}; the deal is played for the highest, ${playedFor}, and the pot.`
        : ' No bête.'),
    auctionSoFar: (speeches, toMove) => `Auction: ${speeches.length ? speeches.join(', ') : 'nobody has spoken yet'}.${toMove ? ` ${subj(toMove)} ${v(toMove, 'are', 'is')} to speak.` : ''}`,
    speech: (w, move, contract) =>
      move === 'pass' ? `${obj(w)} ${v(w, 'pass', 'passes')}` : move === 'hold' ? `${obj(w)} ${v(w, 'hold', 'holds')} ${contract ?? ''}`.trim() : `${obj(w)} ${contract ?? ''}`.trim(),
    gameState: (lomber, contract, trump, fixed, favourite) => {
      const fav = favourite ? `The favourite is ${favourite}.` : 'No favourite suit in this deal.';
      if (!contract) return fav;
      const t = trump ? `Trumps: ${trump}.` : fixed ? 'No trumps but Spadille and Basto.' : 'The trump is not fixed yet.';
      return `${lomber ? `${subj(lomber)} ${v(lomber, 'are', 'is')} the Lomber: ${contract}.` : `${contract}.`} ${t} ${fav}`;
    },
    calledState: (card, partner, lomber, request) =>
      request
        ? `${subj(lomber)} asked for the ${card}.`
        : partner
          ? `Called: the ${card}; ${subj(partner, false)} ${v(partner, 'play', 'plays')} with ${obj(lomber)}.`
          : `Called: the ${card}; its holder is still secret.`,
    exchangeState: (lines, talon) => `Exchanged: ${lines.length ? lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ') : 'nobody yet'}; ${cardsN(talon)} in the talon.`,
    turnedState: (card, to) => `Turned: ${card}${to ? `, drawn by ${obj(to)}` : ', lying on top of the talon'}.`,
    myDiscards: (cards) => `Your discards: ${cards}.`,
    matadorsInHand: (n) => `You hold ${n} matadors.`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'auction':
          return 'Your turn to bid.';
        case 'trump':
          return `Name the trump.${f.mayThrowIn ? ' You may also throw in.' : ''}`;
        case 'call':
          return 'Call a card.';
        case 'give':
          return `Give the giver a card back face down: ${K('Enter')} on a card.`;
        case 'exchange':
          return f.obscurite
            ? `Obscurité: lay away ${f.limit - 1} or ${f.limit} cards blind; mark them with ${K('Enter')} on a card, then K lays them away and draws as many.`
            : `Your exchange: mark the cards to lay away with ${K('Enter')} on a card, at most ${f.limit}; K lays them away and takes as many${f.laid ? `, ${f.laid} laid away now` : ''}.`;
        case 'play':
          return `Your turn.${f.follow ? ` ${f.follow}` : ''}${f.mayStop ? ' You have the premiers: stop, or lead a card and so declare the vole.' : ''}${f.mayThrowIn ? ` You may still throw in: ${K('Shift+A')}.` : ''}`;
        default:
          return 'Your turn.';
      }
    },
    notYourTurn: (w) => `It is not your turn: ${subj(w, false)} ${v(w, 'are', 'is')} to move.`,
    mustFollow: (suit) => `You must follow suit: ${suit}.`,
    mustTrump: 'A trump was led: you must play a trump.',
    exempt: (titles, free) => {
      const names = list(L, titles.map((t) => TITLE[t]));
      const many = titles.length > 1;
      return free
        ? `A trump was led, but ${names} need not follow: only a higher matador led forces ${many ? 'them' : 'it'}. You may play any card.`
        : `${names} need not follow, only a higher matador led forces ${many ? 'them' : 'it'}; but ${many ? 'they' : 'it'} may be your trump.`;
    },
    forced: (title, by) => `${TITLE[by]} led forces your ${TITLE[title]}.`,

    commits: (c, f) => {
      const party = f.game === 'quadrille' || f.game === 'cinquille';
      switch (c) {
        case 'ask':
          return party ? `you name the trump and call a King as your partner, ${tricksN(f.needs)} together` : 'you name the trump and exchange first';
        case 'ask-colour':
          return party ? `trumps are the favourite, ${f.favourite ?? ''}; you call a King` : `trumps are the favourite, ${f.favourite ?? ''}; you exchange first`;
        case 'tourne':
          return 'the top card of the talon fixes the trump; you exchange first';
        case 'obscurite':
        case 'obscurite-bottom':
        case 'obscurite-middle':
          return `you lay away ${f.hand - 1} or ${f.hand} cards blind, draw as many ${c === 'obscurite-bottom' ? 'from the bottom of the talon' : c === 'obscurite-middle' ? 'from the middle of the talon' : 'from the top'} and then name the trump`;
        case 'casco':
          return party
            ? f.hoyle
              ? 'you show Spadille and Basto, name the trump and call a King'
              : 'you show Spadille and Basto and call a King: its suit becomes trumps'
            : 'you show Spadille and Basto; the top card of the talon fixes the trump, you exchange first';
        case 'solo':
        case 'solo-colour':
          return party ? `no partner: you play alone against all, ${tricksN(f.needs)}` : `no exchange: you play your ${f.hand} cards alone`;
        case 'solo-tout':
        case 'solo-tout-colour':
          return party ? 'no partner: you play alone and must win every trick' : 'no exchange: you must win every trick';
        case 'grandissimo':
          return 'no trumps but Spadille and Basto, no exchange';
        case 'nullissimo':
          return 'without a black ace: you must not win a trick, no exchange';
        case 'mediateur':
          return `you name the trump, ask for a King you do not hold and play alone, ${tricksN(f.needs)}`;
        case 'forcee':
          return 'you call a King: its suit becomes trumps';
      }
    },
    pays: (value, inColour, opponents) => {
      const each = opponents > 1 ? 'from each' : 'from the opponent';
      const base = value === 0 ? 'pays only matadors and premiers' : `pays ${value} ${each}`;
      return `${base}${inColour !== null ? `, in colour ${inColour}${value === 0 ? ` ${each}` : ''}` : ''}`;
    },
    choiceBid: (contract, commits, pays) => `${contract}: ${commits}, ${pays}`,
    choiceHold: (contract, commits, pays) => `Hold, play ${contract} yourself: ${commits}, ${pays}`,
    choicePass: (holder, contract) => (holder && contract ? `Pass; ${contract} stays with ${obj(holder)}` : 'Pass'),
    choiceTrump: (suit, favourite, pays) => `Trumps ${suit}${favourite ? (pays ? `, the favourite: Ask in colour, ${pays}` : ', the favourite: everything counts double') : ''}`,
    choiceConvert: (contract, commits, pays) => `Instead of the Ask, ${contract}: ${commits}, ${pays}`,
    choiceCall: (card, own, trumpFromIt, request) =>
      request ? `Ask for the ${card}` : `Call the ${card}${trumpFromIt ? ': its suit becomes trumps' : ''}${own ? '; you hold it yourself and play alone' : ''}`,
    choiceThrowIn: 'Throw in: a single bête, no honours',
    choiceTake: (n, blind) => (n === 0 ? 'Take nothing' : blind ? `Draw ${cardsN(n)} blind` : `Take ${cardsN(n)}`),
    choiceStop: 'Stop: won, with the premiers',
    choiceVole: 'Play on: your next card declares the vole, and then you must win every trick.',
    choiceBidGroup: (group, contract, n) =>
      `${group === 'hold' ? `I hold ${contract}` : contract}: choose ${group === 'obscurite' ? 'which' : 'the suit'}, ${plural(L, n, { one: 'choice', other: 'choices' })}`,
    choiceGive: (card, to) => `Give the ${card} back to ${obj(to)}`,

    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: `It is not your turn${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'are', 'is')} to move` : ''}.`,
        WRONG_PHASE: 'That is not possible at this point of the deal.',
        NOT_ON_LADDER: 'That game does not exist here.',
        BID_TOO_LOW: 'Your bid must be higher than the bid standing.',
        CANNOT_HOLD: 'Only the player holding the bid, just outbid, may hold.',
        NEEDS_BLACK_ACES: 'Grand Casco needs Spadille and Basto in your hand.',
        NULLISSIMO_ACES: 'Nullissimo is only for a player without a black ace.',
        NO_REQUEST: 'You have no King to ask for.',
        BAD_SUIT: 'That suit does not fit this game: a game in colour takes the favourite, a plain one another suit.',
        CANNOT_CONVERT: 'Only a player left alone with the Ask may change it, and only into a game below Solo.',
        BAD_TRUMP: 'That suit cannot be trumps here.',
        BAD_CALL: 'That card may not be called.',
        CARD_NOT_IN_HAND: `${f.card ? capitalize(f.card) : 'That card'} is not in your hand.`,
        EXCHANGE_SIZE: `You may lay away at most ${f.limit ?? 'that many'} cards, and only from your hand.`,
        OBSCURITE_KEEP: 'In Obscurité you keep at most one card: lay away more.',
        CANNOT_THROW_IN: 'Only the Lomber may throw in, before his first card.',
        MUST_FOLLOW_SUIT: `You must follow the suit led${f.card ? `; ${f.card} does not` : ''}.`,
        MUST_PLAY_TRUMP: `A trump was led and you hold a trump that must follow${f.card ? `; ${f.card} is no trump` : ''}.`,
        CANNOT_STOP: 'You may stop only after the premiers, when you lead.',
        UNKNOWN_MOVE: 'There is no such move.',
      } as Record<string, string>)[code] ?? 'That move is not allowed.') + ` (rule ${rule})`,
    hint: (move, reason) => `Hint: ${move.replace(/\.$/, '')}.${reason ? ` ${reason}` : ''}`,
    hintReason: (reason) => HINTS[reason] ?? null,
  },
};

/** Why a computer player would choose a move (the reason codes of src/games/ombre/bots). */
const HINTS: Readonly<Record<string, string>> = {
  forced: 'It is the only move.',
  random: 'A playable move, without much weighing.',
  bidAsk: 'With the help the talon is likely to give, the hand is enough for the Ask.',
  bidAskColour: 'The favourite is your hand’s best suit.',
  bidTourne: 'A black ace, trumps and Kings: the turned card may fix the trump.',
  bidObscurite: 'A poor hand with one card worth keeping.',
  bidCasco: 'Both black aces: Grand Casco pays like Solo.',
  bidSolo: 'Enough sure tricks without an exchange.',
  bidSoloTout: 'Every trick looks sure.',
  bidGrandissimo: 'Enough top cards to win with only the black aces as trumps.',
  bidNullissimo: 'No black ace and low cards enough to take no trick.',
  bidMediateur: 'With the King asked for, the hand can play alone against all.',
  hold: 'The hand supports this game, and as the earlier seat you have priority.',
  pass: 'No higher game is worth playing with this hand.',
  nameTrump: 'The suit with the best prospects.',
  nameFavourite: 'The favourite as trumps: in colour everything counts double.',
  convert: 'Left alone with the Ask: a higher game below Solo brings more.',
  throwIn: 'A single bête costs less than playing on is likely to.',
  callKing: 'The King of a suit where you are short or hold a guarded Queen.',
  callQueen: 'With all four Kings one calls a Queen.',
  callOwnKing: 'With your own King you play alone.',
  callTrumpKing: 'The King whose suit suits your hand best as trumps.',
  askKing: 'The King of your longest suit.',
  giveBack: 'The card that helps you least.',
  discard: 'It is neither a trump nor a King.',
  discardVoid: 'The last card of that suit: once it is gone, you can trump the suit.',
  obscuriteKeep: 'Everything away but the card worth keeping.',
  take: 'Enough laid away: now take.',
  keepHand: 'The hand needs no cards, or leaves them to the next buyer.',
  stop: 'The vole is too uncertain: better stop.',
  declareVole: 'The remaining tricks look sure: the vole.',
  leadCalledKing: 'The partner leads the called King and so shows himself.',
  leadSmallTrump: 'A small trump from length; the high ones stay.',
  drawTrumps: 'With the trump force, the high trump draws the others’ trumps.',
  cashWinner: 'It should win its trick.',
  leadLow: 'A low card; the high ones stay.',
  leadForce: 'A suit the Lomber lacks: he must spend a trump.',
  winTrick: 'The cheapest card that wins the trick.',
  ruff: 'You lack the suit: you trump.',
  stopLomber: 'No trick for the Lomber.',
  followPartner: 'Your side holds the trick already: a low card.',
  duck: 'Give the trick up with the least useful card of the suit.',
  discardLow: 'You cannot or need not win: the least useful card.',
} satisfies Record<OmbreReason, string>;
