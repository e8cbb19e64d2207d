/**
 * The reader embed's live script (no framework): keeps the server-rendered page live over
 * the public event stream, falls back to polling, shows "N new posts" when the reader has
 * scrolled, ticks the countdown, tells the host page its height, loads more posts and
 * sends reader contributions. Post HTML comes sanitized from the server; every other text
 * is set with textContent or escaped.
 */

import {
  CHANGES_LIMIT,
  POLL_BACKOFF_MAX_MS,
  POLL_HIDDEN_MS,
  POLL_VISIBLE_MS,
} from "../../domain/constants";
import {
  contributionImage,
  countdownText,
  currentCountdown,
  EMBED_STRINGS,
  type EmbedBoot,
  KEY_EVENTS_SHOWN,
  keyEventItem,
  type PublicContributionLike,
  postArticle,
  READER_CONTRIBUTIONS_SHOWN,
  shortTime,
} from "../../domain/embed/shared";
import type { Countdown } from "../../domain/schemas/channel-editors";
import type { ContributionSettings } from "../../domain/schemas/contribution";
import type { ChangesResponse, LIVE_RESET_EVENT, LiveEvent } from "../../domain/schemas/live";
import type { Post } from "../../domain/schemas/post";
import { installEmbedExtensions } from "./extensions/runtime";
import { installPlugins } from "./plugins";

const doc = document;
const $ = <T extends Element>(sel: string, root: ParentNode = doc): T | null =>
  root.querySelector<T>(sel);
const bootEl = $("#t-boot");
const boot = JSON.parse(bootEl?.textContent ?? "{}") as EmbedBoot;
const s = EMBED_STRINGS[boot.lang] ?? EMBED_STRINGS.en;
const base = `${boot.api}/live/public/${encodeURIComponent(boot.channelId)}`;
const feed = $<HTMLElement>("#t-feed") as HTMLElement;
const newButton = $<HTMLButtonElement>(".t-new") as HTMLButtonElement;
const baseTitle = doc.title;
let last = BigInt(boot.last || "0");
let pending: HTMLElement[] = [];
let parentScrolled = false;
// Reader-side extensions (issue 15): their scripts follow this one and register here.
const extensions = installEmbedExtensions(boot, () => postHeight());
// The account's plugins (polls, share links): docs/plugins.md.
const plugins = installPlugins(boot, s, () => postHeight());
plugins.decorate(feed);

// --- Host page height -------------------------------------------------------------------
let lastHeight = 0;
function postHeight(): void {
  const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
  if (height === lastHeight || window.parent === window) return;
  lastHeight = height;
  window.parent.postMessage({ type: "ticker:height", channelId: boot.channelId, height }, "*");
}
if (typeof ResizeObserver === "function") new ResizeObserver(postHeight).observe(doc.body);
window.addEventListener("load", postHeight);
postHeight();

// The loader tells the frame how far the host page has scrolled past its top.
window.addEventListener("message", (e: MessageEvent) => {
  const d = e.data as { type?: string; scrolledPast?: unknown } | null;
  if (
    e.source === window.parent &&
    d?.type === "ticker:viewport" &&
    typeof d.scrolledPast === "number"
  ) {
    parentScrolled = d.scrolledPast > 120;
    if (!parentScrolled && window.scrollY < 120) revealPending();
  }
});

// --- Posts --------------------------------------------------------------------------------
const fromHtml = (html: string): HTMLElement => {
  const t = doc.createElement("template");
  t.innerHTML = html;
  return t.content.firstElementChild as HTMLElement;
};

const articleOf = (id: string) => doc.getElementById(`post-${id}`);

/** Feed order: pinned first, then order desc, then id desc (as the server pages). */
const key = (el: HTMLElement) => ({
  pinned: el.classList.contains("t-pinned"),
  order: Number(el.dataset.order),
  id: el.dataset.id ?? "",
});
function before(a: { pinned: boolean; order: number; id: string }, b: typeof a): boolean {
  if (a.pinned !== b.pinned) return a.pinned;
  if (a.order !== b.order) return a.order > b.order;
  return a.id > b.id;
}

const readerScrolled = () => parentScrolled || window.scrollY > 120;
const hasMore = () => Boolean($(".t-load-more"));

function place(el: HTMLElement): boolean {
  const k = key(el);
  for (const other of Array.from(feed.children) as HTMLElement[]) {
    if (other !== el && before(k, key(other))) {
      feed.insertBefore(el, other);
      return true;
    }
  }
  // Below every loaded post: it belongs to a page not loaded yet.
  if (hasMore()) return false;
  feed.appendChild(el);
  return true;
}

function loadProviders(el: HTMLElement): void {
  const w = window as unknown as {
    twttr?: { widgets?: { load(e?: Element): void } };
    instgrm?: { Embeds?: { process(): void } };
    FB?: { XFBML?: { parse(e?: Element): void } };
  };
  if ($(".twitter-tweet", el)) w.twttr?.widgets?.load(el);
  if ($(".instagram-media", el)) w.instgrm?.Embeds?.process();
  if ($(".fb-post", el)) w.FB?.XFBML?.parse(el);
}

function upsert(post: Post, isNew: boolean): void {
  const old = articleOf(post.id);
  if (old && Number(old.dataset.version) > post.version) return;
  updateKeyEvent(post);
  const el = fromHtml(
    postArticle(post, s, boot.iconsOff ? null : boot.icons, undefined, boot.shareUrl),
  );
  const wasPending = old ? pending.includes(old) : false;
  old?.remove();
  if (wasPending) pending = pending.filter((p) => p !== old);
  if (!place(el)) return;
  if ((isNew && !old && readerScrolled()) || wasPending) {
    el.hidden = true;
    pending.push(el);
  } else if (isNew && !old) {
    el.classList.add("t-fresh");
  }
  loadProviders(el);
  plugins.decorate(el);
  extensions.decorate(el);
  afterChange();
}

function remove(id: string): void {
  removeKeyEvent(id);
  const el = articleOf(id);
  if (!el) return;
  pending = pending.filter((p) => p !== el);
  el.remove();
  afterChange();
}

function revealPending(): void {
  for (const el of pending) {
    el.hidden = false;
    el.classList.add("t-fresh");
  }
  pending = [];
  afterChange();
}

function afterChange(): void {
  const n = pending.length;
  newButton.hidden = n === 0;
  newButton.textContent = n === 1 ? s.newPosts1 : s.newPostsN.replace("{n}", String(n));
  doc.title = n > 0 ? `(${n}) ${baseTitle}` : baseTitle;
  const empty = $<HTMLElement>(".t-empty");
  if (empty) empty.hidden = feed.children.length > 0;
  postHeight();
}

newButton.addEventListener("click", () => {
  revealPending();
  window.scrollTo({ top: 0, behavior: "smooth" });
  window.parent.postMessage({ type: "ticker:scrollTop", channelId: boot.channelId }, "*");
});
window.addEventListener(
  "scroll",
  () => {
    if (!readerScrolled()) revealPending();
  },
  { passive: true },
);

// Times in the reader's own time zone.
for (const t of Array.from(doc.querySelectorAll<HTMLTimeElement>(".t-time"))) {
  t.textContent = shortTime(t.dateTime);
}

// --- Key events (only when the server rendered the list: the account's keyEvents flag) ------
const keysNav = $<HTMLElement>(".t-keys");
const keysList = keysNav ? $<HTMLOListElement>(".t-keys-list", keysNav) : null;
const keysAll = keysNav ? $<HTMLButtonElement>(".t-keys-all", keysNav) : null;
let keysExpanded = false;

/** Shows the newest KEY_EVENTS_SHOWN (or all, once expanded) and the "Show all" button. */
function layoutKeyEvents(): void {
  if (!keysNav || !keysList || !keysAll) return;
  const items = Array.from(keysList.children) as HTMLElement[];
  items.forEach((li, i) => {
    li.hidden = !keysExpanded && i >= KEY_EVENTS_SHOWN;
  });
  keysNav.hidden = items.length === 0;
  keysAll.hidden = items.length <= KEY_EVENTS_SHOWN;
  keysAll.setAttribute("aria-expanded", String(keysExpanded));
  keysAll.textContent = keysExpanded
    ? s.keyEventsFewer
    : s.keyEventsAll.replace("{n}", String(items.length));
  postHeight();
}

function removeKeyEvent(id: string): void {
  if (!keysList) return;
  const li = (Array.from(keysList.children) as HTMLElement[]).find((el) => el.dataset.id === id);
  if (!li) return;
  li.remove();
  layoutKeyEvents();
}

/** A published or changed post joins, moves in or leaves the list (newest first). */
function updateKeyEvent(post: Post): void {
  if (!keysList) return;
  removeKeyEvent(post.id);
  if (!post.keyEvent) return;
  const li = fromHtml(keyEventItem(post));
  const created = Date.parse(post.createdUtc);
  const next = (Array.from(keysList.children) as HTMLElement[]).find(
    (other) => Date.parse(other.dataset.created ?? "") < created,
  );
  keysList.insertBefore(li, next ?? null);
  layoutKeyEvents();
}

keysAll?.addEventListener("click", () => {
  keysExpanded = !keysExpanded;
  layoutKeyEvents();
});

// --- Countdown ------------------------------------------------------------------------------
const cdEl = $<HTMLElement>(".t-countdown");
let countdowns: Countdown[] = JSON.parse(cdEl?.dataset.countdowns ?? "[]") as Countdown[];
function tick(): void {
  if (!cdEl) return;
  const now = Date.now();
  const c = currentCountdown(countdowns, now);
  const wasHidden = cdEl.hidden;
  cdEl.hidden = !c;
  if (c) {
    ($(".t-countdown-title", cdEl) as HTMLElement).textContent = c.title;
    ($(".t-countdown-time", cdEl) as HTMLElement).textContent = countdownText(c, now, s);
  }
  if (wasHidden !== cdEl.hidden) postHeight();
}
setInterval(tick, 1000);
tick();

// --- Published reader contributions: built with textContent only, never as HTML ---------
const readers = $<HTMLElement>(".t-readers");
const readersList = $<HTMLElement>(".t-readers-list");
function el(tag: string, className: string, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
function showContribution(c: PublicContributionLike): void {
  if (!readers || !readersList) return;
  const box = el("div", `t-contribution t-kind-${c.kind === "question" ? "question" : "comment"}`);
  box.id = `c-${c.id}`;
  box.append(
    el(
      "span",
      "t-contribution-meta",
      `${c.kind === "question" ? s.question : s.comment} · ${c.authorName || s.reader}`,
    ),
    el("p", "t-contribution-text", c.message),
  );
  const image = contributionImage(c);
  if (image) {
    const img = doc.createElement("img");
    img.className = "t-contribution-image";
    img.src = image;
    img.alt = s.imageAlt;
    img.loading = "lazy";
    box.append(img);
  }
  for (const r of c.replies ?? []) {
    const reply = el("div", "t-reply");
    reply.append(
      el("span", "t-reply-label", `${s.answer} · ${r.authorName}`),
      el("p", "t-reply-text", r.message),
    );
    box.append(reply);
  }
  const old = doc.getElementById(`c-${c.id}`);
  if (old) old.replaceWith(box);
  else readersList.prepend(box);
  while (readersList.children.length > READER_CONTRIBUTIONS_SHOWN)
    readersList.lastElementChild?.remove();
  readers.hidden = false;
  postHeight();
}
function removeContribution(id: string): void {
  doc.getElementById(`c-${id}`)?.remove();
  if (readers && readersList) readers.hidden = readersList.children.length === 0;
  postHeight();
}

// --- Events ---------------------------------------------------------------------------------
function apply(e: LiveEvent): void {
  let id: bigint;
  try {
    id = BigInt(e.id);
  } catch {
    return;
  }
  if (id <= last) return;
  last = id;
  if (e.audience !== "public" || e.channelId !== boot.channelId) return;
  const data = e.data as Record<string, unknown> | null;
  switch (e.type) {
    case "post.published":
    case "post.updated":
    case "post.pinned":
    case "post.highlighted":
    case "post.reordered":
      if (data) upsert(data as unknown as Post, e.type === "post.published");
      break;
    case "post.deleted":
      remove(e.entityId);
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
      if (data)
        countdowns = [
          ...countdowns.filter((c) => c.id !== e.entityId),
          data as unknown as Countdown,
        ];
      countdowns.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
      tick();
      break;
    case "countdown.deleted":
      countdowns = countdowns.filter((c) => c.id !== e.entityId);
      tick();
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
      if (e.type !== "channel.renamed" || data?.coverageEndedUtc || data?.archived) ended();
      break;
  }
}

// --- Transport: SSE, else polling -----------------------------------------------------------
let source: EventSource | null = null;
let pollTimer = 0;
let stopped = false;
let failures = 0;

function stop(): void {
  stopped = true;
  source?.close();
  clearTimeout(pollTimer);
}

/** The live blog ended (or was archived): nothing more is coming, so stop following it. */
function ended(): void {
  stop();
  ($(".t-archived") as HTMLElement).hidden = false;
  ($(".t-live") as HTMLElement).hidden = true;
  $(".t-contribute-slot")?.replaceChildren();
  postHeight();
}

/**
 * The server could not resume from `last` (events this page missed were pruned): only a
 * freshly rendered page is sure to show no removed post and to miss none.
 */
const RESET: typeof LIVE_RESET_EVENT = "reset";
function reload(): void {
  stop();
  window.location.reload();
}

function onFrame(m: MessageEvent): void {
  failures = 0;
  try {
    apply(JSON.parse(m.data as string) as LiveEvent);
  } catch {
    /* a malformed frame is skipped */
  }
}

function openStream(): void {
  const es = new EventSource(`${base}?lastEventId=${last.toString()}`);
  source = es;
  for (const type of [
    "post.published",
    "post.updated",
    "post.deleted",
    "post.pinned",
    "post.highlighted",
    "post.reordered",
    "topText.updated",
    "countdown.created",
    "countdown.updated",
    "countdown.deleted",
    "channel.renamed",
    "channel.archived",
    "channel.ended",
    "contribution.updated",
    "contribution.deleted",
    "poll.results",
  ]) {
    es.addEventListener(type, onFrame as EventListener);
  }
  es.addEventListener(RESET, reload);
  es.onmessage = onFrame;
  es.onopen = () => {
    failures = 0;
    // Says the page is following live (tests and embedding pages can wait for it).
    doc.documentElement.dataset.live = "open";
  };
  es.onerror = () => {
    failures += 1;
    // Closed for good (e.g. 404 after archive) or flapping: poll instead.
    if (es.readyState === EventSource.CLOSED || failures >= 3) {
      es.close();
      source = null;
      doc.documentElement.dataset.live = "polling";
      if (!stopped) schedulePoll(0);
    }
  };
}

let pollFailures = 0;
/**
 * The next poll: slower in a hidden tab, doubling after each failed poll, and jittered so the
 * readers of one page that lost their server do not all ask again in the same instant.
 */
const pollDelay = () => {
  const base = doc.visibilityState === "hidden" ? POLL_HIDDEN_MS : POLL_VISIBLE_MS;
  const backedOff = Math.min(POLL_BACKOFF_MAX_MS, base * 2 ** Math.min(pollFailures, 4));
  return Math.round(backedOff * (0.75 + Math.random() * 0.5));
};

function schedulePoll(ms: number): void {
  clearTimeout(pollTimer);
  if (!stopped) pollTimer = window.setTimeout(poll, ms);
}

async function poll(): Promise<void> {
  try {
    const res = await fetch(`${base}/changes?since=${last.toString()}`);
    if (res.status === 404) {
      apply({ ...archivedEvent(), id: (last + 1n).toString() });
      return;
    }
    if (res.ok) {
      const body = (await res.json()) as ChangesResponse;
      if (body.reset) {
        reload();
        return;
      }
      for (const e of body.events) apply(e);
      pollFailures = 0;
      // A full page: more are waiting.
      if (body.events.length >= CHANGES_LIMIT) {
        schedulePoll(0);
        return;
      }
    } else {
      pollFailures += 1;
    }
  } catch {
    // Offline: try again later.
    pollFailures += 1;
  }
  schedulePoll(pollDelay());
}

const archivedEvent = (): LiveEvent => ({
  id: "0",
  type: "channel.archived",
  channelId: boot.channelId,
  entityId: boot.channelId,
  version: null,
  audience: "public",
  ownerId: null,
  createdUtc: new Date().toISOString(),
  data: {
    name: $(".t-channel")?.textContent ?? "",
    archived: true,
    coverageEndedUtc: new Date().toISOString(),
  },
  invalidates: [],
});

doc.addEventListener("visibilitychange", () => {
  // Polling slows down in hidden tabs and catches up at once when the tab shows again.
  if (!source && !stopped && doc.visibilityState === "visible") schedulePoll(0);
});

if (boot.live) {
  if (typeof EventSource === "function") openStream();
  else schedulePoll(pollDelay());
}

// --- Load more (the link works without JavaScript too) -------------------------------------
/** Appends the next older page; false when there is none or it could not be loaded. */
async function loadMore(link: HTMLAnchorElement): Promise<boolean> {
  link.setAttribute("aria-busy", "true");
  try {
    const res = await fetch(link.href);
    if (!res.ok) return false;
    const page = new DOMParser().parseFromString(await res.text(), "text/html");
    for (const a of Array.from(page.querySelectorAll<HTMLElement>("#t-feed > article"))) {
      if (articleOf(a.dataset.id ?? "")) continue;
      const el = doc.importNode(a, true);
      const time = $<HTMLTimeElement>(".t-time", el);
      if (time) time.textContent = shortTime(time.dateTime);
      feed.appendChild(el);
      loadProviders(el);
      plugins.decorate(el);
      extensions.decorate(el);
    }
    const next = page.querySelector<HTMLAnchorElement>(".t-load-more");
    if (next) link.href = next.getAttribute("href") ?? "";
    else link.remove();
    return true;
  } finally {
    link.removeAttribute("aria-busy");
    afterChange();
  }
}

/** Older pages a jump to a key event may load before it gives up. */
const JUMP_MAX_PAGES = 50;

/** Scrolls to a post (loading older pages until it is there) and moves focus to it. */
async function jumpTo(id: string): Promise<void> {
  let target = articleOf(id);
  for (let i = 0; !target && i < JUMP_MAX_PAGES; i++) {
    const link = $<HTMLAnchorElement>(".t-load-more");
    if (!link || !(await loadMore(link))) break;
    target = articleOf(id);
  }
  if (!target) return;
  if (target.hidden) revealPending();
  target.tabIndex = -1;
  target.classList.remove("t-target");
  void target.offsetWidth;
  target.classList.add("t-target");
  target.focus({ preventScroll: true });
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  // In the loader's auto-sized frame only the host page scrolls: it scrolls to the post.
  window.parent.postMessage(
    {
      type: "ticker:scrollTo",
      channelId: boot.channelId,
      top: target.getBoundingClientRect().top + window.scrollY,
    },
    "*",
  );
}

doc.addEventListener("click", async (e) => {
  const key = (e.target as Element).closest?.<HTMLAnchorElement>(".t-key-link");
  if (key) {
    e.preventDefault();
    await jumpTo(key.closest<HTMLElement>(".t-key")?.dataset.id ?? "");
    return;
  }
  const link = (e.target as Element).closest?.<HTMLAnchorElement>(".t-load-more");
  if (!link) return;
  e.preventDefault();
  try {
    if (!(await loadMore(link))) window.location.href = link.href;
  } catch {
    window.location.href = link.href;
  }
});

// --- Reader contributions -------------------------------------------------------------------
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
/** CONTRIBUTION_IMAGE_MAX_BYTES (the server checks it again). */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
function field(name: string, label: string, multiline: boolean, required: boolean): HTMLElement {
  const wrap = doc.createElement("label");
  wrap.className = "t-field";
  const span = doc.createElement("span");
  span.textContent = label;
  const input = doc.createElement(multiline ? "textarea" : "input");
  input.name = name;
  input.required = required;
  if (input instanceof HTMLTextAreaElement) {
    input.rows = 3;
    input.maxLength = 2000;
  } else input.maxLength = name === "name" ? 80 : 200;
  wrap.append(span, input);
  return wrap;
}

async function contributions(): Promise<void> {
  const slot = $(".t-contribute-slot");
  if (!slot || !boot.live) return;
  let settings: ContributionSettings;
  try {
    const res = await fetch(`${base}/contributions/settings`);
    if (!res.ok) return;
    settings = (await res.json()) as ContributionSettings;
  } catch {
    return;
  }
  const kinds = (["question", "comment"] as const).filter((k) =>
    k === "question" ? settings.questions : settings.comments,
  );
  if (kinds.length === 0) return;
  const form = doc.createElement("form");
  form.className = "t-contribute";
  const details = doc.createElement("details");
  const summary = doc.createElement("summary");
  summary.textContent = s.formTitle;
  const kind = doc.createElement("div");
  kind.className = "t-kinds";
  for (const k of kinds) {
    const l = doc.createElement("label");
    const r = doc.createElement("input");
    r.type = "radio";
    r.name = "kind";
    r.value = k;
    r.checked = k === kinds[0];
    l.append(r, ` ${k === "question" ? s.question : s.comment}`);
    kind.append(l);
  }
  const status = doc.createElement("p");
  status.className = "t-status";
  status.setAttribute("role", "status");
  const button = doc.createElement("button");
  button.type = "submit";
  button.textContent = s.send;
  form.append(kind);
  if (!settings.hideNameField) form.append(field("name", s.name, false, false));
  // The server drops a contact sent while the field is hidden.
  if (!settings.hideContactField) {
    form.append(field("contact", s.contact, false, settings.requireContactInfo));
  }
  form.append(field("message", s.message, true, true));
  let file: HTMLInputElement | null = null;
  if (settings.imageUpload) {
    const wrap = doc.createElement("label");
    wrap.className = "t-field";
    const span = doc.createElement("span");
    span.textContent = s.image;
    file = doc.createElement("input");
    file.type = "file";
    file.name = "image";
    file.accept = IMAGE_TYPES.join(",");
    wrap.append(span, file);
    form.append(wrap);
  }
  form.append(button, status);
  details.append(summary, form);
  slot.append(details);
  details.addEventListener("toggle", postHeight);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const data = new FormData(form);
    const chosen = String(data.get("kind") ?? kinds[0]);
    const image = file?.files?.[0];
    if (image && !IMAGE_TYPES.includes(image.type)) {
      status.textContent = s.imageType;
      return;
    }
    if (image && image.size > IMAGE_MAX_BYTES) {
      status.textContent = s.imageTooLarge;
      return;
    }
    button.disabled = true;
    status.textContent = "";
    try {
      let imageUrl: string | undefined;
      if (image) {
        const upload = new FormData();
        upload.append("file", image);
        const up = await fetch(`${base}/contributions/image`, { method: "POST", body: upload });
        if (!up.ok) {
          status.textContent =
            up.status === 429
              ? s.tooMany
              : up.status === 413
                ? s.imageTooLarge
                : up.status === 400
                  ? s.imageType
                  : s.sendFailed;
          return;
        }
        imageUrl = ((await up.json()) as { url: string }).url;
      }
      const res = await fetch(`${base}/contributions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          kind: chosen,
          name: String(data.get("name") ?? ""),
          contact: String(data.get("contact") ?? ""),
          message: String(data.get("message") ?? ""),
          ...(imageUrl ? { imageUrl } : {}),
        }),
      });
      if (res.ok) {
        form.reset();
        // reset() clears radios checked from script: the reader's kind stays for the next one.
        for (const r of form.querySelectorAll<HTMLInputElement>('input[name="kind"]')) {
          r.checked = r.value === chosen;
        }
        status.textContent = chosen === "question" ? s.thanksQuestion : s.thanksComment;
      } else {
        const body = (await res.json().catch(() => ({}))) as { errorKey?: string };
        status.textContent =
          res.status === 429
            ? s.tooMany
            : body.errorKey === "contact-required"
              ? s.contactRequired
              : s.sendFailed;
      }
    } catch {
      status.textContent = s.sendFailed;
    } finally {
      button.disabled = false;
      postHeight();
    }
  });
  postHeight();
}
void contributions();

// A shared post link (#post-<id>, the socialShare plugin) opens at that post, loading
// older pages until it is there.
const linked = /^#post-([0-9a-fA-F-]{36})$/.exec(window.location.hash);
if (linked?.[1]) void jumpTo(linked[1]);
