import type { BlockOf, FormVariantCopy } from "@brightwater/content/types";
import { ApiRequestError, apiRequest } from "@brightwater/contracts/api-request";
import type { WindowFullBody } from "@brightwater/contracts/booking-window";
import { useFormik } from "formik";
import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { showToast } from "../../chrome/toast-store";
import { afterSuccess } from "../../forms/after-success";
import { ErrorSummary } from "../../forms/error-summary";
import { FormOpening } from "../../forms/form-fields";
import { useCaptcha } from "../../forms/use-captcha";
import { type BookingField, type ContactFormValues, type ContactValues, contactSchema } from "../../forms/validation";
import { firstTouchJson } from "../../lib/first-touch";
import { track } from "../../lib/track";
import { useSite } from "../../site-context";
import { BookingStep } from "./booking-step";
import { ContactFields } from "./contact-fields";
import { useStoppedSubmitSummary, useSubmitOnMount } from "./form-hooks";

export interface EnhancedContactFormProps {
  block: BlockOf<"contactForm">;
  copy: FormVariantCopy;
  /** What the plain form held; the time step starts empty where it is not given. */
  initialValues: ContactValues & Partial<Record<BookingField, string>>;
  submitOnMount: boolean;
  formId: string;
  pagePath: string;
}

interface SendContext {
  block: BlockOf<"contactForm">;
  copy: FormVariantCopy;
  captcha: ReturnType<typeof useCaptcha>;
  captchaRequiredTitle: string;
  pagePath: string;
  /** The honeypot field's value: anything in it marks the sender as a bot. */
  website: string;
  navigate: (path: string) => void;
  resetForm: () => void;
  /** The window asked for filled meanwhile: the step offers the server's alternatives. */
  windowFull: (body: WindowFullBody) => void;
}

/** Sends the request with its captcha, page and first touch; says what went wrong, or what comes next. */
async function sendContact(values: ContactFormValues, context: SendContext): Promise<void> {
  const { block, copy, captcha } = context;
  if (captcha.enabled && !captcha.token) {
    showToast({ title: context.captchaRequiredTitle, description: copy.captchaMessage, tone: "destructive" });
    return;
  }
  try {
    await apiRequest("POST", "/api/contacts", {
      ...values,
      recaptchaToken: captcha.token,
      pagePath: context.pagePath,
      website: context.website,
      attribution: JSON.parse(firstTouchJson()),
    });
    afterSuccess(block.variant, {
      trackLabel: block.trackLabel,
      copy,
      navigate: context.navigate,
      resetForm: context.resetForm,
      resetCaptcha: captcha.reset,
    });
  } catch (error) {
    captcha.reset();
    if (error instanceof ApiRequestError && error.code === "window_full") {
      context.windowFull(error.body as WindowFullBody);
      return;
    }
    track({ event: "contact_form_error", category: "engagement", label: block.trackLabel });
    if (!copy.serverErrorText) console.error("Contact request failed", error);
    const serverMessage = error instanceof ApiRequestError && error.code && copy.serverErrorText ? error.message : null;
    showToast({ title: copy.errorTitle, description: serverMessage ?? copy.errorFallback, tone: "destructive" });
  }
}

/**
 * Pressing the button must not blur the field being left: its message would appear on blur, move
 * the button down, and the release would land beside it, losing the click. Keeping the focus where
 * it is until the click arrives lets the click submit, and submitting shows every message at once.
 * Keyboard use is unchanged (Tab still blurs and validates).
 */
function SubmitButton({ blocked, label }: { blocked: boolean; label: string }) {
  return (
    <button
      type="submit"
      className="button button--primary form__submit"
      disabled={blocked}
      onMouseDown={(event) => event.preventDefault()}
    >
      {label}
    </button>
  );
}

/**
 * Resolves once the visitor is not in the plain form `form` (at once when they are not), so that
 * this form never takes its place under their fingers: what they typed next would be lost. A
 * visitor's first tap on a field is what starts the page's script (decision 033).
 */
export function formLeft(form: HTMLFormElement | null): Promise<void> {
  return new Promise((resolve) => {
    if (!form?.contains(document.activeElement)) return resolve();
    const leave = (event: FocusEvent) => {
      if (form.contains(event.relatedTarget as Node | null)) return;
      form.removeEventListener("focusout", leave);
      resolve();
    };
    form.addEventListener("focusout", leave);
  });
}

/** The Formik form every contact variant uses; the catalogue decides fields and messages. */
export function EnhancedContactForm(props: EnhancedContactFormProps) {
  const { block, copy, initialValues, submitOnMount, formId, pagePath } = props;
  const { config, forms } = useSite();
  const navigate = useNavigate();
  const validationSchema = useMemo(() => contactSchema(copy.fields), [copy.fields]);
  const honeypot = useRef<HTMLInputElement>(null);
  const captcha = useCaptcha(config.recaptchaSiteKey);
  const [full, setFull] = useState<WindowFullBody | null>(null);
  const formik = useFormik<ContactFormValues>({
    initialValues: { arrivalWindow: "", preferredDay: "", preferredTime: "", ...initialValues },
    validationSchema,
    validateOnChange: false,
    onSubmit: (values, helpers) =>
      sendContact(values, {
        block,
        copy,
        captcha,
        captchaRequiredTitle: forms.captchaRequiredTitle,
        pagePath,
        website: honeypot.current?.value ?? "",
        navigate: (path) => navigate(path),
        resetForm: () => helpers.resetForm(),
        // The full window is no longer offered: nothing is chosen until the visitor picks again.
        windowFull: (body) => void helpers.setFieldValue("arrivalWindow", "", false).then(() => setFull(body)),
      }),
  });

  useSubmitOnMount(submitOnMount, formik.submitForm);
  const { summary, problems } = useStoppedSubmitSummary(formik, copy.fields, formId);
  const blocked = formik.isSubmitting || (captcha.enabled && !captcha.token && copy.captcha === "button");
  return (
    <form
      className="form"
      noValidate
      onSubmit={formik.handleSubmit}
      data-enhanced="true"
      action="/api/contacts"
      method="post"
    >
      {problems.length > 0 ? <ErrorSummary ref={summary} problems={problems} /> : null}
      <FormOpening id={formId} honeypot={honeypot} />
      <ContactFields
        formId={formId}
        copy={copy}
        subjects={block.subjects}
        control={(field) => ({
          value: formik.values[field.name],
          onChange: formik.handleChange,
          onBlur: formik.handleBlur,
        })}
        error={(field) => (formik.touched[field.name] ? formik.errors[field.name] : undefined)}
      />
      <BookingStep formId={formId} values={formik.values} onChange={formik.handleChange} full={full} />
      {captcha.enabled ? <div className="form__captcha" ref={captcha.container} /> : null}
      <SubmitButton blocked={blocked} label={formik.isSubmitting ? copy.submittingLabel : copy.submitLabel} />
      {copy.privacyNote ? <p className="form__note">{copy.privacyNote}</p> : null}
    </form>
  );
}
