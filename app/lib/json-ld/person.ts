import { site } from "~/content/site";
import { therapistPath, type Therapist } from "~/content/therapists";
import { practiceRef } from "./practice";

/** What a clinician's JSON-LD reads: the team entry, with each licence's board and where to check it. */
export type PersonInput = Pick<Therapist, "slug" | "name" | "role" | "oneLiner"> & {
  specialties: readonly string[];
  education: readonly string[];
  licences: readonly { type: string; abbreviation: string; number: string; boardName: string; lookupUrl: string }[];
};

/** A clinician as schema.org Person: licences (with the board that verifies them), degrees and employer. */
export function personJsonLd(origin: string, t: PersonInput): Record<string, unknown> {
  const url = `${origin}${therapistPath(t)}`;
  const licences = t.licences.map((l) => ({
    "@type": "EducationalOccupationalCredential",
    credentialCategory: "license",
    name: l.type,
    identifier: `${l.abbreviation} ${l.number}`,
    recognizedBy: { "@type": "Organization", name: l.boardName, url: l.lookupUrl },
  }));
  const degrees = t.education.map((e) => ({ "@type": "EducationalOccupationalCredential", credentialCategory: "degree", name: e }));
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${url}#person`,
    name: t.name,
    jobTitle: t.role,
    description: t.oneLiner,
    url,
    knowsAbout: t.specialties,
    hasCredential: [...licences, ...degrees],
    worksFor: { "@type": "MedicalBusiness", "@id": `${origin}/#practice`, name: site.name, url: `${origin}/` },
  };
}

/** A clinician named as the subject of another page: the same "@id" as the profile's Person, and who they are. */
export function personRefJsonLd(origin: string, t: Pick<Therapist, "slug" | "name" | "role">): Record<string, unknown> {
  return { "@type": "Person", "@id": `${origin}${therapistPath(t)}#person`, name: t.name, jobTitle: t.role, worksFor: practiceRef(origin) };
}
