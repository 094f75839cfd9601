/**
 * Casino's rules for players (Shift+F1) in English, for the rules in force (the value of resolveRules in
 * src/games/casino/rules.ts; spec ../shared/rules/casino.md). Their own chunk, loaded when the player
 * first asks for the rules.
 */
import type { CasinoRules } from '../../src/games/casino/types.js';
import type { VariantId } from '../../src/games/casino/rules.js';
import { list, type RulesSection } from '../../src/i18n/messages.js';
import { VARIANTS } from './en.js';

const L = 'en' as const;

// The variants' names and descriptions are the game's catalogue's (locales/casino/en.ts), as the setup form says them.

function rulesText(r: CasinoRules): readonly RulesSection[] {
  const four = r.players === 4;
  const three = r.players === 3;
  const side = four ? 'side' : 'player';
  const rounds = 48 / (4 * r.players);
  const sections: RulesSection[] = [
    {
      heading: 'The game',
      paragraphs: [
        'Casino is a fishing game for 2 to 4 players; ' +
          (four
            ? 'with 4, as here, they play in 2 partnerships, partners sitting opposite each other.'
            : three
              ? 'here 3 players play, each for himself.'
              : 'here 2 players play against each other.') +
          ` With a card from your hand you take cards from the table that match its rank or add up to its value. Points come from clearing the table and, after each deal, from the count: most cards, most spades, the 2 casinos and the aces. The first ${side} to reach ${r.target} points wins the game. Play goes clockwise.`,
        'These rules follow the Casino of an early 19th-century Polish book of card games, a translation of the English Casino of the Hoyle tradition. There is no building: you take only cards that are already on the table.',
      ],
    },
    {
      heading: 'Cards and values',
      paragraphs: [
        'One full pack of 52 cards. The ace counts 1, the cards 2 to 10 their number. Kings, queens and jacks, the face cards, have no value: they take only face cards of their own rank.',
        'Suits play no part in taking cards. They matter only for the count of spades and for the 2 casinos: big casino, the 10 of diamonds, worth 2 points, and little casino, the 2 of spades, worth 1 point. In play they are ordinary cards.',
      ],
    },
    {
      heading: four ? 'Partners, seats and the dealer' : 'Seats and the dealer',
      paragraphs: [
        four
          ? 'Everyone draws a card; the ace is lowest and the king highest, and suits do not count. The 2 highest play together against the 2 lowest; partners sit opposite each other and share one pile of taken cards. The lowest card deals first. Players with equal cards draw again where it matters.'
          : 'Everyone draws a card; the ace is lowest and the king highest, and suits do not count. The lowest card deals first; players tied for lowest draw again.',
        'After each deal the deal passes to the left.',
      ],
    },
    {
      heading: 'The deal',
      paragraphs: [
        'The dealer shuffles, and the player on his right cuts. Then the dealer deals 4 cards to each player, one at a time, starting with the player on his left and himself last, and after each round he lays 1 card face up on the table: 4 table cards in all. The rest is the face-down stock.',
        `When nobody holds a card any more, the same dealer deals 4 more cards to each player in the same way, without shuffling and with nothing to the table. With ${r.players} players a deal has ${rounds} such hand-rounds, and each player gets ${rounds * 4} cards in all.`,
        'When the last cards are dealt, the app says so: this is the final round. The player on the dealer’s left plays first in every round, and the dealer plays last.',
      ],
    },
    {
      heading: 'Your turn',
      paragraphs: [
        'On your turn you play exactly 1 card from your hand, face up. With it you either take cards from the table, or you trail: you leave it on the table. There is no passing.',
        r.freeTrail
          ? 'In these rules you may trail any card whenever you like, even if you could take something; which capture you make, if any, is your free choice.' +
            (r.lastFaceTakesAll ? ' Only the dealer’s last face card must take, as described under the end of the deal.' : '')
          : 'If any card in your hand can take something, you must take; which capture you make is your free choice. You trail only when no card can take, for example when the table is empty.',
        'A trailed card lies face up on the table like any other and can be taken later.',
      ],
    },
    {
      heading: 'Taking cards',
      paragraphs: [
        'Pairing: your card takes table cards of its own rank, as many as lie there.',
        'Combining: a number card takes 2 or more number cards on the table whose values add up to its value. A 9 takes, for example, 5 and 4, or 6, 2 and ace.',
        'You may take several groups at once, pairs and sums together, each table card in only 1 group. With ace, 2, 4 and 7 on the table, a 7 takes the 7 and also ace, 2 and 4. A 10 may take 9 and ace, 8 and 2, and a 10 at once; but it may not take 9, 6 and 5, since those 20 cannot be split into 2 groups of 10.',
        'A face card takes only face cards of its own rank, and a face card on the table can only be taken that way, never in a sum. An ace takes only aces. A 10 on the table can only be taken by a 10.',
        `Your card and the cards you take go face down onto ${four ? 'your side’s' : 'your'} pile.`,
      ],
    },
    {
      heading: 'Clearing the table',
      paragraphs: [
        'If your capture leaves the table empty, you have cleared it and score 1 point at once. This point is never netted against anything. The last card of the deal scores no point for clearing.',
        'The next player then faces an empty table and must trail.',
      ],
    },
    {
      heading: 'The end of the deal',
      paragraphs: [
        r.lastFaceTakesAll
          ? 'The last card of the deal is always the dealer’s. If it is a king, queen or jack, it takes every card left on the table, whatever their ranks; that is then the dealer’s only move.'
          : 'In these rules the dealer’s last card has no privilege: a face card takes only face cards of its own rank, as always.',
        (r.lastFaceTakesAll ? 'Otherwise the cards' : 'The cards') +
          ` left on the table after the last card go to ${four ? 'the side that' : 'the player who'} made the last capture of the deal; if nobody took anything in the whole deal, they go to nobody.`,
        r.finalCollectionScores
          ? 'In these rules taking the cards left over at the end scores 1 point, as for clearing the table, if any cards were left. This point comes before the count. Taking the last table cards with the last card itself still scores nothing.'
          : 'Taking the cards left over at the end scores no point for clearing.',
      ],
    },
    {
      heading: 'The count',
      paragraphs: three
        ? [
            'After each deal each player counts his pile: most cards, 3 points; most spades, 1 point; big casino, 2 points; little casino, 1 point; each ace, 1 point. Most means more than each of the others; a tie for most cards or most spades scores for nobody.',
            r.netting
              ? 'In these rules the count is netted: the 2 lower totals are added together and subtracted from the highest, and only the player with the highest total scores the difference. If the 2 lower together reach the highest, or 2 players tie for the highest, nobody scores.'
              : `Each player scores what he wins, with no netting. The items are scored one at a time in this order: big casino, little casino, most cards, most spades, then the aces of spades, clubs, hearts and diamonds. The first player to reach ${r.target} wins, even if another would reach it with a later item.`,
          ]
        : [
            `After each deal each ${four ? 'side counts its' : 'player counts his'} pile: 27 cards or more, 3 points, and at 26 each nobody scores them; 7 spades or more, 1 point; big casino, 2 points; little casino, 1 point; each ace, 1 point. That makes 11 points in a deal, or 8 if the cards are tied.`,
            `Only the difference is scored: the ${side} with fewer count points subtracts them from the other’s, and the ${side} with more scores the rest. A count of 7 to 4 thus scores 3 points. Equal counts score nothing. Points for clearing the table were scored already and are not part of this.`,
          ],
    },
    {
      heading: 'Winning the game',
      paragraphs: [
        `The game is ${r.target} points; points carry over from deal to deal. They count in the order they are made: each clearing at once, then the count after the deal. The first ${side} to reach ${r.target} wins the game at that moment; if a clearing does it, the rest of that deal is abandoned.`,
        four
          ? `If the losing side has fewer than ${r.lurchLine} points when the game is won, it is a lurch, a double game. A game is worth 1 unit and a lurch 2: each player of the losing side pays that much to a player of the winning side.`
          : three
            ? `Each loser pays the winner 1 unit, or 2 units if he himself has fewer than ${r.lurchLine} points when the game is won: a lurch, a double game for him.`
            : `If the loser has fewer than ${r.lurchLine} points when the game is won, it is a lurch, a double game. The loser pays the winner 1 unit, or 2 for a lurch.`,
        'The next game starts at 0 to 0, and the deal passes on as usual.',
      ],
    },
    {
      heading: 'What you may know',
      paragraphs: [
        'Taken cards lie face down. You may review only the most recent capture; nobody may look through a pile or count his own cards during the deal, so remember what has been taken.' +
          (four ? ' Partners do not see each other’s hands.' : ''),
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Rules in force and variants',
    paragraphs: [
      `${r.players} players. ` + (active.length ? `Variants in force: ${list(L, active)}.` : 'Rules of the book, no variants.'),
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (in force)' : ''}`),
    ],
  });
  return sections;
}

export const casinoRulesEn: (rules: CasinoRules) => readonly RulesSection[] = rulesText;
