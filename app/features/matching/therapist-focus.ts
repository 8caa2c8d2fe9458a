/**
 * What each clinician focuses on, for /get-matched and the "who you might see" band on service
 * pages. Kept here, keyed by therapist slug, so app/content/therapists.ts stays the profile list
 * (with what each clinician offers) and this file stays the matching rules. Every therapist is identity-affirming; `strengths`
 * marks who has the deepest experience with a given kind of care.
 */
export type MatchStrength = "bipoc" | "lgbtq" | "culture-family" | "lower-fee";
export type ScheduleSlot = "early" | "daytime" | "evening" | "weekend";

export interface TherapistFocus {
  strengths: MatchStrength[];
  schedule: ScheduleSlot[];
  /** One line on their focus, shown with a recommendation. */
  focus: string;
}

export const therapistFocus: Record<string, TherapistFocus> = {
  "nia-carter": {
    strengths: [],
    schedule: ["weekend"],
    focus: "Leads a limited number of 3-Day Weekend Intensives and co-leads the Restart Weekend.",
  },
  "elena-brooks": {
    strengths: ["culture-family"],
    schedule: ["early", "daytime"],
    focus: "Anxiety, burnout and high-achiever stress, and the family stories we inherit.",
  },
  "marcus-hale": {
    strengths: [],
    schedule: ["early", "evening"],
    focus: "Couples caught in the same fight, affair recovery and couples on the edge.",
  },
  "priya-raman": {
    strengths: ["bipoc", "culture-family"],
    schedule: ["evening", "weekend"],
    focus: "Premarital couples, and individuals navigating culture, family expectations and identity.",
  },
  "danielle-okafor": {
    strengths: ["bipoc", "lgbtq"],
    schedule: ["daytime", "evening"],
    focus: "Affirming couples therapy for BIPOC and LGBTQ+ couples, intimacy and reconnection.",
  },
  "sam-whitfield": {
    strengths: ["lower-fee"],
    schedule: ["daytime", "evening", "weekend"],
    focus: "Lower-fee sessions under close supervision, for couples and individuals starting out.",
  },
};

export const strengthLabels: Record<MatchStrength, string> = {
  bipoc: "Deep experience with BIPOC couples and individuals",
  lgbtq: "Deep experience with LGBTQ+ and relationship-diverse clients",
  "culture-family": "Culture, faith and family expectations",
  "lower-fee": "Offers lower-fee sessions",
};

export const scheduleLabels: Record<ScheduleSlot, string> = {
  early: "Early mornings",
  daytime: "Daytime",
  evening: "Evenings",
  weekend: "Weekends",
};
