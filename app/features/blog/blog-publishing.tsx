import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass, ErrorNote, formatDateTime, inputClass, Panel } from "~/components/admin/admin-kit";
import { apiFetch } from "~/lib/api-client";
import { useHydrated } from "~/lib/use-hydrated";
import { statusLabels, type EditorPost, type EditorRevision } from "./blog-editor-types";

/** A refusal from the API: its message, and the field it is about when there is one. */
export class FieldProblem extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export async function sendJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiFetch(method, url, body);
  const payload = (await res.json().catch(() => ({}))) as { message?: string; field?: string };
  if (!res.ok) throw new FieldProblem(payload.message ?? `${res.status}: ${res.statusText}`, payload.field);
  return payload as T;
}

/** After a change: every blog list, post and version list loaded here is fetched again. */
export function useBlogInvalidation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/blog/posts") });
}

/** A datetime-local value (the browser's time zone) an hour from now, to start the picker near. */
function anHourFromNow(): string {
  const date = new Date(Date.now() + 60 * 60_000);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

type Action = "publish" | "schedule" | "unpublish";

/**
 * Save, and for admins publish now, schedule, unpublish and delete. Publishing and scheduling
 * save the form first, so what goes live is what is on screen.
 */
export function PublishingPanel({
  post,
  canPublish,
  dirty,
  saving,
  onSave,
  saveFields,
  onDone,
  onProblem,
}: {
  post: EditorPost | null;
  canPublish: boolean;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  saveFields: () => Promise<EditorPost>;
  onDone: (post: EditorPost, message: string) => void;
  onProblem: (problem: FieldProblem) => void;
}) {
  const navigate = useNavigate();
  const invalidate = useBlogInvalidation();
  const scheduleId = useId();
  // Filled in the browser (its clock and time zone), not by the server's render: null until then.
  const [chosenWhen, setWhen] = useState<string | null>(null);
  const inBrowser = useHydrated();
  if (inBrowser && chosenWhen === null) setWhen(anHourFromNow());
  const when = chosenWhen ?? "";
  const act = useMutation({
    mutationFn: async (action: Action) => {
      const saved = action === "unpublish" ? post! : await saveFields();
      const body = action === "schedule" ? { publishAt: new Date(when).toISOString() } : undefined;
      if (action === "schedule" && Number.isNaN(new Date(when).getTime())) throw new FieldProblem("Choose a date and time to publish.", "publishAt");
      return { action, post: await sendJson<EditorPost>("POST", `/api/blog/posts/${saved.id}/${action}`, body) };
    },
    onSuccess: ({ action, post: changed }) =>
      onDone(
        changed,
        action === "publish"
          ? "Published: it is on the blog, in the feed, in search and in the sitemap now."
          : action === "schedule"
            ? `Scheduled: it goes live ${formatDateTime(changed.publishedAt!)}.`
            : "Unpublished: it is a draft again and off the site.",
      ),
    onError: (error) => onProblem(error as FieldProblem),
  });
  const remove = useMutation({
    mutationFn: () => sendJson<{ message: string }>("DELETE", `/api/blog/posts/${post!.id}`),
    onSuccess: async () => {
      await invalidate();
      navigate("/admin/blog?deleted=1");
    },
    onError: (error) => onProblem(error as FieldProblem),
  });
  const busy = saving || act.isPending || remove.isPending;
  const status = post?.status ?? "draft";
  const live = status !== "draft";

  return (
    <Panel title="Publishing">
      <div className="space-y-4">
        <button type="button" className={`${buttonClass.primary} w-full`} disabled={busy || (post !== null && !dirty)} onClick={onSave}>
          {saving ? "Saving..." : status === "published" ? "Save changes" : "Save draft"}
        </button>
        {status === "published" ? <p className="text-xs text-ink-soft">This post is live: saving changes the page at once.</p> : null}
        {canPublish ? (
          <>
            {status !== "published" ? (
              <button type="button" className={`${buttonClass.secondary} w-full`} disabled={busy} onClick={() => act.mutate("publish")}>
                {status === "scheduled" ? "Publish now instead" : "Publish now"}
              </button>
            ) : null}
            <div className="rounded-xl border border-line bg-cream/60 p-3">
              <label htmlFor={scheduleId} className="mb-1.5 block text-sm font-semibold text-ink">
                {status === "scheduled" ? "Move the publish time" : "Schedule for later"}
              </label>
              <input
                id={scheduleId}
                type="datetime-local"
                value={when}
                onChange={(e) => setWhen(e.target.value)}
                className={inputClass}
                aria-describedby={`${scheduleId}-hint`}
              />
              <p id={`${scheduleId}-hint`} className="mt-1 text-xs text-ink-soft">
                In your time zone. It appears on the site by itself at that time.
              </p>
              <button type="button" className={`${buttonClass.secondary} mt-3 w-full`} disabled={busy || !when} onClick={() => act.mutate("schedule")}>
                Schedule
              </button>
            </div>
            {live ? (
              <button type="button" className={`${buttonClass.secondary} w-full`} disabled={busy} onClick={() => act.mutate("unpublish")}>
                Unpublish (back to draft)
              </button>
            ) : null}
            {post ? (
              <details className="rounded-xl border border-coral-100 bg-coral-50/50 p-3 open:pb-4">
                <summary className="min-h-10 cursor-pointer content-center text-sm font-semibold text-coral-700">Delete this post</summary>
                <p className="mt-1 text-sm text-ink-soft">
                  The post, its earlier versions and its old addresses go for good. Its address then answers “not found”.
                </p>
                <button type="button" className={`${buttonClass.danger} mt-3 w-full`} disabled={busy} onClick={() => remove.mutate()}>
                  Delete “{post.title}”
                </button>
              </details>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-ink-soft">Your account writes drafts. An admin schedules and publishes them.</p>
        )}
      </div>
    </Panel>
  );
}

/** The post's earlier versions, newest first, each restorable into the form (saved at once). */
export function VersionsPanel({ post, onRestored }: { post: EditorPost; onRestored: (post: EditorPost) => void }) {
  const revisions = useQuery<{ revisions: EditorRevision[] }>({ queryKey: [`/api/blog/posts/${post.id}/revisions`] });
  const restore = useMutation({
    mutationFn: (revisionId: number) => sendJson<EditorPost>("POST", `/api/blog/posts/${post.id}/revisions/${revisionId}/restore`),
    onSuccess: onRestored,
  });
  const list = revisions.data?.revisions ?? [];
  return (
    <Panel title="Earlier versions" className="mt-6">
      {revisions.isPending ? <p className="text-sm text-ink-soft">Loading...</p> : null}
      {revisions.isError ? <ErrorNote>The versions could not be loaded: {revisions.error.message}</ErrorNote> : null}
      {revisions.data && list.length === 0 ? <p className="text-sm text-ink-soft">None yet: each save keeps the version it replaces here.</p> : null}
      {list.length > 0 ? (
        <ol className="divide-y divide-line">
          {list.slice(0, 30).map((r) => (
            <li key={r.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-ink">{r.title}</p>
                <p className="text-ink-soft">
                  {statusLabels[r.status]} · written {formatDateTime(r.savedAt)} · replaced by {r.replacedBy} {formatDateTime(r.replacedAt)}
                </p>
              </div>
              <button
                type="button"
                className={`${buttonClass.secondary} shrink-0`}
                disabled={restore.isPending}
                onClick={() => restore.mutate(r.id)}
                aria-label={`Restore the version written ${formatDateTime(r.savedAt)}`}
              >
                Restore
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {restore.isError ? (
        <div className="mt-3">
          <ErrorNote>{restore.error.message}</ErrorNote>
        </div>
      ) : null}
    </Panel>
  );
}
