import type { NativeField, NativeFormCopy } from "@brightwater/content/types";
import { ApiRequestError, apiRequest } from "@brightwater/contracts/api-request";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { showToast } from "../chrome/toast-store";
import { FieldFrame, FormOpening } from "./form-fields";

/**
 * The server's phone rule, checked before anything is sent: a number that is not one is refused
 * where it was typed, in the browser's own bubble, with the catalogue's message. The rule loads
 * only when a form is sent (it is not small).
 */
async function refusesPhone(form: HTMLFormElement, fields: readonly NativeField[]): Promise<boolean> {
  const field = fields.find((candidate) => candidate.control === "tel");
  const input = field ? form.elements.namedItem(field.name) : null;
  if (!field?.invalid || !(input instanceof HTMLInputElement) || input.value.trim() === "") return false;
  const { isUsPhoneNumber } = await import("./phone-rule");
  input.setCustomValidity(isUsPhoneNumber(input.value) ? "" : field.invalid);
  return !input.reportValidity();
}

/** One labelled control of a native form, with its hint. */
function NativeFieldView({ field, id, defaultValue }: { field: NativeField; id: string; defaultValue?: string }) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.name,
    required: field.required || undefined,
    "aria-required": field.required || undefined,
    autoComplete: field.autoComplete,
    defaultValue,
    "aria-describedby": hintId,
    // A number refused on the last try is checked again on the next submit, not while typed.
    onInput: field.invalid
      ? (event: FormEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
          (event.currentTarget as HTMLInputElement).setCustomValidity("")
      : undefined,
  };
  return (
    <FieldFrame id={id} field={field}>
      {field.control === "textarea" ? (
        <textarea rows={4} {...common} />
      ) : field.control === "select" ? (
        <select {...common}>
          {(field.options ?? []).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : field.control === "file" ? (
        <input type="file" accept={field.accept} {...common} defaultValue={undefined} />
      ) : (
        <input type={field.control} {...common} />
      )}
      {field.hint ? (
        <p className="field__hint" id={hintId}>
          {field.hint}
        </p>
      ) : null}
    </FieldFrame>
  );
}

interface NativeFormProps {
  copy: NativeFormCopy;
  endpoint: string;
  multipart: boolean;
  /** This form's own thank-you page, the one the server answers a post without script with. */
  thankYouPath: string;
  defaults?: Record<string, string>;
}

/**
 * Sends the form with fetch: the phone rule first, then the fields with the visit's first touch;
 * on success the thank-you page, on failure the server's message in a toast, what was typed kept.
 */
function useNativeSubmit({ copy, endpoint, multipart, thankYouPath }: NativeFormProps) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await refusesPhone(form, copy.fields)) return;
    setSubmitting(true);
    const data = new FormData(form);
    const firstTouch = (await import("../lib/first-touch")).firstTouchJson();
    // JSON carries the first touch as the object its contract names; multipart as one JSON field,
    // which the server folds into that shape where it reads the body (like the attr_* fields).
    if (multipart) data.set("attribution", firstTouch);
    try {
      await apiRequest(
        "POST",
        endpoint,
        multipart ? data : { ...Object.fromEntries(data), attribution: JSON.parse(firstTouch) },
      );
      navigate(thankYouPath);
    } catch (error) {
      const description = error instanceof ApiRequestError && error.code ? error.message : copy.errorFallback;
      showToast({ title: copy.errorTitle, description, tone: "destructive" });
      setSubmitting(false);
    }
  };
  return { submitting, onSubmit };
}

/**
 * A form checked by the browser alone (the careers and Family First forms). It posts natively
 * without script; with script it sends the same fields with fetch, shows "Submitting...",
 * and on failure keeps what was typed and shows the server's message.
 */
export function NativeForm(props: NativeFormProps) {
  const { copy, endpoint, multipart, defaults = {} } = props;
  const id = useId();
  const { pathname } = useLocation();
  const { submitting, onSubmit } = useNativeSubmit(props);
  // "false" in the prerendered HTML (the form posts natively); "true" once this code sends it.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  return (
    <form
      className="form"
      action={endpoint}
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      onSubmit={onSubmit}
      data-enhanced={live}
    >
      <input type="hidden" name="pagePath" value={pathname} />
      <FormOpening id={id} />
      <div className="form__grid">
        {copy.fields.map((field) => (
          <NativeFieldView
            key={field.name}
            field={field}
            id={`${id}-${field.name}`}
            defaultValue={defaults[field.name]}
          />
        ))}
      </div>
      <button type="submit" className="button button--primary form__submit" disabled={submitting}>
        {submitting ? copy.submittingLabel : copy.submitLabel}
      </button>
    </form>
  );
}
