import { type ChangeEvent, useState } from "react";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../../../domain/constants";

export type LoginFieldName = "email" | "password";
type LoginValues = Record<LoginFieldName, string>;
type FieldErrorKey = "forms.errors.required" | "forms.errors.maxLength";

const MAX_LENGTH: Record<LoginFieldName, number> = {
  email: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
};
const FIELDS: readonly LoginFieldName[] = ["email", "password"];

/** What is sent: an address pasted with spaces around it still signs in. */
const clean = (name: LoginFieldName, raw: string) => (name === "email" ? raw.trim() : raw);

function check(name: LoginFieldName, raw: string): FieldErrorKey | undefined {
  const value = clean(name, raw);
  if (!value) return "forms.errors.required";
  if (value.length > MAX_LENGTH[name]) return "forms.errors.maxLength";
  return undefined;
}

type SubmitResult = { ok: true; values: LoginValues } | { ok: false; firstInvalid: LoginFieldName };

/**
 * The two login fields as plain controlled inputs: a form library would be a tenth of the login
 * route's script for two checks. Like the other forms, a field is checked when it loses focus,
 * and after the first submit on every change. The server checks the request with its schema.
 */
export function useLoginFields() {
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<LoginFieldName, FieldErrorKey>>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = (name: LoginFieldName, raw: string) =>
    setErrors((current) => ({ ...current, [name]: check(name, raw) }));

  const bind = (name: LoginFieldName) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: raw }));
      if (submitted) validate(name, raw);
    },
    onBlur: () => validate(name, values[name]),
  });

  const submit = (): SubmitResult => {
    setSubmitted(true);
    const found = Object.fromEntries(FIELDS.map((name) => [name, check(name, values[name])]));
    setErrors(found);
    const firstInvalid = FIELDS.find((name) => found[name]);
    if (firstInvalid) return { ok: false, firstInvalid };
    return { ok: true, values: { email: clean("email", values.email), password: values.password } };
  };

  return { bind, errors, submit, maxLength: MAX_LENGTH };
}
