import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EMBED_ORIGIN_PATTERN, EMBED_ORIGINS_MAX } from "../../../../domain/account-settings";
import { type ContentAccess, ZContentAccess } from "../../../../domain/schemas/account";
import { ListInput } from "../forms/ListInput";
import { firstMessage, translateMessage } from "../forms/messages";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { type SectionFormProps, useSettingsForm } from "../forms/use-settings-form";

/** Same cleaning as the schema: lowercase, no trailing slash. */
const normalizeOrigin = (v: string) => v.trim().toLowerCase().replace(/\/+$/, "");

/** Content access: the sites allowed to frame this account's channel embeds. */
export function ContentAccessForm({ initial, onSave }: SectionFormProps<ContentAccess>) {
  const { t } = useTranslation();
  const { form, shell } = useSettingsForm({
    schema: ZContentAccess,
    initial,
    save: onSave,
  });
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <SettingsForm
      title={t("pages.details.contentAccess")}
      description={t("accounts.contentAccess.description")}
      {...shell}
    >
      <SettingsPanel
        title={t("accounts.contentAccess.panel")}
        description={t("accounts.contentAccess.panelHelp")}
      >
        <Controller
          control={control}
          name="allowedOrigins"
          render={({ field }) => (
            <ListInput
              label={t("accounts.contentAccess.origins")}
              helper={t("accounts.contentAccess.originsHelp")}
              placeholder={t("accounts.contentAccess.placeholder")}
              values={field.value}
              onChange={field.onChange}
              normalize={normalizeOrigin}
              validate={(v) => (EMBED_ORIGIN_PATTERN.test(v) ? null : "accounts.errors.origin")}
              duplicateMessage="accounts.errors.alreadySelected"
              error={
                translateMessage(t, firstMessage(errors.allowedOrigins), EMBED_ORIGINS_MAX) ||
                undefined
              }
              max={EMBED_ORIGINS_MAX}
              emptyText={t("accounts.contentAccess.anywhere")}
            />
          )}
        />
      </SettingsPanel>
    </SettingsForm>
  );
}
