import { describe, expect, it } from "vitest";
import { accessLogPage, leadFilterParams, parseLeadFilter } from "./lead-filter";

describe("the inbox's and the access log's addresses", () => {
  it("reads the access log's page as a whole number from 1, anything else as the first page", () => {
    const page = (query: string) => accessLogPage(new URLSearchParams(query));
    expect(page("")).toBe(1);
    expect(page("page=3")).toBe(3);
    for (const odd of ["page=0", "page=-2", "page=2.5", "page=abc", "page=1e9", "page=%00", "page=100000"]) expect(page(odd), odd).toBe(1);
  });

  it("writes a filter back to the same address it was read from, so the loader and the query agree on it", () => {
    for (const query of ["", "type=newsletter", "status=new&service=couples-therapy", "q=Rowan&page=2", "type=deliveries&state=failed"]) {
      const filter = parseLeadFilter(new URLSearchParams(query));
      expect(parseLeadFilter(leadFilterParams(filter))).toEqual(filter);
    }
  });
});
