import { useSite } from "@brightwater/renderer";
import { type FormEvent, useId, useState } from "react";
import { errorText } from "./error-text";
import { signIn } from "./inbox-api";

interface SignInFormProps {
  /** Why the reader is here again (a session that ended), if there is a reason. */
  notice: string | null;
  onSignedIn: () => void;
}

export function SignInForm({ notice, onSignedIn }: SignInFormProps) {
  const { business } = useSite();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    setError(null);
    try {
      await signIn({ password });
      onSignedIn();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <main className="inbox-shell inbox-sign-in" id="main-content">
      <form className="form inbox-sign-in__form" onSubmit={submit} noValidate>
        <p className="inbox-sign-in__brand">{business.name}</p>
        <h1>Lead inbox</h1>
        {notice ? (
          <p className="inbox-notice" role="status">
            {notice}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="inbox-password">Password</label>
          <input
            id="inbox-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p className="field__error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary form__submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </main>
  );
}
