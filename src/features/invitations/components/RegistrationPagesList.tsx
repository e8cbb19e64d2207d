import { Code, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { displayAccountKey } from "../../../../domain/host";
import type { RegistrationPage } from "../../../../domain/schemas/invitation";
import { DeleteConfirmDialog, useDeleteConfirmation } from "../../../components/DeleteConfirmation";
import { CopyIcon, LinkIcon } from "../../../components/icons";
import { ListHeading, ListQueryStates } from "../../../components/ListStates";
import { DeleteButton } from "../../../components/RowActions";
import { RowList } from "../../../components/RowList";
import { toaster } from "../../../components/toaster";
import { copyText } from "../../../lib/clipboard";
import type { ListScope } from "../api/invitations";
import { useRegistrationPageMutations, type useRegistrationPages } from "../api/registration-pages";

export interface RegistrationPagesListProps {
  host: string;
  scope: ListScope;
  pages: ReturnType<typeof useRegistrationPages>;
}

/** Registration pages: email domain, account and url with a copy button; delete confirmed. */
export function RegistrationPagesList({ host, pages: query }: RegistrationPagesListProps) {
  const { t } = useTranslation();
  const { remove } = useRegistrationPageMutations(host);
  const confirm = useDeleteConfirmation(remove, (page: RegistrationPage) => page, {
    deleted: () => ({ type: "info", title: t("invitations.registrations.deleted") }),
    error: t("invitations.registrations.deleteError"),
  });
  const pages = query.data ?? [];

  const copy = async (page: RegistrationPage) => {
    try {
      await copyText(page.url);
      toaster.create({ type: "success", title: t("invitations.registrations.list.copied") });
    } catch {
      toaster.create({ type: "error", title: t("invitations.registrations.list.copyFailed") });
    }
  };

  return (
    <Stack gap="4">
      <ListHeading
        title={t("invitations.registrations.list.title")}
        count={query.data && pages.length}
      />

      <ListQueryStates
        query={query}
        count={pages.length}
        skeleton={{ rows: 2, height: "16" }}
        errorTitle={t("invitations.registrations.list.fetchError")}
        empty={{
          icon: <LinkIcon />,
          title: t("invitations.registrations.list.empty"),
          hint: t("invitations.registrations.list.emptyHint"),
        }}
      />

      {pages.length > 0 && (
        <RowList aria-label={t("invitations.registrations.list.title")}>
          {pages.map((page) => (
            <HStack
              as="li"
              key={page.id}
              data-testid="registration-page-row"
              gap="3"
              px={{ base: "3", md: "4" }}
              py="3"
              align="flex-start"
            >
              <Stack gap="1" flex="1" minWidth="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">@{page.emailDomain}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {`${page.accountName} (${displayAccountKey(page.accountKey)})`}
                  </Text>
                </HStack>
                <HStack gap="1" minWidth="0">
                  <Code
                    size="sm"
                    variant="surface"
                    truncate
                    display="block"
                    maxWidth="100%"
                    title={page.url}
                    aria-label={t("invitations.registrations.list.url")}
                  >
                    {page.url}
                  </Code>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t("invitations.registrations.list.copy", {
                      domain: page.emailDomain,
                    })}
                    onClick={() => copy(page)}
                  >
                    <CopyIcon />
                  </IconButton>
                </HStack>
              </Stack>
              <DeleteButton
                label={t("invitations.registrations.list.delete", {
                  domain: page.emailDomain,
                })}
                onClick={() => confirm.ask(page)}
              />
            </HStack>
          ))}
        </RowList>
      )}

      <DeleteConfirmDialog
        confirmation={confirm}
        texts="invitations.registrations.confirmDelete"
        values={{ domain: confirm.deleting?.emailDomain ?? "" }}
      />
    </Stack>
  );
}
