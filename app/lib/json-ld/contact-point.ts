/** A way to reach the practice for one purpose (press, for example) as schema.org ContactPoint: in English, from anywhere in the US. */
export function contactPointJsonLd({ contactType, email, telephone }: { contactType: string; email: string; telephone: string }): Record<string, unknown> {
  return { "@type": "ContactPoint", contactType, email, telephone, areaServed: "US", availableLanguage: "English" };
}
