import type { ReactNode } from "react";

/** The frame every block sits in: an optional anchor id, a tone, and the heading pair. */
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
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      className={`section section--${tone}${className ? ` ${className}` : ""}`}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {title ? (
          <header className="section__header">
            <h2 id={headingId}>{title}</h2>
            {subtitle ? <p className="section__subtitle">{subtitle}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
