import { type Page } from "@playwright/test";
import { quizzes } from "../../app/content/quizzes";
import { quizPath, type Quiz } from "../../app/content/quizzes/quiz-model";
import { serviceBySlug } from "../../app/content/services";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, PHONE, recordDataRequests, test } from "./helpers";
import { withNecessaryOnlyConsent } from "./home-helpers";

/**
 * Every quiz: taken by keyboard alone on a phone, answers kept when going back, nothing sent while
 * it is taken, a safety answer that wins over any result, and axe on each of its screens.
 */

/** One answer set per quiz, chosen by option id, and the result it must give. */
const journeys: Record<string, { answers: Record<string, string>; result: string }> = {
  "therapy-finder": {
    answers: {
      who: "us",
      what: "screens",
      "how-long": "months",
      weight: "heavy",
      before: "never",
      pace: "weekly",
      evenings: "side-by-side",
      conflict: "shut-down",
      deadline: "none",
      "worth-it": "present",
    },
    result: "detox",
  },
  "crisis-check": {
    answers: {
      "what-happened": "affair",
      when: "weeks",
      safe: "loud",
      coping: "empty",
      "out-loud": "betrayed",
      "ordinary-day": "raw",
      questions: "why",
      willing: "repair",
      support: "no-one",
      need: "space",
    },
    result: "betrayal",
  },
  "premarital-readiness": {
    answers: {
      money: "rough",
      accounts: "leaning",
      kids: "mostly",
      family: "tension",
      fights: "repair",
      chores: "works",
      faith: "same",
      intimacy: "mostly",
      future: "now",
      past: "outline",
    },
    result: "started",
  },
  "self-discovery": {
    answers: {
      quiet: "big-questions",
      energy: "low",
      pattern: "none",
      conflict: "talk",
      decision: "big",
      voice: "mine",
      identity: "little",
      rest: "fill",
      start: "day",
      safe: "safe",
    },
    result: "crossroads",
  },
  "cultural-connection": {
    answers: {
      who: "us",
      differ: "very",
      expectations: "fight",
      explain: "partner",
      "racial-stress": "see-differently",
      acceptance: "culture",
      first: "no",
      traditions: "one-wins",
      therapist: "both",
      pressure: "no",
    },
    result: "two-worlds",
  },
  "digital-detox": {
    answers: {
      morning: "check",
      dinner: "table",
      bed: "side-by-side",
      "mid-sentence": "sometimes",
      feel: "flicker",
      reach: "bored",
      work: "some",
      weekend: "some",
      tried: "slipped",
      privacy: "trust",
    },
    result: "crowding",
  },
};

const runner = (page: Page) => page.getByTestId("quiz-runner");

async function openQuiz(page: Page, quiz: Quiz) {
  await gotoHydrated(page, quizPath(quiz.id));
  await expect(runner(page).getByTestId("quiz-start")).toHaveAttribute("data-live", "true");
}

/** Tab from wherever focus is until the start link has it: no mouse. */
async function tabToStart(page: Page) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "quiz-start-button")) return;
  }
  throw new Error("the start link is not reachable by Tab");
}

/**
 * On a question screen: pick an option with the mouse. Waits first for the runner to move focus to
 * the question's heading (or one of its options), which scrolls it into view: a click aimed before
 * that scroll can miss.
 */
async function pick(page: Page, question: Quiz["questions"][number], optionId: string) {
  await expect(page.getByTestId("quiz-question").locator("h2")).toContainText(question.prompt);
  await expect(page.locator(`[data-testid="quiz-question"] h2:focus, input[name="${question.id}"]:focus`)).toHaveCount(1);
  await page.locator(`input[name="${question.id}"][value="${optionId}"]`).check();
}

/** On a question screen (focus on its heading): pick the option by keyboard and go on. */
async function answerByKeyboard(page: Page, quiz: Quiz, index: number, optionId: string) {
  const question = quiz.questions[index]!;
  const position = question.options.findIndex((o) => o.id === optionId);
  expect(position, `${question.id}/${optionId}`).toBeGreaterThanOrEqual(0);
  await expect(page.locator(":focus")).toContainText(question.prompt);
  await page.keyboard.press("Tab");
  const chosenNow = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.checked ?? false);
  // Tab lands on the checked radio if there is one, otherwise on the first.
  if (!chosenNow) {
    if (position === 0) await page.keyboard.press("Space");
    else for (let i = 0; i < position; i++) await page.keyboard.press("ArrowDown");
  }
  await expect(page.locator(`input[name="${question.id}"][value="${optionId}"]`)).toBeChecked();
  await page.keyboard.press("Tab"); // Back
  await page.keyboard.press("Tab"); // Next
  await page.keyboard.press("Enter");
}

test.beforeEach(async ({ page }) => {
  await withNecessaryOnlyConsent(page);
});

for (const quiz of quizzes) {
  const journey = journeys[quiz.id]!;
  const expected = quiz.results.find((r) => r.id === journey.result)!;

  test.describe(`${quizPath(quiz.id)}`, () => {
    test.use(PHONE);

    test("the page without JavaScript states its purpose, lists every question and links the Vibe Check", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
      const page = await context.newPage();
      await page.goto(quizPath(quiz.id));
      await expect(page.locator("h1")).toHaveText(quiz.title);
      await expect(page.locator("main")).toContainText(quiz.purpose);
      await expect(page.getByTestId("quiz-start")).toContainText("Answers stay on this device");
      await expect(page.getByTestId("quiz-start")).toContainText(`${quiz.questions.length} questions`);
      await page.getByTestId("quiz-start-button").click();
      for (const question of quiz.questions) await expect(page.locator("#quiz-questions")).toContainText(question.prompt);
      await expect(page.locator('main a[href="/vibe-check"]').first()).toBeVisible();
      await context.close();
    });

    test("taken by keyboard alone on a phone, with nothing sent, to a result that books the right Vibe Check", async ({ page, baseURL }) => {
      await openQuiz(page, quiz);
      const before = {
        url: page.url(),
        storage: await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
        cookies: await page.context().cookies(),
      };
      const sent = recordDataRequests(page);

      await tabToStart(page);
      await page.keyboard.press("Enter");
      for (let i = 0; i < quiz.questions.length; i++) {
        await expect(page.getByTestId("quiz-progress")).toHaveText(`Question ${i + 1} of ${quiz.questions.length}`);
        await answerByKeyboard(page, quiz, i, journey.answers[quiz.questions[i]!.id]!);
      }
      const result = page.getByTestId("quiz-result");
      await expect(result).toHaveAttribute("data-outcome", expected.id);
      await expect(page.locator(":focus")).toHaveText(expected.title);
      await expect(result).toContainText(expected.explanation);

      // Nothing left the browser, and the answers are nowhere but in the page.
      expect(sent).toEqual([]);
      expect(page.url()).toBe(before.url);
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).toBe(before.storage);
      expect(await page.context().cookies()).toEqual(before.cookies);

      // The result's recommended reading is a link to a page that exists.
      const readingPath =
        { post: "/blog/", episode: "/resources/podcasts/episode-", guide: "/resources/downloads-guides/" }[expected.reading.kind] + expected.reading.slug;
      const reading = result.getByTestId("quiz-reading").getByRole("link");
      await expect(reading).toHaveAttribute("href", readingPath);
      await expect(reading).not.toHaveText("");
      expect((await page.request.get(readingPath, { maxRedirects: 0 })).status(), readingPath).toBe(200);

      const service = serviceBySlug(expected.service)!;
      const book = result.getByTestId("quiz-vibe-check");
      await expect(book).toHaveAttribute("href", `/vibe-check?service=${service.serviceInterest}`);
      await book.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${baseURL}/vibe-check?service=${service.serviceInterest}`);
      await expect(page.locator(`select[name="serviceInterest"]`).first()).toHaveValue(service.serviceInterest);
    });

    test("going back keeps every answer", async ({ page }) => {
      await openQuiz(page, quiz);
      await page.getByTestId("quiz-start-button").click();
      const [q1, q2] = quiz.questions;
      await pick(page, q1!, q1!.options[1]!.id);
      await page.getByRole("button", { name: "Next" }).click();
      await pick(page, q2!, q2!.options[2]!.id);
      await page.getByRole("button", { name: "Back", exact: true }).click();
      await expect(page.locator(`input[name="${q1!.id}"][value="${q1!.options[1]!.id}"]`)).toBeChecked();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.locator(`input[name="${q2!.id}"][value="${q2!.options[2]!.id}"]`)).toBeChecked();
      await expect(page.getByTestId("quiz-progress")).toHaveText(`Question 2 of ${quiz.questions.length}`);
    });

    test("a question left unanswered asks for an answer instead of moving on", async ({ page }) => {
      await openQuiz(page, quiz);
      await page.getByTestId("quiz-start-button").click();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("alert")).toContainText("closest to true");
      await expect(page.getByTestId("quiz-progress")).toHaveText(`Question 1 of ${quiz.questions.length}`);
    });

    const danger = quiz.questions.flatMap((q, index) => q.options.filter((o) => o.danger).map((o) => ({ index, question: q, option: o })))[0];
    if (danger) {
      test("a danger answer shows the crisis lines at once, and the end recommends no service", async ({ page }) => {
        await openQuiz(page, quiz);
        await page.getByTestId("quiz-start-button").click();
        for (let i = 0; i < quiz.questions.length; i++) {
          const q = quiz.questions[i]!;
          const optionId = i === danger.index ? danger.option.id : journey.answers[q.id]!;
          await pick(page, q, optionId);
          if (i === danger.index) {
            const safety = page.getByTestId("quiz-safety");
            await expect(safety).toBeVisible();
            await expect(safety.locator('a[href="tel:988"]')).toBeVisible();
            await expect(safety.locator('a[href="sms:988"]')).toBeVisible();
            await expect(safety.locator('a[href="tel:911"]')).toBeVisible();
            await expect(safety).toContainText("1-800-799-7233");
            await expect(safety).toContainText("text START to 88788");
            // Above the question, not after it.
            const [safetyBox, questionBox] = await Promise.all([safety.boundingBox(), page.getByTestId("quiz-question").boundingBox()]);
            expect(safetyBox!.y).toBeLessThan(questionBox!.y);
          }
          await page.getByRole("button", { name: i === quiz.questions.length - 1 ? "See my result" : "Next" }).click();
        }
        const result = page.getByTestId("quiz-result");
        await expect(result).toHaveAttribute("data-outcome", "safety");
        await expect(result.locator('a[href="tel:988"]')).toBeVisible();
        await expect(result.getByTestId("quiz-service")).toHaveCount(0);
        await expect(result.getByTestId("quiz-vibe-check")).toHaveAttribute("href", "/vibe-check");
      });
    }

    for (const viewport of [MOBILE, DESKTOP]) {
      test(`axe finds nothing on the start, a question and the result at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openQuiz(page, quiz);
        expect(await axeViolations(page), "start").toEqual([]);
        await page.getByTestId("quiz-start-button").click();
        await pick(page, quiz.questions[0]!, journey.answers[quiz.questions[0]!.id]!);
        expect(await axeViolations(page), "question").toEqual([]);
        for (let i = 0; i < quiz.questions.length; i++) {
          const q = quiz.questions[i]!;
          await pick(page, q, journey.answers[q.id]!);
          await page.getByRole("button", { name: i === quiz.questions.length - 1 ? "See my result" : "Next" }).click();
        }
        await expect(page.getByTestId("quiz-result")).toBeVisible();
        expect(await axeViolations(page), "result").toEqual([]);
      });
    }
  });
}

test("a result's recommended reading opens the post, episode or guide it names", async ({ page }) => {
  const quiz = quizzes[0]!;
  const journey = journeys[quiz.id]!;
  await openQuiz(page, quiz);
  await page.getByTestId("quiz-start-button").click();
  for (let i = 0; i < quiz.questions.length; i++) {
    const q = quiz.questions[i]!;
    await page.locator(`input[name="${q.id}"][value="${journey.answers[q.id]}"]`).check();
    await page.getByRole("button", { name: i === quiz.questions.length - 1 ? "See my result" : "Next" }).click();
  }
  const reading = page.getByTestId("quiz-result").getByTestId("quiz-reading").getByRole("link");
  const title = (await reading.textContent())!;
  await reading.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test.describe("with analytics consent", () => {
  test.use({ viewport: MOBILE });

  test("a completed quiz sends one first-party event with the quiz id and nothing else", async ({ page }) => {
    const quiz = quizzes[0]!;
    const journey = journeys[quiz.id]!;
    // Analytics granted (this describe's own choice, set after the file's necessary-only one).
    await page.addInitScript(() => {
      localStorage.setItem("ml-cookie-preferences", JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: false }));
      const sent: string[] = [];
      (window as unknown as { __beaconBodies: string[] }).__beaconBodies = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(text));
        return original(url, data);
      };
    });
    // The vendors' scripts are not what this test is about.
    await page.route(`http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}/**`, (route) => route.abort());
    await openQuiz(page, quiz);
    await page.getByTestId("quiz-start-button").click();
    for (let i = 0; i < quiz.questions.length; i++) {
      const q = quiz.questions[i]!;
      await pick(page, q, journey.answers[q.id]!);
      await page.getByRole("button", { name: i === quiz.questions.length - 1 ? "See my result" : "Next" }).click();
    }
    await expect(page.getByTestId("quiz-result")).toBeVisible();
    const events = async () =>
      (await page.evaluate(() => (window as unknown as { __beaconBodies: string[] }).__beaconBodies)).flatMap(
        (b) => (JSON.parse(b) as { events: Record<string, unknown>[] }).events,
      );
    await expect.poll(async () => (await events()).filter((e) => e.type === "quiz_complete")).toEqual([{ type: "quiz_complete", quiz: quiz.id }]);
    // No answer and no result is in anything sent.
    const everything = JSON.stringify(await events());
    for (const value of [...Object.values(journey.answers), journey.result]) expect(everything).not.toContain(`"${value}"`);
  });
});
