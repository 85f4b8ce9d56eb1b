/** Every k-combination of `items`, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const picked: T[] = [];
  const walk = (from: number): void => {
    if (picked.length === k) {
      out.push([...picked]);
      return;
    }
    for (let i = from; i <= items.length - (k - picked.length); i++) {
      picked.push(items[i] as T);
      walk(i + 1);
      picked.pop();
    }
  };
  walk(0);
  return out;
}
