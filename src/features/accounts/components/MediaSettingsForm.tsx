import { Field, Input, Stack } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CLASS_NAME_MAX, IMAGE_BASE_PATH_MAX } from "../../../../domain/account-settings";
import { type MediaSettings, ZMediaSettings } from "../../../../domain/schemas/account";
import { firstMessage, translateMessage } from "../forms/messages";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { useSettingsForm } from "../forms/use-settings-form";
import { SourceSetsInput } from "./SourceSetsInput";

/** Media settings: image source sets, image container class name, image base path (§3). */
export function MediaSettingsForm({
  initial,
  onSave,
}: {
  initial: MediaSettings;
  onSave: (body: unknown) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, onReset } = useSettingsForm({
    schema: ZMediaSettings,
    initial,
    save: onSave,
    savedToast: t("accounts.settings.saved"),
  });
  const {
    control,
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  return (
    <SettingsForm
      title={t("pages.details.media")}
      description={t("accounts.media.description")}
      dirty={isDirty}
      saving={isSubmitting}
      onSubmit={onSubmit}
      onReset={onReset}
    >
      <SettingsPanel title={t("accounts.media.sourceSets")}>
        <Controller
          control={control}
          name="imageSourceSets"
          render={({ field }) => (
            <SourceSetsInput
              value={field.value}
              onChange={field.onChange}
              error={translateMessage(t, firstMessage(errors.imageSourceSets)) || undefined}
            />
          )}
        />
      </SettingsPanel>
      <SettingsPanel
        title={t("accounts.media.markup")}
        description={t("accounts.media.markupHelp")}
      >
        <Stack gap="5">
          <Field.Root invalid={Boolean(errors.imageContainerClassName)}>
            <Field.Label>{t("accounts.media.className")}</Field.Label>
            <Input
              size="sm"
              fontFamily="mono"
              placeholder="ticker-image"
              autoComplete="off"
              spellCheck={false}
              {...register("imageContainerClassName")}
            />
            {errors.imageContainerClassName ? (
              <Field.ErrorText>
                {translateMessage(t, errors.imageContainerClassName.message, CLASS_NAME_MAX)}
              </Field.ErrorText>
            ) : (
              <Field.HelperText>{t("accounts.media.classNameHelp")}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.imageBasePath)}>
            <Field.Label>{t("accounts.media.basePath")}</Field.Label>
            <Input
              size="sm"
              fontFamily="mono"
              placeholder="https://cdn.example.com/images"
              autoComplete="off"
              spellCheck={false}
              {...register("imageBasePath")}
            />
            {errors.imageBasePath ? (
              <Field.ErrorText>
                {translateMessage(t, errors.imageBasePath.message, IMAGE_BASE_PATH_MAX)}
              </Field.ErrorText>
            ) : (
              <Field.HelperText>{t("accounts.media.basePathHelp")}</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </SettingsPanel>
    </SettingsForm>
  );
}
