import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX, type Role } from '@drawdesk/contracts';
import { isAllowed, useCurrentUser } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Input } from '@drawdesk/ui/input';
import { LoadsOnUse } from '@drawdesk/ui/loads-on-use';
import { Select } from '@drawdesk/ui/select';
import styles from './list-page.module.css';

type Common<K> = { name: K; width?: number; roles?: readonly Role[] };
/**
 * One field of a list's filter form, by what it asks: a keyword (as long as the server allows), a bounded
 * text, a choice, or a time (the viewer's, sent as an instant). Its element id is `<list>-filter-<name>`.
 */
export type FilterField<K extends string = string> = Common<K> &
  (
    | { kind: 'keyword'; placeholder: string }
    | { kind: 'text'; placeholder: string; maxLength: number }
    | { kind: 'select'; placeholder: string; options: readonly { value: string | number; label: string }[]; search?: boolean }
    | { kind: 'time'; label: string }
    /** A field of the page's own (a region cascader loaded on demand): it gets the element id, the value and the setter. */
    | { kind: 'custom'; render: (field: { id: string; value: string | undefined; onChange: (value: string | undefined) => void }) => ReactNode }
  );

export type Draft = Record<string, string | number | undefined>;

/** A period's two time fields, `from` and `to` (the names every list query gives them), with their labels. */
export const periodFields = (from: string, to: string): FilterField<'from' | 'to'>[] => [
  { kind: 'time', name: 'from', label: from },
  { kind: 'time', name: 'to', label: to },
];

// The date picker (~50 kB with its locale and panels) loads when a time filter is first used, not with the list.
const LocalDatePicker = lazy(() => import('@drawdesk/ui/date-picker'));

/** A picked time (kept as ISO text in the draft) as the instant the server compares with; none when empty or not a time. */
const instant = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/** The filter a draft applies: texts trimmed, times as instants, empty values left out. */
export function filterOf(fields: readonly FilterField[], draft: Draft): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const field of fields) {
    const value = draft[field.name];
    if (typeof value !== 'string') filter[field.name] = value;
    else filter[field.name] = (field.kind === 'time' ? instant(value) : value.trim()) || undefined;
  }
  return filter;
}

function FieldInput({ list, field, value, onChange }: { list: string; field: FilterField; value: string | number | undefined; onChange: (value: string | number | undefined) => void }) {
  const id = `${list}-filter-${field.name}`;
  const style = { width: field.width ?? 160 };
  switch (field.kind) {
    case 'keyword':
    case 'text':
      return (
        <Input
          id={id}
          value={String(value ?? '')}
          onChange={onChange}
          placeholder={field.placeholder}
          maxLength={field.kind === 'text' ? field.maxLength : KEYWORD_MAX}
          showClear
          style={{ width: field.width ?? 240 }}
        />
      );
    case 'select':
      return (
        <Select
          id={id}
          value={value}
          onChange={(chosen) => onChange(chosen as string | number | undefined)}
          placeholder={field.placeholder}
          optionList={[...field.options]}
          filter={field.search}
          showClear
          style={style}
        />
      );
    case 'custom':
      return <>{field.render({ id, value: value === undefined ? undefined : String(value), onChange })}</>;
    case 'time':
      // The kit's date picker in the viewer's language (the wrapper carries the id the tests and labels use).
      return (
        <span id={id} aria-label={field.label} className={styles.time}>
          <LoadsOnUse label={field.label} width={field.width ?? 300} used={value !== undefined}>
            <LocalDatePicker
              type="dateTime"
              prefix={field.label}
              value={value ? new Date(String(value)) : undefined}
              onChange={(picked) => onChange(picked instanceof Date ? picked.toISOString() : undefined)}
              defaultOpen
              autoFocus
              style={{ width: field.width ?? 300 }}
            />
          </LoadsOnUse>
        </span>
      );
  }
}

type Props = {
  list: string;
  fields: readonly FilterField[];
  onSearch: (filter: Record<string, unknown>) => void;
  extra?: ReactNode;
  /** The filter the list opened with (a link's `?status=pending`): shown in the form. */
  initial?: Draft;
};

/**
 * A list's filter form (docs/developing.md#a-list-page): the fields the role may use, then search and reset.
 * Plain inputs, not Semi's Form, which brings every Semi field type to the list page. On a narrow screen
 * it folds behind a Filters button.
 */
export function ListFilters({ list, fields, onSearch, initial = {} }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(initial);
  const [open, setOpen] = useState(false);
  const role = useCurrentUser()?.role;
  const shown = fields.filter((field) => !field.roles || isAllowed(field.roles, role));
  return (
    <div>
      <Button className={styles.filterToggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('list.filters')}
      </Button>
      <form
        id={`${list}-filters`}
        className={open ? styles.filters : `${styles.filters} ${styles.folded}`}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(filterOf(shown, draft));
        }}
      >
        {shown.map((field) => (
          <FieldInput key={field.name} list={list} field={field} value={draft[field.name]} onChange={(value) => setDraft({ ...draft, [field.name]: value })} />
        ))}
        <Button htmlType="submit" theme="solid">
          {t('list.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        >
          {t('list.reset')}
        </Button>
      </form>
    </div>
  );
}
