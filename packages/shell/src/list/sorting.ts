/**
 * Server sorting of a list page: the query's `sort`/`order` and a table header's sort order (Semi's
 * `ascend`/`descend`), both ways. The server sorts; the table only shows it.
 */

/** The sorting part of a list query. */
export type Sorting<S extends string> = { sort?: S; order?: 'asc' | 'desc' };
type ColumnSorter = { dataIndex: string; sortOrder: boolean | string } | undefined;

/** The sort order a column shows, from the applied query (Semi's `sortOrder`). */
export const sortOrderOf = <S extends string>(query: Sorting<S>, column: S): 'ascend' | 'descend' | false =>
  query.sort === column ? (query.order === 'asc' ? 'ascend' : 'descend') : false;

/** The query's sorting after a click on a sortable column's header; none when the column went back to unsorted. */
export function sortingOf<S extends string>(sorter: ColumnSorter, sortable: readonly S[]): Sorting<S> {
  const column = sortable.find((name) => name === sorter?.dataIndex);
  if (!column || (sorter?.sortOrder !== 'ascend' && sorter?.sortOrder !== 'descend')) return { sort: undefined, order: undefined };
  return { sort: column, order: sorter.sortOrder === 'ascend' ? 'asc' : 'desc' };
}
