import { useQueryClient } from "@tanstack/react-query";
import { markOwnWrite } from "../../../lib/live";
import { queryKeys } from "../../../lib/query-keys";
import { useStableCallback } from "../../../lib/use-stable-callback";
import { type DraftItem, discardLocal, publishDraft, saveDraft, updateDraft } from "../../drafts";
import { type EditorTarget, type EditorValues, publishPost, updatePost } from "../../posts";

/**
 * What the editor's Publish and Save draft send for what it is working on, then the channel's
 * feed, drafts and counts are read again. Publishing an edited draft the server has is three
 * steps, update → publish → discard the device's copy, each under a key of its own derived from
 * the publish's, so a repeat of the press replays every step. The callbacks keep their identity
 * (the editor is memoised).
 */
export function useEditorWrites({
  host,
  channelId,
  target,
  draft,
}: {
  host: string;
  channelId: string;
  target: EditorTarget;
  /** The draft being edited, once the list has it (a draft target only). */
  draft: DraftItem | null;
}) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.feed.root(host, channelId) }),
      client.invalidateQueries({ queryKey: queryKeys.drafts(host, channelId) }),
      client.invalidateQueries({ queryKey: queryKeys.channels.overview(host, channelId) }),
    ]);

  const send = async (values: EditorValues, version: number | null, key: string) => {
    if (target.kind === "post") {
      markOwnWrite(target.id, (version ?? target.version) + 1);
      await updatePost(
        host,
        channelId,
        target.id,
        { ...values, version: version ?? target.version },
        key,
      );
    } else if (target.kind === "draft" && draft?.serverId) {
      const updated = await updateDraft(
        host,
        channelId,
        draft.serverId,
        { ...values, version: version ?? draft.version ?? 1 },
        `${key}.draft`,
      );
      await publishDraft(host, channelId, updated, `${key}.publish`, values.push);
      await discardLocal(draft.localId);
    } else {
      await publishPost(host, channelId, values, key);
      if (target.kind === "draft" && draft) await discardLocal(draft.localId);
    }
  };

  const onPublish = useStableCallback(
    async (values: EditorValues, version: number | null, key: string) => {
      await send(values, version, key);
      await refresh();
    },
  );

  const onSaveDraft = useStableCallback(async (values: EditorValues, version: number | null) => {
    const outcome = await saveDraft({
      host,
      channelId,
      localId: target.kind === "draft" ? draft?.localId : undefined,
      serverId: target.kind === "draft" ? (draft?.serverId ?? null) : null,
      version: target.kind === "draft" ? (version ?? draft?.version ?? null) : null,
      input: values,
    });
    if (outcome.result === "saved") await refresh();
    return outcome.result;
  });

  return { onPublish, onSaveDraft };
}
