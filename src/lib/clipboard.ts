/** Copies text with the async Clipboard API, falling back to a hidden textarea and execCommand. */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Permission denied or insecure context: try the fallback.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  area.style.pointerEvents = "none";
  document.body.appendChild(area);
  const active = document.activeElement as HTMLElement | null;
  area.select();
  try {
    const ok = document.execCommand("copy");
    if (!ok) throw new Error("Copy failed");
  } finally {
    document.body.removeChild(area);
    active?.focus();
  }
}
