import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../load/load";
import { catalogueUnderTest } from "../test/catalogue-under-test";
import { breadcrumbTrail } from "./breadcrumbs";

const catalogue = loadCatalogue(catalogueUnderTest);
const trailOf = (path: string) => {
  const page = catalogue.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return breadcrumbTrail(page, catalogue.pages);
};

describe("breadcrumbTrail", () => {
  it("has no trail on the home page", () => {
    expect(trailOf("/")).toEqual([]);
  });

  it("puts a city page under Service Areas", () => {
    expect(trailOf("/service-areas/greensboro-nc")).toEqual([
      { name: "Home", path: "/" },
      { name: "Service Areas", path: "/service-areas" },
      { name: "Greensboro, NC", path: "/service-areas/greensboro-nc" },
    ]);
  });

  it("puts a service page under Services, and an article under News & Media", () => {
    expect(trailOf("/drain-cleaning").map((crumb) => crumb.name)).toEqual(["Home", "Services", "Drain Cleaning"]);
    const [post] = catalogue.articles;
    expect(trailOf(`/archive/${post?.id}`).map((crumb) => crumb.name)).toEqual(["Home", "News & Media", post?.title]);
  });

  it("gives every page below home a trail that starts at home and ends at the page", () => {
    for (const page of catalogue.pages.filter((candidate) => candidate.path !== "/")) {
      const trail = breadcrumbTrail(page, catalogue.pages);
      expect(trail[0]?.path).toBe("/");
      expect(trail.at(-1)?.path).toBe(page.path);
    }
  });
});
