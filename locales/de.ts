/**
 * Deutscher Katalog. Implementiert `Messages` (src/i18n/messages.ts): ein fehlender Schlüssel ist ein Compilerfehler.
 * Regelwörter wie im Braillespiel: Klein-Papillon, Haneton, Sautenelle, die Blätter, Zählsteine, Behälter, Talon.
 * Grammatik: der Bube (schwach: den/dem Buben), die Dame, der König, das Ass, die Zwei … die Zehn;
 * Zahlenkarten (Elfer raus) sind weiblich: die Eins … die Dreizehn. Sätze bleiben einfach, damit die Fälle stimmen;
 * "du" ist die Anrede für den menschlichen Spieler (Dativ "dir", Akkusativ "dich").
 * Kartennamen kommen fertig formatiert (lang oder kurz) herein, Listen fertig verbunden.
 */
import type { Rank } from '../src/engine/cards.js';
import {
  capitalize,
  list,
  ordinal,
  plural,
  signed,
  type Messages,
  type Pack,
  type PaymentPhrase,
  type RankForm,
  type Who,
  type CommandId,
  type VariantId,
} from '../src/i18n/messages.js';
import { patienceDe, PATIENCE_COMMANDS_DE } from './patience/de.js';

import { frenchDe, grammarDe, numbersDe } from './decks/de.js';
const L = 'de' as const;
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

/** Die Wörter des französischen Blatts (auch als Zahlenkarten) stehen in locales/decks/de.ts. */
const packWords = (pack: Pack) => (pack === 'numbers' ? numbersDe : frenchDe);

function rankPhrase(rank: Rank, pack: Pack, form: RankForm): string {
  const r = packWords(pack).ranks[rank];
  return grammarDe.phrase(r.word, r.gender, form);
}

/** "keine Fünf", "kein Bube", "kein Ass" (Nominativ). */
function noRank(rank: Rank, pack: Pack): string {
  const r = packWords(pack).ranks[rank];
  return `${r.gender === 'f' ? 'keine' : 'kein'} ${r.word}`;
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
  repeatLastEvent: { name: 'Letztes Ereignis', help: 'Wiederholt das letzte Spielereignis.' },
  repeatLast: { name: 'Wiederholen', help: 'Wiederholt die letzte Ansage, egal welcher Art.' },
  logPrevious: { name: 'Vorige Meldung', help: 'Liest die vorige Meldung im Spielverlauf.' },
  logNext: { name: 'Nächste Meldung', help: 'Liest die nächste Meldung im Spielverlauf.' },
  logFirst: { name: 'Erste Meldung', help: 'Springt zur ersten Meldung im Spielverlauf.' },
  logLast: { name: 'Letzte Meldung', help: 'Springt zur letzten Meldung im Spielverlauf.' },
  hint: { name: 'Tipp', help: 'Der Zug, den der starke Computerspieler machen würde, und warum.' },
  cycleVerbosity: { name: 'Ausführlichkeit', help: 'Wechselt zwischen kurzen, normalen und ausführlichen Ansagen.' },
  help: { name: 'Hilfe', help: 'Die Liste der Tasten, die hier und jetzt gelten.' },
  rules: { name: 'Regeln', help: 'Die Regeln des Spiels, wie sie gerade gelten.' },
  nextZone: { name: 'Nächster Bereich', help: 'Geht zum nächsten Bereich: Hand, Tisch, Möglichkeiten, Stand, Spielverlauf, Menü.' },
  previousZone: { name: 'Voriger Bereich', help: 'Geht zum vorigen Bereich.' },
  focusCommandLine: { name: 'Befehlszeile', help: 'Geht zur Befehlszeile, um Befehle wie „10 nimmt 4 6“, „Tisch“ oder „Hilfe“ zu tippen.' },
  layDown: { name: 'Auflegen', help: 'Wenn du nicht nehmen kannst, legst du deine Karten auf; du hörst, was es kostet, und bestätigst.' },
  nextDeal: { name: 'Nächstes Spiel', help: 'Beginnt das nächste Spiel, wenn ein Spiel vorbei ist.' },
  continue: { name: 'Weiter', help: 'Geht nach dem Zug eines Mitspielers weiter, wenn das Spiel auf eine Taste wartet.' },
  newGame: { name: 'Neue Partie', help: 'Verlässt dieses Spiel und öffnet die Auswahl für ein neues.' },
  settings: { name: 'Einstellungen', help: 'Öffnet die Einstellungen: Sprache, Sprachausgabe, Kartennamen, Töne und Aussehen.' },
  update: { name: 'Neue Version laden', help: 'Lädt eine bereitstehende neue Version der App; dein Spiel bleibt gespeichert und geht weiter.' },
  ...PATIENCE_COMMANDS_DE,
} as const satisfies Record<CommandId, { name: string; help: string }>;

export const de: Messages = {
  locale: 'de',
  cards: {
    french: frenchDe,
    numbers: numbersDe,
    grammar: grammarDe,
    rankPhrase,
    definite: (name, rank, pack, style) => (style === 'short' ? name : grammarDe.phrase(name, packWords(pack).ranks[rank].gender, 'definite')),
    count: cardsN,
    none: 'keine Karten',
  },
  words: {
    subject: (who, start) => subj(who, start ?? false),
    object: dat,
    counters,
    gain: (n) => signed(L, n),
    pot: 'Behälter',
    stock: 'Talon',
    table: 'Tisch',
    nobody: 'niemand',
    everyone: 'jeder',
    dealOf: (deal, deals) => `Spiel ${deal} von ${deals}`,
    tour: (n) => `Durchgang ${n}`,
    handRound: (n) => `Runde ${n}`,
    finalRound: 'letzte Runde',
    place: (n) => `${ordinal(L, n)} Platz`,
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
        const gain = p.payment ? `, ${signed(L, p.payment.mode === 'total' ? p.payment.amount : p.payment.each * p.payment.from.length)}` : '';
        return `${subj(p.who, true)}: ${p.card} nimmt ${p.taken}.` + (feats ? ` ${capitalize(feats)}${gain}.` : '');
      }
      let s = `${subj(p.who, true)} ${v(p.who, 'spielst', 'spielt')} ${p.card} und ${v(p.who, 'nimmst', 'nimmt')} ${p.taken}`;
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
      (p.winner ? `${subj(p.winner, true)} ${v(p.winner, 'hast', 'hat')} das Spiel gewonnen.` : 'Niemand hat das Spiel gewonnen.') +
      ` Zählsteine: ${balances(p.balances)}. Im Behälter: ${p.pot}.` +
      (p.piles ? ` Gewonnene Karten: ${pairs(p.piles)}.` : ''),
    dealNet: (p) => `In diesem Spiel: ${p.nets.map((x) => `${subj(x.who)} ${signed(L, x.net)}`).join(', ')}.`,
    sessionOver: (p) =>
      'Die Partie ist zu Ende. ' +
      p.places
        .map((x) => `${ordinal(L, x.place)} Platz: ${list(L, x.who.map((w) => subj(w)))} mit ${x.who.length > 1 ? 'je ' : ''}${countersDative(x.balance)}.`)
        .join(' '),
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
    choice: (p) => {
      const head = p.card ? `${p.card} nimmt ${p.taken}` : `Nimmt ${p.taken}`;
      const feats = p.feats.length ? `: ${list(L, p.feats)}` : '';
      const gain = p.gain > 0 ? `, ${signed(L, p.gain)}` : '';
      return head + feats + gain;
    },
    forcedLayDown: (p) => {
      const what = p.count === 1 ? `deine letzte Karte auflegen: ${p.cards}` : `alle ${p.count} Karten auflegen: ${p.cards}`;
      const back =
        p.back > 0 ? ` und bekommst ${counters(p.back)} für ${plural(L, p.aces, { one: 'Ass', other: 'Asse' })} zurück` : '';
      return (
        `Du kannst nicht nehmen und musst ${what}. Du zahlst ${counters(p.paid)} in den Behälter${back}: zusammen ${signed(L, p.net)}.` +
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
      `${capitalize(p.table)} auf dem Tisch kann nur mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} genommen werden.`,
    tenOnlyByTen: (p) =>
      `${capitalize(p.table)} auf dem Tisch kann nur mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} genommen werden: In diesen Regeln zählen Zehnen wie Bildkarten.`,
    rankMismatch: (p) =>
      `Mit ${p.card} kannst du eine einzelne Karte nur nehmen, wenn sie auch ${rankPhrase(p.rank, p.pack, 'indefinite')} ist, und ${p.target} ist ${noRank(p.rank, p.pack)}.`,
    onlyOneOfRank: (p) =>
      `Mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} nimmst du nur ${rankPhrase(p.rank, p.pack, 'indefiniteAccusative')}, nie zwei und nie zusammen mit einer Summe.`,
    faceNotInSum: (p) =>
      `${capitalize(p.table)} auf dem Tisch ist nie Teil einer Summe: ${capitalize(rankPhrase(p.rank, p.pack, 'indefinite'))} auf dem Tisch kann nur mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} genommen werden.`,
    tenNotInSum: (p) =>
      `${capitalize(p.table)} auf dem Tisch ist nie Teil einer Summe: In diesen Regeln kann ${rankPhrase(p.rank, p.pack, 'indefinite')} auf dem Tisch nur mit ${rankPhrase(p.rank, p.pack, 'indefiniteDative')} genommen werden.`,
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
      notInHand: (p) => `${capitalize(p.card)} hast du nicht auf der Hand.`,
      noCapture: (p) => `Mit ${p.card} kannst du jetzt nichts nehmen.`,
      mustLayDown: 'Du kannst nichts nehmen und musst auflegen. Tippe auflegen.',
      mustCapture: 'Du kannst nehmen, also darfst du nicht auflegen.',
      noMatch: (p) => `${capitalize(p.card)} kann nicht ${p.taken} nehmen.`,
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
    // App und Seitenaufbau
    appTitle: 'Papillon: barrierefreie Kartenspiele',
    rulesUnavailable: 'Die Regeln konnten nicht geladen werden. Bitte versuche es noch einmal, wenn du online bist.',
    menu: 'Menü',
    gameArea: 'Spiel',
    otherLanguage: 'English',
    // Überschriften
    yourHand: (n) => `Deine Hand, ${cardsN(n)}`,
    handEmpty: 'Du hast keine Karten auf der Hand.',
    tableHeading: (n, total) => `Tisch, ${cardsN(n)}, Summe ${total}`,
    tableEmpty: 'Der Tisch ist leer.',
    choicesFor: (card, n) => `${card}: ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    choicesAll: (n) => `Möglichkeiten zu nehmen: ${n}`,
    players: 'Spieler',
    gameLog: 'Spielverlauf',
    commandLine: 'Befehlszeile',
    actions: 'Aktionen',
    helpTitle: 'Tasten und Befehle',
    rulesTitle: 'Regeln von Papillon',
    layDownTitle: 'Auflegen?',
    // Schaltflächen
    play: 'Ausspielen',
    layDown: 'Auflegen',
    confirmLayDown: 'Auflegen bestätigen',
    cancel: 'Abbrechen',
    hint: 'Tipp',
    help: 'Hilfe',
    rules: 'Regeln',
    settings: 'Einstellungen',
    newGame: 'Neue Partie',
    start: 'Starten',
    backToGames: 'Zurück zur Spieleliste',
    nextDeal: 'Nächstes Spiel',
    continue: 'Weiter',
    close: 'Schließen',
    readHand: 'Hand vorlesen',
    readTable: 'Tisch vorlesen',
    status: 'Stand',
    repeat: 'Wiederholen',
    captures: 'Möglichkeiten',
    run: 'Los',
    // Befehlszeile
    commandLabel: 'Befehl',
    commandHint: 'Zum Beispiel: 10 nimmt 4 6, Herz 10 nimmt Karo 4 und Kreuz 6, 7, Tisch, Hand, Status, auflegen, Tipp, Hilfe, Regeln.',
    // Spielertabelle und Stand
    colPlayer: 'Spieler',
    colCards: 'Karten auf der Hand',
    colPile: 'Gewonnene Karten',
    colBalance: 'Zählsteine',
    you: 'du',
    dealer: 'Geber',
    toMove: 'am Zug',
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
    position: (index, total) => `${index} von ${total}`,
    cardInList: (p) => `${p.card}, ${p.index} von ${p.total}`,
    playerSummary: (p) =>
      `${p.who.self ? 'Du' : p.who.name}${p.dealer ? ', Geber' : ''}${p.toMove ? ', am Zug' : ''}: ${cardsN(p.cards)} auf der Hand, ${p.pile} gewonnen, ${counters(p.balance)}`,
    // Dialog neue Partie
    numberOfPlayers: 'Anzahl der Spieler',
    playersCount: (n) => `${n} Spieler`,
    seats: 'Spieler',
    yourSeat: 'Dein Platz (die anderen Plätze spielt der Computer)',
    seatNumber: (n) => `Platz ${n}`,
    seatOrderHelp: 'Gespielt wird von Platz 1 zu Platz 2 und so weiter, gegen den Uhrzeigersinn; wer zuerst gibt, entscheidet das Abheben.',
    yourName: 'Dein Name',
    seatName: (n) => `Name von Spieler ${n}`,
    defaultName: (i) => ['Du', 'Anna', 'Ben', 'Clara'][i] ?? `Spieler ${i + 1}`,
    seatKind: 'Gespielt von',
    human: 'Mensch',
    computer: 'Computer',
    computerLevel: 'Stärke des Computers',
    levelEasy: 'Leicht',
    levelNormal: 'Normal',
    levelStrong: 'Stark',
    levelName: (l) => ({ easy: 'Leicht', normal: 'Normal', strong: 'Stark' })[l] ?? l,
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
    paceAndSeed: 'Tempo und Startwert',
    pace: 'Tempo der Computerspieler',
    paceName: (p) => ({ instant: 'Sofort', fast: 'Schnell', normal: 'Normal', slow: 'Langsam', waitForKey: 'Nach jedem Zug auf eine Taste warten' })[p] ?? p,
    seed: 'Startwert (freiwillig)',
    seedHint: 'Derselbe Startwert mit denselben Einstellungen ergibt dasselbe Spiel, so kann man es teilen und nachspielen.',
    // Einstellungen
    language: 'Sprache',
    languageName: (l) => ({ de: 'Deutsch', en: 'English' })[l] ?? l,
    verbosity: 'Ausführlichkeit',
    verbosityName: (v) => ({ brief: 'Kurz', normal: 'Normal', detailed: 'Ausführlich' })[v] ?? v,
    verbosityNow: (v) => `Ausführlichkeit: ${({ brief: 'kurz', normal: 'normal', detailed: 'ausführlich' })[v] ?? v}.`,
    speech: 'Sprachausgabe',
    speechOn: 'Eingebaute Sprachausgabe',
    speechOnly: 'Nur eingebaute Sprachausgabe, keine Meldungen an den Screenreader',
    voice: 'Stimme',
    voiceDefault: 'Standardstimme',
    rate: 'Sprechtempo',
    pitch: 'Tonhöhe',
    earcons: 'Tonsignale',
    earconsOn: 'Tonsignale abspielen',
    earconVolume: 'Lautstärke der Tonsignale',
    cardNames: 'Kartennamen',
    cardNamesName: (v) => ({ long: 'Lang, zum Vorlesen (Herz Zehn)', short: 'Kurz, für Braille (H10)' })[v] ?? v,
    pack: 'Kartenblatt',
    packName: (v) => ({ french: 'Französisches Blatt (Kreuz, Pik, Herz, Karo)', numbers: 'Zahlenkarten 1 bis 13 in vier Farben' })[v] ?? v,
    payments: 'Zahlungen in den Ansagen',
    paymentsName: (v) => ({ each: 'Jede Zahlung', total: 'Nur die Summe', off: 'Nicht ansagen' })[v] ?? v,
    speakCuts: 'Jede Runde des Abhebens um das erste Geben ansagen',
    thinkingTime: 'Bedenkzeit des starken Computerspielers',
    thinkingTimeName: (v) => ({ quick: 'Kurz (für Handys)', normal: 'Normal', thorough: 'Gründlich (stärker, langsamer)' })[v] ?? v,
    looks: 'Aussehen',
    theme: 'Farbschema',
    themeName: (v) => ({ system: 'Wie das System', light: 'Hell', dark: 'Dunkel', contrast: 'Hoher Kontrast' })[v] ?? v,
    fourColour: 'Vierfarbige Farben',
    highContrast: 'Hoher Kontrast',
    on: 'Ein',
    off: 'Aus',
    // Hilfe (F1)
    helpIntro: 'Diese Tasten gelten, solange der Fokus im Spielbereich ist. Jede Aktion gibt es auch als Schaltfläche.',
    helpCommandLine: 'In der Befehlszeile kannst du Befehle tippen wie „10 nimmt 4 6“, „Herz 10 nimmt Karo 4 und Kreuz 6“, „7“, „Tisch“, „Hand“, „Status“, „auflegen“, „Tipp“, „Hilfe“ oder „Regeln“, auf Deutsch oder Englisch.',
    keysEverywhere: 'Tasten überall im Spiel',
    keysInZone: (zone) => `Tasten in ${zone}`,
    zoneName: (z) =>
      ({ hand: 'deiner Hand', table: 'dem Tisch', choices: 'den Möglichkeiten', status: 'dem Stand', log: 'dem Spielverlauf', actions: 'den Aktionen', commandLine: 'der Befehlszeile' })[z] ?? z,
    key: 'Taste',
    action: 'Aktion',
    commands: COMMANDS,
    commandHelp: (id) => COMMANDS[id as keyof typeof COMMANDS]?.help ?? id,
    keyName: (key) =>
      ({
        ' ': 'Leertaste', Space: 'Leertaste', Enter: 'Eingabe', Escape: 'Escape', PageUp: 'Bild auf', PageDown: 'Bild ab',
        Home: 'Pos1', End: 'Ende', Control: 'Strg', Ctrl: 'Strg', Shift: 'Umschalt', Alt: 'Alt', Tab: 'Tab',
        ArrowLeft: 'Pfeil links', ArrowRight: 'Pfeil rechts', ArrowUp: 'Pfeil hoch', ArrowDown: 'Pfeil runter',
      })[key] ?? key,
    // Meldungen
    settingsReset: 'Einige gespeicherte Einstellungen waren nicht lesbar und wurden zurückgesetzt.',
    storageFull: 'Die Einstellungen konnten nicht gespeichert werden: Der Browserspeicher ist voll oder gesperrt.',
    waitingForKey: 'Drücke Eingabe oder die Schaltfläche Weiter, um fortzufahren.',
    choicesOpened: (n) => `${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}. Wähle mit den Pfeiltasten und Eingabe oder mit der Nummer.`,
    choicesClosed: 'Möglichkeiten geschlossen.',
    noSuchChoice: (n) => `Eine Möglichkeit Nummer ${n} gibt es nicht.`,
    noNextDeal: 'Das Spiel ist noch nicht vorbei.',
    nothingToContinue: 'Hier gibt es nichts fortzusetzen.',
    nothingYet: 'Noch nichts.',
    logEmpty: 'Der Spielverlauf ist leer.',
    logEdge: 'Ende des Spielverlaufs.',
    hintUnavailable: 'Kein Tipp verfügbar.',
    hintThinking: 'Ich überlege einen Tipp …',
    thinking: (who) => (who.self ? 'Du überlegst.' : `${who.name} überlegt.`),
    saved: 'Spiel gespeichert.',
    ready: 'Papillon ist bereit. F1 zeigt die Tasten.',
    resumed: 'Gespeichertes Spiel fortgesetzt.',
    // Offline, Speichern, neue Version, Statistik
    updateReady: 'Eine neue Version ist bereit. Dein Spiel läuft weiter. Lade sie, wann du willst, mit U oder mit „Neue Version laden“ im Menü; dein Spiel bleibt gespeichert.',
    updateAction: 'Neue Version laden',
    updating: 'Die neue Version wird geladen. Dein Spiel ist gespeichert und geht gleich weiter.',
    noUpdate: 'Es gibt keine neue Version.',
    saveQuotaFull: 'Der Speicher des Browsers ist voll: Das Spiel kann gerade nicht gespeichert werden. Du kannst weiterspielen; schaffe Platz, dann wird wieder gespeichert.',
    saveFailed: 'Das Spiel konnte nicht gespeichert werden. Du kannst weiterspielen.',
    saveCorrupt: 'Das gespeicherte Spiel ist beschädigt und kann nicht fortgesetzt werden. Es wurde beiseitegelegt, nicht gelöscht. Beginne eine neue Partie.',
    saveTooNew: 'Das gespeicherte Spiel stammt aus einer neueren Version dieser App. Es wurde beiseitegelegt, nicht gelöscht. Beginne eine neue Partie.',
    saveUnmigratable: 'Das gespeicherte Spiel stammt aus einer älteren Version und kann nicht mehr gelesen werden. Es wurde beiseitegelegt, nicht gelöscht. Beginne eine neue Partie.',
    saveUnavailable: 'Dieser Browser erlaubt kein Speichern: Spiele und Statistik werden nicht aufbewahrt. Spielen kannst du trotzdem.',
    statistics: 'Statistik',
    statsLoading: 'Die Statistik wird geladen.',
    statsSummary: (played, won) => `${plural(L, played, { one: 'Partie', other: 'Partien' })} gespielt, davon ${won} gewonnen.`,
    statsEmpty: 'Noch keine Partie zu Ende gespielt.',
    statsCaption: 'Beendete Partien, die älteste zuerst',
    statsDate: 'Datum',
    statsPlayers: 'Spieler',
    statsBalance: 'Deine Zählsteine',
    statsPlace: 'Platz',
    statsResult: 'Ergebnis',
    statsRunningTotal: 'Zählsteine insgesamt',
    statsWonYes: 'gewonnen',
    statsWonNo: 'nicht gewonnen',
    // Adressparameter
    badUrlParam: (param, value, allowed) => `Unbekannter Wert für ${param}: ${value}. Erlaubt: ${allowed}.`,
    urlUnknownParam: (p) => `Unbekannter Adressparameter: ${p.param}.`,
  },
  patience: patienceDe,
};

