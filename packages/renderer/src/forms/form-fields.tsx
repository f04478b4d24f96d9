import type { FormField } from "@brightwater/content/types";
import type { ReactNode, Ref } from "react";
import { useSite } from "../site-context";

/** The mark after a required field's label; `aria-required` says the same to screen readers. */
function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );
}

/** A field's frame at its width: its label (with the required mark), then the control and what follows it. */
export function FieldFrame({
  id,
  field,
  children,
}: {
  id: string;
  /** `required`: true, or the message a missing value gets: the field is required. */
  field: { label: string; required?: boolean | string; width: string };
  children: ReactNode;
}) {
  return (
    <div className={`field field--${field.width}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </label>
      {children}
    </div>
  );
}

/** The line above a form that explains the mark, shown before anything is submitted. */
function RequiredNote() {
  const { forms } = useSite();
  return <p className="form__required-note">{forms.requiredNote}</p>;
}

/** The field bots fill in and people never see; a request that fills it is dropped as spam. */
export const honeypotField = "website";

/**
 * What every form opens with: the note on the required mark, and the honeypot field (hidden from
 * people and screen readers alike).
 */
export function FormOpening({ id, honeypot }: { id: string; honeypot?: Ref<HTMLInputElement> }) {
  return (
    <>
      <RequiredNote />
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={`${id}-${honeypotField}`}>Website</label>
        <input ref={honeypot} id={`${id}-${honeypotField}`} name={honeypotField} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

export interface FieldProps {
  field: FormField;
  id: string;
  subjects: readonly string[] | undefined;
  selectPlaceholder: string;
  error?: string | undefined;
  /** The controlled or default value and handlers, as the static or the enhanced form needs. */
  control: Record<string, unknown>;
}

/** One labelled input, select or textarea; the same markup before and after the form is enhanced. */
export function FormFieldView({ field, id, subjects, selectPlaceholder, error, control }: FieldProps) {
  if (field.control === "hidden") {
    const { value, defaultValue } = control as { value?: string; defaultValue?: string };
    return <input type="hidden" name={field.name} value={value ?? defaultValue ?? ""} />;
  }
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    autoComplete: field.autoComplete,
    placeholder: field.placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-required": field.required ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    ...control,
  };
  let input: ReactNode;
  if (field.control === "textarea") {
    input = <textarea rows={4} {...common} />;
  } else if (field.control === "select" && subjects) {
    input = (
      <select {...common}>
        <option value="">{selectPlaceholder}</option>
        {subjects.map((subject) => (
          <option key={subject} value={subject}>
            {subject}
          </option>
        ))}
      </select>
    );
  } else {
    const type = field.control === "select" ? "text" : field.control;
    input = <input type={type} {...common} />;
  }
  return (
    <FieldFrame id={id} field={field}>
      {input}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </FieldFrame>
  );
}
