/**
 * What a blind player trips over at the trick tables (issue 27), in every trick game by real keys:
 * - the end of a deal: focus leaves the emptied hand for what goes on (the next deal's button), the way
 *   on is said once, the trick zone and T say that no trick is played; N deals on and focus goes to the
 *   new hand or its list; at the sitting's end no next deal is offered, and Whist names the side that won;
 * - the turn coming back: focus on a card that may be played, and that card said;
 * - one focus move a trick: my card played stays shown as played, focus moves once when the turn is back.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { logTexts, mountApp, settle, unmountApp, type Mounted } from './app-harness.js';
import { active, begin, zoneOfFocus } from './trick-harness.js';
import '../../src/games/whist/game.js';
import '../../src/games/hundertspiel/game.js';
import '../../src/games/piquet/game.js';
import '../../src/games/ombre/game.js';
import '../../src/games/boston/game.js';
import { whistSave } from '../../src/games/whist/game.js';
import { hundertspielSave } from '../../src/games/hundertspiel/game.js';
import { fromPosition as whistFrom, toPosition as whistTo, GAME } from '../../src/games/whist/index.js';
import { fromPosition as hundertFrom, toPosition as hundertTo, TARGET } from '../../src/games/hundertspiel/index.js';
import type { AnyTrickPlay } from '../../src/games/tricks/trick-play.js';
import { SaveStore } from '../../src/storage/save-store.js';
import { Saving } from '../../src/app/saving.js';
import type { Locale } from '../../src/i18n/messages.js';

const seats = (n: number) => ['Me', 'Anna', 'Ben', 'Clara', 'Dora'].slice(0, n).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'computer', level: 'easy' }));

interface TrickGame {
  readonly id: string;
  readonly seed: string;
  readonly locale: Locale;
  readonly start: unknown;
  /** The deal is over in the view (between deals, or the sitting's end). */
  readonly over: (phase: string) => boolean;
}

const GAMES: readonly TrickGame[] = [
  { id: 'whist', seed: '3', locale: 'en', start: { options: {}, seats: seats(4) }, over: (ph) => ph !== 'play' },
  { id: 'hundertspiel', seed: '11', locale: 'de', start: { options: { engine: { players: 4 }, games: 1 }, seats: seats(4) }, over: (ph) => ph === 'dealOver' },
  { id: 'piquet', seed: '2', locale: 'en', start: { options: {}, seats: seats(2) }, over: (ph) => ph === 'dealOver' || ph === 'gameOver' },
  { id: 'ombre', seed: '3', locale: 'de', start: { options: { game: 'ombre' }, seats: seats(3) }, over: (ph) => ph === 'dealOver' || ph === 'sessionOver' },
  { id: 'boston', seed: '5', locale: 'en', start: { options: { players: 4 }, seats: seats(4) }, over: (ph) => ph === 'dealOver' || ph === 'sessionOver' },
  { id: 'tarok', seed: '2', locale: 'de', start: { options: { form: 'trois' }, seats: seats(3) }, over: (ph) => ph === 'dealOver' || ph === 'partyOver' || ph === 'sessionOver' },
];

const play = (m: Mounted) => m.shell.play as AnyTrickPlay & { view: { phase: string; discards?: readonly string[] } };

/**
 * Plays my decisions by real keys until `stop` holds: a choice list Enter, a card P and Enter, the exchange
 * of Ombre K once a card is laid away (the trick harness's driver knows no K), the end of a deal N.
 */
async function playOn(m: Mounted, stop: () => boolean, between: () => boolean, maxSteps = 600): Promise<void> {
  for (let i = 0; i < maxSteps && !stop(); i++) {
    const p = play(m);
    const legal = p.session.legalMoves as readonly { type: string }[];
    if (between()) await sendKeys({ press: 'n' });
    else if (p.choices) {
      if (zoneOfFocus() !== 'choices') document.querySelector<HTMLElement>('[data-zone="choices"] [data-item]')!.focus();
      await sendKeys({ press: 'Enter' });
    } else if (p.session.myTurn && legal.some((x) => x.type === 'take') && (p.view.discards?.length || !legal.some((x) => x.type === 'discard'))) {
      await sendKeys({ press: 'k' });
    } else if (p.session.myTurn) {
      if (zoneOfFocus() !== 'hand') document.querySelector<HTMLElement>('[data-zone="hand"] [data-item]')!.focus();
      await sendKeys({ press: 'p' });
      await settle(m);
      await sendKeys({ press: 'Enter' });
    }
    await settle(m);
  }
}
const primary = () => document.querySelector<HTMLElement>('[data-zone="actions"] button.primary');
const trickText = () => document.querySelector('[data-zone="trick"] .trick-text')?.textContent?.trim() ?? '';
/** The log entries that name the key N on its own (the way on). */
const namesN = (texts: readonly string[]) => texts.filter((t) => /(^|[\s(„"])N\b/.test(t) && !/\+N\b/.test(t));

describe('The trick tables (issue 27)', function () {
  this.timeout(240000);
  let m: Mounted;
  afterEach(() => unmountApp());

  for (const g of GAMES) {
    it(`${g.id} (${g.locale}): at the end of a deal focus is on the next deal, the way on said once, no trick zone of a deal gone; N deals on`, async () => {
      m = await mountApp({ locale: g.locale });
      await begin(m, g.id, g.seed, g.start);
      const over = () => g.over(play(m).view.phase);
      await playOn(m, over, () => false, 600);
      expect(over(), 'the deal ended').to.equal(true);
      await settle(m);
      // Focus is on what goes on, not on the emptied hand's heading.
      expect(zoneOfFocus()).to.equal('actions');
      expect(active()).to.equal(primary());
      expect(active()!.textContent!.trim()).to.equal(play(m).actions().find((a) => a.primary)!.label);
      // The way on, said once, after the deal's last words.
      const log = logTexts(m);
      const way = play(m).messages.ui.wayOn(active()!.textContent!.trim(), 'N', false);
      expect(log.filter((t) => t === way), log.slice(-6).join(' | ')).to.have.length(1);
      expect(log[log.length - 1]).to.equal(way);
      expect(namesN(log), 'no other sentence names N').to.deep.equal([way]);
      // The trick zone and T tell the truth: no trick is played.
      expect(trickText()).to.equal(play(m).messages.tricks.noTrickNow);
      await sendKeys({ press: 't' });
      await settle(m);
      expect(m.shell.lastAnswer).to.equal(play(m).messages.tricks.noTrickNow);
      // N deals on: focus in the new hand (a card) or in the list the new deal opens for me.
      await sendKeys({ press: 'n' });
      await settle(m);
      expect(over()).to.equal(false);
      expect(['hand', 'choices']).to.include(zoneOfFocus());
      if (zoneOfFocus() === 'hand' && play(m).handCards.length) expect(active()!.dataset['item']).to.not.equal(undefined);
    });
  }

  it('Whist (de): the sitting ends with the side that won named, no place; focus on a new game, no next deal offered', async () => {
    m = await mountApp({ locale: 'de' });
    await begin(m, 'whist', '5', { options: {}, seats: seats(4) });
    const p = () => play(m) as unknown as { view: { phase: string; tricks: unknown[] }; session: { state: Parameters<typeof whistTo>[0]; myTurn: boolean } } & AnyTrickPlay;
    await playOn(m, () => p().view.phase === 'play' && p().view.tricks.length === 12, () => p().view.phase !== 'play', 600);
    // The same deal at its last trick, each side a game up and a point short: the last trick ends the rubber, and the sitting (one rubber).
    const pos = { ...whistTo(p().session.state), scores: [GAME - 1, GAME - 1], games: [{ winner: 0, scores: [5, 0], value: 3 }, { winner: 1, scores: [0, 5], value: 3 }] };
    const snap = p().snapshot({ log: [], focusZone: 'hand' }) as Record<string, unknown>;
    await m.shell.resumeGame('whist', whistSave.check(JSON.parse(JSON.stringify({ ...snap, state: whistFrom(pos as never) }))));
    await settle(m);
    const from = logTexts(m).length;
    await playOn(m, () => p().view.phase === 'sessionOver', () => false, 50);
    expect(p().view.phase).to.equal('sessionOver');
    await settle(m);
    const said = logTexts(m).slice(from);
    const end = said.find((t) => /die Sitzung/.test(t));
    expect(end, said.join(' | ')).to.match(/^(Du und \S+ gewinnt|\S+ und \S+ gewinnen) die Sitzung[.!] Umschalt\+N beginnt eine neue Partie\.$/);
    expect(said.join(' ')).to.not.match(/du bist \d|Platz/);
    expect(namesN(said), 'no next deal offered').to.deep.equal([]);
    expect(active()).to.equal(primary());
    expect(active()!.textContent!.trim()).to.equal(m.shell.commandName('newGame'));
  });

  it('Das Hundertspiel (en): the sitting\'s last deal offers no next deal; its end says Shift+N once and focus is on a new game', async () => {
    m = await mountApp({ locale: 'en' });
    await begin(m, 'hundertspiel', '11', { options: { engine: { players: 4 }, games: 1 }, seats: seats(4) });
    const p = () => play(m) as unknown as { view: { phase: string }; session: { state: Parameters<typeof hundertTo>[0] } } & AnyTrickPlay;
    await playOn(m, () => p().view.phase === 'dealOver', () => false, 600);
    // The same sitting between deals with both parties one point short of the game: the next deal ends it.
    const pos = hundertTo(p().session.state);
    const snap = p().snapshot({ log: [], focusZone: 'actions' }) as Record<string, unknown>;
    const state = hundertFrom({ ...pos, scores: pos.scores.map(() => TARGET - 1) } as never);
    await m.shell.resumeGame('hundertspiel', hundertspielSave.check(JSON.parse(JSON.stringify({ ...snap, state }))));
    await settle(m);
    const from = logTexts(m).length;
    await sendKeys({ press: 'n' });
    await settle(m);
    await playOn(m, () => p().view.phase === 'dealOver', () => false, 600);
    await settle(m);
    const said = logTexts(m).slice(from);
    expect(said.filter((t) => /Shift\+N starts a new game\.$/.test(t)), said.slice(-6).join(' | ')).to.have.length(1);
    expect(namesN(said), 'no next deal offered').to.deep.equal([]);
    expect(active()).to.equal(primary());
    expect(active()!.textContent!.trim()).to.equal(m.shell.commandName('newGame'));
  });

  for (const g of GAMES.filter((x) => x.id === 'whist' || x.id === 'hundertspiel')) {
    it(`${g.id} (${g.locale}): when the turn comes back, focus is on a card I may play, and that card is said`, async () => {
      m = await mountApp({ locale: g.locale });
      await begin(m, g.id, g.seed, g.start);
      // What happened since the last step of another: focus moves (a screen reader says them) and answers.
      let since: string[] = [];
      const onFocus = (e: FocusEvent) => since.push(`focus:${(e.target as HTMLElement).dataset['key'] ?? ''}`);
      document.addEventListener('focusin', onFocus);
      // Marks each step: what follows the last one before my turn is the turn coming back.
      const session = play(m).session;
      session.addEventListener('step', () => (since = ['step']));
      const announce = m.announcer.announce.bind(m.announcer);
      m.announcer.announce = (text, opts) => (since.push(`said:${text}`), announce(text, opts));
      let checked = 0;
      for (let turn = 0; turn < 40 && checked < 6; turn++) {
        await playOn(m, () => play(m).view.phase === 'play' && play(m).session.myTurn, () => g.over(play(m).view.phase), 200);
        if (play(m).view.phase !== 'play' || play(m).choices) break;
        // My card: P and Enter; then the others play and the turn comes back.
        (document.querySelector('[data-zone="hand"] [data-item]') as HTMLElement).focus();
        await sendKeys({ press: 'p' });
        await settle(m);
        const steps = () => session.steps.length;
        const mine = steps();
        await sendKeys({ press: 'Enter' });
        await settle(m);
        if (!(play(m).view.phase === 'play' && session.myTurn && steps() > mine + 1 && !play(m).choices)) continue;
        const card = active()!;
        const key = card.dataset['key']!;
        expect(zoneOfFocus()).to.equal('hand');
        expect([...play(m).playable()]).to.include(key);
        const label = play(m).cardLabel(key);
        const moved = since.includes(`focus:${key}`);
        expect(moved || since.includes(`said:${label}`), `${key} said (since the step: ${since.join(', ')})`).to.equal(true);
        checked++;
      }
      document.removeEventListener('focusin', onFocus);
      expect(checked).to.be.greaterThan(2);
    });
  }

  /** A card's words as a screen reader has them (its drawn face is aria-hidden). */
  const words = (el: HTMLElement) => el.querySelector('.visually-hidden')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  for (const g of GAMES) {
    it(`${g.id} (${g.locale}): one focus move a trick (issue 22, issue 28): my card stays shown as played with focus on it; when the turn is back focus moves once, onto a card I may play, named with its words of now; the arrows pass my played card by`, async () => {
      m = await mountApp({ locale: g.locale });
      await begin(m, g.id, g.seed, g.start);
      const session = play(m).session;
      const moves: { key: string; text: string }[] = [];
      const onFocus = (e: FocusEvent) => {
        const el = e.target as HTMLElement;
        moves.push({ key: el.dataset['key'] ?? el.localName, text: words(el) });
      };
      document.addEventListener('focusin', onFocus);
      const myTurnToPlay = () => play(m).view.phase === 'play' && session.myTurn && !play(m).choices;
      let checked = 0;
      for (let turn = 0; turn < 60 && checked < 6; turn++) {
        await playOn(m, myTurnToPlay, () => g.over(play(m).view.phase), 200);
        // The deal's last card empties the hand (focus goes to the way on): not a trick of this check.
        if (!myTurnToPlay() || play(m).handCards.length < 2) break;
        if (zoneOfFocus() !== 'hand') document.querySelector<HTMLElement>('[data-zone="hand"] [data-item]:not([data-played])')!.focus();
        await sendKeys({ press: 'p' });
        await settle(m);
        const card = active()!.dataset['key']!;
        const mine = session.steps.length;
        moves.length = 0;
        await sendKeys({ press: 'Enter' });
        await settle(m);
        if (!myTurnToPlay() || session.steps.length === mine) continue;
        // My card is where it was, named as played, until my next card.
        const shown = document.querySelector<HTMLElement>(`[data-zone="hand"] [data-key="${card}"]`);
        expect(shown, `${card} still shown`).to.not.equal(null);
        expect(shown!.hasAttribute('data-played')).to.equal(true);
        expect(words(shown!)).to.contain(play(m).messages.ui.playedTag);
        // One focus move, onto the card focus is on, a playable one, already with its words of now.
        const key = active()!.dataset['key']!;
        expect(moves, `focus moves after ${card}: ${moves.map((x) => x.key).join(', ')}`).to.have.length(1);
        expect(moves[0]!.key).to.equal(key);
        expect([...play(m).playable()]).to.include(key);
        expect(moves[0]!.text).to.equal(play(m).cardLabel(key));
        // The arrows pass my card played by.
        await sendKeys({ press: 'ArrowLeft' });
        expect(active()!.hasAttribute('data-played'), `ArrowLeft from ${key} on ${active()!.dataset['key']}`).to.equal(false);
        await sendKeys({ press: 'ArrowRight' });
        expect(active()!.dataset['key']).to.equal(key);
        checked++;
      }
      document.removeEventListener('focusin', onFocus);
      expect(checked, 'tricks checked').to.be.greaterThan(2);
    });
  }

  it('whist (en): a card typed in the command line, then Escape when the turn is back: focus comes back to a card I may play, never onto my card played (whist-pl step 23)', async () => {
    const g = GAMES[0]!;
    m = await mountApp({ locale: g.locale });
    await begin(m, g.id, g.seed, g.start);
    const session = play(m).session;
    const myTurnToPlay = () => play(m).view.phase === 'play' && session.myTurn && !play(m).choices;
    let checked = 0;
    for (let turn = 0; turn < 40 && checked < 2; turn++) {
      await playOn(m, myTurnToPlay, () => g.over(play(m).view.phase), 200);
      if (!myTurnToPlay() || play(m).handCards.length < 3) break;
      // A card I may play, focused in the hand: the command line is opened from it.
      const card = [...play(m).playable()][0]!;
      document.querySelector<HTMLElement>(`[data-zone="hand"] [data-key="${card}"]`)!.focus();
      const mine = session.steps.length;
      await sendKeys({ press: '/' });
      await settle(m);
      expect(zoneOfFocus()).to.equal('commandLine');
      await sendKeys({ type: card });
      await sendKeys({ press: 'Enter' });
      await settle(m);
      if (!myTurnToPlay() || session.steps.length === mine) continue;
      expect(document.querySelector(`[data-zone="hand"] [data-key="${card}"]`)?.hasAttribute('data-played'), `${card} shown as played; ${logTexts(m).slice(-4).join(' | ')}`).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await settle(m);
      expect(zoneOfFocus()).to.equal('hand');
      expect(active()!.hasAttribute('data-played'), `Escape after ${card} typed: focus on ${active()!.dataset['key']}`).to.equal(false);
      expect([...play(m).playable()]).to.include(active()!.dataset['key']);
      checked++;
    }
    expect(checked, 'typed cards checked').to.be.greaterThan(0);
  });

  /** Where a reload is tried: my turn in a phase, with focus moved by keys off the zone's first item. */
  const RELOADS: readonly { game: TrickGame; where: string; at: (p: ReturnType<typeof play>) => boolean; keys: readonly string[] }[] = [
    { game: GAMES[0]!, where: 'mid-trick', at: (p) => p.view.phase === 'play' && p.session.myTurn && !p.choices && p.handCards.length > 3, keys: ['ArrowRight', 'ArrowRight', 'ArrowDown'] },
    { game: GAMES[1]!, where: 'mid-auction', at: (p) => p.view.phase === 'announce' && p.session.myTurn && (p.choices?.labels.length ?? 0) > 1, keys: ['ArrowDown'] },
    // Mid-exchange the suggestion's list is open (issue 27); focus is moved in the hand.
    { game: GAMES[2]!, where: 'mid-exchange', at: (p) => p.view.phase.startsWith('exchange') && p.session.myTurn && !!p.choices, keys: ['ArrowRight', 'ArrowRight', 'ArrowDown'] },
    { game: GAMES[3]!, where: 'mid-auction', at: (p) => p.view.phase === 'auction' && p.session.myTurn && (p.choices?.labels.length ?? 0) > 2, keys: ['ArrowDown', 'ArrowDown'] },
    { game: GAMES[3]!, where: 'mid-exchange', at: (p) => p.view.phase === 'exchange' && p.session.myTurn && !!p.choices && p.handCards.length > 3, keys: ['ArrowRight', 'ArrowRight', 'ArrowDown'] },
  ];
  for (const r of RELOADS) {
    const g = r.game;
    it(`${g.id} (${g.locale}): a reload ${r.where} puts focus back on the same ${r.keys[0] === 'ArrowRight' ? 'card' : 'option'} as before`, async () => {
      const store = new SaveStore({ dbName: `trick-table-${g.id}-${r.where}-${Date.now()}` });
      let saving: Saving | null = null;
      const open = async () => {
        unmountApp();
        m = await mountApp({ locale: g.locale }, { record: (x) => saving?.record(x) });
        saving = new Saving(m.shell, m.announcer, store);
      };
      await open();
      // Seeds until the game reaches the place asked for (a bid list with choices comes with some deals only).
      for (const seed of [g.seed, '1', '2', '4', '5', '6', '7', '8', '9', '10']) {
        await begin(m, g.id, seed, g.start);
        await playOn(m, () => r.at(play(m)) || g.over(play(m).view.phase), () => false, 300);
        if (r.at(play(m))) break;
      }
      expect(r.at(play(m)), `reached ${r.where}`).to.equal(true);
      const zone = play(m).choices && r.where !== 'mid-exchange' ? 'choices' : 'hand';
      if (zoneOfFocus() !== zone) document.querySelector<HTMLElement>(`[data-zone="${zone}"] [data-item]`)!.focus();
      for (const k of r.keys) await sendKeys({ press: k });
      await settle(m);
      const key = active()!.dataset['key']!;
      const first = document.querySelector<HTMLElement>(`[data-zone="${zone}"] [data-item]`)!.dataset['key'];
      expect(key, 'focus moved off the first item').to.not.equal(first);
      await saving!.flush();
      const saved = await store.load(m.shell.module!.save);
      if (!saved.ok) throw new Error(saved.message);
      // The reload: a fresh app resumes the save.
      await open();
      await m.shell.resumeGame(g.id, saved.snapshot);
      await settle(m);
      expect(zoneOfFocus()).to.equal(zone);
      expect(active()!.dataset['key']).to.equal(key);
      indexedDB.deleteDatabase(store.dbName);
    });
  }

  it('F1 names every key in the player\'s language, from one table (German: Eingabe, Umschalt, Bild auf, Strg, Pos1 …); English stays English', async () => {
    const keysColumn = () => [...document.querySelectorAll('dialog[data-dialog="help"] tbody th')].map((th) => th.textContent!.trim());
    const open = async () => {
      document.querySelector<HTMLElement>('[data-zone="hand"] [data-item]')!.focus();
      await sendKeys({ press: 'F1' });
      await settle(m);
      expect(document.querySelector<HTMLDialogElement>('dialog[data-dialog="help"]')!.open).to.equal(true);
      return keysColumn();
    };
    m = await mountApp({ locale: 'de' });
    await begin(m, 'whist', '3', GAMES[0]!.start);
    await playOn(m, () => play(m).session.myTurn && play(m).view.phase === 'play', () => false, 100);
    const de = await open();
    for (const k of ['Eingabe, Leertaste', 'Umschalt+H', 'Umschalt+T', 'Bild auf', 'Bild ab', 'Strg+Pos1', 'Strg+Ende', 'Umschalt+F1', 'Umschalt+N', 'Pfeil links, Pfeil rechts', 'Tab, Umschalt+Tab']) expect(de.some((x) => x.split(', ').includes(k) || x === k), `${k} in ${de.join(' | ')}`).to.equal(true);
    expect(de.join(' | ')).to.not.match(/\b(Shift|Ctrl|Enter|Space|Page|Home|End)\b/);
    await sendKeys({ press: 'Escape' });
    await settle(m);
    unmountApp();
    m = await mountApp({ locale: 'en' });
    await begin(m, 'whist', '3', GAMES[0]!.start);
    const en = await open();
    for (const k of ['Enter', 'Shift+H', 'Page Up', 'Ctrl+Home', 'Shift+N']) expect(en.some((x) => x.split(', ').includes(k)), `${k} in ${en.join(' | ')}`).to.equal(true);
  });

  it('Das Hundertspiel (en): after a pick from a list that stays open (the announcements), its new first option is said', async () => {
    m = await mountApp({ locale: 'en' });
    const ok = () => play(m).view.phase === 'announce' && play(m).session.myTurn && (play(m).choices?.labels.length ?? 0) > 1;
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']) {
      await begin(m, 'hundertspiel', seed, GAMES[1]!.start);
      if (ok()) break;
    }
    expect(ok(), 'an announcement list with a choice').to.equal(true);
    const first = () => document.querySelector<HTMLElement>('[data-zone="choices"] [data-item]')!;
    first().focus();
    await settle(m);
    const since: string[] = [];
    const onFocus = (e: FocusEvent) => since.push(`focus:${(e.target as HTMLElement).dataset['key'] ?? ''}`);
    document.addEventListener('focusin', onFocus);
    const announce = m.announcer.announce.bind(m.announcer);
    m.announcer.announce = (text, opts) => (since.push(`said:${text}`), announce(text, opts));
    const option = first();
    await sendKeys({ press: 'Enter' });
    await settle(m);
    document.removeEventListener('focusin', onFocus);
    // The list came back (more to announce, or the pass): focus on its first option, and that option said.
    expect(zoneOfFocus(), since.join(', ')).to.equal('choices');
    expect(active()).to.equal(first());
    const words = first().textContent!.replace(/\s+/g, ' ').trim();
    expect(active() !== option || since.includes(`said:${words}`) || since.includes('focus:choice-0'), `"${words}" said (${since.join(', ')})`).to.equal(true);
  });
});
