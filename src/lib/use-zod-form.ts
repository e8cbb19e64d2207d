import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form form whose values and checks are a domain schema's, the same the server
 * validates with: the form's types come from the schema, so no form spells its values twice.
 */
export function useZodForm<In extends FieldValues, Out = In>(
  schema: z.ZodType<Out, In>,
  options: Omit<UseFormProps<In, unknown, Out>, "resolver"> = {},
): UseFormReturn<In, unknown, Out> {
  // The resolver's overloads cannot be chosen for a generic schema; the signature above is the check.
  const resolver = zodResolver(schema as never) as unknown as UseFormProps<
    In,
    unknown,
    Out
  >["resolver"];
  return useForm<In, unknown, Out>({ ...options, resolver });
}

/** Check a field when it is left, then as it is corrected. */
export const CHECK_ON_BLUR = { mode: "onBlur", reValidateMode: "onChange" } as const;
