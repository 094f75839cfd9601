// Runs a TypeScript entry in Node: bundles it with esbuild (as outside suites bundle the engine), then imports it.
import { ensureDependencies, root } from './ensure.mjs';
import { threadsPlugin } from './esbuild-threads.mjs';
import { join, basename } from 'node:path';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

ensureDependencies();
const { build } = await import('esbuild');
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs FILE.ts [args…]');
  process.exit(2);
}
// One bundle per process: two runs at once (e.g. two table servers in the Redis mode) never share a file.
const outfile = join(root, '.tmp', 'run', basename(entry).replace(/\.ts$/, `-${process.pid}.mjs`));
process.on('exit', () => rmSync(outfile, { force: true }));
await build({
  entryPoints: [join(root, entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'inline',
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [threadsPlugin],
});
process.argv.splice(2, 1);
await import(pathToFileURL(outfile).href);
