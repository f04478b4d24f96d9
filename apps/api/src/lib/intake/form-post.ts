import { attributionFieldPrefix } from "@brightwater/contracts";

/**
 * A form posted by the browser itself (urlencoded without script, multipart with a file) in the
 * shape of its contract, done where its body is read (plugins/formbody.ts, the career route's
 * multipart reader) so that the route sees one shape whatever the body came as: the captcha
 * widget's own field ("g-recaptcha-response") counts as the token, and `attribution` comes as
 * JSON text or as flat `attr_*` fields. Whatever else is odd is left for the contract to refuse.
 */
export function foldFormPost(fields: Record<string, unknown>): Record<string, unknown> {
  const { "g-recaptcha-response": widgetToken, ...rest } = fields;
  return foldAttributionFields(
    widgetToken !== undefined && rest.recaptchaToken === undefined ? { ...rest, recaptchaToken: widgetToken } : rest,
  );
}

function foldAttributionFields(fields: Record<string, unknown>): Record<string, unknown> {
  // A form post (urlencoded or multipart) carries the page script's first touch as JSON text.
  if (typeof fields.attribution === "string") {
    let attribution: unknown = {};
    try {
      attribution = JSON.parse(fields.attribution);
    } catch {
      // Not JSON: no attribution, rather than a lost request.
    }
    return { ...fields, attribution: attribution !== null && typeof attribution === "object" ? attribution : {} };
  }
  const flat = Object.keys(fields).filter((key) => key.startsWith(attributionFieldPrefix));
  if (flat.length === 0 || fields.attribution !== undefined) return fields;
  const rest = { ...fields };
  const attribution: Record<string, unknown> = {};
  for (const key of flat) {
    attribution[key.slice(attributionFieldPrefix.length)] = rest[key];
    delete rest[key];
  }
  return { ...rest, attribution };
}
