import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { findCycles } from "./check-import-cycles";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: ROOT, cache: false });

/** Lints `code` as if it were saved at `file` (relative to the repository root); returns the rule ids reported. */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the lint enforces the import boundaries", () => {
  it("refuses content importing a feature", async () => {
    const messages = await lint("app/content/boundary-probe.ts", 'export { NECESSARY_ONLY } from "~/features/consent/consent-preferences";\n');
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"content".*"feature"/)]);
  });

  it("refuses one feature importing another", async () => {
    const messages = await lint("app/features/contact/boundary-probe.ts", 'export { TherapistCard } from "~/features/therapists/therapist-card";\n');
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*feature="contact".*feature="therapists"/)]);
  });

  it("refuses lib importing a feature, and app code importing the server", async () => {
    expect(await lint("app/lib/boundary-probe.ts", 'export { CONTACT_API_PATH } from "~/features/contact/contact-constants";\n')).toHaveLength(1);
    expect(await lint("app/lib/boundary-probe.ts", 'export type { Config } from "../../server/config";\n')).toHaveLength(1);
  });

  it("refuses a browser module importing a *.server module", async () => {
    // A feature may use the database, but only from its own *.server modules.
    const messages = await lint("app/features/contact/boundary-probe.ts", 'export { openDatabase } from "~/db/client.server";\n');
    expect(messages).toEqual([expect.stringContaining("must not import a *.server module")]);
    expect(await lint("app/features/contact/boundary-probe.server.ts", 'export { openDatabase } from "~/db/client.server";\n')).toEqual([]);
  });

  it("refuses a public component importing the admin's building blocks, which admin features may use", async () => {
    const messages = await lint("app/components/sections/boundary-probe.ts", 'export { buttonClass } from "~/components/admin/admin-kit";\n');
    expect(messages).toEqual([expect.stringContaining("must not import the admin's building blocks")]);
    expect(await lint("app/features/leads/boundary-probe.ts", 'export { buttonClass } from "~/components/admin/admin-kit";\n')).toEqual([]);
  });

  it("lets imports flow the allowed way", async () => {
    expect(
      await lint("app/features/contact/boundary-probe.ts", 'export { site } from "~/content/site";\nexport { CONTACT_API_PATH } from "./contact-constants";\n'),
    ).toEqual([]);
    expect(await lint("app/routes/boundary-probe.ts", 'export { CONTACT_API_PATH } from "~/features/contact/contact-constants";\n')).toEqual([]);
    expect(await lint("server/boundary-probe.ts", 'export { serviceInterestLabel } from "~/content/service-interest";\n')).toEqual([]);
  });
});

describe("the lint keeps route modules thin", () => {
  it("refuses React Router's hand-written route types, a hand-placed RenderLater and a route over 200 lines", async () => {
    expect(await lint("app/routes/thin-probe.tsx", 'import type { MetaFunction } from "react-router";\nexport const meta: MetaFunction = () => [];\n')).toEqual(
      [expect.stringMatching(/^no-restricted-imports: .*generated types/)],
    );
    expect(await lint("app/routes/thin-probe.tsx", 'export { RenderLater } from "~/components/performance/render-later";\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*`deferred` prop/),
    ]);
    const long = Array.from({ length: 201 }, (_, i) => `export const line${i} = ${i};`).join("\n") + "\n";
    expect(await lint("app/routes/thin-probe.ts", long)).toEqual([expect.stringMatching(/^max-lines: /)]);
    // The same code is fine outside the routes.
    expect(await lint("app/features/contact/thin-probe.ts", long)).toEqual([]);
  });
});

describe("the import-cycle check", () => {
  it("finds a cycle, however long, and nothing in a tree", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});
