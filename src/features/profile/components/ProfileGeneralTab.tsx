import { Button, Field, HStack, Input, Separator, Stack } from "@chakra-ui/react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProfileOverview } from "../../../../domain/schemas/profile";
import { FormAlert, FormField } from "../../../components/FormField";
import { SubmitButton } from "../../../components/SubmitButton";
import { toaster } from "../../../components/toaster";
import { ApiError } from "../../../lib/api-client";
import { CHECK_ON_BLUR, useZodForm } from "../../../lib/use-zod-form";
import { useUpdateProfile } from "../api/update-profile";
import { ProfilePhoto } from "./ProfilePhoto";
import { ProfileRights } from "./ProfileRights";
import { type GeneralForm, messageParams, ZGeneralForm } from "./profile-forms";
import { SsoBindings } from "./SsoBindings";

const valuesOf = (profile: ProfileOverview): GeneralForm => {
  const { displayName, username, email } = profile.userInformation.user;
  return { displayName, username, email };
};

/** General tab: photo, name, username, email (confirmed by mail), rights, sign-in providers. */
export function ProfileGeneralTab({ profile }: { profile: ProfileOverview }) {
  const { t } = useTranslation();
  const user = profile.userInformation.user;
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(ZGeneralForm, { ...CHECK_ON_BLUR, defaultValues: valuesOf(profile) });
  const { register, handleSubmit, reset, setError } = form;
  const { errors, isDirty } = form.formState;

  // A saved change (or one made elsewhere) becomes the new starting point of Reset.
  const { displayName, username, email } = user;
  useEffect(() => {
    reset({ displayName, username, email }, { keepDirtyValues: true });
  }, [displayName, username, email, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { pendingEmail } = await update.mutateAsync(values);
      reset({ ...values, email: user.email });
      toaster.create({
        type: "success",
        title: t("profile.general.saved"),
        description: pendingEmail
          ? t("profile.general.confirmationSent", { email: pendingEmail })
          : undefined,
      });
    } catch (error) {
      const key = error instanceof ApiError ? error.errorKey : undefined;
      if (key === "username-taken") setError("username", { message: `errors.${key}` });
      else if (key === "user-already-exists") setError("email", { message: `errors.${key}` });
      else setFailure(key ? t(`errors.${key}`) : t("profile.general.saveFailed"));
    }
  });

  // The browser's own reset runs after this handler and would blank the inputs (their HTML
  // default is empty) while the form kept the saved values: Save would then send those.
  const restoreSaved = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset(valuesOf(profile));
  };

  const message = (field: keyof GeneralForm) => {
    const key = errors[field]?.message;
    return key ? t(key, messageParams(field, key)) : undefined;
  };

  return (
    <Stack gap="5">
      <ProfilePhoto user={user} />
      <Separator />
      <form onSubmit={onSubmit} onReset={restoreSaved} noValidate>
        <Stack gap="4">
          <FormAlert message={failure} />
          <FormField label={t("profile.general.name")} error={message("displayName")} required>
            <Input autoComplete="name" {...register("displayName")} />
          </FormField>
          <FormField
            label={t("profile.general.username")}
            error={message("username")}
            helper={t("profile.general.usernameHelp")}
            required
          >
            <Input autoComplete="username" spellCheck={false} {...register("username")} />
          </FormField>
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>
              {t("profile.general.email")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" autoComplete="email" {...register("email")} />
            {errors.email ? (
              <Field.ErrorText>{message("email")}</Field.ErrorText>
            ) : user.pendingEmail ? (
              <Field.HelperText color="orange.fg" data-testid="pending-email">
                {t("profile.general.pendingEmail", { email: user.pendingEmail })}
              </Field.HelperText>
            ) : (
              <Field.HelperText>{t("profile.general.emailHelp")}</Field.HelperText>
            )}
          </Field.Root>
          <HStack justify="flex-end" gap="2">
            <Button type="reset" variant="outline" disabled={!isDirty || update.isPending}>
              {t("profile.actions.reset")}
            </Button>
            <SubmitButton colorPalette="brand" loading={update.isPending}>
              {t("profile.actions.save")}
            </SubmitButton>
          </HStack>
        </Stack>
      </form>
      <Separator />
      <ProfileRights account={profile.mainAccount} />
      <Separator />
      <SsoBindings user={user} disabled={user.isRepresented} />
    </Stack>
  );
}
