import { Button, Field, Flex, Input, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { HTTP_HEADER_NAME_MAX, HTTP_HEADER_VALUE_MAX } from "../../../../domain/account-settings";
import { type AdvancedSettings, ZHttpHeader } from "../../../../domain/schemas/account";
import { translateMessage } from "../forms/messages";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { useSettingsForm } from "../forms/use-settings-form";

/** The form edits both fields always; empty both means "no header" (null) when saved. */
const ZAdvancedForm = z.object({ linkCardHeader: ZHttpHeader });
type AdvancedForm = z.infer<typeof ZAdvancedForm>;

const toForm = (s: AdvancedSettings): AdvancedForm => ({
  linkCardHeader: s.linkCardHeader ?? { name: "", value: "" },
});
const toBody = ({ linkCardHeader: h }: AdvancedForm): AdvancedSettings => ({
  linkCardHeader: h.name || h.value ? h : null,
});

/** Advanced settings: the HTTP header sent with link-card metadata fetches (§3, §5). */
export function AdvancedSettingsForm({
  initial,
  onSave,
}: {
  initial: AdvancedSettings;
  onSave: (body: unknown) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, onReset } = useSettingsForm({
    schema: ZAdvancedForm,
    initial: toForm(initial),
    save: onSave,
    toBody,
    toForm: (saved) => toForm(saved as AdvancedSettings),
    savedToast: t("accounts.settings.saved"),
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const header = watch("linkCardHeader");
  const nameError = errors.linkCardHeader?.name?.message;
  const valueError = errors.linkCardHeader?.value?.message;

  return (
    <SettingsForm
      title={t("pages.details.advancedSettings")}
      description={t("accounts.advanced.description")}
      dirty={isDirty}
      saving={isSubmitting}
      onSubmit={onSubmit}
      onReset={onReset}
    >
      <SettingsPanel
        title={t("accounts.advanced.header")}
        description={t("accounts.advanced.headerHelp")}
      >
        <Stack gap="4">
          <Flex gap="4" direction={{ base: "column", sm: "row" }}>
            <Field.Root invalid={Boolean(nameError)} flex="1">
              <Field.Label>{t("accounts.advanced.name")}</Field.Label>
              <Input
                size="sm"
                fontFamily="mono"
                placeholder="X-Ticker-Access"
                autoComplete="off"
                spellCheck={false}
                {...register("linkCardHeader.name", {
                  // Both fields share the "incomplete" rule: a change to one re-checks the other.
                  onChange: () => form.formState.isSubmitted && void form.trigger("linkCardHeader"),
                })}
              />
              <Field.ErrorText>
                {translateMessage(t, nameError, HTTP_HEADER_NAME_MAX)}
              </Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(valueError)} flex="2">
              <Field.Label>{t("accounts.advanced.value")}</Field.Label>
              <Input
                size="sm"
                fontFamily="mono"
                autoComplete="off"
                spellCheck={false}
                {...register("linkCardHeader.value", {
                  onChange: () => form.formState.isSubmitted && void form.trigger("linkCardHeader"),
                })}
              />
              <Field.ErrorText>
                {translateMessage(t, valueError, HTTP_HEADER_VALUE_MAX)}
              </Field.ErrorText>
            </Field.Root>
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
