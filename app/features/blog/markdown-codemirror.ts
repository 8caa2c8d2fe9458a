import { markdown } from "@codemirror/lang-markdown";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { minimalSetup } from "codemirror";

/**
 * CodeMirror 6 for a post's Markdown, loaded only by the blog editor (dynamic import). No key
 * binding for Tab: Tab and Shift+Tab move the focus in and out like in any other field.
 */
export function createMarkdownView({
  parent,
  doc,
  onChange,
  labelledBy,
  describedBy,
}: {
  parent: HTMLElement;
  doc: string;
  onChange: (value: string) => void;
  labelledBy: string;
  describedBy: string;
}): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        minimalSetup,
        markdown(),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({
          "aria-labelledby": labelledBy,
          "aria-describedby": describedBy,
          "aria-multiline": "true",
          spellcheck: "true",
          autocapitalize: "sentences",
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
        EditorView.theme({
          "&": { fontSize: "0.95rem", backgroundColor: "#fff", borderRadius: "0.75rem" },
          "&.cm-focused": { outline: "2px solid #137264", outlineOffset: "2px" },
          ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.6", minHeight: "24rem", maxHeight: "70vh" },
          ".cm-content": { padding: "0.875rem 1rem", caretColor: "#173f3a" },
        }),
      ],
    }),
  });
}
