import { Stack, Switch } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type AiSettings, ZAiSettings } from "../../../../domain/schemas/ai";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { type SectionFormProps, useSettingsForm } from "../forms/use-settings-form";

const SWITCHES = ["enabled", "assistedLabel"] as const;

/** AI mode: on or off for the account, and the readers' "AI-assisted" label. */
export function AiSettingsForm(section: SectionFormProps<AiSettings>) {
  const { t } = useTranslation();
  const { form, shell } = useSettingsForm({ section: "ai", schema: ZAiSettings, ...section });
  const { control } = form;
  return (
    <SettingsForm {...shell}>
      {SWITCHES.map((name) => (
        <SettingsPanel
          key={name}
          title={t(`accounts.ai.${name}.title`)}
          description={t(`accounts.ai.${name}.description`)}
        >
          <Stack>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <Switch.Root
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(e) => field.onChange(e.checked)}
                  colorPalette="brand"
                >
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control />
                  <Switch.Label>{t(`accounts.ai.${name}.switch`)}</Switch.Label>
                </Switch.Root>
              )}
            />
          </Stack>
        </SettingsPanel>
      ))}
    </SettingsForm>
  );
}
