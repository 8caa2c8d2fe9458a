// `npm run leads:delete -- <email>`: deletes one person's data (enquiries, newsletter signup and
// their queued deliveries) and prints what went. Uses the server's configuration (DATABASE_URL or
// DATA_DIR). With the embedded database, stop the server first: PGlite serves one process.
import { openDatabase } from "../app/db/client.server";
import { deleteLeadsByEmail } from "../app/features/leads/leads.server";
import { loadConfig } from "../server/config";

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error("Usage: npm run leads:delete -- <email>");
  process.exit(2);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
try {
  await database.migrate();
  const deleted = await deleteLeadsByEmail(database.db, email);
  console.log(`Deleted the data of ${email}:`);
  console.log(`  contact requests:   ${deleted.contactRequests}`);
  console.log(`  newsletter signups: ${deleted.newsletterSignups}`);
  console.log(`  outbox entries:     ${deleted.outbox}`);
} finally {
  await database.close();
}
