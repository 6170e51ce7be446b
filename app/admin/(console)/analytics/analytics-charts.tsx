"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

type Day = { date: string; visitors: number; orders: number; netSales: number };
type Step = { label: string; count: number };

/** Visitors and orders by day (the table beside it says the same for screen readers). */
export function SeriesChart({ series }: { series: Day[] }) {
  return (
    <div className="admin-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={240}>
        <LineChart accessibilityLayer={false} data={series} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5ddd3" />
          <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} minTickGap={16} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Line type="monotone" dataKey="visitors" name="Visitors" stroke="#7a4b2a" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="orders" name="Orders" stroke="#2f6f4f" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The funnel's steps as bars. */
export function FunnelChart({ steps }: { steps: Step[] }) {
  return (
    <div className="admin-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart accessibilityLayer={false} data={steps} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5ddd3" />
          <XAxis type="number" allowDecimals={false} fontSize={12} />
          <YAxis type="category" dataKey="label" width={120} fontSize={12} />
          <Tooltip />
          <Bar dataKey="count" name="Count" fill="#7a4b2a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
