/**
 * Whist's rules for players (Shift+F1) in English, for the rules in force (the value of resolveRules in
 * src/games/whist/rules.ts; spec ../shared/rules/whist.md). Their own chunk, loaded when the player
 * first asks for the rules.
 */
import type { WhistRules } from '../../src/games/whist/types.js';
import type { VARIANT_IDS } from '../../src/games/whist/rules.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';

const L = 'en' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const VARIANTS = {
  'V-W-1': { name: 'Seven-point rubber', description: 'Only 2 game values: a double, worth 2, if the losers have 4 points or less, otherwise a simple, worth 1. The largest rubber without slams is worth 7.' },
  'V-W-2': { name: 'Honours count at 9', description: 'A side at 9 points scores its honours like any other side; it still cannot call.' },
  'V-W-3': { name: 'No slam scores', description: 'A slam earns nothing beyond the points for its tricks.' },
  'V-W-4': { name: 'Automatic call', description: 'The app makes the call at 8 for you as soon as you may call, as it does for the computer players.' },
  'V-W-5': { name: 'Claim', description: 'When you are about to lead, you may claim all the remaining tricks; the app accepts only a claim that cannot fail, and a refused claim costs nothing.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

function rulesText(r: WhistRules): readonly RulesSection[] {
  const sections: RulesSection[] = [
    {
      heading: 'The game',
      paragraphs: [
        'Whist, here the old long whist, is a trick-taking game for 4 players in 2 fixed partnerships; partners sit opposite each other. A side scores 1 point for each trick it wins beyond 6, and points for the high trumps it holds, the honours. The first side to reach 10 points wins a game, and the first side to win 2 games wins the rubber. Play goes clockwise.',
        'These rules follow the Whist treatise of an early 19th-century Polish book of card games, which largely translates Hoyle. Where the book is silent, the usual rules of long whist of that time apply.',
      ],
    },
    {
      heading: 'Cards and their order',
      paragraphs: [
        'One full pack of 52 cards in 4 suits: spades, hearts, diamonds and clubs. In every suit the cards rank from high to low: ace, king, queen, jack, 10, 9, 8, 7, 6, 5, 4, 3, 2.',
        'The honours are the ace, king, queen and jack of the trump suit. Honours of the other suits mean nothing.',
      ],
    },
    {
      heading: 'Partners and seats',
      paragraphs: [
        'At the start of each rubber everyone draws a card. In this draw the ace counts as 1, the lowest card, and suits do not matter. The 2 players with the highest cards play together against the 2 with the lowest, and the player with the lowest card deals first. Players with equal cards draw again where it matters.',
        'Partners sit opposite each other, so the sides take turns in play. Sides, seats and the first dealer may change from one rubber to the next.',
      ],
    },
    {
      heading: 'The deal and the trump',
      paragraphs: [
        'The dealer shuffles, and the opponent on his right cuts. The dealer deals the cards one at a time, starting with the player on his left and himself last, until each player has 13. There is no stock.',
        'The last card, the dealer’s own, is turned face up: its suit is trump for this deal. This turn-up stays face up on the table until it is the dealer’s turn to play to the first trick; then he takes it into his hand, and he may play it at once. After that anyone may still ask which suit is trump, but no longer which card was turned up.',
        'After each deal the deal passes to the left. This goes on across the games of a rubber; only a new rubber starts with a new draw.',
      ],
    },
    {
      heading: 'Playing the tricks',
      paragraphs: [
        'The player on the dealer’s left, the eldest hand, leads to the first trick, and the winner of each trick leads to the next. You may lead any card, trumps included.',
        'You must follow suit if you can; which card you play is up to you. If you cannot follow, you may play any card: trump or throw off. There is no duty to trump, to overtrump or to beat the card that is winning.',
        'The highest trump wins the trick. Without a trump, the highest card of the suit led wins; a card of another suit never wins.',
        r.claims
          ? 'Claim: at your turn, when you are about to lead, you may claim all the remaining tricks for your side. The app accepts the claim only if your side wins every remaining trick however the opponents play; it then gives your side those tricks and ends the deal. Otherwise the claim is refused, without penalty, and you play on.'
          : 'All 13 tricks are played, even when the outcome is clear; only a successful call at 8 ends a deal early.',
      ],
    },
    {
      heading: 'Scoring a deal',
      paragraphs: [
        'Tricks: the side that wins 7 tricks or more scores 1 point for each trick beyond 6: 7 tricks score 1, 8 tricks 2, and so on up to 7 points for all 13. The other side scores nothing for tricks.',
        'Honours: a side whose 2 players together were dealt 3 of the 4 honours scores 2 points; all 4 honours score 4 points. Honours split 2 and 2 score nothing. They count from the cards as dealt, the turn-up included, whoever wins the tricks they fall in. The app scores them by itself.',
        r.honoursAtNine
          ? 'In these rules honours count at any score, also for a side that stands at 9.'
          : 'No honours at 9: a side that stood at 9 when the deal began does not score honours in that deal; it can only go out by tricks.',
        'Tricks are scored first, then honours. As soon as a side reaches 10 points, it wins the game at once, and whatever the deal would still score is void: once tricks have taken a side to 10, the other side’s honours do not count. Points beyond 10 are lost.',
      ],
    },
    {
      heading: 'The call at 8',
      paragraphs: [
        'A side that stands at exactly 8 when a deal begins may win the game at once with its honours instead of playing the deal out. A player of that side may call, asking his partner: can you? He must hold at least 2 honours himself, and he may call only at his own turn in the first trick, before he plays his card. So the eldest hand can call before he leads, and the dealer when his turn comes, after taking up the turn-up.' +
          (r.honoursAtNine ? ' A side at 9 can never call.' : ''),
        'The call succeeds if the caller holds 3 or 4 honours himself, or if his partner holds at least 1: the partner answers yes. Then the side’s honours are shown to all, the side scores them, 2 for 3 honours or 4 for 4, and wins the game at once. The deal ends there: the cards played to the first trick do not count, and no tricks are scored.',
        'If the caller holds exactly 2 honours and his partner none, the partner answers no. Nothing is shown, the caller plays his card, and the deal goes on; the honours are then split 2 and 2 and score nothing. The app gives the partner’s answer from his cards, so it is always true. ' +
          (r.autoCall
            ? 'In these rules the app makes the call for you as soon as you may call, as it does for the computer players.'
            : 'Computer players always call when they may; you decide for yourself.'),
      ],
    },
    {
      heading: 'The value of a game',
      paragraphs: [
        r.sevenPoint
          ? 'A game is worth rubber points by the losers’ score at the moment it is won: a double, 2 points, if the losers have 4 points or less, otherwise a simple, 1 point. There are no triple or quadruple games in these rules. The winners’ own score does not matter.'
          : 'A game is worth rubber points by the losers’ score at the moment it is won: a simple, 1 point, if they have 5 points or more; a double, 2 points, with 3 or 4; a triple, 3 points, with 1 or 2; a quadruple, 4 points, if they have nothing. The winners’ own score does not matter.',
        'Every game starts at 0 to 0; points do not carry over from one game to the next.',
      ],
    },
    {
      heading: 'Slams',
      paragraphs: [
        r.slams
          ? 'A side that wins all 13 tricks of a deal makes a grand slam, worth 6 rubber points; exactly 12 tricks make a little slam, worth 3. These are not game points: a slam does not help in the race to 10 beyond its tricks, but it counts in the rubber for the side that made it, whether that side wins or loses.'
          : 'In these rules slams earn nothing beyond the points for their tricks.',
      ],
    },
    {
      heading: 'The rubber and the session',
      paragraphs: [
        'A rubber is the best of 3 games: it ends as soon as a side has won 2 games, so there is no third game after 2 to 0.',
        'The winners of the rubber get a bonus of 3 rubber points. Each side adds up the values of the games it won' +
          (r.slams ? ' and of its slams' : '') +
          ', the winners also the bonus, and the rubber is worth the difference: each player of the winning side gains that much, and each player of the other side loses it.' +
          (r.sevenPoint
            ? ' 2 double games in a row make a rubber of 2 plus 2 plus 3, that is 7.'
            : ' 2 quadruple games in a row make a rubber of 4 plus 4 plus 3, that is 11.') +
          (r.slams ? ' If the losers made large slams, the difference can even go their way.' : ''),
        `The session lasts ${plural(L, r.rubbers, { one: 'rubber', other: 'rubbers' })}. The rubber points are kept for each player, since partners can change between rubbers; a rubber left unfinished counts for nothing. At the end the players are ranked by their rubber points, and equal points share a place.`,
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Rules in force and variants',
    paragraphs: [
      active.length ? `Variants in force: ${list(L, active)}.` : 'Long whist as in the book, no variants.',
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (in force)' : ''}`),
    ],
  });
  return sections;
}

export const whistRulesEn: (rules: WhistRules) => readonly RulesSection[] = rulesText;
