import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FEATURE_FLAGS } from "../../domain/features";
import type { CreateApiKey } from "../../src/features/api-keys/api/api-keys";
import { CreateApiKeyForm } from "../../src/features/api-keys/components/CreateApiKeyForm";
import { apiKeyProblem, serverApiKeyProblem } from "../../src/features/api-keys/lib/api-key-form";
import { ExtensionDialog } from "../../src/features/extensions/components/ExtensionDialog";
import { codeFieldError, ZExtensionForm } from "../../src/features/extensions/lib/extension-form";
import { FEATURE_GROUPS } from "../../src/features/feature-flags/lib/feature-groups";
import { ApiError } from "../../src/lib/api-client";
import { renderUi } from "./ui-test-utils";

describe("API key rules", () => {
  it("allows empty (generated), ASCII letters, digits, - and _ only, 20 to 64", () => {
    expect(apiKeyProblem("")).toBeNull();
    expect(apiKeyProblem("  ")).toBeNull();
    expect(apiKeyProblem("partner_feed-1-abcdef")).toBeNull();
    expect(apiKeyProblem("blåbær-nøkkel")?.key).toBe("errors.api-key-invalid-character");
    expect(apiKeyProblem("two words")?.key).toBe("errors.api-key-invalid-character");
    expect(apiKeyProblem("k".repeat(19))).toEqual({
      key: "forms.errors.minLength",
      values: { length: 20 },
    });
    expect(apiKeyProblem("k".repeat(65))?.key).toBe("forms.errors.maxLength");
    const short = new ApiError("api-key-too-short", 400, "api-key-too-short");
    expect(serverApiKeyProblem(short, "abc")?.key).toBe("errors.api-key-too-short");
    const taken = new ApiError("api-key-not-unique", 400, "api-key-not-unique");
    expect(serverApiKeyProblem(taken, "abc")?.values).toEqual({ apiKey: "abc" });
    expect(serverApiKeyProblem(new ApiError("x", 500), "abc")).toBeNull();
  });
});

describe("create API key form", { timeout: 20_000 }, () => {
  it("requires a name, and sends it trimmed", async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    renderUi(<CreateApiKeyForm onCreate={onCreate} />);
    const name = screen.getByRole("textbox", { name: /^Name/ });
    await userEvent.click(screen.getByRole("button", { name: "Generate API key" }));
    expect(await screen.findByText("This field is required!")).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.type(name, "  Score feed ");
    await userEvent.click(screen.getByRole("button", { name: "Generate API key" }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith({ name: "Score feed", apiKey: "" }));
    await waitFor(() => expect(name).toHaveValue(""));
  });

  it("shows the spec's messages on the field and sends a trimmed key", async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    renderUi(<CreateApiKeyForm onCreate={onCreate} />);
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Wire");
    const input = screen.getByLabelText("Custom key (optional)");
    await userEvent.type(input, "blåbær-key");
    await userEvent.click(screen.getByRole("button", { name: "Create API key" }));
    expect(
      await screen.findByText(
        "The API key may only hold the letters A–Z, digits, dashes and underscores.",
      ),
    ).toBeInTheDocument();
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, "too-short-key");
    await userEvent.click(screen.getByRole("button", { name: "Create API key" }));
    expect(await screen.findByText(/at least 20/)).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, "  fresh-key-1-abcdefghij ");
    await userEvent.click(screen.getByRole("button", { name: "Create API key" }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ name: "Wire", apiKey: "fresh-key-1-abcdefghij" }),
    );
    await waitFor(() => expect(input).toHaveValue(""));
  });

  it("generates when empty and shows the server's not-unique on the field", async () => {
    const onCreate = vi
      .fn<(key: CreateApiKey) => Promise<unknown>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError("api-key-not-unique", 400, "api-key-not-unique"));
    renderUi(<CreateApiKeyForm onCreate={onCreate} />);
    const name = screen.getByRole("textbox", { name: /^Name/ });
    await userEvent.type(name, "Wire");
    await userEvent.click(screen.getByRole("button", { name: "Generate API key" }));
    expect(onCreate).toHaveBeenCalledWith({ name: "Wire", apiKey: "" });
    await waitFor(() => expect(name).toHaveValue(""));
    await userEvent.type(name, "Wire");
    await userEvent.type(screen.getByLabelText("Custom key (optional)"), "raced-key-0123456789abc");
    await userEvent.click(screen.getByRole("button", { name: "Create API key" }));
    expect(
      await screen.findByText("The raced-key-0123456789abc API key already exists!"),
    ).toBeInTheDocument();
  });
});

describe("extension form", { timeout: 20_000 }, () => {
  it("requires type and title and maps the server's syntax errors to their field", () => {
    const result = ZExtensionForm.safeParse({
      type: "",
      name: " ",
      cssString: "",
      javaScriptString: "",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["type", "forms.errors.required"],
      ["name", "forms.errors.required"],
    ]);
    const js = new ApiError("x", 400, "extension-invalid-javascript", {
      javaScriptString: '1:11: Unexpected ";"',
    });
    expect(codeFieldError(js)).toEqual({
      field: "javaScriptString",
      messageKey: "errors.extension-invalid-javascript",
      detail: '1:11: Unexpected ";"',
    });
    expect(codeFieldError(new ApiError("x", 400, "validation-failed"))).toBeUndefined();
  });

  it("shows required messages, then the invalid-JavaScript message from the server", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError("x", 400, "extension-invalid-javascript", {
          javaScriptString: '1:11: Unexpected ";"',
        }),
      )
      .mockResolvedValueOnce({});
    renderUi(<ExtensionDialog open onSave={onSave} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Add new extension" });
    await userEvent.click(screen.getByRole("button", { name: "Create extension" }));
    expect(await screen.findAllByText("This field is required!")).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText(/^Type/), "postRenderer");
    await userEvent.type(screen.getByLabelText(/^Title/), "Quotes");
    await userEvent.type(screen.getByLabelText("JavaScript"), "const a = ;");
    await userEvent.click(screen.getByRole("button", { name: "Create extension" }));
    expect(await screen.findByText("It's not a valid Javascript!")).toBeInTheDocument();
    expect(screen.getByText('1:11: Unexpected ";"')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({
      type: "postRenderer",
      name: "Quotes",
      cssString: "",
      javaScriptString: "const a = ;",
    });

    await userEvent.clear(screen.getByLabelText("JavaScript"));
    await userEvent.click(screen.getByRole("button", { name: "Create extension" }));
    expect(await screen.findByText("Extension created")).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});

describe("feature groups", () => {
  it("place each of the 17 flags in exactly one group", () => {
    const grouped = FEATURE_GROUPS.flatMap((g) => [...g.flags]);
    expect(grouped).toHaveLength(17);
    expect([...grouped].sort()).toEqual([...FEATURE_FLAGS].sort());
  });
});
