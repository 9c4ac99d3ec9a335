import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * What every chart shares (decision 1202): visx draws SVG whose colours are the palette's classes,
 * so the dark theme needs nothing of its own; a chart is a picture (aria-hidden) whose figures are
 * in a table beside it; it follows its box's width. Imported only by the screens that draw charts.
 */

export const CHART_MARGIN = { top: 10, right: 28, bottom: 28, left: 44 };
export const CHART_HEIGHT = 200;
const AXIS = { axisLineClassName: 'stroke-slate-400', tickClassName: 'stroke-slate-400' };
const LABEL = { className: 'fill-slate-700', fontSize: 11 };
/** the axes' own label placement, with the palette's colour */
export const LEFT_AXIS = {
  ...AXIS,
  tickLabelProps: () => ({ ...LABEL, textAnchor: 'end' as const, dx: -4, dy: '0.33em' }),
};
export const BOTTOM_AXIS = {
  ...AXIS,
  tickLabelProps: () => ({ ...LABEL, textAnchor: 'middle' as const, dy: '0.25em' }),
};

/** The width the chart's box has, followed as the window changes (0 before the first layout). */
export function useChartWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A chart's box: its legend, and an SVG as wide as the box once it is laid out. */
export function ChartBox({
  legend,
  height = CHART_HEIGHT,
  children,
}: {
  legend?: ReactNode;
  height?: number;
  children: (width: number) => ReactNode;
}) {
  const { ref, width } = useChartWidth();
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      {legend && <div className="flex flex-wrap gap-4 text-xs text-slate-700">{legend}</div>}
      <div ref={ref} className="w-full" style={{ height }}>
        {width > 0 && (
          <svg width={width} height={height} role="presentation">
            {children(width)}
          </svg>
        )}
      </div>
    </div>
  );
}

export function LegendKey({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className={`inline-block h-2.5 w-5 rounded-sm ${className}`} /> {label}
    </span>
  );
}
