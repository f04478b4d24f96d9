import type { ReactNode } from "react";

/** One labelled row of a lead's fields. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lead-fields__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
