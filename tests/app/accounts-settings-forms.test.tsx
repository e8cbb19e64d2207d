import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { originAllowed } from "../../domain/account-settings";
import { ZMediaSettings, ZUsageSettings } from "../../domain/schemas/account";
import { appSystem } from "../../src/app/theme/system";
import { AdvancedSettingsForm } from "../../src/features/accounts/components/AdvancedSettingsForm";
import { MediaSettingsForm } from "../../src/features/accounts/components/MediaSettingsForm";
import { SportsDataForm } from "../../src/features/accounts/components/SportsDataForm";
import { UsageSettingsForm } from "../../src/features/accounts/components/UsageSettingsForm";
import { ApiError } from "../../src/lib/api-client";
import { i18n } from "../../src/lib/i18n";

const wrap = (ui: ReactNode) =>
  render(
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ChakraProvider>,
  );

const USAGE = {
  enforceGoogleSignIn: false,
  enforceGoogleSignInFrom: [],
  enforceMsSignIn: false,
  enforceMsSignInFrom: [],
};
const MEDIA = {
  imageSourceSets: [{ width: 1200, height: 800 }],
  imageContainerClassName: "",
  imageBasePath: "",
};

describe("settings rules (domain)", () => {
  it("enforce only one SSO method and clean domains", () => {
    expect(ZUsageSettings.safeParse({ ...USAGE, enforceGoogleSignIn: true }).success).toBe(true);
    const both = ZUsageSettings.safeParse({
      ...USAGE,
      enforceGoogleSignIn: true,
      enforceMsSignIn: true,
    });
    expect(both.error?.issues[0]?.message).toBe("only-one-sign-in-method");
    expect(
      ZUsageSettings.parse({ ...USAGE, enforceMsSignInFrom: [" Example.COM "] })
        .enforceMsSignInFrom,
    ).toEqual(["example.com"]);
  });

  it("check source-set format and repeats", () => {
    const dup = ZMediaSettings.safeParse({
      ...MEDIA,
      imageSourceSets: [...MEDIA.imageSourceSets, { width: 1200, height: 800 }],
    });
    expect(dup.error?.issues[0]).toMatchObject({
      message: "image-source-set-exists",
      path: ["imageSourceSets", 1],
    });
    const format = ZMediaSettings.safeParse({
      ...MEDIA,
      imageSourceSets: [{ width: 0, height: 1 }],
    });
    expect(format.error?.issues[0]?.message).toBe("image-source-set-format");
  });

  it("match embed origins with wildcards, scheme and port", () => {
    const allowed = ["https://*.example.com", "http://localhost:8080"];
    expect(originAllowed("https://news.example.com/page", allowed)).toBe(true);
    expect(originAllowed("https://example.com", allowed)).toBe(false);
    expect(originAllowed("http://news.example.com", allowed)).toBe(false);
    expect(originAllowed("http://localhost:8080/x", allowed)).toBe(true);
    expect(originAllowed("http://localhost:3000", allowed)).toBe(false);
    expect(originAllowed("anything", [])).toBe(true);
  });
});

describe("UsageSettingsForm", () => {
  it("shows 'only one sign in method' and does not save", async () => {
    const onSave = vi.fn(() => Promise.resolve());
    wrap(<UsageSettingsForm initial={USAGE} onSave={onSave} />);
    await userEvent.click(screen.getByText("Require Google sign-in"));
    await userEvent.click(screen.getByText("Require Microsoft sign-in"));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Only one sign in method can be enabled!")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("adds domains (cleaned, no repeats, valid only) and saves them", async () => {
    const onSave = vi.fn((body: unknown) => Promise.resolve(body));
    wrap(<UsageSettingsForm initial={USAGE} onSave={onSave} />);
    const [google] = screen.getAllByLabelText("Allowed email domains");
    await userEvent.type(google!, "@Ticker.Local{Enter}");
    await userEvent.type(google!, "ticker.local{Enter}");
    expect(
      await screen.findByText("Please do not use email domain, it's already there!"),
    ).toBeTruthy();
    await userEvent.clear(google!);
    await userEvent.type(google!, "nope{Enter}");
    expect(await screen.findByText("This is not a valid email domain.")).toBeTruthy();
    await userEvent.click(screen.getByText("Require Google sign-in"));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      ...USAGE,
      enforceGoogleSignIn: true,
      enforceGoogleSignInFrom: ["ticker.local"],
    });
  });

  it("puts the server's field errors under the field", async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiError("only-one-sign-in-method", 400, "only-one-sign-in-method", {
          enforceMsSignIn: "only-one-sign-in-method",
        }),
      ),
    );
    wrap(<UsageSettingsForm initial={USAGE} onSave={onSave} />);
    await userEvent.click(screen.getByText("Require Microsoft sign-in"));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Only one sign in method can be enabled!")).toBeTruthy();
  });
});

describe("MediaSettingsForm", () => {
  it("refuses a wrong format and an existing entry as they are added", async () => {
    wrap(<MediaSettingsForm initial={MEDIA} onSave={() => Promise.resolve()} />);
    await userEvent.type(screen.getByLabelText("Max width (data-w)"), "12.5");
    await userEvent.type(screen.getByLabelText("Max height (data-h)"), "800");
    await userEvent.click(screen.getByRole("button", { name: "Add size" }));
    expect(await screen.findByText(/Wrong format: use a width \(data-w\)/)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("Max width (data-w)"));
    await userEvent.type(screen.getByLabelText("Max width (data-w)"), "1200");
    await userEvent.click(screen.getByRole("button", { name: "Add size" }));
    expect(await screen.findByText("This image source set already exists.")).toBeTruthy();
  });

  it("checks the class name on blur", async () => {
    wrap(<MediaSettingsForm initial={MEDIA} onSave={() => Promise.resolve()} />);
    await userEvent.type(screen.getByLabelText("Image container class name"), "two words");
    await userEvent.tab();
    expect(await screen.findByText(/Use one CSS class name/)).toBeTruthy();
  });
});

describe("AdvancedSettingsForm", () => {
  it("needs both name and value, and sends null for none", async () => {
    const onSave = vi.fn((body: unknown) => Promise.resolve(body));
    wrap(<AdvancedSettingsForm initial={{ linkCardHeader: null }} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText("Header value"), "secret");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The HTTP header needs both a name and a value.")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Header name"), "X-Key");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      linkCardHeader: { name: "X-Key", value: "secret" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Remove header" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toEqual({ linkCardHeader: null });
  });
});

describe("SportsDataForm", () => {
  it("keeps the stored key unless replaced or removed, and needs one for a provider", async () => {
    const onSave = vi.fn((body: unknown) => Promise.resolve(body));
    wrap(
      <SportsDataForm
        initial={{ provider: "none", apiKeyMasked: null, competitionIds: [] }}
        onSave={onSave}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText("Data provider"), "opta");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("This field is required!")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("API key"), "k-123456");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      provider: "opta",
      apiKey: "k-123456",
      competitionIds: [],
    });
  });
});
