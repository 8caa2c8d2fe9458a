/** The service-of-interest dropdown: values are what the API stores, labels what visitors see. */
export const serviceInterestOptions = [
  { value: "couples-therapy", label: "Couples Therapy" },
  { value: "strengthen-reconnect", label: "Strengthen & Reconnect" },
  { value: "crisis-high-stress", label: "Crisis & High Stress" },
  { value: "bipoc-couples-therapy", label: "BIPOC Couples Therapy" },
  { value: "individual-therapy", label: "Individual Therapy" },
  { value: "weekend-intensive", label: "3-Day Weekend Intensive" },
  { value: "6-session-reset", label: "6-Session Reset" },
  { value: "digital-detox", label: "Digital Detox Program" },
  { value: "premarital-counseling", label: "Premarital Blueprint" },
  { value: "other", label: "Other/Not Sure" },
] as const;

export type ServiceInterest = (typeof serviceInterestOptions)[number]["value"];

export const serviceInterestValues = serviceInterestOptions.map((o) => o.value) as [ServiceInterest, ...ServiceInterest[]];

export function serviceInterestLabel(value: string): string {
  return serviceInterestOptions.find((o) => o.value === value)?.label ?? value;
}
