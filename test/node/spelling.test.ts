/**
 * The spelling of every catalogue (issue 26), checked with Debian's Hunspell dictionaries: de_DE
 * (hunspell-de-de), en_GB (hunspell-en-gb) and pl_PL (hunspell-pl).
 * `node scripts/test.mjs` installs them as root when missing (scripts/ensure.mjs: ensureHunspell); without
 * them this test fails saying how to install them — it never skips.
 *
 * The texts of each language:
 * - every catalogue — the shell's, the card words, the tables' words, each game's catalogue and its
 *   chooser words — walked leaf by leaf: each string, and each function called with sample parameters
 *   (a person, a number, a word, a list, true and false), as test/node/catalogue-capitals.test.ts does;
 * - each game's rules texts for its default rules, each table form and each variant on its own;
 * - what the table says in a seeded sitting of every seat game with random legal moves (each game's own
 *   describer, the events as seat 0 sees them, its reading keys at its turn and at a deal's end): the first
 *   form's whole sitting, the other forms' first deal; and a whole seeded deal of every patience.
 * Words are split at anything that is not a letter (inner apostrophes kept, hyphenated words checked part by
 * part); dropped: single letters and capitals of up to three letters (keys, card short names, rule IDs),
 * Roman numerals, the players' default names (with an ending), the key names (locales/keys.ts) and the packs'
 * short names and faces; what a player may type for a card (`typed`) is no text. Each text is read once.
 * All words of one language go to one `hunspell -l` run; a second takes the lower-case words it did not know,
 * and one it knows capitalised passes (a typed command in a text: „zug“, „hilfe“, "boston"). An unknown word
 * must be in the reviewed list of its language (locales/spelling/<lang>.txt: game words the dictionaries
 * lack, by game; a word there with its first letter in either case); the test fails naming every other
 * unknown word and where it came from, and every listed word no text uses any more.
 * Not read: the command-word tables (locales/<game>/command-words*.ts: what a player types, not texts).
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_TEXTS } from '../../locales/all.js';
import { TABLES_TEXTS } from '../../locales/tables/all.js';
import { KEY_NAMES } from '../../locales/keys.js';
import { DEFAULT_NAMES } from '../../locales/names.js';
import { decksDe } from '../../locales/decks/de.js';
import { decksEn } from '../../locales/decks/en.js';
import { decksPl } from '../../locales/decks/pl.js';
import { LOCALES, getMessages, type Locale } from '../../src/i18n/index.js';
import type { Messages, RulesSection } from '../../src/i18n/messages.js';
import { mergeCatalogue } from '../../src/i18n/game-texts.js';
import { GAMES } from '../../src/games/registry.js';
import type { SeatGame } from '../../src/engine/game.js';
import { Rng } from '../../src/engine/rng.js';
import { calls } from './support/sample-arguments.js';
// The engines, describers and rules of the games.
import * as PA from '../../src/games/papillon/index.js';
import * as PAD from '../../src/games/papillon/describe.js';
import * as PAR from '../../src/games/papillon/rules.js';
import * as PT from '../../src/games/patience/index.js';
import * as PTD from '../../src/games/patience/describe.js';
import * as CA from '../../src/games/casino/index.js';
import * as CAD from '../../src/games/casino/describe.js';
import * as CAR from '../../src/games/casino/rules.js';
import * as HU from '../../src/games/hundertspiel/index.js';
import * as HD from '../../src/games/hundertspiel/describe.js';
import * as HUR from '../../src/games/hundertspiel/rules.js';
import * as WH from '../../src/games/whist/index.js';
import * as WD from '../../src/games/whist/describe.js';
import * as WHR from '../../src/games/whist/rules.js';
import * as PQ from '../../src/games/piquet/index.js';
import * as PD from '../../src/games/piquet/describe.js';
import * as PQR from '../../src/games/piquet/rules.js';
import * as OM from '../../src/games/ombre/index.js';
import * as OD from '../../src/games/ombre/describe.js';
import * as OMR from '../../src/games/ombre/rules.js';
import * as BO from '../../src/games/boston/index.js';
import * as BD from '../../src/games/boston/describe.js';
import * as BOR from '../../src/games/boston/rules.js';
import * as TA from '../../src/games/tarok/index.js';
import * as TD from '../../src/games/tarok/describe.js';
import * as TAR from '../../src/games/tarok/rules.js';
import * as CH from '../../src/games/chess/index.js';
import * as CHD from '../../src/games/chess/describe.js';
import * as CHR from '../../src/games/chess/rules.js';

/** The languages checked: every language of the app. */
type Lang = Locale;
const LANGS: readonly Lang[] = LOCALES;
const DICTIONARY: Readonly<Record<Lang, string>> = { de: 'de_DE', en: 'en_GB', pl: 'pl_PL' };
const PACKAGE: Readonly<Record<Lang, string>> = { de: 'hunspell-de-de', en: 'hunspell-en-gb', pl: 'hunspell-pl' };
const root = process.cwd();

// -- the words of a text ------------------------------------------------------------------------------

/** The words collected for one language: each with the first place it came from. */
class Words {
  readonly first = new Map<string, string>();
  /** Each text is read once (a sitting says many sentences again and again). */
  readonly texts = new Set<string>();
  tokens = 0;
  constructor(readonly skip: ReadonlySet<string>) {}
  add(text: string, where: string): void {
    if (this.texts.has(text)) return;
    this.texts.add(text);
    for (const w of wordsOf(text)) {
      if (this.skip.has(w) || NAMED.test(w)) continue;
      this.tokens++;
      if (!this.first.has(w)) this.first.set(w, where);
    }
  }
}

/** The words of a text: letters (with inner apostrophes), hyphenated words part by part; no single letters, no short all-capital tokens. */
export function wordsOf(text: string): string[] {
  const out: string[] = [];
  // Not after a digit: an ordinal's ending, a card token ("2nd", "10H").
  for (const m of text.normalize('NFC').replace(/[’‘]/gu, "'").matchAll(/(?<![\p{N}\p{L}])\p{L}[\p{L}\p{M}]*(?:['-]\p{L}[\p{L}\p{M}]*)*/gu)) {
    for (const part of m[0].split('-')) {
      if ([...part].length < 2) continue;
      if (/^\p{Lu}+$/u.test(part) && [...part].length <= 3) continue;
      // Roman numerals: the Tarock trumps' faces.
      if (/^[IVXL]+$/u.test(part)) continue;
      out.push(part);
    }
  }
  return out;
}

/** What the sample could not fill: not read (its words would be the sample's). */
const UNFILLED = /undefined|\[object|\bnull\b|\btrue\b|\bfalse\b|function stand/iu;
const unfilled = (text: string): boolean => UNFILLED.test(text) || /NaN|\b(?:true|false|null|undefined)/u.test(text);

/** Every string of a catalogue, and what each function says with the samples (strings and lists of strings or sections it returns). */
function walk(x: unknown, path: string, words: Words, seen = new Set<unknown>()): void {
  if (typeof x === 'string') return words.add(x, path);
  if (typeof x === 'function') {
    for (const args of calls(x.length)) {
      let out: unknown;
      try {
        out = (x as (...a: unknown[]) => unknown)(...args);
      } catch {
        continue;
      }
      if (typeof out === 'string') {
        if (!unfilled(out)) words.add(out, `${path}(…)`);
      } else if (typeof out === 'object' && out !== null && !seen.has(out)) walkResult(out, `${path}(…)`, words, seen);
    }
    return;
  }
  if (typeof x !== 'object' || x === null || seen.has(x)) return;
  seen.add(x);
  for (const [k, v] of Object.entries(x)) {
    // What a player may type for a card (forms without diacritics, short names) and the cards' face symbols: no texts.
    if (k === 'typed' || k === 'short' || k === 'face' || k === 'alone') continue;
    walk(v, Array.isArray(x) ? `${path}[${k}]` : `${path}.${k}`, words, seen);
  }
}

/** What a function returned that is no string: its strings, when the sample filled them. */
function walkResult(x: unknown, path: string, words: Words, seen: Set<unknown>): void {
  if (typeof x === 'string') {
    if (!unfilled(x)) words.add(x, path);
    return;
  }
  if (typeof x !== 'object' || x === null || seen.has(x)) return;
  seen.add(x);
  for (const [k, v] of Object.entries(x)) if (typeof v !== 'function') walkResult(v, `${path}.${k}`, words, seen);
}

function addSections(sections: readonly RulesSection[], where: string, words: Words): void {
  for (const s of sections) {
    words.add(s.heading, `${where} "${s.heading}"`);
    for (const p of s.paragraphs) words.add(p, `${where} "${s.heading}"`);
  }
}

// -- the catalogues of each language ---------------------------------------------------------------

const SHELL: Readonly<Record<Lang, Messages>> = Object.fromEntries(LOCALES.map((l) => [l, getMessages(l)])) as Record<Lang, Messages>;
const DECKS: Readonly<Record<Lang, unknown>> = { de: decksDe, en: decksEn, pl: decksPl };

/** A game's catalogue in a language. */
function catalogueOf(id: string, lang: Lang): unknown {
  return GAME_TEXTS[id]?.catalogue[lang] ?? null;
}
/** The shell's catalogue with a game's over it, as the game's describer reads it. */
function messagesOf(id: string, lang: Lang): never {
  return mergeCatalogue(SHELL[lang], catalogueOf(id, lang) as never) as never;
}
const namesOf = (lang: Lang): string[] => [0, 1, 2, 3, 4].map((i) => DEFAULT_NAMES[lang](i));

/** A person's name with an ending (a possessive, a case; the samples' "Annath" from an ordinal of a name): no word to check. */
const NAMED = /^(?:Anna|Ben|Clara|Dora|Lea|Bert|Ty)(?:'?s|th|y|ie|ę|ą|o|ie)?$/iu;

/** Not words of a language: the default names, the key names, the braille short names and faces of the packs. */
function skipped(lang: Lang): Set<string> {
  const skip = new Set<string>(['Anna', 'Ben', 'Clara', 'Dora', 'Lea', 'Bert']);
  for (const n of namesOf(lang)) for (const w of wordsOf(n)) skip.add(w);
  const keys = KEY_NAMES[lang];
  for (const k of [...Object.keys(keys), ...Object.values(keys)]) for (const w of wordsOf(k)) skip.add(w);
  const shorts = (x: unknown): void => {
    if (typeof x !== 'object' || x === null) return;
    for (const [k, v] of Object.entries(x)) {
      if ((k === 'short' || k === 'face') && typeof v === 'string') for (const w of wordsOf(v)) skip.add(w);
      else if (k !== 'typed') shorts(v);
    }
  };
  shorts(DECKS[lang]);
  return skip;
}

// -- the rules texts: the default, each form and each variant ----------------------------------------

type Sections = (rules: never) => readonly RulesSection[];
interface RulesRow {
  readonly texts: Partial<Record<Lang, unknown>>;
  /** The resolved rules of every case to read. */
  readonly cases: () => unknown[];
}
/** Every base set-up, alone and with each variant on its own (a combination the engine refuses is left out). */
function eachVariant(resolve: (o: never) => unknown, bases: readonly object[], ids: readonly string[]): () => unknown[] {
  return () => bases.flatMap((b) => [b, ...ids.map((id) => ({ ...b, variants: [id] }))]).flatMap((o) => {
    try {
      return [resolve(o as never)];
    } catch {
      return [];
    }
  });
}
const rulesTexts = (id: string): Partial<Record<Lang, unknown>> => Object.fromEntries(LOCALES.map((l) => [l, GAME_TEXTS[id]?.rules[l]]));
const RULES: Readonly<Record<string, RulesRow>> = {
  papillon: { texts: rulesTexts('papillon'), cases: eachVariant(PAR.resolveRules, [{ players: 3 }, { players: 4 }, ...Object.keys(PAR.PRESETS).map((preset) => ({ players: 4, preset }))], PAR.VARIANT_IDS) },
  hundertspiel: { texts: rulesTexts('hundertspiel'), cases: eachVariant(HUR.resolveRules, [{ players: 4 }, { players: 4, scat: true }, { players: 3 }, { players: 3, scat: true }], HUR.VARIANT_IDS) },
  casino: { texts: rulesTexts('casino'), cases: eachVariant(CAR.resolveRules, [{ players: 2 }, { players: 3 }, { players: 4 }], CAR.VARIANT_IDS) },
  whist: { texts: rulesTexts('whist'), cases: eachVariant(WHR.resolveRules, [{}, { rubbers: 3 }], WHR.VARIANT_IDS) },
  piquet: { texts: rulesTexts('piquet'), cases: eachVariant(PQR.resolveRules, [{}], PQR.VARIANT_IDS) },
  ombre: { texts: rulesTexts('ombre'), cases: eachVariant(OMR.resolveRules, ['ombre', 'en-deux', 'en-quatre', 'quadrille', 'cinquille'].map((game) => ({ game })), OMR.VARIANT_IDS) },
  boston: { texts: rulesTexts('boston'), cases: eachVariant(BOR.resolveRules, [{}, { players: 3 }, { whist: true }], BOR.VARIANT_IDS) },
  tarok: { texts: rulesTexts('tarok'), cases: eachVariant(TAR.resolveRules, [{ form: 'trois' }, { form: 'deux' }, { form: 'lomber' }, { form: 'lomber', method: 'new' }], TAR.VARIANT_IDS) },
  chess: { texts: rulesTexts('chess'), cases: eachVariant(CHR.resolveRules, [{}, ...CHR.PRESETS.map((preset) => ({ preset }))], CHR.VARIANT_IDS) },
  patience: { texts: rulesTexts('patience'), cases: () => [null] },
};

// -- whole seeded sittings through each game's describer ----------------------------------------------

type AnyGame = SeatGame<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Table {
  /** The game's text id (its catalogue). */
  readonly texts: string;
  readonly game: AnyGame;
  readonly options: readonly unknown[];
  /** What seat 0 hears of a step (the events as it may see them, the view after them), and what it reads with the game's keys then. */
  readonly words: (lang: Lang, events: readonly unknown[], view: any, step: number) => [string[], () => string[]]; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const said = (x: readonly { text: string }[]): string[] => x.map((s) => s.text);
const base = (lang: Lang, id: string) => ({ locale: lang, me: 0, names: namesOf(lang), style: 'long' as const, messages: messagesOf(id, lang) });

/** Every seat game of the registry, by its registry id: one table or more, each a whole sitting. */
const TABLES: Readonly<Record<string, readonly Table[]>> = {
  papillon: [{
    texts: 'papillon', game: PA.papillonGame, options: [{ players: 3, tours: 1 }, { players: 4, tours: 1, variants: ['V-P-9', 'V-P-10', 'V-P-11'] }],
    words: (lang, events, view) => {
      const ctx: PAD.DescribeContext = { messages: messagesOf('papillon', lang), me: 0, names: namesOf(lang), verbosity: 'detailed', cardNames: 'long', pack: 'french', payments: 'each', view };
      return [said(PAD.describeEvents(events as never, ctx)), () => [PAD.describeHand(view, ctx), PAD.describeTable(view, ctx), PAD.describeStatus(view, ctx)]];
    },
  }],
  casino: [{
    texts: 'casino', game: CA.casinoGame, options: [{ engine: { players: 2 }, games: 1 }, { engine: { players: 4 }, games: 1 }],
    words: (lang, events, view, step) => {
      const w: CAD.Words = { ...base(lang, 'casino'), pack: 'french', verbosity: 'detailed', view, games: 1 };
      return [said(CAD.describeEvents(events as never, w, { newGame: step === 0 })), () => [CAD.describeHand(w), CAD.describeTable(w), CAD.describeStatus(w), CAD.describeLastCapture(w)]];
    },
  }],
  whist: [{
    texts: 'whist', game: WH.whistGame, options: [{}],
    words: (lang, events, view) => {
      const w: WD.Words = { ...base(lang, 'whist'), view };
      return [said(WD.describeEvents(events as never, w)), () => [WD.describeTrick(w), WD.describeLastTrick(w), WD.describeScore(w), WD.describeTrump(w)]];
    },
  }],
  hundertspiel: [{
    texts: 'hundertspiel', game: HU.hundertspielGame, options: [{ engine: { players: 4 }, games: 1 }, { engine: { players: 4, scat: true }, games: 1 }, { engine: { players: 3 }, games: 1 }],
    words: (lang, events, view) => {
      const w: HD.Words = { ...base(lang, 'hundertspiel'), view, games: 1 };
      return [said(HD.describeEvents(events as never, w)), () => [HD.describeTrick(w), HD.describeLastTrick(w, 10), HD.describeScore(w), HD.describeAnnouncements(w)]];
    },
  }],
  piquet: [{
    texts: 'piquet', game: PQ.piquetGame, options: [{}],
    words: (lang, events, view) => {
      const w: PD.Words = { ...base(lang, 'piquet'), view, bounds: view.toMove === 0 ? PQ.exchangeBounds(view) : null };
      return [said(PD.describeEvents(events as never, w)), () => [PD.describeTrick(w), PD.describeLastTrick(w), PD.describeScore(w), PD.describeDeclarations(w), PD.describeExchange(w)]];
    },
  }],
  ombre: [{
    texts: 'ombre', game: OM.ombreGame, options: [{ game: 'ombre', tours: 1 }, { game: 'en-deux', tours: 1 }, { game: 'quadrille', tours: 1 }, { game: 'cinquille', tours: 1 }],
    words: (lang, events, view) => {
      const w: OD.Words = { ...base(lang, 'ombre'), view, limit: view.toMove === 0 && view.phase === 'exchange' ? OM.discardLimit(view) : null };
      return [said(OD.describeEvents(events as never, w)), () => [OD.describeHand(w), OD.describeTrick(w), OD.describeLastTrick(w), OD.describeTable(w), OD.describeGame(w)]];
    },
  }],
  boston: [{
    texts: 'boston', game: BO.bostonGame, options: [{ tours: 1 }, { players: 3, tours: 1 }, { whist: true, tours: 1 }],
    words: (lang, events, view) => {
      const w: BD.Words = { ...base(lang, 'boston'), view };
      return [said(BD.describeEvents(events as never, w)), () => [BD.describeTrick(w), BD.describeLastTrick(w), BD.describeTable(w), BD.describeGame(w), BD.describeBid(w), BD.describeOpen(w)]];
    },
  }],
  tarok: [{
    texts: 'tarok', game: TA.tarokGame, options: [{ form: 'trois', tours: 1 }, { form: 'deux' }, { form: 'lomber', tours: 1 }, { form: 'lomber', method: 'new', tours: 1 }],
    words: (lang, events, view) => {
      const w: TD.Words = { ...base(lang, 'tarok'), view };
      return [said(TD.describeEvents(events as never, w)), () => [TD.describeHand(w), TD.describeTrick(w), TD.describeLastTrick(w), TD.describeTable(w), TD.describeGame(w), TD.describeBid(w)]];
    },
  }],
  chess: [{
    texts: 'chess', game: CH.chessGame, options: [{}, { preset: 'fielding', variants: ['V-CH-4'] }],
    words: (lang, events, view) => {
      const w: CHD.Words = { messages: messagesOf('chess', lang), style: 'words', me: 0, names: namesOf(lang), view };
      return [said(CHD.describeEvents(events as never, w)), () => [CHD.describeMen(w, 'w'), CHD.describeMen(w, 'b'), CHD.describeAttacks(w, 'e4'), CHD.describeLine(w, 'e4', 'file'), CHD.describeLine(w, 'e4', 'rank')]];
    },
  }],
};

/**
 * A seeded sitting with random legal moves: what seat 0 hears after every step, and what it reads with the
 * game's keys when it is to move and when a deal ends. `whole`: to the sitting's end; else its first deal
 * (until the table waits for the next deal; the deals after it while fewer than 40 steps were said), and
 * the next deal's start.
 */
function playSitting(t: Table, options: unknown, seed: string, lang: Lang, words: Words, where: string, whole: boolean): void {
  const rng = Rng.fromSeed(`spelling/${where}/${seed}`);
  let { state, events } = t.game.start(options, seed);
  let step = 0;
  const hear = (evs: readonly unknown[]) => {
    const view = t.game.view(state, 0);
    const [heard, read] = t.words(lang, evs.map((e) => t.game.visibleEvent(e, 0)), view, step);
    for (const text of heard) words.add(text, `${where} step ${step}`);
    // The reading keys when seat 0 may press them: at its turn, and when nobody is to move.
    const who = t.game.toMove(state);
    if (who === 0 || who === null) for (const text of read()) words.add(text, `${where} step ${step}, read`);
    step++;
  };
  hear(events);
  let moved = false;
  for (let guard = 0; guard < 20000 && !t.game.isOver(state); guard++) {
    if (t.game.toMove(state) === null) {
      const next = t.game.advance(state);
      if (!next) break;
      ({ state, events } = next);
      // A deal has ended: enough of this form (a deal of passes only is short: then the next one too).
      if (moved && !whole && step >= 40) return hear(events);
    } else {
      const legal = t.game.legalMoves(state);
      const r = t.game.applyMove(state, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(r.violation.message);
      ({ state, events } = r);
      moved = true;
    }
    hear(events);
  }
  assert.ok(t.game.isOver(state), `${where}: the sitting ended`);
  assert.ok(step > 10, `${where}: only ${step} steps`);
}

/** A whole seeded deal of a patience: every move said, its places, foundations, status and table read. */
function playPatience(id: PT.PatienceId, lang: Lang, words: Words): void {
  const ctx: PTD.PatienceDescribeContext = { messages: messagesOf('patience', lang), cardNames: 'long', pack: 'french', verbosity: 'detailed' };
  const where = `${id} deal`;
  let state = PT.newGame(id, 7);
  const read = (s: PT.PatienceState) => {
    words.add(PTD.describePatienceStatus(s, ctx, { seed: '7', moves: 3 }), `${where} status`);
    words.add(PTD.describeWholeTable(s, ctx), `${where} table`);
    words.add(PTD.describeFoundations(s, ctx), `${where} foundations`);
  };
  read(state);
  for (let i = 0; i < 3000 && PT.status(state) === 'playing'; i++) {
    const moves = PT.legalMoves(state);
    for (const m of moves) words.add(PTD.describeMove(m, state, ctx), `${where} move ${m.type}`);
    const m = id === 'halber-mond' ? (moves.find((x) => x.type === 'toFoundation') ?? moves[moves.length - 1]!) : moves[0]!;
    const r = PT.applyMove(state, m);
    if (!r.ok) throw new Error(r.violation.message);
    state = r.state;
    for (const a of PTD.describePatienceEvents(id, r.events, ctx)) words.add(a.text, `${where} events`);
    read(state);
  }
}

// -- Hunspell ---------------------------------------------------------------------------------------

/** The hunspell program (HUNSPELL: another one, or a missing one to see this test's message) and the dictionaries' names (SPELLING_DICTIONARY_SUFFIX: the same). */
const HUNSPELL = process.env['HUNSPELL'] ?? 'hunspell';
const dictionary = (lang: Lang): string => DICTIONARY[lang] + (process.env['SPELLING_DICTIONARY_SUFFIX'] ?? '');

/** The words Hunspell's dictionary of the language does not know (one run for all of them); without hunspell or the dictionary, a failure saying how to install them. */
function unknownWords(lang: Lang, words: readonly string[]): Set<string> {
  const install = `install Debian's packages, as root: apt-get install -y --no-install-recommends hunspell ${Object.values(PACKAGE).join(' ')} (node scripts/test.mjs does this itself when run as root)`;
  const r = spawnSync(HUNSPELL, ['-i', 'UTF-8', '-d', dictionary(lang), '-l'], { input: words.join('\n'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') assert.fail(`The spelling check needs the program hunspell, which is not installed here (${HUNSPELL}): ${install}.`);
  // Without the dictionary hunspell stops before reading its input (EPIPE) and says so.
  if (r.error || r.status !== 0 || /Can't open/u.test(r.stderr ?? '')) {
    const said = (r.stderr ?? '').trim().replace(/\.$/u, '') || r.error?.message || `exit ${r.status}`;
    assert.fail(`The spelling check needs Hunspell's ${dictionary(lang)} dictionary (package ${PACKAGE[lang]}); hunspell says: ${said}. To ${install}.`);
  }
  return new Set(r.stdout.split('\n').map((w) => w.trim()).filter(Boolean));
}

/** Hunspell's unknown words less those in lower case that it knows capitalised (a typed command in a text: „zug“, „hilfe“, "boston"). */
function unknownIn(lang: Lang, words: readonly string[]): { unknown: Set<string>; lowerCommands: number } {
  const unknown = unknownWords(lang, words);
  const lower = [...unknown].filter((w) => /^\p{Ll}/u.test(w));
  const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const stillUnknown = unknownWords(lang, lower.map(capital));
  const known = lower.filter((w) => !stillUnknown.has(capital(w)));
  for (const w of known) unknown.delete(w);
  return { unknown, lowerCommands: known.length };
}

/** The reviewed list of a language's game words the dictionary lacks: one word a line, # comments. */
function allowList(lang: Lang): Set<string> {
  const file = join(root, 'locales', 'spelling', `${lang}.txt`);
  if (!existsSync(file)) return new Set();
  return new Set(readFileSync(file, 'utf8').split('\n').map((l) => l.replace(/#.*/u, '').trim()).filter(Boolean));
}

// -- the test ---------------------------------------------------------------------------------------

function collect(lang: Lang): Words {
  const words = new Words(skipped(lang));
  // The catalogues, leaf by leaf.
  walk(SHELL[lang], `shell ${lang}`, words);
  walk(DECKS[lang], `card words ${lang}`, words);
  walk(TABLES_TEXTS[lang], `tables ${lang}`, words);
  for (const [id, t] of Object.entries(GAME_TEXTS)) {
    walk(t.catalogue[lang], `${id} ${lang}`, words);
    walk(t.rules[lang], `${id} rules ${lang}`, words);
  }
  for (const g of GAMES) walk(g.texts[lang], `${g.id} chooser ${lang}`, words);
  // The rules texts of every case.
  for (const [id, row] of Object.entries(RULES)) {
    const texts = row.texts[lang];
    if (!texts) continue;
    for (const [i, rules] of row.cases().entries()) {
      const sections = typeof texts === 'function' ? (texts as Sections)(rules as never) : Object.values(texts as Record<string, readonly RulesSection[]>).flat();
      addSections(sections, `${id} rules ${lang} case ${i}`, words);
    }
  }
  // Whole seeded sittings of every seat game, a whole deal of every patience.
  for (const [id, tables] of Object.entries(TABLES)) {
    for (const t of tables) {
      if (catalogueOf(t.texts, lang) === null) continue;
      // The first form's whole sitting (its end: the final standings), the other forms' first deal.
      for (const [i, options] of t.options.entries()) playSitting(t, options, `${id}-${i}`, lang, words, `${id} ${lang} ${i === 0 ? 'sitting' : 'deal'} ${JSON.stringify(options)}`, i === 0);
    }
  }
  for (const id of PT.PATIENCE_IDS) playPatience(id, lang, words);
  return words;
}

describe('Spelling: every catalogue with Hunspell (issue 26)', () => {
  it('the words of a text: letters, inner apostrophes, hyphens part by part; no single letters or short capitals', () => {
    assert.deepEqual(wordsOf("Anna's trick-taking, 10H, F1 and Shift+T: you don't."), ["Anna's", 'trick', 'taking', 'and', 'Shift', 'you', "don't"]);
    assert.deepEqual(wordsOf('„Stiche“ – Pik-Dame, V-W-1, PD-Q-3'), ['Stiche', 'Pik', 'Dame']);
    assert.deepEqual(wordsOf('bijesz damą kier; żołądź'), ['bijesz', 'damą', 'kier', 'żołądź']);
  });

  it('every seat game of the registry has its whole sittings here, every game its texts', () => {
    const seatGames = GAMES.filter((g) => !g.solo).map((g) => g.id);
    assert.deepEqual(seatGames.filter((id) => !TABLES[id]), [], 'seat games without a whole sitting in this test');
    for (const id of Object.keys(GAME_TEXTS)) assert.ok(id in RULES, `${id}: its rules cases in this test`);
  });

  for (const lang of LANGS) {
    it(`${lang}: every word is in Hunspell's ${DICTIONARY[lang]} or in locales/spelling/${lang}.txt`, () => {
      const started = Date.now();
      const words = collect(lang);
      const all = [...words.first.keys()];
      const { unknown, lowerCommands } = unknownIn(lang, all);
      const allowed = allowList(lang);
      // Hunspell splits some words further (a Polish ending after an apostrophe: "Hoyle'a"): named by the word they are in.
      const whereOf = (w: string): string => {
        const at = words.first.get(w);
        if (at) return at;
        const word = all.find((x) => x.split(/['-]/u).includes(w)) ?? all.find((x) => x.includes(w));
        return word ? `in "${word}", ${words.first.get(word)}` : 'not found';
      };
      // A listed word stands for itself with its first letter in either case (at a sentence's start, a command in lower case).
      const variants = (w: string): string[] => [w, w[0]!.toLowerCase() + w.slice(1), w[0]!.toUpperCase() + w.slice(1)];
      const bad = [...unknown].filter((w) => !variants(w).some((v) => allowed.has(v))).sort().map((w) => `${w}  (${whereOf(w)})`);
      const stale = [...allowed].filter((w) => !variants(w).some((v) => unknown.has(v))).sort();
      console.log(`spelling ${lang}: ${words.tokens} words read, ${all.length} distinct, ${unknown.size} unknown to ${DICTIONARY[lang]}, ${allowed.size} in the list (${lowerCommands} in lower case known capitalised); ${Date.now() - started} ms`);
      assert.ok(bad.length === 0, `${lang}: ${bad.length} words neither in ${DICTIONARY[lang]} nor in locales/spelling/${lang}.txt (fix the text, or add a reviewed game word under its game):\n${bad.join('\n')}`);
      assert.ok(stale.length === 0, `${lang}: words of locales/spelling/${lang}.txt that no text uses or that the dictionary knows now (remove them):\n${stale.join('\n')}`);
    });
  }
});
