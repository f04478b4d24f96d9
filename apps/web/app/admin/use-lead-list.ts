import type { SubmissionListResponse } from "@brightwater/contracts";
import { useEffect, useState } from "react";
import { errorText, isSignedOut, sessionEndedNotice } from "./error-text";
import { fetchLeads } from "./inbox-api";

type SubmissionListItem = SubmissionListResponse["items"][number];

export interface ListState {
  data: SubmissionListResponse | null;
  error: string | null;
  loading: boolean;
}

/** The list of leads for `listQuery`, fetched again when the query or `version` changes. */
export function useLeadList(listQuery: string, version: number, onSignedOut: (notice: string | null) => void) {
  const [list, setList] = useState<ListState>({ data: null, error: null, loading: true });
  useEffect(() => {
    let current = true;
    setList((previous) => ({ ...previous, error: null, loading: true }));
    fetchLeads(listQuery).then(
      (data) => {
        if (current) setList({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!current) return;
        if (isSignedOut(error)) onSignedOut(sessionEndedNotice);
        else setList((previous) => ({ ...previous, error: errorText(error), loading: false }));
      },
    );
    return () => {
      current = false;
    };
  }, [listQuery, version, onSignedOut]);
  /** One lead changed in the list, without reloading the list. */
  const changeItem = (id: number, change: (item: SubmissionListItem) => SubmissionListItem) =>
    setList((previous) =>
      previous.data
        ? {
            ...previous,
            data: {
              ...previous.data,
              items: previous.data.items.map((item) => (item.id === id ? change(item) : item)),
            },
          }
        : previous,
    );
  const showError = (error: unknown) => {
    if (isSignedOut(error)) onSignedOut(sessionEndedNotice);
    else setList((previous) => ({ ...previous, error: errorText(error) }));
  };
  return { list, changeItem, showError };
}
