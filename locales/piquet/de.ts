/**
 * Der deutsche Katalog des Piquet (src/games/piquet/messages.ts), über den gemeinsamen Wörtern des
 * Stichspieltischs. Wie am Tisch gesprochen: „Punkt von fünf, 48“ – „Gut.“ / „Nicht gut.“ / „Gleich.“;
 * Terz, Quart, Quint, Sext, Septime, Oktave; Trio und Quatorze; Pic, Repic, Capot; Vorhand und
 * Hinterhand; ein Spiel ist ein Geben, eine Partie geht bis 101 (oder über 4 Spiele), Marken.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { DeclarationPhrase, PiquetCatalogue, PiquetFormat, ScoreEntry } from '../../src/games/piquet/messages.js';
import { trickUiDe, tricksDe } from '../tricks/de.js';
import { VARIANTS } from './rules-de.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const obj = (w: Who) => (w.self ? 'du' : w.name);
const dat = (w: Who) => (w.self ? 'dir' : w.name);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const gen = (w: Who) => (w.self ? 'Deine' : /[sxzß]$/.test(w.name) ? `${w.name}’` : `${w.name}s`);
const pts = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkte' });
const cardsN = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const units = (n: number) => plural(L, n, { one: 'Marke', other: 'Marken' });
const NUMBERS = ['0', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
const num = (n: number) => NUMBERS[n] ?? String(n);
const SEQUENCES: Record<number, string> = { 3: 'Terz', 4: 'Quart', 5: 'Quint', 6: 'Sext', 7: 'Septime', 8: 'Oktave' };
const FROM: Record<string, string> = { A: 'vom Ass', K: 'vom König', Q: 'von der Dame', J: 'vom Buben', '10': 'von der Zehn', '9': 'von der Neun', '8': 'von der Acht' };
const RANKS: Record<string, string> = { A: 'Asse', K: 'Könige', Q: 'Damen', J: 'Buben', '10': 'Zehnen' };
const sequenceName = (length: number, top: string) => `${SEQUENCES[length] ?? `Folge aus ${length}`} ${FROM[top] ?? top}`;
const setName = (count: number, rank: string) => (count === 4 ? `Quatorze ${RANKS[rank] ?? rank}` : `${num(count)} ${RANKS[rank] ?? rank}`);
const CATEGORY: Record<string, string> = { point: 'Punkt', sequences: 'Sequenzen', sets: 'Gleiche Karten' };
const FOR: Record<string, string> = {
  carteBlanche: 'die Carte blanche',
  point: 'den Punkt',
  sequences: 'die Sequenzen',
  sets: 'die gleichen Karten',
  repique: 'das Repic',
  lead: 'das Ausspielen',
  beat: 'das Schlagen',
  lastTrick: 'den letzten Stich',
  pique: 'das Pic',
  cards: 'die Mehrzahl der Stiche',
  capot: 'den Capot',
};
const FORMATS: Record<PiquetFormat, string> = { '101': 'Bis 101 Punkte', '100': 'Bis 100 Punkte (V-Q-4)', partie: 'Partie über 4 Spiele (V-Q-5)' };
const signedDe = (n: number) => (n > 0 ? `plus ${n}` : n < 0 ? `minus ${-n}` : '0');
const said = (w: Who, text: string) => `${w.self ? 'Du' : w.name}: „${text}.“`;

function declared(d: DeclarationPhrase): string {
  if ('none' in d) return d.category === 'point' ? 'Kein Punkt' : d.category === 'sequences' ? 'Keine Sequenz' : 'Keine gleichen Karten';
  if (d.category === 'point') return `Punkt von ${num(d.length)}${d.pips === null ? '' : `, ${d.pips}`}`;
  if (d.category === 'sequences') return sequenceName(d.length, d.top);
  return capitalize(setName(d.count, d.rank));
}

export const piquetDe: PiquetCatalogue = {
  tricks: tricksDe,
  ui: {
    ...trickUiDe,
    commands: {
      ...trickUiDe.trickCommands,
      playCard: { name: 'Karte ablegen oder spielen', help: 'In deinem Kauf die Karte im Fokus zum Ablegen markieren oder die Markierung zurücknehmen (der Vorschlag kommt markiert; K legt die markierten Karten ab); im Spiel sie ausspielen oder zugeben.' },
      readHand: { name: 'Hand', help: `Deine Hand nach Farben vorlesen; im Kauf auch deinen Punkt, deine Sequenzen und gleichen Karten (in der Hand auch ${K('Shift+H')}).` },
      nextPlayable: { name: 'Nächste spielbare Karte', help: 'Zur nächsten Karte, die du jetzt spielen (im Kauf: ablegen) darfst.' },
      suitS: { name: 'Pik', help: 'In deiner Hand: zu deinem höchsten Pik (S wie spades).' },
      suitH: { name: 'Herz', help: 'In deiner Hand: zu deinem höchsten Herz.' },
      suitD: { name: 'Karo', help: 'In deiner Hand: zu deinem höchsten Karo (D wie diamonds).' },
      suitC: { name: 'Kreuz', help: 'In deiner Hand: zu deinem höchsten Kreuz (C wie clubs).' },
      readScore: { name: 'Stand', help: 'Den Stand der Partie, die Punkte dieses Spiels, die Stiche und die Marken vorlesen.' },
      readDeclarations: { name: 'Meldungen', help: 'Die Meldungen dieses Spiels vorlesen: Carte blanche, Punkt, Sequenzen, gleiche Karten, wer was zählt und was gezeigt wurde, Pic und Repic.' },
      readExchange: { name: 'Kauf', help: 'Den Kauf vorlesen: den Talon, deine abgelegten und gekauften Karten, was du gesehen hast und wie viel dein Gegner gekauft hat.' },
      declare: { name: 'Kaufen', help: 'Im Kauf die Möglichkeiten öffnen: kaufen oder weiter ablegen. Die Meldungen sagt die App nach dem Kauf von selbst an.' },
      take: { name: 'Ablegen und kaufen', help: 'In deinem Kauf: die markierten Karten ablegen (den Vorschlag, oder wie du ihn mit Eingabe oder Leertaste auf einer Karte oder getippt geändert hast) und ebenso viele vom Talon kaufen.' },
      nextDeal: { name: 'Nächstes Spiel', help: 'Das nächste Spiel geben, wenn dieses vorbei ist; nach einer Partie die nächste beginnen.' },
    },
    nothingToDeclare: 'Jetzt gibt es nichts zu wählen: die Meldungen sagt die App nach dem Kauf von selbst an.',
    colRole: 'Rolle',
    colDeal: 'Dieses Spiel',
    colGame: 'Partie',
    elder: 'Vorhand',
    younger: 'Hinterhand, gibt',
    formatLabel: 'Partie',
    formatNow: (target, deal) => (target === null ? `über 4 Spiele, Spiel ${deal} von 4` : `bis ${target}, Spiel ${deal}`),
    talonLabel: 'Talon',
    discardsLabel: 'Abgelegt',
    takenLabel: 'Gekauft',
    seenLabel: 'Gesehen',
    knownLabel: (w) => `Bekannte Karten von ${obj(w)}`,
    tricksLabel: 'Stiche',
    unitsLabel: 'Marken',
    declarationsLabel: 'Meldungen',
    none: 'keine',
    readDeclarations: 'Meldungen',
    readExchange: 'Kauf',
    declare: 'Kaufen',
    commandHint: 'Zum Beispiel: ablegen Kreuz Sieben, kaufen, spiele Herz Dame, Meldungen, Stand.',
    resumed: 'Deine Piquet-Partie ist wieder da, wo du aufgehört hast.',
    commandUnknown: 'Das habe ich nicht verstanden. Versuche: ablegen Kreuz Sieben, kaufen, spiele Herz Dame, Hilfe.',
    discardMoreNow: `Lege weiter ab: ${K('Enter')} auf einer Karte deiner Hand.`,
    nextGame: 'Nächste Partie',
    exchangeNote: (d, min, max) => `${d} abgelegt, ${min === max ? max : `${min} bis ${max}`} erlaubt`,
    choicesHeading: (n) => `Kauf, ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    format: 'Partie',
    formatHelp: 'Bis 101 wie im Buch, bis 100, oder eine Partie über 4 Spiele, deren Summen am Ende verglichen werden.',
    formatName: (f) => FORMATS[f],
    variants: 'Varianten',
    variantName: (id) => VARIANTS[id as keyof typeof VARIANTS]?.name ?? id,
    variantDescription: (id) => VARIANTS[id as keyof typeof VARIANTS]?.description ?? '',
    seatHelp: 'Du spielst gegen einen Computerspieler; wähle seine Stärke. Das Abheben bestimmt, wer zuerst gibt.',
  },
  piquet: {
    gameStarted: (target) => (target === null ? 'Eine Partie über 4 Spiele.' : `Eine Partie bis ${target}.`),
    cut: (cards, dealer) =>
      `Abheben: ${cards.map((c) => `${obj(c.who)} ${c.card}`).join(', ')}. ` +
      (dealer ? `${subj(dealer)} ${v(dealer, 'hast', 'hat')} die niedrigere Karte und ${v(dealer, 'gibst', 'gibt')} zuerst.` : 'Gleicher Rang: noch einmal abheben.'),
    dealStarted: (deal, partie, dealer, elder, score) =>
      `Spiel ${deal}${partie ? ' von 4' : ''}: ${subj(dealer)} ${v(dealer, 'gibst', 'gibt')}, ${obj(elder)} ${v(elder, 'hast', 'hat')} die Vorhand. Stand: ${score}.`,
    carteBlanche: (w) => `Carte blanche: ${subj(w, false)} ${v(w, 'hast', 'hat')} keinen König, keine Dame und keinen Buben.`,
    discarded: (w, card, count, b) => {
      if (!w.self || card === null) return `${subj(w)} ${v(w, 'legst', 'legt')} eine Karte ab, ${count} bisher.`;
      const rest = !b ? '' : count < b.min ? ` Noch ${cardsN(b.min - count)} abzulegen.` : count < b.max ? ` Du kannst jetzt kaufen oder noch bis zu ${b.max - count} ablegen.` : ' Mehr darfst du nicht ablegen: jetzt wird gekauft.';
      return `Du legst ${card} ab.${rest}`;
    },
    laidAway: (cards, count) => (count === 1 ? `Du legst ${cards} ab.` : `Du legst ${cardsN(count)} ab: ${cards}.`),
    exchanged: (w, count, left, elder) =>
      `${subj(w)} ${v(w, 'kaufst', 'kauft')} ${count === 0 ? 'nichts' : cardsN(count)}` +
      (left === 0 ? '.' : elder ? ` und ${v(w, 'lässt', 'lässt')} ${left} liegen.` : `; ${cardsN(left)} ${left === 1 ? 'bleibt' : 'bleiben'} im Talon.`),
    taken: (cards) => `Vom Talon bekommst du: ${cards}.`,
    talonSeen: (elder, cards) => (elder ? `Die Karten, die du liegen lässt: ${cards}.` : `Im Talon bleiben: ${cards}.`),
    blancheShown: (w, cards) => `${subj(w)} ${v(w, 'zeigst', 'zeigt')} die Carte blanche: ${cards}.`,
    declaration: (w, d) => said(w, declared(d)),
    answer: (w, a) => said(w, a === 'good' ? 'Gut' : a === 'notGood' ? 'Nicht gut' : 'Gleich'),
    shown: (w, category, holding, cards) =>
      category === 'point' ? `${subj(w)} ${v(w, 'zeigst', 'zeigt')} den Punkt: ${cards}.` : `${subj(w)} ${v(w, 'zeigst', 'zeigt')} eine ${holding}: ${cards}.`,
    missingCard: (w, rank, card) => `${gen(w)} drei ${RANKS[rank] ?? rank}: Es fehlt ${card.name({ article: 'definite' })}.`,
    noScore: (category, reason) =>
      reason === 'equal'
        ? `Gleich: niemand zählt ${category === 'point' ? 'den Punkt' : 'Sequenzen'}.`
        : category === 'point' ? 'Niemand hat einen Punkt.' : category === 'sequences' ? 'Niemand hat eine Sequenz.' : 'Niemand hat gleiche Karten.',
    scored: (w, reason, n, score) => `${subj(w)} ${v(w, 'zählst', 'zählt')} ${n} für ${FOR[reason] ?? reason}. Stand: ${score}.`,
    repique: (w, n, score) => `Repic! ${subj(w)} ${v(w, 'zählst', 'zählt')} ${n} mehr. Stand: ${score}.`,
    pique: (w, n, score) => `Pic! ${subj(w)} ${v(w, 'zählst', 'zählt')} ${n} mehr. Stand: ${score}.`,
    ledScoring: (w, card, n) => `${subj(w)} ${v(w, 'spielst', 'spielt')} ${card} aus: ${pts(n)}.`,
    lastTrickWon: (text) => `Letzter Stich: ${text}`,
    scoreAfterTrick: (score) => `Stand ${score}`,
    tricksCounted: (tricks, bonus, w) =>
      bonus === 'capot' && w
        ? `Capot! ${subj(w)} ${v(w, 'hast', 'hat')} alle 12 Stiche.`
        : bonus === 'cards' && w
          ? `Stiche: ${tricks}. ${subj(w)} ${v(w, 'hast', 'hat')} die Mehrzahl.`
          : `Stiche: ${tricks}. Gleich viele: niemand zählt die Mehrzahl.`,
    dealOver: (deal, score) => `Das Spiel ist aus. In diesem Spiel: ${deal}. Stand: ${score}.`,
    gameOver: (winner, score, abandoned, partie) => {
      if (partie) {
        const head = `Die Partie über 4 Spiele ist aus: ${score}, Unterschied ${partie.difference}.`;
        if (!winner) return `${head} Unentschieden.`;
        return partie.units > 0
          ? `${head} ${subj(winner)} ${v(winner, 'gewinnst', 'gewinnt')} ${units(partie.units)}.`
          : `${head} ${subj(winner)} ${v(winner, 'liegst', 'liegt')} vorn, aber unter 5 Punkten Unterschied gibt es keine Marke.`;
      }
      if (!winner) return `Die Partie ist aus: ${score}.`;
      return `${subj(winner)} ${v(winner, 'gewinnst', 'gewinnt')} die Partie: ${score}.${abandoned ? ' Der Rest dieses Spiels entfällt.' : ''}`;
    },
    payment: (from, to, amount, line) => `${subj(from)} ${v(from, 'zahlst', 'zahlt')} ${dat(to)} ${units(amount)}. Marken: ${line}.`,
    nextGamePrompt: (touch) => (touch ? 'Tippe auf „Nächste Partie“, um weiterzuspielen.' : `N beginnt die nächste Partie; ${K('Shift+N')} führt zur Auswahl der Spiele.`),
    scoreLine: (lines: readonly ScoreEntry[]) => lines.map((l) => `${obj(l.who)} ${l.points}`).join(', '),
    unitsLine: (lines: readonly ScoreEntry[]) => lines.map((l) => `${obj(l.who)} ${signedDe(l.points)}`).join(', '),
    sequenceName,
    setName,
    suitCards: (suit, ranks) => `${suit} ${list(L, ranks)}`,
    holdings: (point, seqs, sets) =>
      `${point ? `Punkt: ${cardsN(point.length)} ${point.suit}, ${point.pips}.` : 'Kein Punkt.'} ` +
      `${seqs.length ? `Sequenzen: ${list(L, seqs.map((s) => `${s.name} in ${s.suit}`))}.` : 'Keine Sequenz.'} ` +
      `${sets.length ? `Gleiche Karten: ${list(L, sets)}.` : 'Keine gleichen Karten.'}`,
    score: (game, deal, tricks, format, line) => `Stand: ${game}. In diesem Spiel: ${deal}. Stiche: ${tricks}. Partie ${format}. Marken: ${line}.`,
    declarations: (cb, lines, repique, pique, known) =>
      [
        cb ? `Carte blanche: ${obj(cb)}.` : null,
        ...lines.map(
          (l) =>
            `${CATEGORY[l.category]}: ` +
            (l.winner
              ? `${obj(l.winner)}, ${pts(l.points)}${l.shown.length ? ` (${l.shown.join('; ')})` : ''}${l.missing.length ? `; es fehlt ${list(L, l.missing)}` : ''}.`
              : 'niemand.'),
        ),
        repique ? `Repic: ${obj(repique)}.` : null,
        pique ? `Pic: ${obj(pique)}.` : null,
        known ? `${piquetDe.ui.knownLabel(known.who)}: ${known.cards}.` : null,
      ]
        .filter(Boolean)
        .join(' '),
    noDeclarationsYet: 'Noch keine Meldungen: erst wird gekauft.',
    exchange: (f) =>
      [
        `Talon: ${cardsN(f.talon)}.`,
        f.discards ? `Abgelegt: ${f.discards}.` : null,
        f.taken ? `Gekauft: ${f.taken}.` : f.done ? 'Du hast nichts gekauft.' : 'Du hast noch nicht gekauft.',
        f.seen ? `Gesehen: ${f.seen}.` : null,
        f.opponentTook === null ? `${f.opponent.name} hat noch nicht gekauft.` : `${f.opponent.name} hat ${f.opponentTook === 0 ? 'nichts' : cardsN(f.opponentTook)} gekauft.`,
      ]
        .filter(Boolean)
        .join(' '),
    yourTurn: (phase, h) => {
      if (phase === 'play') return h.lead ? 'Du spielst aus.' : h.mustFollow ? `Du bist am Zug. Bediene ${h.mustFollow}.` : 'Du bist am Zug.';
      const role = h.elder ? 'als Vorhand' : 'als Hinterhand';
      if (h.discarded > 0) return `Dein Kauf ${role}: ${h.discarded} abgelegt, ${h.min === h.max ? h.max : `${h.min} bis ${h.max}`} erlaubt.`;
      const how = `Markiere die Karten mit ${K('Enter')} auf einer Karte; K legt sie ab und kauft ebenso viele.`;
      if (h.min === 0) return `Dein Kauf ${role}: Du darfst bis zu ${cardsN(h.max)} ablegen und ebenso viele kaufen, oder nichts kaufen. ${how}`;
      return `Dein Kauf ${role}: Lege ${h.min === h.max ? h.max : `${h.min} bis ${h.max}`} Karten ab und kaufe ebenso viele. ${how}`;
    },
    notYourTurn: (w) => `Du bist nicht am Zug: ${subj(w, false)} ${v(w, 'bist', 'ist')} dran.`,
    choiceTake: (count) => (count === 0 ? 'Nichts kaufen' : `Kaufen: ${cardsN(count)} vom Talon nehmen`),
    choiceDiscardMore: (upTo) => `Weiter ablegen, bis zu ${upTo} mehr`,
    choiceDiscard: (card) => `${card} ablegen`,
    violation: (code, rule, f) =>
      (({
        notYourTurn: `Du bist nicht am Zug${f.toMove ? `: ${subj(f.toMove, false)} ${v(f.toMove, 'bist', 'ist')} dran` : ''}.`,
        gameOver: 'Die Partie ist aus: N beginnt die nächste.',
        dealOver: 'Das Spiel ist aus: N gibt das nächste.',
        exchangeOver: 'Du hast schon gekauft, und niemand kauft zweimal.',
        exchangeFirst: 'Erst wird gekauft, dann gespielt.',
        cardNotInHand: `${f.card ?? 'Diese Karte'} ist nicht in deiner Hand.`,
        alreadyDiscarded: `${f.card ?? 'Diese Karte'} hast du schon abgelegt.`,
        mustFollowSuit: `Du musst ${f.suit ?? 'die ausgespielte Farbe'} bedienen.`,
        tooManyDiscards: `Du darfst höchstens ${f.max ?? 5} Karten ablegen.`,
        tooFewDiscards: `Du musst mindestens ${f.min ?? 3} Karten ablegen, bevor du kaufst.`,
        automatic: 'Die Meldungen und das Gespräch darüber, gut, nicht gut oder gleich, führt die App nach dem Kauf von selbst.',
      } as Record<string, string>)[code] ?? 'Dieser Zug ist nicht möglich.') + (rule ? ` (Regel ${rule})` : ''),
    hint: (move, reason, plan) => `Tipp: ${move}.${reason ? ` ${reason}` : ''}${plan ? ` Insgesamt ablegen: ${plan}.` : ''}`,
    hintReason: (reason) =>
      ({
        forced: 'Es ist der einzige sinnvolle Zug.',
        keepLongSuit: 'So bleibt deine längste Farbe für den Punkt.',
        keepSequence: 'So bleibt deine Sequenz erhalten.',
        keepSet: 'So bleiben deine gleichen Karten erhalten.',
        keepWinners: 'So bleiben die hohen Karten, die Stiche machen.',
        exchangeFewer: 'Deine Hand ist mehr wert als die Karten, die du kaufen könntest.',
        cashWinner: 'Keine Karte, die dein Gegner haben kann, schlägt sie.',
        establishSuit: 'Sie treibt eine höhere Karte heraus, damit der Rest der Farbe gut wird.',
        leadLow: 'Eine niedrige Karte; die hohen Karten der Farbe bleiben dir.',
        makePique: 'Sie bringt dich auf 30, bevor die Hinterhand etwas hat: ein Pic.',
        winTrick: 'Sie schlägt die ausgespielte Karte: 1 Punkt, und du spielst als Nächstes aus.',
        duck: 'Du bleibst niedrig und hebst die höhere Karte für später auf.',
        followLow: 'Du kannst nicht schlagen: die niedrigste Karte der Farbe.',
        discardLow: 'Du kannst nicht bedienen: eine Karte von geringem Nutzen.',
        protectGuard: 'Du kannst nicht bedienen; die kleine Karte, die König oder Dame schützt, bleibt.',
        winLastTrick: 'Sie macht den letzten Stich.',
        winCards: 'Sie macht deinen siebten Stich: die Mehrzahl der Stiche.',
        stopCapot: 'Ein Stich für dich, damit dein Gegner keinen Capot macht.',
        stopPique: 'Ein Punkt für dich, damit die Vorhand kein Pic macht.',
      } as Record<string, string>)[reason] ?? null,
    gameResult: (won, drawn) => (drawn ? 'Die Partie ist unentschieden.' : won ? 'Du hast die Partie gewonnen!' : 'Du hast die Partie verloren.'),
  },
};
