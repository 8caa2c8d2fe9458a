import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { EditorView } from "@codemirror/view";
import { asOwnParagraph } from "./image-markdown";

/** What the post editor does to the text from outside it: put a block (an image) where the caret is. */
export interface MarkdownEditorHandle {
  insertParagraph(text: string): void;
}

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
  handle,
}: {
  value: string;
  onChange: (value: string) => void;
  labelId: string;
  hintId: string;
  textareaId: string;
  handle?: Ref<MarkdownEditorHandle>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(handle, () => ({
    insertParagraph(text) {
      const editor = view.current;
      if (editor) {
        const { from, to } = editor.state.selection.main;
        const doc = editor.state.doc;
        const { insert, caret } = asOwnParagraph(doc.sliceString(0, from), text, doc.sliceString(to));
        editor.dispatch({ changes: { from, to, insert }, selection: { anchor: from + caret }, scrollIntoView: true });
        editor.focus();
        return;
      }
      // The plain field (CodeMirror not loaded): the same, at its caret.
      const field = textarea.current;
      const current = value;
      const from = field?.selectionStart ?? current.length;
      const to = field?.selectionEnd ?? current.length;
      const { insert, caret } = asOwnParagraph(current.slice(0, from), text, current.slice(to));
      onChange(current.slice(0, from) + insert + current.slice(to));
      requestAnimationFrame(() => {
        field?.focus();
        field?.setSelectionRange(from + caret, from + caret);
      });
    },
  }));
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
          ref={textarea}
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
