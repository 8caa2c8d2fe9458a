/**
 * Legacy paths from the practice's previous site and where they live now.
 * One table, read by the Express server (301 for visitors and crawlers) and by the client
 * (in-app links to an old path go straight to the new one). Keys are lower-case, no trailing slash.
 */
export const legacyRedirects: Record<string, string> = {
  // Apply
  "/apply": "/join-our-team",
  "/careers": "/join-our-team",
  "/now-hiring": "/join-our-team",
  // Fees, investment, commonly asked questions
  "/fees": "/fees-and-faqs",
  "/investment": "/fees-and-faqs",
  "/rates": "/fees-and-faqs",
  "/faq": "/fees-and-faqs",
  "/faqs": "/fees-and-faqs",
  "/commonly-asked-questions": "/fees-and-faqs",
  // Site search: most sites answer it at /search, so people type it (the query string is kept)
  "/search": "/resources/search",
  // Resources, the marriage-life group, old blog index
  "/resources": "/resources-hub",
  "/marriage-life-group": "/resources-hub",
  "/the-marriage-life-group": "/resources-hub",
  "/blog": "/resources-hub",
  // Old therapist and team pages
  "/therapists": "/team",
  "/our-team": "/team",
  "/meet-our-team": "/team",
  "/meet-the-team": "/team",
  "/about-nia": "/therapists/nia-carter",
  "/meet-our-team/nia-carter": "/therapists/nia-carter",
  "/meet-our-team/elena-brooks": "/therapists/elena-brooks",
  "/meet-our-team/dr-elena-brooks": "/therapists/elena-brooks",
  "/meet-our-team/marcus-hale": "/therapists/marcus-hale",
  "/meet-our-team/priya-raman": "/therapists/priya-raman",
  "/meet-our-team/danielle-okafor": "/therapists/danielle-okafor",
  "/meet-our-team/sam-whitfield": "/therapists/sam-whitfield",
  "/team-members": "/team",
  "/our-therapists": "/team",
  "/our-founder": "/founder",
  "/meet-the-founder": "/founder",
  "/meet-nia": "/founder",
  "/dr-brooks": "/therapists/elena-brooks",
  "/clinical-director": "/therapists/elena-brooks",
  // Mission and values
  "/mission": "/about-us",
  "/mission-and-values": "/about-us",
  "/our-values": "/about-us",
  "/about": "/about-us",
  // Couples therapy
  "/couples-therapy": "/strengthen-reconnect",
  "/couples-counseling": "/strengthen-reconnect",
  "/marriage-counseling": "/strengthen-reconnect",
  // Infidelity therapy
  "/infidelity-therapy": "/crisis-couples",
  "/affair-recovery": "/crisis-couples",
  // Infertility, individual and anxiety therapy
  "/infertility-therapy": "/individual-healing",
  "/individual-therapy": "/individual-healing",
  "/anxiety-therapy": "/individual-healing",
  // Premarital counseling and premarital packages
  "/premarital": "/premarital-blueprint",
  "/premarital-packages": "/premarital-blueprint",
  "/premarital-counseling-packages": "/premarital-blueprint",
  // BIPOC therapy
  "/bipoc-therapy": "/beautifully-complicated",
  "/bipoc-couples": "/beautifully-complicated",
  // The intensive
  "/the-intensive": "/weekend-intensive",
  "/intensive": "/weekend-intensive",
  "/couples-intensive": "/weekend-intensive",
  // Contact info, clarity call, vibes, start
  "/contact": "/vibe-check",
  "/contact-us": "/vibe-check",
  "/contact-info": "/vibe-check",
  "/clarity-call": "/vibe-check",
  "/vibes": "/vibe-check",
  "/start": "/vibe-check",
  "/get-started": "/vibe-check",
  // Podcast
  "/podcast": "/resources/podcasts",
  "/the-podcast": "/resources/podcasts",
  // Free premarital checklist, five relationship mistakes
  "/free-premarital-checklist": "/resources/downloads-guides",
  "/premarital-checklist": "/resources/downloads-guides",
  "/five-relationship-mistakes": "/resources/downloads-guides",
  "/5-relationship-mistakes": "/resources/downloads-guides",
  // Media
  "/press": "/media",
  "/in-the-media": "/media",
  "/as-seen-in": "/media",
  "/press-inquiries": "/media-contact",
  "/media-inquiries": "/media-contact",
  "/media-kit": "/media-contact",
  "/linktree": "/links",
  "/link-in-bio": "/links",
  // A transcript PDF
  "/wp-content/uploads/episode-18-transcript.pdf": "/resources/podcasts/18",
};

/** Old blog posts lived under /blog/{id}-{slug}, /blog/<year>/<month>/<slug> or /post/<id>-<slug>. */
const OLD_BLOG_PREFIXES = ["/blog/", "/post/", "/posts/"];

/**
 * Where a legacy path goes now, or null when the path is current.
 * Rules, in order: the exact table; old show-notes and episode pages; old blog posts by id;
 * then the fallbacks (old blog prefix -> /resources-hub, /services/* -> /services,
 * /meet-our-team/* -> /team).
 */
export function resolveLegacyRedirect(pathname: string): string | null {
  const path = normalize(pathname);
  const exact = legacyRedirects[path];
  if (exact) return exact;

  // Old show-notes and episode pages: /show-notes/12, /episode-12, /podcast/episode-12-some-title
  const episode = /^\/(?:show-notes|episodes?|podcast(?:\/episode)?)[/-](\d{1,4})(?:[-/].*)?$/.exec(path) ?? /^\/episode-(\d{1,4})(?:-.*)?$/.exec(path);
  if (episode) return `/resources/podcasts/${Number(episode[1])}`;

  // Old blog posts: /post/123-title or /posts/123 keep their id (and slug) under /blog/.
  const post = /^\/posts?\/(\d+)(-[a-z0-9-]+)?$/.exec(path);
  if (post) return `/blog/${post[1]}${post[2] ?? ""}`;

  // Anything deeper under the old blog prefix (/blog/2021/05/some-title, /blog/category/money,
  // /blog/tag/x, /blog/page/2) goes to the hub. /blog/{segment} itself is a post: its page answers
  // a slug, an old slug, a legacy id or id-slug (301 to the slug), or 404.
  if (/^\/blog\/[^/]+\/.+$/.test(path)) return "/resources-hub";
  if (OLD_BLOG_PREFIXES.slice(1).some((p) => path.startsWith(p))) return "/resources-hub";
  if (path.startsWith("/services/")) return "/services";
  if (path.startsWith("/meet-our-team/")) return "/team";
  return null;
}

function normalize(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.replace(/\/+$/, "") : lower;
}
