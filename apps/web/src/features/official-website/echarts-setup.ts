import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the map chart, its tooltip and colour scale, drawn as SVG: the smallest ECharts build for
// this page (tree-shaken; loaded with the map page only).
echarts.use([MapChart, TooltipComponent, VisualMapComponent, SVGRenderer]);

export interface ProvinceMapInput {
  mapName: string;
  geoJson: unknown;
  seriesName: string;
  data: { name: string; value: number; code: string }[];
  onClick: (code: string) => void;
}

export function drawProvinceMap(element: HTMLElement, input: ProvinceMapInput): { dispose(): void } {
  if (!echarts.getMap(input.mapName))
    echarts.registerMap(input.mapName, input.geoJson as Parameters<typeof echarts.registerMap>[1]);
  const chart = echarts.init(element, undefined, { renderer: 'svg' });
  const max = Math.max(1, ...input.data.map((d) => d.value));
  chart.setOption({
    tooltip: { trigger: 'item', formatter: '{b}<br/>{a}：{c} 家' },
    visualMap: {
      min: 0,
      max,
      left: 16,
      bottom: 16,
      text: ['多', '少'],
      calculable: true,
      inRange: { color: ['#e6f4ff', '#1677ff'] },
    },
    series: [
      {
        name: input.seriesName,
        type: 'map',
        map: input.mapName,
        roam: false,
        label: { show: true, fontSize: 11 },
        data: input.data,
      },
    ],
  });
  chart.on('click', (event) => {
    const item = input.data.find((d) => d.name === event.name);
    if (item) input.onClick(item.code);
  });
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return {
    dispose: () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    },
  };
}
