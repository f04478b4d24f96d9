import { isSignedOut } from "./error-text";
import { signOut } from "./inbox-api";

interface InboxBarProps {
  name: string;
  onSignedOut: (notice: string | null) => void;
  showError: (error: unknown) => void;
}

/** The business's name and the sign-out button. */
export function InboxBar({ name, onSignedOut, showError }: InboxBarProps) {
  async function leave() {
    try {
      await signOut();
      onSignedOut("You are signed out.");
    } catch (error) {
      if (isSignedOut(error)) onSignedOut("You are signed out.");
      else showError(error);
    }
  }
  return (
    <header className="inbox-bar">
      <div className="container inbox-bar__inner">
        <p className="inbox-bar__title">
          <span className="inbox-bar__brand">{name}</span> Lead inbox
        </p>
        <button type="button" className="button button--secondary inbox-bar__sign-out" onClick={leave}>
          Sign out
        </button>
      </div>
    </header>
  );
}
