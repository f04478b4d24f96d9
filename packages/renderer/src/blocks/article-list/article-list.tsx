import type { BlockOf } from "@brightwater/content/types";
import { apiRequest } from "@brightwater/contracts/api-request";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../articles/format";
import { TagList } from "../../articles/tag-list";
import { Section } from "../../lib/section";

interface FullPost {
  id: string;
  content: string;
}

type Block = BlockOf<"articleList">;

/** The full texts from the API, so that search also finds words deep in an article; loading until they come. */
function useFullTexts(posts: Block["posts"]) {
  const [contents, setContents] = useState<Map<string, string> | null>(null);
  const [loading, setLoading] = useState(posts.length === 0);
  useEffect(() => {
    let live = true;
    apiRequest<{ posts: FullPost[] }>("GET", "/api/blog-posts")
      .then(({ posts: full }) => {
        if (live) setContents(new Map(full.map((post) => [post.id, post.content])));
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, []);
  return { contents, loading };
}

/** One article: date and author, its title linking to it, the preview, its tags. */
function ArticleCard({ post, readMoreLabel }: { post: Block["posts"][number]; readMoreLabel: string }) {
  return (
    <li className="article-card">
      <p className="article-card__meta">
        <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time> · {post.author}
      </p>
      <h2>
        <Link to={`/archive/${post.id}`}>{post.title}</Link>
      </h2>
      <p>{post.preview}</p>
      <TagList tags={post.tags} />
      {/* The title's link covers the whole card (see .article-card h2 a::after): one link per
          article, so "Read more" is a cue, not a second link with no meaning of its own. */}
      <span className="card__link" aria-hidden="true">
        {readMoreLabel}
      </span>
    </li>
  );
}

/** The list's state when it has no card to show: loading, no articles, or none that match. */
function ListState({ block, loading }: { block: Block; loading: boolean }) {
  if (loading && block.posts.length === 0) {
    return (
      <p className="articles__state" role="status">
        {block.loadingText}
      </p>
    );
  }
  const { title, text } = block.posts.length === 0 ? block.empty : block.noMatch;
  return (
    <div className="articles__state" role={block.posts.length === 0 ? undefined : "status"}>
      <h2>{title}</h2>
      <p>{text}</p>
    </div>
  );
}

/**
 * News & Media. The prerendered list shows every article with its preview; once the page runs,
 * the full texts come from the API so that search also finds words deep in an article.
 */
export function ArticleList({ block }: { block: Block }) {
  const [query, setQuery] = useState("");
  const { contents, loading } = useFullTexts(block.posts);
  const search = useRef<HTMLInputElement>(null);

  // Words typed into the prerendered search box before this list's code arrived still count.
  useEffect(() => {
    const typed = search.current?.value ?? "";
    if (typed) setQuery(typed);
  }, []);

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return block.posts;
    return block.posts.filter((post) =>
      [post.title, contents?.get(post.id) ?? post.preview, post.author].some((text) =>
        text.toLowerCase().includes(needle),
      ),
    );
  }, [block.posts, contents, query]);

  return (
    <Section id={block.id}>
      <div className="articles__search field">
        <label htmlFor="article-search">{block.searchLabel}</label>
        <input
          ref={search}
          id="article-search"
          type="search"
          value={query}
          placeholder={block.searchPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {matches.length === 0 || (loading && block.posts.length === 0) ? (
        <ListState block={block} loading={loading} />
      ) : (
        <ul className="articles">
          {matches.map((post) => (
            <ArticleCard key={post.id} post={post} readMoreLabel={block.readMoreLabel} />
          ))}
        </ul>
      )}
    </Section>
  );
}
