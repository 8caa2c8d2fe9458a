import { Link } from "react-router";
import { CONSENT_KEY, CONSENT_TIMESTAMP_KEY, PREFERENCES_KEY } from "~/content/consent-storage-keys";
import { LEGAL_LAST_UPDATED, type LegalDocumentContent } from "./legal-types";

/**
 * The three browser-storage keys of the consent choice (flag, timestamp, preferences),
 * named once in lib and documented here from the same constants.
 */
export const CONSENT_STORAGE_KEYS = {
  consent: CONSENT_KEY,
  timestamp: CONSENT_TIMESTAMP_KEY,
  preferences: PREFERENCES_KEY,
} as const;

const key = (name: string) => <code>{name}</code>;

export const cookiePolicy: LegalDocumentContent = {
  path: "/cookie-policy",
  seo: {
    title: "Cookie Policy",
    description:
      "The cookies and browser storage the Millennial Life website uses, what each one does, how long it lasts, and how to change your choice at any time.",
  },
  eyebrow: "Legal",
  title: "Cookie Policy",
  lede: "You decide what runs in your browser. Nothing optional starts until you say yes, and you can change your mind whenever you like.",
  lastUpdated: LEGAL_LAST_UPDATED,
  badge: "toggle",
  summary: [
    <>Only the storage the site needs to remember your choice is always on.</>,
    <>Analytics, marketing and functional cookies stay off until you turn them on, and no third-party script loads before that.</>,
    <>The &ldquo;Cookie settings&rdquo; link at the bottom of every page lets you change your choice at any time.</>,
  ],
  sections: [
    {
      id: "cookies-briefly",
      title: "Cookies and browser storage, briefly",
      body: (
        <p>
          A cookie is a small text file a website asks your browser to keep. Browser storage (&ldquo;local storage&rdquo;) is similar but never travels to a
          server by itself. We use both sparingly, sorted into the four categories of our cookie banner. This page explains each one; our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link> covers everything else we collect.
        </p>
      ),
    },
    {
      id: "necessary",
      title: "Necessary: always on",
      body: (
        <>
          <p>These make the site work and can't be switched off. They don't track you and nothing in them leaves your browser:</p>
          <ul>
            <li>
              <strong>Your consent choice itself</strong>, so the banner doesn't ask again on every page.
            </li>
            <li>
              <strong>Security</strong>: the sign-in cookie that keeps practice staff signed in to the site's admin area. Visitors never receive it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "analytics",
      title: "Analytics: off until you say yes",
      body: (
        <>
          <p>With analytics on, we can see which pages help people and where they get stuck. Turning it on enables:</p>
          <ul>
            <li>
              <strong>Google Analytics 4</strong>, using Google Consent Mode v2. Until you agree, consent is set to &ldquo;denied&rdquo; and the script isn't
              loaded at all.
            </li>
            <li>
              <strong>Google Tag Manager's data layer</strong>, which passes page views (the page's address and title) to Google Analytics.
            </li>
            <li>
              <strong>Microsoft Clarity</strong> session recording, which replays clicks, scrolls and taps so we can fix confusing pages. Form inputs are
              masked: Clarity never sees what you type.
            </li>
            <li>
              <strong>Our own page-view and Web Vitals statistic</strong>: which pages are visited and how fast they load, stored on our own server without IP
              addresses.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "marketing",
      title: "Marketing: off by default",
      body: (
        <p>
          Marketing would allow advertising measurement, for example learning whether an online ad led someone to book a Vibe Check. We run no advertising tags
          today, so turning it on changes nothing yet; if that ever changes, they will run only when this is on. If your browser sends a{" "}
          <strong>Global Privacy Control</strong> signal, marketing stays off whatever else you choose.
        </p>
      ),
    },
    {
      id: "functional",
      title: "Functional: off until you say yes",
      body: (
        <>
          <p>Functional storage adds features that come from other services or remember small choices:</p>
          <ul>
            <li>
              <strong>The embedded reviews widget</strong> on our homepage, which shows what clients say about us on Google. It loads from the reviews provider,
              which may set its own cookies.
            </li>
            <li>
              <strong>Remembering preferences</strong> on this device, so you don't have to set them again on your next visit.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "storage-list",
      title: "Every cookie and storage key we use",
      body: (
        <p>
          Lifetimes are the longest each one can last. In <code>_ga_*</code>, the asterisk stands for our Google Analytics id.
        </p>
      ),
      table: {
        caption: "Cookies and browser storage on this website",
        nameColumn: "Name and who sets it",
        columns: ["Purpose", "Lifetime"],
        groups: [
          {
            title: "Necessary",
            rows: [
              {
                name: key(CONSENT_STORAGE_KEYS.consent),
                source: "This website (local storage)",
                cells: ["Records that you made a choice in the cookie banner.", "One year, then we ask again"],
              },
              {
                name: key(CONSENT_STORAGE_KEYS.timestamp),
                source: "This website (local storage)",
                cells: ["When you made that choice, so we know when a year has passed.", "One year"],
              },
              {
                name: key(CONSENT_STORAGE_KEYS.preferences),
                source: "This website (local storage)",
                cells: ["Which categories you turned on: analytics, marketing, functional. Necessary is always on.", "One year"],
              },
              {
                name: "Staff sign-in cookie",
                source: "This website (cookie)",
                cells: ["Keeps practice staff signed in to the admin area. Never set for visitors.", "Until sign-out or expiry"],
              },
            ],
          },
          {
            title: "Analytics",
            rows: [
              {
                name: key("dataLayer"),
                source: "Google Tag Manager (page memory)",
                cells: ["Passes page views to Google Analytics. Not stored.", "Until you leave the page"],
              },
              {
                name: key("_ga"),
                source: "Google Analytics",
                cells: ["Tells visits apart with a random number, so we count visitors rather than page loads.", "Two years"],
              },
              { name: key("_ga_*"), source: "Google Analytics", cells: ["Keeps track of the current visit.", "Two years"] },
              { name: key("_clck"), source: "Microsoft Clarity", cells: ["A random visitor id and Clarity's settings.", "One year"] },
              { name: key("_clsk"), source: "Microsoft Clarity", cells: ["Joins the pages of one visit into one recording.", "One day"] },
              { name: key("CLID"), source: "Microsoft Clarity (clarity.ms)", cells: ["Recognizes your browser across sites that use Clarity.", "One year"] },
              { name: key("MUID"), source: "Microsoft (clarity.ms, bing.com)", cells: ["Microsoft's browser id, used by Clarity.", "One year"] },
            ],
          },
          {
            title: "Functional",
            rows: [
              {
                name: "Reviews provider cookies",
                source: "The reviews widget provider",
                cells: ["Load and display our Google reviews.", "Set by the provider"],
              },
            ],
          },
        ],
      },
      afterTable: <p>No marketing cookies are set today.</p>,
    },
    {
      id: "changing-your-choice",
      title: "Changing your mind",
      body: (
        <>
          <p>
            Click <strong>&ldquo;Cookie settings&rdquo;</strong> at the bottom of any page to reopen the cookie banner. Choose <strong>Customize</strong> to
            switch each category on or off and then <strong>Save Preferences</strong>, or pick <strong>Necessary Only</strong> or <strong>Accept All</strong>.
          </p>
          <p>
            Switching a category off stops it from that moment. Cookies Google or Microsoft already set stay in your browser until they expire or you clear them
            in your browser's settings (usually under Privacy, then Cookies and site data).
          </p>
        </>
      ),
    },
    {
      id: "every-year",
      title: "We ask again after a year",
      body: (
        <p>
          Your choice is stored for one year. After that, the banner appears again so you can confirm or change it. Clearing your browser's storage resets it
          sooner.
        </p>
      ),
    },
  ],
  contact: {
    title: "Questions about cookies?",
    text: "Ask us what runs on this site and why. We'll answer in plain words.",
  },
};
