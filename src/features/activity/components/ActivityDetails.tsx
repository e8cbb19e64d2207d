import { Code, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { displayAccountKey } from "../../../../domain/host";
import type { ActivityEntry } from "../../../../domain/schemas/activity";

/** Detail keys shown with a translated label; others are technical and stay hidden. */
const LABELLED = [
  "from",
  "to",
  "email",
  "role",
  "accountKey",
  "parentAccountKey",
  "type",
  "assistant",
  "apiKey",
] as const;
type Labelled = (typeof LABELLED)[number];

const ACCOUNT_KEYS = new Set<string>(["accountKey", "parentAccountKey"]);

/** The facts worth a glance: the old name of a rename, the invited email, the request made. */
export function ActivityDetails({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const { details, target } = entry;
  const facts: { key: string; label: string; value: string }[] = [];
  for (const key of LABELLED as readonly Labelled[]) {
    const raw = details[key];
    if (typeof raw !== "string" && typeof raw !== "number" && typeof raw !== "boolean") continue;
    // A rename's new name is already the target.
    if (key === "to" && raw === target?.name) continue;
    let value = String(raw);
    if (typeof raw === "boolean") value = t(`activity.log.details.${raw ? "yes" : "no"}`);
    else if (ACCOUNT_KEYS.has(key)) value = displayAccountKey(value);
    facts.push({ key, label: t(`activity.log.details.${key}`), value });
  }
  const method = typeof details.method === "string" ? details.method : null;
  const path = typeof details.path === "string" ? details.path : null;
  if (!facts.length && !(method && path)) return null;
  return (
    <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
      {facts.map((f) => (
        <Text key={f.key} data-detail={f.key}>
          {f.label}:{" "}
          <Text as="span" color="fg" fontWeight="medium">
            {f.value}
          </Text>
        </Text>
      ))}
      {method && path && (
        <Text>
          {t("activity.log.details.request")}:{" "}
          <Code size="sm" variant="surface" wordBreak="break-all">
            {method} {path}
          </Code>
        </Text>
      )}
    </HStack>
  );
}
