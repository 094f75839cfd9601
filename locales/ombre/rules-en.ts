/**
 * The Ombre family's rules for players (Shift+F1) in English, for the rules in force (the value of
 * resolveRules in src/games/ombre/rules.ts; spec ../shared/rules/ombre.md): Ombre for three, for two,
 * for four, Quadrille and Cinquille. Their own chunk, loaded when the player first asks for the rules.
 */
import type { OmbreRules } from '../../src/games/ombre/types.js';
import { list, plural, type RulesSection } from '../../src/i18n/messages.js';
import { keyLabel } from '../keys.js';

const L = 'en' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const cards = (n: number) => plural(L, n, { one: 'card', other: 'cards' });
const tricks = (n: number) => plural(L, n, { one: 'trick', other: 'tricks' });

export const GAME_NAMES = {
  ombre: 'Ombre for three',
  'en-deux': 'Ombre for two (en deux)',
  'en-quatre': 'Ombre for four (en quatre)',
  quadrille: 'Quadrille',
  cinquille: 'Cinquille',
} as const;

export const VARIANTS: Readonly<Record<string, { name: string; description: string }>> = {
  'V-O-1': { name: 'Fixed favourite', description: 'The favourite suit is drawn once at the start of the session and kept for every deal.' },
  'V-O-2': { name: 'Favourite from the first win', description: 'There is no favourite until the first game won; then its trump suit is the favourite for the rest of the session.' },
  'V-O-3': { name: 'Obscurité three ways', description: 'Obscurité from the top (2, in the favourite 4), from the bottom (4 and 8: the blind draw comes from the bottom of the talon) and from the middle (8 and 16).' },
  'V-O-5': { name: 'Casco unshown', description: 'Tourné and Grand Casco are one game, Tourné or Casco: no aces shown, the trump turned, it pays 2, in the favourite 4.' },
  'V-O-6': { name: 'Grandissimo and Nullissimo', description: 'Instead of Solo tout, two games above Solo in colour: Grandissimo with no trump suit, only Spadille and Basto are trumps, pays 8; Nullissimo without a black ace and without a single trick, pays 16.' },
  'V-O-8': { name: 'Blok', description: 'When a deal starts with an empty table, everyone puts one more mark into the pot.' },
  'V-O-9': { name: 'Codille pays the defender', description: 'On codille the defender with most tricks takes the pot as if he had won; the Lomber pays only a single bête.' },
  'V-O-12': { name: 'For two with 32 cards, 10 each', description: 'Of the diamonds only the ace and the seven remain; 10 cards each, a talon of 12; 7 tricks win, 4 to 6 are a remise.' },
  'V-O-13': { name: 'For two with 32 cards, 12 each', description: 'The same 32 cards, 12 each, a talon of 8; 7 tricks win, 6 are a remise, 5 or fewer a codille.' },
  'V-O-14': { name: 'Favourite in Quadrille', description: 'Quadrille and Cinquille have a favourite suit too: Ask and Solo in colour become bids, and honours in the favourite count double.' },
  'V-O-16': { name: 'Hoyle’s Casco and Spadille forcée', description: 'In Grand Casco and Spadille forcée the Lomber names the trump and then calls a King of another suit, as in the Ask.' },
  'V-O-17': { name: 'Quadrille: the bête alone', description: 'The Lomber pays a bête alone; the partner pays only his share of the honours.' },
  'V-O-18': { name: 'Cinquille: the bête alone', description: 'As V-O-17, for Cinquille.' },
  'V-O-19': { name: 'Quadrille with 8 cards', description: 'Without the three and four of spades and clubs and the five and six of hearts and diamonds: 32 cards, 8 each; 5 tricks win, 4 are a remise.' },
};

const SUIT = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const;

function rulesText(r: OmbreRules): readonly RulesSection[] {
  const g = r.game;
  const n = r.players;
  const talon = r.pack.length - n * r.handSize;
  const has = (v: string) => r.variants.includes(v);
  const fav = r.favourite !== 'none';
  const duo = g === 'en-deux';
  const party = r.partnership;
  const missing = r.suits.length < 4 ? ` There are no ${list(L, (['C', 'D', 'H', 'S'] as const).filter((s) => !r.suits.includes(s)).map((s) => SUIT[s]))} at all.` : '';
  const sections: RulesSection[] = [];

  sections.push({
    heading: 'The game',
    paragraphs: [
      `This is ${GAME_NAMES[g]}: ${n} players, ${r.pack.length} cards, ${cards(r.handSize)} each. ` +
        (party
          ? 'In each deal one player, the Lomber, plays with a partner whose King he calls against the others, or alone against all. Partnerships change from deal to deal; every player keeps his own account.'
          : duo
            ? 'In each deal one player, the Lomber, plays against the other.'
            : `In each deal one player, the Lomber, plays alone against the other ${n - 1}.`),
      'Play goes counter-clockwise: the player on the dealer’s right is the mano. He speaks first in the auction and leads to the first trick, whoever is Lomber. The dealer speaks last. After each deal the deal passes to the right.',
      'These rules follow the treatise on Ombre, Quadrille and Cinquille in a Polish games book of the early 19th century; where it is silent, the usual custom applies.',
    ],
  });

  sections.push({
    heading: 'The cards and their order',
    paragraphs: [
      `A French pack without the eights, nines and tens.${missing}${has('V-O-12') || has('V-O-13') ? ' Of the diamonds only the ace and the seven remain.' : ''}${has('V-O-19') ? ' Without the three and four of spades and clubs and the five and six of hearts and diamonds.' : ''}`,
      'In a black suit that is not trumps the order from the top is: king, queen, jack, seven, six, five, four, three, two. Its ace is not part of it. In a red suit: king, queen, jack, ace, two, three, four, five, six, seven. Below the jack, red runs backwards.',
      'The trumps from the top: Spadille (the ace of spades), the Manille, Basto (the ace of clubs), then in red the ace of the trump suit, the Ponte, and king, queen, jack and the rest of the suit. The Manille is the two of a black trump suit and the seven of a red one. So black has 11 trumps and red 12.',
      'The two black aces are always trumps and belong to no other suit: a player whose only club is Basto has no clubs.',
      'Spadille, Manille and Basto are the matadors. A player who holds all three also counts the trumps that follow without a gap; they are paid for, but have no privilege in play.',
      'The app reads the trumps in your hand in this order and calls the matadors by their names.',
    ],
  });

  sections.push({
    heading: 'The favourite suit',
    paragraphs: fav
      ? [
          r.favourite === 'fixed'
            ? 'At the start of the session a suit is drawn, the favourite (couleur); it holds for every deal and is announced at the start of each.'
            : r.favourite === 'firstWin'
              ? 'There is no favourite until the first game won. Then its trump suit is the favourite for the rest of the session.'
              : 'Before each deal a suit is drawn from a second pack, the favourite (couleur), and announced.',
          'A game is in colour when its trump is the favourite. In the auction a game in colour outranks the same game in another suit, and in payment everything counts double: the game, the matadors, the premiers and the vole. The Ask, otherwise worth nothing, is worth 1 in colour.',
        ]
      : ['This game has no favourite suit: no game is in colour, nothing counts double.'],
  });

  sections.push({
    heading: 'The deal and the stake',
    paragraphs: [
      `Before each deal the dealer puts one mark into the pot${has('V-O-8') ? '; when the table is empty, everyone adds one mark, the Blok' : ''}. He deals to the right, starting with the mano, in packets of ${list(L, r.packets.map(String))} until everyone has ${cards(r.handSize)}.` +
        (talon > 0 ? ` The other ${cards(talon)} are the talon, face down.` : ' There is no talon: nobody exchanges.'),
      'Everyone starts at 0 marks; a balance may go below zero. What lies on the table as pot and bêtes belongs to nobody until a Lomber wins it or the session ends.',
    ],
  });

  sections.push({ heading: 'The games', paragraphs: ladderText(r) });

  sections.push({
    heading: 'The auction',
    paragraphs: [
      'The mano speaks first. While nobody has bid, a player may name a game or pass. After that every later player must bid a higher game to take part; otherwise he passes. A player who has passed is out for this deal.',
      'The player sitting earlier has priority: when a later player outbids him he may hold, that is, play the same game himself (a Solo in his own suit), bid higher still, or pass. Then the later player must bid higher again or pass, until one of the two passes. Only then does the next player speak.',
      'When everyone has spoken, the one left is the Lomber and his bid is his game. A game once named binds.',
      party
        ? 'If everyone passes, a game must still be played: Spadille forcée. The holder of Spadille is the Lomber, calls a King and plays as in Grand Casco.'
        : 'If everyone passes, the cards are thrown in; nothing is paid, the pot stays, and the next dealer deals and puts in a mark again.',
      'In the app you choose your bid from a numbered list of the bids allowed now; each says what it commits you to and what it pays.',
    ],
  });

  sections.push({ heading: 'After the auction', paragraphs: afterAuction(r) });

  sections.push({
    heading: 'The tricks',
    paragraphs: [
      'The mano leads to the first trick, and the winner of each trick leads to the next. You must follow the suit led if you can; the trumps, the black aces included, are one suit. If you cannot follow you may play any card; you need not trump.',
      'The matadors’ privilege: when a trump is led, a matador need not follow unless a higher matador was led. So Spadille is never forced, Manille only by Spadille led, Basto by Spadille or Manille led. A player who holds another trump must play a trump, but may play the matador as that trump; a player whose only trumps are such matadors may play any card. A matador played by a later player forces nobody.',
      'The highest trump wins the trick, otherwise the highest card of the suit led.',
      'When it is your turn the app tells you what the rules ask of your card, and explains the privilege when a matador need not follow.',
    ],
  });

  sections.push({
    heading: 'Premiers and the vole',
    paragraphs: [
      `When ${party ? 'the Lomber’s side wins' : 'the Lomber wins'} each of the first ${tricks(r.premiers)}, that is the premiers. At the next lead ${party ? 'the one of the two who leads' : 'he'} may stop: the game is won, with the premiers. Or he leads, and that declares the vole: now all ${tricks(r.tricks)} must be won. If a trick is lost the game is still won, but the vole is paid to each opponent.`,
      g === 'quadrille'
        ? 'In an Ask with a partner this choice exists only when the called King has already been played; otherwise the deal ends by itself after the premiers, as a win.'
        : g === 'cinquille'
          ? 'With a partner the choice comes at the side’s first lead after the called King has been played, and only if the side has won every trick so far.'
          : 'In Solo tout the vole is announced already: play simply goes on.',
      'Otherwise all tricks are played, even when the result is certain.',
    ],
  });

  sections.push({ heading: 'Win, remise, codille', paragraphs: outcomeText(r) });
  sections.push({ heading: 'Honours', paragraphs: honoursText(r) });
  sections.push({ heading: 'Pot and bête', paragraphs: tableText(r) });

  sections.push({
    heading: 'The session and the kettle',
    paragraphs: [
      `The session lasts ${plural(L, r.tours, { one: 'tour', other: 'tours' })}: in a tour everyone deals once, so ${plural(L, r.tours * n, { one: 'deal', other: 'deals' })}. Deals thrown in count too.`,
      'After the last deal comes the kettle: everything on the table, the pot and every bête, is shared equally among all; marks that do not divide go one each to the players in turn, starting with the mano of the last deal. Then the players are ranked by their marks; equal balances share a place.',
    ],
  });

  const active = r.variants.map((id) => `${id}, ${VARIANTS[id]?.name ?? id}`);
  sections.push({
    heading: 'Rules in force and variants',
    paragraphs: [
      `This is ${GAME_NAMES[g]}. ${active.length ? `Variants in force: ${list(L, active)}.` : 'No variants, as in the book.'}`,
      ...Object.entries(VARIANTS).map(([id, x]) => `${id}, ${x.name}: ${x.description}${r.variants.includes(id) ? ' (in force)' : ''}`),
      'The book knows more customs that the app does not offer: the second card in Tourné (V-O-4), the Murzyn (V-O-7), the Rok (V-O-10), offering the game and Contre-l’hombre (V-O-11), three favourite suits in Quadrille (V-O-15) and the Délices (V-O-20).',
    ],
  });
  return sections;
}

function ladderText(r: OmbreRules): string[] {
  const g = r.game;
  const fav = r.favourite !== 'none';
  const colour = (s: string) => (fav ? s : '');
  if (g === 'en-deux') {
    return [
      'The games, lowest first: the Ask (you name the trump and exchange first, then your opponent) and the Solo in a suit you name in the bid (you do not exchange, only your opponent). For two there are no other games and no favourite.',
    ];
  }
  if (r.partnership) {
    const hoyle = r.variants.includes('V-O-16');
    return [
      'The games, lowest first:',
      'Ask: you name the trump and then call a King of another suit. Its holder is your partner, and that stays secret until the King is played. If you hold all four Kings you may call a Queen. If you call a card you hold yourself, you play alone.' +
        colour(' Ask in colour: the same with the favourite as trump.'),
      `Mediateur: you name the trump and ask for a King of another suit that you do not hold (with all four Kings, a Queen). Its holder hands it to you face up, and you give him back a card of your choice face down. Then you play alone and need ${tricks(r.premiers)}.`,
      hoyle
        ? 'Grand Casco: only with Spadille and Basto, which you show as you bid. You name the trump and call a King of another suit; you play as two. It pays like Solo.'
        : 'Grand Casco: only with Spadille and Basto, which you show as you bid. You call a King and its suit becomes trumps; its holder is your partner. It pays like Solo.',
      `Solo: you name the suit in the bid and play alone against all, needing ${tricks(r.premiers)}.` + colour(' Solo in colour: the same in the favourite.') +
        (g === 'cinquille' ? ' Solo tout: a Solo in which you must win every trick.' + colour(' In colour too.') : ''),
      hoyle
        ? 'Spadille forcée (when everyone passes): the holder of Spadille names the trump and calls a King of another suit.'
        : 'Spadille forcée (when everyone passes): the holder of Spadille calls a King, and its suit becomes trumps.',
    ];
  }
  const v5 = r.variants.includes('V-O-5');
  const v6 = r.variants.includes('V-O-6');
  const v3 = r.variants.includes('V-O-3');
  const out = [
    'The games, lowest first:',
    'Ask (“I ask”): after the auction you name the trump and exchange first.' + colour(' Ask in colour: the trump is the favourite.'),
    v5
      ? 'Tourné or Casco: the top card of the talon is turned, its suit is trumps (Spadille makes spades trumps, Basto clubs); you exchange first and draw it.'
      : 'Tourné: the top card of the talon is turned, its suit is trumps (Spadille makes spades trumps, Basto clubs); you exchange first, and the turned card is the first card drawn.',
    `Obscurité: you lay away all your cards or all but one without seeing the talon, draw as many from the top, look at them, and only then name the trump.${v3 ? ' Also from the bottom (the cards come from the bottom of the talon) and from the middle.' : ''}`,
  ];
  if (!v5) out.push('Grand Casco: only with Spadille and Basto, which you show as you bid; then as Tourné, but it pays like Solo.');
  out.push('Solo (sans prendre): you name the suit in the bid and play the cards you were dealt, without exchanging; only the defenders exchange.' + colour(' Solo in colour: the same in the favourite.'));
  if (v6) out.push('Grandissimo: no trump suit, only Spadille and Basto are trumps; no exchange. Nullissimo, the highest: without a black ace; you must not win a single trick.');
  else out.push('Solo tout: a Solo with the vole announced; you must win every trick.' + colour(' In colour too.'));
  out.push('Tourné, Obscurité and Grand Casco find their trump only after the auction: they are in colour when chance makes them so, and are then paid double.');
  return out;
}

function afterAuction(r: OmbreRules): string[] {
  if (r.partnership) {
    return [
      'There is no talon and no exchange. After the auction the Lomber names the trump where needed and then calls his card; in a Mediateur he gives a card back face down for the one asked for. Then the mano leads.',
      'The Lomber may throw in as long as he has not played a card: he pays a single bête alone, but no honours.',
    ];
  }
  return [
    'Ask: the Lomber names the trump, any suit. If he was left alone with the Ask because everyone else passed, he may first turn it into a higher game below Solo: Tourné, Obscurité, with both black aces Grand Casco; naming the favourite as trump makes it Ask in colour.',
    'The exchange: in turn, each player lays cards away face down, one after another, and then draws as many from the top of the talon. The Lomber exchanges first, except in Solo and the games above; then the others in turn from his right. Nobody may lay away more cards than the talon still holds, nor more than he holds. What is left, nobody sees.',
    `In the app ${K('Enter')} on a card lays it away and you hear how many so far; K draws. What you drew only you hear; the others hear how many.`,
    'To hear your own discards again, press A.',
    'The Lomber may throw in as long as he has not played a card: when naming the trump, at his exchange, or before his first card. He pays a single bête, but no honours.',
  ];
}

function outcomeText(r: OmbreRules): string[] {
  const g = r.game;
  if (r.winAt === null) {
    return [
      `If the Lomber has more tricks than every ${g === 'en-quatre' ? 'other player' : 'defender'}, he wins. If a defender has as many, it is a remise: the Lomber loses. If a defender has more, it is a codille.`,
      g === 'en-quatre' ? 'For four, 5 to 3 to 0 to 0 and 3 to 2 to 2 to 1 win; 2 to 2 to 2 to 2 and 4 to 4 to 0 to 0 are a remise.' : 'So 5 tricks always win, and 4 win when the defenders have 3 and 2; 4 to 4 to 1 and 3 to 3 to 3 are a remise.',
      'Solo tout is won only with every trick; otherwise it is lost, as a remise, or as a codille when a defender has more.' + (r.variants.includes('V-O-6') ? ' Nullissimo ends at the Lomber’s first trick, as a remise.' : ''),
    ];
  }
  const side = r.partnership ? 'The Lomber’s side' : 'The Lomber';
  return [
    `${side} wins with ${tricks(r.winAt)} or more; ${r.winAt - 1 === r.remiseAt ? `${tricks(r.remiseAt!)} are a remise` : `${r.remiseAt} to ${r.winAt - 1} tricks are a remise`}; fewer is a codille.` +
      (r.partnership ? ' Lomber and partner count their tricks together; a player alone counts alone.' : ''),
    r.partnership ? 'If the Lomber’s side takes no trick at all, that is the devole: it pays each opponent the vole on top.' : 'Solo tout is won only with every trick.',
  ];
}

function honoursText(r: OmbreRules): string[] {
  const fav = r.favourite !== 'none';
  const dbl = fav ? ' In colour everything counts double.' : '';
  if (r.partnership) {
    return [
      `Honours pass between the Lomber’s side and each opponent: the game (Ask 0, Mediateur 1, Grand Casco, Spadille forcée and Solo 2${r.game === 'cinquille' ? ', Solo tout 4' : ''}), the matadors of both hands together (3 matadors 1, each further one 1 more), the premiers 1, the vole 2, the devole 2.${dbl}`,
      'With a partner the last opponent in turn pays the partner and the others pay the Lomber; when the game is lost, Lomber and partner pay in the same way. A player who calls his own King earns nothing for the game, only matadors and premiers' + (r.game === 'cinquille' ? '; if he loses, he pays only the bête.' : '.'),
      'In a Mediateur only the opponents who did not give the card pay the game’s value; if he loses, he pays it to each of them and double to the giver.',
    ];
  }
  const v3 = r.variants.includes('V-O-3');
  const v5 = r.variants.includes('V-O-5');
  const v6 = r.variants.includes('V-O-6');
  return [
    `Honours pass between the Lomber and each defender. The game: Ask 0 (in colour 1), Tourné ${v5 ? '2' : '1'}, Obscurité 2${v3 ? ' (from the bottom 4, from the middle 8)' : ''}${v5 ? '' : ', Grand Casco 2'}, Solo 2, ${v6 ? 'Grandissimo 8, Nullissimo 16' : 'Solo tout 12 (instead of Solo and vole)'}. Then the matadors (3 matadors 1, each further one 1 more), the premiers 1, the vole 4.${dbl}`,
    'Won: each defender pays the Lomber the game, the matadors and, if made, premiers and vole. Lost, as remise or codille: the Lomber pays each defender the game and the matadors. A vole declared and missed the Lomber pays each defender, against what he receives.',
    'For example: a Solo with five matadors brings 2 and 3, that is 5 marks from each defender, and costs as much when lost.',
  ];
}

function tableText(r: OmbreRules): string[] {
  const out = [
    'Each deal is played for the pot and the highest waiting bête together. When the Lomber wins he takes both' + (r.partnership ? ' (with a partner the side together, the Lomber the larger half)' : '') + '; the pot is then empty and that bête is gone.',
    `On a remise the Lomber pays a single bête into the table: as much as the pot and the highest single bête together.${r.partnership ? (r.variants.includes('V-O-17') || r.variants.includes('V-O-18') ? ' He pays it alone.' : ' With a partner each pays half, the odd mark the Lomber.') : ''} It waits for a later winner.`,
  ];
  if (r.partnership) out.push('On a codille the opponents take what the deal is played for and share it equally; marks that do not divide go one each to those who held the highest trumps. No bête is written.');
  else if (r.variants.includes('V-O-9')) out.push('On a codille the defender with most tricks takes the pot and the bête as if he had won; the Lomber pays a single bête.');
  else out.push('On a codille the Lomber pays a double bête, twice a single one; the player who made the codille gets nothing more. A double bête is never the basis of a new one.');
  out.push('When the Lomber throws in he pays a single bête and no honours. Each deal is played for one bête only, the highest; the others wait. Z tells you the pot, the bêtes and everyone’s marks at any time.');
  return out;
}

export const ombreRulesEn: (rules: OmbreRules) => readonly RulesSection[] = rulesText;
