/**
 * npm run bench:bots [-- --game papillon|…] [section options]
 *
 * The computer players' strength (95 % confidence intervals) and decision times, one section per game
 * in bench/bots/<game>.ts (each names its own options in its header and can run alone:
 * `node scripts/run-ts.mjs bench/bots/<game>.ts`). Without --game every section runs in turn.
 */
const SECTIONS: Readonly<Record<string, () => Promise<unknown>>> = {
  papillon: () => import('./bots/papillon.js'),
  hundertspiel: () => import('./bots/hundertspiel.js'),
  casino: () => import('./bots/casino.js'),
  whist: () => import('./bots/whist.js'),
  piquet: () => import('./bots/piquet.js'),
  ombre: () => import('./bots/ombre.js'),
  boston: () => import('./bots/boston.js'),
  tarok: () => import('./bots/tarok.js'),
  chess: () => import('./bots/chess.js'),
};

const args = process.argv.slice(2);
const at = args.indexOf('--game');
const wanted = at >= 0 ? args[at + 1] : undefined;
if (wanted !== undefined && !Object.hasOwn(SECTIONS, wanted)) {
  console.error(`unknown game ${JSON.stringify(wanted)} (known: ${Object.keys(SECTIONS).join(', ')})`);
  process.exit(2);
}
for (const [game, run] of Object.entries(SECTIONS)) {
  if (wanted !== undefined && game !== wanted) continue;
  await run();
  console.log('');
}
export {};
