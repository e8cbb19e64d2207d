import {
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
  useController,
  useWatch,
} from "react-hook-form";
import type { AccessFormValues } from "../../../domain/user-rights";
import type { AccessFieldsProps } from "./AccessFields";

/**
 * Wires AccessFields into a react-hook-form form at `name` (an AccessFormValues field): the
 * role and channel selects register their refs (so a failed submit focuses the first invalid
 * one) and blur handlers. The form validates on change, not on input: a changed role
 * validates the role (and not the channel it just emptied), a changed channel the channel.
 *
 *   const form = useForm<MyForm>({ resolver: zodResolver(schema), mode: "onBlur" });
 *   const access = useAccessFieldsController(form, "rights");
 *   <AccessFields {...access} channels={channels} />
 */
export function useAccessFieldsController<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: FieldPath<T>,
): Pick<AccessFieldsProps, "value" | "onChange" | "errors" | "role" | "channelId"> {
  const { control, setValue, getValues, trigger, clearErrors } = form;
  const roleName = `${name}.role` as FieldPath<T>;
  const channelName = `${name}.channelId` as FieldPath<T>;
  const role = useController({ control, name: roleName });
  const channel = useController({ control, name: channelName });
  const value = useWatch({ control, name }) as AccessFormValues;
  return {
    value,
    onChange: (next) => {
      const previous = getValues(name) as AccessFormValues;
      setValue(name, next as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldTouch: true });
      if (next.role !== previous.role) {
        clearErrors(channelName);
        void trigger(roleName);
      } else if (next.channelId !== previous.channelId) {
        void trigger(channelName);
      }
    },
    errors: { role: role.fieldState.error?.message, channelId: channel.fieldState.error?.message },
    role: { ref: role.field.ref, onBlur: role.field.onBlur, name: roleName },
    channelId: { ref: channel.field.ref, onBlur: channel.field.onBlur, name: channelName },
  };
}
