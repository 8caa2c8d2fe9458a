import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { newsletterSection } from "~/content/home";

/** The signup page's lede: what the newsletter is, its perks, and where else to read or listen. */
export function NewsletterPageLede() {
  return (
    <>
      <p>{newsletterSection.text}</p>
      <ul className="mt-6 flex flex-wrap gap-2 text-base">
        {newsletterSection.perks.map((perk) => (
          <li key={perk} className="inline-flex items-center gap-1.5 rounded-full bg-white/70 px-3.5 py-1.5 text-teal-900 ring-1 ring-line">
            <Icon name="check" size={16} className="text-teal-700" />
            {perk}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap gap-x-5 gap-y-1 text-base">
        {newsletterSection.links.map((link) => (
          <Link key={link.to} to={link.to} className="inline-flex min-h-11 items-center font-medium text-teal-800 underline underline-offset-4">
            {link.label}
          </Link>
        ))}
      </p>
    </>
  );
}
