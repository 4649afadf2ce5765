/**
 * A chart drawn by ECharts, for any page that needs one (reports, report cards). Only the pieces
 * used so far are bundled (bar, box and line charts, grid, tooltip, legend, title, SVG renderer), and
 * only pages that import this file load them, so the login page and dashboard stay small. The
 * chart follows the UI language (font, digits, right-to-left layout), resizes with its box, and is
 * disposed on unmount. SVG keeps it sharp on paper.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart, BoxplotChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, type EChartsCoreOption, init, use as registerCharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { directionOf } from '../../lib/i18n';
import { useAppLanguage } from '../../lib/use-app-language';
import { localizeChartOption } from './chart-locale';

registerCharts([
  BarChart,
  BoxplotChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export interface EChartProps {
  /** The ECharts option; numbers and labels are localised here, so pass plain values. */
  option: EChartsCoreOption;
  /** Accessible description of what the chart shows. */
  ariaLabel: string;
  height?: number;
  testId?: string;
}

export function EChart({ option, ariaLabel, height = 320, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const theme = useTheme();
  const language = useAppLanguage();
  const rtl = directionOf(language) === 'rtl';

  useEffect(() => {
    const element = box.current!;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const look = {
      language,
      rtl,
      fontFamily: String(theme.typography.fontFamily),
      textColor: theme.palette.text.primary,
      mutedColor: theme.palette.text.secondary,
    };
    // notMerge: a new option replaces the old one (series may have disappeared).
    chart.current?.setOption(localizeChartOption(option as Record<string, unknown>, look), true);
  }, [option, language, rtl, theme]);

  return (
    <Box
      ref={box}
      role="img"
      aria-label={ariaLabel}
      // ECharts places its SVG text itself and misplaces it under an inherited dir="rtl"; right to
      // left is done in the option instead (axes from the right, legend and tooltip aligned right).
      dir="ltr"
      data-testid={testId}
      sx={{ width: '100%', height, breakInside: 'avoid' }}
    />
  );
}
