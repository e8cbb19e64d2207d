import { Box } from "@chakra-ui/react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { Audience } from "../../../../domain/schemas/statistics";
import { getTheme, subscribeTheme } from "../../../lib/theme";
import { audienceSeries } from "../lib/audience";
import { formatNumber, intlLocale } from "../lib/format";

const HEIGHT = 260;
/** Whole counts only on the value axes. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6,
];

/** A theme colour as the browser resolves it (canvas needs a value, not a CSS variable). */
function themeColour(probe: HTMLElement, token: string): string {
  probe.style.color = `var(--chakra-colors-${token})`;
  return getComputedStyle(probe).color;
}
const withAlpha = (rgb: string, alpha: number) =>
  rgb.replace(/^rgba?\(([^,]+),([^,]+),([^,)]+).*$/, `rgba($1,$2,$3,${alpha})`);

/**
 * Readers a minute (or the peak of each hour) as a line, with posts and reader contributions an
 * hour as steps on a second axis. Drawn on a canvas: the panel's table says the same in text.
 */
export function AudienceChart({ audience }: { audience: Audience }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => "light" as const);
  const box = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const chart = useRef<uPlot | null>(null);
  const data = audienceSeries(audience);
  const step = audience.step;

  // A new chart when the look changes (theme, language, step); new data only moves the lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: data is set by the effect below
  useEffect(() => {
    const el = box.current;
    const p = probe.current;
    if (!el || !p) return;
    const [fg, grid, readers, posts, contributions] = [
      "fg.muted",
      "border",
      "brand.solid",
      "green.solid",
      "orange.solid",
    ].map((token) => themeColour(p, token.replace(".", "-")));
    const time = new Intl.DateTimeFormat(
      intlLocale(lang),
      step === "minute"
        ? { hour: "2-digit", minute: "2-digit" }
        : { day: "numeric", month: "short", hour: "2-digit" },
    );
    const count = (_u: uPlot, splits: number[]) => splits.map((n) => formatNumber(n, lang));
    const axis = {
      stroke: fg,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
    };
    const stepped = uPlot.paths.stepped?.({ align: 1 });
    const u = new uPlot(
      {
        width: el.clientWidth || 600,
        height: HEIGHT,
        scales: {
          x: { time: true },
          readers: { range: (_u, _min, max) => [0, Math.max(4, max * 1.1)] },
          writing: { range: (_u, _min, max) => [0, Math.max(4, max * 1.5)] },
        },
        axes: [
          {
            ...axis,
            values: (_u, splits) => splits.map((s) => time.format(new Date(s * 1000))),
          },
          { ...axis, scale: "readers", incrs: COUNT_STEPS, values: count, size: 56 },
          {
            ...axis,
            scale: "writing",
            side: 1,
            incrs: COUNT_STEPS,
            values: count,
            grid: { show: false },
          },
        ],
        series: [
          { value: (_u, v) => (v == null ? "–" : time.format(new Date(v * 1000))) },
          {
            label: t("statistics.audience.readers"),
            scale: "readers",
            stroke: readers,
            fill: withAlpha(readers, 0.12),
            width: 2,
            points: { show: false },
          },
          {
            label: t("statistics.audience.posts"),
            scale: "writing",
            stroke: posts,
            fill: withAlpha(posts, 0.25),
            paths: stepped,
            points: { show: false },
          },
          {
            label: t("statistics.audience.contributions"),
            scale: "writing",
            stroke: contributions,
            paths: stepped,
            points: { show: false },
          },
        ],
        cursor: { drag: { x: false, y: false } },
      },
      data,
      el,
    );
    chart.current = u;
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      chart.current = null;
    };
  }, [theme, lang, step, t]);

  useEffect(() => {
    chart.current?.setData(data);
  });

  return (
    <Box position="relative" aria-hidden="true" data-testid="audience-chart" data-theme={theme}>
      <Box as="span" ref={probe} display="none" />
      <Box
        ref={box}
        width="100%"
        minHeight={`${HEIGHT}px`}
        css={{ "& .u-legend": { color: "fg.muted", fontSize: "sm" } }}
      />
    </Box>
  );
}
