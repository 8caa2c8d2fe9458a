import type { Database } from "~/db/client.server";
import { leadStatuses, type LeadStatus } from "~/db/lead-status";
import { LEAD_NOTES_MAX, type ManageProblem } from "./manage-lead";
import { getEnquiry, logLeadAccess, updateEnquiry, type EnquiryDetail } from "./leads-inbox.server";
import { listReplyTemplates, removeReplyTemplate, saveReplyTemplate, sendReply } from "./replies.server";
import type { ReplyDraft, ReplyProblem, ReplyTemplateOption } from "./reply-panel";
import { fillReply } from "./reply-text";

export interface LeadPageData {
  lead: EnquiryDetail | null;
  templates: ReplyTemplateOption[];
  draft: ReplyDraft;
  bookingLink: string;
}

export function bookingLinkFor(siteBaseUrl: string | undefined, requestUrl: string): string {
  return new URL("/vibe-check", siteBaseUrl ?? requestUrl).href;
}

/** An enquiry's page: the enquiry (its view goes to the access log), the templates, and the reply started from `?template=`. */
export async function leadPageData(
  db: Database,
  { id, username, templateId, bookingLink }: { id: string; username: string; templateId: string | null; bookingLink: string },
): Promise<LeadPageData> {
  const lead = /^[0-9a-f-]{36}$/i.test(id) ? await getEnquiry(db, id) : null;
  if (!lead) return { lead: null, templates: [], draft: { templateId: "", subject: "", body: "" }, bookingLink };
  await logLeadAccess(db, { username, action: "view", subject: `enquiry ${id}` });
  const templates = (await listReplyTemplates(db)).map(({ id, name, subject, body }) => ({ id, name, subject, body }));
  const chosen = templates.find((t) => t.id === templateId);
  const values = { firstName: lead.firstName, bookingLink };
  const draft = chosen
    ? { templateId: chosen.id, subject: fillReply(chosen.subject, values), body: fillReply(chosen.body, values) }
    : { templateId: "", subject: "", body: "" };
  return { lead, templates, draft, bookingLink };
}

/** The reply form's post: queued (the page reloads onto the timeline) or the problem with what was typed. */
export async function replyFromForm(
  db: Database,
  { id, username, form, bookingLink }: { id: string; username: string; form: FormData; bookingLink: string },
): Promise<{ ok: true } | { ok: false; status: number; problem: ReplyProblem }> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { templateId: text("templateId"), subject: text("subject"), body: text("body") };
  const outcome = await sendReply(db, { enquiryId: id, body: values, sentBy: username, bookingLink });
  if (outcome.ok) {
    await logLeadAccess(db, { username, action: "update", subject: `enquiry ${id}`, detail: "reply" });
    return { ok: true };
  }
  return { ok: false, status: outcome.status, problem: { message: outcome.message, errors: outcome.errors, values } };
}

/**
 * The status-and-notes form's post (a plain form post, with or without script): saved, or the
 * problem with what was typed. Nothing changes unless both fields are valid.
 */
export async function manageFromForm(
  db: Database,
  { id, username, form }: { id: string; username: string; form: FormData },
): Promise<{ ok: true } | { ok: false; status: 400 | 404; problem: ManageProblem }> {
  const status = form.get("status");
  const notes = form.get("notes");
  const values = { status: typeof status === "string" ? status.slice(0, 40) : "", notes: typeof notes === "string" ? notes.slice(0, LEAD_NOTES_MAX) : "" };
  if (!(leadStatuses as readonly unknown[]).includes(status)) {
    return { ok: false, status: 400, problem: { message: "Choose one of the statuses in the list.", values } };
  }
  if (typeof notes !== "string" || notes.length > LEAD_NOTES_MAX || notes.includes("\u0000")) {
    return { ok: false, status: 400, problem: { message: `Notes are text of at most ${LEAD_NOTES_MAX.toLocaleString("en-US")} characters.`, values } };
  }
  // A browser sends a textarea's line breaks as CRLF; the notes are stored as typed on screen.
  const change = { status: status as LeadStatus, notes: notes.replace(/\r\n/g, "\n") };
  if (!/^[0-9a-f-]{36}$/i.test(id) || !(await updateEnquiry(db, id, change, username))) {
    return { ok: false, status: 404, problem: { message: "No such inquiry. It may have been deleted.", values } };
  }
  await logLeadAccess(db, { username, action: "update", subject: `enquiry ${id}`, detail: "status and notes" });
  return { ok: true };
}

export interface TemplateProblem {
  message: string;
  errors: Record<string, string>;
  values: { name: string; subject: string; body: string };
}

/** The template editor's post: saved or deleted (back to the list), or the problem with what was typed. */
export async function templateFromForm(
  db: Database,
  { id, form }: { id: string | undefined; form: FormData },
): Promise<{ ok: true; done: "saved" | "deleted" } | { ok: false; status: number; problem: TemplateProblem }> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { name: text("name"), subject: text("subject"), body: text("body") };
  if (id !== undefined && text("intent") === "delete") {
    const removed = await removeReplyTemplate(db, id);
    return removed.ok ? { ok: true, done: "deleted" } : { ok: false, status: removed.status, problem: { message: removed.message, errors: {}, values } };
  }
  const saved = await saveReplyTemplate(db, { id, body: values });
  return saved.ok ? { ok: true, done: "saved" } : { ok: false, status: saved.status, problem: { message: saved.message, errors: saved.errors, values } };
}
