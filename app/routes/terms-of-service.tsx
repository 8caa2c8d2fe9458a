import { LegalDocument, legalDocumentMeta } from "~/components/sections/legal-document";
import { termsOfService } from "~/content/legal/terms-of-service";
import type { Route } from "./+types/terms-of-service";

export function meta(args: Route.MetaArgs) {
  return legalDocumentMeta(args, termsOfService);
}

export default function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}
