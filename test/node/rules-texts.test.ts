/**
 * The rules for players (Shift+F1) of the Hundertspiel, Whist, Casino and Piquet
 * (locales/<game>/rules-{de,en}.ts): for the default options, each variant on its own and each table
 * size, both languages give the same sections, nothing empty, no leftovers of code (undefined, NaN,
 * [object …]), no symbols a screen reader reads badly, no rule ID outside the variants section, and
 * every variant of the engine listed, marked when it is chosen.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RulesSection } from '../../src/i18n/messages.js';
import { resolveRules as hundertspielRules, VARIANT_IDS as HUNDERTSPIEL_VARIANTS } from '../../src/games/hundertspiel/rules.js';
import type { HundertspielOptions } from '../../src/games/hundertspiel/types.js';
import { hundertspielRulesDe } from '../../locales/hundertspiel/rules-de.js';
import { hundertspielRulesEn } from '../../locales/hundertspiel/rules-en.js';
import { hundertspielRulesPl } from '../../locales/hundertspiel/rules-pl.js';
import { resolveRules as whistRules, VARIANT_IDS as WHIST_VARIANTS } from '../../src/games/whist/rules.js';
import type { WhistOptions } from '../../src/games/whist/types.js';
import { whistRulesDe } from '../../locales/whist/rules-de.js';
import { whistRulesEn } from '../../locales/whist/rules-en.js';
import { whistRulesPl } from '../../locales/whist/rules-pl.js';
import { resolveRules as casinoRules, VARIANT_IDS as CASINO_VARIANTS } from '../../src/games/casino/rules.js';
import type { CasinoOptions } from '../../src/games/casino/types.js';
import { casinoRulesDe } from '../../locales/casino/rules-de.js';
import { casinoRulesEn } from '../../locales/casino/rules-en.js';
import { casinoRulesPl } from '../../locales/casino/rules-pl.js';
import { resolveRules as piquetRules, VARIANT_IDS as PIQUET_VARIANTS } from '../../src/games/piquet/rules.js';
import type { PiquetOptions } from '../../src/games/piquet/types.js';
import { piquetRulesDe } from '../../locales/piquet/rules-de.js';
import { piquetRulesEn } from '../../locales/piquet/rules-en.js';
import { piquetRulesPl } from '../../locales/piquet/rules-pl.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

type Texts = (locale: Locale) => readonly RulesSection[];

/** Each game's rules texts by language (a language without them is a compile error here). */
const HUNDERTSPIEL_RULES: Readonly<Record<Locale, typeof hundertspielRulesDe>> = { de: hundertspielRulesDe, en: hundertspielRulesEn, pl: hundertspielRulesPl };
const WHIST_RULES: Readonly<Record<Locale, typeof whistRulesDe>> = { de: whistRulesDe, en: whistRulesEn, pl: whistRulesPl };
const CASINO_RULES: Readonly<Record<Locale, typeof casinoRulesDe>> = { de: casinoRulesDe, en: casinoRulesEn, pl: casinoRulesPl };
const PIQUET_RULES: Readonly<Record<Locale, typeof piquetRulesDe>> = { de: piquetRulesDe, en: piquetRulesEn, pl: piquetRulesPl };

interface Case {
  readonly label: string;
  readonly texts: Texts;
  /** The variants the engine resolved as chosen (the rules' `variants`). */
  readonly chosen: readonly string[];
}

interface Game {
  readonly name: string;
  readonly variantIds: readonly string[];
  readonly cases: readonly Case[];
}

const VARIANTS_HEADING: Readonly<Record<Locale, string>> = { de: 'Geltende Regeln und Varianten', en: 'Rules in force and variants', pl: 'Reguły w mocy i warianty' };
const MARK: Readonly<Record<Locale, RegExp>> = { de: /\((gilt|gewählt, [^)]*)\)$/, en: /\((in force|chosen, [^)]*)\)$/, pl: /\((w mocy|wybrany, [^)]*)\)$/ };
/** A rule ID of the specs (H12, W3, C4, Q5), a variant ID, a decision or an example. */
const RULE_ID = /\b(?:[HWCQ]\d+|V-[HWCQ]-\d+|PD-[HWCQ]-\d+|EX-[HWCQ]-\d+)\b/;
const VARIANT_ID = /\bV-[HWCQ]-\d+\b/g;
const CODE_LEFTOVER = /undefined|NaN|\[object|\$\{/;
const BAD_SYMBOL = /[♠♥♦♣♤♡♢♧→←⇒&<>]/;

/** The options to test: every base set-up, alone and with each variant on its own. */
function withEachVariant<O extends { variants?: string[] }>(bases: readonly O[], ids: readonly string[]): O[] {
  return bases.flatMap((b) => [b, ...ids.map((id) => ({ ...b, variants: [id] }))]);
}

const hundertspiel: Game = {
  name: 'Hundertspiel',
  variantIds: HUNDERTSPIEL_VARIANTS,
  cases: withEachVariant<HundertspielOptions>(
    [{ players: 4 }, { players: 4, scat: true }, { players: 3 }, { players: 3, scat: true }],
    HUNDERTSPIEL_VARIANTS,
  ).map((o) => {
    const r = hundertspielRules(o);
    return { label: JSON.stringify(o), texts: (l) => HUNDERTSPIEL_RULES[l](r), chosen: r.variants };
  }),
};

const whist: Game = {
  name: 'Whist',
  variantIds: WHIST_VARIANTS,
  cases: [...withEachVariant<WhistOptions>([{}, { rubbers: 3 }], WHIST_VARIANTS), { variants: [...WHIST_VARIANTS] }].map((o) => {
    const r = whistRules(o);
    return { label: JSON.stringify(o), texts: (l) => WHIST_RULES[l](r), chosen: r.variants };
  }),
};

const casino: Game = {
  name: 'Casino',
  variantIds: CASINO_VARIANTS,
  cases: withEachVariant<CasinoOptions>([{ players: 2 }, { players: 3 }, { players: 4 }], CASINO_VARIANTS).map((o) => {
    const r = casinoRules(o);
    return { label: JSON.stringify(o), texts: (l) => CASINO_RULES[l](r), chosen: r.variants };
  }),
};

const piquet: Game = {
  name: 'Piquet',
  variantIds: PIQUET_VARIANTS,
  cases: [
    ...withEachVariant<PiquetOptions>([{}], PIQUET_VARIANTS),
    // V-Q-4 and V-Q-5 exclude each other (PD-Q-18): every other variant with each of them.
    { variants: PIQUET_VARIANTS.filter((v) => v !== 'V-Q-5') },
    { variants: PIQUET_VARIANTS.filter((v) => v !== 'V-Q-4') },
  ].map((o) => {
    const r = piquetRules(o);
    return { label: JSON.stringify(o), texts: (l) => PIQUET_RULES[l](r), chosen: r.variants };
  }),
};

const GAMES: readonly Game[] = [hundertspiel, whist, casino, piquet];

function checkCase(game: Game, c: Case): void {
  const where = `${game.name} ${c.label}`;
  const de = c.texts('de');
  const en = c.texts('en');
  assert.ok(de.length > 1 && en.length > 1, `${where}: sections`);
  assert.equal(de.length, en.length, `${where}: the same number of sections in German and English`);
  for (const [locale, sections] of [['de', de], ['en', en]] as const) {
    for (const [i, s] of sections.entries()) {
      const at = `${where} ${locale} "${s.heading}"`;
      assert.ok(s.heading.trim().length > 0, `${where} ${locale}: empty heading in section ${i + 1}`);
      assert.ok(s.paragraphs.length > 0, `${at}: no paragraph`);
      assert.doesNotMatch(s.heading, CODE_LEFTOVER, at);
      assert.doesNotMatch(s.heading, BAD_SYMBOL, at);
      assert.doesNotMatch(s.heading, RULE_ID, at);
      const variantsSection = i === sections.length - 1;
      for (const p of s.paragraphs) {
        assert.ok(p.trim().length > 0, `${at}: empty paragraph`);
        assert.equal(p, p.trim(), `${at}: paragraph with spaces around it: ${p}`);
        assert.doesNotMatch(p, /\s{2,}/, `${at}: double space: ${p}`);
        assert.doesNotMatch(p, CODE_LEFTOVER, `${at}: ${p}`);
        assert.doesNotMatch(p, BAD_SYMBOL, `${at}: ${p}`);
        if (!variantsSection) assert.doesNotMatch(p, RULE_ID, `${at}: a rule ID in the player's text: ${p}`);
        else assert.doesNotMatch(p.replace(VARIANT_ID, ''), RULE_ID, `${at}: a rule ID in the variants section: ${p}`);
      }
    }
    const last = sections[sections.length - 1]!;
    assert.equal(last.heading, VARIANTS_HEADING[locale], `${where} ${locale}: the variants section comes last`);
    for (const id of game.variantIds) {
      const lines = last.paragraphs.filter((p) => p.startsWith(`${id}, `));
      assert.equal(lines.length, 1, `${where} ${locale}: one line for ${id}`);
      const marked = MARK[locale].test(lines[0]!);
      assert.equal(marked, c.chosen.includes(id), `${where} ${locale}: ${id} marked ${marked}: ${lines[0]}`);
      const summary = last.paragraphs[0]!;
      assert.equal(summary.includes(`${id},`), c.chosen.includes(id), `${where} ${locale}: summary names ${id} iff chosen: ${summary}`);
    }
  }
  for (const [i, s] of de.entries()) {
    assert.equal(s.paragraphs.length, en[i]!.paragraphs.length, `${where}: paragraphs of "${s.heading}" / "${en[i]!.heading}"`);
  }
}

describe('Rules for players: Hundertspiel, Whist, Casino, Piquet', () => {
  for (const game of GAMES) {
    it(`${game.name}: ${game.cases.length} set-ups, German and English alike, clean text, every variant listed`, () => {
      for (const c of game.cases) checkCase(game, c);
    });
  }

  it('Hundertspiel: the text follows the table size and the Scat', () => {
    const text = (o: HundertspielOptions, l: Locale = 'en') =>
      HUNDERTSPIEL_RULES[l](hundertspielRules(o))
        .map((s) => [s.heading, ...s.paragraphs].join('\n'))
        .join('\n');
    assert.match(text({ players: 4 }), /everyone has 9 cards/);
    assert.match(text({ players: 4, scat: true }), /everyone has 8 cards/);
    assert.match(text({ players: 3 }), /everyone has 12 cards/);
    assert.match(text({ players: 3, scat: true }), /everyone has 11 cards/);
    assert.match(text({ players: 4, scat: true }), /The Scat game/);
    assert.doesNotMatch(text({ players: 4 }), /The Scat game/);
    assert.doesNotMatch(text({ players: 3, scat: true, variants: ['V-H-4'] }), /The Scat game/);
    assert.match(text({ players: 3, scat: true, variants: ['V-H-4'] }), /These 3 cards are dead/);
    assert.match(text({ players: 4, scat: true }, 'de'), /Stäbe 4/);
    assert.match(text({ players: 4, scat: true, variants: ['V-H-1'] }), /V-H-1, Trump by the cut: .*\(chosen, but without effect in this game\)/);
    assert.match(text({ players: 4, variants: ['V-H-1'] }), /V-H-1, Trump by the cut: .*\(in force\)/);
    assert.match(text({ players: 4, variants: ['V-H-2'] }, 'de'), /Supra-Contra; jedes verdoppelt/);
    // The Italian suit names once, in the section on the cards.
    for (const l of LOCALES) {
      const all = text({ players: 4, scat: true }, l);
      assert.equal(all.match(/Spadi/g)?.length, 1, l);
    }
  });

  it('Whist: the text follows the variants and the number of rubbers', () => {
    const text = (o: WhistOptions, l: Locale = 'en') =>
      WHIST_RULES[l](whistRules(o))
        .map((s) => [s.heading, ...s.paragraphs].join('\n'))
        .join('\n');
    assert.match(text({}), /The session lasts 1 rubber\./);
    assert.match(text({ rubbers: 3 }), /The session lasts 3 rubbers\./);
    assert.match(text({ rubbers: 3 }, 'de'), /Die Sitzung dauert 3 Robber\./);
    assert.match(text({}), /a quadruple, 4 points/);
    assert.doesNotMatch(text({ variants: ['V-W-1'] }), /a quadruple, 4 points/);
    assert.match(text({}), /No honours at 9/);
    assert.doesNotMatch(text({ variants: ['V-W-2'] }), /No honours at 9/);
    assert.match(text({}), /grand slam, worth 6/);
    assert.doesNotMatch(text({ variants: ['V-W-3'] }), /grand slam, worth 6/);
    assert.match(text({ variants: ['V-W-5'] }, 'de'), /Rest beanspruchen: Wenn man ausspielen soll/);
  });

  it('Casino: the text follows the number of players and the variants', () => {
    const text = (o: CasinoOptions, l: Locale = 'en') =>
      CASINO_RULES[l](casinoRules(o))
        .map((s) => [s.heading, ...s.paragraphs].join('\n'))
        .join('\n');
    assert.match(text({ players: 4 }), /a deal has 3 such hand-rounds, and each player gets 12 cards/);
    assert.match(text({ players: 3 }), /a deal has 4 such hand-rounds, and each player gets 16 cards/);
    assert.match(text({ players: 2 }), /a deal has 6 such hand-rounds, and each player gets 24 cards/);
    assert.match(text({ players: 4 }), /The first side to reach 11 points/);
    assert.match(text({ players: 3 }), /The first player to reach 15 points/);
    assert.match(text({ players: 3, variants: ['V-C-4'] }), /The first player to reach 16 points/);
    assert.match(text({ players: 3 }), /fewer than 7 points/);
    assert.match(text({ players: 2 }, 'de'), /weniger als 5 Punkte/);
    assert.match(text({ players: 3 }), /big casino, little casino, most cards, most spades/);
    assert.match(text({ players: 3, variants: ['V-C-5'] }), /the count is netted/);
    // V-C-4 and V-C-5 count only with 3 players: chosen with 4, they are not in force.
    assert.match(text({ players: 4, variants: ['V-C-4', 'V-C-5'] }), /^4 players\. Rules of the book, no variants\.$/m);
    assert.match(text({ players: 4, variants: ['V-C-1'] }), /dealer’s last card has no privilege/);
  });

  it('Piquet: the text follows the variants', () => {
    const text = (o: PiquetOptions, l: Locale = 'en') =>
      PIQUET_RULES[l](piquetRules(o))
        .map((s) => [s.heading, ...s.paragraphs].join('\n'))
        .join('\n');
    assert.match(text({}), /The first player to reach 101 points wins the game/);
    assert.match(text({ variants: ['V-Q-4'] }), /The first player to reach 100 points wins the game/);
    assert.match(text({ variants: ['V-Q-5'] }), /The partie of 4 deals/);
    assert.doesNotMatch(text({ variants: ['V-Q-5'] }), /reach 10\d/);
    assert.match(text({}), /The elder lays away 3 to 5 cards/);
    assert.match(text({ variants: ['V-Q-1'] }), /The elder lays away 1 to 5 cards/);
    assert.match(text({}), /scores 3 for it in all/);
    assert.match(text({ variants: ['V-Q-2'] }, 'de'), /insgesamt 2 Punkte/);
    assert.match(text({ variants: ['V-Q-3'] }), /every lead scores 1 for the leader at once, whatever the card/);
    assert.match(text({ variants: ['V-Q-7'] }), /but only if the beating card is an ace/);
    assert.match(text({ variants: ['V-Q-6'] }), /shown to the opponent as soon as/);
  });
});
