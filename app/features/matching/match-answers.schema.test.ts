import { describe, expect, it } from "vitest";
import { getMatchedQuestionnaire } from "~/content/get-matched";
import { answersOnPage, emptyAnswers } from "./match-answers";
import { matchAnswersSchema } from "./match-answers.schema";

const { missing } = getMatchedQuestionnaire;

function messages(input: unknown): Record<string, string> {
  const result = matchAnswersSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("matchAnswersSchema", () => {
  it("asks for who is coming first, then what is going on, on an untouched form", () => {
    expect(messages(emptyAnswers)).toEqual({ who: missing.who, concern: missing.concernBeforeWho });
    expect(missing).toMatchObject({
      who: "Choose who's coming to therapy.",
      concern: "Choose what's going on.",
      concernBeforeWho: "Choose who's coming first, then what's going on.",
    });
  });

  it("asks only for what is going on once who is answered, and wants a concern offered for them", () => {
    expect(messages({ ...emptyAnswers, who: "me" })).toEqual({ concern: missing.concern });
    // "wedding" is offered to engaged couples only.
    expect(messages({ ...emptyAnswers, who: "me", concern: "wedding" })).toEqual({ concern: missing.concern });
    expect(messages({ ...emptyAnswers, who: "engaged", concern: "wedding" })).toEqual({});
  });

  it("fills in the start, the place, the strengths and the times when they are left out", () => {
    expect(matchAnswersSchema.parse({ who: "us", concern: "trust" })).toEqual({
      who: "us",
      concern: "trust",
      pace: "unsure",
      format: "either",
      strengths: [],
      schedule: [],
    });
  });

  it("keeps the optional answers given and refuses values that are not options", () => {
    const answers = { who: "us", concern: "distance", pace: "weekly", format: "online", strengths: ["lgbtq"], schedule: ["evening", "weekend"] };
    expect(matchAnswersSchema.parse(answers)).toEqual(answers);
    expect(Object.keys(messages({ ...answers, pace: "monthly", strengths: ["astrology"] }))).toEqual(["pace", "strengths.0"]);
  });
});

describe("answersOnPage", () => {
  const page = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("reads the answers a form holds, with the defaults where nothing is chosen", () => {
    expect(answersOnPage(page([]))).toEqual(emptyAnswers);
    expect(
      answersOnPage(
        page([
          ["who", "us"],
          ["concern", "trust"],
          ["pace", "concentrated"],
          ["strengths", "lgbtq"],
          ["schedule", "early"],
          ["schedule", "weekend"],
        ]),
      ),
    ).toEqual({ who: "us", concern: "trust", pace: "concentrated", format: "either", strengths: ["lgbtq"], schedule: ["early", "weekend"] });
  });

  it("leaves out what is not an option, and a concern not offered for who is coming", () => {
    expect(
      answersOnPage(
        page([
          ["who", "me"],
          ["concern", "wedding"],
          ["format", "moon"],
        ]),
      ),
    ).toEqual({ ...emptyAnswers, who: "me" });
  });
});
