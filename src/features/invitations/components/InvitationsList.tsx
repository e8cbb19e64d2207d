import { Box, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { displayAccountKey } from "../../../../domain/host";
import type { Invitation } from "../../../../domain/schemas/invitation";
import { DeleteConfirmDialog, useDeleteConfirmation } from "../../../components/DeleteConfirmation";
import { MailIcon } from "../../../components/icons";
import { ListHeading, ListQueryStates } from "../../../components/ListStates";
import { PageSteps } from "../../../components/PageSteps";
import { DeleteButton } from "../../../components/RowActions";
import { RowList } from "../../../components/RowList";
import {
  INVITATIONS_PAGE_SIZE,
  type ListScope,
  useInvitationMutations,
  useInvitations,
} from "../api/invitations";
import { useDateFormat } from "../hooks/use-date-format";
import { InvitationStatusBadge } from "./InvitationStatusBadge";
import { RightsSummary } from "./RightsSummary";

export interface InvitationsListProps {
  host: string;
  scope: ListScope;
}

/** The invited users: columns Email and Rights, a Pending marker, delete with confirmation. */
export function InvitationsList({ host, scope }: InvitationsListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useInvitations(host, scope, page);
  const { remove } = useInvitationMutations(host);
  const confirm = useDeleteConfirmation(remove, (invitation: Invitation) => invitation.id, {
    deleted: () => ({ type: "info", title: t("invitations.deleted") }),
    error: t("invitations.deleteError"),
  });
  const date = useDateFormat();
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const showAccount =
    scope === "organization" || items.some((i) => i.accountKey !== items[0]?.accountKey);

  const deleteButton = (invitation: Invitation) => (
    <DeleteButton
      label={t("invitations.list.delete", { email: invitation.email })}
      onClick={() => confirm.ask(invitation)}
    />
  );

  const status = (invitation: Invitation) => (
    <HStack gap="2" wrap="wrap">
      <InvitationStatusBadge status={invitation.status} />
      {invitation.requested && (
        <Text as="span" fontSize="xs" color="fg.muted">
          {t("invitations.list.requested")}
        </Text>
      )}
    </HStack>
  );

  const invitedCell = (invitation: Invitation) => (
    <Stack gap="0">
      <Text fontSize="sm">{date(invitation.invitedAt)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {invitation.status === "pending"
          ? t("invitations.list.expires", { date: date(invitation.expiresAt) })
          : invitation.invitedByName
            ? t("invitations.list.invitedBy", { name: invitation.invitedByName })
            : null}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="4">
      <ListHeading title={t("invitations.list.title")} count={query.data && total} />

      <ListQueryStates
        query={query}
        count={items.length}
        skeleton={{ rows: 3, height: "12" }}
        errorTitle={t("invitations.list.fetchError")}
        empty={{
          icon: <MailIcon />,
          title: t("invitations.list.empty"),
          hint: t("invitations.list.emptyHint"),
        }}
      />

      {items.length > 0 && (
        <>
          {/* Phones: one card per invitation. */}
          <RowList hideFrom="md">
            {items.map((invitation) => (
              <Stack
                as="li"
                key={invitation.id}
                data-testid="invitation-card"
                gap="2"
                px="3"
                py="3"
              >
                <HStack justify="space-between" gap="2" align="flex-start">
                  <Stack gap="1" minWidth="0">
                    <Text fontWeight="medium" truncate>
                      {invitation.email}
                    </Text>
                    {status(invitation)}
                  </Stack>
                  {deleteButton(invitation)}
                </HStack>
                <RightsSummary role={invitation.role} rights={invitation.rights} />
                <Text fontSize="xs" color="fg.muted">
                  {`${invitation.accountName} (${displayAccountKey(invitation.accountKey)}) · ${date(invitation.invitedAt)}`}
                </Text>
              </Stack>
            ))}
          </RowList>

          <Table.ScrollArea borderWidth="1px" borderRadius="l2" hideBelow="md">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t("invitations.list.email")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t("invitations.list.rights")}</Table.ColumnHeader>
                  {showAccount && (
                    <Table.ColumnHeader>{t("invitations.list.account")}</Table.ColumnHeader>
                  )}
                  <Table.ColumnHeader>{t("invitations.list.invited")}</Table.ColumnHeader>
                  <Table.ColumnHeader width="1%">
                    <Box srOnly>{t("invitations.list.actions")}</Box>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((invitation) => (
                  <Table.Row key={invitation.id} data-testid="invitation-row">
                    <Table.Cell maxWidth="72">
                      <Stack gap="1">
                        <Text fontWeight="medium" truncate>
                          {invitation.email}
                        </Text>
                        {status(invitation)}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell maxWidth="80">
                      <RightsSummary role={invitation.role} rights={invitation.rights} />
                    </Table.Cell>
                    {showAccount && (
                      <Table.Cell>
                        <Text fontSize="sm">{invitation.accountName}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {displayAccountKey(invitation.accountKey)}
                        </Text>
                      </Table.Cell>
                    )}
                    <Table.Cell whiteSpace="nowrap">{invitedCell(invitation)}</Table.Cell>
                    <Table.Cell textAlign="end">{deleteButton(invitation)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>

          {total > INVITATIONS_PAGE_SIZE && (
            <HStack justify="flex-end" gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t("invitations.paging.range", {
                  from: (page - 1) * INVITATIONS_PAGE_SIZE + 1,
                  to: Math.min(page * INVITATIONS_PAGE_SIZE, total),
                  total,
                })}
              </Text>
              <PageSteps
                labels={{
                  previous: t("invitations.paging.previous"),
                  next: t("invitations.paging.next"),
                }}
                canPrevious={page > 1}
                canNext={page * INVITATIONS_PAGE_SIZE < total}
                onStep={(step) => setPage((p) => p + step)}
              />
            </HStack>
          )}
        </>
      )}

      <DeleteConfirmDialog
        confirmation={confirm}
        texts="invitations.confirmDelete"
        values={{ email: confirm.deleting?.email ?? "" }}
      />
    </Stack>
  );
}
