import { Badge, Box, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { displayAccountKey } from "../../../../domain/host";
import type { UserListItem } from "../../../../domain/schemas/user";
import { EditIcon } from "../../../components/icons";
import { RowList } from "../../../components/RowList";
import { UserAvatar } from "../../../components/UserAvatar";
import { rightsSummary } from "../lib/rights-summary";
import { UserRoleBadge } from "./UserRoleBadge";

export interface UsersListProps {
  users: readonly UserListItem[];
  currentUserId?: string;
  onEdit: (user: UserListItem) => void;
  /** Extra per-row actions composed in by the app (e.g. "sign in as"). */
  rowActions?: (user: UserListItem) => ReactNode;
}

function RightsText({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  const { count, total } = rightsSummary(user);
  const text =
    count === total
      ? t("access.summary.all")
      : count === 0
        ? t("access.summary.none")
        : t("access.summary.count", { count, total });
  return (
    <Text fontSize="sm" color="fg.muted">
      {user.role === "guest" ? `${t("users.channel")} · ${text}` : text}
    </Text>
  );
}

function Who({ user, self }: { user: UserListItem; self: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" minWidth="0">
      <UserAvatar name={user.displayName} src={user.avatarUrl} size="sm" />
      <Stack gap="0" minWidth="0">
        <HStack gap="2">
          <Text fontWeight="medium" truncate>
            {user.displayName}
          </Text>
          {self && (
            <Badge size="sm" variant="outline">
              {t("users.you")}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {user.email}
        </Text>
      </Stack>
    </HStack>
  );
}

/** The users table on wide screens, one card per user on phones. */
export function UsersList({ users, currentUserId, onEdit, rowActions }: UsersListProps) {
  const { t } = useTranslation();
  const edit = (user: UserListItem) => (
    <Button
      size="xs"
      variant="outline"
      onClick={() => onEdit(user)}
      aria-label={t("users.editUser", { name: user.displayName })}
    >
      <EditIcon />
      {t("users.edit")}
    </Button>
  );
  return (
    <>
      <Table.Root size="sm" interactive hideBelow="md" aria-label={t("users.columns.user")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("users.columns.user")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("users.columns.role")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("users.columns.mainAccount")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("users.columns.rights")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("users.columns.actions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row
              key={`${user.userId}-${user.accountKey}`}
              data-testid="user-row"
              data-email={user.email}
              cursor="pointer"
              onClick={(e) => {
                // Buttons in the row act on their own.
                if ((e.target as HTMLElement).closest("button,a")) return;
                onEdit(user);
              }}
            >
              <Table.Cell maxWidth="xs">
                <Who user={user} self={user.userId === currentUserId} />
              </Table.Cell>
              <Table.Cell>
                <UserRoleBadge role={user.role} />
              </Table.Cell>
              <Table.Cell>
                <Text fontSize="sm">{user.mainAccountName ?? t("users.otherOrganization")}</Text>
                {user.mainAccountKey && (
                  <Text fontSize="xs" color="fg.muted">
                    {displayAccountKey(user.mainAccountKey)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <RightsText user={user} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="flex-end" gap="2">
                  {rowActions?.(user)}
                  {edit(user)}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>

      <RowList bare hideFrom="md" aria-label={t("users.columns.user")}>
        {users.map((user) => (
          <Box
            as="li"
            key={`${user.userId}-${user.accountKey}`}
            data-testid="user-card"
            data-email={user.email}
            py="3"
          >
            <Who user={user} self={user.userId === currentUserId} />
            <HStack gap="2" mt="2" wrap="wrap" ps="12">
              <UserRoleBadge role={user.role} />
              <Text fontSize="sm" color="fg.muted">
                {user.mainAccountKey
                  ? displayAccountKey(user.mainAccountKey)
                  : t("users.otherOrganization")}
              </Text>
            </HStack>
            <Box ps="12" mt="1">
              <RightsText user={user} />
            </Box>
            <HStack gap="2" mt="2" ps="12" wrap="wrap">
              {edit(user)}
              {rowActions?.(user)}
            </HStack>
          </Box>
        ))}
      </RowList>
    </>
  );
}
