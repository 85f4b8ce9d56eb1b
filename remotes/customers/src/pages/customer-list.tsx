import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@drawdesk/contracts';
import { sortingOf, useOverlay, usePagedList } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Table } from '@drawdesk/ui/table';
import { listCustomers, onCustomersChanged } from '../customers-api.js';
import { useReferences } from '../references.js';
import { CustomerActions } from './customer-actions.js';
import { CUSTOMER_SORTABLE, useCustomerColumns, type Sorting } from './customer-columns.js';
import { CustomerFilters, type CustomerFilter } from './customer-filters.js';
import styles from './customer-list.module.css';

// Semi's Form (with every Semi field type) loads when the drawer first opens, not with the list.
const CustomerDrawer = lazy(() => import('./customer-drawer.js').then((m) => ({ default: m.CustomerDrawer })));

const PAGE_SIZE = 20;

/** The customers in the caller's scope: filter, server paging and sorting, create and edit in a drawer, remove. */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const customers = usePagedList<CustomerFilter & Sorting, Customer>(listCustomers, {}, PAGE_SIZE);
  const { query, data, loading, failure, reload } = customers;
  const references = useReferences();
  const drawer = useOverlay<Customer | null>();
  const { page: _page, sort, order, ...filter } = query;
  // Every save and removal reloads the list: here, and on a detail page while this list waits in its tab.
  useEffect(() => onCustomersChanged(reload), [reload]);

  const columns = useCustomerColumns(references, { sort, order }, (customer) => (
    <CustomerActions customer={customer} onEdit={drawer.open} />
  ));

  return (
    <section className={styles.page}>
      {/* A new filter keeps the sorting; a new sorting keeps the filter. */}
      <CustomerFilters references={references} onSearch={(next) => customers.search({ ...next, sort, order })} />
      <div className={styles.toolbar}>
        <Button theme="solid" onClick={() => drawer.open(null)}>
          {t('customers.create')}
        </Button>
        <Button onClick={reload}>{t('customers.refresh')}</Button>
      </div>
      <Table
        rowKey="id"
        loading={loading}
        dataSource={failure ? [] : data.list}
        columns={columns}
        // Columns keep their width (codes, money and times do not wrap); a narrow window scrolls.
        scroll={{ x: 'max-content' }}
        onChange={({ sorter, extra }) => {
          // Semi tells every change here; pages come through the pagination's own handler.
          if (extra?.changeType === 'sorter' && sorter) customers.search({ ...filter, ...sortingOf(sorter, CUSTOMER_SORTABLE) });
        }}
        empty={<ListEmpty failure={failure} onRetry={reload} empty={t('customers.empty')} />}
        pagination={{ currentPage: query.page, pageSize: PAGE_SIZE, total: data.total, onPageChange: customers.setPage }}
      />
      <Suspense fallback={null}>
        {drawer.key > 0 && (
          <CustomerDrawer
            key={drawer.key}
            visible={drawer.visible}
            customer={drawer.value}
            references={references}
            onClose={drawer.close}
            onSaved={drawer.close}
          />
        )}
      </Suspense>
    </section>
  );
}
