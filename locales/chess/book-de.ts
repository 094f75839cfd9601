/**
 * Die Wörter des Buchs auf Deutsch (src/games/chess/book-words.ts): Fieldings Partien und Stellungen
 * als Nachspiel und Aufgabe, und die historischen Notizen aus shared/rules/chess.md §11 für Spieler.
 */
import { capitalize } from '../../src/i18n/messages.js';
import type { ChessBookWords } from '../../src/games/chess/book-words.js';
import type { BOOK_COMMAND_IDS } from '../../src/games/chess/book-words.js';
import type { Color } from '../../src/games/chess/types.js';
import { keyLabel } from '../keys.js';

const L = 'de' as const;
const K = (key: string) => keyLabel(L, key);
const COLORS: Record<Color, string> = { w: 'Weiß', b: 'Schwarz' };
const col = (c: Color) => COLORS[c] ?? String(c);
const NUMBERS = ['null', 'einem', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
const num = (n: number) => NUMBERS[n] ?? String(n);
const moves = (n: number) => `${n} ${n === 1 ? 'Zug' : 'Zügen'}`;
const zuege = (n: number) => `${n} ${n === 1 ? 'Zug' : 'Züge'}`;

const TITLES: Record<string, string> = {
  'EX-CH-2': 'Der vorbeiziehende Bauer',
  'EX-CH-3': 'Partie 3',
  'EX-CH-4': 'Partie 6',
  'EX-CH-5': 'Stellung 9',
  'EX-CH-6': 'Stellung 10',
  'EX-CH-7': 'Stellung 3',
  'EX-CH-8': 'Stellung 8',
  'EX-CH-9': 'Stellung 13',
};

const SUMMARIES: Record<string, string> = {
  'EX-CH-2': 'das Beispiel des Buchs für en passant: der weiße Bauer zieht zwei Felder an den schwarzen Bauern vorbei, und einer schlägt ihn, als wäre er nur eines gezogen',
  'EX-CH-3': 'das Königsgambit: Weiß gibt einen Springer auf g5, jagt den König mit der Dame und setzt auf e5 matt',
  'EX-CH-4': 'dasselbe Gambit, schneller: die Dame schlägt auf g5, treibt den König hin und her und setzt auf e5 matt',
  'EX-CH-5': 'ein ersticktes Matt: Weiß gibt einen Turm und die Dame, und der Springer setzt den König matt, den seine eigenen Steine einschließen',
  'EX-CH-6': 'Weiß gibt die Dame und einen Turm, und der andere Turm setzt auf der a-Linie matt',
  'EX-CH-7': 'der schwarze Bauer wird zur Dame, vergeblich, wie das Buch sagt: der Turm setzt sofort matt',
  'EX-CH-8': 'Weiß gibt die Dame und treibt den König quer über das Brett in ein Springermatt',
  'EX-CH-9': 'Weiß gibt einen Turm, die Dame fesselt die schwarze Dame, und so setzt der Springer auf g6 matt',
};

export const BOOK_COMMANDS_DE: Record<(typeof BOOK_COMMAND_IDS)[number], { name: string; help: string }> = {
  openBook: { name: 'Das Buch', help: 'Öffnet das Buch: Fieldings Partien zum Nachspielen und seine Stellungen zum Lösen, als Liste. Eingabe öffnet einen Eintrag.' },
  openBookEntry: { name: 'Eintrag öffnen', help: 'Im Buch: öffnet die Partie oder die Stellung im Fokus (wieder von vorn).' },
  bookNext: { name: 'Nächster Zug', help: 'Beim Nachspielen einer Partie des Buchs: spielt den nächsten Zug des Buchs und sagt ihn.' },
  bookPrevious: { name: 'Voriger Zug', help: 'Beim Nachspielen einer Partie des Buchs: nimmt den letzten Zug zurück und sagt den Zug, der nun der letzte ist.' },
  leaveBook: { name: 'Zurück zur Partie', help: 'Schließt das Buch: das Brett zeigt wieder deine Partie.' },
  historicalNotes: { name: 'Historische Notizen', help: 'Öffnet die historischen Notizen des Buchs über das Schach als Liste, eine Notiz je Zeile; noch einmal gedrückt, schließt sie.' },
  closeNotes: { name: 'Notizen schließen', help: 'Schließt die historischen Notizen.' },
};

export const chessBookDe: ChessBookWords = {
  heading: 'Das Buch: Fieldings Partien und Stellungen',
  title: (id) => TITLES[id] ?? id,
  summary: (id) => SUMMARIES[id] ?? id,
  entry: (e) => `${e.title}, ${e.replay ? `Nachspiel mit ${moves(e.plies)}` : `Aufgabe: ${e.task}`}: ${e.summary}${e.open ? ', geöffnet' : ''}.`,
  task: (color, n) => `${col(color)} zieht und setzt in ${num(n)} ${n === 1 ? 'Zug' : 'Zügen'} matt`,
  openedReplay: (title, summary, plies) =>
    `${title}, ${zuege(plies)}: ${summary}. ${K('Shift+ArrowRight')} spielt den nächsten Zug, ${K('Shift+ArrowLeft')} nimmt ihn zurück; die Tasten des Bretts lesen jede Stellung.`,
  openedPuzzle: (title, task) => `${title}: ${task}. Du ziehst, das Buch antwortet; ${K('?')} nennt den nächsten Zug des Buchs.`,
  back: (ply, plies, last) => (last ? `Zurück bei Zug ${ply} von ${plies}. Letzter Zug: ${last}` : 'Zurück am Anfang, noch kein Zug gespielt.'),
  atEnd: 'Hier endet die Partie, wie das Buch sie gibt.',
  atStart: 'Das ist der Anfang der Partie.',
  notTheSolution: (move) => `${capitalize(move)} ist nicht die Lösung des Buchs: zurückgenommen. Versuche einen anderen Zug.`,
  solved: (title) => `Gelöst: ${title}, wie das Buch sie spielt.`,
  hint: (move) => `Der nächste Zug des Buchs: ${move}.`,
  replayNoMove: `Das ist ein Nachspiel: ${K('Shift+ArrowRight')} spielt den nächsten Zug des Buchs.`,
  solvedAlready: 'Die Aufgabe ist gelöst. Wähle im Buch eine andere oder dieselbe, um von vorn zu beginnen.',
  stepOnlyInReplay: 'Bei einer Aufgabe ziehst du selbst.',
  status: (s) =>
    `${s.title}: ${s.replay ? `Zug ${s.ply} von ${s.plies}` : `${s.task}, ${s.ply < s.plies ? `${zuege(Math.ceil(s.ply / 2))} gemacht` : 'gelöst'}`}. Regeln: ${s.rules.join(', ')}.`,
  left: 'Zurück zu deiner Partie.',
  notOpen: `Das Buch ist nicht geöffnet: ${K('e')} öffnet es.`,
  next: 'Nächster Zug',
  previous: 'Voriger Zug',
  leave: 'Zurück zur Partie',
  notesHeading: 'Historische Notizen aus dem Buch',
  notesClosed: 'Notizen geschlossen.',
  notes: {
    legend: {
      title: 'Die Sage von der Erfindung',
      text: 'Das Buch erzählt nach arabischen Autoren von einem jungen indischen König, der als Despot herrschte und jeden Ratgeber bestrafte, der ihm die Wahrheit sagte, bis der Brahmane Nassir, Sohn des Daher, das Schach erfand: ein Spiel, in dem der König schwach ist und seine Diener und Soldaten alles tun, um ihn zu schützen, sodass selbst der kleinste Stein, gut gebraucht, großen Wert hat und der Verlust eines einzigen Steins das Matt des Königs bedeuten kann. Der König lernte das Spiel, verstand seine Lehre von der guten Regierung, änderte seine Herrschaft und gewann die Liebe seines Volkes.',
    },
    wheat: {
      title: 'Die Weizenkörner',
      text: 'Nach seinem Lohn gefragt, erbat sich Nassir ein Weizenkorn auf dem ersten Feld, zwei auf dem zweiten, vier auf dem dritten und so fort, auf jedem Feld doppelt so viele wie auf dem vorigen. Der König nannte ihn einen Narren, weil er so wenig verlange, doch bald meldete sein Verwalter, das ganze Königreich könne nicht einmal die Hälfte bezahlen: die 64 Felder fassen 18.446.744.073.709.551.615 Körner. Das Buch rechnet vor, dass 16.384 Städte mit je 1.024 Speichern zu 174.768 Scheffeln von je 32.768 Körnern kaum den 200. Teil davon fassten. Der König umarmte Nassir und behielt ihn als Freund und Bruder.',
    },
    west: {
      title: 'Der Weg nach Westen und der Name',
      text: 'Das Spiel kam von den Persern und Arabern in den Westen, zuerst nach Italien, mit Hilfe der Kreuzzüge. Das Wort Schach, im Polnischen des Buchs szach, kommt vom persischen Wort für König. Zur Zeit des Buchs war das Schach von Ochotsk bis Lissabon verbreitet, von Island bis Afrika.',
    },
    kinds: {
      title: 'Arten des Schachs',
      text: 'Das Buch nennt das kleine oder alte Schach mit sechzehn Steinen auf 64 Feldern, das hier gelehrte Spiel; das neue oder große Schach, das man im Dorf Ströbeck das Kurierspiel nennt, mit 24 Steinen je Seite, darunter vier Kurieren, auf einem Brett von 96 Feldern, zwölf mal acht; und das italienische Schach.',
    },
    living: {
      title: 'Lebendes Schach',
      text: 'Don Juan d’Austria soll den Boden eines Saals als Schachbrett haben auslegen lassen, nach einer Erfindung, die Harsdörffer beschreibt, und darauf mit lebenden Personen als Steinen gespielt haben.',
    },
    bishops: {
      title: 'Die Namen der Läufer',
      text: 'Das Buch findet es lächerlich, dass die Engländer diese Steine Bischöfe nennen und die Franzosen fous, Narren; ein geistreicher Autor erklärt, die ersten Erfinder hätten die Narren nicht weit vom Fürsten gehen lassen wollen. Das Buch selbst nennt sie nach dem Deutschen Laufer, oder Adjutanten.',
    },
    war: {
      title: 'Schach als Krieg',
      text: 'Zwei kleine hölzerne Heere stehen einander gegenüber, Befehlshaber, Adjutanten, Reiterei und Fußvolk bereit, und der König steht, wie es in Wirklichkeit oft geschieht, ohne eigene Kraft da und erwartet alles von seinem Kriegsminister, das heißt vom Spieler.',
    },
    markedPawn: {
      title: 'Der gezeichnete Bauer',
      text: 'Ein stärkerer Spieler konnte vorgeben, indem er sich verpflichtete, mit einem gezeichneten Bauern matt zu setzen, dem pion coiffé, meist dem Springerbauern des Königs; ohne dieses Matt gab er die Partie verloren. Das Buch bringt solche Partien, darunter ein Matt mit dem Bauern in vierzehn Zügen, das dem Marschall von Sachsen zugeschrieben wird.',
    },
  },
};
