import { Box, HStack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Presence } from "../../../../domain/schemas/live";
import { activeTypers, initials } from "../lib/presence";
import { useLive } from "./context";

/** "Ada is writing…", "Ada and Ed are writing…", "Ada, Ed and 2 more are writing…". */
export function typingText(t: TFunction, names: string[]): string {
  const [a = "", b = ""] = names;
  if (names.length === 0) return "";
  if (names.length === 1) return t("live.typing.one", { a });
  if (names.length === 2) return t("live.typing.two", { a, b });
  return t("live.typing.many", { a, b, count: names.length - 2 });
}

/** Re-renders every second while there is something that may expire. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

export interface TypingDistributorProps {
  /** The signed-in user (never listed). */
  selfId?: string | null;
  /** Defaults to the LiveProvider's presence. */
  presence?: Presence[];
}

/** The Typing distributor: who else is writing in this channel right now. */
export function TypingDistributor({ selfId, presence }: TypingDistributorProps) {
  const { t } = useTranslation();
  const live = useLive();
  const list = presence ?? live.presence;
  const now = useNow(list.length > 0);
  const typers = activeTypers(list, now, selfId);
  return (
    // The live region stays (it announces), but takes no space while nobody else is writing.
    <Box aria-live="polite" data-testid="typing-distributor" mb={typers.length > 0 ? "3" : "0"}>
      {typers.length > 0 && (
        <HStack gap="2" fontSize="sm" color="fg.muted" aria-label={t("live.typingLabel")}>
          <HStack gap="0">
            {typers.slice(0, 3).map((p, i) => (
              <Box
                key={p.userId}
                title={p.displayName}
                aria-hidden="true"
                boxSize="7"
                rounded="full"
                bg="brand.subtle"
                color="brand.fg"
                borderWidth="2px"
                borderColor="bg"
                ms={i === 0 ? "0" : "-2"}
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontSize="xs"
                fontWeight="semibold"
              >
                {initials(p.displayName)}
              </Box>
            ))}
          </HStack>
          <Text>
            {typingText(
              t,
              typers.map((p) => p.displayName),
            )}
          </Text>
        </HStack>
      )}
    </Box>
  );
}
