import type { Catalogue } from "../schema/catalogue";
import { readJson } from "./catalogue-files";
import type { AddFinding } from "./launch-finding";

/** Sample reviews, jobs no office confirmed, and the daily radius the city pages state. */
export function recordFindings(dir: string, catalogue: Catalogue, add: AddFinding): void {
  const reviews = readJson(dir, "testimonials.json") as { reviews: { id: string; sample?: boolean }[] };
  reviews.reviews.forEach((review, index) => {
    if (!review.sample) return;
    add(
      "testimonials.json",
      `reviews[${index}]`,
      `"${review.id}" is a sample review nobody wrote`,
      "replace it with a real review (author as shown, rating, date, platform and link) or delete it",
    );
  });
  for (const entry of catalogue.cityEntries) {
    entry.jobs.forEach((job, index) => {
      if (job.confirmedByOffice) return;
      add(
        `cities/${entry.slug}.json`,
        `jobs[${index}]`,
        `"${job.work}" is not confirmed by the office (not shown until it is)`,
        'have the office confirm a job it did, then set "confirmedByOffice": true, or delete it',
      );
    });
  }
  const { travel } = catalogue.cityTemplate;
  if (!travel.confirmedByOffice) {
    add(
      "templates/city-page.json",
      "travel",
      `the ${travel.dailyRadiusMiles}-mile radius within which pages say the trucks are in town every day is not confirmed`,
      'have the office confirm it, then set "confirmedByOffice": true',
    );
  }
}
