/**
 * What the service and program modules of this folder share: the program prices, the Reset's
 * comparison with regular sessions, and the format and inclusion lines several pages repeat.
 * index.ts re-exports the public ones (programPrices, RESET_SESSIONS, resetComparison); the rest
 * is for the entries only.
 */
import { formatUsd, sessionFromUsd } from "../service-model";
import { superbillOnRequest } from "../care-rules";
import { site } from "../site";

// ---------------------------------------------------------------------------------------------
// Prices. Programs: the default comes from site.prices; these programs clearly differ,
// and no other file repeats their amounts. Sessions: a starting price, the lowest fee of fees.ts
// among the clinicians who offer the service (therapists.ts), because fees rise with their level.

export const programPrices = {
  weekendIntensive: 2950,
  reset: 600,
  repair: 1450,
  restartWeekendPerCouple: 450,
  loveInsurancePerMonth: 100,
} as const;

/** The Reset's six sessions, for its price comparison, and the weeks they must be used within. */
export const RESET_SESSIONS = 6;
export const RESET_WEEKS = "ten weeks";
/**
 * What the Reset is discounted from: six sessions at the lowest fee of the therapists who offer it
 * (the intern does not: six of his sessions cost less than the Reset).
 */
export const RESET_SESSION_USD = sessionFromUsd("reset");
export const RESET_REGULAR_USD = RESET_SESSIONS * RESET_SESSION_USD;
/** The Reset against six sessions with its own therapists: the figures its page quotes. */
export const resetComparison = { sessionUsd: RESET_SESSION_USD, regularUsd: RESET_REGULAR_USD, savingUsd: RESET_REGULAR_USD - programPrices.reset };
/** The default program price, for the programs that do not set their own. */
export const PROGRAM = formatUsd(site.prices.defaultProgramUsd);

// ---------------------------------------------------------------------------------------------
// Lines several pages share word for word, so a change to the wording is made once.

export const BOTH_FORMATS = {
  inPerson: true,
  online: true,
  note: "In person at our Uptown Dallas office, or online from anywhere in Texas. You can switch between the two.",
};

export const SUPERBILL = superbillOnRequest;
