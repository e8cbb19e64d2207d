/** A key this long or longer shows four characters at each end; shorter ones two. */
const LONG_KEY = 12;

/**
 * An API key as the activity log (and any screen that only needs to tell keys apart) shows
 * it: its first and last characters around an ellipsis, `abcd…wxyz`. At least half of a
 * key stays hidden, so the mask never gives away a usable secret.
 */
export function maskApiKey(key: string): string {
  const shown = key.length >= LONG_KEY ? 4 : 2;
  return `${key.slice(0, shown)}…${key.slice(-shown)}`;
}
