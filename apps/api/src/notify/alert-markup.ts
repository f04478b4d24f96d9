/**
 * How the receiver of an alert reads its text. Slack's mrkdwn turns `<!channel>` into a ping of
 * everyone and `<url|label>` into a link that shows only the label; Teams and ntfy read markdown.
 * What a visitor typed is escaped for that markup, so that a name can only ever be shown as typed.
 */
export type AlertMarkup = "slack" | "markdown" | "plain";

/** The markup of a receiver the server knows by its address; `plain` for anything else (an SMS relay). */
export function alertMarkup({ url, format }: { url: string; format: "json" | "text" }): AlertMarkup {
  // ntfy: the push is sent with `Markdown: yes`, so the inbox link is a link on the phone.
  if (format === "text") return "markdown";
  const host = new URL(url).hostname.toLowerCase();
  if (host === "hooks.slack.com") return "slack";
  const teams = ["webhook.office.com", "outlook.office.com", "logic.azure.com", "powerplatform.com"];
  if (teams.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return "markdown";
  return "plain";
}

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** Slack: `&`, `<` and `>` are its control characters, and it asks for exactly these three entities. */
function escapeSlack(text: string): string {
  return text.replace(/[&<>]/g, (character) => entities[character] ?? character);
}

/**
 * Markdown: the characters that start emphasis, code, links, tables or headings get a backslash;
 * `<`, `>` and `&` become entities (an autolink, an HTML tag or a mention cannot begin).
 */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_~[\]#|]/g, "\\$&").replace(/[&<>]/g, (character) => entities[character] ?? character);
}

/** The visitor's text made safe for the markup; line breaks become spaces (an alert is one line). */
export function escapeForMarkup(markup: AlertMarkup, text: string): string {
  const line = text.replace(/\s+/g, " ");
  if (markup === "slack") return escapeSlack(line);
  if (markup === "markdown") return escapeMarkdown(line);
  return line;
}
