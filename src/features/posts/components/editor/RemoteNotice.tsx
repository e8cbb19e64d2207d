import { Alert, Button, CloseButton, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
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

/** The live-update notices in the editor. */
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
      <Notice kind="deleted">
        <Button size="sm" colorPalette="brand" onClick={onPostAsNew}>
          {t("live.notices.postAsNew")}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t("live.notices.cancel")}
        </Button>
      </Notice>
    );
  const { values, version } = change;
  return (
    <Notice kind="updated" onDismiss={onDismiss}>
      {values && version !== null && (
        <Button size="sm" variant="outline" onClick={() => onLoadTheirs(values, version)}>
          {t("live.notices.loadTheirs")}
        </Button>
      )}
    </Notice>
  );
}

/** One notice: what happened, what the editor can do about it, and (updates only) a dismiss. */
function Notice({
  kind,
  onDismiss,
  children,
}: {
  kind: RemoteChange["kind"];
  onDismiss?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert.Root
      status={kind === "deleted" ? "error" : "warning"}
      role="alert"
      data-testid={`remote-${kind}`}
    >
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Content>
          <Alert.Title>{t(`live.notices.${kind}Title`)}</Alert.Title>
          <Alert.Description>{t(`live.notices.${kind}Body`)}</Alert.Description>
        </Alert.Content>
        {children && (
          <HStack gap="2" wrap="wrap">
            {children}
          </HStack>
        )}
      </Stack>
      {onDismiss && (
        <CloseButton size="xs" aria-label={t("live.notices.dismiss")} onClick={onDismiss} />
      )}
    </Alert.Root>
  );
}
