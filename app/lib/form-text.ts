import { z } from "~/lib/zod";
/**
 * Rules every submitted text field shares, in the browser and on the server. Control characters
 * are invisible, mean nothing in a name or an address, and PostgreSQL cannot store U+0000 at all:
 * they are refused with a clear message instead of failing at the database.
 */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** A message may keep its line breaks and tabs; nothing else invisible. */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTER.test(value);
export const hasNoControlCharactersButLineBreaks = (value: string) => !CONTROL_CHARACTER_BUT_LINE_BREAKS.test(value);

/** The refusal for a field named `label`; `abort` stops the field's later rules (patterns) from running on it. */
export function hiddenCharacterRefusal(label: string) {
  return { message: `${label} has a hidden character we can't accept. Please retype it.`, abort: true };
}

/** A first or last name: required, no hidden characters, at most 100 characters, messages named after `label`. */
export function personNameField(label: "First name" | "Last name") {
  return z
    .string({ error: `${label} is required` })
    .refine(hasNoControlCharacters, hiddenCharacterRefusal(label))
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);
}
