import { useTranslation } from "react-i18next";
import type { AccountConfiguration } from "../../../../domain/schemas/account";
import { useSaveSettings } from "../api/save-settings";
import { AdvancedSettingsForm } from "../components/AdvancedSettingsForm";
import { SettingsLoader } from "../forms/SettingsLoader";

function Loaded({
  settings,
  domain,
  accountKey,
}: {
  settings: AccountConfiguration;
  domain: string;
  accountKey: string;
}) {
  const save = useSaveSettings("advanced", domain, accountKey);
  return <AdvancedSettingsForm initial={settings.advanced} onSave={save.mutateAsync} />;
}

/** The account's advanced settings, in account details and (where routed) the features console. */
export default function AdvancedSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsLoader
      title={t("pages.details.advancedSettings")}
      description={t("accounts.advanced.description")}
    >
      {(settings, { domain, key }) => (
        <Loaded settings={settings} domain={domain} accountKey={key} />
      )}
    </SettingsLoader>
  );
}
