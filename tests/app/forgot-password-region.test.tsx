import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ForgotPasswordPage from "../../src/features/auth/pages/ForgotPasswordPage";
import { json, renderUi, routeFetch } from "./editor-test-utils";
import { DEMO_REGION } from "./fixtures";

const US_REGION = { ...DEMO_REGION, displayName: "US", address: "us" };
const REGIONS = "GET /auth/get-domain-addresses";

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the forgot-password page's region selector", () => {
  it("explains the choice, and asks for a region when none was chosen", async () => {
    const fetchMock = routeFetch({ [REGIONS]: () => json(200, [DEMO_REGION, US_REGION]) });
    renderUi(<ForgotPasswordPage />);
    const region = await screen.findByRole("combobox", { name: "Region" });
    expect(region).toHaveValue("");
    expect(screen.getByText("The region your organisation's data is hosted in.")).toBeVisible();

    await userEvent.type(screen.getByLabelText("Email"), "someone@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("No region selected")).toBeVisible();
    // Nothing but the region list was asked for.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says so when the regions cannot be fetched, and offers no choice", async () => {
    routeFetch({ [REGIONS]: () => json(500, {}) });
    renderUi(<ForgotPasswordPage />);
    // The list is asked for twice (one retry) before it counts as failed.
    expect(
      await screen.findByText("There was a problem retrieving the regions", {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Region" })).toBeDisabled();
  });

  it("says so when no region is offered", async () => {
    routeFetch({ [REGIONS]: () => json(200, []) });
    renderUi(<ForgotPasswordPage />);
    expect(await screen.findByText("No regions available")).toBeVisible();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Region" })).toBeDisabled());
    expect(screen.queryByText("The region your organisation's data is hosted in.")).toBeNull();
  });
});
