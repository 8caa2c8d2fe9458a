import { Link } from "react-router";
import { vibeCheckCta } from "~/content/navigation";
import { crisisLines } from "~/content/crisis-lines";
import { site } from "~/content/site";
import { LEGAL_LAST_UPDATED, type LegalDocumentContent } from "./legal-types";

export const termsOfService: LegalDocumentContent = {
  path: "/terms-of-service",
  seo: {
    title: "Terms of Service",
    description:
      "The terms for using the Millennial Life website: information, not therapy or medical advice; not an emergency service; and when a client relationship begins.",
  },
  eyebrow: "Legal",
  title: "Terms of Service",
  lede: "The ground rules for using this website, written to be read. Therapy itself is covered by the agreement you sign when you start.",
  lastUpdated: LEGAL_LAST_UPDATED,
  badge: "heart",
  summary: [
    <>This website shares information. It isn't therapy, medical advice or an emergency service.</>,
    <>Using the site, sending a form or having a Vibe Check call doesn't make you a client.</>,
    <>
      Fees and cancellations are on our <Link to="/fees-and-faqs">Fees &amp; FAQs</Link> page and in the agreement you sign at intake.
    </>,
  ],
  sections: [
    {
      id: "using-this-site",
      title: "Using this website",
      body: (
        <>
          <p>
            This website belongs to {site.legalName} (&ldquo;{site.name}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;). By using it, you agree to these terms and
            to our <Link to="/privacy-policy">Privacy Policy</Link>. If you don't agree, please don't use the site.
          </p>
          <p>You're welcome to read, share and link to our pages. When you do, please:</p>
          <ul>
            <li>give true information in our forms, and only your own (or someone's you have permission to share, like your partner's);</li>
            <li>not try to get into parts of the site that aren't meant for you, such as the staff admin area;</li>
            <li>not disrupt the site, overload it with automated requests, or use it to send spam or anything harmful.</li>
          </ul>
        </>
      ),
    },
    {
      id: "not-medical-advice",
      title: "Information, not therapy or medical advice",
      body: (
        <p>
          Our articles, podcasts, guides, quizzes and tools are here to help you reflect, learn and start conversations. They aren't therapy, a diagnosis or
          medical advice, and they can't take the place of working with a licensed professional who knows your situation. A quiz result is a starting point for
          a conversation, not a verdict on you or your relationship.
        </p>
      ),
    },
    {
      id: "emergencies",
      title: "Not an emergency service",
      body: (
        <>
          <p>We can't respond to emergencies through this website, our forms, email or social media, and messages may not be read for a day or more.</p>
          <ul>
            <li>
              If you or someone else is in immediate danger, call <a href={crisisLines.emergency.call}>{crisisLines.emergency.number}</a> or go to the nearest
              emergency room.
            </li>
            <li>
              For a mental health crisis or thoughts of suicide, call or text <a href={crisisLines.lifeline.call}>{crisisLines.lifeline.number}</a>, the Suicide
              &amp; Crisis Lifeline. It's free, confidential and open 24 hours a day.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "client-relationship",
      title: "When a therapist-client relationship begins",
      body: (
        <>
          <p>
            Browsing the site, sending the contact form, joining the newsletter, taking a quiz or having the free 15-minute Vibe Check call does not create a
            therapist-client relationship. The Vibe Check is a short conversation to see whether we're a good fit. It isn't a therapy session, and nothing said
            in it is a clinical assessment or recommendation.
          </p>
          <p>
            The relationship begins only when you and one of our therapists agree to work together and you've completed our intake paperwork, including informed
            consent. From then on, that agreement and the Notice of Privacy Practices govern your care.
          </p>
        </>
      ),
    },
    {
      id: "who-we-see",
      title: "Who we can see",
      body: (
        <p>
          Our therapists are licensed in Texas, or work under the supervision of a Texas-licensed supervisor while they complete their training or their
          associate years; every profile names the supervisor. We see clients in person at our Dallas office and online, as long as you're physically in Texas
          at the time of each online session. Availability changes often, so a therapist shown as accepting clients may have a waitlist by the time you reach
          out; we'll tell you honestly on your Vibe Check call.
        </p>
      ),
    },
    {
      id: "fees-and-cancellations",
      title: "Fees, payment and cancellations",
      body: (
        <p>
          We're a private-pay practice. Our current fees, payment options and our cancellation policy are on the{" "}
          <Link to="/fees-and-faqs">Fees &amp; FAQs</Link> page. The financial agreement you sign at intake is what applies to your sessions; if it differs from
          this website, the signed agreement wins.
        </p>
      ),
    },
    {
      id: "intellectual-property",
      title: "Our content",
      body: (
        <p>
          The words, illustrations, audio, guides, quizzes, logo and design of this website belong to {site.name} or the people who licensed them to us. You may
          read, print and share them for your own, non-commercial use, with credit to {site.name}. Please don't copy, sell, republish or build other products
          from them without our written permission. The name {site.name} and our program names, such as the Vibe Check and The Clarity Drip, are ours.
        </p>
      ),
    },
    {
      id: "third-party-links",
      title: "Links to other websites",
      body: (
        <p>
          We link to other sites we think are useful, such as crisis lines, podcast platforms, maps and our social media. We don't control them and aren't
          responsible for their content or privacy practices, so please read their terms when you visit.
        </p>
      ),
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      body: (
        <>
          <p>
            We work to keep this website accurate and available, but we provide it &ldquo;as is&rdquo;: we can't promise it will always be complete, current or
            free of interruptions and errors.
          </p>
          <p>
            To the fullest extent Texas law allows, {site.legalName} and its team are not liable for any indirect, incidental or consequential loss arising from
            your use of this website or from relying on its general information. Nothing in these terms limits a responsibility that the law doesn't allow us to
            limit, or our professional duties to our clients, which are governed by the agreements we make with them.
          </p>
        </>
      ),
    },
    {
      id: "governing-law",
      title: "Texas law",
      body: (
        <p>
          These terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any dispute about this website will be
          handled by the state or federal courts located in Dallas County, Texas. Before anything formal, we'd much rather hear from you: most concerns are
          sorted out with one honest conversation.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms as the practice and the website change. The date at the top of this page shows the latest version, and using the site after
          a change means you accept the updated terms.
        </p>
      ),
    },
  ],
  contact: {
    title: "Questions about these terms?",
    text: (
      <>
        Reach out any time. If you're wondering whether we're the right fit, the quickest route is a free <Link to={vibeCheckCta.to}>15-minute Vibe Check</Link>
        .
      </>
    ),
  },
};
