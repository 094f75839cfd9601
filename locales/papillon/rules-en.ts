/**
 * Papillon's rules for players (Shift+F1) in English, for the rules in force. Their own chunk: loaded
 * when the player first asks for the rules (src/games/papillon/texts.ts loadPapillonRules).
 */
import type { PapillonRules } from '../../src/games/papillon/types.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import type { PapillonRulesTexts } from '../../src/games/papillon/messages.js';
import { VARIANTS } from './en.js';

const L = 'en' as const;
const counters = (n: number) => plural(L, n, { one: 'counter', other: 'counters' });

function rulesText(r: PapillonRules): readonly RulesSection[] {
  const pay = !r.classicPayouts;
  const sections: RulesSection[] = [
    {
      heading: 'The game',
      paragraphs: [
        'Papillon is a fishing game from France for 3 or 4 players, each playing for himself. Everything goes counter-clockwise: the next player is the right-hand neighbour. You play a card from your hand to take cards from the table, and collect counters for special captures.',
        'These rules follow the Braillespiel wiki, written for blind players; rules found only in Philidor (1756) are optional variants.',
      ],
    },
    {
      heading: 'Cards and values',
      paragraphs: [
        'One French pack of 52 cards. Suits play no part. The ace counts 1, the number cards their number, the jack 11, the queen 12 and the king 13.' +
          (r.faceCardsNoValue ? ' In these rules face cards have no value: they take only an equal face card.' : ''),
        'Number cards 1 to 13 in four colours, as on Elfer-raus cards, can be used instead: 11, 12 and 13 stand for jack, queen and king. This app calls red hearts, blue diamonds, green clubs and yellow spades.',
      ],
    },
    {
      heading: 'Counters, pot and session',
      paragraphs: [
        `Everyone starts with ${counters(r.startingCounters)}. Balances may go below zero. A pot in the middle collects the antes and the payments for laying down.`,
        `The session lasts ${plural(L, r.tours, { one: 'tour', other: 'tours' })}; in each tour every player deals once. The first dealer is found by cutting: the lowest card deals (ace lowest, king highest); tied players cut again. After each deal the deal passes to the right.`,
      ],
    },
    {
      heading: 'The deal',
      paragraphs: [
        `The dealer shuffles, the left neighbour cuts. The dealer gives 3 cards to each player, one at a time, starting with his right-hand neighbour and himself last, then turns up ${r.tableSize} cards on the table (${r.players} players). The rest is the face-down stock.`,
        `Everyone pays ${counters(r.ante)} into the pot. The dealer's right-hand neighbour plays first; the dealer plays last.`,
      ],
    },
    {
      heading: 'Taking cards',
      paragraphs: [
        'On your turn you play one card from your hand and take table cards with it, in one of two ways:',
        'Equal rank: take one table card of the same rank. A five takes only one five, even if there are several, and never a five together with a sum.',
        'Sum: take two or more table cards whose values add up to the value of your card, as one group: a ten may take ace, four and five. It may not take two groups at once, such as four and six and also three and seven.' +
          (r.faceCardsNoValue ? '' : ' Jack, queen and king in your hand can make sums too, at 11, 12 and 13.'),
        'A face card on the table (jack, queen, king) can only be taken by an equal face card, on its own; it is never part of a sum.' +
          (r.tensRestricted ? ' In these rules the same holds for tens: a ten on the table can only be taken by a ten.' : ' A ten on the table is an ordinary number card.'),
        'Your card and the cards you took go face down onto your pile. If you can take, you must: there is no passing and no voluntary laying down. Which capture you make is your free choice.',
      ],
    },
    {
      heading: 'Laying down',
      paragraphs: [
        'If you cannot take anything, also when the table is empty, you must lay all the cards you hold face up on the table. You pay 1 counter per card into the pot' +
          (pay ? ', and get 1 counter back from each other player for each ace you laid down.' : '.') +
          ' Whoever lays down in the final round cannot win the deal.',
      ],
    },
    {
      heading: 'Payouts for captures',
      paragraphs: pay
        ? [
            'All payouts come at once, from each other player, and add up.',
            'Aces: 1 counter for each ace you take.',
            'Pure aces: if you take only aces and your card counts as many as the aces you take (ace takes ace, two takes two aces, three takes three aces, four takes four aces), you get 2 counters per ace instead: 2, 4, 6 or 8 from each player.',
            `Klein-Papillon: taking ${r.featExactlyThree ? 'exactly three' : 'three or more'} table cards with a number card: 1 counter. Not paid in the final round.`,
            `Haneton: taking ${r.featExactlyThree ? 'exactly three' : 'three or more'} table cards with a face card: 1 counter.` +
              (r.hanetonLapsesInFinal ? ' Not paid in the final round.' : ' Also paid in the final round.'),
            'Sautenelle: taking the last card on the table, leaving it empty: 1 counter. The next player then faces an empty table and must lay down.',
          ]
        : ['In these rules captures earn nothing: there are no payouts for aces, Klein-Papillon, Haneton, Sautenelle or die Blätter.'],
    },
    {
      heading: 'New hand-rounds and the final round',
      paragraphs: [
        'When nobody holds a card, the same dealer deals again from the stock, 3 cards each, without shuffling, and stops when the stock runs out.' +
          (r.refill
            ? ` If the table is empty, he turns up ${r.tableSize} cards again (or as many as are left)` +
              (r.refillBeforeDeal ? ', before dealing the hands.' : ', after dealing the hands.')
            : ' An empty table is not refilled.'),
        'When the last cards are dealt, the dealer announces it: this is the final round. Every hand-round starts with the dealer’s right-hand neighbour.',
      ],
    },
    {
      heading: 'End of the deal',
      paragraphs: [
        'The first player who takes with every card he received in the final round wins the deal and the whole pot.' +
          (r.stopAtWinner ? ' In these rules the deal ends at once.' : ' Play goes on until all hands are empty.'),
        `If nobody wins, the player who laid down last gets the consolation, ${counters(r.consolation)} from each other player, and the pot stays for the next deal.`,
        'Cards left on the table go to the player who took last.',
      ],
    },
  ];
  if (pay) {
    sections.push({
      heading: 'Die Blätter',
      paragraphs: [
        'After each deal, whoever has strictly the most cards in his pile wins die Blätter: 1 counter from each other player.',
        r.blaetterDoubles
          ? 'If the most cards are tied, nobody is paid, and the next win is doubled: 2, then 4, then 8.'
          : 'If the most cards are tied, nobody is paid, and the next win pays one more: 2 after one tie, 3 after two.',
      ],
    });
  }
  sections.push({
    heading: 'End of the session',
    paragraphs: [
      'After the last deal, counters left in the pot are shared equally; players are ranked by their counters, and equal counters share a place.',
    ],
  });
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as keyof typeof VARIANTS]?.name ?? id}`);
  sections.push({
    heading: 'Rules in force and variants',
    paragraphs: [
      active.length ? `Variants in force: ${list(L, active)}.` : 'Braillespiel rules, no variants.',
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (in force)' : ''}`),
    ],
  });
  return sections;
}

export const papillonRulesEn: PapillonRulesTexts = rulesText;
