/**
 * npm run bench:bots -- --game ombre [--deals N] [--iterations N] [--timing N] [--member ombre|en-deux|en-quatre|quadrille|cinquille]
 *   [--variants V-O-3,V-O-6] [--tours N] [--seed S] [--pairings strong-normal,normal-easy]
 * (alone: node scripts/run-ts.mjs bench/bots/ombre.ts [same options]; alone, `--game quadrille` etc. also names the member)
 *
 * Design: for each pairing "A vs B", one seat of level A plays against players−1 seats of level B. A
 * session is `--tours` tours (default 1: every seat deals once; the kettle, O66, shares the table at its
 * end, so money is conserved). Each session seed is played `players` times with A in every seat in
 * turn, on the same cards (the deal depends only on the seed, never on the moves: duplicate format),
 * so seat position and card luck cancel out. One such seed group is the statistical unit: A's mean
 * marks per deal; the 95% confidence interval is mean ± 1.96·sd/√groups over groups. Money is
 * conserved, so B's mean per seat is −A/(players−1). Also reported: how often A and B played, and
 * their contracts' results as Lomber.
 * `--iterations` sets the strong budget used in the matches (default MATCH_ITERATIONS, half the
 * default budget, so that the default run stays under ten minutes on the shared 2-core machine);
 * `--timing N` then times the strong bot at its default budget (the app's "normal" thinking time) on N
 * positions with a choice, from deals of normal players, in every phase. Times are wall-clock (what a
 * player waits) and CPU (less sensitive to other processes).
 * Bots see only view(state, seat) and legalMoves(state).
 */
import { createBot, DEFAULT_STRONG_ITERATIONS, type BotLevel, type OmbreBot } from '../../src/games/ombre/bots/index.js';
import { applyMove, legalMoves, newSession, nextDeal, view, type Game, type OmbreOptions, type OmbreState, type Phase } from '../../src/games/ombre/index.js';

const args = process.argv.slice(2);
function arg(name: string, def: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : def;
}
/** Budget units per strong decision in the matches: half the default budget, so that the default run stays under ten minutes here. */
const MATCH_ITERATIONS = 2000;
const MEMBERS: readonly Game[] = ['ombre', 'en-deux', 'en-quatre', 'quadrille', 'cinquille'];
const member = arg('member', arg('game', 'ombre')) as Game;
if (!MEMBERS.includes(member)) {
  console.error(`unknown family member ${JSON.stringify(member)} (known: ${MEMBERS.join(', ')})`);
  process.exit(2);
}
const DEALS = Number(arg('deals', '2000'));
const STRONG_IT = Number(arg('iterations', String(MATCH_ITERATIONS)));
const TIMING = Number(arg('timing', '300'));
const TOURS = Number(arg('tours', '1'));
const SEED = arg('seed', 'bench');
const VARIANTS = arg('variants', '')
  .split(',')
  .filter((x) => x !== '');
const OPTIONS: OmbreOptions = { game: member, tours: TOURS, ...(VARIANTS.length ? { variants: VARIANTS } : {}) };
const PLAYERS = newSession(OPTIONS, 'players').rules.players;
const PAIRINGS = arg('pairings', 'strong-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);

const times: Record<BotLevel, number[]> = { easy: [], normal: [], strong: [] };

function now(): number {
  return performance.now();
}

interface SessionResult {
  balances: number[];
  deals: number;
  /** "level:contract:outcome" of each deal played (passed deals as "—:passed"). */
  results: string[];
}

/** Plays one session; returns the balance change of every seat and what each deal came to. */
function playSession(seed: string, levels: BotLevel[]): SessionResult {
  const players: OmbreBot[] = levels.map((l) => createBot(l, STRONG_IT));
  let s: OmbreState = newSession(OPTIONS, seed);
  const results: string[] = [];
  let moveNo = 0;
  let deals = 0;
  for (;;) {
    while (s.toMove !== null) {
      const seat = s.toMove;
      const legal = legalMoves(s);
      const t0 = now();
      const d = players[seat]!.decide(view(s, seat), legal, { seed: `${seed}:${seat}:${moveNo++}` });
      const dt = now() - t0;
      if (legal.length > 1) times[levels[seat]!].push(dt);
      const r = applyMove(s, d.move);
      if (!r.ok) throw new Error(`illegal move by ${levels[seat]}: ${JSON.stringify(d.move)}`);
      s = r.state;
    }
    deals++;
    results.push(s.outcome === 'passed' || s.lomber === null ? '—:passed' : `${levels[s.lomber]}:${s.contract}:${s.outcome}`);
    if (s.phase === 'sessionOver') break;
    s = nextDeal(s);
  }
  return { balances: s.balances.slice(), deals, results };
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))]!;
}

function meanCI(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1)) : 0;
  const h = (1.96 * sd) / Math.sqrt(n);
  return { mean, lo: mean - h, hi: mean + h };
}

const f = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(3);

console.log(`Ombre family bot benchmark: ${member}`);
console.log(
  `settings: ${JSON.stringify(OPTIONS)}, ${PLAYERS} players, deals per pairing ≥ ${DEALS}, strong iterations in matches=${STRONG_IT}` +
    ` (default budget ${DEFAULT_STRONG_ITERATIONS}), timing positions=${TIMING}, seed=${SEED}`,
);
const dealsPerSession = PLAYERS * TOURS;
const dealsPerGroup = PLAYERS * dealsPerSession;
console.log(
  `design: 1 seat of level A vs ${PLAYERS - 1} seats of level B; sessions of ${TOURS} tour(s) (${dealsPerSession} deals, kettle at the end);` +
    ` each seed played ${PLAYERS}× with A in every seat on the same cards (duplicate); CI over seed groups (${dealsPerGroup} deals each).`,
);
console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);

for (const [a, b] of DEALS > 0 ? PAIRINGS : []) {
  const groups = Math.ceil(DEALS / dealsPerGroup);
  const perGroup: number[] = [];
  const tally = new Map<string, number>();
  const t0 = now();
  for (let g = 0; g < groups; g++) {
    const seed = `${SEED}:${member}:${a}-${b}:${g}`;
    let sumA = 0;
    for (let seatA = 0; seatA < PLAYERS; seatA++) {
      const levels = Array.from({ length: PLAYERS }, (_, i) => (i === seatA ? a : b));
      const r = playSession(seed, levels);
      sumA += r.balances[seatA]!;
      for (const x of r.results) tally.set(x, (tally.get(x) ?? 0) + 1);
    }
    perGroup.push(sumA / dealsPerGroup);
  }
  const ci = meanCI(perGroup);
  const k = PLAYERS - 1;
  const verdict = ci.lo > 0 ? `${a} beats ${b}` : ci.hi < 0 ? `${b} beats ${a}` : 'no significant difference';
  const deals = groups * dealsPerGroup;
  console.log(`${a} vs ${b}: ${deals} deals (${groups} seed groups), ${((now() - t0) / 1000).toFixed(1)} s`);
  console.log(`  ${a.padEnd(6)} (1 seat):   ${f(ci.mean)} marks/deal  95% CI [${f(ci.lo)}, ${f(ci.hi)}]`);
  console.log(`  ${b.padEnd(6)} (per seat): ${f(-ci.mean / k)} marks/deal  95% CI [${f(-ci.hi / k)}, ${f(-ci.lo / k)}]`);
  console.log(`  ${a} − ${b} per seat: ${f((ci.mean * PLAYERS) / k)} marks/deal → ${verdict}`);
  for (const level of [a, b]) {
    const mine = [...tally.entries()].filter(([x]) => x.startsWith(`${level}:`));
    const played = mine.reduce((s, [, c]) => s + c, 0);
    const seats = level === a ? 1 : k;
    const by = (o: string) => mine.filter(([x]) => x.endsWith(`:${o}`)).reduce((s, [, c]) => s + c, 0);
    console.log(
      `  ${level.padEnd(6)} as Lomber: ${((100 * played) / deals / seats).toFixed(1)}% of deals per seat;` +
        ` won ${by('win')}, remise ${by('remise')}, codille ${by('codille')}, thrown in ${by('thrownIn')}`,
    );
  }
  const contracts = new Map<string, number>();
  for (const [x, c] of tally) {
    const [level, contract] = x.split(':');
    if (level === a) contracts.set(contract!, (contracts.get(contract!) ?? 0) + c);
  }
  console.log(`  ${a}'s contracts: ${[...contracts.entries()].sort((x, y) => y[1] - x[1]).map(([c, n]) => `${c} ${n}`).join(', ')}`);
  console.log(`  passed out: ${tally.get('—:passed') ?? 0} of ${deals} deals\n`);
}

function timingLine(label: string, xs: number[]): string {
  return `  ${label.padEnd(16)} n=${String(xs.length).padStart(6)}  median ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${quantile(xs, 1).toFixed(2)} ms`;
}
if (DEALS > 0) {
  console.log(`decision time during the matches (wall clock, decisions with more than one legal move; strong at ${STRONG_IT} iterations):`);
  for (const level of ['easy', 'normal', 'strong'] as BotLevel[]) if (times[level].length) console.log(timingLine(level, times[level]));
}

if (TIMING > 0) {
  // Strong at its default budget on positions from normal-vs-normal deals (decisions with a choice, every phase).
  const strong = createBot('strong');
  const normal = createBot('normal');
  const wall: number[] = [];
  const cpu: number[] = [];
  const byPhase = new Map<Phase, number[]>();
  let game = 0;
  while (wall.length < TIMING) {
    let s: OmbreState = newSession(OPTIONS, `${SEED}:timing:${game++}`);
    let moveNo = 0;
    for (;;) {
      while (s.toMove !== null) {
        const seat = s.toMove;
        const legal = legalMoves(s);
        const v = view(s, seat);
        if (legal.length > 1 && moveNo % 2 === 0 && wall.length < TIMING) {
          const c0 = process.cpuUsage();
          const t0 = now();
          strong.decide(v, legal, { seed: moveNo });
          const dt = now() - t0;
          wall.push(dt);
          const c = process.cpuUsage(c0);
          cpu.push((c.user + c.system) / 1000);
          if (!byPhase.has(s.phase)) byPhase.set(s.phase, []);
          byPhase.get(s.phase)!.push(dt);
        }
        const r = applyMove(s, normal.decide(v, legal, { seed: moveNo++ }).move);
        if (!r.ok) throw new Error('illegal');
        s = r.state;
      }
      if (s.phase === 'sessionOver' || wall.length >= TIMING) break;
      s = nextDeal(s);
    }
  }
  console.log(`\ndecision time of strong at its default budget (${DEFAULT_STRONG_ITERATIONS} units), ${wall.length} positions with a choice:`);
  console.log(timingLine('strong wall', wall));
  console.log(timingLine('strong CPU', cpu));
  for (const [phase, xs] of byPhase) console.log(timingLine(`  ${phase} (wall)`, xs));
}
