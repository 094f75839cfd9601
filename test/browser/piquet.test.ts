/**
 * Piquet at the generic table (issue 15), what is Piquet's own: a whole seeded game by keyboard alone in
 * every language with its announcements asserted (the exchange's running count, the declarations and
 * their answers, each trick's end with the running score, cards or capot, the game's end, the
 * statistics; axe at the end of the game); the hand by suit with its keys, the reading keys, touch; the
 * command line; an illegal move refused with its rule and nothing changed; the address's format and
 * level; the new-game form. Axe in every phase of a deal (the exchange, its choice list, the play, the
 * end of a deal), F1, save and resume and the same address resuming are the shared suite's
 * (seat-games.test.ts).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { logTexts, mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { active, begin, playByKeys, zoneOfFocus } from './trick-harness.js';
import '../../src/games/piquet/game.js';
import type { PiquetPlay } from '../../src/games/piquet/play.js';
import type { PiquetStart } from '../../src/games/piquet/setup.js';
import { deckNamer } from '../../src/i18n/deck-names.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';
import type { AnnouncerClock } from '../../src/announcer/announcer.js';
import { SaveStore, type GameResult } from '../../src/storage/save-store.js';
import { Saving } from '../../src/app/saving.js';
import { bootGame } from '../../src/app/boot.js';
import { parseUrlParams } from '../../src/session/url-params.js';
import { GAMES } from '../../src/games/registry.js';

const start = (level: 'easy' | 'normal' = 'easy', variants?: string[]): PiquetStart => ({
  options: variants ? { variants } : {},
  seats: [
    { name: 'Me', kind: 'human', level },
    { name: 'Anna', kind: 'computer', level },
  ],
});
const play = (m: Mounted) => m.shell.play as PiquetPlay;
/** The engine state of the game played here (a table with friends has none: its session is remote). */
const stateOf = (p: PiquetPlay) => (p.session as unknown as { readonly state: import('../../src/games/piquet/types.js').PiquetState }).state;
const phase = (m: Mounted) => play(m).view.phase;
const between = (m: Mounted) => () => phase(m) === 'dealOver';
const exchanging = (m: Mounted) => phase(m) === 'exchange-elder' || phase(m) === 'exchange-younger';
const focusZoneOf = (zone: string) => {
  if (zoneOfFocus() !== zone) (document.querySelector(`[data-zone="${zone}"] [data-item]`) as HTMLElement | null)?.focus();
};
const untilMyPlay = (m: Mounted) => playByKeys(m, () => phase(m) === 'play' && play(m).session.myTurn, between(m));
/**
 * The whole games run with the announcer's pace off (a clock whose every reading is a second later):
 * the same messages in the same order, handed out at once; the tests read the log, not the pace.
 */
function unpaced(m: Mounted): void {
  let t = 0;
  const clock: AnnouncerClock = { now: () => (t += 1000), setTimeout: (fn) => setTimeout(fn, 0), clearTimeout: (h) => clearTimeout(h as number) };
  (m.announcer as unknown as { clock: AnnouncerClock }).clock = clock;
}
const key = async (m: Mounted, press: string, shift = false) => {
  if (shift) await sendKeys({ down: 'Shift' });
  await sendKeys({ press });
  if (shift) await sendKeys({ up: 'Shift' });
  await settle(m);
};

describe('Piquet at the table', function () {
  this.timeout(120000);
  let m: Mounted;
  afterEach(() => unmountApp());

  /** Each language's whole game: its form (a four-deal partie, V-Q-5, or to 101) and what it says on the way (issue 27: the suggestion, the discard in one sentence). */
  interface Said {
    readonly variants: readonly string[];
    readonly suggested: RegExp;
    readonly accept: (n: number) => RegExp;
    readonly laidAway: (n: number) => RegExp;
    readonly trick: RegExp;
    readonly declaration: RegExp;
    readonly answer: RegExp;
    readonly tricksCounted: RegExp;
    readonly dealOver: RegExp;
    readonly gameOver: RegExp;
    readonly result: RegExp;
  }
  const GAME: Readonly<Record<Locale, Said>> = {
    de: {
      variants: [],
      suggested: /^Vorschlag: .+ ablegen; Eingabe nimmt ihn an/,
      accept: (n) => new RegExp(` ablegen und ${n} Karten kaufen`),
      laidAway: (n) => new RegExp(`^Du legst ${n} Karten ab: .+\\.$`),
      trick: /(gewinnt|gewinnst) den Stich mit .+, Stand du \d+, Anna \d+\.$/,
      declaration: /^(Du|Anna): „(Punkt von|Kein|Terz|Quart|Quint|Sext|Septime|Oktave|Drei|Quatorze)/,
      answer: /^(Du|Anna): „(Gut|Nicht gut|Gleich)\.“$/,
      tricksCounted: /^(Stiche: du \d+, Anna \d+\.|Capot!)/,
      dealOver: /^Das Spiel ist aus\./,
      gameOver: /(gewinnt|gewinnst) die Partie: du \d+, Anna \d+\./,
      result: /^Du hast die Partie (gewonnen|verloren)/,
    },
    en: {
      variants: ['V-Q-5'],
      suggested: /^Suggested: lay away .+; Enter to accept/,
      accept: (n) => new RegExp(` and take ${n} cards`),
      laidAway: (n) => new RegExp(`^You lay away ${n} cards: .+\\.$`),
      trick: /wins? the trick with .+, score you \d+, Anna \d+\.$/,
      declaration: /^(You|Anna): "(Point of|No |Tierce|Quart|Quint|Sixième|Septième|Huitième|Three|Fourteen)/,
      answer: /^(You|Anna): "(Good|Not good|Equal)\."$/,
      tricksCounted: /^(Tricks: you \d+, Anna \d+\.|Capot!)/,
      dealOver: /^The deal is over\./,
      gameOver: /The partie of 4 deals is over: you \d+, Anna \d+, a difference of \d+\./,
      result: /^(You have (won|lost) the game|The partie is drawn)/,
    },
    pl: {
      variants: ['V-Q-5'],
      suggested: /^Propozycja do odłożenia: .+; Enter ją przyjmuje/,
      // The elder lays away 3 to 5 (Q12): "3 karty", "4 karty", "5 kart".
      accept: (n) => new RegExp(`; weź ${n} ${n < 5 ? 'karty' : 'kart'}(\\s|$)`),
      laidAway: (n) => new RegExp(`^Odkładasz ${n} ${n < 5 ? 'karty' : 'kart'}: .+\\.$`),
      trick: /(bierze|[Bb]ierzesz) lewę .+, wynik: ty \d+, Anna \d+\.$/,
      declaration: /^(Ty|Anna): „(Point|Sekwens: nie mam|Trójki i kwatorze: nie mam|Tercja|Kwarta|Kwinta|Seksta|Septyma|Oktawa|Sekwens|Trzy|Kwatorze)/,
      answer: /^(Ty|Anna): „(Dobrze|Niedobrze|Równo)\.”$/,
      tricksCounted: /^(Lewy: ty \d+, Anna \d+\.|Kapot!)/,
      dealOver: /^Koniec rozdania\./,
      gameOver: /Koniec partii z 4 rozdań: ty \d+, Anna \d+, różnica \d+\./,
      result: /^(Wygrywasz partię!|Przegrywasz partię\.|Partia kończy się remisem\.)/,
    },
  };
  for (const locale of LOCALES) {
    const said = GAME[locale];
    const variants = said.variants;
    it(`a whole seeded game by keyboard alone, its announcements said; axe at its end (${locale}${variants.length ? ', four-deal partie' : ''})`, async () => {
      m = await mountApp({ locale });
      unpaced(m);
      const recorded: GameResult[] = [];
      const record = m.shell.recordResult.bind(m.shell);
      m.shell.recordResult = (r) => (recorded.push(r), record(r));
      await begin(m, 'piquet', '1', start('normal', [...variants]));
      // Seed 1: the player is elder in the first deal: the computer player's discard for his view marked
      // and said once, the exchange's list in focus with it first (issue 27); Enter accepts it.
      expect(phase(m)).to.equal('exchange-elder');
      expect(play(m).session.myTurn).to.equal(true);
      expect(zoneOfFocus()).to.equal('choices');
      const marked = [...play(m).marks.list];
      expect(marked.length).to.be.within(3, 5);
      expect(m.shell.lastAnswer).to.match(said.suggested);
      expect(document.querySelector('[data-zone="choices"] [data-item]')?.textContent).to.match(said.accept(marked.length));
      await key(m, 'Enter');
      // Laid away one move each, said once in one sentence (issue 27).
      expect(logTexts(m).filter((t) => said.laidAway(marked.length).test(t))).to.have.length(1);
      expect([...play(m).view.discards].sort()).to.deep.equal([...marked].sort());
      await untilMyPlay(m);
      expect(play(m).view.declared.length).to.equal(3);
      await playByKeys(m, () => phase(m) === 'gameOver', between(m), 1200);
      expect(phase(m)).to.equal('gameOver');
      const events = play(m).session.steps.flatMap((s) => s.events);
      const log = logTexts(m);
      const count = (re: RegExp) => log.filter((t) => re.test(t)).length;
      const n = (type: string) => events.filter((e) => e.type === type).length;
      // Each trick's end with its points and the running score.
      expect(count(said.trick)).to.equal(n('trick'));
      // The declarations as said at the table, and the answers.
      expect(count(said.declaration)).to.equal(n('declaration'));
      expect(count(said.answer)).to.equal(n('answer'));
      // Cards or capot at the end of each deal played out.
      expect(count(said.tricksCounted)).to.equal(n('tricksCounted'));
      expect(count(said.dealOver)).to.equal(n('dealOver'));
      // The game's end and its result.
      expect(log.some((t) => said.gameOver.test(t))).to.equal(true);
      expect(log.some((t) => said.result.test(t))).to.equal(true);
      if (variants.length) expect(n('dealOver')).to.equal(4);
      expect(m.shell.stats.get('piquet')?.played).to.equal(1);
      const over = events.find((e) => e.type === 'gameOver');
      expect(recorded[0]!.won).to.equal(over?.type === 'gameOver' && over.winner === 0);
      expect(recorded[0]!.feats!['partiesWon']).to.equal(recorded[0]!.won ? 1 : 0);
      expect(await axeViolations(document)).to.equal('', 'end of the game');
    });
  }

  it('keys per move (issue 27): every exchange of a whole game accepted in one key, the suggestion laid away as marked; axe with it open (the figure printed)', async () => {
    m = await mountApp({ locale: 'en' });
    unpaced(m);
    await begin(m, 'piquet', '5', start('normal', ['V-Q-5']));
    let exchanges = 0;
    let keys = 0;
    for (let guard = 0; guard < 3000 && phase(m) !== 'gameOver'; guard++) {
      const p = play(m);
      if (exchanging(m) && p.session.myTurn) {
        await settle(m);
        // The suggestion's list has focus by itself, its first choice lays the marked cards away and takes.
        expect(zoneOfFocus()).to.equal('choices');
        const marked = [...p.marks.list];
        expect(m.shell.lastAnswer).to.match(/^Suggested: (lay away .+|lay nothing away); Enter to accept/);
        if (exchanges === 0) expect(await axeViolations(document)).to.equal('', 'the exchange with the suggestion');
        const before = p.session.steps.length;
        await key(m, 'Enter');
        keys++;
        await until(() => !(exchanging(m) && play(m).session.myTurn));
        await settle(m);
        exchanges++;
        const laid = p.session.steps.slice(before).filter((st) => st.actor === 0 && st.move?.type === 'discard').map((st) => (st.move as { card: string }).card);
        expect(laid).to.deep.equal(marked);
      } else await playByKeys(m, () => exchanging(m) && play(m).session.myTurn, between(m), 1);
    }
    expect(phase(m)).to.equal('gameOver');
    console.log(`Piquet keys per exchange accepted: ${(keys / Math.max(exchanges, 1)).toFixed(2)} over ${exchanges} exchanges`);
    // A four-deal partie (V-Q-5): my one exchange in each deal.
    expect(exchanges).to.equal(4);
    expect(keys / exchanges).to.be.at.most(2);
  });

  /** Anna's exchange, the suggestion, and my turn as younger in whole sentences (Q14), in each language. */
  const YOUNGER: Readonly<Record<Locale, { anna: RegExp; suggested: RegExp; turnStart: RegExp; turn: RegExp }>> = {
    de: {
      anna: /^Anna (legt|kauft) /,
      suggested: /^Vorschlag: /,
      turnStart: /^Dein Kauf als Hinterhand: /,
      turn: /^Dein Kauf als Hinterhand: (Du darfst bis zu \d+ Karten? ablegen und ebenso viele kaufen, oder nichts kaufen|Lege \d+( bis \d+)? Karten ab und kaufe ebenso viele)\. Markiere die Karten mit Eingabe auf einer Karte; K legt sie ab und kauft ebenso viele\.$/,
    },
    en: {
      anna: /^Anna (discards|takes) /,
      suggested: /^Suggested: /,
      turnStart: /^Your exchange as younger: /,
      turn: /^Your exchange as younger: (you may discard up to \d+ cards? and take as many, or take nothing|discard \d+( to \d+)? cards and take as many)\. Mark the cards with Enter on a card; K discards them and takes as many\.$/,
    },
    pl: {
      anna: /^Anna (odkłada|kupuje) /,
      suggested: /^Propozycja( do odłożenia)?: /,
      turnStart: /^Twoja wymiana jako drugi gracz: /,
      turn: /^Twoja wymiana jako drugi gracz: (możesz odłożyć najwyżej \d+ kart[ęy]? i kupić tyle samo albo nic nie kupować|odłóż (\d+ kart[ęy]?|od \d+ do \d+ kart) i kup tyle samo)\. Oznacz karty klawiszem Enter na karcie; K je odkłada i kupuje tyle samo\.$/,
    },
  };
  for (const locale of LOCALES) {
    it(`my exchange as younger (issue 27): Anna's exchange said first, then my turn in whole sentences, then the suggestion (${locale})`, async () => {
      m = await mountApp({ locale });
      // The first deal at once (seed 1: I am elder), the second at a pace in real time: the order heard.
      let paced = false;
      let t = 0;
      let since = 0;
      const clock: AnnouncerClock = { now: () => (paced ? t + performance.now() - since : (t += 1000)), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) };
      (m.announcer as unknown as { clock: AnnouncerClock }).clock = clock;
      await begin(m, 'piquet', '1', start('normal'));
      await key(m, 'Enter');
      await playByKeys(m, between(m), between(m), 600);
      expect(phase(m)).to.equal('dealOver');
      paced = true;
      since = performance.now();
      const spoken: string[] = [];
      m.announcer.addEventListener('announce', (e) => spoken.push((e as CustomEvent<{ text: string }>).detail.text));
      await key(m, 'n');
      await until(() => exchanging(m) && play(m).session.myTurn && !play(m).busy);
      await settle(m);
      expect(play(m).view.elder).to.equal(1);
      const said = YOUNGER[locale];
      const anna = spoken.map((t, i) => (said.anna.test(t) ? i : -1)).filter((i) => i >= 0);
      const suggested = spoken.findIndex((t) => said.suggested.test(t));
      expect(anna.length, spoken.join(' | ')).to.be.greaterThan(1);
      expect(suggested, spoken.join(' | ')).to.be.greaterThan(Math.max(...anna));
      // My turn as younger: whole sentences, no comma splice (the least to lay away is the engine's, Q14).
      const turn = logTexts(m).find((l) => said.turnStart.test(l))!;
      expect(turn).to.match(said.turn);
      expect(spoken.indexOf(turn), spoken.join(' | ')).to.be.within(Math.max(...anna) + 1, suggested - 1);
    });
  }

  it('the hand by suit, sequences in its groups; S H D C, Shift+H, Z, A, E; a tap lays a card away', async () => {
    m = await mountApp({ locale: 'de' });
    await begin(m, 'piquet', '2', start());
    const groups = [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [role="group"]')];
    expect(groups.map((g) => g.querySelector<HTMLElement>('[data-item]')!.dataset['group'])).to.deep.equal(['C', 'D', 'H', 'S'].filter((s) => play(m).view.hand.some((c) => c.endsWith(s))));
    const first = document.querySelector<HTMLElement>('[data-zone="hand"] [data-item]')!;
    first.focus();
    for (const [letter, suit] of [['s', 'S'], ['h', 'H'], ['d', 'D'], ['c', 'C']] as const) {
      await key(m, letter);
      if (play(m).view.hand.some((c) => c.endsWith(suit))) expect(active()!.dataset['group']).to.equal(suit);
      else expect(m.shell.lastAnswer).to.match(/^Du hast kein /);
    }
    await key(m, 'H', true);
    expect(m.shell.lastAnswer).to.match(/^Deine Hand, 12 Karten: .+\. Punkt: \d+ Karten (Kreuz|Karo|Herz|Pik), \d+\. (Sequenzen: .+|Keine Sequenz)\. (Gleiche Karten: .+|Keine gleichen Karten)\.$/);
    await key(m, 'z');
    expect(m.shell.lastAnswer).to.match(/^Stand: du 0, Anna 0\. In diesem Spiel: du 0, Anna 0\. Stiche: du 0, Anna 0\. Partie bis 101, Spiel 1\./);
    await key(m, 'a');
    expect(m.shell.lastAnswer).to.equal('Noch keine Meldungen: erst wird gekauft.');
    await key(m, 'e');
    expect(m.shell.lastAnswer).to.match(/^Talon: 8 Karten\. Du hast noch nicht gekauft\. Anna hat noch nicht gekauft\.$/);
    // Shift+A: the exchange's list, the suggestion marked first (issue 27); Escape closes it.
    await key(m, 'A', true);
    expect(zoneOfFocus()).to.equal('choices');
    expect(document.querySelector('[data-zone="choices"] [data-item]')?.textContent).to.match(/ ablegen und \d Karten kaufen/);
    await key(m, 'Escape');
    // The hint (the computer player's advice with its reason) and the rules (Shift+F1).
    await key(m, '?');
    expect(m.shell.lastAnswer).to.match(/^Tipp: .+ ablegen\. .+/);
    await key(m, 'F1', true);
    expect(document.querySelector('dialog[data-dialog="rules"]')?.textContent).to.match(/Der Kauf.+Die Meldungen.+Repic und Pic/s);
    expect(await axeViolations(document)).to.equal('', 'rules');
    await sendKeys({ press: 'Escape' });
    await settle(m);
    // Touch: a tap on a card marks or unmarks it for the discard (issue 27); nothing is laid away yet.
    const card = document.querySelector<HTMLElement>('[data-zone="hand"] [data-item]')!;
    const id = card.dataset['key']!;
    const was = play(m).marks.has(id);
    card.click();
    await settle(m);
    expect(play(m).marks.has(id)).to.equal(!was);
    expect(play(m).view.discards).to.deep.equal([]);
    // Two cards typed (German card words): exactly those marked; K lays them away, then the engine refuses the take (Q12).
    const names = deckNamer('piquet', 'de');
    const two = play(m).view.hand.slice(0, 2);
    await play(m).submitCommand(two.map((c) => names.name(c)).join(', '));
    await settle(m);
    expect([...play(m).marks.list]).to.deep.equal(two);
    expect(m.shell.lastAnswer).to.match(/^Zum Ablegen markiert: .+\. Eingabe auf der ersten Möglichkeit oder K legt sie ab\.$/);
    focusZoneOf('hand');
    await key(m, 'k');
    await until(() => play(m).view.discards.length === 2 && !play(m).marks.queue);
    await settle(m);
    expect(m.shell.lastAnswer).to.equal('Du musst mindestens 3 Karten ablegen, bevor du kaufst. (Regel Q12)');
    expect([...play(m).view.discards]).to.deep.equal(two);
    await key(m, 'e');
    expect(m.shell.lastAnswer).to.match(/^Talon: 8 Karten\. Abgelegt: .+\. Du hast noch nicht gekauft\./);
  });

  it('the command line: lay away, take (refused with Q12 before the third card), play a named card; the declaration words', async () => {
    m = await mountApp({ locale: 'de' });
    await begin(m, 'piquet', '1', start());
    const names = deckNamer('piquet', 'de');
    const hand = () => play(m).view.hand;
    await play(m).submitCommand(`ablegen ${names.name(hand()[0]!)}`);
    await settle(m);
    expect(play(m).view.discards.length).to.equal(1);
    const steps = play(m).session.steps.length;
    await play(m).submitCommand('kaufen');
    await settle(m);
    expect(m.shell.lastAnswer).to.equal('Du musst mindestens 3 Karten ablegen, bevor du kaufst. (Regel Q12)');
    expect(play(m).session.steps.length).to.equal(steps);
    await play(m).submitCommand(`lege ${names.name(hand()[0]!)} ab`);
    await play(m).submitCommand(`discard ${deckNamer('piquet', 'en').name(hand()[1]!)}`);
    await settle(m);
    expect(play(m).view.discards.length).to.equal(3);
    await play(m).submitCommand('kaufen');
    await settle(m);
    expect(logTexts(m).some((t) => /^Du kaufst 3 Karten und lässt 2 liegen\.$/.test(t))).to.equal(true);
    expect(logTexts(m).some((t) => /^Vom Talon bekommst du: /.test(t))).to.equal(true);
    expect(logTexts(m).some((t) => /^Die Karten, die du liegen lässt: /.test(t))).to.equal(true);
    await untilMyPlay(m);
    await play(m).submitCommand('gut');
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/führt die App nach dem Kauf von selbst\. \(Regel Q24\)$/);
    await play(m).submitCommand('Meldungen');
    await settle(m);
    expect(m.shell.lastAnswer).to.match(/^(Carte blanche: .+\. )?Punkt: /);
    const card = play(m).session.legalMoves.find((x) => x.type === 'play')!;
    if (card.type !== 'play') throw new Error('no card');
    await play(m).submitCommand(`spiele ${names.name(card.card)}`);
    await settle(m);
    expect(hand()).to.not.include(card.card);
  });

  it('an illegal card is refused with its rule (Q28, following suit) and nothing changes', async () => {
    m = await mountApp({ locale: 'en' });
    unpaced(m);
    await begin(m, 'piquet', '3', start());
    for (let i = 0; i < 60; i++) {
      await untilMyPlay(m);
      const v = play(m).view;
      const led = v.trick[0]?.card;
      if (led) {
        const suit = led.slice(-1);
        const off = v.hand.find((c) => c.slice(-1) !== suit);
        if (off && v.hand.some((c) => c.slice(-1) === suit)) {
          const steps = play(m).session.steps.length;
          const state = JSON.stringify(stateOf(play(m)));
          play(m).playCard(off);
          await settle(m);
          expect(m.shell.lastAnswer).to.match(/^You must follow suit: (spades|hearts|diamonds|clubs)\. \(rule Q28\)$/);
          expect(play(m).session.steps.length).to.equal(steps);
          expect(JSON.stringify(stateOf(play(m)))).to.equal(state);
          return;
        }
      }
      await playByKeys(m, () => !play(m).session.myTurn || exchanging(m), between(m), 3);
    }
    throw new Error('no turn with a card that does not follow');
  });

  it('?game=piquet&seed=… takes the address\'s format and level; a bad format is told and nothing starts', async () => {
    const params = [...new Set(GAMES.flatMap((g) => g.urlParams ?? []))];
    const store = new SaveStore({ dbName: `piquet-test-${Date.now()}` });
    m = await mountApp({ locale: 'en' });
    await bootGame(m.shell, new Saving(m.shell, m.announcer, store), parseUrlParams('?game=piquet&seed=42&format=partie&level=strong', params));
    await settle(m);
    expect(play(m).gameId).to.equal('piquet');
    expect(play(m).session.config.options).to.deep.equal({ variants: ['V-Q-5'] });
    expect(play(m).session.config.seats[1]!.level).to.equal('strong');
    unmountApp();
    m = await mountApp({ locale: 'en' });
    await bootGame(m.shell, new Saving(m.shell, m.announcer, store), parseUrlParams('?game=piquet&seed=42&format=200', params));
    await settle(m);
    expect(m.shell.notices.join(' ')).to.match(/format/);
    expect(m.shell.play).to.equal(null);
    indexedDB.deleteDatabase(store.dbName);
  });

  it('the new-game form: the opponent\'s level, the formats and variants of the engine; it starts the game asked for', async () => {
    m = await mountApp({ locale: 'de' });
    await m.shell.choose('piquet');
    await settle(m);
    const form = document.querySelector('setup-form')!;
    expect(form).to.not.equal(null);
    expect(await axeViolations(document)).to.equal('', 'setup form');
    expect([...form.querySelectorAll<HTMLSelectElement>('select[name^="level-"]')].length).to.equal(1);
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="variants"]')].map((i) => i.value)).to.deep.equal(['V-Q-1', 'V-Q-2', 'V-Q-3', 'V-Q-6', 'V-Q-7']);
    const partie = form.querySelector<HTMLInputElement>('input[name="format"][value="partie"]');
    if (partie) partie.checked = true;
    else form.querySelector<HTMLSelectElement>('select[name="format"]')!.value = 'partie';
    form.querySelector<HTMLInputElement>('input[name="variants"][value="V-Q-7"]')!.checked = true;
    form.querySelector<HTMLSelectElement>('select[name^="level-"]')!.value = 'easy';
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => m.shell.play !== null || m.shell.setupProblems.length > 0);
    expect(m.shell.setupProblems).to.deep.equal([]);
    await settle(m);
    expect(play(m).gameId).to.equal('piquet');
    expect(play(m).session.config.options).to.deep.equal({ variants: ['V-Q-5', 'V-Q-7'] });
    expect(play(m).session.config.seats.map((x) => x.kind)).to.deep.equal(['human', 'computer']);
    expect(play(m).session.config.seats[1]!.level).to.equal('easy');
    expect(logTexts(m)[0]).to.equal('Eine Partie über 4 Spiele.');
  });
});
