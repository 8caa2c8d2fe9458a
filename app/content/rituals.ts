/** The ritual creator's own words (/ritual-creator): the form's questions, the empty state and the plan card. */

export const ritualCreatorCopy = {
  wantsError: (max: number) => `Pick at least one thing you'd like more of (up to ${max}).`,
  timeLegend: "How much time do you have each week?",
  wantsLegend: "What do you want more of?",
  wantsHint: (max: number) => `Pick one, two or three (up to ${max}).`,
  budgetLegend: "What can it cost?",
  plannerLegend: "Who plans it?",
  whenLegend: "When in the week?",
  dayLabel: "Day",
  timeLabel: "Time",
  submit: "Create our ritual",
  emptyTitle: "Your ritual appears here",
  emptyText:
    "A name, what to do, when, a line to start the conversation and a stretch idea for good weeks. Print it, copy it, or put it in your calendar as a weekly event.",
} as const;

export const ritualPlanCopy = {
  copied: "Copied. Paste it into a note or a message to your partner.",
  copyFailed: "Your browser didn't allow copying. Select the plan's text and copy it from there.",
  downloaded: "Calendar file downloaded. Open it to add the ritual as a weekly event.",
  eyebrow: "Your weekly ritual",
  parts: {
    what: "What to do",
    opener: "How to start the conversation",
    stretch: "Stretch idea",
    planning: "Who plans",
  },
  groundRules: "Ground rules: phones in another room, no talk about schedules or bills, and it still counts if it's short.",
  print: "Print",
  copy: "Copy as text",
  addToCalendar: "Add to calendar (.ics)",
  printFooter: "Made with the Millennial Life ritual creator.",
} as const;
