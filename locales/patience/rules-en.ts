/**
 * The rules of the seven patiences for players (Shift+F1) in English. Their own chunk: loaded when the
 * player first asks for the rules (src/games/patience/texts.ts loadPatienceRules).
 */
import type { RulesSection } from '../../src/i18n/messages.js';
import type { PatienceGameId, PatienceRulesTexts } from '../../src/games/patience/messages.js';
import { keyLabel } from '../keys.js';

/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel('en', key);

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
    { heading: 'Keys', paragraphs: [`${K('Enter')} on a pile selects it, ${K('Enter')} on a second pile removes the pair. M lists every legal move; N makes a forced move (draw, reserve, new pass); A runs forced moves until you must choose.`] },
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
    { heading: 'Keys', paragraphs: [`${K('Enter')} on a heap selects it; ${K('Enter')} on another heap or a foundation moves its top card there. M lists every legal move, numbered; ? gives a hint; U undoes, ${K('Shift+U')} redoes.`] },
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
    { heading: 'Keys', paragraphs: [`N turns the next card. After a turn, ${K('Enter')} on an empty corner puts the card there (or the numbered list, M). ? gives a hint.`] },
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

export const patienceRulesEn: PatienceRulesTexts = RULES;
