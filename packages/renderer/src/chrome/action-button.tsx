import type { Action } from "@brightwater/content/types";
import { use } from "react";
import { Icon } from "../icons";
import { track } from "../lib/track";
import { RequestAnchorContext } from "./call-bar";
import { CallLink } from "./call-link";
import { SiteLink } from "./site-link";

export function ActionButton({ action }: { action: Action }) {
  const className = `button button--${action.style}`;
  const requestAnchor = use(RequestAnchorContext);
  switch (action.kind) {
    case "call":
      return (
        <CallLink trackLabel={action.trackLabel} className={className}>
          <Icon name="phone" size={18} />
          {action.label}
        </CallLink>
      );
    case "link":
      return (
        <SiteLink
          href={action.href}
          className={action.href === requestAnchor ? `${className} request-twin` : className}
          onClick={
            action.trackLabel
              ? () => track({ event: "request_service", category: "engagement", label: action.trackLabel ?? "" })
              : undefined
          }
        >
          {action.label}
        </SiteLink>
      );
    case "external":
      return (
        <a href={action.href} className={className} target="_blank" rel="noopener noreferrer">
          {action.label}
        </a>
      );
  }
}

export function ActionRow({ actions }: { actions: readonly Action[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="actions">
      {actions.map((action) => (
        <ActionButton key={`${action.kind}-${action.label}`} action={action} />
      ))}
    </div>
  );
}
