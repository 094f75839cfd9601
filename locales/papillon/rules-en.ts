/**
 * The rules for players (Shift+F1) in English: Papillon for the rules in force, and the seven patiences.
 * Their own chunk: loaded when the player first asks for the rules (src/i18n/index.ts loadRulesTexts).
 */
import type { PapillonRules } from '../../src/games/papillon/types.js';
import { list, plural, type RulesSection, type RulesTexts } from '../../src/i18n/messages.js';
import type { PatienceGameId } from '../../src/games/patience/messages.js';
import { VARIANTS } from '../en.js';

const L = 'en' as const;
const counters = (n: number) => plural(L, n, { one: 'counter', other: 'counters' });

const RULES: Record<PatienceGameId, RulesSection[]> = {
  doppelhausen: [
    { heading: 'Die Doppelhausen', paragraphs: ['Two packs, 104 cards. They are split into a left and a right stock of 52 cards each, face up; only the top cards show.'] },
    {
      heading: 'Play',
      paragraphs: [
        'Whenever two visible cards have the same rank (suits do not matter), you must remove one such pair; only two at a time, never three. If several pairs are possible, you choose. Visible are the top cards of the left waste, left stock, right stock, right waste and the reserve.',
        'If no pair is visible, both stock tops are drawn at once onto their wastes. When one stock is empty, the rest of the other goes onto the reserve, whose top card then takes part.',
        'When both stocks are empty, the left waste is put on the right waste; the upper half becomes the new left stock, the rest the new right stock, and a new pass begins.',
      ],
    },
    { heading: 'End', paragraphs: ['Won when all 104 cards are removed. Lost when a pass that began with two equal stocks removed no pair, or when only the reserve is left.'] },
    { heading: 'Keys', paragraphs: ['Enter on a pile selects it, Enter on a second pile removes the pair. M lists every legal move; N makes a forced move (draw, reserve, new pass); A runs forced moves until you must choose.'] },
  ],
  elf: [
    { heading: 'Die Elf (Eleven)', paragraphs: ['One pack of 52 cards. Nine cards lie face up in three rows of three, positions 1 to 9; the rest is the face-down talon.'] },
    {
      heading: 'Play',
      paragraphs: [
        'Two number cards that add up to eleven are removed: ace and ten, two and nine, three and eight, four and seven, five and six. A jack, a queen and a king are removed together. Each empty position is refilled from the talon.',
        'If nothing can be removed, the top talon card is turned as the hand card. If it completes eleven or a court trio with open cards, they are removed; otherwise the game is lost.',
      ],
    },
    { heading: 'End', paragraphs: ['Won when all 52 cards are removed. There are no choices: you watch, one step at a time (N) or to the end (A).'] },
  ],
  'halber-mond': [
    { heading: 'Der halbe Mond (the half moon)', paragraphs: ['Two packs, 104 cards, in 13 heaps of 8 cards, face up, in a half circle, numbered 1 to 13 from left to right. The hardest patience of the set: many choices.'] },
    {
      heading: 'Foundations',
      paragraphs: ['Each suit has two foundations: one builds down from the king to the ace, the other up from the ace to the king. Only the top card of a heap moves, one card at a time; you may look at every card of every heap (I reads them).'],
    },
    {
      heading: 'Moves',
      paragraphs: [
        'A top card goes to a foundation when it is next in line, or onto the top card of another heap of the same suit and one rank higher or lower; ace and king count as neighbours. An emptied heap disappears and the heaps to its right move up.',
        'No move is compulsory. When you can or will move no more, you end the stage (E). After stage 1, 3 and 5 one card is lifted from every heap of two or more cards into a new heap at the right end; after stage 2 and 4 all heaps are gathered and dealt again in sixes, then fours.',
      ],
    },
    { heading: 'End', paragraphs: ['Won when all 104 cards lie on the eight foundations. Lost when the sixth stage ends with cards left.'] },
    { heading: 'Keys', paragraphs: ['Enter on a heap selects it; Enter on another heap or a foundation moves its top card there. M lists every legal move, numbered; ? gives a hint; U undoes, Shift+U redoes.'] },
  ],
  napoleon: [
    { heading: 'Napoleons-Patience', paragraphs: ['One pack of 52 cards (two packs as a variant). There is a patience pile and a second pile, both face up.'] },
    {
      heading: 'Play',
      paragraphs: [
        'The first card starts the patience pile. Each next card goes onto the patience pile if its rank is one higher or one lower than the top card (king and ace are neighbours, suits do not matter); otherwise onto the second pile.',
        'When the hand is used up, the second pile is picked up and dealt again, the card that went there first comes first.',
      ],
    },
    { heading: 'End', paragraphs: ['Won when every card is on the patience pile; lost after a whole pass that placed no card there. No choices: watch and step.'] },
  ],
  reihe: [
    { heading: 'Die Reihe (the row)', paragraphs: ['One pack of 52 cards. Each suit has a pile building up from the ace and one building down from the king; every ace and king goes out at once.'] },
    {
      heading: 'Play',
      paragraphs: [
        'Cards from the talon are laid in rows of ten, from left to right. A card is open when no card lies below it in its column; open cards that fit a foundation are played there at once.',
        'Every talon card is checked first: if it fits a foundation it goes there and its position stays empty. Empty positions are refilled first, topmost then leftmost, before a new position is laid.',
      ],
    },
    { heading: 'End', paragraphs: ['Won when all 52 cards are on the foundations, lost when the talon is used up first. No choices: watch and step.'] },
  ],
  stern: [
    { heading: 'Der Stern (the star)', paragraphs: ['One pack of 52 cards. The waste lies in the centre; the four twos form the arms of a cross around it: clubs left, spades right, hearts above, diamonds below. Each arm is built up 2, 3 … king, ace.'] },
    {
      heading: 'Play',
      paragraphs: [
        'Turn the cards one at a time onto the waste. A card that is next on its arm goes there at once, as do the top of the waste and the corner cards, as long as something fits.',
        'Between the arms are four corners. Right after a card is turned and did not go to an arm, you may put it into an empty corner instead of the waste; one card per corner. A corner card leaves only onto its arm.',
        'When the hand is empty, the waste is picked up and dealt again, three passes in all. Without corners (variant) there are no choices.',
      ],
    },
    { heading: 'End', paragraphs: ['Won when all 52 cards are on the arms, lost after the third pass.'] },
    { heading: 'Keys', paragraphs: ['N turns the next card. After a turn, Enter on an empty corner puts the card there (or the numbered list, M). ? gives a hint.'] },
  ],
  unterstecken: [
    { heading: 'Das Unterstecken (tucking under)', paragraphs: ['One pack of 52 cards in 13 face-up piles named ace, 2 to 10, jack, queen, king: four cards each, three for jack, queen and king. The last three cards are the reserve.'] },
    {
      heading: 'Play',
      paragraphs: [
        'A reserve card is held and tucked under the pile of its rank. If that pile then holds only cards of its rank, the chain ends; otherwise its top card is held next and tucked under its own pile, and so on. Three chains, one per reserve card.',
      ],
    },
    { heading: 'End', paragraphs: ['Won when after the third chain every pile holds the four cards of its rank. No choices: watch and step.'] },
  ],
};
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

export const rulesEn: RulesTexts = { papillon: rulesText, patience: (game) => RULES[game] };
