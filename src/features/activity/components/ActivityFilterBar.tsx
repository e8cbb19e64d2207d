import {
  Button,
  Field,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Stack,
} from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ACTIVITY_ACTIONS } from "../../../../domain/activity";
import { ACTIVITY_SEARCH_MAX, type ActivityPeople } from "../../../../domain/schemas/activity";
import { SearchIcon } from "../../../components/icons";
import { SEARCH_DEBOUNCE_MS, useDebounced } from "../../../lib/use-debounced";
import { type ActivityFilters, isFiltered } from "../lib/filters";

export interface ActivityFilterBarProps {
  value: ActivityFilters;
  people: ActivityPeople | undefined;
  onChange: (next: Partial<ActivityFilters>) => void;
  onClear: () => void;
}

/** Search, person, action and day span of the activity log; every control has a label. */
export function ActivityFilterBar({ value, people, onChange, onClear }: ActivityFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  // The search waits for a pause in typing; the URL (and so the request) follows it.
  const [search, setSearch] = useState(value.q);
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => setSearch(value.q), [value.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text applies
  useEffect(() => {
    if (debounced !== value.q) onChange({ q: debounced });
  }, [debounced]);

  return (
    <Stack
      as="search"
      gap="3"
      aria-label={t("activity.filters.label")}
      data-testid="activity-filters"
    >
      <Field.Root>
        <Field.Label htmlFor={`${id}-q`}>{t("activity.filters.search")}</Field.Label>
        <InputGroup startElement={<SearchIcon boxSize="4" />}>
          <Input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={ACTIVITY_SEARCH_MAX}
            placeholder={t("activity.filters.searchPlaceholder")}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </InputGroup>
      </Field.Root>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label htmlFor={`${id}-person`}>{t("activity.filters.person")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={`${id}-person`}
              value={value.person}
              onChange={(e) => onChange({ person: e.currentTarget.value })}
            >
              <option value="">{t("activity.filters.anyone")}</option>
              {people?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.displayName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={`${id}-action`}>{t("activity.filters.action")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={`${id}-action`}
              value={value.action}
              onChange={(e) =>
                onChange({ action: e.currentTarget.value as ActivityFilters["action"] })
              }
            >
              <option value="">{t("activity.filters.anyAction")}</option>
              {ACTIVITY_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`activity.actionLabels.${action}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={`${id}-from`}>{t("activity.filters.from")}</Field.Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => onChange({ from: e.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={`${id}-to`}>{t("activity.filters.to")}</Field.Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => onChange({ to: e.currentTarget.value })}
          />
        </Field.Root>
      </SimpleGrid>
      {isFiltered(value) && (
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="ghost"
          onClick={() => {
            setSearch("");
            onClear();
          }}
        >
          {t("activity.filters.clear")}
        </Button>
      )}
    </Stack>
  );
}
