/**
 * Słowa stołu po polsku (src/games/chess/table-words.ts): poddanie partii i propozycje remisu (CH30)
 * oraz powody ruchu komputera z zasad gry książki (B-CH, chess.md §9). Imiona zawsze w mianowniku.
 */
import { capitalize, list } from '../../src/i18n/messages.js';
import type { ChessTableWords, TABLE_COMMAND_IDS } from '../../src/games/chess/table-words.js';
import type { ChessReasonId } from '../../src/games/chess/bots/reasons.js';
import type { Kind } from '../../src/games/chess/types.js';

const L = 'pl' as const;

export const TABLE_COMMANDS_PL: Record<(typeof TABLE_COMMAND_IDS)[number], { name: string; help: string }> = {
  resign: { name: 'Poddaj partię', help: 'Poddaje tę partię w dowolnej chwili: wygrywa przeciwnik. Najpierw to potwierdzasz.' },
  offerDraw: { name: 'Zaproponuj lub przyjmij remis', help: 'Proponuje przeciwnikowi remis (najpierw to potwierdzasz); gdy remis proponują tobie, pyta, czy go przyjmujesz.' },
  declineDraw: { name: 'Odrzuć remis', help: 'Odrzuca zaproponowany remis. Ruch także go odrzuca.' },
};

/** Biernik: „bije skoczka”, „promocja na wieżę”. */
const ACC: Record<Kind, string> = { k: 'króla', q: 'hetmana', r: 'wieżę', b: 'gońca', n: 'skoczka', p: 'piona' };
/** Biernik z przymiotnikiem: „ratuje atakowanego skoczka”, „atakowaną wieżę”. */
const ATTACKED: Record<Kind, string> = { k: 'atakowanego króla', q: 'atakowanego hetmana', r: 'atakowaną wieżę', b: 'atakowanego gońca', n: 'atakowanego skoczka', p: 'atakowanego piona' };
const of = (table: Record<Kind, string>, k: Kind | undefined, none: string) => (k ? (table[k] ?? String(k)) : none);

const REASONS: Record<ChessReasonId, (kind: Kind | undefined, moves: number) => string> = {
  forced: () => 'jedyny dozwolony ruch',
  mate: () => 'daje mata',
  mateIn: (_k, n) => `wymusza mata w ${n} ${n === 1 ? 'ruchu' : 'ruchach'}`,
  wins: (k) => `bije ${of(ACC, k, 'figurę')} bez szkody`,
  cheapest: () => 'bije najmniej wartościową figurą',
  promotes: (k) => `promocja na ${of(ACC, k, 'figurę')}`,
  escapes: (k) => `ratuje ${of(ATTACKED, k, 'atakowaną figurę')}`,
  castles: () => 'roszada, dla bezpieczeństwa króla',
  centrePawn: () => 'otwiera grę pionem centralnym',
  develops: () => 'rozwija figurę',
  centre: () => 'kontroluje centrum',
  passedPawn: () => 'posuwa wolnego piona',
  calculated: () => 'najlepszy ruch, jaki znalazło obliczenie odpowiedzi',
  acceptsDraw: () => 'pozycja jest wyraźnie gorsza',
};

export const chessTablePl: ChessTableWords = {
  resignTitle: 'Poddanie partii',
  resignQuestion: (o) => `Poddać tę partię? Wygrywa ${o.self ? 'ty' : o.name}.`,
  resignConfirm: 'Poddaj',
  offerTitle: 'Propozycja remisu',
  offerQuestion: (o, myMove) => `Zaproponować remis? ${myMove ? 'Potem wykonaj swój ruch. ' : ''}Odpowiada ${o.name}; ruch zamiast odpowiedzi odrzuca propozycję.`,
  offerConfirm: 'Zaproponuj remis',
  answerTitle: 'Propozycja remisu',
  answerQuestion: (o) => `Remis proponuje ${o.self ? 'ty' : o.name}. Przyjąć go? „Anuluj” odrzuca.`,
  acceptConfirm: 'Przyjmij remis',
  offerButton: 'Zaproponuj remis',
  acceptButton: 'Odpowiedz na propozycję remisu',
  declineButton: 'Odrzuć remis',
  drawOffered: (w) => (w.self ? 'Proponujesz remis.' : `Remis proponuje ${w.name}.`),
  drawDeclined: (w, byMove) =>
    byMove ? `${w.self ? 'Wykonujesz ruch' : `${w.name} wykonuje ruch`} zamiast odpowiedzi: propozycja remisu wygasa.` : `${w.self ? 'Odrzucasz' : `${w.name} odrzuca`} remis.`,
  offerStands: (o) => `Twoja propozycja remisu wciąż czeka na odpowiedź (${o.name}).`,
  noOfferToAnswer: 'Nikt nie proponuje ci remisu.',
  hint: (move, reasons, rules) => `${capitalize(move)}: ${list(L, reasons)}${rules.length ? ` (${rules.join(', ')})` : ''}.`,
  reason: (r) => (REASONS[r.id] ?? (() => r.id))(r.kind, r.moves ?? 0),
  acceptMove: 'Przyjmij remis',
};
