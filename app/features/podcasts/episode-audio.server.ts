import { readFormWithin } from "~/lib/read-body.server";
import { episodeBySlug, episodes } from "~/content/podcasts";
import type { Database } from "~/db/client.server";
import { AUDIO_MAX_BYTES, audioSource, clearSlot, setSlot, slotAsset, slotAssets, storeUpload, type AudioSource } from "~/lib/media/media.server";
import { sniff } from "~/lib/media/media-files.server";

/**
 * An episode's audio is whatever upload fills its media slot: the admin's Podcast screen puts it
 * there, and the page, the feed and the JSON-LD all ask here, so they never disagree.
 */
export const episodeAudioSlot = (slug: string) => `episode-audio:${slug}`;

export async function episodeAudio(db: Database, slug: string): Promise<AudioSource | null> {
  const asset = await slotAsset(db, episodeAudioSlot(slug));
  return asset?.kind === "audio" ? audioSource(asset) : null;
}

/** The audio of many episodes at once, by slug (episodes without audio are absent). */
export async function episodesAudio(db: Database, slugs: readonly string[]): Promise<Map<string, AudioSource>> {
  const bySlot = await slotAssets(db, slugs.map(episodeAudioSlot));
  const out = new Map<string, AudioSource>();
  for (const slug of slugs) {
    const asset = bySlot.get(episodeAudioSlot(slug));
    if (asset?.kind === "audio") out.set(slug, audioSource(asset));
  }
  return out;
}

/** The largest form the Podcast screen takes: the largest audio file, plus room for the form's fields. */
export const AUDIO_FORM_MAX_BYTES = AUDIO_MAX_BYTES + 64 * 1024;

export type AudioFormOutcome =
  { ok: true; done: "uploaded" | "removed"; slug: string } | { ok: false; status: 400 | 404 | 413 | 415; message: string; slug?: string };

/**
 * One post of the Podcast screen (a native form, with or without script): `intent` upload with
 * `slug` and `file`, or remove with `slug`. The body is read up to AUDIO_FORM_MAX_BYTES and
 * refused past it; a file that is not MP3 or M4A audio is refused before anything is stored.
 */
export async function handleAudioForm(db: Database, request: Request, username: string): Promise<AudioFormOutcome> {
  const read = await readFormWithin(request, AUDIO_FORM_MAX_BYTES);
  if ("refused" in read) {
    const message = { 415: "Send the audio with the form on this page.", 413: tooLarge, 400: "That form could not be read. Choose the file again and resend." }[
      read.refused
    ];
    return { ok: false, status: read.refused, message };
  }
  const { form } = read;
  const slug = form.get("slug");
  const episode = typeof slug === "string" ? episodeBySlug(slug) : undefined;
  if (!episode) return { ok: false, status: 404, message: "That episode does not exist." };
  const intent = form.get("intent");
  if (intent === "remove") {
    await clearSlot(db, episodeAudioSlot(episode.slug));
    return { ok: true, done: "removed", slug: episode.slug };
  }
  if (intent !== "upload") return { ok: false, status: 400, message: "Choose to upload or remove the audio.", slug: episode.slug };
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, message: "Choose an MP3 or M4A file first.", slug: episode.slug };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Checked here, before storing: an image would otherwise land in the library unused.
  if (sniff(bytes)?.kind !== "audio") return { ok: false, status: 400, message: notAudio, slug: episode.slug };
  const stored = await storeUpload(db, { bytes, declaredName: file.name, createdBy: username });
  if ("error" in stored)
    return { ok: false, status: stored.error.status === 409 ? 400 : stored.error.status, message: stored.error.message, slug: episode.slug };
  const placed = await setSlot(db, episodeAudioSlot(episode.slug), stored.asset.id);
  if ("error" in placed)
    return { ok: false, status: placed.error.status === 409 ? 400 : placed.error.status, message: placed.error.message, slug: episode.slug };
  return { ok: true, done: "uploaded", slug: episode.slug };
}

const tooLarge = `Audio files may be up to ${AUDIO_MAX_BYTES / 1024 / 1024} MB.`;
const notAudio = "That file is not audio this site can play: upload an MP3 or M4A file.";

export interface EpisodeAudioRow {
  slug: string;
  number: number;
  title: string;
  audio: AudioSource | null;
}

/** Every episode, newest first, with its audio (the Podcast screen's list). */
export async function episodeAudioRows(db: Database): Promise<EpisodeAudioRow[]> {
  const list = [...episodes()].sort((a, b) => b.number - a.number);
  const audio = await episodesAudio(
    db,
    list.map((e) => e.slug),
  );
  return list.map((e) => ({ slug: e.slug, number: e.number, title: e.title, audio: audio.get(e.slug) ?? null }));
}
