import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every component and route source of the app. */
function appSources(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** Every quoted string of a source, split into classes. */
function classLists(source: string): string[][] {
  return [...source.matchAll(/"([^"]*)"|`([^`]*)`/g)].map((m) => (m[1] ?? m[2] ?? "").split(/\s+/));
}

/** A class list that paints the primary button: the teal fill with its darker hover. */
export function hasPrimaryButtonClasses(source: string): boolean {
  return classLists(source).some((classes) => classes.includes("bg-teal-700") && classes.includes("hover:bg-teal-800"));
}

/** A class list that paints the secondary button: a teal-outlined pill (padded, not a round icon button) with teal text. */
export function hasSecondaryButtonClasses(source: string): boolean {
  return classLists(source).some(
    (classes) =>
      classes.includes("rounded-full") && classes.includes("border-teal-700") && classes.includes("text-teal-800") && classes.some((c) => /^px-/.test(c)),
  );
}

/** A class list that paints the inverse button: a cream pill with dark teal text (the main action on a teal band). */
export function hasInverseButtonClasses(source: string): boolean {
  return classLists(source).some((classes) => classes.includes("rounded-full") && classes.includes("bg-cream") && classes.includes("text-teal-900"));
}

/** A class list that paints a chip: a white pill with the hairline border that turns teal on hover. */
export function hasChipClasses(source: string): boolean {
  return classLists(source).some(
    (classes) =>
      classes.includes("rounded-full") && classes.includes("border-line") && classes.includes("bg-white") && classes.includes("hover:border-teal-700"),
  );
}

/** A class list that paints a link tile: a white card the height of a tap target, its title and arrow pushed apart. */
export function hasLinkTileClasses(source: string): boolean {
  return classLists(source).some(
    (classes) => classes.includes("min-h-16") && classes.includes("justify-between") && classes.includes("rounded-2xl") && classes.includes("border-line"),
  );
}

/** A class list that paints a list mark: a 24 px disc, rounded, kept from shrinking, that holds a check or a dash. */
export function hasListMarkClasses(source: string): boolean {
  return classLists(source).some((classes) => ["h-6", "w-6", "rounded-full", "shrink-0", "inline-flex"].every((c) => classes.includes(c)));
}

/** A step's number on a disc: a list index printed alone in a centred, rounded box. */
export function hasStepNumberDisc(source: string): boolean {
  const printsIndexAlone = />\s*\{\s*\w+ \+ 1\s*\}\s*</.test(source);
  return (
    printsIndexAlone &&
    classLists(source).some((classes) => ["items-center", "justify-center"].every((c) => classes.includes(c)) && classes.some((c) => /^rounded-/.test(c)))
  );
}

/** A class list that paints an inline link by hand (teal, underlined) instead of using the `inline-link` class of app.css. */
export function hasInlineLinkClasses(source: string): boolean {
  return classLists(source).some(
    (classes) => classes.includes("text-teal-800") && classes.includes("underline") && classes.some((c) => /^underline-offset-/.test(c)),
  );
}

/** A class list that paints a bullet by hand: a small round dot kept from shrinking. */
export function hasBulletDotClasses(source: string): boolean {
  return classLists(source).some((classes) => ["h-1.5", "w-1.5", "rounded-full", "shrink-0"].every((c) => classes.includes(c)));
}

/** A list item that starts with a check icon: a list of checked lines written by hand. */
export const HAND_CHECKED_ITEM = /<li[^>]*>\s*<Icon name="check"/;

/** An icon drawn in place: an SVG on the icons' 24 px grid outside ui/icons.tsx. */
export const INLINE_ICON = /viewBox=["{]+0 0 24 24/;

/** A colour written as a Tailwind arbitrary value (`bg-[#fdecea]`) instead of a theme token. */
export const ARBITRARY_HEX = /-\[#[0-9a-fA-F]{3,8}\]/;

/** The strokes of every icon in ui/icons.tsx (each `M…` sub-path long enough to be a drawing of its own). */
export function iconStrokes(iconModule: string): string[] {
  return [...iconModule.matchAll(/\w+:\s*"(M[^"]+)"/g)].flatMap((m) => m[1]!.split(/(?=M)/)).filter((stroke) => stroke.trim().length >= 12);
}

describe("the design system", () => {
  const sources = appSources().map((file) => ({ file: file.split(path.sep).join("/"), text: readFileSync(file, "utf8") }));

  it("keeps the primary button's classes in button.tsx", () => {
    const copies = sources.filter((s) => s.file !== "app/components/ui/button.tsx" && hasPrimaryButtonClasses(s.text)).map((s) => s.file);
    expect(copies).toEqual([]);
  });

  it("keeps the secondary button's classes in button.tsx (a pill link is a ButtonLink)", () => {
    const copies = sources.filter((s) => s.file !== "app/components/ui/button.tsx" && hasSecondaryButtonClasses(s.text)).map((s) => s.file);
    expect(copies).toEqual([]);
  });

  it("keeps the inverse button's and the chip's classes in button.tsx", () => {
    const others = sources.filter((s) => s.file !== "app/components/ui/button.tsx");
    expect(others.filter((s) => hasInverseButtonClasses(s.text)).map((s) => s.file)).toEqual([]);
    expect(others.filter((s) => hasChipClasses(s.text)).map((s) => s.file)).toEqual([]);
  });

  it("keeps the link tile's classes in link-tile.tsx (a card that is one link is a LinkTile)", () => {
    const copies = sources.filter((s) => s.file !== "app/components/ui/link-tile.tsx" && hasLinkTileClasses(s.text)).map((s) => s.file);
    expect(copies).toEqual([]);
  });

  it("keeps the list mark's classes in marked-list.tsx (a list of checked lines is a MarkedList)", () => {
    const copies = sources
      .filter(
        (s) => s.file !== "app/components/ui/marked-list.tsx" && (hasListMarkClasses(s.text) || hasBulletDotClasses(s.text) || HAND_CHECKED_ITEM.test(s.text)),
      )
      .map((s) => s.file);
    expect(copies).toEqual([]);
  });

  it("keeps the step number's disc in numbered-steps.tsx (a numbered list of steps is NumberedSteps, Steps or a StepNumber)", () => {
    const copies = sources.filter((s) => s.file !== "app/components/ui/numbered-steps.tsx" && hasStepNumberDisc(s.text)).map((s) => s.file);
    expect(copies).toEqual([]);
  });

  it("paints a teal underlined link with the inline-link class, not a copy of its classes", () => {
    // The ghost button, the "More" link and the cookie banner's quiet button are their own styles.
    const own = ["app/components/ui/button.tsx", "app/components/ui/more-link.tsx", "app/features/consent/cookie-banner.tsx"];
    expect(sources.filter((s) => !own.includes(s.file) && hasInlineLinkClasses(s.text)).map((s) => s.file)).toEqual([]);
  });

  it("draws no icon in place: every 24 px icon is an Icon", () => {
    expect(sources.filter((s) => s.file !== "app/components/ui/icons.tsx" && INLINE_ICON.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it("takes colours from the theme tokens in app.css, never a raw hex in a class", () => {
    expect(sources.filter((s) => ARBITRARY_HEX.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  it("draws icons in one module, ui/icons.tsx, and nowhere else", () => {
    const iconModule = "app/components/ui/icons.tsx";
    const strokes = iconStrokes(readFileSync(iconModule, "utf8"));
    expect(strokes.length).toBeGreaterThan(10);
    const others = sources.filter((s) => s.file !== iconModule);
    // A second icon module, or an icon's drawing copied into a component.
    expect(others.filter((s) => /(^|\/)icons\.tsx$/.test(s.file) || /export function Icon\b/.test(s.text)).map((s) => s.file)).toEqual([]);
    const copies = others.filter((s) => strokes.some((stroke) => s.text.includes(stroke.trim()))).map((s) => s.file);
    expect(copies).toEqual([]);
  });

  it("recognises a copy of the primary button and a raw hex colour", () => {
    expect(hasPrimaryButtonClasses('<a className="inline-flex rounded-full bg-teal-700 px-6 text-white hover:bg-teal-800">')).toBe(true);
    expect(hasPrimaryButtonClasses('<a className="bg-teal-700 text-white">')).toBe(false);
    expect(hasSecondaryButtonClasses('<Link className="inline-flex rounded-full border-2 border-teal-700 px-5 text-teal-800">')).toBe(true);
    expect(hasSecondaryButtonClasses('<li className="rounded-full border-teal-700 bg-teal-50 text-teal-900">')).toBe(false);
    expect(hasSecondaryButtonClasses('<button className="h-6 w-6 rounded-full border border-teal-700 text-teal-800">')).toBe(false);
    expect(hasInverseButtonClasses('<Link className="inline-flex min-h-12 rounded-full bg-cream px-6 text-teal-900 hover:bg-white">')).toBe(true);
    expect(hasInverseButtonClasses('<div className="rounded-2xl bg-cream text-teal-900">')).toBe(false);
    expect(hasChipClasses('<a className="inline-flex rounded-full border border-line bg-white px-4 hover:border-teal-700">')).toBe(true);
    expect(hasChipClasses('<div className="rounded-full border border-line bg-white">')).toBe(false);
    expect(hasLinkTileClasses('<Link className="flex min-h-16 items-center justify-between rounded-2xl border border-line bg-white p-5">')).toBe(true);
    expect(hasLinkTileClasses('<div className="flex min-h-16 rounded-2xl border border-line bg-white">')).toBe(false);
    expect(hasListMarkClasses('<span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center rounded-full bg-teal-50">')).toBe(true);
    expect(hasListMarkClasses('<span className="inline-flex h-14 w-14 rounded-full bg-teal-50">')).toBe(false);
    expect(hasStepNumberDisc('<span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-coral-50">\n  {i + 1}\n</span>')).toBe(true);
    expect(hasStepNumberDisc('<span className="flex h-12 w-12 items-center justify-center rounded-2xl">{index + 1}</span>')).toBe(true);
    expect(hasStepNumberDisc('<p className="items-center justify-center rounded-full">Line {i + 1}: days</p>')).toBe(false);
    expect(HAND_CHECKED_ITEM.test('<li key={item} className="flex gap-3">\n  <Icon name="check" size={20} className="text-teal-700" />')).toBe(true);
    expect(HAND_CHECKED_ITEM.test('<li key={perk}>\n  <Icon name="calendar" size={20} />')).toBe(false);
    expect(hasBulletDotClasses('<span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-teal-600" />')).toBe(true);
    expect(hasBulletDotClasses('<span className="h-1.5 w-8 rounded bg-coral-500" />')).toBe(false);
    expect(hasInlineLinkClasses('<Link className="mt-4 font-semibold text-teal-800 underline underline-offset-2">')).toBe(true);
    expect(hasInlineLinkClasses('<Link className="mt-4 inline-flex min-h-11 items-center inline-link">')).toBe(false);
    expect(INLINE_ICON.test('<svg viewBox="0 0 24 24" width="18">')).toBe(true);
    expect(INLINE_ICON.test('<svg viewBox="0 0 32 32">')).toBe(false);
    expect(ARBITRARY_HEX.test('className="text-[#b42318]"')).toBe(true);
    expect(ARBITRARY_HEX.test('className="text-danger-700"')).toBe(false);
  });
});
