import type { Crumb } from "~/content/crumb";
import { EXTENDED_SESSION_MINUTES, extendedSessionFee, formatUsd, sessionFeeFor, SESSION_MINUTES } from "~/content/fees";
import { licensingBoards, withProfile, type TherapistProfile } from "~/content/therapist-profiles";
import { supervisorsOf, therapistBySlug, therapistPath, therapists, type Therapist } from "~/content/therapists";

/**
 * What /therapists/{slug} shows, built in its loader so the browser gets one clinician's profile
 * rather than every clinician's texts and the licensing boards.
 */

/** One licence as the profile prints it, with the board that issued it and where to verify it. */
export interface LicenceView {
  abbreviation: string;
  type: string;
  number: string;
  /** "the {board}", plus the council it belongs to where there is one. */
  issuer: string;
  boardName: string;
  lookupUrl: string;
}

export type ProfileView = Therapist & Omit<TherapistProfile, "licences"> & { licences: LicenceView[] };

export type TherapistProfilePage =
  | {
      kind: "profile";
      therapist: ProfileView;
      crumbs: Crumb[];
      /** "$150 for 50 minutes · $225 for 80 minutes" for the clinician's fee tier. */
      feeLine: string;
      /** The supervisors named in the supervision line, so the profile can link to them. */
      supervisors: Therapist[];
      /** Where the intern's supervisors' licences can be checked. */
      lookupUrl: string;
      /** "Meet more of the team". */
      others: Therapist[];
    }
  | { kind: "generic"; team: Therapist[] };

export function therapistProfilePage(slug: string): TherapistProfilePage {
  const found = therapistBySlug(slug);
  if (!found) return { kind: "generic", team: therapists };
  const t = withProfile(found);
  const fee = sessionFeeFor(t.feeTier);
  const licences = t.licences.map((l) => {
    const board = licensingBoards[l.board];
    return {
      abbreviation: l.abbreviation,
      type: l.type,
      number: l.number,
      issuer: l.board === "psychology" ? board.name : `${board.name}, part of the ${board.council}`,
      boardName: board.name,
      lookupUrl: board.lookupUrl,
    };
  });
  return {
    kind: "profile",
    therapist: { ...t, licences },
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Our Team", path: "/team" },
      { name: t.name, path: therapistPath(t) },
    ],
    feeLine: `${formatUsd(fee.sessionUsd)} for ${SESSION_MINUTES} minutes · ${formatUsd(extendedSessionFee(fee))} for ${EXTENDED_SESSION_MINUTES} minutes`,
    supervisors: supervisorsOf(t),
    lookupUrl: licensingBoards.mft.lookupUrl,
    others: therapists.filter((o) => o.slug !== t.slug).slice(0, 3),
  };
}
