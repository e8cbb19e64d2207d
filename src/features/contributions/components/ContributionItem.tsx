import {
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Image,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NO_CONTRIBUTION_ABILITIES } from "../../../../domain/schemas/abilities";
import {
  CONTRIBUTION_MESSAGE_MAX,
  type Contribution,
} from "../../../../domain/schemas/contribution";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { TrashIcon } from "../../../components/icons";
import type { ModerationAction } from "../api/contributions";
import { ReplyForm } from "./ReplyForm";

/** How each status shows: its badge's colour and the stripe along the item's edge. */
const STATUS_LOOK: Record<Contribution["status"], { palette?: string; stripe: string }> = {
  pending: { palette: "orange", stripe: "orange.solid" },
  published: { palette: "green", stripe: "green.solid" },
  deleted: { stripe: "border" },
};

export interface ContributionHandlers {
  moderate: (id: string, action: ModerationAction) => Promise<unknown>;
  edit: (c: Contribution, message: string) => Promise<unknown>;
  reply: (id: string, message: string) => Promise<unknown>;
  deleteReply: (id: string, replyId: string) => Promise<unknown>;
  busy: (id: string) => boolean;
}

/**
 * One reader comment or question. The message is plain text rendered by React as text
 * (never as HTML); line breaks are kept with pre-wrap.
 */
export function ContributionItem({
  item,
  handlers,
}: {
  item: Contribution;
  handlers: ContributionHandlers;
}) {
  // The server says what this editor may do with it (domain/abilities).
  const may = item.abilities ?? NO_CONTRIBUTION_ABILITIES;
  const moderates = Object.values(may).some(Boolean);
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const [draft, setDraft] = useState(item.message);
  const [deletingReply, setDeletingReply] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = handlers.busy(item.id);
  const when = new Intl.DateTimeFormat(i18n.language === "no" ? "nb-NO" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(item.createdUtc));
  const deleted = item.status === "deleted";
  const act = (action: ModerationAction) => () =>
    void handlers.moderate(item.id, action).catch(() => undefined);
  const actions: {
    key: "approve" | "unpublish" | "reply" | "edit" | "delete" | "restore";
    shown: boolean;
    variant: "solid" | "outline" | "ghost";
    palette: string;
    onClick: () => void;
  }[] = [
    {
      key: "approve",
      shown: may.publish && item.status === "pending",
      variant: "solid",
      palette: "green",
      onClick: act("publish"),
    },
    {
      key: "unpublish",
      shown: may.unpublish && item.status === "published",
      variant: "outline",
      palette: "gray",
      onClick: act("unpublish"),
    },
    {
      key: "reply",
      shown: may.reply && !deleted && item.kind === "question",
      variant: "outline",
      palette: "gray",
      onClick: () => setMode("reply"),
    },
    {
      key: "edit",
      shown: may.edit && !deleted,
      variant: "ghost",
      palette: "gray",
      onClick: () => {
        setDraft(item.message);
        setMode("edit");
      },
    },
    {
      key: "delete",
      shown: may.delete && !deleted,
      variant: "ghost",
      palette: "red",
      // A question's replies go with it for good; ask before that.
      onClick: item.replyCount > 0 ? () => setConfirmingDelete(true) : act("delete"),
    },
    {
      key: "restore",
      shown: may.restore && deleted,
      variant: "solid",
      palette: "brand",
      onClick: act("restore"),
    },
  ];

  return (
    <Box
      as="li"
      data-testid="contribution"
      data-status={item.status}
      listStyleType="none"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg"
      px={{ base: "3", md: "4" }}
      py="3"
      borderInlineStartWidth="3px"
      borderInlineStartColor={STATUS_LOOK[item.status].stripe}
    >
      <HStack justify="space-between" align="start" gap="2" wrap="wrap">
        <Stack gap="0" minWidth="0">
          <Text fontWeight="semibold" truncate>
            {item.authorName || t("contributions.anonymous")}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={item.createdUtc}>{when}</time>
            {item.contact && (
              <>
                {" · "}
                <Text as="span" data-testid="contribution-contact">
                  {item.contact}
                </Text>
              </>
            )}
          </Text>
        </Stack>
        <Badge colorPalette={STATUS_LOOK[item.status].palette} variant="subtle">
          {t(`contributions.status.${item.status}`)}
        </Badge>
      </HStack>

      {mode === "edit" ? (
        <Stack gap="2" mt="2">
          <Textarea
            aria-label={t("contributions.actions.edit")}
            value={draft}
            maxLength={CONTRIBUTION_MESSAGE_MAX}
            onChange={(e) => setDraft(e.target.value)}
            rows={3}
            autoFocus
          />
          <HStack justify="flex-end" gap="2">
            <Button size="sm" variant="ghost" onClick={() => setMode("view")} disabled={busy}>
              {t("contributions.cancel")}
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy}
              disabled={draft.trim().length === 0}
              onClick={() =>
                handlers.edit(item, draft.trim()).then(
                  () => setMode("view"),
                  () => undefined,
                )
              }
            >
              {t("contributions.save")}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Text
          mt="2"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          data-testid="contribution-message"
        >
          {item.message}
        </Text>
      )}
      {item.imageUrl?.startsWith("/uploads/") && (
        <Image
          src={item.imageUrl}
          alt={t("contributions.imageAlt", {
            name: item.authorName || t("contributions.anonymous"),
          })}
          mt="2"
          maxH="240px"
          maxW="100%"
          borderRadius="md"
          data-testid="contribution-image"
        />
      )}
      {item.editedBy && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t("contributions.editedBy", { name: item.editedBy })}
        </Text>
      )}

      {item.kind === "question" && item.replies.length > 0 && (
        <Stack
          as="ul"
          gap="2"
          mt="3"
          ps="3"
          borderInlineStartWidth="2px"
          aria-label={t("contributions.replies", { count: item.replyCount })}
        >
          {item.replies.map((r) => (
            <HStack as="li" key={r.id} align="start" gap="2" data-testid="contribution-reply">
              <Stack gap="0" flex="1" minWidth="0">
                <Text fontSize="xs" color="fg.muted">
                  {t("contributions.replyBy", { name: r.authorName })}
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                  {r.message}
                </Text>
              </Stack>
              {may.reply && !deleted && (
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t("contributions.actions.deleteReply")}
                  onClick={() => setDeletingReply(r.id)}
                >
                  <TrashIcon />
                </IconButton>
              )}
            </HStack>
          ))}
        </Stack>
      )}

      {mode === "reply" && (
        <Box mt="3">
          <ReplyForm
            pending={busy}
            onCancel={() => setMode("view")}
            onSubmit={(message) => handlers.reply(item.id, message).then(() => setMode("view"))}
          />
        </Box>
      )}

      {moderates && mode === "view" && (
        <HStack gap="1.5" mt="3" wrap="wrap">
          {actions
            .filter((action) => action.shown)
            .map(({ key, variant, palette, onClick }) => (
              <Button
                key={key}
                size="xs"
                variant={variant}
                colorPalette={palette}
                onClick={onClick}
                // The item's main step shows it is under way; the others just wait.
                {...(variant === "solid" ? { loading: busy } : { disabled: busy })}
              >
                {t(`contributions.actions.${key}`)}
              </Button>
            ))}
        </HStack>
      )}

      <ConfirmDelete
        texts="confirmDeleteQuestion"
        open={confirmingDelete}
        description={t("contributions.confirmDeleteQuestion.description", {
          count: item.replyCount,
        })}
        busy={busy}
        run={() => handlers.moderate(item.id, "delete")}
        onClose={() => setConfirmingDelete(false)}
      />
      <ConfirmDelete
        texts="confirmDeleteReply"
        open={deletingReply !== null}
        description={t("contributions.confirmDeleteReply.description")}
        busy={busy}
        run={async () => {
          if (deletingReply !== null) await handlers.deleteReply(item.id, deletingReply);
        }}
        onClose={() => setDeletingReply(null)}
      />
    </Box>
  );
}

/** Asks before a delete that cannot be undone; closes once the delete has run, done or failed. */
function ConfirmDelete({
  texts,
  open,
  description,
  busy,
  run,
  onClose,
}: {
  texts: "confirmDeleteQuestion" | "confirmDeleteReply";
  open: boolean;
  description: string;
  busy: boolean;
  run: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t(`contributions.${texts}.title`)}
      description={description}
      confirmText={t(`contributions.${texts}.confirm`)}
      cancelText={t("contributions.cancel")}
      loading={busy}
      destructive
      onConfirm={() => void run().then(onClose, onClose)}
      onClose={onClose}
    />
  );
}
