import type { FormVariantCopy } from "@brightwater/content/types";
import type { FormikProps } from "formik";
import { useEffect, useRef, useState } from "react";
import { focusSummary } from "../../forms/error-summary";
import type { ContactFormValues } from "../../forms/validation";

/** Only for a submit pressed before this form had loaded, and only once. */
export function useSubmitOnMount(submitOnMount: boolean, submit: () => Promise<unknown>): void {
  const submittedOnMount = useRef(false);
  useEffect(() => {
    if (submitOnMount && !submittedOnMount.current) {
      submittedOnMount.current = true;
      void submit();
    }
  }, [submitOnMount, submit]);
}

/** A submit that validation stopped: the summary of what to fix, which takes the focus each time. */
export function useStoppedSubmitSummary(
  formik: FormikProps<ContactFormValues>,
  fields: FormVariantCopy["fields"],
  formId: string,
) {
  const summary = useRef<HTMLElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const settled = formik.submitCount > 0 && !formik.isSubmitting && !formik.isValidating;
  const stopped = settled && Object.keys(formik.errors).length > 0;
  const lastCounted = useRef(0);
  useEffect(() => {
    if (!stopped || lastCounted.current === formik.submitCount) return;
    lastCounted.current = formik.submitCount;
    setFailedSubmits((count) => count + 1);
  }, [stopped, formik.submitCount]);
  useEffect(() => {
    if (failedSubmits > 0 && summary.current) focusSummary(summary.current);
  }, [failedSubmits]);
  const problems =
    failedSubmits > 0
      ? fields.flatMap((field) => {
          const message = formik.touched[field.name] ? formik.errors[field.name] : undefined;
          return message ? [{ fieldId: `${formId}-${field.name}`, message }] : [];
        })
      : [];
  return { summary, problems };
}
