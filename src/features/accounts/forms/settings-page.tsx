import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { AccountConfiguration } from "../../../../domain/schemas/account";
import { type SettingsSection, useSaveSettings } from "../api/save-settings";
import { SettingsLoader } from "./SettingsLoader";
import { SECTION_HEADINGS } from "./section-headings";
import type { SectionFormProps } from "./use-settings-form";

/**
 * One settings screen: loads the account's configuration, shows the section's form and saves it
 * through the section's PUT. Used in account details and, where routed, the features console.
 */
export function settingsPage<S extends SettingsSection>(
  section: S,
  Form: ComponentType<SectionFormProps<AccountConfiguration[S]>>,
): ComponentType {
  const heading = SECTION_HEADINGS[section];
  function Loaded({ settings, domain, accountKey }: Loaded) {
    const save = useSaveSettings(section, domain, accountKey);
    return <Form initial={settings[section]} onSave={save.mutateAsync} />;
  }
  return function SettingsPage() {
    const { t } = useTranslation();
    return (
      <SettingsLoader title={t(heading.title)} description={t(heading.description)}>
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
