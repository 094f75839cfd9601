import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { de } from '../../locales/de.js';
import { en } from '../../locales/en.js';
import { pl } from '../../locales/pl.js';
import { papillonDe } from '../../locales/papillon/de.js';
import { papillonEn } from '../../locales/papillon/en.js';
import { papillonPl } from '../../locales/papillon/pl.js';
import { papillonMeta } from '../../locales/papillon/meta.js';
import { patienceDe } from '../../locales/patience/de.js';
import { patienceEn } from '../../locales/patience/en.js';
import { patiencePl } from '../../locales/patience/pl.js';
import { patienceMeta } from '../../locales/patience/meta.js';
import { patienceRulesDe } from '../../locales/patience/rules-de.js';
import { patienceRulesEn } from '../../locales/patience/rules-en.js';
import { patienceRulesPl } from '../../locales/patience/rules-pl.js';
import { PATIENCE_IDS } from '../../src/games/patience/modes.js';
import { cardName, cardNames, getMessages, list, pickLocale, plural, sortCards, SHELL_COMMAND_IDS } from '../../src/i18n/index.js';
import { resolveRules, VARIANT_IDS } from '../../src/games/papillon/index.js';
import { PAPILLON_COMMAND_IDS } from '../../src/games/papillon/messages.js';
import { papillonMessages, papillonRulesText } from '../../src/games/papillon/texts.js';
import { PATIENCE_COMMAND_IDS } from '../../src/games/patience/messages.js';
import { patienceMessages, patienceRulesText } from '../../src/games/patience/texts.js';
import { SHELL_COMMANDS } from '../../src/play/keymap.js';
import { deckNamer } from '../../src/i18n/deck-names.js';
import { hundertspielDe } from '../../locales/hundertspiel/de.js';
import { hundertspielEn } from '../../locales/hundertspiel/en.js';
import { hundertspielPl } from '../../locales/hundertspiel/pl.js';
import { hundertspielMeta } from '../../locales/hundertspiel/meta.js';
import { whistDe } from '../../locales/whist/de.js';
import { whistEn } from '../../locales/whist/en.js';
import { whistPl } from '../../locales/whist/pl.js';
import { whistMeta } from '../../locales/whist/meta.js';
import { trickUiDe, tricksDe } from '../../locales/tricks/de.js';
import { trickUiEn, tricksEn } from '../../locales/tricks/en.js';
import { trickUiPl, tricksPl } from '../../locales/tricks/pl.js';
import { GAMES } from '../../src/games/registry.js';
import { GAME_TEXTS } from '../../locales/all.js';
import { PAPILLON_COMMANDS } from '../../src/games/papillon/commands.js';
import { HUNDERTSPIEL_COMMANDS } from '../../src/games/hundertspiel/commands.js';
import { WHIST_COMMANDS } from '../../src/games/whist/commands.js';
import { CASINO_COMMANDS } from '../../src/games/casino/commands.js';
import { casinoMessages } from '../../src/games/casino/texts.js';
import { PIQUET_COMMANDS } from '../../src/games/piquet/commands.js';
import { piquetMessages } from '../../src/games/piquet/texts.js';
import { OMBRE_COMMANDS } from '../../src/games/ombre/commands.js';
import { ombreMessages } from '../../src/games/ombre/texts.js';
import { ombreDe } from '../../locales/ombre/de.js';
import { ombreEn } from '../../locales/ombre/en.js';
import { ombrePl } from '../../locales/ombre/pl.js';
import { ombreMeta } from '../../locales/ombre/meta.js';
import { BOSTON_COMMANDS } from '../../src/games/boston/commands.js';
import { bostonMessages } from '../../src/games/boston/texts.js';
import { bostonDe } from '../../locales/boston/de.js';
import { bostonEn } from '../../locales/boston/en.js';
import { bostonPl } from '../../locales/boston/pl.js';
import { bostonMeta } from '../../locales/boston/meta.js';
import { CHESS_COMMANDS } from '../../src/games/chess/commands.js';
import { chessMessages } from '../../src/games/chess/texts.js';
import { chessDe } from '../../locales/chess/de.js';
import { chessEn } from '../../locales/chess/en.js';
import { chessPl } from '../../locales/chess/pl.js';
import { chessMeta } from '../../locales/chess/meta.js';
import { TAROK_COMMANDS } from '../../src/games/tarok/commands.js';
import { tarokMessages } from '../../src/games/tarok/texts.js';
import { tarokDe } from '../../locales/tarok/de.js';
import { tarokEn } from '../../locales/tarok/en.js';
import { tarokPl } from '../../locales/tarok/pl.js';
import { tarokMeta } from '../../locales/tarok/meta.js';
import { hundertspielMessages } from '../../src/games/hundertspiel/texts.js';
import { whistMessages } from '../../src/games/whist/texts.js';
import { FULL_PACK } from '../../src/engine/cards.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

/** Papillon's own catalogue of every language. */
const PAPILLON: Readonly<Record<Locale, typeof papillonDe>> = { de: papillonDe, en: papillonEn, pl: papillonPl };

/**
 * The card words' declension (src/i18n/deck-words.ts): each language gives the cases it declines a word in
 * and marks what is animate, so these keys and what they hold are each language's own (German "Buben",
 * Polish "damę", "damą").
 */
const DECLENSION_KEYS: ReadonlySet<string> = new Set(['cases', 'animate']);

/** Walks two catalogues side by side (languages `la`, `lb`): same keys, same kinds, same function arity, no empty strings. */
function compare(a: unknown, b: unknown, path: string, problems: string[], la: Locale, lb: Locale): void {
  if (typeof a !== typeof b) {
    problems.push(`${path}: ${typeof a} in ${la}, ${typeof b} in ${lb}`);
    return;
  }
  if (typeof a === 'string') {
    if (a.trim() === '') problems.push(`${path}: empty in ${la}`);
    if ((b as string).trim() === '') problems.push(`${path}: empty in ${lb}`);
    return;
  }
  if (typeof a === 'function') {
    if (a.length !== (b as (...x: unknown[]) => unknown).length) problems.push(`${path}: arity ${a.length} in ${la}, ${(b as () => void).length} in ${lb}`);
    return;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) problems.push(`${path}: array only in ${la}`);
    for (const [i, x] of a.entries()) if (typeof x === 'string' && x.trim() === '') problems.push(`${path}[${i}]: empty`);
    return;
  }
  if (typeof a === 'object' && a !== null) {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b as object).sort();
    for (const k of new Set([...ka, ...kb])) {
      if (DECLENSION_KEYS.has(k)) continue;
      if (!ka.includes(k)) problems.push(`${path}.${k}: missing in ${la}`);
      else if (!kb.includes(k)) problems.push(`${path}.${k}: missing in ${lb}`);
      else compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, problems, la, lb);
    }
  }
}

/** Every string leaf of a catalogue, with its path. */
function strings(x: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof x === 'string') out.push([path, x]);
  else if (Array.isArray(x)) x.forEach((y, i) => strings(y, `${path}[${i}]`, out));
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) strings(v, `${path}.${k}`, out);
  return out;
}

describe('i18n catalogues', () => {
  /** Each catalogue in every language (a language without it is a compile error here). */
  const catalogues: [string, Readonly<Record<Locale, unknown>>][] = [
    ['shell', { de, en, pl }],
    ['papillon', { de: papillonDe, en: papillonEn, pl: papillonPl }],
    ['papillon meta', papillonMeta],
    ['patience', { de: patienceDe, en: patienceEn, pl: patiencePl }],
    ['patience meta', patienceMeta],
    ['patience rules', { de: patienceRulesDe, en: patienceRulesEn, pl: patienceRulesPl }],
    ['tricks', { de: tricksDe, en: tricksEn, pl: tricksPl }],
    ['trick table', { de: trickUiDe, en: trickUiEn, pl: trickUiPl }],
    ['hundertspiel', { de: hundertspielDe, en: hundertspielEn, pl: hundertspielPl }],
    ['hundertspiel meta', hundertspielMeta],
    ['whist', { de: whistDe, en: whistEn, pl: whistPl }],
    ['whist meta', whistMeta],
    ['ombre', { de: ombreDe, en: ombreEn, pl: ombrePl }],
    ['ombre meta', ombreMeta],
    ['boston', { de: bostonDe, en: bostonEn, pl: bostonPl }],
    ['boston meta', bostonMeta],
    ['tarok', { de: tarokDe, en: tarokEn, pl: tarokPl }],
    ['tarok meta', tarokMeta],
    ['chess', { de: chessDe, en: chessEn, pl: chessPl }],
    ['chess meta', chessMeta],
  ];
  const [first, ...others] = LOCALES;
  for (const [name, texts] of catalogues) {
    it(`${name}: every language has the keys, kinds and function arities of ${first}, and no empty string`, () => {
      const problems: string[] = [];
      for (const l of others) compare(texts[first!], texts[l], name, problems, first!, l);
      assert.deepEqual(problems, []);
    });
  }

  it('the shell catalogue names no game: the app has a name of its own, and each game that resumes says its own (issue 27)', () => {
    const names = GAMES.flatMap((g) => LOCALES.map((l) => g.texts[l].name));
    for (const m of LOCALES.map(getMessages)) {
      for (const [path, text] of strings(m, m.locale)) {
        for (const n of names) assert.ok(!text.includes(n), `${path} names ${n}: ${text}`);
      }
    }
    for (const entry of GAMES.filter((g) => !g.solo)) {
      for (const l of LOCALES) {
        const resumed = (GAME_TEXTS[entry.id]!.catalogue[l] as { ui?: { resumed?: unknown } }).ui?.resumed;
        assert.equal(typeof resumed, 'string', `${entry.id} (${l}) has its own words for a resumed game`);
      }
    }
  });

  it('the chooser words: every patience and Papillon has a name, a description, and (a patience) a mode', () => {
    assert.deepEqual(Object.keys(patienceMeta.de).sort(), [...PATIENCE_IDS].sort());
    for (const locale of LOCALES) {
      assert.ok(papillonMeta[locale].name && papillonMeta[locale].description);
      for (const id of PATIENCE_IDS) {
        const t = patienceMeta[locale][id];
        assert.ok(t.name && t.description && t.mode, `${locale} ${id}`);
        assert.equal(patienceMessages(locale).patience.names[id], t.name);
      }
    }
  });

  it('every seat game has a name and help for each of its keys in both languages (what F1 lists)', () => {
    const games = [
      ['papillon', PAPILLON_COMMANDS, papillonMessages],
      ['hundertspiel', HUNDERTSPIEL_COMMANDS, hundertspielMessages],
      ['whist', WHIST_COMMANDS, whistMessages],
      ['casino', CASINO_COMMANDS, casinoMessages],
      ['piquet', PIQUET_COMMANDS, piquetMessages],
      ['ombre', OMBRE_COMMANDS, ombreMessages],
      ['boston', BOSTON_COMMANDS, bostonMessages],
      ['tarok', TAROK_COMMANDS, tarokMessages],
      ['chess', CHESS_COMMANDS, chessMessages],
    ] as const;
    for (const [id, commands, messages] of games) {
      for (const locale of LOCALES) {
        const names = messages(locale).ui.commands as Readonly<Record<string, { name: string; help: string } | undefined>>;
        for (const c of commands) assert.ok(names[c.id]?.name.trim() && names[c.id]?.help.trim(), `${id} ${locale}: ${c.id} has no name or help`);
      }
    }
    // Every game of the registry is in this list or is a patience (checked below).
    for (const g of GAMES) assert.ok(g.solo || games.some(([id]) => id === g.id), `${g.id}: add it to this test`);
  });

  it('the shell has a name and help for each of its commands (the keymap\'s SHELL_COMMANDS)', () => {
    assert.deepEqual([...SHELL_COMMAND_IDS], SHELL_COMMANDS.map((c) => c.id));
    for (const m of LOCALES.map(getMessages)) {
      for (const id of SHELL_COMMAND_IDS) {
        assert.ok(m.ui.commands[id].name.length > 0 && m.ui.commands[id].help.length > 0, `${m.locale} ${id}`);
        assert.equal(m.ui.commandHelp(id), m.ui.commands[id].help);
      }
    }
  });

  it('each game has a name and help for each of its commands; its merged catalogue reads them and the shell\'s', () => {
    for (const locale of LOCALES) {
      const p = papillonMessages(locale);
      const q = patienceMessages(locale);
      for (const [m, ids] of [[p, PAPILLON_COMMAND_IDS], [q, PATIENCE_COMMAND_IDS]] as const) {
        const commands = m.ui.commands as Readonly<Record<string, { name: string; help: string }>>;
        for (const id of [...ids, ...SHELL_COMMAND_IDS]) {
          assert.ok(commands[id]!.name.length > 0 && commands[id]!.help.length > 0, `${locale} ${id}`);
          assert.equal(m.ui.commandHelp(id), commands[id]!.help);
        }
      }
      // Papillon's words over the shell's; the patiences keep the shell's.
      assert.equal(p.ui.commands.pickChoice, PAPILLON[locale].ui.commands.pickChoice);
      assert.equal(q.ui.commands.pickChoice, getMessages(locale).ui.commands.pickChoice);
      assert.equal(p.ui.noSuchChoice(3), PAPILLON[locale].ui.noSuchChoice(3));
      assert.equal(q.ui.noSuchChoice(3), getMessages(locale).ui.noSuchChoice(3));
      for (const v of VARIANT_IDS) assert.ok(p.ui.variantName(v) !== v, `${locale} ${v}`);
    }
  });

  it('a merged catalogue: the shell\'s and the game\'s keys, kept per language, rebuilt for a new shell catalogue', () => {
    const p = papillonMessages('en');
    assert.equal(papillonMessages('en'), p, 'cached');
    assert.equal(p.locale, 'en');
    assert.equal(p.cards, en.cards);
    assert.equal(p.ui.appTitle, en.ui.appTitle);
    assert.equal(p.ui.yourHand(2), 'Your hand, 2 cards');
    assert.equal(p.events, papillonEn.events);
    assert.equal(patienceMessages('de').patience, patienceDe.patience);
    assert.equal(patienceMessages('de').ui.settings, de.ui.settings);
  });

  it('rules text: same sections in both languages, for the default, Philidor and every variant', () => {
    const sets = [
      resolveRules({ players: 3 }),
      resolveRules({ players: 4, preset: 'philidor-1756' }),
      resolveRules({ players: 3, variants: [...VARIANT_IDS] }),
    ];
    for (const r of sets) {
      const a = papillonRulesText('de', r);
      const b = papillonRulesText('en', r);
      assert.equal(a.length, b.length);
      for (const [i, s] of a.entries()) {
        assert.ok(s.heading && s.paragraphs.length > 0);
        assert.equal(s.paragraphs.length, b[i]!.paragraphs.length, s.heading);
        for (const p of [...s.paragraphs, ...b[i]!.paragraphs]) assert.doesNotMatch(p, /undefined|NaN|\[object/);
      }
    }
    assert.deepEqual(papillonRulesText('en', null), papillonRulesText('en', resolveRules({ players: 3 })));
    const philidor = papillonRulesText('de', resolveRules({ players: 3, preset: 'philidor-1756' })).map((s) => s.paragraphs.join(' ')).join(' ');
    assert.match(philidor, /V-P-1, Zehnen beschränkt: [^(]*\(gilt\)/);
    assert.match(philidor, /Jeder beginnt mit 50 Zählsteinen\./);
    assert.match(philidor, /2 Zählsteine von jedem Mitspieler/);
  });

  it('rules of every patience: same sections in both languages, no empty paragraph', () => {
    for (const id of PATIENCE_IDS) {
      const a = patienceRulesText('de', id);
      const b = patienceRulesText('en', id);
      assert.ok(a.length > 0, id);
      assert.equal(a.length, b.length, id);
      for (const s of [...a, ...b]) {
        assert.ok(s.heading.trim().length > 0 && s.paragraphs.length > 0, id);
        for (const para of s.paragraphs) assert.ok(para.trim().length > 0, id);
      }
    }
  });

  it('pickLocale follows the browser languages', () => {
    assert.equal(pickLocale(['de-AT', 'en']), 'de');
    assert.equal(pickLocale(['fr-FR', 'en-GB']), 'en');
    assert.equal(pickLocale(['fr']), 'en');
    assert.equal(pickLocale(undefined, 'de'), 'de');
    assert.equal(getMessages('de'), de);
  });
});

describe('i18n card names', () => {
  const long = (locale: Locale, pack: 'french' | 'numbers' = 'french') => ({ messages: getMessages(locale), style: 'long' as const, pack });
  const short = (locale: Locale, pack: 'french' | 'numbers' = 'french') => ({ messages: getMessages(locale), style: 'short' as const, pack });

  it('long names in both packs', () => {
    assert.equal(cardName('10H', long('de')), 'Herz Zehn');
    assert.equal(cardName('AC', long('de')), 'Kreuz Ass');
    assert.equal(cardName('JS', long('de')), 'Pik Bube');
    assert.equal(cardName('QD', long('de')), 'Karo Dame');
    assert.equal(cardName('KC', long('de')), 'Kreuz König');
    assert.equal(cardName('10H', long('en')), 'ten of hearts');
    assert.equal(cardName('AC', long('en')), 'ace of clubs');
    assert.equal(cardName('JH', long('de', 'numbers')), 'Rot Elf');
    assert.equal(cardName('JH', long('en', 'numbers')), 'red eleven');
    assert.equal(cardName('AD', long('de', 'numbers')), 'Blau Eins');
    assert.equal(cardName('KC', long('en', 'numbers')), 'green thirteen');
    assert.equal(cardName('QS', long('de', 'numbers')), 'Gelb Zwölf');
  });

  it('short names for braille', () => {
    assert.equal(cardName('10H', short('de')), 'H10');
    assert.equal(cardName('AC', short('de')), 'KA');
    assert.equal(cardName('QD', short('de')), 'RD');
    assert.equal(cardName('JS', short('de')), 'PB');
    assert.equal(cardName('10H', short('en')), '10H');
    assert.equal(cardName('AC', short('en')), 'AC');
    assert.equal(cardName('JH', short('de', 'numbers')), 'Ro11');
    assert.equal(cardName('JH', short('en', 'numbers')), 'R11');
    assert.equal(cardNames(['AC', '4D'], short('de')), 'KA R4');
  });

  it('long names never contain suit symbols or compact tokens, for every card', () => {
    for (const locale of LOCALES) {
      for (const pack of ['french', 'numbers'] as const) {
        for (const c of FULL_PACK) {
          const name = cardName(c, long(locale, pack));
          assert.doesNotMatch(name, /[♣♦♥♠]|\b(10|[2-9AJQK])[CDHS]\b|\b[KPHR](10|[2-9ABDK])\b/, name);
        }
      }
    }
  });

  it('lists of cards: "Kreuz Ass, Karo Vier und Herz Fünf"', () => {
    assert.equal(cardNames(['AC', '4D', '5H'], long('de')), 'Kreuz Ass, Karo Vier und Herz Fünf');
    assert.equal(cardNames(['AC', '4D', '5H'], long('en')), 'ace of clubs, four of diamonds, and five of hearts');
    assert.equal(cardNames(['AC', '4D'], long('de')), 'Kreuz Ass und Karo Vier');
    assert.equal(cardNames([], long('de')), 'keine Karten');
  });

  it('sorting by value (the numeral total is the Papillon engine\'s summableTotal: test/node/papillon-summable.test.ts)', () => {
    assert.deepEqual(sortCards(['KD', 'AC', '10H', '4D', '4C']), ['AC', '4C', '4D', '10H', 'KD']);
  });
});

describe('i18n German grammar', () => {
  const pde = papillonMessages('de');
  const pen = papillonMessages('en');
  it('articles and cases of ranks', () => {
    const r = de.cards.rankPhrase;
    assert.equal(r('J', 'french', 'definite'), 'der Bube');
    assert.equal(r('Q', 'french', 'definite'), 'die Dame');
    assert.equal(r('K', 'french', 'definite'), 'der König');
    assert.equal(r('A', 'french', 'definite'), 'das Ass');
    assert.equal(r('10', 'french', 'definite'), 'die Zehn');
    assert.equal(r('J', 'french', 'indefiniteAccusative'), 'einen Buben');
    assert.equal(r('J', 'french', 'indefiniteDative'), 'einem Buben');
    assert.equal(r('Q', 'french', 'indefiniteDative'), 'einer Dame');
    assert.equal(r('A', 'french', 'indefiniteDative'), 'einem Ass');
    assert.equal(r('K', 'french', 'indefinite'), 'ein König');
    assert.equal(r('J', 'numbers', 'indefiniteDative'), 'einer Elf');
    assert.equal(de.cards.definite('Kreuz Bube', 'J', 'french', 'long'), 'der Kreuz Bube');
    assert.equal(de.cards.definite('Pik Ass', 'A', 'french', 'long'), 'das Pik Ass');
    assert.equal(en.cards.rankPhrase('A', 'french', 'indefinite'), 'an ace');
    assert.equal(en.cards.rankPhrase('8', 'french', 'indefinite'), 'an eight');
    assert.equal(en.cards.rankPhrase('Q', 'french', 'indefinite'), 'a queen');
  });

  it('plurals of counters, cards and aces', () => {
    assert.equal(pde.words.counters(1), '1 Zählstein');
    assert.equal(pde.words.counters(2), '2 Zählsteine');
    assert.equal(pde.words.counters(0), '0 Zählsteine');
    assert.equal(pen.words.counters(1), '1 counter');
    assert.equal(de.cards.count(1), '1 Karte');
    assert.equal(pde.feats.aces(2), '2 Asse');
    assert.equal(pde.feats.aces(1), '1 Ass');
    assert.equal(plural('en', 3, { one: 'ace', other: 'aces' }), '3 aces');
    assert.equal(list('de', ['a', 'b', 'c']), 'a, b und c');
  });

  it('dative plural after "mit" and the pot', () => {
    assert.equal(pde.events.potCarried({ amount: 15 }), 'Der Behälter mit 15 Zählsteinen bleibt für das nächste Spiel stehen.');
    assert.equal(pde.events.potCarried({ amount: 1 }), 'Der Behälter mit 1 Zählstein bleibt für das nächste Spiel stehen.');
  });

  it('second person for the human player', () => {
    const you = { name: 'Lea', self: true };
    const anna = { name: 'Anna', self: false };
    assert.equal(pde.events.winner({ who: you }), 'Du hast alle Karten eingetauscht und gewinnst das Spiel!');
    assert.equal(pde.events.winner({ who: anna }), 'Anna hat alle Karten eingetauscht und gewinnt das Spiel!');
    assert.equal(pen.events.winner({ who: you }), 'You have captured with every card of the final round and win the deal!');
    assert.equal(pde.events.leftovers({ to: you, cards: deckNamer('french', 'de').list(['KS']), count: 1, brief: false }), '1 Karte bleibt auf dem Tisch und geht an dich: Pik König.');
    assert.match(pde.events.consolation({ who: anna, payment: { mode: 'each', to: anna, each: 1, from: [{ name: 'Bert', self: false }, you] } }), /je 1 Zählstein von Bert und dir\.$/);
  });
});
