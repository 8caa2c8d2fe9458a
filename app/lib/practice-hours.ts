import { site } from "~/content/site";
import type { BusinessHours } from "~/lib/business-hours";

const ISO_WEEKDAYS: Record<string, number> = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 };

/** The hours the response promise counts in: the practice's published opening hours, in Dallas time. */
export const practiceHours: BusinessHours = {
  timeZone: "America/Chicago",
  weekdays: site.openingHoursSpecification.days.map((day) => ISO_WEEKDAYS[day]!),
  opens: site.openingHoursSpecification.opens,
  closes: site.openingHoursSpecification.closes,
};
