/**
 * Piquet's rules for players (Shift+F1) in English, for the rules in force (the value of resolveRules in
 * src/games/piquet/rules.ts; spec ../shared/rules/piquet.md). Their own chunk, loaded when the player
 * first asks for the rules.
 */
import type { PiquetRules } from '../../src/games/piquet/types.js';
import type { VariantId } from '../../src/games/piquet/rules.js';
import { list, type RulesSection } from '../../src/i18n/messages.js';

const L = 'en' as const;

export const VARIANTS = {
  'V-Q-1': { name: 'International exchange', description: 'The elder exchanges 1 to 5 cards; the younger 0 up to all that remain, and he need not take the cards the elder left.' },
  'V-Q-2': { name: 'Last trick counts 2', description: 'The winner of the last trick scores 2 for it instead of 3.' },
  'V-Q-3': { name: 'Modern trick points', description: 'Every lead and every beat scores 1, whatever the card, and the winner of the last trick scores 1 more.' },
  'V-Q-4': { name: 'Game to 100', description: 'The game is won at 100 points instead of 101.' },
  'V-Q-5': { name: 'Four-deal partie', description: 'Instead of the race to 101, 4 deals are played, and the difference of the totals, in tens, gives the units won.' },
  'V-Q-6': { name: 'Carte blanche shown', description: 'A carte blanche hand is shown to the opponent once he has made his exchange.' },
  'V-Q-7': { name: 'Only high cards score a beat', description: 'Beating a lead scores only with an ace, king, queen, jack or 10.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

function rulesText(r: PiquetRules): readonly RulesSection[] {
  const order = 'carte blanche, the point, sequences, sets, then the play trick by trick, and last the cards or capot';
  const sections: RulesSection[] = [
    {
      heading: 'The game',
      paragraphs: [
        'Piquet is a game for 2 players with a pack of 32 cards. After the deal each player exchanges cards with the talon; then both declare their best combinations, the point, sequences and sets; then 12 tricks are played. Points come from the declarations, from leading and winning tricks, and from bonuses such as pique and repique. ' +
          (r.target !== null ? `The first player to reach ${r.target} points wins the game.` : 'A partie of 4 deals is played, and the totals are compared at the end.'),
        'These rules follow the Piquet of an early 19th-century Polish book of card games, apparently translated from the German. Where the book is silent or hard to read, the usual rules of that time apply.',
      ],
    },
    {
      heading: 'Cards and their order',
      paragraphs: [
        'A French pack without the 2s to 6s: 32 cards, in each suit ace, king, queen, jack, 10, 9, 8 and 7, from high to low. There are no trumps: a card can only be beaten by a higher card of its own suit.',
        'For the point the cards count pips: the ace 11; king, queen, jack and 10 each 10; the 9, 8 and 7 their number.',
      ],
    },
    {
      heading: 'Dealer, elder and younger',
      paragraphs: [
        'For the first deal each player cuts the pack; the lower card deals first, the 7 being lowest and the ace highest. Equal cards cut again.',
        'The non-dealer is the elder hand: he exchanges first, declares first and leads to the first trick, which is an advantage. The dealer is the younger hand. The deal alternates from deal to deal, also from one game to the next.',
      ],
    },
    {
      heading: 'The deal',
      paragraphs: [
        'The dealer shuffles, and the elder cuts. The dealer deals 2 cards at a time, the elder first, until each has 12. The 8 cards left are the talon: 5 on top for the elder, and 3 beneath.',
      ],
    },
    {
      heading: 'Carte blanche',
      paragraphs: [
        'A player whose 12 dealt cards hold no king, queen or jack has carte blanche and scores 10 at once, before the exchange. It is the first score of the deal, so it counts toward a repique or a pique, and it keeps the opponent from making one.',
        r.blancheShown
          ? 'In these rules the hand is shown to the opponent as soon as the opponent has made his exchange.'
          : 'The app vouches for the hand; it is not shown to the opponent.',
      ],
    },
    {
      heading: 'The exchange',
      paragraphs: [
        `The elder lays away ${r.elderMin} to 5 cards face down and then takes as many from the top of the talon. If he takes fewer than 5, he may look at the cards of his 5 that he leaves; they pass to the younger.`,
        r.youngerTakesLeft
          ? 'Then the younger lays away cards and takes as many from what is left: first any cards the elder left, then the bottom 3. He must take at least the cards the elder left, and he may take all that remain; so he leaves at most 3 cards in the talon.'
          : 'Then the younger lays away as many cards as he likes, from none up to all that remain in the talon, and takes as many: first any cards the elder left, then the bottom 3. In these rules he need not take the cards the elder left.',
        'You always lay away first and then take, and nobody exchanges twice. Cards laid away stay face down and out of play; you may look at your own, but not at your opponent’s. Talon cards the younger does not take stay face down; the younger may look at them, the elder may not' +
          (r.youngerTakesLeft ? '.' : ', unless they are cards he left himself and has already seen.'),
      ],
    },
    {
      heading: 'Declarations',
      paragraphs: [
        'After the exchange both hands are declared in this order: the point, the sequences, the sets. In each the elder states his, and the younger answers good, not good or equal. Only 1 player can win each of them. The app carries out this dialogue by itself and shows what must be shown.',
        'The point: your longest suit. The longer point wins; at equal length, the higher pip total wins; if both are equal, nobody scores. The winner scores 1 for each card of his point and shows it.',
        'Sequences: 3 or more cards of a suit in unbroken order. A tierce of 3 cards scores 3, a quart of 4 scores 4, a quint of 5 scores 15, a sixième of 6 scores 16, a septième of 7 scores 17, and a huitième of 8 scores 18. A run counts once, at its full length. The best sequences are compared: the longer wins, at equal length the higher top card. The winner scores all his sequences and shows them; the opponent scores none, even those that would beat the winner’s smaller ones. If the best sequences are exactly equal, nobody scores any.',
        'Sets: 3 or 4 cards of one rank among ace, king, queen, jack and 10; 9s, 8s and 7s never count. A trio of 3 scores 3, a quatorze of 4 scores 14. A quatorze beats any trio; between sets of the same size the higher rank wins. The winner scores all his sets, the opponent none. Sets are only announced, not shown; for a trio, the suit of the missing card is named.',
      ],
    },
    {
      heading: 'Repique and pique',
      paragraphs: [
        'Repique: if a player reaches 30 with carte blanche, point, sequences and sets, counted in that order, before his opponent has scored anything in this deal, he scores 90 instead of 30, that is 60 more, and counts on from there. Either player can make a repique.',
        'Pique: if the elder does not reach 30 with his declarations, but reaches it with points from play before the younger has scored anything in this deal, he scores 60 instead of 30, that is 30 more. Only the elder can make a pique; the points for cards and capot do not count toward it.',
      ],
    },
    {
      heading: 'Playing the tricks',
      paragraphs: [
        'The elder leads to the first trick. You must follow suit if you can; if you cannot, you may play any card. You need not beat. The higher card of the suit led wins the trick, and the winner leads to the next. 12 tricks are played.',
        r.modernTricks
          ? 'Points in play: every lead scores 1 for the leader at once, whatever the card. Winning your opponent’s lead by beating it with a higher card of its suit scores 1' +
            (r.countingBeats ? ', but only if the beating card is an ace, king, queen, jack or 10.' : '.') +
            ' The winner of the last trick scores 1 more.'
          : 'Points in play: leading an ace, king, queen, jack or 10 scores 1 for the leader at once, whether he wins the trick or not; leading a 9, 8 or 7 scores nothing. Winning your opponent’s lead by beating it with a higher card of its suit scores 1' +
            (r.countingBeats ? ', but only if the beating card is an ace, king, queen, jack or 10.' : ', whatever the card.') +
            ` The winner of the last trick scores ${r.lastTrick} for it in all, whatever the card, instead of the 1 for leading or beating; if the leader loses the last trick, he keeps his point for leading.`,
        'Cards and capot: after the last trick, the player who won 7 tricks or more scores 10 for the cards; at 6 tricks each, neither scores. A player who wins all 12 tricks makes capot and scores 40 instead.',
      ],
    },
    r.target !== null
      ? {
          heading: 'Winning the game',
          paragraphs: [
            `The points are called aloud as they come and added to the game score, in this order: ${order}. The first player to reach ${r.target} wins the game at that moment, and the rest of the deal is abandoned. Until then the scores carry over from deal to deal.`,
            'A game is worth 1 unit. The next game starts at 0 to 0, and the deal goes on alternating.',
          ],
        }
      : {
          heading: 'The partie of 4 deals',
          paragraphs: [
            `A partie is 4 deals, so each player deals twice. The points are called aloud as they come, in this order: ${order}, and added up over the 4 deals.`,
            'After the fourth deal the 2 totals are compared. The difference is divided by 10 and rounded, 5 rounding up, and the higher scorer wins that many units: a difference of 44 gives 4 units, 45 gives 5. A difference under 5 gives 0 units, and nothing is paid; equal totals have no winner.',
          ],
        },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Rules in force and variants',
    paragraphs: [
      active.length ? `Variants in force: ${list(L, active)}.` : 'Rules of the book, game to 101, no variants.',
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (in force)' : ''}`),
    ],
  });
  return sections;
}

export const piquetRulesEn: (rules: PiquetRules) => readonly RulesSection[] = rulesText;
