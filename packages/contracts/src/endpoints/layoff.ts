import type { Static } from 'typebox';
import type { Layoff, LayoffApplyBody, LayoffListQuery, LayoffSave, LayoffStatusBody } from '../analysis.js';
import type { ExportOf, IdParams, PageOf } from '../common.js';
import { endpoint } from './endpoint.js';

export const layoffList = endpoint<LayoffListQuery, PageOf<Layoff>>('POST', '/layoff/list', 'login');
export const layoffSave = endpoint<LayoffSave, Layoff>('POST', '/layoff/save', 'login');
export const layoffPlace = endpoint<LayoffStatusBody, Layoff, Static<typeof IdParams>>('POST', '/layoff/place/:id', 'login');
export const layoffRemove = endpoint<void, null, Static<typeof IdParams>>('DELETE', '/layoff/remove/:id', 'login');
export const layoffApply = endpoint<LayoffApplyBody, Layoff[]>('POST', '/layoff/apply', 'login');
export const layoffExport = endpoint<ExportOf<LayoffListQuery>, string>('GET', '/layoff/export', 'login');
