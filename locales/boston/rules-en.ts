/**
 * Boston's rules for players (Shift+F1) in English, for the rules in force (the value of resolveRules in
 * src/games/boston/rules.ts; spec ../shared/rules/boston.md): Boston, Tri-Boston and Boston-Whist.
 * Their own chunk, loaded when the player first asks for the rules. The tariffs' figures come from the
 * engine's tables.
 */
import type { BostonRules, Contract } from '../../src/games/boston/types.js';
import type { BostonForm } from '../../src/games/boston/messages.js';
import type { VARIANT_IDS } from '../../src/games/boston/rules.js';
import { CLASSES, CONTRACTS, isMisere, tariffA, tariffB, tricksOf } from '../../src/games/boston/ladder.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';

const L = 'en' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const FORM_NAMES: Readonly<Record<BostonForm, string>> = { boston: 'Boston', 'tri-boston': 'Tri-Boston', 'boston-whist': 'Boston-Whist' };

export const VARIANTS = {
  'V-BO-1': { name: 'Suits turned every deal', description: 'Before each deal a card is turned from a second pack: its suit is the superior suit of that deal, the other suit of its colour the colour. The first ace still decides who deals first.' },
  'V-BO-2': { name: 'Tariff B without Whist', description: 'Boston and Tri-Boston pay by Tariff B: tricks, honours and the slam count; every game is still played alone.' },
  'V-BO-3': { name: 'The fairer loss', description: 'Boston-Whist: a member of the side who failed his own tricks pays only the two opponents, not his partner.' },
  'V-BO-4': { name: 'Whist asked every time', description: 'Boston-Whist: the declarer does not say alone; the round is always asked, and when someone says Whist the declarer accepts him as partner or declines and plays alone.' },
  'V-BO-5': { name: 'Tri-Boston, the old suits', description: 'Diamonds are the superior suit and hearts the colour.' },
  'V-BO-6': { name: 'Tri-Boston, the misère leader', description: 'In a misère the declarer names who leads to the first trick, and misères are paid double.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const NAMES: Record<Contract, string> = {
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

const tricksN = (n: number) => plural(L, n, { one: 'trick', other: 'tricks' });
const marks = (n: number) => plural(L, n, { one: 'mark', other: 'marks' });

function rulesText(r: BostonRules): readonly RulesSection[] {
  const four = r.players === 4;
  const form: BostonForm = !four ? 'tri-boston' : r.whist ? 'boston-whist' : 'boston';
  const ladder = CONTRACTS.map((c, i) => `${i + 1}. ${NAMES[c]}, ${isMisere(c) ? `no trick${c.startsWith('petite') ? ' after laying one card aside' : ''}${c.includes('ouverte') ? ', the cards face up' : ''}` : tricksN(tricksOf(c))}`);
  const tariff = (t: 'A' | 'B') =>
    CONTRACTS.map((c) =>
      isMisere(c)
        ? `${NAMES[c]}: ${marks((t === 'A' ? tariffA(c, null) : tariffB(c, null)) * (r.misereLeader ? 2 : 1))}`
        : `${NAMES[c]}: ${CLASSES.map((k) => `${k === 'colour' ? 'in colour' : k} ${t === 'A' ? tariffA(c, k) : tariffB(c, k)}`).join(', ')}`,
    ).join('; ');
  const sections: RulesSection[] = [
    {
      heading: 'The game',
      paragraphs: [
        form === 'tri-boston'
          ? 'Tri-Boston is Boston for three players. Every deal, the players bid for the right to play a game: a number of tricks to make with a trump suit, or a misère, in which the declarer must take no trick. The declarer plays alone against the other two. Play goes counter-clockwise.'
          : form === 'boston-whist'
            ? 'Boston-Whist is Boston for four players in which a partner may join the declarer. Every deal, the players bid for the right to play a game: a number of tricks to make with a trump suit, or a misère, in which the declarer must take no trick. After the smaller games the declarer may ask for a partner, who joins him by saying Whist. Play goes clockwise.'
            : 'Boston is a game of tricks for four players, a descendant of whist. Every deal, the players bid for the right to play a game: a number of tricks to make with a trump suit, or a misère, in which the declarer must take no trick. The declarer always plays alone against the other three. Play goes clockwise.',
        'These rules follow the Boston treatise of an early 19th-century Polish book of card games. The money is counted in marks: each player’s balance starts at 0 and may go below it.',
      ],
    },
    {
      heading: 'Cards and suits',
      paragraphs: [
        four
          ? 'One full pack of 52 cards. In every suit the cards rank from high to low: ace, king, queen, jack, 10 down to 2.'
          : 'A pack of 39 cards: all the diamonds from the 2 to the jack are taken out, and the 2s of the other suits. Diamonds have only the ace, king and queen; the other suits run from the ace down to the 3.',
        r.fixedSuperior !== null
          ? `The suits are fixed: ${r.fixedSuperior === 'H' ? 'hearts are the superior suit and diamonds the colour' : 'diamonds are the superior suit and hearts the colour'}; spades and clubs are simple. A game in the superior suit outranks the same game in the colour, and both outrank it in a simple suit.`
          : 'The superior suit is the best suit; the other suit of the same colour (spades with clubs, hearts with diamonds) is the colour, the second best; the two suits of the other colour are simple. A game in the superior suit outranks the same game in the colour, and both outrank it in a simple suit.',
        r.suitEachDeal
          ? 'Before the first deal, cards are turned to each player in turn until the first ace appears: its receiver deals first. The suits are turned afresh for every deal from a second pack: the suit of that card is the superior suit of the deal.'
          : r.fixedSuperior !== null
            ? 'Before the first deal, cards are turned to each player in turn until the first ace appears: its receiver deals first.'
            : 'Before the first deal, cards are turned to each player in turn until the first ace appears: its receiver deals first, and its suit is the superior suit for the whole session.',
      ],
    },
    {
      heading: 'The pot and the bêtes',
      paragraphs: [
        `At the start of every deal the dealer puts 4 marks into the pot. Whenever a deal begins with nothing on the table, every player first puts in 2 marks, the Blok, so that such a deal is played for ${four ? 12 : 10} marks.`,
        'A declarer who wins takes what the deal is played for: the pot, and the highest bête waiting on the table. A declarer who loses pays a bête into the table at once: as much as he would have taken. The pot stays, and the bête waits to be played for in a later deal. Bêtes are never added together: every deal is played for the pot and one bête, the highest, the oldest of equal ones.',
      ],
    },
    {
      heading: 'The deal',
      paragraphs: [
        `The dealer deals the whole pack, one card at a time, starting with the player after him, until everyone has 13 cards. No card is turned up. After every deal, a passed one too, the deal passes to the next player${four ? ' on the left' : ' on the right'}.`,
      ],
    },
    {
      heading: 'The auction',
      paragraphs: [
        `The games, lowest first: ${ladder.join('; ')}.`,
        'Every game of tricks is bid simple, in colour or superior; a misère has no class. A bid outranks another when its game is higher, or when the game is the same and its class is better. So Boston superior is below Petite misère, and Grand Boston simple above both. The suit is named only in general: a simple bid does not say which simple suit.',
        'The player after the dealer speaks first; then each in turn who has not passed. Each either passes or bids higher than the bid standing. A pass is final for the deal. When all but one have passed after a bid, that player is the declarer with his last bid.',
        `If everyone passes, each player puts 2 marks into the pot, the cards are thrown in, and the deal passes on.`,
      ],
    },
    {
      heading: 'Before the play',
      paragraphs: [
        'In a game superior, the superior suit is trump; in colour, the colour. In a simple game the declarer names one of the two simple suits. Misères have no trump.',
        'In a petite misère the declarer lays one card aside, face down; only he knows it, and he plays 12 cards. In an open misère his cards are laid face up on the table before the first card is led, and everyone sees them for the rest of the deal; the card laid aside stays hidden.',
        ...(r.whist
          ? [
              r.whistAlways
                ? 'In a Boston, Grand Boston, Independence or Grand Independence, after the trump is fixed, the others are asked in turn from the player after the dealer whether they say Whist. When one does, the declarer accepts him as partner or declines and plays alone; nobody else is asked. If all pass, the declarer plays alone.'
                : 'In a Boston, Grand Boston, Independence or Grand Independence, after the trump is fixed, the declarer says whether he plays alone or wants a partner. If he wants one, the others are asked in turn from the player after the dealer; the first to say Whist is his partner. If all pass, he plays alone.',
              'With a partner the side must take 8 tricks in a Boston, 10 in a Grand Boston, 11 in an Independence and 12 in a Grand Independence; of these the declarer must take at least the number of his game, the partner 3 in a Boston and 4 in the others. Partners play from their own seats, wherever they sit.',
            ]
          : []),
        r.misereLeader ? 'In a misère the declarer names who leads to the first trick.' : 'The player after the dealer leads to the first trick, also in a misère.',
      ],
    },
    {
      heading: 'Playing the tricks',
      paragraphs: [
        'The winner of each trick leads to the next. You must follow suit if you can; if you cannot, you may play any card. There is no duty to trump.',
        'The highest trump wins the trick; without a trump, the highest card of the suit led. A game of tricks is played to the end. A misère ends as soon as the declarer takes a trick: it is lost. A petite misère has 12 tricks; each opponent keeps his last card.',
      ],
    },
    {
      heading: 'Winning and paying',
      paragraphs: [
        'A game of tricks is won when the declarer, or the side, takes at least the tricks it undertook; a misère when the declarer takes no trick. The winner takes the pot and the bête in play, and each opponent pays him the game. The loser pays the game to each opponent and a bête into the table.',
        r.tariff === 'A'
          ? `Tariff A, marks from each opponent: ${tariff('A')}. Nothing else counts: no honours, no tricks beyond the game.`
          : `Tariff B, the multipliers of the games of tricks and the marks of the misères: ${tariff('B')}. In a game of tricks the side counts a point for every trick it took when it wins; when it loses, the tricks it needed and one for every trick it fell short beyond the first. The honours, the ace, king, queen and jack of trumps, add 2 points for three of them in the side’s hands and 4 for all four. The points times the multiplier, rounded to tens, five and more up, give the marks. A side that takes all 13 tricks in a game below Concordia gets ${r.whist ? '20 from each opponent alone, or 10 with a partner' : '20 from each opponent'} on top.`,
        ...(r.whist
          ? [
              'With a partner, the two share what the deal is played for, the declarer the larger half, and each opponent pays each of them the game. When the side loses, only a member who failed his own tricks pays: the game to each of the other three players, or with the fairer loss only to the opponents, and a bête into the table each.',
            ]
          : []),
      ],
    },
    {
      heading: 'The session and the kettle',
      paragraphs: [
        `The session lasts ${plural(L, r.tours, { one: 'tour', other: 'tours' })}: in a tour every player deals once, ${plural(L, r.tours * r.players, { one: 'deal', other: 'deals' })} in all. After the last deal, everything on the table, the pot and every bête, is shared equally; marks that do not divide go one each in turn from the player after the last dealer. The players are ranked by their balances; equal balances share a place.`,
      ],
    },
  ];
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Rules in force and variants',
    paragraphs: [
      active.length ? `Variants in force: ${list(L, active)}.` : `${FORM_NAMES[form]} as in the book, no variants.`,
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (in force)' : ''}`),
    ],
  });
  return sections;
}

export const bostonRulesEn: (rules: BostonRules) => readonly RulesSection[] = rulesText;
