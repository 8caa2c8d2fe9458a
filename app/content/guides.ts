import type { BlogTopic } from "./blog-taxonomy";
import { crisisLines } from "./crisis-lines";

/**
 * The free downloadable guides. Each guide is written once here: its page on the site renders
 * these blocks as HTML, and the build renders the same blocks into a tagged PDF
 * (scripts/build-guides.ts), so the two never disagree.
 */
export type GuideBlock =
  | { kind: "paragraph"; text: string }
  /** Things to tick off: drawn with empty boxes in the PDF. */
  | { kind: "checklist"; items: string[] }
  | { kind: "bullets"; items: string[] }
  | { kind: "steps"; items: { title: string; text: string }[] }
  /** Words to borrow, shown as a callout. */
  | { kind: "script"; label: string; lines: string[] }
  | { kind: "note"; title: string; text: string };

export interface GuideSection {
  heading: string;
  blocks: GuideBlock[];
}

export interface Guide {
  slug: string;
  title: string;
  /** One line under the title, on the cover and the page header. */
  subtitle: string;
  /** For the guide list and cards (max 200 characters). */
  summary: string;
  /** Meta description, 50-160 characters. */
  description: string;
  /** Who it is for, in a few words ("For engaged couples"). */
  audience: string;
  /** A therapist slug of app/content/therapists.ts. */
  author: string;
  topics: BlogTopic[];
  /** The service page the guide points to at the end. */
  relatedService: { label: string; path: string };
  /** Last content change (YYYY-MM-DD): the PDF's dates and the sitemap's lastmod. */
  updatedAt: string;
  intro: string[];
  sections: GuideSection[];
  closing: { heading: string; text: string };
}

/**
 * Said at the end of every guide, on its page and in its PDF: a guide is for couples who are safe
 * with each other, and these are the numbers for when someone is not.
 */
export const guideSafetyLine = `If anyone is in danger, or either of you is thinking about suicide or self-harm, put this guide down: call ${crisisLines.emergency.number}, or call or text ${crisisLines.lifeline.number} (the ${crisisLines.lifeline.name}) any time. If you're afraid of your partner, call the ${crisisLines.domesticViolence.name} at ${crisisLines.domesticViolence.display}. These exercises are for couples who feel safe with each other.`;

export const guides: Guide[] = [
  {
    slug: "free-premarital-checklist",
    title: "The Premarital Checklist",
    subtitle: "48 questions to talk through before the wedding, not instead of it",
    summary:
      "Money, chores, in-laws, kids, faith, conflict and sex: the conversations engaged couples put off, as 48 questions you can take one evening at a time.",
    description:
      "A free premarital checklist from Dallas therapists: 48 questions about money, family, kids, conflict and intimacy to talk through before the wedding.",
    audience: "For engaged and newly married couples",
    author: "priya-raman",
    topics: ["premarital", "communication", "money"],
    relatedService: { label: "Premarital Blueprint", path: "/premarital-blueprint" },
    updatedAt: "2026-11-02",
    intro: [
      "Most couples plan a wedding in more detail than they plan a marriage. That's not a character flaw: the venue has a deadline and the big conversations don't. This checklist gives them one.",
      "You won't agree on everything, and you don't need to. Couples who do well aren't the ones with no differences. They're the ones who know their differences before the differences show up as a crisis, and who have a way of talking about them.",
    ],
    sections: [
      {
        heading: "How to use this checklist",
        blocks: [
          {
            kind: "steps",
            items: [
              { title: "Pick one section per evening", text: "Eight sections, eight evenings. Forty-five minutes is plenty. Stop while it still feels good." },
              {
                title: "Each answer first, then talk",
                text: "Read a question, give yourselves a minute to think, and each answer before you discuss. It keeps one voice from setting the tone.",
              },
              {
                title: "Tick it when you've talked, not when you've agreed",
                text: "A box means you understand each other's answer. Mark the ones you want to come back to with a star.",
              },
              {
                title: "Notice the heat",
                text: "A question that turns tense isn't a red flag. It's information: that's a topic worth more time, maybe with a therapist in the room.",
              },
            ],
          },
        ],
      },
      {
        heading: "1. Money",
        blocks: [
          {
            kind: "checklist",
            items: [
              "What did money feel like in the house you grew up in: tight, secret, generous, stressful?",
              "What debt are we each bringing, in numbers, and how do we feel about it?",
              "Joint accounts, separate accounts, or both? Who pays which bills?",
              "What amount can either of us spend without checking in first?",
              "How much do we want to save each month, and what for?",
              "Will either of us support family members financially, now or later?",
            ],
          },
        ],
      },
      {
        heading: "2. Home and the everyday",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Which chores do we each actually like, tolerate, and refuse?",
              "Whose standard of clean is the house standard?",
              "Who notices that we're out of things, and is that fair?",
              "How much time alone does each of us need in a normal week?",
              "What does a good weeknight look like for each of us?",
              "Where do we want to live in five years, and what would make us move?",
            ],
          },
        ],
      },
      {
        heading: "3. Family and in-laws",
        blocks: [
          {
            kind: "checklist",
            items: [
              "How often do we expect to see each of our families?",
              "Which holidays go where, and how do we decide when both families want the same day?",
              "What will we do when a parent criticizes one of us?",
              "What stays between the two of us, and what's okay to share with family and friends?",
              "Which family traditions do we want to keep, and which stop with us?",
              "Would we ever live with, or near, a parent? Under what conditions?",
            ],
          },
        ],
      },
      {
        heading: "4. Children and the future",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Do we want children? How many, and roughly when?",
              "What would we do if having children turned out to be hard, or impossible?",
              "How were we disciplined, and what do we want to do differently?",
              "Whose career bends when a child is sick, or when someone gets a big offer?",
              "If one of us wanted to stay home for a while, how would we make it work?",
              "What does a good life look like for us at 50?",
            ],
          },
        ],
      },
      {
        heading: "5. Faith, culture and values",
        blocks: [
          {
            kind: "checklist",
            items: [
              "What role does faith or spirituality play for each of us, and for a future family?",
              "Which parts of our cultures do we want our home to feel like?",
              "Where do we code-switch, and where do we want home to be the place we don't have to?",
              "What are three values we'd want someone to see in our marriage?",
              "How do we want to give back: time, money, community?",
              "What do we each find hard to explain about our background to the other?",
            ],
          },
        ],
      },
      {
        heading: "6. Conflict and repair",
        blocks: [
          {
            kind: "checklist",
            items: [
              "When we fight, what does each of us tend to do: push, go quiet, leave, over-explain?",
              "What helps each of us calm down, and how long does it take?",
              "What's our signal for 'I need a break, and I'm coming back'?",
              "How do we each like to be apologized to?",
              "Which topics have we already argued about more than twice?",
              "If we got stuck, would we both be willing to see a therapist? When?",
            ],
          },
        ],
      },
      {
        heading: "7. Intimacy and affection",
        blocks: [
          {
            kind: "checklist",
            items: [
              "How do we each like to be shown love on an ordinary Tuesday?",
              "What did we learn about sex growing up, spoken or unspoken?",
              "How will we talk about it when our desire doesn't match?",
              "What does each of us need to feel close after a busy or distant week?",
              "Is there anything about our past relationships we should know to understand each other now?",
              "How do we protect time for just the two of us once life gets full?",
            ],
          },
        ],
      },
      {
        heading: "8. Work, phones and the time we have",
        blocks: [
          {
            kind: "checklist",
            items: [
              "How much of our evenings and weekends belongs to work?",
              "Where do phones live during dinner, and in bed?",
              "What are each of us hoping to change or build in our careers in the next few years?",
              "How do we want to spend our holidays and time off?",
              "Who are the friends we want to keep close as a couple?",
              "What's one ritual we want to start now and keep for decades?",
            ],
          },
          {
            kind: "note",
            title: "When a question gets stuck",
            text: "Write it down with both of your answers, in your own words, and put it away for a week. Come back to it when you're both rested. If it's still stuck, that's exactly the kind of thing premarital counseling is for: not to decide who's right, but to help you find a way to live with the difference.",
          },
        ],
      },
    ],
    closing: {
      heading: "Want a guide for the hard ones?",
      text: "The Premarital Blueprint walks you two through these conversations with a therapist who does premarital work, an assessment and a written plan you keep. It starts with a free 15-minute Vibe Check call.",
    },
  },
  {
    slug: "five-relationship-mistakes",
    title: "Five Relationship Mistakes",
    subtitle: "The patterns we see every week, and what to try instead",
    summary:
      "Keeping score, fixing instead of listening, the 11 pm talk, the phone in bed and waiting for a crisis: five habits that wear couples down, with a swap for each.",
    description:
      "Five relationship mistakes Dallas couples therapists see every week, why they happen, and a simple thing to try instead of each one. A free guide.",
    audience: "For couples, dating or married",
    author: "nia-carter",
    topics: ["communication", "conflict", "digital-habits"],
    relatedService: { label: "Strengthen & Reconnect", path: "/strengthen-reconnect" },
    updatedAt: "2026-10-20",
    intro: [
      "None of these mistakes makes you a bad partner. They're what good, tired, busy people do when nobody showed them another way. We see all five every week, in couples who love each other.",
      "Read them together if you can. Pick the one that made you both laugh a little too hard, and try its swap for two weeks.",
    ],
    sections: [
      {
        heading: "Mistake 1: Keeping score",
        blocks: [
          {
            kind: "paragraph",
            text: "It starts fair: you did the dishes, I did the laundry. Then it becomes a ledger nobody agreed to keep. Every 'I always' and 'you never' is a line from it, and a ledger makes partners into auditors.",
          },
          {
            kind: "paragraph",
            text: "Scorekeeping usually means one of you feels unseen. The chores are the evidence, not the problem.",
          },
          {
            kind: "script",
            label: "Try saying",
            lines: ["I don't need you to match me task for task. I need you to notice what I carry. Can we look at the whole list together?"],
          },
          {
            kind: "bullets",
            items: [
              "Write every recurring task on one list, including the invisible ones: remembering birthdays, booking the dentist, noticing the milk.",
              "Decide who owns each one completely, from noticing to finishing.",
              "Thank each other for the boring ones out loud, at least once a day.",
            ],
          },
        ],
      },
      {
        heading: "Mistake 2: Fixing when your partner wants to be heard",
        blocks: [
          {
            kind: "paragraph",
            text: "Your partner says their boss was awful, and you offer three solutions before they've finished the story. It comes from love, and it lands as 'this shouldn't be such a big deal.'",
          },
          { kind: "script", label: "Try asking", lines: ["Do you want me to help fix this, or do you want me to just be on your side for a minute?"] },
          {
            kind: "paragraph",
            text: "Most of the time the answer is 'just listen'. Reflect back what you heard ('so he took credit for your work in front of everyone?'), say that it makes sense to feel that way, and wait. The solutions can come later, if they're wanted.",
          },
        ],
      },
      {
        heading: "Mistake 3: Having the big talk at 11 pm, or over text",
        blocks: [
          {
            kind: "paragraph",
            text: "Late at night you're both running on empty, and text strips out every tone of voice that would have softened the words. The same conversation that goes nowhere at midnight can go somewhere at 10 am on a Saturday over coffee.",
          },
          {
            kind: "bullets",
            items: [
              "Name it and schedule it: 'This matters to me. Can we talk tomorrow after dinner?'",
              "Keep text for logistics and love notes. Anything with a 'we need to talk' in it waits for a voice.",
              "Agree on a start and an end time: 30 minutes is enough for most big topics.",
            ],
          },
        ],
      },
      {
        heading: "Mistake 4: Letting the phone have the first and last hour",
        blocks: [
          {
            kind: "paragraph",
            text: "If the first thing you both look at each morning is a screen, and the last thing each night is a screen, your partner gets the middle of the day: the tired, rushed part. Nobody decided that. It just happened, one scroll at a time.",
          },
          {
            kind: "checklist",
            items: [
              "Phones charge outside the bedroom for two weeks.",
              "The first ten minutes of the morning are for each other: coffee, a hug, the plan for the day.",
              "One meal a day without a screen on the table.",
            ],
          },
        ],
      },
      {
        heading: "Mistake 5: Waiting for a crisis before getting help",
        blocks: [
          {
            kind: "paragraph",
            text: "Many couples wait years after a problem starts before they talk to anyone. By then a small, fixable pattern has had a long time to harden. Therapy works best as maintenance, not as a last resort.",
          },
          {
            kind: "paragraph",
            text: "You don't need to be falling apart to come in. 'We keep having the same fight' is reason enough. So is 'we're fine, and we'd like to stay that way.'",
          },
          {
            kind: "note",
            title: "If you're not safe",
            text: "If you are afraid of your partner, or someone is in danger, this guide isn't the next step. Call 911 in an emergency, or the National Domestic Violence Hotline at 1-800-799-7233, any time.",
          },
        ],
      },
    ],
    closing: {
      heading: "Caught yourselves in three of the five?",
      text: "That's most couples. Strengthen & Reconnect is couples therapy for people who want to change the pattern before it becomes the relationship. Start with a free 15-minute Vibe Check call.",
    },
  },
  {
    slug: "weekly-money-date",
    title: "The Weekly Money Date",
    subtitle: "A 30-minute agenda that turns money fights into money plans",
    summary:
      "A short, repeatable weekly agenda for talking about money as a team: what came in, what went out, what's coming, and one thing you're saving toward.",
    description:
      "A free guide to the weekly money date: a 30-minute agenda for couples to talk about spending, saving and money stress without it turning into a fight.",
    audience: "For couples who share, or want to share, money",
    author: "marcus-hale",
    topics: ["money", "communication", "conflict"],
    relatedService: { label: "6-Session Reset", path: "/reset" },
    updatedAt: "2026-10-06",
    intro: [
      "Money fights rarely start with money. They start with a surprise: a charge nobody mentioned, a bill that was due yesterday, a plan one of you thought was agreed. A money date takes the surprises out by making money a small, regular, even pleasant conversation.",
      "Thirty minutes, once a week, same time. Bring a drink you like. The first few will feel awkward. By the fourth, you'll wonder how you ran a household without it.",
    ],
    sections: [
      {
        heading: "Before the first one",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Pick a time you'll both protect: Sunday afternoon works for a lot of couples.",
              "Agree that nobody gets ambushed: if something big is coming, you mention it before the date.",
              "Gather logins or statements for the accounts you'll look at.",
              "Agree on one rule: we're on the same team, and the problem is the problem, not each other.",
            ],
          },
        ],
      },
      {
        heading: "The 30-minute agenda",
        blocks: [
          {
            kind: "steps",
            items: [
              {
                title: "Appreciation (3 minutes)",
                text: "Each of you names one thing the other did with money this week that you noticed. It can be small: cooking instead of ordering in, catching a double charge.",
              },
              {
                title: "Look back (7 minutes)",
                text: "What came in, what went out. Skim the transactions together. The goal is to see, not to judge: say 'huh, interesting' instead of 'why did you...'.",
              },
              {
                title: "Look ahead (7 minutes)",
                text: "Bills, birthdays, trips, the car registration: what's coming in the next two to four weeks, and does the plan cover it?",
              },
              {
                title: "One decision (8 minutes)",
                text: "Pick one money question and settle it: a purchase, a subscription to cancel, how much goes to the trip fund. One is enough.",
              },
              {
                title: "The dream (5 minutes)",
                text: "End on what you're saving toward: the house, the honeymoon you never took, the sabbatical. Check how far you've come.",
              },
            ],
          },
        ],
      },
      {
        heading: "When it gets tense",
        blocks: [
          {
            kind: "paragraph",
            text: "It will, sometimes. Money carries everything you learned about safety, fairness and worth growing up, and those lessons are different for each of you. When voices rise, slow down rather than push through.",
          },
          {
            kind: "script",
            label: "Try saying",
            lines: [
              "I notice I'm getting defensive. Give me a second.",
              "Help me understand what this purchase meant to you.",
              "Can we park this one and come back to it next week?",
            ],
          },
          {
            kind: "bullets",
            items: [
              "Take a 20-minute break if either of you is flooded, and actually come back.",
              "Talk about the feeling under the number: worry, guilt, wanting to feel free.",
              "If the same topic blows up three weeks running, that's a sign to bring it to a therapist.",
            ],
          },
        ],
      },
      {
        heading: "Keep the numbers simple",
        blocks: [
          {
            kind: "paragraph",
            text: "You don't need a budgeting app or a color-coded spreadsheet to start. You need one place you both can see, and a handful of categories that match how you actually live.",
          },
          {
            kind: "bullets",
            items: [
              "Four buckets are enough to begin: fixed bills, everyday spending, saving, and fun money.",
              "Give each of you a fun-money amount that's yours, no questions asked. It ends a lot of small fights.",
              "Write down the three biggest costs coming this year, like the wedding, a move or the holidays, and divide each by the weeks left.",
              "Review the categories after a month. If one is always over, the number is wrong, not the person.",
            ],
          },
        ],
      },
      {
        heading: "Questions for your first four dates",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Week 1: What did money feel like in the house you grew up in?",
              "Week 2: What's one purchase you've made that you'd make again a hundred times?",
              "Week 3: What amount of savings would make you feel safe?",
              "Week 4: If money were no object for a year, what would you do with it?",
            ],
          },
          {
            kind: "note",
            title: "If you keep your money separate",
            text: "The date still works. Skip the transaction review and keep the rest: shared bills, upcoming costs, the decisions that affect you both, and the plans you're building together.",
          },
        ],
      },
    ],
    closing: {
      heading: "When money is the fight you keep having",
      text: "The 6-Session Reset is a short, focused run of couples sessions for one stuck pattern, money included. It starts with a free 15-minute Vibe Check call.",
    },
  },
  {
    slug: "repair-conversation",
    title: "The Repair Conversation",
    subtitle: "How to come back to each other after a fight",
    summary:
      "Every couple fights. What matters is the conversation afterwards. Six steps, with words to borrow, for talking about a fight once you've both cooled down.",
    description:
      "A free guide to the repair conversation: six steps and words to borrow for coming back together after a fight, from a Dallas couples therapy practice.",
    audience: "For couples after a hard argument",
    author: "elena-brooks",
    topics: ["conflict", "communication"],
    relatedService: { label: "Strengthen & Reconnect", path: "/strengthen-reconnect" },
    updatedAt: "2026-09-15",
    intro: [
      "Couples who last aren't the ones who never fight. They're the ones who come back afterwards and talk about what happened, without starting the fight over. That conversation is called repair, and it's a skill, not a personality trait.",
      "Use this guide a few hours or a day after a fight, when both of you are calm. Not during it: nobody can repair while their heart is still racing.",
    ],
    sections: [
      {
        heading: "Are you ready?",
        blocks: [
          {
            kind: "checklist",
            items: [
              "My heart rate is back to normal and I'm not rehearsing my arguments.",
              "I'm curious about how it felt for my partner, not only about being right.",
              "We have 30 minutes without phones, kids or a deadline.",
              "I'm willing to own at least one thing I did.",
            ],
          },
          {
            kind: "paragraph",
            text: "If you can't tick all four yet, wait. Say so: 'I want to talk about last night, and I'm not ready yet. Can we try after dinner?' Naming a time keeps waiting from feeling like a cold shoulder.",
          },
        ],
      },
      {
        heading: "The six steps",
        blocks: [
          {
            kind: "steps",
            items: [
              {
                title: "Take turns, one speaker at a time",
                text: "Decide who goes first. The speaker talks about their own experience; the listener only listens and reflects back. Then swap.",
              },
              {
                title: "Say what you felt, not what they did",
                text: "'I felt dismissed and alone' is something your partner can hear. 'You were so rude' is something they'll defend against.",
              },
              {
                title: "Describe your own reality, and let theirs exist",
                text: "You'll remember the fight differently. Both memories can be true. You're not trying to agree on the facts, only to understand each other's experience.",
              },
              {
                title: "Find what set you off",
                text: "Most big reactions have an older root: a tone that sounded like a parent, a fear of being left out. Naming it helps your partner see why it hit so hard.",
              },
              {
                title: "Own your part",
                text: "Say one specific thing you'd do differently, without a 'but' after it. 'I raised my voice, and I'm sorry' is a full sentence.",
              },
              {
                title: "Plan one change for next time",
                text: "Agree on one small thing: a break signal, a different time for that topic, a softer way to bring it up.",
              },
            ],
          },
        ],
      },
      {
        heading: "Words to borrow",
        blocks: [
          {
            kind: "script",
            label: "When you're the speaker",
            lines: ["What I felt was... What I needed in that moment was... What I'm worried about is..."],
          },
          {
            kind: "script",
            label: "When you're the listener",
            lines: ["What I'm hearing is... Did I get that right? Is there more? That makes sense to me, given..."],
          },
          {
            kind: "script",
            label: "When you own your part",
            lines: ["I can see how what I did made it worse. Next time I'd like to..."],
          },
        ],
      },
      {
        heading: "What gets in the way",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Relitigating: if you start arguing about what happened again, stop and go back to step 2.",
              "Kitchen-sinking: talk about this fight, not every fight since 2019.",
              "Rushing to 'we're fine': a hug is lovely, and it works best after you've both been heard.",
              "Apologizing to end the discomfort: a real apology names what you did and what it did to the other person.",
            ],
          },
          {
            kind: "note",
            title: "When repair keeps failing",
            text: "If every attempt turns into round two, or one of you has broken the other's trust in a way that talk alone hasn't mended, that's a normal place to ask for help. A therapist slows the conversation down so both of you can actually be heard.",
          },
        ],
      },
    ],
    closing: {
      heading: "Repair is easier with a guide in the room",
      text: "Strengthen & Reconnect is weekly couples therapy for two people who keep having the same fight and want to find their way back to each other faster. If an affair or a serious secret broke trust, our Repair program is built for that instead. Both start with a free 15-minute Vibe Check call.",
    },
  },
];

export function guideBySlug(slug: string): Guide | undefined {
  return guides.find((g) => g.slug === slug);
}

export function guidePath(g: Pick<Guide, "slug">): string {
  return `/resources/downloads-guides/${g.slug}`;
}

/** The stable URL of a guide's PDF, written by the build into build/client/guides/. */
export function guidePdfPath(g: Pick<Guide, "slug">): string {
  return `/guides/${g.slug}.pdf`;
}
