import { useSyncExternalStore } from "react";
import { offlineSince, subscribeConnection } from "./connection";

/** Since when the server has been out of reach (ms since epoch), or null while it answers. */
export const useOfflineSince = (): number | null =>
  useSyncExternalStore(subscribeConnection, offlineSince, () => null);
