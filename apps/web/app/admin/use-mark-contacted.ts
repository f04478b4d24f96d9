import { useState } from "react";
import { setLeadStatus } from "./inbox-api";
import type { useLeadList } from "./use-lead-list";

/** "Mark contacted" on a card: one tap after the call, stamped as the first contact. */
export function useMarkContacted(
  changeItem: ReturnType<typeof useLeadList>["changeItem"],
  showError: (error: unknown) => void,
) {
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());
  async function markContacted(id: number) {
    setMarking((previous) => new Set(previous).add(id));
    try {
      const { submission } = await setLeadStatus(id, "contacted");
      changeItem(id, (item) => ({
        ...item,
        status: submission.status,
        overdue: submission.overdue,
        firstContactedAt: submission.firstContactedAt,
        minutesToFirstContact: submission.minutesToFirstContact,
      }));
    } catch (error) {
      showError(error);
    } finally {
      setMarking((previous) => {
        const next = new Set(previous);
        next.delete(id);
        return next;
      });
    }
  }
  return { marking, markContacted };
}
