import { Form, useNavigation } from "react-router";
import { buttonClass, ErrorNote, fileInputClass, SuccessNote } from "~/components/admin/admin-kit";
import type { EpisodeAudioRow } from "./episode-audio.server";

/** "4:05, 3.9 MB": what an admin checks after an upload. */
export function audioSummary(audio: { durationSeconds: number; bytes: number } | null): string {
  if (!audio) return "none (a written episode)";
  const m = Math.floor(audio.durationSeconds / 60);
  const s = String(audio.durationSeconds % 60).padStart(2, "0");
  const size = audio.bytes >= 1024 * 1024 ? `${(audio.bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(audio.bytes / 1024))} KB`;
  return `${m}:${s}, ${size}`;
}

/**
 * Every episode with its audio, and per episode a native multipart form to upload or replace the
 * file and one to remove it: both post to the route's action, so they work before script runs.
 */
export function PodcastAudioList({
  rows,
  notice,
  noticeSlug,
  error,
}: {
  rows: EpisodeAudioRow[];
  notice: string | null;
  noticeSlug: string | null;
  error: { message: string; slug: string | null } | null;
}) {
  const navigation = useNavigation();
  const busySlug = navigation.state === "submitting" ? navigation.formData?.get("slug") : null;
  return (
    <div className="grid gap-4">
      {error && !error.slug ? <ErrorNote>{error.message}</ErrorNote> : null}
      <ul className="grid gap-3" aria-label="Episodes">
        {rows.map((row) => {
          const fileId = `audio-file-${row.slug}`;
          const busy = busySlug === row.slug;
          return (
            <li key={row.slug} id={`episode-${row.slug}`} className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft sm:p-5">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <h2 className="font-semibold text-ink">
                  Episode {row.number}: {row.title}
                </h2>
                <p className="text-sm text-ink-soft" data-testid={`audio-state-${row.slug}`}>
                  Audio: {audioSummary(row.audio)}
                </p>
              </div>
              {error?.slug === row.slug ? (
                <div className="mt-3">
                  <ErrorNote>{error.message}</ErrorNote>
                </div>
              ) : null}
              {notice && noticeSlug === row.slug ? (
                <div className="mt-3">
                  <SuccessNote>{notice}</SuccessNote>
                </div>
              ) : null}
              <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2 sm:flex-row sm:items-end">
                  <input type="hidden" name="slug" value={row.slug} />
                  <input type="hidden" name="intent" value="upload" />
                  <div className="grid gap-1">
                    <label htmlFor={fileId} className="text-sm font-semibold text-ink">
                      {row.audio ? "Replace with an MP3 or M4A file" : "MP3 or M4A file"}
                    </label>
                    <input id={fileId} name="file" type="file" required accept="audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a" className={fileInputClass} />
                  </div>
                  <button type="submit" className={buttonClass.primary} disabled={busy}>
                    {busy ? "Uploading…" : row.audio ? "Replace audio" : "Upload audio"}
                  </button>
                </Form>
                {row.audio ? (
                  <Form method="post" encType="multipart/form-data">
                    <input type="hidden" name="slug" value={row.slug} />
                    <input type="hidden" name="intent" value="remove" />
                    <button type="submit" className={buttonClass.danger} aria-label={`Remove the audio of episode ${row.number}`}>
                      Remove audio
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
