// node .ci/database.mjs create|drop <server url> <name>: a fresh database for one CI run.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');
const [action, serverUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !serverUrl || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node .ci/database.mjs create|drop <server url> <name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
if (action === 'create') await client.query(`CREATE DATABASE "${name}"`);
await client.end();
