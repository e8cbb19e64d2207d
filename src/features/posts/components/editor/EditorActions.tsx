import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../../components/Notice";
import type { EditorTarget } from "./types";

/** The editor's alert, and Cancel, Save / Update draft and Publish / Update. */
export function EditorActions({
  kind,
  error,
  busy,
  retrying,
  canPublish,
  publishBlocked,
  onCancel,
  onDraft,
  onPublish,
}: {
  kind: EditorTarget["kind"];
  error: string | null;
  busy: "publish" | "draft" | null;
  /** A publish is being sent again after a flaky link. */
  retrying: boolean;
  canPublish: boolean;
  /** The post was deleted elsewhere: it can only be posted as a new one. */
  publishBlocked: boolean;
  onCancel: () => void;
  onDraft: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && <Notice status="error" role="alert" title={error} />}

      <HStack gap="2" wrap="wrap" justify="flex-end">
        <Button variant="ghost" onClick={onCancel} disabled={busy !== null} mr="auto">
          {t("posts.editor.cancel")}
        </Button>
        {kind !== "post" && (
          <Button
            variant="outline"
            onClick={onDraft}
            loading={busy === "draft"}
            disabled={busy === "publish"}
          >
            {kind === "new" ? t("posts.editor.saveDraft") : t("posts.editor.updateDraft")}
          </Button>
        )}
        <Button
          colorPalette="brand"
          onClick={onPublish}
          loading={busy === "publish"}
          loadingText={retrying ? t("posts.editor.publishRetrying") : undefined}
          disabled={!canPublish || busy === "draft" || publishBlocked}
        >
          {kind === "post" ? t("posts.editor.update") : t("posts.editor.publish")}
        </Button>
      </HStack>
    </>
  );
}
