import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accessFormForRole } from "../../domain/user-rights";
import { appSystem } from "../../src/app/theme/system";
import { CreateUserForm } from "../../src/features/invitations/components/CreateUserForm";
import { inviteEmailError, ZInviteForm } from "../../src/features/invitations/lib/invite-form";
import { registrationFormSchema } from "../../src/features/invitations/lib/registration-form";
import { ApiError } from "../../src/lib/api-client";
import { i18n } from "../../src/lib/i18n";
import { stubFetchWithRegions } from "./fixtures";

// Typing into Chakra fields is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe("invite form rules", () => {
  const base = {
    email: "new@example.com",
    accountKey: "newsroom",
    rights: accessFormForRole("user"),
  };

  it("needs a valid email, an account and a role (and a channel for a guest)", () => {
    expect(ZInviteForm.safeParse(base).success).toBe(true);
    const bad = ZInviteForm.safeParse({ ...base, email: "nope" });
    expect(bad.error?.issues[0]?.message).toBe("forms.errors.email");
    expect(ZInviteForm.safeParse({ ...base, email: " " }).error?.issues[0]?.message).toBe(
      "forms.errors.required",
    );
    const guest = ZInviteForm.safeParse({ ...base, rights: accessFormForRole("guest") });
    expect(guest.error?.issues[0]?.path).toEqual(["rights", "channelId"]);
  });

  it("puts the invite errors on the email field and leaves others to the toast", () => {
    for (const key of [
      "email-invalid-format",
      "email-invitation-already-exists",
      "user-already-exists",
    ] as const) {
      expect(inviteEmailError(new ApiError(key, 400, key))).toBe(key);
    }
    expect(inviteEmailError(new ApiError("x", 500, "internal-error"))).toBeNull();
    expect(inviteEmailError(new Error("offline"))).toBeNull();
  });

  it("refuses an email domain the organisation already has, whatever its spelling", () => {
    const schema = registrationFormSchema(["example.com"]);
    const taken = schema.safeParse({ emailDomain: "@Example.COM ", accountKey: "newsroom" });
    expect(taken.error?.issues[0]?.message).toBe("forms.errors.emailDomainExists");
    expect(
      schema.safeParse({ emailDomain: "example", accountKey: "newsroom" }).error?.issues[0]
        ?.message,
    ).toBe("errors.email-domain-invalid");
    expect(schema.safeParse({ emailDomain: "other.org", accountKey: "newsroom" }).success).toBe(
      true,
    );
  });
});

function renderCreateUser(onInvalid = vi.fn()) {
  render(
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <CreateUserForm
              host="newsroom.demo"
              domain="demo"
              code="the-code"
              email="new@example.com"
              onInvalid={onInvalid}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return onInvalid;
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

describe("create user from an invitation", () => {
  it("checks the password rules and the repeat before sending anything", async () => {
    const fetch = vi.fn();
    stubFetchWithRegions(fetch);
    renderCreateUser();
    const user = userEvent.setup();
    expect(screen.getByLabelText("Email")).toHaveValue("new@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    await user.type(screen.getByLabelText(/^Name/), "Nora New");
    await user.type(screen.getByLabelText(/^Password/), "weakpass");
    await user.type(screen.getByLabelText(/^Repeat password/), "different");
    await user.click(screen.getByRole("button", { name: "Create user" }));
    expect(await screen.findByText(/at least 3 of 4 categories/)).toBeInTheDocument();
    expect(screen.getByText("Passwords must match")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the SSO-unavailable message for the sign-up buttons", async () => {
    const fetch = vi.fn((_input: RequestInfo | URL) =>
      answer(400, { errorKey: "sso-unavailable" }),
    );
    stubFetchWithRegions(fetch);
    renderCreateUser();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Sign up with Microsoft" }));
    expect(await screen.findByText("Single sign-on is not available")).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      "/users/newsroom.demo/create-from-invitation-msal",
    );
  });

  it("turns into the not-valid state when the key stopped working", async () => {
    stubFetchWithRegions(vi.fn(() => answer(400, { errorKey: "invitation-invalid" })));
    const onInvalid = renderCreateUser();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), "Nora New");
    await user.type(screen.getByLabelText(/^Password/), "Strong-pass-1");
    await user.type(screen.getByLabelText(/^Repeat password/), "Strong-pass-1");
    await user.click(screen.getByRole("button", { name: "Create user" }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalled());
  });
});
