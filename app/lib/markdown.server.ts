import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * The site's one Markdown renderer: blog posts (once, when a post is saved; pages print the stored
 * result) and podcast show notes and transcripts (once per process).
 * - Raw HTML in the Markdown is dropped (remark-rehype without allowDangerousHtml).
 * - rehype-sanitize (GitHub's allow-list) then removes anything else unsafe: event handlers,
 *   style, iframes, and URLs with other protocols than these (so no javascript: or data:).
 * - Images may only come from this site (a path): no third-party requests from a page.
 * - `#` headings become `##`: the page title is the only h1.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto", "tel"], cite: ["http", "https"] },
  // Task-list checkboxes would be unlabeled form controls on a page of text.
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => t !== "input"),
  attributes: {
    ...defaultSchema.attributes,
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
  },
};

/** The part of a hast node these small plugins touch. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function eachElement(node: HastNode, fn: (element: HastNode & { tagName: string; properties: Record<string, unknown> }) => void) {
  if (node.type === "element" && node.tagName) fn(node as HastNode & { tagName: string; properties: Record<string, unknown> });
  for (const child of node.children ?? []) eachElement(child, fn);
}

function demoteH1() {
  return (tree: HastNode) => {
    eachElement(tree, (node) => {
      if (node.tagName === "h1") node.tagName = "h2";
    });
  };
}

/** Images from other sites would be third-party requests from a post: only this site's paths stay. */
function sameSiteImagesOnly() {
  return (tree: HastNode) => {
    const prune = (node: HastNode) => {
      if (!node.children) return;
      node.children = node.children.filter((c) => !(c.type === "element" && c.tagName === "img" && !/^\/(?!\/)/.test(String(c.properties?.src ?? ""))));
      node.children.forEach(prune);
    };
    prune(tree);
  };
}

/** Links to other sites open as usual but pass no referrer or ranking credit. */
function externalLinkRel() {
  return (tree: HastNode) => {
    eachElement(tree, (node) => {
      const href = node.tagName === "a" ? node.properties.href : undefined;
      if (typeof href === "string" && /^https?:/i.test(href)) node.properties.rel = ["nofollow", "noopener", "noreferrer"];
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(demoteH1)
  .use(rehypeSanitize, schema)
  .use(sameSiteImagesOnly)
  .use(externalLinkRel)
  .use(rehypeStringify, { characterReferences: { useNamedReferences: true } });

export interface RenderedMarkdown {
  html: string;
  wordCount: number;
}

/** Markdown the renderer refuses: too long or nested too deep to render in good time. */
export class MarkdownLimitError extends Error {
  override name = "MarkdownLimitError";
}

export const MARKDOWN_MAX_CHARS = 100_000;
/** Quotes and list items inside each other on one line (`> > - 1.`); real writing needs a few. */
export const MARKDOWN_MAX_NESTING = 10;
/** Leading spaces of a line (nesting by indentation); tabs count four. */
export const MARKDOWN_MAX_INDENT = 40;
/** Depth of the parsed tree, a backstop for nesting the line scan does not see (links, emphasis). */
const MARKDOWN_MAX_TREE_DEPTH = 40;

/**
 * Why this Markdown is refused, or null. One linear pass: the parser's cost grows with nesting,
 * so deep quotes or lists (`>` 100,000 times) are refused before any parsing.
 */
export function markdownLimitProblem(markdown: string): string | null {
  if (markdown.length > MARKDOWN_MAX_CHARS) return `The text is at most ${MARKDOWN_MAX_CHARS.toLocaleString("en-US")} characters.`;
  let line = 1;
  let i = 0;
  while (i < markdown.length) {
    let indent = 0;
    let nesting = 0;
    for (;;) {
      const c = markdown[i];
      if (c === " ") indent += 1;
      else if (c === "\t") indent += 4;
      else if (c === ">") nesting += 1;
      else if ((c === "-" || c === "*" || c === "+") && /[ \t]/.test(markdown[i + 1] ?? "")) nesting += 1;
      else if (c !== undefined && c >= "0" && c <= "9") {
        let j = i;
        while (j < i + 10 && (markdown[j] ?? "") >= "0" && (markdown[j] ?? "") <= "9") j++;
        if (!/[.)]/.test(markdown[j] ?? "") || !/[ \t]/.test(markdown[j + 1] ?? "")) break;
        nesting += 1;
        i = j;
      } else break;
      if (nesting > MARKDOWN_MAX_NESTING) return `Line ${line} nests quotes or lists more than ${MARKDOWN_MAX_NESTING} deep.`;
      if (indent > MARKDOWN_MAX_INDENT) return `Line ${line} is indented more than ${MARKDOWN_MAX_INDENT} spaces.`;
      i++;
    }
    const end = markdown.indexOf("\n", i);
    if (end < 0) break;
    i = end + 1;
    line += 1;
  }
  return null;
}

function treeDepth(node: MdNode): number {
  let deepest = 0;
  const stack: [MdNode, number][] = [[node, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of current.children ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Renders within the limits above; throws MarkdownLimitError for Markdown past them. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const problem = markdownLimitProblem(markdown);
  if (problem) throw new MarkdownLimitError(problem);
  const tree = processor.parse(markdown);
  if (treeDepth(tree as MdNode) > MARKDOWN_MAX_TREE_DEPTH) throw new MarkdownLimitError("The text nests formatting too deeply to show.");
  const html = String(processor.stringify(processor.runSync(tree)));
  return { html, wordCount: countWords(htmlToText(html)) };
}

/** The text of rendered HTML (for word counts and the search index). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi, (_, dec, hex, name) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }[(name as string).toLowerCase()] ?? " ";
    })
    .replace(/\s+/g, " ")
    .trim();
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

/** Plain text of Markdown: one block per paragraph, heading or list item, markup and link targets removed. */
export function markdownToText(markdown: string): string {
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

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes at about 230 words a minute, at least one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 230));
}
