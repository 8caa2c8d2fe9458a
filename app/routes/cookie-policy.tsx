import type { MetaFunction } from "react-router";
import { LegalDocument, legalDocumentMeta } from "~/components/sections/legal-document";
import { cookiePolicy } from "~/content/legal/cookie-policy";

export const meta: MetaFunction = (args) => legalDocumentMeta(args, cookiePolicy);

export default function CookiePolicyPage() {
  return <LegalDocument document={cookiePolicy} />;
}
