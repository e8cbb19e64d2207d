import { Code, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiKey } from "../../../../domain/schemas/api-key";
import { CheckIcon, CopyIcon, TrashIcon } from "../../../components/icons";
import { toaster } from "../../../components/toaster";
import { UserAvatar } from "../../../components/UserAvatar";
import { copyText } from "../../../lib/clipboard";

const COPIED_FEEDBACK_MS = 2000;

export interface ApiKeyRowProps {
  apiKey: ApiKey;
  highlighted: boolean;
  onDelete: (key: ApiKey) => void;
}

/** One key: the key itself, when and by whom it was created, copy and delete. */
export function ApiKeyRow({ apiKey, highlighted, onDelete }: ApiKeyRowProps) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    copyText(apiKey.apiKey).then(
      () => setCopied(true),
      () => toaster.create({ type: "error", title: t("apiKeys.errors.copy") }),
    );

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
        <Code
          size="md"
          variant="surface"
          alignSelf="flex-start"
          maxWidth="100%"
          wordBreak="break-all"
          whiteSpace="normal"
          data-testid="api-key-value"
        >
          {apiKey.apiKey}
        </Code>
        <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
          <UserAvatar name={apiKey.createdBy.displayName} size="2xs" />
          <Text>
            {t("apiKeys.createdBy", { name: apiKey.createdBy.displayName, date: created })}
          </Text>
        </HStack>
      </Stack>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette={copied ? "green" : "gray"}
        aria-label={copied ? t("apiKeys.copied") : t("apiKeys.copy")}
        title={copied ? t("apiKeys.copied") : t("apiKeys.copy")}
        onClick={copy}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t("apiKeys.delete")}
        title={t("apiKeys.delete")}
        onClick={() => onDelete(apiKey)}
      >
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}
