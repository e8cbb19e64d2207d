import { Icon, type IconProps } from "@chakra-ui/react";

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const make = (d: string) => (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <path d={d} />
    </svg>
  </Icon>
);

export const EditIcon = make("M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z");
export const TrashIcon = make("M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6");
export const TagIcon = make(
  "M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01",
);
export const PlusIcon = make("M12 5v14M5 12h14");
