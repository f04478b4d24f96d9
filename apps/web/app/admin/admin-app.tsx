import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { errorText, isSignedOut } from "./error-text";
import { fetchSession } from "./inbox-api";
import { SignInForm } from "./sign-in-form";

// The inbox itself (lists, filters, the lead view) is a chunk of its own, fetched while the
// session is checked: the sign-in page does not carry it.
const loadInbox = () => import("./inbox").then((module) => ({ default: module.Inbox }));
const Inbox = lazy(loadInbox);

type Session = { state: "checking" } | { state: "signed-out"; notice: string | null } | { state: "signed-in" };

/**
 * The inbox page. The prerendered HTML holds only the "checking" shell: whether this browser is
 * signed in, and every lead, is asked of the API after the page has loaded.
 */
export function AdminApp() {
  const [session, setSession] = useState<Session>({ state: "checking" });

  useEffect(() => {
    // Fetched meanwhile; a failure shows when the inbox renders.
    loadInbox().catch(() => undefined);
    fetchSession().then(
      () => setSession({ state: "signed-in" }),
      (error: unknown) => {
        const notice = isSignedOut(error) ? null : errorText(error);
        setSession({ state: "signed-out", notice });
      },
    );
  }, []);

  const signedOut = useCallback((notice: string | null) => setSession({ state: "signed-out", notice }), []);

  const checking = (
    <main className="inbox-shell" id="main-content">
      <p className="inbox-shell__status" role="status">
        Loading the inbox…
      </p>
      <noscript>
        <p>The lead inbox needs JavaScript.</p>
      </noscript>
    </main>
  );
  if (session.state === "checking") return checking;
  if (session.state === "signed-out") {
    return <SignInForm notice={session.notice} onSignedIn={() => setSession({ state: "signed-in" })} />;
  }
  return (
    <Suspense fallback={checking}>
      <Inbox onSignedOut={signedOut} />
    </Suspense>
  );
}
