import { Field, Stack, Switch } from "@chakra-ui/react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EMAIL_DOMAIN_PATTERN, EMAIL_DOMAINS_MAX } from "../../../../domain/account-settings";
import { type UsageSettings, ZUsageSettings } from "../../../../domain/schemas/account";
import { ListField } from "../forms/ListInput";
import { translateMessage } from "../forms/messages";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { type SectionFormProps, useSettingsForm } from "../forms/use-settings-form";

const PROVIDERS = [
  { flag: "enforceGoogleSignIn", domains: "enforceGoogleSignInFrom", name: "google" },
  { flag: "enforceMsSignIn", domains: "enforceMsSignInFrom", name: "microsoft" },
] as const;

/** Usage settings: enforce Google or Microsoft sign-in, each for some email domains. */
export function UsageSettingsForm(section: SectionFormProps<UsageSettings>) {
  const { t } = useTranslation();
  const { form, shell } = useSettingsForm({ section: "usage", schema: ZUsageSettings, ...section });
  const { control } = form;
  const { errors } = form.formState;

  return (
    <SettingsForm {...shell}>
      {PROVIDERS.map(({ flag, domains, name }) => (
        <SettingsPanel
          key={name}
          title={t(`accounts.usage.${name}.title`)}
          description={t(`accounts.usage.${name}.description`)}
        >
          <Stack gap="5">
            <Controller
              control={control}
              name={flag}
              render={({ field }) => (
                <Field.Root invalid={Boolean(errors[flag])}>
                  <Switch.Root
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={(e) => {
                      field.onChange(e.checked);
                      // The "only one" rule spans both switches: check again on each change.
                      void form.trigger(["enforceGoogleSignIn", "enforceMsSignIn"]);
                    }}
                    colorPalette="brand"
                  >
                    <Switch.HiddenInput onBlur={field.onBlur} />
                    <Switch.Control />
                    <Switch.Label>{t(`accounts.usage.${name}.enforce`)}</Switch.Label>
                  </Switch.Root>
                  <Field.ErrorText>{translateMessage(t, errors[flag]?.message)}</Field.ErrorText>
                </Field.Root>
              )}
            />
            <ListField
              control={control}
              name={domains}
              label={t("accounts.usage.domains")}
              helper={t("accounts.usage.domainsHelp")}
              placeholder={t("accounts.usage.domainPlaceholder")}
              normalize={(v) => v.trim().toLowerCase().replace(/^@/, "")}
              validate={(v) => (EMAIL_DOMAIN_PATTERN.test(v) ? null : "email-domain-invalid")}
              duplicateMessage="forms.errors.emailDomainExists"
              max={EMAIL_DOMAINS_MAX}
              emptyText={t("accounts.usage.anyDomain")}
            />
          </Stack>
        </SettingsPanel>
      ))}
    </SettingsForm>
  );
}
