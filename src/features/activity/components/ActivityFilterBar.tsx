import { Button, Field, Input, InputGroup, SimpleGrid, Stack } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ACTIVITY_ACTIONS } from "../../../../domain/activity";
import { ACTIVITY_SEARCH_MAX, type ActivityPeople } from "../../../../domain/schemas/activity";
import { SearchIcon } from "../../../components/icons";
import { LabelledSelect } from "../../../components/LabelledSelect";
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
        <LabelledSelect
          label={t("activity.filters.person")}
          options={[
            { value: "", label: t("activity.filters.anyone") },
            ...(people ?? []).map((p) => ({ value: p.id, label: p.displayName })),
          ]}
          select={{
            value: value.person,
            onChange: (e) => onChange({ person: e.currentTarget.value }),
          }}
        />
        <LabelledSelect
          label={t("activity.filters.action")}
          options={[
            { value: "", label: t("activity.filters.anyAction") },
            ...ACTIVITY_ACTIONS.map((a) => ({ value: a, label: t(`activity.actionLabels.${a}`) })),
          ]}
          select={{
            value: value.action,
            onChange: (e) =>
              onChange({ action: e.currentTarget.value as ActivityFilters["action"] }),
          }}
        />
        {(["from", "to"] as const).map((end) => (
          <Field.Root key={end}>
            <Field.Label>{t(`activity.filters.${end}`)}</Field.Label>
            <Input
              type="date"
              value={value[end]}
              // A span cannot end before it starts.
              {...(end === "from"
                ? { max: value.to || undefined }
                : { min: value.from || undefined })}
              onChange={(e) => onChange({ [end]: e.currentTarget.value })}
            />
          </Field.Root>
        ))}
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
