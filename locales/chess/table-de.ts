/**
 * Die Wörter des Tischs auf Deutsch (src/games/chess/table-words.ts): Aufgeben und Remisangebote
 * (CH30) und die Gründe des Computerspielers aus den Spielregeln des Buchs (B-CH, chess.md §9).
 */
import { capitalize, list, type Who } from '../../src/i18n/messages.js';
import type { ChessTableWords, TABLE_COMMAND_IDS } from '../../src/games/chess/table-words.js';
import type { ChessReasonId } from '../../src/games/chess/bots/reasons.js';
import type { Kind } from '../../src/games/chess/types.js';

const L = 'de' as const;

export const TABLE_COMMANDS_DE: Record<(typeof TABLE_COMMAND_IDS)[number], { name: string; help: string }> = {
  resign: { name: 'Aufgeben', help: 'Gibt diese Partie auf, jederzeit: der Gegner gewinnt sie. Du bestätigst es vorher.' },
  offerDraw: { name: 'Remis anbieten oder annehmen', help: 'Bietet dem Gegner Remis an (du bestätigst es vorher); ist dir Remis angeboten, fragt es, ob du annimmst.' },
  declineDraw: { name: 'Remis ablehnen', help: 'Lehnt das angebotene Remis ab. Ein Zug lehnt es auch ab.' },
};

/** Die Figur im Akkusativ: „den Springer“, „die Dame“; angegriffen; neu. */
const TAKEN: Record<Kind, string> = { k: 'den König', q: 'die Dame', r: 'den Turm', b: 'den Läufer', n: 'den Springer', p: 'den Bauern' };
const ATTACKED: Record<Kind, string> = { k: 'den angegriffenen König', q: 'die angegriffene Dame', r: 'den angegriffenen Turm', b: 'den angegriffenen Läufer', n: 'den angegriffenen Springer', p: 'den angegriffenen Bauern' };
const NEW: Record<Kind, string> = { k: 'einen neuen König', q: 'eine neue Dame', r: 'einen neuen Turm', b: 'einen neuen Läufer', n: 'einen neuen Springer', p: 'einen neuen Bauern' };
const of = (table: Record<Kind, string>, k: Kind | undefined, none: string) => (k ? (table[k] ?? String(k)) : none);

const REASONS: Record<ChessReasonId, (kind: Kind | undefined, moves: number) => string> = {
  forced: () => 'der einzige erlaubte Zug',
  mate: () => 'er setzt matt',
  mateIn: (_k, n) => `er erzwingt Matt in ${n} ${n === 1 ? 'Zug' : 'Zügen'}`,
  wins: (k) => `schlägt ${of(TAKEN, k, 'die Figur')} ohne Schaden`,
  cheapest: () => 'schlägt mit der geringsten Figur',
  promotes: (k) => `macht ${of(NEW, k, 'eine neue Figur')}`,
  escapes: (k) => `bringt ${of(ATTACKED, k, 'die angegriffene Figur')} in Sicherheit`,
  castles: () => 'rochiert, für die Sicherheit des Königs',
  centrePawn: () => 'eröffnet mit einem Mittelbauern',
  develops: () => 'entwickelt eine Figur',
  centre: () => 'beherrscht das Zentrum',
  passedPawn: () => 'rückt mit einem Freibauern vor',
  calculated: () => 'das Beste, was die Berechnung der Antworten fand',
  acceptsDraw: () => 'die Stellung ist deutlich schlechter',
};

const who = (w: Who) => (w.self ? 'du' : w.name);

export const chessTableDe: ChessTableWords = {
  resignTitle: 'Aufgeben',
  resignQuestion: (o) => `Diese Partie aufgeben? ${capitalize(who(o))} gewinnt sie.`,
  resignConfirm: 'Aufgeben',
  offerTitle: 'Remis anbieten',
  offerQuestion: (o, myMove) => `${o.name} Remis anbieten? ${myMove ? 'Dann mach deinen Zug: ' : ''}${o.name} antwortet, ein Zug stattdessen lehnt ab.`,
  offerConfirm: 'Remis anbieten',
  answerTitle: 'Remis angeboten',
  answerQuestion: (o) => `${capitalize(who(o))} bietet Remis an. Annehmen? Abbrechen lehnt ab.`,
  acceptConfirm: 'Remis annehmen',
  offerButton: 'Remis anbieten',
  acceptButton: 'Auf das Remisangebot antworten',
  declineButton: 'Remis ablehnen',
  drawOffered: (w) => (w.self ? 'Du bietest Remis an.' : `${w.name} bietet Remis an.`),
  drawDeclined: (w, byMove) => (byMove ? `${w.self ? 'Du ziehst' : `${w.name} zieht`} stattdessen: das Remisangebot verfällt.` : `${w.self ? 'Du lehnst' : `${w.name} lehnt`} das Remis ab.`),
  offerStands: (o) => `Dein Remisangebot steht: ${o.name} hat noch nicht geantwortet.`,
  noOfferToAnswer: 'Dir ist kein Remis angeboten.',
  hint: (move, reasons, rules) => `${capitalize(move)}: ${list(L, reasons)}${rules.length ? ` (${rules.join(', ')})` : ''}.`,
  reason: (r) => (REASONS[r.id] ?? (() => r.id))(r.kind, r.moves ?? 0),
  acceptMove: 'Remis annehmen',
};
