import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Button, ButtonLink, buttonVariants } from "./button";
import { Heading, headingVariants } from "./heading";
import { Section } from "./section";

/** Renders inside a router, as `Link` needs one. */
function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const classOf = (html: string, tag: string) => new RegExp(`<${tag}[^>]*class="([^"]*)"`).exec(html)?.[1]?.split(" ") ?? [];

describe("ButtonLink", () => {
  it("renders a routed path as an <a> with the primary classes by default", () => {
    const html = render(<ButtonLink to="/vibe-check">Book</ButtonLink>);
    expect(html).toContain('href="/vibe-check"');
    expect(classOf(html, "a")).toEqual(expect.arrayContaining(["bg-teal-700", "text-white", "hover:bg-teal-800", "min-h-12", "px-6"]));
  });

  it("leaves tel:, sms:, mailto: and other sites' addresses as they are, and resolves a hash against the page", () => {
    for (const to of ["tel:+12145550123", "sms:988", "mailto:hello@example.com", "https://example.com/", "#faqs"]) {
      const html = render(
        <ButtonLink to={to} variant="secondary">
          Go
        </ButtonLink>,
      );
      expect(html).toContain(`href="${to.startsWith("#") ? `/${to}` : to}"`);
      expect(classOf(html, "a")).toEqual(expect.arrayContaining(["border-teal-700", "text-teal-800"]));
    }
  });

  it("adds a caller's className for placement and sets each property once per variant and size", () => {
    const classes = classOf(render(<ButtonLink to="/" size="lg" className="mt-6 w-full" />), "a");
    expect(classes).toEqual(expect.arrayContaining(["mt-6", "w-full", "min-h-14", "px-8", "text-lg"]));
    for (const variant of ["primary", "secondary", "ghost", "destructive", "caution", "inverse", "inverseOutline", "invitation"] as const) {
      for (const size of ["sm", "md", "lg", "compact", "inline", "flush"] as const) {
        const list = buttonVariants({ variant, size }).split(" ");
        for (const property of [/^px-/, /^min-h-/, /^bg-/, /^text-(xs|sm|base|lg|xl)$/]) {
          expect(list.filter((c) => property.test(c)).length, `${variant} ${size} ${property}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe("ButtonLink with reloadDocument", () => {
  it("is a plain <a> the router leaves alone", () => {
    const html = render(
      <ButtonLink to="#open-roles" reloadDocument>
        Roles
      </ButtonLink>,
    );
    expect(html).toMatch(/^<a href="#open-roles" class="[^"]*bg-teal-700/);
  });
});

describe("Button", () => {
  it("is a type=button by default, with each variant's look", () => {
    const html = renderToStaticMarkup(<Button variant="destructive">Delete</Button>);
    expect(html).toContain('type="button"');
    expect(classOf(html, "button")).toEqual(expect.arrayContaining(["bg-coral-700", "hover:bg-coral-800"]));
    expect(buttonVariants({ variant: "ghost", size: "inline" })).toContain("px-3");
    expect(buttonVariants({ variant: "ghost", size: "inline" })).not.toContain("px-6");
    expect(buttonVariants({ size: "lg" })).toContain("min-h-14");
  });

  it("has a text link's size that lines up with the text beside it, and the looks of a dark band and an invitation", () => {
    const flush = buttonVariants({ variant: "ghost", size: "flush" }).split(" ");
    expect(flush).toEqual(expect.arrayContaining(["min-h-12", "underline", "text-teal-800"]));
    expect(flush.filter((c) => /^p[xl]?-/.test(c))).toEqual([]);
    expect(buttonVariants({ variant: "inverseOutline", size: "sm" }).split(" ")).toEqual(
      expect.arrayContaining(["border", "border-teal-600", "text-white", "hover:bg-teal-800", "min-h-11", "text-sm"]),
    );
    expect(buttonVariants({ variant: "invitation", size: "lg" }).split(" ")).toEqual(
      expect.arrayContaining(["bg-coral-100", "text-teal-900", "shadow-lift", "hover:bg-white", "min-h-14", "px-8", "text-lg"]),
    );
  });
});

describe("Heading and Section", () => {
  it("keep the level apart from the size", () => {
    const html = renderToStaticMarkup(
      <Heading as="h3" size="card">
        Fees
      </Heading>,
    );
    expect(html).toMatch(/^<h3 class="font-display text-balance text-2xl text-ink">Fees<\/h3>$/);
  });

  it("sets one font size and at most one line height per size and breakpoint", () => {
    const names = ["page", "display", "section", "band", "subsection", "panel", "title", "card", "tile", "block", "item", "minor", "narrow"] as const;
    const fontSize = /^text-(\[clamp|xs$|sm$|base$|lg$|\d?xl$)/;
    for (const size of names) {
      const list = headingVariants({ size }).split(" ");
      const base = list.filter((c) => !c.includes(":"));
      const sm = list.filter((c) => c.startsWith("sm:")).map((c) => c.slice(3));
      expect(
        base.filter((c) => fontSize.test(c)),
        `${size}: one font size`,
      ).toHaveLength(1);
      expect(sm.filter((c) => fontSize.test(c)).length, `${size}: sm font size`).toBeLessThanOrEqual(1);
      expect(base.filter((c) => c.startsWith("leading-")).length, `${size}: line height`).toBeLessThanOrEqual(1);
    }
    expect(headingVariants({ size: "tile" })).toBe("font-display text-balance text-xl leading-snug sm:text-2xl text-ink");
  });

  it("names the landmark by its heading and defers it when asked", () => {
    const html = renderToStaticMarkup(
      <Section labelledBy="team-heading" title="Meet the team" tone="sand" spacing="lg" deferred>
        <p>Hi</p>
      </Section>,
    );
    expect(html).toMatch(/^<div class="render-later"><section aria-labelledby="team-heading" class="bg-sand py-20 sm:py-28">/);
    expect(html).toContain('<h2 class="font-display text-balance text-[clamp(1.75rem,1.4rem+1.5vw,2.5rem)] leading-tight text-ink"');
    expect(html).toContain('id="team-heading">Meet the team</h2>');
  });
});
