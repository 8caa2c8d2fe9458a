import { Link } from "react-router";
import { crisisLines } from "../crisis-lines";
import { formatUsd, GFE_DISPUTE_THRESHOLD_USD, SESSION_MINUTES } from "../fees";
import { PracticeAddress } from "../practice-details";
import { site } from "../site";
import { answerPageLinks, answerPagePaths, type AnswerPageContent } from "./answer-page-types";

/** "What to expect in your first session": paperwork, secrets in couples work, safety, telehealth, the estimate. */
export const firstSessionPage: AnswerPageContent = {
  path: answerPagePaths.firstSession,
  crumbs: [
    { name: "Home", path: "/" },
    { name: "Your First Session", path: answerPagePaths.firstSession },
  ],
  seo: {
    title: "What to Expect in Your First Therapy Session",
    description:
      "Intake and consent, how we handle secrets in couples therapy, safety screening, setting up an online session and your Good Faith Estimate, before you come.",
  },
  eyebrow: "Your first session",
  title: "What to expect in your first session",
  lede: "Walking into therapy for the first time, or coming back after a bad first try, is a lot. Here is exactly what happens before, during and after your first hour with us, so nothing in it is a surprise.",
  summary: [
    "Before you come, you get a short set of forms to sign online, including what we keep private and the few times we can't.",
    "In couples work, we don't keep secrets that affect your relationship. We tell you that before anything else, so you can decide what to share.",
    "We ask each of you, privately, whether you feel safe at home. It's a standard question, asked of everyone.",
    `Online sessions need a private room, a steady connection, and you in Texas at the time of the session.`,
    <>
      You get a written Good Faith Estimate of what your care will cost before your first session.{" "}
      <Link to="/fees-and-faqs#good-faith-estimate">Read the notice</Link>.
    </>,
  ],
  sections: [
    {
      id: "before",
      title: "Before you come: intake and consent",
      body: (
        <>
          <p>
            Once you book, we send a link to our secure client portal. The forms take about 20 minutes, and each partner fills in their own. They ask for the
            basics (contact details, an emergency contact, what brings you in) and a few short questionnaires about how you're doing and how your relationship
            is going. Answer as honestly as you can; there are no wrong answers, and nobody is grading you.
          </p>
          <p>
            You also read and sign our informed consent. In plain words it says how therapy with us works, what it costs, how to cancel, and what we keep
            private. Read it properly, not the way you read app terms. If a line doesn't make sense, ask us on the first call or at the start of the session.
            Consent isn't a one-time box: you can ask questions about it, or stop therapy, at any time.
          </p>
          <h3>What stays private, and the limits</h3>
          <p>
            What you tell us stays between you and us, with a few exceptions the law and our ethics codes set. We may share information without your consent:
          </p>
          <ul>
            <li>when someone is at serious risk of harm, to you or to another person, to keep people safe;</li>
            <li>when we learn of abuse or neglect of a child, an older adult or a person with a disability, which Texas law requires us to report;</li>
            <li>when a court orders us to release records;</li>
            <li>
              within supervision: if you see our associate therapist or our intern, their licensed clinical supervisor reviews your care with them. The
              supervisor is bound by the same confidentiality.
            </li>
          </ul>
          <p>
            Our <Link to="/privacy-policy">privacy policy</Link> covers this website; your clinical records are covered by the Notice of Privacy Practices you
            receive at intake.
          </p>
        </>
      ),
    },
    {
      id: "secrets",
      title: "Secrets in couples therapy",
      body: (
        <>
          <p>
            In couples therapy, the client is the relationship. That's why we have a clear policy, and we explain it before your first session, not after you've
            told us something.
          </p>
          <p>
            <strong>We don't keep secrets that affect your relationship.</strong> Sometimes we meet with each of you alone, and you may tell us something in
            that time you haven't told your partner: an affair that is still going on, a hidden debt, a decision to leave. We won't carry that alone and keep
            working as if we didn't know. We'll help you find a way to tell your partner yourself, within a short time we agree on together. If you decide not
            to, we may need to end the couples work and help each of you find the right next step.
          </p>
          <p>This isn't about exposing anyone. Couples therapy can't work when the therapist knows something one of you doesn't.</p>
          <p>
            Safety comes first, always. If telling your partner something could put you in danger, we never require it: we talk with you alone about how to stay
            safe, and that conversation stays private.
          </p>
        </>
      ),
    },
    {
      id: "safety",
      title: "Safety screening",
      body: (
        <>
          <p>
            Every new client is asked about safety: thoughts of suicide or self-harm, and, in couples work, whether either of you is afraid of the other, has
            been hurt, or feels controlled. In couples work we ask each of you on your own, through a private questionnaire or a short individual conversation,
            so that nobody has to answer in front of their partner.
          </p>
          <p>
            If one of you is afraid of the other, couples therapy is not the safe place to start: sessions can stir up conflict that continues at home. We'll
            say so plainly, offer individual support instead, and share resources such as the {crisisLines.domesticViolence.name} (
            <a href={crisisLines.domesticViolence.call} className="whitespace-nowrap">
              {crisisLines.domesticViolence.display}
            </a>
            , or {crisisLines.domesticViolence.textDisplay}).
          </p>
          <p>
            We're not an emergency service. If you or someone else is in danger right now, call <a href={crisisLines.emergency.call}>911</a>. For thoughts of
            suicide or a mental health crisis, call or text <a href={crisisLines.lifeline.call}>988</a>, any time.
          </p>
        </>
      ),
    },
    {
      id: "telehealth",
      title: "Setting up an online session",
      body: (
        <>
          <p>
            Online sessions use a secure video platform made for health care, not a social video app. You get a link by email; there's nothing to pay for and
            usually nothing to install. Before your first one:
          </p>
          <ul>
            <li>
              <strong>Be in Texas.</strong> Our clinicians practice under Texas licenses (our intern under a licensed supervisor), so you need to be physically
              in Texas at the time of each session. On a work trip to another state? Tell us and we'll move the session.
            </li>
            <li>
              <strong>Find a private room.</strong> A closed door, headphones if others are home, and not a car that is moving. Couples can sit together on one
              screen or join from two places.
            </li>
            <li>
              <strong>Test your connection.</strong> Open the link ten minutes early on the device you'll use, allow the camera and microphone, and plug in your
              charger.
            </li>
            <li>
              <strong>Have a plan B.</strong> If the video drops, your therapist calls the phone number you gave us. At the start of each session we also ask
              where you are, so we can get help to you in an emergency.
            </li>
          </ul>
          <p>
            Prefer the office? We're at <PracticeAddress streetAndCity />, in {site.serviceArea.office}.
          </p>
        </>
      ),
    },
    {
      id: "the-hour",
      title: "The session itself",
      body: (
        <>
          <p>
            A first session is {SESSION_MINUTES} minutes, like the ones after it (a few programs, such as Rescue &amp; Rebuild, start with a longer one). It's
            mostly your therapist listening and asking questions: what brought you in, what you've tried, what a good outcome would look like for each of you.
            Some couples need to tell the story of a hard week; others aren't sure where to start. Both are fine.
          </p>
          <p>
            Toward the end, your therapist shares what they noticed and suggests a plan: how often to meet, roughly for how long, and what you'll work on first.
            You don't have to decide anything in the room. It's also fine to tell us it isn't the right fit; we'd rather help you find someone who is.
          </p>
        </>
      ),
    },
    {
      id: "estimate",
      title: "Your Good Faith Estimate",
      body: (
        <>
          <p>
            Because you pay us directly, federal law (the No Surprises Act) gives you the right to a written Good Faith Estimate of what your care is expected
            to cost. We send it when you book your first session, at least one business day before it, and you can ask for an updated one at any time.
          </p>
          <p>
            If a bill comes in at least {formatUsd(GFE_DISPUTE_THRESHOLD_USD)} above your estimate, you can dispute it. The full notice, and how to ask us for
            an estimate, is on our <Link to="/fees-and-faqs#good-faith-estimate">Fees &amp; FAQs page</Link>. What each session costs is on{" "}
            <Link to={answerPagePaths.cost}>couples therapy cost in Dallas</Link>.
          </p>
        </>
      ),
    },
  ],
  faqs: [
    {
      question: "Do we both have to come to the first session?",
      answer:
        "For couples therapy, yes, if you can: the first session is where your therapist hears both sides. If your partner isn't ready, you can start in individual therapy and invite them later.",
    },
    {
      question: "Will you take sides?",
      answer:
        "No. In couples therapy your relationship is the client. Your therapist will sometimes challenge each of you, and will make sure both of you are heard.",
    },
    {
      question: "What if I tell my therapist something in private?",
      answer:
        "In couples work we don't keep secrets that affect the relationship. We help you tell your partner yourself. If telling them could put you in danger, we never require it and talk with you alone about staying safe.",
    },
    {
      question: "Can we switch between online and the office?",
      answer: "Yes. Many couples do both. Online sessions need you to be in Texas at the time of the session, in a private room.",
    },
  ],
  related: [
    { to: "/vibe-check", label: "The free Vibe Check", text: "15 minutes by phone or video to see if we're the right fit, before any paperwork." },
    answerPageLinks.cost,
    { to: "/team", label: "Meet our therapists", text: "Who you might see, what they focus on, and who is taking new clients." },
  ],
  crisisNotice: "domestic-violence",
  cta: { title: "Still have questions? Ask them on a free Vibe Check." },
};
