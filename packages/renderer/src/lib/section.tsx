import { createContext, type ReactNode, use } from "react";

/** Whether the block being drawn is folded (its `folded` flag); set once per block by the page. */
export const FoldedContext = createContext(false);

/**
 * The frame every block sits in: an optional anchor id, a tone, and the heading pair. A folded
 * block shows its title as the summary of a native `<details>` and opens under it.
 */
export function Section({
  id,
  tone = "plain",
  title,
  subtitle,
  className,
  children,
}: {
  id?: string | undefined;
  tone?: "plain" | "muted" | "brand" | "dark";
  title?: string | undefined;
  subtitle?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const folded = use(FoldedContext) && title !== undefined;
  const headingId = id ? `${id}-title` : undefined;
  const subtitleLine = subtitle ? <p className="section__subtitle">{subtitle}</p> : null;
  return (
    <section
      id={id}
      className={`section section--${folded ? "folded" : tone}${className ? ` ${className}` : ""}`}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {folded ? (
          <details className="fold section__fold">
            <summary className="fold__summary">
              <h2 id={headingId}>{title}</h2>
            </summary>
            {subtitleLine}
            {children}
          </details>
        ) : (
          <>
            {title ? (
              <header className="section__header">
                <h2 id={headingId}>{title}</h2>
                {subtitleLine}
              </header>
            ) : null}
            {children}
          </>
        )}
      </div>
    </section>
  );
}
