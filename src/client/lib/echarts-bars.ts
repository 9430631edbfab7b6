/**
 * ECharts with bar charts only (core, one chart type, the components our charts use, the canvas renderer), so
 * the console's chart chunk carries nothing else: the full build would add every chart type and map parsing.
 */
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export const init = echarts.init;
