import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { apiRequest } from "~/lib/api-client";
import { InsertImageButton } from "./image-picker";
import { MarkdownEditor, type MarkdownEditorHandle } from "./markdown-editor";

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type BodyTab = "write" | "preview";

const TAB_CLASS =
  "min-h-10 cursor-pointer rounded-lg px-4 text-sm font-semibold text-ink-soft data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm";
/**
 * Both panels stay mounted (the editor keeps its text and caret) and show side by side on a laptop,
 * where the tab list is hidden: Radix leaves a force-mounted panel's visibility to its classes.
 */
const PANEL_CLASS = "data-[state=inactive]:hidden lg:data-[state=inactive]:block";

/**
 * The post's body: the Markdown editor beside the server's live preview on a laptop, or either one
 * by the Write and Preview tabs on a phone; "Insert image" puts a photo at the caret.
 */
export function PostBodySection({
  title,
  excerpt,
  bodyMarkdown,
  onBodyChange,
  editorKey,
  error,
}: {
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  onBodyChange: (value: string) => void;
  /** A new key replaces the editor's text from outside (a restored draft or version). */
  editorKey: number;
  error: string | null;
}) {
  const debouncedBody = useDebounced(bodyMarkdown, 400);
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

  const ids = { bodyLabel: useId(), bodyHint: useId(), body: useId() };
  const [tab, setTab] = useState<BodyTab>("write");
  const bodyEditor = useRef<MarkdownEditorHandle>(null);
  return (
    <Tabs.Root asChild value={tab} onValueChange={(value) => setTab(value as BodyTab)}>
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
            <Tabs.List aria-label="Body" className="inline-flex rounded-xl bg-sand p-1 lg:hidden">
              <Tabs.Trigger value="write" className={TAB_CLASS}>
                Write
              </Tabs.Trigger>
              <Tabs.Trigger value="preview" className={TAB_CLASS}>
                Preview
              </Tabs.Trigger>
            </Tabs.List>
          </div>
        </div>
        <p id={ids.bodyHint} className="mb-3 text-sm text-ink-soft">
          <kbd>##</kbd> starts a heading, <kbd>**bold**</kbd>, <kbd>[words](/path)</kbd> links; Insert image adds a photo from the media library. Tab leaves the
          editor for the next field and Shift+Tab goes back: Tab does not indent here.
        </p>
        {error ? <p className="mb-3 text-sm font-medium text-coral-700">{error}</p> : null}
        <div className="grid gap-5 lg:grid-cols-2">
          <Tabs.Content value="write" forceMount className={PANEL_CLASS} tabIndex={-1}>
            <MarkdownEditor
              key={editorKey}
              value={bodyMarkdown}
              onChange={onBodyChange}
              labelId={ids.bodyLabel}
              hintId={ids.bodyHint}
              textareaId={ids.body}
              handle={bodyEditor}
            />
          </Tabs.Content>
          {/* Focusable (Radix's default): it scrolls, and a keyboard must be able to scroll it. */}
          <Tabs.Content
            value="preview"
            forceMount
            className={`max-h-[70vh] min-h-96 overflow-y-auto rounded-xl border border-line bg-cream px-5 py-4 ${PANEL_CLASS}`}
          >
            <div>
              <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">
                Preview {preview.isFetching ? "· updating..." : preview.data ? `· ${preview.data.wordCount} words` : ""}
              </p>
              <p className="mt-2 font-display text-2xl leading-tight text-ink">{title || "Untitled post"}</p>
              {excerpt ? <p className="mt-2 text-ink-soft">{excerpt}</p> : null}
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
          </Tabs.Content>
        </div>
      </section>
    </Tabs.Root>
  );
}
