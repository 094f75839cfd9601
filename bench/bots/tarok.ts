/**
 * npm run bench:bots -- --game tarok [--form trois|deux|lomber|lomber-new|all] [--deals N] [--iterations N] [--timing N] [--seed S]
 *   [--pairings strong-normal,normal-easy]
 * (alone: node scripts/run-ts.mjs bench/bots/tarok.ts [options])
 *
 * Design: in en trois each player is alone against the others, and in Taroklomber the declarer is
 * whoever the auction makes him, so a pairing "A vs B" seats one player of level A and the others of
 * level B (en deux: A against B). Every board (a seed: the first deal of a session) is played once with
 * A at each seat on the same cards (the deal depends only on the seed), so card luck and seat cancel
 * out (duplicate). One board is the statistical unit: A's money in the deal minus the mean of the B
 * players' (en deux, where money moves only at a party's end, TD7–TD9: A's score for the deal minus
 * B's), averaged over A's seats; 95 % confidence interval: mean ± 1.96·sd/√boards. Per level, over
 * every deal it played: the Pagat ultimo rate (en trois, en deux: of the deals in which a seat of that
 * level held the Pagat in play, how often it made it in the last trick, T29, TD6) and Taroklomber's
 * declarer's win rate (won or Tout, TL20, TL21), each with its 95 % interval (Wilson).
 * `--deals` counts the deals played per pairing and form (one per seat per board). `--iterations` sets
 * the strong budget in the matches (default MATCH_ITERATIONS, below the default, so that a full run
 * stays under ten minutes on the shared 2-core machine); `--timing N` times the strong player at its
 * default budget (its units and its thinking time, strong.ts) on N non-forced decisions of normal
 * players' deals in every form, with how many the clock stopped. Players see only
 * the seat's view and the legal moves.
 */
import { createBot, DEAL_PLAYOUT_COST, DEFAULT_STRONG_ITERATIONS, DEFAULT_THINKING_MS, type TarokBot } from '../../src/games/tarok/bots/index.js';
import { tarokGame, type TarokEvent, type TarokOptions, type TarokState } from '../../src/games/tarok/index.js';
import { loadavg } from 'node:os';
import type { BotLevel } from '../../src/ai/types.js';
import { meanCI, newTimes, now, playOut, quantile } from '../support/bot-match.js';

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
/** Budget units per strong decision in the matches (about 17 whole-deal playouts, against 62 at the default), so that the default run stays near ten minutes here. */
const MATCH_ITERATIONS = 400;
const FORMS: Readonly<Record<string, { options: TarokOptions; seats: number }>> = {
  trois: { options: { form: 'trois' }, seats: 3 },
  deux: { options: { form: 'deux' }, seats: 2 },
  lomber: { options: { form: 'lomber' }, seats: 3 },
  'lomber-new': { options: { form: 'lomber', method: 'new' }, seats: 3 },
};
const formArg = arg('form', 'all');
if (formArg !== 'all' && !Object.hasOwn(FORMS, formArg)) {
  console.error(`unknown form ${JSON.stringify(formArg)} (known: ${Object.keys(FORMS).join(', ')}, all)`);
  process.exit(2);
}
const DEALS = Number(arg('deals', '160'));
const STRONG_IT = Number(arg('iterations', String(MATCH_ITERATIONS)));
const TIMING = Number(arg('timing', '120'));
const SEED = arg('seed', 'bench');
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);
const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'strong'];

const times = newTimes();
interface Rates {
  pagatHeld: number;
  pagatUltimo: number;
  declared: number;
  declarerWon: number;
}
const newRates = (): Record<BotLevel, Rates> => ({
  easy: { pagatHeld: 0, pagatUltimo: 0, declared: 0, declarerWon: 0 },
  normal: { pagatHeld: 0, pagatUltimo: 0, declared: 0, declarerWon: 0 },
  strong: { pagatHeld: 0, pagatUltimo: 0, declared: 0, declarerWon: 0 },
});

/** Plays the first deal of `seed` with `bots` (by seat): each seat's money (en deux: score) in it. */
function playDeal(options: TarokOptions, seed: string, bots: readonly TarokBot[], rates: Record<BotLevel, Rates>): number[] {
  const { state: s, events } = tarokGame.start(options, seed) as { state: TarokState; events: readonly TarokEvent[] };
  const money = bots.map(() => 0);
  const tally = (evs: readonly TarokEvent[]) => {
    for (const e of evs) {
      if (e.type === 'payment') {
        money[e.from]! -= e.amount;
        money[e.to]! += e.amount;
      } else if (e.type === 'score') {
        e.added.forEach((x, i) => (money[i]! += x));
      } else if (e.type === 'prize' && e.card === 'T-1' && e.trick > 0) {
        const r = rates[bots[e.owner]!.level];
        r.pagatHeld++;
        if (e.trick === 25 && e.seat === e.owner) r.pagatUltimo++;
      } else if (e.type === 'result' && e.declarer !== null) {
        const r = rates[bots[e.declarer]!.level];
        r.declared++;
        if (e.outcome === 'win' || e.outcome === 'tout') r.declarerWon++;
      }
    }
  };
  tally(events);
  playOut(tarokGame, s, bots, seed, times, tally);
  return money;
}

/** A rate with its 95 % Wilson interval. */
function rate(k: number, n: number): string {
  if (n === 0) return 'none';
  const z = 1.96;
  const p = k / n;
  const c = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  const pc = (x: number) => `${(100 * x).toFixed(1)} %`;
  return `${pc(p)} of ${n}  95% CI [${pc(Math.max(0, c - h))}, ${pc(Math.min(1, c + h))}]`;
}

const f = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(2);
const timingLine = (level: string, xs: number[]) =>
  `  ${level.padEnd(6)} n=${String(xs.length).padStart(6)}  median ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${quantile(xs, 1).toFixed(2)} ms`;

console.log('Tarok bot benchmark (en trois, en deux, Taroklomber old and new method)');
console.log(`settings: deals per pairing and form ≥ ${DEALS}, strong budget in matches=${STRONG_IT} units (default ${DEFAULT_STRONG_ITERATIONS}; ${DEAL_PLAYOUT_COST} units a whole-deal playout), timing decisions=${TIMING}, seed=${SEED}`);
console.log('design: one player of level A against the others of level B; each board (the first deal of a session) is played with A at every seat on the same cards (duplicate); CI over boards.');
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

for (const [form, { options, seats }] of Object.entries(FORMS)) {
  if (formArg !== 'all' && form !== formArg) continue;
  const rates = newRates();
  const unit = form === 'deux' ? 'score' : 'money';
  console.log(`== ${form}`);
  for (const [a, b] of DEALS > 0 ? PAIRINGS : []) {
    const boards = Math.ceil(DEALS / seats);
    const A = createBot(a, STRONG_IT);
    const B = createBot(b, STRONG_IT);
    const edge: number[] = [];
    const t0 = now();
    for (let g = 0; g < boards; g++) {
      const seed = `${SEED}:${form}:${a}-${b}:${g}`;
      let sum = 0;
      for (let seat = 0; seat < seats; seat++) {
        const money = playDeal(options, seed, Array.from({ length: seats }, (_, i) => (i === seat ? A : B)), rates);
        const others = money.filter((_, i) => i !== seat);
        sum += money[seat]! - others.reduce((x, y) => x + y, 0) / others.length;
      }
      edge.push(sum / seats);
    }
    const c = meanCI(edge);
    const verdict = c.lo > 0 ? `${a} beats ${b}` : c.hi < 0 ? `${b} beats ${a}` : 'no significant difference';
    console.log(`${a} vs ${b}: ${boards * seats} deals (${boards} boards), ${((now() - t0) / 1000).toFixed(0)} s`);
    console.log(`  ${a}'s ${unit} per deal minus the others' mean:  ${f(c.mean)}  95% CI [${f(c.lo)}, ${f(c.hi)}]`);
    console.log(`  → ${verdict}`);
  }
  console.log(form.startsWith('lomber') ? 'declarer\'s win rate by level, over every deal of this form above:' : 'Pagat ultimo rate by level (of the deals it held the Pagat in play), over every deal of this form above:');
  for (const level of LEVELS) {
    const r = rates[level];
    console.log(`  ${level.padEnd(6)} ${form.startsWith('lomber') ? rate(r.declarerWon, r.declared) : rate(r.pagatUltimo, r.pagatHeld)}`);
  }
  console.log('');
}

console.log(`decision time during the matches (decisions with more than one legal move; strong at ${STRONG_IT} units):`);
for (const level of LEVELS) if (times[level].length) console.log(timingLine(level, times[level]));

if (TIMING > 0) {
  // The strong player at its default budget on decisions of normal players' deals (non-forced only), every form in turn.
  const strong = createBot('strong');
  const normal = createBot('normal');
  const xs: number[] = [];
  const cpu: number[] = [];
  let byClock = 0;
  const forms = Object.values(FORMS);
  for (let game = 0; xs.length < TIMING; game++) {
    let s = tarokGame.start(forms[game % forms.length]!.options, `${SEED}:timing:${game}`).state as TarokState;
    let k = 0;
    for (let seat = tarokGame.toMove(s); seat !== null && xs.length < TIMING; seat = tarokGame.toMove(s)) {
      const legal = tarokGame.legalMoves(s);
      const v = tarokGame.view(s, seat);
      if (legal.length > 1 && k % 3 === 0) {
        const t0 = now();
        const c0 = process.cpuUsage();
        if (strong.decide(v, legal, { seed: k }).stats.stoppedByTime) byClock++;
        xs.push(now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
      const r = tarokGame.applyMove(s, normal.decide(v, legal, { seed: k++ }).move);
      if (!r.ok) throw new Error('illegal');
      s = r.state as TarokState;
    }
  }
  console.log(`\ndecision time of strong at its default budget (${DEFAULT_STRONG_ITERATIONS} units, ${DEAL_PLAYOUT_COST} a whole-deal playout, stopped by the clock at ${DEFAULT_THINKING_MS} ms), ${xs.length} non-forced decisions, wall and CPU (load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} at the end):`);
  console.log(timingLine('strong', xs));
  console.log(timingLine('cpu', cpu));
  console.log(`  stopped by the clock: ${byClock} of ${xs.length}`);
}
