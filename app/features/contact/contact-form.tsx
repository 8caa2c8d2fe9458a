import { useMemo, useRef, useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { apiRequest } from "~/lib/api-client";
import { contactFormSchema, type ContactFormValues } from "./contact-schema";
import { contactCopy } from "~/content/contact-form";
import { CONTACT_API_PATH } from "./contact-constants";
import { ContactFormLayout, type ContactFieldErrors, type ContactFieldName } from "./contact-form-fields";
import type { z } from "~/lib/zod";
import { emitAnalyticsEvent } from "~/lib/analytics-events";
import { useHydrated } from "~/lib/use-hydrated";

type ContactFormOutput = z.output<typeof contactFormSchema>;

export interface ContactFormProps {
  /** Sent as pageName (CONTACT_PAGE_NAMES). */
  pageName: string;
  /** Prefix for element ids, unique per page. */
  idPrefix?: string;
  /** A valid service-of-interest value to preselect. */
  defaultService?: string;
}

const FIELD_ORDER: ContactFieldName[] = ["firstName", "lastName", "email", "phone", "serviceInterest", "message", "communicationsOptIn", "dataStorageConsent"];

/** The checkboxes carry value="true" so the no-JavaScript post is explicit; the schema wants booleans. */
function checkboxAsBoolean(value: unknown): boolean {
  return value === true || value === "true";
}

const baseResolver = zodResolver(contactFormSchema) as Resolver<ContactFormValues, unknown, ContactFormOutput>;
const resolver: Resolver<ContactFormValues, unknown, ContactFormOutput> = (values, context, options) =>
  baseResolver(
    { ...values, communicationsOptIn: checkboxAsBoolean(values.communicationsOptIn), dataStorageConsent: checkboxAsBoolean(values.dataStorageConsent) },
    context,
    options,
  );

function errorMessages(errors: FieldErrors<ContactFormValues>): ContactFieldErrors {
  const out: ContactFieldErrors = {};
  for (const name of FIELD_ORDER) {
    const message = errors[name]?.message;
    if (typeof message === "string") out[name] = message;
  }
  return out;
}

/**
 * The contact request form: react-hook-form with the shared zod schema, posted
 * as JSON to /api/submit-homepage-form with the page's path and name. Errors are tied to their
 * fields (aria-invalid, aria-describedby), announced, and focus moves to the first one. While
 * sending, the button is disabled and reads "Submitting..."; success resets the form and shows a
 * toast; failure shows a destructive toast and keeps every value.
 *
 * Loaded lazily by LazyContactForm; the server-rendered markup is the same, posting natively.
 */
export function ContactForm({ pageName, idPrefix = "contact", defaultService = "" }: ContactFormProps) {
  const { pathname } = useLocation();
  // Until React is live, the browser's own validation guards the native post; after it, ours does.
  const enhanced = useHydrated();
  const [announcement, setAnnouncement] = useState("");
  const honeypotRef = useRef<HTMLInputElement>(null);
  // What a successful send clears the form back to. Not given to useForm: with no default, a field
  // takes its first value from the page, keeping whatever the visitor typed before this code arrived.
  const emptyValues = useMemo<ContactFormValues>(
    () => ({
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      serviceInterest: defaultService,
      message: "",
      communicationsOptIn: false,
      dataStorageConsent: false,
    }),
    [defaultService],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  const onValid = async (values: ContactFormOutput) => {
    setAnnouncement("");
    try {
      await apiRequest("POST", CONTACT_API_PATH, { ...values, pageUri: pathname, pageName, website: honeypotRef.current?.value ?? "" });
      reset(emptyValues);
      toast({ title: contactCopy.successTitle, description: contactCopy.successDescription });
      // Counted in the visits funnel only with analytics consent (no sink otherwise), and without any field.
      emitAnalyticsEvent("enquiry_sent", {});
    } catch (error) {
      console.warn("Contact request failed", error instanceof Error ? error.message : error);
      toast({ variant: "destructive", title: contactCopy.errorTitle, description: contactCopy.errorDescription });
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<ContactFormValues>) => {
    const count = Object.keys(errorMessages(fieldErrors)).length;
    setAnnouncement(contactCopy.problems(count));
  };

  return (
    <ContactFormLayout
      idPrefix={idPrefix}
      bind={(name) => register(name)}
      errors={errorMessages(errors)}
      defaults={{ serviceInterest: defaultService }}
      pageUri={pathname}
      pageName={pageName}
      submitting={isSubmitting}
      honeypotRef={honeypotRef}
      announcement={announcement}
      enhanced={enhanced}
      formProps={{
        method: "post",
        action: CONTACT_API_PATH,
        noValidate: enhanced,
        onSubmit: (event) => handleSubmit(onValid, onInvalid)(event),
        "aria-busy": isSubmitting || undefined,
      }}
    />
  );
}

export default ContactForm;
