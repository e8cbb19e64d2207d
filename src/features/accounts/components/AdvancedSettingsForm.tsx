import { Button, Flex, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { HTTP_HEADER_NAME_MAX, HTTP_HEADER_VALUE_MAX } from "../../../../domain/account-settings";
import { type AdvancedSettings, ZHttpHeader } from "../../../../domain/schemas/account";
import { CodeField } from "../forms/CodeField";
import { translateMessage } from "../forms/messages";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { type SectionFormProps, useSettingsForm } from "../forms/use-settings-form";

/** The form edits both fields always; empty both means "no header" (null) when saved. */
const ZAdvancedForm = z.object({ linkCardHeader: ZHttpHeader });
type AdvancedForm = z.infer<typeof ZAdvancedForm>;

const toForm = (s: AdvancedSettings): AdvancedForm => ({
  linkCardHeader: s.linkCardHeader ?? { name: "", value: "" },
});
const toBody = ({ linkCardHeader: h }: AdvancedForm): AdvancedSettings => ({
  linkCardHeader: h.name || h.value ? h : null,
});

/** Advanced settings: the HTTP header sent with link-card metadata fetches. */
export function AdvancedSettingsForm({ initial, onSave }: SectionFormProps<AdvancedSettings>) {
  const { t } = useTranslation();
  const { form, shell } = useSettingsForm({
    section: "advanced",
    schema: ZAdvancedForm,
    initial: toForm(initial),
    onSave,
    toBody,
    toForm: (saved) => toForm(saved as AdvancedSettings),
  });
  const { register, setValue, watch } = form;
  const { errors } = form.formState;
  const header = watch("linkCardHeader");
  const nameError = errors.linkCardHeader?.name?.message;
  const valueError = errors.linkCardHeader?.value?.message;
  const recheckHeader = () => form.formState.isSubmitted && void form.trigger("linkCardHeader");

  return (
    <SettingsForm {...shell}>
      <SettingsPanel
        title={t("accounts.advanced.header")}
        description={t("accounts.advanced.headerHelp")}
      >
        <Stack gap="4">
          <Flex gap="4" direction={{ base: "column", sm: "row" }}>
            <CodeField
              label={t("accounts.advanced.name")}
              placeholder="X-Ticker-Access"
              flex="1"
              error={translateMessage(t, nameError, HTTP_HEADER_NAME_MAX)}
              registration={register("linkCardHeader.name", {
                // Both fields share the "incomplete" rule: a change to one re-checks the other.
                onChange: recheckHeader,
              })}
            />
            <CodeField
              label={t("accounts.advanced.value")}
              flex="2"
              error={translateMessage(t, valueError, HTTP_HEADER_VALUE_MAX)}
              registration={register("linkCardHeader.value", { onChange: recheckHeader })}
            />
          </Flex>
          {(header.name || header.value) && (
            <Button
              alignSelf="flex-start"
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() =>
                setValue(
                  "linkCardHeader",
                  { name: "", value: "" },
                  { shouldDirty: true, shouldValidate: true },
                )
              }
            >
              {t("accounts.advanced.remove")}
            </Button>
          )}
        </Stack>
      </SettingsPanel>
    </SettingsForm>
  );
}
