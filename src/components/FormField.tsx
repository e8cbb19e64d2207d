import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Notice } from "./Notice";

export interface FormFieldProps extends Omit<Field.RootProps, "children"> {
  label: ReactNode;
  /** The translated message of the field's error; the field is invalid while there is one. */
  error?: string | null;
  /** Shown under the control while there is no error. */
  helper?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its required mark, and its error or helper text below it. */
export function FormField({ label, error, helper, required, children, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} {...root}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The error of a whole form (one not tied to a field), above its fields. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Notice status="error" title={message} />;
}
