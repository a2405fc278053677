/**
 * `npm run dev`: the reference API (embedded database, seeded) on API_PORT (default 3001) and the
 * Vite dev server with hot reload on DEV_PORT (default 5173), which proxies the API base path to it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';
const api = spawn(process.execPath, ['server/index.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env, PORT: apiPort, HOST: '127.0.0.1', SERVE_STATIC: 'false' },
});
api.on('exit', (code) => {
  console.error(`The API server stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

const vite = await createServer({ server: { port: Number(process.env.DEV_PORT ?? 5173), host: process.env.HOST ?? 'localhost' } });
await vite.listen();
vite.printUrls();

const stop = () => {
  api.kill('SIGTERM');
  void vite.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
