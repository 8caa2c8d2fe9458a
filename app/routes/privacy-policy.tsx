import { LegalDocument, legalDocumentMeta } from "~/components/sections/legal-document";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import type { Route } from "./+types/privacy-policy";

export function meta(args: Route.MetaArgs) {
  return legalDocumentMeta(args, privacyPolicy);
}

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
