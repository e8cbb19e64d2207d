/**
 * The account's plugins in the reader embed (docs/plugins.md): poll voting with
 * live counts, and the share links' buttons (copy link, the device's share sheet). Every
 * text is set with textContent; the poll's question and answers come from the server's
 * rendered HTML.
 */

import type { EmbedBoot, EmbedStrings } from "../../domain/embed/shared";
import type { PollResults } from "../../domain/schemas/poll";
import { readerId } from "./reader-id";

export interface EmbedPlugins {
  /** Sets up the plugins' parts inside a post (or any root) that was added or re-rendered. */
  decorate(root: ParentNode): void;
  /** A `poll.results` live event's data. */
  results(data: unknown): void;
}

export function installPlugins(
  boot: EmbedBoot,
  s: EmbedStrings,
  changed: () => void,
  /** The reader page's document, or the shadow root of a host page's live blog. */
  page: Document | ShadowRoot = document,
): EmbedPlugins {
  const plugins = boot.plugins ?? [];
  const pollsOn = plugins.includes("poll");
  const base = `${boot.api}/live/public/${encodeURIComponent(boot.channelId)}`;
  /** Latest counts per "<postId>:<pollId>", so a re-rendered post shows them at once. */
  const known = new Map<string, PollResults>();
  const mine = new Map<string, string>();
  const votesText = (n: number) =>
    n === 1 ? s.pollVotes1 : s.pollVotesN.replace("{n}", String(n));

  const pollsOf = (postId: string, pollId: string) =>
    Array.from(page.querySelectorAll<HTMLElement>(`#post-${CSS.escape(postId)} .t-poll`)).filter(
      (el) => el.dataset.poll === pollId,
    );

  function paint(box: HTMLElement, r: PollResults): void {
    const voted = r.voted ?? mine.get(`${r.postId}:${r.pollId}`) ?? null;
    box.classList.toggle("t-poll-voted", voted !== null);
    for (const button of Array.from(box.querySelectorAll<HTMLButtonElement>(".t-poll-choice"))) {
      const id = button.dataset.option ?? "";
      const n = r.counts[id] ?? 0;
      const pct = r.total > 0 ? Math.round((n / r.total) * 100) : 0;
      button.disabled = voted !== null;
      button.setAttribute("aria-pressed", String(voted === id));
      (button.querySelector(".t-poll-count") as HTMLElement).textContent = `${pct}% · ${n}`;
      (button.querySelector(".t-poll-bar") as HTMLElement).style.width = `${pct}%`;
    }
    const total = box.querySelector(".t-poll-total");
    if (total) total.textContent = votesText(r.total);
    changed();
  }

  async function vote(box: HTMLElement, postId: string, pollId: string, option: string) {
    const status = box.querySelector(".t-poll-status") as HTMLElement;
    status.textContent = "";
    for (const b of Array.from(box.querySelectorAll<HTMLButtonElement>(".t-poll-choice")))
      b.disabled = true;
    try {
      const res = await fetch(`${base}/posts/${postId}/polls/${pollId}/votes`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ option, reader: await readerId(boot.channelId) }),
      });
      if (res.status === 201) {
        const r = (await res.json()) as PollResults;
        mine.set(`${postId}:${pollId}`, option);
        known.set(`${postId}:${pollId}`, r);
        status.textContent = s.pollThanks;
        for (const el of pollsOf(postId, pollId)) paint(el, r);
        return;
      }
      status.textContent =
        res.status === 409 ? s.pollAlready : res.status === 429 ? s.tooMany : s.pollFailed;
      if (res.status === 409) await load(box, postId, pollId);
      else {
        const r = known.get(`${postId}:${pollId}`);
        if (r) paint(box, r);
        else
          for (const b of box.querySelectorAll<HTMLButtonElement>(".t-poll-choice"))
            b.disabled = false;
      }
    } catch {
      status.textContent = s.pollFailed;
      for (const b of box.querySelectorAll<HTMLButtonElement>(".t-poll-choice")) b.disabled = false;
    }
  }

  async function load(box: HTMLElement, postId: string, pollId: string): Promise<void> {
    try {
      const res = await fetch(
        `${base}/posts/${postId}/polls/${pollId}?reader=${encodeURIComponent(await readerId(boot.channelId))}`,
      );
      if (!res.ok) return;
      const r = (await res.json()) as PollResults;
      if (r.voted) mine.set(`${postId}:${pollId}`, r.voted);
      known.set(`${postId}:${pollId}`, r);
      paint(box, r);
    } catch {
      /* offline: the answers stay as buttons; a vote tells the reader if it fails */
    }
  }

  /** Turns the rendered answers into vote buttons with a bar and a count. */
  function setUpPoll(box: HTMLElement): void {
    if (box.dataset.ready) return;
    box.dataset.ready = "1";
    const postId = box.closest<HTMLElement>("article")?.dataset.id ?? "";
    const pollId = box.dataset.poll ?? "";
    if (!postId || !pollId) return;
    box.setAttribute("role", "group");
    const question = box.querySelector(".t-poll-question");
    if (question) {
      question.id = `poll-${postId}-${pollId}`;
      box.setAttribute("aria-labelledby", question.id);
    }
    for (const li of Array.from(box.querySelectorAll<HTMLElement>(".t-poll-option"))) {
      const label = li.textContent ?? "";
      const button = document.createElement("button");
      button.type = "button";
      button.className = "t-poll-choice";
      button.dataset.option = li.dataset.option ?? "";
      button.setAttribute("aria-pressed", "false");
      const bar = document.createElement("span");
      bar.className = "t-poll-bar";
      bar.setAttribute("aria-hidden", "true");
      const text = document.createElement("span");
      text.className = "t-poll-label";
      text.textContent = label;
      const count = document.createElement("span");
      count.className = "t-poll-count";
      button.append(bar, text, count);
      button.addEventListener(
        "click",
        () => void vote(box, postId, pollId, button.dataset.option ?? ""),
      );
      li.replaceChildren(button);
    }
    const total = document.createElement("p");
    total.className = "t-poll-total";
    const status = document.createElement("p");
    status.className = "t-poll-status";
    status.setAttribute("role", "status");
    box.append(total, status);
    const r = known.get(`${postId}:${pollId}`);
    if (r) paint(box, r);
    void load(box, postId, pollId);
  }

  function setUpShare(nav: HTMLElement): void {
    if (nav.dataset.ready) return;
    nav.dataset.ready = "1";
    const url = nav.dataset.url ?? "";
    const text = nav.dataset.text ?? "";
    const native = nav.querySelector<HTMLButtonElement>(".t-share-native");
    if (native && typeof navigator.share === "function") {
      native.hidden = false;
      native.addEventListener("click", () => {
        navigator.share({ url, text }).catch(() => {
          /* the reader closed the share sheet */
        });
      });
    }
    const copy = nav.querySelector<HTMLButtonElement>(".t-share-copy");
    copy?.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(url);
        copy.textContent = s.linkCopied;
      } catch {
        // No clipboard access (an insecure or sandboxed frame): open the link to copy it there.
        window.open(url, "_blank", "noopener");
      }
    });
  }

  function decorate(root: ParentNode): void {
    if (pollsOn)
      for (const box of Array.from(root.querySelectorAll<HTMLElement>(".t-poll"))) setUpPoll(box);
    for (const nav of Array.from(root.querySelectorAll<HTMLElement>(".t-share"))) setUpShare(nav);
  }

  function results(data: unknown): void {
    const r = data as PollResults | null;
    if (!pollsOn || !r || typeof r.postId !== "string" || typeof r.pollId !== "string") return;
    const key = `${r.postId}:${r.pollId}`;
    const shown = { ...r, voted: mine.get(key) ?? null };
    known.set(key, shown);
    for (const box of pollsOf(r.postId, r.pollId)) paint(box, shown);
  }

  return { decorate, results };
}
