import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { sameFields, type EditorFields, type EditorPost } from "./blog-editor-types";
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from "./local-draft";

/** This browser's copy of the post when it is worth offering back, else null. */
function newerLocalDraft(savedPost: EditorPost | null, initial: EditorFields): LocalDraft | null {
  const local = readLocalDraft(savedPost?.id ?? null);
  if (!local || sameFields(local.fields, initial)) return null;
  const serverTime = savedPost ? Date.parse(savedPost.updatedAt) : 0;
  // Offered when written after the server's copy, or on top of an older one (someone saved since).
  const newer = Date.parse(local.savedAt) > serverTime || (savedPost !== null && local.baseUpdatedAt !== savedPost.updatedAt);
  return newer ? local : null;
}

/**
 * The editor's safety net in this browser: unsaved changes are kept (400 ms after the last one, and
 * at once when the page is left), and a kept copy newer than the server's is offered back once.
 */
export function useLocalDraft({
  savedPost,
  initial,
  fields,
  dirty,
  postId,
  baseUpdatedAt,
}: {
  /** The post as the form opened it (null: a new post). */
  savedPost: EditorPost | null;
  initial: EditorFields;
  fields: EditorFields;
  dirty: boolean;
  postId: number | null;
  baseUpdatedAt: string | null;
}) {
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  const [draftChecked, setDraftChecked] = useState(false);

  // Checked once, for the post this form opened with, as soon as the browser's storage can be read.
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
    const timer = setTimeout(() => writeLocalDraft(postId, fields, baseUpdatedAt), 400);
    return () => clearTimeout(timer);
  }, [fields, dirty, draftChecked, offer, postId, baseUpdatedAt]);

  // Leaving or reloading the page within the debounce still keeps the last keystrokes.
  const pending = useRef<() => void>(() => undefined);
  useEffect(() => {
    pending.current = () => {
      if (draftChecked && !offer && dirty) writeLocalDraft(postId, fields, baseUpdatedAt);
    };
  });
  useEffect(() => {
    const flush = () => pending.current();
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, []);

  return {
    /** A kept copy to offer back, until taken or discarded. */
    offer,
    /** The copy was taken into the form. */
    closeOffer: () => setOffer(null),
    /** The copy is not wanted: it goes. */
    discardOffer: () => {
      clearLocalDraft(postId);
      setOffer(null);
    },
    /** Keep the current fields now (a save just failed). */
    keepNow: () => pending.current(),
  };
}
