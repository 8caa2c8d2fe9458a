/** The admin screens' titles and one-line descriptions, and the meta every admin page carries. */

/** No admin page is indexed. */
export const adminNoindex = { name: "robots", content: "noindex, nofollow" } as const;

/** An admin page's meta: its title under the admin's name, and never indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Millennial Life admin` }, adminNoindex];
}

export const adminScreenCopy = {
  overview: {
    title: "Overview",
    greeting: (username: string) => `Hello, ${username}`,
    adminDescription: "What needs you today, at a glance.",
    writerDescription: "Your account drafts and previews blog posts.",
  },
  leads: {
    title: "Leads",
    description: "Inquiries from the site and newsletter signups. Every view, export and deletion is written to the access log.",
    deleted: "Deleted. Nothing about that person is left in the database.",
  },
  lead: { title: "Inquiry" },
  replyTemplates: {
    title: "Reply templates",
    description: "The wording you start a reply from on an inquiry. The person's first name and the booking link are filled in for you.",
    newTemplate: "New template",
    newTitle: "New reply template",
    editTitle: "Edit reply template",
    editorDescription: "Write it as you would say it. You can still change every reply before it is sent.",
    saved: "Saved. The reply form on every inquiry offers it now.",
    deleted: "Deleted. Replies already sent keep their text.",
  },
  bookings: {
    title: "Bookings",
    description:
      "Booked Vibe Checks by day, in Central Time: open a call's inquiry, mark it completed or a no-show, or cancel it (the visitor gets the cancellation by email).",
  },
  availability: {
    title: "Availability",
    description: "When the free Vibe Check can be booked. Every change shows on /vibe-check at once.",
  },
  blog: {
    title: "Blog",
    adminDescription: "Every post, whatever its state. Drafts stay private until you publish or schedule them.",
    writerDescription: "Your drafts. An admin schedules and publishes them.",
    newPost: "New post",
    deleted: "Deleted. Its address now answers “not found”.",
  },
  blogPost: { newTitle: "New post", editTitle: "Edit post" },
  visits: {
    title: "Visits",
    description: "First-party and anonymous: counted only for visitors who allow analytics, one random id per browser tab, no cookies, no IP addresses.",
  },
  accessLog: {
    title: "Access log",
    description: "Who opened, changed, exported or deleted which lead, and when. Leads are named by their id, so a deletion leaves no name behind.",
  },
  users: { title: "Users", description: "Who can sign in. Admins do everything; writers draft and preview blog posts only." },
  media: {
    title: "Media",
    description: "Photos and audio for the site's pages and posts. Every image needs alt text: people who cannot see it hear that instead.",
  },
  settings: {
    title: "Settings",
    description: "The practice's phone number, email addresses, office and hours, as every page of the site shows them, and who gets the practice's emails.",
  },
  photos: {
    title: "Photos",
    description:
      "A photo of each person on the team and of the office, shown wherever they appear on the site instead of the illustration. JPEG, PNG, WebP or AVIF up to 20 MB, straight from a phone: location and camera details are removed before anything is saved.",
    placed: "Saved. Every page that shows this place now carries the photo.",
    removed: "Removed. The illustration is back; the photo stays in the media library.",
  },
  podcast: {
    title: "Podcast",
    description:
      "Each episode's audio file (MP3 or M4A, up to 200 MB). An episode with audio gets a player on its page and a place in the podcast feed at once; without audio it stays a written episode.",
    uploaded: "Saved. The episode's page and the podcast feed now carry this audio.",
    removed: "Removed. The episode is a written episode again and has left the podcast feed.",
  },
  account: { title: "Your account", description: (username: string) => `Signed in as ${username}.` },
  login: {
    title: "Sign in",
    description: "Sign in to the Millennial Life admin area to answer inquiries, publish posts and read visits.",
    failed: "Sign-in failed. Check your username and password and try again.",
    throttled: "Too many attempts. Please wait 15 minutes, then try again.",
    codeFailed: "That code is not right. Type the 6 digits your app shows now, or one of your recovery codes.",
    codeExpired: "That sign-in took too long. Please start again with your username and password.",
  },
  forgotPassword: {
    title: "Forgot your password",
    description: "Ask for a link to set a new password for the Millennial Life admin area.",
    sent: "If that account has an email address, a link to set a new password is on its way. It works once, for 30 minutes.",
    throttled: "Too many requests from your connection. Please wait 15 minutes, then try again.",
    invalid: "Type your username or the email address saved on your account.",
  },
  resetPassword: {
    title: "Set a new password",
    description: "Choose a new password for the Millennial Life admin area.",
    done: "Your password is set. Sign in with it now.",
  },
};
