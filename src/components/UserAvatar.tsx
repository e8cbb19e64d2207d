import { Avatar, type AvatarRootProps, chakra } from "@chakra-ui/react";
import { type AvatarColor, avatarColor, initials } from "../../domain/avatar";
import { AVATAR_SIZE } from "../../domain/constants";

/** Chakra has no palette for these; each maps to the nearest built-in one. */
const PALETTE: Record<AvatarColor, string> = {
  red: "red",
  orange: "orange",
  amber: "orange",
  yellow: "yellow",
  lime: "green",
  green: "green",
  emerald: "green",
  teal: "teal",
  cyan: "cyan",
  sky: "blue",
  blue: "blue",
  indigo: "purple",
  violet: "purple",
  purple: "purple",
  fuchsia: "pink",
  pink: "pink",
};

/** Solid shades per accent so the 16 colours stay distinguishable where palettes are shared. */
const SHADE: Record<AvatarColor, string> = {
  red: "red.600",
  orange: "orange.600",
  amber: "orange.500",
  yellow: "yellow.600",
  lime: "green.500",
  green: "green.600",
  emerald: "green.700",
  teal: "teal.600",
  cyan: "cyan.600",
  sky: "blue.500",
  blue: "blue.700",
  indigo: "purple.700",
  violet: "purple.500",
  purple: "purple.600",
  fuchsia: "pink.500",
  pink: "pink.600",
};

export interface UserAvatarProps extends Omit<AvatarRootProps, "children"> {
  name: string;
  src?: string | null;
  /** "dialog" is the edit-user header's 3.5rem. */
  large?: boolean;
}

/** A user's photo, or their initials on a colour hashed from their name. */
export function UserAvatar({ name, src, large = false, ...rest }: UserAvatarProps) {
  const color = avatarColor(name);
  return (
    <Avatar.Root
      colorPalette={PALETTE[color]}
      variant="solid"
      flexShrink={0}
      data-avatar-color={color}
      {...(large ? { width: AVATAR_SIZE, height: AVATAR_SIZE, fontSize: "lg" } : {})}
      {...rest}
    >
      {/* Drawn by CSS, not as text: a button with an avatar and a name is then named by what
          it shows (axe's label-content-name-mismatch counted the initials as visible words). */}
      <Avatar.Fallback bg={SHADE[color]} color="white" aria-hidden>
        <chakra.span data-initials={initials(name)} _before={{ content: "attr(data-initials)" }} />
      </Avatar.Fallback>
      {src && <Avatar.Image src={src} alt={name} />}
    </Avatar.Root>
  );
}
