import type { BookingWindow, WindowFullBody } from "@brightwater/contracts/booking-window";
import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderEnhancedForm } from "../../test/enhanced-form";
import { renderOnPage, shippedInstances, site } from "../../test/shipped-catalogue";
import { ContactForm } from "./contact-form";

const home = shippedInstances("contactForm").find(({ block }) => block.variant === "home");
if (!home) throw new Error("the home page has no contact form");
const { page, block } = home;
const copy = site.forms.variants.home;
const typed = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "(336) 555-0100",
  subject: "Slow drain",
  message: "Kitchen sink drains slowly.",
};

function slot(id: string, hours: [string, string], remaining = 2): BookingWindow {
  const day = id.slice(0, 10);
  return { id, start: `${day}T${hours[0]}:00-05:00`, end: `${day}T${hours[1]}:00-05:00`, remaining };
}
const windows = [
  slot("2026-12-03T08:00-10:00", ["08:00", "10:00"]),
  slot("2026-12-03T13:00-15:00", ["13:00", "15:00"]),
  slot("2026-12-04T10:00-12:00", ["10:00", "12:00"]),
];

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

/** The API as the form meets it: `GET` answers with `windows`, each `POST` with the next answer. */
function stubApi(windowsAnswer: Response, posts: Response[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
    return method === "GET" ? windowsAnswer : (posts.shift() ?? json(500, {}));
  });
  return calls;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const renderEnhanced = () => renderEnhancedForm({ block, copy, initialValues: typed, pagePath: page });

/** Opens the step as a tap on its title does. */
function openStep(form: HTMLFormElement) {
  const step = form.querySelector("details.booking");
  if (!(step instanceof HTMLDetailsElement)) throw new Error("no step");
  step.open = true;
  fireEvent(step, new Event("toggle"));
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === "POST");
const settled = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

describe("the contact form's time step", () => {
  it("asks for a day and a part of it without script, and sends an emergency to the phone", () => {
    const { container, view } = renderOnPage(<ContactForm block={block} />, page);
    const day = view.getByLabelText(site.booking.dayLabel);
    expect(day.getAttribute("type")).toBe("date");
    expect(day.getAttribute("name")).toBe("preferredDay");
    const part = view.getByLabelText(site.booking.partOfDayLabel);
    expect(part.getAttribute("name")).toBe("preferredTime");
    expect([...part.querySelectorAll("option")].map((option) => option.value)).toEqual(["", "morning", "afternoon"]);
    const step = container.querySelector("details.booking");
    expect(step?.querySelector("summary")?.textContent).toBe(site.booking.stepTitle);
    // Closed until the visitor opens it: an optional step keeps the form short.
    expect(step?.hasAttribute("open")).toBe(false);
    expect(container.textContent).toContain(site.booking.emergencyNote);
    expect(site.booking.emergencyNote).toContain(site.business.phone.display);
  });

  it("offers the open days and each day's windows, and sends the window chosen", async () => {
    const calls = stubApi(json(200, { timeZone: "America/New_York", windows }), [json(201, { id: 1 })]);
    const { form, view } = renderEnhanced();
    await waitFor(() => expect(calls).toHaveLength(1), settled);
    openStep(form);
    const friday = await view.findByRole("button", { name: /^Fri\sDec 4$/ }, settled);
    expect(view.getByRole("button", { name: /^Thu\sDec 3$/ }).getAttribute("aria-pressed")).toBe("true");
    expect(view.getByRole("radio", { name: site.booking.noTimeLabel })).toHaveProperty("checked", true);
    expect(view.getAllByRole("radio")).toHaveLength(3);
    fireEvent.click(friday);
    expect(friday.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(view.getByRole("radio", { name: /^10:00\sAM\s.\s12:00\sPM$/ }));
    fireEvent.submit(form);
    await waitFor(() => expect(posts(calls)).toHaveLength(1), settled);
    expect(posts(calls)[0]?.body).toMatchObject({ ...typed, arrivalWindow: "2026-12-04T10:00-12:00" });
    expect(calls.filter((call) => call.url === "/api/booking/windows")).toHaveLength(1);
  });

  it("keeps the plain day and part of day when the windows cannot be fetched", async () => {
    const calls = stubApi(json(503, { error: { code: "busy", message: "Busy" } }), [json(201, { id: 1 })]);
    const { form, view } = renderEnhanced();
    await waitFor(() => expect(calls).toHaveLength(1), settled);
    fireEvent.change(view.getByLabelText(site.booking.dayLabel), { target: { value: "2026-12-07" } });
    fireEvent.change(view.getByLabelText(site.booking.partOfDayLabel), { target: { value: "morning" } });
    expect(view.queryAllByRole("radio")).toHaveLength(0);
    fireEvent.submit(form);
    await waitFor(() => expect(posts(calls)).toHaveLength(1), settled);
    expect(posts(calls)[0]?.body).toMatchObject({ preferredDay: "2026-12-07", preferredTime: "morning" });
  });

  it("offers the alternatives of a full window at the step, in focus, keeping what was typed", async () => {
    const alternatives = [slot("2026-12-07T08:00-10:00", ["08:00", "10:00"])];
    const full: WindowFullBody = {
      error: {
        code: "window_full",
        message: "That time has just been taken.",
        fields: { arrivalWindow: "That time has just been taken." },
      },
      alternatives,
    };
    const calls = stubApi(json(200, { timeZone: "America/New_York", windows }), [
      json(409, full),
      json(201, { id: 1 }),
    ]);
    const { form, view } = renderEnhanced();
    openStep(form);
    fireEvent.click(await view.findByRole("radio", { name: /^8:00\s.\s10:00\sAM$/ }, settled));
    fireEvent.submit(form);
    const message = await view.findByRole("alert", {}, settled);
    expect(message.textContent).toBe(full.error.message);
    const step = form.querySelector<HTMLElement>("details.booking");
    if (!step) throw new Error("no step");
    expect(step.hasAttribute("open")).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(step), settled);
    expect(
      within(step)
        .getByRole("button", { name: /^Mon\sDec 7$/ })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(within(step).queryByRole("button", { name: /^Thu\sDec 3$/ })).toBeNull();
    expect(view.getByLabelText(/^First Name/)).toHaveProperty("value", typed.firstName);
    expect(view.getByLabelText(/^Message/)).toHaveProperty("value", typed.message);

    fireEvent.click(within(step).getByRole("radio", { name: /^8:00\s.\s10:00\sAM$/ }));
    fireEvent.submit(form);
    await waitFor(() => expect(posts(calls)).toHaveLength(2), settled);
    expect(posts(calls)[1]?.body).toMatchObject({ ...typed, arrivalWindow: "2026-12-07T08:00-10:00" });
  });
});
