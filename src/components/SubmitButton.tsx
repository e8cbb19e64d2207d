import { Button, type ButtonProps } from "@chakra-ui/react";

/**
 * The submit button of a form that validates on blur. Pressing it must not blur the field
 * being typed in: the message that appears (or goes) under that field would move the button
 * from under the pointer before it is released, and the click, so the submit, would be lost.
 * Keyboard use is unchanged, and the submit validates every field anyway.
 */
export function SubmitButton(props: Omit<ButtonProps, "type">) {
  return <Button {...props} type="submit" onMouseDown={(e) => e.preventDefault()} />;
}
