import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Field,
  Heading,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_DROPDOWN_HIDE_MS } from "../../../../domain/constants";
import { displayAccountKey } from "../../../../domain/host";
import {
  accountSuggestions,
  type CrossAccountAccessUpdate,
  type SuggestableAccount,
  stageAddAccount,
  stagedAccountKeys,
  stageRemoveAccount,
} from "../../../../domain/user-rights";
import { SearchIcon } from "../../../components/icons";

export interface CrossAccountAccessProps {
  hostAccountKey: string;
  /** The organisation's accounts (top-level and sub-accounts) to search. */
  accounts: readonly SuggestableAccount[];
  /** Accounts the user reaches now; undefined while loading. */
  accessible: readonly SuggestableAccount[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  value: CrossAccountAccessUpdate;
  onChange: (next: CrossAccountAccessUpdate) => void;
}

/**
 * Cross-account access: the accounts the user reaches, a search to add more
 * (at most 3 suggestions, hidden 200 ms after blur so a click on one still lands), and staged
 * additions and removals sent on submit.
 */
export function CrossAccountAccess({
  hostAccountKey,
  accounts,
  accessible,
  loading,
  error,
  onRetry,
  value,
  onChange,
}: CrossAccountAccessProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const accessibleKeys = (accessible ?? []).map((a) => a.accountKey);
  const nameOf = (key: string) =>
    accounts.find((a) => a.accountKey === key)?.name ??
    accessible?.find((a) => a.accountKey === key)?.name ??
    key;
  const suggestions = accountSuggestions(accounts, query, {
    hostAccountKey,
    accessible: accessibleKeys,
    update: value,
  });
  const shown = stagedAccountKeys(accessibleKeys, value);
  const removed = value.removeAccounts.map((a) => a.accountKey);

  const add = (key: string) => {
    onChange(stageAddAccount(value, key, accessibleKeys));
    setQuery("");
    setActive(0);
  };

  const showDropdown = open && query.trim() !== "" && !loading && !error;

  return (
    <Box
      as="section"
      borderWidth="1px"
      borderRadius="l2"
      px="4"
      py="3"
      aria-labelledby={`${listId}-title`}
    >
      <Heading
        id={`${listId}-title`}
        as="h3"
        size="xs"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="0.04em"
      >
        {t("edit-user-account-access-form.title")}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t("edit-user-account-access-form.help")}
      </Text>

      <Stack gap="3" mt="3">
        {loading && <Skeleton height="8" borderRadius="l2" />}
        {error && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t("edit-user-account-access-form.list.error")}</Alert.Title>
            <Button size="xs" variant="outline" ms="auto" onClick={onRetry}>
              {t("common.retry")}
            </Button>
          </Alert.Root>
        )}
        {!loading && !error && shown.length === 0 && removed.length === 0 && (
          <Text fontSize="sm" color="fg.subtle" data-testid="cross-access-empty">
            {t("edit-user-account-access-form.list.empty")}
          </Text>
        )}
        {!loading && !error && (shown.length > 0 || removed.length > 0) && (
          <Stack as="ul" gap="1.5" aria-label={t("edit-user-account-access-form.title")}>
            {shown.map((key) => (
              <AccountItem
                key={key}
                testId="cross-access-item"
                accountKey={key}
                name={nameOf(key)}
                badge={value.addAccounts.some((a) => a.accountKey === key) ? "added" : undefined}
              >
                <CloseButton
                  size="2xs"
                  ms="auto"
                  aria-label={t("edit-user-account-access-form.remove", { name: nameOf(key) })}
                  onClick={() => onChange(stageRemoveAccount(value, key, accessibleKeys))}
                />
              </AccountItem>
            ))}
            {removed.map((key) => (
              <AccountItem
                key={key}
                testId="cross-access-removed"
                accountKey={key}
                name={nameOf(key)}
                badge="removed"
              >
                <Button
                  size="2xs"
                  variant="ghost"
                  ms="auto"
                  onClick={() => onChange(stageAddAccount(value, key, accessibleKeys))}
                >
                  {t("edit-user-account-access-form.undo")}
                </Button>
              </AccountItem>
            ))}
          </Stack>
        )}

        <Field.Root disabled={loading || error}>
          <Field.Label htmlFor={`${listId}-search`}>
            {t("edit-user-account-access-form.search")}
          </Field.Label>
          <Box width="full">
            <InputGroup startElement={<SearchIcon boxSize="4" />}>
              <Input
                id={`${listId}-search`}
                role="combobox"
                aria-expanded={showDropdown}
                aria-controls={`${listId}-list`}
                aria-autocomplete="list"
                aria-activedescendant={
                  showDropdown && suggestions[active]
                    ? `${listId}-opt-${suggestions[active].accountKey}`
                    : undefined
                }
                autoComplete="off"
                placeholder={t("edit-user-account-access-form.placeholder")}
                value={query}
                onChange={(e) => {
                  setQuery(e.currentTarget.value);
                  setActive(0);
                  setOpen(true);
                }}
                onFocus={() => {
                  if (hideTimer.current) clearTimeout(hideTimer.current);
                  setOpen(true);
                }}
                onBlur={() => {
                  hideTimer.current = setTimeout(() => setOpen(false), SEARCH_DROPDOWN_HIDE_MS);
                }}
                onKeyDown={(e) => {
                  if (!showDropdown) return;
                  if (e.key === "ArrowDown") {
                    e.preventDefault();
                    setActive((i) => Math.min(i + 1, suggestions.length - 1));
                  } else if (e.key === "ArrowUp") {
                    e.preventDefault();
                    setActive((i) => Math.max(i - 1, 0));
                  } else if (e.key === "Enter") {
                    // Enter picks a suggestion; it must not submit the edit form.
                    e.preventDefault();
                    const pick = suggestions[active];
                    if (pick) add(pick.accountKey);
                  } else if (e.key === "Escape") {
                    e.stopPropagation();
                    setOpen(false);
                  }
                }}
              />
            </InputGroup>
            {showDropdown && (
              <Box
                as="ul"
                id={`${listId}-list`}
                role="listbox"
                data-testid="account-suggestions"
                // In the flow rather than floating: the dialog body scrolls and would clip it.
                mt="1"
                bg="bg.panel"
                borderWidth="1px"
                borderRadius="l2"
                boxShadow="md"
                py="1"
              >
                {suggestions.length === 0 && (
                  <Box as="li" px="3" py="2" color="fg.muted" fontSize="sm">
                    {t("edit-user-account-access-form.noSuggestions")}
                  </Box>
                )}
                {suggestions.map((a, i) => (
                  <Box
                    as="li"
                    key={a.accountKey}
                    id={`${listId}-opt-${a.accountKey}`}
                    role="option"
                    aria-selected={i === active}
                    data-testid="account-suggestion"
                    px="3"
                    py="2"
                    cursor="pointer"
                    bg={i === active ? "bg.muted" : undefined}
                    _hover={{ bg: "bg.muted" }}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => add(a.accountKey)}
                  >
                    <Text as="span" fontWeight="medium">
                      {a.name}
                    </Text>{" "}
                    <Text as="span" fontSize="sm" color="fg.muted">
                      {displayAccountKey(a.accountKey)}
                    </Text>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Field.Root>
      </Stack>
    </Box>
  );
}

/** One account of the list: one being kept or added, or one struck out until saved. */
function AccountItem({
  testId,
  accountKey,
  name,
  badge,
  children,
}: {
  testId: string;
  accountKey: string;
  name: string;
  badge?: "added" | "removed";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const removed = badge === "removed";
  return (
    <HStack
      as="li"
      data-testid={testId}
      data-account-key={accountKey}
      gap="2"
      px="3"
      py="1.5"
      borderRadius="l2"
      {...(removed ? { borderWidth: "1px", borderStyle: "dashed" } : { bg: "bg.muted" })}
    >
      <Text
        fontWeight={removed ? undefined : "medium"}
        textDecoration={removed ? "line-through" : undefined}
        color={removed ? "fg.muted" : undefined}
        truncate
      >
        {name}
      </Text>
      {!removed && (
        <Text fontSize="sm" color="fg.muted">
          {displayAccountKey(accountKey)}
        </Text>
      )}
      {badge && (
        <Badge colorPalette={removed ? "red" : "green"} variant="subtle" size="sm">
          {t(`edit-user-account-access-form.${badge}`)}
        </Badge>
      )}
      {children}
    </HStack>
  );
}
