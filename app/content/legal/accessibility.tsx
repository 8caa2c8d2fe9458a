import { Link } from "react-router";
import { VIBE_CHECK } from "~/content/product-names";
import { PracticeEmailLink, PracticePhoneLink } from "../practice-details";
import type { LegalDocumentContent } from "./legal-types";

/** When the statement was last reviewed; change it with the text. */
const REVIEWED = { iso: "2026-11-24", label: "November 2026" } as const;

/** How soon we answer an accessibility report, in business days. */
export const ACCESSIBILITY_RESPONSE_BUSINESS_DAYS = 2;

export const accessibilityStatement: LegalDocumentContent = {
  path: "/accessibility",
  seo: {
    title: "Accessibility",
    description:
      "How the Millennial Life website meets WCAG 2.2 AA, how we test every page, the limits we know about, and how to reach us if something gets in your way.",
  },
  eyebrow: "Accessibility",
  title: "Accessibility Statement",
  lede: "Looking for a therapist is hard enough. The website shouldn't add to it, whatever device, browser or assistive technology you use.",
  lastUpdated: REVIEWED,
  badge: "heart",
  summary: [
    <>We build and check this site against WCAG 2.2 at level AA.</>,
    <>Every page is tested with automated checks at phone and desktop widths, by keyboard, and with a screen reader.</>,
    <>
      If anything gets in your way, tell us: we reply within {ACCESSIBILITY_RESPONSE_BUSINESS_DAYS} business days and help you book by phone in the meantime.
    </>,
  ],
  sections: [
    {
      id: "our-standard",
      title: "The standard we hold ourselves to",
      body: (
        <>
          <p>
            Our goal is that every page meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard most accessibility laws point to. In
            practice that means:
          </p>
          <ul>
            <li>Every link, button and form field works with a keyboard alone, with a focus outline you can see.</li>
            <li>Text keeps a contrast of at least 4.5:1 against its background, and pages still read well zoomed to 200% or on a 320 px screen.</li>
            <li>Images that carry meaning have a text alternative, and decorative ones stay out of a screen reader's way.</li>
            <li>Forms name every field, mark the required ones, and tell you in words what to fix.</li>
            <li>Carousels, smooth scrolling and the cursor effects stop when your device asks for reduced motion, and nothing moves that you can't pause.</li>
            <li>Pages read in full without JavaScript, and the contact form sends without it.</li>
          </ul>
        </>
      ),
    },
    {
      id: "how-we-test",
      title: "How we test",
      body: (
        <>
          <p>Accessibility is checked every time the site changes, not once a year:</p>
          <ul>
            <li>
              <strong>Automated checks on every page.</strong> An axe-core scan runs on every page at a phone width (390 px) and a desktop width (1440 px), and
              a change with a single finding does not go live.
            </li>
            <li>
              <strong>Keyboard checks.</strong> Menus, dialogs, the cookie banner, carousels and forms are driven by keyboard in our browser tests: focus goes
              where you expect and comes back when a dialog closes.
            </li>
            <li>
              <strong>Screen reader spot checks.</strong> We go through the main journeys (finding a service, meeting the team, requesting a Vibe Check) with
              VoiceOver on iPhone and NVDA on Windows.
            </li>
            <li>
              <strong>Valid code.</strong> Every page's HTML and structured data go through validators, because assistive technology relies on markup being what
              it says it is.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "known-limits",
      title: "What we know isn't perfect yet",
      body: (
        <>
          <p>We'd rather tell you than have you find out the hard way:</p>
          <ul>
            <li>
              <strong>The reviews widget</strong> on the homepage comes from a third party and loads only if you allow it in the cookie banner. We can't fully
              control its markup. Without it you see a short note in its place.
            </li>
            <li>
              <strong>Directions</strong> open Google Maps in a new tab. Its accessibility is Google's, and our address is always on the page as plain text.
            </li>
            <li>
              <strong>Browsers.</strong> Our automated tests run in Chromium, the engine behind Chrome and Edge. If something behaves differently in Safari,
              Firefox or an older browser, please tell us.
            </li>
            <li>
              <strong>Online sessions</strong> happen on a telehealth platform that is not part of this website. Ask, and we'll walk you through it and its
              accessibility settings before your first session.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "other-ways",
      title: "Other ways to reach us",
      body: (
        <p>
          You never need the website to start therapy with us. Call <PracticePhoneLink />, or write to <PracticeEmailLink />, and we'll book your free 15-minute{" "}
          <Link to="/vibe-check">{VIBE_CHECK}</Link> with you directly. If a phone call is hard for you, say so and we'll do it by email or text.
        </p>
      ),
    },
  ],
  contact: {
    title: "Something got in your way?",
    text: (
      <>
        Tell us the page and what happened (the device and any assistive technology you use help too). A real person replies within{" "}
        {ACCESSIBILITY_RESPONSE_BUSINESS_DAYS} business days, and we'll get you what you need another way while we fix it.
      </>
    ),
  },
};
