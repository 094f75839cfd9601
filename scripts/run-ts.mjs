// Runs a TypeScript entry in Node: bundles it with esbuild (as outside suites bundle the engine), then imports it.
import { ensureDependencies, root } from './ensure.mjs';
import { join, basename } from 'node:path';
import { pathToFileURL } from 'node:url';

ensureDependencies();
const { build } = await import('esbuild');
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs FILE.ts [args…]');
  process.exit(2);
}
const outfile = join(root, '.tmp', 'run', basename(entry).replace(/\.ts$/, '.mjs'));
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
});
process.argv.splice(2, 1);
await import(pathToFileURL(outfile).href);
