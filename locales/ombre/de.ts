/**
 * Der deutsche Katalog der Lomber-Familie (src/games/ombre/messages.ts), über den gemeinsamen Wörtern des
 * Stichspieltischs, mit den Wörtern des deutschen Lombertischs: „ich frage“, „ich passe“, „ich halte“,
 * Frage, Tourné, Obscurité, Grand Casco, Solo, Solo tout; die Farbe (Couleur); Spadille, Manille, Basta,
 * Ponto, Matadore; Lomber, Vorhand; Premiers, Vole, Remise, Codille, Bête, Pot, Kessel.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { OmbreCatalogue } from '../../src/games/ombre/messages.js';
import type { Contract } from '../../src/games/ombre/types.js';
import type { OmbreReason } from '../../src/games/ombre/bots/types.js';
import { trickUiDe, tricksDe } from '../tricks/de.js';
import { GAME_NAMES, VARIANTS } from './rules-de.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const obj = (w: Who) => (w.self ? 'du' : w.name);
const dat = (w: Who) => (w.self ? 'dir' : w.name);
const acc = (w: Who) => (w.self ? 'dich' : w.name);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const marks = (n: number) => plural(L, n, { one: 'Marke', other: 'Marken' });
const tricksN = (n: number) => plural(L, n, { one: 'Stich', other: 'Stiche' });
const cardsN = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const signed = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
const names = (ws: readonly Who[]) => list(L, ws.map(obj));
/** A side as subject: "Anna", "du", "Anna und Ben"; its verb in the singular or plural. */
const sideV = (ws: readonly Who[], du: string, er: string, ihr: string, sie: string) =>
  ws.length > 1 ? (ws.some((w) => w.self) ? ihr : sie) : ws[0]?.self ? du : er;

const CONTRACT: Record<Contract, string> = {
  ask: 'Frage',
  'ask-colour': 'Frage in der Farbe',
  tourne: 'Tourné',
  obscurite: 'Obscurité',
  'obscurite-bottom': 'Obscurité von unten',
  'obscurite-middle': 'Obscurité aus der Mitte',
  casco: 'Grand Casco',
  solo: 'Solo',
  'solo-colour': 'Solo in der Farbe',
  'solo-tout': 'Solo tout',
  'solo-tout-colour': 'Solo tout in der Farbe',
  grandissimo: 'Grandissimo',
  nullissimo: 'Nullissimo',
  mediateur: 'Mediateur',
  forcee: 'Spadille forcée',
};

const TITLE = { spadille: 'Spadille', manille: 'Manille', basta: 'Basta', ponte: 'Ponto' } as const;

const GAME_HELP = {
  ombre: 'Drei Spieler, 40 Karten, je 9, ein Talon von 13; der Lomber spielt allein gegen zwei.',
  'en-deux': 'Zwei Spieler, ohne Karo, je 8, ein Talon von 14; nur Frage und Solo, keine Farbe.',
  'en-quatre': 'Vier Spieler, jeder für sich, je 8, ein Talon von 8; die Spiele wie zu dritt.',
  quadrille: 'Vier Spieler, je 10, kein Talon; der Lomber ruft einen König, dessen Besitzer heimlich sein Partner ist.',
  cinquille: 'Fünf Spieler, je 8, kein Talon; wie die Quadrille, mit Solo tout.',
} as const;

export const ombreDe: OmbreCatalogue = {
  tricks: tricksDe,
  ui: {
    ...trickUiDe,
    commands: {
      ...trickUiDe.trickCommands,
      playCard: { name: 'Karte spielen', help: 'Die Karte im Fokus spielen; in deinem Tausch: zum Ablegen markieren oder die Markierung zurücknehmen (der Vorschlag kommt markiert; K legt die markierten Karten ab und kauft); beim Mediateur: dem Geber zurückgeben.' },
      suitS: { name: 'Pik', help: 'In deiner Hand: zu deinem höchsten Pik (S wie spades); ist Pik Trumpf, zu den Trümpfen.' },
      suitH: { name: 'Herz', help: 'In deiner Hand: zu deinem höchsten Herz; ist Herz Trumpf, zu den Trümpfen.' },
      suitD: { name: 'Karo', help: 'In deiner Hand: zu deinem höchsten Karo (D wie diamonds); ist Karo Trumpf, zu den Trümpfen.' },
      suitC: { name: 'Kreuz', help: 'In deiner Hand: zu deinem höchsten Kreuz (C wie clubs); ist Kreuz Trumpf, zu den Trümpfen.' },
      readTable: { name: 'Tisch und Marken', help: 'Der Pot, die wartenden Bêten und um welche gespielt wird, die Marken aller Spieler, das wievielte Spiel.' },
      readGame: { name: 'Spiel', help: 'Das Reizen bisher; danach der Lomber und sein Spiel, Trumpf und Farbe, die gerufene Karte und der Partner, sobald bekannt, der Tausch, deine abgelegten Karten und die Stiche.' },
      declare: { name: 'Möglichkeiten', help: 'Die Liste dessen öffnen, was du jetzt tun kannst: dein Gebot, den Trumpf, die Karte rufen, aufhören oder die Vole, kaufen, aufgeben.' },
      take: { name: 'Kaufen', help: 'Im Tausch: die markierten Karten ablegen, dann so viele Karten vom Talon ziehen, wie du abgelegt hast; damit ist dein Tausch zu Ende.' },
      nextDeal: { name: 'Nächstes Spiel', help: 'Das nächste Spiel geben, wenn dieses vorbei ist.' },
      pickChoice: { name: 'Möglichkeit wählen', help: 'In der Liste der Möglichkeiten wählen die Ziffern 1 bis 9 die passende aus. Dein Gebot ist eine oder zwei Tasten: ein Solo, ein Solo tout, die Obscurités und das Halten in einer Farbe sind je ein Eintrag, der seine eigene Liste öffnet (die Farben, oder welche), wo die Ziffer das Gebot wählt; Escape geht zurück zur ersten Liste.' },
    },
    colRole: 'Rolle',
    colTricks: 'Stiche',
    colMarks: 'Marken',
    mano: 'Vorhand',
    lomber: 'Lomber',
    partner: 'Partner',
    defender: 'Gegner',
    matador: 'Matador',
    laidAway: (n, of) => `${n} abgelegt, höchstens ${of}`,
    blackAcesGroup: (n) => `Schwarze Asse, immer Trumpf, ${cardsN(n)}`,
    gameLabel: 'Spielart',
    dealLabel: 'Spiel',
    dealOf: (n, of) => `Spiel ${n} von ${of}`,
    favouriteLabel: 'Farbe',
    contractLabel: 'Gespielt wird',
    calledLabel: 'Gerufen',
    potLabel: 'Pot',
    betesLabel: 'Bêten',
    talonLabel: 'Talon',
    none: 'keine',
    noTrumpYet: 'noch nicht bestimmt',
    readTable: 'Tisch',
    readGame: 'Spiel',
    declare: 'Möglichkeiten',
    take: (n) => `Kaufen: ${cardsN(n)}`,
    commandHint: 'Zum Beispiel: ich passe, ich frage, Solo in Karo, ich halte, Trumpf Herz, rufe Herz König, ablegen Pik Zwei, kaufen, spiele Spadille, aufhören, Tisch.',
    resumed: 'Dein L’Hombre ist wieder da, wo du aufgehört hast.',
    commandUnknown: 'Das habe ich nicht verstanden. Versuche: ich passe, Solo in Karo, spiele Pik Ass, kaufen, Tisch, Hilfe.',
    choicesHeading: (phase, n) =>
      `${({ auction: 'Dein Gebot', bidGroup: 'Dein Gebot', trump: 'Trumpf nennen', call: 'Eine Karte rufen', stop: 'Premiers: aufhören oder die Vole', declare: 'Möglichkeiten' } as Record<string, string>)[phase] ?? 'Möglichkeiten'}, ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    family: 'Spielart',
    gameOption: (g) => `${GAME_NAMES[g]} (${plural(L, { ombre: 3, 'en-deux': 2, 'en-quatre': 4, quadrille: 4, cinquille: 5 }[g], { one: 'Spieler', other: 'Spieler' })})`,
    gameHelp: (g) => GAME_HELP[g],
    variants: 'Varianten',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? '',
    variantFor: (games) => `Gilt für: ${games}.`,
    tours: 'Touren',
    toursHelp: 'In einer Tour gibt jeder einmal; nach der letzten wird der Kessel geteilt.',
    toursDefault: 'Wie im Buch: zu dritt 4, zu zweit 6, zu viert 3, Quadrille 3, Cinquille 2',
    toursCount: (n) => plural(L, n, { one: 'Tour', other: 'Touren' }),
    seatHelp: 'Die Plätze folgen gegen den Uhrzeigersinn aufeinander; wer zuerst gibt, entscheidet das Los.',
  },
  ombre: {
    gameName: (g) => GAME_NAMES[g],
    contract: (c) => CONTRACT[c],
    contractWith: (c, suit) => {
      if (!suit) return CONTRACT[c];
      switch (c) {
        case 'solo':
          return `Solo in ${suit}`;
        case 'solo-tout':
          return `Solo tout in ${suit}`;
        case 'solo-colour':
        case 'solo-tout-colour':
        case 'ask-colour':
          return `${CONTRACT[c]}, ${suit}`;
        default:
          return CONTRACT[c];
      }
    },
    title: (t) => TITLE[t],
    titled: (title, card, form) => `${TITLE[title]} (${card.name(form)})`,
    blackAces: (titles) => `Schwarze Asse, immer Trumpf: ${list(L, titles.map((t) => TITLE[t]))}`,

    dealStarted: (deal, of, dealer, mano, favourite, pot, betes, blok) =>
      `Spiel ${deal} von ${of}. ${subj(dealer)} ${v(dealer, 'gibst', 'gibt')} und ${v(dealer, 'setzt', 'setzt')} eine Marke${blok ? '; der Tisch war leer: jeder setzt den Blok, eine Marke' : ''}; ${obj(mano)} ${v(mano, 'bist', 'ist')} Vorhand.` +
      (favourite ? ` Die Farbe ist ${favourite}.` : '') +
      ` Im Pot ${marks(pot)}${betes.length ? `, dazu ${betes.length === 1 ? 'eine Bête' : 'Bêten'} von ${list(L, betes.map(String))}` : ''}.`,
    bid: (w, c, contract) =>
      c === 'ask'
        ? `${subj(w)} ${v(w, 'fragst', 'fragt')}.`
        : c === 'ask-colour'
          ? `${subj(w)} ${v(w, 'fragst', 'fragt')} in der Farbe.`
          : `${subj(w)} ${v(w, 'bietest', 'bietet')} ${contract}.`,
    hold: (w, contract) => `${subj(w)} ${v(w, 'hältst', 'hält')}: ${contract} ${w.self ? 'spielst du' : `spielt ${w.name}`} selbst.`,
    pass: (w) => `${subj(w)} ${v(w, 'passt', 'passt')}.`,
    acesShown: (w) => `${subj(w)} ${v(w, 'zeigst', 'zeigt')} Spadille und Basta.`,
    auctionWon: (w, contract) => `${subj(w)} ${v(w, 'bist', 'ist')} Lomber: ${contract}.`,
    allPassed: 'Alle passen: die Karten werden eingeworfen, der Pot bleibt stehen.',
    spadilleForcee: (w) => `Alle passen: Spadille forcée. ${subj(w)} ${v(w, 'hast', 'hat')} die Spadille und ${v(w, 'musst', 'muss')} spielen.`,
    convert: (w, c, contract) =>
      c === 'ask-colour' ? `${subj(w)} ${v(w, 'nennst', 'nennt')} die Farbe: ${contract}.` : `${subj(w)} ${v(w, 'machst', 'macht')} aus der Frage ${contract}.`,
    turned: (card) => `Die oberste Karte des Talons wird aufgedeckt: ${card}.`,
    trump: (suit, colour) => (suit ? `Trumpf ist ${suit}${colour ? ', die Farbe: alles zählt doppelt' : ''}.` : 'Kein Trumpf außer Spadille und Basta.'),
    called: (w, card, request) =>
      request
        ? `${subj(w)} ${v(w, 'bittest', 'bittet')} um ${card}.`
        : `${subj(w)} ${v(w, 'rufst', 'ruft')} ${card}. Wer die Karte hat, spielt mit ${dat(w)}; das bleibt geheim, bis sie fällt.`,
    youArePartner: (lomber) => `Du hast die gerufene Karte: du spielst mit ${lomber.name}, und niemand weiß es, bis sie fällt.`,
    handedOver: (from, to, card) => `${subj(from)} ${v(from, 'gibst', 'gibt')} ${dat(to)} ${card}, offen.`,
    given: (w, to, card) => `${subj(w)} ${v(w, 'gibst', 'gibt')} ${dat(to)} eine Karte verdeckt zurück${card ? `: ${card}` : ''}.`,
    discarded: (card, count, limit, blind) => `${blind ? 'Blind abgelegt' : 'Abgelegt'}: ${card}. ${count} von höchstens ${limit}.`,
    laidAwayAll: (cards, count, blind) => (count === 1 ? `Du legst ${cards}${blind ? ' blind' : ''} ab.` : `Du legst ${cardsN(count)}${blind ? ' blind' : ''} ab: ${cards}.`),
    exchange: (w, count, left) =>
      count === 0
        ? `${subj(w)} ${v(w, 'kaufst', 'kauft')} nicht.`
        : `${subj(w)} ${v(w, 'kaufst', 'kauft')} ${cardsN(count)}; im Talon ${left === 0 ? 'bleibt nichts' : left === 1 ? 'bleibt 1' : `bleiben ${left}`}.`,
    turnedTaken: (w, card) => `Die aufgedeckte Karte, ${card}, geht an ${acc(w)}.`,
    cardsTaken: (cards, blind) => `${blind ? 'Blind gezogen' : 'Du kaufst'}: ${cards}.`,
    throwIn: (w) => `${subj(w)} ${v(w, 'gibst', 'gibt')} das Spiel auf.`,
    partnerRevealed: (w, lomber, card) => `${card} ist gefallen: ${subj(w, false)} ${v(w, 'spielst', 'spielt')} mit ${dat(lomber)}.`,
    voleDeclared: (w) => `${subj(w)} ${v(w, 'spielst', 'spielt')} nach den Premiers weiter und ${v(w, 'sagst', 'sagt')} damit die Vole an: jetzt zählen nur alle Stiche.`,
    stop: (w, auto) => (auto ? 'Die Premiers sind gemacht und der gerufene König ist noch nicht gefallen: das Spiel endet hier, gewonnen.' : `${subj(w)} ${v(w, 'hörst', 'hört')} nach den Premiers auf: gewonnen.`),
    tricksLine: (lines) => `Stiche: ${lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ')}`,
    result: (outcome, side, n, vole, premiers, devole, line) => {
      const who = side.length ? capitalize(names(side)) : 'Der Lomber';
      const head =
        outcome === 'win'
          ? `Gewonnen: ${who}, ${tricksN(n)}${premiers ? ', mit den Premiers' : ''}${vole === 'made' ? ', Vole' : vole === 'missed' ? ', aber die angesagte Vole ist verfehlt' : ''}`
          : outcome === 'remise'
            ? `Remise: ${who}, ${tricksN(n)}; der Lomber verliert`
            : `Codille: ${who}, nur ${tricksN(n)}${devole ? ', kein einziger: Devole' : ''}`;
      return `${head}. ${capitalize(line)}.`;
    },
    honours: (h) => {
      const parts: string[] = [];
      if (h.game) parts.push(`Spiel ${h.game}`);
      if (h.matadors) parts.push(`${h.count} Matadore ${h.matadors}`);
      if (h.premiers) parts.push(`Premiers ${h.premiers}`);
      if (h.vole > 0) parts.push(`Vole ${h.vole}`);
      if (h.vole < 0) parts.push(`verfehlte Vole minus ${-h.vole}`);
      if (h.devole) parts.push(`Devole ${h.devole}`);
      const each = h.opponents > 1 ? 'jeder Gegner' : 'der Gegner';
      const eachDat = h.opponents > 1 ? 'jedem Gegner' : 'dem Gegner';
      const side = h.side.length ? names(h.side) : 'der Lomber';
      const pay =
        h.total === 0
          ? 'Niemand zahlt Honneurs'
          : h.won
            ? h.total > 0
              ? `${capitalize(each)} zahlt ${marks(h.total)}`
              : `${capitalize(each)} bekommt ${marks(-h.total)}`
            : `${capitalize(side)} ${sideV(h.side, 'zahlst', 'zahlt', 'zahlt', 'zahlen')} ${eachDat} ${marks(h.total)}`;
      return `Honneurs: ${parts.length ? parts.join(', ') : 'keine'}${h.colour && parts.length ? ', in der Farbe doppelt' : ''}. ${pay}.`;
    },
    payments: (lines) =>
      `Zahlungen: ${lines
        .map((p) => {
          if (p.reason === 'pot' && p.to) return `${subj(p.to, false)} ${v(p.to, 'nimmst', 'nimmt')} ${marks(p.amount)} vom Tisch`;
          if (p.reason === 'bete' && p.from) return `${subj(p.from, false)} ${v(p.from, 'setzt', 'setzt')} eine ${p.kind === 'double' ? 'doppelte' : 'einfache'} Bête von ${marks(p.amount)}`;
          if (p.from && p.to) return `${subj(p.from, false)} ${v(p.from, 'zahlst', 'zahlt')} ${dat(p.to)} ${marks(p.amount)}`;
          if (p.from) return `${subj(p.from, false)} ${v(p.from, 'setzt', 'setzt')} ${marks(p.amount)}`;
          return `${marks(p.amount)} an ${p.to ? acc(p.to) : 'den Tisch'}`;
        })
        .join('; ')}.`,
    kettle: (total, shares) =>
      total === 0 ? 'Der Kessel ist leer: auf dem Tisch liegt nichts.' : `Der Kessel: ${marks(total)} auf dem Tisch werden geteilt: ${shares.map((s) => `${obj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (outcome, last) =>
      last ? 'Das war das letzte Spiel der Sitzung.' : outcome === 'passed' ? 'Niemand spielt dieses Spiel.' : 'Das Spiel ist vorbei.',
    sessionOver: (places) => {
      const first = places.filter((p) => p.place === 1);
      const winner = first.some((p) => p.who.self) ? (first.length > 1 ? 'Du teilst den ersten Platz!' : 'Du gewinnst die Sitzung!') : `${capitalize(names(first.map((p) => p.who)))} ${first.length > 1 ? 'gewinnen' : 'gewinnt'} die Sitzung.`;
      return `${winner} Endstand: ${places.map((p) => `${p.place}. ${obj(p.who)} ${signed(p.balance)}`).join(', ')}. ${K('Shift+N')} beginnt eine neue Partie.`;
    },

    balances: (lines) => `Marken: ${lines.map((l) => `${obj(l.who)} ${signed(l.balance)}`).join(', ')}.`,
    table: (pot, betes, playedFor) =>
      `Im Pot ${marks(pot)}.` +
      (betes.length
        ? ` ${betes.length === 1 ? 'Eine Bête' : 'Bêten'}: ${list(L, betes.map((b) => `${b.amount} ${b.double ? 'doppelt' : 'einfach'}`))}; gespielt wird um die höchste, ${playedFor}, und den Pot.`
        : ' Keine Bête.'),
    auctionSoFar: (speeches, toMove) => `Reizen: ${speeches.length ? speeches.join(', ') : 'noch hat niemand gesprochen'}.${toMove ? ` ${subj(toMove)} ${v(toMove, 'bist', 'ist')} dran.` : ''}`,
    speech: (w, move, contract) =>
      move === 'pass' ? `${obj(w)} ${v(w, 'passt', 'passt')}` : move === 'hold' ? `${obj(w)} ${v(w, 'hältst', 'hält')} ${contract ?? ''}`.trim() : `${obj(w)} ${contract ?? ''}`.trim(),
    gameState: (lomber, contract, trump, fixed, favourite) => {
      const fav = favourite ? `Die Farbe ist ${favourite}.` : 'Keine Farbe in diesem Spiel.';
      if (!contract) return lomber ? fav : `${fav}`;
      const t = trump ? `Trumpf ist ${trump}.` : fixed ? 'Kein Trumpf außer Spadille und Basta.' : 'Trumpf ist noch nicht bestimmt.';
      return `${lomber ? `${subj(lomber)} ${v(lomber, 'bist', 'ist')} Lomber: ${contract}.` : `${contract}.`} ${t} ${fav}`;
    },
    calledState: (card, partner, lomber, request) =>
      request
        ? `${subj(lomber)} ${v(lomber, 'hast', 'hat')} um ${card} gebeten.`
        : partner
          ? `Gerufen: ${card}; ${subj(partner, false)} ${v(partner, 'spielst', 'spielt')} mit ${dat(lomber)}.`
          : `Gerufen: ${card}; wer die Karte hat, ist noch geheim.`,
    exchangeState: (lines, talon) => `Getauscht: ${lines.length ? lines.map((l) => `${obj(l.who)} ${l.n}`).join(', ') : 'noch niemand'}; im Talon ${cardsN(talon)}.`,
    turnedState: (card, to) => `Aufgedeckt: ${card}${to ? `, gekauft von ${dat(to)}` : ', liegt oben auf dem Talon'}.`,
    myDiscards: (cards) => `Deine abgelegten Karten: ${cards}.`,
    matadorsInHand: (n) => `Du hast ${n} Matadore.`,

    yourTurn: (phase, f) => {
      switch (phase) {
        case 'auction':
          return 'Du bist dran: dein Gebot.';
        case 'trump':
          return `Nenne den Trumpf.${f.mayThrowIn ? ' Du kannst auch aufgeben.' : ''}`;
        case 'call':
          return 'Rufe eine Karte.';
        case 'give':
          return `Gib dem Geber eine Karte verdeckt zurück: ${K('Enter')} auf einer Karte.`;
        case 'exchange':
          return f.obscurite
            ? `Obscurité: lege ${f.limit - 1} oder ${f.limit} Karten blind ab; markiere sie mit ${K('Enter')} auf einer Karte, dann legt K sie ab und zieht ebenso viele.`
            : `Dein Tausch: markiere die Karten zum Ablegen mit ${K('Enter')} auf einer Karte, höchstens ${f.limit}; K legt sie ab und kauft ebenso viele${f.laid ? `, jetzt ${f.laid} abgelegt` : ''}.`;
        case 'play':
          return `Du bist dran.${f.follow ? ` ${f.follow}` : ''}${f.mayStop ? ' Du hast die Premiers: aufhören, oder eine Karte ausspielen und damit die Vole ansagen.' : ''}${f.mayThrowIn ? ` Du kannst noch aufgeben: ${K('Shift+A')}.` : ''}`;
        default:
          return 'Du bist dran.';
      }
    },
    notYourTurn: (w) => `Du bist nicht dran: ${subj(w, false)} ${v(w, 'bist', 'ist')} am Zug.`,
    mustFollow: (suit) => `Du musst ${suit} bedienen.`,
    mustTrump: 'Trumpf ist ausgespielt: du musst Trumpf bedienen.',
    exempt: (titles, free) => {
      const names = list(L, titles.map((t) => TITLE[t]));
      const many = titles.length > 1;
      return free
        ? `Trumpf ist ausgespielt, aber ${names} ${many ? 'müssen' : 'muss'} nicht bedienen: nur ein höherer Matador zwingt sie. Du darfst jede Karte spielen.`
        : `${names} ${many ? 'müssen' : 'muss'} nicht bedienen, nur ein höherer Matador zwingt sie; als Trumpf ${many ? 'dürfen' : 'darf'} sie aber kommen.`;
    },
    forced: (title, by) => `Die ausgespielte ${TITLE[by]} zwingt deine ${TITLE[title]}.`,

    commits: (c, f) => {
      const party = f.game === 'quadrille' || f.game === 'cinquille';
      switch (c) {
        case 'ask':
          return party ? `du nennst Trumpf und rufst einen König als Partner, ${tricksN(f.needs)} zu zweit` : 'du nennst Trumpf und tauschst zuerst';
        case 'ask-colour':
          return party ? `Trumpf ist die Farbe, ${f.favourite ?? ''}; du rufst einen König` : `Trumpf ist die Farbe, ${f.favourite ?? ''}; du tauschst zuerst`;
        case 'tourne':
          return 'die oberste Karte des Talons bestimmt Trumpf; du tauschst zuerst';
        case 'obscurite':
        case 'obscurite-bottom':
        case 'obscurite-middle':
          return `du legst ${f.hand - 1} oder ${f.hand} Karten blind ab, ziehst ebenso viele ${c === 'obscurite-bottom' ? 'vom Boden des Talons' : c === 'obscurite-middle' ? 'aus der Mitte des Talons' : 'von oben'} und nennst dann Trumpf`;
        case 'casco':
          return party
            ? f.hoyle
              ? 'du zeigst Spadille und Basta, nennst Trumpf und rufst einen König'
              : 'du zeigst Spadille und Basta und rufst einen König: seine Farbe wird Trumpf'
            : 'du zeigst Spadille und Basta; die oberste Karte des Talons bestimmt Trumpf, du tauschst zuerst';
        case 'solo':
        case 'solo-colour':
          return party ? `kein Partner: du spielst allein gegen alle, ${tricksN(f.needs)}` : `kein Tausch: du spielst deine ${f.hand} Karten allein`;
        case 'solo-tout':
        case 'solo-tout-colour':
          return party ? 'kein Partner: du spielst allein und musst alle Stiche machen' : 'kein Tausch: du musst alle Stiche machen';
        case 'grandissimo':
          return 'kein Trumpf außer Spadille und Basta, kein Tausch';
        case 'nullissimo':
          return 'ohne schwarzes Ass: du darfst keinen Stich machen, kein Tausch';
        case 'mediateur':
          return `du nennst Trumpf, bittest um einen König, den du nicht hast, und spielst allein, ${tricksN(f.needs)}`;
        case 'forcee':
          return 'du rufst einen König: seine Farbe wird Trumpf';
      }
    },
    pays: (value, inColour, opponents) => {
      const each = opponents > 1 ? 'von jedem' : 'vom Gegner';
      const base = value === 0 ? 'zahlt nur Matadore und Premiers' : `zahlt ${value} ${each}`;
      return `${base}${inColour !== null ? `, in der Farbe ${inColour}${value === 0 ? ` ${each}` : ''}` : ''}`;
    },
    choiceBid: (contract, commits, pays) => `${contract}: ${commits}, ${pays}`,
    choiceHold: (contract, commits, pays) => `Halten, ${contract} selbst spielen: ${commits}, ${pays}`,
    choicePass: (holder, contract) => (holder && contract ? `Passen; ${contract} bleibt bei ${dat(holder)}` : 'Passen'),
    choiceTrump: (suit, favourite, pays) => `Trumpf ${suit}${favourite ? (pays ? `, die Farbe: Frage in der Farbe, ${pays}` : ', die Farbe: alles zählt doppelt') : ''}`,
    choiceConvert: (contract, commits, pays) => `Statt der Frage ${contract}: ${commits}, ${pays}`,
    choiceCall: (card, own, trumpFromIt, request) =>
      request ? `Um ${card} bitten` : `${card} rufen${trumpFromIt ? ': seine Farbe wird Trumpf' : ''}${own ? '; du hast die Karte selbst und spielst allein' : ''}`,
    choiceThrowIn: 'Aufgeben: eine einfache Bête, keine Honneurs',
    choiceTake: (n, blind) => (n === 0 ? 'Nichts kaufen' : blind ? `${cardsN(n)} blind ziehen` : `${cardsN(n)} kaufen`),
    choiceStop: 'Aufhören: gewonnen, mit den Premiers',
    choiceVole: 'Weiterspielen: deine nächste Karte sagt die Vole an, dann musst du alle Stiche machen.',
    choiceBidGroup: (group, contract, n) =>
      `${group === 'hold' ? `Ich halte ${contract}` : contract}: wähle ${group === 'obscurite' ? 'welche' : 'die Farbe'}, ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    choiceGive: (card, to) => `${card} an ${acc(to)} zurückgeben`,

    violation: (code, rule, f) =>
      (({
        NOT_YOUR_TURN: `Du bist nicht dran${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'bist', 'ist')} am Zug` : ''}.`,
        WRONG_PHASE: 'Das geht an dieser Stelle des Spiels nicht.',
        NOT_ON_LADDER: 'Dieses Spiel gibt es hier nicht.',
        BID_TOO_LOW: 'Dein Gebot muss höher sein als das stehende.',
        CANNOT_HOLD: 'Halten kann nur, wer das Gebot hat und gerade überboten wurde.',
        NEEDS_BLACK_ACES: 'Grand Casco braucht Spadille und Basta in deiner Hand.',
        NULLISSIMO_ACES: 'Nullissimo spielt nur, wer kein schwarzes Ass hat.',
        NO_REQUEST: 'Du hast keinen König, um den du bitten könntest.',
        BAD_SUIT: 'Diese Farbe passt nicht zu diesem Spiel: ein Spiel in der Farbe nimmt die Farbe, ein einfaches eine andere.',
        CANNOT_CONVERT: 'Umwandeln darf nur, wer mit der Frage allein geblieben ist, und nur in ein Spiel unter dem Solo.',
        BAD_TRUMP: 'Diese Farbe kann hier nicht Trumpf werden.',
        BAD_CALL: 'Diese Karte darf nicht gerufen werden.',
        CARD_NOT_IN_HAND: `${f.card ?? 'Diese Karte'} ist nicht in deiner Hand.`,
        EXCHANGE_SIZE: `Du darfst höchstens ${f.limit ?? 'so viele'} Karten ablegen, und nur aus deiner Hand.`,
        OBSCURITE_KEEP: 'In der Obscurité behältst du höchstens eine Karte: lege weiter ab.',
        CANNOT_THROW_IN: 'Aufgeben kann nur der Lomber, vor seiner ersten Karte.',
        MUST_FOLLOW_SUIT: `Du musst die ausgespielte Farbe bedienen${f.card ? `; ${f.card} bedient nicht` : ''}.`,
        MUST_PLAY_TRUMP: `Trumpf ist ausgespielt und du hast einen Trumpf, der bedienen muss${f.card ? `; ${f.card} ist kein Trumpf` : ''}.`,
        CANNOT_STOP: 'Aufhören geht nur nach den Premiers, wenn du ausspielst.',
        UNKNOWN_MOVE: 'Diesen Zug gibt es nicht.',
      } as Record<string, string>)[code] ?? 'Dieser Zug ist nicht erlaubt.') + ` (Regel ${rule})`,
    hint: (move, reason) => `Tipp: ${move.replace(/\.$/, '')}.${reason ? ` ${reason}` : ''}`,
    hintReason: (reason) => HINTS[reason] ?? null,
  },
};

/** Why a computer player would choose a move (the reason codes of src/games/ombre/bots). */
const HINTS: Readonly<Record<string, string>> = {
  forced: 'Es ist der einzige Zug.',
  random: 'Ein spielbarer Zug, ohne viel abzuwägen.',
  bidAsk: 'Die Hand reicht mit der Hilfe, die der Talon erwarten lässt, für die Frage.',
  bidAskColour: 'Die Farbe ist die beste Farbe deiner Hand.',
  bidTourne: 'Ein schwarzes Ass, Trümpfe und Könige: den Trumpf darf die aufgedeckte Karte bestimmen.',
  bidObscurite: 'Eine schwache Hand mit einer Karte, die es wert ist, sie zu behalten.',
  bidCasco: 'Beide schwarzen Asse: Grand Casco zahlt wie das Solo.',
  bidSolo: 'Genug sichere Stiche ohne Tausch.',
  bidSoloTout: 'Jeder Stich sieht sicher aus.',
  bidGrandissimo: 'Genug hohe Karten, um nur mit den schwarzen Assen als Trümpfen zu gewinnen.',
  bidNullissimo: 'Kein schwarzes Ass und genug kleine Karten, um keinen Stich zu machen.',
  bidMediateur: 'Mit dem erbetenen König kann die Hand allein gegen alle spielen.',
  hold: 'Die Hand trägt dieses Spiel, und du hast als Früherer den Vorzug.',
  pass: 'Kein höheres Spiel lohnt sich mit dieser Hand.',
  nameTrump: 'Die Farbe mit den besten Aussichten.',
  nameFavourite: 'Die Farbe als Trumpf: in der Farbe zählt alles doppelt.',
  convert: 'Allein mit der Frage geblieben: ein höheres Spiel unter dem Solo bringt mehr.',
  throwIn: 'Eine einfache Bête kostet weniger, als das Weiterspielen kosten dürfte.',
  callKing: 'Der König einer Farbe, in der du kurz bist oder eine gedeckte Dame hast.',
  callQueen: 'Mit allen vier Königen ruft man eine Dame.',
  callOwnKing: 'Mit dem eigenen König spielst du allein.',
  callTrumpKing: 'Der König, dessen Farbe als Trumpf am besten zu deiner Hand passt.',
  askKing: 'Der König deiner längsten Farbe.',
  giveBack: 'Die Karte, die dir am wenigsten nützt.',
  discard: 'Sie ist weder Trumpf noch König.',
  discardVoid: 'Die letzte Karte dieser Farbe: ist sie weg, kannst du die Farbe stechen.',
  obscuriteKeep: 'Alles weg außer der Karte, die es wert ist, sie zu behalten.',
  take: 'Genug abgelegt: jetzt kaufen.',
  keepHand: 'Die Hand braucht keine Karten, oder sie bleiben dem Nächsten.',
  stop: 'Die Vole ist zu unsicher: lieber aufhören.',
  declareVole: 'Die übrigen Stiche sehen sicher aus: die Vole.',
  leadCalledKing: 'Der Partner spielt den gerufenen König aus und gibt sich so zu erkennen.',
  leadSmallTrump: 'Ein kleiner Trumpf aus der Länge; die hohen bleiben.',
  drawTrumps: 'Mit der Trumpfmacht zieht der hohe Trumpf den anderen die Trümpfe.',
  cashWinner: 'Sie sollte ihren Stich machen.',
  leadLow: 'Eine kleine Karte; die hohen bleiben.',
  leadForce: 'Eine Farbe, die dem Lomber fehlt: er muss einen Trumpf ausgeben.',
  winTrick: 'Die billigste Karte, die den Stich gewinnt.',
  ruff: 'Die Farbe fehlt dir: du stichst.',
  stopLomber: 'Kein Stich für den Lomber.',
  followPartner: 'Deine Seite hat den Stich schon: eine kleine Karte.',
  duck: 'Den Stich hergeben, mit der unnützesten Karte der Farbe.',
  discardLow: 'Gewinnen kannst oder musst du nicht: die unnützeste Karte.',
} satisfies Record<OmbreReason, string>;
