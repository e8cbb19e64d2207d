import { Box, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ActivityChangeValue } from "../../../../domain/activity-changes";
import { ZActivityChanges } from "../../../../domain/schemas/activity";

/** A value as a person reads it: yes/no, a list with commas, "none" for nothing. */
function useFormatValue() {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language === "no" ? "nb-NO" : "en-GB", {
    type: "conjunction",
    style: "narrow",
  });
  return (value: ActivityChangeValue): string => {
    if (typeof value === "boolean") return t(`activity.log.details.${value ? "yes" : "no"}`);
    if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
      return t("activity.changes.none");
    }
    return Array.isArray(value) ? list.format(value) : String(value);
  };
}

/** Each field a change touched: its name, what it was and what it became. */
export function ActivityChanges({ changes }: { changes: unknown }) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const parsed = ZActivityChanges.safeParse(changes);
  if (!parsed.success || parsed.data.length === 0) return null;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: "1fr", sm: "max-content 1fr" }}
      columnGap="3"
      rowGap="1"
      fontSize="xs"
      data-testid="activity-changes"
    >
      {parsed.data.map((change) => (
        <Box key={change.field} display="contents" data-field={change.field}>
          <Text as="dt" color="fg.muted">
            {t(`activity.fields.${change.field}`)}
          </Text>
          <Text as="dd" mb={{ base: "1", sm: "0" }} wordBreak="break-word">
            <Text as="span" color="fg.muted" textDecoration="line-through">
              {format(change.before)}
            </Text>
            <Text as="span" aria-hidden="true" color="fg.subtle" mx="1.5">
              →
            </Text>
            <Text as="span" srOnly>
              {t("activity.changes.became")}
            </Text>
            <Text as="span" color="fg" fontWeight="medium">
              {format(change.after)}
            </Text>
          </Text>
        </Box>
      ))}
    </Box>
  );
}
