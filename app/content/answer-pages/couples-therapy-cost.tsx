import { Link } from "react-router";
import {
  cancellationPolicy,
  EXTENDED_SESSION_MINUTES,
  extendedSessionFee,
  formatUsd,
  GFE_DISPUTE_THRESHOLD_USD,
  internSessionUsd,
  programInstalments,
  SESSION_MINUTES,
  sessionFees,
  standardSessionFromUsd,
  type SessionFee,
} from "../fees";
import { credentialLine, therapistPath, therapists, type Therapist } from "../therapists";
import { feesPageCtaTitle } from "../fees-page";
import { answerPageLinks, answerPagePaths, type AnswerPageContent } from "./answer-page-types";

/** Publication 502 lists marriage counseling among the expenses that are not medical care. */
const IRS_PUBLICATION_502 = "https://www.irs.gov/publications/p502";

/** A clinician as a fee card names them: credentials, and the supervisor right after for the associate and the intern. */
export function clinicianLine(t: Pick<Therapist, "name" | "credentials" | "supervisedBy">): string {
  return `${t.name}, ${credentialLine(t)}`;
}

/** Each fee level with both session lengths and the clinicians who charge it, read from fees.ts and therapists.ts. */
export function feeLevels(): (SessionFee & { extendedUsd: number; clinicians: { line: string; path: string }[] })[] {
  return sessionFees.map((fee) => ({
    ...fee,
    extendedUsd: extendedSessionFee(fee),
    clinicians: therapists.filter((t) => t.feeTier === fee.tier).map((t) => ({ line: clinicianLine(t), path: therapistPath(t) })),
  }));
}

const highestSessionUsd = Math.max(...sessionFees.map((f) => f.sessionUsd));

function FeeLevels() {
  return (
    <ul className="my-6 flex !list-none flex-col gap-4 !pl-0">
      {feeLevels().map((level) => (
        <li key={level.tier} className="!mb-0 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:p-6" data-testid="fee-level">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
            <h3 className="!mt-0 !mb-0">{level.label}</h3>
            <p className="!mb-0 font-display text-2xl text-teal-800">
              {formatUsd(level.sessionUsd)}
              <span className="font-sans text-base text-ink-soft"> / {SESSION_MINUTES} min</span>
            </p>
          </div>
          <p className="mt-1 !mb-0 text-sm">
            {formatUsd(level.extendedUsd)} for an {EXTENDED_SESSION_MINUTES}-minute session. {level.who}.
          </p>
          <ul className="!mt-3 !mb-0 !list-none !pl-0 text-sm">
            {level.clinicians.map((c) => (
              <li key={c.path} className="!mb-1">
                <Link to={c.path}>{c.line}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** "Couples therapy cost in Dallas": every fee, medical necessity, superbills, HSA and FSA, the estimate. */
export const couplesTherapyCostPage: AnswerPageContent = {
  path: answerPagePaths.cost,
  crumbs: [
    { name: "Home", path: "/" },
    { name: "Fees & FAQs", path: "/fees-and-faqs" },
    { name: "Couples Therapy Cost", path: answerPagePaths.cost },
  ],
  seo: {
    title: "Couples Therapy Cost in Dallas: Fees, Superbills, HSA",
    description: `Couples therapy in Dallas from ${formatUsd(standardSessionFromUsd)} a session (${formatUsd(internSessionUsd)} with our intern). When superbills work, HSA and FSA rules, and your Good Faith Estimate.`,
  },
  eyebrow: "What it costs",
  title: "Couples therapy cost in Dallas",
  lede: "What you'll pay us, what insurance might pay back, and what your HSA or FSA can cover, without the fine print. We're a private-pay practice, so every fee is on this page.",
  summary: [
    `A ${SESSION_MINUTES}-minute session costs ${formatUsd(internSessionUsd)} to ${formatUsd(highestSessionUsd)}, set by the clinician's level. Couples pay the same fee as one person.`,
    "Insurance pays only to treat a diagnosed condition that is medically necessary. Most couples therapy isn't that.",
    "A superbill can get you money back from out-of-network benefits when there is a diagnosis; sessions with our associate or intern may not be reimbursed.",
    "An HSA or FSA covers therapy that treats a diagnosed condition, not marriage counseling on its own (IRS Publication 502).",
    "You get a written Good Faith Estimate before your first session.",
  ],
  sections: [
    {
      id: "fees",
      title: "Fees by clinician level",
      body: (
        <>
          <p>
            One fee per session, whether you come alone or as a couple. It depends on the clinician's training and license, not on what you're going through.
            Our intern's supervised sessions are the lower-fee option; our founder and clinical director have the most experience and the fewest openings.
          </p>
          <FeeLevels />
          <p>
            Programs such as the 6-Session Reset or the Weekend Intensive have one price for the whole program, payable in {programInstalments}. Every program
            price is on <Link to="/fees-and-faqs">Fees &amp; FAQs</Link>.
          </p>
          <p>
            Need to move a session? Give us {cancellationPolicy.noticeHours} hours' notice and there's no charge. Money tight? Ask about our reduced-fee spots:
            no paperwork or proof required.
          </p>
        </>
      ),
    },
    {
      id: "medical-necessity",
      title: "Insurance and medical necessity",
      body: (
        <>
          <p>
            Health insurance pays for treatment of a diagnosed health condition when it is <strong>medically necessary</strong>: when a clinician can show that
            the care treats a condition such as depression, anxiety or trauma, and that it is needed. Wanting to argue less, reconnect or prepare for marriage
            is a good reason for therapy, but it isn't a diagnosis, and insurers don't pay for it.
          </p>
          <p>
            When one of you does have a diagnosed condition and your relationship is part of treating it, couples sessions can be medically necessary. That
            diagnosis then goes on that partner's record with the insurer, which may also ask to review your care. That's a real trade-off, and yours to make.
            We'll talk it through honestly and never write a diagnosis that isn't true to get you reimbursed.
          </p>
        </>
      ),
    },
    {
      id: "superbills",
      title: "When a superbill works, and when it doesn't",
      body: (
        <>
          <p>
            We don't bill insurance, but we can give you a superbill: a detailed receipt with the codes insurers ask for, which you submit for out-of-network
            reimbursement. It is worth trying when all of these are true:
          </p>
          <ul>
            <li>your plan has out-of-network mental health benefits, and you've met or will meet the deductible;</li>
            <li>one of you has a diagnosed condition, and the sessions treat it (medical necessity);</li>
            <li>
              your plan reimburses the clinician you see. Some plans only reimburse independently licensed clinicians, so sessions with our associate therapist
              or our intern may not be reimbursed. Ask your insurer before you count on it.
            </li>
          </ul>
          <p>
            A superbill isn't a good fit for couples who are doing well and want to stay that way, such as Love Insurance or premarital counseling: there is no
            condition to treat. Those programs are priced to be paid privately.
          </p>
          <p>
            Call the number on your insurance card and ask: Do I have out-of-network mental health benefits? Do you reimburse couples sessions (code 90847)? Do
            you reimburse sessions with an associate or intern under supervision? The{" "}
            <Link to="/fees-and-faqs#insurance">step-by-step guide on our fees page</Link> has the rest.
          </p>
        </>
      ),
    },
    {
      id: "hsa-fsa",
      title: "HSA and FSA: what the IRS allows",
      body: (
        <>
          <p>
            Health savings and flexible spending accounts pay for medical care as the IRS defines it. <a href={IRS_PUBLICATION_502}>IRS Publication 502</a>{" "}
            lists marriage counseling among the expenses that are not medical care. Therapy that treats a diagnosed mental health condition is.
          </p>
          <p>
            So sessions that treat a diagnosed condition, including couples sessions that are part of treating one partner's condition, can usually be paid from
            an HSA or FSA. Couples therapy to communicate better or to prepare for marriage usually can't. Your plan administrator may ask for a letter of
            medical necessity. We can't give tax advice: when in doubt, ask your plan administrator or a tax professional before you pay with the card.
          </p>
        </>
      ),
    },
    {
      id: "estimate",
      title: "Your Good Faith Estimate",
      body: (
        <p>
          Because you pay us directly, the No Surprises Act gives you the right to a written Good Faith Estimate of the expected cost of your care. We send one
          when you book your first session, and you can ask for an updated one at any time. If a bill comes in at least {formatUsd(GFE_DISPUTE_THRESHOLD_USD)}{" "}
          above the estimate, you can dispute it. <Link to="/fees-and-faqs#good-faith-estimate">Read the full notice</Link>.
        </p>
      ),
    },
  ],
  faqs: [
    {
      question: "Do couples pay more than individuals?",
      answer: `No. A session has one fee whether one of you comes or both of you do, from ${formatUsd(internSessionUsd)} with our supervised intern to ${formatUsd(highestSessionUsd)} with our founder or clinical director.`,
    },
    {
      question: "Does insurance cover couples therapy?",
      answer:
        "Only when it treats a diagnosed condition and is medically necessary. We don't bill insurance; with a diagnosis and out-of-network benefits, you can submit a superbill for part of the fee.",
    },
    {
      question: "Can I use my HSA or FSA for couples therapy?",
      answer:
        "For therapy that treats a diagnosed condition, usually yes. IRS Publication 502 lists marriage counseling on its own as not a medical expense. Check with your plan administrator.",
    },
    {
      question: "Are sessions with an associate or intern reimbursed?",
      answer:
        "Sometimes not: some plans reimburse only independently licensed clinicians. Ask your insurer before counting on reimbursement for those sessions.",
    },
  ],
  related: [
    { to: "/fees-and-faqs", label: "Fees & FAQs", text: "Every program price, our policies and the full Good Faith Estimate notice." },
    answerPageLinks.firstSession,
    { to: "/team", label: "Meet our therapists", text: "Who works at each fee level, and who is taking new clients." },
  ],
  crisisNotice: "standard",
  cta: { title: feesPageCtaTitle },
};
