import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHANNEL_NAME_MAX } from "../../domain/schemas/channel";
import {
  ChannelNameDialog,
  type ChannelNameDialogProps,
} from "../../src/features/channels/components/ChannelNameDialog";
import {
  channelNameErrorKey,
  ZCreateChannelForm,
  ZRenameChannelForm,
} from "../../src/features/channels/lib/channel-name";
import { renderUi } from "./ui-test-utils";

/** The dialog as Create channel opens it; `props` make it another (the settings one). */
function openNameDialog(props: Partial<ChannelNameDialogProps> = {}) {
  const onSubmit = vi.fn((_name: string) => Promise.resolve());
  const onClose = vi.fn();
  renderUi(
    <ChannelNameDialog
      open
      title="Create a channel"
      submitText="Create channel"
      schema={ZCreateChannelForm}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSubmit, onClose };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("channel name rules", () => {
  it("trims, requires and caps the name like the API contract", () => {
    expect(ZCreateChannelForm.safeParse({ name: "  Night  " })).toEqual({
      success: true,
      data: { name: "Night" },
    });
    expect(ZCreateChannelForm.safeParse({ name: "   " }).success).toBe(false);
    expect(ZRenameChannelForm.safeParse({ name: "x".repeat(CHANNEL_NAME_MAX + 1) }).success).toBe(
      false,
    );
    expect(channelNameErrorKey("too_small")).toBe("channels.validation.required");
    expect(channelNameErrorKey("too_big")).toBe("channels.validation.tooLong");
    expect(channelNameErrorKey(undefined)).toBeUndefined();
  });
});

describe("create channel dialog", { timeout: 20_000 }, () => {
  it("shows the required message and does not submit an empty name", async () => {
    const { onSubmit } = openNameDialog();
    const dialog = await screen.findByRole("dialog", { name: "Create a channel" });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Channel name/), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Create channel" }));
    expect(await screen.findByText("The channel name is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects a name over the limit and submits a trimmed valid one, then closes", async () => {
    const { onSubmit, onClose } = openNameDialog();
    const input = await screen.findByLabelText(/Channel name/);
    await userEvent.click(input);
    await userEvent.paste("x".repeat(CHANNEL_NAME_MAX + 1));
    await userEvent.click(screen.getByRole("button", { name: "Create channel" }));
    expect(
      await screen.findByText(`The channel name can have at most ${CHANNEL_NAME_MAX} characters`),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, "  Election night 2  ");
    await userEvent.click(screen.getByRole("button", { name: "Create channel" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("Election night 2"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe("channel settings (rename) dialog", { timeout: 20_000 }, () => {
  it("starts from the current name and stays open when saving fails", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error("nope")));
    const { onClose } = openNameDialog({
      title: "Channel settings",
      submitText: "Save",
      initialName: "Match day",
      schema: ZRenameChannelForm,
      onSubmit,
    });
    const input = await screen.findByLabelText(/Channel name/);
    expect(input).toHaveValue("Match day");
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The channel name is required")).toBeInTheDocument();
    await userEvent.type(input, "Cup final");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("Cup final"));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Channel settings" })).toBeInTheDocument();
  });
});
