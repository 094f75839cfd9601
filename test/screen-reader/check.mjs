// What Orca said against what the app did, step by step. Pure functions over plain records, so
// they can be read (and tested) without a screen reader:
//   speech:  [{ t, kind: 'speak'|'key'|'char'|'stop', text }]   (t in seconds, wall clock)
//   step:    { index, key, note, t0, t1, newLog: [{ key, text }], live: [{ t, text }], spec }
// A step passes when every check below holds. A check that waits for a fix elsewhere in the app
// is written in the scenario as `pending: [{ waitsFor, why, answered?, twice?, say?, notSay?,
// logEntries? }]`: it is evaluated and shown, and counts as skipped, never as failed.

/** Words as a listener hears them: marks and runs of spaces do not count, case does not either. */
export const norm = (s) =>
  String(s ?? '')
    .replace(/[\u00a0\u200b\u2060\s]+/g, ' ')
    .trim()
    .toLowerCase();

const said = (speech) => speech.filter((u) => u.kind === 'speak');

/**
 * The messages heard in the utterances: an utterance that is several texts of one list one after the
 * other (consecutive live texts, the messages of one, or log entries), in that order, counts as each of them.
 * The announcer hands the events that wait together out as one message, in order
 * (src/announcer/announcer.ts, issue 28). Anything else stays as said.
 */
export function messagesHeard(utterances, lists) {
  const splitBy = (list) => (u) => {
    if (list.includes(u)) return [u];
    for (let i = 0; i < list.length; i++) {
      let joined = list[i];
      for (let j = i + 1; j < list.length && joined.length < u.length; j++) {
        joined += ` ${list[j]}`;
        if (joined === u) return list.slice(i, j + 1);
      }
    }
    return [u];
  };
  // The first list splits the utterances, the next splits the pieces (live texts, their messages, log entries).
  return lists.reduce((pieces, list) => pieces.flatMap(splitBy(list)), utterances);
}

/** The checks of one step: [{ name, ok, detail, pending? }]. */
export function checkStep(step, speech) {
  const spec = step.spec;
  const within = said(speech).filter((u) => u.t >= step.t0 && u.t <= step.t1);
  const live = step.live ?? [];
  const texts = messagesHeard(within.map((u) => norm(u.text)), [live.map((l) => norm(l.text)), live.flatMap((l) => l.parts ?? []).map(norm), step.newLog.map((e) => norm(e.text))]);
  const checks = [];
  const add = (name, ok, detail = '', pending = null) => checks.push({ name, ok, detail, pending });

  // 1. The key gets an answer (anything said after it, key echo aside). Typed text (the command line) is
  // answered when it is sent, by the Enter of the next step.
  if (spec.key) {
    const p = (spec.pending ?? []).find((x) => x.answered);
    add(`the key ${spec.key} gets an answer`, within.length > 0, within.length ? '' : 'Orca said nothing after the key', p ?? null);
  }

  // 2. Every entry that entered the game log is spoken exactly once (entries of the same words, as
  // often as they entered: Piquet's 'Anna: "Not good."' for the point, the sequence and the set).
  const times = new Map();
  for (const entry of step.newLog) times.set(norm(entry.text), (times.get(norm(entry.text)) ?? 0) + 1);
  const once = new Set();
  for (const entry of step.newLog) {
    const want = times.get(norm(entry.text));
    if (once.has(norm(entry.text))) continue;
    once.add(norm(entry.text));
    const n = texts.filter((t) => t === norm(entry.text)).length;
    const inside = n === 0 ? texts.filter((t) => t.includes(norm(entry.text))).length : 0;
    const detail = n === want ? '' : n === 0 ? (inside ? `said only inside a longer utterance (${inside}×)` : 'never said') : `said ${n} times${want > 1 ? ` for ${want} entries` : ''}`;
    const p = (spec.pending ?? []).find((x) => (x.logEntries ?? []).some((v) => norm(entry.text).includes(norm(v))));
    add(`log entry spoken once: "${entry.text}"${want > 1 ? ` (${want} entries)` : ''}`, n === want, detail, p ?? null);
  }

  // ... and in the order they entered the log (an entry of the same words as one before: its next utterance).
  const used = new Set();
  const at = [];
  for (const e of step.newLog) {
    const i = texts.findIndex((t, k) => !used.has(k) && t === norm(e.text));
    if (i < 0) continue;
    used.add(i);
    at.push(i);
  }
  if (at.length > 1) {
    const ok = at.every((i, k) => k === 0 || i > at[k - 1]);
    const p = (spec.pending ?? []).find((x) => x.order) ?? null;
    add('log entries spoken in the order of the log', ok, ok ? '' : `spoken in the order ${at.map((i) => `#${i + 1}`).join(', ')} of the step's utterances`, p);
  }

  // 3. Nothing is said twice within the step (a doubled message), unless the scenario allows it.
  const allowed = (spec.allowTwice ?? []).map(norm);
  const seen = new Map();
  for (const t of texts) seen.set(t, (seen.get(t) ?? 0) + 1);
  // Words that entered the log more than once in the step are said as often (checked above).
  const twice = [...seen].filter(([t, n]) => n > (times.get(t) ?? 1) && !allowed.some((a) => t.includes(a)));
  // A pending `twice: true` waits for the whole check; `twice: [phrases]` only for utterances with those phrases.
  const pAll = (spec.pending ?? []).find((x) => x.twice === true) ?? null;
  const pSome = (spec.pending ?? []).filter((x) => Array.isArray(x.twice));
  const waitsFor = (t) => pSome.find((x) => x.twice.some((ph) => t.includes(norm(ph)))) ?? null;
  const strictTwice = pAll ? [] : twice.filter(([t]) => !waitsFor(t));
  add('no utterance said twice', pAll ? twice.length === 0 : strictTwice.length === 0, (pAll ? twice : strictTwice).map(([t, n]) => `"${t}" said ${n} times`).join('; '), pAll);
  for (const p of pSome) {
    const hit = twice.filter(([t]) => waitsFor(t) === p);
    add(`no utterance with ${p.twice.map((x) => `"${x}"`).join(' or ')} said twice`, hit.length === 0, hit.map(([t, n]) => `"${t}" said ${n} times`).join('; '), p);
  }

  // 4. Phrases the scenario wants said, and phrases it must not hear.
  for (const phrase of spec.say ?? []) {
    add(`says "${phrase}"`, texts.some((t) => t.includes(norm(phrase))), '');
  }
  for (const phrase of spec.notSay ?? []) {
    const hit = within.find((u) => norm(u.text).includes(norm(phrase)));
    add(`does not say "${phrase}"`, !hit, hit ? `said: "${hit.text}"` : '');
  }
  // 5. Expectations that wait for a fix in the table code (issue 10 points 12, 13): shown, not counted.
  for (const p of spec.pending ?? []) {
    for (const phrase of p.say ?? []) add(`says "${phrase}"`, texts.some((t) => t.includes(norm(phrase))), '', p);
    for (const phrase of p.notSay ?? []) add(`does not say "${phrase}"`, !texts.some((t) => t.includes(norm(phrase))), '', p);
  }
  return checks;
}

/** Seconds since `t0`, as "+1.234". */
const rel = (t, t0) => `+${(t - t0).toFixed(3)}`.padStart(8);

/** The transcript of a scenario: per step, what Orca said next to what entered the log and the live regions, by time. */
export function transcript(steps, speech, t0) {
  const lines = [];
  for (const step of steps) {
    lines.push(`  step ${step.index}${step.spec.key ? ` — key ${step.spec.key}` : ''}${step.spec.type ? ` — type ${JSON.stringify(step.spec.type)}` : ''}${step.spec.note ? ` — ${step.spec.note}` : ''}  [${rel(step.t0, t0)} … ${rel(step.t1, t0)}]`);
    const rows = [];
    for (const u of speech) {
      if (u.t < step.t0 || u.t > step.t1) continue;
      if (u.kind === 'speak') rows.push([u.t, `orca    "${u.text}"`]);
      else if (u.kind === 'key' || u.kind === 'char') rows.push([u.t, `echo    ${u.text}`]);
      else if (u.kind === 'stop') rows.push([u.t, 'stop']);
    }
    for (const e of step.logTimes ?? []) rows.push([e.t, `LOG     "${e.text}"`]);
    for (const e of step.live ?? []) rows.push([e.t, `live:${e.region === 'assertive' ? 'A' : 'P'}  "${e.text}"${e.hidden ? '  (hidden since: a modal dialog opened)' : ''}`]);
    rows.sort((a, b) => a[0] - b[0]);
    for (const [t, s] of rows) lines.push(`    ${rel(t, t0)}  ${s}`);
    const f = step.focus;
    if (f) lines.push(`    ${''.padStart(8)}  focus   ${f.zone ?? '-'} ${f.role ?? f.tag}${f.key ? ` ${f.key}` : ''} "${f.text}"`);
    if (step.error) lines.push(`    ${''.padStart(8)}  error   ${String(step.error.message ?? step.error).split('\n')[0]}`);
  }
  return lines.join('\n');
}
