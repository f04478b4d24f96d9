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
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
