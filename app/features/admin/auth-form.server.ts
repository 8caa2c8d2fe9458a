import { readBodyWithin } from "~/lib/read-body.server";

/** The sign-in, reset and account forms' bodies: a few short fields, so 16 KB is generous. */
export const AUTH_FORM_MAX_BYTES = 16 * 1024;

export type AuthForm = { ok: true; form: URLSearchParams } | { ok: false; status: 413 | 415; message: string };

/**
 * Reads a native form post (the page's form, or the router's enhanced submit of it). Another
 * content type gets 415 and a body over the cap 413, before anything is looked up.
 */
export async function readAuthForm(request: Request): Promise<AuthForm> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return { ok: false, status: 415, message: "Send this as a form." };
  const body = await readBodyWithin(request, AUTH_FORM_MAX_BYTES);
  if (body === null) return { ok: false, status: 413, message: "That is more than this form takes." };
  return { ok: true, form: new URLSearchParams(Buffer.from(body).toString("utf8")) };
}

/** A field as text, or "" when missing. */
export function field(form: URLSearchParams, name: string): string {
  return form.get(name) ?? "";
}
