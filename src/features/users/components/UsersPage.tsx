import {
  Box,
  EmptyState,
  Heading,
  HStack,
  Input,
  InputGroup,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toHost } from "../../../../domain/host";
import { USER_SEARCH_MIN, type UserListItem } from "../../../../domain/schemas/user";
import type { SuggestableAccount } from "../../../../domain/user-rights";
import { NoResultsIcon, SearchIcon, UsersIcon } from "../../../components/icons";
import { ListLoadError, ListSkeleton } from "../../../components/ListStates";
import { SEARCH_DEBOUNCE_MS, useDebounced } from "../../../lib/use-debounced";
import { type UsersScope, useUserSearch, useUsers } from "../api/users";
import { filterUsers } from "../lib/rights-summary";
import { EditUserDialog } from "./EditUserDialog";
import { UsersList } from "./UsersList";

export interface UsersPageProps {
  /** The account the list is about (accountKey.accountDomain); for "organization" the main one. */
  host: string;
  scope: UsersScope;
  accountName: string;
  currentUserId?: string;
  canManageOrganization: boolean;
  topLevelAccount?: SuggestableAccount;
  /** Per-row actions composed in by the app. */
  rowActions?: (user: UserListItem, host: string) => ReactNode;
}

/**
 * Active users of an account, or of the whole organisation (global /users, which searches
 * the organisation by email or username). A row opens the edit-user dialog.
 */
export function UsersPage({
  host,
  scope,
  accountName,
  currentUserId,
  canManageOrganization,
  topLevelAccount,
  rowActions,
}: UsersPageProps) {
  const { t, i18n } = useTranslation();
  const organization = scope === "organization";
  const query = useUsers(host, scope);
  const [filter, setFilter] = useState("");
  const debounced = useDebounced(filter, SEARCH_DEBOUNCE_MS);
  const searching = organization && debounced.trim().length >= USER_SEARCH_MIN;
  const search = useUserSearch(host, debounced, organization);
  const [editing, setEditing] = useState<UserListItem | null>(null);

  // Organisation-wide: the server's search; one account: filter what is loaded.
  const source = searching ? search.data : query.data;
  const users = source ? (searching ? source : filterUsers(source, filter, i18n.language)) : [];
  const failed = searching ? search.isError : query.isError;
  const retry = () => void (searching ? search.refetch() : query.refetch());
  const editHost = (user: UserListItem) =>
    organization
      ? toHost({ accountKey: user.accountKey, accountDomain: user.accountDomain })
      : host;

  return (
    <Stack gap={{ base: "4", md: "5" }} data-testid="users-page">
      {/* The frame's h1 names the page ("All users", "Users"); this names the tab's section. */}
      <Stack gap="1">
        <Heading as="h2" size={{ base: "xl", md: "2xl" }} letterSpacing="-0.02em">
          {t("pages.users.list")}
        </Heading>
        <Text color="fg.muted">
          {organization ? t("users.allSubtitle") : t("users.subtitle", { account: accountName })}
        </Text>
      </Stack>

      <Box borderWidth="1px" borderRadius="l3" p={{ base: "4", md: "6" }} bg="bg.panel">
        <Stack gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <HStack gap="2">
              <Text fontWeight="semibold" aria-live="polite">
                {query.data ? t("users.count", { count: users.length }) : t("users.title")}
              </Text>
              {searching && search.isFetching && (
                <Spinner size="xs" aria-label={t("users.searching")} />
              )}
            </HStack>
            <Stack gap="1" width={{ base: "100%", sm: "80" }}>
              <InputGroup startElement={<SearchIcon boxSize="4" />}>
                <Input
                  size="sm"
                  type="search"
                  value={filter}
                  onChange={(e) => setFilter(e.currentTarget.value)}
                  placeholder={organization ? t("users.search") : t("users.filter")}
                  aria-label={organization ? t("users.search") : t("users.filter")}
                />
              </InputGroup>
              {organization &&
                filter.trim().length > 0 &&
                filter.trim().length < USER_SEARCH_MIN && (
                  <Text fontSize="xs" color="fg.muted">
                    {t("users.searchHint", { min: USER_SEARCH_MIN })}
                  </Text>
                )}
            </Stack>
          </HStack>

          {(query.isPending || (searching && search.isPending)) && (
            <ListSkeleton rows={4} height="12" />
          )}

          {failed && (
            <ListLoadError
              title={searching ? t("users.errors.search") : t("users.errors.fetch")}
              onRetry={retry}
            />
          )}

          {source && users.length === 0 && !failed && (
            <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" size="sm">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  {filter.trim() ? <NoResultsIcon /> : <UsersIcon />}
                </EmptyState.Indicator>
                <EmptyState.Title>
                  {filter.trim()
                    ? t("users.noMatches", { query: filter.trim() })
                    : t("users.empty")}
                </EmptyState.Title>
                <EmptyState.Description>
                  {filter.trim() ? t("users.noMatchesHint") : t("users.emptyHint")}
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          )}

          {users.length > 0 && !failed && (
            <UsersList
              users={users}
              currentUserId={currentUserId}
              onEdit={setEditing}
              rowActions={rowActions ? (user) => rowActions(user, editHost(user)) : undefined}
            />
          )}
        </Stack>
      </Box>

      <EditUserDialog
        user={editing}
        host={editing ? editHost(editing) : host}
        currentUserId={currentUserId}
        canManageOrganization={canManageOrganization}
        topLevelAccount={topLevelAccount}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
