import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type Customer, customerExport } from '@drawdesk/contracts';
import { lookups, OverlayMount, useOverlay } from '@drawdesk/shell';
import { ListPage, useList } from '@drawdesk/ui/list-page';
import { listCustomers } from '../customers-api.js';
import { useReferences } from '../references.js';
import { CustomerActions } from './customer-actions.js';
import { useCustomerColumns, useCustomerFilters, type CustomerQuery } from './customer-columns.js';

// Semi's Form (with every Semi field type) loads when the drawer first opens, not with the list.
const CustomerDrawer = lazy(() => import('./customer-drawer.js').then((m) => ({ default: m.CustomerDrawer })));

// Every save and removal reloads the list: here, and on a detail page while this list waits in its tab.
const RELOAD_ON = [lookups.customers];

/** The customers in the caller's scope: the kit's list page; create and edit in a drawer, remove. */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const list = useList<CustomerQuery, Customer>(listCustomers);
  const references = useReferences();
  const drawer = useOverlay<Customer | null>();

  return (
    <ListPage
      id="customers"
      list={list}
      columns={useCustomerColumns(references)}
      filters={useCustomerFilters(references)}
      rowActions={(customer) => <CustomerActions customer={customer} onEdit={drawer.open} />}
      create={{ label: t('customers.create'), onClick: () => drawer.open(null) }}
      exportEndpoint={customerExport}
      reloadOn={RELOAD_ON}
      empty={t('customers.empty')}
    >
      <OverlayMount overlay={drawer}>
        {(edited, shown) => <CustomerDrawer {...shown} customer={edited} references={references} onSaved={drawer.close} />}
      </OverlayMount>
    </ListPage>
  );
}
