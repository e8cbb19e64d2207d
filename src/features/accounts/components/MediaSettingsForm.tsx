import { Stack } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CLASS_NAME_MAX, IMAGE_BASE_PATH_MAX } from "../../../../domain/account-settings";
import { type MediaSettings, ZMediaSettings } from "../../../../domain/schemas/account";
import { CodeField } from "../forms/CodeField";
import { firstMessage, translateMessage } from "../forms/messages";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { type SectionFormProps, useSettingsForm } from "../forms/use-settings-form";
import { SourceSetsInput } from "./SourceSetsInput";

/** Media settings: image source sets, image container class name, image base path. */
export function MediaSettingsForm(section: SectionFormProps<MediaSettings>) {
  const { t } = useTranslation();
  const { form, shell } = useSettingsForm({ section: "media", schema: ZMediaSettings, ...section });
  const { control, register } = form;
  const { errors } = form.formState;

  return (
    <SettingsForm {...shell}>
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
          <CodeField
            label={t("accounts.media.className")}
            helper={t("accounts.media.classNameHelp")}
            placeholder="ticker-image"
            error={translateMessage(t, errors.imageContainerClassName?.message, CLASS_NAME_MAX)}
            registration={register("imageContainerClassName")}
          />
          <CodeField
            label={t("accounts.media.basePath")}
            helper={t("accounts.media.basePathHelp")}
            placeholder="https://cdn.example.com/images"
            error={translateMessage(t, errors.imageBasePath?.message, IMAGE_BASE_PATH_MAX)}
            registration={register("imageBasePath")}
          />
        </Stack>
      </SettingsPanel>
    </SettingsForm>
  );
}
