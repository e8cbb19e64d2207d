import { useTranslation } from "react-i18next";
import type { AccountConfiguration } from "../../../../domain/schemas/account";
import { useSaveSettings } from "../api/save-settings";
import { MediaSettingsForm } from "../components/MediaSettingsForm";
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
  const save = useSaveSettings("media", domain, accountKey);
  return <MediaSettingsForm initial={settings.media} onSave={save.mutateAsync} />;
}

/** The account's media settings, in account details and (where routed) the features console. */
export default function MediaSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsLoader title={t("pages.details.media")} description={t("accounts.media.description")}>
      {(settings, { domain, key }) => (
        <Loaded settings={settings} domain={domain} accountKey={key} />
      )}
    </SettingsLoader>
  );
}
