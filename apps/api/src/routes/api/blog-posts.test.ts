import { blogPostListResponseSchema, blogPostResponseSchema } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { testApp } from "../../test/helpers";

describe("blog posts", () => {
  it("lists every article, newest first, in the contract's shape", async () => {
    const app = await testApp();
    const response = await app.inject({ url: "/api/blog-posts" });
    expect(response.statusCode).toBe(200);
    const { posts } = blogPostListResponseSchema.parse(response.json());
    expect(posts.length).toBeGreaterThanOrEqual(1);
    const dates = posts.map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("returns one article by id", async () => {
    const app = await testApp();
    const { posts } = (await app.inject({ url: "/api/blog-posts" })).json();
    const response = await app.inject({ url: `/api/blog-posts/${posts[0].id}` });
    expect(response.statusCode).toBe(200);
    expect(blogPostResponseSchema.parse(response.json()).post.id).toBe(posts[0].id);
  });

  it("answers 404 JSON for an unknown id", async () => {
    const app = await testApp();
    const response = await app.inject({ url: "/api/blog-posts/no-such-article" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});
