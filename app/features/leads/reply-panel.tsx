import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass, ErrorNote, inputClass, Panel, SuccessNote } from "~/components/admin/admin-kit";
import { useHydrated } from "~/lib/use-hydrated";
import { fillReply, REPLY_LIMITS } from "./reply-text";

export interface ReplyTemplateOption {
  id: string;
  name: string;
  subject: string;
  body: string;
}

export interface ReplyDraft {
  templateId: string;
  subject: string;
  body: string;
}

export interface ReplyProblem {
  message: string;
  errors: Record<string, string>;
  values: ReplyDraft;
}

/**
 * The reply form on an enquiry. Without JavaScript, "Use this template" reloads the page with the
 * template filled in, and "Send reply" posts the form; with it, choosing a template fills the form at once.
 */
export function ReplyPanel({
  firstName,
  email,
  bookingLink,
  templates,
  draft,
  problem,
  sent,
  emailConfigured,
}: {
  firstName: string;
  email: string;
  bookingLink: string;
  templates: ReplyTemplateOption[];
  draft: ReplyDraft;
  problem?: ReplyProblem;
  sent: boolean;
  emailConfigured: boolean;
}) {
  const start = problem?.values ?? draft;
  const [templateId, setTemplateId] = useState(start.templateId);
  const [subject, setSubject] = useState(start.subject);
  const [body, setBody] = useState(start.body);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";

  const choose = (id: string) => {
    setTemplateId(id);
    const template = templates.find((t) => t.id === id);
    if (!template) return;
    const values = { firstName, bookingLink };
    setSubject(fillReply(template.subject, values));
    setBody(fillReply(template.body, values));
  };

  return (
    <Panel title={`Reply to ${firstName}`}>
      {emailConfigured ? null : (
        <div className="mb-4">
          <ErrorNote>Email is not set up (SMTP_URL), so a reply is kept here but not sent. Call or write from your own mailbox for now.</ErrorNote>
        </div>
      )}
      <Form method="get" preventScrollReset className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="reply-template" className="mb-1.5 block text-sm font-semibold text-ink">
            Start from a template
          </label>
          <select id="reply-template" name="template" value={templateId} onChange={(e) => choose(e.target.value)} className={inputClass}>
            <option value="">Write from scratch</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button type="submit" className={buttonClass.secondary}>
            Use this template
          </button>
        )}
      </Form>
      <Form method="post" preventScrollReset className="space-y-4" aria-describedby="reply-to-hint">
        <input type="hidden" name="templateId" value={templateId} />
        <p id="reply-to-hint" className="text-xs text-ink-soft">
          Goes to {email}. Their answer comes to the practice&apos;s address. Keep clinical details out of the subject.
        </p>
        <div>
          <label htmlFor="reply-subject" className="mb-1.5 block text-sm font-semibold text-ink">
            Subject
          </label>
          <input
            id="reply-subject"
            name="subject"
            required
            maxLength={REPLY_LIMITS.subject}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            className={inputClass}
            aria-invalid={problem?.errors.subject ? true : undefined}
            aria-describedby={problem?.errors.subject ? "reply-subject-error" : undefined}
          />
          {problem?.errors.subject ? (
            <p id="reply-subject-error" className="mt-1 text-sm text-coral-700">
              {problem.errors.subject}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="reply-body" className="mb-1.5 block text-sm font-semibold text-ink">
            Message
          </label>
          <textarea
            id="reply-body"
            name="body"
            required
            rows={12}
            maxLength={REPLY_LIMITS.body}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            className={`${inputClass} py-2.5`}
            aria-invalid={problem?.errors.body ? true : undefined}
            aria-describedby={problem?.errors.body ? "reply-body-error" : undefined}
          />
          {problem?.errors.body ? (
            <p id="reply-body-error" className="mt-1 text-sm text-coral-700">
              {problem.errors.body}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${buttonClass.primary} w-full sm:w-auto`} disabled={sending}>
          {sending ? "Sending..." : "Send reply"}
        </button>
        <div aria-live="polite">
          {problem && !problem.errors.subject && !problem.errors.body ? <ErrorNote>{problem.message}</ErrorNote> : null}
          {sent && !problem ? <SuccessNote>Reply {emailConfigured ? "queued to send" : "kept"}: it is on the timeline.</SuccessNote> : null}
        </div>
      </Form>
    </Panel>
  );
}
