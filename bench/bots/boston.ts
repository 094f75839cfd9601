/**
 * npm run bench:bots -- --game boston [--deals N] [--iterations N] [--timing N] [--seed S] [--pairings strong-normal,normal-easy] [--players 4|3] [--fit-auction on|off]
 * (alone: node scripts/run-ts.mjs bench/bots/boston.ts [options])
 *
 * Design: in Boston each player is alone against the others, so a pairing "A vs B" seats one player of
 * level A and the others of level B. Every board (a seed: the first deal of a session) is played once
 * with A at each seat on the same cards (the deal depends only on the seed), so card luck and seat
 * cancel out (duplicate). One board is the statistical unit: A's money in the deal (every payment to
 * or from A, the pot's included) minus the mean of the B players', averaged over A's seats; 95 %
 * confidence interval: mean ± 1.96·sd/√boards. `--deals` counts the deals played (one per seat per board).
 * Also per level: how often its contracts, and its misères, are won (B-BO-4…8), over every deal played.
 * `--iterations` sets the strong budget in the matches, in budget units (default 1000, 100 playouts
 * from the deal's start, so that a full run stays near ten minutes on two cores); `--timing N` times
 * the strong player at its default budget (the app's normal thinking time) on N non-forced decisions of
 * normal players' deals. `--fit-auction off` samples the strong player's deals as the engine's
 * resample alone does (no fitting to the auction: the comparison for sample.ts). Players see only the
 * seat's view and the legal moves. `--fit-compare N` plays N deals of strong (fitting on) against normal and
 * the same boards with strong fitting off, and gives the paired difference per board with its 95 % CI.
 */
import { createBot, DEFAULT_STRONG_ITERATIONS, StrongBot, type BostonBot } from '../../src/games/boston/bots/index.js';
import { bostonGame, type BostonEvent, type BostonOptions, type BostonState } from '../../src/games/boston/index.js';
import type { BotLevel } from '../../src/ai/types.js';
import { meanCI, newTimes, now, playOut, quantile } from '../support/bot-match.js';

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
const DEALS = Number(arg('deals', '2000'));
const STRONG_IT = Number(arg('iterations', '1000'));
const FIT_AUCTION = arg('fit-auction', 'on') !== 'off';
const FIT_COMPARE = Number(arg('fit-compare', '0'));
const TIMING = Number(arg('timing', '300'));
const SEED = arg('seed', 'bench');
const PLAYERS = Number(arg('players', '4')) as 3 | 4;
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);
const OPTIONS: BostonOptions = { players: PLAYERS };

const times = newTimes();
const contracts: Record<BotLevel, { won: number; played: number; misereWon: number; miseres: number }> = {
  easy: { won: 0, played: 0, misereWon: 0, miseres: 0 },
  normal: { won: 0, played: 0, misereWon: 0, miseres: 0 },
  strong: { won: 0, played: 0, misereWon: 0, miseres: 0 },
};

/** Plays the first deal of `seed` with the players `bots` (by seat); returns each seat's money in it. */
function playDeal(seed: string, bots: readonly BostonBot[]): number[] {
  const { state: s, events } = bostonGame.start(OPTIONS, seed) as { state: BostonState; events: readonly BostonEvent[] };
  const money = bots.map(() => 0);
  const tally = (evs: readonly BostonEvent[]) => {
    for (const e of evs) {
      if (e.type === 'payment') {
        if (typeof e.from === 'number') money[e.from]! -= e.amount;
        if (typeof e.to === 'number') money[e.to]! += e.amount;
      } else if (e.type === 'result') {
        const c = contracts[bots[e.declarer]!.level];
        c.played++;
        if (e.outcome === 'won') c.won++;
        if (e.contract.includes('misere')) {
          c.miseres++;
          if (e.outcome === 'won') c.misereWon++;
        }
      }
    }
  };
  tally(events);
  playOut(bostonGame, s, bots, seed, times, tally);
  return money;
}

const f = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(2);
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} % of ${b}` : 'none');

console.log(`Boston bot benchmark (${PLAYERS === 3 ? 'Tri-Boston' : 'Boston'})`);
console.log(`settings: deals per pairing ≥ ${DEALS}, strong budget in matches=${STRONG_IT} units (default ${DEFAULT_STRONG_ITERATIONS}), strong fits its samples to the auction: ${FIT_AUCTION ? 'on' : 'off'}, timing decisions=${TIMING}, seed=${SEED}`);
console.log('design: one player of level A against the others of level B; each board (the first deal of a session) is played with A at every seat on the same cards (duplicate); CI over boards.');
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

/** A's edge on one board: its money minus the others' mean, averaged over A's seats. */
function boardEdge(seed: string, A: BostonBot, B: BostonBot): number {
  let sum = 0;
  for (let seat = 0; seat < PLAYERS; seat++) {
    const bots = Array.from({ length: PLAYERS }, (_, i) => (i === seat ? A : B));
    const money = playDeal(seed, bots);
    const others = money.filter((_, i) => i !== seat);
    sum += money[seat]! - others.reduce((x, y) => x + y, 0) / others.length;
  }
  return sum / PLAYERS;
}

for (const [a, b] of DEALS > 0 ? PAIRINGS : []) {
  const boards = Math.ceil(DEALS / PLAYERS);
  const bot = (level: BotLevel) => (level === 'strong' ? new StrongBot(STRONG_IT, FIT_AUCTION) : createBot(level));
  const A = bot(a);
  const B = bot(b);
  const edge: number[] = [];
  const t0 = now();
  for (let g = 0; g < boards; g++) edge.push(boardEdge(`${SEED}:${a}-${b}:${g}`, A, B));
  const c = meanCI(edge);
  const verdict = c.lo > 0 ? `${a} beats ${b}` : c.hi < 0 ? `${b} beats ${a}` : 'no significant difference';
  console.log(`${a} vs ${b}: ${boards * PLAYERS} deals (${boards} boards), ${((now() - t0) / 1000).toFixed(0)} s`);
  console.log(`  ${a}'s money per deal minus the others' mean:  ${f(c.mean)}  95% CI [${f(c.lo)}, ${f(c.hi)}]`);
  console.log(`  → ${verdict}\n`);
}

console.log('contracts declared, over every deal played above:');
for (const level of ['easy', 'normal', 'strong'] as BotLevel[]) {
  const c = contracts[level];
  if (c.played) console.log(`  ${level.padEnd(6)} won ${pct(c.won, c.played)}; misères won ${pct(c.misereWon, c.miseres)}`);
}

function timingLine(level: string, xs: number[]): string {
  return `  ${level.padEnd(6)} n=${String(xs.length).padStart(6)}  median ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${quantile(xs, 1).toFixed(2)} ms`;
}
console.log(`\ndecision time during the matches (decisions with more than one legal move; strong at ${STRONG_IT} budget units):`);
for (const level of ['easy', 'normal', 'strong'] as BotLevel[]) if (times[level].length) console.log(timingLine(level, times[level]));

if (TIMING > 0) {
  // The strong player at its default budget on decisions of normal players' deals (non-forced only).
  const strong = new StrongBot(DEFAULT_STRONG_ITERATIONS, FIT_AUCTION);
  const normal = createBot('normal');
  const xs: number[] = [];
  for (let game = 0; xs.length < TIMING; game++) {
    let s = bostonGame.start(OPTIONS, `${SEED}:timing:${game}`).state as BostonState;
    let k = 0;
    for (let seat = bostonGame.toMove(s); seat !== null && xs.length < TIMING; seat = bostonGame.toMove(s)) {
      const legal = bostonGame.legalMoves(s);
      const v = bostonGame.view(s, seat);
      if (legal.length > 1 && k % 2 === 0) {
        const t0 = now();
        strong.decide(v, legal, { seed: k });
        xs.push(now() - t0);
      }
      const r = bostonGame.applyMove(s, normal.decide(v, legal, { seed: k++ }).move);
      if (!r.ok) throw new Error('illegal');
      s = r.state;
    }
  }
  console.log(`\ndecision time of strong at its default budget (${DEFAULT_STRONG_ITERATIONS} units), ${xs.length} non-forced decisions:`);
  console.log(timingLine('strong', xs));
}

if (FIT_COMPARE > 0) {
  // sample.ts's worth: the same boards, strong fitting its samples to the auction or not, against normal players
  const boards = Math.ceil(FIT_COMPARE / PLAYERS);
  const on = new StrongBot(STRONG_IT, true);
  const off = new StrongBot(STRONG_IT, false);
  const normal = createBot('normal');
  const diff: number[] = [];
  const t0 = now();
  for (let g = 0; g < boards; g++) {
    const seed = `${SEED}:strong-normal:${g}`;
    diff.push(boardEdge(seed, on, normal) - boardEdge(seed, off, normal));
  }
  const c = meanCI(diff);
  console.log(`\nstrong fitting its samples to the auction, less strong not fitting them, against normal (${boards * PLAYERS} deals each, ${boards} boards, paired, ${((now() - t0) / 1000).toFixed(0)} s):`);
  console.log(`  difference in money per deal:  ${f(c.mean)}  95% CI [${f(c.lo)}, ${f(c.hi)}]`);
}
