import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A link to a catalogue href: pages navigate client-side, "#anchors" jump within the page,
 * files (the sitemap) load as documents.
 */
export function SiteLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  if (href.startsWith("#") || /\.[a-z]+$/.test(href)) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  // Every route is in the manifest from the start (react-router.config.ts): no link discovers one.
  return (
    <Link to={href} className={className} onClick={onClick} discover="none">
      {children}
    </Link>
  );
}
