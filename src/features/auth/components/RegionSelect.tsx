import { Field, NativeSelect, Skeleton, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { useRegion } from "../hooks/use-region";
import { regionNote } from "../lib/region-status";

type Region = ReturnType<typeof useRegion>;

/** The region (domain) selector with its loading, error and empty states. */
export function RegionSelect({ region, invalid }: { region: Region; invalid?: boolean }) {
  const { t } = useTranslation();
  const { status, domains, selected, setSelected } = region;
  const note = regionNote(status, domains.length, Boolean(invalid));
  return (
    // Disabled on Field.Root: inside it, NativeSelect.Root's own `disabled` gives way to the
    // field's, and the select stayed usable with no region to pick.
    <Field.Root
      invalid={note?.tone === "error"}
      disabled={status === "error" || status === "empty"}
    >
      <Field.Label>{t("auth.login.region")}</Field.Label>
      {status === "loading" ? (
        <Skeleton height="10" width="100%" borderRadius="l2" />
      ) : (
        <NativeSelect.Root>
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
      {note?.tone === "error" && <Field.ErrorText>{t(note.key)}</Field.ErrorText>}
      {note?.tone === "hint" && (
        <Text fontSize="xs" color="fg.muted">
          {t(note.key)}
        </Text>
      )}
    </Field.Root>
  );
}
