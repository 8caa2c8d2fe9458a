import type { MetaFunction } from "react-router";
import { LegalDocument, legalDocumentMeta } from "~/components/sections/legal-document";
import { termsOfService } from "~/content/legal/terms-of-service";

export const meta: MetaFunction = (args) => legalDocumentMeta(args, termsOfService);

export default function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}
