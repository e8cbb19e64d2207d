import {
  Badge,
  type BadgeProps,
  Box,
  Button,
  Checkbox,
  Code,
  Field,
  HStack,
  Link,
  NativeSelect,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogShell } from "../../../components/DialogShell";
import { toaster } from "../../../components/toaster";
import { copyText } from "../../../lib/clipboard";
import {
  EMBED_KINDS,
  EMBED_SKINS,
  type EmbedKind,
  type EmbedSkin,
  embedCode,
  embedUrl,
} from "../lib/embed-codes";

/** Marks the embed kind we advise. */
function RecommendedBadge(props: BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="green" variant="subtle" {...props}>
      {t("channels.embed.recommended")}
    </Badge>
  );
}

export interface EmbedModalProps {
  open: boolean;
  channelId: string;
  channelName: string;
  onClose: () => void;
  /** The server's public origin; the page's own origin by default. */
  origin?: string;
}

/** Embed codes for a channel: JS (recommended), iframe and oEmbed, in 7 skins. */
export function EmbedModal({ open, channelId, channelName, onClose, origin }: EmbedModalProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [kind, setKind] = useState<EmbedKind>("js");
  const [skin, setSkin] = useState<EmbedSkin>("default");
  const [framed, setFramed] = useState(false);
  const base = origin ?? window.location.origin;
  const code = embedCode(kind, base, channelId, skin, framed);

  const copy = async (text: string, what: string) => {
    try {
      await copyText(text);
      toaster.create({ type: "success", title: t("channels.embed.copied"), description: what });
    } catch {
      toaster.create({ type: "error", title: t("channels.embed.copyFailed") });
    }
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      size="lg"
      title={t("channels.embed.title")}
      subtitle={channelName}
      footerWrap
      closeButton={{ label: t("channels.actions.close") }}
      rootProps={{ scrollBehavior: "inside" }}
      testId="embed-modal"
      footer={
        <>
          <Button variant="outline" onClick={() => copy(channelId, t("channels.embed.channelId"))}>
            {t("channels.embed.copyId")}
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => copy(code, t(`channels.embed.kinds.${kind}`))}
          >
            {t("channels.embed.copy")}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Tabs.Root
          value={kind}
          onValueChange={(e) => setKind(e.value as EmbedKind)}
          variant="enclosed"
          size="sm"
          fitted
        >
          <Tabs.List whiteSpace="nowrap">
            {EMBED_KINDS.map((k) => (
              <Tabs.Trigger key={k} value={k}>
                {t(`channels.embed.kinds.${k}`)}
                {k === "js" && (
                  <RecommendedBadge
                    size="xs"
                    ml="1"
                    display={{ base: "none", sm: "inline-flex" }}
                  />
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {EMBED_KINDS.map((k) => (
            <Tabs.Content key={k} value={k} pt="4">
              {/* On a phone the tab is too narrow for the badge: it stands above the hint. */}
              {k === "js" && (
                <RecommendedBadge size="sm" mb="2" display={{ base: "inline-flex", sm: "none" }} />
              )}
              <Text fontSize="sm" color="fg.muted">
                {t(`channels.embed.hints.${k}`)}
              </Text>
              {k === "js" && (
                <Checkbox.Root
                  size="sm"
                  colorPalette="brand"
                  mt="3"
                  checked={framed}
                  onCheckedChange={(e) => setFramed(e.checked === true)}
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label>
                    <Text as="span" display="block">
                      {t("channels.embed.framed")}
                    </Text>
                    <Text
                      as="span"
                      display="block"
                      fontSize="xs"
                      color="fg.muted"
                      fontWeight="normal"
                    >
                      {t("channels.embed.framedHelp")}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>

        <Field.Root disabled={kind === "oembed"}>
          <Field.Label>{t("channels.embed.skin")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={skin}
              onChange={(e) => setSkin(e.currentTarget.value as EmbedSkin)}
            >
              {EMBED_SKINS.map((s) => (
                <option key={s} value={s}>
                  {t(`channels.embed.skins.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {kind === "oembed" && (
            <Field.HelperText>{t("channels.embed.oembedSkin")}</Field.HelperText>
          )}
        </Field.Root>

        <Stack gap="2">
          <Text as="span" fontSize="sm" fontWeight="medium" id={labelId}>
            {t("channels.embed.code")}
          </Text>
          <Box
            as="pre"
            aria-labelledby={labelId}
            data-testid="embed-code"
            tabIndex={0}
            p="3"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.muted"
            fontFamily="mono"
            fontSize="xs"
            whiteSpace="pre-wrap"
            wordBreak="break-all"
            maxHeight="40"
            overflowY="auto"
          >
            {code}
          </Box>
        </Stack>

        <HStack gap="2" align="center" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t("channels.embed.channelId")}
          </Text>
          <Code size="sm" data-testid="embed-channel-id" wordBreak="break-all">
            {channelId}
          </Code>
        </HStack>

        {/* The reader page runs the account's own code: the suite's tab is no opener to it. */}
        <Link
          href={embedUrl(base, channelId, skin)}
          target="_blank"
          rel="noopener noreferrer"
          fontSize="sm"
          colorPalette="blue"
          alignSelf="flex-start"
        >
          {t("channels.embed.openLivePage")}
        </Link>
      </Stack>
    </DialogShell>
  );
}
