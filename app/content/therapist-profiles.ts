import type { Therapist } from "./therapists";

/**
 * What only a clinician's profile page (/therapists/{slug}) shows, by slug. Kept apart from
 * therapists.ts because the navigation on every page reads that list: these texts are most of its
 * size, and only the profile route's own chunk carries them.
 */
export interface TherapistProfile {
  pronouns: string;
  /** Profile introduction, one paragraph per entry, in the clinician's own voice where it fits. */
  bio: string[];
  /** How sessions feel and what the clinician draws on, in plain words. */
  approach: string;
  /** Named methods, each with a plain-language gloss (the brand's voice: no jargon without one). */
  methods: { name: string; gloss: string }[];
  specialties: string[];
  worksWith: string[];
  /** Empty for the intern, who practices under the supervisors' licences. */
  licences: Licence[];
  education: string[];
  funFact: string;
  /** A page that tells this person's story (the founder's letter), linked from the profile. */
  story?: { path: string; label: string };
}

/**
 * The Texas boards that license the team. All four professions are verified through the
 * Behavioral Health Executive Council's public lookup, which hosts the member boards.
 */
export const licensingBoards = {
  mft: {
    name: "Texas State Board of Examiners of Marriage and Family Therapists",
    council: "Texas Behavioral Health Executive Council",
    lookupUrl: "https://bhec.texas.gov/verify-a-license/",
  },
  lpc: {
    name: "Texas State Board of Examiners of Professional Counselors",
    council: "Texas Behavioral Health Executive Council",
    lookupUrl: "https://bhec.texas.gov/verify-a-license/",
  },
  psychology: {
    name: "Texas State Board of Examiners of Psychologists",
    council: "Texas Behavioral Health Executive Council",
    lookupUrl: "https://bhec.texas.gov/verify-a-license/",
    boardUrl: "https://bhec.texas.gov/texas-state-board-of-examiners-of-psychologists/",
  },
} as const;

export type LicensingBoardId = keyof typeof licensingBoards;

export interface Licence {
  /** Full licence title as the board names it. */
  type: string;
  abbreviation: string;
  number: string;
  board: LicensingBoardId;
}

export const therapistProfiles: Record<string, TherapistProfile> = {
  "nia-carter": {
    pronouns: "she/her",
    bio: [
      "Nia sees couples in a rough patch or a crisis, including after an affair, and engaged couples who want to go into marriage with their eyes open. Much of her work with Black and interracial couples is about the pressures that come from outside the relationship, not only inside it.",
      "Her clinical time now goes mostly to our 3-Day Weekend Intensive, where she works with a small number of couples each year. As a board-approved supervisor, she also supervises our associate and our intern, so her way of working shapes care across the team.",
    ],
    approach:
      "Nia is warm and very direct. She'll slow a fight down until you can both see the pattern underneath it, then give you something concrete to practice before you leave the room. Expect laughter, a whiteboard, and homework you'll actually do.",
    methods: [
      { name: "Gottman Method Couples Therapy", gloss: "research-based tools for managing conflict, building friendship and repairing after a fight" },
      { name: "Emotionally Focused Therapy (EFT)", gloss: "finding the fear or longing under the argument so you can reach for each other instead of against" },
      { name: "Intensive format", gloss: "many hours of focused work over a few days instead of weeks of hourly sessions" },
    ],
    specialties: [
      "Couples in a rough patch or crisis",
      "Affair recovery",
      "Premarital preparation",
      "Communication and recurring fights",
      "Black and interracial couples",
    ],
    worksWith: [
      "Married, engaged and dating couples",
      "Couples who can't wait weeks between sessions",
      "High-achieving partners juggling two careers",
      "BIPOC and interracial couples",
    ],
    licences: [
      { type: "Licensed Marriage and Family Therapist - Supervisor", abbreviation: "LMFT-S", number: "203415", board: "mft" },
      { type: "Licensed Professional Counselor - Supervisor", abbreviation: "LPC-S", number: "71846", board: "lpc" },
    ],
    education: ["M.S. Marriage and Family Therapy, Texas Woman's University", "Gottman Method Level 3 training", "Certified EFT Therapist"],
    funFact: "Has a standing Sunday brunch reservation and a strong opinion about the best chilaquiles in Oak Cliff.",
    story: { path: "/founder", label: "Why Nia started Millennial Life, in her own words" },
  },
  "elena-brooks": {
    pronouns: "she/her",
    bio: [
      "Dr. Brooks oversees clinical quality at Millennial Life: she trains the team, reviews difficult cases and makes sure every client gets care that fits. She also keeps a small caseload of individuals and couples.",
      "Before joining the practice she spent eight years in a university counseling center, where she learned that smart, capable people are often the last to admit they're running on empty.",
    ],
    approach:
      "Elena is calm, curious and a little nerdy about how the brain handles stress. Sessions blend practical tools you can use this week with a deeper look at the patterns you learned growing up, at a pace you set.",
    methods: [
      { name: "Cognitive Behavioral Therapy (CBT)", gloss: "noticing the thoughts that fuel anxiety and testing them against what's actually true" },
      { name: "Acceptance and Commitment Therapy (ACT)", gloss: "making room for hard feelings while you move toward what matters to you" },
      { name: "Attachment-focused work", gloss: "understanding how early relationships shape the way you love and argue now" },
    ],
    specialties: [
      "Anxiety and overthinking",
      "Burnout and perfectionism",
      "Family-of-origin patterns",
      "Life transitions",
      "Couples where one partner is struggling with anxiety",
    ],
    worksWith: ["Adults 22 and over", "Professionals, grad students and new parents", "Couples navigating one partner's anxiety or burnout"],
    licences: [{ type: "Licensed Psychologist", abbreviation: "Licensed Psychologist", number: "38120", board: "psychology" }],
    education: ["Ph.D. Counseling Psychology, The University of Texas at Austin", "Pre-doctoral internship, University of North Texas Counseling Center"],
    funFact: "Ran the Dallas Marathon twice and swears the second time was for the playlist.",
  },
  "marcus-hale": {
    pronouns: "he/him",
    bio: [
      "Marcus has spent his career with couples who keep landing in the same argument, whether it's about the dishes, the money or whose family gets Thanksgiving. He's especially good with partners who aren't sure therapy is for them.",
      "He supervises our masters-level intern alongside Nia.",
    ],
    approach:
      "Marcus is steady and funny, and he won't let one person do all the talking. He helps you name the loop you're stuck in, then coaches you through a different move while it's happening in the room.",
    methods: [
      { name: "Gottman Method Couples Therapy", gloss: "research-based tools for conflict, friendship and repair" },
      { name: "Solution-focused therapy", gloss: "building on what already works instead of only digging into what doesn't" },
      { name: "Structural family therapy", gloss: "looking at roles and boundaries, like who handles what and where the in-laws fit" },
    ],
    specialties: [
      "Recurring fights and communication",
      "Men in therapy for the first time",
      "Screens, phones and connection",
      "Blended families",
      "New parents",
    ],
    worksWith: [
      "Couples at any stage, married or not",
      "Individuals who want to show up better in their relationship",
      "Partners who are skeptical about therapy",
    ],
    licences: [{ type: "Licensed Marriage and Family Therapist - Supervisor", abbreviation: "LMFT-S", number: "204982", board: "mft" }],
    education: ["M.A. Marriage and Family Therapy, Southern Methodist University", "Gottman Method Level 2 training"],
    funFact: "Smokes a mean brisket and will tell you the bark is a metaphor for boundaries.",
  },
  "priya-raman": {
    pronouns: "she/her",
    bio: [
      "Priya works with engaged couples and individuals who are building a life that honors where they come from without being run by it. Many of her clients are first-generation, in intercultural relationships, or the family member everyone calls in a crisis.",
      "She sees clients online anywhere in Texas, which makes her a favorite of couples with long commutes or partners in two cities.",
    ],
    approach:
      "Priya is thoughtful and gently challenging. She'll help you put words to expectations nobody ever said out loud, like who moves for whose career or how much the parents get a say, and turn them into agreements you both choose.",
    methods: [
      {
        name: "Prepare/Enrich premarital assessment",
        gloss: "a questionnaire you each take that maps your strengths and the conversations to have before the wedding",
      },
      { name: "Narrative therapy", gloss: "separating you from the stories you've been handed so you can write your own" },
      { name: "Internal Family Systems (IFS)", gloss: "getting to know the different parts of you, like the people-pleaser and the critic, with curiosity" },
    ],
    specialties: [
      "Premarital counseling",
      "Intercultural and interfaith couples",
      "Family expectations and boundaries",
      "Identity and belonging",
      "People-pleasing",
    ],
    worksWith: ["Engaged and newly married couples", "First-generation adults", "South Asian and intercultural couples", "Long-distance partners"],
    licences: [{ type: "Licensed Professional Counselor", abbreviation: "LPC", number: "86253", board: "lpc" }],
    education: ["M.A. Clinical Mental Health Counseling, The University of Texas at Dallas", "Prepare/Enrich certified facilitator"],
    funFact: "Keeps a running list of every Dallas taco truck she has tried (currently 63).",
  },
  "danielle-okafor": {
    pronouns: "she/they",
    bio: [
      "Danielle is an associate therapist holding two Texas associate licenses, which means she has finished her graduate training and sees clients under supervision, not on her own, as Texas requires during the first years after graduate school. Her board-approved supervisor, named beside her credentials, reviews her work regularly.",
      "She came to therapy work from community organizing and brings the same energy: you don't have to explain or defend who you are in her room.",
    ],
    approach:
      "Danielle is affirming, warm and honest. She makes space for the stress that comes from outside your relationship, like racism, family rejection or money pressure, and helps you two become a team against it instead of taking it out on each other.",
    methods: [
      { name: "Emotionally Focused Therapy (EFT)", gloss: "finding the fear or longing under the argument so you can reach for each other" },
      { name: "Culturally responsive therapy", gloss: "care that treats your culture, identity and community as part of the picture, not a footnote" },
      { name: "Mindfulness-based skills", gloss: "small, practical ways to calm your body before a hard conversation" },
    ],
    specialties: ["BIPOC couples", "LGBTQ+ couples and individuals", "Rebuilding trust", "Stress from outside the relationship", "Faith and identity"],
    worksWith: [
      "Black, Latino, Asian and interracial couples",
      "Queer and trans couples and individuals",
      "Couples in their twenties and thirties",
      "Partners with different faith backgrounds",
    ],
    licences: [
      { type: "Licensed Marriage and Family Therapist Associate", abbreviation: "LMFT Associate", number: "210734", board: "mft" },
      { type: "Licensed Professional Counselor Associate", abbreviation: "LPC Associate", number: "91377", board: "lpc" },
    ],
    education: ["M.S. Marriage and Family Therapy, Texas Woman's University", "B.A. Sociology, Prairie View A&M University"],
    funFact: "Plays bass in a church band and can name a song for every stage of a relationship.",
  },
  "sam-whitfield": {
    pronouns: "he/him",
    bio: [
      "Sam is completing the clinical internship of his master's degree in marriage and family therapy. Interns see clients as part of their training, with every case reviewed in weekly supervision by licensed therapists on our team.",
      "Working with Sam is how we keep good therapy within reach: his sessions cost less, and he has openings during the day, in the evenings and on weekends.",
    ],
    approach:
      "Sam is curious, encouraging and well prepared. He helps you get clear on what you want from therapy and builds skills step by step, with his supervisors behind every plan.",
    methods: [
      { name: "Gottman Method foundations", gloss: "research-based tools for conflict, friendship and repair" },
      { name: "Solution-focused therapy", gloss: "building on what already works and setting small, clear goals" },
    ],
    specialties: ["Communication skills", "Dating and early relationships", "Life transitions after college", "Stress and motivation"],
    worksWith: ["Couples who want a thoughtful, lower-fee start", "Individuals in their twenties", "Students and early-career professionals"],
    licences: [],
    education: ["M.S. Marriage and Family Therapy candidate, Texas Woman's University", "B.S. Psychology, Texas Tech University"],
    funFact: "Learned to two-step for a cousin's wedding and now refuses to stop.",
  },
};

/** A clinician with everything their profile page shows. */
export type ProfiledTherapist = Therapist & TherapistProfile;

/** Every clinician in therapists.ts has a profile here (a unit test checks it). */
export function withProfile(t: Therapist): ProfiledTherapist {
  const profile = therapistProfiles[t.slug];
  if (!profile) throw new Error(`No profile for therapist "${t.slug}" in therapist-profiles.ts`);
  return { ...t, ...profile };
}
