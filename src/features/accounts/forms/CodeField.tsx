import { Field, Input } from "@chakra-ui/react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A small monospaced text field for values that are code (class names, paths, header names):
 * no autocomplete or spell check; the error replaces the helper text.
 */
export function CodeField({
  label,
  helper,
  error,
  placeholder,
  flex,
  registration,
}: {
  label: string;
  helper?: string;
  /** The translated error, empty when the field is valid. */
  error: string | undefined;
  placeholder?: string;
  flex?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field.Root invalid={Boolean(error)} flex={flex}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        fontFamily="mono"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        {...registration}
      />
      {error || !helper ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
