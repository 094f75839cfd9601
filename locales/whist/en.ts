/**
 * Whist's English catalogue (src/games/whist/messages.ts), over the trick table's shared words.
 * "Can you?" is the call at eight; honours, game, rubber, slam as English whist players say them.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { SidePhrase, WhistCatalogue } from '../../src/games/whist/messages.js';
import { trickUiEn, tricksEn } from '../tricks/en.js';
import { VARIANTS } from './rules-en.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'You' : 'you') : w.name);
const obj = (w: Who) => (w.self ? 'you' : w.name);
const v = (w: Who, base: string, third: string) => (w.self ? base : third);
const points = (n: number) => plural(L, n, { one: 'point', other: 'points' });
const tricksN = (n: number) => plural(L, n, { one: 'trick', other: 'tricks' });
const side = (s: SidePhrase, start = true) => (s.mine ? (start ? 'You' : 'you') : list(L, s.who.map(obj)));
const sideV = (s: SidePhrase, base: string, third: string) => (s.mine || s.who.length > 1 ? base : third);
const GAME: Record<string, string> = { simple: 'a single', double: 'a double', triple: 'a treble', quadruple: 'a quadruple' };

export const whistEn: WhistCatalogue = {
  tricks: tricksEn,
  ui: {
    ...trickUiEn,
    commands: {
      ...trickUiEn.trickCommands,
      suitS: { name: 'Spades', help: 'In your hand: move to your highest spade.' },
      suitH: { name: 'Hearts', help: 'In your hand: move to your highest heart.' },
      suitD: { name: 'Diamonds', help: 'In your hand: move to your highest diamond.' },
      suitC: { name: 'Clubs', help: 'In your hand: move to your highest club.' },
      readScore: { name: 'Score', help: 'Read the game score, the games in the rubber, the tricks of this deal and the rubber points.' },
      readTrump: { name: 'Trump', help: 'Read the trump, the turn-up card and the calls of this deal.' },
      declare: { name: 'Call', help: 'Call at eight ("Can you?") when you may; with the claim variant, claim the remaining tricks.' },
      nextDeal: { name: 'Next deal', help: 'Deal the next hand when this one is over.' },
    },
    colSide: 'Side',
    colRubber: 'Rubber points',
    side: (mine) => (mine ? 'your side' : 'opponents'),
    turnUpLabel: 'Turn-up',
    tricksLabel: 'Tricks this deal',
    gamesLabel: 'Games in the rubber',
    readTrump: 'Trump',
    declare: 'Call',
    commandHint: 'For example: play queen of hearts, call, score, trump, hand.',
    resumed: 'Your whist rubber is back where you left it.',
    commandUnknown: 'I did not understand that. Try: play queen of hearts, call, score, help.',
    choicesHeading: (n) => `Call or claim, ${plural(L, n, { one: 'choice', other: 'choices' })}`,
    variants: 'Variants',
    variantName: (id) => VARIANTS[id as keyof typeof VARIANTS]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as keyof typeof VARIANTS]?.description ?? '',
    rubbers: 'Rubbers',
    rubbersHelp: 'How many rubbers the sitting lasts (1 to 5).',
    seatHelp: 'The draw decides the partners: the two highest cards play against the two lowest.',
  },
  whist: {
    rubberStarted: (n, of) => `Rubber ${n} of ${of}: the draw for partners.`,
    drew: (w, card) => `${subj(w)} ${v(w, 'draw', 'draws')} ${card}.`,
    drawTie: (ws, purpose) => `${capitalize(list(L, ws.map(obj)))} tie and draw again${purpose === 'deal' ? ' for the deal' : ''}.`,
    sidesFormed: (mine, theirs, dealer) => `Partners: ${list(L, mine.map(obj))} against ${list(L, theirs.map(obj))}. ${subj(dealer)} ${v(dealer, 'deal', 'deals')} first.`,
    dealStarted: (deal, dealer, eldest, score, games) => `Deal ${deal}: ${subj(dealer, false)} ${v(dealer, 'deal', 'deals')}, ${subj(eldest, false)} ${v(eldest, 'lead', 'leads')}. Score ${score}; games ${games}.`,
    turnUp: (dealer, card, trump) => `${subj(dealer)} ${v(dealer, 'turn', 'turns')} up the ${card}: ${trump} are trumps.`,
    turnUpTakenUp: (dealer, card) => `${subj(dealer)} ${v(dealer, 'take', 'takes')} up the ${card}.`,
    callMade: (w, auto) => `${subj(w)} ${v(w, 'call', 'calls')}${auto ? ' (by the rules)' : ''}: "Can you?"`,
    callAnswered: (w, yes) => `${subj(w)} ${v(w, 'answer', 'answers')}: ${yes ? '"Yes."' : '"No."'}`,
    honoursShown: (s, held) => `${side(s)} ${sideV(s, 'show', 'shows')} the honours: ${held.map((h) => `${obj(h.who)} ${h.cards}`).join('; ')}.`,
    tricksAfterTrick: (tricks) => `tricks ${tricks}`,
    claimMade: (w, n) => `${subj(w)} ${v(w, 'claim', 'claims')} the remaining ${tricksN(n)}.`,
    dealEnded: (reason, tricks) => `${reason === 'call' ? 'The call ends the deal' : reason === 'claim' ? 'The claim ends the deal' : 'The deal is over'}: tricks ${tricks}.`,
    tricksScored: (s, n, pts, score) => `${side(s)} ${sideV(s, 'score', 'scores')} ${points(pts)} for ${tricksN(n)}; score ${score}.`,
    honoursScored: (s, h, pts, score) => `The honours are with ${side(s, false)}: ${h} honours, ${points(pts)}; score ${score}.`,
    honoursNotScored: (s, reason) =>
      reason === 'divided' ? 'The honours are divided: nobody scores them.' : reason === 'atNine' ? `${s ? side(s) : 'The side at nine'} ${s ? sideV(s, 'stand', 'stands') : 'stands'} at nine: honours do not count.` : 'The game was won already: honours do not count.',
    slamMade: (s, kind, pts) => `${kind === 'grand' ? 'Grand slam' : 'Little slam'} for ${side(s, false)}: ${points(pts)} in the rubber.`,
    gameWon: (s, name, value, score, games) => `${side(s)} ${sideV(s, 'win', 'wins')} the game, ${GAME[name]} worth ${value}; score ${score}. Games ${games}.`,
    rubberWon: (s, net) => `${side(s)} ${sideV(s, 'win', 'wins')} the rubber, by ${points(net)}.`,
    ledger: (lines) => `Rubber points: ${lines.map((l) => `${obj(l.who)} ${l.change === null ? '' : `${l.change >= 0 ? 'plus' : 'minus'} ${Math.abs(l.change)}, `}${l.total} in all`).join('; ')}.`,
    sessionOver: (winners) => `${capitalize(list(L, winners.map(obj)))} ${winners.length > 1 || winners[0]?.self ? 'win' : 'wins'} the sitting${winners.some((w) => w.self) ? '!' : '.'} ${K('Shift+N')} starts a new game.`,
    pair: (mine, theirs) => `you ${mine}, they ${theirs}`,
    score: (pts, games, tricks) => `Score: ${pts}. Games: ${games}. Tricks this deal: ${tricks}.`,
    trumpIs: (suit, turnUp, dealer, onTable) => `${capitalize(suit)} are trumps${turnUp ? `; the turn-up is the ${turnUp}, ${onTable ? `still on the table before ${obj(dealer)}` : `taken up by ${obj(dealer)}`}` : ''}.`,
    calls: (lines) => (lines.length ? `Calls: ${lines.map((l) => `${obj(l.who)}${l.answer === null ? ', with three honours' : l.answer === 'yes' ? ', answered yes' : ', answered no'}`).join('; ')}.` : 'No call in this deal.'),
    yourTurn: (phase, h) => (phase === 'play' ? `Your turn.${h.mustFollow ? ` Follow suit: ${h.mustFollow}.` : ''}${h.mayCall ? ` You may call: ${K('Shift+A')}.` : ''}${h.mayClaim ? ` You may claim the rest: ${K('Shift+A')}.` : ''}` : 'Your turn.'),
    notYourTurn: (w) => `It is not your turn: ${subj(w, false)} ${v(w, 'are', 'is')} to play.`,
    choiceCall: 'Call: "Can you?" (you stand at eight with two honours)',
    choiceClaim: 'Claim all the remaining tricks',
    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: `It is not your turn${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'are', 'is')} to play` : ''}.`,
        WRONG_PHASE: 'The deal is over: press N for the next one.',
        CARD_NOT_IN_HAND: `${f.card ?? 'That card'} is not in your hand.`,
        MUST_FOLLOW_SUIT: `You must follow suit: ${f.suit ?? 'the suit led'}.`,
        CALL_NOT_AT_EIGHT: 'You may call only when your side stands at eight.',
        CALL_NEEDS_TWO_HONOURS: 'To call you need two trump honours.',
        CALL_TOO_LATE: 'The call is made before your first card, in the first trick.',
        VARIANT_OFF: 'Claims are off in these rules.',
        CLAIM_NOT_CERTAIN: 'The claim is refused: the remaining tricks are not certain.',
      } as Record<string, string>)[code] ?? 'That move is not allowed.') + (rule ? ` (rule ${rule})` : ''),
    hint: (move, reason) => `Hint: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (reason) =>
      ({
        call: 'Your side stands at eight and you hold two honours.',
        onlyCard: 'It is the only sensible card.',
        topSequence: 'A lead from the top of a sequence.',
        cashWinner: 'It is the highest of its suit still out: a sure trick unless it is trumped.',
        leadTrumps: 'It draws the opponents’ trumps.',
        returnPartnersLead: 'It returns your partner’s lead.',
        partnerCanRuff: 'Your partner is void in that suit and can trump it.',
        invite: 'A low card from a suit with an honour, inviting your partner.',
        shortSuit: 'A short suit, so that you can trump it later.',
        longSuit: 'A lead from your long suit.',
        secondHandLow: 'Second hand low.',
        coverHonour: 'It covers the honour led.',
        thirdHandHigh: 'Third hand high.',
        winTrick: 'It wins the trick as cheaply as possible.',
        duckTrick: 'It keeps the higher card for later.',
        cannotWin: 'You cannot win this trick: a low card.',
        partnerWinning: 'Your partner is winning: a low card.',
        unblock: 'It unblocks, leaving your partner the lead.',
        overtakePartner: 'It takes over your partner’s trick to take the lead.',
        ruff: 'You are void in the suit led: trumping wins the trick.',
        overruff: 'It trumps higher than the trump played.',
        discard: 'You are void: a discard from your weakest suit.',
      } as Record<string, string>)[reason] ?? null,
  },
};
