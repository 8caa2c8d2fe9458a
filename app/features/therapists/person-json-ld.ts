import { site } from "~/content/site";
import { therapistPath } from "~/content/therapists";
import type { ProfileView } from "./therapist-profile.server";

/** A clinician as a schema.org Person: licences (with the board that verifies them), degrees and employer. */
export function personJsonLd(t: ProfileView, origin: string): Record<string, unknown> {
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

/** 50-160 characters: who, what and where, then as much of the one-liner as fits. */
export function profileDescription(t: Pick<ProfileView, "name" | "role" | "oneLiner">): string {
  const full = `${t.name}, ${t.role} at ${site.name} in Dallas. ${t.oneLiner}`;
  if (full.length <= 160) return full;
  const cut = full.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}
