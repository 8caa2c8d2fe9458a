/**
 * A request's body, read up to `maxBytes`: null as soon as the declared length or the bytes read pass
 * the cap (the rest is not read), so a huge post costs nothing beyond the cap.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A native form post (multipart or urlencoded) read up to `maxBytes` and parsed, or why not:
 * 415 for any other content type, 413 past the cap, 400 when the body is not a readable form.
 */
export async function readFormWithin(request: Request, maxBytes: number): Promise<{ form: FormData } | { refused: 400 | 413 | 415 }> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded") return { refused: 415 };
  const body = await readBodyWithin(request, maxBytes);
  if (body === null) return { refused: 413 };
  try {
    return { form: await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData() };
  } catch {
    return { refused: 400 };
  }
}
