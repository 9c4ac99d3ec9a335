import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { tsImport } from 'tsx/esm/api';
const { prepareQaBench } = await tsImport(path.resolve(import.meta.dirname, '../apps/server/src/test/qa-bench.ts'), import.meta.url);
const bench = await prepareQaBench({ postgresUrl: 'postgres://root@127.0.0.1:5432' });
const sessions = [];
for (let i = 0; i < 15; i++) {
  const r = await bench.inject({ method: 'POST', url: `/api/3.0/qa/sessions/userproducts/${bench.userProductId}`, payload: JSON.stringify({ name: 'x', numberOfQuestions: 100, viewMode: process.env.MODE ?? 'test', includeNotViewed: true }) });
  sessions.push(r.json());
}
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 100 });
let n = 0; const t0 = performance.now();
for (const session of sessions) for (const item of session.items) {
  if (n === 100) await s.post('Profiler.start');
  const r = await bench.inject({ method: 'PUT', url: `/api/3.0/qa/sessions/${session.qaSessionId}/items/${item.position}/answer`, payload: JSON.stringify({ choiceKey: 'A' }) });
  if (r.statusCode !== 200) throw new Error(r.body);
  n++;
}
const { profile } = await s.post('Profiler.stop');
console.log('answers', n, 'ms each', ((performance.now() - t0) / n).toFixed(2));
writeFileSync('/tmp/prof2/ans.cpuprofile', JSON.stringify(profile));
await bench.close();
