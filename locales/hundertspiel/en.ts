/**
 * Das Hundertspiel's English catalogue (src/games/hundertspiel/messages.ts). The game's own words stay:
 * the Do, the Cavall, Contra, Matsch, alt und neu, Vorhand, Scat. Suits are the pack's: swords, batons,
 * cups, coins. Card and seat names come in already formatted.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { AnnouncementPhrase, HundertspielCatalogue } from '../../src/games/hundertspiel/messages.js';
import { trickUiEn, tricksEn } from '../tricks/en.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const obj = (w: Who) => (w.self ? 'you' : w.name);
const v = (w: Who, base: string, third: string) => (w.self ? base : third);
const points = (n: number) => plural(L, n, { one: 'point', other: 'points' });
const marks = (n: number) => plural(L, n, { one: 'mark', other: 'marks' });
const cardsN = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const poss = (w: Who) => (w.self ? 'your' : `${w.name}'s`);
const names = (ws: readonly Who[]) => list(L, ws.map(obj));

const HONOUR: Record<string, [string, string]> = { A: ['ace', 'aces'], K: ['king', 'kings'], N: ['cavall', 'cavalls'], J: ['jack', 'jacks'], Do: ['Do', "Do's"] };
const KIND: Record<string, string> = { '26': '26', '52': '52', first52: 'first-trick 52' };
const CONTRA = ['', 'Contra', 'Recontra', 'Supra-Contra'] as const;

const announcement = (a: AnnouncementPhrase) =>
  `${poss(a.who)} ${KIND[a.kind]}${a.dos.length ? ` with ${list(L, a.dos)}` : ''}${a.contra ? `, ${CONTRA[a.contra]}` : ''}` +
  (a.status === 'won' ? ', won' : a.status === 'lost' ? ', lost' : '');

export const VARIANTS: Record<string, { name: string; description: string }> = {
  'V-H-1': { name: 'Trump by the cut', description: 'The trump is the suit of the bottom card of the cut pack, at every deal.' },
  'V-H-2': { name: 'Recontra and Supra-Contra', description: 'After a Contra the announcing party may double again, and the opponents once more.' },
  'V-H-3': { name: 'First-trick 52', description: 'Laying the trump Do to win the first trick with it, for 4 marks.' },
  'V-H-4': { name: 'Dead Scat', description: 'Three players: the 3 Scat cards are dead and count for nobody.' },
  'V-H-5': { name: 'Scat game pays 2', description: 'A Scat game pays 2 marks whatever the suit.' },
  'V-H-6': { name: 'Declaring out', description: 'Reaching 100 ends nothing: a party declares itself out; a false out loses.' },
  'V-H-7': { name: 'Alt und neu by agreement', description: 'An alt und neu deal is played only if every player agrees.' },
};

export const hundertspielEn: HundertspielCatalogue = {
  tricks: tricksEn,
  ui: {
    ...trickUiEn,
    commands: {
      ...trickUiEn.trickCommands,
      playCard: { name: 'Play card', help: 'Play the card in focus (in the Scat exchange: lay it away).' },
      readLastTrick: { name: 'Last trick', help: 'Read the last completed trick, who won it and its points.' },
      readScore: { name: 'Score', help: 'Read the points of the parties toward 100, the game and the marks.' },
      readAnnouncements: { name: 'Trump and announcements', help: "Read the trump, the laid Do's, the announcements and their state, the honours." },
      declare: { name: 'Declare', help: 'Open the list of what you may declare now: announcements, Contra, your aces, out.' },
      suitSw: { name: 'Swords', help: 'In your hand: move to your highest sword.' },
      suitBa: { name: 'Batons', help: 'In your hand: move to your highest baton.' },
      suitCu: { name: 'Cups', help: 'In your hand: move to your highest cup.' },
      suitCo: { name: 'Coins', help: 'In your hand: move to your highest coin (D for denari).' },
      nextDeal: { name: 'Next deal', help: 'Deal the next hand when this one is over.' },
    },
    laid: 'laid face up',
    colParty: 'Party',
    colMarks: 'Marks',
    vorhand: 'Vorhand',
    party: (n) => `party ${n}`,
    noTrump: 'not yet fixed',
    gameLabel: 'Game',
    gameOf: (n, of) => `game ${n} of ${of}`,
    announcementsLabel: 'Announcements',
    none: 'none',
    commandHint: 'For example: play do of batons, announce 26 do of batons, contra, pass, buy, trump cups, aces, score.',
    readAnnouncements: 'Trump and announcements',
    declare: 'Declare',
    resumed: 'Your Hundertspiel game is back where you left it.',
    choicesHeading: (phase, n) =>
      `${({ optIn: 'Alt und neu?', bid: 'Scat bidding', buy: 'Buy the Scat?', trump: 'Name the trump', announce: 'Announcements', contra: 'Contra?', declare: 'Declare', discard: 'Lay away', play: 'Your move', dealOver: 'Choices' } as Record<string, string>)[phase] ?? 'Choices'}, ${plural(L, n, { one: 'choice', other: 'choices' })}`,
    commandUnknown: 'I did not understand that. Try: play do of batons, contra, pass, score, help.',
    scat: 'Scat',
    scatHelp: 'Four players: 4 cards set aside, the trump is bid for or bought. Three players: 3 cards set aside.',
    scatOff: 'Without Scat',
    scatOn: 'With Scat',
    variants: 'Variants',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? '',
    games: 'Games to 100',
    gamesHelp: 'How many games to 100 the sitting lasts (1 to 5).',
    seatHelp: (n) => (n === 4 ? 'Players 1 and 3 are partners, and 2 and 4; the draw decides the first dealer.' : 'Three players, each for himself.'),
  },
  hundertspiel: {
    honourWord: (rank, count) => `${count} ${HONOUR[rank]![1]}`,
    announcement,
    contraWord: (level) => CONTRA[level],
    seats: (draws, dealer, partners) =>
      `The draw for seats: ${draws.map((d) => `${obj(d.who)} ${d.card}`).join(', ')}.` +
      (partners ? ` Partners: ${partners.map((p) => names(p)).join('; ')}.` : '') +
      ` ${subj(dealer)} ${v(dealer, 'deal', 'deals')} first.`,
    dealStart: (dealer, vorhand, trump, n, alt) =>
      `New deal: ${subj(dealer, false)} ${v(dealer, 'deal', 'deals')}, ${subj(vorhand, false)} ${v(vorhand, 'are', 'is')} Vorhand, ${trump ? `trumps are ${trump}` : 'the trump is not fixed yet'}, ${cardsN(n)} each.${alt ? ' This deal is alt und neu.' : ''}`,
    bottomCard: (card) => `The bottom card of the cut is ${card}.`,
    optIn: (w, agree) => `${subj(w)} ${agree ? v(w, 'agree', 'agrees') : v(w, 'decline', 'declines')} to alt und neu.`,
    altUndNeu: (on) => (on ? 'Everyone agrees: this deal is alt und neu.' : 'No alt und neu in this deal.'),
    pass: (w, phase) =>
      `${subj(w)} ${({ announce: v(w, 'announce nothing more', 'announces nothing more'), contra: v(w, 'say no Contra', 'says no Contra'), bid: v(w, 'pass', 'passes'), buy: v(w, 'do not buy', 'does not buy'), optIn: v(w, 'decline', 'declines') } as Record<string, string>)[phase] ?? v(w, 'pass', 'passes')}.`,
    bid: (w, suit, value) => `${subj(w)} ${v(w, 'bid', 'bids')} ${suit}, worth ${value}.`,
    outbid: (w, card) => `${subj(w)} ${v(w, 'are', 'is')} outbid and ${v(w, 'take', 'takes')} back ${card}.`,
    bought: (w, cards) => `${subj(w)} ${v(w, 'buy', 'buys')} the Scat${cards ? `: ${cards}` : ''}.`,
    discarded: (w, card, count, of) => `${subj(w)} ${v(w, 'lay', 'lays')} away ${card ?? 'a card'}, ${count} of ${of}.`,
    trumpFixed: (suit, w, value) => `Trumps are ${suit}${w ? `, named by ${obj(w)}` : ''}${value ? `, the game is worth ${marks(value)}` : ''}.`,
    announced: (a) => `${subj(a.who)} ${v(a.who, 'announce', 'announces')} a ${KIND[a.kind]}${a.dos.length ? `, laying ${list(L, a.dos)}` : ''}${a.contra ? `, ${CONTRA[a.contra]}` : ''}${a.status === 'won' ? ', won' : a.status === 'lost' ? ', lost' : ''}.`,
    carryOverVoid: 'An announcement after the end of the game: the new game starts again at 0.',
    honours: (w, rank, count, pts, score) => `${subj(w)} ${v(w, 'announce', 'announces')} ${count} ${HONOUR[rank]![1]}: ${points(pts)}${score ? `, ${score}` : ''}.`,
    contra: (w, level, a) => `${subj(w)} ${v(w, 'say', 'says')} ${CONTRA[level]} to ${announcement(a)}.`,
    playStart: (w) => `The play begins: ${subj(w, false)} ${v(w, 'lead', 'leads')}.`,
    scored: (reason, pts, ws, score) => `${reason === 'scat' ? 'The Scat' : 'Honours'}: ${points(pts)} for ${names(ws)}, ${score}.`,
    missingFourth: (w, rank, suit) => `${poss(w)} missing ${HONOUR[rank]![0]} is the ${HONOUR[rank]![0]} of ${suit}.`.replace(/^./, (c) => c.toUpperCase()),
    decided: (a, won) => `${capitalize(announcement({ ...a, status: 'open' }))}: ${won ? 'won' : 'lost'}.`,
    gameOver: (winners, score, matsch, then) =>
      `${winners ? `${capitalize(names(winners))} ${winners.length === 1 && winners[0]!.self ? 'win' : winners.length > 1 ? 'win' : 'wins'} the game` : 'The game is over'}, ${score}${matsch ? '. Matsch: the losers pay double' : ''}.` +
      (then === 'settle' ? ' The deal is played out for the announcements.' : then === 'newGame' ? ' Alt und neu: the rest of the deal counts for the new game.' : ''),
    marks: (lines) => `Marks: ${lines.map((l) => `${obj(l.who)} ${l.amount > 0 ? 'plus' : 'minus'} ${Math.abs(l.amount)}`).join(', ')}.`,
    out: (w, valid) => `${subj(w)} ${v(w, 'declare', 'declares')} out${valid ? '' : ', falsely: that party loses the game'}.`,
    dealOver: (reason) => (reason === 'thrownIn' ? 'Nobody bought the Scat: the deal is thrown in.' : reason === 'abandoned' ? 'The deal ends here.' : 'The deal is over.'),
    sessionOver: (won, score) => `${won ? 'You have won the sitting!' : 'The sitting is over.'} ${capitalize(score)}. ${K('Shift+N')} starts a new game.`,
    score: (s) =>
      `score: ${s.parties
        .map((p) => (p.who.length > 1 ? `${p.mine ? 'you' : list(L, p.who.map(obj))} ${p.points}` : `${obj(p.who[0]!)} ${p.points}`))
        .join(', ')}`,
    marksLine: (lines) => `Marks: ${lines.map((l) => `${obj(l.who)} ${l.marks}`).join(', ')}.`,
    yourTurn: (phase, h) =>
      ({
        play: `Your turn.${h.mustTrump ? ' A trump was led: you must play a trump.' : ''}${h.lateAces ? ` You may still announce your aces: ${K('Shift+A')}.` : ''}`,
        discard: `Lay away ${cardsN(h.toDiscard)}: ${K('Enter')} on a card. Kings and aces stay.`,
        announce: 'Your announcements.',
        contra: 'Contra?',
        bid: 'Your bid.',
        buy: 'Buy the Scat?',
        trump: 'Name the trump.',
        optIn: 'Alt und neu?',
      } as Record<string, string>)[phase] ?? 'Your turn.',
    mustTrumpNote: 'A trump was led: you must play a trump.',
    notYourTurn: (w) => `It is not your turn: ${subj(w, false)} ${v(w, 'are', 'is')} to move.`,
    choicePass: (phase) => ({ announce: 'Nothing (more) to announce', contra: 'No Contra', bid: 'Pass', buy: 'Do not buy', optIn: 'Decline' } as Record<string, string>)[phase] ?? 'Pass',
    choiceAnnounce: (kind, dos, worth) => `${KIND[kind]} with ${dos}: ${worth}`,
    choiceHonours: (rank, count, pts) => `${count} ${HONOUR[rank]![1]}: ${points(pts)}`,
    choiceContra: (level, a, amount) => `${CONTRA[level]} to ${announcement(a)}: then ${marks(amount)}`,
    choiceBid: (suit, value) => `Bid ${suit}, worth ${value}`,
    choiceBuy: 'Buy the Scat',
    choiceTrump: (suit, laysDo) => `Trumps ${suit}${laysDo ? `, laying ${laysDo}` : ', without a Do: the 26 is lost'}`,
    choiceAgree: 'Agree to alt und neu',
    choiceOut: 'Declare out',
    announceWorth: (kind, amount) =>
      `${marks(amount)}; ${kind === '26' ? 'the Do must win the last trick' : kind === '52' ? 'the two Do’s must win the last two tricks' : 'the trump Do must win the first trick'}`,
    announcementsNone: 'No announcements.',
    trumpIs: (suit) => (suit ? `Trumps are ${suit}.` : 'The trump is not fixed yet.'),
    toDiscard: (n) => `${cardsN(n)} still to lay away.`,
    disclosed: (w, rank, suit) => `${capitalize(poss(w))} missing ${HONOUR[rank]![0]} is of ${suit}.`,
    noTrumpSeats: (ws) => `No trumps left: ${names(ws)}.`,
    gameState: (played, games, alt) => `Game ${Math.min(played + 1, games)} of ${games}${alt ? ', alt und neu' : ''}.`,
    violation: (code, rule, f) =>
      (({
        notYourTurn: `It is not your turn${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'are', 'is')} to move` : ''}.`,
        dealOver: 'The deal is over: press N for the next one.',
        wrongPhase: 'That is not possible at this point of the deal.',
        notInHand: `${f.card ?? 'That card'} is not in your hand.`,
        mustTrump: `A trump was led and you hold ${f.trump ?? 'trumps'}: you must play a trump.`,
        kingOrAce: `Kings and aces may not be laid away${f.card ? ` (${f.card})` : ''}.`,
        trumpWithoutDo: `You hold a Do: name a suit whose Do you hold${f.suit ? `, not ${f.suit}` : ''}.`,
        noDo: `A bid in ${f.suit ?? 'a suit'} needs its Do in your hand.`,
        bidTooLow: 'Your bid must be in a higher suit than the bid before.',
        lateHonours: 'Sets of kings, cavalls, jacks and Do’s are announced only before the first lead.',
        alreadyAnnounced: 'That set is announced already.',
        acePlayed: 'You have played an ace: the aces can no longer be announced.',
        notHeld: 'You do not hold three of that rank.',
        notAsked: 'Contra is said only when you are asked.',
        scatGame: 'In a Scat game the only announcement is the game itself.',
        lateLaying: 'Do’s are laid only before the first lead.',
        secondAnnouncement: 'You have made your 26 or 52 in this deal already.',
        variantOff: 'That belongs to a variant that is off.',
        gameEnded: 'The game this deal started with has ended already.',
      } as Record<string, string>)[code] ?? 'That move is not allowed.') + (rule ? ` (rule ${rule})` : ''),
    hint: (move, reason) => `Hint: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (reason) =>
      ({
        forced: 'It is the only sensible move.',
        declareOut: 'Your party has 100: declaring out wins the game now.',
        agreeAltUndNeu: 'Alt und neu suits your party.',
        refuseAltUndNeu: 'Alt und neu would favour the others.',
        announceHonours: 'The honours count at once.',
        announce26: 'You can expect to win the last trick with that Do.',
        announce52: 'You can expect to win the last two tricks with those Do’s.',
        announceFirst52: 'The trump Do can win the first trick.',
        noAnnouncement: 'No 26 or 52 is worth its risk with this hand.',
        contra: 'The announcement is likely to fail.',
        noContra: 'Doubling would be too risky.',
        bid: 'Its Do and enough of the suit to hold the trumps.',
        noBid: 'No suit is worth a bid.',
        buyScat: 'With the Scat the hand should make its 26.',
        declineScat: 'The hand is too weak for a 26.',
        discard: 'It does not help the trumps, and its points count for you at the end.',
        chooseTrump: 'Your strongest trumps among the suits whose Do you hold.',
        doFirstTrick: 'The trump Do wins the first trick: 52 points.',
        trumpFirstTrick: 'Trumping the first trick keeps the dealer from winning it with the trump Do, as the book advises.',
        doTrick: 'Winning with a Do scores 10 more, 20 in the last trick.',
        winTrick: 'It takes the trick and its points.',
        cashWinner: 'It should win its trick.',
        drawTrumps: 'It draws the others’ trumps.',
        attackLaidDo: 'It forces out an opponent’s laid Do before the last trick.',
        protectAnnouncement: 'It plays for your party’s announcement.',
        guardAgainstDo: 'It keeps a trump to beat the laid Do in the last trick.',
        keepTrumpDo: 'It keeps the trump Do for the last trick.',
        smearPartner: 'Your partner is winning: it gives him points.',
        followPartner: 'Your partner is winning: it keeps your better cards.',
        duckTrick: 'It gives up a trick you should not win, cheaply.',
        leadLow: 'A low lead leaves the others to spend their good cards.',
      } as Record<string, string>)[reason] ?? null,
  },
};
