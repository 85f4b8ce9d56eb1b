import type { Static } from 'typebox';
import type { CustomerReading, CustomerReadingQuery, CustomerReadingRemove, CustomerReadingSave } from '../book-settings.js';
import type { ExportOf, IdParams, IdQuery, PageOf } from '../common.js';
import type { Customer, CustomerListQuery, CustomerOption, CustomerSave } from '../customer.js';
import { endpoint } from './endpoint.js';

export const customerReading = endpoint<CustomerReadingQuery, CustomerReading[]>('GET', '/customer/reading', 'login');
export const customerReadingSave = endpoint<CustomerReadingSave, CustomerReading>('POST', '/customer/reading/save', 'login');
export const customerReadingRemove = endpoint<CustomerReadingRemove, null>('POST', '/customer/reading/remove', 'login');
export const customerList = endpoint<CustomerListQuery, PageOf<Customer>>('POST', '/customer/list', 'login');
export const customerRead = endpoint<Static<typeof IdQuery>, Customer>('GET', '/customer', 'login');
export const customerListAll = endpoint<void, CustomerOption[]>('GET', '/customer/list-all', 'login');
export const customerSave = endpoint<CustomerSave, Customer>('POST', '/customer/save', 'login');
export const customerRemove = endpoint<void, null, Static<typeof IdParams>>('DELETE', '/customer/remove/:id', 'login');
export const customerExport = endpoint<ExportOf<CustomerListQuery>, string>('GET', '/customer/export', 'login');
