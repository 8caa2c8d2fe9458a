import type { MetaFunction } from "react-router";
import { LegalDocument, legalDocumentMeta } from "~/components/sections/legal-document";
import { privacyPolicy } from "~/content/legal/privacy-policy";

export const meta: MetaFunction = (args) => legalDocumentMeta(args, privacyPolicy);

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
