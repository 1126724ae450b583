import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import { formatKwacha } from '@pocket/contracts/money';

/*
 * The reports' charts (recharts), for what people would rather look at than read: money per day, shares per bucket or
 * week, a funnel, balances over time. Fixed sizes: the desk is desktop-first, and a chart never waits for a resize.
 */

const SIZE = { width: 640, height: 220 } as const;
// The desk's own colours (styles.css), so the charts keep its contrast.
const COLOURS = ['var(--primary)', 'var(--danger)', 'var(--ink)', 'var(--muted)'];

/** How a chart of money shows its figures (given in ngwee): `K1,050.50` on the axis and in the tooltip. */
const moneyAxis = { tickFormatter: (v: number) => formatKwacha(v) } as const;
const moneyTip = { formatter: (v: unknown) => (typeof v === 'number' ? formatKwacha(v) : String(v)) } as const;

/** One bar per item; `value` is what the bar's height shows (ngwee when `money`), `label` its name on the axis. */
export function BarsChart<T>({ title, items, label, value, unit, money = false }: { title: string; items: readonly T[]; label: (item: T) => string; value: (item: T) => number; unit: string; money?: boolean }) {
  const data = items.map((item) => ({ label: label(item), value: value(item) }));
  return (
    <figure className="chart" role="img" aria-label={title}>
      <BarChart {...SIZE} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis unit={unit} {...(money ? moneyAxis : {})} />
        <Tooltip {...(money ? moneyTip : {})} />
        <Bar dataKey="value" name={title} fill={COLOURS[0]} isAnimationActive={false} />
      </BarChart>
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}

/** One line per series over the same x values (e.g. each operator wallet's balance per day; ngwee when `money`). */
export function LinesChart({ title, rows, unit, money = false }: { title: string; rows: ReadonlyArray<{ x: string; series: string; value: number }>; unit: string; money?: boolean }) {
  const series = [...new Set(rows.map((r) => r.series))];
  const byX = new Map<string, Record<string, string | number>>();
  for (const r of rows) byX.set(r.x, { ...(byX.get(r.x) ?? { x: r.x }), [r.series]: r.value });
  return (
    <figure className="chart" role="img" aria-label={title}>
      <LineChart {...SIZE} data={[...byX.values()]} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="x" />
        <YAxis unit={unit} {...(money ? moneyAxis : {})} />
        <Tooltip {...(money ? moneyTip : {})} />
        <Legend />
        {series.map((name, i) => (
          <Line key={name} dataKey={name} stroke={COLOURS[i % COLOURS.length]} connectNulls isAnimationActive={false} />
        ))}
      </LineChart>
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
