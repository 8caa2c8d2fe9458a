import type { Crumb } from "~/content/crumb";

/** The copy of /social-icons; the profiles themselves are `site.social`. */

export const socialPageCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Follow Us", path: "/social-icons" },
];

export const socialPageSeo = {
  title: "Follow Us on Social Media",
  description: "Follow Millennial Life on Instagram, Facebook, TikTok and LinkedIn for relationship tips, podcast episodes and practice news from Dallas.",
};

export const socialPageHeader = {
  eyebrow: "Follow along",
  title: "Find us on social",
  lede: "Free, therapist-backed relationship tips between sessions. We never discuss clients, and we never ask you to share your story in the comments.",
};

/** What each profile posts, by the profile's name in `site.social`. */
export const whatWePost: Record<string, string> = {
  Instagram: "Short relationship tips, myth-busting carousels and a look inside our Dallas office.",
  Facebook: "Event dates, new blog posts and podcast episodes, and practice news.",
  TikTok: "Sixty-second answers to the questions couples ask us most, from our therapists.",
  LinkedIn: "Open roles for clinicians, community partnerships and talks our team gives.",
};

/** Names the phone number saved in Settings. */
export const socialPageNote = (contact: { phone: { display: string } }) =>
  `Please don't send personal or clinical details through social media messages. They aren't a secure channel. To talk with us about therapy, book a Vibe Check or call ${contact.phone.display}.`;
