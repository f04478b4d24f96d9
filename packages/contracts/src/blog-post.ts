import { z } from "zod";

/** An article of News & Media, as `GET /api/blog-posts` sends it. */
export const blogPostSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  content: z.string().min(1),
  excerpt: z.string().optional(),
  // Missing: the page shows the company's name.
  author: z.string().optional(),
  publishDate: z.iso.date(),
  tags: z.array(z.string().min(1)).optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListResponseSchema = z.object({ posts: z.array(blogPostSchema) });
export const blogPostResponseSchema = z.object({ post: blogPostSchema });

/** The `:id` of `GET /api/blog-posts/:id`; an id no article can have is simply not found. */
export const blogPostParamsSchema = z.object({ id: blogPostSchema.shape.id });
