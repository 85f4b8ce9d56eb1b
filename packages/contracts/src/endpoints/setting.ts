import type { BookSettings, BookSettingsSave } from '../book-settings.js';
import { endpoint } from './endpoint.js';

export const settingBook = endpoint<void, BookSettings>('GET', '/setting/book', 'login');
export const settingBookSave = endpoint<BookSettingsSave, BookSettings>('POST', '/setting/book', ['Admin']);
