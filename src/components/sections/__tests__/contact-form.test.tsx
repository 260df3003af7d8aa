/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React from "react";
import path from "node:path";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { readYaml } from "../../../lib/project/load";
import { Provider } from "../../ui/provider";
import { ContactFormSection } from "../contact-form";
import { toaster } from "../../ui/toaster";

type Section = Parameters<typeof ContactFormSection>[0]["section"];

/** The form's copy exactly as data/pages/contact.yaml writes it. */
const page = readYaml(path.resolve(__dirname, "../../../.."), "data/pages/contact.yaml").file.data as {
  sections: Array<Record<string, unknown>>;
};
const yamlSection = page.sections.find((s) => s.type === "contactForm") as Record<string, unknown>;
const section = { eyebrow: null, intro: null, note: null, actions: null, ...yamlSection } as unknown as Section;
const copy = section.form;

function fill() {
  fireEvent.input(screen.getByLabelText(copy.labels.firstName), { target: { value: "Ada" } });
  fireEvent.input(screen.getByLabelText(copy.labels.lastName), { target: { value: "Lovelace" } });
  fireEvent.input(screen.getByLabelText(copy.labels.email), { target: { value: "ada@example.com.au" } });
  fireEvent.change(screen.getByLabelText(/Primary interest/), { target: { value: "local-seo" } });
  fireEvent.input(screen.getByLabelText(copy.labels.message), {
    target: { value: "We need more customers in Parramatta." },
  });
}

const renderForm = () =>
  render(
    <Provider>
      <ContactFormSection section={section} />
    </Provider>,
  );

/** What fetch resolves to; jsdom has no Response class. */
function response(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}
const answer = (status: number, body: unknown) => Promise.resolve(response(status, body));

/** The form's element, which every test submits. */
function formFields(): HTMLFormElement {
  const form = document.getElementById("contact-form-fields");
  if (!(form instanceof HTMLFormElement)) throw new Error("no #contact-form-fields form on the page");
  return form;
}

/** What the form posted: its JSON text, parsed. */
function posted(init: RequestInit | undefined): Record<string, string> {
  if (typeof init?.body !== "string") throw new Error("the form posts JSON text");
  return JSON.parse(init.body) as Record<string, string>;
}

let fetchMock: jest.Mock;
afterEach(() => toaster.remove());
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  // jsdom's AbortSignal may lack timeout(), which the form's post uses.
  const signals: { timeout?: (ms: number) => AbortSignal } = AbortSignal;
  signals.timeout ??= () => new AbortController().signal;
});

describe("the contact form", () => {
  it("is a real HTML form that posts to the contact Function without JavaScript", () => {
    renderForm();
    const form = document.getElementById("contact-form-fields") as HTMLFormElement;
    expect(form.closest("#contact-form")).not.toBeNull();
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/contact");
    const names = Array.from(form.elements)
      .map((el) => el.getAttribute("name"))
      .filter(Boolean);
    expect(names).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "website",
      "service",
      "budget",
      "message",
      "_gotcha",
    ]);
    for (const label of [copy.labels.firstName, copy.labels.lastName, copy.labels.email, copy.labels.message]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(copy.labels.email)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Primary interest/)).toHaveValue("");
    expect(screen.getByLabelText(/Monthly budget/)).toHaveValue("");
    expect(screen.getByText(copy.privacy, { exact: false })).toBeInTheDocument();
    // The collection notice links the privacy policy.
    expect(screen.getByRole("link", { name: copy.privacyLink.label })).toHaveAttribute("href", "/privacy/");
  });

  it("hides the honeypot from people and screen readers", () => {
    renderForm();
    const trap = document.querySelector("input[name=_gotcha]") as HTMLInputElement;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
  });

  it("shows Sending... while it waits, then the success toast and clears every field", async () => {
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderForm();
    fill();
    fireEvent.submit(formFields());
    const button = await screen.findByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/contact$/);
    const sent = posted(init);
    expect(sent).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com.au",
      service: "local-seo",
    });
    expect(sent).not.toHaveProperty("budget");
    expect(sent.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // eslint-disable-next-line @typescript-eslint/require-await -- act's async form (react.dev, act) also flushes the submit handler's awaits that follow the answer
    await act(async () => resolve(response(200, { ok: true })));
    expect(await screen.findByText(copy.successTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.successDescription)).toBeInTheDocument();
    expect(screen.getByLabelText(copy.labels.firstName)).toHaveValue("");
    expect(screen.getByLabelText(copy.labels.message)).toHaveValue("");
    expect(screen.getByLabelText(/Primary interest/)).toHaveValue("");
    expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled();
  });

  it("uses a fresh submission id for every attempt", async () => {
    fetchMock.mockImplementation(() => answer(502, { ok: false, error: "Provider failed" }));
    renderForm();
    fill();
    fireEvent.submit(formFields());
    await screen.findByText(copy.failureTitle);
    fireEvent.submit(formFields());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const ids = fetchMock.mock.calls.map(([, init]) => posted(init as RequestInit).submissionId);
    expect(new Set(ids).size).toBe(2);
  });

  it("keeps everything typed and shows the failure toast when the server fails", async () => {
    fetchMock.mockImplementation(() => answer(502, { ok: false, error: "Provider failed" }));
    renderForm();
    fill();
    fireEvent.submit(formFields());
    expect(await screen.findByText(copy.failureTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.failureDescription)).toBeInTheDocument();
    expect(screen.getByLabelText(copy.labels.firstName)).toHaveValue("Ada");
    expect(screen.getByLabelText(copy.labels.message)).toHaveValue("We need more customers in Parramatta.");
    expect(screen.getByLabelText(/Primary interest/)).toHaveValue("local-seo");
  });

  it("treats a network error as a failure, not a success", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderForm();
    fill();
    fireEvent.submit(formFields());
    expect(await screen.findByText(copy.failureTitle)).toBeInTheDocument();
    expect(screen.queryByText(copy.successTitle)).toBeNull();
    expect(screen.getByLabelText(copy.labels.email)).toHaveValue("ada@example.com.au");
  });

  it("shows the server's field errors at their fields and moves focus to the first", async () => {
    fetchMock.mockImplementation(() =>
      answer(400, {
        ok: false,
        errors: { email: "Please enter a valid email address.", website: "Please enter a web address." },
      }),
    );
    renderForm();
    fill();
    fireEvent.submit(formFields());
    await screen.findByText("Please enter a valid email address.");
    const email = screen.getByLabelText(copy.labels.email);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Website/)).toHaveAccessibleDescription("Please enter a web address.");
    expect(screen.getByLabelText(copy.labels.firstName)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText(copy.failureTitle)).toBeInTheDocument();

    fireEvent.input(email, { target: { value: "ada@example.org" } });
    expect(email).not.toHaveAttribute("aria-invalid");
  });
});
