/** Where the practice is with an enquiry. Plain data: the admin screens import it without the database code. */
export const leadStatuses = ["new", "contacted", "booked", "closed", "not-a-fit"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
