/**
 * One browser suite for every seat game of the registry (issue 22): each game that is not played alone,
 * in each language of the app, started as the app starts it from its address (?game=<id>&seed=…), then
 * one whole deal played by real keys (test/browser/seat-harness.ts: the table's zones and the legal
 * moves, no game's own keys) with
 * - axe finding nothing in every state of the table the deal passes through (the view's phase, with a
 *   choice list open, with a confirmation open), at its end and in the F1 help;
 * - every step's words in the game log, nothing in the log empty or broken (undefined, [object, NaN),
 *   and the log in the language played (no card word and no default name of another language);
 * - the game saved and resumed at the first turn of each phase (snapshot → the module's save check →
 *   resume: the same engine state, the log and the zone in focus restored), a corrupt save refused with
 *   its reason, and the same address resuming the game it started while its sitting goes on;
 * - the deal's end: N deals the next one, or the sitting is over and "new game" is the primary button.
 * A game's own file holds only what is its own. A new seat game is one row of FIXTURES; a seat game of
 * the registry without a row fails. A game of several forms has a row for each (its address's
 * parameters): the first row plays in every language, each further row in one language, in turn, so
 * that a form adds one deal to the suite, not one per language.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations } from './axe.js';
import { logTexts, mountApp, settle, unmountApp, until, type Mounted } from './app-harness.js';
import { zoneOfFocus } from './trick-harness.js';
import { confirmOpen, decideByKeys, phaseOf, seatPlay, unpaced } from './seat-harness.js';
import { GAMES } from '../../src/games/registry.js';
import { loadSeatGame } from '../../src/games/bots.js';
import { LOCALES, type Locale } from '../../src/i18n/messages.js';
import { deckCatalogue, type AnyDeckWords } from '../../src/i18n/deck-names.js';
import { DEFAULT_NAMES } from '../../locales/names.js';
import { SaveStore } from '../../src/storage/save-store.js';
import { Saving } from '../../src/app/saving.js';
import { bootGame } from '../../src/app/boot.js';
import { parseUrlParams } from '../../src/session/url-params.js';
import type { SeatSession, Step } from '../../src/play/session.js';

interface Fixture {
  /** The address's seed: one whose first deal passes through the states below quickly. */
  readonly seed: string;
  /** More of the address (besides game and seed): a form of the game that shows more of its table. */
  readonly params?: string;
  /** The states of the table the deal must pass through: the view's phase, '+choices' with a choice list open, '+confirm' with a confirmation. */
  readonly states: readonly string[];
}

/** By game, its rows: the first plays in every language, each further one (another form) in one. */
const FIXTURES: Readonly<Record<string, readonly Fixture[]>> = {
  papillon: [{ seed: '1', states: ['play', 'play+choices', 'play+confirm', 'dealOver'] }],
  // The Scat game for four: its bidding, the announcements and a Contra, then the play.
  hundertspiel: [{ seed: '2', params: 'players=4&scat=yes', states: ['bid+choices', 'announce+choices', 'contra+choices', 'play', 'dealOver'] }],
  casino: [{ seed: '1', states: ['play', 'play+choices', 'dealOver'] }],
  whist: [{ seed: '1', states: ['play', 'dealOver'] }],
  // The exchange opens with the suggestion's list (issue 27): met with choices only.
  piquet: [{ seed: '1', states: ['exchange-elder+choices', 'play', 'dealOver'] }],
  ombre: [{ seed: '3', states: ['auction+choices', 'exchange+choices', 'play', 'dealOver'] }],
  // Boston for four: the others outbid my passes, a Grand Boston is played.
  boston: [{ seed: '5', states: ['auction+choices', 'play', 'dealOver'] }],
  tarok: [
    // Tarok en trois: the Skat laid when I deal, the announcements, the play.
    { seed: '1', states: ['skat', 'play', 'dealOver'] },
    // En deux (TD1–TD11): I deal and lay the Skat; the party goes on after the deal.
    { seed: '1', params: 'form=deux', states: ['skat', 'play', 'dealOver'] },
    // Taroklomber, old method (TL6, TL7): I deal and lay the Skat, pass in the auction, another plays.
    { seed: '1', params: 'form=lomber&method=old', states: ['skat', 'auction+choices', 'play', 'dealOver'] },
    // Taroklomber, new method (TL8, TL16): the Skat set aside, I pass, another takes it and plays.
    { seed: '1', params: 'form=lomber&method=new', states: ['auction+choices', 'play', 'dealOver'] },
  ],
  // Chess against the easy player, a session of two games: the first game's end is the deal's.
  chess: [{ seed: '1', params: 'games=2&level=easy', states: ['play', 'gameOver'] }],
};

const SEAT_GAMES = GAMES.filter((g) => !g.solo);
const URL_PARAMS = [...new Set(GAMES.flatMap((g) => g.urlParams ?? []))];
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Words that say a log is in another language: that language's card words and its name for my seat, none of them a word of `locale`. */
function foreignWords(locale: Locale): string[] {
  const words = (l: Locale) => {
    const c = deckCatalogue(l);
    const packs = [c.french, c.numbers, c.trappola, c.tarock] as AnyDeckWords[];
    return [DEFAULT_NAMES[l](0), ...packs.flatMap((p) => [...Object.values(p.suits), ...Object.values(p.ranks), ...Object.values(p.trumps ?? {})].map((w) => w.word))];
  };
  const mine = new Set([...words(locale), ...HOMOGRAPHS[locale]].map((w) => w.toLowerCase()));
  return [...new Set(LOCALES.filter((l) => l !== locale).flatMap(words))].filter((w) => !mine.has(w.toLowerCase()));
}
/** Another language's card words that are also words of this one: English "as" (Polish as, the ace) and "tarok" (the English texts' name of the trumps, Polish too). */
const HOMOGRAPHS: Readonly<Record<Locale, readonly string[]>> = { de: [], en: ['as', 'tarok'], pl: [] };
const asWord = (w: string) => new RegExp(`(?<!\\p{L})${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu');

describe('Every seat game at the table: the address, axe, a whole deal by keys, save and resume', function () {
  this.timeout(300000);
  let m: Mounted;
  afterEach(() => unmountApp());

  it('every seat game of the registry has its fixture row, and every row is a seat game', () => {
    expect(SEAT_GAMES.map((g) => g.id).filter((id) => !Object.hasOwn(FIXTURES, id))).to.deep.equal([], 'seat games without a fixture row');
    expect(Object.keys(FIXTURES).filter((id) => !SEAT_GAMES.some((g) => g.id === id))).to.deep.equal([], 'rows of no seat game');
  });

  for (const entry of SEAT_GAMES) {
    const rows = Object.hasOwn(FIXTURES, entry.id) ? FIXTURES[entry.id]! : [];
    const runs = rows.flatMap((fx, k) => (k === 0 ? LOCALES : [LOCALES[(k - 1) % LOCALES.length]!]).map((locale) => ({ fx, locale, name: k === 0 ? entry.id : `${entry.id}, ${fx.params}` })));
    for (const { fx, locale, name } of runs) {
      it(`${name} (${locale})`, async () => {
        const id = entry.id;
        const engine = (await loadSeatGame(id))!;
        const store = new SaveStore({ dbName: `seat-games-${id}-${locale}-${Date.now()}` });
        const address = `?game=${id}&seed=${fx.seed}${fx.params ? `&${fx.params}` : ''}`;
        let saving: Saving | null = null;
        /** A fresh app on the same storage, saving as the app does. */
        const open = async () => {
          unmountApp();
          m = await mountApp({ locale }, { record: (r) => saving?.record(r) });
          unpaced(m);
          saving = new Saving(m.shell, m.announcer, store);
        };
        const boot = async () => {
          await open();
          await bootGame(m.shell, saving!, parseUrlParams(address, URL_PARAMS));
          await settle(m);
        };
        const session = () => seatPlay(m).session as SeatSession<unknown, unknown, unknown, unknown, unknown>;
        const state = () => json(session().state);
        const between = () => engine.toMove(session().state) === null;
        const mine = () => session().steps.filter((s) => s.actor === session().me).length;

        // Every step's words reach the log (the play says a step before this listener hears it): each
        // step of mine (or my steps in a row, a discard accepted at once), and each turn of another seat
        // (its steps in a row: a card it lays away is private, Ombre says its count at the take).
        const silent: string[] = [];
        let watched: EventTarget | null = null;
        let turn: { actor: number | null; events: string[]; said: boolean } | null = null;
        const endTurn = () => {
          if (turn && turn.events.length > 0 && !turn.said) silent.push(`seat ${turn.actor}: ${turn.events.join(', ')}`);
          turn = null;
        };
        const watch = () => {
          const s = session();
          if (s === watched) return;
          watched = s;
          endTurn();
          const announcer = m.announcer;
          let logged = announcer.log.length;
          s.addEventListener('step', (e) => {
            const step = (e as CustomEvent<Step<unknown, { type: string }>>).detail;
            const said = announcer.log.length > logged;
            logged = announcer.log.length;
            // My steps in a row are one turn while they say nothing yet: a discard accepted at once is said
            // once, as its last card is laid away (issue 27).
            if (step.actor === null || step.actor !== turn?.actor) endTurn();
            turn ??= { actor: step.actor, events: [], said: false };
            turn.events.push(...step.events.map((x) => x.type));
            turn.said ||= said;
            if (step.actor === null || (step.actor === s.me && turn.said)) endTurn();
          });
        };

        // 1. The address starts the game at once.
        await boot();
        expect(m.shell.notices).to.deep.equal([]);
        expect(seatPlay(m).gameId).to.equal(id);
        expect(session().config.seed).to.equal(fx.seed);
        expect(document.documentElement.lang).to.equal(locale);
        const logAtStart = logTexts(m).length;
        expect(logAtStart).to.be.greaterThan(0);

        /** 4. Snapshot → the module's check → resume in a fresh app: the same state, log and zone in focus. */
        let corruptChecked = false;
        const saveAndResume = async (where: string) => {
          const p = seatPlay(m);
          const focusZone = zoneOfFocus() ?? p.homeZone;
          const raw = json(p.snapshot({ log: m.announcer.log, focusZone })) as unknown as Record<string, unknown>;
          const check = m.shell.module!.save.check;
          const checked = check(json(raw));
          if (!corruptChecked) {
            corruptChecked = true;
            const saved = raw['state'] as Record<string, unknown>;
            expect(() => check({ ...raw, config: { ...(raw['config'] as object), seats: [] } }), 'no seats').to.throw(/seats/);
            expect(() => check({ ...raw, state: 'x' }), 'no state').to.throw(/state/);
            // Cards gone from every hand (the state's own shape, its content broken): the engine's check refuses it.
            if (Array.isArray(saved['hands'])) expect(() => check({ ...raw, state: { ...saved, hands: (saved['hands'] as unknown[]).map(() => []) } }), 'empty hands').to.throw(/state/);
          }
          const before = state();
          const log = logTexts(m);
          const gameId = p.id;
          await open();
          await m.shell.resumeGame(id, checked);
          await settle(m);
          expect(state(), `resumed in ${where}`).to.deep.equal(before);
          expect(seatPlay(m).id).to.equal(gameId);
          expect(logTexts(m).slice(0, log.length)).to.deep.equal(log);
          await until(() => zoneOfFocus() === focusZone).catch(() => {
            throw new Error(`resumed in ${where}: focus in ${zoneOfFocus()}, saved in ${focusZone}`);
          });
          expect(m.shell.lastAnswer ?? '').to.not.match(/undefined|\[object|NaN/);
        };

        /** 1. The same address again: the saved game resumes (the sitting is not over), not a new deal. */
        const sameAddress = async () => {
          await saving!.flush();
          const before = state();
          const gameId = seatPlay(m).id;
          await boot();
          expect(state(), 'the same address resumes the game').to.deep.equal(before);
          expect(seatPlay(m).id).to.equal(gameId);
        };

        // 2, 3. A whole deal by keys; axe in every state of the table met; save and resume on the way.
        const seen = new Set<string>();
        const resumedIn = new Set<string>();
        let addressResumed = false;
        const tableState = () => [phaseOf(m), seatPlay(m).choices ? '+choices' : '', confirmOpen() ? '+confirm' : ''].join('');
        const axeOnce = async () => {
          const key = tableState();
          if (seen.has(key)) return;
          seen.add(key);
          expect(await axeViolations(document)).to.equal('', key);
          // A zone of groups (a hand by suit) is a list of its groups.
          for (const z of seatPlay(m).zones().filter((z) => z.kind === 'groups')) {
            const section = document.querySelector(`[data-zone="${z.id}"]`)!;
            if (section.querySelector('[data-item]')) expect(section.querySelectorAll('[role="listbox"] [role="group"]').length, `${z.id}: its groups`).to.be.greaterThan(0);
          }
        };
        // Saved and resumed at my first turn, and in each phase at my next turn after a move in it (a
        // choice list I opened is not part of a save: not while one is open).
        const movedIn = new Map<string, number>();
        for (let i = 0; i < 1500 && !between(); i++) {
          watch();
          await axeOnce();
          const phase = phaseOf(m);
          const myTurn = session().myTurn && !confirmOpen();
          const moved = movedIn.get(phase) ?? 0;
          if (myTurn && (resumedIn.size === 0 || (moved > 0 && !seatPlay(m).choices)) && !resumedIn.has(phase)) {
            resumedIn.add(resumedIn.size === 0 ? 'start' : phase);
            await saveAndResume(phase);
            continue;
          }
          if (myTurn && !addressResumed && mine() > 0) {
            addressResumed = true;
            await sameAddress();
            continue;
          }
          const log = logTexts(m).length;
          if (myTurn) movedIn.set(phase, moved + 1);
          await decideByKeys(m, between);
          expect(logTexts(m).length, 'the log only grows').to.be.at.least(log);
        }
        expect(between(), `the deal ended (${tableState()})`).to.equal(true);
        watch();
        await axeOnce();
        expect(addressResumed, 'the same address was tried').to.equal(true);
        for (const s of fx.states) expect(seen.has(s), `${s} met (met: ${[...seen].join(', ')})`).to.equal(true);

        // F1 at the end of the deal: the help dialog, in the language played, axe-clean.
        const home = seatPlay(m).homeZone;
        (document.querySelector(`[data-zone="${home}"] h2`) as HTMLElement).focus();
        await sendKeys({ press: 'F1' });
        await settle(m);
        const help = document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!;
        expect(help.open).to.equal(true);
        expect(help.textContent).to.not.match(/undefined|\[object|NaN/);
        // It lists every key of the game that works in the hand, with its help in the language played.
        const inHand = m.shell.module!.commands.filter((c) => c.zones === 'any' || c.zones.includes(home));
        expect(inHand.length).to.be.greaterThan(0);
        const helpText = (cid: string) => (m.shell.play!.extraCommandText?.(cid) ?? m.shell.module!.commandText(locale, cid))!.help;
        for (const c of inHand) expect(help.textContent, c.id).to.contain(helpText(c.id));
        expect(await axeViolations(document)).to.equal('', 'help');
        await sendKeys({ press: 'Escape' });
        await settle(m);

        // The deal's words.
        endTurn();
        const log = logTexts(m);
        expect(silent, 'steps whose events said nothing').to.deep.equal([]);
        expect(log.length).to.be.greaterThan(logAtStart);
        for (const t of log) {
          expect(t.trim(), 'an empty log entry').to.not.equal('');
          expect(t).to.not.match(/undefined|\[object|NaN/);
        }
        for (const w of foreignWords(locale)) {
          const re = asWord(w);
          expect(log.filter((t) => re.test(t)), `"${w}" in the ${locale} log`).to.deep.equal([]);
        }
        expect(log.some((t) => asWord(DEFAULT_NAMES[locale](0)).test(t)), 'my seat named in the log').to.equal(true);

        // The end of the deal (not of the sitting): the next deal is the primary button, with its key; N deals it.
        expect(engine.isOver(session().state), 'the sitting goes on').to.equal(false);
        const nextDeal = m.shell.module!.commands.find((c) => c.id === 'nextDeal')!;
        expect(document.querySelector('[data-zone="actions"] button.primary')?.getAttribute('aria-keyshortcuts')).to.equal(nextDeal.keys[0]!.label);
        const steps = session().steps.length;
        const nextKey = nextDeal.keys[0]!;
        if (nextKey.shift) await sendKeys({ down: 'Shift' });
        await sendKeys({ press: nextKey.key });
        if (nextKey.shift) await sendKeys({ up: 'Shift' });
        await settle(m);
        expect(session().steps.length, 'N dealt the next deal').to.be.greaterThan(steps);
        indexedDB.deleteDatabase(store.dbName);
      });
    }
  }
});
