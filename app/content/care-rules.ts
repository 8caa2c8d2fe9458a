/**
 * What the site may say about paying with insurance money and about confidentiality, in one
 * place: the FAQs, the fees page, the service pages and the Vibe Check quote these sentences.
 * Sources: IRS Publication 502 (medical expenses), insurers' medical-necessity rules, Texas
 * reporting duties and HIPAA.
 */

/** HSA and FSA cards (IRS Publication 502): a medical expense treats a diagnosed condition. */
export const hsaFsaRule =
  "An HSA or FSA can pay for therapy that treats a diagnosed mental health condition: the IRS counts that as a medical expense (Publication 502). Counseling to improve a relationship, when no one is being treated for a condition, isn't a medical expense, so it isn't eligible. Check with your plan before you pay with the card.";

/** What a superbill is and when it can work. */
export const superbillRule =
  "A superbill is an itemized receipt with the codes insurers ask for. Insurers only reimburse treatment of a diagnosed condition that is medically necessary, so a superbill has to carry a diagnosis, and your therapist talks that through with you before anything goes on paper. Many plans don't reimburse sessions with an associate or an intern, and some don't cover couples counseling at all, so call your insurer first.";

/** The line in a service's "What's included" list. */
export const superbillOnRequest = "A superbill on request, when your sessions treat a diagnosed condition";

/** Programs for couples who are doing well: no diagnosis, so no superbill offered. */
export const noSuperbillWhenThriving =
  "It's for couples who are doing well, so there's usually no diagnosed condition being treated, and insurers only reimburse treatment. We don't issue superbills for it, and it isn't an HSA or FSA expense.";

/** The limits of confidentiality, said wherever privacy is promised. */
export const confidentialityLimits =
  "What you say in therapy is confidential under Texas law and HIPAA, with limits the law sets: we act to keep someone safe when there's a serious risk of harm, we report suspected abuse or neglect of a child, an older adult or a person with a disability, and a court can order records released. Associates and interns also review their cases with their supervisor, who keeps the same confidence. Your therapist goes through these limits with you in the first session.";

/** The short form, for a fact card. */
export const confidentialityShort =
  "Confidential under Texas law and HIPAA, with limits your therapist explains in the first session: safety, abuse reporting, court orders, and supervision of associates and interns.";
