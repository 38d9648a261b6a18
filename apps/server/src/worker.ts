// First, before anything that may replace the native JSON functions (decision 0640).
import './nativeJson.js';
import { startInstance } from './instance.js';

// `npm run worker` (decision 0422): the app's wiring without an HTTP listener; it only runs
// jobs (document readings, emails) from the shared database. Run any number beside the app
// instances, which may then run with WORKERS=off.
if (!process.env.DATABASE_URL) {
  // The embedded PGlite is opened by one process only: there the app runs its own jobs.
  console.error('npm run worker needs DATABASE_URL (a PostgreSQL server shared with the app).');
  process.exit(1);
}
const { app, database } = await startInstance((config) => ({ ...config, workers: true }));
await app.ready();
app.log.info({ database: database.kind }, 'Benefits assistant worker running jobs');
