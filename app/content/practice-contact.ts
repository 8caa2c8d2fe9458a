import { useRouteLoaderData } from "react-router";
import { site } from "./site";

/**
 * How visitors reach the practice: what the admin saved in Settings, or the defaults of
 * app/content/site.ts. Public pages get it from the root loader (server-rendered with the page,
 * no request of its own), so a saved change shows on the next render of every page.
 */
export interface PracticeContact {
  phone: { display: string; href: string };
  email: string;
  careersEmail: string;
  pressEmail: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string; mapsQuery: string };
  hours: readonly { days: string; time: string }[];
}

export const defaultPracticeContact: PracticeContact = {
  phone: site.phone,
  email: site.email,
  careersEmail: site.careersEmail,
  pressEmail: site.pressEmail,
  address: site.address,
  hours: site.hours,
};

/** The contact details the current page was rendered with (the defaults outside the root's data, e.g. in tests). */
export function usePracticeContact(): PracticeContact {
  return (useRouteLoaderData("root") as { contact?: PracticeContact } | undefined)?.contact ?? defaultPracticeContact;
}
