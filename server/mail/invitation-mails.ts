import { INVITATION_TTL_DAYS } from "../../domain/constants";
import type { OutgoingMail } from "../repositories/outbox";

/**
 * The onboarding mails. The recipient's language is unknown (they may have no user yet), so
 * each mail says it in English, then in Norwegian.
 */
export interface InvitationMailInput {
  to: string;
  accountName: string;
  /** Who sent it; null when the invitee asked for it on a registration page. */
  inviterName: string | null;
  link: string;
  /** The address already has a user: the link accepts instead of creating one. */
  existingUser: boolean;
}

export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const { to, accountName, inviterName, link, existingUser } = input;
  const en = inviterName
    ? `${inviterName} invited you to ${accountName} on Ticker.`
    : `You asked to join ${accountName} on Ticker.`;
  const no = inviterName
    ? `${inviterName} har invitert deg til ${accountName} i Ticker.`
    : `Du har bedt om å bli med i ${accountName} i Ticker.`;
  const enAction = existingUser
    ? "Sign in with your existing user and accept the invitation here"
    : "Create your user here";
  const noAction = existingUser
    ? "Logg inn med brukeren du allerede har, og godta invitasjonen her"
    : "Opprett brukeren din her";
  return {
    to,
    subject: `Invitation to ${accountName} on Ticker / Invitasjon til ${accountName} i Ticker`,
    text: [
      "Hello,",
      "",
      `${en} ${enAction} (valid for ${INVITATION_TTL_DAYS} days):`,
      link,
      "",
      "If you did not expect this, ignore this mail.",
      "",
      "---",
      "",
      "Hei,",
      "",
      `${no} ${noAction} (gyldig i ${INVITATION_TTL_DAYS} dager):`,
      link,
      "",
      "Hvis du ikke ventet denne e-posten, kan du se bort fra den.",
    ].join("\n"),
    link,
  };
}

/** Sent instead of an invitation when the address already reaches the account. */
export function alreadyMemberMail(to: string, accountName: string, link: string): OutgoingMail {
  return {
    to,
    subject: `You already have access to ${accountName} / Du har allerede tilgang til ${accountName}`,
    text: [
      `You already have a user with access to ${accountName} on Ticker. Sign in here:`,
      link,
      "",
      "---",
      "",
      `Du har allerede en bruker med tilgang til ${accountName} i Ticker. Logg inn her:`,
      link,
    ].join("\n"),
    link,
  };
}
