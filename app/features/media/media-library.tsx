import { Form, useNavigation } from "react-router";
import { buttonClass, Chip, EmptyState, ErrorNote, fileInputClass, inputClass, Panel, SuccessNote } from "~/components/admin/admin-kit";
import type { LibraryActionResult, LibraryItem } from "./media-admin.server";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,audio/mpeg,audio/mp4,.jpg,.jpeg,.png,.webp,.avif,.mp3,.m4a";
const labelClass = "mb-1 block text-xs font-semibold text-ink";

/** "person:ada-lovelace" as the practice reads it. */
function slotLabel(slot: string): string {
  const [kind, key] = slot.split(":", 2) as [string, string];
  const name = { person: "Photo of", space: "Space photo", "episode-audio": "Episode audio", "post-cover": "Post cover", post: "In the post" }[kind] ?? kind;
  return `${name}: ${key}`;
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function duration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The upload form: a native multipart post, so it works before (and without) script. */
export function UploadPanel({ result }: { result: LibraryActionResult | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  return (
    <Panel title="Upload">
      <Form method="post" encType="multipart/form-data" className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor="media-upload-file" className={labelClass}>
            File
          </label>
          <input id="media-upload-file" name="file" type="file" required accept={ACCEPT} aria-describedby="media-upload-hint" className={fileInputClass} />
        </div>
        <div>
          <label htmlFor="media-upload-alt" className={labelClass}>
            Alt text (images)
          </label>
          <input id="media-upload-alt" name="alt" maxLength={500} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </button>
        <p id="media-upload-hint" className="text-sm text-ink-soft md:col-span-3">
          Photos: JPEG, PNG, WebP or AVIF up to 20 MB; location and camera details are removed. Audio: MP3 or M4A up to 200 MB.
        </p>
      </Form>
      {result && result.intent === "upload" ? (
        <div className="mt-4">
          <ErrorNote>{result.message}</ErrorNote>
        </div>
      ) : null}
    </Panel>
  );
}

export function StatusNotes({ params }: { params: URLSearchParams }) {
  if (params.has("uploaded")) return <SuccessNote>Uploaded. Add alt text if the image still needs it.</SuccessNote>;
  if (params.has("replaced")) return <SuccessNote>Replaced. Every page that used the old file shows the new one now.</SuccessNote>;
  if (params.has("saved")) return <SuccessNote>Saved.</SuccessNote>;
  if (params.has("deleted")) return <SuccessNote>Deleted, and removed from every page that used it.</SuccessNote>;
  return null;
}

export function LibraryGrid({ items, result, canDelete }: { items: LibraryItem[]; result: LibraryActionResult | null; canDelete: boolean }) {
  if (items.length === 0) return <EmptyState title="No uploads yet">Upload a photo or an episode above.</EmptyState>;
  return (
    <ul className="grid gap-5 md:grid-cols-2 2xl:grid-cols-3" aria-label="Uploads">
      {items.map((item) => (
        <li key={item.id} id={`asset-${item.id}`} className="scroll-mt-24">
          <AssetCard item={item} result={result?.id === item.id ? result : null} canDelete={canDelete} />
        </li>
      ))}
    </ul>
  );
}

function AssetCard({ item, result, canDelete }: { item: LibraryItem; result: LibraryActionResult | null; canDelete: boolean }) {
  const id = (name: string) => `media-${item.id}-${name}`;
  const needsAlt = item.kind === "image" && item.alt.trim() === "";
  const title = item.kind === "image" ? item.alt || "Image without alt text" : `Audio, ${duration(item.durationSeconds ?? 0)}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-soft" aria-label={title}>
      {item.thumbnail ? (
        <picture>
          <source type="image/avif" srcSet={item.thumbnail.avifSrcset} sizes="(min-width: 768px) 420px, 100vw" />
          <source type="image/webp" srcSet={item.thumbnail.webpSrcset} sizes="(min-width: 768px) 420px, 100vw" />
          <img
            src={item.thumbnail.src}
            alt={item.alt}
            width={4}
            height={3}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full bg-sand object-cover"
            style={{ objectPosition: item.thumbnail.objectPosition }}
          />
        </picture>
      ) : item.audioUrl ? (
        <div className="bg-mist p-5">
          {/* The admin's own check of an upload; visitors get the episode's transcript on its page. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio controls preload="none" src={item.audioUrl} className="w-full" aria-label="Play the audio" />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <Chip tone={item.kind === "image" ? "mist" : "sand"}>{item.kind === "image" ? "Image" : "Audio"}</Chip>
          <span>
            {item.kind === "image" ? `${item.width} × ${item.height} px` : duration(item.durationSeconds ?? 0)} · {size(item.bytes)}
          </span>
          {needsAlt ? <Chip tone="coral">Needs alt text</Chip> : null}
        </div>
        <p className="text-sm text-ink-soft">{item.usedIn.length > 0 ? `Used on: ${item.usedIn.map(slotLabel).join(", ")}` : "Not used on any page yet."}</p>
        {result && result.intent !== "delete" ? <ErrorNote>{result.message}</ErrorNote> : null}

        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="details" />
          <input type="hidden" name="id" value={item.id} />
          <div>
            <label htmlFor={id("alt")} className={labelClass}>
              Alt text{item.kind === "image" ? " (required)" : ""}
            </label>
            <input id={id("alt")} name="alt" defaultValue={item.alt} maxLength={500} required={item.kind === "image"} className={inputClass} />
          </div>
          <div>
            <label htmlFor={id("caption")} className={labelClass}>
              Caption
            </label>
            <input id={id("caption")} name="caption" defaultValue={item.caption ?? ""} maxLength={1000} className={inputClass} />
          </div>
          {item.kind === "image" ? (
            <fieldset className="grid grid-cols-2 gap-3">
              <legend className={labelClass}>Focal point: the part a cropped picture keeps in view</legend>
              <div>
                <label htmlFor={id("focalX")} className={labelClass}>
                  Across (%)
                </label>
                <input
                  id={id("focalX")}
                  name="focalX"
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  defaultValue={Math.round(item.focalX * 100)}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor={id("focalY")} className={labelClass}>
                  Down (%)
                </label>
                <input
                  id={id("focalY")}
                  name="focalY"
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  defaultValue={Math.round(item.focalY * 100)}
                  className={inputClass}
                />
              </div>
            </fieldset>
          ) : null}
          <div>
            <button type="submit" className={buttonClass.primary}>
              Save details
            </button>
          </div>
        </Form>

        <Form method="post" encType="multipart/form-data" className="grid gap-2 border-t border-line pt-4">
          <input type="hidden" name="intent" value="replace" />
          <input type="hidden" name="id" value={item.id} />
          <label htmlFor={id("replace")} className={labelClass}>
            Replace with a new file (every page using this one switches)
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input id={id("replace")} name="file" type="file" required accept={ACCEPT} className={`${fileInputClass} min-w-0 flex-1`} />
            <button type="submit" className={buttonClass.secondary}>
              Replace
            </button>
          </div>
        </Form>

        {canDelete ? <DeleteForm item={item} result={result?.intent === "delete" ? result : null} /> : null}
      </div>
    </article>
  );
}

function DeleteForm({ item, result }: { item: LibraryItem; result: LibraryActionResult | null }) {
  const uses = result?.inUse ?? [];
  return (
    <Form method="post" className="mt-auto grid gap-2 border-t border-line pt-4">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={item.id} />
      {result ? (
        <div role="alert" className="rounded-xl border border-coral-100 bg-coral-50 px-4 py-3 text-sm text-coral-700">
          <p className="font-semibold">{result.message}</p>
          {uses.length > 0 ? (
            <>
              <p className="mt-1">Deleting it removes it from:</p>
              <ul className="mt-1 list-disc pl-5">
                {uses.map((slot) => (
                  <li key={slot}>{slotLabel(slot)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {result?.inUse ? <input type="hidden" name="confirm" value="yes" /> : null}
      <div>
        <button type="submit" className={buttonClass.danger}>
          {result?.inUse ? (uses.length > 0 ? "Yes, delete everywhere" : "Yes, delete") : "Delete"}
        </button>
      </div>
    </Form>
  );
}
