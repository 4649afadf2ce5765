import { describe, expect, it } from 'vitest';
import { type ChartLook, chartText, localizeChartOption } from './chart-locale';

const look: ChartLook = {
  language: 'fa',
  rtl: true,
  fontFamily: 'Vazirmatn',
  textColor: '#111',
  mutedColor: '#666',
};

type Axis = {
  inverse?: boolean;
  position?: string;
  axisLabel: { formatter: (v: unknown) => string; interval?: number };
};

describe('chart localisation', () => {
  it('writes numbers and labels in Persian digits', () => {
    expect(chartText(1250.5, 'fa')).toBe('۱٬۲۵۰٫۵');
    expect(chartText('0–2', 'fa')).toBe('۰–۲');
    expect(chartText(12, 'en')).toBe('12');
  });

  it('sets the font, Persian axis labels and right-to-left axes', () => {
    const option = localizeChartOption(
      {
        xAxis: { type: 'category', data: ['0–2'], axisLabel: { interval: 0 } },
        yAxis: { type: 'value' },
        tooltip: { trigger: 'axis' },
        legend: {},
        series: [{ type: 'bar', data: [3], label: { show: true } }],
      },
      look,
    ) as unknown as {
      textStyle: { fontFamily: string };
      xAxis: Axis[];
      yAxis: Axis[];
      tooltip: { valueFormatter: (v: unknown) => string; trigger: string };
      legend: { align: string };
      series: { label: { formatter: (p: { value: unknown }) => string; show: boolean } }[];
    };
    expect(option.textStyle.fontFamily).toBe('Vazirmatn');
    expect(option.xAxis[0]!.inverse).toBe(true);
    expect(option.xAxis[0]!.axisLabel.interval).toBe(0);
    expect(option.xAxis[0]!.axisLabel.formatter('0–2')).toBe('۰–۲');
    expect(option.yAxis[0]!.position).toBe('right');
    expect(option.yAxis[0]!.axisLabel.formatter(15)).toBe('۱۵');
    expect(option.tooltip).toMatchObject({ trigger: 'axis' });
    expect(option.tooltip.valueFormatter(12.5)).toBe('۱۲٫۵');
    expect(option.legend.align).toBe('right');
    expect(option.series[0]!.label.formatter({ value: 7 })).toBe('۷');
  });

  it('keeps left-to-right axes in English and what the caller set', () => {
    const option = localizeChartOption(
      { xAxis: { type: 'category', inverse: false }, yAxis: { type: 'value', position: 'left' } },
      { ...look, language: 'en', rtl: false },
    ) as unknown as { xAxis: Axis[]; yAxis: Axis[] };
    expect(option.xAxis[0]!.inverse).toBe(false);
    expect(option.yAxis[0]!.position).toBe('left');
    expect(option.yAxis[0]!.axisLabel.formatter(15)).toBe('15');
  });
});
