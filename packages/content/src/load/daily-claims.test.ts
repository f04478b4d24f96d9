import { describe, expect, it } from "vitest";
import { cityPath } from "../pages/city-page";
import { catalogueCopy } from "../test/catalogue-copy";
import mebane from "../test/mebane.json" with { type: "json" };
import { problemsOf } from "../test/problems-of";
import walkertown from "../test/walkertown.json" with { type: "json" };
import { loadCatalogue } from "./load";

const nearbySubtitle = (dir: string, slug: string) =>
  loadCatalogue(dir, { drafts: false })
    .pages.find((page) => page.path === cityPath(slug, "NC"))
    ?.blocks.find((block) => block.type === "nearbyCommunities")?.subtitle;

/** A copy whose daily radius is the test's own, 20 miles. */
function copyWithRadius() {
  const copy = catalogueCopy();
  copy.edit("templates/city-page.json", (template) => {
    (template.travel as { dailyRadiusMiles: number }).dailyRadiusMiles = 20;
  });
  return copy;
}

describe("how often the trucks are in a town", () => {
  it("comes from the computed distance: a town beyond the daily radius is not told 'every day'", () => {
    const copy = copyWithRadius();
    copy.write("cities/mebane.json", mebane);
    copy.write("cities/walkertown.json", walkertown);
    const template = copy.read("templates/city-page.json") as { nearby: { subtitle: string; farSubtitle: string } };
    expect(nearbySubtitle(copy.dir, "mebane")).toBe(
      template.nearby.farSubtitle
        .replaceAll("{city}", "Mebane")
        .replaceAll("{distance}", "45 miles")
        .replaceAll("{office}", "Kernersville"),
    );
    expect(nearbySubtitle(copy.dir, "walkertown")).toBe(template.nearby.subtitle.replaceAll("{city}", "Walkertown"));
  });

  it("refuses an 'every day' claim in a far town's own text, naming the field and the distance", () => {
    const copy = copyWithRadius();
    copy.write("cities/mebane.json", {
      ...mebane,
      intro: ["Our trucks are in Mebane every day, all year.", ...mebane.intro.slice(1)],
    });
    copy.write("cities/walkertown.json", {
      ...walkertown,
      intro: ["Our trucks are in Walkertown every day.", ...walkertown.intro.slice(1)],
    });
    const problems = problemsOf(copy.dir);
    expect(problems).toContain(
      'cities/mebane.json: intro[0]: says "every day" but Mebane is 45 miles from the office, beyond the 20-mile daily radius (travel.dailyRadiusMiles in templates/city-page.json): say how often the trucks really go there, or leave it out',
    );
    expect(problems.filter((problem) => problem.startsWith("cities/walkertown.json"))).toEqual([]);
  });

  it("refuses template words for far towns that claim it", () => {
    const copy = copyWithRadius();
    copy.write("cities/mebane.json", mebane);
    copy.edit("templates/city-page.json", (template) => {
      (template.nearby as { farSubtitle: string }).farSubtitle = "We are in {city} daily";
    });
    expect(problemsOf(copy.dir)).toContain(
      'templates/city-page.json: nearby.farSubtitle: says "daily" but Mebane is 45 miles from the office, beyond the 20-mile daily radius (travel.dailyRadiusMiles in templates/city-page.json): say how often the trucks really go there, or leave it out',
    );
  });
});
