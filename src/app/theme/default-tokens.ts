import { semanticColors } from "~chakra-theme/semantic-tokens/colors";
import { semanticRadii } from "~chakra-theme/semantic-tokens/radii";
import { semanticShadows } from "~chakra-theme/semantic-tokens/shadows";
import { animations } from "~chakra-theme/tokens/animations";
import { aspectRatios } from "~chakra-theme/tokens/aspect-ratios";
import { blurs } from "~chakra-theme/tokens/blurs";
import { borders } from "~chakra-theme/tokens/borders";
import { colors } from "~chakra-theme/tokens/colors";
import { cursor } from "~chakra-theme/tokens/cursor";
import { durations } from "~chakra-theme/tokens/durations";
import { easings } from "~chakra-theme/tokens/easings";
import { fontSizes } from "~chakra-theme/tokens/font-sizes";
import { fontWeights } from "~chakra-theme/tokens/font-weights";
import { fonts } from "~chakra-theme/tokens/fonts";
import { letterSpacings } from "~chakra-theme/tokens/letter-spacing";
import { lineHeights } from "~chakra-theme/tokens/line-heights";
import { radii } from "~chakra-theme/tokens/radius";
import { sizes } from "~chakra-theme/tokens/sizes";
import { spacing } from "~chakra-theme/tokens/spacing";
import { zIndices } from "~chakra-theme/tokens/z-indices";

/*
 * Chakra's default tokens, put together as its theme index does. The theme's parts come from
 * their own files (the `~chakra-theme/*` alias, scripts/chakra-theme-alias.ts): the build wraps
 * every module to keep the order it runs in (Rolldown's strictExecutionOrder, which inlining
 * shared chunks turns on), and a wrapped index runs every module it names, so importing from
 * `@chakra-ui/react/theme` brought all ~70 recipes into the first load, used or not.
 * tests/app/theme-recipes.test.ts checks these against Chakra's own.
 */
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};
