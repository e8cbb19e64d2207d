import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { ZDoc } from "../../domain/content/schema";
import { ZCountdownRequest } from "../../domain/schemas/channel-editors";
import { appSystem } from "../../src/app/theme/system";
import { CountdownForm } from "../../src/features/channel-editors/components/CountdownForm";
import {
  fromLocalInput,
  toCountdownInput,
  toLocalInput,
  ZCountdownForm,
} from "../../src/features/channel-editors/lib/countdown-form";
import { docToText, textToDoc } from "../../src/features/channel-editors/lib/top-text-doc";
import { i18n } from "../../src/lib/i18n";

describe("top text document", () => {
  it("turns lines into paragraphs the API schema accepts, and back", () => {
    const doc = textToDoc("Polls close at 21:00.\n\nFollow the count here.\n");
    expect(ZDoc.safeParse(doc).success).toBe(true);
    expect(doc?.content).toHaveLength(3);
    expect(doc?.content?.[1]).toEqual({ type: "paragraph" });
    expect(docToText(doc)).toBe("Polls close at 21:00.\n\nFollow the count here.");
  });

  it("sends null for an empty text", () => {
    expect(textToDoc("   \n  ")).toBeNull();
    expect(docToText(null)).toBe("");
  });
});

describe("countdown form rules", () => {
  it("converts datetime-local values to ISO timestamps the API accepts", () => {
    const iso = fromLocalInput("2026-11-21T18:30");
    expect(toLocalInput(iso)).toBe("2026-11-21T18:30");
    const input = toCountdownInput({
      title: " Kick-off ",
      start: "2026-11-21T18:30",
      end: "2026-11-21T20:15",
    });
    expect(input.title).toBe("Kick-off");
    expect(ZCountdownRequest.safeParse(input).success).toBe(true);
  });

  it("requires the end after the start", () => {
    const result = ZCountdownForm.safeParse({
      title: "Kick-off",
      start: "2026-11-21T18:30",
      end: "2026-11-21T18:30",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["end"],
      message: "errors.countdown-dates-invalid",
    });
  });
});

describe("countdown form", { timeout: 20_000 }, () => {
  const renderForm = (onSubmit: (v: unknown) => Promise<unknown>) =>
    render(
      <ChakraProvider value={appSystem()}>
        <I18nextProvider i18n={i18n}>
          <CountdownForm
            initial={{ title: "", start: "2026-11-21T18:00", end: "2026-11-21T17:00" }}
            submitText="Create countdown"
            onSubmit={onSubmit}
            onCancel={() => undefined}
          />
        </I18nextProvider>
      </ChakraProvider>,
    );

  it("shows required and date messages, then submits valid values", async () => {
    const onSubmit = vi.fn((_v: unknown) => Promise.resolve());
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole("button", { name: "Create countdown" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(screen.getByText("The end must be after the start.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Title/), "Kick-off");
    const end = screen.getByLabelText(/End/);
    await userEvent.clear(end);
    await userEvent.type(end, "2026-11-21T19:45");
    await userEvent.click(screen.getByRole("button", { name: "Create countdown" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: "Kick-off",
        start: "2026-11-21T18:00",
        end: "2026-11-21T19:45",
      }),
    );
  });
});
