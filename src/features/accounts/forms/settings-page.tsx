import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { AccountConfiguration } from "../../../../domain/schemas/account";
import { type SettingsSection, useSaveSettings } from "../api/save-settings";
import { SettingsLoader } from "./SettingsLoader";

export interface SettingsFormProps<S extends SettingsSection> {
  initial: AccountConfiguration[S];
  onSave: (body: unknown) => Promise<unknown>;
}

/**
 * One settings screen: loads the account's configuration, shows the section's form and saves it
 * through the section's PUT. Used in account details and, where routed, the features console.
 */
export function settingsPage<S extends SettingsSection>(
  section: S,
  Form: ComponentType<SettingsFormProps<S>>,
  titleKey: string,
  descriptionKey: string,
): ComponentType {
  function Loaded({ settings, domain, accountKey }: Loaded) {
    const save = useSaveSettings(section, domain, accountKey);
    return <Form initial={settings[section]} onSave={save.mutateAsync} />;
  }
  return function SettingsPage() {
    const { t } = useTranslation();
    return (
      <SettingsLoader title={t(titleKey)} description={t(descriptionKey)}>
        {(settings, { domain, key }) => (
          <Loaded settings={settings} domain={domain} accountKey={key} />
        )}
      </SettingsLoader>
    );
  };
}

interface Loaded {
  settings: AccountConfiguration;
  domain: string;
  accountKey: string;
}
