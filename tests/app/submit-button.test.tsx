import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { appSystem } from "../../src/app/theme/system";
import { SubmitButton } from "../../src/components/SubmitButton";

function renderForm(onSubmit: () => void) {
  return render(
    <ChakraProvider value={appSystem()}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <input aria-label="Email" />
        <SubmitButton>Send</SubmitButton>
      </form>
    </ChakraProvider>,
  );
}

describe("SubmitButton", () => {
  it("keeps focus in the field being typed in when pressed, so blur validation cannot move it", () => {
    renderForm(vi.fn());
    const field = screen.getByLabelText("Email");
    field.focus();
    // fireEvent returns false when a handler called preventDefault.
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "Send" }))).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it("submits its form by click and by keyboard", async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(screen.getByLabelText("Email"), "a@b.no{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
