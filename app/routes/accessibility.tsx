import type { MetaFunction } from "react-router";
import { LegalDocument, legalDocumentMeta } from "~/components/sections/legal-document";
import { accessibilityStatement } from "~/content/legal/accessibility";

export const meta: MetaFunction = (args) => legalDocumentMeta(args, accessibilityStatement);

export default function AccessibilityPage() {
  return <LegalDocument document={accessibilityStatement} />;
}
