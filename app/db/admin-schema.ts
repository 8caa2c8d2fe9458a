import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
  /** Where a password reset link goes; optional, stored lower-case. Without it only an admin can reset the password. */
  email: text("email").unique(),
  /**
   * The authenticator app's shared secret (base32), stored as is: the app has no key to encrypt it
   * with, and whoever reads the database can already change everything in it.
   */
  totpSecret: text("totp_secret"),
  /** A secret shown on the account page but not yet confirmed with a code: it does not count until then. */
  totpPendingSecret: text("totp_pending_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (replay). */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
});

/** One-time codes for when the authenticator is lost: argon2id hashes like passwords, each used at most once. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("admin_recovery_codes_user_idx").on(t.userId)],
);

/**
 * Between a right password and a right second-step code: not a session (it opens nothing), one
 * per sign-in, a random token whose SHA-256 is stored, bound to its user, gone after 5 minutes.
 */
export const adminSignInChallenges = pgTable(
  "admin_sign_in_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_sign_in_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * A password reset asked for by email. The token is made when the email is sent and only its
 * SHA-256 is kept; a newer request, a use or the expiry ends it.
 */
export const adminPasswordResets = pgTable(
  "admin_password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Used, or replaced by a newer request: the link no longer works. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("admin_password_resets_user_idx").on(t.userId)],
);

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
