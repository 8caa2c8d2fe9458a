import type { Quiz } from "./quiz-model";

/**
 * Culture, race, faith, family and identity in a relationship or a life. Four dimensions: two
 * worlds in one couple, carrying it yourself, who you are or love not being accepted, and steady.
 */
export const culturalConnectionQuiz: Quiz = {
  id: "cultural-connection",
  title: "Cultural Connection: how are your worlds getting along?",
  shortTitle: "Cultural Connection",
  eyebrow: "Quiz · Culture, family & identity",
  purpose:
    "Culture, race, faith and family shape how we love, fight, rest and celebrate. Ten questions about where those worlds meet in your relationship or your own life, and what kind of support would fit.",
  audience: "Couples or individuals",
  is: [
    "For blended, bicultural, multiracial and interfaith couples, for BIPOC adults, and for anyone whose family and partner speak different languages, literally or not.",
    "Written by therapists who work with culture and identity every day.",
    "Private: your answers are scored on this device and never sent.",
  ],
  isNot: ["A measure of how 'cultural' anyone is.", "A judgment of your family, your partner or your traditions."],
  minutes: 3,
  art: "worlds",
  questions: [
    {
      id: "who",
      prompt: "Who are you thinking about as you answer?",
      options: [
        { id: "us", label: "My partner and me", adds: { couple: 2 } },
        { id: "me-family", label: "Me, and my family's expectations", adds: { self: 2 } },
        { id: "me-identity", label: "Me, and who I am or who I love", adds: { affirming: 2 } },
        { id: "all", label: "All of it at once", adds: { couple: 1, self: 1 } },
      ],
    },
    {
      id: "differ",
      prompt: "How different are the worlds you come from?",
      hint: "Culture, race, country, faith, class: whatever matters to you.",
      options: [
        { id: "very", label: "Very different, and we feel it", adds: { couple: 3 } },
        { id: "some", label: "Different in some ways", adds: { couple: 1, steady: 1 } },
        { id: "similar", label: "Quite similar", adds: { steady: 2 } },
        { id: "me-between", label: "I'm the one living between two worlds", adds: { self: 3 } },
      ],
    },
    {
      id: "expectations",
      prompt: "When family expectations come up (holidays, money for parents, how to raise kids), what happens?",
      options: [
        { id: "team", label: "We handle it as a team", adds: { steady: 3 } },
        { id: "middle", label: "One of us ends up in the middle", adds: { couple: 2, self: 1 } },
        { id: "fight", label: "It turns into the same fight", adds: { couple: 3 } },
        { id: "alone", label: "I carry it alone and keep the peace", adds: { self: 3 } },
      ],
    },
    {
      id: "explain",
      prompt: "How often do you have to explain or translate yourself?",
      options: [
        { id: "rarely", label: "Rarely; I feel understood", adds: { steady: 3 } },
        { id: "partner", label: "Often, to my partner", adds: { couple: 2 } },
        { id: "everywhere", label: "All the time: at work, at home, even in therapy", adds: { self: 3 } },
        { id: "family", label: "To my family, about who I am or who I love", adds: { affirming: 3 } },
      ],
    },
    {
      id: "racial-stress",
      prompt: "How does stress from the outside world (racism, bias, being the only one) show up at home?",
      options: [
        { id: "support", label: "We talk about it and have each other's backs", adds: { steady: 2 } },
        { id: "quiet", label: "One of us carries it quietly", adds: { couple: 1, self: 2 } },
        { id: "see-differently", label: "We see it differently, and that causes friction", adds: { couple: 3 } },
        { id: "not-much", label: "It doesn't touch us much", adds: { steady: 1 } },
      ],
    },
    {
      id: "acceptance",
      prompt: "Do your families accept your relationship, or you, fully?",
      options: [
        { id: "fully", label: "Yes, fully", adds: { steady: 3 } },
        { id: "mostly", label: "Mostly, with some tension", adds: { couple: 1, steady: 1 } },
        { id: "culture", label: "Not fully, because of race, culture or faith", adds: { couple: 2, self: 1 } },
        { id: "identity", label: "Not fully, because of my gender, sexuality or relationship shape", adds: { affirming: 3 } },
      ],
    },
    {
      id: "first",
      prompt: "Are you the first, or the only, in some part of your life?",
      hint: "First to go to college, first to move away, the only one like you at work.",
      options: [
        { id: "no", label: "Not really", adds: { steady: 1 } },
        { id: "yes-heavy", label: "Yes, and it's a lot to carry", adds: { self: 3 } },
        { id: "yes-partner", label: "Yes, and my partner doesn't quite get it", adds: { couple: 2, self: 1 } },
        { id: "yes-fine", label: "Yes, and I've made my peace with it", adds: { steady: 2 } },
      ],
    },
    {
      id: "traditions",
      prompt: "Language, food, holidays, rituals: which ones will your home keep?",
      options: [
        { id: "chosen", label: "We've chosen together, from both sides", adds: { steady: 3 } },
        { id: "figuring", label: "We're still figuring it out", adds: { couple: 1, steady: 1 } },
        { id: "one-wins", label: "One culture tends to win, and the other one notices", adds: { couple: 3 } },
        { id: "mine", label: "I'm working out which ones are mine to keep", adds: { self: 2, affirming: 1 } },
      ],
    },
    {
      id: "therapist",
      prompt: "What would you want from a therapist?",
      options: [
        { id: "knows", label: "Someone who knows my background without a lecture", adds: { self: 3 } },
        { id: "affirming", label: "Someone LGBTQ+ affirming who doesn't need a glossary", adds: { affirming: 3 } },
        { id: "both", label: "Someone who can hold both our worlds fairly", adds: { couple: 3 } },
        { id: "good", label: "Someone good; background matters less to me", adds: { steady: 2 } },
      ],
    },
    {
      id: "pressure",
      prompt: "Has pressure from family or a partner ever made you feel unsafe?",
      hint: "Threats, being cut off from people or money, being watched or controlled.",
      options: [
        { id: "no", label: "No" },
        { id: "pressure", label: "There's pressure, but I feel safe", adds: { self: 1 } },
        { id: "unsafe", label: "Yes, sometimes I don't feel safe", danger: "unsafe" },
      ],
    },
  ],
  scoring: {
    kind: "highest",
    order: ["affirming", "couple", "self", "steady"],
    resultFor: { couple: "two-worlds", self: "carrying", affirming: "affirming", steady: "steady" },
  },
  results: [
    {
      id: "two-worlds",
      title: "Two worlds, still learning to be one team",
      explanation:
        "Your backgrounds shape how each of you sees family, money, conflict and celebration, and right now the differences are showing up as friction. That doesn't mean you're mismatched. It means you need a shared language for the differences, and ideally a therapist who doesn't make either of you explain your culture from scratch.",
      nextSteps: [
        "Each tell the story of one family tradition you love, and one you'd rather not carry on. Just listen.",
        "Decide together how you'll answer the next family request, before it arrives.",
        "Book a Vibe Check and ask for a therapist experienced with couples like you.",
      ],
      service: "therapy-gets-your-world",
      serviceReason: "BIPOC Couples Therapy is couples therapy with therapists who understand culture, family and racial stress.",
      reading: { kind: "post", slug: "two-cultures-one-home-holidays" },
    },
    {
      id: "carrying",
      title: "You're carrying a lot on your own",
      explanation:
        "Family expectations, being the first or the only, translating yourself all day: you carry it, often quietly, and often for everyone else. That's not a weakness; it's a lot of invisible work. Space that's just for you, with someone who gets it without a lecture, can make it lighter.",
      nextSteps: [
        "Write down one expectation you've been meeting that isn't really yours. You don't have to act on it yet.",
        "Find one person (a friend, a cousin, a colleague) you don't have to translate for, and spend an hour with them this week.",
        "Book a Vibe Check and ask to be matched with a therapist whose background fits yours.",
      ],
      service: "beautifully-complicated",
      serviceReason: "Beautifully Complicated is individual therapy for BIPOC adults navigating identity, family expectations and being the first or the only.",
      reading: { kind: "episode", slug: "code-switching-at-home" },
    },
    {
      id: "affirming",
      title: "You deserve to be seen whole",
      explanation:
        "Part of the strain you describe comes from who you are, or who you love, not being fully accepted. Nobody should have to educate their therapist on top of that. Affirming care means starting from respect for your identity and your relationship's shape, and working from there.",
      nextSteps: [
        "Name the people who do see you fully, and plan time with them this month.",
        "Decide what you're willing to discuss with family this season, and what's off the table.",
        "Book a Vibe Check and ask for an LGBTQ+ affirming therapist.",
      ],
      service: "inclusive-therapy",
      serviceReason: "Inclusive Therapy is affirming couples and individual therapy for LGBTQ+ people and relationships that don't follow the usual script.",
      reading: { kind: "post", slug: "coming-out-later-or-loving-someone-who-did" },
    },
    {
      id: "steady",
      title: "Your worlds are getting along",
      explanation:
        "You talk about your differences, back each other up with family, and choose traditions together. That's real skill, and it's worth keeping sharp, because the big tests (weddings, babies, ageing parents) tend to arrive later. If something else is on your mind, regular couples sessions are a good place for it.",
      nextSteps: [
        "Thank your partner for one specific moment they stood with you in front of family.",
        "Talk about the next big family milestone before it arrives, and agree on your plan together.",
      ],
      service: "strengthen-reconnect",
      serviceReason: "Strengthen & Reconnect is weekly couples therapy for partners who want to stay a team through whatever comes next.",
      reading: { kind: "episode", slug: "the-driveway-huddle" },
    },
  ],
  seo: {
    title: "Cultural Connection Quiz for Couples and Individuals",
    description: "Ten private questions about culture, race, faith, family and identity in your relationship or your life, and the kind of support that fits.",
  },
};
