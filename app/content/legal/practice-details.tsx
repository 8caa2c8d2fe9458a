import { usePracticeContact } from "~/lib/practice-contact";

/*
 * The practice's details inside the legal texts. The texts are written once, at module load; these
 * read the details saved in Settings when the page renders, so a changed phone number or address
 * shows in the statements on the next render, like everywhere else.
 */

export function PracticeEmailLink() {
  const { email } = usePracticeContact();
  return <a href={`mailto:${email}`}>{email}</a>;
}

export function PracticePhoneLink() {
  const { phone } = usePracticeContact();
  return <a href={phone.href}>{phone.display}</a>;
}

export function PracticeAddress() {
  const { address } = usePracticeContact();
  return (
    <>
      {address.street}, {address.city}, {address.region} {address.postalCode}
    </>
  );
}
