import type { NativeFormCopy } from "@brightwater/content/types";
import { ApiRequestError, apiRequest } from "@brightwater/contracts/api-request";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { showToast } from "../chrome/toast-store";
import { FormOpening, RequiredMark } from "./form-fields";

/**
 * A form checked by the browser alone (the careers and Family First forms). It posts natively
 * without script; with script it sends the same fields with fetch, shows "Submitting...",
 * and on failure keeps what was typed and shows the server's message.
 */
export function NativeForm({
  copy,
  endpoint,
  multipart,
  thankYouPath,
  defaults = {},
}: {
  copy: NativeFormCopy;
  endpoint: string;
  multipart: boolean;
  /** This form's own thank-you page, the one the server answers a post without script with. */
  thankYouPath: string;
  defaults?: Record<string, string>;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  // "false" in the prerendered HTML (the form posts natively); "true" once this code sends it.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    const data = new FormData(event.currentTarget);
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
        {copy.fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const hintId = field.hint ? `${fieldId}-hint` : undefined;
          const common = {
            id: fieldId,
            name: field.name,
            required: field.required || undefined,
            "aria-required": field.required || undefined,
            autoComplete: field.autoComplete,
            defaultValue: defaults[field.name],
            "aria-describedby": hintId,
          };
          return (
            <div key={field.name} className={`field field--${field.width}`}>
              <label htmlFor={fieldId}>
                {field.label}
                {field.required ? <RequiredMark /> : null}
              </label>
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
            </div>
          );
        })}
      </div>
      <button type="submit" className="button button--primary form__submit" disabled={submitting}>
        {submitting ? copy.submittingLabel : copy.submitLabel}
      </button>
    </form>
  );
}
