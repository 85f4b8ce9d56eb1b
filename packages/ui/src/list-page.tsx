import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endpoint, PageOf, Role } from '@drawdesk/contracts';
import { Permission, sortOrderOf, sortingOf, usePagedList, type Lookup, type PagedList, type Sorting } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Skeleton } from '@drawdesk/ui/skeleton';
import { ExportButton } from './list-export.js';
import { ListFilters, type Draft, type FilterField } from './list-filters.js';
import styles from './list-page.module.css';
import { ListGrid, type GridColumn } from './list-grid.js';
import { CutText, SideScroll } from './list-table.js';
import { ColumnSettings, DensitySelect, useListView } from './list-view.js';

export type { FilterField } from './list-filters.js';
export { periodFields } from './list-filters.js';
// For a list that puts its export elsewhere (a party's statements, beside their totals): taken from here, a block
// that also uses the kit loads one shared module, not a second one that repeats the button.
export { ExportButton } from './list-export.js';

/** A column of a list page: `key` is the row's field (and the column's name in the view settings and the sort). */
export type ListColumn<T> = {
  key: string;
  title: string;
  /** The server sorts by it (`sort=<key>`). */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Kept in view while the table scrolls sideways (the kit fixes the actions to the right). */
  fixed?: 'left' | 'right';
  /**
   * The most its title and cells take (px): longer is cut with … and shown whole in a tooltip. For a list's less
   * important columns (names, tags, regions), so that its columns fit a 1280 px window.
   */
  maxWidth?: number;
  // `never`: each column's render takes its own field's type.
  render?: (value: never, row: T) => ReactNode;
};

export const PAGE_SIZE = 20;

/** A list page's query state: the applied filter, sorting and page, loaded from the server. */
export const useList = <Q extends object, T extends Record<string, unknown>>(load: (query: Q & { page: number; pageSize: number }) => Promise<PageOf<T>>, initial: Partial<Q> = {}) =>
  usePagedList<Q, T>(load, initial as Q, PAGE_SIZE);

type Props<Q, T> = {
  /** The list's name: element ids (`<id>-filter-<field>`, `<id>-export`…), its stored view, its export's file name. */
  id: string;
  /** The list sits in another page (a tab): no page padding of its own. */
  nested?: boolean;
  list: PagedList<Q, T>;
  columns: readonly ListColumn<T>[];
  filters?: readonly FilterField<Extract<keyof Q, string>>[];
  /** A row's action buttons, in a last column. */
  rowActions?: (row: T) => ReactNode;
  create?: { label: string; roles?: readonly Role[]; onClick: () => void };
  /** Answers the list as CSV (`GET <path>?<filter>`); no Export button without it. */
  exportEndpoint?: Endpoint<unknown, string>;
  /** What Refresh does, when more than this list shows the data (the page's own reload otherwise). */
  onRefresh?: () => void;
  /** Lookups whose invalidation (a save or removal anywhere in the console) reloads the list. */
  reloadOn?: readonly Lookup<unknown>[];
  empty: string;
  /** A line over the table about the whole filter (an orders list's totals). */
  summary?: ReactNode;
  expandedRowRender?: (row: T) => ReactNode;
  /** The page's drawers and modals. */
  children?: ReactNode;
};

/**
 * Every list page (docs/developing.md#a-list-page): filter form, search and reset, a table the server pages and sorts, density and
 * column settings kept per user, refresh, export of the applied filter, create by role, a skeleton until the
 * first answer, empty and failed-with-Retry states. A remote's page gives columns, filters and actions.
 */
export function ListPage<Q extends object, T extends Record<string, unknown>>(props: Props<Q, T>) {
  const { id, nested, list, columns, filters, rowActions, create, exportEndpoint, reloadOn, empty, summary, expandedRowRender, children } = props;
  const { t } = useTranslation();
  const { query, data, loading, answered, failure, reload } = list;
  const { page: _page, ...applied } = query;
  const { sort, order } = query as Sorting<string>;
  const sorting: Sorting<string> = { sort, order };

  const all = useMemo(
    // The actions stay at the right edge, in view, however wide the table scrolls.
    () => (rowActions ? [...columns, { key: 'actions', title: t('list.actions'), fixed: 'right' as const, render: (_: never, row: T) => rowActions(row) }] : columns),
    [columns, rowActions, t],
  );
  const titles = Object.fromEntries(all.map((column) => [column.key, column.title]));
  const [view, setView] = useListView(id, Object.keys(titles));
  const sortable = all.filter((column) => column.sortable).map((column) => column.key);
  const shown: GridColumn<T>[] = view.order
    .filter((key) => !view.hidden.includes(key))
    .flatMap((key) => all.filter((column) => column.key === key))
    .map(({ key, title, align, fixed, sortable: sorts, render, maxWidth }) => {
      // Each column's own render names its field's type; the grid passes the field as it is.
      const cell = render as ((value: unknown, row: T) => ReactNode) | undefined;
      return {
        key,
        align,
        fixed,
        ...(maxWidth
          ? {
              title: <CutText width={maxWidth}>{title}</CutText>,
              render: (value: unknown, row: T) => <CutText width={maxWidth}>{cell ? cell(value, row) : (value as ReactNode)}</CutText>,
            }
          : { title, render: cell }),
        ...(sorts ? { sortOrder: sortOrderOf(sorting, key) } : {}),
      };
    });
  const table = useRef<HTMLDivElement>(null);

  const watched = reloadOn?.map((lookup) => lookup.path).join();
  useEffect(() => {
    const stops = (reloadOn ?? []).map((lookup) => lookup.watch(reload));
    return () => stops.forEach((stop) => stop());
    // The paths name the lookups: a new array of the same lookups changes nothing.
  }, [watched, reload]);

  return (
    <section className={nested ? styles.nested : styles.page} id={`${id}-list`}>
      {/* A new filter keeps the sorting; a new sorting keeps the filter. */}
      {filters && <ListFilters list={id} fields={filters} initial={list.query as Draft} onSearch={(filter) => list.search({ ...filter, ...sorting } as unknown as Q)} />}
      <div className={styles.toolbar}>
        {create && (
          <Permission roles={create.roles ?? []}>
            <Button theme="solid" onClick={create.onClick}>
              {create.label}
            </Button>
          </Permission>
        )}
        {summary && (
          <div className={styles.summary} id={`${id}-summary`}>
            {summary}
          </div>
        )}
        <div className={styles.tools}>
          <Button id={`${id}-refresh`} onClick={props.onRefresh ?? reload}>
            {t('list.refresh')}
          </Button>
          {exportEndpoint && <ExportButton list={id} endpoint={exportEndpoint} filter={applied} />}
          <DensitySelect list={id} view={view} onChange={setView} />
          <ColumnSettings list={id} view={view} titles={titles} onChange={setView} />
        </div>
      </div>
      {answered ? (
        <div ref={table} className={styles.table}>
          <ListGrid<T>
            id={`${id}-table`}
            size={view.density}
            loading={loading}
            rows={failure ? [] : data.list}
            columns={shown}
            expandedRowRender={expandedRowRender}
            onSort={(key, sortOrder) => list.search({ ...applied, ...sortingOf({ dataIndex: key, sortOrder }, sortable) } as unknown as Q)}
            empty={<ListEmpty failure={failure} onRetry={reload} empty={empty} />}
            paging={{ currentPage: query.page, pageSize: PAGE_SIZE, total: data.total, onPageChange: list.setPage }}
          />
          <SideScroll table={table} watch={data} />
        </div>
      ) : (
        <div id={`${id}-skeleton`}>
          <Skeleton active loading placeholder={<Skeleton.Paragraph rows={8} />} />
        </div>
      )}
      {children}
    </section>
  );
}
