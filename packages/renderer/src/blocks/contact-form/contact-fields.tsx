import type { BlockOf, FormField, FormVariantCopy } from "@brightwater/content/types";
import { FormFieldView } from "../../forms/form-fields";

/**
 * The contact form's fields in their grid, one markup for the form the page is prerendered with
 * and for the one that takes over: `control` gives a field its value (and handlers), `error` its
 * message.
 */
export function ContactFields({
  formId,
  copy,
  subjects,
  control,
  error,
}: {
  formId: string;
  copy: FormVariantCopy;
  subjects: BlockOf<"contactForm">["subjects"];
  control: (field: FormField) => Record<string, unknown>;
  error?: (field: FormField) => string | undefined;
}) {
  return (
    <div className="form__grid">
      {copy.fields.map((field) => (
        <FormFieldView
          key={field.name}
          field={field}
          id={`${formId}-${field.name}`}
          subjects={subjects}
          selectPlaceholder={copy.selectPlaceholder}
          error={error?.(field)}
          control={{ ...control(field), required: field.required ? true : undefined }}
        />
      ))}
    </div>
  );
}
