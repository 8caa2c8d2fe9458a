import type { ReactNode } from "react";
import type { Crumb } from "~/content/crumb";

/** A table inside a legal section (e.g. the cookie list): shown as a table on wide screens, as cards on phones. */
export interface LegalTable {
  caption: string;
  /** Heading of the first column, which names each row (and says who sets it). */
  nameColumn: string;
  /** Headings of the other columns, in the order of each row's `cells`. */
  columns: string[];
  /** Rows in titled groups (e.g. one per cookie category). */
  groups: { title: string; rows: LegalTableRow[] }[];
}

export interface LegalTableRow {
  name: ReactNode;
  /** Who sets it, shown under the name. */
  source?: string;
  cells: ReactNode[];
}

export interface LegalSection {
  /** Anchor id, also the table-of-contents target. */
  id: string;
  title: string;
  body: ReactNode;
  table?: LegalTable;
  /** Copy that follows the table. */
  afterTable?: ReactNode;
}

export interface LegalDocumentContent {
  path: string;
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  lede: string;
  lastUpdated: { iso: string; label: string };
  /** The small badge on the header art. */
  badge: "lock" | "toggle" | "heart";
  /** "The short version": a few plain sentences above the full text. */
  summary?: ReactNode[];
  sections: LegalSection[];
  /** The closing contact card. */
  contact: { title: string; text: ReactNode };
}

/** A policy's trail (Home, then the policy): the header shows it and its BreadcrumbList says the same. */
export function legalCrumbs(doc: Pick<LegalDocumentContent, "title" | "path">): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: doc.title, path: doc.path },
  ];
}

/** The date every legal page shows; change it when the text changes. */
export const LEGAL_LAST_UPDATED = { iso: "2026-11-01", label: "November 2026" } as const;

/**
 * Facts the policies promise, in one place. The retention period is the default of the lead
 * retention job; if the practice changes it there, change it here too.
 */
export const privacyFacts = {
  contactRetentionMonths: 12,
  deletionConfirmDays: 30,
  minimumAge: 18,
} as const;
