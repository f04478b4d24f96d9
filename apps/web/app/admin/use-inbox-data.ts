import { useEffect, useState } from "react";
import { errorText, isSignedOut } from "./error-text";

/**
 * Loads one inbox panel's data once: the data, or the error to show. A lapsed session hands over
 * to the sign-in form instead. `load` must be stable (a module-level function).
 */
export function useInboxData<T>(load: () => Promise<T>, onSignedOut: (notice: string | null) => void) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (current) setData(loaded);
      },
      (failure: unknown) => {
        if (!current) return;
        if (isSignedOut(failure)) onSignedOut(null);
        else setError(errorText(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [load, onSignedOut]);

  return { data, error };
}
