import type { Database } from "~/db/client.server";
import type { Config } from "../config";
import type { Logger } from "../logger";

/**
 * What every /api handler is given. In a module of its own so the router (index.ts) and the
 * handlers it mounts can all name it without importing each other in a circle.
 */
export interface ApiDeps {
  config: Config;
  logger: Logger;
  db: Database;
  /** Called after a lead is committed: wakes the outbox worker so delivery starts at once. */
  onLeadStored?: () => void;
}
