// `npm start`: install if needed, build, then run the server, which migrates, loads reference
// data and serves the API and the SPA (http://127.0.0.1:8080 unless HOST/PORT say otherwise).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureDependencies, root, step } from './lib.mjs';

ensureDependencies();
build();
step('starting server');
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
