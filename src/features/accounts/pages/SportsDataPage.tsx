import { useTranslation } from "react-i18next";
import type { AccountConfiguration } from "../../../../domain/schemas/account";
import { useSaveSettings } from "../api/save-settings";
import { SportsDataForm } from "../components/SportsDataForm";
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
  const save = useSaveSettings("sportsData", domain, accountKey);
  return <SportsDataForm initial={settings.sportsData} onSave={save.mutateAsync} />;
}

/** The account's sportsData settings, in account details and (where routed) the features console. */
export default function SportsDataPage() {
  const { t } = useTranslation();
  return (
    <SettingsLoader
      title={t("pages.details.sportsData")}
      description={t("accounts.sportsData.description")}
    >
      {(settings, { domain, key }) => (
        <Loaded settings={settings} domain={domain} accountKey={key} />
      )}
    </SettingsLoader>
  );
}
