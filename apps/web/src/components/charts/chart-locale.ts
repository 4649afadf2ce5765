/**
 * Makes an ECharts option read right for the UI language: the app's font and text colours, numbers
 * and labels in the language's digits (axes, tooltips, data labels), and in right-to-left
 * languages category axes running from the right with the value axis on the right. Pure, so tested
 * without a browser.
 */
import type { AppLanguage } from '../../lib/app-config';
import { formatNumber, localizeDigits } from '../../lib/date';

export interface ChartLook {
  language: AppLanguage;
  rtl: boolean;
  fontFamily: string;
  textColor: string;
  mutedColor: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : isObj(v) ? [v] : []);

/** A value as text in the language's digits: numbers with separators, free text digit by digit. */
export function chartText(value: unknown, language: AppLanguage): string {
  if (typeof value === 'number') return formatNumber(value, language);
  return localizeDigits(String(value ?? ''), language);
}

function localizeAxis(axis: Obj, look: ChartLook, horizontal: boolean): Obj {
  const label = isObj(axis.axisLabel) ? axis.axisLabel : {};
  const rtlLayout: Obj = {};
  if (look.rtl && horizontal && axis.type === 'category') rtlLayout.inverse = axis.inverse ?? true;
  if (look.rtl && !horizontal) rtlLayout.position = axis.position ?? 'right';
  return {
    ...axis,
    ...rtlLayout,
    nameTextStyle: { fontFamily: look.fontFamily, color: look.mutedColor, ...(axis.nameTextStyle as Obj) },
    axisLabel: {
      color: look.mutedColor,
      formatter: (value: unknown) => chartText(value, look.language),
      ...label,
    },
  };
}

export function localizeChartOption<T extends Obj>(option: T, look: ChartLook): T {
  const format = (value: unknown) => chartText(value, look.language);
  const axes = (key: 'xAxis' | 'yAxis', horizontal: boolean) =>
    option[key] === undefined
      ? {}
      : { [key]: list(option[key]).map((a) => localizeAxis(a, look, horizontal)) };
  return {
    ...option,
    textStyle: { fontFamily: look.fontFamily, color: look.textColor, ...(option.textStyle as Obj) },
    ...axes('xAxis', true),
    ...axes('yAxis', false),
    ...(isObj(option.tooltip)
      ? {
          tooltip: {
            valueFormatter: format,
            textStyle: { fontFamily: look.fontFamily },
            ...(look.rtl ? { extraCssText: 'direction: rtl; text-align: right;' } : {}),
            ...option.tooltip,
          },
        }
      : {}),
    ...(isObj(option.legend)
      ? {
          legend: {
            textStyle: { fontFamily: look.fontFamily, color: look.textColor },
            formatter: format,
            ...(look.rtl ? { align: 'right' } : {}),
            ...option.legend,
          },
        }
      : {}),
    ...(option.series === undefined
      ? {}
      : {
          series: list(option.series).map((series) =>
            isObj(series.label)
              ? {
                  ...series,
                  label: {
                    formatter: (p: { value: unknown }) => format(p.value),
                    fontFamily: look.fontFamily,
                    ...series.label,
                  },
                }
              : series,
          ),
        }),
  };
}
