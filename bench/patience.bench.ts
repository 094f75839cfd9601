/**
 * Patience benchmark: plays N seeded deals of each patience to the end through the public API
 * (src/games/patience/index.ts), prints games per second and the win rate, and compares with the
 * rough simulated rates of shared/rules/patience.md. Run: npm run bench:patience [-- N]
 *
 * Policies (where the player has choices):
 * - Doppelhausen: "auto", the first pair found in the fixed pile order (S-DH-8); also random pairs.
 * - Der halbe Mond: greedy, the first foundation move if any, else end the stage (no pile-to-pile play);
 *   also one-step look-ahead: a pile-to-pile move that uncovers a card fitting a foundation.
 * - Der Stern with corners: naive, the card just turned goes into a free corner whenever possible;
 *   also the source's hint, only cards 1–2 ranks above their arm.
 * - The watch-and-step games (Elf, Napoleon, Reihe, Unterstecken, Stern V-STE-1) have one move each step.
 */
import { Rng } from '../src/engine/rng.js';
import {
  patiences,
  sternValue,
  hmCardMoves,
  type PatienceId,
  type PatienceMove,
  type PatienceOptions,
  type PatienceState,
  type SternState,
  type HalberMondState,
  type HalberMondMove,
} from '../src/games/patience/index.js';
import { suitOf } from '../src/engine/cards.js';

/** Deals per main row (one per game and mode); secondary rows (other policies and variants) play N / 5. */
const N = Number(process.argv[2] ?? 10_000);
const SECONDARY = Math.max(1, Math.round(N / 5));

type Policy = (s: PatienceState, moves: PatienceMove[], rng: Rng) => PatienceMove;
const first: Policy = (_s, ms) => ms[0]!;
const random: Policy = (_s, ms, rng) => rng.pick(ms);

const sternHint: Policy = (s, ms) => {
  const st = s as SternState;
  const c = ms.find((m) => m.type === 'corner');
  if (c && c.type === 'corner') {
    const need = st.arms[suitOf(c.card) as 'C']!.length + 2;
    const v = sternValue(c.card);
    if (v - need >= 1 && v - need <= 2 && !st.corners.some((x) => x !== null && suitOf(x) === suitOf(c.card))) return c;
  }
  return ms[ms.length - 1]!; // turn / newPass
};

const hmGreedy: Policy = (_s, ms) => ms.find((m) => m.type === 'toFoundation') ?? ms[ms.length - 1]!;
const hmLookahead: Policy = (s, ms) => {
  const f = ms.find((m) => m.type === 'toFoundation');
  if (f) return f;
  const st = s as HalberMondState;
  const fits = new Set(hmCardMoves({ ...st, piles: st.piles.map((p) => p.slice(0, -1)).filter((p) => p.length > 0) }).filter((m) => m.type === 'toFoundation').map((m) => (m as { card: string }).card));
  const useful = ms.find((m): m is HalberMondMove & { type: 'toPile' } => {
    if (m.type !== 'toPile') return false;
    const from = st.piles[m.from - 1]!;
    const under = from[from.length - 2];
    return under !== undefined && fits.has(under);
  });
  return useful ?? ms[ms.length - 1]!;
};

interface Row {
  game: PatienceId;
  label: string;
  options?: PatienceOptions;
  policy: Policy;
  policyName: string;
  spec: string;
  games?: number;
}

const rows: Row[] = [
  { game: 'doppelhausen', label: 'Doppelhausen', policy: first, policyName: 'first pair (auto)', spec: '≈17%' },
  { game: 'doppelhausen', label: 'Doppelhausen', policy: random, policyName: 'random pair', spec: '—', games: SECONDARY },
  { game: 'doppelhausen', label: 'Doppelhausen V-DH-2', options: { variants: ['V-DH-2'] }, policy: first, policyName: 'first pair (auto)', spec: '≈10%', games: SECONDARY },
  { game: 'elf', label: 'Die Elf', policy: first, policyName: 'forced', spec: '≈27%' },
  { game: 'halber-mond', label: 'Der halbe Mond', policy: hmGreedy, policyName: 'foundations only', spec: 'n/a', games: SECONDARY },
  { game: 'halber-mond', label: 'Der halbe Mond', policy: hmLookahead, policyName: 'foundations + 1-step', spec: 'n/a' },
  { game: 'napoleon', label: 'Napoleon', policy: first, policyName: 'forced', spec: '≈2%' },
  { game: 'napoleon', label: 'Napoleon V-NAP-1', options: { variants: ['V-NAP-1'] }, policy: first, policyName: 'forced', spec: '≈0.7%', games: SECONDARY },
  { game: 'reihe', label: 'Die Reihe', policy: first, policyName: 'forced', spec: '≈19%' },
  { game: 'stern', label: 'Der Stern', policy: first, policyName: 'corner when free', spec: '≈1%' },
  { game: 'stern', label: 'Der Stern', policy: sternHint, policyName: 'hint: 1–2 above arm', spec: '—', games: SECONDARY },
  { game: 'stern', label: 'Der Stern V-STE-1', options: { variants: ['V-STE-1'] }, policy: first, policyName: 'forced', spec: '0%' },
  { game: 'unterstecken', label: 'Das Unterstecken', policy: first, policyName: 'forced', spec: '≈52%' },
];

function pct(x: number): string {
  return `${(100 * x).toFixed(x < 0.1 ? 2 : 1)}%`;
}

const table: string[][] = [['game', 'policy', 'deals', 'won', 'win rate', '±95%', 'spec', 'moves/deal', 'deals/s']];
const t00 = performance.now();
for (const row of rows) {
  const g = patiences[row.game];
  const n = row.games ?? N;
  const rng = new Rng([1, 2, 3, 4]);
  let won = 0;
  let moves = 0;
  const t0 = performance.now();
  for (let seed = 0; seed < n; seed++) {
    let s = g.newGame(seed, row.options);
    for (;;) {
      const ms = g.legalMoves(s);
      if (ms.length === 0) break;
      const r = g.applyMove(s, row.policy(s, ms, rng));
      if (!r.ok) throw new Error(`${row.game}: ${JSON.stringify(r.violation)}`);
      s = r.state;
      moves++;
    }
    if (g.status(s) === 'won') won++;
  }
  const secs = (performance.now() - t0) / 1000;
  const p = won / n;
  const ci = 1.96 * Math.sqrt((p * (1 - p)) / n);
  table.push([row.label, row.policyName, String(n), String(won), pct(p), pct(ci), row.spec, (moves / n).toFixed(0), (n / secs).toFixed(0)]);
}

const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
for (const [i, r] of table.entries()) {
  console.log(r.map((c, j) => (j >= 2 ? c.padStart(widths[j]!) : c.padEnd(widths[j]!))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log(`\nseeds 0…${N - 1} per main row, 0…${SECONDARY - 1} per secondary row; total ${((performance.now() - t00) / 1000).toFixed(1)} s (Node ${process.version})`);
