import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { TAG_NAME_MAX } from "../../domain/schemas/tag";
import { appSystem } from "../../src/app/theme/system";
import { TagNameForm } from "../../src/features/tags/components/TagNameForm";
import { isDuplicateTag, tagNameErrorKey, ZTagForm } from "../../src/features/tags/lib/tag-form";
import { ApiError } from "../../src/lib/api-client";
import { i18n } from "../../src/lib/i18n";

const TAGS = [
  { id: "t1", name: "Politics" },
  { id: "t2", name: "Sport" },
];

function renderForm(onSubmit: (name: string) => Promise<unknown>, exceptId?: string) {
  return render(
    <ChakraProvider value={appSystem()}>
      <I18nextProvider i18n={i18n}>
        <TagNameForm
          label="New tag"
          submitText="Add tag"
          tags={TAGS}
          exceptId={exceptId}
          initialName={exceptId ? "Politics" : ""}
          onSubmit={onSubmit}
        />
      </I18nextProvider>
    </ChakraProvider>,
  );
}

describe("tag rules", () => {
  it("follows the API contract and compares names case-insensitively", () => {
    expect(ZTagForm.safeParse({ name: " Elections " })).toEqual({
      success: true,
      data: { name: "Elections" },
    });
    expect(ZTagForm.safeParse({ name: "" }).success).toBe(false);
    expect(ZTagForm.safeParse({ name: "x".repeat(TAG_NAME_MAX + 1) }).success).toBe(false);
    expect(isDuplicateTag(" politics ", TAGS)).toBe(true);
    expect(isDuplicateTag("POLITICS", TAGS, "t1")).toBe(false);
    expect(isDuplicateTag("Culture", TAGS)).toBe(false);
    expect(tagNameErrorKey("tag-not-unique")).toBe("errors.tag-not-unique");
    expect(tagNameErrorKey("too_big")).toBe("tags.validation.tooLong");
  });
});

describe("tag form", { timeout: 20_000 }, () => {
  it("requires a name", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("The tag name is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows tag-not-unique on the field for a known duplicate, without asking the server", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText(/New tag/), "sport");
    await userEvent.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("A tag with this name already exists.")).toBeInTheDocument();
    expect(screen.getByLabelText(/New tag/)).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("drops the error as the field is edited, and does not call a just-cleared field required", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    const field = screen.getByLabelText(/New tag/);
    await userEvent.type(field, "sport");
    await userEvent.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("A tag with this name already exists.")).toBeInTheDocument();
    await userEvent.clear(field);
    expect(screen.queryByText("A tag with this name already exists.")).not.toBeInTheDocument();
    expect(screen.queryByText("The tag name is required")).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's tag-not-unique on the field", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError("tag-not-unique", 400, "tag-not-unique")),
    );
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText(/New tag/), "Weather");
    await userEvent.click(screen.getByRole("button", { name: "Add tag" }));
    expect(await screen.findByText("A tag with this name already exists.")).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith("Weather");
  });

  it("submits a trimmed name and clears the field after creating", async () => {
    const onSubmit = vi.fn((_name: string) => Promise.resolve());
    renderForm(onSubmit);
    const input = screen.getByLabelText(/New tag/);
    await userEvent.type(input, "  Weather  ");
    await userEvent.click(screen.getByRole("button", { name: "Add tag" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("Weather"));
    await waitFor(() => expect(input).toHaveValue(""));
  });

  it("lets a tag keep its own name in another case when renaming", async () => {
    const onSubmit = vi.fn((_name: string) => Promise.resolve());
    renderForm(onSubmit, "t1");
    const input = screen.getByLabelText(/New tag/);
    await userEvent.clear(input);
    await userEvent.type(input, "POLITICS");
    await userEvent.click(screen.getByRole("button", { name: "Add tag" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("POLITICS"));
  });
});
