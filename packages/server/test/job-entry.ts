// A server process for job-restart.test.ts to kill in the middle of a job: the app as src/main.ts builds it on
// DATABASE_URL, plus the test-only job kinds (job-kinds.ts), which stay out of the product's code.
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { testJobHandlers } from './job-kinds.js';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('job-entry.ts needs DATABASE_URL');
// A short lease: a job claimed by a killed process is free again after it (src/jobs/worker.ts), and the tests
// wait that long after each kill; what they prove does not depend on its length.
const app = await buildApp({ config, databaseUrl: config.databaseUrl, jobTiming: { leaseMs: 2_000, pollMs: 200 } });
// Registered before listen: the worker starts when the app is ready.
for (const [kind, handler] of Object.entries(testJobHandlers(app))) app.jobs.register(kind, handler);
await app.listen({ port: config.port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
// When the test process goes away without killing this one, stop too.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.exit(1), 1000).unref();
