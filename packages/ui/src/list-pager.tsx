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
  const go = (page: number) => page !== currentPage && onPageChange(Math.min(pages, Math.max(1, page)));
  const item = (page: number, label: string, content: React.ReactNode, extra = '', current = false) => (
    <li
      key={label}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      aria-disabled={extra.includes('disabled') || undefined}
      className={`semi-page-item${extra}`}
      onClick={() => !extra.includes('disabled') && go(page)}
      onKeyDown={(event) => event.key === 'Enter' && !extra.includes('disabled') && go(page)}
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
          {item(currentPage - 1, t('list.page.previous'), <Icon size="large" d={CHEVRON_LEFT} />, ` semi-page-prev${currentPage <= 1 ? ' semi-page-item-disabled' : ''}`)}
          {pagesShown(currentPage, pages).map((entry) =>
            entry === 'before'
              ? item(currentPage - JUMP, t('list.page.back', { count: JUMP }), '…')
              : entry === 'after'
                ? item(currentPage + JUMP, t('list.page.forward', { count: JUMP }), '…')
                : item(entry, t('list.page.number', { page: entry }), entry, entry === currentPage ? ' semi-page-item-active' : '', entry === currentPage),
          )}
          {item(currentPage + 1, t('list.page.next'), <Icon size="large" d={CHEVRON_RIGHT} />, ` semi-page-next${currentPage >= pages ? ' semi-page-item-disabled' : ''}`)}
        </ul>
      </span>
    </div>
  );
}

const CHEVRON_LEFT = 'M16.28 4.24a1.5 1.5 0 0 1 0 2.12l-5.66 5.66 5.66 5.65a1.5 1.5 0 1 1-2.12 2.13l-6.72-6.72a1.5 1.5 0 0 1 0-2.12l6.72-6.72a1.5 1.5 0 0 1 2.12 0Z';
const CHEVRON_RIGHT = 'M7.44 19.8a1.5 1.5 0 0 1 0-2.13l5.66-5.65-5.66-5.66a1.5 1.5 0 1 1 2.12-2.12l6.72 6.72a1.5 1.5 0 0 1 0 2.12L9.56 19.8a1.5 1.5 0 0 1-2.12 0Z';
