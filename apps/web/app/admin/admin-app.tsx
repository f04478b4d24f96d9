import { useCallback, useEffect, useState } from "react";
import { errorText, isSignedOut } from "./error-text";
import { Inbox } from "./inbox";
import { fetchSession } from "./inbox-api";
import { SignInForm } from "./sign-in-form";

type Session = { state: "checking" } | { state: "signed-out"; notice: string | null } | { state: "signed-in" };

/**
 * The inbox page. The prerendered HTML holds only the "checking" shell: whether this browser is
 * signed in, and every lead, is asked of the API after the page has loaded.
 */
export function AdminApp() {
  const [session, setSession] = useState<Session>({ state: "checking" });

  useEffect(() => {
    fetchSession().then(
      () => setSession({ state: "signed-in" }),
      (error: unknown) => {
        const notice = isSignedOut(error) ? null : errorText(error);
        setSession({ state: "signed-out", notice });
      },
    );
  }, []);

  const signedOut = useCallback((notice: string | null) => setSession({ state: "signed-out", notice }), []);

  if (session.state === "checking") {
    return (
      <main className="inbox-shell" id="main-content">
        <p className="inbox-shell__status" role="status">
          Loading the inbox…
        </p>
        <noscript>
          <p>The lead inbox needs JavaScript.</p>
        </noscript>
      </main>
    );
  }
  if (session.state === "signed-out") {
    return <SignInForm notice={session.notice} onSignedIn={() => setSession({ state: "signed-in" })} />;
  }
  return <Inbox onSignedOut={signedOut} />;
}
