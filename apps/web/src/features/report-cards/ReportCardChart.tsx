import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/charts/EChart';
import type { CardCourse } from './report-card-api';
import { chartSeries } from './card-format';

/** Bars of the student's score per course beside the class average (0–20). */
export function ReportCardChart({ courses, testId }: { courses: CardCourse[]; testId?: string }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const data = chartSeries(courses);
    return {
      animation: false,
      grid: { top: 36, bottom: 8, left: 8, right: 8, containLabel: true },
      legend: { top: 0, data: [t('reportCards.card.chartStudent'), t('reportCards.card.chartClass')] },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: data.titles,
        axisLabel: { interval: 0, rotate: data.titles.length > 6 ? 30 : 0 },
      },
      yAxis: { type: 'value', min: 0, max: 20, interval: 5 },
      series: [
        { name: t('reportCards.card.chartStudent'), type: 'bar', data: data.student, barMaxWidth: 22 },
        { name: t('reportCards.card.chartClass'), type: 'bar', data: data.classAverage, barMaxWidth: 22 },
      ],
    };
  }, [courses, t]);
  return (
    <EChart
      option={option}
      ariaLabel={t('reportCards.card.chartTitle')}
      height={240}
      {...(testId ? { testId } : {})}
    />
  );
}
