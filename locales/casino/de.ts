/**
 * Der deutsche Katalog von Casino (src/games/casino/messages.ts). Die Wörter wie in den Regeln
 * (locales/casino/rules-de.ts): ein Spiel ist eine Runde vom Mischen bis zur Abrechnung, die Partie
 * geht bis 11 (zu dritt 15); nehmen, zulegen, den Tisch abräumen, die Abrechnung, das große und das
 * kleine Casino, der Lurch, Marken; zu viert spielen zwei Parteien. "du" ist die Anrede. Karten- und
 * Spielernamen kommen fertig herein.
 */
import { cardGroups } from '../../src/i18n/deck-names.js';
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { CasinoCatalogue, Side } from '../../src/games/casino/messages.js';
import type { VariantId } from '../../src/games/casino/rules.js';
import { de as shell } from '../de.js';
import { fishingDe } from '../fishing/de.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const acc = (w: Who) => (w.self ? 'dich' : w.name);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const points = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkte' });
const cardsN = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const possibilities = (n: number) => plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' });
/** "du und Ben", "Anna". */
const sideNom = (s: Side) => list(L, s.map((w) => subj(w, false)));
/** "dich und Ben", "Anna". */
const sideAcc = (s: Side) => list(L, s.map(acc));

export const VARIANTS = {
  'V-C-1': { name: 'Kein Vorrecht der letzten Bildkarte', description: 'Die letzte Karte des Gebers nimmt wie jede Bildkarte nur Karten ihres Rangs; was übrig bleibt, bekommt, wer zuletzt genommen hat.' },
  'V-C-2': { name: 'Freies Zulegen', description: 'Man darf jede Karte zulegen, auch wenn man etwas nehmen könnte.' },
  'V-C-3': { name: 'Der Rest zählt', description: 'Wer am Ende des Spiels die übrigen Tischkarten bekommt, erhält 1 Punkt wie für das Abräumen.' },
  'V-C-4': { name: 'Zu dritt bis 16', description: 'Zu dritt ist die Partie erst mit 16 statt 15 Punkten gewonnen.' },
  'V-C-5': { name: 'Abziehen zu dritt', description: 'Zu dritt werden die beiden kleineren Summen der Abrechnung von der größten abgezogen, und nur der Spieler mit der größten Summe schreibt den Unterschied.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const ITEMS: Record<string, string> = {
  bigCasino: 'das große Casino',
  littleCasino: 'das kleine Casino',
  cards: 'die meisten Karten',
  spades: 'die meisten Pik',
  AS: 'das Pik Ass',
  AC: 'das Kreuz Ass',
  AH: 'das Herz Ass',
  AD: 'das Karo Ass',
};

const REASONS: Record<string, string> = {
  forced: 'Es ist dein einziger Zug.',
  lastFaceCard: 'Die letzte Bildkarte des Gebers nimmt alles, was auf dem Tisch liegt.',
  winsGame: 'Damit gewinnst du die Partie.',
  clearing: 'Damit räumst du den Tisch ab: 1 Punkt sofort.',
  bigCasino: 'Das sichert dir das große Casino.',
  littleCasino: 'Das sichert dir das kleine Casino.',
  ace: 'Das sichert dir ein Ass.',
  spades: 'Das bringt mehr Pik als die anderen Züge.',
  mostCards: 'Das bringt mehr Karten als die anderen Züge.',
  lastCapture: 'Wer zuletzt nimmt, bekommt am Ende die übrigen Tischkarten.',
  denyNext: 'Das lässt dem nächsten Spieler am wenigsten zu nehmen.',
  trailSafe: 'Diese Karte gibt dem nächsten Spieler am wenigsten.',
  trailFace: 'Eine Bildkarte kann nur mit ihresgleichen genommen werden und verschenkt am wenigsten.',
  keepFaceForLast: 'Die Bildkarte bleibt für die letzte Karte, die den Rest vom Tisch nimmt.',
  keepValuable: 'Die wertvolle Karte bleibt für später in der Hand.',
};

/** "weil du zuletzt genommen hast" / "weil ihr zuletzt genommen habt" / "weil Anna zuletzt genommen hat". */
function lastTook(s: Side): string {
  if (s.length > 1) return s.some((w) => w.self) ? 'ihr zuletzt genommen habt' : `${sideNom(s)} zuletzt genommen haben`;
  const w = s[0]!;
  return w.self ? 'du zuletzt genommen hast' : `${w.name} zuletzt genommen hat`;
}

export const casinoDe: CasinoCatalogue = {
  fishing: fishingDe,
  ui: {
    resumed: 'Dein Casino-Spiel ist wieder da, wo du aufgehört hast.',
    commands: {
      playCard: {
        name: 'Karte ausspielen',
        help: 'Spielt die Karte im Fokus. Mit einer Möglichkeit wird sofort genommen, mit mehreren öffnet sich eine nummerierte Liste, die beste zuerst; kann keine Karte deiner Hand nehmen, legst du sie zu.',
      },
      trailCard: { name: 'Zulegen', help: 'Legt die Karte im Fokus auf den Tisch, ohne zu nehmen. Das geht nur, wenn keine Karte deiner Hand etwas nehmen kann.' },
      readHand: { name: 'Hand vorlesen', help: 'Liest deine Hand nach Wert geordnet vor.' },
      readTable: { name: 'Tisch vorlesen', help: 'Liest den Tisch nach Wert geordnet vor, mit der Summe der Zahlenkarten und den Karten, die nur ihresgleichen nehmen.' },
      readStatus: { name: 'Stand', help: 'Wer am Zug ist und wer gibt, die Runde, der Talon, die Punkte, die Karten auf der Hand, die Partie und die Marken.' },
      listCaptures: { name: 'Möglichkeiten', help: 'Nennt alle Möglichkeiten zu nehmen als nummerierte Liste, die beste zuerst, jede mit dem, was sie bringt.' },
      readLastCapture: { name: 'Zuletzt genommen', help: 'Nennt, was zuletzt genommen wurde; nur das darf man sich ansehen.' },
      readCount: { name: 'Abrechnung', help: 'Nennt die Abrechnung des letzten Spiels Punkt für Punkt: Karten, Pik, die Casinos und die Asse.' },
      nextDeal: { name: 'Weiter', help: 'Gibt das nächste Spiel, wenn eines vorbei ist, oder beginnt die nächste Partie.' },
      pickChoice: { name: 'Möglichkeit wählen', help: `In der Liste der Möglichkeiten wählen die Ziffern 1 bis 9 die passende aus, ${K('Enter')} die im Fokus.` },
      nextZone: { name: 'Nächster Bereich', help: 'Geht zum nächsten Bereich: Hand, Tisch, Möglichkeiten, Stand, Aktionen, Befehlszeile, Spielverlauf.' },
      focusCommandLine: { name: 'Befehlszeile', help: 'Geht zur Befehlszeile, um Befehle wie „10 nimmt 4 6“, „ablegen 7“, „Tisch“ oder „Hilfe“ zu tippen.' },
    },
    yourHand: (n) => `Deine Hand, ${cardsN(n)}`,
    handEmpty: 'Du hast keine Karten auf der Hand.',
    tableHeading: (n, total) => `Tisch, ${cardsN(n)}, Summe der Zahlenkarten ${total}`,
    tableEmpty: 'Der Tisch ist leer.',
    pairsOnly: 'nur mit Gleichem',
    choicesFor: (card, n) => `${card}: ${possibilities(n)}`,
    choicesAll: (n) => `Möglichkeiten zu nehmen: ${n}`,
    choicesOpened: (n, touch) => `${possibilities(n)}, die beste zuerst. ${touch ? 'Tippe eine an.' : `Wähle mit den Pfeiltasten und ${K('Enter')} oder mit der Nummer.`}`,
    noSuchChoice: (n) => `Eine Möglichkeit Nummer ${n} gibt es nicht.`,
    zoneName: (z) =>
      ({ menu: 'dem Menü', hand: 'deiner Hand', table: 'dem Tisch', choices: 'den Möglichkeiten', status: 'dem Stand', log: 'dem Spielverlauf', actions: 'den Aktionen', commandLine: 'der Befehlszeile', answer: 'der letzten Antwort' })[z] ?? z,
    helpCommandLine: 'In der Befehlszeile kannst du Befehle tippen wie „10 nimmt 4 6“, „10 nimmt 4 6 und 10“, „Herz 7 nimmt Pik 7“, „ablegen 7“, „7“, „Tisch“, „Hand“, „Stand“, „Tipp“, „Hilfe“ oder „Regeln“, auf Deutsch oder Englisch.',
    commandHint: 'Zum Beispiel: 10 nimmt 4 6, 10 nimmt 4 6 und 10, ablegen 7, Tisch, Hand, Stand, Möglichkeiten, Tipp, Hilfe.',
    statusHeading: 'Spieler und Stand',
    colPlayer: 'Spieler',
    colSide: 'Partei',
    colCards: 'Karten auf der Hand',
    colPoints: 'Punkte',
    colStakes: 'Marken',
    dealer: 'gibt',
    toMove: 'am Zug',
    you: 'du',
    partner: 'Partner',
    side: (n) => `Partei ${n}`,
    scoreLabel: 'Stand',
    targetLabel: 'Partie bis',
    target: (pts, lurch) => `${points(pts)}, Lurch unter ${lurch}`,
    roundLabel: 'Runde',
    round: (n, of, final) => `${n} von ${of}${final ? ', die letzte' : ''}`,
    stockLabel: 'Talon',
    lastCaptureLabel: 'Zuletzt genommen',
    gameLabel: 'Partie',
    gameOf: (n, of) => `${n} von ${of}`,
    rulesLabel: 'Regeln',
    noVariants: 'Regeln des Buchs, keine Varianten',
    none: 'nichts',
    nextDeal: 'Nächstes Spiel',
    nextGame: 'Nächste Partie',
    trail: 'Zulegen',
    readHand: 'Hand vorlesen',
    readTable: 'Tisch vorlesen',
    readStatus: 'Stand',
    captures: 'Möglichkeiten',
    readCount: 'Abrechnung',
    readLastCapture: 'Zuletzt genommen',
    noNextDeal: 'Das Spiel ist noch nicht aus.',
    variants: 'Varianten',
    variantName: (id) => VARIANTS[id as VariantId]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as VariantId]?.description ?? id,
    games: 'Partien',
    gamesHelp: 'Wie viele Partien gespielt werden; eine Partie geht bis 11 Punkte, zu dritt bis 15.',
    seatHelp: (n) =>
      n === 4
        ? 'Gespielt wird im Uhrzeigersinn von Platz 1 zu Platz 2 und so weiter. Zu viert sind die, die einander gegenübersitzen, Partner: Platz 1 und 3 gegen Platz 2 und 4. Das Ziehen entscheidet, wer zuerst gibt.'
        : 'Gespielt wird im Uhrzeigersinn von Platz 1 zu Platz 2 und so weiter, jeder für sich. Das Ziehen entscheidet, wer zuerst gibt.',
  },
  casino: {
    score: (line) => line.sides.map((s) => `${sideNom(s.side)} ${s.points}`).join(', '),
    stakes: (lines) => lines.map((x) => `${subj(x.who, false)} ${shell.ui.signed(x.amount)}`).join(', '),
    bigCasino: 'großes Casino',
    littleCasino: 'kleines Casino',
    aces: (n) => plural(L, n, { one: 'Ass', other: 'Asse' }),
    clears: 'räumt den Tisch ab',
    points,
    choiceTrail: (card) => (card ? `${card} zulegen` : 'Zulegen, ohne zu nehmen'),
    item: (item) => ITEMS[item] ?? item,
    draw: (rounds, dealer, partners) => {
      const said = rounds.map((r, i) => `${i === 0 ? 'Ziehen um das Geben' : 'Noch einmal gezogen'}: ${r.map((x) => `${subj(x.who, false)} ${x.card}`).join(', ')}.`);
      const who = `${subj(dealer)} ${v(dealer, 'hast', 'hat')} die niedrigste Karte und ${v(dealer, 'gibst', 'gibt')} zuerst.`;
      const sides = partners && partners.length === 2 ? ` Es spielen ${sideNom(partners[0]!)} gegen ${sideNom(partners[1]!)}.` : '';
      return `${said.join(' ')} ${who}${sides}`;
    },
    dealStart: (p) =>
      (p.newGame ? `Neue Partie${p.games > 1 ? `, die ${p.game}. von ${p.games}` : ''}. ` : 'Neues Spiel. ') +
      `${subj(p.dealer)} ${v(p.dealer, 'gibst', 'gibt')}, ${subj(p.first, false)} ${v(p.first, 'spielst', 'spielt')} zuerst.` +
      (p.newGame ? '' : ` Stand: ${p.score}.`),
    cardsDealt: (p) =>
      (p.round > 1 ? `Runde ${p.round}. ` : '') +
      (p.cards === null ? 'Die Karten sind gegeben.' : `Du bekommst ${p.cards}.`) +
      (p.stock > 0 ? ` Im Talon: ${cardsN(p.stock)}.` : ''),
    tableDealt: (cards) => `Auf dem Tisch: ${cards}.`,
    lastCards: (dealer) => `${subj(dealer)} ${v(dealer, 'sagst', 'sagt')} an: die letzten Karten! Das ist die letzte Runde.`,
    capture: (p) => {
      const taken = cardGroups(p.groups, (gs) => gs.join(', dazu '));
      const feats = p.feats.length ? `: ${list(L, p.feats)}` : '';
      if (p.brief) return `${subj(p.who)}: ${p.card} nimmt ${taken}${feats}.`;
      return `${fishingDe.playsAndTakes(p.who, p.card, taken)}${feats}.`;
    },
    finalFaceCard: (p) =>
      p.taken === null
        ? `${subj(p.who)} ${v(p.who, 'spielst', 'spielt')} die letzte Karte, ${p.card}; der Tisch ist leer.`
        : `${subj(p.who)} ${v(p.who, 'spielst', 'spielt')} die letzte Karte, ${p.card}, und ${v(p.who, 'nimmst', 'nimmt')} damit den Rest vom Tisch: ${p.taken}.`,
    trail: (p) =>
      p.reason === 'emptyTable'
        ? `${subj(p.who)} ${v(p.who, 'legst', 'legt')} ${p.card} auf den leeren Tisch.`
        : p.reason === 'noCapture'
          ? `${subj(p.who)} ${v(p.who, 'kannst', 'kann')} nichts nehmen und ${v(p.who, 'legst', 'legt')} ${p.card} zu.`
          : `${subj(p.who)} ${v(p.who, 'legst', 'legt')} ${p.card} zu, ohne zu nehmen.`,
    clearing: (p) =>
      p.final
        ? `Für die übrigen Tischkarten 1 Punkt für ${sideAcc(p.side)}. Stand: ${p.score}.`
        : `Tisch abgeräumt: 1 Punkt für ${sideAcc(p.side)}. Stand: ${p.score}.`,
    leftovers: (p) =>
      p.to === null
        ? `Auf dem Tisch ${p.count === 1 ? 'bleibt' : 'bleiben'} ${p.cards}. Im ganzen Spiel hat niemand genommen, also bekommt sie niemand.`
        : `${p.count === 1 ? 'Die letzte Tischkarte geht' : 'Die übrigen Tischkarten gehen'} an ${sideAcc(p.to)}, weil ${lastTook(p.to)}: ${p.cards}.`,
    count: (p) => {
      const w = p.worth;
      const by = (key: 'cards' | 'spades') => p.sides.map((s) => `${sideNom(s.side)} ${s[key]}`).join(', ');
      const parts = [
        `Abrechnung. Karten: ${by('cards')}; ${p.cardsTo ? `${points(w.cards)} für ${sideAcc(p.cardsTo)}` : `die ${points(w.cards)} bekommt niemand`}.`,
        `Pik: ${by('spades')}; ${p.spadesTo ? `${points(w.spades)} für ${sideAcc(p.spadesTo)}` : `den ${points(w.spades)} bekommt niemand`}.`,
        `Großes Casino: ${p.bigCasinoTo ? `${points(w.bigCasino)} für ${sideAcc(p.bigCasinoTo)}` : 'niemand'}.`,
        `Kleines Casino: ${p.littleCasinoTo ? `${points(w.littleCasino)} für ${sideAcc(p.littleCasinoTo)}` : 'niemand'}.`,
      ];
      const aces = p.sides.filter((s) => s.aceCount > 0).map((s) => `${sideNom(s.side)} ${s.aces}`);
      parts.push(aces.length ? `Asse, je ${points(w.ace)}: ${aces.join('; ')}.` : 'Asse: keine.');
      parts.push(`Zusammen: ${p.sides.map((s) => `${sideNom(s.side)} ${s.points}`).join(', ')}.`);
      return parts.join(' ');
    },
    netScore: (p) =>
      p.to === null
        ? `Nach dem Abziehen schreibt niemand etwas. Stand: ${p.score}.`
        : `Abgezogen: ${p.high} weniger ${p.low} macht ${points(p.points)} für ${sideAcc(p.to)}. Stand: ${p.score}.`,
    itemScored: (p) => `${capitalize(ITEMS[p.item] ?? p.item)}: ${points(p.points)} für ${sideAcc(p.to)}. Stand: ${p.score}.`,
    gameWon: (p) =>
      `Die Partie geht an ${sideAcc(p.to)}! Stand: ${p.score}.` +
      (p.lurched.length ? ` Lurch für ${list(L, p.lurched.map(sideAcc))}: unter ${p.lurchLine} Punkten, doppelte Partie.` : '') +
      (p.next ? ' N beginnt die nächste Partie.' : ''),
    payments: (lines) => `Marken: ${lines.map((x) => `${subj(x.who, false)} ${shell.ui.signed(x.amount)}`).join(', ')}.`,
    dealAbandoned: 'Der Rest des Spiels wird nicht mehr gespielt.',
    dealOver: (p) => `Das Spiel ist aus. Stand: ${p.score}.` + (p.next === 'deal' ? ' N gibt das nächste Spiel.' : p.next === 'game' ? ' N beginnt die nächste Partie.' : ''),
    sessionOver: (p) => {
      const who = p.partners ? 'Deine Partei hat' : 'Du hast';
      const head =
        p.games === 1
          ? `${who} die Partie ${p.won === 1 ? 'gewonnen' : 'verloren'}.`
          : `${who} ${p.won} von ${p.games} Partien gewonnen.`;
      return `${head} Marken insgesamt: ${p.stakes}. ${K('Shift+N')} für eine neue Partie.`;
    },
    yourTurn: (p) =>
      p.lastFaceCard
        ? `Du bist am Zug mit deiner letzten Karte, ${p.lastFaceCard}: Sie nimmt alles, was auf dem Tisch liegt.`
        : p.mustTrail === 'emptyTable'
          ? 'Du bist am Zug. Der Tisch ist leer: du musst zulegen.'
          : p.mustTrail === 'noCapture'
            ? 'Du bist am Zug. Du kannst nichts nehmen und musst zulegen.'
            : `Du bist am Zug, ${possibilities(p.captures)} zu nehmen.`,
    notYourTurn: (w) => (w ? `Du bist nicht am Zug, ${w.self ? 'du' : w.name} ist dran.` : 'Jetzt ist niemand am Zug.'),
    hand: (cards, n) => (n === 0 ? 'Du hast keine Karten auf der Hand.' : `Deine Hand, ${cardsN(n)}: ${cards}.`),
    table: (p) =>
      p.count === 0
        ? 'Der Tisch ist leer.'
        : `Tisch, ${cardsN(p.count)}: ${p.cards}. Summe der Zahlenkarten ${p.total}` + (p.faces ? `; nur mit Gleichem zu nehmen: ${p.faces}.` : '.'),
    status: (p) =>
      [
        p.toMove ? `${subj(p.toMove)} ${v(p.toMove, 'bist', 'ist')} am Zug.` : 'Niemand ist am Zug.',
        `${subj(p.dealer)} ${v(p.dealer, 'gibst', 'gibt')}.`,
        `Runde ${p.round} von ${p.rounds}${p.final ? ', die letzte' : ''}.`,
        p.stock > 0 ? `Im Talon: ${cardsN(p.stock)}.` : 'Der Talon ist leer.',
        `Stand: ${p.score}; die Partie geht bis ${p.target}.`,
        `Karten auf der Hand: ${p.hands.map((h) => `${subj(h.who, false)} ${h.count}`).join(', ')}.`,
        p.games > 1 ? `Partie ${p.game} von ${p.games}.` : '',
        `Marken: ${p.stakes}.`,
      ]
        .filter(Boolean)
        .join(' '),
    lastCapture: (p) =>
      p === null
        ? 'In diesem Spiel hat noch niemand genommen.'
        : p.who.self
          ? `Zuletzt hast du genommen, mit ${p.card}: ${p.taken}.`
          : `Zuletzt hat ${p.who.name} genommen, mit ${p.card}: ${p.taken}.`,
    countLater: 'Abgerechnet wird am Ende des Spiels; bis dahin liegen die genommenen Karten verdeckt.',
    violation: (code, f) => {
      switch (code) {
        case 'captureCompulsory':
          return f.card
            ? `Mit ${f.card} kannst du nichts nehmen, aber eine andere Karte deiner Hand kann es, und Nehmen ist Pflicht: Zulegen geht nicht.`
            : 'Du kannst nehmen, und Nehmen ist Pflicht: Zulegen geht nicht.';
        case 'lastFaceTakesAll':
          return `${capitalize(f.card ?? 'Deine Karte')} ist die letzte Karte des Gebers und eine Bildkarte: Sie nimmt alle Karten auf dem Tisch.`;
        case 'emptyCapture':
          return 'Du musst mindestens eine Karte vom Tisch nehmen.';
        case 'notOnTable':
          return `Nicht auf dem Tisch: ${f.cards ?? ''}.`;
        case 'duplicateCard':
          return 'Eine Karte ist doppelt genannt.';
        case 'faceTakesOnlyItsRank':
          return `${capitalize(f.card ?? 'Eine Bildkarte')} ist eine Bildkarte und nimmt nur Karten ihres Rangs, nicht ${f.table ?? 'diese'}.`;
        case 'faceOnlyByItsRank':
          return `${capitalize(f.table ?? 'Eine Bildkarte')} auf dem Tisch wird nur mit einer Karte gleichen Rangs genommen, nie in einer Summe.`;
        case 'aceTakesOnlyAces':
          return `Ein Ass nimmt nur Asse, nicht ${f.table ?? 'diese Karte'}.`;
        case 'tenOnlyByTen':
          return `${capitalize(f.table ?? 'Eine Zehn')} auf dem Tisch wird nur mit einer Zehn genommen.`;
        case 'noGroupSplit':
          return `${capitalize(f.cards ?? 'Diese Karten')} lassen sich nicht in Gruppen teilen, die ${f.card ?? 'deine Karte'} nehmen kann: jede eine Karte gleichen Rangs oder Zahlenkarten mit der Summe ${f.value ?? ''}.`;
        case 'cardNotInHand':
          return f.card ? `${capitalize(f.card)} hast du nicht auf der Hand.` : 'Diese Karte hast du nicht auf der Hand.';
        case 'noTurn':
          return 'Jetzt ist niemand am Zug: Das Spiel ist aus.';
        case 'badCard':
          return 'Diese Karte gibt es nicht.';
        default:
          return 'Dieser Zug ist nicht erlaubt.';
      }
    },
    ruleRef: (rule) => `(Regel ${rule})`,
    commandUnknown: 'Das verstehe ich nicht. Zum Beispiel: 10 nimmt 4 6, ablegen 7, Tisch, Hand, Stand, Hilfe.',
    commandNoSuchMove: 'Das passt zu keinem erlaubten Zug.',
    hint: (move, reasons) => [`Tipp: ${move}.`, ...reasons].join(' '),
    hintReason: (code) => REASONS[code] ?? null,
  },
};
