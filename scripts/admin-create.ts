// `npm run admin:create -- <username> [--writer]`: adds an admin (or, with --writer, a user who
// may only draft blog posts). The password comes from ADMIN_PASSWORD or is asked for (not echoed).
// Uses the server's configuration (DATABASE_URL or DATA_DIR). With the embedded database, stop the
// server first: PGlite serves one process.
import { createInterface } from "node:readline";
import { openDatabase } from "../app/db/client.server";
import { AccountError, createUser } from "../app/features/admin/auth.server";
import { loadConfig } from "../server/config";

const args = process.argv.slice(2);
const writer = args.includes("--writer");
const names = args.filter((a) => a !== "--writer");
if (names.length !== 1) {
  console.error("Usage: npm run admin:create -- <username> [--writer]");
  process.exit(2);
}
const username = names[0]!;

async function askPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) return line;
    return "";
  }
  process.stdout.write(question);
  return new Promise((resolve) => {
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    let value = "";
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") process.exit(130);
        if (ch === "\u007f") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

const password = process.env.ADMIN_PASSWORD || (await askPassword(`Password for ${username}: `));
const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
let database;
try {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
try {
  await database.migrate();
  const user = await createUser(database.db, { username, password, isAdmin: !writer });
  console.log(`Created ${user.isAdmin ? "admin" : "writer"} ${user.username}. Sign in at /admin/login.`);
} catch (error) {
  if (!(error instanceof AccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
