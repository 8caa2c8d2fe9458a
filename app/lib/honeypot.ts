/**
 * A field the forms render hidden from people (off-screen, no tab stop, autocomplete off). Bots
 * fill it; the server then answers as if all went well and stores nothing. In a module of its own:
 * the forms' markup names it without loading the validation library.
 */
export const HONEYPOT_FIELD = "website";
