// bench-smoke: helper
// A worker thread of bench/edge.mjs: polls /api/health every 10 ms on its own event loop (the
// uploading client's writes cannot delay it) until told to stop, then posts the latencies.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const times = [];
let ready = false;
let running = true;
parentPort.once('message', () => {
  running = false;
});
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
while (running) {
  const started = performance.now();
  await new Promise((resolve, reject) => {
    http
      .get(`${workerData.base}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
      .on('error', reject);
  });
  const ms = performance.now() - started;
  // The first answer (a new connection) only says the poller is running.
  if (times.length === 0 && !ready) {
    ready = true;
    parentPort.postMessage('ready');
  } else times.push(ms);
  await new Promise((r) => setTimeout(r, 10));
}
agent.destroy();
parentPort.postMessage(times);
