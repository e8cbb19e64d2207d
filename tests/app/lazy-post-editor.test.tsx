import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountAccessDto } from "../../domain/schemas/profile";

import { HOST, json, renderUi, routeFetch } from "./editor-test-utils";
import { access } from "./fixtures";
import { lazyComposer } from "./lazy-composer";

afterEach(() => vi.unstubAllGlobals());

const editor = (features: AccountAccessDto) =>
  lazyComposer({ access: features, canMarkKeyEvent: true });

describe("the editor's loader", { timeout: 30_000 }, () => {
  it("keeps the editor and what is typed in it when a list starts loading later", async () => {
    let answerTags: (() => void) | null = null;
    routeFetch({
      [`GET /post-icons/${HOST}`]: () => json(200, []),
      [`GET /ai/${HOST}`]: () => json(200, { enabled: false, assistedLabel: false }),
    });
    const fetchBefore = globalThis.fetch;
    // The tags answer waits, as on a slow network, until the test lets it through.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).split("?")[0]?.endsWith(`/tags/${HOST}`)) {
        await new Promise<void>((resolve) => {
          answerTags = resolve;
        });
        return json(200, [{ name: "Polls" }]);
      }
      return fetchBefore(input, init);
    });

    // Tags off first: the account's features as an older profile had them.
    const view = renderUi(editor(access({ disabledFeatures: ["tags"] })));
    // The composer's title: focusing it opens the editor, which takes over what is typed.
    await userEvent.type(await screen.findByLabelText("Title"), "Polls closed");
    await screen.findByRole("toolbar", {}, { timeout: 15_000 });

    // The fresh profile switches tags on: their list starts loading with the editor open.
    view.rerender(editor(access()));
    await waitFor(() => expect(answerTags).not.toBeNull());
    expect(screen.queryByText("Loading the editor…")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Polls closed");
    (answerTags as (() => void) | null)?.();
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Polls closed"));
  });
});
