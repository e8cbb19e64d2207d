import { useTranslation } from "react-i18next";
import type { AccountConfiguration } from "../../../../domain/schemas/account";
import { useSaveSettings } from "../api/save-settings";
import { ContentAccessForm } from "../components/ContentAccessForm";
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
  const save = useSaveSettings("contentAccess", domain, accountKey);
  return <ContentAccessForm initial={settings.contentAccess} onSave={save.mutateAsync} />;
}

/** The account's contentAccess settings, in account details and (where routed) the features console. */
export default function ContentAccessPage() {
  const { t } = useTranslation();
  return (
    <SettingsLoader
      title={t("pages.details.contentAccess")}
      description={t("accounts.contentAccess.description")}
    >
      {(settings, { domain, key }) => (
        <Loaded settings={settings} domain={domain} accountKey={key} />
      )}
    </SettingsLoader>
  );
}
