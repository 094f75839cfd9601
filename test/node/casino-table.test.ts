/**
 * Casino's table in words, without a browser: the catalogue in both languages alike, the capture
 * list best first with what each capture takes, brings and leaves (EX-C-1, EX-C-3), the count item by
 * item with netting, game and lurch (EX-C-8), the command line ("10 nimmt 4 6", "10 takes 4 6 and 10",
 * "ablegen 7"), the setup's checks and the save's.
 */
import '../../src/i18n/all.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { casinoDe } from '../../locales/casino/de.js';
import { casinoEn } from '../../locales/casino/en.js';
import { casinoMeta } from '../../locales/casino/meta.js';
import { FULL_PACK } from '../../src/engine/cards.js';
import { bestFirst } from '../../src/games/fishing/choices.js';
import { applyMove, fromPosition, legalMoves, summable, summableTotal, view, type CasinoEvent, type CasinoMove, type CasinoPosition, type CountLine } from '../../src/games/casino/index.js';
import { choiceScore, describeChoice, describeEvents, describeTable, describeViolation, type Words } from '../../src/games/casino/describe.js';
import { parseCasinoCommand } from '../../src/games/casino/command-line.js';
import { casinoOptionsFrom } from '../../src/games/casino/setup.js';
import { casinoSave } from '../../src/games/casino/game.js';
import { casinoMessages } from '../../src/games/casino/texts.js';
import { CASINO_COMMAND_IDS } from '../../src/games/casino/messages.js';
import { type Locale } from '../../src/i18n/locale.js';

/** Same keys, kinds and arities in both languages, no empty string. */
function compare(a: unknown, b: unknown, path: string, problems: string[]): void {
  if (typeof a !== typeof b) return void problems.push(`${path}: ${typeof a} in de, ${typeof b} in en`);
  if (typeof a === 'string') {
    if (a.trim() === '' || (b as string).trim() === '') problems.push(`${path}: empty`);
    return;
  }
  if (typeof a === 'function') {
    if (a.length !== (b as () => void).length) problems.push(`${path}: arity ${a.length} in de, ${(b as () => void).length} in en`);
    return;
  }
  if (typeof a === 'object' && a !== null) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b as object)])) {
      if (!(k in a)) problems.push(`${path}.${k}: missing in de`);
      else if (!(k in (b as object))) problems.push(`${path}.${k}: missing in en`);
      else compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, problems);
    }
  }
}

/** A position with the player (seat 0) to move first; the rest of the pack in stock and piles. */
function position(players: 2 | 4, hands: string[][], table: string[]): CasinoPosition {
  const used = new Set([...hands.flat(), ...table]);
  const rest = FULL_PACK.filter((c) => !used.has(c));
  const over = rest.length % (4 * players);
  return {
    options: { players },
    dealer: players - 1,
    toMove: 0,
    hands,
    table,
    stock: rest.slice(over),
    piles: Array.from({ length: 2 }, (_, i) => (i === 1 ? rest.slice(0, over) : [])),
    lastCapturer: over ? 1 : null,
    finalRound: false,
    scores: [0, 0],
    gamesPlayed: 0,
    stakes: Array.from({ length: players }, () => 0),
    phase: 'play',
  };
}

const NAMES = ['Me', 'Anna', 'Ben', 'Clara'];
function words(locale: Locale, pos: CasinoPosition, verbosity: 'brief' | 'normal' = 'normal'): Words {
  return { messages: casinoMessages(locale), locale, me: 0, names: NAMES, style: 'long', pack: 'french', verbosity, view: view(fromPosition(pos, 't'), 0), games: 1 };
}

/** The capture list as the table shows it: best first, the clearing point from the engine. */
function choices(locale: Locale, pos: CasinoPosition): string[] {
  const s = fromPosition(pos, 't');
  const clears = (m: CasinoMove) => {
    const r = applyMove(s, m);
    return r.ok && r.events.some((e) => e.type === 'clearing');
  };
  const caps = legalMoves(s).filter((m) => m.type === 'capture');
  return bestFirst(caps, (m) => choiceScore(m, clears(m))).map((m) => describeChoice(words(locale, pos), m, { withCard: true, clearingPoint: clears(m) }));
}

describe('Casino at the table, in words', () => {
  it('the catalogue: de and en have the same keys, kinds and arities, nothing empty; every command has a name and help', () => {
    const problems: string[] = [];
    compare(casinoDe, casinoEn, 'casino', problems);
    compare(casinoMeta.de, casinoMeta.en, 'casino meta', problems);
    assert.deepEqual(problems, []);
    for (const id of CASINO_COMMAND_IDS) assert.ok(casinoDe.ui.commands[id].help && casinoEn.ui.commands[id].help, id);
  });

  it('EX-C-1: the captures best first, each with what it takes, brings and leaves; the clearing first (C18, C23)', () => {
    const pos = position(2, [['7D', '9C', 'KS', '3H'], ['5C', '6C', '8C', '2C']], ['AH', '2D', '4C', '7S']);
    assert.deepEqual(choices('de', pos), [
      'Karo Sieben nimmt Herz Ass, Karo Zwei, Kreuz Vier und Pik Sieben: 1 Ass und räumt den Tisch ab, 2 Punkte',
      'Karo Sieben nimmt Herz Ass, Karo Zwei und Kreuz Vier: 1 Ass, 1 Punkt; lässt Pik Sieben liegen',
      'Herz Drei nimmt Herz Ass und Karo Zwei: 1 Ass, 1 Punkt; lässt Kreuz Vier und Pik Sieben liegen',
      'Kreuz Neun nimmt Karo Zwei und Pik Sieben; lässt Herz Ass und Kreuz Vier liegen',
      'Karo Sieben nimmt Pik Sieben; lässt Herz Ass, Karo Zwei und Kreuz Vier liegen',
    ]);
    assert.equal(choices('en', pos)[0], 'Seven of diamonds takes ace of hearts, two of diamonds, four of clubs, and seven of spades: 1 ace and clears the table, 2 points');
  });

  it('EX-C-3: 15 captures for the ten; the whole table first, big casino named with its points (C16, C18)', () => {
    const pos = position(2, [['10S'], ['5C']], ['9C', 'AD', '8H', '2C', '10D', '5S', '5H']);
    const list = choices('de', pos);
    assert.equal(list.length, 15);
    assert.equal(list[0], 'Pik Zehn nimmt Karo Ass, Kreuz Zwei, Herz Fünf, Pik Fünf, Herz Acht, Kreuz Neun und Karo Zehn: großes Casino, 1 Ass und räumt den Tisch ab, 4 Punkte');
    assert.ok(list.includes('Pik Zehn nimmt Karo Zehn: großes Casino, 2 Punkte; lässt Karo Ass, Kreuz Zwei, Herz Fünf, Pik Fünf, Herz Acht und Kreuz Neun liegen'));
  });

  it('the table by value with what can be summed: face cards and tens only by their rank (C17, C20)', () => {
    const pos = position(2, [['10S'], ['5C']], ['KD', '9C', 'AD', '10D']);
    assert.equal(describeTable(words('de', pos)), 'Tisch, 4 Karten: Karo Ass, Kreuz Neun, Karo Zehn und Karo König. Summe der Zahlenkarten 10; nur mit Gleichem zu nehmen: Karo Zehn und Karo König.');
  });

  it('summable: only numerals below ten join a sum (C15, C17, C20); the total is theirs', () => {
    assert.deepEqual(['AS', '9D', '10D', 'JC', 'QH', 'KS'].map(summable), [true, true, false, false, false, false]);
    assert.equal(summableTotal(['AS', '9D', '10D', 'KS', '5H']), 15);
  });

  it('EX-C-8: the count item by item, the netting, the game and the lurch, the units of each partner (C28, C29, C31, C32)', () => {
    const pos = position(4, [['QS'], ['KC'], ['8C'], ['9D']], ['5C']);
    const sides: CountLine[] = [
      { cards: 31, spades: 8, bigCasino: true, littleCasino: false, aces: ['AC', 'AS'], points: 8 },
      { cards: 21, spades: 5, bigCasino: false, littleCasino: true, aces: ['AH', 'AD'], points: 3 },
    ];
    const events: CasinoEvent[] = [
      { type: 'count', sides },
      { type: 'netScore', side: 0, points: 5, scores: [12, 2] },
      { type: 'gameWon', side: 0, scores: [12, 2], lurched: [1] },
      { type: 'payment', from: 1, to: 0, amount: 2, reason: 'lurch' },
      { type: 'payment', from: 3, to: 2, amount: 2, reason: 'lurch' },
    ];
    // The view after the step: the game is counted as played, and it was the only one.
    const after = (locale: Locale): Words => { const w = words(locale, pos); return { ...w, view: { ...w.view, gamesPlayed: 1 } }; };
    const de = describeEvents(events, after('de'), { newGame: false }).map((s) => s.text);
    assert.deepEqual(de, [
      'Abrechnung. Karten: du und Ben 31, Anna und Clara 21; 3 Punkte für dich und Ben. Pik: du und Ben 8, Anna und Clara 5; 1 Punkt für dich und Ben. Großes Casino: 2 Punkte für dich und Ben. Kleines Casino: 1 Punkt für Anna und Clara. Asse, je 1 Punkt: du und Ben Kreuz Ass und Pik Ass; Anna und Clara Karo Ass und Herz Ass. Zusammen: du und Ben 8, Anna und Clara 3.',
      'Abgezogen: 8 weniger 3 macht 5 Punkte für dich und Ben. Stand: du und Ben 12, Anna und Clara 2.',
      'Die Partie geht an dich und Ben! Stand: du und Ben 12, Anna und Clara 2. Lurch für Anna und Clara: unter 5 Punkten, doppelte Partie.',
      'Marken: du plus 2, Anna minus 2, Ben plus 2, Clara minus 2.',
    ]);
    const en = describeEvents(events, after('en'), { newGame: false }).map((s) => s.text);
    assert.equal(en[1], 'Netted: 8 minus 3 makes 5 points to you and Ben. Score: you and Ben 12, Anna and Clara 2.');
    assert.equal(en[2], 'The game goes to you and Ben! Score: you and Ben 12, Anna and Clara 2. A lurch for Anna and Clara: below 5 points, a double game.');
  });

  it('the events of play: a capture by groups, a clearing, a trail and why, the last cards, the dealer’s last face card (C11, C13, C23, C25)', () => {
    const pos = position(2, [['7D', '9C', 'KS', '3H'], ['5C', '6C', '8C', '2C']], ['AH', '2D', '4C', '7S']);
    const w = words('de', pos);
    const say = (e: CasinoEvent) => describeEvents([e], w, { newGame: false }).map((s) => s.text);
    assert.deepEqual(say({ type: 'capture', seat: 1, card: '7D', take: ['7S', 'AH', '2D', '4C'], groups: [['7S'], ['AH', '2D', '4C']], cleared: true, lastCard: false }), [
      'Anna spielt Karo Sieben und nimmt Pik Sieben, dazu Herz Ass, Karo Zwei und Kreuz Vier: 1 Ass.',
    ]);
    assert.deepEqual(say({ type: 'clearing', side: 1, points: 1, scores: [0, 1] }), ['Tisch abgeräumt: 1 Punkt für Anna. Stand: du 0, Anna 1.']);
    assert.deepEqual(say({ type: 'trail', seat: 0, card: 'QH', reason: 'emptyTable' }), ['Du legst Herz Dame auf den leeren Tisch.']);
    assert.deepEqual(say({ type: 'trail', seat: 1, card: 'QH', reason: 'noCapture' }), ['Anna kann nichts nehmen und legt Herz Dame zu.']);
    assert.deepEqual(say({ type: 'lastCards' }), ['Anna sagt an: die letzten Karten! Das ist die letzte Runde.']);
    assert.deepEqual(say({ type: 'finalFaceCard', seat: 1, card: 'JS', take: ['AD', '8H'] }), ['Anna spielt die letzte Karte, Pik Bube, und nimmt damit den Rest vom Tisch: Karo Ass und Herz Acht.']);
    assert.deepEqual(say({ type: 'leftovers', side: 0, cards: ['AD', '8H'] }), ['Die übrigen Tischkarten gehen an dich, weil du zuletzt genommen hast: Karo Ass und Herz Acht.']);
  });

  it('refusals name their rule: C13, C15, C17, C19, C20 in both languages', () => {
    const pos = position(2, [['7D', '9C', 'KS', '3H'], ['5C', '6C', '8C', '2C']], ['AH', '2D', '4C', '7S']);
    const s = fromPosition(pos, 't');
    const refuse = (m: CasinoMove, locale: Locale = 'de') => {
      const r = applyMove(s, m);
      assert.equal(r.ok, false);
      return describeViolation(words(locale, pos), (r as { violation: { rule: string; code: string } }).violation, m.card);
    };
    assert.equal(refuse({ type: 'trail', card: 'KS' }), 'Mit Pik König kannst du nichts nehmen, aber eine andere Karte deiner Hand kann es, und Nehmen ist Pflicht: Zulegen geht nicht. (Regel C13)');
    assert.equal(refuse({ type: 'capture', card: 'KS', take: ['7S'] }), 'Pik König ist eine Bildkarte und nimmt nur Karten ihres Rangs, nicht Pik Sieben. (Regel C17)');
    assert.equal(refuse({ type: 'capture', card: '9C', take: ['AH', '2D', '4C', '7S'] }), 'Herz Ass, Karo Zwei, Kreuz Vier und Pik Sieben lassen sich nicht in Gruppen teilen, die Kreuz Neun nehmen kann: jede eine Karte gleichen Rangs oder Zahlenkarten mit der Summe 9. (Regel C15)');
    assert.equal(refuse({ type: 'capture', card: '3H', take: ['AH', '2D', '4C'] }, 'en'), 'Ace of hearts, two of diamonds, and four of clubs cannot be split into groups that three of hearts can take: each one card of its rank or number cards adding up to 3. (rule C15)');
  });

  it('the command line: "10 nimmt 4 6", "10 takes 4 6 and 10", "ablegen 7", "trail 7", a card alone; never a guess', () => {
    const pos = position(2, [['10S', '7D', '3H', 'KS'], ['5C', '6C', '8C', '9C']], ['10D', '4C', '6H', '7S']);
    const s = fromPosition(pos, 't');
    const ctx = { legal: legalMoves(s), view: view(s, 0) };
    assert.deepEqual(parseCasinoCommand('10 nimmt 4 6', ctx), { kind: 'move', move: { type: 'capture', card: '10S', take: ['4C', '6H'] } });
    const all = parseCasinoCommand('10 takes 4 6 and 10', ctx);
    assert.equal(all.kind, 'move');
    assert.deepEqual((all as { move: { take: string[] } }).move.take.slice().sort(), ['10D', '4C', '6H']);
    assert.deepEqual(parseCasinoCommand('Pik 10 nimmt Karo 10', ctx), { kind: 'move', move: { type: 'capture', card: '10S', take: ['10D'] } });
    assert.equal(parseCasinoCommand('10', ctx).kind, 'ambiguous');
    assert.deepEqual(parseCasinoCommand('ablegen 7', ctx), { kind: 'move', move: { type: 'trail', card: '7D' } });
    assert.deepEqual(parseCasinoCommand('trail 7', ctx), { kind: 'move', move: { type: 'trail', card: '7D' } });
    assert.deepEqual(parseCasinoCommand('lege 7 zu', ctx), { kind: 'move', move: { type: 'trail', card: '7D' } });
    assert.deepEqual(parseCasinoCommand('7 nimmt 10', ctx), { kind: 'move', move: { type: 'capture', card: '7D', take: ['10D'] } });
    assert.deepEqual(parseCasinoCommand('tisch', ctx), { kind: 'query', command: 'readTable' });
    assert.deepEqual(parseCasinoCommand('captures', ctx), { kind: 'query', command: 'listCaptures' });
    assert.deepEqual(parseCasinoCommand('5 nimmt 4', ctx), { kind: 'error', code: 'notInHand' });
    assert.deepEqual(parseCasinoCommand('bitte', ctx), { kind: 'error', code: 'unknown' });
    assert.deepEqual(parseCasinoCommand('10 nimmt 4', { legal: [], view: ctx.view }), { kind: 'error', code: 'notYourTurn' });
  });

  it('the setup: 2, 3 or 4 players (C1), variants V-C-1…5 and games checked; a problem names the field', () => {
    const m = casinoMessages('en');
    const ok = casinoOptionsFrom(new URLSearchParams('players=4&variants=V-C-2,v-c-3&games=2'), m);
    assert.deepEqual(ok.problems, []);
    assert.deepEqual(ok.options?.options, { engine: { players: 4, variants: ['V-C-2', 'V-C-3'] }, games: 2 });
    assert.equal(ok.options?.seats.length, 4);
    const bad = casinoOptionsFrom(new URLSearchParams('players=5&variants=V-C-9&games=9'), m);
    assert.equal(bad.options, null);
    assert.deepEqual(bad.problems.map((p) => p.param), ['players', 'variants', 'games']);
  });

  it('the save: a snapshot checks and resumes; a bad one is refused naming what is wrong', () => {
    const pos = position(2, [['10S'], ['5C']], ['10D']);
    const snap = {
      version: 1,
      savedAt: new Date().toISOString(),
      gameId: 'g',
      config: { seed: 's', options: { engine: { players: 2 }, games: 1 }, seats: [{ name: 'Me', kind: 'human', level: 'normal' }, { name: 'Anna', kind: 'computer', level: 'easy' }] },
      state: fromPosition(pos, 't'),
      steps: [{ actor: null, move: null, events: [] }],
      log: [],
      focusZone: 'table',
    };
    const checked = casinoSave.check(JSON.parse(JSON.stringify(snap)) as Record<string, unknown>);
    assert.equal(checked.focusZone, 'table');
    assert.throws(() => casinoSave.check({ ...JSON.parse(JSON.stringify(snap)), config: { ...snap.config, seats: snap.config.seats.slice(0, 1) } }), /seats/);
  });
});
