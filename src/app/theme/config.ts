import { defineConfig, type SystemConfig } from "@chakra-ui/react";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { breakpoints } from "~chakra-theme/breakpoints";
import { globalCss } from "~chakra-theme/global-css";
import { layerStyles } from "~chakra-theme/layer-styles";
import { animationStyles } from "~chakra-theme/motion-styles";
import { accordionSlotRecipe } from "~chakra-theme/recipes/accordion";
import { alertSlotRecipe } from "~chakra-theme/recipes/alert";
import { avatarSlotRecipe } from "~chakra-theme/recipes/avatar";
import { badgeRecipe } from "~chakra-theme/recipes/badge";
import { buttonRecipe } from "~chakra-theme/recipes/button";
import { cardSlotRecipe } from "~chakra-theme/recipes/card";
import { checkboxSlotRecipe } from "~chakra-theme/recipes/checkbox";
import { checkmarkRecipe } from "~chakra-theme/recipes/checkmark";
import { codeRecipe } from "~chakra-theme/recipes/code";
import { containerRecipe } from "~chakra-theme/recipes/container";
import { dataListSlotRecipe } from "~chakra-theme/recipes/data-list";
import { dialogSlotRecipe } from "~chakra-theme/recipes/dialog";
import { emptyStateSlotRecipe } from "~chakra-theme/recipes/empty-state";
import { fieldSlotRecipe } from "~chakra-theme/recipes/field";
import { fieldsetSlotRecipe } from "~chakra-theme/recipes/fieldset";
import { headingRecipe } from "~chakra-theme/recipes/heading";
import { iconRecipe } from "~chakra-theme/recipes/icon";
import { inputRecipe } from "~chakra-theme/recipes/input";
import { inputAddonRecipe } from "~chakra-theme/recipes/input-addon";
import { linkRecipe } from "~chakra-theme/recipes/link";
import { listSlotRecipe } from "~chakra-theme/recipes/list";
import { menuSlotRecipe } from "~chakra-theme/recipes/menu";
import { nativeSelectSlotRecipe } from "~chakra-theme/recipes/native-select";
import { progressSlotRecipe } from "~chakra-theme/recipes/progress";
import { segmentGroupSlotRecipe } from "~chakra-theme/recipes/segment-group";
import { separatorRecipe } from "~chakra-theme/recipes/separator";
import { skeletonRecipe } from "~chakra-theme/recipes/skeleton";
import { sliderSlotRecipe } from "~chakra-theme/recipes/slider";
import { spinnerRecipe } from "~chakra-theme/recipes/spinner";
import { statSlotRecipe } from "~chakra-theme/recipes/stat";
import { switchSlotRecipe } from "~chakra-theme/recipes/switch";
import { tableSlotRecipe } from "~chakra-theme/recipes/table";
import { tabsSlotRecipe } from "~chakra-theme/recipes/tabs";
import { tagSlotRecipe } from "~chakra-theme/recipes/tag";
import { textareaRecipe } from "~chakra-theme/recipes/textarea";
import { toastSlotRecipe } from "~chakra-theme/recipes/toast";
import { textStyles } from "~chakra-theme/text-styles";
import { keyframes } from "~chakra-theme/tokens/keyframes";
import { semanticTokens, tokens } from "./default-tokens";

/**
 * Chakra's default theme with only the recipes of the components this app uses: all of them
 * would be ~25 KB of compressed script on every first load. A component whose recipe is
 * missing renders unstyled, so a new Chakra component needs its recipe added here. Each part
 * is imported from its own file: default-tokens.ts says why.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      slider: sliderSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The newsroom look: Chakra's defaults with a "live" red brand and a neutral canvas. */
const brand = defineConfig({
  globalCss: {
    "html, body": { bg: "bg.canvas", color: "fg", minHeight: "100%" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', sans-serif",
        },
        body: {
          value:
            "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: "#fef2f2" },
          100: { value: "#fee2e2" },
          200: { value: "#fecaca" },
          300: { value: "#fca5a5" },
          400: { value: "#f87171" },
          500: { value: "#ef4444" },
          600: { value: "#dc2626" },
          700: { value: "#b91c1c" },
          800: { value: "#991b1b" },
          900: { value: "#7f1d1d" },
          950: { value: "#450a0a" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.600}" } },
          contrast: { value: "white" },
          fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
          muted: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.900}" } },
          subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.950}" } },
          emphasized: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
          focusRing: { value: { _light: "{colors.brand.600}", _dark: "{colors.brand.400}" } },
        },
        fg: {
          // Chakra's own (gray.400 light, gray.500 dark) reads at 2.6:1 and 3.9:1: these pass 4.5:1.
          subtle: { value: { _light: "{colors.gray.600}", _dark: "{colors.gray.400}" } },
        },
        bg: {
          canvas: { value: { _light: "{colors.gray.50}", _dark: "{colors.gray.950}" } },
        },
      },
    },
  },
});

/**
 * The configs the system is made of, in merge order. scripts/chakra-global-css.ts makes the
 * global CSS from them at build time, so this module must stay importable in Node.
 */
export const themeConfigs: SystemConfig[] = [defaultBaseConfig, chakraTheme, brand];
