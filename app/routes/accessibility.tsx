import { LegalDocument, legalDocumentMeta } from "~/components/sections/legal-document";
import { accessibilityStatement } from "~/content/legal/accessibility";
import type { Route } from "./+types/accessibility";

export function meta(args: Route.MetaArgs) {
  return legalDocumentMeta(args, accessibilityStatement);
}

export default function AccessibilityPage() {
  return <LegalDocument document={accessibilityStatement} />;
}
