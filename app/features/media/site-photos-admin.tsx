import { Form, Link, useNavigation } from "react-router";
import { MediaPicture } from "~/components/art/site-photos";
import { buttonClass, Chip, ErrorNote, fileInputClass, inputClass, SuccessNote } from "~/components/admin/admin-kit";
import type { PhotoPlace } from "./site-photos-admin.server";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";
const labelClass = "mb-1 block text-sm font-semibold text-ink";

/** `person:nia-carter` as an HTML id. */
const anchor = (slot: string) => `photo-${slot.replace(":", "-")}`;
export const photoPlaceAnchor = anchor;

/**
 * Every person and office band with the photo it shows, and per place three native forms (upload
 * with alt text, pick from the library, back to the illustration) posting to the route's action,
 * so a phone without script can do all of it.
 */
export function SitePhotoPlaces({
  places,
  library,
  notice,
  error,
}: {
  places: PhotoPlace[];
  library: { id: string; label: string }[];
  notice: { slot: string; message: string } | null;
  error: { slot: string | null; message: string } | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("slot") : null;
  return (
    <div className="grid gap-4">
      {error && !error.slot ? <ErrorNote>{error.message}</ErrorNote> : null}
      <ul className="grid gap-4" aria-label="People and spaces">
        {places.map((place) => {
          const id = anchor(place.slot);
          return (
            <li key={place.slot} id={id} className="scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft sm:p-5">
              <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-6">
                <div className="grid h-32 w-32 place-items-center overflow-hidden rounded-2xl bg-sand/60 text-center text-xs text-ink-soft">
                  {place.photo ? (
                    <MediaPicture photo={place.photo} sizes="128px" width={128} height={128} className="h-32 w-32" />
                  ) : (
                    <span className="px-3">Illustration shown</span>
                  )}
                </div>
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold text-ink">{place.name}</h2>
                    {place.photo ? <Chip tone="teal">Photo</Chip> : <Chip>Illustration</Chip>}
                  </div>
                  <p className="mt-1 text-sm text-ink-soft">Shown on: {place.shownOn}</p>
                  {place.photo ? (
                    <p className="mt-1 text-sm text-ink-soft">
                      Alt text: {place.photo.alt || <strong className="text-coral-700">missing, add it in the library</strong>} ·{" "}
                      <Link to={`/admin/media#asset-${place.photo.assetId}`} className="inline-link">
                        Edit alt text or focal point
                      </Link>
                    </p>
                  ) : null}
                  {error?.slot === place.slot ? (
                    <div className="mt-3">
                      <ErrorNote>{error.message}</ErrorNote>
                    </div>
                  ) : null}
                  {notice?.slot === place.slot ? (
                    <div className="mt-3">
                      <SuccessNote>{notice.message}</SuccessNote>
                    </div>
                  ) : null}
                  <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
                    <input type="hidden" name="slot" value={place.slot} />
                    <input type="hidden" name="intent" value="upload" />
                    <div>
                      <label htmlFor={`${id}-file`} className={labelClass}>
                        {place.photo ? "Replace with a new photo" : "Upload a photo"}
                      </label>
                      <input id={`${id}-file`} name="file" type="file" required accept={ACCEPT} className={fileInputClass} />
                    </div>
                    <div>
                      <label htmlFor={`${id}-alt`} className={labelClass}>
                        Alt text
                      </label>
                      <input
                        id={`${id}-alt`}
                        name="alt"
                        required
                        maxLength={500}
                        placeholder={place.slot.startsWith("person:") ? `${place.name} smiling in the office` : "The therapy room's couch and window"}
                        className={inputClass}
                      />
                    </div>
                    <button type="submit" className={buttonClass.primary} disabled={busy === place.slot}>
                      {busy === place.slot ? "Uploading…" : place.photo ? "Replace photo" : "Upload photo"}
                    </button>
                  </Form>
                  <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                    {library.length > 0 ? (
                      <Form method="post" encType="multipart/form-data" className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
                        <input type="hidden" name="slot" value={place.slot} />
                        <input type="hidden" name="intent" value="pick" />
                        <div className="min-w-0">
                          <label htmlFor={`${id}-pick`} className={labelClass}>
                            Or use a photo from the library
                          </label>
                          <select id={`${id}-pick`} name="assetId" required defaultValue="" className={`${inputClass} max-w-full`}>
                            <option value="" disabled>
                              Choose a photo…
                            </option>
                            {library.map((item) => (
                              <option key={item.id} value={item.id}>
                                {item.label}
                              </option>
                            ))}
                          </select>
                        </div>
                        <button type="submit" className={buttonClass.secondary}>
                          Use this photo
                        </button>
                      </Form>
                    ) : null}
                    {place.photo ? (
                      <Form method="post" encType="multipart/form-data">
                        <input type="hidden" name="slot" value={place.slot} />
                        <input type="hidden" name="intent" value="remove" />
                        <button type="submit" className={buttonClass.danger} aria-label={`Show the illustration of ${place.name} again`}>
                          Back to the illustration
                        </button>
                      </Form>
                    ) : null}
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
