/** Every service and program, by the slug of its page: read by therapists.ts and service-model.ts. */
export type ServiceSlug =
  | "strengthen-reconnect"
  | "crisis-couples"
  | "therapy-gets-your-world"
  | "relie"
  | "inclusive-therapy"
  | "premarital-counseling"
  | "individual-healing"
  | "beautifully-complicated"
  | "weekend-intensive"
  | "restart-weekend"
  | "renewal-retreat"
  | "reset"
  | "premarital-blueprint"
  | "repair"
  | "rescue-rebuild"
  | "digital-detox"
  | "loveinsurance";
