/**
 * Boston's English catalogue (src/games/boston/messages.ts), over the trick table's shared words, with
 * the words of the English Boston table: the ladder from Boston to Concordia, simple, colour and
 * superior, the misères (petite, grande, open, forcée), "Whist!", the pot, the Blok, the bête, marks,
 * the kettle.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { BostonCatalogue, BostonForm, SuitsPhrase } from '../../src/games/boston/messages.js';
import type { Class, Contract } from '../../src/games/boston/types.js';
import { trickUiEn, tricksEn } from '../tricks/en.js';
import { FORM_NAMES, VARIANTS } from './rules-en.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const obj = (w: Who) => (w.self ? 'you' : w.name);
const poss = (w: Who, start = false) => (w.self ? (start ? 'Your' : 'your') : `${w.name}’s`);
const v = (w: Who, you: string, he: string) => (w.self ? you : he);
const marks = (n: number) => plural(L, n, { one: 'mark', other: 'marks' });
const tricksN = (n: number) => plural(L, n, { one: 'trick', other: 'tricks' });
const cardsN = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
const names = (ws: readonly Who[]) => list(L, ws.map(obj));
/** Several as subject: the verb in the plural (or "you"). */
const manyV = (ws: readonly Who[], base: string, third: string) => (ws.length > 1 || ws[0]?.self ? base : third);

const CONTRACT: Record<Contract, string> = {
  boston: 'Boston',
  'petite-misere': 'Petite misère',
  'grand-boston': 'Grand Boston',
  'grande-misere': 'Grande misère',
  independence: 'Independence',
  'grande-misere-forcee': 'Grande misère forcée',
  'grand-independence': 'Grand Independence',
  'petite-misere-ouverte': 'Petite misère ouverte',
  philadelphia: 'Philadelphia',
  'petite-misere-ouverte-forcee': 'Petite misère ouverte forcée',
  'grand-philadelphia': 'Grand Philadelphia',
  'grande-misere-ouverte': 'Grande misère ouverte',
  souveraine: 'Souveraine',
  'grande-misere-ouverte-forcee': 'Grande misère ouverte forcée',
  'grand-souveraine': 'Grand Souveraine',
  concordia: 'Concordia',
};

const CLASS: Record<Class, string> = { simple: 'simple', colour: 'in colour', superior: 'superior' };

const FORM_HELP: Record<BostonForm, string> = {
  boston: 'Four players, 52 cards; every game is played alone against three. Tariff A.',
  'tri-boston': 'Three players, 39 cards (no small diamonds, no twos); hearts superior, diamonds the colour. Tariff A.',
  'boston-whist': 'Four players; after a Boston up to Grand Independence the declarer may ask for a partner, who joins him with “Whist!”. Tariff B.',
};

const suitsText = (s: SuitsPhrase) => `${capitalize(s.superior)} superior, ${s.colour} the colour, ${list(L, s.simple)} simple`;
const misere = (c: Contract) => c.includes('misere');

export const bostonEn: BostonCatalogue = {
  tricks: tricksEn,
  ui: {
    ...trickUiEn,
    commands: {
      ...trickUiEn.trickCommands,
      playCard: { name: 'Play card', help: 'Play the card in focus; in a petite misère, lay it aside face down; in the auction, open your bids.' },
      suitS: { name: 'Spades', help: 'In your hand: go to your highest spade.' },
      suitH: { name: 'Hearts', help: 'In your hand: go to your highest heart.' },
      suitD: { name: 'Diamonds', help: 'In your hand: go to your highest diamond.' },
      suitC: { name: 'Clubs', help: 'In your hand: go to your highest club.' },
      readTable: { name: 'Table and marks', help: 'The pot, the waiting bêtes and which one is played for, everyone’s marks, and which deal of the session this is.' },
      readGame: { name: 'Game', help: 'The suits of this deal, the auction or the contract with its trump and partner, your card laid aside and the tricks.' },
      readBid: { name: 'Bid', help: 'What the bid is and who holds it, who has passed and who speaks; after the auction, the contract.' },
      mayBid: { name: 'What may I bid', help: 'Whether you may bid, from which bid up, and how many bids are left up to Concordia.' },
      readOpen: { name: 'Open hand', help: 'Read the declarer’s cards when they lie face up in an open misère; F6 also goes to them, to walk them card by card.' },
      declare: { name: 'Choices', help: 'Open the list of what you may do now: pass or bid, rung by rung and then the class; the trump; alone, a partner or Whist; the leader.' },
      nextDeal: { name: 'Next deal', help: 'Deal the next deal when this one is over.' },
    },
    colRole: 'Role',
    colTricks: 'Tricks',
    colMarks: 'Marks',
    eldest: 'eldest',
    declarer: 'declarer',
    partner: 'partner',
    opponent: 'opponent',
    dealLabel: 'Deal',
    dealOf: (n, of) => `deal ${n} of ${of}`,
    suitsLabel: 'Suits',
    contractLabel: 'Playing',
    partnerLabel: 'Partner',
    potLabel: 'Pot',
    betesLabel: 'Bêtes',
    playedForLabel: 'Played for',
    tariffLabel: 'Tariff',
    tariffName: (t) => (t === 'A' ? 'A, marks by the game' : 'B, tricks and honours times the multiplier'),
    none: 'none',
    noTrumpYet: 'not fixed yet',
    readTable: 'Table',
    readGame: 'Game',
    readBid: 'Bid',
    mayBid: 'What may I bid',
    declare: 'Choices',
    openHeading: (w, n) => `${poss(w, true)} cards, face up, ${cardsN(n)}`,
    myHandOpen: 'Your cards lie face up for everyone',
    commandHint: 'For example: pass, grand boston superior, petite misère, whist, alone, trump hearts, lay aside ace of spades, play queen of hearts, bid, what may i bid, table.',
    resumed: 'Your game of Boston is back where you left it.',
    commandUnknown: 'I did not understand that. Try: pass, boston in colour, petite misère, play ace of spades, bid, table, help.',
    choicesHeading: (kind, n) =>
      `${({ rungs: 'Your bid: pass, a misère or a game of tricks', classes: 'The class of your bid', miseres: 'Your misère', trump: 'Name the trump', whist: 'Whist', leader: 'Who leads', declare: 'Choices' } as Record<string, string>)[kind] ?? 'Choices'}, ${plural(L, n, { one: 'choice', other: 'choices' })}`,
    form: 'Game',
    formOption: (f) => `${FORM_NAMES[f]} (${plural(L, f === 'tri-boston' ? 3 : 4, { one: 'player', other: 'players' })})`,
    formHelp: (f) => FORM_HELP[f],
    tariff: 'Tariff',
    tariffHelp: 'Tariff A pays a fixed number of marks for each game; Tariff B counts the tricks taken and the honours, times the game’s multiplier, and pays a slam.',
    tariffOption: (t) => (t === 'book' ? 'As the game has it: Tariff A, in Boston-Whist Tariff B' : 'Tariff B in every game'),
    variants: 'Variants',
    variantName: (id) => VARIANTS[id as keyof typeof VARIANTS]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as keyof typeof VARIANTS]?.description ?? '',
    variantFor: (forms) => `Applies to: ${forms}.`,
    tours: 'Tours',
    toursHelp: 'In a tour everyone deals once; after the last deal the kettle is shared.',
    toursDefault: 'As in the book: 3 with four players, 4 with three',
    toursCount: (n) => plural(L, n, { one: 'tour', other: 'tours' }),
    seatHelp: 'Four players play clockwise, three counter-clockwise; the first ace turned decides who deals first.',
  },
  boston: {
    formName: (f) => FORM_NAMES[f],
    contract: (c) => CONTRACT[c],
    bid: (b) => (b.class ? `${CONTRACT[b.contract]} ${CLASS[b.class]}${b.suit ? `, ${b.suit}` : ''}` : CONTRACT[b.contract]),
    undertaking: (c, n) =>
      misere(c) ? `no trick${c.startsWith('petite') ? ', one card laid aside' : ''}${c.includes('ouverte') ? ', cards face up' : ''}` : tricksN(n),
    pays: (p) => (p.flat ? `pays ${marks(p.value)} a player` : `multiplier ${p.value}`),

    precedence: (cards, dealer, suits, triBoston) =>
      `The draw: cards are turned to each in turn until the first ace: ${cards.map((c) => `${obj(c.who)} ${c.card}`).join(', ')}. ${subj(dealer)} ${v(dealer, 'deal', 'deals')} first.` +
      (suits ? ` ${triBoston ? 'In Tri-Boston the suits are fixed' : 'The ace’s suit is the superior suit for the whole session'}: ${suitsText(suits)}.` : ' The suits are turned afresh for every deal.'),
    suitTurned: (card, suits) => `For this deal a card is turned from the second pack: ${card}. ${suitsText(suits)}.`,
    dealStarted: (deal, of, dealer, eldest, suits, pot, betes, bete, blok, blokEach, stake) =>
      `Deal ${deal} of ${of}. ${subj(dealer)} ${v(dealer, 'deal', 'deals')} and ${v(dealer, 'put', 'puts')} ${marks(stake)} in the pot${blok ? `; the table was empty: everyone adds the Blok, ${marks(blokEach)}` : ''}; ${subj(eldest, false)} ${v(eldest, 'speak', 'speaks')} first. ${suitsText(suits)}. In the pot: ${marks(pot)}` +
      (betes.length ? `; ${betes.length === 1 ? 'a bête' : 'bêtes'} of ${list(L, betes.map(String))} waiting, the deal is played for the pot and the bête of ${bete}, ${marks(pot + bete)}.` : '.'),

    bidMade: (w, bid) => `${subj(w)} ${v(w, 'bid', 'bids')} ${bid}.`,
    passed: (w) => `${subj(w)} ${v(w, 'pass', 'passes')}.`,
    auctionWon: (w, bid, u) => `${subj(w)} ${v(w, 'play', 'plays')} ${bid}: ${u}.`,
    allPassed: (each) => `Everyone passes: each puts ${marks(each)} into the pot, and the deal passes on.`,

    trump: (w, suit, named) => (named ? `${subj(w)} ${v(w, 'name', 'names')} ${suit} as trumps.` : `${capitalize(suit)} are trumps.`),
    discarded: (w, card) => (card ? `You lay the ${card} aside, face down.` : `${subj(w)} ${v(w, 'lay', 'lays')} a card aside, face down.`),
    alone: (w) => `${subj(w)} ${v(w, 'play', 'plays')} alone.`,
    seek: (w, together) => `${subj(w)} ${v(w, 'ask', 'asks')} for a partner: together ${tricksN(together)}. Who says Whist?`,
    whist: (w) => `${subj(w)}: “Whist!”`,
    noWhist: (w) => `${subj(w)} ${v(w, 'pass', 'passes')}: no whist.`,
    accept: (w, p) => `${subj(w)} ${v(w, 'accept', 'accepts')} ${obj(p)} as partner.`,
    reject: (w, p) => `${subj(w)} ${v(w, 'decline', 'declines')} ${poss(p)} whist and ${v(w, 'play', 'plays')} alone.`,
    partner: (d, p, quota, pq, together, asked) =>
      p
        ? `${subj(p)} ${v(p, 'play', 'plays')} with ${obj(d)}: together ${tricksN(together)}, ${obj(d)} at least ${quota}, ${obj(p)} at least ${pq}.`
        : asked
          ? `Nobody says Whist: ${subj(d, false)} ${v(d, 'play', 'plays')} alone, ${tricksN(quota)}.`
          : `${subj(d)} ${v(d, 'play', 'plays')} alone, ${tricksN(quota)}.`,
    exposed: (w, cards) => `${poss(w, true)} cards are laid face up for everyone: ${cards}. ${K('E')} reads them again, ${K('F6')} walks them.`,
    leader: (w, named) => `${subj(w)} ${v(w, 'lead', 'leads')} to the first trick${named ? ', named by the declarer' : ''}.`,

    tricksLine: (lines) => `tricks: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,
    result: (outcome, side, bid, isMisere, n, needed, failed) => {
      const who = capitalize(names(side));
      const fails = failed.length && !isMisere ? ` ${failed.map((f) => `${subj(f.who)} made ${f.n} of ${v(f.who, 'your', 'the')} ${f.quota}`).join('; ')}.` : '';
      if (isMisere) return outcome === 'won' ? `Won: ${who} ${manyV(side, 'take', 'takes')} no trick, ${bid} is made.` : `Lost: ${who} ${manyV(side, 'take', 'takes')} a trick, ${bid} fails.`;
      return outcome === 'won'
        ? `Won: ${who} ${manyV(side, 'make', 'makes')} ${bid} with ${tricksN(n)}, ${needed} needed.`
        : `Lost: ${who} ${manyV(side, 'take', 'takes')} only ${tricksN(n)} of ${needed} for ${bid}.${fails}`;
    },
    points: (tricks, honours, pts, m, mk, slam) =>
      `Tariff B: ${plural(L, tricks, { one: 'point', other: 'points' })} for the tricks${honours ? `, ${honours} for honours, ${pts} in all` : ''}, times ${m} makes ${pts * m}: ${marks(mk)}${slam ? `, and for the slam ${marks(slam)} more` : ''}.`,
    payments: (lines) =>
      `Payments: ${lines
        .map((p) => {
          if (p.reason === 'pot' && p.to) return `${names(p.to)} ${manyV(p.to, 'take', 'takes')} ${marks(p.amount)} from the table`;
          if (p.reason === 'bete' && p.from) return `${names(p.from)} ${manyV(p.from, 'put', 'puts')} a bête of ${marks(p.amount)} on the table`;
          if (p.from && p.to) return `${names(p.from)} ${manyV(p.from, 'pay', 'pays')} ${names(p.to)} ${marks(p.amount)}${p.from.length > 1 || p.to.length > 1 ? ' each' : ''}`;
          return `${marks(p.amount)}`;
        })
        .join('; ')}.`,
    kettle: (total, shares) =>
      total === 0 ? 'The kettle is empty: nothing lies on the table.' : `The kettle: ${marks(total)} on the table are shared: ${shares.map((s) => `${obj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (outcome, last) => (last ? 'That was the last deal of the session.' : outcome === 'passed' ? 'Nobody plays this deal.' : 'The deal is over.'),
    sessionOver: (places) => {
      const first = places.filter((p) => p.place === 1);
      const winner = first.some((p) => p.who.self) ? (first.length > 1 ? 'You share first place!' : 'You win the session!') : `${capitalize(names(first.map((p) => p.who)))} ${first.length > 1 ? 'win' : 'wins'} the session.`;
      return `${winner} Final standings: ${places.map((p) => `${p.place}. ${obj(p.who)} ${signed(p.balance)}`).join(', ')}. ${K('Shift+N')} starts a new game.`;
    },

    table: (pot, betes, bete, playedFor) =>
      `In the pot: ${marks(pot)}.` + (betes.length ? ` ${betes.length === 1 ? 'A bête' : 'Bêtes'} waiting: ${list(L, betes.map(String))}${playedFor === null ? `; the next deal is played for the pot and the highest, ${bete}` : `; this deal is played for the pot and the highest, ${bete}: ${marks(playedFor)}`}.` : ' No bête.'),
    balances: (lines) => `Marks: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    suits: (s) => `${suitsText(s)}.`,
    bidNow: (bid, holder, passed, toMove) =>
      `${bid && holder ? `The bid: ${bid}, ${holder.self ? 'yours' : poss(holder)}.` : 'No bid yet.'}${passed.length ? ` Passed: ${names(passed)}.` : ''}${toMove ? ` ${subj(toMove)} ${v(toMove, 'speak', 'speaks')}.` : ''}`,
    mayBid: (when, lowest, count, highest) => {
      if (when === 'over') return 'The auction is over.';
      if (when === 'passed') return 'You have passed and speak no more in this deal.';
      const how = lowest && highest ? (count === 1 ? `only ${lowest}` : `${plural(L, count, { one: 'bid', other: 'bids' })}, from ${lowest} up to ${highest}`) : '';
      if (when === 'now') return count ? `You may pass, or bid ${how}. ${K('Shift+A')} lists them rung by rung; or type a bid.` : 'You may only pass: nothing is higher.';
      return count ? `When your turn comes you may pass, or bid ${how}.` : 'When your turn comes you may only pass.';
    },
    gameNow: (d, bid, u, trump, mis, p, alone, open) =>
      `${subj(d)} ${v(d, 'play', 'plays')} ${bid}: ${u}.${trump ? ` Trumps: ${trump}.` : mis ? ' No trumps.' : ' The trump is not named yet.'}${p ? ` ${subj(p)} ${v(p, 'play', 'plays')} with ${obj(d)}.` : alone ? ` ${subj(d)} ${v(d, 'play', 'plays')} alone.` : ''}${open ? ` ${poss(d, true)} cards lie face up.` : ''}`,
    nobodyPlays: 'Nobody plays this deal.',
    openHand: (w, cards) => `${poss(w, true)} cards, face up: ${cards}.`,
    noOpenHand: 'No hand lies face up.',
    myDiscardIs: (card) => `Your card laid aside: ${card}.`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'auction':
          return `Your bid.${f.bid && f.holder ? ` The bid: ${f.bid}, ${poss(f.holder)}.` : f.bid ? ` The bid is yours: ${f.bid}.` : ' Nobody has bid yet.'}`;
        case 'trump':
          return 'Name the trump: one of the simple suits.';
        case 'whist':
          return f.holder ? `${subj(f.holder)} ${v(f.holder, 'play', 'plays')} ${f.bid ?? ''}: say Whist, or pass.` : f.offer ? `${subj(f.offer)} ${v(f.offer, 'say', 'says')} Whist: accept, or decline and play alone.` : 'Play alone, or ask for a partner.';
        case 'discard':
          return `Lay a card aside, face down: ${K('Enter')} on a card of your hand.`;
        case 'leader':
          return 'Name the player who leads to the first trick.';
        case 'play':
          return `Your turn.${f.follow ? ` You must follow suit: ${f.follow}.` : ''}${f.open ? ` The declarer’s cards lie face up: ${K('E')} reads them.` : ''}`;
        default:
          return 'Your turn.';
      }
    },
    notYourTurn: (w) => `It is not your turn: ${subj(w, false)} ${v(w, 'are', 'is')} to move.`,

    choicePass: (bid, holder) => (bid && holder ? `Pass; ${bid} stays with ${obj(holder)}` : 'Pass'),
    choiceMiseres: (n, lowest, highest) => `Misères, no trick: ${n}, from ${lowest} to ${highest}`,
    choiceRung: (contract, u, classes) => `${contract}, ${u}: ${list(L, classes.map((c) => CLASS[c]), 'disjunction')}`,
    choiceBid: (bid, u, pays, simple) => `${bid}: ${u}${simple ? `, you name ${simple} as trumps` : ''}; ${pays}`,
    classWord: (c) => CLASS[c],
    choiceTrump: (suit, held) => `${capitalize(suit)}, you hold ${held}`,
    choiceAlone: (n) => `Play alone: ${tricksN(n)}`,
    choiceSeek: (together, q, pq) => `Ask for a partner: together ${tricksN(together)}, you at least ${q}, the partner ${pq}`,
    choiceWhist: (d, q, together) => `Whist! Play with ${obj(d)}: you at least ${tricksN(q)}, together ${together}`,
    choiceNoWhist: (d) => `Pass: ${subj(d, false)} ${v(d, 'play', 'plays')} without you`,
    choiceAccept: (p) => `Accept ${obj(p)} as partner`,
    choiceReject: (p) => `Decline ${poss(p)} whist and play alone`,
    choiceLeader: (w) => `${subj(w)} ${v(w, 'lead', 'leads')}`,

    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: rule === 'BO25' ? 'You have passed and speak no more in this deal.' : `It is not your turn${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'are', 'is')} to move` : ''}.`,
        WRONG_PHASE: 'That is not possible at this point of the deal.',
        NOT_ON_LADDER: 'There is no such bid: a game of tricks is bid simple, in colour or superior, a misère without a class.',
        BID_TOO_LOW: `Your bid must be higher than the bid standing${f.bid ? `, ${f.bid}` : ''}.`,
        BAD_TRUMP: `${f.suit ? capitalize(f.suit) : 'That suit'} cannot be trumps: a simple game is played in a simple suit.`,
        CARD_NOT_IN_HAND: `${f.card ? capitalize(f.card) : 'That card'} is not in your hand.`,
        MUST_FOLLOW_SUIT: `You must follow suit${f.suit ? `: ${f.suit}` : ''}${f.card ? `; ${f.card} does not` : ''}.`,
        BAD_LEADER: 'Name a player to lead.',
        UNKNOWN_MOVE: 'There is no such move.',
      } as Record<string, string>)[code] ?? 'That move is not allowed.') + ` (rule ${rule})`,
    hint: (move, reason) => `Hint: ${move.replace(/\.$/, '')}.${reason ? ` ${reason}` : ''}`,
    hintReason: (reason, f) => {
      const est = f.tricks !== null ? ` You count about ${f.tricks} tricks.` : '';
      const text = HINTS[reason];
      if (reason === 'searched') return `Played out over ${plural(L, f.samples, { one: 'possible deal', other: 'possible deals' })}, this move does best${f.value !== null ? `: ${signed(Math.round(f.value * 10) / 10)} marks on average` : ''}.`;
      if (reason === 'bidTricks' || reason === 'pass' || reason === 'seek' || reason === 'alone' || reason === 'whist' || reason === 'noWhist' || reason === 'bestTrump') return text ? `${text}${est}` : null;
      return text ?? null;
    },
    hintEffect: (effect) =>
      ({
        lead: 'It opens the trick: the others must follow suit if they can.',
        win: 'It takes the trick as it stands.',
        under: 'It stays under the trick as it stands.',
        ruff: 'You lack the suit led: it trumps the trick.',
        discard: 'You lack the suit led: it goes without taking the trick.',
      })[effect],
    hintCount: (f) =>
      f.tricks !== null ? `You count about ${f.tricks} tricks for it.` : f.danger !== null ? `The misère danger of your hand is ${f.danger} (0: no card at risk).` : null,
    hintSearch: (f) => {
      const mean = (v: number) => `${signed(Math.round(v * 10) / 10)} marks`;
      const deals = plural(L, f.samples, { one: 'possible deal', other: 'possible deals' });
      const share = f.share !== null ? ` and gains in ${Math.round(f.share * 100)} % of them` : '';
      const rule = f.normal ? ` By the rule of thumb: ${f.normal.move}${f.normal.value !== null ? `, ${mean(f.normal.value)}` : ''}.` : '';
      return `Played out over ${deals}, it brings ${f.value !== null ? `${mean(f.value)} a deal on average` : 'the best result'}${share}.${rule}`;
    },
  },
};

/** Why a computer player would choose a move (the reason codes of src/games/boston/bots). */
const HINTS: Readonly<Record<string, string>> = {
  only: 'It is the only move.',
  careless: 'A playable card, without much weighing.',
  bidTricks: 'The hand counts enough tricks for this game.',
  bidMisere: 'Low cards in every suit: the hand can take no trick.',
  pass: 'No higher game is safe with this hand.',
  bestTrump: 'The simple suit in which the hand counts most tricks.',
  alone: 'The hand makes the game without help.',
  seek: 'The game needs a partner’s tricks.',
  accept: 'The game needs a partner’s tricks.',
  reject: 'The hand makes the game without help.',
  whist: 'Enough tricks of your own to make your share.',
  noWhist: 'Too few tricks of your own to make a partner’s share.',
  layAsideDanger: 'The card most likely to take a trick.',
  playLast: 'The seat before you leads: you play last to the first trick.',
  drawTrumps: 'Draw the opponents’ trumps.',
  cashMaster: 'It is the highest card left of its suit: it wins its trick.',
  forceDeclarer: 'A small card of a suit the declarer lacks: he must spend a trump.',
  leadLong: 'A low card from your longest suit.',
  friendWinning: 'Your side holds the trick already: a low card.',
  cannotWin: 'You cannot win this trick: the least useful card.',
  winTrick: 'The cheapest card that wins the trick.',
  ruff: 'You lack the suit: you trump.',
  secondHandLow: 'Second hand low: the trick is still open.',
  leadLow: 'Your lowest card: the others must go over it.',
  discardDanger: 'You lack the suit: the card most likely to take a trick later goes.',
  duckUnder: 'The highest card that still stays under the trick.',
  forced: 'Every card wins here: the highest goes.',
  planOpenMisere: 'From the open cards: the suit where the declarer must go over you.',
  leadSmall: 'A small card of the suit a fellow opponent led.',
  discardHigh: 'You lack the suit: a high card goes while it is safe.',
  leaveToDeclarer: 'The declarer holds the trick: leave it to him.',
  unload: 'The declarer is past: a high card goes safely.',
  keepLow: 'A low card, so that the declarer may have to win.',
  ownQuota: 'The game is lost anyway: you take the trick for your own share, so as not to pay.',
};
