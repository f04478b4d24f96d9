import type { BlockOf } from "@brightwater/content/types";
import { Link } from "react-router";
import { formatDate } from "../../articles/format";
import { TagList } from "../../articles/tag-list";
import { CallLink } from "../../chrome/call-link";
import { SiteLink } from "../../chrome/site-link";
import { CatalogueImage } from "../../lib/picture";
import { ArticleBody } from "./article-body";

export function ArticleView({ block }: { block: BlockOf<"article"> }) {
  const { post, estimate } = block;
  return (
    <article className="section">
      <div className="container article">
        <p>
          <Link to={block.backHref} className="article__back">
            ← {block.backLabel}
          </Link>
        </p>
        <header className="article__header">
          {block.image ? (
            <CatalogueImage className="article__drawing" image={block.image} slot="hero" priority />
          ) : null}
          <h1>{post.title}</h1>
          <p className="article-card__meta">
            <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time> · {post.author}
          </p>
          <TagList tags={post.tags} />
          {post.excerpt ? <p className="article__excerpt">{post.excerpt}</p> : null}
        </header>
        <ArticleBody body={post.body} />
        <aside className="article__cta">
          <h2>{estimate.title}</h2>
          <p>{estimate.text}</p>
          <div className="actions">
            <SiteLink href={estimate.href} className="button button--primary">
              {estimate.label}
            </SiteLink>
            <CallLink trackLabel={block.callTrackLabel} className="button button--secondary" />
          </div>
        </aside>
        <p>
          <Link to={block.backHref} className="button button--secondary">
            {block.backLabel}
          </Link>
        </p>
      </div>
    </article>
  );
}
