import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Density } from '@drawdesk/shell';
import { Icon } from './grid-icon.js';
import { ListPager, type Paging } from './list-pager.js';
import { watchBody } from './list-table.js';
// Semi's table styles without its code: the grid draws Semi's table markup, so it looks (light and dark) and reads
// (the e2e tests' `.semi-table-row`) as Semi's Table did.
import '@douyinfe/semi-foundation/lib/es/table/table.css';
import './base.js';

export type SortOrder = 'ascend' | 'descend' | false;

/** A column as the grid draws it: its cells from the row's field `key`, or from `render`. */
export type GridColumn<T> = {
  key: string;
  title: ReactNode;
  align?: 'left' | 'right' | 'center';
  fixed?: 'left' | 'right';
  /** Sortable when set: the order it shows now. */
  sortOrder?: SortOrder;
  render?: (value: unknown, row: T) => ReactNode;
};

type Props<T> = {
  id: string;
  rows: readonly T[];
  columns: readonly GridColumn<T>[];
  size: Density;
  /** A reload is under way: the rows stay, dimmed. */
  loading: boolean;
  /** What shows in place of rows when there are none. */
  empty: ReactNode;
  expandedRowRender?: (row: T) => ReactNode;
  /** A click on a sortable column's title: the order it asks for next (none, ascending, descending, none…). */
  onSort: (key: string, order: SortOrder) => void;
  paging: Paging;
};

const NEXT_ORDER: Record<string, SortOrder> = { false: 'ascend', ascend: 'descend', descend: false };

/** Semi's classes of a cell kept in view while the table scrolls sideways, and its place. */
const fixedOf = (fixed: GridColumn<unknown>['fixed']) =>
  fixed ? { className: ` semi-table-cell-fixed-${fixed} semi-table-cell-fixed-${fixed}-${fixed === 'right' ? 'first' : 'last'}`, style: { position: 'sticky' as const, [fixed]: 0 } } : { className: '', style: {} };

/**
 * The list kit's table: a list page's rows as plain table markup with Semi's classes and styles. Semi's Table
 * (with its pagination, 26 kB of code on every list page) measured, cached and compared its props on every
 * render, twice or three times after the rows came; a page of 20 rows needs none of that (docs/quality.md).
 * It does what the kit asks of a table: columns with alignment, a fixed last column, the server's sorting shown
 * and asked for, densities, an expandable row, the empty state, and the pager.
 */
export function ListGrid<T extends Record<string, unknown>>({ id, rows, columns, size, loading, empty, expandedRowRender, onSort, paging }: Props<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<unknown>>(new Set());
  const toggle = (key: unknown) => setOpen((before) => (before.has(key) ? new Set([...before].filter((k) => k !== key)) : new Set([...before, key])));
  const container = useScrollEdges();
  return (
    <div className="semi-table-wrapper" id={id} aria-busy={loading}>
      <div className={`semi-table-${size}`} style={loading ? { opacity: 0.5, pointerEvents: 'none' } : undefined}>
        <div className="semi-table-container" ref={container}>
          <div className="semi-table-body" style={{ overflow: 'auto' }}>
            <table className="semi-table" style={{ width: 'max-content' }}>
              <thead className="semi-table-thead">
                <tr className="semi-table-row">
                  {columns.map((column) => (
                    <HeadCell key={column.key} column={column} onSort={onSort} />
                  ))}
                </tr>
              </thead>
              <tbody className="semi-table-tbody">
                {rows.map((row) => {
                  const key = row.id;
                  const expanded = open.has(key);
                  return (
                    <Fragment key={String(key)}>
                      <tr className={`semi-table-row${expanded ? ' semi-table-row-expanded' : ''}`} data-row-key={String(key)} aria-expanded={expandedRowRender ? expanded : undefined}>
                        {columns.map((column, index) => {
                          const fixed = fixedOf(column.fixed);
                          return (
                            <td key={column.key} className={`semi-table-row-cell${fixed.className}`} style={{ ...fixed.style, textAlign: column.align }}>
                              {index === 0 && expandedRowRender && (
                                <span
                                  role="button"
                                  tabIndex={0}
                                  aria-label={t(expanded ? 'list.row.collapse' : 'list.row.expand')}
                                  className="semi-table-expand-icon"
                                  onClick={() => toggle(key)}
                                  onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), toggle(key))}
                                >
                                  <ExpandIcon expanded={expanded} />
                                </span>
                              )}
                              {column.render ? column.render(row[column.key], row) : (row[column.key] as ReactNode)}
                            </td>
                          );
                        })}
                      </tr>
                      {expanded && (
                        <tr className="semi-table-row-expand semi-table-row">
                          <td className="semi-table-row-cell" colSpan={columns.length}>
                            {expandedRowRender!(row)}
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
            {rows.length === 0 && <div className="semi-table-placeholder">{empty}</div>}
          </div>
        </div>
        <ListPager {...paging} />
      </div>
    </div>
  );
}

/**
 * Semi's marks of a table scrolled to its left and right edges (a fixed column casts its shadow only over rows
 * scrolled under it), set on the container as the body scrolls or changes size: straight on the element, so a
 * scroll re-renders no row. React never rewrites the container's class (its own never changes).
 */
function useScrollEdges() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = container.current?.querySelector<HTMLElement>('.semi-table-body');
    if (!container.current || !body) return;
    const marks = container.current.classList;
    const measure = () => {
      marks.toggle('semi-table-scroll-position-left', body.scrollLeft <= 0);
      marks.toggle('semi-table-scroll-position-right', body.scrollLeft + body.clientWidth >= body.scrollWidth - 1);
    };
    measure();
    return watchBody(body, measure, measure);
  }, []);
  return container;
}

/** A column's title; a sortable one is a button that asks for the next order, with Semi's two carets. */
function HeadCell<T>({ column, onSort }: { column: GridColumn<T>; onSort: Props<T>['onSort'] }) {
  const { t } = useTranslation();
  const fixed = fixedOf(column.fixed);
  const style = { ...fixed.style, textAlign: column.align };
  if (column.sortOrder === undefined) {
    return (
      <th className={`semi-table-row-head${fixed.className}`} style={style}>
        {column.title}
      </th>
    );
  }
  const order = column.sortOrder;
  const ask = () => onSort(column.key, NEXT_ORDER[String(order)]!);
  return (
    <th className={`semi-table-row-head semi-table-row-head-clickSort${fixed.className}`} style={style} aria-sort={order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none'} onClick={ask}>
      <div className="semi-table-operate-wrapper">
        <div
          role="button"
          tabIndex={0}
          aria-label={t(`list.sort.${order || 'none'}`)}
          className="semi-table-column-sorter-wrapper"
          onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), ask())}
        >
          <span className="semi-table-row-head-title">{column.title}</span>
          <div className="semi-table-column-sorter">
            <span className={`semi-table-column-sorter-up${order === 'ascend' ? ' on' : ''}`}>
              <Icon d="m6.45 8.34 4.8-5.48a1 1 0 0 1 1.5 0l4.8 5.48A1 1 0 0 1 16.8 10H7.2a1 1 0 0 1-.75-1.66Z" />
            </span>
            <span className={`semi-table-column-sorter-down${order === 'descend' ? ' on' : ''}`}>
              <Icon d="m17.55 15.66-4.8 5.48a1 1 0 0 1-1.5 0l-4.8-5.48A1 1 0 0 1 7.2 14h9.6a1 1 0 0 1 .75 1.66Z" />
            </span>
          </div>
        </div>
      </div>
    </th>
  );
}

const ExpandIcon = ({ expanded }: { expanded: boolean }) => (
  <Icon size="small" d="m9.66 3.44 8.97 7.8a1 1 0 0 1 0 1.51l-8.97 7.81A1 1 0 0 1 8 19.81V4.19a1 1 0 0 1 1.66-.75Z" className={expanded ? 'semi-table-expandedIcon-show' : 'semi-table-expandedIcon-hide'} />
);
