import { Alert, Button, CloseButton, HStack, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ZPost } from "../../../../../domain/schemas/post";
import type { PostLiveEvent } from "../../lib/live";
import { type EditorValues, valuesOf } from "./types";

/** The post being edited changed elsewhere: deleted, or updated to a newer version. */
export type RemoteChange =
  | { kind: "deleted" }
  | { kind: "updated"; version: number | null; values: EditorValues | null };

/** What a live event about the edited post means for the editor (null: nothing). */
export function remoteChangeOf(event: PostLiveEvent, version: number | null): RemoteChange | null {
  if (event.type === "post.deleted") return { kind: "deleted" };
  if (event.type !== "post.updated") return null;
  if (version !== null && event.version !== null && event.version <= version) return null;
  const post = ZPost.safeParse(event.data);
  return {
    kind: "updated",
    version: post.success ? post.data.version : event.version,
    values: post.success ? valuesOf(post.data) : null,
  };
}

export interface RemoteNoticeProps {
  change: RemoteChange;
  onPostAsNew: () => void;
  onCancel: () => void;
  onLoadTheirs: (values: EditorValues, version: number) => void;
  onDismiss: () => void;
}

/** Spec §4 live-update notices in the editor. */
export function RemoteNotice({
  change,
  onPostAsNew,
  onCancel,
  onLoadTheirs,
  onDismiss,
}: RemoteNoticeProps) {
  const { t } = useTranslation();
  if (change.kind === "deleted")
    return (
      <Alert.Root status="error" role="alert" data-testid="remote-deleted">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Content>
            <Alert.Title>{t("live.notices.deletedTitle")}</Alert.Title>
            <Alert.Description>{t("live.notices.deletedBody")}</Alert.Description>
          </Alert.Content>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={onPostAsNew}>
              {t("live.notices.postAsNew")}
            </Button>
            <Button size="sm" variant="outline" onClick={onCancel}>
              {t("live.notices.cancel")}
            </Button>
          </HStack>
        </Stack>
      </Alert.Root>
    );
  const { values, version } = change;
  return (
    <Alert.Root status="warning" role="alert" data-testid="remote-updated">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Content>
          <Alert.Title>{t("live.notices.updatedTitle")}</Alert.Title>
          <Alert.Description>{t("live.notices.updatedBody")}</Alert.Description>
        </Alert.Content>
        {values && version !== null && (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => onLoadTheirs(values, version)}>
              {t("live.notices.loadTheirs")}
            </Button>
          </HStack>
        )}
      </Stack>
      <CloseButton size="xs" aria-label={t("live.notices.dismiss")} onClick={onDismiss} />
    </Alert.Root>
  );
}
