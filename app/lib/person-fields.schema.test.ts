import { describe, expect, it } from "vitest";
import { isPhoneNumber, personFields } from "./person-fields.schema";

describe("the phone field", () => {
  it.each(["(214) 555-0199", "214-555-0199", "214.555.0199", "+1 214 555 0199", "5550199", "+44 (0)20 7946 0958", "1".repeat(20)])("accepts %s", (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
    expect(personFields.phone.parse(` ${phone} `)).toBe(phone);
  });

  it.each(["call me", "555-019", "214/555/0199", "214-555-0199 ext 2", "1".repeat(21), "+", "٢١٤٥٥٥٠١٩٩"])("refuses %s", (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
    expect(personFields.phone.safeParse(phone).error?.issues[0]?.message).toBe("Please enter a valid phone number");
  });

  it("stays optional: empty or missing is no phone", () => {
    expect(personFields.phone.parse("")).toBe("");
    expect(personFields.phone.parse(undefined)).toBe("");
    expect(personFields.phone.parse("   ")).toBe("");
  });
});
