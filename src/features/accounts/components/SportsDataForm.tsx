import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  COMPETITION_ID_PATTERN,
  COMPETITION_IDS_MAX,
  SPORTS_API_KEY_MAX,
  SPORTS_PROVIDERS,
} from "../../../../domain/account-settings";
import { type SportsData, ZSportsDataRequest } from "../../../../domain/schemas/account";
import { ListField } from "../forms/ListInput";
import { translateMessage } from "../forms/messages";
import { SettingsForm, SettingsPanel } from "../forms/SettingsForm";
import { type SectionFormProps, useSettingsForm } from "../forms/use-settings-form";

/**
 * The form's values: the key field is blank unless a new key is typed, and removeKey drops
 * the stored one. The request rules are the domain schema's.
 */
const sportsDataForm = (hasStoredKey: boolean) =>
  ZSportsDataRequest.omit({ apiKey: true })
    .extend({
      apiKey: z.string().trim().max(SPORTS_API_KEY_MAX, "forms.errors.maxLength"),
      removeKey: z.boolean(),
    })
    .refine((v) => v.provider === "none" || v.apiKey !== "" || (hasStoredKey && !v.removeKey), {
      message: "forms.errors.required",
      path: ["apiKey"],
    });
type SportsDataFormValues = z.infer<ReturnType<typeof sportsDataForm>>;

const toBody = (v: SportsDataFormValues) => ({
  provider: v.provider,
  competitionIds: v.competitionIds,
  // Absent keeps the stored key; null removes it.
  ...(v.apiKey ? { apiKey: v.apiKey } : v.removeKey ? { apiKey: null } : {}),
});

/** Sports data: provider, write-only API key and default competition ids. */
export function SportsDataForm({ initial, onSave }: SectionFormProps<SportsData>) {
  const { t } = useTranslation();
  const { form, shell } = useSettingsForm({
    section: "sportsData",
    schema: sportsDataForm(initial.apiKeyMasked !== null),
    initial: {
      provider: initial.provider,
      apiKey: "",
      removeKey: false,
      competitionIds: initial.competitionIds,
    },
    onSave,
    toBody,
    toForm: (saved) => {
      const answer = saved as SportsData;
      return {
        provider: answer.provider,
        apiKey: "",
        removeKey: false,
        competitionIds: answer.competitionIds,
      };
    },
  });
  const { register, setValue, watch } = form;
  const { errors } = form.formState;
  const removeKey = watch("removeKey");

  return (
    <SettingsForm {...shell}>
      <SettingsPanel
        title={t("accounts.sportsData.panel")}
        description={t("accounts.sportsData.panelHelp")}
      >
        <Stack gap="5">
          <Field.Root>
            <Field.Label>{t("accounts.sportsData.provider")}</Field.Label>
            <NativeSelect.Root size="sm" maxWidth="xs">
              <NativeSelect.Field {...register("provider")}>
                {SPORTS_PROVIDERS.map((p) => (
                  <option key={p} value={p}>
                    {t(`accounts.sportsData.providers.${p}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.apiKey)}>
            <Field.Label>{t("accounts.sportsData.apiKey")}</Field.Label>
            <Input
              size="sm"
              type="password"
              fontFamily="mono"
              autoComplete="off"
              placeholder={initial.apiKeyMasked && !removeKey ? initial.apiKeyMasked : ""}
              {...register("apiKey")}
            />
            {errors.apiKey ? (
              <Field.ErrorText>
                {translateMessage(t, errors.apiKey.message, SPORTS_API_KEY_MAX)}
              </Field.ErrorText>
            ) : (
              <Field.HelperText>
                {removeKey
                  ? t("accounts.sportsData.keyRemoved")
                  : initial.apiKeyMasked
                    ? t("accounts.sportsData.apiKeyStored", { masked: initial.apiKeyMasked })
                    : t("accounts.sportsData.apiKeyNone")}
              </Field.HelperText>
            )}
          </Field.Root>
          {initial.apiKeyMasked && !removeKey && (
            <HStack>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => setValue("removeKey", true, { shouldDirty: true })}
              >
                {t("accounts.sportsData.removeKey")}
              </Button>
            </HStack>
          )}
          <ListField
            control={form.control}
            name="competitionIds"
            label={t("accounts.sportsData.competitions")}
            helper={t("accounts.sportsData.competitionsHelp")}
            placeholder={t("accounts.sportsData.competitionPlaceholder")}
            validate={(v) =>
              COMPETITION_ID_PATTERN.test(v) ? null : "accounts.errors.competitionId"
            }
            duplicateMessage="accounts.errors.alreadySelected"
            max={COMPETITION_IDS_MAX}
            emptyText={t("accounts.sportsData.noCompetitions")}
          />
          {errors.root?.message && <Text color="fg.error">{errors.root.message}</Text>}
        </Stack>
      </SettingsPanel>
    </SettingsForm>
  );
}
