/**
 * Every sentence of every catalogue starts with a capital letter, and so does each sentence after a full
 * stop (issue 27: Ombre said "Codille: You, only 1 trick. tricks: you 1 …"). Every language's shell
 * catalogue and every game's (src/../locales/all.ts: GAME_TEXTS, the trick and fishing tables' words
 * with them): each text, and each function called with sample parameters — a stand-in that is a person
 * (myself or another), a number, a list, a word — varied one parameter at a time (true and false, 0, 1
 * and 3, null, a list of names), so that both branches of a condition speak.
 * The check: a text that ends as a sentence (. ! ? …) starts with a capital, and within any text each
 * sentence after . ! ? and a space does. Not a sentence's end: a number's full stop ("1. Anna", "3. Stich":
 * ordinals) and the abbreviations below. A text that is a fragment (no full stop at its end: a label, a
 * phrase put inside another sentence) has no start to check. What the sample cannot fill (a text with
 * "undefined" or "NaN" in it) is not judged; the test asserts that nearly every function was judged.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { GAME_TEXTS } from '../../locales/all.js';
import { LOCALES, getMessages, type Locale } from '../../src/i18n/index.js';
import type { SeatGame } from '../../src/engine/game.js';
import { Rng } from '../../src/engine/rng.js';
import { calls } from './support/sample-arguments.js';
import { whistGame } from '../../src/games/whist/index.js';
import * as WD from '../../src/games/whist/describe.js';
import { whistMessages } from '../../src/games/whist/texts.js';
import { hundertspielGame } from '../../src/games/hundertspiel/index.js';
import * as HD from '../../src/games/hundertspiel/describe.js';
import { hundertspielMessages } from '../../src/games/hundertspiel/texts.js';
import { exchangeBounds, piquetGame } from '../../src/games/piquet/index.js';
import * as PD from '../../src/games/piquet/describe.js';
import { piquetMessages } from '../../src/games/piquet/texts.js';
import { discardLimit, ombreGame } from '../../src/games/ombre/index.js';
import * as OD from '../../src/games/ombre/describe.js';
import { ombreMessages } from '../../src/games/ombre/texts.js';
import { bostonGame } from '../../src/games/boston/index.js';
import * as BD from '../../src/games/boston/describe.js';
import { bostonMessages } from '../../src/games/boston/texts.js';
import { chessGame } from '../../src/games/chess/index.js';
import * as CD from '../../src/games/chess/describe.js';
import { chessMessages } from '../../src/games/chess/texts.js';
import { tarokGame } from '../../src/games/tarok/index.js';
import * as TD from '../../src/games/tarok/describe.js';
import { tarokMessages } from '../../src/games/tarok/texts.js';

/** Abbreviations whose full stop ends no sentence (German and English). */
const ABBREVIATIONS = /(?:^|[\s(])(?:z\. ?B|d\. ?h|u\. ?a|o\. ?ä|bzw|ca|evtl|ggf|Nr|usw|vgl|etc|e\.g|i\.e|vs|cf|No)\.$/u;
/** Before a sentence's first letter: quotes, brackets, dashes. */
const LEAD = /^[\s"'„“”‚‘’«»‹›([\u2013\u2014-]+/u;

/** Where `text` breaks the capital rule: each sentence start whose first letter is lower case. */
export function lowerStarts(text: string): string[] {
  const starts: number[] = /[.!?…]["'”“»)\]]*$/u.test(text.trim()) ? [0] : [];
  // A sentence's end: . ! ? … after a word (not a key named "?"), not a quotation's own "?“" or "!“".
  for (const m of text.matchAll(/(?<=[\p{L}\p{N}"'”“»)\]])[.!?…](?![”“"»])\s+/gu)) {
    const before = text.slice(0, m.index + 1);
    if (/\d\.$/u.test(before) || ABBREVIATIONS.test(before)) continue;
    starts.push(m.index + m[0].length);
  }
  const out: string[] = [];
  for (const at of starts) {
    const rest = text.slice(at);
    // A reference in brackets ("(rule W19)") and a quoted word ("„hilfe“ zeigt …": a command, a call) keep their own case.
    if (/^\s*[(\["'„“‚‘«‹]/u.test(rest)) continue;
    const first = rest.replace(LEAD, '');
    const c = /^\p{L}/u.exec(first)?.[0];
    if (c && c !== c.toUpperCase()) out.push(first.slice(0, 40));
  }
  return out;
}

/** What the sample could not fill (a flag or nothing where a word belongs): not judged. */
const UNFILLED = /undefined|NaN|\[object|\bnull\b|\btrue\b|\bfalse\b|function stand|^\s|\s\s|\s[.,;:]|:\s*[.,]/u;

interface Judged {
  functions: number;
  judgedFunctions: number;
  problems: string[];
}

function walk(x: unknown, path: string, j: Judged, seen = new Set<unknown>()): void {
  if (typeof x === 'string') return judge(x, path, j);
  if (typeof x === 'function') {
    j.functions++;
    let judged = false;
    for (const args of calls(x.length)) {
      let out: unknown;
      try {
        out = (x as (...a: unknown[]) => unknown)(...args);
      } catch {
        continue;
      }
      if (typeof out !== 'string' || UNFILLED.test(out)) continue;
      judged = true;
      judge(out, `${path}(…)`, j);
    }
    if (judged) j.judgedFunctions++;
    return;
  }
  if (typeof x !== 'object' || x === null || seen.has(x)) return;
  seen.add(x);
  for (const [k, v] of Object.entries(x)) walk(v, Array.isArray(x) ? `${path}[${k}]` : `${path}.${k}`, j, seen);
}

function judge(text: string, path: string, j: Judged): void {
  for (const bad of lowerStarts(text)) {
    const line = `${path}: "${bad}…" in "${text.slice(0, 160)}"`;
    if (!j.problems.includes(line)) j.problems.push(line);
  }
}

describe('Every catalogue sentence starts with a capital (issue 27)', () => {
  it('the check itself: sentence starts, full stops, ordinals and abbreviations', () => {
    assert.deepEqual(lowerStarts('Codille: You, only 1 trick. tricks: you 1, Anna 5.'), ['tricks: you 1, Anna 5.']);
    assert.deepEqual(lowerStarts('you win.'), ['you win.']);
    assert.deepEqual(lowerStarts('Du gewinnst. du sagst es.'), ['du sagst es.']);
    assert.deepEqual(lowerStarts('Nicht verstanden. „hilfe“ zeigt die Befehle.'), [], 'a quoted command word keeps its case');
    assert.deepEqual(lowerStarts('M listet die Züge, ? gibt einen Tipp.'), [], 'the key "?" ends no sentence');
    assert.deepEqual(lowerStarts('Rufen: „Kannst du?“ (ihr steht bei acht)'), [], 'a quotation\'s question ends no sentence');
    assert.deepEqual(lowerStarts('Final standings: 1. you +5, 2. Anna −3.'), []);
    assert.deepEqual(lowerStarts('Der 3. Stich, z. B. mit dem Ass.'), []);
    assert.deepEqual(lowerStarts('your side'), [], 'a fragment has no start to check');
    assert.deepEqual(lowerStarts('Your hand, 3 cards. you must follow suit'), ['you must follow suit']);
    assert.deepEqual(lowerStarts('Thinking… done.'), ['done.']);
    assert.deepEqual(lowerStarts('Not allowed. (rule W19)'), [], 'a reference in brackets keeps its case');
    assert.deepEqual(lowerStarts('Not allowed. you lose.'), ['you lose.']);
  });

  const catalogues: [string, unknown][] = [];
  for (const locale of LOCALES) {
    catalogues.push([`shell ${locale}`, getMessages(locale)]);
    for (const [id, texts] of Object.entries(GAME_TEXTS)) catalogues.push([`${id} ${locale}`, texts.catalogue[locale]]);
  }
  for (const [name, catalogue] of catalogues) {
    it(`${name}: every sentence starts with a capital, after each full stop too`, () => {
      const j: Judged = { functions: 0, judgedFunctions: 0, problems: [] };
      walk(catalogue, name, j);
      assert.deepEqual(j.problems, []);
      // Honest: nearly every function spoke with the samples (the rest build words from data the sample cannot be).
      assert.ok(j.judgedFunctions >= 0.8 * j.functions, `${name}: only ${j.judgedFunctions} of ${j.functions} functions judged`);
    });
  }

  // What a catalogue's sample cannot show: the sentences the describers put together from the catalogue's
  // pieces (a tricks line after a result: Ombre's "… only 1 trick. tricks: you 1"), from real events.
  const NAMES = ['You', 'Anna', 'Ben', 'Clara', 'Dora'];
  interface Table {
    readonly game: SeatGame<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    readonly options: unknown;
    /** What seat 0 hears of a step (the events as it may see them, with the view after them) and reads with the game's keys. */
    readonly words: (locale: Locale, events: readonly unknown[], view: any) => string[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  const base = (locale: Locale) => ({ locale, me: 0, names: NAMES, style: 'long' as const });
  const texts = (said: readonly { text: string }[]) => said.map((x) => x.text);
  const TABLES: Readonly<Record<string, Table>> = {
    whist: {
      game: whistGame,
      options: {},
      words: (locale, events, view) => {
        const w: WD.Words = { ...base(locale), messages: whistMessages(locale), view };
        return [...texts(WD.describeEvents(events as never, w)), WD.describeTrick(w), WD.describeLastTrick(w), WD.describeScore(w), WD.describeTrump(w)];
      },
    },
    hundertspiel: {
      game: hundertspielGame,
      options: { engine: { players: 4 }, games: 1 },
      words: (locale, events, view) => {
        const w: HD.Words = { ...base(locale), messages: hundertspielMessages(locale), view, games: 1 };
        return [...texts(HD.describeEvents(events as never, w)), HD.describeTrick(w), HD.describeLastTrick(w, 10), HD.describeScore(w), HD.describeAnnouncements(w)];
      },
    },
    piquet: {
      game: piquetGame,
      options: {},
      words: (locale, events, view) => {
        const w: PD.Words = { ...base(locale), messages: piquetMessages(locale), view, bounds: view.toMove === 0 ? exchangeBounds(view) : null };
        return [...texts(PD.describeEvents(events as never, w)), PD.describeTrick(w), PD.describeLastTrick(w), PD.describeScore(w), PD.describeDeclarations(w), PD.describeExchange(w)];
      },
    },
    ombre: {
      game: ombreGame,
      options: { game: 'ombre' },
      words: (locale, events, view) => {
        const w: OD.Words = { ...base(locale), messages: ombreMessages(locale), view, limit: view.toMove === 0 && view.phase === 'exchange' ? discardLimit(view) : null };
        return [...texts(OD.describeEvents(events as never, w)), OD.describeTrick(w), OD.describeLastTrick(w), OD.describeTable(w), OD.describeGame(w)];
      },
    },
    boston: {
      game: bostonGame,
      options: { whist: true, tours: 1 },
      words: (locale, events, view) => {
        const w: BD.Words = { ...base(locale), messages: bostonMessages(locale), view };
        return [...texts(BD.describeEvents(events as never, w)), BD.describeTrick(w), BD.describeLastTrick(w), BD.describeTable(w), BD.describeGame(w), BD.describeBid(w), BD.describeOpen(w)];
      },
    },
    tarok: {
      game: tarokGame,
      options: { form: 'lomber', tours: 1 },
      words: (locale, events, view) => {
        const w: TD.Words = { ...base(locale), messages: tarokMessages(locale), view };
        return [...texts(TD.describeEvents(events as never, w)), TD.describeHand(w), TD.describeTrick(w), TD.describeLastTrick(w), TD.describeTable(w), TD.describeGame(w), TD.describeBid(w)];
      },
    },
    chess: {
      game: chessGame,
      options: { preset: 'fielding', variants: ['V-CH-4'], games: 2 },
      words: (locale, events, view) => {
        const w: CD.Words = { messages: chessMessages(locale), style: 'words', me: 0, names: NAMES, view };
        const square = 'e4';
        return [...texts(CD.describeEvents(events as never, w)), CD.describeMen(w, 'w'), CD.describeAttacks(w, square), CD.describeLine(w, square, 'file'), CD.describeLine(w, square, 'rank')];
      },
    },
    'tarok en trois': {
      game: tarokGame,
      options: { form: 'trois', tours: 1 },
      words: (locale, events, view) => {
        const w: TD.Words = { ...base(locale), messages: tarokMessages(locale), view };
        return [...texts(TD.describeEvents(events as never, w)), TD.describeHand(w), TD.describeTable(w), TD.describeGame(w)];
      },
    },
  };
  for (const [id, t] of Object.entries(TABLES)) {
    for (const locale of LOCALES) {
      it(`${id} ${locale}: what the table says in whole sittings (random legal moves) starts with a capital, after each full stop too`, () => {
        const problems = new Set<string>();
        let said = 0;
        for (const seed of ['1', '2', '3']) {
          const rng = Rng.fromSeed(`capitals/${id}/${seed}`);
          let { state, events } = t.game.start(t.options, seed);
          const hear = (evs: readonly unknown[]) => {
            for (const text of t.words(locale, evs.map((e) => t.game.visibleEvent(e, 0)), t.game.view(state, 0))) {
              said++;
              for (const bad of lowerStarts(text)) problems.add(`"${bad}…" in "${text}"`);
            }
          };
          hear(events);
          for (let step = 0; step < 3000 && !t.game.isOver(state); step++) {
            if (t.game.toMove(state) === null) {
              const next = t.game.advance(state);
              if (!next) break;
              ({ state, events } = next);
            } else {
              const legal = t.game.legalMoves(state);
              const r = t.game.applyMove(state, legal[rng.int(legal.length)]);
              if (!r.ok) throw new Error(r.violation.message);
              ({ state, events } = r);
            }
            hear(events);
          }
        }
        assert.ok(said > 500, `only ${said} sentences`);
        assert.deepEqual([...problems].slice(0, 20), []);
      });
    }
  }
});
