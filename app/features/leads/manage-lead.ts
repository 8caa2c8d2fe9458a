/** The longest private notes an enquiry keeps (the form, the page's action and the API refuse more). */
export const LEAD_NOTES_MAX = 10_000;

/** What was wrong with a posted status-and-notes form, with what was typed, to show it again. */
export interface ManageProblem {
  message: string;
  values: { status: string; notes: string };
}
