import { site } from "~/content/site";
import type { ProfileView } from "./therapist-profile.server";

/** 50-160 characters: who, what and where, then as much of the one-liner as fits. */
export function profileDescription(t: Pick<ProfileView, "name" | "role" | "oneLiner">): string {
  const full = `${t.name}, ${t.role} at ${site.name} in Dallas. ${t.oneLiner}`;
  if (full.length <= 160) return full;
  const cut = full.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}
