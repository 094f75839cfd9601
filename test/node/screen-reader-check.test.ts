// The checks of the real-screen-reader test (test/screen-reader/check.mjs) catch what they must: an
// announcement dropped, a doubled message, a silent key, entries said out of order; and keep the
// checks that wait for a fix elsewhere apart (pending: counted as skipped, never as failed).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkStep, messagesHeard, norm, transcript, type StepRecord, type Utterance } from '../screen-reader/check.mjs';

const step = (over: Partial<StepRecord> = {}): StepRecord => ({
  index: 1,
  spec: { key: '1' },
  t0: 100,
  t1: 102,
  newLog: [
    { key: 'log-1', text: 'Anna plays nine of spades.' },
    { key: 'log-2', text: 'Your turn.' },
  ],
  ...over,
});
const speak = (t: number, text: string): Utterance => ({ t, kind: 'speak', text });
const failed = (checks: ReturnType<typeof checkStep>) => checks.filter((c) => !c.ok && !c.pending).map((c) => c.name);

describe('real screen reader: the checks of a step', () => {
  it('pass when every log entry is said once, in order, and the key is answered', () => {
    const speech = [{ t: 100.01, kind: 'key', text: '1' } as Utterance, speak(100.2, 'Anna plays nine of spades.'), speak(100.5, 'Your turn.')];
    assert.deepEqual(failed(checkStep(step(), speech)), []);
  });

  it('an utterance of consecutive log entries (or live texts) counts as each, in order; out of order or with another text it does not (issue 28: the events that wait go out as one message)', () => {
    const together = [speak(100.4, 'Anna plays nine of spades.\u00a0Your turn.')];
    assert.deepEqual(failed(checkStep(step(), together)), []);
    const reversed = [speak(100.4, 'Your turn. Anna plays nine of spades.')];
    assert.deepEqual(failed(checkStep(step(), reversed)), ['log entry spoken once: "Anna plays nine of spades."', 'log entry spoken once: "Your turn."']);
    const twice = [...together, speak(100.6, 'Your turn.')];
    assert.deepEqual(failed(checkStep(step(), twice)), ['log entry spoken once: "Your turn."', 'no utterance said twice']);
    // An answer that is no log entry, said with the entry after it: split by the live texts.
    const live = [
      { t: 100.1, region: 'polite', text: 'Your hand: ace of clubs.\u00a0' },
      { t: 100.25, region: 'polite', text: 'Anna plays nine of spades. Your turn.\u00a0\u00a0' },
    ];
    assert.deepEqual(failed(checkStep(step({ live }), [speak(100.4, 'Your hand: ace of clubs. Anna plays nine of spades. Your turn.')])), []);
    // A message that is no log entry at the end of a live text: split by the messages it holds.
    const withCard = [{ t: 100.1, region: 'polite', text: 'Anna plays nine of spades. Your turn. ten of clubs, playable\u00a0', parts: ['Anna plays nine of spades.', 'Your turn.', 'ten of clubs, playable'] }];
    assert.deepEqual(failed(checkStep(step({ live: withCard }), [speak(100.4, 'Anna plays nine of spades. Your turn. ten of clubs, playable')])), []);
    assert.deepEqual(messagesHeard(['a. b. c.', 'd.'], [['x.', 'a.', 'b.', 'c.', 'd.']]), ['a.', 'b.', 'c.', 'd.']);
    assert.deepEqual(messagesHeard(['a. c.'], [['a.', 'b.', 'c.']]), ['a. c.']);
  });

  it('fail on an entry left unspoken (an announcement dropped)', () => {
    const checks = checkStep(step(), [speak(100.5, 'Your turn.')]);
    assert.deepEqual(failed(checks), ['log entry spoken once: "Anna plays nine of spades."']);
    assert.match(checks.find((c) => !c.ok)!.detail, /never said/);
  });

  it('fail on an utterance said twice (a doubled message)', () => {
    const speech = [speak(100.2, 'Anna plays nine of spades.'), speak(100.3, 'Anna plays nine of spades.'), speak(100.5, 'Your turn.')];
    assert.deepEqual(failed(checkStep(step(), speech)), ['log entry spoken once: "Anna plays nine of spades."', 'no utterance said twice']);
  });

  it('entries of the same words are said as often as they entered the log, in order', () => {
    const newLog = [
      { key: 'log-1', text: 'You: "Point of five."' },
      { key: 'log-2', text: 'Anna: "Not good."' },
      { key: 'log-3', text: 'You: "Tierce."' },
      { key: 'log-4', text: 'Anna: "Not good."' },
    ];
    const all = [speak(100.1, 'You: "Point of five."'), speak(100.2, 'Anna: "Not good."'), speak(100.3, 'You: "Tierce."'), speak(100.4, 'Anna: "Not good."')];
    assert.deepEqual(failed(checkStep(step({ newLog }), all)), []);
    const short = all.filter((_, i) => i !== 3);
    assert.deepEqual(failed(checkStep(step({ newLog }), short)), ['log entry spoken once: "Anna: "Not good."" (2 entries)']);
    const extra = [...all, speak(100.5, 'Anna: "Not good."')];
    assert.deepEqual(failed(checkStep(step({ newLog }), extra)), ['log entry spoken once: "Anna: "Not good."" (2 entries)', 'no utterance said twice']);
  });

  it('a pending twice with phrases waits only for utterances that hold them; any other doubled one fails', () => {
    const pending = [{ waitsFor: 'a fix', twice: ['playable'] }];
    const speech = [speak(100.1, 'ten of clubs, playable.'), speak(100.2, 'Anna plays nine of spades.'), speak(100.3, 'ten of clubs, playable.'), speak(100.5, 'Your turn.')];
    const checks = checkStep(step({ spec: { key: '1', pending } }), speech);
    assert.deepEqual(failed(checks), []);
    const waiting = checks.find((c) => c.pending && !c.ok);
    assert.equal(waiting?.name, 'no utterance with "playable" said twice');
    const doubled = [...speech, speak(100.6, 'Hearts, 3 cards panel.'), speak(100.7, 'Hearts, 3 cards panel.')];
    assert.deepEqual(failed(checkStep(step({ spec: { key: '1', pending } }), doubled)), ['no utterance said twice']);
  });

  it('fail on a key that gets no answer (key echo is no answer)', () => {
    const checks = checkStep(step({ newLog: [] }), [{ t: 100.01, kind: 'key', text: '1' }, { t: 100.01, kind: 'stop' }]);
    assert.deepEqual(failed(checks), ['the key 1 gets an answer']);
  });

  it('fail on entries said out of the order of the log', () => {
    const checks = checkStep(step(), [speak(100.2, 'Your turn.'), speak(100.5, 'Anna plays nine of spades.')]);
    assert.deepEqual(failed(checks), ['log entries spoken in the order of the log']);
  });

  it('count only what is said within the step', () => {
    const checks = checkStep(step(), [speak(99.9, 'Anna plays nine of spades.'), speak(100.5, 'Your turn.'), speak(102.1, 'Anna plays nine of spades.')]);
    assert.deepEqual(failed(checks), ['log entry spoken once: "Anna plays nine of spades."']);
  });

  it('compare words, not marks, spaces or case', () => {
    assert.equal(norm('  Your\u00a0turn.\u00a0\u00a0 '), 'your turn.');
    const checks = checkStep(step({ spec: { key: 'h', say: ['YOUR TURN'], notSay: ['ten of clubs'] } }), [speak(100.2, 'Anna plays nine of spades.'), speak(100.5, 'Your  turn.\u00a0')]);
    assert.deepEqual(failed(checks), []);
  });

  it('say and notSay', () => {
    const checks = checkStep(step({ newLog: [], spec: { key: 'h', say: ['Your hand'], notSay: ['heading level'] } }), [speak(100.2, 'Befehlszeile heading level 2.')]);
    assert.deepEqual(failed(checks), ['says "Your hand"', 'does not say "heading level"']);
  });

  it('keep pending checks apart: shown, never failed', () => {
    const spec = { key: 'F1', pending: [{ waitsFor: 'issue 10 point 12', answered: true, say: ['Keys and commands'] }] };
    const checks = checkStep(step({ newLog: [], spec }), []);
    assert.deepEqual(failed(checks), []);
    assert.deepEqual(
      checks.filter((c) => c.pending).map((c) => [c.name, c.ok]),
      [
        ['the key F1 gets an answer', false],
        ['says "Keys and commands"', false],
      ],
    );
  });

  it('the transcript puts what was said beside what entered the log, by time', () => {
    const s = step({ logTimes: [{ t: 100.1, key: 'log-1', text: 'Anna plays nine of spades.' }], live: [{ t: 100.1, region: 'polite', text: 'Anna plays nine of spades.\u00a0' }] });
    const text = transcript([s], [speak(100.2, 'Anna plays nine of spades.')], 100);
    const lines = text.split('\n').map((l) => l.trim());
    assert.deepEqual(lines.slice(1), ['+0.100  LOG     "Anna plays nine of spades."', '+0.100  live:P  "Anna plays nine of spades.\u00a0"', '+0.200  orca    "Anna plays nine of spades."']);
  });
});
