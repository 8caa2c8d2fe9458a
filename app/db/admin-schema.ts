import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The admin area's accounts. An admin does everything; a user without `isAdmin` (a therapist who
 * writes) may only draft and preview blog posts. Usernames are stored lower-case.
 */
export const adminUsers = pgTable("admin_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  /** An argon2id PHC string (parameters and salt inside); never the password. */
  passwordHash: text("password_hash").notNull(),
  isAdmin: boolean("is_admin").notNull().default(false),
  /** A disabled account cannot sign in, and its sessions stop working at once. */
  disabled: boolean("disabled").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a copy of
 * the database does not let anyone sign in. A session ends when idle too long, at its absolute
 * expiry, on sign-out, or when its user is disabled or signs out everywhere.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId), index("admin_sessions_expires_idx").on(t.expiresAt)],
);

export type LeadAccessAction = "view" | "export" | "delete" | "update";

/**
 * Who looked at, exported, changed or deleted which lead, and when: enquiries can hold health
 * information, so every access leaves a trace admins can read. `subject` names the lead by id (or
 * the export's filter), never by the person's name or e-mail, so a deletion leaves nothing behind.
 */
export const leadAccessLog = pgTable(
  "lead_access_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    action: text("action").$type<LeadAccessAction>().notNull(),
    subject: text("subject").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_access_log_created_at_idx").on(t.createdAt)],
);
