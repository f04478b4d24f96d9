import type { BlockOf } from "@brightwater/content/types";
import { type ComponentType, type FormEvent, startTransition, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { FormOpening } from "../../forms/form-fields";
import type { ContactFormValues } from "../../forms/validation";
import { Icon } from "../../icons";
import { takeHeld } from "../../lib/held-acts";
import { Section } from "../../lib/section";
import { useSite } from "../../site-context";
import { BookingFieldset } from "./booking-fields";
import { ContactFields } from "./contact-fields";
import type { EnhancedContactFormProps } from "./enhanced-contact-form";

type Enhanced = ComponentType<EnhancedContactFormProps>;

// Loaded once per visit, shared by every form on every page.
let enhancedModule: Promise<typeof import("./enhanced-contact-form")> | null = null;
function loadEnhanced() {
  enhancedModule ??= import("./enhanced-contact-form");
  return enhancedModule;
}

type Block = BlockOf<"contactForm">;

function defaultValues(block: Block): ContactFormValues {
  return {
    arrivalWindow: "",
    preferredDay: "",
    preferredTime: "",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    subject: block.defaultSubject,
    message: block.defaultMessage,
  };
}

/** What the plain form holds now, over the block's defaults. */
function typedValues(form: HTMLFormElement | null, defaults: ContactFormValues): ContactFormValues {
  const values = { ...defaults };
  if (!form) return values;
  const data = new FormData(form);
  for (const key of Object.keys(values) as (keyof ContactFormValues)[]) {
    const value = data.get(key);
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

interface Enhancement {
  Form: Enhanced;
  values: ContactFormValues;
  submit: boolean;
}

/**
 * Loads the Formik form when the plain one comes near the viewport or the browser is idle, and
 * takes over once the visitor is not typing in the plain one; or at once when the plain form is
 * sent first (it then sends as soon as it is here).
 */
function useEnhancement(block: Block) {
  const staticForm = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<Enhancement | null>(null);
  const upgrade = (submit: boolean) => {
    void loadEnhanced().then(async ({ EnhancedContactForm: Form, formLeft }) => {
      if (!submit) await formLeft(staticForm.current);
      const values = typedValues(staticForm.current, defaultValues(block));
      // The swap yields to the browser (React's transition): the tap that sent the form is drawn
      // at once, and the enhanced form with its messages a moment later.
      startTransition(() => setEnhanced((current) => current ?? { Form, values, submit }));
    });
  };

  useEffect(() => {
    const form = staticForm.current;
    if (!form) return;
    // Live: from now on a send comes here (onStaticSubmit). One sent before was held by the page's
    // start-up script (apps/web/scripts/defer-hydration): it is taken up now.
    form.dataset.live = "true";
    if (takeHeld(window.bwSends, form)) upgrade(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          upgrade(false);
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(form);
    const idle =
      "requestIdleCallback" in window ? window.requestIdleCallback(() => upgrade(false), { timeout: 8000 }) : null;
    return () => {
      observer.disconnect();
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, []);

  // Submitted before the enhanced form arrived: take over and send as soon as it is here.
  const onStaticSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    upgrade(true);
  };
  return { staticForm, enhanced, onStaticSubmit };
}

/** The reasons to write beside the form, when the block has any. */
function ContactAside({ items }: { items: Block["aside"] }) {
  return (
    <ul className="contact__aside">
      {items.map((item) => (
        <li key={item.title}>
          <Icon name={item.icon} />
          <div>
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The contact form. The prerendered HTML is a plain form that posts without any script
 * (native `required` and `type="email"` checks). When the form comes near the viewport, or the
 * browser is idle, the Formik version (with the catalogue's messages) is loaded and takes over,
 * keeping anything already typed.
 */
export function ContactForm({ block }: { block: Block }) {
  const { forms } = useSite();
  const copy = forms.variants[block.variant];
  const { pathname } = useLocation();
  const formId = useId();
  const { staticForm, enhanced, onStaticSubmit } = useEnhancement(block);
  const defaults = defaultValues(block);
  const aside = block.aside.length > 0;

  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle} className="contact">
      <div className={aside ? "contact__grid" : undefined}>
        {enhanced ? (
          <enhanced.Form
            block={block}
            copy={copy}
            initialValues={enhanced.values}
            submitOnMount={enhanced.submit}
            formId={formId}
            pagePath={pathname}
          />
        ) : (
          // The page's start-up script knows this form by its action: it leaves its checks to the
          // enhanced form from the start, and holds a send until the page is live
          // (apps/web/scripts/defer-hydration/start-up-parts.ts).
          <form
            ref={staticForm}
            className="form"
            action="/api/contacts"
            method="post"
            onSubmit={onStaticSubmit}
            data-enhanced="false"
          >
            <input type="hidden" name="pagePath" value={pathname} />
            <FormOpening id={formId} />
            <ContactFields
              formId={formId}
              copy={copy}
              subjects={block.subjects}
              control={(field) => ({ defaultValue: defaults[field.name] })}
            />
            <BookingFieldset formId={formId} control={(name) => ({ defaultValue: defaults[name] })} />
            <button type="submit" className="button button--primary form__submit">
              {copy.submitLabel}
            </button>
            {copy.privacyNote ? <p className="form__note">{copy.privacyNote}</p> : null}
          </form>
        )}
        {aside ? <ContactAside items={block.aside} /> : null}
      </div>
    </Section>
  );
}
