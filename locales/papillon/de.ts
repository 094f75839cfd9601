/**
 * Papillons deutscher Katalog. Implementiert `PapillonCatalogue` (src/games/papillon/messages.ts): ein
 * fehlender Schlüssel ist ein Compilerfehler. Wird mit dem Spiel geladen und über den Katalog der Hülle
 * (locales/de.ts) gelegt.
 * Regelwörter wie im Braillespiel: Klein-Papillon, Haneton, Sautenelle, die Blätter, Zählsteine, Behälter, Talon.
 * "du" ist die Anrede für den menschlichen Spieler (Dativ "dir", Akkusativ "dich").
 * Kartennamen kommen fertig formatiert (lang oder kurz) herein, Listen fertig verbunden.
 */
import { capitalize, list, plural, type Pack, type Rank, type Who } from '../../src/i18n/messages.js';
import type { PapillonCatalogue, PapillonUi, PaymentPhrase, VariantId } from '../../src/games/papillon/messages.js';
import { de as shell } from '../de.js';
import { fishingDe } from '../fishing/de.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const counters = (n: number) => plural(L, n, { one: 'Zählstein', other: 'Zählsteine' });
/** Dativ Plural: "mit 15 Zählsteinen", "mit 1 Zählstein". */
const countersDative = (n: number) => plural(L, n, { one: 'Zählstein', other: 'Zählsteinen' });
const cardsN = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const subj = (w: Who, start = false) => (w.self ? (start ? 'Du' : 'du') : w.name);
const dat = (w: Who) => (w.self ? 'dir' : w.name);
const acc = (w: Who) => (w.self ? 'dich' : w.name);
/** Verb passend zum Subjekt: "du spielst" / "Anna spielt". */
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const datList = (ws: readonly Who[]) => list(L, ws.map(dat));
const pairs = (xs: readonly { who: Who; count: number }[]) => xs.map((x) => `${subj(x.who)} ${x.count}`).join(', ');
const balances = (xs: readonly { who: Who; balance: number }[]) => xs.map((x) => `${subj(x.who)} ${x.balance}`).join(', ');

/** "4 Zählsteine" / "je 2 Zählsteine von Bert und dir". */
function paymentTail(p: PaymentPhrase): string {
  return p.mode === 'total' ? counters(p.amount) : `je ${counters(p.each)} von ${datList(p.from)}`;
}

/** Ränge mit Artikel und Fall ("einem Buben", "eine Dame"): aus den Kartenwörtern der Hülle. */
const rankPhrase = shell.cards.rankPhrase;

/** "keine Fünf", "kein Bube", "kein Ass" (Nominativ). */
function noRank(rank: Rank, pack: Pack): string {
  return `k${rankPhrase(rank, pack, 'indefinite')}`;
}

export const VARIANTS = {
  'V-P-1': { name: 'Zehnen beschränkt', description: 'Eine Zehn auf dem Tisch kann nur mit einer Zehn genommen werden, nie als Teil einer Summe.' },
  'V-P-2': { name: 'Bildkarten ohne Wert', description: 'Bube, Dame und König nehmen nur ihresgleichen und bilden keine Summen; kein Haneton.' },
  'V-P-3': { name: 'Konsolation 2', description: 'Die Konsolation beträgt 2 Zählsteine von jedem Mitspieler statt 1.' },
  'V-P-4': { name: 'Klassische Auszahlungen', description: 'Keine Zählsteine für Asse, Klein-Papillon, Haneton, Sautenelle oder die Blätter.' },
  'V-P-5': { name: 'Kein Nachlegen', description: 'Ein leerer Tisch bleibt leer, wenn neu gegeben wird.' },
  'V-P-6': { name: 'Einsatz 2', description: 'Jeder zahlt zu Beginn jedes Spiels 2 Zählsteine in den Behälter.' },
  'V-P-7': { name: 'Genau drei Karten', description: 'Klein-Papillon und Haneton nur für genau drei genommene Karten, nicht mehr.' },
  'V-P-8': { name: 'Haneton verfällt in der letzten Runde', description: 'Wie das Klein-Papillon wird auch das Haneton in der letzten Runde nicht bezahlt.' },
  'V-P-9': { name: 'Blätter verdoppeln sich', description: 'Nach einem Gleichstand bringen die Blätter 2, dann 4, dann 8 statt 2, 3, 4.' },
  'V-P-10': { name: 'Erst nachlegen, dann geben', description: 'Bei einer neuen Runde wird ein leerer Tisch zuerst aufgefüllt, dann werden die Karten gegeben.' },
  'V-P-11': { name: 'Ende beim Gewinner', description: 'Das Spiel endet, sobald jemand gewinnt; übrige Karten gehen an niemanden.' },
} as const satisfies Record<VariantId, { name: string; description: string }>;

const COMMANDS = {
  playCard: { name: 'Karte ausspielen', help: 'Spielt die Karte im Fokus. Mit einer Möglichkeit wird sofort genommen, mit mehreren öffnet sich eine nummerierte Liste, ohne Möglichkeit hörst du, warum.' },
  pickChoice: { name: 'Möglichkeit wählen', help: 'In der Liste der Möglichkeiten wählen die Ziffern 1 bis 9 die passende aus.' },
  closeChoices: { name: 'Schließen', help: 'Schließt die Liste der Möglichkeiten oder einen Dialog und geht zurück zur Hand.' },
  readHand: { name: 'Hand vorlesen', help: 'Liest deine Hand vor.' },
  readTable: { name: 'Tisch vorlesen', help: 'Liest den Tisch nach Wert geordnet vor, mit Anzahl und Summe der Karten.' },
  readStatus: { name: 'Stand', help: 'Wer am Zug ist, Karten auf der Hand, gewonnene Karten, Zählsteine, Behälter, Talon und Runde.' },
  listCaptures: { name: 'Möglichkeiten', help: 'Nennt alle Möglichkeiten, jetzt zu nehmen, die beste zuerst.' },
  nextZone: { name: 'Nächster Bereich', help: 'Geht zum nächsten Bereich: Hand, Tisch, Möglichkeiten, Stand, Spielverlauf, Menü.' },
  focusCommandLine: { name: 'Befehlszeile', help: 'Geht zur Befehlszeile, um Befehle wie „10 nimmt 4 6“, „Tisch“ oder „Hilfe“ zu tippen.' },
  layDown: { name: 'Auflegen', help: 'Wenn du nicht nehmen kannst, legst du deine Karten auf; du hörst, was es kostet, und bestätigst.' },
  nextDeal: { name: 'Nächstes Spiel', help: 'Beginnt das nächste Spiel, wenn ein Spiel vorbei ist.' },
} as const satisfies PapillonUi['commands'];

export const papillonDe: PapillonCatalogue = {
  fishing: fishingDe,
  words: {
    subject: (who, start) => subj(who, start ?? false),
    object: dat,
    counters,
    gain: (n) => shell.ui.signed(n),
    pot: 'Behälter',
    stock: 'Talon',
    table: 'Tisch',
    nobody: 'niemand',
    everyone: 'jeder',
    dealOf: (deal, deals) => `Spiel ${deal} von ${deals}`,
    tour: (n) => `Durchgang ${n}`,
    handRound: (n) => `Runde ${n}`,
    finalRound: 'letzte Runde',
    place: (n) => `${shell.ui.ordinal(n)} Platz`,
    presetBraillespiel: 'Braillespiel',
    presetPhilidor: 'Philidor 1756',
    ruleRef: (rule) => `(Regel ${rule})`,
  },
  feats: {
    aces: (n) => plural(L, n, { one: 'Ass', other: 'Asse' }),
    pureAces: (n) => plural(L, n, { one: 'reines Ass', other: 'reine Asse' }),
    kleinPapillon: 'Klein-Papillon',
    haneton: 'Haneton',
    sautenelle: 'Sautenelle',
  },
  events: {
    sessionStart: (p) =>
      `Neue Partie Papillon: ${p.players} Spieler, ${plural(L, p.tours, { one: 'Durchgang', other: 'Durchgänge' })}, ${plural(L, p.deals, { one: 'Spiel', other: 'Spiele' })}. Regeln: ${p.rules}.`,
    cutRound: (p) => {
      const [first, ...rest] = p.cuts;
      if (!first) return '';
      const head = `${subj(first.who, true)} ${v(first.who, 'hebst', 'hebt')} ${first.card} ab`;
      const tail = rest.map((c) => `${subj(c.who)} ${c.card}`);
      return `${p.round === 1 ? 'Abheben um das erste Geben' : 'Noch einmal abheben'}: ${[head, ...tail].join(', ')}.`;
    },
    cutTie: (p) => `Gleichstand bei der niedrigsten Karte zwischen ${datList(p.who)}, also wird noch einmal abgehoben.`,
    firstDealer: (p) =>
      `${subj(p.dealer, true)} ${v(p.dealer, 'hast', 'hat')} die niedrigste Karte und ${v(p.dealer, 'gibst', 'gibt')} zuerst.`,
    dealStart: (p) =>
      `Spiel ${p.deal} von ${p.deals}, Durchgang ${p.tour}. ${subj(p.dealer, true)} ${v(p.dealer, 'gibst', 'gibt')}, ${subj(p.first)} ${v(p.first, 'spielst', 'spielt')} zuerst.` +
      (p.order ? ` Reihenfolge: ${p.order.map((w) => subj(w)).join(', ')}.` : ''),
    ante: (p) => `Jeder zahlt ${counters(p.each)} in den Behälter. Im Behälter: ${counters(p.pot)}.`,
    handsDealt: (p) => {
      const head = p.handRound > 1 ? `Runde ${p.handRound}. ` : '';
      const mine =
        p.you === null ? 'Die Karten sind verteilt.' : p.youCount === 0 ? 'Du bekommst keine Karte.' : `Du bekommst ${p.you}.`;
      const counts = p.counts ? ` Verteilt: ${pairs(p.counts)}.` : '';
      const stock = p.stock === null ? '' : p.stock === 0 ? ' Der Talon ist leer.' : ` Im Talon: ${cardsN(p.stock)}.`;
      return head + mine + counts + stock;
    },
    tableDealt: (p) =>
      (p.refill
        ? `Der Tisch war leer, der Geber deckt ${cardsN(p.count)} auf: ${p.cards}.`
        : `Auf den Tisch ${p.count === 1 ? 'kommt' : 'kommen'} ${cardsN(p.count)}: ${p.cards}.`) +
      (p.stock === null ? '' : p.stock === 0 ? ' Der Talon ist leer.' : ` Im Talon: ${cardsN(p.stock)}.`),
    lastCardsDealt: (p) =>
      `${subj(p.dealer, true)} ${v(p.dealer, 'sagst', 'sagt')} an: Die letzten Karten sind verteilt! Das ist die letzte Runde` +
      (p.kleinPapillonVoid ? ', ein Klein-Papillon gibt es nicht mehr.' : '.'),
    capture: (p) => {
      const feats = p.feats.length ? list(L, p.feats) : '';
      if (p.brief) {
        const gain = p.payment ? `, ${shell.ui.signed(p.payment.mode === 'total' ? p.payment.amount : p.payment.each * p.payment.from.length)}` : '';
        return `${subj(p.who, true)}: ${p.card} nimmt ${p.taken}.` + (feats ? ` ${capitalize(feats)}${gain}.` : '');
      }
      let s = fishingDe.playsAndTakes(p.who, p.card, p.taken);
      if (feats) s += `: ${feats}`;
      if (p.payment) s += `, ${subj(p.payment.to)} ${v(p.payment.to, 'bekommst', 'bekommt')} ${paymentTail(p.payment)}`;
      return `${s}.`;
    },
    layDown: (p) => {
      const head = p.brief
        ? `${subj(p.who, true)} ${v(p.who, 'legst', 'legt')} ${p.cards} auf`
        : `${subj(p.who, true)} ${v(p.who, 'kannst', 'kann')} nicht nehmen und ${v(p.who, 'legst', 'legt')} ${p.cards} auf`;
      if (!p.speakPayments) return `${head}.`;
      const back =
        p.back > 0
          ? ` und ${v(p.who, 'bekommst', 'bekommt')} ${counters(p.back)} für ${plural(L, p.aces, { one: 'Ass', other: 'Asse' })} zurück`
          : '';
      return `${head}, ${v(p.who, 'zahlst', 'zahlt')} ${counters(p.paid)} in den Behälter${back}.`;
    },
    tableAfter: (p) =>
      p.count === 0 ? 'Der Tisch ist leer.' : `Auf dem Tisch ${p.count === 1 ? 'liegt' : 'liegen'} ${cardsN(p.count)}.`,
    winner: (p) =>
      `${subj(p.who, true)} ${v(p.who, 'hast', 'hat')} alle Karten eingetauscht und ${v(p.who, 'gewinnst', 'gewinnt')} das Spiel!`,
    potWon: (p) => `${subj(p.who, true)} ${v(p.who, 'bekommst', 'bekommt')} den Behälter: ${counters(p.amount)}.`,
    consolation: (p) =>
      `Niemand hat das Spiel gewonnen. ${subj(p.who, true)} ${v(p.who, 'hast', 'hat')} zuletzt aufgelegt und ${v(p.who, 'bekommst', 'bekommt')} die Konsolation` +
      (p.payment ? `: ${paymentTail(p.payment)}.` : '.'),
    potCarried: (p) =>
      p.amount === 0 ? 'Der Behälter ist leer.' : `Der Behälter mit ${countersDative(p.amount)} bleibt für das nächste Spiel stehen.`,
    leftovers: (p) => {
      const to = p.to ? acc(p.to) : 'niemanden';
      if (p.brief) return `Restliche Karten vom Tisch an ${to}: ${p.cards}.`;
      return p.count === 1
        ? `1 Karte bleibt auf dem Tisch und geht an ${to}: ${p.cards}.`
        : `${p.count} Karten bleiben auf dem Tisch und gehen an ${to}: ${p.cards}.`;
    },
    blaetterWon: (p) =>
      `Die Blätter: ${subj(p.who)} ${v(p.who, 'hast', 'hat')} mit ${p.count} Karten die meisten` +
      (p.payment ? ` und ${v(p.who, 'bekommst', 'bekommt')} ${paymentTail(p.payment)}.` : '.') +
      (p.counts ? ` Gewonnene Karten: ${pairs(p.counts)}.` : ''),
    blaetterTie: (p) =>
      `Die Blätter: Gleichstand zwischen ${datList(p.who)} mit je ${p.count} Karten, niemand bekommt etwas.` +
      (p.next > 0 ? ` Im nächsten Spiel bringen die Blätter ${counters(p.next)} von jedem.` : ''),
    payment: (p) => {
      if (p.from === null && p.to) return `${subj(p.to, true)} ${v(p.to, 'bekommst', 'bekommt')} ${counters(p.amount)} aus dem Behälter.`;
      if (p.from && p.to === null) return `${subj(p.from, true)} ${v(p.from, 'zahlst', 'zahlt')} ${counters(p.amount)} in den Behälter.`;
      if (p.from && p.to) return `${subj(p.from, true)} ${v(p.from, 'zahlst', 'zahlt')} ${dat(p.to)} ${counters(p.amount)}.`;
      return `${counters(p.amount)} gezahlt.`;
    },
    potShared: (p) => `Der Behälter wird geteilt: ${p.shares.map((s) => `${subj(s.who)} ${s.amount}`).join(', ')}.`,
    dealOver: (p) =>
      `Ende von Spiel ${p.deal}${p.deals === null ? '' : ` von ${p.deals}`}. ` +
      (p.winner ? `${subj(p.winner, true)} ${v(p.winner, 'hast', 'hat')} das Spiel gewonnen.` : p.nobodySaid ? '' : 'Niemand hat das Spiel gewonnen.') +
      ` Zählsteine: ${balances(p.balances)}. Im Behälter: ${p.pot}.` +
      (p.piles ? ` Gewonnene Karten: ${pairs(p.piles)}.` : '') +
      (p.nextKey ? ' N beginnt das nächste Spiel.' : ''),
    dealNet: (p) => `In diesem Spiel: ${p.nets.map((x) => `${subj(x.who)} ${shell.ui.signed(x.net)}`).join(', ')}.`,
    sessionOver: (p) =>
      'Die Partie ist zu Ende. ' +
      p.places
        .map((x) => `${shell.ui.ordinal(x.place)} Platz: ${list(L, x.who.map((w) => subj(w)))} mit ${x.who.length > 1 ? 'je ' : ''}${countersDative(x.balance)}.`)
        .join(' ') +
      ` ${K('Shift+N')} beginnt eine neue Partie.`,
  },
  queries: {
    hand: (p) => (p.count === 0 ? 'Du hast keine Karten auf der Hand.' : `Deine Hand, ${cardsN(p.count)}: ${p.cards}.`),
    table: (p) =>
      p.count === 0 ? 'Der Tisch ist leer.' : `Tisch, ${cardsN(p.count)}, Summe der Zahlenkarten ${p.total}: ${p.cards}.`,
    toMove: (p) => (p.who === null ? 'Niemand ist am Zug.' : p.who.self ? 'Du bist am Zug.' : `${p.who.name} ist am Zug.`),
    order: (p) => `Reihenfolge: ${p.order.map((w) => subj(w)).join(', ')}.`,
    dealer: (p) => (p.who.self ? 'Du gibst.' : `Geber: ${p.who.name}.`),
    handCounts: (p) => `Karten auf der Hand: ${pairs(p.counts)}.`,
    piles: (p) => `Gewonnene Karten: ${pairs(p.counts)}.`,
    balances: (p) => `Zählsteine: ${balances(p.balances)}.`,
    pot: (p) => `Im Behälter: ${counters(p.amount)}.`,
    stock: (p) => (p.count === 0 ? 'Der Talon ist leer.' : `Im Talon: ${cardsN(p.count)}.`),
    round: (p) => `Spiel ${p.deal} von ${p.deals}, Runde ${p.handRound}${p.finalRound ? ', letzte Runde' : ''}.`,
    blaetter: (p) =>
      p.carry === 0
        ? `Die Blätter bringen ${counters(p.next)} von jedem.`
        : `Die Blätter: ${plural(L, p.carry, { one: 'Gleichstand', other: 'Gleichstände' })} davor, sie bringen jetzt ${counters(p.next)} von jedem.`,
    rules: (p) => `Regeln: ${p.name}.`,
    winnerSoFar: (p) => `${subj(p.who, true)} ${v(p.who, 'hast', 'hat')} dieses Spiel schon gewonnen.`,
    dealOverStatus: 'Das Spiel ist vorbei.',
    sessionOverStatus: 'Die Partie ist zu Ende.',
    // The capture list's entry is the fishing games' shared phrase (locales/fishing/): Papillon adds what it pays.
    choice: (p) => fishingDe.captureChoice({ card: p.card, taken: p.taken, feats: p.feats, tail: p.gain > 0 ? shell.ui.signed(p.gain) : null }),
    forcedLayDown: (p) => {
      const what = p.count === 1 ? `deine letzte Karte auflegen: ${p.cards}` : `alle ${p.count} Karten auflegen: ${p.cards}`;
      const back =
        p.back > 0 ? ` und bekommst ${counters(p.back)} für ${plural(L, p.aces, { one: 'Ass', other: 'Asse' })} zurück` : '';
      return (
        `Du kannst nicht nehmen und musst ${what}. Du zahlst ${counters(p.paid)} in den Behälter${back}: zusammen ${shell.ui.signed(p.net)}.` +
        (p.finalRound ? ' Dieses Spiel kannst du dann nicht mehr gewinnen.' : '')
      );
    },
    yourTurn: (p) =>
      'Du bist am Zug.' +
      (p.mustLayDown ? ' Du kannst nicht nehmen und musst auflegen.' : '') +
      (p.detailed
        ? ` ${cardsN(p.handCount)} auf der Hand, ${p.tableCount} auf dem Tisch` +
          (p.mustLayDown ? '.' : `, ${plural(L, p.captures, { one: 'Möglichkeit', other: 'Möglichkeiten' })} zu nehmen.`)
        : ''),
    noCapture: (p) =>
      `Mit ${p.card} kannst du nichts nehmen: Auf dem Tisch liegt ${noRank(p.rank, p.pack)} und keine Gruppe von Karten mit der Summe ${p.value}.`,
    choicesIntro: (p) =>
      p.card
        ? `${p.card}: ${plural(L, p.count, { one: 'Möglichkeit', other: 'Möglichkeiten' })}.`
        : `${plural(L, p.count, { one: 'Möglichkeit', other: 'Möglichkeiten' })} zu nehmen.`,
  },
  violations: {
    emptyCapture: 'Du musst mindestens eine Karte vom Tisch nehmen.',
    faceOnlyByEqual: (p) =>
      `${capitalize(p.table.name({ article: 'definite' }))} auf dem Tisch kann nur mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} genommen werden.`,
    tenOnlyByTen: (p) =>
      `${capitalize(p.table.name({ article: 'definite' }))} auf dem Tisch kann nur mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} genommen werden: In diesen Regeln zählen Zehnen wie Bildkarten.`,
    rankMismatch: (p) =>
      `Mit ${p.card} kannst du eine einzelne Karte nur nehmen, wenn sie auch ${rankPhrase(p.rank, p.pack, 'indefinite')} ist, und ${p.target} ist ${noRank(p.rank, p.pack)}.`,
    onlyOneOfRank: (p) =>
      `Mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} nimmst du nur ${rankPhrase(p.rank, p.pack, 'indefiniteAccusative')}, nie zwei und nie zusammen mit einer Summe.`,
    faceNotInSum: (p) =>
      `${capitalize(p.table.name({ article: 'definite' }))} auf dem Tisch ist nie Teil einer Summe: ${capitalize(rankPhrase(p.rank, p.pack, 'indefinite'))} auf dem Tisch kann nur mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} genommen werden.`,
    tenNotInSum: (p) =>
      `${capitalize(p.table.name({ article: 'definite' }))} auf dem Tisch ist nie Teil einer Summe: In diesen Regeln kann ${rankPhrase(p.rank, p.pack, 'indefinite')} auf dem Tisch nur mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} genommen werden.`,
    faceNoSum: (p) =>
      `In diesen Regeln haben Bildkarten keinen Wert: ${p.card} nimmt nur ${rankPhrase(p.rank, p.pack, 'indefiniteAccusative')}.`,
    severalGroups: (p) => `${capitalize(p.card)} darf nur eine Gruppe von Karten mit der Summe ${p.value} nehmen, nicht mehrere.`,
    sumMismatch: (p) => `Diese Karten ergeben zusammen ${p.sum}, nicht ${p.value}.`,
    noTurn: 'Jetzt kann niemand spielen: Das Spiel ist vorbei.',
    notYourTurn: (p) => (p.who ? `Du bist nicht am Zug, ${p.who.name} ist dran.` : 'Du bist nicht am Zug.'),
    badMove: 'Das ist kein gültiger Zug.',
    badCard: 'Diese Karte gibt es nicht.',
    duplicateCard: 'Eine Karte ist doppelt genannt.',
    cardNotInHand: (p) => (p.card ? `${capitalize(p.card)} hast du nicht auf der Hand.` : 'Diese Karte hast du nicht auf der Hand.'),
    notOnTable: (p) => `Nicht auf dem Tisch: ${p.cards}.`,
    captureCompulsory: 'Du kannst nehmen, also darfst du nicht auflegen: Nehmen ist Pflicht.',
    unknown: () => 'Dieser Zug ist nicht erlaubt.',
  },
  commandLine: {
    errors: {
      empty: 'Tippe einen Befehl, zum Beispiel: 10 nimmt 4 6, Tisch, Hand, Status, Hilfe.',
      unknownWord: (p) => `„${p.word}“ verstehe ich nicht. Tippe Hilfe für die Liste der Befehle.`,
      badCard: (p) => `„${p.word}“ ist keine Karte.`,
      notYourTurn: 'Du bist nicht am Zug.',
      notInHand: (p) => `${capitalize(p.card.name({ case: 'accusative' }))} hast du nicht auf der Hand.`,
      noCapture: (p) => `Mit ${p.card.name({ case: 'dative' })} kannst du jetzt nichts nehmen.`,
      mustLayDown: 'Du kannst nichts nehmen und musst auflegen. Tippe auflegen.',
      mustCapture: 'Du kannst nehmen, also darfst du nicht auflegen.',
      noMatch: (p) => `${capitalize(p.card)} kann nicht ${p.taken.name({ case: 'accusative' })} nehmen.`,
    },
    ambiguous: (p) => `Das passt auf ${p.count} Züge. Wähle einen:`,
    placeholder: 'Befehl, zum Beispiel 10 nimmt 4 6',
    examples: ['10 nimmt 4 6', 'Herz 10 nimmt Karo 4 und Kreuz 6', '7', 'Tisch', 'Hand', 'Status', 'auflegen', 'Hilfe'],
  },
  hints: {
    capture: (p) => `Tipp: ${p.choice}.`,
    layDown: 'Tipp: Du kannst nicht nehmen, Auflegen ist dein einziger Zug.',
    forced: 'Es ist dein einziger Zug.',
    winsDeal: 'Damit gewinnst du das Spiel und den Behälter.',
    emptyTable: 'Der Tisch ist danach leer, also muss der nächste Spieler auflegen.',
    leavesLittle: (p) => `Für ${p.who.self ? 'dich' : p.who.name} bleibt danach kein Ass und keine Summe zum Nehmen.`,
    acesLeft: (p) => (p.count === 1 ? 'Ein Ass bleibt auf dem Tisch liegen.' : `${p.count} Asse bleiben auf dem Tisch liegen.`),
    winRate: (p) => `Chance, dieses Spiel zu gewinnen: ${p.percent} Prozent.`,
    sumsLeft: (p) => `Für ${p.who.self ? 'dich' : p.who.name} ${p.values.length === 1 ? 'bleibt eine Summe von' : 'bleiben Summen von'} ${list(L, p.values.map(String))} zum Nehmen.`,
    betterBy: (p) => `Das ist etwa ${plural(L, p.counters, { one: 'Zählstein', other: 'Zählsteine' })} besser als der nächstbeste Zug.`,
  },
  ui: {
    resumed: 'Dein Papillon-Spiel ist wieder da, wo du aufgehört hast.',
    // Überschriften
    yourHand: (n) => `Deine Hand, ${cardsN(n)}`,
    handEmpty: 'Du hast keine Karten auf der Hand.',
    tableHeading: (n, total) => `Tisch, ${cardsN(n)}, Summe ${total}`,
    tableEmpty: 'Der Tisch ist leer.',
    choicesFor: (card, n) => `${card}: ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    choicesAll: (n) => `Möglichkeiten zu nehmen: ${n}`,
    rulesTitle: 'Regeln von Papillon',
    layDownTitle: 'Auflegen?',
    // Schaltflächen
    play: 'Ausspielen',
    layDown: 'Auflegen',
    confirmLayDown: 'Auflegen bestätigen',
    nextDeal: 'Nächstes Spiel',
    readHand: 'Hand vorlesen',
    readTable: 'Tisch vorlesen',
    captures: 'Möglichkeiten',
    // Befehlszeile
    commandHint: 'Zum Beispiel: 10 nimmt 4 6, Herz 10 nimmt Karo 4 und Kreuz 6, 7, Tisch, Hand, Status, auflegen, Tipp, Hilfe, Regeln.',
    // Spielertabelle und Stand
    colPile: 'Gewonnene Karten',
    colBalance: 'Zählsteine',
    pot: 'Behälter',
    stock: 'Talon',
    round: 'Runde',
    finalRound: 'Letzte Runde',
    handRound: (n) => `Runde ${n}`,
    deal: 'Spiel',
    dealOf: (d, n) => `${d} von ${n}`,
    blaetterCarry: 'Blätter-Gleichstände übertragen',
    rulesInForce: 'Regeln',
    presetBraillespiel: 'Braillespiel',
    presetPhilidor: 'Philidor 1756',
    playerSummary: (p) =>
      `${p.who.self ? 'Du' : p.who.name}${p.dealer ? ', Geber' : ''}${p.toMove ? ', am Zug' : ''}: ${cardsN(p.cards)} auf der Hand, ${p.pile} gewonnen, ${counters(p.balance)}`,
    // Dialog neue Partie
    seatOrderHelp: 'Gespielt wird von Platz 1 zu Platz 2 und so weiter, gegen den Uhrzeigersinn; wer zuerst gibt, entscheidet das Abheben.',
    presetBraillespielHelp: 'Die heutigen Regeln aus dem Braillespiel-Wiki, mit Zählsteinen für Asse, Klein-Papillon, Haneton, Sautenelle und die Blätter.',
    presetPhilidorHelp: 'Die Regeln von 1756: Zehnen beschränkt, Bildkarten ohne Wert, Konsolation 2, keine Sonderzahlungen, kein Nachlegen (Varianten 1 bis 5).',
    variants: 'Varianten',
    variant: VARIANTS,
    variantName: (id) => VARIANTS[id as keyof typeof VARIANTS]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as keyof typeof VARIANTS]?.description ?? id,
    stakes: 'Einsätze',
    ante: 'Einsatz pro Spiel',
    tours: 'Durchgänge (jeder gibt einmal pro Durchgang)',
    startingCounters: 'Zählsteine zu Beginn',
    // Hilfe (F1)
    helpCommandLine: 'In der Befehlszeile kannst du Befehle tippen wie „10 nimmt 4 6“, „Herz 10 nimmt Karo 4 und Kreuz 6“, „7“, „Tisch“, „Hand“, „Status“, „auflegen“, „Tipp“, „Hilfe“ oder „Regeln“, auf Deutsch oder Englisch.',
    zoneName: (z) =>
      ({ menu: 'dem Menü', hand: 'deiner Hand', table: 'dem Tisch', choices: 'den Möglichkeiten', status: 'dem Stand', log: 'dem Spielverlauf', actions: 'den Aktionen', commandLine: 'der Befehlszeile', answer: 'der letzten Antwort' })[z] ?? z,
    // Meldungen
    choicesOpened: (n, touch) => `${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}. ${touch ? 'Tippe eine an.' : `Wähle mit den Pfeiltasten und ${K('Enter')} oder mit der Nummer.`}`,
    noSuchChoice: (n) => `Eine Möglichkeit Nummer ${n} gibt es nicht.`,
    noNextDeal: 'Das Spiel ist noch nicht vorbei.',
    // Papillons eigene Einstellungen
    payments: 'Zahlungen in den Ansagen',
    paymentsName: (v) => ({ each: 'Jede Zahlung', total: 'Nur die Summe', off: 'Nicht ansagen' })[v] ?? v,
    speakCuts: 'Jede Runde des Abhebens um das erste Geben ansagen',
    commands: COMMANDS,
  },
};
