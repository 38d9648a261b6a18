// Decision 0520: the operator gives or takes the team's role; nobody can make themselves staff.
//   npm run staff -w apps/server -- grant someone@agency.gov
//   npm run staff -w apps/server -- revoke someone@agency.gov
// Uses the same database as the server (DATABASE_URL, else the embedded one under DATA_DIR).
import { loadConfig } from '../../config.js';
import { databaseLocation, openDatabase } from '../../db/client.js';
import { createVitalsRepository } from './repository.js';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('Usage: npm run staff -w apps/server -- grant|revoke <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(databaseLocation(config.databaseUrl, config.dataDir));
try {
  const found = await createVitalsRepository(database.db).setRole(
    email,
    action === 'grant' ? 'staff' : 'applicant',
  );
  console.log(
    found
      ? `${email} is now ${action === 'grant' ? 'staff' : 'an applicant'}.`
      : `No account uses ${email}.`,
  );
  process.exitCode = found ? 0 : 1;
} finally {
  await database.close();
}
