/**
 * Piquet's English catalogue (src/games/piquet/messages.ts), over the trick table's shared words. As
 * players say it at the table: "point of five, 48" — "good" / "not good" / "equal"; tierce, quart,
 * quint, sixième, septième, huitième, "major" from the ace; three aces, fourteen jacks; pique,
 * repique, capot, the cards; elder and younger; a deal, a game to 101 (or the four-deal partie), units.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { DeclarationPhrase, PiquetCatalogue, PiquetFormat, ScoreEntry } from '../../src/games/piquet/messages.js';
import { trickUiEn, tricksEn } from '../tricks/en.js';
import { VARIANTS } from './rules-en.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const obj = (w: Who) => (w.self ? 'you' : w.name);
const v = (w: Who, base: string, third: string) => (w.self ? base : third);
const poss = (w: Who) => (w.self ? 'Your' : `${w.name}’s`);
const pts = (n: number) => plural(L, n, { one: 'point', other: 'points' });
const cardsN = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const units = (n: number) => plural(L, n, { one: 'unit', other: 'units' });
const NUMBERS = ['0', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const num = (n: number) => NUMBERS[n] ?? String(n);
const SEQUENCES: Record<number, string> = { 3: 'tierce', 4: 'quart', 5: 'quint', 6: 'sixième', 7: 'septième', 8: 'huitième' };
const RANK: Record<string, string> = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', '10': 'ten', '9': 'nine', '8': 'eight' };
const RANKS: Record<string, string> = { A: 'aces', K: 'kings', Q: 'queens', J: 'jacks', '10': 'tens' };
const sequenceName = (length: number, top: string) => `${SEQUENCES[length] ?? `run of ${length}`} ${top === 'A' ? 'major' : `from the ${RANK[top] ?? top}`}`;
const setName = (count: number, rank: string) => `${count === 4 ? 'fourteen' : num(count)} ${RANKS[rank] ?? rank}`;
const CATEGORY: Record<string, string> = { point: 'Point', sequences: 'Sequences', sets: 'Sets' };
const FOR: Record<string, string> = {
  carteBlanche: 'carte blanche',
  point: 'the point',
  sequences: 'sequences',
  sets: 'sets',
  repique: 'repique',
  lead: 'the lead',
  beat: 'beating',
  lastTrick: 'the last trick',
  pique: 'pique',
  cards: 'the cards',
  capot: 'capot',
};
const FORMATS: Record<PiquetFormat, string> = { '101': 'To 101 points', '100': 'To 100 points (V-Q-4)', partie: 'Partie of 4 deals (V-Q-5)' };
const signedEn = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
const said = (w: Who, text: string) => `${w.self ? 'You' : w.name}: "${text}."`;

function declared(d: DeclarationPhrase): string {
  if ('none' in d) return d.category === 'point' ? 'No point' : d.category === 'sequences' ? 'No sequence' : 'No sets';
  if (d.category === 'point') return `Point of ${num(d.length)}${d.pips === null ? '' : `, ${d.pips}`}`;
  if (d.category === 'sequences') return capitalize(sequenceName(d.length, d.top));
  return capitalize(setName(d.count, d.rank));
}

export const piquetEn: PiquetCatalogue = {
  tricks: tricksEn,
  ui: {
    ...trickUiEn,
    commands: {
      ...trickUiEn.trickCommands,
      playCard: { name: 'Discard or play card', help: 'In your exchange, mark the card in focus for the discard or unmark it (the suggestion comes marked; K lays the marked cards away); in the tricks, lead or play it.' },
      readHand: { name: 'Hand', help: `Read your hand by suit; in the exchange also your point, sequences and sets (in your hand also ${K('Shift+H')}).` },
      nextPlayable: { name: 'Next playable card', help: 'Move to the next card you may play now (in the exchange: discard).' },
      suitS: { name: 'Spades', help: 'In your hand: move to your highest spade.' },
      suitH: { name: 'Hearts', help: 'In your hand: move to your highest heart.' },
      suitD: { name: 'Diamonds', help: 'In your hand: move to your highest diamond.' },
      suitC: { name: 'Clubs', help: 'In your hand: move to your highest club.' },
      readScore: { name: 'Score', help: 'Read the game score, this deal’s points, the tricks and the units.' },
      readDeclarations: { name: 'Declarations', help: 'Read this deal’s declarations: carte blanche, point, sequences, sets, who scored what and what was shown, pique and repique.' },
      readExchange: { name: 'Exchange', help: 'Read the exchange: the talon, the cards you discarded and took, what you saw, and how many your opponent took.' },
      declare: { name: 'Take', help: 'In the exchange, open the choices: take from the talon, or discard more. The app makes the declarations by itself after the exchange.' },
      take: { name: 'Lay away and take', help: 'In your exchange: lay away the cards marked (the suggestion, or as you changed it with Enter or Space on a card, or typed) and take as many from the talon.' },
      nextDeal: { name: 'Next deal', help: 'Deal the next hand when this one is over; after a game, start the next game.' },
    },
    nothingToDeclare: 'There is nothing to choose now: the app makes the declarations by itself after the exchange.',
    colRole: 'Role',
    colDeal: 'This deal',
    colGame: 'Game',
    elder: 'elder',
    younger: 'younger, dealer',
    formatLabel: 'Game',
    formatNow: (target, deal) => (target === null ? `of 4 deals, deal ${deal} of 4` : `to ${target}, deal ${deal}`),
    talonLabel: 'Talon',
    discardsLabel: 'Discarded',
    takenLabel: 'Taken',
    seenLabel: 'Seen',
    knownLabel: (w) => `Known cards of ${obj(w)}`,
    tricksLabel: 'Tricks',
    unitsLabel: 'Units',
    declarationsLabel: 'Declarations',
    none: 'none',
    readDeclarations: 'Declarations',
    readExchange: 'Exchange',
    declare: 'Take',
    commandHint: 'For example: discard seven of clubs, take, play queen of hearts, declarations, score.',
    resumed: 'Your game of piquet is back where you left it.',
    commandUnknown: 'I did not understand that. Try: discard seven of clubs, take, play queen of hearts, help.',
    discardMoreNow: `Discard more: ${K('Enter')} on a card of your hand.`,
    nextGame: 'Next game',
    exchangeNote: (d, min, max) => `${d} discarded, ${min === max ? max : `${min} to ${max}`} allowed`,
    choicesHeading: (n) => `Exchange, ${plural(L, n, { one: 'choice', other: 'choices' })}`,
    format: 'Game',
    formatHelp: 'To 101 as in the book, to 100, or a partie of 4 deals whose totals are compared at the end.',
    formatName: (f) => FORMATS[f],
    variants: 'Variants',
    variantName: (id) => VARIANTS[id as keyof typeof VARIANTS]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as keyof typeof VARIANTS]?.description ?? '',
    seatHelp: 'You play against one computer player; choose its strength. The cut decides who deals first.',
  },
  piquet: {
    gameStarted: (target) => (target === null ? 'A partie of 4 deals.' : `A game to ${target}.`),
    cut: (cards, dealer) =>
      `The cut: ${cards.map((c) => `${obj(c.who)} ${c.card}`).join(', ')}. ` +
      (dealer ? `${subj(dealer)} ${v(dealer, 'have', 'has')} the lower card and ${v(dealer, 'deal', 'deals')} first.` : 'Equal ranks: cut again.'),
    dealStarted: (deal, partie, dealer, elder, score) =>
      `Deal ${deal}${partie ? ' of 4' : ''}: ${subj(dealer, false)} ${v(dealer, 'deal', 'deals')}, ${subj(elder, false)} ${v(elder, 'are', 'is')} elder. Score: ${score}.`,
    carteBlanche: (w) => `Carte blanche: ${subj(w, false)} ${v(w, 'hold', 'holds')} no king, queen or jack.`,
    discarded: (w, card, count, b) => {
      if (!w.self || card === null) return `${subj(w)} ${v(w, 'discard', 'discards')} a card, ${count} so far.`;
      const left = b ? b.min - count : 0;
      const rest = !b ? '' : count < b.min ? ` ${left} more ${left === 1 ? 'card' : 'cards'} to discard.` : count < b.max ? ` You may take now, or discard up to ${b.max - count} more.` : ' That is all you may discard: take now.';
      return `You discard ${card}.${rest}`;
    },
    laidAway: (cards, count) => (count === 1 ? `You lay away ${cards}.` : `You lay away ${cardsN(count)}: ${cards}.`),
    exchanged: (w, count, left, elder) =>
      `${subj(w)} ${v(w, 'take', 'takes')} ${count === 0 ? 'no card' : cardsN(count)}` +
      (left === 0 ? '.' : elder ? ` and ${v(w, 'leave', 'leaves')} ${left}.` : `; ${cardsN(left)} ${left === 1 ? 'stays' : 'stay'} in the talon.`),
    taken: (cards) => `From the talon you get: ${cards}.`,
    talonSeen: (elder, cards) => (elder ? `The cards you leave: ${cards}.` : `Left in the talon: ${cards}.`),
    blancheShown: (w, cards) => `${subj(w)} ${v(w, 'show', 'shows')} the carte blanche: ${cards}.`,
    declaration: (w, d) => said(w, declared(d)),
    answer: (w, a) => said(w, a === 'good' ? 'Good' : a === 'notGood' ? 'Not good' : 'Equal'),
    shown: (w, category, holding, cards) =>
      category === 'point' ? `${subj(w)} ${v(w, 'show', 'shows')} the point: ${cards}.` : `${subj(w)} ${v(w, 'show', 'shows')} a ${holding}: ${cards}.`,
    missingCard: (w, rank, card) => `${poss(w)} three ${RANKS[rank] ?? rank}: the missing one is ${card.name({ article: 'definite' })}.`,
    noScore: (category, reason) =>
      reason === 'equal'
        ? `Equal: nobody scores ${category === 'point' ? 'the point' : 'sequences'}.`
        : category === 'point' ? 'Nobody has a point.' : category === 'sequences' ? 'Nobody has a sequence.' : 'Nobody has a set.',
    scored: (w, reason, n, score) => `${subj(w)} ${v(w, 'score', 'scores')} ${n} for ${FOR[reason] ?? reason}. Score: ${score}.`,
    repique: (w, n, score) => `Repique! ${subj(w)} ${v(w, 'score', 'scores')} ${n} more. Score: ${score}.`,
    pique: (w, n, score) => `Pique! ${subj(w)} ${v(w, 'score', 'scores')} ${n} more. Score: ${score}.`,
    ledScoring: (w, card, n) => `${subj(w)} ${v(w, 'lead', 'leads')} ${card}: ${pts(n)}.`,
    lastTrickWon: (text) => `Last trick: ${text.replace(/^You /, 'you ')}`,
    scoreAfterTrick: (score) => `score ${score}`,
    tricksCounted: (tricks, bonus, w) =>
      bonus === 'capot' && w
        ? `Capot! ${subj(w)} won all 12 tricks.`
        : bonus === 'cards' && w
          ? `Tricks: ${tricks}. ${subj(w)} ${v(w, 'win', 'wins')} the cards.`
          : `Tricks: ${tricks}. Six each: nobody scores the cards.`,
    dealOver: (deal, score) => `The deal is over. This deal: ${deal}. Score: ${score}.`,
    gameOver: (winner, score, abandoned, partie) => {
      if (partie) {
        const head = `The partie of 4 deals is over: ${score}, a difference of ${partie.difference}.`;
        if (!winner) return `${head} A draw.`;
        return partie.units > 0
          ? `${head} ${subj(winner)} ${v(winner, 'win', 'wins')} ${units(partie.units)}.`
          : `${head} ${subj(winner)} ${v(winner, 'are', 'is')} ahead, but a difference under 5 is worth no unit.`;
      }
      if (!winner) return `The game is over: ${score}.`;
      return `${subj(winner)} ${v(winner, 'win', 'wins')} the game: ${score}.${abandoned ? ' The rest of this deal is not played.' : ''}`;
    },
    payment: (from, to, amount, line) => `${subj(from)} ${v(from, 'pay', 'pays')} ${obj(to)} ${units(amount)}. Units: ${line}.`,
    nextGamePrompt: (touch) => (touch ? 'Tap Next game to play on.' : `Press N for the next game; ${K('Shift+N')} goes to the choice of games.`),
    scoreLine: (lines: readonly ScoreEntry[]) => lines.map((l) => `${obj(l.who)} ${l.points}`).join(', '),
    unitsLine: (lines: readonly ScoreEntry[]) => lines.map((l) => `${obj(l.who)} ${signedEn(l.points)}`).join(', '),
    sequenceName,
    setName,
    suitCards: (suit, ranks) => `${list(L, ranks)} of ${suit}`,
    holdings: (point, seqs, sets) =>
      `${point ? `Point: ${num(point.length)} ${point.suit}, ${point.pips}.` : 'No point.'} ` +
      `${seqs.length ? `Sequences: ${list(L, seqs.map((s) => `${s.name} in ${s.suit}`))}.` : 'No sequence.'} ` +
      `${sets.length ? `Sets: ${list(L, sets)}.` : 'No sets.'}`,
    score: (game, deal, tricks, format, line) => `Score: ${game}. This deal: ${deal}. Tricks: ${tricks}. Game ${format}. Units: ${line}.`,
    declarations: (cb, lines, repique, pique, known) =>
      [
        cb ? `Carte blanche: ${obj(cb)}.` : null,
        ...lines.map(
          (l) =>
            `${CATEGORY[l.category]}: ` +
            (l.winner
              ? `${obj(l.winner)}, ${pts(l.points)}${l.shown.length ? ` (${l.shown.join('; ')})` : ''}${l.missing.length ? `; missing ${list(L, l.missing)}` : ''}.`
              : 'nobody.'),
        ),
        repique ? `Repique: ${obj(repique)}.` : null,
        pique ? `Pique: ${obj(pique)}.` : null,
        known ? `${piquetEn.ui.knownLabel(known.who)}: ${known.cards}.` : null,
      ]
        .filter(Boolean)
        .join(' '),
    noDeclarationsYet: 'No declarations yet: the exchange comes first.',
    exchange: (f) =>
      [
        `Talon: ${cardsN(f.talon)}.`,
        f.discards ? `Discarded: ${f.discards}.` : null,
        f.taken ? `Taken: ${f.taken}.` : f.done ? 'You took nothing.' : 'You have not exchanged yet.',
        f.seen ? `Seen: ${f.seen}.` : null,
        f.opponentTook === null ? `${f.opponent.name} has not exchanged yet.` : `${f.opponent.name} took ${f.opponentTook === 0 ? 'nothing' : cardsN(f.opponentTook)}.`,
      ]
        .filter(Boolean)
        .join(' '),
    yourTurn: (phase, h) => {
      if (phase === 'play') return h.lead ? 'Your lead.' : h.mustFollow ? `Your turn. Follow suit: ${h.mustFollow}.` : 'Your turn.';
      const role = h.elder ? 'as elder' : 'as younger';
      if (h.discarded > 0) return `Your exchange ${role}: ${h.discarded} discarded, ${h.min === h.max ? h.max : `${h.min} to ${h.max}`} allowed.`;
      const how = `Mark the cards with ${K('Enter')} on a card; K discards them and takes as many.`;
      if (h.min === 0) return `Your exchange ${role}: you may discard up to ${cardsN(h.max)} and take as many, or take nothing. ${how}`;
      return `Your exchange ${role}: discard ${h.min === h.max ? h.max : `${h.min} to ${h.max}`} cards and take as many. ${how}`;
    },
    notYourTurn: (w) => `It is not your turn: ${subj(w, false)} ${v(w, 'are', 'is')} to move.`,
    choiceTake: (count) => (count === 0 ? 'Take nothing' : `Take ${cardsN(count)} from the talon`),
    choiceDiscardMore: (upTo) => `Discard more, up to ${upTo}`,
    choiceDiscard: (card) => `Discard ${card}`,
    violation: (code, rule, f) =>
      (({
        notYourTurn: `It is not your turn${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'are', 'is')} to move` : ''}.`,
        gameOver: 'The game is over: N starts the next one.',
        dealOver: 'The deal is over: N deals the next one.',
        exchangeOver: 'You have exchanged already, and nobody exchanges twice.',
        exchangeFirst: 'The exchange comes first, then the play.',
        cardNotInHand: `${capitalize(f.card ?? 'that card')} is not in your hand.`,
        alreadyDiscarded: `You have discarded ${f.card ?? 'that card'} already.`,
        mustFollowSuit: `You must follow suit: ${f.suit ?? 'the suit led'}.`,
        tooManyDiscards: `You may discard at most ${f.max ?? 5} cards.`,
        tooFewDiscards: `You must discard at least ${f.min ?? 3} cards before you take.`,
        automatic: 'The app makes the declarations and their dialogue, good, not good or equal, by itself after the exchange.',
      } as Record<string, string>)[code] ?? 'That move is not allowed.') + (rule ? ` (rule ${rule})` : ''),
    hint: (move, reason, plan) => `Hint: ${move}.${reason ? ` ${reason}` : ''}${plan ? ` Discard in all: ${plan}.` : ''}`,
    hintReason: (reason) =>
      ({
        forced: 'It is the only sensible move.',
        keepLongSuit: 'It keeps your longest suit for the point.',
        keepSequence: 'It keeps your sequence.',
        keepSet: 'It keeps your set.',
        keepWinners: 'It keeps the high cards that win tricks.',
        exchangeFewer: 'Your hand is worth more than the cards you could draw.',
        cashWinner: 'No card your opponent may hold can beat it.',
        establishSuit: 'It drives out a higher card, so that the rest of the suit is good.',
        leadLow: 'A low card; you keep the suit’s high cards.',
        makePique: 'It brings you to 30 before the younger has scored: a pique.',
        winTrick: 'It beats the card led: 1 point, and you lead next.',
        duck: 'You play low and keep the higher card for later.',
        followLow: 'You cannot beat it: the lowest card of the suit.',
        discardLow: 'You cannot follow suit: a card of little use.',
        protectGuard: 'You cannot follow suit; the small card that guards your king or queen stays.',
        winLastTrick: 'It wins the last trick.',
        winCards: 'It wins your seventh trick: the cards.',
        stopCapot: 'A trick for you, so that your opponent makes no capot.',
        stopPique: 'A point for you, so that the elder makes no pique.',
      } as Record<string, string>)[reason] ?? null,
    gameResult: (won, drawn) => (drawn ? 'The partie is drawn.' : won ? 'You have won the game!' : 'You have lost the game.'),
  },
};
