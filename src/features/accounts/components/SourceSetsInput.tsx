import { Button, CloseButton, Field, Flex, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  IMAGE_SOURCE_SET_MAX_PX,
  IMAGE_SOURCE_SETS_MAX,
  type ImageSourceSet,
  isSourceSetSize,
  sameSourceSet,
} from "../../../../domain/account-settings";
import { PlusIcon } from "../../../components/icons";
import { RowList } from "../../../components/RowList";

/** Reads "800" as 800; anything else (blank, 8.5, 1e3, "12px") is not a size. */
const toSize = (text: string): number | null =>
  /^\d{1,6}$/.test(text.trim()) ? Number(text) : null;

/**
 * The image source sets: a list of max width (data-w) × max height (data-h) pairs. A new pair
 * is checked as it is added: both whole pixel sizes (image-source-set-format) and not in the
 * list yet (image-source-set-exists).
 */
export function SourceSetsInput({
  value,
  onChange,
  error,
}: {
  value: readonly ImageSourceSet[];
  onChange: (next: ImageSourceSet[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const w = toSize(width);
    const h = toSize(height);
    if (!isSourceSetSize(w) || !isSourceSetSize(h)) return setProblem("image-source-set-format");
    const entry = { width: w, height: h };
    if (value.some((set) => sameSourceSet(set, entry))) {
      return setProblem("image-source-set-exists");
    }
    if (value.length >= IMAGE_SOURCE_SETS_MAX) return setProblem("accounts.errors.tooMany");
    onChange([...value, entry]);
    setWidth("");
    setHeight("");
    setProblem(null);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };
  const shown = problem
    ? t(problem.includes(".") ? problem : `errors.${problem}`, { max: IMAGE_SOURCE_SETS_MAX })
    : error;

  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(shown)}>
        <Flex gap="2" align="flex-end" wrap={{ base: "wrap", sm: "nowrap" }}>
          {(
            [
              ["width", width, setWidth, "1200"],
              ["height", height, setHeight, "800"],
            ] as const
          ).map(([side, value, set, example]) => (
            <Stack key={side} gap="1.5" flex="1" minWidth="32">
              <Field.Label htmlFor={`${id}-${side}`}>{t(`accounts.media.${side}`)}</Field.Label>
              <Input
                id={`${id}-${side}`}
                size="sm"
                inputMode="numeric"
                placeholder={example}
                value={value}
                max={IMAGE_SOURCE_SET_MAX_PX}
                onChange={(e) => {
                  set(e.currentTarget.value);
                  setProblem(null);
                }}
                onKeyDown={onKeyDown}
              />
            </Stack>
          ))}
          <Button size="sm" variant="outline" onClick={add} flexShrink={0}>
            <PlusIcon />
            {t("accounts.media.add")}
          </Button>
        </Flex>
        {shown ? (
          <Field.ErrorText>{shown}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t("accounts.media.sourceSetsHelp")}</Field.HelperText>
        )}
      </Field.Root>
      {value.length === 0 ? (
        <Text fontSize="sm" color="fg.subtle">
          {t("accounts.media.noSets")}
        </Text>
      ) : (
        <RowList aria-label={t("accounts.media.sourceSets")}>
          {value.map((set, i) => (
            <HStack
              as="li"
              key={`${set.width}x${set.height}`}
              justify="space-between"
              px="3"
              py="1.5"
            >
              <Text fontFamily="mono" fontSize="sm">
                <Text as="span" color="fg.muted">
                  data-w
                </Text>{" "}
                {set.width}
                <Text as="span" color="fg.subtle" mx="2">
                  ×
                </Text>
                <Text as="span" color="fg.muted">
                  data-h
                </Text>{" "}
                {set.height}
              </Text>
              <CloseButton
                size="xs"
                variant="ghost"
                aria-label={t("accounts.media.remove", { width: set.width, height: set.height })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              />
            </HStack>
          ))}
        </RowList>
      )}
    </Stack>
  );
}
