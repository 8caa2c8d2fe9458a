import { EmptyState } from "~/components/admin/admin-kit";

/** The admin's error page: a writer on an admin-only screen (403), or anything that went wrong. */
export function AdminErrorPage({ forbidden }: { forbidden: boolean }) {
  return (
    <main id="main" className="mx-auto max-w-xl px-5 py-20">
      <title>{forbidden ? "Not for your account | Millennial Life admin" : "Something went wrong | Millennial Life admin"}</title>
      <EmptyState title={forbidden ? "This page is for the practice's admins" : "This page hit a snag"}>
        <p>
          {forbidden
            ? "Your account can write and preview blog posts. Ask an admin if you need more."
            : "Please reload the page. If it keeps happening, the server log says why."}
        </p>
        <a href="/admin" className="inline-link mt-4 inline-block">
          Back to the admin overview
        </a>
      </EmptyState>
    </main>
  );
}
