import { useEffect, useRef, useState } from "react";
import type { EditorView } from "@codemirror/view";

/**
 * The post's Markdown field: a plain textarea until CodeMirror has loaded (its code is fetched
 * only here), then CodeMirror with the same label and hint. The parent remounts it (a new key)
 * to replace the text from outside, as restoring a version does.
 */
export function MarkdownEditor({
  value,
  onChange,
  labelId,
  hintId,
  textareaId,
}: {
  value: string;
  onChange: (value: string) => void;
  labelId: string;
  hintId: string;
  textareaId: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("./markdown-codemirror")
      .then(({ createMarkdownView }) => {
        if (cancelled || !host.current) return;
        const hadFocus = document.activeElement?.id === textareaId;
        view.current = createMarkdownView({
          parent: host.current,
          doc: latest.current.value,
          onChange: (next) => latest.current.onChange(next),
          labelledBy: labelId,
          describedBy: hintId,
        });
        setReady(true);
        if (hadFocus) view.current.focus();
      })
      .catch((error: unknown) => {
        // The textarea stays: writing still works without the richer editor.
        console.error("The Markdown editor did not load; using a plain text field.", error);
      });
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
  }, [labelId, hintId, textareaId]);

  return (
    <div className="rounded-xl border border-line bg-white">
      {ready ? null : (
        <textarea
          id={textareaId}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={18}
          className="block min-h-96 w-full resize-y rounded-xl bg-white px-4 py-3.5 font-mono text-[0.95rem] leading-relaxed text-ink"
        />
      )}
      <div ref={host} hidden={!ready} data-testid="markdown-editor" />
    </div>
  );
}
