import type { ReactNode, Ref } from "react";
import { FieldFrame } from "../../forms/form-fields";
import type { BookingField } from "../../forms/validation";
import { useSite } from "../../site-context";

export interface BookingFieldsetProps {
  formId: string;
  /** The value (and handler) of a plain control, as the prerendered or the enhanced form needs. */
  control: (name: BookingField) => Record<string, unknown>;
  /** The open windows to choose from, when the enhanced form has them; else the plain controls. */
  children?: ReactNode;
  /** The server's word on the time asked for (a window that filled meanwhile). */
  message?: string | undefined;
  /** Open or closed, when the enhanced form keeps it; the prerendered step opens at a tap alone. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  ref?: Ref<HTMLDetailsElement>;
}

/**
 * The optional "Choose a time" step after the contact fields, closed until the visitor opens it:
 * an optional step keeps the form (and a phone's page) short, and what it shows grows only at the
 * visitor's own tap. Without script it asks for a day and a part of it (the office calls to set
 * the time); the enhanced form puts the open arrival windows in their place. Either way the note
 * says a time is the visitor's once the office confirms it, and an emergency is sent to the phone,
 * never to a window.
 */
export function BookingFieldset(props: BookingFieldsetProps) {
  const { formId, control, children, message, open, onToggle, ref } = props;
  const { booking: copy } = useSite();
  const id = (name: BookingField) => `${formId}-${name}`;
  return (
    <details
      className="booking"
      ref={ref}
      tabIndex={-1}
      open={open}
      onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}
    >
      <summary>{copy.stepTitle}</summary>
      <p className="field__hint">{copy.stepNote}</p>
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : null}
      {children ?? (
        <div className="form__grid">
          <FieldFrame id={id("preferredDay")} field={{ label: copy.dayLabel, width: "half" }}>
            <input type="date" id={id("preferredDay")} name="preferredDay" {...control("preferredDay")} />
          </FieldFrame>
          <FieldFrame id={id("preferredTime")} field={{ label: copy.partOfDayLabel, width: "half" }}>
            <select id={id("preferredTime")} name="preferredTime" {...control("preferredTime")}>
              <option value="">{copy.noTimeLabel}</option>
              <option value="morning">{copy.morningLabel}</option>
              <option value="afternoon">{copy.afternoonLabel}</option>
            </select>
          </FieldFrame>
        </div>
      )}
      <p className="booking__emergency">{copy.emergencyNote}</p>
    </details>
  );
}
