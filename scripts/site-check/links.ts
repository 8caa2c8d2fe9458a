/**
 * What a server-rendered page points at: the addresses in its links, stylesheets, images, scripts,
 * media sources and forms, and the ids its own fragments can land on. Reads React's HTML, whose
 * attribute values are always double-quoted with `<`, `>`, `"` and `&` escaped.
 */

export interface PageReference {
  /** The attribute's value, entities decoded, as written. */
  href: string;
  /** `a[href]`, `img[srcset]`, `form[action]`... */
  from: string;
  /** For a form: its method (lower case). */
  method?: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'", "#x2F": "/", nbsp: "\u00a0" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name]!;
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(/\s([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = m[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return found;
}

/** The page's markup without the bodies of inline scripts, styles and templates (their text is not markup). */
function markupOnly(html: string): string {
  return html.replace(/(<(script|style|template)\b[^>]*>)[\s\S]*?(<\/\2>)/gi, "$1$3").replace(/<!--[\s\S]*?-->/g, "");
}

const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  form: ["action"],
};

/** Every address the page's markup points at. `link` elements that are not fetched (preconnect hints) are left out. */
export function pageReferences(html: string): PageReference[] {
  const refs: PageReference[] = [];
  for (const m of markupOnly(html).matchAll(/<([a-z]+)(\s[^>]*)?>/gi)) {
    const tag = m[1]!.toLowerCase();
    const names = URL_ATTRIBUTES[tag];
    if (!names) continue;
    const attrs = attributes(m[2] ?? "");
    if (tag === "link" && /\b(preconnect|dns-prefetch)\b/i.test(attrs.get("rel") ?? "")) continue;
    for (const name of names) {
      const value = attrs.get(name);
      if (value === undefined) continue;
      if (name === "srcset") {
        for (const candidate of value.split(",")) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) refs.push({ href: url, from: `${tag}[srcset]` });
        }
      } else if (tag === "form") {
        refs.push({ href: value, from: "form[action]", method: (attrs.get("method") ?? "get").toLowerCase() });
      } else {
        refs.push({ href: value, from: `${tag}[${name}]` });
      }
    }
  }
  return refs;
}

/** The fragment targets of a page: every `id`, and the `name` of anchors. */
export function fragmentTargets(html: string): Set<string> {
  const targets = new Set<string>();
  for (const m of markupOnly(html).matchAll(/<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi)) {
    const attrs = attributes(m[2] ?? "");
    const id = attrs.get("id");
    if (id) targets.add(id);
    if (m[1]!.toLowerCase() === "a" && attrs.get("name")) targets.add(attrs.get("name")!);
  }
  return targets;
}
