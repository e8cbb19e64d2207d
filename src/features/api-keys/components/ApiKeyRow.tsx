import { Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ApiKey } from "../../../../domain/schemas/api-key";
import { DeleteButton } from "../../../components/RowActions";
import { UserAvatar } from "../../../components/UserAvatar";
import { ApiKeyCopyButton } from "./ApiKeyCopyButton";

export interface ApiKeyRowProps {
  apiKey: ApiKey;
  /** Fetches the whole key (a logged reveal) when Copy is clicked. */
  reveal: (key: ApiKey) => Promise<string>;
  highlighted: boolean;
  onDelete: (key: ApiKey) => void;
}

/**
 * One key: its name, the key masked (it is a password: never on screen whole), when and by whom it was
 * created; Copy asks the server for the whole key and puts it on the clipboard.
 */
export function ApiKeyRow({ apiKey, reveal, highlighted, onDelete }: ApiKeyRowProps) {
  const { t, i18n } = useTranslation();

  const created = new Intl.DateTimeFormat(i18n.language === "no" ? "nb-NO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(apiKey.createdUtc));

  return (
    <HStack
      as="li"
      data-testid="api-key-row"
      px={{ base: "3", md: "4" }}
      py="3"
      gap="3"
      align="center"
      bg={highlighted ? "green.subtle" : undefined}
      transition="background 0.6s"
    >
      <Stack gap="1.5" flex="1" minWidth="0">
        <HStack gap="2" wrap="wrap" minWidth="0">
          <Text fontWeight="semibold" truncate maxWidth="100%" data-testid="api-key-name">
            {apiKey.name}
          </Text>
          <Code
            size="sm"
            variant="surface"
            maxWidth="100%"
            wordBreak="break-all"
            whiteSpace="normal"
            data-testid="api-key-value"
            aria-label={t("apiKeys.masked", { key: apiKey.masked })}
          >
            {apiKey.masked}
          </Code>
        </HStack>
        <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
          <UserAvatar name={apiKey.createdBy.displayName} size="2xs" />
          <Text>
            {t("apiKeys.createdBy", { name: apiKey.createdBy.displayName, date: created })}
          </Text>
        </HStack>
      </Stack>
      <ApiKeyCopyButton text={() => reveal(apiKey)} label={t("apiKeys.copy")} />
      <DeleteButton label={t("apiKeys.delete")} onClick={() => onDelete(apiKey)} />
    </HStack>
  );
}
