/** What is wrong with a field: an i18n key and the values it fills in. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

export const tooShort = (length: number): FieldProblem => ({
  key: "forms.errors.minLength",
  values: { length },
});

export const tooLong = (length: number): FieldProblem => ({
  key: "forms.errors.maxLength",
  values: { length },
});

/** Text that must be given (spaces alone are not) and fit in `max` characters. */
export function requiredTextProblem(value: string, max: number): FieldProblem | null {
  const text = value.trim();
  if (text === "") return { key: "forms.errors.required" };
  return text.length > max ? tooLong(max) : null;
}
