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
      borderInlineStartColor={
        item.status === "pending"
          ? "orange.solid"
          : item.status === "published"
            ? "green.solid"
            : "border"
      }
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
        {item.status === "pending" && (
          <Badge colorPalette="orange" variant="subtle">
            {t("contributions.status.pending")}
          </Badge>
        )}
        {item.status === "published" && (
          <Badge colorPalette="green" variant="subtle">
            {t("contributions.status.published")}
          </Badge>
        )}
        {deleted && <Badge variant="subtle">{t("contributions.status.deleted")}</Badge>}
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
          {may.publish && item.status === "pending" && (
            <Button size="xs" colorPalette="green" onClick={act("publish")} loading={busy}>
              {t("contributions.actions.approve")}
            </Button>
          )}
          {may.unpublish && item.status === "published" && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="gray"
              onClick={act("unpublish")}
              disabled={busy}
            >
              {t("contributions.actions.unpublish")}
            </Button>
          )}
          {may.reply && !deleted && item.kind === "question" && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="gray"
              onClick={() => setMode("reply")}
              disabled={busy}
            >
              {t("contributions.actions.reply")}
            </Button>
          )}
          {may.edit && !deleted && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="gray"
              onClick={() => {
                setDraft(item.message);
                setMode("edit");
              }}
              disabled={busy}
            >
              {t("contributions.actions.edit")}
            </Button>
          )}
          {may.delete && !deleted && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              // Spec §4: a question's replies go with it for good; ask before that.
              onClick={item.replyCount > 0 ? () => setConfirmingDelete(true) : act("delete")}
              disabled={busy}
            >
              {t("contributions.actions.delete")}
            </Button>
          )}
          {may.restore && deleted && (
            <Button size="xs" colorPalette="brand" onClick={act("restore")} loading={busy}>
              {t("contributions.actions.restore")}
            </Button>
          )}
        </HStack>
      )}

      <ConfirmDialog
        open={confirmingDelete}
        title={t("contributions.confirmDeleteQuestion.title")}
        description={t("contributions.confirmDeleteQuestion.description", {
          count: item.replyCount,
        })}
        confirmText={t("contributions.confirmDeleteQuestion.confirm")}
        cancelText={t("contributions.cancel")}
        loading={busy}
        destructive
        onConfirm={() =>
          handlers.moderate(item.id, "delete").then(
            () => setConfirmingDelete(false),
            () => setConfirmingDelete(false),
          )
        }
        onClose={() => setConfirmingDelete(false)}
      />
      <ConfirmDialog
        open={deletingReply !== null}
        title={t("contributions.confirmDeleteReply.title")}
        description={t("contributions.confirmDeleteReply.description")}
        confirmText={t("contributions.confirmDeleteReply.confirm")}
        cancelText={t("contributions.cancel")}
        loading={busy}
        destructive
        onConfirm={() =>
          deletingReply &&
          handlers.deleteReply(item.id, deletingReply).then(
            () => setDeletingReply(null),
            () => setDeletingReply(null),
          )
        }
        onClose={() => setDeletingReply(null)}
      />
    </Box>
  );
}
