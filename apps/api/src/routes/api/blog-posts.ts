import type { Catalogue } from "@brightwater/content";
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../lib/api-error";

/** News & Media articles, from the same catalogue the pages are built from. */
export default async function blogPostRoutes(app: FastifyInstance, options: { catalogue: Catalogue }) {
  const { articles } = options.catalogue;
  const byId = new Map(articles.map((post) => [post.id, post]));

  app.get("/api/blog-posts", async () => ({ posts: articles }));

  app.get<{ Params: { id: string } }>("/api/blog-posts/:id", async (request) => {
    const post = byId.get(request.params.id);
    if (!post) throw new ApiError(404, "not_found", `No article "${request.params.id}".`);
    return { post };
  });
}
