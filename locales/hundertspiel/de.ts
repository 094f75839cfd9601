/**
 * Der deutsche Katalog des Hundertspiels (src/games/hundertspiel/messages.ts). Die Wörter des Spiels
 * bleiben: das Do, der Cavall, Contra, Matsch, alt und neu, Vorhand, Scat; die Farben heißen wie auf der
 * Trappolierkarte: Spadi, Bastoni, Coppi, Denari. Karten- und Spielernamen kommen fertig herein.
 */
import { capitalize, list, plural, type Who } from '../../src/i18n/messages.js';
import type { AnnouncementPhrase, HundertspielCatalogue } from '../../src/games/hundertspiel/messages.js';
import { trickUiDe, tricksDe } from '../tricks/de.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
/** A key in this language's words, from the one table of key names. */
const K = (key: string) => keyLabel(L, key);
const subj = (w: Who, start = true) => (w.self ? (start ? 'Du' : 'du') : w.name);
const obj = (w: Who) => (w.self ? 'du' : w.name);
const dat = (w: Who) => (w.self ? 'dir' : w.name);
const v = (w: Who, du: string, er: string) => (w.self ? du : er);
const points = (n: number) => plural(L, n, { one: 'Punkt', other: 'Punkte' });
const marks = (n: number) => plural(L, n, { one: 'Marke', other: 'Marken' });
const cardsN = (n: number) => plural(L, n, { one: 'Karte', other: 'Karten' });
const names = (ws: readonly Who[]) => list(L, ws.map(obj));

const HONOUR: Record<string, [string, string]> = { A: ['Ass', 'Asse'], K: ['König', 'Könige'], N: ['Cavall', 'Cavalle'], J: ['Bube', 'Buben'], Do: ['Do', 'Do’s'] };
/** 'Dein fehlender Bube', 'Annas fehlender König' (König, Cavall, Bube: masculine, nominative). */
const missing = (w: Who, rank: string) => `${w.self ? 'Dein' : `${w.name}s`} fehlender ${HONOUR[rank]![0]}`;
const KIND: Record<string, string> = { '26': 'Sechsundzwanziger', '52': 'Zweiundfünfziger', first52: 'Zweiundfünfziger im ersten Stich' };
const CONTRA = ['', 'Contra', 'Recontra', 'Supra-Contra'] as const;

/** An announcement in words: the accusative ('gegen deinen Sechsundzwanziger'), or the nominative that begins a sentence ('Dein Sechsundzwanziger …: verloren.'). */
const announcement = (a: AnnouncementPhrase, nominative = false) =>
  `${a.who.self ? (nominative ? 'dein' : 'deinen') : `${a.who.name}s`} ${KIND[a.kind]}${a.dos.length ? ` mit ${list(L, a.dos)}` : ''}${a.contra ? `, ${CONTRA[a.contra]}` : ''}` +
  (a.status === 'won' ? ', gewonnen' : a.status === 'lost' ? ', verloren' : '');

export const VARIANTS: Record<string, { name: string; description: string }> = {
  'V-H-1': { name: 'Trumpf durch Abheben', description: 'Trumpf ist bei jedem Spiel die Farbe der untersten Karte des abgehobenen Pakets.' },
  'V-H-2': { name: 'Recontra und Supra-Contra', description: 'Nach einem Contra darf die ansagende Partei noch einmal verdoppeln, die Gegner ein weiteres Mal.' },
  'V-H-3': { name: 'Zweiundfünfziger im ersten Stich', description: 'Das Trumpf-Do auflegen, um mit ihm den ersten Stich zu machen, für 4 Marken.' },
  'V-H-4': { name: 'Toter Scat', description: 'Zu dritt: die 3 Scat-Karten sind tot und zählen für niemanden.' },
  'V-H-5': { name: 'Scat-Spiel zahlt 2', description: 'Ein Scat-Spiel zahlt 2 Marken, gleich in welcher Farbe.' },
  'V-H-6': { name: 'Aussagen', description: '100 Punkte beenden nichts: eine Partei sagt sich selbst aus; falsches Aussagen verliert.' },
  'V-H-7': { name: 'Alt und neu nur mit Zustimmung', description: 'Ein Spiel alt und neu gibt es nur, wenn alle zustimmen.' },
};

export const hundertspielDe: HundertspielCatalogue = {
  tricks: tricksDe,
  ui: {
    ...trickUiDe,
    commands: {
      ...trickUiDe.trickCommands,
      playCard: { name: 'Karte spielen', help: 'Die Karte im Fokus spielen (beim Scat-Tausch: ablegen).' },
      readLastTrick: { name: 'Letzter Stich', help: 'Den letzten fertigen Stich vorlesen, wer ihn gewann und seine Punkte.' },
      readScore: { name: 'Stand', help: 'Die Punkte der Parteien auf dem Weg zu 100, das Spiel und die Marken.' },
      readAnnouncements: { name: 'Trumpf und Ansagen', help: 'Trumpf, aufgelegte Do’s, die Ansagen und ihr Stand, die Honneurs.' },
      declare: { name: 'Ansagen', help: 'Die Liste dessen öffnen, was du jetzt ansagen kannst: Ansagen, Contra, deine Asse, Aussagen.' },
      suitSw: { name: 'Spadi', help: 'In deiner Hand: zu deiner höchsten Spadi-Karte.' },
      suitBa: { name: 'Bastoni', help: 'In deiner Hand: zu deiner höchsten Bastoni-Karte.' },
      suitCu: { name: 'Coppi', help: 'In deiner Hand: zu deiner höchsten Coppi-Karte.' },
      suitCo: { name: 'Denari', help: 'In deiner Hand: zu deiner höchsten Denari-Karte.' },
      nextDeal: { name: 'Nächstes Spiel', help: 'Das nächste Spiel geben, wenn dieses vorbei ist.' },
    },
    laid: 'aufgelegt',
    colParty: 'Partei',
    colMarks: 'Marken',
    vorhand: 'Vorhand',
    party: (n) => `Partei ${n}`,
    noTrump: 'noch nicht bestimmt',
    gameLabel: 'Partie',
    gameOf: (n, of) => `Partie ${n} von ${of}`,
    announcementsLabel: 'Ansagen',
    none: 'keine',
    commandHint: 'Zum Beispiel: spiele Bastoni Do, ansagen 26 Bastoni Do, kontra, weiter, kaufen, Trumpf Coppi, Asse, Stand.',
    readAnnouncements: 'Trumpf und Ansagen',
    declare: 'Ansagen',
    resumed: 'Dein Hundertspiel ist wieder da, wo du aufgehört hast.',
    choicesHeading: (phase, n) =>
      `${({ optIn: 'Alt und neu?', bid: 'Scat-Reizen', buy: 'Den Scat kaufen?', trump: 'Trumpf nennen', announce: 'Ansagen', contra: 'Contra?', declare: 'Ansagen', discard: 'Ablegen', play: 'Dein Zug', dealOver: 'Möglichkeiten' } as Record<string, string>)[phase] ?? 'Möglichkeiten'}, ${plural(L, n, { one: 'Möglichkeit', other: 'Möglichkeiten' })}`,
    commandUnknown: 'Das habe ich nicht verstanden. Versuche: spiele Bastoni Do, kontra, weiter, Stand, Hilfe.',
    scat: 'Scat',
    scatHelp: 'Zu viert: 4 Karten liegen beiseite, Trumpf wird gereizt oder gekauft. Zu dritt: 3 Karten liegen beiseite.',
    scatOff: 'Ohne Scat',
    scatOn: 'Mit Scat',
    variants: 'Varianten',
    variantName: (id) => VARIANTS[id]?.name ?? id,
    variantDescription: (id) => VARIANTS[id]?.description ?? '',
    games: 'Partien auf 100',
    gamesHelp: 'Wie viele Partien auf 100 gespielt werden (1 bis 5).',
    seatHelp: (n) => (n === 4 ? 'Spieler 1 und 3 sind Partner, ebenso 2 und 4; das Ziehen bestimmt, wer zuerst gibt.' : 'Drei Spieler, jeder für sich.'),
  },
  hundertspiel: {
    honourWord: (rank, count) => `${count} ${HONOUR[rank]![1]}`,
    announcement,
    contraWord: (level) => CONTRA[level],
    seats: (draws, dealer, partners) =>
      `Ziehen um die Plätze: ${draws.map((d) => `${obj(d.who)} ${d.card}`).join(', ')}.` +
      (partners ? ` Partner: ${partners.map((p) => names(p)).join('; ')}.` : '') +
      ` ${subj(dealer)} ${v(dealer, 'gibst', 'gibt')} zuerst.`,
    dealStart: (dealer, vorhand, trump, n, alt) =>
      `Neues Spiel: ${subj(dealer)} ${v(dealer, 'gibst', 'gibt')}, ${obj(vorhand)} ${v(vorhand, 'bist', 'ist')} Vorhand, ${trump ? `Trumpf ist ${trump}` : 'Trumpf ist noch offen'}, je ${cardsN(n)}.${alt ? ' Dieses Spiel ist alt und neu.' : ''}`,
    bottomCard: (card) => `Die unterste Karte beim Abheben ist ${card}.`,
    optIn: (w, agree) => `${subj(w)} ${agree ? v(w, 'stimmst', 'stimmt') : v(w, 'lehnst', 'lehnt')} alt und neu ${agree ? 'zu' : 'ab'}.`,
    altUndNeu: (on) => (on ? 'Alle stimmen zu: dieses Spiel ist alt und neu.' : 'Kein alt und neu in diesem Spiel.'),
    pass: (w, phase) =>
      ({
        announce: `${subj(w)} ${v(w, 'sagst', 'sagt')} nichts mehr an.`,
        contra: `${subj(w)} ${v(w, 'sagst', 'sagt')} kein Contra.`,
        bid: `${subj(w)} ${v(w, 'passt', 'passt')}.`,
        buy: `${subj(w)} ${v(w, 'kaufst', 'kauft')} nicht.`,
        optIn: `${subj(w)} ${v(w, 'lehnst', 'lehnt')} ab.`,
      } as Record<string, string>)[phase] ?? `${subj(w)} ${v(w, 'passt', 'passt')}.`,
    bid: (w, suit, value) => `${subj(w)} ${v(w, 'reizt', 'reizt')} ${suit}, Wert ${value}.`,
    outbid: (w, card) => `${subj(w)} ${v(w, 'bist', 'ist')} überboten und ${v(w, 'nimmst', 'nimmt')} ${card} zurück.`,
    bought: (w, cards) => `${subj(w)} ${v(w, 'kaufst', 'kauft')} den Scat${cards ? `: ${cards}` : ''}.`,
    discarded: (w, card, count, of) => `${subj(w)} ${v(w, 'legst', 'legt')} ${card ?? 'eine Karte'} ab, ${count} von ${of}.`,
    trumpFixed: (suit, w, value) => `Trumpf ist ${suit}${w ? `, genannt von ${dat(w)}` : ''}${value ? `, das Spiel gilt ${marks(value)}` : ''}.`,
    announced: (a) =>
      `${subj(a.who)} ${v(a.who, 'sagst', 'sagt')} einen ${KIND[a.kind]} an${a.dos.length ? ` und ${v(a.who, 'legst', 'legt')} ${list(L, a.dos)} auf` : ''}${a.contra ? `, ${CONTRA[a.contra]}` : ''}${a.status === 'won' ? ', gewonnen' : a.status === 'lost' ? ', verloren' : ''}.`,
    carryOverVoid: 'Eine Ansage nach dem Ende der Partie: die neue Partie beginnt wieder bei 0.',
    honours: (w, rank, count, pts, score) => `${subj(w)} ${v(w, 'sagst', 'sagt')} ${count} ${HONOUR[rank]![1]} an: ${points(pts)}${score ? `, ${score}` : ''}.`,
    contra: (w, level, a) => `${subj(w)} ${v(w, 'sagst', 'sagt')} ${CONTRA[level]} gegen ${announcement(a)}.`,
    playStart: (w) => `Das Spiel beginnt: ${obj(w)} ${v(w, 'spielst', 'spielt')} aus.`,
    scored: (reason, pts, ws, score) => `${reason === 'scat' ? 'Der Scat' : 'Honneurs'}: ${points(pts)} für ${names(ws)}, ${score}.`,
    missingFourth: (w, rank, suit) => `${missing(w, rank)} ist der ${suit}-${HONOUR[rank]![0]}.`,
    decided: (a, won) => `${capitalize(announcement({ ...a, status: 'open' }, true))}: ${won ? 'gewonnen' : 'verloren'}.`,
    gameOver: (winners, score, matsch, then) =>
      `${winners ? `${capitalize(names(winners))} ${winners.length === 1 && winners[0]!.self ? 'gewinnst' : winners.length > 1 ? 'gewinnen' : 'gewinnt'} die Partie` : 'Die Partie ist vorbei'}, ${score}${matsch ? '. Matsch: die Verlierer zahlen doppelt' : ''}.` +
      (then === 'settle' ? ' Das Spiel wird für die Ansagen zu Ende gespielt.' : then === 'newGame' ? ' Alt und neu: der Rest dieses Spiels zählt für die neue Partie.' : ''),
    marks: (lines) => `Marken: ${lines.map((l) => `${obj(l.who)} ${l.amount > 0 ? 'plus' : 'minus'} ${Math.abs(l.amount)}`).join(', ')}.`,
    out: (w, valid) => `${subj(w)} ${v(w, 'sagst', 'sagt')} sich aus${valid ? '' : ', zu Unrecht: diese Partei verliert die Partie'}.`.replace('sagst sich', 'sagst dich'),
    dealOver: (reason) => (reason === 'thrownIn' ? 'Niemand kauft den Scat: das Spiel wird eingeworfen.' : reason === 'abandoned' ? 'Das Spiel endet hier.' : 'Das Spiel ist vorbei.'),
    sessionOver: (won, score) => `${won ? 'Du hast gewonnen!' : 'Die Sitzung ist vorbei.'} ${capitalize(score)}. ${K('Shift+N')} beginnt eine neue Partie.`,
    score: (s) =>
      `Stand: ${s.parties
        .map((p) => (p.who.length > 1 ? `${p.mine ? 'ihr' : list(L, p.who.map(obj))} ${p.points}` : `${obj(p.who[0]!)} ${p.points}`))
        .join(', ')}`,
    marksLine: (lines) => `Marken: ${lines.map((l) => `${obj(l.who)} ${l.marks}`).join(', ')}.`,
    yourTurn: (phase, h) =>
      ({
        play: `Du bist dran.${h.mustTrump ? ' Trumpf ist ausgespielt: du musst Trumpf spielen.' : ''}${h.lateAces ? ` Du kannst noch deine Asse ansagen: ${K('Shift+A')}.` : ''}`,
        discard: `Lege ${cardsN(h.toDiscard)} ab: ${K('Enter')} auf einer Karte. Könige und Asse bleiben.`,
        announce: 'Deine Ansagen.',
        contra: 'Contra?',
        bid: 'Dein Gebot.',
        buy: 'Den Scat kaufen?',
        trump: 'Nenne den Trumpf.',
        optIn: 'Alt und neu?',
      } as Record<string, string>)[phase] ?? 'Du bist dran.',
    mustTrumpNote: 'Trumpf ist ausgespielt: du musst Trumpf spielen.',
    notYourTurn: (w) => `Du bist nicht dran: ${obj(w)} ${v(w, 'bist', 'ist')} am Zug.`,
    choicePass: (phase) => ({ announce: 'Nichts (mehr) ansagen', contra: 'Kein Contra', bid: 'Passen', buy: 'Nicht kaufen', optIn: 'Ablehnen' } as Record<string, string>)[phase] ?? 'Passen',
    choiceAnnounce: (kind, dos, worth) => `${KIND[kind]} mit ${dos}: ${worth}`,
    choiceHonours: (rank, count, pts) => `${count} ${HONOUR[rank]![1]}: ${points(pts)}`,
    choiceContra: (level, a, amount) => `${CONTRA[level]} gegen ${announcement(a)}: dann ${marks(amount)}`,
    choiceBid: (suit, value) => `${suit} reizen, Wert ${value}`,
    choiceBuy: 'Den Scat kaufen',
    choiceTrump: (suit, laysDo) => `Trumpf ${suit}${laysDo ? `, ${laysDo} auflegen` : ', ohne Do: der Sechsundzwanziger ist verloren'}`,
    choiceAgree: 'Alt und neu zustimmen',
    choiceOut: 'Aussagen',
    announceWorth: (kind, amount) =>
      `${marks(amount)}; ${kind === '26' ? 'das Do muss den letzten Stich machen' : kind === '52' ? 'die beiden Do’s müssen die letzten zwei Stiche machen' : 'das Trumpf-Do muss den ersten Stich machen'}`,
    announcementsNone: 'Keine Ansagen.',
    trumpIs: (suit) => (suit ? `Trumpf ist ${suit}.` : 'Trumpf ist noch nicht bestimmt.'),
    toDiscard: (n) => `Noch ${cardsN(n)} abzulegen.`,
    disclosed: (w, rank, suit) => `${missing(w, rank)} ist ${suit}.`,
    noTrumpSeats: (ws) => `Kein Trumpf mehr: ${names(ws)}.`,
    gameState: (played, games, alt) => `Partie ${Math.min(played + 1, games)} von ${games}${alt ? ', alt und neu' : ''}.`,
    violation: (code, rule, f) =>
      (({
        notYourTurn: `Du bist nicht dran${f.toMove ? `: ${obj(f.toMove)} ${v(f.toMove, 'bist', 'ist')} am Zug` : ''}.`,
        dealOver: 'Das Spiel ist vorbei: N gibt das nächste.',
        wrongPhase: 'Das geht an dieser Stelle des Spiels nicht.',
        notInHand: `${f.card ?? 'Diese Karte'} ist nicht in deiner Hand.`,
        mustTrump: `Trumpf ist ausgespielt und du hast ${f.trump ?? 'Trumpf'}: du musst Trumpf spielen.`,
        kingOrAce: `Könige und Asse dürfen nicht abgelegt werden${f.card ? ` (${f.card})` : ''}.`,
        trumpWithoutDo: `Du hast ein Do: nenne eine Farbe, deren Do du hast${f.suit ? `, nicht ${f.suit}` : ''}.`,
        noDo: `Ein Gebot in ${f.suit ?? 'einer Farbe'} braucht ihr Do in deiner Hand.`,
        bidTooLow: 'Dein Gebot muss in einer höheren Farbe sein als das vorige.',
        lateHonours: 'Könige, Cavalle, Buben und Do’s werden nur vor dem ersten Ausspielen angesagt.',
        alreadyAnnounced: 'Das ist schon angesagt.',
        acePlayed: 'Du hast ein Ass gespielt: die Asse kannst du nicht mehr ansagen.',
        notHeld: 'Du hast keine drei Karten dieses Rangs.',
        notAsked: 'Contra sagt man nur, wenn man gefragt wird.',
        scatGame: 'Im Scat-Spiel ist die einzige Ansage das Spiel selbst.',
        lateLaying: 'Do’s werden nur vor dem ersten Ausspielen aufgelegt.',
        secondAnnouncement: 'Du hast in diesem Spiel schon einen Sechsundzwanziger oder Zweiundfünfziger angesagt.',
        variantOff: 'Das gehört zu einer Variante, die nicht gilt.',
        gameEnded: 'Die Partie, mit der dieses Spiel begann, ist schon zu Ende.',
      } as Record<string, string>)[code] ?? 'Dieser Zug ist nicht erlaubt.') + (rule ? ` (Regel ${rule})` : ''),
    hint: (move, reason) => `Tipp: ${move}${reason ? `. ${reason}` : ''}.`,
    hintReason: (reason) =>
      ({
        forced: 'Es ist der einzig sinnvolle Zug.',
        declareOut: 'Deine Partei hat 100: Aussagen gewinnt die Partie jetzt.',
        agreeAltUndNeu: 'Alt und neu passt deiner Partei.',
        refuseAltUndNeu: 'Alt und neu hilft eher den anderen.',
        announceHonours: 'Die Honneurs zählen sofort.',
        announce26: 'Mit diesem Do kannst du den letzten Stich erwarten.',
        announce52: 'Mit diesen Do’s kannst du die letzten zwei Stiche erwarten.',
        announceFirst52: 'Das Trumpf-Do kann den ersten Stich machen.',
        noAnnouncement: 'Kein Sechsundzwanziger oder Zweiundfünfziger lohnt mit dieser Hand.',
        contra: 'Die Ansage wird wahrscheinlich scheitern.',
        noContra: 'Verdoppeln wäre zu gewagt.',
        bid: 'Ihr Do und genug von der Farbe, um den Trumpf zu halten.',
        noBid: 'Keine Farbe lohnt ein Gebot.',
        buyScat: 'Mit dem Scat sollte die Hand ihren Sechsundzwanziger machen.',
        declineScat: 'Die Hand ist zu schwach für einen Sechsundzwanziger.',
        discard: 'Sie hilft dem Trumpf nicht, und ihre Punkte zählen am Ende für dich.',
        chooseTrump: 'Dein stärkster Trumpf unter den Farben, deren Do du hast.',
        doFirstTrick: 'Das Trumpf-Do macht den ersten Stich: 52 Punkte.',
        trumpFirstTrick: 'Den ersten Stich stechen, damit der Geber ihn nicht mit dem Trumpf-Do macht, wie das Buch rät.',
        doTrick: 'Ein Stich mit einem Do zählt 10 mehr, im letzten Stich 20.',
        winTrick: 'Sie macht den Stich und seine Punkte.',
        cashWinner: 'Sie sollte ihren Stich machen.',
        drawTrumps: 'Sie zieht den anderen die Trümpfe.',
        attackLaidDo: 'Sie zwingt ein aufgelegtes Do der Gegner vor dem letzten Stich heraus.',
        protectAnnouncement: 'Sie spielt für die Ansage deiner Partei.',
        guardAgainstDo: 'Sie behält einen Trumpf gegen das aufgelegte Do im letzten Stich.',
        keepTrumpDo: 'Das Trumpf-Do bleibt für den letzten Stich.',
        smearPartner: 'Dein Partner liegt vorn: sie bringt ihm Punkte.',
        followPartner: 'Dein Partner liegt vorn: deine besseren Karten bleiben.',
        duckTrick: 'Sie gibt einen Stich billig her, den du nicht machen solltest.',
        leadLow: 'Ein kleines Ausspiel lässt die anderen ihre guten Karten verbrauchen.',
      } as Record<string, string>)[reason] ?? null,
  },
};
