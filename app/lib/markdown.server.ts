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
 * - Images may only come from this site (a path): no third-party requests from a page. Images the
 *   caller names as library images become `<picture>` (AVIF and WebP), alone in a paragraph a
 *   `<figure>` with their title as the caption.
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
  value?: string;
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

/** What a library image needs to be shown as `<picture>`: computed by the caller from the media library. */
export interface LibraryImage {
  avifSrcset: string;
  webpSrcset: string;
  src: string;
  width: number;
  height: number;
}

/** Library images keyed by the URL the Markdown names them with. */
export type LibraryImages = Record<string, LibraryImage>;

/** The article column's width: the browser picks the variant that fills it. */
const ARTICLE_IMAGE_SIZES = "(min-width: 44rem) 42rem, calc(100vw - 2rem)";

function pictureElement(image: LibraryImage, alt: string): HastNode {
  const source = (type: string, srcset: string) => ({
    type: "element",
    tagName: "source",
    properties: { type, srcSet: srcset, sizes: ARTICLE_IMAGE_SIZES },
    children: [],
  });
  return {
    type: "element",
    tagName: "picture",
    properties: {},
    children: [
      ...(image.avifSrcset ? [source("image/avif", image.avifSrcset)] : []),
      ...(image.webpSrcset ? [source("image/webp", image.webpSrcset)] : []),
      {
        type: "element",
        tagName: "img",
        properties: { src: image.src, alt, width: image.width, height: image.height, loading: "lazy", decoding: "async" },
        children: [],
      },
    ],
  };
}

const isBlank = (node: HastNode) => node.type === "text" && !(node.value ?? "").trim();

/**
 * Library images as `<picture>`; one alone in its paragraph becomes a `<figure>` with its title as
 * `<figcaption>`. Runs after the sanitizer: what it adds is built here from the library's data, and
 * alt and caption are text nodes and attributes, escaped when the HTML is written.
 */
function libraryPictures(images: LibraryImages) {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type !== "element") return child;
        const only = child.tagName === "p" ? (child.children ?? []).filter((c) => !isBlank(c)) : [];
        const lone = only.length === 1 && only[0]!.tagName === "img" ? only[0]! : null;
        const loneImage = lone ? images[String(lone.properties?.src ?? "")] : undefined;
        if (lone && loneImage) {
          const caption = String(lone.properties?.title ?? "").trim();
          return {
            type: "element",
            tagName: "figure",
            properties: {},
            children: [
              pictureElement(loneImage, String(lone.properties?.alt ?? "")),
              ...(caption ? [{ type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: caption }] } satisfies HastNode] : []),
            ],
          };
        }
        const image = child.tagName === "img" ? images[String(child.properties?.src ?? "")] : undefined;
        if (image) return pictureElement(image, String(child.properties?.alt ?? ""));
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}

/**
 * Every image the parsed Markdown shows (inline or by reference), as written, in order. Raw HTML
 * `<img>` is not among them: raw HTML is dropped whole.
 */
function imageSourcesOf(tree: MdNode): string[] {
  const definitions = new Map<string, string>();
  const found: ({ url: string } | { reference: string })[] = [];
  const walk = (node: MdNode) => {
    if (node.type === "definition" && node.identifier) definitions.set(node.identifier, node.url ?? "");
    else if (node.type === "image") found.push({ url: node.url ?? "" });
    else if (node.type === "imageReference" && node.identifier) found.push({ reference: node.identifier });
    (node.children ?? []).forEach(walk);
  };
  walk(tree);
  // A reference without a definition is shown as plain text, not as an image.
  return found.flatMap((f) => ("url" in f ? [f.url] : definitions.has(f.reference) ? [definitions.get(f.reference)!] : []));
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

function processorFor(images: LibraryImages) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(demoteH1)
    .use(rehypeSanitize, schema)
    .use(sameSiteImagesOnly)
    .use(libraryPictures, images)
    .use(externalLinkRel)
    .use(rehypeStringify, { characterReferences: { useNamedReferences: true } });
}

const plainProcessor = processorFor({});

export interface RenderedMarkdown {
  html: string;
  wordCount: number;
  /** The images the Markdown names, as written: the caller checks them against the media library. */
  imageSources: string[];
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
export function renderMarkdown(markdown: string, { images }: { images?: LibraryImages } = {}): RenderedMarkdown {
  const problem = markdownLimitProblem(markdown);
  if (problem) throw new MarkdownLimitError(problem);
  const processor = images && Object.keys(images).length ? processorFor(images) : plainProcessor;
  const tree = processor.parse(markdown);
  if (treeDepth(tree as MdNode) > MARKDOWN_MAX_TREE_DEPTH) throw new MarkdownLimitError("The text nests formatting too deeply to show.");
  const html = String(processor.stringify(processor.runSync(tree)));
  return { html, wordCount: countWords(htmlToText(html)), imageSources: imageSourcesOf(tree as MdNode) };
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
  url?: string;
  identifier?: string;
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
