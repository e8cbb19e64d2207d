import { Field, NativeSelect } from "@chakra-ui/react";
import type { Ref } from "react";

/** A labelled native select over a list of choices; `select` goes to the select element. */
export function LabelledSelect({
  label,
  options,
  select,
  ...root
}: Field.RootProps & {
  label: string;
  options: readonly { value: string; label: string }[];
  select: NativeSelect.FieldProps & { ref?: Ref<HTMLSelectElement> };
}) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
