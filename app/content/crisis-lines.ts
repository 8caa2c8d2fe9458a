/** US crisis lines. The practice is not an emergency service; these are. Every page that names one reads it here. */
export const crisisLines = {
  lifeline: { name: "988 Suicide & Crisis Lifeline", number: "988", call: "tel:988", text: "sms:988" },
  emergency: { number: "911", call: "tel:911" },
  domesticViolence: {
    name: "National Domestic Violence Hotline",
    display: "1-800-799-7233",
    call: "tel:+18007997233",
    textDisplay: "text START to 88788",
    text: "sms:88788?body=START",
  },
} as const;
