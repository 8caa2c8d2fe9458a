import type { RouteConfig } from "@react-router/dev/routes";

/**
 * THE route table: every page of the site, one line each. React Router builds from the default
 * export; the HTML sitemap, /sitemap.xml, /robots.txt, the axe sweep and the benchmark read
 * `siteRoutes`. A route enters here when its page is real.
 *
 * This file is plain data (type-only imports) so the browser bundle can read it too.
 */
export type RouteGroup = "Start here" | "Services & programs" | "Our practice" | "Our team" | "Resources" | "Legal & site";

export interface SiteRoute {
  path: string;
  file: string;
  /** Link text in the HTML sitemap. */
  label: string;
  group: RouteGroup;
  /** false for internal, demo and variant pages: noindex, left out of both sitemaps. */
  indexable: boolean;
}

const page = (path: string, file: string, label: string, group: RouteGroup, indexable = true): SiteRoute => ({
  path,
  file,
  label,
  group,
  indexable,
});

export const siteRoutes: SiteRoute[] = [
  page("/", "routes/home.tsx", "Home", "Start here"),
  page("/vibe-check", "routes/vibe-check.tsx", "Book a Free 15-Min Vibe Check", "Start here"),
  page("/get-matched", "routes/get-matched.tsx", "Get Matched", "Start here"),
  page("/first-session", "routes/practice/first-session.tsx", "What to Expect in Your First Session", "Start here"),
  // Services & programs: one template for every entry of app/content/services/.
  page("/services", "routes/service-index.tsx", "All Services", "Services & programs"),
  page("/programs", "routes/service-index.tsx", "Programs & Entry Offers", "Services & programs"),
  page("/strengthen-reconnect", "routes/service-page.tsx", "Strengthen & Reconnect", "Services & programs"),
  page("/crisis-couples", "routes/service-page.tsx", "Crisis & High Stress Couples Therapy", "Services & programs"),
  page("/crisis-couples-fixed", "routes/service-page.tsx", "Crisis & High Stress (campaign variant)", "Services & programs", false),
  page("/therapy-gets-your-world", "routes/service-page.tsx", "BIPOC Couples Therapy", "Services & programs"),
  page("/relie", "routes/service-page.tsx", "Relié: Intimacy & Desire", "Services & programs"),
  page("/inclusive-therapy", "routes/service-page.tsx", "Inclusive Therapy", "Services & programs"),
  page("/premarital-counseling", "routes/service-page.tsx", "Premarital Counseling", "Services & programs"),
  page("/individual-healing", "routes/service-page.tsx", "Individual Therapy", "Services & programs"),
  page("/beautifully-complicated", "routes/service-page.tsx", "Beautifully Complicated", "Services & programs"),
  page("/weekend-intensive", "routes/service-page.tsx", "3-Day Weekend Intensive", "Services & programs"),
  page("/restart-weekend", "routes/service-page.tsx", "Restart Weekend", "Services & programs"),
  page("/renewal-retreat", "routes/service-page.tsx", "Renewal Retreat", "Services & programs"),
  page("/reset", "routes/service-page.tsx", "6-Session Reset", "Services & programs"),
  page("/premarital-blueprint", "routes/service-page.tsx", "Premarital Blueprint", "Services & programs"),
  page("/repair", "routes/service-page.tsx", "Repair: Rebuilding Trust", "Services & programs"),
  page("/rescue-rebuild", "routes/service-page.tsx", "Rescue & Rebuild", "Services & programs"),
  page("/digital-detox", "routes/service-page.tsx", "Digital Detox Program", "Services & programs"),
  page("/loveinsurance", "routes/service-page.tsx", "Love Insurance", "Services & programs"),
  page("/discernment-counseling-dallas", "routes/practice/discernment-counseling.tsx", "Discernment Counseling in Dallas", "Services & programs"),
  // Our team: the overview and one template for every profile (the sitemap expands the slugs).
  page("/team", "routes/practice/team.tsx", "Meet Our Team", "Our team"),
  page("/therapists/:slug", "routes/practice/therapist-profile.tsx", "Therapist profiles", "Our team"),
  // Our practice: who we are, what it costs, how to reach us.
  page("/about-us", "routes/practice/about-us.tsx", "About Us", "Our practice"),
  page("/founder", "routes/practice/founder.tsx", "Our Founder", "Our practice"),
  page("/fees-and-faqs", "routes/practice/fees-and-faqs.tsx", "Fees & FAQs", "Our practice"),
  page("/couples-therapy-cost-dallas", "routes/practice/couples-therapy-cost.tsx", "Couples Therapy Cost in Dallas", "Our practice"),
  page("/join-our-team", "routes/practice/join-our-team.tsx", "Join Our Team", "Our practice"),
  page("/media", "routes/practice/media.tsx", "Millennial Life in the Media", "Our practice"),
  page("/media-contact", "routes/practice/media-contact.tsx", "Media & Press Contact", "Our practice"),
  page("/links", "routes/practice/links.tsx", "Links", "Our practice"),
  page("/creative", "routes/practice/creative.tsx", "Therapy for Creative Couples", "Our practice"),
  page("/six", "routes/practice/six.tsx", "Six Conversations Every Couple Should Have", "Our practice"),
  // Internal living style guide: noindex, out of both sitemaps.
  page("/component-templates", "routes/internal/component-templates.tsx", "Component templates", "Our practice", false),
  page("/example-service", "routes/internal/example-service.tsx", "Example service page", "Our practice", false),
  page("/icon-demo", "routes/internal/icon-demo.tsx", "Icon demo", "Our practice", false),
  page("/demo/specialty-card", "routes/internal/specialty-card-demo.tsx", "Specialty card demo", "Our practice", false),
  page("/hero-demo", "routes/internal/hero-demo.tsx", "Hero demo", "Our practice", false),
  // Resources: the hub gathers the newest of everything below, the quizzes and the site search.
  page("/resources-hub", "routes/resources/resources-hub.tsx", "Resources Hub", "Resources"),
  // Resources: free guides (content in app/content/guides.ts, PDFs built by scripts/build-guides.ts).
  page("/resources/downloads-guides", "routes/resources/downloads-guides.tsx", "Free Guides", "Resources"),
  page("/resources/downloads-guides/:slug", "routes/resources/guide.tsx", "Guides", "Resources"),
  // The podcast: episode files in app/content/podcasts/; one page for /episode-<slug> and /<number>.
  page("/resources/podcasts", "routes/resources/podcasts.tsx", "The Clarity Drip Podcast", "Resources"),
  page("/newsletter", "routes/resources/newsletter.tsx", "The Clarity Drip Newsletter", "Resources"),
  page("/resources/podcasts/:episode", "routes/resources/episode.tsx", "Podcast episodes", "Resources"),
  // Quizzes and tools: one template for every quiz of app/content/quizzes/ (docs/decisions/0019).
  page("/resources/quizzes-tools", "routes/quizzes-tools.tsx", "Quizzes & Tools", "Resources"),
  page("/therapy-finder-quiz", "routes/quiz.tsx", "Therapy Finder Quiz", "Resources"),
  page("/quizzes/crisis-check", "routes/quiz.tsx", "Crisis Check Quiz", "Resources"),
  page("/quizzes/premarital-readiness", "routes/quiz.tsx", "Premarital Readiness Quiz", "Resources"),
  page("/quizzes/self-discovery", "routes/quiz.tsx", "Self Discovery Quiz", "Resources"),
  page("/quizzes/cultural-connection", "routes/quiz.tsx", "Cultural Connection Quiz", "Resources"),
  page("/digital-detox-quiz", "routes/quiz.tsx", "Digital Detox Quiz", "Resources"),
  page("/ritual-creator", "routes/ritual-creator.tsx", "Ritual Creator", "Resources"),
  // Resources: the blog (posts are rows; /blog/test is the unlisted test post).
  page("/resources/blog", "routes/blog/blog-index.tsx", "Blog", "Resources"),
  page("/blog/:slug", "routes/blog/blog-post.tsx", "Blog posts", "Resources"),
  page("/blog/test", "routes/blog/blog-post.tsx", "Blog test post", "Resources", false),
  page("/resources/search", "routes/search.tsx", "Search the site", "Resources"),
  page("/privacy-policy", "routes/privacy-policy.tsx", "Privacy Policy", "Legal & site"),
  page("/cookie-policy", "routes/cookie-policy.tsx", "Cookie Policy", "Legal & site"),
  page("/terms-of-service", "routes/terms-of-service.tsx", "Terms of Service", "Legal & site"),
  page("/accessibility", "routes/accessibility.tsx", "Accessibility", "Legal & site"),
  page("/sitemap", "routes/sitemap.tsx", "Sitemap", "Legal & site"),
  page("/social-icons", "routes/social-icons.tsx", "Follow Us", "Legal & site"),
];

/**
 * The query parameters a page reads while rendering on the server. The render cache keys a page
 * by its path and these; a request carrying any other parameter (a form's `?submitted=1`, say) is
 * rendered fresh and not stored. A page that starts reading a parameter adds it here.
 */
export const pageQueryParams: Record<string, readonly string[]> = {
  "/vibe-check": ["service"],
  "/team": ["focus", "format"],
  "/resources/blog": ["topic", "page"],
};

/**
 * Pages rendered fresh for every request and stored by no cache (the render cache, a CDN, a
 * browser): the free call times change by the minute, and a booking's page is one visitor's own.
 */
export const livePagePrefixes: readonly string[] = ["/vibe-check"];

/** A visitor's booking (its token is the key), its invitation, and a host's private calendar feed: noindex, no sitemap. */
const bookingRoutes = [
  { path: "/vibe-check/booking/:token", file: "routes/vibe-check-booking.tsx" },
  { path: "/vibe-check/booking/:token/invitation.ics", file: "routes/vibe-check-invitation[.]ics.ts" },
  { path: "/calendar-feed/:file", file: "routes/calendar-feed.ts" },
];

/** Resource routes: no page, no sitemap entry. */
const resourceRoutes = [
  { path: "/robots.txt", file: "routes/robots[.]txt.ts" },
  { path: "/sitemap.xml", file: "routes/sitemap[.]xml.ts" },
  { path: "/.well-known/security.txt", file: "routes/security[.]txt.ts" },
  { path: "/resources/podcasts/feed.xml", file: "routes/resources/podcast-feed[.]xml.ts" },
  { path: "/resources/podcasts/:episode/transcript.txt", file: "routes/resources/episode-transcript[.]txt.ts" },
  { path: "/resources/blog/rss.xml", file: "routes/blog/rss[.]xml.ts" },
  { path: "/resources/blog/covers/:file", file: "routes/blog/cover-svg.ts" },
];

/**
 * The admin area: sign-in required (the layout's loader checks the session), noindex, in no
 * sitemap, its code loaded only under /admin. `screen` names each page for the admin tests.
 */
export interface AdminScreen {
  path: string;
  label: string;
  /** Only admins see it; a writer (a therapist who drafts posts) gets 403. */
  adminOnly: boolean;
}

export const adminScreens: AdminScreen[] = [
  { path: "/admin", label: "Overview", adminOnly: false },
  { path: "/admin/leads", label: "Leads", adminOnly: true },
  { path: "/admin/reply-templates", label: "Reply templates", adminOnly: true },
  { path: "/admin/bookings", label: "Bookings", adminOnly: true },
  { path: "/admin/availability", label: "Availability", adminOnly: true },
  { path: "/admin/blog", label: "Blog", adminOnly: false },
  { path: "/admin/media", label: "Media", adminOnly: false },
  { path: "/admin/photos", label: "Photos", adminOnly: true },
  { path: "/admin/podcast", label: "Podcast", adminOnly: true },
  { path: "/admin/visits", label: "Visits", adminOnly: true },
  { path: "/admin/access-log", label: "Access log", adminOnly: true },
  { path: "/admin/users", label: "Users", adminOnly: true },
  { path: "/admin/settings", label: "Settings", adminOnly: true },
  { path: "/admin/account", label: "Your account", adminOnly: false },
];

const adminRoutes = [
  { id: "admin-login", path: "/admin/login", file: "routes/admin/login.tsx" },
  { id: "admin-logout", path: "/admin/logout", file: "routes/admin/logout.tsx" },
  { id: "admin-forgot-password", path: "/admin/forgot-password", file: "routes/admin/forgot-password.tsx" },
  { id: "admin-reset-password", path: "/admin/reset-password", file: "routes/admin/reset-password.tsx" },
  {
    id: "admin",
    path: "/admin",
    file: "routes/admin/layout.tsx",
    children: [
      { id: "admin-overview", index: true, file: "routes/admin/overview.tsx" },
      { id: "admin-leads", path: "leads", file: "routes/admin/leads.tsx" },
      { id: "admin-lead", path: "leads/:id", file: "routes/admin/lead.tsx" },
      { id: "admin-reply-templates", path: "reply-templates", file: "routes/admin/reply-templates.tsx" },
      { id: "admin-reply-template", path: "reply-templates/:id", file: "routes/admin/reply-template.tsx" },
      { id: "admin-bookings", path: "bookings", file: "routes/admin/bookings.tsx" },
      { id: "admin-availability", path: "availability", file: "routes/admin/availability.tsx" },
      { id: "admin-blog", path: "blog", file: "routes/admin/blog.tsx" },
      { id: "admin-blog-new", path: "blog/new", file: "routes/admin/blog-post.tsx" },
      { id: "admin-blog-post", path: "blog/:id", file: "routes/admin/blog-post.tsx" },
      { id: "admin-media", path: "media", file: "routes/admin/media.tsx" },
      { id: "admin-photos", path: "photos", file: "routes/admin/photos.tsx" },
      { id: "admin-podcast", path: "podcast", file: "routes/admin/podcast.tsx" },
      { id: "admin-visits", path: "visits", file: "routes/admin/visits.tsx" },
      { id: "admin-access-log", path: "access-log", file: "routes/admin/access-log.tsx" },
      { id: "admin-users", path: "users", file: "routes/admin/users.tsx" },
      { id: "admin-settings", path: "settings", file: "routes/admin/settings.tsx" },
      { id: "admin-account", path: "account", file: "routes/admin/account.tsx" },
    ],
  },
];

export default [
  // Ids come from paths so one template file can serve several routes (services, programs).
  ...siteRoutes.map(({ path, file }) => ({ id: `page${path === "/" ? "-home" : path.replace(/[^a-z0-9]+/gi, "-")}`, path, file })),
  ...resourceRoutes,
  ...bookingRoutes,
  ...adminRoutes,
  // Unknown paths: a legacy redirect if one matches, otherwise the 404 card with status 404.
  { path: "*", file: "routes/not-found.tsx" },
] satisfies RouteConfig;
