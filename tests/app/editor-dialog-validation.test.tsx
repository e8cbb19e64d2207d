import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ExtensionBlockDialog } from "../../src/features/posts/components/editor/ExtensionBlockDialog";
import { InputDialog } from "../../src/features/posts/components/editor/InputDialog";
import { PollDialog } from "../../src/features/posts/components/editor/PollDialog";
import { renderUi } from "./ui-test-utils";

const POLL_INVALID = "Write a question and 2 to 6 answers.";

describe("the editor's dialogs clear a message once its input is valid", {
  timeout: 20_000,
}, () => {
  it("poll: the message goes as soon as the question and two answers are written", async () => {
    const onSubmit = vi.fn();
    renderUi(<PollDialog open onSubmit={onSubmit} onClose={() => undefined} />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Insert poll" }, { timeout: 5000 }),
    );
    expect(await screen.findByText(POLL_INVALID)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Question"), "Who wins?");
    expect(screen.getByText(POLL_INVALID)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Answer 1"), "Lions");
    await userEvent.type(screen.getByLabelText("Answer 2"), "Tigers");
    expect(screen.queryByText(POLL_INVALID)).not.toBeInTheDocument();
    // Broken again, it says so again.
    await userEvent.clear(screen.getByLabelText("Answer 2"));
    expect(screen.getByText(POLL_INVALID)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("custom block: a number field's message goes once it holds a number", async () => {
    const onSave = vi.fn();
    renderUi(
      <ExtensionBlockDialog
        blockType="score"
        data={{ home: "Lions", homeGoals: 2 }}
        text="Lions 2"
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    const goals = await screen.findByLabelText("homeGoals");
    await userEvent.clear(goals);
    await userEvent.type(goals, "two");
    await userEvent.click(screen.getByRole("button", { name: "Save block" }));
    expect(await screen.findByText("Enter a number.")).toBeVisible();
    await userEvent.clear(goals);
    await userEvent.type(goals, "3");
    expect(screen.queryByText("Enter a number.")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save block" }));
    expect(onSave).toHaveBeenCalledWith({ data: { home: "Lions", homeGoals: 3 }, text: "Lions 2" });
  });

  it("a URL dialog: the message stays while the value is wrong and goes once it is right", async () => {
    renderUi(
      <InputDialog
        open
        title="Link"
        label="URL"
        confirmText="Apply"
        error="Enter a web address"
        isValid={(v) => v.startsWith("https://")}
        onSubmit={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText("Enter a web address")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("URL"), "ftp:");
    expect(screen.getByText("Enter a web address")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("URL"));
    await userEvent.type(screen.getByLabelText("URL"), "https://example.com");
    expect(screen.queryByText("Enter a web address")).not.toBeInTheDocument();
  });
});
