import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pagesShown } from './pages-shown.js';
import { Icon } from './grid-icon.js';
// Semi's pagination styles without its code (as the list grid does with its table's).
import '@douyinfe/semi-foundation/lib/es/pagination/pagination.css';

export type Paging = { currentPage: number; pageSize: number; total: number; onPageChange: (page: number) => void };

/** How far a "…" jumps. */
const JUMP = 5;

/**
 * A list's pages under its table, in Semi's pagination markup: which rows show of how many, previous and next,
 * the first and last pages and those around the current one; each "…" jumps five pages.
 */
export function ListPager({ currentPage, pageSize, total, onPageChange }: Paging) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Prev on the first page, next on the last and the current page are no-ops: no request.
  const go = (page: number) => {
    const to = Math.min(pages, Math.max(1, page));
    if (to !== currentPage) onPageChange(to);
  };
  const item = (page: number, label: string, content: ReactNode, { className = '', disabled = false, current = false } = {}) => (
    <li
      key={label}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      aria-disabled={disabled || undefined}
      className={`semi-page-item${className}${disabled ? ' semi-page-item-disabled' : ''}`}
      onClick={() => go(page)}
      onKeyDown={(event) => event.key === 'Enter' && go(page)}
    >
      {content}
    </li>
  );
  const from = total === 0 ? 0 : (currentPage - 1) * pageSize + 1;
  return (
    <div className="semi-table-pagination-outer">
      <span className="semi-table-pagination-info">{t('list.range', { from, to: Math.min(total, currentPage * pageSize), total })}</span>
      <span className="semi-table-pagination-wrapper">
        <ul className="semi-page">
          {item(currentPage - 1, t('list.page.previous'), <Icon size="large" d={CHEVRON_LEFT} />, { className: ' semi-page-prev', disabled: currentPage <= 1 })}
          {pagesShown(currentPage, pages).map((entry) =>
            entry === 'before'
              ? item(currentPage - JUMP, t('list.page.back', { count: JUMP }), '…')
              : entry === 'after'
                ? item(currentPage + JUMP, t('list.page.forward', { count: JUMP }), '…')
                : item(entry, t('list.page.number', { page: entry }), entry, { className: entry === currentPage ? ' semi-page-item-active' : '', current: entry === currentPage }),
          )}
          {item(currentPage + 1, t('list.page.next'), <Icon size="large" d={CHEVRON_RIGHT} />, { className: ' semi-page-next', disabled: currentPage >= pages })}
        </ul>
      </span>
    </div>
  );
}

const CHEVRON_LEFT = 'M16.28 4.24a1.5 1.5 0 0 1 0 2.12l-5.66 5.66 5.66 5.65a1.5 1.5 0 1 1-2.12 2.13l-6.72-6.72a1.5 1.5 0 0 1 0-2.12l6.72-6.72a1.5 1.5 0 0 1 2.12 0Z';
const CHEVRON_RIGHT = 'M7.44 19.8a1.5 1.5 0 0 1 0-2.13l5.66-5.65-5.66-5.66a1.5 1.5 0 1 1 2.12-2.12l6.72 6.72a1.5 1.5 0 0 1 0 2.12L9.56 19.8a1.5 1.5 0 0 1-2.12 0Z';
