import { Link } from "react-router";
import { CheckedPills } from "~/components/ui/marked-list";
import { newsletterSection } from "~/content/newsletter";

/** The signup page's lede: what the newsletter is, its perks, and where else to read or listen. */
export function NewsletterPageLede() {
  return (
    <>
      <p>{newsletterSection.text}</p>
      <CheckedPills items={newsletterSection.perks} tone="light" className="mt-6 text-base" />
      <p className="mt-6 flex flex-wrap gap-x-5 gap-y-1 text-base">
        {newsletterSection.links.map((link) => (
          <Link key={link.to} to={link.to} className="inline-link inline-flex min-h-11 items-center">
            {link.label}
          </Link>
        ))}
      </p>
    </>
  );
}
