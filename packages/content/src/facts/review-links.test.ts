import { describe, expect, it } from "vitest";
import { reviewLinks } from "./review-links";

const rating = { value: 4.9, count: 10, source: "Google", readUrl: "https://a.example", writeUrl: "https://b.example" };

describe("reviewLinks", () => {
  it("makes the read and write links from the place id", () => {
    expect(reviewLinks({ rating: { ...rating, placeId: "ChIJ a+b" } })).toEqual({
      read: "https://search.google.com/local/reviews?placeid=ChIJ%20a%2Bb",
      write: "https://search.google.com/local/writereview?placeid=ChIJ%20a%2Bb",
    });
  });

  it("gives no links without a place id", () => {
    expect(reviewLinks({ rating })).toBeNull();
  });
});
