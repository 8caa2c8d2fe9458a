import type { ServiceEntry } from "../service-model";
import { VIBE_CHECK } from "../product-names";
import { BOTH_FORMATS, SUPERBILL } from "./shared";

export const therapyGetsYourWorld: ServiceEntry = {
  slug: "therapy-gets-your-world",
  path: "/therapy-gets-your-world",
  kind: "service",
  group: "couples",
  title: "BIPOC Couples Therapy",
  eyebrow: "Therapy that gets your world",
  tagline: "Honor Your Unique Story",
  subtitle:
    "Couples therapy for Black, Latino, Asian, Indigenous, Middle Eastern and multiracial couples, with therapists who understand that your relationship lives inside families, cultures and a world that doesn't always make room for you. No explaining the basics. No leaving parts of yourselves at the door.",
  summary: "Couples therapy for BIPOC and multiracial couples, with therapists who understand culture, family and racial stress.",
  audience: "Couples",
  fits: [
    "You've tried therapy before and spent half the session explaining your culture.",
    "Family expectations, obligations to parents or “what will people say” put pressure on the two of you.",
    "You're an interracial or intercultural couple and some differences hit harder than you expected.",
    "Microaggressions at work or code-switching all day leave one or both of you depleted at home.",
  ],
  betterFits: [{ text: "You're looking for support for yourself, not as a couple.", goTo: "beautifully-complicated" }],
  helpsWith: [
    "Culture and expectations from two families",
    "Racial stress and how it shows up at home",
    "Interracial and intercultural relationships",
    "Money, faith and roles shaped by how you were raised",
    "Traditions that honor both of you",
  ],
  howItWorks: [
    {
      title: "Tell us what matters",
      text: "On your Vibe Check, share what you want in a therapist. We'll match you with someone whose experience fits your world.",
    },
    {
      title: "Your stories, in full",
      text: "The first sessions make room for both histories: families, cultures, faith, migration, what love looked like growing up.",
    },
    { title: "Work on what's between you", text: "Then you get to the pattern you two are stuck in, with the context held, not ignored." },
    { title: "Build your own way", text: "You shape ways of being a couple that honor where you come from and where you're going." },
  ],
  format: BOTH_FORMATS,
  length: "50-minute sessions, weekly or every other week.",
  included: ["A 50-minute session with a therapist experienced with BIPOC and intercultural couples", "Early morning, evening and weekend times", SUPERBILL],
  faqs: [
    {
      question: "Can we ask for a therapist of color?",
      answer:
        "Yes. We'll tell you honestly who is available and what their experience is. What every therapist here brings is training in culturally responsive care and real curiosity about your world, not tokenism.",
    },
    {
      question: "We're an interracial couple. Is this for us?",
      answer: "Yes. Many couples we see are interracial or intercultural, and the places where your worlds meet are part of the work.",
    },
    {
      question: "Do we have to talk about race?",
      answer: "Only as much as it matters to you. You lead; your therapist won't make your identity the topic unless it's part of what's going on.",
    },
  ],
  related: ["beautifully-complicated", "inclusive-therapy", "strengthen-reconnect"],
  art: "worlds",
  seo: {
    title: "BIPOC Couples Therapy in Dallas: Therapy That Gets Your World",
    description:
      "Couples therapy in Dallas and online in Texas for Black, Latino, Asian, Indigenous and multiracial couples, with therapists who understand culture and family.",
  },
  serviceInterest: "bipoc-couples-therapy",
  ctaLabel: `Learn More on a Free ${VIBE_CHECK}`,
  serviceType: "Culturally responsive couples therapy",
};
