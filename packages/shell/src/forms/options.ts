/** Select options from a map of values to translation keys (a remote's status or channel labels), translated. */
export const optionsOf = <V extends string>(labels: Record<V, string>, t: (key: string) => string) =>
  (Object.entries(labels) as [V, string][]).map(([value, key]) => ({ value, label: t(key) }));
