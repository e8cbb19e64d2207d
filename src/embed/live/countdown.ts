/** The countdown box: the current countdown, ticking each second; editors change the list live. */
import { countdownText, currentCountdown } from "../../../domain/embed/shared";
import type { Countdown } from "../../../domain/schemas/channel-editors";
import { postHeight } from "./height";
import { $, s } from "./page";

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

export function startCountdown(): void {
  setInterval(tick, 1000);
  tick();
}

/** A countdown created or changed (`countdown` null: left as it was), or removed. */
export function setCountdown(id: string, countdown: Countdown | null): void {
  if (countdown) countdowns = [...countdowns.filter((c) => c.id !== id), countdown];
  countdowns.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  tick();
}

export function removeCountdown(id: string): void {
  countdowns = countdowns.filter((c) => c.id !== id);
  tick();
}
