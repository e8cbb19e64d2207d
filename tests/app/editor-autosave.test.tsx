import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AutosaveKey,
  readAutosave,
  writeAutosave,
} from "../../src/features/posts/components/editor/autosave";
import { type EditorTarget, emptyValues } from "../../src/features/posts/components/editor/types";
import { db } from "../../src/lib/local-data/database";
import { CHANNEL, HOST, post, renderPostEditor, serveEditorLookups } from "./editor-test-utils";

const KEY: AutosaveKey = { host: HOST, channelId: CHANNEL, userId: "u1" };

beforeEach(async () => {
  await db.editorAutosaves.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function setup(
  target: EditorTarget = { kind: "new" },
  extra: { restored?: boolean; newerOnServer?: unknown } = {},
) {
  serveEditorLookups();
  return renderPostEditor({ target, autosave: KEY, ...extra });
}

describe("post editor labels and alerts", { timeout: 30_000 }, () => {
  it("names the heading buttons with their visible text (axe label-content-name-mismatch)", () => {
    setup();
    for (const level of [3, 4, 5]) {
      const button = screen.getByRole("button", { name: new RegExp(`Header ${level}`) });
      expect(button).toHaveTextContent(`H${level}`);
      // axe drops parentheticals when it compares, so the visible text stands outside them.
      expect(button.getAttribute("aria-label")).toMatch(new RegExp(`^[^(]*H${level}`));
    }
    expect(screen.getByRole("button", { name: /Numbered list/ })).toHaveAccessibleName(/\b1\b/);
  });

  it("takes a validation alert away as soon as the input is fixed", async () => {
    setup();
    await userEvent.type(screen.getByLabelText("Title"), " ");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The title shouldn't be empty")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Title"), "Polls closed");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("tells an empty draft that it cannot be saved, not published", async () => {
    const { onSaveDraft } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(
      await screen.findByText("The draft needs a title or content in order to be saved"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/in order to be published/)).not.toBeInTheDocument();
    expect(onSaveDraft).not.toHaveBeenCalled();
  });
});

describe("post editor autosave", { timeout: 30_000 }, () => {
  it("keeps what the composer handed over, as a change to ask about before discarding", async () => {
    serveEditorLookups();
    renderPostEditor({
      autosave: KEY,
      opening: { title: "Half written", text: "First line", focus: "title" },
    });
    expect(screen.getByLabelText("Title")).toHaveValue("Half written");
    expect(screen.getByLabelText("Title")).toHaveFocus();
    await waitFor(async () => expect((await readAutosave(KEY))?.values.title).toBe("Half written"));
    expect(JSON.stringify((await readAutosave(KEY))?.values.content)).toContain("First line");

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("alertdialog", { name: "Discard this post?" })).toBeVisible();
  });

  it("keeps what is typed on the device and forgets it when the user discards it", async () => {
    const { onDone } = setup();
    await userEvent.type(screen.getByLabelText("Title"), "Half written");
    await waitFor(async () => expect((await readAutosave(KEY))?.values.title).toBe("Half written"));
    expect((await readAutosave(KEY))?.target).toEqual({ kind: "new" });

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Discard this post?" });
    await userEvent.click(screen.getByRole("button", { name: "Keep writing" }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByLabelText("Title")).toHaveValue("Half written");
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.click(await screen.findByRole("button", { name: "Discard" }));
    expect(onDone).toHaveBeenCalled();
    await waitFor(async () => expect(await readAutosave(KEY)).toBeNull());
  });

  it("keeps the last change when the page goes away before its write commits", async () => {
    setup();
    await userEvent.type(screen.getByLabelText("Title"), "Last words");
    // Within the debounce: nothing written yet, then the page goes away.
    fireEvent(window, new Event("pagehide"));
    expect(JSON.stringify(localStorage)).toContain("Last words");
    // The IndexedDB write begun as the page went away never committed.
    await db.editorAutosaves.clear();

    expect((await readAutosave(KEY))?.values.title).toBe("Last words");
    // Written where autosaves live, and the copy dropped.
    expect(JSON.stringify((await db.editorAutosaves.toArray())[0]?.values)).toContain(
      '"title":"Last words"',
    );
    expect(JSON.stringify(localStorage)).not.toContain("Last words");
  });

  it("an autosave written after the page's copy wins over it", async () => {
    setup();
    await userEvent.type(screen.getByLabelText("Title"), "Older");
    fireEvent(window, new Event("pagehide"));
    await waitFor(async () => expect((await readAutosave(KEY))?.values.title).toBe("Older"));
    const copy = JSON.stringify(localStorage);
    // A later write (another tab, the page kept open), then the old copy back as if left over.
    await writeAutosave(KEY, { kind: "new" }, { ...emptyValues(), title: "Newer" });
    for (const [key, value] of Object.entries(JSON.parse(copy) as Record<string, string>))
      localStorage.setItem(key, value);
    expect((await readAutosave(KEY))?.values.title).toBe("Newer");
    expect(localStorage.length).toBe(0);
  });

  it("cancels an untouched editor without asking, and keeps nothing", async () => {
    const { onDone } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDone).toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(await readAutosave(KEY)).toBeNull();
  });

  it("publishing clears the autosave", async () => {
    const { onPublish } = setup();
    await userEvent.type(screen.getByLabelText("Title"), "Ready");
    await waitFor(async () => expect(await readAutosave(KEY)).not.toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(onPublish).toHaveBeenCalled());
    await waitFor(async () => expect(await readAutosave(KEY)).toBeNull());
  });

  it("offers the comparison when the server's post is newer than the restored edit", async () => {
    const values = { ...emptyValues(), title: "My restored edit" };
    const { onPublish } = setup(
      { kind: "post", id: "p1", version: 2, values },
      { restored: true, newerOnServer: post("p1", "Their newer title", { version: 3 }) },
    );
    expect(
      await screen.findByRole("alertdialog", { name: "This post was updated by someone else" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Their newer title")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Overwrite with mine" }));
    // Keeping mine only moves the edit onto their version: nothing is sent without Publish.
    expect(onPublish).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue("My restored edit");
    expect(screen.getByText(/v3/)).toBeInTheDocument();
  });
});
