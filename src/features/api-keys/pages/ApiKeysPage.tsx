import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  EmptyState,
  HStack,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { toHost } from "../../../../domain/host";
import type { ApiKey } from "../../../../domain/schemas/api-key";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ConsolePageHeading } from "../../../components/ConsolePageHeading";
import { KeyIcon } from "../../../components/icons";
import { toaster } from "../../../components/toaster";
import { useApiKeyMutations, useApiKeys } from "../api/api-keys";
import { serverApiKeyProblem } from "../api-key-form";
import { ApiKeyRow } from "../components/ApiKeyRow";
import { CreateApiKeyForm } from "../components/CreateApiKeyForm";

/** API keys of the account (spec §2): list, create (custom or generated), copy, delete. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const { accountDomain = "", accountKey = "" } = useParams();
  const host = toHost({ accountDomain, accountKey });
  const query = useApiKeys(host);
  const { create, remove } = useApiKeyMutations(host);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const keys = query.data ?? [];

  const onCreate = (apiKey: string) =>
    create.mutateAsync(apiKey).then(
      (created) => {
        setFresh(created.id);
        toaster.create({ type: "success", title: t("apiKeys.created") });
      },
      (error: unknown) => {
        if (!serverApiKeyProblem(error, apiKey)) {
          toaster.create({ type: "error", title: t("apiKeys.errors.create") });
        }
        throw error;
      },
    );

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toaster.create({ type: "success", title: t("apiKeys.deleted") });
        setDeleting(null);
      },
      onError: () => toaster.create({ type: "error", title: t("apiKeys.errors.delete") }),
    });
  };

  return (
    <Stack gap={{ base: "5", md: "6" }} maxWidth="4xl">
      <ConsolePageHeading title={t("apiKeys.title")} subtitle={t("apiKeys.subtitle")} />

      <Box borderWidth="1px" borderRadius="l3" p={{ base: "4", md: "6" }} bg="bg.panel">
        <CreateApiKeyForm existing={keys.map((k) => k.apiKey)} onCreate={onCreate} />
      </Box>

      <Stack gap="3">
        <HStack gap="2">
          <Text fontWeight="semibold">{t("apiKeys.list")}</Text>
          {query.data && (
            <Badge variant="subtle" colorPalette="gray">
              {keys.length}
            </Badge>
          )}
        </HStack>

        {query.isPending && (
          <Stack gap="2" aria-busy="true">
            {[0, 1].map((i) => (
              <Skeleton key={i} height="16" borderRadius="l2" />
            ))}
          </Stack>
        )}

        {query.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t("apiKeys.errors.fetch")}</Alert.Title>
            <Button size="xs" variant="outline" ms="auto" onClick={() => query.refetch()}>
              {t("common.retry")}
            </Button>
          </Alert.Root>
        )}

        {query.data && keys.length === 0 && (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <KeyIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>{t("apiKeys.empty")}</EmptyState.Title>
              <EmptyState.Description>{t("apiKeys.emptyHint")}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}

        {keys.length > 0 && (
          <Stack
            as="ul"
            gap="0"
            borderWidth="1px"
            borderRadius="l3"
            bg="bg.panel"
            overflow="hidden"
            separator={<Box as="li" aria-hidden borderTopWidth="1px" />}
            aria-label={t("apiKeys.list")}
          >
            {keys.map((key) => (
              <ApiKeyRow
                key={key.id}
                apiKey={key}
                highlighted={key.id === fresh}
                onDelete={setDeleting}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <ConfirmDialog
        open={deleting !== null}
        title={t("apiKeys.confirmDelete.title")}
        description={
          <Stack gap="3">
            <Text color="fg.muted">{t("apiKeys.confirmDelete.description")}</Text>
            <Code wordBreak="break-all" whiteSpace="normal" alignSelf="flex-start">
              {deleting?.apiKey}
            </Code>
          </Stack>
        }
        confirmText={t("apiKeys.confirmDelete.confirm")}
        cancelText={t("apiKeys.cancel")}
        loading={remove.isPending}
        destructive
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
