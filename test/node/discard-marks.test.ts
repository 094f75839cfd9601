/**
 * The exchange's marks (src/games/tricks/discard-marks.ts; issue 27), as data: toggling within the
 * room the engine allows, the suggestion marked, the accepted discard said once at its end, the focus
 * kept off the cards that go, and the marks read back from a save's notes only when they still hold.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DiscardMarks } from '../../src/games/tricks/discard-marks.js';
import { cardRef, namedRefs, type CardRef, type CardRefs } from '../../src/i18n/deck-names.js';
import { HandFocus } from '../../src/games/tricks/hand.js';

const WORDS = {
  suggested: (c: CardRefs | null) => `suggested ${c}`,
  marked: (c: CardRef, n: number) => `marked ${c} ${n}`,
  unmarked: (c: CardRef, n: number) => `unmarked ${c} ${n}`,
  set: (c: CardRefs | null) => `set ${c}`,
  limit: (max: number) => `limit ${max}`,
  tag: 'marked',
  accept: () => 'accept',
};
/** A card reference that says the given word (the marks hand it to the words as it is). */
const named = (id: string, word: string) => cardRef(id, 'm', false, () => word);
/** Cards said as their ids joined by "+" (the marks hand the list to the words as it is). */
const joined = (cards: readonly string[]): CardRefs => namedRefs(cards.map((c) => named(c, c)), () => cards.join('+'));
const HAND = ['AC', 'KC', 'QC', 'JC', 'TD', '9D', '8H'];
const focus = () => {
  const f = new HandFocus(() => [{ suit: 'C', cards: ['AC', 'KC', 'QC', 'JC'] }, { suit: 'D', cards: ['TD', '9D'] }, { suit: 'H', cards: ['8H'] }]);
  return f;
};

describe('DiscardMarks (issue 27)', () => {
  it('marks and unmarks within the room; a card the engine keeps is the engine\'s to refuse (Q12, O34)', () => {
    const m = new DiscardMarks();
    const ok = new Set(['KC', 'QC', 'JC']);
    assert.deepEqual(m.toggleCard('KC', 2, ok, WORDS, named('KC', 'king')), { text: 'marked king 1', error: false });
    assert.deepEqual(m.toggleCard('QC', 2, ok, WORDS, named('QC', 'queen')), { text: 'marked queen 2', error: false });
    assert.deepEqual(m.toggleCard('JC', 2, ok, WORDS, named('JC', 'jack')), { text: 'limit 2', error: true });
    assert.equal(m.toggleCard('AC', 2, ok, WORDS, named('AC', 'ace')), null);
    assert.deepEqual(m.toggleCard('KC', 2, ok, WORDS, named('KC', 'king')), { text: 'unmarked king 1', error: false });
    assert.deepEqual([...m.list], ['QC']);
  });

  it('the suggestion marks only what the engine lets go, at most the room; a typed set over the room changes nothing', () => {
    const m = new DiscardMarks();
    m.suggest(['AC', 'KC', 'QC', 'JC'], 2, new Set(['KC', 'QC', 'JC']));
    assert.deepEqual([...m.list], ['KC', 'QC']);
    assert.deepEqual(m.setTyped(['TD', '9D', '8H'], 2, WORDS, joined), { text: 'limit 2', error: true });
    assert.deepEqual([...m.list], ['KC', 'QC']);
    assert.deepEqual(m.setTyped(['TD', '9D'], 2, WORDS, joined), { text: 'set TD+9D', error: false });
  });

  it('accepted from a card that goes: the focus to the nearest card that stays; from one that stays: it stays, nothing asked', () => {
    const m = new DiscardMarks();
    const f = focus();
    m.set(['KC', 'QC']);
    assert.equal(m.accept(HAND, f, { zone: 'hand', key: 'KC' }), true);
    assert.equal(f.key, 'JC');
    m.set(['QC', 'JC']);
    assert.equal(m.accept(HAND, f, { zone: 'hand', key: 'JC' }), true);
    assert.equal(f.key, 'TD');
    m.set(['TD', '9D', '8H']);
    assert.equal(m.accept(HAND, f, { zone: 'hand', key: '8H' }), true);
    assert.equal(f.key, 'JC', 'the last card goes: the one before the run');
    m.set(['KC']);
    assert.equal(m.accept(HAND, f, { zone: 'hand', key: 'AC' }), false);
    assert.equal(f.key, 'AC');
    // From the list or a button: the hand's focus asked for, onto a card that stays.
    f.key = 'KC';
    assert.equal(m.accept(HAND, f, { zone: 'choices', key: 'choice-0' }), true);
    assert.equal(f.key, 'QC');
  });

  it('the accepted discard is said once, as its last card is laid away; a refusal midway returns those laid away unsaid', () => {
    const m = new DiscardMarks();
    m.set(['KC', 'QC', 'JC']);
    m.accept(HAND, focus(), { zone: null, key: null });
    const said: (readonly string[] | null)[] = [];
    for (let c = m.next(); c !== null; c = m.next()) said.push([...(m.laidAway(c) ?? [])]);
    assert.deepEqual(said, [[], [], ['KC', 'QC', 'JC']]);
    assert.deepEqual(m.stop(), [], 'all said already');
    assert.equal(m.laidAway('TD'), null, 'no accepted discard under way: the step says itself');
    m.set(['KC', 'QC', 'JC']);
    m.accept(HAND, focus(), { zone: null, key: null });
    m.laidAway(m.next()!);
    assert.deepEqual(m.stop(), ['KC']);
    assert.equal(m.queue, null);
  });

  it('saved in the notes and read back only when they still hold (an earlier save without notes: false)', () => {
    const m = new DiscardMarks();
    assert.equal(m.notes(), null, 'no marks made yet');
    m.reset(4);
    m.set(['KC', 'QC']);
    const notes = JSON.parse(JSON.stringify(m.notes())) as Record<string, unknown>;
    assert.deepEqual(notes, { discardMarks: { at: 4, cards: ['KC', 'QC'] } });
    const ok = new Set(HAND);
    const back = new DiscardMarks();
    assert.equal(back.restore(notes, 6, HAND, 5, ok), true);
    assert.deepEqual([...back.list], ['KC', 'QC']);
    assert.equal(back.at, 4);
    // A card laid away already (a save mid-way): the rest.
    assert.equal(back.restore(notes, 6, HAND.filter((c) => c !== 'KC'), 4, ok), true);
    assert.deepEqual([...back.list], ['QC']);
    for (const bad of [null, undefined, {}, { discardMarks: { at: 9, cards: ['KC'] } }, { discardMarks: { at: 1, cards: 'KC' } }, { discardMarks: { at: -1, cards: [] } }, { discardMarks: { at: 1.5, cards: [] } }, { discardMarks: { at: 1, cards: [3] } }]) {
      assert.equal(new DiscardMarks().restore(bad as never, 6, HAND, 5, ok), false, JSON.stringify(bad));
    }
    assert.equal(new DiscardMarks().restore(notes, 6, HAND, 1, ok), false, 'more than the room');
    assert.equal(new DiscardMarks().restore(notes, 6, HAND, 5, new Set(['QC'])), false, 'a card the engine keeps');
    const asking = new DiscardMarks();
    asking.reset(3);
    asking.pending = true;
    assert.equal(asking.notes(), null, 'while the suggestion is asked for: nothing to keep');
  });
});
