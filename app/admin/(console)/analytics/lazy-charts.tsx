"use client";

import dynamic from "next/dynamic";

const loading = () => <div className="admin-chart admin-muted">Loading the chart…</div>;

/** Recharts is loaded with the Analytics page only, in the browser, so no other back-office page pays for it. */
export const SeriesChart = dynamic(() => import("./analytics-charts").then((m) => m.SeriesChart), { ssr: false, loading });
export const FunnelChart = dynamic(() => import("./analytics-charts").then((m) => m.FunnelChart), { ssr: false, loading });
