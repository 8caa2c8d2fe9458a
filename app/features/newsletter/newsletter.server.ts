import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSignups, outbox } from "~/db/schema";
import type { NewsletterSignup } from "./newsletter-schema";

/**
 * Stores a signup (a repeat of the same e-mail updates the names and page) and queues its
 * forwarding to HubSpot, in one transaction.
 */
export async function upsertNewsletterSignup(db: Database, signup: NewsletterSignup): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSignups)
      .values({
        email: signup.email.toLowerCase(),
        firstName: signup.firstName,
        lastName: signup.lastName,
        pageUri: signup.pageUri,
        pageName: signup.pageName,
      })
      .onConflictDoUpdate({
        target: newsletterSignups.email,
        set: {
          firstName: sql`excluded.first_name`,
          lastName: sql`excluded.last_name`,
          pageUri: sql`excluded.page_uri`,
          pageName: sql`excluded.page_name`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: newsletterSignups.id });
    if (!row) throw new Error("upsert returned no row");
    await tx.insert(outbox).values({ kind: "newsletter-hubspot", newsletterSignupId: row.id });
    return row;
  });
}

/** What HubSpot gets: the person's name and e-mail, never the page they signed up on. */
export interface NewsletterForwardFacts {
  email: string;
  firstName: string;
  lastName: string;
}

export async function findNewsletterForwardFacts(db: Database, id: string): Promise<NewsletterForwardFacts | undefined> {
  const [row] = await db
    .select({
      email: newsletterSignups.email,
      firstName: newsletterSignups.firstName,
      lastName: newsletterSignups.lastName,
    })
    .from(newsletterSignups)
    .where(eq(newsletterSignups.id, id));
  return row;
}
