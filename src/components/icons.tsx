import { Icon, type IconProps } from "@chakra-ui/react";

/** A few stroke icons drawn inline, so no icon package enters the bundle. */
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const MoonIcon = (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  </Icon>
);

export const SunIcon = (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  </Icon>
);

export const GlobeIcon = (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3" />
    </svg>
  </Icon>
);

export const RadioIcon = (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <circle cx="12" cy="12" r="2" />
      <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19.1 4.9a10 10 0 0 1 0 14.2M4.9 19.1a10 10 0 0 1 0-14.2" />
    </svg>
  </Icon>
);

export const ToolIcon = (props: IconProps) => (
  <Icon asChild {...props}>
    <svg viewBox="0 0 24 24" {...stroke} aria-hidden="true">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  </Icon>
);
