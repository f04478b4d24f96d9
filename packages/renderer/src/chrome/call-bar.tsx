import { Icon } from "../icons";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";

/** City pages on small screens: Call Now and Request Service, always in reach of a thumb. */
export function CallBar({ formAnchor, trackLabel }: { formAnchor: string; trackLabel: string }) {
  const { navigation } = useSite();
  return (
    <div className="call-bar" data-testid="call-bar">
      <CallLink trackLabel={trackLabel} className="button button--primary">
        <Icon name="phone" size={18} />
        {navigation.ui.callNow}
      </CallLink>
      <a href={formAnchor} className="button button--secondary">
        {navigation.ui.requestService}
      </a>
    </div>
  );
}
