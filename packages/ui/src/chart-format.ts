// The console's charts' words and colours, without G2: the workplace's own small charts use them too.

/**
 * An axis label for yuan in the viewer's language, short (`¥1.2万`, `¥12K`): an axis has room for a few
 * characters, the tooltip shows the exact amount.
 */
export const axisYuan = (locale: string) => {
  // The narrow symbol: English's own for CNY is `CN¥`, where every other amount in the console says `¥`.
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 });
  return (value: number | string) => format.format(Number(value));
};

/** A tooltip's exact yuan (`¥1,234.50`). */
export const tooltipYuan = (value: number) => `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** G2's classic palette, in its order: the colours of every console chart, drawn by G2 or not. */
export const CHART_COLOURS = ['#5B8FF9', '#5AD8A6', '#5D7092', '#F6BD16', '#6F5EF9', '#6DC8EC', '#945FB9', '#FF9845', '#1E9493', '#FF99C3'] as const;
