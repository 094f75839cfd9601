/**
 * What the trick tables say (issues 12, 13): whole seeded games of Das Hundertspiel (3 and 4 players,
 * with and without Scat) and Whist, played by the computer players; every step's events, as the
 * human's seat may see them, turned into sentences in both languages, and the reading keys'
 * sentences at every decision. Each sentence is clean (no code, no card token, no "undefined"), each
 * trick's end is said once, and every reason a computer player gives has hint words in both languages.
 */
import '../../src/i18n/all.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as H from '../../src/games/hundertspiel/index.js';
import * as W from '../../src/games/whist/index.js';
import { createBot as hundertspielBot } from '../../src/games/hundertspiel/bots/index.js';
import { createBot as whistBot } from '../../src/games/whist/bots/index.js';
import * as HD from '../../src/games/hundertspiel/describe.js';
import * as WD from '../../src/games/whist/describe.js';
import { hundertspielMessages } from '../../src/games/hundertspiel/texts.js';
import { whistMessages } from '../../src/games/whist/texts.js';
import { groupBySuit } from '../../src/games/tricks/hand.js';
import { seatOfPlayer } from '../../src/games/whist/index.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';

const NAMES = ['You', 'Anna', 'Ben', 'Clara'];
/** A sentence for people: no engine token, no programming residue. */
function clean(text: string, where: string): void {
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, /undefined|NaN|\[object|null\b/, `${where}: ${text}`);
  assert.doesNotMatch(text, /\b(Sw|Ba|Cu|Co)-(A|K|N|J|10|9|8|7|Do)\b/, `${where}: card token in ${text}`);
  assert.doesNotMatch(text, /\b(10|[2-9AKQJ])[CDHS]\b/, `${where}: card token in ${text}`);
}

describe('Das Hundertspiel: every event and reading key in words (H-rules through the describer)', () => {
  const setups: { name: string; options: H.HundertspielOptions }[] = [
    { name: '4 players', options: { players: 4 } },
    { name: '4 players, Scat', options: { players: 4, scat: true } },
    { name: '3 players', options: { players: 3 } },
    { name: '3 players, Scat, V-H-2 V-H-3', options: { players: 3, scat: true, variants: ['V-H-2', 'V-H-3'] } },
  ];
  for (const { name, options } of setups) {
    it(`${name}: a game to 100 said cleanly in German and English, each trick's end once`, () => {
      const bots = [0, 1, 2, 3].map(() => hundertspielBot('normal'));
      let { state, events } = H.newSessionWithEvents(options, `words-${name}`);
      const me = 0;
      const reasons = new Set<string>();
      let said = 0;
      let tricks = 0;
      const sayAll = (evs: readonly H.HundertspielEvent[]) => {
        const visible = evs.map((e) => H.visibleEvent(e, me));
        tricks += visible.filter((e) => e.type === 'trick').length;
        for (const locale of LOCALES) {
          const w: HD.Words = { messages: hundertspielMessages(locale), locale, me, names: NAMES, style: 'long', view: H.view(state, me), games: 1 };
          const out = HD.describeEvents(visible, w);
          for (const s of out) clean(s.text, `${locale} ${visible.map((e) => e.type).join(',')}`);
          if (locale === 'en') said += out.filter((s) => /the trick with/.test(s.text)).length;
        }
      };
      sayAll(events);
      for (let guard = 0; guard < 5000 && !(state.phase === 'dealOver' && state.gamesPlayed >= 1); guard++) {
        if (state.phase === 'dealOver') {
          ({ state, events } = H.nextDealWithEvents(state));
          sayAll(events);
          continue;
        }
        const seat = state.toMove!;
        const legal = H.legalMoves(state);
        const d = bots[seat]!.decide(H.view(state, seat), legal, { seed: guard });
        if (d.explanation && typeof d.explanation === 'object' && 'reason' in d.explanation) reasons.add(String((d.explanation as { reason: string }).reason));
        if (seat === me) {
          for (const locale of LOCALES) {
            const w: HD.Words = { messages: hundertspielMessages(locale), locale, me, names: NAMES, style: 'long', view: H.view(state, me), games: 1 };
            clean(HD.describeTrick(w), 'trick');
            clean(HD.describeLastTrick(w, 9), 'last trick');
            clean(HD.describeScore(w), 'score');
            clean(HD.describeAnnouncements(w), 'announcements');
            const suits = groupBySuit(w.view.hand, w.view.trump, H.SUITS, H.suitOf, (c) => -H.strengthOf(c));
            clean(HD.describeHand(w, suits), 'hand');
            for (const m of legal) clean(HD.describeChoice(w, m), `choice ${m.type}`);
          }
        }
        const r = H.applyMove(state, d.move);
        assert.ok(r.ok);
        state = r.state;
        sayAll(r.events);
      }
      assert.equal(state.gamesPlayed, 1);
      assert.equal(said, tricks, 'every trick end said once');
      for (const reason of reasons) {
        for (const locale of LOCALES) assert.notEqual(hundertspielMessages(locale).hundertspiel.hintReason(reason), null, `${locale}: no hint words for ${reason}`);
      }
    });
  }

  const HUNDERTSPIEL_REFUSED: Readonly<Record<Locale, Readonly<Record<'trump' | 'kingOrAce', RegExp>>>> = {
    de: { trump: /du musst Trumpf spielen\. \(Regel H20\)$/, kingOrAce: /Bastoni König/ },
    en: { trump: /you must play a trump\. \(rule H20\)$/, kingOrAce: /king of batons/ },
    pl: { trump: /musisz zagrać atut\. \(reguła H20\)$/, kingOrAce: /nie wolno odkładać \(król bastoni\)/ },
  };
  it('a refusal names the rule in the player\'s words (H20 must trump, H58 no king or ace laid away, H10 not in hand)', () => {
    for (const locale of LOCALES) {
      const w: HD.Words = { messages: hundertspielMessages(locale), locale, me: 0, names: NAMES, style: 'long', view: H.view(H.newSession({ players: 4 }, 1), 0), games: 1 };
      const t = HD.describeViolation(w, { rule: 'H20', code: 'mustTrump', message: '' });
      assert.match(t, HUNDERTSPIEL_REFUSED[locale].trump);
      assert.match(HD.describeViolation(w, { rule: 'H58', code: 'kingOrAce', message: '', details: { card: 'Ba-K' } }), HUNDERTSPIEL_REFUSED[locale].kingOrAce);
      assert.match(HD.describeViolation(w, { rule: 'H10', code: 'notInHand', message: '', details: { card: 'Cu-Do' } }), /H10/);
    }
  });
});

describe('Whist: every event and reading key in words (W-rules through the describer)', () => {
  for (const variants of [[], ['V-W-4'], ['V-W-1', 'V-W-3']] as string[][]) {
    it(`a rubber${variants.length ? ` with ${variants.join(', ')}` : ''} said cleanly in German and English, each trick's end once`, () => {
      const bots = [0, 1, 2, 3].map(() => whistBot('normal'));
      let { state, events } = W.newSessionWithEvents({ variants }, `words-${variants.join()}`);
      const me = 0;
      const reasons = new Set<string>();
      let said = 0;
      let tricks = 0;
      const words = (locale: Locale): WD.Words => ({ messages: whistMessages(locale), locale, me, names: NAMES, style: 'long', view: W.view(state, seatOfPlayer(state, me)) });
      const sayAll = (evs: readonly W.WhistEvent[]) => {
        const visible = evs.map((e) => W.visibleEvent(e, -1));
        tricks += visible.filter((e) => e.type === 'trickWon').length;
        for (const locale of LOCALES) {
          const out = WD.describeEvents(visible, words(locale));
          for (const s of out) clean(s.text, `${locale} ${visible.map((e) => e.type).join(',')}`);
          if (locale === 'en') said += out.filter((s) => /the trick with/.test(s.text)).length;
        }
      };
      sayAll(events);
      for (let guard = 0; guard < 20000 && state.phase !== 'sessionOver'; guard++) {
        if (state.phase !== 'play') {
          ({ state, events } = W.nextDealWithEvents(state));
          sayAll(events);
          continue;
        }
        const seat = state.toMove!;
        const legal = W.legalMoves(state);
        const d = bots[seat]!.decide(W.view(state, seat), legal, { seed: guard });
        const reason = (d.explanation as { reason?: string } | undefined)?.reason;
        if (reason) reasons.add(reason);
        if (state.seats[seat] === me) {
          for (const locale of LOCALES) {
            const w = words(locale);
            clean(WD.describeTrick(w), 'trick');
            clean(WD.describeLastTrick(w), 'last trick');
            clean(WD.describeScore(w), 'score');
            clean(WD.describeTrump(w), 'trump');
            for (const m of legal) clean(WD.describeChoice(w, m), `choice ${m.type}`);
          }
        }
        const r = W.applyMove(state, d.move);
        assert.ok(r.ok);
        state = r.state;
        sayAll(r.events);
      }
      assert.equal(state.phase, 'sessionOver');
      assert.equal(said, tricks, 'every trick end said once');
      for (const reason of reasons) {
        for (const locale of LOCALES) assert.notEqual(whistMessages(locale).whist.hintReason(reason), null, `${locale}: no hint words for ${reason}`);
      }
    });
  }

  const WHIST_FOLLOW: Readonly<Record<Locale, string>> = {
    de: 'Du musst Herz bedienen. (Regel W19)',
    en: 'You must follow suit: hearts. (rule W19)',
    pl: 'Musisz dołożyć do koloru kier. (reguła W19)',
  };
  it('following suit is explained with W19 in every language', () => {
    const s = W.newSession({}, 1);
    for (const locale of LOCALES) {
      const w: WD.Words = { messages: whistMessages(locale), locale, me: 0, names: NAMES, style: 'long', view: { ...W.view(s, 0), trick: [{ seat: 1, card: 'QH' }] } };
      assert.equal(WD.describeViolation(w, { rule: 'W19', code: 'MUST_FOLLOW_SUIT', message: '' }), WHIST_FOLLOW[locale]);
    }
  });
});
