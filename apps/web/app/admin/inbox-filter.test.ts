import { describe, expect, it } from "vitest";
import { apiQuery, readView, writeView } from "./inbox-filter";

describe("the inbox view in the address bar", () => {
  it("reads a full view and writes it back unchanged", () => {
    const query = "kind=career&status=new&from=2025-03-01&to=2025-03-31&q=Lopez&page=3&lead=42";
    const view = readView(new URLSearchParams(query));
    expect(view).toEqual({
      kind: "career",
      status: "new",
      fromDay: "2025-03-01",
      toDay: "2025-03-31",
      q: "Lopez",
      page: 3,
      lead: 42,
      age: "",
      overdue: false,
    });
    expect(writeView(view).toString()).toBe(query);
  });

  it("falls back to everything, page 1, for values it does not know", () => {
    expect(readView(new URLSearchParams("kind=newsletter&status=x&from=March&page=-2&lead=abc"))).toEqual({
      kind: "",
      status: "",
      fromDay: "",
      toDay: "",
      q: "",
      page: 1,
      lead: null,
      age: "",
      overdue: false,
    });
    expect(writeView(readView(new URLSearchParams())).toString()).toBe("");
  });
});

describe("apiQuery", () => {
  it("turns the chosen days into the browser's midnights, the end day included", () => {
    const view = readView(new URLSearchParams("from=2025-03-01&to=2025-03-01&page=2&lead=7"));
    const query = apiQuery(view, { withPage: true });
    expect(query.get("from")).toBe(new Date(2025, 2, 1).toISOString());
    expect(query.get("to")).toBe(new Date(2025, 2, 2).toISOString());
    expect(query.get("page")).toBe("2");
    expect(query.has("lead")).toBe(false);
  });

  it("leaves the page out of the CSV export", () => {
    const view = readView(new URLSearchParams("q=ana&page=4"));
    expect(apiQuery(view, { withPage: false }).toString()).toBe("q=ana");
  });
});
