import { Alert, Button, Field, HStack, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../components/Notice";
import { toaster } from "../../../components/toaster";
import { isStaleVersion } from "../../../lib/stale-version";
import { useSaveTopText, useTopText } from "../api/channel-editors";
import { docToText, textToDoc } from "../lib/top-text-doc";
import type { WidgetPanelProps } from "../lib/widget-props";

const TOP_TEXT_MAX = 2000;

/** Top Text: a short block above the feed, saved as a document with its row version. */
export function TopTextPanel({ host, channelId, editable }: WidgetPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const query = useTopText(host, channelId);
  const save = useSaveTopText(host, channelId);
  const serverText = docToText(query.data?.content);
  const [text, setText] = useState(serverText);
  const [stale, setStale] = useState(false);

  // Take the server's text whenever a new version arrives.
  useEffect(() => {
    setText(serverText);
  }, [serverText]);

  const dirty = text !== serverText;
  const tooLong = text.length > TOP_TEXT_MAX;

  const onSave = () => {
    if (!query.data || tooLong) return;
    setStale(false);
    save.mutate(
      { content: textToDoc(text), version: query.data.version },
      {
        onSuccess: () =>
          toaster.create({ type: "success", title: t("channelEditors.topText.saved") }),
        onError: async (error) => {
          if (isStaleVersion(error)) {
            setStale(true);
            const fresh = await query.refetch();
            setText(docToText(fresh.data?.content));
          } else {
            toaster.create({ type: "error", title: t("channelEditors.errors.topTextUpdate") });
          }
        },
      },
    );
  };

  if (query.isPending) return <Skeleton height="32" borderRadius="l2" />;
  if (query.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t("channelEditors.errors.topTextFetch")}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => query.refetch()}>
          {t("common.retry")}
        </Button>
      </Alert.Root>
    );

  return (
    <Stack gap="3">
      {stale && (
        <Notice
          status="warning"
          role="alert"
          title={t("channelEditors.topText.staleTitle")}
          description={t("channelEditors.topText.staleDescription")}
        />
      )}
      <Field.Root invalid={tooLong} readOnly={!editable}>
        <Field.Label htmlFor={id}>{t("channelEditors.topText.label")}</Field.Label>
        <Textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          rows={5}
          autoresize
          maxHeight="20lh"
          placeholder={t("channelEditors.topText.placeholder")}
          onKeyDown={(e) => {
            if ((e.metaKey || e.ctrlKey) && e.key === "Enter") onSave();
          }}
        />
        {tooLong ? (
          <Field.ErrorText>
            {t("channelEditors.topText.tooLong", { max: TOP_TEXT_MAX })}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>
            {editable ? t("channelEditors.topText.help") : t("channelEditors.readOnly")}
          </Field.HelperText>
        )}
      </Field.Root>
      {editable && (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="xs" color="fg.muted">
            {t("channelEditors.topText.version", { version: query.data.version })}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="ghost"
              disabled={!dirty || save.isPending}
              onClick={() => setText(serverText)}
            >
              {t("channelEditors.discard")}
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              loading={save.isPending}
              disabled={!dirty || tooLong}
              onClick={onSave}
            >
              {t("channelEditors.save")}
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}
