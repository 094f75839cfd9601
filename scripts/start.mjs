// Starts the app: installs dependencies when missing, builds, and serves on 127.0.0.1.
import { spawnSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, root } from './ensure.mjs';

ensureDependencies();
const port = process.env.PORT || '4173';
// vite-plugin-pwa's workbox build writes its temporary files here: it must exist on a fresh clone.
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: tmp },
});
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`\nCard Salon (Kartensalon) is served at http://127.0.0.1:${port}/  (Ctrl+C stops it)\n`);
const server = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
