import type { ComponentProps } from "react";
import { EnhancedContactForm } from "../blocks/contact-form/enhanced-contact-form";
import { renderOnPage } from "./shipped-catalogue";

type Shown = Pick<ComponentProps<typeof EnhancedContactForm>, "block" | "copy" | "initialValues" | "pagePath">;

/** A contact block's enhanced form as its section shows it once its code is in: not sent at once. */
export function enhancedForm({ block, copy, initialValues, pagePath }: Shown) {
  return (
    <EnhancedContactForm
      block={block}
      copy={copy}
      initialValues={initialValues}
      submitOnMount={false}
      formId="form"
      pagePath={pagePath}
    />
  );
}

/** That form rendered on its page, and its <form> element. */
export function renderEnhancedForm(shown: Shown) {
  const rendered = renderOnPage(enhancedForm(shown), shown.pagePath);
  const form = rendered.container.querySelector("form");
  if (!form) throw new Error("no form");
  return { ...rendered, form };
}
