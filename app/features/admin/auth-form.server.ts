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
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > AUTH_FORM_MAX_BYTES) return { ok: false, status: 413, message: "That is more than this form takes." };
  if (!request.body) return { ok: true, form: new URLSearchParams() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > AUTH_FORM_MAX_BYTES) {
      await reader.cancel();
      return { ok: false, status: 413, message: "That is more than this form takes." };
    }
    chunks.push(value);
  }
  return { ok: true, form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")) };
}

/** A field as text, or "" when missing. */
export function field(form: URLSearchParams, name: string): string {
  return form.get(name) ?? "";
}
