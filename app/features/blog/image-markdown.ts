/**
 * The Markdown of one image in a post: `![alt](url "caption")`, written so that whatever the
 * writer typed stays text (brackets, quotes and backslashes escaped, line breaks made spaces).
 * A library image alone in its paragraph is published as a figure, its caption under it.
 */
export function imageMarkdown({ url, alt, caption }: { url: string; alt: string; caption?: string }): string {
  const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
  const altText = oneLine(alt).replace(/[\\[\]]/g, "\\$&");
  const title = oneLine(caption ?? "").replace(/[\\"]/g, "\\$&");
  return `![${altText}](${url}${title ? ` "${title}"` : ""})`;
}

/**
 * `text` inserted between `before` and `after` as a paragraph of its own: blank lines around it,
 * none added at the very start or end. Answers the inserted string and where the caret goes after it.
 */
export function asOwnParagraph(before: string, text: string, after: string): { insert: string; caret: number } {
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const insert = `${lead}${text}${trail}`;
  return { insert, caret: insert.length };
}
