import { hasNoControlCharacters } from "~/lib/form-text";
import { z } from "~/lib/zod";

/**
 * What the admin may send to change bookings and availability. The server parses every body with
 * these (unknown keys, wrong types, control characters and overlong text are refused with a
 * message); the database's CHECK constraints hold the same lines underneath.
 */

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(hasNoControlCharacters, `${label} must be a single line of plain text.`)
    .transform((value) => value.trim());

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** "HH:MM", 24-hour, "24:00" allowed as the end of a day. */
export const WALL_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
const wallTime = (label: string) => z.string({ error: `${label} must be a time such as 09:00.` }).regex(WALL_TIME, `${label} must be a time such as 09:00.`);

export const uuidSchema = z.uuid({ error: "That is not a valid id." });

/** A real calendar date "YYYY-MM-DD" (no February 31) between 2000 and 2100. */
export const dateSchema = z
  .string({ error: "The date must be a date such as 2026-05-01." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "The date must be a date such as 2026-05-01.")
  .refine((value) => {
    const [year, month, day] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, "That date does not exist.");

export const settingsSchema = z.strictObject({
  bufferMinutes: wholeNumber("The buffer", 0, 120),
  minNoticeMinutes: wholeNumber("The minimum notice", 0, 10_080),
  horizonDays: wholeNumber("How far ahead", 1, 90),
  dailyCap: wholeNumber("The daily cap", 1, 100),
});

const hostFields = {
  name: line("The name", 100).pipe(z.string().min(1, "The name is required.")),
  role: line("The role", 100),
  email: line("The email", 254).pipe(z.union([z.literal(""), z.email("The email must be an address such as name@example.com.")])),
  position: wholeNumber("The order", 0, 1000),
  active: z.boolean({ error: "Active must be true or false." }),
};

export const newHostSchema = z.strictObject({
  ...hostFields,
  role: hostFields.role.default(""),
  email: hostFields.email.default(""),
  position: hostFields.position.default(0),
  active: hostFields.active.default(true),
});

export const hostChangeSchema = z
  .strictObject({
    name: hostFields.name.optional(),
    role: hostFields.role.optional(),
    email: hostFields.email.optional(),
    position: hostFields.position.optional(),
    active: hostFields.active.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "Send at least one field to change.");

export const weeklyHoursSchema = z
  .strictObject({
    weekday: wholeNumber("The weekday", 1, 7),
    start: wallTime("The start"),
    end: wallTime("The end"),
  })
  .refine((hours) => hours.start < hours.end, { message: "The hours must end after they start.", path: ["end"] });

export const exceptionSchema = z
  .strictObject({
    hostId: uuidSchema.nullable(),
    date: dateSchema,
    kind: z.enum(["closed", "open"], { error: 'The kind must be "closed" or "open".' }),
    start: wallTime("The start").nullable().default(null),
    end: wallTime("The end").nullable().default(null),
    label: line("The label", 120).default(""),
  })
  .refine((e) => (e.start === null) === (e.end === null), { message: "Give both a start and an end, or neither for the whole day.", path: ["end"] })
  .refine((e) => e.start === null || e.end === null || e.start < e.end, { message: "The hours must end after they start.", path: ["end"] })
  .refine((e) => e.kind === "closed" || e.start !== null, { message: "Extra hours need a start and an end.", path: ["start"] });

export const calDavSchema = z.strictObject({
  url: line("The server address", 500).pipe(
    z.url({ protocol: /^https?$/, error: "The server address must be an http(s) address such as https://caldav.example.com/." }),
  ),
  username: line("The username", 200),
  /** Omitted: the stored password stays. */
  password: z
    .string({ error: "The password must be text." })
    .min(1, "The password must not be empty.")
    .max(500, "The password must be at most 500 characters.")
    .refine(hasNoControlCharacters, "The password must not contain control characters.")
    .optional(),
});

export const callStatusSchema = z.strictObject({
  status: z.enum(["completed", "no-show", "cancelled"], { error: 'The status must be "completed", "no-show" or "cancelled".' }),
});

export type SettingsInput = z.output<typeof settingsSchema>;
export type NewHostInput = z.output<typeof newHostSchema>;
export type HostChangeInput = z.output<typeof hostChangeSchema>;
export type WeeklyHoursInput = z.output<typeof weeklyHoursSchema>;
export type ExceptionInput = z.output<typeof exceptionSchema>;
export type CalDavInput = z.output<typeof calDavSchema>;
