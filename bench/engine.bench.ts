/**
 * npm run bench:engine [-- --seconds S]
 *
 * Single-threaded speed of the Papillon rules engine in Node:
 *  - complete random deals per second, 3 and 4 players, both with full validation and events
 *    (legalMoves + applyMove) and with the fast path bots use (legalMoves + applyLegal, events null);
 *  - legal-move generation on a crowded table (20 table cards, 3 hand cards), µs per call;
 *  - peak heap (process.memoryUsage sampled during the runs, and V8's heap statistics).
 * Random moves come from a seeded Rng, so every run plays the same deals.
 */
import { randomDeals, type DealsEngine, type DealsFigure } from './support/random-deals.js';
import { getHeapStatistics } from 'node:v8';
import { Rng } from '../src/engine/rng.js';
import { FULL_PACK } from '../src/engine/cards.js';
import {
  applyLegal,
  applyMove,
  fromPosition,
  hasCapture,
  legalMoves,
  newSession,
  nextDeal,
  type PapillonOptions,
  type PapillonState,
} from '../src/games/papillon/index.js';

const args = process.argv.slice(2);
const secIdx = args.indexOf('--seconds');
const SECONDS = secIdx >= 0 ? Number(args[secIdx + 1]) : 1.5;

let peakHeapUsed = 0;
function sampleHeap(): void {
  const h = process.memoryUsage().heapUsed;
  if (h > peakHeapUsed) peakHeapUsed = h;
}

/** Plays complete random deals for about `seconds`; returns deals per second and moves per deal. */
function dealsPerSecond(players: 3 | 4, fast: boolean, seconds: number): { perSecond: number; movesPerDeal: number; deals: number } {
  const options: PapillonOptions = { players, tours: 100 };
  const rng = new Rng([players, fast ? 1 : 2, 3, 4]);
  let s: PapillonState = newSession(options, `bench-${players}`);
  let deals = 0;
  let moves = 0;
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  while (performance.now() < until) {
    for (let k = 0; k < 50; k++) {
      while (s.phase === 'play') {
        const legal = legalMoves(s);
        const m = legal.length === 1 ? legal[0]! : legal[rng.int(legal.length)]!;
        if (fast) s = applyLegal(s, m, null);
        else {
          const r = applyMove(s, m);
          if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(r.violation)}`);
          s = r.state;
        }
        moves++;
      }
      deals++;
      s = s.phase === 'sessionOver' ? newSession(options, deals) : nextDeal(s);
    }
    sampleHeap();
  }
  const elapsed = (performance.now() - t0) / 1000;
  return { perSecond: deals / elapsed, movesPerDeal: moves / deals, deals };
}

/** µs per call of legalMoves (and hasCapture) with 20 table cards and 3 hand cards. */
function crowdedTable(seconds: number): { legalUs: number; hasCaptureUs: number; moves: number } {
  const rng = new Rng([20, 3, 0, 1]);
  const states: PapillonState[] = [];
  for (let i = 0; i < 64; i++) {
    const pack = rng.shuffle(FULL_PACK);
    states.push(
      fromPosition({
        options: { players: 3 },
        dealer: 2,
        toMove: 0,
        hands: [pack.slice(0, 3), pack.slice(3, 6), pack.slice(6, 9)],
        table: pack.slice(9, 29),
        stock: pack.slice(29),
        piles: [[], [], []],
        balances: [50, 50, 50],
        pot: 3,
        finalRound: false,
        lastCapturer: null,
        lastToLayDown: null,
        winner: null,
        blaetterCarry: 0,
        phase: 'play',
      }),
    );
  }
  let totalMoves = 0;
  for (const s of states) totalMoves += legalMoves(s).length;
  const time = (f: (s: PapillonState) => unknown): number => {
    let calls = 0;
    const t0 = performance.now();
    const until = t0 + seconds * 1000;
    while (performance.now() < until) {
      for (const s of states) f(s);
      calls += states.length;
    }
    sampleHeap();
    return ((performance.now() - t0) * 1000) / calls;
  };
  time(legalMoves); // warm-up
  const legalUs = time(legalMoves);
  const hasCaptureUs = time((s) => hasCapture(s.hands[0]!, s.table, s.rules));
  return { legalUs, hasCaptureUs, moves: totalMoves / states.length };
}

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

console.log(`Papillon engine benchmark (Node ${process.version}, single thread, ~${SECONDS}s per figure)\n`);
// Warm up the JIT on both paths before measuring.
dealsPerSecond(3, false, 0.3);
dealsPerSecond(3, true, 0.3);

const rows: [string, ReturnType<typeof dealsPerSecond>][] = [];
for (const players of [3, 4] as const) {
  for (const fast of [false, true]) {
    const r = dealsPerSecond(players, fast, SECONDS);
    rows.push([`${players} players, ${fast ? 'applyLegal fast path (events null)' : 'applyMove (validation + events)'}`, r]);
  }
}
console.log('Complete random deals per second (legalMoves + random choice + apply; includes shuffle and deal):');
for (const [label, r] of rows) {
  console.log(`  ${label.padEnd(52)} ${fmt(r.perSecond).padStart(8)} deals/s  (${fmt(r.movesPerDeal, 1)} moves/deal, ${fmt(r.deals)} deals)`);
}

const c = crowdedTable(SECONDS / 2);
console.log(`\nCrowded table (20 table cards, 3 hand cards; ${fmt(c.moves, 1)} legal moves on average over 64 positions):`);
console.log(`  legalMoves  ${fmt(c.legalUs, 2)} µs per call`);
console.log(`  hasCapture  ${fmt(c.hasCaptureUs, 2)} µs per call`);

sampleHeap();
const heap = getHeapStatistics();
const mb = (b: number) => `${fmt(b / 1024 / 1024, 1)} MB`;
console.log('\nMemory:');
console.log(`  peak heapUsed (sampled)      ${mb(peakHeapUsed)}`);
console.log(`  V8 total heap size           ${mb(heap.total_heap_size)}`);
console.log(`  V8 peak malloced memory      ${mb(heap.peak_malloced_memory)}`);
console.log(`  rss                          ${mb(process.memoryUsage().rss)}`);

const goal = rows[1]![1].perSecond;
const full = rows[0]![1].perSecond;
console.log(`\nGoal ≥ 5,000 complete 3-player random deals/s: fast path ${fmt(goal)} ${goal >= 5000 ? 'OK' : 'BELOW'}, applyMove ${fmt(full)} ${full >= 5000 ? 'OK' : 'BELOW'}`);

// ---------------------------------------------------------------------------------------------
// Piquet (src/games/piquet): complete random deals per second (exchange, declarations, 12 tricks;
// games to 101 chained with nextDeal), through applyMove (validation + events) and through the
// applyLegal fast path (events null); legalMoves per call; peak heap during these runs.
import * as piquetEngine from '../src/games/piquet/index.js';

let piquetPeak = 0;
function piquetDeals(fast: boolean, seconds: number, variants: string[] = []): DealsFigure {
  const options: piquetEngine.PiquetOptions = { variants };
  const engine: DealsEngine<piquetEngine.PiquetState, piquetEngine.PiquetMove> = {
    start: () => piquetEngine.newSession(options, 'bench-piquet'),
    inDeal: (s) => s.toMove !== null,
    legalMoves: piquetEngine.legalMoves,
    applyMove: piquetEngine.applyMove,
    applyLegal: (s, m) => piquetEngine.applyLegal(s, m, null),
    nextDeal: (s) => piquetEngine.nextDeal(s),
  };
  return randomDeals(engine, fast, seconds, [32, fast ? 1 : 2, 12, 101], () => (piquetPeak = Math.max(piquetPeak, process.memoryUsage().heapUsed)));
}

/** µs per legalMoves call over 256 states sampled from random deals (every phase). */
function piquetLegalUs(seconds: number): { us: number; moves: number } {
  const rng = new Rng([7, 7, 7, 7]);
  const states: piquetEngine.PiquetState[] = [];
  let s = piquetEngine.newSession({}, 'bench-piquet-legal');
  while (states.length < 256) {
    if (s.toMove === null) {
      s = piquetEngine.nextDeal(s);
      continue;
    }
    const legal = piquetEngine.legalMoves(s);
    if (rng.int(4) === 0) states.push(s);
    s = piquetEngine.applyLegal(s, legal[rng.int(legal.length)]!, null);
  }
  let total = 0;
  for (const st of states) total += piquetEngine.legalMoves(st).length;
  let calls = 0;
  let sink = 0;
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  while (performance.now() < until) {
    for (const st of states) sink += piquetEngine.legalMoves(st).length;
    calls += states.length;
  }
  if (sink < 0) console.log(sink);
  return { us: ((performance.now() - t0) * 1000) / calls, moves: total / states.length };
}

console.log(`\nPiquet engine (~${SECONDS}s per figure):`);
piquetDeals(false, 0.3);
piquetDeals(true, 0.3);
const piquetRows: [string, ReturnType<typeof piquetDeals>][] = [
  ['applyMove (validation + events)', piquetDeals(false, SECONDS)],
  ['applyLegal fast path (events null)', piquetDeals(true, SECONDS)],
  ['applyLegal, V-Q-3 + V-Q-5 + V-Q-6', piquetDeals(true, SECONDS / 2, ['V-Q-3', 'V-Q-5', 'V-Q-6'])],
];
for (const [label, r] of piquetRows) {
  console.log(`  ${label.padEnd(52)} ${fmt(r.perSecond).padStart(8)} deals/s  (${fmt(r.movesPerDeal, 1)} moves/deal, ${fmt(r.deals)} deals)`);
}
const pl = piquetLegalUs(SECONDS / 2);
console.log(`  legalMoves  ${fmt(pl.us, 2)} µs per call (${fmt(pl.moves, 1)} legal moves on average over 256 positions of every phase)`);
console.log(`  peak heapUsed during the Piquet runs (sampled)   ${mb(piquetPeak)}`);
const piquetFast = piquetRows[1]![1].perSecond;
console.log(`Goal ≥ 20,000 complete Piquet deals/s (issue 15): fast path ${fmt(piquetFast)} ${piquetFast >= 20000 ? 'OK' : 'BELOW'}, applyMove ${fmt(piquetRows[0]![1].perSecond)}`);

// Hundertspiel (src/games/hundertspiel): complete random deals per second, 4 and 3 players (and the
// 4-player Scat game), random legal moves through every phase (announcements, honours, Contra, Scat
// bidding and buying, tricks; deals chained with nextDeal across games to 100), through applyMove
// (validation + events) and the applyLegal fast path (events null); peak heap during these runs.
import * as hundertspielEngine from '../src/games/hundertspiel/index.js';

let hundertspielPeak = 0;
function hundertspielDeals(options: hundertspielEngine.HundertspielOptions, fast: boolean, seconds: number): DealsFigure {
  const engine: DealsEngine<hundertspielEngine.HundertspielState, hundertspielEngine.HundertspielMove> = {
    start: () => hundertspielEngine.newSession(options, 'bench-hundertspiel'),
    inDeal: (s) => s.toMove !== null,
    legalMoves: hundertspielEngine.legalMoves,
    applyMove: hundertspielEngine.applyMove,
    applyLegal: (s, m) => hundertspielEngine.applyLegal(s, m, null),
    nextDeal: (s) => hundertspielEngine.nextDeal(s),
  };
  return randomDeals(engine, fast, seconds, [options.players, fast ? 1 : 2, 100, options.scat ? 1 : 0], () => (hundertspielPeak = Math.max(hundertspielPeak, process.memoryUsage().heapUsed)));
}

console.log(`\nHundertspiel engine (~${SECONDS}s per figure):`);
hundertspielDeals({ players: 4 }, false, 0.3);
hundertspielDeals({ players: 4 }, true, 0.3);
const hundertspielRows: [string, ReturnType<typeof hundertspielDeals>][] = [
  ['4 players, applyMove (validation + events)', hundertspielDeals({ players: 4 }, false, SECONDS)],
  ['4 players, applyLegal fast path (events null)', hundertspielDeals({ players: 4 }, true, SECONDS)],
  ['3 players, applyMove (validation + events)', hundertspielDeals({ players: 3 }, false, SECONDS)],
  ['3 players, applyLegal fast path (events null)', hundertspielDeals({ players: 3 }, true, SECONDS)],
  ['4 players Scat, applyLegal fast path', hundertspielDeals({ players: 4, scat: true }, true, SECONDS / 2)],
];
for (const [label, r] of hundertspielRows) {
  console.log(`  ${label.padEnd(52)} ${fmt(r.perSecond).padStart(8)} deals/s  (${fmt(r.movesPerDeal, 1)} moves/deal, ${fmt(r.deals)} deals)`);
}
console.log(`  peak heapUsed during the Hundertspiel runs (sampled)   ${mb(hundertspielPeak)}`);
const h4 = hundertspielRows[1]![1].perSecond;
const h3 = hundertspielRows[3]![1].perSecond;
console.log(`Goal ≥ 20,000 complete Hundertspiel deals/s (issue 12): fast path 4 players ${fmt(h4)} ${h4 >= 20000 ? 'OK' : 'BELOW'}, 3 players ${fmt(h3)} ${h3 >= 20000 ? 'OK' : 'BELOW'}`);

// ---------------------------------------------------------------------------------------------
// Casino (src/games/casino): complete random deals per second, 2, 3 and 4 players (and 4 players with
// V-C-2 free trailing, whose random play crowds the table), random legal moves, deals chained with
// nextDeal across games, through applyMove (validation + events) and the applyLegal fast path (events
// null); legalMoves per call on a crowded table; peak heap during these runs.
import * as casinoEngine from '../src/games/casino/index.js';

function casinoDeals(options: casinoEngine.CasinoOptions, fast: boolean, seconds: number): DealsFigure {
  const engine: DealsEngine<casinoEngine.CasinoState, casinoEngine.CasinoMove> = {
    start: () => casinoEngine.newSession(options, `bench-casino-${options.players}`),
    inDeal: (s) => s.phase === 'play',
    legalMoves: casinoEngine.legalMoves,
    applyMove: casinoEngine.applyMove,
    applyLegal: (s, m) => casinoEngine.applyLegal(s, m, null),
    nextDeal: (s) => casinoEngine.nextDeal(s),
  };
  return randomDeals(engine, fast, seconds, [options.players, fast ? 1 : 2, 5, 14], sampleHeap);
}

/** µs per legalMoves call with 12 table cards and 4 hand cards (64 random positions). */
function casinoCrowded(seconds: number): { us: number; moves: number } {
  const rng = new Rng([12, 4, 0, 1]);
  const states: casinoEngine.CasinoState[] = [];
  for (let i = 0; i < 64; i++) {
    const pack = rng.shuffle(FULL_PACK);
    states.push(
      casinoEngine.fromPosition({
        options: { players: 2 },
        dealer: 1,
        toMove: 0,
        hands: [pack.slice(0, 4), pack.slice(4, 8)],
        table: pack.slice(8, 20),
        stock: pack.slice(20, 36),
        piles: [pack.slice(36), []],
        lastCapturer: 0,
        finalRound: false,
        scores: [0, 0],
        gamesPlayed: 0,
        stakes: [0, 0],
        phase: 'play',
      }),
    );
  }
  let total = 0;
  for (const s of states) total += casinoEngine.legalMoves(s).length;
  let calls = 0;
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  while (performance.now() < until) {
    for (const s of states) casinoEngine.legalMoves(s);
    calls += states.length;
  }
  return { us: ((performance.now() - t0) * 1000) / calls, moves: total / states.length };
}

console.log(`\nCasino engine (~${SECONDS}s per figure):`);
peakHeapUsed = 0;
casinoDeals({ players: 4 }, true, 0.3); // warm-up
const casinoRows: [string, ReturnType<typeof casinoDeals>][] = [];
for (const players of [2, 3, 4] as const) {
  for (const fast of [false, true]) {
    casinoRows.push([`${players} players, ${fast ? 'applyLegal fast path (events null)' : 'applyMove (validation + events)'}`, casinoDeals({ players }, fast, SECONDS)]);
  }
}
casinoRows.push(['4 players V-C-2 (free trailing), applyLegal', casinoDeals({ players: 4, variants: ['V-C-2'] }, true, SECONDS)]);
for (const [label, r] of casinoRows) {
  console.log(`  ${label.padEnd(52)} ${fmt(r.perSecond).padStart(8)} deals/s  (${fmt(r.movesPerDeal, 1)} moves/deal, ${fmt(r.deals)} deals)`);
}
const cc = casinoCrowded(SECONDS / 2);
console.log(`  legalMoves  ${fmt(cc.us, 2)} µs per call (12 table cards, 4 hand cards; ${fmt(cc.moves, 1)} legal moves on average over 64 positions)`);
console.log(`  peak heapUsed during the Casino runs (sampled)   ${mb(peakHeapUsed)}`);
const casinoMin = Math.min(...casinoRows.filter(([l]) => l.includes('fast path')).map(([, r]) => r.perSecond));
console.log(`Goal ≥ 20,000 complete Casino deals/s (issue 14): slowest fast path ${fmt(casinoMin)} ${casinoMin >= 20000 ? 'OK' : 'BELOW'}`);

// ---------------------------------------------------------------------------------------------
// Whist (src/games/whist): complete random deals per second (52 cards, 13 tricks or a call; deals
// chained with nextDeal across games and rubbers), through applyMove (validation + events) and the
// applyLegal fast path (events null), with and without variants; legalMoves per call; peak heap.
import * as whistEngine from '../src/games/whist/index.js';

let whistPeak = 0;
function whistDeals(fast: boolean, seconds: number, variants: string[] = []): DealsFigure {
  const options: whistEngine.WhistOptions = { rubbers: 1_000_000, variants };
  const engine: DealsEngine<whistEngine.WhistState, whistEngine.WhistMove> = {
    start: () => whistEngine.newSession(options, 'bench-whist'),
    inDeal: (s) => s.phase === 'play',
    legalMoves: whistEngine.legalMoves,
    applyMove: whistEngine.applyMove,
    applyLegal: (s, m) => whistEngine.applyLegal(s, m, null),
    nextDeal: (s) => whistEngine.nextDeal(s),
  };
  return randomDeals(engine, fast, seconds, [13, fast ? 1 : 2, variants.length, 7], () => (whistPeak = Math.max(whistPeak, process.memoryUsage().heapUsed)));
}

function whistLegalUs(seconds: number): { us: number; calls: number } {
  const states: whistEngine.WhistState[] = [];
  const rng = new Rng([13, 13, 13, 13]);
  let s = whistEngine.newSession({ rubbers: 1_000_000 }, 'bench-whist-legal');
  while (states.length < 2000) {
    if (s.phase !== 'play') s = whistEngine.nextDeal(s);
    else {
      states.push(s);
      const legal = whistEngine.legalMoves(s);
      s = whistEngine.applyLegal(s, legal[rng.int(legal.length)]!, null);
    }
  }
  let calls = 0;
  let sink = 0;
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  while (performance.now() < until) {
    for (const st of states) sink += whistEngine.legalMoves(st).length;
    calls += states.length;
  }
  if (sink < 0) console.log(sink);
  return { us: ((performance.now() - t0) * 1000) / calls, calls };
}

console.log(`\nWhist engine (~${SECONDS}s per figure):`);
whistDeals(false, 0.3);
whistDeals(true, 0.3);
const whistRows: [string, ReturnType<typeof whistDeals>][] = [
  ['applyMove (validation + events)', whistDeals(false, SECONDS)],
  ['applyLegal fast path (events null)', whistDeals(true, SECONDS)],
  ['V-W-1, V-W-2, V-W-3, V-W-4: applyLegal fast path', whistDeals(true, SECONDS / 2, ['V-W-1', 'V-W-2', 'V-W-3', 'V-W-4'])],
];
for (const [label, r] of whistRows) {
  console.log(`  ${label.padEnd(52)} ${fmt(r.perSecond).padStart(8)} deals/s  (${fmt(r.movesPerDeal, 1)} moves/deal, ${fmt(r.deals)} deals)`);
}
const wl = whistLegalUs(SECONDS / 2);
console.log(`  legalMoves                                           ${fmt(wl.us, 2).padStart(8)} µs/call (${fmt(wl.calls)} calls)`);
console.log(`  peak heapUsed during the Whist runs (sampled)          ${mb(whistPeak)}`);
const wFast = whistRows[1]![1].perSecond;
console.log(`Goal ≥ 20,000 complete Whist deals/s (issue 13): fast path ${fmt(wFast)} ${wFast >= 20000 ? 'OK' : 'BELOW'}, applyMove ${fmt(whistRows[0]![1].perSecond)}`);

// Ombre family (src/games/ombre): complete random deals per second (auction, trump, calls, exchange,
// tricks, settlement; sessions restart at their end), per family member; legalMoves per call.
import * as ombreEngine from '../src/games/ombre/index.js';

let ombrePeak = 0;
function ombreDeals(options: ombreEngine.OmbreOptions, fast: boolean, seconds: number): DealsFigure {
  let sessions = 0;
  const legal = (r: ReturnType<typeof ombreEngine.applyLegal>) => {
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(r.violation)}`);
    return r.state;
  };
  const engine: DealsEngine<ombreEngine.OmbreState, ombreEngine.OmbreMove> = {
    start: () => ombreEngine.newSession(options, `bench-${options.game}`),
    inDeal: (s) => s.toMove !== null,
    legalMoves: ombreEngine.legalMoves,
    applyMove: ombreEngine.applyMove,
    applyLegal: (s, m) => legal(ombreEngine.applyLegal(s, m)),
    // A session of Ombre ends (the kettle): the next deal is a new session's first.
    nextDeal: (s) => (s.phase === 'sessionOver' ? ombreEngine.newSession(options, ++sessions) : ombreEngine.nextDeal(s)),
  };
  return randomDeals(engine, fast, seconds, [5, fast ? 1 : 2, 3, 4], () => (ombrePeak = Math.max(ombrePeak, process.memoryUsage().heapUsed)));
}

function ombreLegalUs(seconds: number): { us: number; calls: number } {
  const rng = new Rng([9, 8, 7, 6]);
  const states: ombreEngine.OmbreState[] = [];
  let s = ombreEngine.newSession({ game: 'ombre' }, 'bench-ombre-legal');
  while (states.length < 2000) {
    if (s.toMove === null) {
      s = s.phase === 'sessionOver' ? ombreEngine.newSession({ game: 'ombre' }, states.length) : ombreEngine.nextDeal(s);
      continue;
    }
    states.push(s);
    const legal = ombreEngine.legalMoves(s);
    const r = ombreEngine.applyLegal(s, legal[rng.int(legal.length)]!);
    if (r.ok) s = r.state;
  }
  let calls = 0;
  let sink = 0;
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  while (performance.now() < until) {
    for (const st of states) sink += ombreEngine.legalMoves(st).length;
    calls += states.length;
  }
  if (sink < 0) console.log(sink);
  return { us: ((performance.now() - t0) * 1000) / calls, calls };
}

console.log(`\nOmbre engine (~${SECONDS}s per figure):`);
ombreDeals({ game: 'ombre' }, false, 0.3);
const ombreRows: [string, ReturnType<typeof ombreDeals>][] = [
  ['ombre: applyMove (validation + events)', ombreDeals({ game: 'ombre' }, false, SECONDS)],
  ['ombre: applyLegal (no validation)', ombreDeals({ game: 'ombre' }, true, SECONDS)],
  ['ombre V-O-3, V-O-6, V-O-8, V-O-9: applyMove', ombreDeals({ game: 'ombre', variants: ['V-O-3', 'V-O-6', 'V-O-8', 'V-O-9'] }, false, SECONDS / 2)],
  ['en-deux: applyMove', ombreDeals({ game: 'en-deux' }, false, SECONDS / 2)],
  ['en-quatre: applyMove', ombreDeals({ game: 'en-quatre' }, false, SECONDS / 2)],
  ['quadrille: applyMove', ombreDeals({ game: 'quadrille' }, false, SECONDS / 2)],
  ['cinquille: applyMove', ombreDeals({ game: 'cinquille' }, false, SECONDS / 2)],
];
for (const [label, r] of ombreRows) {
  console.log(`  ${label.padEnd(52)} ${fmt(r.perSecond).padStart(8)} deals/s  (${fmt(r.movesPerDeal, 1)} moves/deal, ${fmt(r.deals)} deals)`);
}
const ol = ombreLegalUs(SECONDS / 2);
console.log(`  legalMoves (ombre)                                   ${fmt(ol.us, 2).padStart(8)} µs/call (${fmt(ol.calls)} calls)`);
console.log(`  peak heapUsed during the Ombre runs (sampled)          ${mb(ombrePeak)}`);
const oFast = ombreRows[1]![1].perSecond;
console.log(`Goal ≥ 20,000 complete Ombre deals/s (issue 17): applyLegal ${fmt(oFast)} ${oFast >= 20000 ? 'OK' : 'BELOW'}, applyMove ${fmt(ombreRows[0]![1].perSecond)}`);

// ---------------------------------------------------------------------------------------------
// Chess (src/games/chess): perft nodes per second on the published positions, each count checked
// (bench/support/chess-perft.ts; alone: npm run bench:chess).
import { chessBench } from './support/chess-perft.js';

chessBench(SECONDS);
