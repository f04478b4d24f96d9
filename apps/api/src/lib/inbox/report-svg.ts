import type { ReportResponse } from "@brightwater/contracts";

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const series = [
  { key: "requests", label: "Requests", color: "#0b4f8a" },
  { key: "callTaps", label: "Call taps", color: "#c2410c" },
  { key: "booked", label: "Booked", color: "#15803d" },
] as const;

/**
 * The weekly report as a bar chart: three bars per week (requests, call taps, booked), drawn on
 * the server as plain SVG so the inbox needs no chart library. Every bar has a <title> for its
 * figure, and the whole chart a title and a description for screen readers.
 */
export function reportChartSvg(report: Pick<ReportResponse, "byWeek">): string {
  const width = 760;
  const height = 280;
  const margin = { top: 36, right: 12, bottom: 44, left: 40 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const weeks = report.byWeek;
  const max = Math.max(1, ...weeks.flatMap((week) => series.map(({ key }) => week[key])));
  // A round top for the scale: 1, 2, 5 × 10^n.
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 5, 10].map((step) => step * magnitude).find((value) => value >= max) ?? max;
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const groupWidth = plotWidth / Math.max(1, weeks.length);
  const barWidth = Math.max(2, (groupWidth * 0.8) / series.length);

  const parts: string[] = [];
  // Whole numbers only: a half of 5 requests means nothing.
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  for (const tick of ticks) {
    parts.push(
      `<line x1="${margin.left}" x2="${width - margin.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#d0d7de"/>`,
      `<text x="${margin.left - 6}" y="${y(tick) + 4}" text-anchor="end">${tick}</text>`,
    );
  }
  weeks.forEach((week, index) => {
    const groupX = margin.left + index * groupWidth + groupWidth * 0.1;
    series.forEach(({ key, label, color }, seriesIndex) => {
      const value = week[key];
      const barTop = y(value);
      parts.push(
        `<rect x="${(groupX + seriesIndex * barWidth).toFixed(1)}" y="${barTop.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(margin.top + plotHeight - barTop).toFixed(1)}" fill="${color}"><title>${escapeXml(`Week of ${week.week}: ${value} ${label.toLowerCase()}`)}</title></rect>`,
      );
    });
    // Every week labelled when there is room, otherwise every other one.
    if (weeks.length <= 14 || index % 2 === 0) {
      parts.push(
        `<text x="${(margin.left + (index + 0.5) * groupWidth).toFixed(1)}" y="${height - margin.bottom + 16}" text-anchor="middle">${escapeXml(week.week.slice(5))}</text>`,
      );
    }
  });
  series.forEach(({ label, color }, index) => {
    const x = margin.left + index * 110;
    parts.push(
      `<rect x="${x}" y="10" width="12" height="12" fill="${color}"/>`,
      `<text x="${x + 18}" y="21">${escapeXml(label)}</text>`,
    );
  });
  const totals = series.map(
    ({ key, label }) => `${weeks.reduce((sum, week) => sum + week[key], 0)} ${label.toLowerCase()}`,
  );
  const first = weeks[0]?.week ?? "";
  const last = weeks[weeks.length - 1]?.week ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="report-title report-desc" font-family="system-ui, sans-serif" font-size="12" fill="#1f2933">
<title id="report-title">Requests, call taps and booked jobs per week</title>
<desc id="report-desc">${escapeXml(`Weeks of ${first} to ${last}: ${totals.join(", ")}.`)}</desc>
${parts.join("\n")}
<text x="${width / 2}" y="${height - 6}" text-anchor="middle">Week starting (Monday, UTC)</text>
</svg>
`;
}
