/** The visits dashboard's answer (GET /api/clarity/dashboard), shared by the server and the screen. */
export interface DashboardRange {
  preset: 7 | 30 | 90 | "custom";
  /** YYYY-MM-DD, inclusive, in the practice's time zone. */
  from: string;
  to: string;
}

export interface VisitsDashboard {
  range: DashboardRange;
  totals: { visits: number; pageViews: number };
  daily: { day: string; visits: number; pageViews: number }[];
  topPages: { path: string; pageViews: number; visits: number }[];
  referrers: { host: string; visits: number }[];
  devices: { device: string; visits: number }[];
  funnel: { visits: number; vibeCheck: number; enquiryAfterVibeCheck: number; enquiry: number; newsletter: number };
  /** Inquiries stored in the inbox in the same days, whether or not the visitor accepted statistics. */
  inboxEnquiries: number;
  quizzes: { quiz: string; completions: number }[];
  webVitals: { path: string; samples: number; LCP: number | null; INP: number | null; CLS: number | null }[];
}

/** The part of the screen's address that picks the range (days, or from and to), as the dashboard's query string. */
export function dashboardQuery(address: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ["days", "from", "to"]) {
    const value = address.get(key);
    if (value) query.set(key, value);
  }
  return query.toString();
}
