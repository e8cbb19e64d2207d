import { HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "../../../../domain/constants";
import { FormAlert, FormField } from "../../../components/FormField";
import { Notice } from "../../../components/Notice";
import { SubmitButton } from "../../../components/SubmitButton";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { CHECK_ON_BLUR, useZodForm } from "../../../lib/use-zod-form";
import { useChangePassword } from "../api/change-password";
import { messageParams, type PasswordForm, ZPasswordForm } from "./profile-forms";

const EMPTY: PasswordForm = { currentPassword: "", password: "", repeatPassword: "" };

/** Password tab: current, new and repeat; a wrong current password is shown on its field. */
export function ProfilePasswordTab({ represented }: { represented: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(ZPasswordForm, { ...CHECK_ON_BLUR, defaultValues: EMPTY });
  const { register, handleSubmit, reset, setError } = form;
  const { errors } = form.formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      toaster.create({ type: "success", title: t("profile.password.changed") });
    } catch (error) {
      const key = error instanceof ApiError ? error.errorKey : undefined;
      if (key === "incorrect-current-password") {
        setError("currentPassword", { message: `errors.${key}` }, { shouldFocus: true });
      } else if (key === "password-too-weak") {
        setError("password", { message: "forms.errors.passwordCategories" });
      } else if (key === "passwords-must-match") {
        setError("repeatPassword", { message: "forms.errors.passwordsMustMatch" });
      } else {
        setFailure(key ? t(`errors.${key}`) : t("profile.password.failed"));
      }
    }
  });

  const message = (field: keyof PasswordForm) => {
    const key = errors[field]?.message;
    return key ? t(key, messageParams(field, key)) : undefined;
  };

  if (represented) {
    return <Notice status="info" title={t("profile.password.represented")} />;
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t("profile.password.intro", { length: PASSWORD_MIN_LENGTH })}
        </Text>
        <FormAlert message={failure} />
        <FormField
          label={t("profile.password.current")}
          error={message("currentPassword")}
          required
        >
          <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
        </FormField>
        <FormField label={t("profile.password.new")} error={message("password")} required>
          <Input type="password" autoComplete="new-password" {...register("password")} />
        </FormField>
        <FormField label={t("profile.password.repeat")} error={message("repeatPassword")} required>
          <Input type="password" autoComplete="new-password" {...register("repeatPassword")} />
        </FormField>
        <HStack justify="flex-end">
          <SubmitButton colorPalette="brand" loading={change.isPending}>
            {t("profile.password.submit")}
          </SubmitButton>
        </HStack>
      </Stack>
    </form>
  );
}
