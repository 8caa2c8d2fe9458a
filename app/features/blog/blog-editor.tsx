import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Chip, EmptyState, ErrorNote, formatDateTime, inputClass, Panel, SuccessNote } from "~/components/ui/admin-kit";
import { Button } from "~/components/ui/button";
import { blogCoverMotifs, blogTopics } from "~/content/blog-taxonomy";
import { apiRequest } from "~/lib/api-client";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldsOf, sameFields, slugFromTitle, statusLabels, type EditorFields, type EditorPost } from "./blog-editor-types";
import { PublishingPanel, VersionsPanel, sendJson, useBlogInvalidation, type FieldProblem } from "./blog-publishing";
import { statusTone, type AuthorOption } from "./blog-post-list";
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from "./local-draft";
import { CoverPhotoField } from "./cover-photo-field";
import { InsertImageButton } from "./image-picker";
import { MarkdownEditor, type MarkdownEditorHandle } from "./markdown-editor";
import { Heading } from "~/components/ui/heading";
import { asShownAt, useScheduleClock } from "./blog-status";

/** The editor for one post (postId) or a new one (null): loads the post, then the form. */
export function BlogEditor({ postId, authors, canPublish }: { postId: number | null; authors: AuthorOption[]; canPublish: boolean }) {
  const post = useQuery<EditorPost>({ queryKey: [`/api/blog/posts/${postId}`], enabled: postId !== null });
  if (postId === null) {
    const blank: EditorFields = {
      title: "",
      slug: "",
      excerpt: "",
      bodyMarkdown: "",
      authorSlug: authors[0]?.slug ?? "",
      topics: [],
      cover: blogCoverMotifs[0],
      crisisNote: false,
    };
    return <EditorForm key="new" saved={null} initial={blank} authors={authors} canPublish={canPublish} />;
  }
  if (post.isPending) return <p className="py-10 text-center text-sm text-ink-soft">Loading...</p>;
  if (post.isError) {
    const forbidden = post.error.message.startsWith("403");
    return (
      <>
        <h1 className="sr-only">Blog post</h1>
        <EmptyState title={forbidden ? "Only an admin can open this post" : "This post is not here"}>
          <p>{forbidden ? "It is scheduled or published; writers edit drafts." : "It may have been deleted."}</p>
          <Link to="/admin/blog" className="mt-3 inline-block font-semibold text-teal-800 underline underline-offset-2">
            Back to all posts
          </Link>
        </EmptyState>
      </>
    );
  }
  return <EditorForm key={post.data.id} saved={post.data} initial={fieldsOf(post.data)} authors={authors} canPublish={canPublish} />;
}

/** This browser's copy of the post when it is worth offering back, else null. */
function newerLocalDraft(savedPost: EditorPost | null, initial: EditorFields): LocalDraft | null {
  const local = readLocalDraft(savedPost?.id ?? null);
  if (!local || sameFields(local.fields, initial)) return null;
  const serverTime = savedPost ? Date.parse(savedPost.updatedAt) : 0;
  // Offered when written after the server's copy, or on top of an older one (someone saved since).
  const newer = Date.parse(local.savedAt) > serverTime || (savedPost !== null && local.baseUpdatedAt !== savedPost.updatedAt);
  return newer ? local : null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function EditorForm({
  saved: savedPost,
  initial,
  authors,
  canPublish,
}: {
  saved: EditorPost | null;
  initial: EditorFields;
  authors: AuthorOption[];
  canPublish: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useBlogInvalidation();
  const [storedPost, setPost] = useState<EditorPost | null>(savedPost);
  // Left open past its publish time, a scheduled post turns into the published post it now is.
  const clock = useScheduleClock(storedPost ? [storedPost] : []);
  const post = storedPost ? asShownAt(storedPost, clock) : null;
  const postId = post?.id ?? null;
  const [fields, setFields] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(savedPost !== null);
  const [bodyKey, setBodyKey] = useState(0);
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  const [draftChecked, setDraftChecked] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  // A new post's first save moves to its own address: the message travels with it.
  const location = useLocation();
  const arrival = location.state as { notice?: string } | null;
  const [notice, setNotice] = useState<string | null>(arrival?.notice ?? null);
  useEffect(() => {
    // Shown once: a reload must not say "Saved." again.
    if (arrival?.notice) navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const dirty = !sameFields(fields, baseline);

  // A copy kept in this browser that is newer than the server's is offered back once, for the
  // post this form opened with, as soon as the browser's storage can be read.
  const inBrowser = useHydrated();
  if (inBrowser && !draftChecked) {
    setDraftChecked(true);
    setOffer(newerLocalDraft(savedPost, initial));
  }

  useEffect(() => {
    if (!draftChecked || offer) return;
    // Nothing unsaved: a copy still kept here is stale, and would be offered back later.
    if (!dirty) {
      clearLocalDraft(postId);
      return;
    }
    const timer = setTimeout(() => writeLocalDraft(postId, fields, post?.updatedAt ?? null), 400);
    return () => clearTimeout(timer);
  }, [fields, dirty, draftChecked, offer, postId, post?.updatedAt]);

  // Leaving or reloading the page within the debounce still keeps the last keystrokes.
  const pending = useRef<() => void>(() => undefined);
  useEffect(() => {
    pending.current = () => {
      if (draftChecked && !offer && dirty) writeLocalDraft(postId, fields, post?.updatedAt ?? null);
    };
  });
  useEffect(() => {
    const flush = () => pending.current();
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, []);

  const replaceFields = (next: EditorFields) => {
    setFields(next);
    setBodyKey((k) => k + 1);
  };
  const set = <K extends keyof EditorFields>(name: K, value: EditorFields[K]) => {
    setNotice(null);
    setFields((f) => ({ ...f, [name]: value, ...(name === "title" && !slugTouched ? { slug: slugFromTitle(String(value)) } : {}) }));
  };

  const afterSave = (saved: EditorPost, message: string) => {
    clearLocalDraft(postId);
    clearLocalDraft(saved.id);
    setPost(saved);
    setBaseline(fieldsOf(saved));
    setFields(fieldsOf(saved));
    setSlugTouched(true);
    setProblem(null);
    setNotice(message);
    queryClient.setQueryData([`/api/blog/posts/${saved.id}`], saved);
    invalidate();
    if (postId === null) navigate(`/admin/blog/${saved.id}`, { replace: true, state: { notice: message } });
  };

  /** Saves the form (creating the post the first time) and answers the saved post. */
  const saveFields = async (): Promise<EditorPost> => {
    if (post && !dirty) return post;
    return sendJson<EditorPost>(
      post ? "PUT" : "POST",
      post ? `/api/blog/posts/${post.id}` : "/api/blog/posts",
      post ? { ...fields, baseUpdatedAt: post.updatedAt } : fields,
    );
  };
  const save = useMutation({
    mutationFn: saveFields,
    onSuccess: (saved) => afterSave(saved, saved.live ? "Saved. The change is on the site now." : "Saved."),
    onError: (error) => {
      pending.current();
      setProblem(error as FieldProblem);
    },
  });

  const debouncedBody = useDebounced(fields.bodyMarkdown, 400);
  const preview = useQuery<{ html: string; wordCount: number; problems: string[] }>({
    queryKey: ["/api/blog/preview", debouncedBody],
    queryFn: async () =>
      (await apiRequest("POST", "/api/blog/preview", { bodyMarkdown: debouncedBody })).json() as Promise<{
        html: string;
        wordCount: number;
        problems: string[];
      }>,
    placeholderData: keepPreviousData,
  });

  const ids = {
    title: useId(),
    slug: useId(),
    excerpt: useId(),
    author: useId(),
    bodyLabel: useId(),
    bodyHint: useId(),
    body: useId(),
    tabWrite: useId(),
    tabPreview: useId(),
    panelWrite: useId(),
    panelPreview: useId(),
  };
  const [tab, setTab] = useState<"write" | "preview">("write");
  const bodyEditor = useRef<MarkdownEditorHandle>(null);
  // Arrow keys move between the two tabs, as in any tab list.
  const switchTab = () => {
    const next = tab === "write" ? "preview" : "write";
    setTab(next);
    document.getElementById(next === "write" ? ids.tabWrite : ids.tabPreview)?.focus();
  };
  const fieldError = (name: keyof EditorFields) => (problem?.field === name ? problem.message : null);

  return (
    <>
      <Link to="/admin/blog" className="mb-4 inline-flex min-h-10 items-center text-sm font-semibold text-teal-800 underline-offset-2 hover:underline">
        ← All posts
      </Link>
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Heading as="h1" size="title" className="break-words">
            {post ? "Edit post" : "New post"}
          </Heading>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            <Chip tone={statusTone[post?.status ?? "draft"]}>{statusLabels[post?.status ?? "draft"]}</Chip>
            {post?.status === "scheduled" && post.publishedAt ? <span>goes live {formatDateTime(post.publishedAt)}</span> : null}
            {post?.live ? (
              <a href={post.path} className="font-semibold text-teal-800 underline underline-offset-2">
                View on the site
              </a>
            ) : null}
            <span aria-live="polite">{dirty ? "Unsaved changes (kept in this browser)" : post ? `Saved ${formatDateTime(post.updatedAt)}` : ""}</span>
          </p>
        </div>
      </header>

      {offer ? (
        <div
          role="alert"
          className="mb-5 flex flex-col gap-3 rounded-xl border border-teal-200 bg-mist px-4 py-3 text-sm text-ink sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium">Restore unsaved draft from {formatDateTime(offer.savedAt)}?</p>
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                replaceFields(offer.fields);
                setSlugTouched(true);
                setOffer(null);
              }}
            >
              Restore
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                clearLocalDraft(postId);
                setOffer(null);
              }}
            >
              Discard
            </Button>
          </div>
        </div>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* On a phone: details, body, then publishing; on a laptop publishing sits beside the details. */}
        <Panel title="Details" className="lg:col-start-1 lg:row-start-1">
          <div className="space-y-5">
            <Field id={ids.title} label="Title" error={fieldError("title")}>
              <input
                id={ids.title}
                value={fields.title}
                onChange={(e) => set("title", e.target.value)}
                maxLength={160}
                required
                className={inputClass}
                aria-invalid={Boolean(fieldError("title"))}
              />
            </Field>
            <Field
              id={ids.slug}
              label="Slug"
              hint="The address: /blog/ followed by this. When a published post's slug changes, the old address keeps working and leads here."
              error={fieldError("slug")}
            >
              <div className="flex items-stretch overflow-hidden rounded-xl border border-line bg-white focus-within:border-teal-600">
                <span className="flex items-center bg-sand px-3 text-sm text-ink-soft">/blog/</span>
                <input
                  id={ids.slug}
                  value={fields.slug}
                  onChange={(e) => {
                    setSlugTouched(true);
                    set("slug", e.target.value.toLowerCase());
                  }}
                  maxLength={100}
                  required
                  className="min-h-11 w-full min-w-0 px-3 text-base text-ink sm:text-sm"
                  aria-invalid={Boolean(fieldError("slug"))}
                  aria-describedby={`${ids.slug}-hint`}
                />
              </div>
            </Field>
            <Field
              id={ids.excerpt}
              label="Excerpt"
              hint="One or two sentences for the blog list, search results and link previews (up to 200 characters)."
              error={fieldError("excerpt")}
            >
              <textarea
                id={ids.excerpt}
                value={fields.excerpt}
                onChange={(e) => set("excerpt", e.target.value.replace(/\n/g, " "))}
                maxLength={200}
                rows={2}
                required
                className={`${inputClass} py-2.5`}
                aria-describedby={`${ids.excerpt}-hint`}
              />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id={ids.author} label="Author" error={fieldError("authorSlug")}>
                <select id={ids.author} value={fields.authorSlug} onChange={(e) => set("authorSlug", e.target.value)} className={inputClass}>
                  {authors.map((a) => (
                    <option key={a.slug} value={a.slug}>
                      {a.name}
                    </option>
                  ))}
                </select>
              </Field>
              <label className="flex min-h-11 items-center gap-3 self-end text-sm text-ink">
                <input type="checkbox" checked={fields.crisisNote} onChange={(e) => set("crisisNote", e.target.checked)} className="h-5 w-5 accent-teal-700" />
                Show the crisis lines (988, 911) under the post
              </label>
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">Topics (1 to 3)</legend>
              <div className="flex flex-wrap gap-2">
                {blogTopics.map((t) => {
                  const checked = fields.topics.includes(t.slug);
                  return (
                    <label
                      key={t.slug}
                      className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700 ${checked ? "border-teal-700 bg-teal-50 text-teal-900" : "border-line bg-white text-ink"}`}
                    >
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-teal-700"
                        checked={checked}
                        disabled={!checked && fields.topics.length >= 3}
                        onChange={(e) => set("topics", e.target.checked ? [...fields.topics, t.slug] : fields.topics.filter((s) => s !== t.slug))}
                      />
                      {t.label}
                    </label>
                  );
                })}
              </div>
              {fieldError("topics") ? <p className="mt-1.5 text-sm font-medium text-coral-700">{fieldError("topics")}</p> : null}
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">Cover art</legend>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6">
                {blogCoverMotifs.map((motif) => (
                  <label
                    key={motif}
                    className={`cursor-pointer rounded-xl border-2 p-1 text-center text-xs font-medium capitalize has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700 ${fields.cover === motif ? "border-teal-700 bg-teal-50 text-teal-900" : "border-transparent text-ink-soft"}`}
                  >
                    <input type="radio" name="cover" value={motif} checked={fields.cover === motif} onChange={() => set("cover", motif)} className="sr-only" />
                    <img src={`/resources/blog/covers/${motif}.svg`} alt="" width={480} height={300} className="h-auto w-full rounded-lg" />
                    <span className="mt-1 block">{motif}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <CoverPhotoField
              post={post}
              onChanged={(coverPhoto) => {
                setPost((p) => (p ? { ...p, coverPhoto } : p));
                queryClient.setQueryData<EditorPost>([`/api/blog/posts/${post!.id}`], (p) => (p ? { ...p, coverPhoto } : p));
              }}
            />
          </div>
        </Panel>
        <section aria-labelledby={ids.bodyLabel} className="rounded-2xl border border-line bg-white p-4 shadow-soft sm:p-6 lg:col-span-2 lg:row-start-2">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            {/* A label in the sans face, not a title on the display scale. */}
            <h2 className="font-sans text-base font-semibold text-ink">
              <label id={ids.bodyLabel} htmlFor={ids.body}>
                Body (Markdown)
              </label>
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <InsertImageButton
                onInsert={(markdown) => {
                  // The image goes into the text being written: on a phone, the Write tab shows it.
                  setTab("write");
                  bodyEditor.current?.insertParagraph(markdown);
                }}
              />
              <div role="tablist" aria-label="Body" className="inline-flex rounded-xl bg-sand p-1 lg:hidden">
                <TabButton id={ids.tabWrite} controls={ids.panelWrite} selected={tab === "write"} onSelect={() => setTab("write")} onSwitch={switchTab}>
                  Write
                </TabButton>
                <TabButton id={ids.tabPreview} controls={ids.panelPreview} selected={tab === "preview"} onSelect={() => setTab("preview")} onSwitch={switchTab}>
                  Preview
                </TabButton>
              </div>
            </div>
          </div>
          <p id={ids.bodyHint} className="mb-3 text-sm text-ink-soft">
            <kbd>##</kbd> starts a heading, <kbd>**bold**</kbd>, <kbd>[words](/path)</kbd> links; Insert image adds a photo from the media library. Tab leaves
            the editor for the next field and Shift+Tab goes back: Tab does not indent here.
          </p>
          {fieldError("bodyMarkdown") ? <p className="mb-3 text-sm font-medium text-coral-700">{fieldError("bodyMarkdown")}</p> : null}
          <div className="grid gap-5 lg:grid-cols-2">
            <div id={ids.panelWrite} role="tabpanel" aria-labelledby={ids.tabWrite} className={tab === "write" ? "" : "hidden lg:block"}>
              <MarkdownEditor
                key={bodyKey}
                value={fields.bodyMarkdown}
                onChange={(v) => set("bodyMarkdown", v)}
                labelId={ids.bodyLabel}
                hintId={ids.bodyHint}
                textareaId={ids.body}
                handle={bodyEditor}
              />
            </div>
            {/* Focusable: it scrolls, and a keyboard must be able to scroll it. */}
            <div
              id={ids.panelPreview}
              role="tabpanel"
              aria-labelledby={ids.tabPreview}
              tabIndex={0}
              className={`max-h-[70vh] min-h-96 overflow-y-auto rounded-xl border border-line bg-cream px-5 py-4 ${tab === "preview" ? "" : "hidden lg:block"}`}
            >
              <div>
                <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">
                  Preview {preview.isFetching ? "· updating..." : preview.data ? `· ${preview.data.wordCount} words` : ""}
                </p>
                <p className="mt-2 font-display text-2xl leading-tight text-ink">{fields.title || "Untitled post"}</p>
                {fields.excerpt ? <p className="mt-2 text-ink-soft">{fields.excerpt}</p> : null}
                {preview.isError ? <p className="mt-4 text-sm text-coral-700">The preview could not be rendered: {preview.error.message}</p> : null}
                {preview.data?.problems.length ? (
                  <ul className="mt-4 list-disc pl-5 text-sm text-coral-700">
                    {preview.data.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
                {/* Rendered and sanitised by the server's Markdown pipeline, as the published page. */}
                <div className="prose-page post-body mt-4" dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }} />
              </div>
            </div>
          </div>
        </section>
        {/* Not sticky: the body below spans both columns, and a sticky card would slide over its preview. */}
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          <PublishingPanel
            post={post}
            canPublish={canPublish}
            dirty={dirty}
            saving={save.isPending}
            onSave={() => save.mutate()}
            saveFields={saveFields}
            onDone={afterSave}
            onProblem={setProblem}
          />
          <div aria-live="polite" className="space-y-3">
            {problem ? <ErrorNote>{problem.message}</ErrorNote> : null}
            {notice && !problem ? <SuccessNote>{notice}</SuccessNote> : null}
          </div>
        </div>
      </div>

      {post ? (
        <VersionsPanel
          post={post}
          onRestored={(restored) => {
            afterSave(restored, "Restored that version.");
            replaceFields(fieldsOf(restored));
          }}
        />
      ) : null}
    </>
  );
}

function TabButton({
  id,
  controls,
  selected,
  onSelect,
  onSwitch,
  children,
}: {
  id: string;
  controls: string;
  selected: boolean;
  onSelect: () => void;
  onSwitch: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={controls}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight" || e.key === "ArrowLeft") onSwitch();
      }}
      className={`min-h-10 cursor-pointer rounded-lg px-4 text-sm font-semibold ${selected ? "bg-white text-ink shadow-sm" : "text-ink-soft"}`}
    >
      {children}
    </button>
  );
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string | null; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? <p className="mt-1.5 text-sm font-medium text-coral-700">{error}</p> : null}
    </div>
  );
}
