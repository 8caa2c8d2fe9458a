import { useSearchParams } from "react-router";
import { usePublicConfig } from "~/lib/public-config";
import { newsletterCopy } from "~/content/newsletter";
import { NEWSLETTER_API_PATH, NEWSLETTER_FORM_ANCHOR, NEWSLETTER_PAGE_NAME, NEWSLETTER_PAGE_PATH } from "./newsletter-constants";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Heading } from "~/components/ui/heading";

const field =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none";

/**
 * The Clarity Drip signup as a plain form: it posts to the API without any script, and the API
 * sends the visitor back here with ?submitted=1 (the thank-you) or ?error=1 (the form again, with
 * a message).
 */
export function NewsletterSignupForm() {
  const { newsletter } = usePublicConfig();
  const [params] = useSearchParams();
  const submitted = params.get("submitted") === "1";
  const failed = params.get("error") === "1";

  return (
    <div id={NEWSLETTER_FORM_ANCHOR} className="scroll-mt-28 rounded-[1.75rem] bg-white p-6 shadow-soft sm:p-9">
      {submitted ? (
        <div role="status" className="py-6 text-center" data-testid="newsletter-success">
          <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
            <Icon name="check" size={28} strokeWidth={2.2} />
          </span>
          <Heading size="card" className="mt-4">
            {newsletterCopy.successTitle}
          </Heading>
          <p className="mt-2 text-ink-soft">{newsletterCopy.successText}</p>
        </div>
      ) : (
        <form method="post" action={NEWSLETTER_API_PATH} data-testid="newsletter-page-form">
          <Heading size="card">{newsletterCopy.title}</Heading>
          {failed ? (
            <div
              role="alert"
              className="mt-5 rounded-xl border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-900"
              data-testid="newsletter-error"
            >
              <p className="font-semibold">{newsletterCopy.formErrorTitle}</p>
              <p>{newsletterCopy.formErrorText}</p>
            </div>
          ) : null}
          <input type="hidden" name="formId" value={newsletter.formId} />
          <input type="hidden" name="portalId" value={newsletter.portalId} />
          <input type="hidden" name="pageName" value={NEWSLETTER_PAGE_NAME} />
          <input type="hidden" name="pageUri" value={NEWSLETTER_PAGE_PATH} />
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="newsletter-page-first-name" className="text-sm font-semibold text-ink">
                {newsletterCopy.firstName}
              </label>
              <input id="newsletter-page-first-name" name="firstName" type="text" autoComplete="given-name" required maxLength={100} className={field} />
            </div>
            <div>
              <label htmlFor="newsletter-page-last-name" className="text-sm font-semibold text-ink">
                {newsletterCopy.lastName}
              </label>
              <input id="newsletter-page-last-name" name="lastName" type="text" autoComplete="family-name" required maxLength={100} className={field} />
            </div>
          </div>
          <div className="mt-4">
            <label htmlFor="newsletter-page-email" className="text-sm font-semibold text-ink">
              {newsletterCopy.email}
            </label>
            <input
              id="newsletter-page-email"
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              autoCapitalize="off"
              required
              maxLength={254}
              className={field}
            />
          </div>
          <Button type="submit" size="lg" className="mt-6 w-full">
            {newsletterCopy.submit}
          </Button>
          <p className="mt-4 text-center text-sm text-ink-soft">{newsletterCopy.privacy}</p>
        </form>
      )}
    </div>
  );
}
