import { Link } from "react-router";
import { crisisLines } from "../crisis-lines";
import { formatUsd } from "../fees";
import { priceUnitLabels, type PriceUnit } from "../service-model";
import { answerPageLinks, answerPagePaths, type AnswerPageContent } from "./answer-page-types";

/** The program that follows the discernment counseling format, as its page offers it (price and length from its entry in app/content/services/). */
export interface DiscernmentProgram {
  title: string;
  path: string;
  amountUsd: number;
  unit: PriceUnit;
  length: string;
}

/** Where the method comes from. */
const DISCERNMENT_ORIGIN = "https://discernmentcounseling.com";

/** The three paths a discernment process ends in, and what Rescue & Rebuild calls each. */
export const discernmentPaths = [
  {
    name: "Rebuild",
    text: "Commit to a time-limited, all-in try at couples therapy, with divorce off the table while you do it. After an affair, that often means Repair.",
  },
  { name: "Pause", text: "Keep things as they are for now and decide later. Nothing changes, and that is a decision too, made on purpose." },
  { name: "Part", text: "Move toward separating or divorcing, with as much care and as little damage as you can, especially if you have kids." },
] as const;

/** "Discernment counseling in Dallas": what it is, who it's for and not for, and the practice's program in that format. */
export function discernmentCounselingPage(program: DiscernmentProgram): AnswerPageContent {
  const price = `${formatUsd(program.amountUsd)} ${priceUnitLabels[program.unit]}`;
  const { domesticViolence: dv, lifeline, emergency } = crisisLines;
  return {
    path: answerPagePaths.discernment,
    crumbs: [
      { name: "Home", path: "/" },
      { name: "Discernment Counseling", path: answerPagePaths.discernment },
    ],
    seo: {
      title: "Discernment Counseling in Dallas: When One of You Is Leaning Out",
      description:
        "When one partner wants out and the other wants to try: up to five sessions to decide whether to rebuild, pause or part. In Dallas or online across Texas.",
    },
    eyebrow: "Discernment counseling",
    title: "Discernment counseling in Dallas",
    lede: "One of you is leaning out. The other is leaning in. Regular couples therapy asks you both to work on the relationship, and one of you isn't sure there's a relationship to work on. Discernment counseling is made for exactly that moment.",
    summary: [
      "Discernment counseling is for mixed-agenda couples: one partner leaning out of the relationship, the other leaning in.",
      "It's short: one to five sessions. The goal isn't to fix the relationship; it's to decide, with clarity and confidence, what to do next.",
      "It ends in one of three paths: rebuild with an all-in try at couples therapy, pause and keep things as they are for now, or part.",
      <>
        Our <Link to={program.path}>{program.title}</Link> program follows this format: {price}.
      </>,
      "It isn't for couples where there is violence, or where one partner is afraid of the other.",
    ],
    sections: [
      {
        id: "what-it-is",
        title: "What discernment counseling is",
        body: (
          <>
            <p>
              Discernment counseling was developed by Dr. William Doherty and colleagues at the University of Minnesota for couples on the brink of divorce (
              <a href={DISCERNMENT_ORIGIN}>the Doherty Relationship Institute</a> trains therapists in it). It starts from an honest fact: in many couples who
              come in at this point, the two partners don't want the same thing. One has been unhappy for a long time and is close to done. The other is
              shocked, hurt, and ready to do whatever it takes.
            </p>
            <p>
              Couples therapy asks both of you to work on changing the relationship. That doesn't work when one of you hasn't decided to try. Discernment
              counseling asks a different, smaller question first: <strong>should we try?</strong> It doesn't push the partner leaning out to stay, or the
              partner leaning in to let go.
            </p>
          </>
        ),
      },
      {
        id: "how-it-works",
        title: "How the sessions work",
        body: (
          <>
            <p>
              Each session has a short part together and longer parts with each of you on your own. With the partner leaning out, the therapist helps you look
              at your reasons and your doubts honestly, and at your own part in what went wrong, without pressure to stay. With the partner leaning in, the
              therapist helps you understand what's happening and show up in a way that doesn't push your partner further away, without begging or blaming.
            </p>
            <p>
              It's short by design: one to five sessions, usually a longer first one. At the end of each, you each decide whether to come back. Nobody is asked
              to solve the problems yet, only to see them clearly enough to choose a direction.
            </p>
          </>
        ),
      },
      {
        id: "three-paths",
        title: "The three paths",
        body: (
          <>
            <p>Discernment counseling ends when you choose one of three paths:</p>
            <ol>
              {discernmentPaths.map((p) => (
                <li key={p.name}>
                  <strong>{p.name}.</strong> {p.text}
                </li>
              ))}
            </ol>
            <p>
              Any of the three can be the right answer. What matters is that you choose it together, with clear eyes, instead of drifting or deciding in a fight
              at midnight.
            </p>
          </>
        ),
      },
      {
        id: "rescue-rebuild",
        title: `Our program: ${program.title}`,
        body: (
          <>
            <p>
              <Link to={program.path}>{program.title}</Link> is how we offer discernment counseling. {program.length} Every session includes time together and
              time one-on-one with each of you, and each ends with the same question: rebuild, pause, or part? When you reach a clear answer, you stop, even if
              that's before session five.
            </p>
            <p>
              It costs {price}, in Dallas or online anywhere in Texas. If you choose to rebuild, you move into couples therapy, or Repair after an affair, with
              a plan. If you choose to part, we help you do it with as little damage as possible. We don't handle legal or financial arrangements: this is not
              divorce mediation.
            </p>
          </>
        ),
      },
      {
        id: "not-for",
        title: "Who it is not for",
        body: (
          <>
            <p>Discernment counseling is the wrong tool, and sometimes an unsafe one, when:</p>
            <ul>
              <li>
                <strong>there is violence, threats or fear in the relationship,</strong> or one partner controls the other&apos;s money, phone or movements.
                Sessions about leaving can raise the danger at home. Each of you gets a private safety screening before the first session, and if it shows this,
                we offer individual support instead;
              </li>
              <li>one of you has made a final decision to divorce and wants help telling the other, not help deciding;</li>
              <li>one of you is being pressured to come;</li>
              <li>
                you both already want to stay and work on it. Then you don't need to decide whether to try; go straight to{" "}
                <Link to="/strengthen-reconnect">couples therapy</Link>.
              </li>
            </ul>
            <p>
              If you are afraid of your partner, you can talk to the {dv.name} any time, for free and in confidence: call{" "}
              <a href={dv.call} className="whitespace-nowrap">
                {dv.display}
              </a>{" "}
              or {dv.textDisplay}. If you are in danger right now, call <a href={emergency.call}>911</a>. For thoughts of suicide or a mental health crisis,
              call or text <a href={lifeline.call}>988</a>.
            </p>
          </>
        ),
      },
    ],
    faqs: [
      {
        question: "Is discernment counseling the same as couples therapy?",
        answer:
          "No. Couples therapy works on changing the relationship. Discernment counseling comes before that, for couples where one partner isn't sure they want to try. It is short and ends with a decision about which path to take.",
      },
      {
        question: "How many sessions does it take?",
        answer: "One to five. You decide at the end of each session whether to come back, and you stop as soon as you have a clear answer.",
      },
      {
        question: "My partner wants a divorce and won't come. Can I do it alone?",
        answer: "Discernment counseling needs both of you. On your own, individual therapy can help you think through your side and what you want.",
      },
      {
        question: "Who shouldn't do discernment counseling?",
        answer: `Couples where there is violence or where one partner is afraid of the other. Call 911 in danger, or the ${dv.name} at ${dv.display}.`,
      },
    ],
    related: [
      { to: program.path, label: program.title, text: "Our discernment counseling program: what's included, who leads it and what it costs." },
      { to: "/crisis-couples", label: "Crisis & High Stress", text: "Fast-start couples therapy after an affair or a season that has you both at the edge." },
      answerPageLinks.firstSession,
    ],
    crisisNotice: "domestic-violence",
    cta: { title: "Not sure what's next for you two? Start with a free Vibe Check." },
  };
}
