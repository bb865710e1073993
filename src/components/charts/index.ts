export { BarListChart } from './bar-list-chart';
export type { BarDatum, BarListChartProps } from './bar-list-chart';
export { limitColor, seriesColors, visibleOnPaper } from './chart-colors';
export { ChartTooltip } from './chart-tooltip';
export { useElementWidth } from './use-element-width';
export { visuallyHidden } from './visually-hidden';
