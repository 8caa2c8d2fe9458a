import { hasNoControlCharacters } from "~/lib/form-text";

/** Rules for usernames and passwords, shared by the forms and the server. */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Lower-case letters, digits, dot, dash and underscore; 3 to 40 characters. */
export function usernameProblem(username: string): string | null {
  if (!/^[a-z0-9][a-z0-9._-]{2,39}$/.test(username)) {
    return "A username is 3 to 40 lower-case letters, digits, dots, dashes or underscores.";
  }
  return null;
}

/** Long rather than complicated (NIST 800-63B): length is what makes a password hard to guess. */
export function passwordProblem(password: string): string | null {
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH) return `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `A password can have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (!hasNoControlCharacters(password)) return "A password cannot contain control characters.";
  return null;
}

export const PASSWORDS_DIFFER = "The two new passwords are not the same.";
