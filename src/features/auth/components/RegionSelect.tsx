import { Field, NativeSelect, Skeleton, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { useRegion } from "../hooks/use-region";

type Region = ReturnType<typeof useRegion>;

/** The region (domain) selector with its loading, error and empty states. */
export function RegionSelect({ region, invalid }: { region: Region; invalid?: boolean }) {
  const { t } = useTranslation();
  const { status, domains, selected, setSelected } = region;
  return (
    <Field.Root invalid={invalid || status === "error" || status === "empty"}>
      <Field.Label>{t("auth.login.region")}</Field.Label>
      {status === "loading" ? (
        <Skeleton height="10" width="100%" borderRadius="l2" />
      ) : (
        <NativeSelect.Root disabled={status !== "ready"}>
          <NativeSelect.Field
            value={selected}
            onChange={(e) => setSelected(e.currentTarget.value)}
            name="region"
          >
            {domains.length !== 1 && (
              <option value="" disabled>
                {t("auth.login.chooseRegion")}
              </option>
            )}
            {domains.map((d) => (
              <option key={d.address} value={d.address}>
                {d.displayName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {status === "error" && (
        <Field.ErrorText>{t("auth.login.errors.problem-retrieving-domains")}</Field.ErrorText>
      )}
      {status === "empty" && (
        <Field.ErrorText>{t("auth.login.errors.no-regions-available")}</Field.ErrorText>
      )}
      {invalid && status === "ready" && (
        <Field.ErrorText>{t("auth.login.errors.no-region-selected")}</Field.ErrorText>
      )}
      {status === "ready" && !invalid && domains.length > 1 && (
        <Text fontSize="xs" color="fg.muted">
          {t("auth.login.regionHint")}
        </Text>
      )}
    </Field.Root>
  );
}
