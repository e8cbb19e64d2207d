import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { TAG_NAME_MAX, type Tag } from "../../../../domain/schemas/tag";
import { useZodForm } from "../../../lib/use-zod-form";
import { isDuplicateTag, isTagNotUnique, tagNameErrorKey, ZTagForm } from "../lib/tag-form";

export interface TagNameFormProps {
  label: string;
  /** Visually hide the label (inline row editing); it stays the input's accessible name. */
  hideLabel?: boolean;
  initialName?: string;
  submitText: ReactNode;
  /** Existing tags, for the case-insensitive uniqueness check. */
  tags: readonly Tag[];
  exceptId?: string;
  /** Rejects with the API error; tag-not-unique is shown on the field, others by the caller. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  cancelText?: string;
  autoFocus?: boolean;
}

/** The tag name field with its validation: required, at most 50 characters, unique per account. */
export function TagNameForm({
  label,
  hideLabel = false,
  initialName = "",
  submitText,
  tags,
  exceptId,
  onSubmit,
  onCancel,
  cancelText,
  autoFocus = false,
}: TagNameFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const form = useZodForm(ZTagForm, {
    defaultValues: { name: initialName },
    // An edit clears the error and the next submit checks again: a field just cleared after a
    // duplicate is not "required" yet.
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, setError, clearErrors, reset } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = handleSubmit(async ({ name }) => {
    if (isDuplicateTag(name, tags, exceptId)) {
      setError("name", { type: "tag-not-unique" }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(name);
      if (!exceptId) reset({ name: "" });
    } catch (error) {
      if (isTagNotUnique(error))
        setError("name", { type: "tag-not-unique" }, { shouldFocus: true });
    }
  });

  const errorKey = tagNameErrorKey(errors.name?.type);

  return (
    <form onSubmit={submit} noValidate>
      <Field.Root invalid={Boolean(errors.name)} required={!hideLabel}>
        <Field.Label htmlFor={inputId} srOnly={hideLabel}>
          {label}
        </Field.Label>
        <HStack width="100%" gap="2" align="flex-start">
          <Input
            id={inputId}
            size="sm"
            autoComplete="off"
            autoFocus={autoFocus}
            placeholder={t("tags.form.placeholder")}
            onKeyDown={(e) => {
              if (e.key === "Escape" && onCancel) {
                e.stopPropagation();
                onCancel();
              }
            }}
            {...register("name", { onChange: () => clearErrors("name") })}
          />
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            loading={isSubmitting}
            flexShrink={0}
          >
            {submitText}
          </Button>
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel} flexShrink={0}>
              {cancelText}
            </Button>
          )}
        </HStack>
        {errorKey && <Field.ErrorText>{t(errorKey, { max: TAG_NAME_MAX })}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
