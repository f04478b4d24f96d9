import type { BlockOf } from "@brightwater/content/types";
import { apiRequest } from "@brightwater/contracts/api-request";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../articles/format";
import { TagList } from "../../articles/tag-list";
import { Section } from "../../lib/section";

interface FullPost {
  id: string;
  content: string;
}

/**
 * News & Media. The prerendered list shows every article with its preview; once the page runs,
 * the full texts come from the API so that search also finds words deep in an article.
 */
export function ArticleList({ block }: { block: BlockOf<"articleList"> }) {
  const [query, setQuery] = useState("");
  const [contents, setContents] = useState<Map<string, string> | null>(null);
  const [loading, setLoading] = useState(block.posts.length === 0);
  const search = useRef<HTMLInputElement>(null);

  // Words typed into the prerendered search box before this list's code arrived still count.
  useEffect(() => {
    const typed = search.current?.value ?? "";
    if (typed) setQuery(typed);
  }, []);

  useEffect(() => {
    let live = true;
    apiRequest<{ posts: FullPost[] }>("GET", "/api/blog-posts")
      .then(({ posts }) => {
        if (live) setContents(new Map(posts.map((post) => [post.id, post.content])));
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
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

  let body: ReactNode;
  if (loading && block.posts.length === 0) {
    body = (
      <p className="articles__state" role="status">
        {block.loadingText}
      </p>
    );
  } else if (block.posts.length === 0) {
    body = (
      <div className="articles__state">
        <h2>{block.empty.title}</h2>
        <p>{block.empty.text}</p>
      </div>
    );
  } else if (matches.length === 0) {
    body = (
      <div className="articles__state" role="status">
        <h2>{block.noMatch.title}</h2>
        <p>{block.noMatch.text}</p>
      </div>
    );
  } else {
    body = (
      <ul className="articles">
        {matches.map((post) => (
          <li key={post.id} className="article-card">
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
              {block.readMoreLabel}
            </span>
          </li>
        ))}
      </ul>
    );
  }

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
      {body}
    </Section>
  );
}
