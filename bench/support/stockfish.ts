/**
 * Stockfish for the chess benchmark only (bench/bots/chess-stockfish.ts): the npm package `stockfish`
 * (Stockfish.js, GPL-3.0, by Nathan Rugg / Chess.com; a WASM build that Node runs as a UCI engine on
 * stdin/stdout) installed into a cache folder by the benchmark itself when it is missing, with
 * `npm install --prefix <cache> stockfish@<version>`. It is never a dependency of the app: not in
 * package.json, not in node_modules, not in any bundle. The cache is `.bench/stockfish` under the
 * project (git-ignored with `.bench/`), or $STOCKFISH_CACHE.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The version pinned: Stockfish 18 (its package ships the single-threaded WASM builds Node can run). */
export const STOCKFISH_VERSION = '18.0.8';

/**
 * The builds of the package that run in Node without threads: `full` is Stockfish 18 with its full
 * network (a 113 MB .wasm, the one UCI_Elo was calibrated with), `lite` the small network (7 MB).
 */
export type StockfishFlavour = 'full' | 'lite';
const FILES: Record<StockfishFlavour, string> = { full: 'stockfish-18-single.js', lite: 'stockfish-18-lite-single.js' };

export interface StockfishInstall {
  /** The engine's JavaScript entry: `node <script>` speaks UCI on stdin/stdout. */
  readonly script: string;
  readonly version: string;
  readonly cache: string;
  /** True when this call ran npm install. */
  readonly installed: boolean;
}

/** The cache folder's engine, installing the pinned package first when it is missing. */
export function ensureStockfish(root: string, flavour: StockfishFlavour = 'full'): StockfishInstall {
  const cache = process.env['STOCKFISH_CACHE'] ?? join(root, '.bench', 'stockfish');
  const script = join(cache, 'node_modules', 'stockfish', 'bin', FILES[flavour]);
  if (existsSync(script)) return { script, version: STOCKFISH_VERSION, cache, installed: false };
  console.log(`Installing stockfish@${STOCKFISH_VERSION} (GPL-3.0, a benchmark tool, not a dependency of the app) into ${cache} …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['install', '--prefix', cache, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `stockfish@${STOCKFISH_VERSION}`], { stdio: 'inherit' });
  if (!existsSync(script)) throw new Error(`stockfish@${STOCKFISH_VERSION} installed into ${cache}, but ${script} is missing`);
  return { script, version: STOCKFISH_VERSION, cache, installed: true };
}
