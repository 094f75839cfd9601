/**
 * esbuild plugin for the table server's worker threads (server/bot-threads.ts): an import of
 * `./file.ts?thread` gives file.ts bundled on its own (ESM, Node) as a string, which the server starts
 * as a worker from a data: URL. A thread thus needs no file beside the bundle, wherever a bundle is
 * written (scripts/run-ts.mjs, the Node tests, the benchmarks, the e2e test). It uses the esbuild of
 * the build that loads it, so it imports nothing itself.
 */
import { dirname, resolve } from 'node:path';

/** @type {import('esbuild').Plugin} */
export const threadsPlugin = {
  name: 'threads',
  setup(build) {
    build.onResolve({ filter: /\?thread$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.replace(/\?thread$/, '')), namespace: 'thread' }));
    build.onLoad({ filter: /.*/, namespace: 'thread' }, async (args) => {
      const r = await build.esbuild.build({
        entryPoints: [args.path],
        bundle: true,
        write: false,
        platform: 'node',
        format: 'esm',
        target: build.initialOptions.target ?? 'node20',
        metafile: true,
        logLevel: 'warning',
      });
      const watchFiles = Object.keys(r.metafile.inputs).map((f) => resolve(f));
      return { contents: `export default ${JSON.stringify(r.outputFiles[0].text)};`, loader: 'js', resolveDir: dirname(args.path), watchFiles };
    });
  },
};
