import { createHash } from "node:crypto";
import { episodePath, episodeTranscriptPath, podcastShow } from "~/content/podcast-show";
import type { Episode } from "~/content/podcasts";
import { site } from "~/content/site";
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

function item(origin: string, e: Episode): string {
  const url = `${origin}${episodePath(e)}`;
  const audio = e.audioUrl ? (e.audioUrl.startsWith("/") ? `${origin}${e.audioUrl}` : e.audioUrl) : null;
  const type = audio?.toLowerCase().endsWith(".m4a") ? "audio/x-m4a" : "audio/mpeg";
  return [
    "    <item>",
    `      <title>${escapeXml(e.title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      <pubDate>${new Date(e.publishedAt).toUTCString()}</pubDate>`,
    `      <description>${cdata(e.summary)}</description>`,
    `      <content:encoded>${cdata(episodeShowNotesHtml(e).replace(/href="\//g, `href="${origin}/`))}</content:encoded>`,
    // The files give no byte size; 0 is the accepted value for an unknown length.
    audio ? `      <enclosure url="${escapeXml(audio)}" length="0" type="${type}"/>` : null,
    `      <itunes:title>${escapeXml(e.title)}</itunes:title>`,
    `      <itunes:episode>${e.number}</itunes:episode>`,
    "      <itunes:episodeType>full</itunes:episodeType>",
    `      <itunes:duration>${e.durationSeconds}</itunes:duration>`,
    `      <itunes:summary>${escapeXml(e.summary)}</itunes:summary>`,
    "      <itunes:explicit>false</itunes:explicit>",
    `      <podcast:episode>${e.number}</podcast:episode>`,
    `      <podcast:transcript url="${escapeXml(`${origin}${episodeTranscriptPath(e)}`)}" type="text/plain" language="en"/>`,
    `      ${personTags(origin, e.host, "host")}`,
    ...e.guests.map((g) => `      ${personTags(origin, g, "guest")}`),
    "    </item>",
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** RSS 2.0 with the Apple Podcasts (itunes:) and Podcasting 2.0 (podcast:) tags, newest episode first. */
export function podcastFeedXml(origin: string, now = new Date()): string {
  const list = publishedEpisodes(now);
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
      <itunes:email>${escapeXml(site.email)}</itunes:email>
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
${list.map((e) => item(origin, e)).join("\n")}
  </channel>
</rss>
`;
}
