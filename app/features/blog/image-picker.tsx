import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { buttonClass, ErrorNote, fileInputClass, inputClass } from "~/components/admin/admin-kit";
import { imageMarkdown } from "./image-markdown";

/** What the dialog reads of a media library entry (the Media screen's loader answers these). */
interface LibraryEntry {
  id: string;
  kind: "image" | "audio";
  alt: string;
  caption: string | null;
  markdownUrl: string | null;
  thumbnail: { avifSrcset: string; webpSrcset: string; src: string; objectPosition: string } | null;
}

interface UploadAnswer {
  message: string;
  item?: LibraryEntry;
}

const MEDIA_SCREEN = "/admin/media";
const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";
const labelClass = "mb-1 block text-sm font-semibold text-ink";

/** The photo chosen in the dialog: the library entry (uploaded there if new) and the words typed for it. */
export interface ImageChoice {
  assetId: string;
  url: string;
  alt: string;
  caption: string;
}

/**
 * "Insert image" beside the post's body: a modal dialog to pick a photo from the media library or
 * upload one (through the Media screen's own action), with alt text (required) and an optional
 * caption, that puts `![alt](url "caption")` on a line of its own where the caret was.
 */
export function InsertImageButton({ onInsert }: { onInsert: (markdown: string) => void }) {
  return (
    <ImagePickerButton
      label="Insert image"
      title="Insert an image"
      withCaption
      onChoose={({ url, alt, caption }) => onInsert(imageMarkdown({ url, alt, caption }))}
    />
  );
}

/** A button that opens the library-or-upload dialog and hands over the photo chosen in it. */
export function ImagePickerButton({
  label,
  title,
  withCaption = false,
  tone = "secondary",
  onChoose,
}: {
  label: string;
  title: string;
  withCaption?: boolean;
  tone?: "primary" | "secondary";
  onChoose: (choice: ImageChoice) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const library = useFetcher<{ items: LibraryEntry[] }>();
  const uploader = useFetcher<UploadAnswer>();
  const ids = { title: useId(), alt: useId(), altHint: useId(), caption: useId(), file: useId() };
  const [picked, setPicked] = useState<LibraryEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const images = library.data?.items.filter((item) => item.kind === "image" && item.markdownUrl) ?? [];

  const open = () => {
    if (library.state === "idle") void library.load(MEDIA_SCREEN);
    dialog.current?.showModal();
  };
  const insertAndClose = (entry: LibraryEntry) => {
    const fields = form.current!.elements;
    const alt = (fields.namedItem("alt") as HTMLInputElement).value;
    const caption = (fields.namedItem("caption") as HTMLInputElement | null)?.value ?? "";
    dialog.current?.close();
    onChoose({ assetId: entry.id, url: entry.markdownUrl!, alt, caption });
  };

  // An upload that went through is inserted as soon as its answer is back.
  const handled = useRef<UploadAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = uploader.data;
    if (uploader.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.item?.markdownUrl) insertAndClose(answer.item);
  });
  const uploadRefusal = uploader.state === "idle" && uploader.data && !uploader.data.item ? uploader.data.message : null;

  const choose = (entry: LibraryEntry) => {
    setPicked(entry);
    setProblem(null);
    const fields = form.current!.elements;
    (fields.namedItem("file") as HTMLInputElement).value = "";
    // The library's alt text and caption are a start; the writer may say it differently for this post.
    (fields.namedItem("alt") as HTMLInputElement).value = entry.alt;
    const caption = fields.namedItem("caption") as HTMLInputElement | null;
    if (caption) caption.value = entry.caption ?? "";
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    const hasFile = file instanceof File && file.size > 0;
    if (!hasFile && !picked) {
      setProblem("Choose a photo from the library, or upload one.");
      return;
    }
    setProblem(null);
    if (!hasFile) return insertAndClose(picked!);
    const upload = new FormData();
    upload.set("intent", "upload");
    upload.set("answer", "item");
    upload.set("file", file);
    upload.set("alt", String(data.get("alt") ?? ""));
    void uploader.submit(upload, { method: "post", action: MEDIA_SCREEN, encType: "multipart/form-data" });
  };

  const busy = uploader.state !== "idle";
  return (
    <>
      <button type="button" className={buttonClass[tone]} onClick={open}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={ids.title}
        onClose={() => {
          form.current?.reset();
          setPicked(null);
          setProblem(null);
        }}
        className="m-auto max-h-[90dvh] w-[min(46rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-line bg-white p-0 text-ink shadow-lift backdrop:bg-ink/40"
      >
        <form ref={form} onSubmit={submit} className="space-y-5 p-5 sm:p-7">
          <h2 id={ids.title} className="font-display text-2xl text-ink">
            {title}
          </h2>
          <fieldset>
            <legend className={labelClass}>From the media library</legend>
            {library.state === "loading" && !library.data ? (
              <p className="text-sm text-ink-soft">Loading...</p>
            ) : images.length ? (
              <div className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
                {images.map((entry) => (
                  <label
                    key={entry.id}
                    className={`cursor-pointer rounded-xl border-2 p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700 ${picked?.id === entry.id ? "border-teal-700 bg-teal-50" : "border-transparent"}`}
                  >
                    <input
                      type="radio"
                      name="libraryImage"
                      value={entry.id}
                      checked={picked?.id === entry.id}
                      onChange={() => choose(entry)}
                      className="sr-only"
                    />
                    <picture>
                      <source type="image/avif" srcSet={entry.thumbnail!.avifSrcset} sizes="10rem" />
                      <source type="image/webp" srcSet={entry.thumbnail!.webpSrcset} sizes="10rem" />
                      <img
                        src={entry.thumbnail!.src}
                        alt={entry.alt || "Photo without alt text"}
                        width={160}
                        height={120}
                        loading="lazy"
                        className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
                        style={{ objectPosition: entry.thumbnail!.objectPosition }}
                      />
                    </picture>
                  </label>
                ))}
              </div>
            ) : library.data ? (
              <p className="text-sm text-ink-soft">No photos in the library yet: upload one below.</p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor={ids.file} className={labelClass}>
              Or upload a photo
            </label>
            <input
              id={ids.file}
              name="file"
              type="file"
              accept={PHOTO_TYPES}
              onChange={(e) => {
                if (e.currentTarget.files?.length) setPicked(null);
              }}
              className={fileInputClass}
            />
            <p className="mt-1 text-xs text-ink-soft">JPEG, PNG, WebP or AVIF up to 20 MB; it joins the media library, without location or camera details.</p>
          </div>
          <div className={`grid gap-4 ${withCaption ? "sm:grid-cols-2" : ""}`}>
            <div>
              <label htmlFor={ids.alt} className={labelClass}>
                Alt text
              </label>
              <input id={ids.alt} name="alt" required maxLength={500} aria-describedby={ids.altHint} className={inputClass} />
              <p id={ids.altHint} className="mt-1 text-xs text-ink-soft">
                What the photo shows, for readers who cannot see it.
              </p>
            </div>
            {withCaption ? (
              <div>
                <label htmlFor={ids.caption} className={labelClass}>
                  Caption (optional)
                </label>
                <input id={ids.caption} name="caption" maxLength={300} className={inputClass} />
              </div>
            ) : null}
          </div>
          <div aria-live="polite">{problem || uploadRefusal ? <ErrorNote>{problem ?? uploadRefusal}</ErrorNote> : null}</div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClass.secondary} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="submit" className={buttonClass.primary} disabled={busy}>
              {busy ? "Uploading..." : label}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
