import { Link } from "react-router";
import { crisisLines } from "~/content/crisis-lines";
import { PracticeAddress, PracticeEmailLink } from "../practice-details";
import { site } from "~/content/site";
import { LEGAL_LAST_UPDATED, privacyFacts, type LegalDocumentContent } from "./legal-types";

const { contactRetentionMonths, deletionConfirmDays, minimumAge } = privacyFacts;
const mailto = <PracticeEmailLink />;

export const privacyPolicy: LegalDocumentContent = {
  path: "/privacy-policy",
  seo: {
    title: "Privacy Policy",
    description:
      "What Millennial Life collects through this website, why, how long we keep it, who sees it, and how to ask us to delete it. Plain words, no fine print.",
  },
  eyebrow: "Legal",
  title: "Privacy Policy",
  lede: "Reaching out about therapy takes trust. Here is exactly what this website collects, what we do with it, and how you stay in control.",
  lastUpdated: LEGAL_LAST_UPDATED,
  badge: "lock",
  summary: [
    <>We collect only what you type into our contact and newsletter forms, plus analytics if you say yes to them.</>,
    <>We never sell your information or share it for advertising.</>,
    <>This website isn't a secure channel for clinical details, so please keep those for your sessions.</>,
    <>Contact requests are deleted after {contactRetentionMonths} months unless you become a client. You can ask us to delete yours sooner at any time.</>,
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who we are and what this covers",
      body: (
        <>
          <p>
            This website is run by {site.legalName} (&ldquo;{site.name}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;), a private-pay therapy practice at{" "}
            <PracticeAddress />.
          </p>
          <p>
            This policy covers the information you share with us through this website: the contact and Vibe Check forms, The Clarity Drip newsletter, and the
            cookies and browser storage the site uses. It does not cover your records as a client. Those are protected by HIPAA and Texas law, and explained in
            the Notice of Privacy Practices you receive when you start therapy (more on that <a href="#client-records">below</a>).
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      body: (
        <>
          <h3>When you send the contact form</h3>
          <p>Our contact form (on the homepage and the Vibe Check page) asks for:</p>
          <ul>
            <li>your first and last name and your email address;</li>
            <li>your phone number, if you choose to give it;</li>
            <li>the service you're interested in, such as couples counseling or the Premarital Blueprint;</li>
            <li>a message, if you want to add one;</li>
            <li>whether you'd like to receive other communications from us (unticked unless you tick it);</li>
            <li>your consent for us to store and process what you sent, which the form needs before it can be sent.</li>
          </ul>
          <p>Along with it we record the page you sent it from and the date and time, so we know where the request came from.</p>

          <h3>When you join The Clarity Drip newsletter</h3>
          <p>
            We ask for your first name, last name and email address, and note the page you signed up on. We keep a copy and pass it to HubSpot, the service that
            sends our newsletter.
          </p>

          <h3>Cookies and browser storage</h3>
          <p>The site remembers your cookie choice in your browser's storage. Everything else happens only if you say yes in the cookie banner:</p>
          <ul>
            <li>
              <strong>Google Analytics 4</strong>, set up with Google Consent Mode v2 so it stays off until you agree, and <strong>Google Tag Manager</strong>,
              which passes page views to it;
            </li>
            <li>
              <strong>Microsoft Clarity</strong> session recording, which shows us how pages are used (scrolls, clicks, where people get stuck). Anything typed
              into a form is masked, so it never sees your words;
            </li>
            <li>
              our own count of <strong>page views and page speed</strong> (Google's Web Vitals), kept on our server without IP addresses.
            </li>
          </ul>
          <p>
            The <Link to="/cookie-policy">Cookie Policy</Link> lists every cookie and storage key, what it's for and how long it lasts.
          </p>

          <h3>What every web server sees</h3>
          <p>
            Like any website, our server receives your IP address, browser type and the page you asked for with each request. We use these only to deliver
            pages, keep the site secure and fix problems, and our logs never contain what you type into forms.
          </p>
        </>
      ),
    },
    {
      id: "why-we-use-it",
      title: "Why we use it",
      body: (
        <ul>
          <li>
            <strong>Contact requests:</strong> to reply (within 24 business hours), set up your free 15-minute Vibe Check and suggest the therapist or program
            that fits. If you ticked the communications box, we may also send you occasional news from the practice.
          </li>
          <li>
            <strong>Vibe Check bookings:</strong> to hold the time you chose, send you the confirmation, a calendar invitation and reminders by email, and call
            you by phone or video. The invitation and every email subject name only a &ldquo;Call with Millennial Life&rdquo;, never a service or your note.
            Your private link to move or cancel stops working once the call is over.
          </li>
          <li>
            <strong>Newsletter:</strong> to send you The Clarity Drip. Every issue has an unsubscribe link.
          </li>
          <li>
            <strong>Analytics, with your consent:</strong> to learn which pages help people and which confuse them, and to keep the site fast. We look at
            patterns, not at you.
          </li>
          <li>
            <strong>Server data:</strong> to run the site safely, for example to stop automated abuse of our forms.
          </li>
        </ul>
      ),
    },
    {
      id: "how-long",
      title: "How long we keep it",
      body: (
        <ul>
          <li>
            <strong>Contact requests</strong> are deleted {contactRetentionMonths} months after you send them, unless you become a client. Once you're a client,
            your clinical records are kept separately, in the practice's records system and not on this website, for as long as Texas law requires.
          </li>
          <li>
            <strong>Newsletter signups</strong> are kept until you unsubscribe or ask us to delete them.
          </li>
          <li>
            <strong>Your cookie choice</strong> is kept in your browser for one year; then we ask again.
          </li>
          <li>
            <strong>Analytics data</strong> is kept by each provider under its own retention settings; our own page-view statistic holds no names, email
            addresses or IP addresses.
          </li>
        </ul>
      ),
    },
    {
      id: "who-receives-it",
      title: "Who receives it",
      body: (
        <>
          <p>
            <strong>We never sell your information</strong>, and we don't share it with anyone for their own marketing. The only people and services that handle
            it are:
          </p>
          <ul>
            <li>our own team: the therapists and client-experience staff who answer inquiries;</li>
            <li>our email provider, which delivers the notice that a new request has arrived. That notice doesn't include your message;</li>
            <li>HubSpot, for newsletter signups only;</li>
            <li>our hosting provider, which runs the server and database this website lives on;</li>
            <li>Google and Microsoft, for analytics, and only if you've said yes to analytics cookies;</li>
            <li>anyone the law requires us to tell, such as a court with a valid order.</li>
          </ul>
          <p>Each service provider may use the information only to provide its service to us.</p>
        </>
      ),
    },
    {
      id: "clinical-information",
      title: "Please keep clinical details off this website",
      body: (
        <>
          <p>
            This website is not a secure channel for clinical information. Please don't include diagnoses, medications, details of a crisis or anything else
            about your health in the contact form, and the form itself asks you not to. A sentence like &ldquo;we keep having the same fight and want
            help&rdquo; is plenty. Save the rest for your Vibe Check call or your first session, where it's protected.
          </p>
          <p>
            If you're in crisis, please don't wait for a reply: call or text <a href={crisisLines.lifeline.call}>{crisisLines.lifeline.number}</a> (the Suicide
            &amp; Crisis Lifeline), or call <a href={crisisLines.emergency.call}>{crisisLines.emergency.number}</a> if anyone is in danger.
          </p>
        </>
      ),
    },
    {
      id: "not-a-client-relationship",
      title: "Sending a form doesn't make you a client",
      body: (
        <p>
          Submitting the contact form, joining the newsletter or requesting a Vibe Check does not create a therapist-client relationship. That begins only when
          you and a therapist agree to work together and you've completed our intake and consent paperwork. Our{" "}
          <Link to="/terms-of-service">Terms of Service</Link> explain this in more detail.
        </p>
      ),
    },
    {
      id: "client-records",
      title: "Client records and HIPAA",
      body: (
        <p>
          HIPAA, the federal health privacy law, applies to the records the practice keeps about its clients: session notes, treatment plans, billing. Those
          live in a separate, secure records system, and your rights over them are set out in the Notice of Privacy Practices you receive at intake. The inquiry
          you send through this website is not part of your clinical record.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      body: (
        <>
          <p>Wherever you live, you can ask us to:</p>
          <ul>
            <li>
              <strong>show you</strong> the information we hold about you;
            </li>
            <li>
              <strong>correct</strong> anything that's wrong;
            </li>
            <li>
              <strong>delete</strong> it (see the next section);
            </li>
            <li>
              <strong>stop</strong> using it for something you agreed to. Unsubscribe from any newsletter email, or change your cookie choice with the
              &ldquo;Cookie settings&rdquo; link at the bottom of every page.
            </li>
          </ul>
          <p>
            We honor <strong>Global Privacy Control</strong>. If your browser sends this signal, we treat it as a request to opt out of any sale or sharing of
            your information and of marketing cookies, and those stay off.
          </p>
          <p>
            To use any of these rights, email {mailto}. We won't treat you differently for asking. If we can't do what you asked, we'll explain why, and you can
            ask us to look again. If you're still unhappy, you can contact the Texas Attorney General.
          </p>
        </>
      ),
    },
    {
      id: "deletion",
      title: "How to ask us to delete your information",
      body: (
        <>
          <ol>
            <li>
              Email {mailto} from the address you used on our site, with &ldquo;Delete my information&rdquo; in the subject line. You don't need to give a
              reason.
            </li>
            <li>Tell us what to delete: your contact request, your newsletter signup, or both.</li>
            <li>
              We delete it from our website database and from HubSpot, and confirm by email within {deletionConfirmDays} days. If we can't tell the request is
              really from you, we may ask one short question first.
            </li>
          </ol>
          <p>
            If you've become a client, Texas law requires us to keep your clinical records for a set period even if you ask us to delete them. We'll tell you
            what we can remove and what we must keep.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "How we protect it",
      body: (
        <p>
          The site is served only over an encrypted connection (HTTPS). Inquiries are stored in a database that only signed-in practice staff can reach, and our
          team is trained in handling private information. No system is perfectly secure, which is one more reason to keep clinical details for your sessions.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          This website is meant for adults and is not directed to anyone under {minimumAge}. We don't knowingly collect information from children. If you're a
          parent or guardian and think your child has sent us something, email {mailto} and we'll delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          When we change this policy, we'll update the date at the top of this page. If a change affects how we use information you've already given us, we'll
          tell you by email before it takes effect.
        </p>
      ),
    },
  ],
  contact: {
    title: "Questions about your privacy?",
    text: <>Ask us anything about this policy, or about what we hold about you. A real person on our team will answer.</>,
  },
};
