import { Form, Link, useNavigation } from "react-router";
import { buttonClass, EmptyState, ErrorNote, formatDateTime, inputClass, Panel, SuccessNote } from "~/components/admin/admin-kit";
import type { TemplateProblem } from "./lead-page.server";
import { REPLY_FIELDS, REPLY_LIMITS } from "./reply-text";

export interface TemplateSummary {
  id: string;
  name: string;
  subject: string;
  updatedAt: string;
}

/** The practice's reply templates, in the order the reply form offers them. */
export function ReplyTemplateList({ templates, notice }: { templates: TemplateSummary[]; notice: string | null }) {
  return (
    <div className="space-y-4">
      <div aria-live="polite">{notice ? <SuccessNote>{notice}</SuccessNote> : null}</div>
      {templates.length === 0 ? (
        <EmptyState title="No templates yet">
          <p>Add one, and it shows in the reply form on every inquiry.</p>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-white shadow-soft">
          {templates.map((t) => (
            <li key={t.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
              <div className="min-w-0">
                <Link to={`/admin/reply-templates/${t.id}`} className="inline-link inline-flex min-h-10 items-center">
                  {t.name}
                </Link>
                <p className="text-sm break-words text-ink-soft">Subject: {t.subject}</p>
              </div>
              <p className="text-xs whitespace-nowrap text-ink-soft">Changed {formatDateTime(t.updatedAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One template's editor; `template` null: a new one. */
export function ReplyTemplateEditor({ template, problem }: { template: { name: string; subject: string; body: string } | null; problem?: TemplateProblem }) {
  const values = problem?.values ?? template ?? { name: "", subject: "", body: "" };
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const field = (name: "name" | "subject" | "body") => ({
    id: `template-${name}`,
    name,
    required: true,
    maxLength: REPLY_LIMITS[name],
    defaultValue: values[name],
    "aria-invalid": problem?.errors[name] ? true : undefined,
    "aria-describedby": problem?.errors[name] ? `template-${name}-error` : name === "body" ? "template-body-hint" : undefined,
  });
  const error = (name: string) =>
    problem?.errors[name] ? (
      <p id={`template-${name}-error`} className="mt-1 text-sm text-coral-700">
        {problem.errors[name]}
      </p>
    ) : null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <Panel title={template ? "Edit template" : "New template"}>
        <Form method="post" className="space-y-4">
          <div>
            <label htmlFor="template-name" className="mb-1.5 block text-sm font-semibold text-ink">
              Name (only you see it)
            </label>
            <input {...field("name")} className={inputClass} />
            {error("name")}
          </div>
          <div>
            <label htmlFor="template-subject" className="mb-1.5 block text-sm font-semibold text-ink">
              Subject
            </label>
            <input {...field("subject")} className={inputClass} />
            {error("subject")}
          </div>
          <div>
            <label htmlFor="template-body" className="mb-1.5 block text-sm font-semibold text-ink">
              Message
            </label>
            <textarea {...field("body")} rows={14} className={`${inputClass} py-2.5`} />
            {error("body")}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="save" className={buttonClass.primary} disabled={busy}>
              Save template
            </button>
            <Link to="/admin/reply-templates" className={buttonClass.secondary}>
              Back to templates
            </Link>
          </div>
          <div aria-live="polite">{problem && Object.keys(problem.errors).length === 0 ? <ErrorNote>{problem.message}</ErrorNote> : null}</div>
        </Form>
      </Panel>
      <div className="space-y-6">
        <Panel title="Filled in for you">
          <ul id="template-body-hint" className="space-y-2 text-sm text-ink-soft">
            <li>
              <code className="font-semibold text-ink">{REPLY_FIELDS.firstName}</code>: the person&apos;s first name
            </li>
            <li>
              <code className="font-semibold text-ink">{REPLY_FIELDS.bookingLink}</code>: the link to book a Vibe Check
            </li>
            <li>A part in [square brackets] starting with &quot;Add&quot; must be replaced before a reply is sent.</li>
            <li>Subjects show on lock screens: keep anything about their situation out of them.</li>
          </ul>
        </Panel>
        {template ? (
          <Panel title="Delete this template">
            <p className="text-sm text-ink-soft">Replies already sent keep their text.</p>
            <Form method="post" className="mt-3">
              <button type="submit" name="intent" value="delete" className={`${buttonClass.danger} w-full`} disabled={busy}>
                Delete template
              </button>
            </Form>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
