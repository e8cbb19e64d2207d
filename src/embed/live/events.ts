/** What each public live event of the channel changes on the page. */
import type { PublicContributionLike } from "../../../domain/embed/shared";
import type { Countdown } from "../../../domain/schemas/channel-editors";
import type { Post } from "../../../domain/schemas/post";
import { plugins } from "./addons";
import { removeContribution, showContribution } from "./contributions";
import { removeCountdown, setCountdown } from "./countdown";
import { remove, upsert } from "./feed";
import { postHeight } from "./height";
import { $, boot, fromHtml } from "./page";
import { schemaChannel, schemaPost, schemaRemove } from "./schema";
import { type ReaderEvent, stop } from "./stream";

/** The live blog ended (or was archived): nothing more is coming, so stop following it. */
function ended(): void {
  stop();
  ($(".t-archived") as HTMLElement).hidden = false;
  ($(".t-live") as HTMLElement).hidden = true;
  $(".t-contribute-slot")?.replaceChildren();
  postHeight();
}

export function apply(e: ReaderEvent): void {
  if (e.audience !== "public" || e.channelId !== boot.channelId) return;
  const data = e.data as Record<string, unknown> | null;
  switch (e.type) {
    case "post.published":
    case "post.updated":
    case "post.pinned":
    case "post.highlighted":
    case "post.reordered":
      if (data) {
        upsert(data as unknown as Post, e.type === "post.published");
        schemaPost(data as unknown as Post);
      }
      break;
    case "post.deleted":
      remove(e.entityId);
      schemaRemove(e.entityId);
      break;
    case "topText.updated": {
      const el = $<HTMLElement>(".t-toptext");
      const html = typeof data?.html === "string" ? data.html : "";
      if (el) {
        el.replaceChildren(fromHtml(`<div>${html}</div>`));
        el.hidden = html === "";
      }
      postHeight();
      break;
    }
    case "countdown.created":
    case "countdown.updated":
      setCountdown(e.entityId, data as unknown as Countdown | null);
      break;
    case "countdown.deleted":
      removeCountdown(e.entityId);
      break;
    case "contribution.updated":
      if (data?.status === "published") showContribution(data as unknown as PublicContributionLike);
      else removeContribution(e.entityId);
      break;
    case "contribution.deleted":
      removeContribution(e.entityId);
      break;
    case "poll.results":
      plugins.results(data);
      break;
    // Each channel event carries the channel's whole public state (name, archived, ended).
    case "channel.renamed":
    case "channel.archived":
    case "channel.ended":
      if (typeof data?.name === "string") ($(".t-channel") as HTMLElement).textContent = data.name;
      if (data) schemaChannel(data);
      if (e.type !== "channel.renamed" || data?.coverageEndedUtc || data?.archived) ended();
      break;
  }
}
