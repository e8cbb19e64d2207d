import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DROPDOWN_HIDE_MS } from "../../domain/constants";
import type { UserListItem } from "../../domain/schemas/user";
import { appSystem } from "../../src/app/theme/system";
import { EditUserDialog } from "../../src/features/users";
import { i18n } from "../../src/lib/i18n";

const USER: UserListItem = {
  userId: "33333333-3333-4333-8333-333333333333",
  displayName: "Nina Nordmann",
  username: "nina",
  email: "nina@example.com",
  avatarUrl: null,
  role: "user",
  rights: { allow: ["publish"] },
  accountKey: "newsroom",
  accountDomain: "demo",
  mainAccountKey: "newsroom",
  mainAccountName: "Demo Newsroom",
  googleBound: false,
  microsoftBound: false,
  createdUtc: "2024-01-01T00:00:00.000Z",
  profileEditable: true,
};

const SUB_ACCOUNTS = ["sports", "weather", "culture", "music", "science"].map((key) => ({
  id: key,
  accountKey: key,
  domain: "demo",
  name: `Demo ${key}`,
  displayName: `Demo ${key[0]!.toUpperCase()}${key.slice(1)}`,
  organizationName: "Demo Media",
  parentAccountKey: "newsroom",
  createdUtc: "2024-01-01T00:00:00.000Z",
}));

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

let calls: { method: string; url: string; body?: unknown }[] = [];
let accessible: { accountKey: string; accountName: string }[] = [];
let failing: string | null = null;

beforeEach(() => {
  calls = [];
  accessible = [{ accountKey: "sports", accountName: "Demo Sports" }];
  failing = null;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (failing && url.includes(failing)) return json({ errorKey: "cross-access-invalid" }, 400);
    if (url.endsWith("/accessible-accounts-and-rights"))
      return json({ crossAccountsRights: accessible });
    if (url.includes("/sub-accounts")) return json(SUB_ACCOUNTS);
    if (url.endsWith("/channels"))
      return json([
        {
          id: "c1",
          channelId: "c1",
          name: "Match day",
          archived: false,
          createdUtc: "2024-01-01T00:00:00.000Z",
          lastUsedUtc: "2024-01-01T00:00:00.000Z",
        },
      ]);
    if (method === "PATCH") return json({ ...USER, displayName: "x" });
    if (method === "POST" || method === "DELETE") return new Response(null, { status: 204 });
    return json({ errorKey: "not-found" }, 404);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderDialog(props: Partial<Parameters<typeof EditUserDialog>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  const wrap = (node: ReactNode) => (
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>{node}</QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
  render(
    wrap(
      <EditUserDialog
        user={USER}
        host="newsroom.demo"
        currentUserId="someone-else"
        canManageOrganization
        topLevelAccount={{ accountKey: "newsroom", name: "Demo Newsroom" }}
        onClose={onClose}
        {...props}
      />,
    ),
  );
  return { onClose };
}

const submitButton = () => screen.getByRole("button", { name: "Save changes" });
const roleSelect = () => screen.getByRole("combobox", { name: /Role/ });

/** The dialog opened, and its account search once it can be typed in. */
async function openAccountSearch() {
  renderDialog();
  await screen.findByTestId("edit-user-dialog");
  const search = await screen.findByRole("combobox", { name: "Add an account" });
  await waitFor(() => expect(search).toBeEnabled());
  return search;
}

describe("edit-user dialog", { timeout: 45_000 }, () => {
  it("shows the header and the access tab by default; submit waits for a change", async () => {
    renderDialog();
    const dialog = await screen.findByTestId("edit-user-dialog");
    expect(within(dialog).getByText("Nina Nordmann")).toBeInTheDocument();
    expect(within(dialog).getByText("nina@example.com")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Access" })).toHaveAttribute("aria-selected", "true");
    expect(roleSelect()).toHaveValue("user");
    // The allow list lists publish only.
    expect(screen.getByRole("checkbox", { name: /Publish posts/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Edit all posts/ })).not.toBeChecked();
    expect(screen.getByTestId("access-management")).toBeInTheDocument();
    expect(screen.queryByTestId("access-comments")).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: /Edit all posts/ }));
    expect(submitButton()).toBeEnabled();
  });

  it("resets the rights to the role defaults when the role changes", async () => {
    renderDialog();
    await screen.findByTestId("edit-user-dialog");
    await userEvent.selectOptions(roleSelect(), "guest");
    expect(screen.getByRole("checkbox", { name: /Edit all posts/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /See pending comments/ })).toBeChecked();
    expect(screen.getByTestId("access-comments")).toBeInTheDocument();
    expect(screen.queryByTestId("access-management")).not.toBeInTheDocument();
    await userEvent.selectOptions(roleSelect(), "admin");
    expect(screen.queryByTestId("access-publish")).not.toBeInTheDocument();
  });

  it("focuses the first invalid input on a failed submit (a guest's channel)", async () => {
    renderDialog();
    await screen.findByTestId("edit-user-dialog");
    await userEvent.selectOptions(roleSelect(), "guest");
    const channel = await screen.findByRole("combobox", { name: /Channel/ });
    // Choosing the role does not flag the channel it just emptied.
    expect(screen.queryByText("This field is required!")).not.toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() => expect(channel).toHaveFocus());
    expect(screen.getByText("This field is required!")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
  });

  it("validates the display name on blur, not while typing, and shows its tab on submit", async () => {
    renderDialog();
    await screen.findByTestId("edit-user-dialog");
    await userEvent.click(screen.getByRole("tab", { name: "General" }));
    const name = screen.getByRole("textbox", { name: /Display name/ });
    expect(screen.getByRole("textbox", { name: /Username/ })).toBeDisabled();
    await userEvent.clear(name);
    expect(screen.queryByText("This field is required!")).not.toBeInTheDocument();
    fireEvent.blur(name);
    expect(await screen.findByText("This field is required!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Access" }));
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /Display name/ })).toHaveFocus(),
    );
  });

  it("suggests at most 3 accounts, excluding the host and accessible ones, hidden 200 ms after blur", async () => {
    const search = await openAccountSearch();
    await userEvent.type(search, "DEMO");
    const options = await screen.findAllByTestId("account-suggestion");
    expect(options).toHaveLength(3);
    const texts = options.map((o) => o.textContent);
    expect(texts.join()).not.toContain("@newsroom");
    expect(texts.join()).not.toContain("@sports");

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.blur(search);
    act(() => vi.advanceTimersByTime(SEARCH_DROPDOWN_HIDE_MS - 1));
    expect(screen.getByTestId("account-suggestions")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("account-suggestions")).not.toBeInTheDocument();
  });

  it("stages additions and removals and runs every step, a failed one included", async () => {
    const search = await openAccountSearch();
    await userEvent.type(search, "weather");
    await userEvent.click(await screen.findByTestId("account-suggestion"));
    expect(screen.getByText("Will be added")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Remove access to Demo Sports/ }));
    expect(screen.getByText("Will be removed")).toBeInTheDocument();
    // A removed account is offered again.
    await userEvent.type(search, "sport");
    expect(await screen.findByTestId("account-suggestion")).toHaveTextContent("@sports");
    await userEvent.clear(search);

    await userEvent.click(screen.getByRole("tab", { name: "General" }));
    const name = screen.getByRole("textbox", { name: /Display name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "  Nina N  ");
    failing = "/cross-publishing/weather";
    await userEvent.click(submitButton());

    const progress = await screen.findByTestId("edit-user-progress");
    await waitFor(() => expect(progress).toHaveAttribute("data-state-name", "error"));
    const steps = within(progress).getAllByTestId("progress-step");
    expect(steps.map((s) => s.getAttribute("data-status"))).toEqual([
      "success",
      "error",
      "success",
    ]);
    expect(within(progress).getByText("Some changes could not be saved")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.body).toEqual({ displayName: "Nina N" });
    expect(
      calls.some((c) => c.method === "DELETE" && c.url.endsWith("/cross-publishing/sports")),
    ).toBe(true);
  });

  it("closes after a short delay when every step succeeded", async () => {
    const { onClose } = renderDialog();
    await screen.findByTestId("edit-user-dialog");
    await userEvent.click(screen.getByRole("checkbox", { name: /Manage tags/ }));
    await userEvent.click(submitButton());
    const progress = await screen.findByTestId("edit-user-progress");
    await waitFor(() => expect(progress).toHaveAttribute("data-state-name", "success"));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      rights: expect.objectContaining({ type: "normal", manageTags: true }),
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 4000 });
  });

  it("shows the empty cross-access text", async () => {
    accessible = [];
    renderDialog();
    expect(
      await screen.findByText("This user has no access to other accounts."),
    ).toBeInTheDocument();
  });

  it("deletes after confirmation, with a toast, and closes", async () => {
    const { onClose } = renderDialog();
    await screen.findByTestId("edit-user-dialog");
    await userEvent.click(screen.getByRole("tab", { name: "General" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete user" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Nina Nordmann?" });
    await waitFor(() => expect(screen.queryByTestId("edit-user-dialog")).not.toBeInTheDocument());
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete user" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      calls.some(
        (c) => c.method === "DELETE" && c.url.endsWith(`/users/newsroom.demo/${USER.userId}`),
      ),
    ).toBe(true);
  });

  it("keeps the profile of another organisation's member read-only, as the server says", async () => {
    renderDialog({
      user: { ...USER, profileEditable: false, mainAccountName: "Harbour Times" },
    });
    await screen.findByTestId("edit-user-dialog");
    await userEvent.click(screen.getByRole("tab", { name: "General" }));
    const name = screen.getByRole("textbox", { name: /Display name/ });
    expect(name).toHaveAttribute("readonly");
    expect(name).toBeDisabled();
    expect(screen.getByTestId("profile-elsewhere")).toHaveTextContent("Harbour Times");
    expect(screen.getByRole("button", { name: "Delete user" })).toBeDisabled();
    // The access stays editable.
    await userEvent.click(screen.getByRole("tab", { name: "Access" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Edit all posts/ }));
    expect(submitButton()).toBeEnabled();
  });
});
