import { usePracticeContact } from "~/content/practice-contact";

/*
 * The practice's details inside texts written once, at module load (the legal statements, answer
 * pages): these read the details saved in Settings when the page renders, so a changed phone number
 * or address shows in them on the next render, like everywhere else.
 */

export function PracticeEmailLink() {
  const { email } = usePracticeContact();
  return <a href={`mailto:${email}`}>{email}</a>;
}

export function PracticePhoneLink() {
  const { phone } = usePracticeContact();
  return <a href={phone.href}>{phone.display}</a>;
}

/** The full postal address, or street and city only. */
export function PracticeAddress({ streetAndCity = false }: { streetAndCity?: boolean }) {
  const { address } = usePracticeContact();
  return streetAndCity ? (
    <>
      {address.street}, {address.city}
    </>
  ) : (
    <>
      {address.street}, {address.city}, {address.region} {address.postalCode}
    </>
  );
}
