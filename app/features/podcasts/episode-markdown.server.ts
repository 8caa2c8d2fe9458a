import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * Episode show notes and transcripts to HTML, once per process. The files are ours and checked at
 * load (no raw HTML, same-site links only), and the output is sanitised all the same: raw HTML is
 * dropped (remark-rehype without allowDangerousHtml) and only plain text markup and same-site
 * links survive.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: ["p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "br", "code"],
  attributes: { a: ["href"] },
  // No scheme at all: only paths on this site (a `//host` link is refused by the file check).
  protocols: { href: [] },
  clobberPrefix: "",
};

const toHtml = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize, schema).use(rehypeStringify);

export function episodeMarkdownToHtml(markdown: string): string {
  return String(toHtml.processSync(markdown));
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

function textOf(node: MdNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  if (node.type === "break") return "\n";
  return (node.children ?? []).map(textOf).join("");
}

/** Plain text: one block per paragraph or list item, markup and link targets removed. */
export function episodeMarkdownToText(markdown: string): string {
  const tree = unified().use(remarkParse).parse(markdown) as MdNode;
  const blocks: string[] = [];
  const walk = (node: MdNode) => {
    if (node.type === "paragraph" || node.type === "heading") blocks.push(textOf(node).trim());
    else if (node.type === "listItem") blocks.push(`- ${(node.children ?? []).map(textOf).join(" ").trim()}`);
    else (node.children ?? []).forEach(walk);
  };
  walk(tree);
  return blocks.filter(Boolean).join("\n\n");
}
