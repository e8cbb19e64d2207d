/** Only same-site paths are followed after login, so a crafted link cannot send users away. */
export function safeRedirectUrl(value: string | null): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  return value;
}
