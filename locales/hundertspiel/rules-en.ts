/**
 * The Hundertspiel's rules for players (Shift+F1) in English, for the rules in force (the value of
 * resolveRules in src/games/hundertspiel/rules.ts; spec ../shared/rules/hundertspiel.md). Their own
 * chunk, loaded when the player first asks for the rules.
 */
import type { HundertspielRules } from '../../src/games/hundertspiel/types.js';
import { list, type RulesSection } from '../../src/i18n/messages.js';
import { VARIANTS } from './en.js';

const L = 'en' as const;

/** Whether a chosen variant changes anything in these rules (some apply only with or without the Scat). */
function hasEffect(id: string, r: HundertspielRules): boolean {
  switch (id) {
    case 'V-H-1':
      return r.trumpByCut;
    case 'V-H-3':
      return r.first52;
    case 'V-H-4':
      return r.deadScat;
    case 'V-H-5':
      return r.scatGame;
    default:
      return true;
  }
}

function rulesText(r: HundertspielRules): readonly RulesSection[] {
  const four = r.players === 4;
  const side = four ? 'party' : 'player';
  const announcers = four ? 'the announcing party' : 'the announcer';
  const n = r.scatSize;
  const suitValues = 'Swords 1, Coins 2, Cups 3, Batons 4';
  const sections: RulesSection[] = [
    {
      heading: 'The game',
      paragraphs: [
        (four
          ? 'The Hundertspiel, the game of a hundred, is an old trick-taking game for 4 players in 2 fixed parties of 2 partners, who sit opposite each other.'
          : 'The Hundertspiel, the game of a hundred, is an old trick-taking game for 4 players in 2 parties of 2; here it is played by 3 players, each for himself.') +
          ` You score points for the high cards you win in tricks, for tricks won with a Do, and for sets of equal cards you announce. The first ${side} to reach 100 points wins the game, which is paid in marks. Play goes clockwise.`,
        'These rules follow the Neuestes allgemeines Spielbuch, Vienna 1829. Where the book leaves a point open, the app settles it as described here; other customs the book mentions are optional variants.',
      ],
    },
    {
      heading: 'Cards, their order and points',
      paragraphs: [
        'The game uses the Trappola pack: 36 cards in 4 suits, Swords, Batons, Cups and Coins, in Italian Spadi, Bastoni, Coppi and Denari. Each suit has 9 cards, from high to low: ace, king, Cavall, jack, 10, 9, 8, 7 and the Do. The Cavall, a knight, takes the place of the queen; there is no queen. The Do is the 2, the lowest card of its suit, and yet it plays the most important part.',
        'Cards won in tricks count: ace 6 points, king 5, Cavall 4, jack 3. The 10, 9, 8, 7 and the Do count nothing. The last trick scores 6 more. A deal thus holds 78 points, besides the bonuses for Do tricks and announced sets. The number of tricks you win does not matter.',
      ],
    },
    {
      heading: four ? 'Partners, seats and trump' : 'Seats and trump',
      paragraphs: [
        four
          ? 'To choose partners, 4 cards are taken, 1 of each suit and all of different ranks, and each player draws 1 face down. The 2 players with the higher cards play together against the other 2. Partners sit opposite, so opponents sit next to each other. The player who drew the lowest card deals first; after each deal the deal passes to the left.'
          : 'To choose seats, 3 cards are taken, from 3 different suits and of different ranks, and each player draws 1 face down. The player who drew the lowest card deals first; after each deal the deal passes to the left.',
        r.scatGame
          ? 'With the Scat there is no fixed trump: the suit of the game that is announced or bought is trump (see the section on the Scat game).'
          : r.trumpByCut
            ? 'At every deal the trump is the suit of the bottom card of the cut pack. It is the last card dealt, so the dealer holds it, and everyone is shown it.'
            : 'Each player keeps the suit he drew for the whole session: whenever he deals, his suit is trump. So the trump changes with every deal, and everyone knows it in advance.' +
              (four ? '' : ' The fourth suit is never trump.'),
      ],
    },
    {
      heading: 'The deal',
      paragraphs: [
        'The dealer shuffles, and the player on his right cuts. ' +
          (four
            ? n > 0
              ? `Before anyone gets a card, the dealer lays the top ${n} cards face down aside: the Scat. Then he deals clockwise, starting with the player on his left and himself last, 4 cards at a time in 2 rounds: everyone has ${r.handSize} cards, and ${r.handSize} tricks are played.`
              : `The dealer deals clockwise, starting with the player on his left and himself last, 3 cards at a time in 3 rounds: everyone has ${r.handSize} cards, there is no stock, and ${r.handSize} tricks are played.`
            : n > 0
              ? `The dealer first lays the top ${n} cards aside unseen: the Scat. Then he deals clockwise, starting with the player on his left and himself last, first 6 and then 5 cards: everyone has ${r.handSize} cards, and ${r.handSize} tricks are played.` +
                (r.deadScat ? ` These ${n} cards are dead: nobody takes them, and their points count for nobody.` : '')
              : `The dealer deals clockwise, starting with the player on his left and himself last, 6 cards at a time in 2 rounds: everyone has ${r.handSize} cards, and ${r.handSize} tricks are played.`),
        four
          ? 'The player on the dealer’s left is Vorhand: he speaks first and leads to the first trick. The dealer plays last.'
          : 'The player on the dealer’s left is Vorhand, the player on his right Mittelhand, and the dealer is Hinterhand. Vorhand speaks first and leads to the first trick.',
      ],
    },
  ];
  if (r.scatGame) {
    const declarer = four ? 'the declarer’s party' : 'the declarer';
    sections.push({
      heading: 'The Scat game',
      paragraphs: [
        `With the Scat, the players compete for the game: a Sechsundzwanziger in a suit of their choice. That suit is trump, and whoever gets the game, the declarer, must${four ? ' with his partner' : ''} win the last trick with its Do.`,
        `Announcing from the hand: in turn, starting with Vorhand, each player speaks once. He either announces a 26 in a suit whose Do he holds, laying that Do face up, or says Weiter, that is, he passes. An announcement must be in a higher suit than any before it. The suits rank ${suitValues}; the Do of Batons is called the guter Maxel. The highest announcement becomes the game, and everyone outbid takes his Do back.` +
          (four ? ' You may outbid your own partner.' : ''),
        `Buying the Scat: only if everyone said Weiter, the Scat is offered in turn, starting with Vorhand, the dealer last; the first player who accepts buys it. He takes the ${n} cards of the Scat into his hand and then lays away any ${n} cards except kings and aces. Then he names the trump: a suit whose Do he holds, laying that Do face up, and plays his 26 in it as the declarer. If he holds no Do, he names any suit, and his 26 is lost at once.`,
        'If nobody announces and nobody buys, the cards are thrown in, nothing is scored, and the deal passes on.',
        `The points of the cards in a Scat nobody bought, or of the cards the buyer laid away, count for ${declarer} after the last trick.`,
        r.suitValuePay
          ? `The game is paid by the rank of its suit: if the 26 is won, each opponent pays as many marks as the suit is worth, ${suitValues}; if it is lost, ${declarer} pays the same. Contra doubles.`
          : `Every game pays 2 marks, whatever its suit, like any announced 26: each opponent pays them if the 26 is won, and ${declarer} pays them if it is lost. The rank of the suits only decides who outbids whom. Contra doubles.`,
        'There are no other announcements of a 26 or a 52 in the Scat game. Sets of equal cards are announced once the trump is fixed, as described below.',
      ],
    });
  } else {
    sections.push({
      heading: 'Announcing a 26 or a 52',
      paragraphs: [
        'After the deal and before the first card is played, each player in turn, starting with Vorhand, may make an announcement by laying Do’s face up on the table:',
        'Sechsundzwanziger, or 26: you lay 1 of your Do’s and undertake to win the last trick with it.',
        'Zweiundfünfziger, or 52: you lay 2 of your Do’s and undertake to win the last 2 tricks with them, 1 with each, in either order.' +
          (r.first52 ? ' Or, in these rules, you lay the trump Do and undertake to win the first trick with it.' : ''),
        'Each player makes at most 1 such announcement in a deal; several players, partners or opponents, may each make one. The laid Do’s stay in your hand: everyone sees them, and you play them like any other card.',
        'A 26 is lost as soon as its Do is played to an earlier trick, or if it loses the last trick. A 52 is lost in the same way as soon as either of its Do’s is played too early or loses its trick.' +
          (r.first52 ? ' A 52 on the first trick is decided by the first trick.' : ''),
      ],
    });
  }
  sections.push(
    {
      heading: 'Announcing sets of equal cards',
      paragraphs: [
        'Sets of equal cards in your hand score when you announce them, even if you never win them in a trick: 3 aces 30 points, 4 aces 40; 3 Do’s 10, 4 Do’s 20; 3 kings, 3 Cavalls or 3 jacks 6 each, and 4 of them 12 each.',
        (r.scatGame
          ? 'In the Scat game they are announced in a round of their own once the trump is fixed, in turn from Vorhand, before the Contra. Kings, Cavalls, jacks and Do’s must be announced then, or they can never be counted.'
          : 'Kings, Cavalls, jacks and Do’s must be announced at your turn before the first card is played, or they can never be counted.') +
          ' Aces may also be announced later, at any of your own turns before you play your card, but only as long as you have not played an ace in this deal. You announce the exact number you hold, 3 or 4.' +
          (four ? ' Your partner’s cards do not count with yours.' : '') +
          ` Announcing is up to you; the points count for ${four ? 'your party' : 'you'} at once.`,
        'When someone has announced 3 kings, 3 Cavalls or 3 jacks, everyone is told the suit of the missing fourth card as soon as the next trick is complete.',
      ],
    },
    {
      heading: 'Contra',
      paragraphs: [
        (r.scatGame
          ? `Once the sets are announced, the opponents of the game may say Contra, without laying any card.`
          : `Once everyone has spoken, the opponents of each announced 26 or 52 may say Contra, without laying any card.`) +
          (four ? ' Either opponent may say it; they are asked in playing order.' : ' With 3 players, the other 2 are joint opponents of the announcer.') +
          ' Contra doubles the marks of that announcement.' +
          (r.recontra ? ` In these rules ${announcers} may then answer Recontra, and the opponents Supra-Contra; each doubles the marks again.` : '') +
          (r.scatGame ? ' There is no Contra on a 26 that is already lost.' : ''),
      ],
    },
    {
      heading: 'Playing the tricks',
      paragraphs: [
        'Vorhand leads to the first trick, and the winner of each trick leads to the next.',
        'There is no duty to follow suit. When the card led is not a trump, you may play any card, even if you hold the suit led: follow, trump or throw off as you like. Only when a trump is led must you play a trump if you have one; any trump will do, you need not beat. Without a trump you may play any card. A trump lead can thus force out a laid Do if it is your only trump.',
        'The highest trump wins the trick. Without a trump, the highest card of the suit led wins; a card of another suit never wins. A Do that is not trump can therefore win only when it is led and nobody plays a higher card of its suit or a trump.',
      ],
    },
    {
      heading: 'Points in a deal',
      paragraphs: [
        `Each trick scores the points of its cards for ${four ? 'the winner’s party' : 'the winner'}, and the last trick 6 more.` + (four ? ' Partners share one score.' : ' Each player counts his own tricks.'),
        'Do tricks: a trick won with a Do, trump or not, scores 10 more. If it is the last trick, it scores 20 instead, which with the 6 for the last trick makes 26: the Sechsundzwanziger.',
        'If the trump Do wins the first trick, that trick scores 52 instead of 10.',
        'If the same player wins the last 2 tricks with Do’s, they score 52 together, the 6 for the last trick included; the last 3 tricks won with Do’s by the same player score 72. If different players win them, each trick counts on its own. The card points are always added.',
      ],
    },
    {
      heading: 'Marks for announcements',
      paragraphs: [
        r.scatGame
          ? 'The Scat game is paid as described in its section, at the end of the deal. Contra doubles the marks' +
            (r.recontra ? ', Recontra doubles them again, and Supra-Contra again.' : '.')
          : 'A won 26 scores its points as usual, and each opponent pays 2 marks' +
            (four ? ' to the announcing party' : ' to the announcer') +
            `; a lost 26 costs ${announcers} the same. A 52 pays 4 marks. Contra doubles: 4 for a 26, 8 for a 52.` +
            (r.recontra ? ' Recontra doubles again, and Supra-Contra again: 8 and then 16 for a 26.' : '') +
            ' These marks are settled at the end of the deal.',
        'A feat that was not announced, such as a Do trick, a 26 or a 52 made without announcing it, earns only its points and no marks.',
      ],
    },
    {
      heading: 'Winning the game',
      paragraphs: [
        r.manualOut
          ? 'Points are added up as they are made, but in these rules nobody wins by himself: ' +
            (four
              ? 'your party must declare itself out. At any of your turns you may say out. If your party has 100 points or more, it wins the game at once, even if the opponents have more. If not, the declaration is false and loses: each of you pays 1 mark to the opponents.'
              : 'you must declare yourself out. At any of your turns you may say out. If you have 100 points or more, you win the game at once, even if another player has more. If not, the declaration is false and loses: you pay 1 mark to each other player, and nobody wins the game.') +
            ` If a deal ends while a ${side} has 100 or more and nobody declared out, the game ends then; if several have 100, ` +
            (four ? 'Vorhand’s party wins if it is one of them' : 'Vorhand wins if he is one of them') +
            ', otherwise the first of them in playing order.'
          : `Points count at once, one event at a time, in the order they happen: each announced set, then each completed trick with its card points and bonuses. The first ${side} to reach 100 or more wins the game at that moment. Until then the scores carry over from deal to deal.`,
        four
          ? 'Each player of the losing party pays 1 mark to a player of the winning party. If the losers have fewer than 50 points when the winners reach 100, it is a Matsch, and they pay 2 marks each. Exactly 50 is not a Matsch.'
          : 'Each of the other 2 players pays the winner 1 mark, or 2 marks if he himself has fewer than 50 points: a Matsch for him. Exactly 50 is not a Matsch.',
        'After a game the next one starts at 0 to 0. The marks are added up over the whole session.',
      ],
    },
    {
      heading: 'When the game ends during a deal',
      paragraphs: [
        'Usually the deal is abandoned at once: the cards are thrown in, and the next game begins with the next dealer.',
        'If a 26 or a 52 was announced in this deal, the deal is played to the end to settle it, but later points count for nothing.' +
          (r.scatGame ? ' In the Scat game every game is an announced 26, so this always applies.' : ''),
        r.scatGame
          ? 'Alt und neu, where the points made after the end of a game count for the next one, therefore never carries points over in the Scat game.'
          : `Alt und neu, old and new: if a ${side} has 90 to 99 points when a deal starts, the deal is alt und neu. If the game ends during it and no 26 or 52 was announced, the deal is played to the end, and all points scored after the game ended count for the new game; the extra points of the event that ended the old game are not carried over. If the new game also reaches 100 in the same deal, it ends too, and the deal is abandoned.` +
            (r.altOptIn
              ? ' In these rules alt und neu applies only if every player agrees: at the start of such a deal each player is asked in turn, and one refusal is enough.'
              : ' Alt und neu applies by itself.'),
      ],
    },
  );
  const active = r.variants.map((id) => `${id}, ${VARIANTS[id]?.name ?? id}`);
  sections.push({
    heading: 'Rules in force and variants',
    paragraphs: [
      `${r.players} players, ${n > 0 ? 'with' : 'without'} the Scat. ` + (active.length ? `Variants in force: ${list(L, active)}.` : 'Rules of the 1829 book, no variants.'),
      ...Object.entries(VARIANTS).map(
        ([id, x]) =>
          `${id}, ${x.name}: ${x.description}` +
          (r.variants.includes(id) ? (hasEffect(id, r) ? ' (in force)' : ' (chosen, but without effect in this game)') : ''),
      ),
    ],
  });
  return sections;
}

export const hundertspielRulesEn: (rules: HundertspielRules) => readonly RulesSection[] = rulesText;
