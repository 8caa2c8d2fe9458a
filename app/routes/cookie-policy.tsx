import { LegalDocument, legalDocumentMeta } from "~/components/sections/legal-document";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import type { Route } from "./+types/cookie-policy";

export function meta(args: Route.MetaArgs) {
  return legalDocumentMeta(args, cookiePolicy);
}

export default function CookiePolicyPage() {
  return <LegalDocument document={cookiePolicy} />;
}
