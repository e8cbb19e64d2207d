import { useTranslation } from "react-i18next";
import type { AccountConfiguration } from "../../../../domain/schemas/account";
import { useSaveSettings } from "../api/save-settings";
import { UsageSettingsForm } from "../components/UsageSettingsForm";
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
  const save = useSaveSettings("usage", domain, accountKey);
  return <UsageSettingsForm initial={settings.usage} onSave={save.mutateAsync} />;
}

/** The account's usage settings, in account details and (where routed) the features console. */
export default function UsageSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsLoader
      title={t("pages.details.usageSettings")}
      description={t("accounts.usage.description")}
    >
      {(settings, { domain, key }) => (
        <Loaded settings={settings} domain={domain} accountKey={key} />
      )}
    </SettingsLoader>
  );
}
