import { sessionFromNote, type ServiceEntry } from "../service-model";
import { BOTH_FORMATS, SUPERBILL } from "./shared";

export const beautifullyComplicated: ServiceEntry = {
  slug: "beautifully-complicated",
  path: "/beautifully-complicated",
  kind: "service",
  group: "individual",
  title: "Beautifully Complicated",
  eyebrow: "Individual therapy for BIPOC adults",
  tagline: "All of you, welcome here",
  subtitle:
    "Individual therapy for Black, Indigenous and people of color who are tired of translating themselves: first-generation achievers, children of immigrants, the only one in the room at work, anyone holding two worlds at once. Your story is complicated. It's also beautiful, and all of it is welcome here.",
  summary: "Individual therapy for BIPOC adults navigating identity, family expectations, racial stress and being the first or the only.",
  audience: "Individuals",
  fits: [
    "You're the first in your family to do a lot of things, and the pressure comes with it.",
    "You love your family and need boundaries they may not understand.",
    "You code-switch all day and come home exhausted.",
    "You're tired of explaining your culture before you can talk about your life.",
  ],
  betterFits: [{ text: "You want to work on this together with your partner.", goTo: "therapy-gets-your-world" }],
  helpsWith: [
    "Racial stress, microaggressions and workplace burnout",
    "First-generation pressure, guilt and pride",
    "Family expectations, boundaries and “what will people say”",
    "How race, culture, faith and sexuality fit together for you",
    "Grief, anxiety and carrying more than your share",
  ],
  howItWorks: [
    {
      title: "Say what you want",
      text: "On your Vibe Check, tell us what matters to you in a therapist, including if you'd like a therapist of color.",
    },
    { title: "Start with your story", text: "Your history, culture and family are the context of the work, not a detour from it." },
    { title: "Work at your pace", text: "Tools for the day-to-day, space for the heavy things, and room for joy too." },
    { title: "Take it home", text: "Ways to set boundaries and care for yourself that fit your family and your culture." },
  ],
  format: BOTH_FORMATS,
  length: "50-minute sessions, weekly or every other week.",
  included: ["A 50-minute individual session", "A therapist experienced with BIPOC clients and family expectations", SUPERBILL],
  faqs: [
    {
      question: "Is this only for Black clients?",
      answer:
        "No. Beautifully Complicated is for Black, Indigenous, Latino, Asian, Middle Eastern, multiracial and all people of color. The common thread is not having to explain your world before we can help.",
    },
    {
      question: "Will my therapist know my culture?",
      answer:
        "No therapist knows every culture. You can expect curiosity, humility and training in culturally responsive care, and an honest answer about who on our team has the most relevant experience.",
    },
    {
      question: "How is this different from Individual Therapy?",
      answer:
        "It is individual therapy, with identity and culture at the center from day one. If those aren't what you want to focus on, Individual Therapy may suit you better.",
    },
  ],
  related: ["therapy-gets-your-world", "individual-healing", "inclusive-therapy"],
  art: "threads",
  seo: {
    title: "Beautifully Complicated: Therapy for BIPOC Individuals in Dallas",
    description: `Therapy in Dallas and online in Texas for BIPOC adults: identity, racial stress, family and first-gen pressure. ${sessionFromNote("beautifully-complicated")}.`,
  },
  serviceInterest: "individual-therapy",
  serviceType: "Culturally responsive individual therapy",
};
