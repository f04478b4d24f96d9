import type { Catalogue } from "@brightwater/content";
import { blogPostListResponseSchema, blogPostParamsSchema, blogPostResponseSchema } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "../../lib/http/api-error";
import { errorResponses } from "../../lib/http/route-schemas";

/** News & Media articles, from the same catalogue the pages are built from. */
const blogPostRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, options) => {
  const { articles } = options.catalogue;
  const byId = new Map(articles.map((post) => [post.id, post]));

  app.get(
    "/api/blog-posts",
    { schema: { response: { 200: blogPostListResponseSchema, ...errorResponses } } },
    async () => ({ posts: articles }),
  );

  app.get(
    "/api/blog-posts/:id",
    { schema: { params: blogPostParamsSchema, response: { 200: blogPostResponseSchema, ...errorResponses } } },
    async (request) => {
      const post = byId.get(request.params.id);
      if (!post) throw new ApiError(404, "not_found", `No article "${request.params.id}".`);
      return { post };
    },
  );
};

export default blogPostRoutes;
