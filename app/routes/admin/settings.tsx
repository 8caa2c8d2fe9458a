import { data, redirect } from "react-router";
import type { Route } from "./+types/settings";
import { PageHeader } from "~/components/admin/admin-kit";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { authorise, requireAdminPage } from "~/features/admin/session.server";
import { PracticeSettingsForm } from "~/features/settings/practice-settings-form";
import { syncSearchSources } from "~/features/search/search-sources.server";
import { readPracticeContact, readPracticeSettings, readSettingsForm, savePracticeSettings } from "~/features/settings/practice-settings.server";
import { sampleContactDetails } from "~/lib/practice-contact-rules";

const copy = adminScreenCopy.settings;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args, "admin");
  const saved = await readPracticeSettings(args.context.db);
  return {
    settings: saved.settings,
    updatedAt: saved.updatedAt?.toISOString() ?? null,
    updatedBy: saved.updatedBy,
    samples: sampleContactDetails(saved.contact),
    justSaved: new URL(args.request.url).searchParams.has("saved"),
  };
}

/** A form post, with or without script: 401/403 before the body is read, then the same rules as the browser's. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await authorise(context.db, request.headers.get("cookie"), "admin", context.sessionCookieSecure);
  if (outcome.kind === "unauthenticated") throw data({ message: "Sign in to change the practice settings." }, { status: 401 });
  if (outcome.kind === "forbidden") throw data({ message: "Your account does not have access to this page." }, { status: 403 });
  const result = await readSettingsForm(request);
  if (!result.ok) return data({ message: result.message, values: result.values ?? null, errors: result.errors ?? {} }, { status: result.status });
  await savePracticeSettings(context.db, result.settings, outcome.user.username);
  // Search results quote answers that name the office: index them with the new details.
  await syncSearchSources(context.db, { contact: await readPracticeContact(context.db) });
  return redirect("/admin/settings?saved=1");
}

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, updatedAt, updatedBy, samples, justSaved } = loaderData;
  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      <PracticeSettingsForm
        // A new save starts the form afresh from what was stored.
        key={updatedAt ?? "defaults"}
        values={actionData?.values ?? settings}
        errors={actionData?.errors ?? {}}
        message={actionData?.message ?? null}
        justSaved={justSaved && !actionData}
        updatedAt={updatedAt}
        updatedBy={updatedBy}
        samples={samples}
      />
    </>
  );
}
