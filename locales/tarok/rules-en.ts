/**
 * Tarok's rules for players (Shift+F1) in English, for the rules in force (the value of resolveRules in
 * src/games/tarok/rules.ts; spec ../shared/rules/tarok.md): Tarok en trois, Tarok en deux, and
 * Taroklomber in the old and the new method. The spec's Sky is called the Excuse, as the table says it.
 * Their own chunk, loaded when the player first asks for the rules. Every figure comes from the
 * engine's tables (./rules-figures.ts).
 */
import type { Form, Game, Method, TarokRules } from '../../src/games/tarok/types.js';
import type { VARIANT_IDS } from '../../src/games/tarok/rules.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import { tarockEn } from '../decks/en.js';
import { dealSizes, FIGURES as F, prizeValues, tariffRows } from './rules-figures.js';

const L = 'en' as const;

type VariantId = (typeof VARIANT_IDS)[number];

export const FORM_NAMES: Readonly<Record<Form, string>> = { trois: 'Tarok en trois', deux: 'Tarok en deux', lomber: 'Taroklomber' };
export const METHOD_NAMES: Readonly<Record<Method, string>> = { old: 'the old method', new: 'the new method' };
export const GAME_NAMES: Readonly<Record<Game, string>> = { aDue: 'a Due', aUno: 'a Uno', solo: 'Solo' };

export const VARIANTS = {
  'V-T-1': { name: 'Tarok with the trick', description: `En trois: a player who wins no trick receives ${F.noTrick} from each of the other two, on top of everything else.` },
  'V-T-2': { name: 'Matadors from below', description: 'En trois and en deux: the Excuse, the Pagat and the 2 are also three matadors, followed by the 3, the 4 and so on in unbroken order; a player counts the better of his two runs.' },
  'V-T-3': { name: 'The pot', description: 'En trois: each dealer puts an agreed stake into a pot. Whoever wins the last trick with his Pagat takes the whole pot, and whoever loses his Pagat in the last trick puts in as much as is there; a king ultimo takes half the pot, and a king lost in the last trick adds half.' },
  'V-T-4': { name: 'The loser pays', description: 'En trois: the owner of a lost prize pays its value to each of the other two, and the owner of a made prize receives it from each, instead of the prizes being settled between the players who have them before them.' },
  'V-T-5': { name: 'Taroklomber for four', description: 'Four at the table: each deal the player in the dealer’s seat, the King, sits out, and pays and is paid as in Ombre for four.' },
  'V-T-6': { name: 'The Pagat with ten taroks', description: 'En trois: the book says players sometimes agree to count the Pagat with ten taroks, without saying what it means.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const points = (n: number) => plural(L, n, { one: 'point', other: 'points' });
const cards = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const rankWords = (ranks: readonly string[]) => ranks.map((r) => tarockEn.ranks[r as keyof typeof tarockEn.ranks].word).join(', ');

function gameLine(method: Method): string {
  return tariffRows(method)
    .map((g) => `${GAME_NAMES[g.game]}, ${g.calls === 0 ? 'no card called' : `${plural(L, g.calls, { one: 'card', other: 'cards' })} called`}`)
    .join('; ');
}

function tariffLine(method: Method): string {
  return tariffRows(method)
    .map((g) => `${GAME_NAMES[g.game]} ${g.base} and ${g.rate} for every point over ${F.remise}, or ${g.tout} for Tout`)
    .join('; ');
}

function rulesText(r: TarokRules): readonly RulesSection[] {
  const lomber = r.form === 'lomber';
  const deux = r.form === 'deux';
  const size = dealSizes(r);
  const prize = prizeValues(r.form);
  const formName = lomber ? `${FORM_NAMES.lomber} in ${METHOD_NAMES[r.method]}` : FORM_NAMES[r.form];
  const sections: RulesSection[] = [];

  sections.push({
    heading: 'The game',
    paragraphs: [
      deux
        ? `Tarok en deux is Tarok for two players, a game of tricks with the tarok pack played in parties to ${F.partyTarget} points. After the deal the dealer lays ${cards(size.skat)} away, the Skat; both hands are announced, counts only; then every trick is played, and what each player announced, caught and counted is written to his score.`
        : lomber
          ? `Taroklomber, Tarok l’Hombre, is Tarok for three in the manner of Ombre: the players bid for the right to play alone, as declarer, against the other two, who play together. The declarer needs ${F.remise + 1} of the ${F.packPoints} card points. There are no announcements and no prizes for the Pagat and the kings.`
          : `Tarok en trois is a game of tricks for three players, each for himself, with the tarok pack. After the deal the dealer lays ${cards(size.skat)} away, the Skat; every hand is announced, counts only; then all the tricks are played. The money comes from three things: the announcements, the Pagat and the kings caught or made in the tricks, and the card points each player wins.`,
      lomber
        ? 'Turn goes to the left, clockwise: the player at the dealer’s left is the eldest; he speaks and leads first, and he deals next.'
        : deux
          ? 'The deal alternates between the two players; the one who does not deal leads first.'
          : 'Turn goes to the right, counter-clockwise: the player at the dealer’s right is the eldest; he leads first, and he deals next.',
      ...(lomber
        ? [
            r.method === 'old'
              ? 'This table plays the old method: the dealer lays the Skat before the auction, and it counts for his side.'
              : `This table plays the new method: ${cards(size.skat)} are set aside before the deal, and the declarer takes them and lays ${size.skat} away.`,
          ]
        : []),
      'These rules follow the treatise on Tarok and Tarok l’Hombre in an early 19th-century Polish book of card games. Everything is counted in points: each player’s balance starts at 0 and may go below it.',
    ],
  });

  sections.push({
    heading: 'The cards',
    paragraphs: [
      `The pack has ${F.taroks + 4 * F.suitCards} cards: ${F.taroks} taroks, the trumps, and four suits of ${F.suitCards} cards.`,
      `The taroks are numbered from 1 to ${F.taroks - 1}. The ${F.taroks - 1}, called the Mond, is the highest and can never be beaten; the 1, the Pagat, is the lowest and is beaten by every other tarok. The last tarok is the Excuse, the Sky of the old books: it has no number and never wins a trick.`,
      `Each suit has four figures, the king, the queen, the cavall, a knight between queen and jack, and the jack, and ten pip cards. In clubs and spades, the black suits, the cards rank from high to low: ${rankWords(F.blackOrder)}. In hearts and diamonds, the red suits, the pips run backwards: ${rankWords(F.redOrder)}; the ace is the highest pip and the ten the lowest.`,
      ...(lomber ? [] : [`There are ${F.kings} Kings for the announcements: the Excuse, the Mond, the Pagat and the four suit kings. The Excuse, the Pagat and the Mond are the matadors.`]),
    ],
  });

  const three = 3 * F.ladonPips - F.packetLess;
  sections.push({
    heading: 'Counting the cards',
    paragraphs: [
      `Every card has a value in pips: ${F.figurePips.map((f) => `the ${tarockEn.ranks[f.rank].word} ${f.pips}`).join(', ')}; the Mond ${F.matadorPips.xxi}, the Pagat ${F.matadorPips.pagat} and the Excuse ${F.matadorPips.sky}; every other card ${F.ladonPips}. The cards of one pip are the ladons, the empty cards: every pip card and the taroks from 2 to ${F.taroks - 2}. The other ${F.countingCards} are the counting cards.`,
      deux
        ? `At the end of the deal each player counts the cards he won, and the dealer the Skat with them, in pairs: a pair scores its pips less ${F.pairLess}. The dealer’s pile always has an odd number of cards; its one unpaired card counts its pips alone. Since cards are set aside, the two counts do not add up to a fixed total.`
        : `At the end of the deal ${lomber ? 'the declarer counts the cards he won, and the two opponents theirs together,' : 'each player counts the cards he won,'} in packets of three: a packet scores its pips less ${F.packetLess}. Three ladons make ${three}; a queen, a jack and a ladon ${F.queenJackLadon}; a king, a queen and a cavall ${F.kingQueenCavall}. However the packets are made, the count is the same: the pips less ${F.packetLess} for every three cards. The whole pack counts ${F.packPoints}.`,
    ],
  });

  const extra = size.dealer - size.hand;
  const dealt = `five cards at a time, starting with ${deux ? 'his opponent' : 'the eldest'}, five times round: ${cards(size.hand)} each`;
  const skatPara = lomber
    ? r.method === 'old'
      ? `Before the auction the dealer lays ${cards(size.skat)} away, face down, one at a time: the Skat. He may never lay away a tarok, the Excuse, the Mond and the Pagat included, or a king; queens, cavalls, jacks and pip cards may go. He chooses knowing that he may play himself, or be an opponent. The Skat is his and counts for his side at the end, whether he is the declarer or an opponent.`
      : `Nobody sees the Skat before the declarer takes it. After the auction the declarer takes its ${cards(size.skat)} into his hand, makes his call in a Uno, and then lays ${size.skat} cards away, one at a time, never a tarok or a king. What he lays away counts for him.`
    : `Before anything else the dealer lays ${cards(size.skat)} away, face down, one at a time: the Skat. It is his and counts with his tricks at the end; nobody else sees it before the count. He may not lay away a tarok or a king. One exception: a dealer whose ${size.dealer} cards hold the Pagat with at most two other taroks, even the Excuse and the Mond, may lay the Pagat away; it then lies before him as made and is worth ${prize.pagat[0]}.`;
  sections.push({
    heading: 'The deal and the Skat',
    paragraphs: [
      lomber && r.method === 'new'
        ? `The dealer first sets the top ${cards(size.skat)} aside, face down: the Skat. Then he deals ${dealt}.`
        : `The dealer deals ${dealt}; then the last ${cards(extra)} go to the dealer, who holds ${size.dealer}.${deux ? ` The remaining ${cards(size.aside)} are set aside unseen: nobody plays them or may look at them.` : ''}`,
      skatPara,
      `Should the player laying the Skat have fewer than ${cards(size.skat)} he may lay away, he completes it with his lowest taroks other than the Excuse, the Mond and the Pagat.`,
    ],
  });

  if (!lomber) {
    sections.push({
      heading: 'Announcements',
      paragraphs: [
        `When the Skat is laid, every hand is announced, the dealer’s first, then ${deux ? 'his opponent’s' : 'the others in turn'}. The table announces for each player what his ${cards(size.hand)} hold, and says only how many, never which: never whether the Pagat is among the taroks, which Kings, or in which suit a cavalry is.`,
        `Taroks: ${F.minTaroks} taroks count ${F.tarokPoints}, and each further tarok ${F.tarokStep} more; fewer count nothing. The Excuse counts as a tarok.`,
        `Matadors: the Excuse, the Pagat and the Mond together are ${F.minMatadors} matadors and count ${F.matadorPoints}; each tarok below the Mond in unbroken order, the ${F.taroks - 2}, then the ${F.taroks - 3} and so on, is one matador more and adds ${F.matadorStep}. Without all three there are no matadors.${r.fromBelow ? ' Matadors from below are in force: the Excuse, the Pagat and the 2 are also three matadors, followed by the 3, the 4 and so on; a player counts the better of his two runs.' : ''}`,
        `Cavalry: the king, queen, cavall and jack of one suit are a whole cavalry, ${F.whole}; any three of them a half cavalry, ${F.half}. A player who also holds the Excuse announces his cavalries skied, and they count double: a whole one ${F.wholeSkied}, a half one ${F.halfSkied}.`,
        `Kings: of the ${F.kings} Kings, ${F.minKings} count ${F.kingPoints}, and each further King ${F.kingStep} more; all ${F.kings} count ${F.allKings}. The matadors count again as Kings.`,
        deux
          ? 'At the end of the deal each player writes his announcement total to his score.'
          : 'At the end of the deal each player receives his announcement total from each of the other two: between two players, the difference is paid.',
      ],
    });
  } else {
    const rows = tariffRows(r.method);
    sections.push({
      heading: 'The auction',
      paragraphs: [
        `The games, lowest first: ${gameLine(r.method)}. ${r.method === 'old' ? 'The lowest level, a Tre, exchanging three cards, is never played.' : 'The lower levels, a Tre and a Due, are not played in the new method.'} A game outranks the ones before it; ${GAME_NAMES[rows[rows.length - 1]!.game]} is the highest.`,
        'The eldest speaks first, then the middle player, then the dealer. Each passes or names a game higher than the one standing; a pass is final for the deal.',
        'An earlier player has the hand over a later one. The first to name a game holds the bid. When a later player names a higher game, the holder answers: he may hold, that is, play that game himself; name a higher one; or pass, and the later player holds the bid. After a hold or a higher game the later player speaks again, until one of the two passes. A later player must always name a higher game. When the dealer has spoken, the holder is the declarer and plays his game.',
        `If nobody names a game, the cards are thrown in, the eldest receives ${points(r.aPersonne)} from each of the others, à personne, and the next player deals.`,
      ],
    });
    sections.push({
      heading: 'The calls',
      paragraphs: [
        `The declarer calls ${list(L, rows.map((g) => `${g.calls === 0 ? 'no card' : plural(L, g.calls, { one: 'counting card', other: 'counting cards' })} in ${GAME_NAMES[g.game]}`))}. He calls cards he does not hold, one after the other: a figure, the Mond, the Pagat or the Excuse. The player who holds a called card hands it to him, and he gives that player one card of his own back, face down, before he calls the next.`,
        'The card given back may be neither a tarok nor a king, unless he has nothing else, and not the card just received. Only the two players see the cards handed over and given back; everybody knows which card was called and who handed it over.',
        r.method === 'old'
          ? 'A called card that lies in the dealer’s Skat is handed over by nobody: nothing is given back, and the call is spent.'
          : 'In the new method the declarer takes the Skat before he calls, so a called card is always in an opponent’s hand.',
      ],
    });
  }

  sections.push({
    heading: 'Playing the tricks',
    paragraphs: [
      `${deux ? 'The dealer’s opponent' : 'The eldest'} leads to the first trick${lomber ? ', whoever is declarer' : ''}; the winner of each trick leads to the next. All ${size.hand} tricks are played${deux ? '; a trick has two cards' : ''}.`,
      'You must follow suit if you can. If you cannot, you must play a tarok if you have one; when a tarok is led, you must play a tarok if you can. Only with neither may you play any card. You never have to beat a card already played.',
      'The Excuse is always free: you may play it to any trick instead of what you would have to play, and it never obliges you to tarok; if the Excuse is your only tarok, you may throw any card when you cannot follow. If the Excuse is led, the next card played counts as the lead.',
      'The highest tarok wins the trick; without a tarok, the highest card of the suit led. The Excuse never wins.',
      `Played before its owner’s last three tricks, the Excuse is never lost: its owner keeps it among his own won cards and gives the winner of that trick a ladon instead, in the count one pip and one card. Played in one of the last three tricks, it is lost and goes with the trick to its winner.${lomber ? ' If the declarer wins every trick, an opponent’s Excuse goes to him too.' : ''}`,
    ],
  });

  if (!lomber) {
    sections.push({
      heading: 'The Pagat and the kings',
      paragraphs: [
        'The Pagat and the four suit kings are played for: they are the prizes. Each falls to the player who wins the trick it is played to: it is made when that is its owner, lost when it is another player; either way it lies before the winner of that trick until the end of the deal. A Pagat laid in the Skat lies before the dealer as made. The Excuse and the Mond are never prizes.',
        `The Pagat is worth ${prize.pagat[0]}, or ${prize.pagat[1]} in the last trick, ultimo; a king ${prize.king[0]}, or ${prize.king[1]} in the last trick.${deux ? ' A prize among the cards set aside counts nothing.' : ''}`,
        deux
          ? 'At the end of the deal each player writes the total of what lies before him to his score.'
          : 'At the end of the deal each player receives the total of what lies before him from each of the other two: between two players, the difference is paid.',
      ],
    });
  }

  sections.push({
    heading: deux ? 'The score and the party' : 'Winning and paying',
    paragraphs: deux
      ? [
          'Nothing is paid during a party. At the end of each deal each player adds his announcement total, his prizes and his card points to his score.',
          `At the end of the deal in which a player reaches ${F.partyTarget} or more, the party is over: the player with more points wins the party, and as many points as he is ahead. A loser below ${F.doubleLine} loses the party double. With equal scores the party goes on with another deal.`,
          `A party is worth ${points(r.partyValue)}: the loser pays the winner the party, or two for a double party, and the difference of the scores.`,
        ]
      : lomber
        ? [
            `The declarer counts his tricks${r.method === 'old' ? ', with the Skat when he is the dealer' : ' with the Skat he laid'}; the opponents count theirs together${r.method === 'old' ? ', with the Skat when the dealer is one of them' : ''}. With ${F.remise + 1} or more the declarer wins; with ${F.remise} it is a remise and nothing is paid; with ${F.remise - 1} or fewer he has lost.`,
            `The tariff, what each opponent pays a winning declarer: ${tariffLine(r.method)}. A losing declarer pays each opponent the same: the game, and its rate for every point the opponents made over ${F.remise}.`,
            `If the declarer wins all ${size.hand} tricks, he has made Tout, and each opponent pays him the Tout of his game instead. Tout is not announced; it is simply made.`,
          ]
        : [
            `Each player counts his cards, the dealer with the Skat; the three counts make ${F.packPoints}. Par is ${F.par}: whoever has more receives his surplus, whoever has less pays his shortfall. With one player below par, he pays each of the others that player’s surplus; with two below, each pays his shortfall to the one above.`,
            `So a deal pays three things: the announcements, the prizes and the cards.${r.withTrick ? ` A player who won no trick also receives ${F.noTrick} from each of the other two.` : ''}`,
          ],
  });

  sections.push({
    heading: 'The session',
    paragraphs: [
      deux
        ? `The session lasts ${plural(L, r.parties, { one: 'party', other: 'parties' })}; a new party starts with both scores at 0, and the deal goes on alternating. All amounts are points; the two balances start at 0 and always add up to 0.`
        : `The session lasts ${plural(L, r.tours, { one: 'tour', other: 'tours' })}: in a tour every player deals once, ${plural(L, r.tours * r.players, { one: 'deal', other: 'deals' })} in all${lomber ? ', a deal that all passed included' : ''}. All amounts are points; the balances start at 0 and always add up to 0. The players are ranked by their balances; equal balances share a place.`,
    ],
  });

  const active = r.variants.map((id) => `${id}, ${VARIANTS[id as VariantId]?.name ?? id}`);
  sections.push({
    heading: 'Rules in force and variants',
    paragraphs: [
      active.length ? `Variants in force: ${list(L, active)}.` : `${formName} as in the book, no variants.`,
      'Only the first two variants can be chosen, the first for en trois, the second for en trois and en deux; the others are told as the book tells them.',
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (in force)' : ''}`),
    ],
  });
  return sections;
}

export const tarokRulesEn: (rules: TarokRules) => readonly RulesSection[] = rulesText;
