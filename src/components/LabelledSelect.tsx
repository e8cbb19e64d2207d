import { Field, NativeSelect } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";

/**
 * A labelled native select over a list of choices; `select` goes to the select element.
 * A `placeholder` leads as a choice that cannot be made again; `below` is the error or help.
 */
export function LabelledSelect({
  label,
  options,
  select,
  placeholder,
  below,
  ...root
}: Field.RootProps & {
  label: string;
  options: readonly { value: string; label: string }[];
  select: NativeSelect.FieldProps & { ref?: Ref<HTMLSelectElement> };
  placeholder?: string;
  below?: ReactNode;
}) {
  return (
    <Field.Root {...root}>
      <Field.Label htmlFor={select.id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...select}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {below}
    </Field.Root>
  );
}
