import { createHash } from "node:crypto";
import { episodePath, episodeTranscriptPath, podcastShow } from "~/content/podcast-show";
import type { Episode } from "~/content/podcasts";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import type { AudioSource } from "~/lib/media/media.server";
import { episodesAudio } from "./episode-audio.server";
import { therapistBySlug, therapistPath } from "~/content/therapists";
import { episodeShowNotesHtml, publishedEpisodes } from "./episodes.server";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

/** Podcasting 2.0 guid: UUID v5 of the feed URL without its scheme, in the namespace Podcasting 2.0 defines for it. */
export function podcastGuid(feedUrl: string): string {
  const namespace = Buffer.from("ead4c236bf5858c6a2c6a6b28d128cb6", "hex");
  const hash = createHash("sha1")
    .update(namespace)
    .update(feedUrl.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, ""))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function personTags(origin: string, slug: string, role: "host" | "guest") {
  const t = therapistBySlug(slug)!;
  return `<podcast:person role="${role}" href="${escapeXml(`${origin}${therapistPath(t)}`)}">${escapeXml(t.name)}</podcast:person>`;
}

/** HH:MM:SS, the form every podcast app reads. */
export function itunesDuration(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

function item(origin: string, e: Episode, audio: AudioSource): string {
  const url = `${origin}${episodePath(e)}`;
  const duration = audio.durationSeconds > 0 ? audio.durationSeconds : e.durationSeconds;
  return [
    "    <item>",
    `      <title>${escapeXml(e.title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      <pubDate>${new Date(e.publishedAt).toUTCString()}</pubDate>`,
    `      <description>${cdata(e.summary)}</description>`,
    `      <content:encoded>${cdata(episodeShowNotesHtml(e).replace(/href="\//g, `href="${origin}/`))}</content:encoded>`,
    `      <enclosure url="${escapeXml(`${origin}${audio.url}`)}" length="${audio.bytes}" type="${escapeXml(audio.mime)}"/>`,
    `      <itunes:title>${escapeXml(e.title)}</itunes:title>`,
    `      <itunes:episode>${e.number}</itunes:episode>`,
    "      <itunes:episodeType>full</itunes:episodeType>",
    `      <itunes:duration>${itunesDuration(duration)}</itunes:duration>`,
    `      <itunes:summary>${escapeXml(e.summary)}</itunes:summary>`,
    "      <itunes:explicit>false</itunes:explicit>",
    `      <podcast:episode>${e.number}</podcast:episode>`,
    `      <podcast:transcript url="${escapeXml(`${origin}${episodeTranscriptPath(e)}`)}" type="text/plain" language="en"/>`,
    `      ${personTags(origin, e.host, "host")}`,
    ...e.guests.map((g) => `      ${personTags(origin, g, "guest")}`),
    "    </item>",
  ].join("\n");
}

/**
 * RSS 2.0 with the Apple Podcasts (itunes:) and Podcasting 2.0 (podcast:) tags, newest episode
 * first. Only episodes with audio are items: a podcast app can do nothing with an item that has no
 * enclosure, and written episodes are on the site. The owner's email is the practice's, as saved
 * in its settings.
 */
export async function podcastFeedXml(db: Database, { origin, email }: { origin: string; email: string }, now = new Date()): Promise<string> {
  const published = publishedEpisodes(now);
  const audio = await episodesAudio(
    db,
    published.map((e) => e.slug),
  );
  const list = published.filter((e) => audio.has(e.slug));
  const feedUrl = `${origin}${podcastShow.feedPath}`;
  const showUrl = `${origin}${podcastShow.path}`;
  const artwork = `${origin}${podcastShow.artworkPath}`;
  const latest = list[0]?.publishedAt ?? now.toISOString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(podcastShow.title)}</title>
    <link>${escapeXml(showUrl)}</link>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(podcastShow.description)}</description>
    <language>${podcastShow.language}</language>
    <copyright>© ${new Date(latest).getUTCFullYear()} ${escapeXml(site.legalName)}</copyright>
    <lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>
    <image>
      <url>${escapeXml(artwork)}</url>
      <title>${escapeXml(podcastShow.title)}</title>
      <link>${escapeXml(showUrl)}</link>
    </image>
    <itunes:title>${escapeXml(podcastShow.title)}</itunes:title>
    <itunes:subtitle>${escapeXml(podcastShow.subtitle)}</itunes:subtitle>
    <itunes:summary>${escapeXml(podcastShow.description)}</itunes:summary>
    <itunes:author>${escapeXml(podcastShow.author)}</itunes:author>
    <itunes:owner>
      <itunes:name>${escapeXml(site.name)}</itunes:name>
      <itunes:email>${escapeXml(email)}</itunes:email>
    </itunes:owner>
    <itunes:image href="${escapeXml(artwork)}"/>
    <itunes:category text="${escapeXml(podcastShow.category.primary)}">
      <itunes:category text="${escapeXml(podcastShow.category.sub)}"/>
    </itunes:category>
    <itunes:category text="${escapeXml(podcastShow.secondaryCategory.primary)}">
      <itunes:category text="${escapeXml(podcastShow.secondaryCategory.sub)}"/>
    </itunes:category>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <podcast:guid>${podcastGuid(feedUrl)}</podcast:guid>
    <podcast:locked>no</podcast:locked>
    <podcast:medium>podcast</podcast:medium>
    <!-- Episodes without audio yet are written episodes: they are on the site, not in this feed. -->
${list.map((e) => item(origin, e, audio.get(e.slug)!)).join("\n")}
  </channel>
</rss>
`;
}
