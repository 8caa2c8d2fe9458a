import type { EditorFields } from "./blog-editor-types";

/**
 * The editor's safety net: every change is kept in this browser (localStorage, one key per post,
 * "new" for a post not saved yet), so a lost connection or a closed tab loses no text. Cleared
 * when the post is saved.
 */
export interface LocalDraft {
  savedAt: string;
  /** The server version the text was written on (the post's updatedAt), null for a new post. */
  baseUpdatedAt: string | null;
  fields: EditorFields;
}

const key = (postId: number | null) => `blog-draft:${postId ?? "new"}`;

export function readLocalDraft(postId: number | null): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key(postId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalDraft> | null;
    if (!draft || typeof draft.savedAt !== "string" || !draft.fields || typeof draft.fields.bodyMarkdown !== "string") return null;
    return draft as LocalDraft;
  } catch {
    return null;
  }
}

export function writeLocalDraft(postId: number | null, fields: EditorFields, baseUpdatedAt: string | null): void {
  try {
    localStorage.setItem(key(postId), JSON.stringify({ savedAt: new Date().toISOString(), baseUpdatedAt, fields } satisfies LocalDraft));
  } catch {
    // Storage full or blocked: the server copy is all there is.
  }
}

export function clearLocalDraft(postId: number | null): void {
  try {
    localStorage.removeItem(key(postId));
  } catch {
    // Storage blocked: nothing was kept.
  }
}
