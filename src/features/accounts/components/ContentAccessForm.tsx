import { useTranslation } from "react-i18next";
import { EMBED_ORIGIN_PATTERN, EMBED_ORIGINS_MAX } from "../../../../domain/account-settings";
import { type ContentAccess, ZContentAccess } from "../../../../domain/schemas/account";
import { ListField } from "../forms/ListInput";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { type SectionFormProps, useSettingsForm } from "../forms/use-settings-form";

/** Same cleaning as the schema: lowercase, no trailing slash. */
const normalizeOrigin = (v: string) => v.trim().toLowerCase().replace(/\/+$/, "");

/** Content access: the sites allowed to frame this account's channel embeds. */
export function ContentAccessForm(section: SectionFormProps<ContentAccess>) {
  const { t } = useTranslation();
  const { form, shell } = useSettingsForm({
    section: "contentAccess",
    schema: ZContentAccess,
    ...section,
  });
  return (
    <SettingsForm {...shell}>
      <SettingsPanel
        title={t("accounts.contentAccess.panel")}
        description={t("accounts.contentAccess.panelHelp")}
      >
        <ListField
          control={form.control}
          name="allowedOrigins"
          label={t("accounts.contentAccess.origins")}
          helper={t("accounts.contentAccess.originsHelp")}
          placeholder={t("accounts.contentAccess.placeholder")}
          normalize={normalizeOrigin}
          validate={(v) => (EMBED_ORIGIN_PATTERN.test(v) ? null : "accounts.errors.origin")}
          duplicateMessage="accounts.errors.alreadySelected"
          max={EMBED_ORIGINS_MAX}
          emptyText={t("accounts.contentAccess.anywhere")}
        />
      </SettingsPanel>
    </SettingsForm>
  );
}
