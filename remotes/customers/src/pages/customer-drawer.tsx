import { useTranslation } from 'react-i18next';
import { regionPath, TAG_RULES, type Channel, type Customer, type CustomerSave, type CustomerStatus } from '@drawdesk/contracts';
import { useCurrentUser, hasStatus, optionsOf, parseYuan, trimmed, usePermission, yuanText } from '@drawdesk/shell';
import { useEditForm } from '@drawdesk/ui/edit-form';
import { useCheck } from '@drawdesk/ui/form-helpers';
import { Form } from '@drawdesk/ui/form';
import { SaveFooter } from '@drawdesk/ui/list-parts';
import { SideSheet } from '@drawdesk/ui/side-sheet';
import { Toast } from '@drawdesk/ui/toast';
import { changedSince, saveCustomer, updateOf } from '../customers-api.js';
import { CHANNEL_LABELS, STATUS_LABELS } from '../labels.js';
import { agentLabel, agentText, type References } from '../references.js';
import { customerRules } from '../rules.js';
import { useRegions } from '../regions.js';

type Values = {
  code: string;
  name: string;
  phone?: string;
  channel: Channel;
  agentId: number;
  planId: number;
  /** Yuan as typed; sent as exact fen. */
  creditLimit: string;
  status: CustomerStatus;
  tags?: string[];
  /** The cascader's path of codes; the last is the region. */
  region?: string[];
  remark?: string;
};
const FIELDS = ['code', 'name', 'phone', 'channel', 'agentId', 'planId', 'creditLimit', 'status', 'tags', 'region', 'remark'];

const valuesOf = (customer: Customer): Values => ({
  code: customer.code,
  name: customer.name,
  phone: customer.phone ?? '',
  channel: customer.channel,
  agentId: customer.agentId,
  planId: customer.planId,
  creditLimit: yuanText(customer.creditLimit),
  status: customer.status,
  tags: customer.tags,
  region: customer.regionCode ? regionPath(customer.regionCode) : [],
  remark: customer.remark,
});

function bodyOf(values: Values, customer: Customer | null): CustomerSave {
  const fields = {
    code: values.code.trim(),
    name: values.name.trim(),
    phone: trimmed(values.phone),
    channel: values.channel,
    agentId: values.agentId,
    planId: values.planId,
    // The form's rule has checked the amount: it parses.
    creditLimit: parseYuan(values.creditLimit)!,
    status: values.status,
    tags: [...new Set((values.tags ?? []).map((tag) => tag.trim()))],
    regionCode: values.region?.at(-1) ?? null,
    remark: values.remark?.trim() ?? '',
  };
  return customer ? { ...updateOf(customer), ...fields } : fields;
}

type Props = { visible: boolean; customer: Customer | null; references: References; onClose: () => void; onSaved: (saved: Customer) => void };

/**
 * Create (no customer) or edit a customer in a drawer; give it a new `key` at every opening (useOverlay).
 * An Admin places the customer under any active agent; a User's customers stay under its own agent.
 */
export function CustomerDrawer({ visible, customer: opened, references, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const check = useCheck();
  const me = useCurrentUser();
  const isAdmin = usePermission(['Admin']);
  const regions = useRegions();
  const { form, item: customer, saving, submit, submitForm } = useEditForm<Customer, Values, Customer>({
    opened,
    fields: FIELDS,
    save: (values, customer) => saveCustomer(bodyOf(values, customer)),
    onSaved: (saved, customer) => {
      Toast.success(t(customer ? 'customers.saved' : 'customers.created', { code: saved.code }));
      onSaved(saved);
    },
    // The one unique rule is the code (live customers, without case): a conflict on create is that one.
    fieldOf: (error, customer) =>
      !customer && hasStatus(error, 409)
        ? { field: 'code', message: t('customers.error.codeTaken') }
        : hasStatus(error, 403)
          ? { field: 'agentId', message: t('customers.error.agentOutside') }
          : null,
    changedSince,
    valuesOf,
    staleMessage: t('customers.error.stale'),
  });

  // New placements need an active agent and plan (the server refuses others); the current ones stay choosable.
  const agents = references.agents.filter((agent) => agent.status === 'active' || agent.id === customer?.agentId);
  const plans = references.plans.filter((plan) => plan.status === 'active' || plan.id === customer?.planId);
  const ownAgentId = customer?.agentId ?? me?.agentId ?? undefined;
  const agentList = isAdmin
    ? agents.map((agent) => ({ value: agent.id, label: agentText(agent) }))
    : ownAgentId === undefined
      ? []
      : [{ value: ownAgentId, label: agentLabel(references.agents, ownAgentId) }];
  const initValues: Partial<Values> = customer
    ? valuesOf(customer)
    : { agentId: isAdmin ? undefined : ownAgentId, creditLimit: '0', status: 'active', tags: [] };

  return (
    <SideSheet
      title={t(customer ? 'customers.drawer.edit' : 'customers.drawer.create')}
      visible={visible}
      onCancel={onClose}
      width={480}
      footer={<SaveFooter saving={saving} onCancel={onClose} onSave={submitForm} />}
    >
      <Form getFormApi={(api) => (form.current = api)} initValues={initValues} labelPosition="top" onSubmit={submit}>
        <Form.Input
          field="code"
          label={t('customers.column.code')}
          readonly={customer !== null}
          validate={customer ? undefined : check(customerRules.code)}
        />
        <Form.Input field="name" label={t('customers.column.name')} validate={check(customerRules.name)} />
        <Form.Input field="phone" label={t('customers.column.phone')} validate={check(customerRules.phone)} />
        <Form.Select
          field="channel"
          label={t('customers.column.channel')}
          optionList={optionsOf(CHANNEL_LABELS, t)}
          validate={check(customerRules.chosen)}
          style={{ width: '100%' }}
        />
        <Form.Select
          field="agentId"
          label={t('customers.column.agent')}
          optionList={agentList}
          filter
          disabled={!isAdmin}
          extraText={isAdmin ? undefined : t('customers.field.ownAgent')}
          validate={check(customerRules.chosen)}
          style={{ width: '100%' }}
        />
        <Form.Select
          field="planId"
          label={t('customers.column.plan')}
          optionList={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          filter
          validate={check(customerRules.chosen)}
          style={{ width: '100%' }}
        />
        <Form.Input field="creditLimit" label={t('customers.column.creditLimit')} prefix="¥" validate={check(customerRules.creditLimit)} />
        <Form.Select field="status" label={t('customers.column.status')} optionList={optionsOf(STATUS_LABELS, t)} style={{ width: '100%' }} />
        <Form.Cascader
          field="region"
          label={t('customers.column.region')}
          treeData={regions?.tree ?? []}
          changeOnSelect
          filterTreeNode
          showClear
          placeholder={t('customers.field.region')}
          style={{ width: '100%' }}
        />
        <Form.TagInput
          field="tags"
          label={t('customers.column.tags')}
          placeholder={t('customers.field.tagsHint', { max: TAG_RULES.maxTags })}
          maxLength={TAG_RULES.maxLength}
          max={TAG_RULES.maxTags}
          allowDuplicates={false}
          separator={[',', '，']}
          addOnBlur
        />
        <Form.TextArea field="remark" label={t('customers.field.remark')} autosize validate={check(customerRules.remark)} />
      </Form>
    </SideSheet>
  );
}
