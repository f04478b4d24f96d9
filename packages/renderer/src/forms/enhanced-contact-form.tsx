import type { BlockOf, FormVariantCopy } from "@brightwater/content/types";
import { useFormik } from "formik";
import { useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import { showToast } from "../chrome/toast-store";
import { ApiError, apiRequest } from "../lib/api-request";
import { track } from "../lib/track";
import { afterSuccess } from "./after-success";
import { FormFieldView } from "./form-fields";
import { type ContactValues, contactSchema } from "./validation";

export interface EnhancedContactFormProps {
  block: BlockOf<"contactForm">;
  copy: FormVariantCopy;
  initialValues: ContactValues;
  submitOnMount: boolean;
  formId: string;
  pagePath: string;
}

/** The Formik form every contact variant uses; the catalogue decides fields and messages. */
export function EnhancedContactForm({ block, copy, initialValues, submitOnMount, formId, pagePath }: EnhancedContactFormProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => contactSchema(copy.fields), [copy.fields]);
  const honeypot = useRef<HTMLInputElement>(null);

  const formik = useFormik<ContactValues>({
    initialValues,
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async (values) => {
      try {
        await apiRequest("POST", "/api/contacts", {
          ...values,
          recaptchaToken: "",
          pagePath,
          website: honeypot.current?.value ?? "",
        });
        afterSuccess(block.variant, block.trackLabel, (path) => navigate(path));
      } catch (error) {
        track({ event: "contact_form_error", category: "engagement", label: block.trackLabel });
        const description = error instanceof ApiError && error.code ? error.message : copy.errorFallback;
        showToast({ title: copy.errorTitle, description, tone: "destructive" });
      }
    },
  });

  useEffect(() => {
    if (submitOnMount) void formik.submitForm();
  }, []);

  return (
    <form className="form" noValidate onSubmit={formik.handleSubmit} data-enhanced="true" action="/api/contacts" method="post">
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={`${formId}-website`}>Website</label>
        <input ref={honeypot} id={`${formId}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="form__grid">
        {copy.fields.map((field) => (
          <FormFieldView
            key={field.name}
            field={field}
            id={`${formId}-${field.name}`}
            subjects={block.subjects}
            selectPlaceholder={copy.selectPlaceholder}
            error={formik.touched[field.name] ? formik.errors[field.name] : undefined}
            control={{
              value: formik.values[field.name],
              onChange: formik.handleChange,
              onBlur: formik.handleBlur,
              required: field.required ? true : undefined,
            }}
          />
        ))}
      </div>
      <button type="submit" className="button button--primary form__submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? copy.submittingLabel : copy.submitLabel}
      </button>
      {copy.privacyNote ? <p className="form__note">{copy.privacyNote}</p> : null}
    </form>
  );
}
