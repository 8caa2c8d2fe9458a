import { extendedSessionFee, sessionFees, type SessionFee } from "~/content/fees";
import { therapistPath, therapists } from "~/content/therapists";

/** A fee tier as /fees-and-faqs shows it: both session lengths, and who charges it. */
export interface SessionTier extends SessionFee {
  extendedUsd: number;
  clinicians: { name: string; path: string }[];
}

export function sessionTiers(): SessionTier[] {
  return sessionFees.map((fee) => ({
    ...fee,
    extendedUsd: extendedSessionFee(fee),
    clinicians: therapists.filter((t) => t.feeTier === fee.tier).map((t) => ({ name: t.name, path: therapistPath(t) })),
  }));
}
