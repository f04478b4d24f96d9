import type { Action } from "@brightwater/content/types";
import { use } from "react";
import { Icon } from "../icons";
import { track } from "../lib/track";
import { RequestAnchorContext } from "./call-bar";
import { CallLink } from "./call-link";
import { SiteLink } from "./site-link";

export function ActionButton({ action }: { action: Action }) {
  const bar = use(RequestAnchorContext);
  // On a page with a call bar, a button the bar repeats (a call, a link to the bar's form) is its
  // twin: on a phone it gives way to the bar (chrome.css).
  const twin = bar !== null && (action.kind === "call" || action.href === bar);
  const className = `button button--${action.style}${twin ? " bar-twin" : ""}`;
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
          className={className}
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
