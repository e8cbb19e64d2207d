import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appSystem } from "../../src/app/theme/system";
import { InviteForm } from "../../src/features/invitations/components/InviteForm";
import { i18n } from "../../src/lib/i18n";

// Typing into Chakra fields is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const ACCOUNTS = [
  {
    accountDomain: "demo",
    accountKey: "newsroom",
    accountName: "Demo Newsroom",
    parentAccountKey: null,
  },
  {
    accountDomain: "demo",
    accountKey: "sports",
    accountName: "Demo Sports",
    parentAccountKey: "newsroom",
  },
];

function renderInviteForm(onPost: (body: unknown) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith("/invitations/newsroom.demo/accounts")) return json(200, ACCOUNTS);
    if (url.endsWith("/channels")) return json(200, []);
    if (init?.method === "POST") return onPost(JSON.parse(String(init.body)));
    return json(404, { errorKey: "not-found" });
  });
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <InviteForm host="newsroom.demo" accountKey="newsroom" />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return fetch;
}

describe("the invite form", () => {
  it("sends the email, the chosen account and the rights payload", async () => {
    const posted: unknown[] = [];
    renderInviteForm((body) => {
      posted.push(body);
      return json(201, {});
    });
    const user = userEvent.setup();
    await screen.findByRole("option", { name: /Demo Sports/ });
    await user.type(screen.getByLabelText(/^Email/), "new@example.com");
    await user.selectOptions(screen.getByLabelText(/^Account/), "sports");
    await user.click(screen.getByRole("button", { name: "Send invite" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      email: "new@example.com",
      accountKey: "sports",
      rights: { type: "normal", publish: true, manageTags: true },
    });
  });

  it("shows an invite error on the email field", async () => {
    renderInviteForm(() => json(400, { errorKey: "email-invitation-already-exists" }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), "twice@example.com");
    await user.click(screen.getByRole("button", { name: "Send invite" }));
    expect(await screen.findByText("Email invitation is already created")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the email format before sending", async () => {
    const fetch = renderInviteForm(() => json(201, {}));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send invite" }));
    expect(await screen.findByText("Please add a valid email")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    // Corrected, it sends.
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), "fixed@example.com");
    await user.click(screen.getByRole("button", { name: "Send invite" }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true),
    );
  });

  it("keeps the focus in the field while the send button is pressed", () => {
    renderInviteForm(() => json(201, {}));
    // A blur would validate and move the button from under the pointer before the click.
    const pressed = fireEvent.mouseDown(screen.getByRole("button", { name: "Send invite" }));
    expect(pressed).toBe(false);
  });
});
