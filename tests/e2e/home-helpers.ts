import { expect, type Locator, type Page } from "@playwright/test";
import { CONSENT_KEY, CONSENT_TIMESTAMP_KEY, PREFERENCES_KEY } from "../../app/content/consent-storage-keys";

const CONSENT_KEYS = { consent: CONSENT_KEY, timestamp: CONSENT_TIMESTAMP_KEY, preferences: PREFERENCES_KEY };

/**
 * Store a "necessary only" cookie choice before any page script runs, so the banner stays closed
 * and never covers what a test clicks. (The consent specs cover the banner itself.)
 */
export async function withNecessaryOnlyConsent(page: Page) {
  await page.addInitScript((keys) => {
    localStorage.setItem(keys.consent, "true");
    localStorage.setItem(keys.timestamp, String(Date.now()));
    localStorage.setItem(keys.preferences, JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }));
  }, CONSENT_KEYS);
}

/**
 * A client address of its own for a test that really submits a lead: the server trusts
 * X-Forwarded-For from loopback and rate-limits per address, so tests do not share one budget.
 */
export function uniqueClientIp(): string {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return `10.${part()}.${part()}.${part()}`;
}

/** The carousel's selected position, as it exposes it. */
export async function selectedIndex(carousel: Locator): Promise<number> {
  return Number(await carousel.getAttribute("data-selected-index"));
}

/** Scroll to the carousel, as a visitor would (its code loads near the screen), and wait until Embla has attached. */
export async function waitForCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-carousel-ready", "true", { timeout: 15_000 });
}

/** Scroll to the form (its code loads near the screen) and wait until the react-hook-form version has taken over the server markup. */
export async function waitForEnhancedForm(form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-enhanced", "true", { timeout: 15_000 });
}

/** Fill the contact form with valid values. */
export async function fillContactForm(
  form: Locator,
  values: { firstName?: string; lastName?: string; email?: string; phone?: string; service?: string; message?: string } = {},
) {
  await form.getByLabel("First name").fill(values.firstName ?? "Jordan");
  await form.getByLabel("Last name").fill(values.lastName ?? "Rivera");
  await form.getByLabel("Email").fill(values.email ?? "jordan.rivera@example.com");
  await form.getByLabel("Phone").fill(values.phone ?? "(214) 555-0199");
  await form.getByLabel("Service of interest").selectOption(values.service ?? "couples-therapy");
  await form.getByLabel(/What's on your mind/).fill(values.message ?? "We keep having the same argument about weekends.");
  await form.getByLabel("I agree to receive other communications").check();
  await form.getByLabel("I agree to allow the provider to store and process my personal data.").check();
}
