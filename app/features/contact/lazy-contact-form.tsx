import { useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { lazyIsland } from "~/components/performance/lazy-island";
import { CONTACT_API_PATH } from "./contact-constants";
import { ContactFormLayout, SubmissionNotice } from "./contact-form-fields";
import type { ContactFormProps } from "./contact-form";

// react-hook-form, zod and the schema stay out of the page's first load: in the browser they load
// once a contact form comes near the screen (the server renders the full form at once). Until
// then the server's markup stays as it is, a working native form.
const ContactForm = lazyIsland(() => import("./contact-form"), { when: "visible", ssr: true });

/**
 * The contact form as pages use it. The server renders the full form, which posts natively to the
 * API (so it works without JavaScript: the API redirects back with ?submitted=1 or ?error=1, shown
 * here as a notice). In the browser the react-hook-form version takes over the same markup once
 * its code has arrived.
 */
export function LazyContactForm(props: ContactFormProps) {
  const [params] = useSearchParams();
  const status = params.get("submitted") === "1" ? "success" : params.get("error") === "1" ? "error" : null;
  const ref = useRef<HTMLDivElement>(null);
  ContactForm.useTrigger(ref);
  return (
    <div ref={ref}>
      {status ? <SubmissionNotice status={status} /> : null}
      <ContactForm {...props} fallback={<NativeContactForm {...props} />} />
    </div>
  );
}

/** The same form without any script: the browser checks required fields and posts it. */
function NativeContactForm({ pageName, idPrefix = "contact", defaultService = "" }: ContactFormProps) {
  const { pathname } = useLocation();
  return (
    <ContactFormLayout
      idPrefix={idPrefix}
      bind={(name) => ({ name })}
      defaults={{ serviceInterest: defaultService }}
      pageUri={pathname}
      pageName={pageName}
      formProps={{ method: "post", action: CONTACT_API_PATH }}
    />
  );
}
