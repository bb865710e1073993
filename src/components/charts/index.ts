export { BarListChart } from './bar-list-chart';
export type { BarDatum, BarListChartProps } from './bar-list-chart';
export { ChartTooltip } from './chart-tooltip';
export { ColumnChart } from './column-chart';
export type { ColumnChartProps, ColumnDatum } from './column-chart';
export { niceTicks, labelledIndexes } from './scale';
export { useElementWidth } from './use-element-width';
export { visuallyHidden } from './visually-hidden';
