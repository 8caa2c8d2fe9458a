import type { Crumb } from "~/content/crumb";

/**
 * /creative: therapy for creative couples (artists, musicians, makers, founders, creators).
 * See docs/decisions/0006-creative-and-six.md for why this page exists and what it offers.
 */
export const creativePage = {
  intro:
    "Two creative careers in one household can be magic: shared taste, big dreams, a partner who gets why you're up at 2 a.m. finishing something. It can also mean irregular income, late gigs, launch weeks, and the quiet question of whose dream comes first.",
  situations: [
    { title: "Whose turn is it?", text: "One of you is touring, launching or on deadline, and the other is holding everything else together. Again." },
    { title: "Money that comes in waves", text: "Feast, then famine. You handle the uncertainty differently, and it turns into a fight about something else." },
    {
      title: "Working together",
      text: "You share a studio, a band or a business, and you can't tell where the creative partnership ends and the relationship begins.",
    },
    { title: "Living in public", text: "Your work is online, your audience has opinions, and your relationship sometimes feels like content." },
    {
      title: "The creative and the steady one",
      text: "One of you is an artist, the other has the salary and the health insurance, and resentment is sneaking in on both sides.",
    },
    { title: "Identity when the work stalls", text: "A rejected pitch or a creative block doesn't stay at the studio. It comes home with you." },
  ],
  approach: [
    {
      title: "We take your work seriously",
      text: "Your art isn't a hobby to be scheduled around real life. We help you both protect it, without either of you disappearing into it.",
    },
    {
      title: "Schedules that bend",
      text: "Late-morning and weekend sessions for people who work nights, and online sessions when one of you is on the road in Texas.",
    },
    {
      title: "Practical agreements",
      text: "Seasons of focus, money plans for uneven income, and rituals that keep you connected through launch weeks and tours.",
    },
    {
      title: "The weekend option",
      text: "When your calendars can't handle weekly sessions, the 3-Day Weekend Intensive fits a season of work into one focused weekend.",
    },
  ],
  offers: [
    { title: "Couples therapy", text: "Weekly or every other week, in person in Dallas or online.", to: "/strengthen-reconnect" },
    { title: "3-Day Weekend Intensive", text: "Focused work between tours, launches and deadlines.", to: "/weekend-intensive" },
    { title: "Individual therapy", text: "For creative burnout, perfectionism and the pressure to keep producing.", to: "/individual-healing" },
  ],
  therapistSlugs: ["marcus-hale", "danielle-okafor", "elena-brooks"],
  note: "Online sessions follow Texas licensing: each of you needs to be in Texas during the session, wherever the tour takes you.",
};

export const creativeCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Creative Couples", path: "/creative" },
];

export const creativeSeo = {
  title: "Therapy for Creative Couples in Dallas",
  description: "Couples therapy for artists, musicians, makers and founders in Dallas and online in Texas: uneven income, tours, launches and two big dreams.",
};

export const creativeHeader = { eyebrow: "For creative couples", title: "Two creative lives, one relationship" };

export const creativeSections = {
  situations: { eyebrow: "Sound familiar?", title: "What creative couples bring to therapy" },
  approach: { eyebrow: "How we work with you", title: "Therapy that respects the work" },
  offers: { eyebrow: "Ways to work with us", title: "Pick the format that fits your season", pricesLead: "Prices are on", pricesLink: "Fees & FAQs" },
  team: "Therapists who love this work",
  ctaTitle: "Between tours, launches and deadlines? Start with fifteen minutes.",
};
