import { type MouseEvent, type Ref, useId } from "react";
import { useSite } from "../site-context";

export interface FieldProblem {
  /** The id of the field the problem is in. */
  fieldId: string;
  /** The field's own message, which names it. */
  message: string;
}

/**
 * Moves to a field as its label would: focus in the field, the label in sight above it, at once
 * (a glide, the site's smooth scrolling, would slide the field away under the visitor's next tap).
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: "center", behavior: "instant" });
  field.focus({ preventScroll: true });
}

/**
 * Gives the summary the focus and brings it into sight at once. The site scrolls smoothly, so a
 * plain focus() glides the page up to the summary (560-850 px on a phone, over many frames):
 * while it runs every field, link and button slides under the visitor's next press, and a press
 * whose target moves between finger down and up is lost. A jump leaves the page still.
 */
export function focusSummary(summary: HTMLElement) {
  summary.focus({ preventScroll: true });
  summary.scrollIntoView({ block: "nearest", behavior: "instant" });
}

/**
 * The list a failed submit puts at the top of the form: each problem in the field's own words
 * (they name the field: "First name is required"), linked to its field. The form moves focus here, so a screen reader reads the list and a keyboard user tabs
 * straight to the first field to fix.
 */
export function ErrorSummary({ problems, ref }: { problems: readonly FieldProblem[]; ref: Ref<HTMLElement> }) {
  const { forms } = useSite();
  const titleId = useId();
  return (
    <section ref={ref} className="form__errors" aria-labelledby={titleId} tabIndex={-1}>
      <p id={titleId} className="form__errors-title">
        {forms.errorSummaryTitle}
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a href={`#${problem.fieldId}`} onClick={(event) => goToField(event, problem.fieldId)}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
