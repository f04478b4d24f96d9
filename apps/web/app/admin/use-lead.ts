import type { SubmissionDetail } from "@brightwater/contracts";
import { useEffect, useRef, useState } from "react";
import { failureHandler } from "./error-text";
import { fetchLead } from "./inbox-api";

/** The lead, fetched when `id` changes; the heading takes focus once it is shown. */
export function useLead(id: number, onSignedOut: (notice: string | null) => void) {
  const [lead, setLead] = useState<SubmissionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let current = true;
    fetchLead(id).then(
      ({ submission }) => {
        if (!current) return;
        setLead(submission);
        // Moves reading (and, on a phone, the screen) to the lead that was opened.
        requestAnimationFrame(() => heading.current?.focus());
      },
      (failure: unknown) => {
        if (current) failureHandler(onSignedOut, setError)(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [id, onSignedOut]);
  return { lead, setLead, error, setError, heading };
}
