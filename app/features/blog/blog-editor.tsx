import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Chip, EmptyState, ErrorNote, formatDateTime, SuccessNote } from "~/components/admin/admin-kit";
import { Button } from "~/components/ui/button";
import { blogCoverMotifs } from "~/content/blog-taxonomy";
import { fieldsOf, sameFields, slugFromTitle, statusLabels, type EditorFields, type EditorPost } from "./blog-editor-types";
import { PublishingPanel, VersionsPanel, sendJson, useBlogInvalidation, type FieldProblem } from "./blog-publishing";
import { statusTone, type AuthorOption } from "./blog-post-list";
import { clearLocalDraft } from "./local-draft";
import { useLocalDraft } from "./use-local-draft";
import { PostBodySection } from "./post-body-section";
import { PostDetailsPanel } from "./post-details-panel";
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
          <Link to="/admin/blog" className="inline-link mt-3 inline-block">
            Back to all posts
          </Link>
        </EmptyState>
      </>
    );
  }
  return <EditorForm key={post.data.id} saved={post.data} initial={fieldsOf(post.data)} authors={authors} canPublish={canPublish} />;
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
  const draft = useLocalDraft({ savedPost, initial, fields, dirty, postId, baseUpdatedAt: post?.updatedAt ?? null });

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
      draft.keepNow();
      setProblem(error as FieldProblem);
    },
  });

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
              <a href={post.path} className="inline-link">
                View on the site
              </a>
            ) : null}
            <span aria-live="polite">{dirty ? "Unsaved changes (kept in this browser)" : post ? `Saved ${formatDateTime(post.updatedAt)}` : ""}</span>
          </p>
        </div>
      </header>

      {draft.offer ? (
        <div
          role="alert"
          className="mb-5 flex flex-col gap-3 rounded-xl border border-teal-200 bg-mist px-4 py-3 text-sm text-ink sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium">Restore unsaved draft from {formatDateTime(draft.offer.savedAt)}?</p>
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                replaceFields(draft.offer!.fields);
                setSlugTouched(true);
                draft.closeOffer();
              }}
            >
              Restore
            </Button>
            <Button variant="secondary" size="sm" onClick={draft.discardOffer}>
              Discard
            </Button>
          </div>
        </div>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* On a phone: details, body, then publishing; on a laptop publishing sits beside the details. */}
        <PostDetailsPanel
          fields={fields}
          set={set}
          fieldError={fieldError}
          onSlugTyped={() => setSlugTouched(true)}
          authors={authors}
          post={post}
          onCoverChanged={(coverPhoto) => {
            setPost((p) => (p ? { ...p, coverPhoto } : p));
            queryClient.setQueryData<EditorPost>([`/api/blog/posts/${post!.id}`], (p) => (p ? { ...p, coverPhoto } : p));
          }}
        />
        <PostBodySection
          title={fields.title}
          excerpt={fields.excerpt}
          bodyMarkdown={fields.bodyMarkdown}
          onBodyChange={(value) => set("bodyMarkdown", value)}
          editorKey={bodyKey}
          error={fieldError("bodyMarkdown")}
        />
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
